package job

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"polyplay/internal/librarytest"
	"polyplay/internal/longtest"
	"polyplay/solver"
	"polyplay/solver/verify"
	"polyplay/wasm/protocol"
	"polyplay/wasm/protocol/queuemodel"
)

// small is a 2×3 box (2 wide, 3 high) with a monomino, a domino and a
// straight tromino. The tromino stands in one column (2 ways); in the other
// the domino is at the bottom or the top (2 ways): 4 solutions.
func small() *solver.Problem {
	return &solver.Problem{Name: "small", XDim: 2, YDim: 3, ZDim: 1, Pieces: []solver.Piece{
		{Name: "M", Cells: []solver.Point{{}}},
		{Name: "D", Cells: []solver.Point{{X: 0}, {X: 1}}},
		{Name: "I", Cells: []solver.Point{{X: 0}, {X: 1}, {X: 2}}},
	}}
}

// pentominoes is the 10×6 pentomino puzzle: 2,339 solutions, 9,356 with
// their turns.
func pentominoes(t *testing.T) *solver.Problem {
	return librarytest.Problem(t, "pentominoes-10x6")
}

// record runs a job and returns its messages.
func record(ctx context.Context, req protocol.SolveRequest) []protocol.Message {
	var msgs []protocol.Message
	Run(ctx, 7, req, func(m protocol.Message) {
		// Every message must survive the trip through JSON.
		s, err := protocol.Encode(m)
		if err != nil {
			panic(err)
		}
		back, err := protocol.Decode(s)
		if err != nil {
			panic(err)
		}
		msgs = append(msgs, back)
	}, nil, nil)
	return msgs
}

func TestRunCountsAndKeeps(t *testing.T) {
	for _, keep := range []int{1, 3, 4, 100} {
		msgs := record(context.Background(), protocol.SolveRequest{Problem: small(), Keep: keep})
		last := msgs[len(msgs)-1]
		if last.Kind != protocol.KindDone || last.Error != "" || last.Run != 7 {
			t.Fatalf("keep %d: last message = %+v, want done without error", keep, last)
		}
		if last.Stats.Solutions != 4 {
			t.Errorf("keep %d: solutions = %d, want 4", keep, last.Stats.Solutions)
		}
		var sols []protocol.Solution
		for _, m := range msgs[:len(msgs)-1] {
			switch m.Kind {
			case protocol.KindSolutions:
				if m.First != len(sols) {
					t.Errorf("keep %d: batch starts at %d, want %d", keep, m.First, len(sols))
				}
				sols = append(sols, m.Solutions...)
			case protocol.KindProgress:
			default:
				t.Errorf("keep %d: unexpected %s message before done", keep, m.Kind)
			}
		}
		if want := min(keep, 4); len(sols) != want {
			t.Errorf("keep %d: %d solutions sent with cells, want %d", keep, len(sols), want)
		}
		p := small()
		for i, s := range sols {
			ss, err := s.ToSolver()
			if err != nil {
				t.Fatal(err)
			}
			if err := verify.Solution(p, ss); err != nil {
				t.Errorf("keep %d: solution %d does not verify: %v", keep, i+1, err)
			}
		}
	}
}

func TestRunOptions(t *testing.T) {
	msgs := record(context.Background(), protocol.SolveRequest{Problem: small(), Args: []string{"--max=2"}})
	last := msgs[len(msgs)-1]
	if last.Stats == nil || last.Stats.Solutions != 2 || last.Stats.Stopped != "max" {
		t.Errorf("--max=2: last message %+v, want 2 solutions stopped at max", last)
	}
}

