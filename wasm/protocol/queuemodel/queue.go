// Package queuemodel is the branch queue of a run divided among workers
// as Go: the model that static/queue.js, which the page runs in a Web
// Worker of its own, is tested against (static/queue_test.go), and the
// queue of wasm/job's tests. No program uses it.
package queuemodel

import (
	"fmt"
	"slices"
	"sync"

	"polyplay/solver"
	"polyplay/wasm/protocol"
)

// Queue hands out the branches of a run divided among workers (the nodes
// at its split level, numbered 0 to Total-1 in the search's order), in
// ranges that follow each other and shrink as the run goes on: each is
// a 1/(4·workers) share of the branches left, but at most a 1/(16·workers)
// share of all of them, and at least one branch. Large ranges keep the
// number of take messages small (a few dozen per worker); the cap keeps
// the first ranges small too, since the first branches of a search are
// often the largest (on 10x6 the first eighth of them is half the work);
// single branches at the end let the workers finish together.
//
// Once no range is left, the queue shares the large branches still being
// searched with the workers that have finished (solver.Sharer): a worker
// with nothing left to do asks for help (KindHelp); the queue tells the
// busy workers that someone waits (KindWanted); the first of them to
// reach a node two levels below its branch's top offers the rest of its
// branch (KindOffer); the waiting workers are sent that branch to help
// with, and from then on its owner and helpers take its nodes one at a
// time (KindNext, answered with KindNode) until its owner or a helper
// finds none left and retires it (KindRetire). When every worker waits
// and no branch is offered, the run is over: the queue answers the
// waiting workers with an empty range. It is safe for concurrent use.
//
// In the browser the queue runs in a Web Worker of its own, which does
// nothing else and so answers at once: static/queue.js implements the
// same rules in JavaScript, and its test checks it against this one.
type Queue struct {
	mu      sync.Mutex
	workers int64
	total   int64 // the run's branches, 0 until the first take
	next    int64 // the first branch not handed out
	ranges  int   // ranges handed out

	waiting []int // the workers waiting for help, in the order they asked
	gone    int   // workers that have finished for good
	offers  solver.Offers
}

// A Post is a message the queue sends to worker To (0 to workers-1: the
// worker's index among the run's workers, and its port's).
type Post struct {
	To      int
	Message protocol.Message
}

// A range holds 1/(chunkShare·workers) of the branches left, at most
// 1/(firstShare·workers) of all of them.
const (
	chunkShare = 4
	firstShare = 16
)

// NewQueue returns the queue of a run divided among workers.
func NewQueue(workers int) *Queue {
	return &Queue{workers: int64(max(workers, 1))}
}

// Take returns the next range of branches, from to to-1, for a worker
// whose search has total branches; from == to when none is left. Every
// worker of a run counts the same total: a different one is an error.
func (q *Queue) Take(total int64) (from, to int64, err error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.take(total)
}

func (q *Queue) take(total int64) (from, to int64, err error) {
	switch {
	case total <= 0:
		return 0, 0, fmt.Errorf("a worker asked for branches of a search with %d branches", total)
	case q.total == 0:
		q.total = total
	case total != q.total:
		return 0, 0, fmt.Errorf("the workers disagree on the number of branches: %d and %d", q.total, total)
	}
	left := q.total - q.next
	n := min(left, max(1, min(left/(chunkShare*q.workers), q.total/(firstShare*q.workers))))
	from, to = q.next, q.next+n
	q.next = to
	if n > 0 {
		q.ranges++
	}
	return from, to, nil
}

// answer answers a take message with the branches message to send back
// to the worker.
func (q *Queue) answer(take protocol.Message) protocol.Message {
	m := protocol.Message{Kind: protocol.KindBranches, Run: take.Run, Part: take.Part}
	from, to, err := q.take(int64(take.Total))
	if err != nil {
		m.Error = err.Error()
		return m
	}
	m.From, m.To = protocol.Count(from), protocol.Count(to)
	return m
}

// Handle handles message m from worker w and returns the messages to send
// in answer, in order: to w, and to the other workers of the run.
func (q *Queue) Handle(w int, m protocol.Message) []Post {
	q.mu.Lock()
	defer q.mu.Unlock()
	reply := func(r protocol.Message) []Post {
		r.Run, r.Part = m.Run, m.Part
		return []Post{{To: w, Message: r}}
	}
	switch m.Kind {
	case protocol.KindTake:
		return []Post{{To: w, Message: q.answer(m)}}
	case protocol.KindHelp:
		if m.Final {
			q.gone++
			return q.end(m.Run)
		}
		if b, ok := q.offers.First(); ok {
			return reply(protocol.Message{Kind: protocol.KindBranches, From: protocol.Count(b), To: protocol.Count(b + 1)})
		}
		q.waiting = append(q.waiting, w)
		if posts := q.end(m.Run); posts != nil {
			return posts
		}
		return q.wanted(m.Run)
	case protocol.KindOffer:
		q.offers.Add(int64(m.Branch), int64(m.From))
		var posts []Post
		for _, h := range q.waiting {
			posts = append(posts, Post{To: h, Message: protocol.Message{Kind: protocol.KindBranches, Run: m.Run, Part: h, From: m.Branch, To: m.Branch + 1}})
		}
		if len(q.waiting) > 0 {
			q.waiting = q.waiting[:0]
			posts = append(posts, q.wanted(m.Run)...)
		}
		return posts
	case protocol.KindNext:
		n := q.offers.Next(int64(m.Branch))
		return reply(protocol.Message{Kind: protocol.KindNode, Branch: m.Branch, From: protocol.Count(n)})
	case protocol.KindRetire:
		q.offers.Retire(int64(m.Branch))
		return nil
	}
	return reply(protocol.Message{Kind: protocol.KindBranches, Error: fmt.Sprintf("the queue of branches got a %q message", m.Kind)})
}

// end returns, once every worker has finished or waits and nothing is
// offered, the empty ranges that tell the waiting workers that the run is
// over; nil otherwise.
func (q *Queue) end(run int) []Post {
	if q.offers.Open() > 0 || int64(len(q.waiting)+q.gone) < q.workers {
		return nil
	}
	var posts []Post
	for _, h := range q.waiting {
		posts = append(posts, Post{To: h, Message: protocol.Message{Kind: protocol.KindBranches, Run: run, Part: h, From: protocol.Count(q.total), To: protocol.Count(q.total)}})
	}
	q.gone += len(q.waiting)
	q.waiting = q.waiting[:0]
	return posts
}

// wanted tells the busy workers how many workers wait for help.
func (q *Queue) wanted(run int) []Post {
	var posts []Post
	for w := range int(q.workers) {
		if !slices.Contains(q.waiting, w) {
			posts = append(posts, Post{To: w, Message: protocol.Message{Kind: protocol.KindWanted, Run: run, Part: w, Waiting: len(q.waiting)}})
		}
	}
	return posts
}

// Handed returns how many branches and ranges the queue has handed out,
// and the run's number of branches (0 before the first take).
func (q *Queue) Handed() (branches int64, ranges int, total int64) {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.next, q.ranges, q.total
}

// Shared returns the number of branches offered to helpers so far.
func (q *Queue) Shared() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.offers.Shared()
}
