package protocol

import (
	"fmt"
	"sync"
)

// Queue hands out the branches of a run divided among workers (the nodes
// at its split level, numbered 0 to Total-1 in the search's order), in
// ranges that follow each other and shrink as the run goes on: each is
// a 1/(4·workers) share of the branches left, but at most a 1/(16·workers)
// share of all of them, and at least one branch. Large ranges keep the
// number of take messages small (a few dozen per worker); the cap keeps
// the first ranges small too, since the first branches of a search are
// often the largest (on 10x6 the first eighth of them is half the work);
// single branches at the end let the workers finish together. It is safe
// for concurrent use.
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

// Answer answers a take message of run with the branches message to send
// back to the worker.
func (q *Queue) Answer(take Message) Message {
	m := Message{Kind: KindBranches, Run: take.Run, Part: take.Part}
	from, to, err := q.Take(int64(take.Total))
	if err != nil {
		m.Error = err.Error()
		return m
	}
	m.From, m.To = Count(from), Count(to)
	return m
}

// Handed returns how many branches and ranges the queue has handed out,
// and the run's number of branches (0 before the first take).
func (q *Queue) Handed() (branches int64, ranges int, total int64) {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.next, q.ranges, q.total
}