func TestRunErrors(t *testing.T) {
	bad := small()
	bad.Pieces = bad.Pieces[:2] // 3 cells for a 6-cell box
	for _, tc := range []struct {
		name string
		req  protocol.SolveRequest
		want string
	}{
		{"no problem", protocol.SolveRequest{}, "no puzzle to solve"},
		{"invalid problem", protocol.SolveRequest{Problem: bad}, "volume mismatch"},
		{"unknown option", protocol.SolveRequest{Problem: small(), Args: []string{"-Q"}}, "solver options: option -Q"},
		{"file argument", protocol.SolveRequest{Problem: small(), Args: []string{"-r", "x.txt"}}, `unexpected argument "x.txt"`},
	} {
		msgs := record(context.Background(), tc.req)
		if len(msgs) != 1 || msgs[0].Kind != protocol.KindDone || !strings.Contains(msgs[0].Error, tc.want) {
			t.Errorf("%s: messages %+v, want one done message with error %q", tc.name, msgs, tc.want)
		}
	}
}

// TestRunTimeLimit: a run's time limit counts from the request (the
// press on Solve), not from the search's start, in a run searched at
// once and in a divided run's trial alike. A request made 10 s ago
// with --time=5 has no time left: the search stops at once, where it
// would otherwise find all 2,339 solutions in well under 5 s.
func TestRunTimeLimit(t *testing.T) {
	tu := defaultTuning()
	tu.clock = func() time.Time { return time.Now().Add(-10 * time.Second) }
	p := pentominoes(t)
	for _, tc := range []struct {
		name string
		req  protocol.SolveRequest
		br   *Branches
	}{
		{"at once", protocol.SolveRequest{Problem: p, Args: []string{"-r", "--auto", "--time=5"}}, nil},
		{"a divided run's trial", protocol.SolveRequest{Problem: p, Args: []string{"-r", "--auto", "--time=5", "--part=0/2"}, Queue: true, Trial: true},
			&Branches{Answers: make(chan protocol.Message), Ask: func(protocol.Message) {}}},
	} {
		var msgs []protocol.Message
		run(context.Background(), 7, tc.req, func(m protocol.Message) { msgs = append(msgs, m) }, nil, tc.br, tc.req.ProgressInterval(), tu)
		last := msgs[len(msgs)-1]
		if last.Kind != protocol.KindDone || last.Stats == nil || last.Stats.Stopped != "time" || last.Stats.Solutions >= 2339 {
			t.Errorf("%s: a request 10 s old with --time=5 ends with a %s message, stats %+v; want done, stopped at the time limit before all 2,339",
				tc.name, last.Kind, last.Stats)
		}
	}
	// A limit not yet reached leaves the search whole.
	msgs := record(context.Background(), protocol.SolveRequest{Problem: p, Args: []string{"-r", "--auto", "--time=60"}})
	if last := msgs[len(msgs)-1]; last.Stats == nil || last.Stats.Stopped != "" || last.Stats.Solutions != 2339 {
		t.Errorf("--time=60: last stats %+v, want all 2,339 solutions", last.Stats)
	}
}

func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	msgs := record(ctx, protocol.SolveRequest{Problem: pentominoes(t)})
	last := msgs[len(msgs)-1]
	if last.Kind != protocol.KindDone || last.Stats == nil || last.Stats.Stopped != "cancel" || last.Stats.Solutions == 9356 {
		t.Errorf("cancelled run ends with %+v, want done stopped by cancel", last)
	}
}

func TestBatcher(t *testing.T) {
	var batches []protocol.Message
	b := &batcher{id: 1, send: func(m protocol.Message) { batches = append(batches, m) }}
	s := solver.Solution{Placements: []solver.Placement{{Piece: "A", Cells: []solver.Point{{}}}}}
	for i := 0; i < 1200; i++ {
		b.add(s)
	}
	b.flush()
	var got []string
	for _, m := range batches {
		got = append(got, fmt.Sprintf("%d+%d", m.First, len(m.Solutions)))
	}
	if want := "0+500 500+500 1000+200"; strings.Join(got, " ") != want {
		t.Errorf("batches %v, want %s", got, want)
	}
	if b.found != 1200 {
		t.Errorf("found = %d, want 1200", b.found)
	}
}

