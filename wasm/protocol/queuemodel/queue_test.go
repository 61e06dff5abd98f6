package queuemodel

import (
	"reflect"
	"testing"

	"polyplay/wasm/protocol"
)

// TestQueue checks the ranges a queue hands out to workers that take
// branches in turn: they follow each other from 0 and cover every branch
// once, each holds a quarter of the branches left per worker but at most
// a sixteenth of all of them per worker (at least one), and the queue
// then answers with empty ranges.
func TestQueue(t *testing.T) {
	for _, tc := range []struct {
		workers int
		total   int64
		ranges  int // ranges handed out
		first   int64
	}{
		{1, 1, 1, 1},
		{1, 10, 10, 1},
		{2, 3, 3, 1},
		{2, 600, 59, 18},
		{8, 2048, 232, 16},
	} {
		q := NewQueue(tc.workers)
		var next int64
		n := 0
		for {
			from, to, err := q.Take(tc.total)
			if err != nil {
				t.Fatalf("%d workers, %d branches: %v", tc.workers, tc.total, err)
			}
			if from == to {
				if from != tc.total {
					t.Errorf("%d workers, %d branches: empty range at %d, want at %d", tc.workers, tc.total, from, tc.total)
				}
				break
			}
			left := tc.total - next
			want := max(1, min(left/int64(4*tc.workers), tc.total/int64(16*tc.workers)))
			if from != next || to-from != want {
				t.Errorf("%d workers, %d branches: range %d..%d, want %d..%d", tc.workers, tc.total, from, to, next, next+want)
			}
			if n == 0 && to-from != tc.first {
				t.Errorf("%d workers, %d branches: first range of %d, want %d", tc.workers, tc.total, to-from, tc.first)
			}
			next, n = to, n+1
			if n > 10000 {
				t.Fatal("the queue never empties")
			}
		}
		handed, ranges, total := q.Handed()
		if handed != tc.total || total != tc.total || ranges != n || n != tc.ranges {
			t.Errorf("%d workers, %d branches: handed %d in %d ranges (%d taken) of %d, want all in %d", tc.workers, tc.total, handed, ranges, n, total, tc.ranges)
		}
	}
}

// TestQueueErrors checks that a queue refuses a worker whose number of
// branches differs from the first one's, or is not positive, and that
// Handle sends the error back to the worker that asked.
func TestQueueErrors(t *testing.T) {
	q := NewQueue(2)
	if _, _, err := q.Take(0); err == nil || err.Error() != "a worker asked for branches of a search with 0 branches" {
		t.Errorf("Take(0): %v", err)
	}
	if from, to, err := q.Take(100); err != nil || from != 0 || to != 3 {
		t.Errorf("Take(100) = %d, %d, %v; want 0, 3", from, to, err)
	}
	posts := q.Handle(1, protocol.Message{Kind: protocol.KindTake, Run: 4, Part: 1, Total: 99})
	if want := "the workers disagree on the number of branches: 100 and 99"; len(posts) != 1 || posts[0].To != 1 || posts[0].Message.Kind != protocol.KindBranches || posts[0].Message.Run != 4 || posts[0].Message.Part != 1 || posts[0].Message.Error != want {
		t.Errorf("Handle = %+v, want a branches message to worker 1 of run 4, part 1, with error %q", posts, want)
	}
	posts = q.Handle(0, protocol.Message{Kind: protocol.KindTake, Run: 4, Total: 100})
	if len(posts) != 1 || posts[0].To != 0 || posts[0].Message.Error != "" || posts[0].Message.From != 3 || posts[0].Message.To != 6 {
		t.Errorf("Handle = %+v, want branches 3 to 6 to worker 0", posts)
	}
}

// TestQueueShare plays the sharing of a branch among three workers
// through a queue, message by message, and checks what the queue sends
// back: a help request makes the busy workers wanted, an offer goes to
// the waiting worker, nodes are handed out one at a time (Retired once
// the branch is retired), and the run ends when every worker waits or has
// stopped.
func TestQueueShare(t *testing.T) {
	q := NewQueue(3)
	for {
		if from, to, _ := q.Take(40); from == to {
			break
		}
	}
	br := func(to, from int) Post {
		return Post{To: to, Message: protocol.Message{Kind: protocol.KindBranches, Run: 1, Part: to, From: protocol.Count(from), To: protocol.Count(from + 1)}}
	}
	wanted := func(n int, to ...int) []Post {
		var p []Post
		for _, w := range to {
			p = append(p, Post{To: w, Message: protocol.Message{Kind: protocol.KindWanted, Run: 1, Part: w, Waiting: n}})
		}
		return p
	}
	node := func(to, branch int, n protocol.Count) []Post {
		return []Post{{To: to, Message: protocol.Message{Kind: protocol.KindNode, Run: 1, Part: to, Branch: protocol.Count(branch), From: n}}}
	}
	end := func(to ...int) []Post {
		var p []Post
		for _, w := range to {
			p = append(p, Post{To: w, Message: protocol.Message{Kind: protocol.KindBranches, Run: 1, Part: w, From: 40, To: 40}})
		}
		return p
	}
	for i, step := range []struct {
		from int
		m    protocol.Message
		want []Post
	}{
		{0, protocol.Message{Kind: protocol.KindHelp}, wanted(1, 1, 2)},
		{1, protocol.Message{Kind: protocol.KindOffer, Branch: 7, From: 3}, append([]Post{br(0, 7)}, wanted(0, 0, 1, 2)...)},
		{0, protocol.Message{Kind: protocol.KindNext, Branch: 7}, node(0, 7, 3)},
		{1, protocol.Message{Kind: protocol.KindNext, Branch: 7}, node(1, 7, 4)},
		{2, protocol.Message{Kind: protocol.KindHelp}, []Post{br(2, 7)}},
		{2, protocol.Message{Kind: protocol.KindNext, Branch: 7}, node(2, 7, 5)},
		{1, protocol.Message{Kind: protocol.KindRetire, Branch: 7}, nil},
		{0, protocol.Message{Kind: protocol.KindNext, Branch: 7}, node(0, 7, protocol.Retired)},
		{0, protocol.Message{Kind: protocol.KindHelp}, wanted(1, 1, 2)},
		{2, protocol.Message{Kind: protocol.KindHelp, Final: true}, nil},
		{1, protocol.Message{Kind: protocol.KindHelp}, end(0, 1)},
		{1, protocol.Message{Kind: protocol.KindSolve}, []Post{{To: 1, Message: protocol.Message{Kind: protocol.KindBranches, Run: 1, Part: 1, Error: `the queue of branches got a "solve" message`}}}},
	} {
		m := step.m
		m.Run, m.Part = 1, step.from
		got := q.Handle(step.from, m)
		if !reflect.DeepEqual(got, step.want) {
			t.Errorf("step %d: worker %d sends %+v: the queue sends %+v, want %+v", i, step.from, m, got, step.want)
		}
	}
	if q.Shared() != 1 {
		t.Errorf("%d branches shared, want 1", q.Shared())
	}
}
