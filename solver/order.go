package solver

import (
	"container/heap"
	"math"
	"slices"
	"sync/atomic"
)

// The order of a parallel search's solutions.
//
// The workers of a parallel search (Options.Jobs > 1) find the solutions
// of different branches at the same time; Solve's callback gets them in
// the order of the sequential search all the same, so that the same
// command gives the same output at every number of jobs and on every
// machine. A solution's place in that order is the branch in which it was
// found (the split-level node, numbered in the search's order), then the
// node of the sub-split level inside it (branches shared on demand are
// handed out by these nodes), then the order in which the one worker that
// searched that node found it.
//
// Each worker publishes its position, the node it searches (parWorker.at);
// the nodes a worker takes come later in the search than the one it
// leaves, but for a worker that helps with a branch offered by another:
// it publishes the branch before it takes a node of it. The solutions
// found wait in a heap until no worker is at an earlier position, and
// are handed on from there. A worker done with its own search and not
// helping is past every position (parWorker.done).

// solutionOrder holds the solutions a parallel search has found and not
// yet handed on, and the workers' positions; the parallel search's lock
// guards it, but for the atomic pos and waiting.
type solutionOrder struct {
	s    *Solver
	pos  []atomic.Int64 // each worker's position (place)
	held heldHeap
	// waiting is len(held), for the workers to read without the lock.
	waiting atomic.Int64
	seq     int64
}

// newSolutionOrder returns the order of a search of s with jobs workers,
// all at its start.
func newSolutionOrder(s *Solver, jobs int) *solutionOrder {
	return &solutionOrder{s: s, pos: make([]atomic.Int64, jobs)}
}

// place encodes a position: a branch (a split-level node) and a node of
// the sub-split level inside it.
func place(branch, sub int64) int64 {
	return min(branch, math.MaxInt32)<<32 | min(max(sub, 0), math.MaxUint32)
}

// passed is past every position.
const passed = math.MaxInt64

// heldSolution is a solution found and not yet handed on: its images (an
// orbit's members, for a search by symmetry) or, named already, its
// solutions; the position at which it was found and its sequence number
// among the solutions found.
type heldSolution struct {
	at, seq int64
	images  [][]int
	named   []Solution
}

// heldHeap is a heap of held solutions, least position (then sequence)
// first.
type heldHeap []heldSolution

func (h heldHeap) Len() int { return len(h) }
func (h heldHeap) Less(i, j int) bool {
	return h[i].at < h[j].at || h[i].at == h[j].at && h[i].seq < h[j].seq
}
func (h heldHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *heldHeap) Push(x any)   { *h = append(*h, x.(heldSolution)) }
func (h *heldHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	old[len(old)-1] = heldSolution{}
	*h = old[:len(old)-1]
	return x
}

// at publishes the worker's position: the sub-split node sub of branch.
// Solutions held at earlier positions may then be handed on.
func (w *parWorker) at(branch, sub int64) { w.publish(place(branch, sub)) }

// publish sets the worker's position to p. The held solutions may then
// be handed on if the worker was the one furthest behind.
func (w *parWorker) publish(p int64) {
	old := w.pos.Swap(p)
	o := w.sh.order
	if p <= old || o.waiting.Load() == 0 {
		return
	}
	for i := range o.pos {
		if o.pos[i].Load() < old {
			return // another worker is further behind
		}
	}
	w.sh.mu.Lock()
	w.sh.release()
	w.sh.mu.Unlock()
}

// done publishes that the worker finds no more solutions unless it helps
// with another worker's branch.
func (w *parWorker) done() {
	if w.pos != nil {
		w.publish(passed)
	}
}

// hold keeps the solution on e's stack, accepted by the output filters,
// until every solution before it has been handed on.
func (sh *parShared) hold(e *engine) {
	members := [][]int{e.stack}
	if e.s.exp != nil {
		// A search by symmetry hands on the solution's orbit
		// (expandedSolution).
		orbit := e.s.exp.orbit(e.stack, &e.orbit)
		if e.s.exp.twins {
			for _, img := range orbit[1:] {
				if slices.Compare(img, orbit[0]) < 0 && e.s.reducedFinds(img, &e.labs) {
					return // handed on from img
				}
			}
		}
		members = orbit
	}
	// Where every solution goes to the callback (Keep), the worker names
	// them now, outside the lock; else it keeps their images.
	var images [][]int
	var named []Solution
	for _, img := range members {
		if e.s.opt.Keep <= 0 {
			named = append(named, e.s.Model.makeSolution(img))
		} else {
			images = append(images, slices.Clone(img))
		}
	}
	w := e.pw
	at := place(w.k-1, w.subK-1)
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if sh.stopped != "" {
		e.stop(sh.stopped)
		return
	}
	e.stats.Solutions += int64(len(images) + len(named))
	o := sh.order
	o.seq++
	heap.Push(&o.held, heldSolution{at: at, seq: o.seq, images: images, named: named})
	o.waiting.Store(int64(len(o.held)))
	sh.release()
}

// release hands on, in order, the held solutions before every worker's
// position (all of them once every worker is done), until the callback
// or the solution limit stops the search. The caller holds sh.mu.
func (sh *parShared) release() {
	o := sh.order
	low := int64(passed)
	for i := range o.pos {
		low = min(low, o.pos[i].Load())
	}
	for len(o.held) > 0 && o.held[0].at <= low && sh.stopped == "" {
		h := heap.Pop(&o.held).(heldSolution)
		for i := range len(h.images) + len(h.named) {
			sh.solutions++
			if o.s.opt.Trace != nil {
				o.s.opt.Trace(Event{Kind: EventSolution})
			}
			handed := true
			switch {
			case i < len(h.named):
				handed = sh.fn(h.named[i])
			case o.s.opt.kept(sh.solutions):
				handed = sh.fn(o.s.Model.makeSolution(h.images[i]))
			}
			if !handed || sh.max > 0 && sh.solutions >= sh.max {
				sh.stopped = "max"
				sh.cancel()
				break
			}
		}
	}
	if sh.stopped != "" {
		o.held = nil
	}
	o.waiting.Store(int64(len(o.held)))
}