// TestRunParts divides a run into three parts, as the page does with three
// workers: every message carries its part, the parts' solutions are the
// whole run's, each once, and MergeStats gives the whole run's statistics
// (without the memo of dead ends, which each part keeps for itself).
func TestRunParts(t *testing.T) {
	p := pentominoes(t)
	for _, args := range [][]string{{"-r", "--auto", "--memo=0"}, {"-r", "--auto"}} {
		whole := record(context.Background(), protocol.SolveRequest{Problem: p, Args: args, Keep: 3000})
		want := whole[len(whole)-1].Stats
		var msgs [][]protocol.Message
		for k := range 3 {
			msgs = append(msgs, record(context.Background(), protocol.SolveRequest{Problem: p, Args: append(slices.Clone(args), fmt.Sprintf("--part=%d/3", k)), Keep: 3000}))
		}
		addUp(t, msgs, want, exactStats(args))
	}
}

// exactStats reports whether a run with args must give the same
// statistics however it is divided: not with the memo of dead ends (on
// under --auto unless --memo=0 turns it off).
func exactStats(args []string) bool {
	return !slices.Contains(args, "--auto") || slices.Contains(args, "--memo=0")
}

// addUp checks the messages of the parts of a 10x6 run (msgs[k]: part k's):
// each is tagged with its part, no solution comes twice, each part ends
// with done and a split level, and the parts' statistics add up to want
// with all 2339 solutions sent (if exact; else the solutions only). It
// returns the merged statistics.
func addUp(t *testing.T, msgs [][]protocol.Message, want *protocol.Stats, exact bool) protocol.Stats {
	t.Helper()
	var parts []protocol.Stats
	seen := map[string]bool{}
	for k, ms := range msgs {
		for _, m := range ms {
			if m.Part != k {
				t.Fatalf("part %d sent a %s message of part %d", k, m.Kind, m.Part)
			}
			for _, s := range m.Solutions {
				key := fmt.Sprint(s)
				if seen[key] {
					t.Fatalf("part %d: a solution found twice", k)
				}
				seen[key] = true
			}
		}
		last := ms[len(ms)-1]
		if last.Kind != protocol.KindDone || last.Stats == nil || last.Error != "" || last.Stats.Split < 2 {
			t.Fatalf("part %d: last message %+v, want done with a split level", k, last)
		}
		parts = append(parts, *last.Stats)
	}
	got := protocol.MergeStats(parts)
	if got.Solutions != 2339 || len(seen) != 2339 || exact && (fmt.Sprint(got.Attempts) != fmt.Sprint(want.Attempts) || fmt.Sprint(got.Fits) != fmt.Sprint(want.Fits)) {
		t.Errorf("merged: %d solutions (%d distinct sent), attempts %v fits %v; want 2339, attempts %v fits %v",
			got.Solutions, len(seen), got.Attempts, got.Fits, want.Attempts, want.Fits)
	}
	return got
}

// page runs the workers of one run as the playground does: worker K gets
// req with --part=K/N, and every message it sends to the queue is
// answered from the run's Queue (its messages pass through JSON both
// ways). handle, if not nil, stands in for Queue.Handle. It returns each
// worker's messages.
func page(t *testing.T, req protocol.SolveRequest, n int, handle func(q *queuemodel.Queue, k int, m protocol.Message) []queuemodel.Post) ([][]protocol.Message, *queuemodel.Queue) {
	t.Helper()
	return pageWith(t, req, n, handle, defaultTuning())
}

// pageWith is page with the workers' tuning tu.
func pageWith(t *testing.T, req protocol.SolveRequest, n int, handle func(q *queuemodel.Queue, k int, m protocol.Message) []queuemodel.Post, tu tuning) ([][]protocol.Message, *queuemodel.Queue) {
	t.Helper()
	q := queuemodel.NewQueue(n)
	if handle == nil {
		handle = (*queuemodel.Queue).Handle
	}
	msgs := make([][]protocol.Message, n)
	ins := make([]chan protocol.Message, n)
	brs := make([]*Branches, n)
	for k := range n {
		ins[k] = make(chan protocol.Message, 1)
		brs[k] = &Branches{Answers: ins[k], Ask: func(m protocol.Message) {
			m = roundTrip(t, m)
			if m.Part != k || m.Run != 7 {
				t.Errorf("worker %d sent a %s message of run %d, part %d", k, m.Kind, m.Run, m.Part)
			}
			for _, p := range handle(q, k, m) {
				a := roundTrip(t, p.Message)
				if a.Kind == protocol.KindWanted {
					brs[p.To].Wanted.Store(int32(a.Waiting))
				} else {
					ins[p.To] <- a
				}
			}
		}}
	}
	// As the page does, a trial's other parts are configured at once and
	// wait for it: go when it splits, cancel when it was the whole search.
	start := make(chan struct{})
	others, cancelOthers := context.WithCancel(context.Background())
	defer cancelOthers()
	var wg sync.WaitGroup
	for k := range n {
		r := req
		r.Args = append(append([]string(nil), req.Args...), fmt.Sprintf("--part=%d/%d", k, n))
		r.Trial = req.Trial && k == 0 // the page asks the first worker only
		r.Wait = req.Trial && k > 0
		brs[k].Start = start
		ctx := context.Background()
		if k > 0 {
			ctx = others
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			run(ctx, 7, r, func(m protocol.Message) {
				m = roundTrip(t, m)
				msgs[k] = append(msgs[k], m)
				switch {
				case k == 0 && m.Kind == protocol.KindSplit:
					close(start)
				case k == 0 && m.Whole:
					cancelOthers()
				}
			}, nil, brs[k], r.ProgressInterval(), tu)
		}()
	}
	wg.Wait()
	return msgs, q
}

// roundTrip passes m through JSON, as postMessage does.
func roundTrip(t *testing.T, m protocol.Message) protocol.Message {
	s, err := protocol.Encode(m)
	if err != nil {
		t.Errorf("encoding %+v: %v", m, err)
		return m
	}
	back, err := protocol.Decode(s)
	if err != nil {
		t.Errorf("decoding %s: %v", s, err)
	}
	return back
}

// TestRunQueue divides a run among three workers that take their branches
// from the page's queue: their solutions are the whole run's, each once,
// MergeStats gives the whole run's statistics, and the queue handed out
// every branch, in more ranges than workers.
func TestRunQueue(t *testing.T) {
	p := pentominoes(t)
	for _, args := range [][]string{{"-r", "--auto", "--memo=0"}, {"-r", "--auto"}} {
		whole := record(context.Background(), protocol.SolveRequest{Problem: p, Args: args})
		want := whole[len(whole)-1].Stats
		msgs, q := page(t, protocol.SolveRequest{Problem: p, Args: args, Keep: 3000, Queue: true}, 3, nil)
		got := addUp(t, msgs, want, exactStats(args))
		handed, ranges, total := q.Handed()
		if total < 3*256 || handed != total || ranges <= 3 {
			t.Errorf("%q: queue: %d of %d branches handed out in %d ranges; want every one of at least 768, in more than 3 ranges", args, handed, total, ranges)
		}
		if got.Branches != protocol.Count(total) || got.Taken != protocol.Count(total) {
			t.Errorf("%q: merged: %d of %d branches taken, want all %d", args, got.Taken, got.Branches, total)
		}
	}
}

// TestRunQueueShare divides a run among three workers that are told
// throughout that someone waits for help, so that every branch they
// search is offered to the others and shared once they have run out of
// branches: the counts and statistics still add up to the whole run's,
// and the workers report the branches the queue shared. DLX above FILA
// from 10 pieces down (first hole) checks the division in the short run;
// from 8 down with the estimate heuristic (a tree of seconds) is a long
// test.
func TestRunQueueShare(t *testing.T) {
	p := pentominoes(t)
	runs := [][]string{{"-r", "--auto"}, {"-r", "-of", "-f10"}}
	if longtest.Enabled() {
		runs = append(runs, []string{"-r", "-oe", "-f8"})
	}
	for _, args := range runs {
		whole := record(context.Background(), protocol.SolveRequest{Problem: p, Args: args})
		want := whole[len(whole)-1].Stats
		msgs, q := page(t, protocol.SolveRequest{Problem: p, Args: args, Keep: 3000, Queue: true}, 3,
			func(q *queuemodel.Queue, k int, m protocol.Message) []queuemodel.Post {
				posts := q.Handle(k, m)
				for i := range posts {
					if posts[i].Message.Kind == protocol.KindWanted {
						posts[i].Message.Waiting = 1 // always wanted
					}
				}
				if m.Kind == protocol.KindTake {
					// From its first range on, each worker hears that
					// someone waits, so it offers every branch it
					// searches: the test does not depend on a worker
					// running out of ranges while another is still
					// above its branch's sub-split level, which on a
					// loaded machine sometimes never happened.
					posts = append(posts, queuemodel.Post{To: k, Message: protocol.Message{Kind: protocol.KindWanted, Run: m.Run, Part: k, Waiting: 1}})
				}
				return posts
			})
		got := addUp(t, msgs, want, exactStats(args))
		if got.Shared == 0 || got.Shared != protocol.Count(q.Shared()) {
			t.Errorf("%q: the workers shared %d branches, the queue %d; want the same, more than 0", args, got.Shared, q.Shared())
		}
	}
}

// TestRunQueueErrors checks the failures of a run that takes its branches
// from the page: without a part, without a channel for the answers, and
// when the page answers with an error.
func TestRunQueueErrors(t *testing.T) {
	msgs := record(context.Background(), protocol.SolveRequest{Problem: small(), Queue: true})
	if want := "a run that takes its branches from the page must be one of several parts (--part=K/N)"; len(msgs) != 1 || msgs[0].Error != want {
		t.Errorf("no part: messages %+v, want one done message with error %q", msgs, want)
	}
	msgs = record(context.Background(), protocol.SolveRequest{Problem: small(), Queue: true, Args: []string{"--part=0/2"}})
	if want := "this worker has no queue to take branches from"; len(msgs) != 1 || msgs[0].Error != want {
		t.Errorf("no channel: messages %+v, want one done message with error %q", msgs, want)
	}
	p := pentominoes(t)
	out, _ := page(t, protocol.SolveRequest{Problem: p, Args: []string{"-r", "--auto"}, Queue: true}, 2,
		func(q *queuemodel.Queue, k int, m protocol.Message) []queuemodel.Post {
			if m.Part == 1 {
				m.Total++ // as if the workers disagreed
			}
			return q.Handle(k, m)
		})
	failed := 0
	for k, ms := range out {
		last := ms[len(ms)-1]
		switch {
		case last.Kind != protocol.KindDone:
			t.Errorf("worker %d: last message %+v, want done", k, last)
		case strings.HasPrefix(last.Error, "the queue of branches failed: the workers disagree on the number of branches: "):
			failed++
		case last.Error != "":
			t.Errorf("worker %d: error %q", k, last.Error)
		}
	}
	if failed != 1 {
		t.Errorf("%d workers failed, want the one whose number of branches came second", failed)
	}
}

// TestRunChosen checks that a run under --auto reports what the automatic
// configuration chose, without the run's limits and parts: once with
// progress, and with done.
func TestRunChosen(t *testing.T) {
	want := "-rX -V -of=11 -f11 -n6 --memo=3"
	for _, tc := range []struct {
		key, args string
		want      string
		progress  bool // the run lasts long enough to report progress
	}{
		{"pentominoes-20x3", "-r --auto", want, false},
		{"pentominoes-20x3", "-r --auto --max=1 --part=1/2 --time=1m", want, false},
		{"pentominoes-20x3", "-r -oe=3", "", false}, // no automatic choice: nothing to report
		{"pentominoes-10x6", "-r --auto --time=0.3s", want, true},
	} {
		msgs := record(context.Background(), protocol.SolveRequest{
			Problem: librarytest.Problem(t, tc.key), Args: strings.Fields(tc.args), ProgressMillis: 1})
		last := msgs[len(msgs)-1]
		if last.Kind != protocol.KindDone || last.Stats == nil {
			t.Fatalf("%s: last message %+v, want done with statistics", tc.args, last)
		}
		if got := strings.Join(last.Stats.Chosen, " "); got != tc.want {
			t.Errorf("%s: done's chosen %q, want %q", tc.args, got, tc.want)
		}
		first := true
		for _, m := range msgs {
			if m.Kind != protocol.KindProgress {
				continue
			}
			got := strings.Join(m.Stats.Chosen, " ")
			if first && got != tc.want || !first && got != "" {
				t.Errorf("%s: progress message (first: %t) with chosen %q", tc.args, first, got)
			}
			first = false
		}
		if tc.progress && first {
			t.Errorf("%s: no progress message", tc.args)
		}
	}
}

// TestRunTrial checks a divided run's trial (SolveRequest.Trial): a
// search within the trial's fits is the whole run, searched by the first
// worker alone, which never asks the queue for branches and ends with a
// done message marked Whole, with the whole run's statistics and
// solutions; a larger one (the trial's fits lowered) says split before
// anything else, and the parts then search the run as without a trial.
func TestRunTrial(t *testing.T) {
	p := pentominoes(t)
	args := []string{"-r", "--auto", "--memo=0"}
	whole := record(context.Background(), protocol.SolveRequest{Problem: p, Args: args})
	want := whole[len(whole)-1].Stats

	var first []protocol.Message
	asked := 0
	br := &Branches{Answers: make(chan protocol.Message), Ask: func(protocol.Message) { asked++ }}
	// No progress: the trial ends within its interval.
	Run(context.Background(), 7, protocol.SolveRequest{Problem: p, Args: append(args, "--part=0/2"), Keep: 3000, Queue: true, Trial: true, ProgressMillis: 3_600_000},
		func(m protocol.Message) { first = append(first, roundTrip(t, m)) }, nil, br)
	last := first[len(first)-1]
	if len(first) != 1 {
		t.Errorf("trial: %d messages, want one done message", len(first))
	}
	sent := 0
	for _, m := range first {
		if m.Kind == protocol.KindSplit {
			t.Errorf("the trial said split on a search of %d fits", want.TotalFits())
		}
		sent += len(m.Solutions)
	}
	if last.Kind != protocol.KindDone || !last.Whole || last.Stats == nil || last.Stats.Solutions != 2339 || sent != 2339 ||
		fmt.Sprint(last.Stats.Fits) != fmt.Sprint(want.Fits) || fmt.Sprint(last.Stats.Chosen) != fmt.Sprint(want.Chosen) {
		t.Errorf("trial: %d solutions sent, last message %+v; want done, whole, 2339 solutions, fits %v, chosen %v", sent, last, want.Fits, want.Chosen)
	}
	if asked != 0 {
		t.Errorf("trial: the worker sent the queue %d messages, want none", asked)
	}

	// A longer trial (all 9,356 solutions, 5.7 million fits) reports
	// progress as a run does, the whole search's.
	tu := defaultTuning()
	tu.trialFits, tu.trialQuiet = 1<<40, 0
	first = nil
	longer := protocol.SolveRequest{Problem: p, Args: []string{"-V", "-of=11", "-f11", "-n6", "--memo=3", "--part=0/2"},
		Queue: true, Trial: true, ProgressMillis: 50}
	run(context.Background(), 7, longer, func(m protocol.Message) { first = append(first, roundTrip(t, m)) }, nil, br, longer.ProgressInterval(), tu)
	// One progress message carries the first solution found, as a
	// preview: the done message's first.
	progress := 0
	var previews []protocol.Solution
	for _, m := range first[:len(first)-1] {
		if m.Kind != protocol.KindProgress || m.Stats.Solutions > 9356 {
			t.Fatalf("during the trial: %+v, want progress", m)
		}
		if len(m.Solutions) > 0 && m.Stats.Solutions == 0 {
			t.Errorf("a preview in a progress message that counts no solution: %+v", m)
		}
		previews = append(previews, m.Solutions...)
		progress++
	}
	if last := first[len(first)-1]; len(previews) != 1 || len(last.Solutions) == 0 || !reflect.DeepEqual(previews[0], last.Solutions[0]) {
		t.Errorf("a longer trial: %d previews, want one, the first solution found", len(previews))
	} else if ss, err := previews[0].ToSolver(); err != nil {
		t.Errorf("the preview: %v", err)
	} else if err := verify.Solution(p, ss); err != nil {
		t.Errorf("the preview does not verify: %v", err)
	}
	if last := first[len(first)-1]; progress == 0 || last.Kind != protocol.KindDone || !last.Whole || last.Stats.Solutions != 9356 || asked != 0 {
		t.Errorf("a longer trial: %d progress messages, last %+v, %d questions to the queue; want some, done whole with 9356 solutions, none",
			progress, last, asked)
	}

	// Through the page, with the other part waiting: a trial that is the
	// whole search leaves the other part without a message.
	msgs, _ := page(t, protocol.SolveRequest{Problem: p, Args: args, Keep: 3000, Queue: true, Trial: true}, 2, nil)
	if last := msgs[0][len(msgs[0])-1]; !last.Whole || last.Stats.Solutions != 2339 || len(msgs[1]) != 0 {
		t.Errorf("a whole trial through the page: last message %+v, the waiting part sent %d messages; want done whole with 2339 solutions, none", last, len(msgs[1]))
	}

	// A trial over its fits splits, and the waiting part starts. The
	// trial checks its fits every millisecond here: with its usual
	// trialProgress, a search this small can end before the first check.
	tu = defaultTuning()
	tu.trialFits, tu.trialProgress = 10_000, time.Millisecond
	msgs, _ = pageWith(t, protocol.SolveRequest{Problem: p, Args: args, Keep: 3000, Queue: true, Trial: true}, 2, nil, tu)
	if len(msgs[0]) == 0 || len(msgs[1]) == 0 {
		t.Fatalf("a trial over its fits: %d and %d messages from the parts, want some from each", len(msgs[0]), len(msgs[1]))
	}
	if m := msgs[0][0]; m.Kind != protocol.KindSplit || m.Part != 0 || m.Run != 7 {
		t.Errorf("first message of a trial over its fits: kind %s, part %d, run %d, whole %v; want split of run 7, part 0", m.Kind, m.Part, m.Run, m.Whole)
	}
	msgs[0] = msgs[0][1:]
	for _, ms := range msgs {
		for _, m := range ms {
			if m.Whole || m.Kind == protocol.KindSplit {
				t.Errorf("after split: %+v", m)
			}
		}
	}
	addUp(t, msgs, want, true)
}

// TestRunHeeds: a run lets the worker's event loop run (its yield) every
// heedEvery, more often than it sends progress at the default interval,
// so that a cancel reaches it within heedEvery. The Bedlam cube runs
// until its one-second limit, long enough for several progress messages.
func TestRunHeeds(t *testing.T) {
	var yields, progress int
	req := protocol.SolveRequest{Problem: librarytest.Problem(t, "bedlam-cube"), Args: []string{"--time=1"}}
	Run(context.Background(), 7, req, func(m protocol.Message) {
		if m.Kind == protocol.KindProgress {
			progress++
		}
	}, func() { yields++ }, nil)
	if progress < 2 || yields <= progress {
		t.Errorf("%d yields for %d progress messages (every %v): want more, a yield every %v", yields, progress, protocol.DefaultProgress, heedEvery)
	}
}
