package solver

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Parallel and partial searches.
//
// Both divide the search tree at a split level: the nodes at which Split
// pieces remain, numbered 0, 1, 2, ... in the order the sequential search
// reaches them. Every worker walks the levels above the split itself —
// the search is deterministic, so all of them meet the same nodes in the
// same order — and searches below a node only if it owns it:
//
//   - In a parallel search (Options.Jobs > 1) the workers share a counter
//     and, each time one has finished a branch, it takes the next number
//     from it and owns that node. Branches are handed out one at a time
//     as workers become free, so branches of wildly different sizes
//     still keep every worker busy, as long as there are many more of
//     them than workers: the split level is chosen for that. When a
//     worker finds no branch left while others still search, a large
//     branch is split further on demand: its owner, at its next node two
//     levels below the split (the sub-split level), offers the rest of
//     the branch, and the idle worker walks down to it again and takes
//     that branch's sub-split nodes from the offer's counter, one at a
//     time, as the owner does from then on (engine.work). A helper's
//     walk down counts nothing above the sub-split level: the owner has
//     counted it.
//   - A partial search (Options.Parts > 1) owns the nodes whose number k
//     has k % Parts == Part, so independent processes or machines can
//     search the parts of one puzzle; MergeStats adds their statistics
//     up. Combined with Jobs, the workers of one part share its nodes.
//     With Options.Take the parts instead take ranges of nodes from a
//     queue they share as they become free (the playground's Web Workers
//     do, from a queue in a Web Worker of its own), and with
//     Options.Share they share their large branches on demand as the
//     workers of a parallel search do, through the queue (Sharer).
//
// The levels above the split are counted in the statistics of every
// worker and part; MergeStats counts them once, so merged statistics equal
// the sequential ones. The walk above the split costs each worker the
// placements of those levels, a small fraction of the search when the
// split has a few hundred nodes. A worker claims a split-level node before
// it places the piece that makes it (engine.claimFirst, and FILA's
// searches likewise), so the nodes it does not own cost no placement;
// only where a trigger may still reject that placement does it place
// first and claim after.

// splitTarget is the number of branches per worker (or part) that an
// automatic split level aims at.
const splitTarget = 256

// sharedSplitTarget is the number of branches per worker that the split
// level of a parallel search in one process (Options.Jobs, without
// Parts) aims at. Its workers share large branches on demand, so a few
// branches keep them busy, and the higher the split, the less of the
// search every worker repeats above it: on the 10x6 the first level (7
// branches) instead of the third (1,744) saves each worker compiling the
// FILA models of every branch (see BenchmarkPentominoes10x6 and
// BenchmarkTetrisCube with -j2).
const sharedSplitTarget = 2

// subSplitDepth is how many levels below the split level a branch is
// divided when it is shared on demand.
const subSplitDepth = 2

// parWorker decides which split-level nodes an engine searches.
type parWorker struct {
	sh          *parShared // the parallel search's shared state; nil for one worker
	part, parts int64      // a partial search's share (parts <= 1: all)
	count       bool       // count the nodes, search none of them

	k       int64 // split-level nodes met so far
	want    int64 // the number of the next owned node (of this part's nodes)
	fetched bool  // want is valid

	// A share taken from a queue (Options.Take): the nodes from to to-1
	// of the total at the split level; drained once the queue is empty.
	take     func(total int64) (from, to int64)
	total    int64
	from, to int64
	drained  bool

	// Sharing a branch on demand (share: the parallel search's parShared,
	// or Options.Share): the nodes at the sub-split level (engine.split2)
	// inside the branch being searched are numbered from 0 by subK. The
	// owner of a branch searches them all until another worker is idle;
	// it then offers the rest of the branch (offered), and from there on
	// it and its helpers take those nodes one at a time from the offer
	// (Sharer.Next). A helper (engine.helping) walks down to the branch
	// numbered help and searches only the nodes it takes there.
	share         Sharer
	branch, help  int64
	offered       bool
	subK, subWant int64
	subFetched    bool
	usedUp        bool // the helped branch has no node left

	// pos, in a parallel search that hands on its solutions in order
	// (order.go), is where in the search this worker is: no solution it
	// finds from now on comes before this position.
	pos *atomic.Int64
}

// A Sharer shares out, on demand, the large branches of a search divided
// among workers, so that a worker that has run out of branches helps
// with one that another worker still searches. Branches are the nodes at
// the split level, numbered in the search's order (Stats.Split); the
// nodes of a branch two levels below it (the sub-split level) are
// numbered from 0 in the search's order too, and an offered branch hands
// them out one at a time.
//
// A parallel search (Options.Jobs > 1) shares its workers' branches
// itself. The parts of a search that take their branches from a queue
// (Options.Take) share theirs through Options.Share: the playground's
// Web Workers do, through the queue's own Web Worker. Each part calls
// its Sharer from its search goroutine only.
type Sharer interface {
	// Waiting reports whether a worker waits for a branch to help with:
	// the worker searching a branch then offers the rest of it. It is
	// called at every sub-split node, so it must be fast.
	Waiting() bool
	// Offer opens the rest of branch to helpers: its sub-split nodes
	// from next on. The worker that offers it takes them with Next too.
	Offer(branch, next int64)
	// Next takes the number of the next sub-split node of branch that
	// nobody has taken: the numbers of an offer follow each other from
	// its next. Past the branch's last node, or once the offer is
	// retired, any number past the last node will do.
	Next(branch int64) int64
	// Retire closes the offer of branch: every node of it is taken.
	Retire(branch int64)
	// Help is called by a worker that has finished its own search: it
	// waits for an offer and returns its branch, or ok false when no
	// offer can come any more (every worker has finished) or the search
	// stops. A final call (final true) says that this worker has stopped
	// or cannot help: Help then returns ok false at once.
	Help(final bool) (branch int64, ok bool)
}

// Retired is the sub-split node number Offers.Next hands out for a
// branch that is not offered: past any branch's last node.
const Retired = math.MaxInt64

// Offers keeps the branches offered to helpers and hands out their
// sub-split nodes: the bookkeeping behind a Sharer (parallel searches
// use it under their lock, the playground's queue under its own). The
// zero value holds no offer.
type Offers struct {
	list   []offered // in the order of their offers
	shared int
}

// offered is an offered branch: the next of its sub-split nodes to hand
// out.
type offered struct {
	branch, next int64
}

// Add offers branch, with its sub-split nodes from next on.
func (o *Offers) Add(branch, next int64) {
	o.list = append(o.list, offered{branch: branch, next: next})
	o.shared++
}

// Next hands out the next sub-split node of branch, or Retired if branch
// is not offered.
func (o *Offers) Next(branch int64) int64 {
	i := o.find(branch)
	if i < 0 {
		return Retired
	}
	n := o.list[i].next
	o.list[i].next++
	return n
}

// Retire closes the offer of branch, if it is open.
func (o *Offers) Retire(branch int64) {
	if i := o.find(branch); i >= 0 {
		o.list = slices.Delete(o.list, i, i+1)
	}
}

// First returns the branch of the oldest open offer, or ok false if none
// is open.
func (o *Offers) First() (branch int64, ok bool) {
	if len(o.list) == 0 {
		return 0, false
	}
	return o.list[0].branch, true
}

// Open returns the number of open offers.
func (o *Offers) Open() int { return len(o.list) }

// Shared returns the number of branches offered so far.
func (o *Offers) Shared() int { return o.shared }

func (o *Offers) find(branch int64) int {
	return slices.IndexFunc(o.list, func(s offered) bool { return s.branch == branch })
}

// claim is called at each node of the split level, in the search's order,
// and reports whether this engine searches below it.
func (e *engine) claim() bool {
	own := e.claimNode()
	if own && e.pw.pos != nil {
		e.pw.at(e.pw.k-1, 0)
	}
	return own
}

// claimNode is claim without the position it publishes.
func (e *engine) claimNode() bool {
	w := e.pw
	k := w.k
	w.k++
	if w.count {
		return false
	}
	if w.share != nil {
		// Leaving the previous branch: its offer, if any, ends. A helper
		// whose last number lies past the branch's nodes found it used up.
		if e.helping && w.branch == w.help && w.subFetched {
			w.usedUp = true
		}
		if w.offered {
			w.share.Retire(w.branch)
			w.offered = false
		}
		w.subK, w.subFetched = 0, false
		w.branch = k
		if e.helping {
			return k == w.help
		}
	}
	if w.take != nil {
		if k >= w.to && !w.drained {
			w.from, w.to = w.take(w.total)
			w.drained = w.from >= w.to
		}
		return !w.drained && k >= w.from && k < w.to
	}
	if w.parts > 1 {
		if k%w.parts != w.part {
			return false
		}
		k /= w.parts // the number among this part's nodes
	}
	if w.sh == nil {
		return true
	}
	// Take a new number only now that the previous branch is done, so no
	// branch waits for a busy worker.
	if !w.fetched {
		w.want, w.fetched = w.sh.next.Add(1)-1, true
	}
	if k < w.want {
		return false
	}
	w.fetched = false
	return true
}

// owns reports whether the engine searches below a node with p pieces
// remaining (p > 0): it claims the node at the split level (claim) and at
// the sub-split level (subClaim); every other node is searched.
func (e *engine) owns(p int) bool {
	switch p {
	case e.split:
		return e.claim()
	case e.split2:
		return e.subClaim()
	}
	return true
}

// subClaim is called at each node of the sub-split level inside a branch
// this engine searches, in the search's order, and reports whether it
// searches below it.
func (e *engine) subClaim() bool {
	own := e.subClaimNode()
	if own && e.pw.pos != nil {
		e.pw.at(e.pw.branch, e.pw.subK-1)
	}
	return own
}

// subClaimNode is subClaim without the position it publishes.
func (e *engine) subClaimNode() bool {
	w := e.pw
	k := w.subK
	w.subK++
	if !e.helping && !w.offered {
		if e.hooks.shareAlways || w.share.Waiting() {
			// Someone is idle: this node stays here, the rest is shared.
			w.share.Offer(w.branch, k+1)
			w.offered = true
		}
		return true
	}
	if !w.subFetched {
		w.subWant, w.subFetched = w.share.Next(w.branch), true
	}
	if k < w.subWant {
		return false
	}
	w.subFetched = false
	return true
}

// parShared is the state the workers of a parallel search share; it is
// their Sharer.
type parShared struct {
	next   atomic.Int64 // the next unowned split-level node
	named  atomic.Int64 // the solutions that reached solution, for Keep
	ctx    context.Context
	cancel context.CancelFunc

	mu        sync.Mutex // guards the fields below, the output filters and fn
	fn        func(Solution) bool
	max       int64
	solutions int64
	stopped   string  // why the search was stopped by a worker ("max")
	snaps     []Stats // each worker's last progress report

	// Branches shared on demand: the offers, and the number of workers
	// searching (not waiting for work). wantHelp counts the waiting
	// workers for the owners' check at each sub-split node.
	offers   Offers
	busy     int
	wantHelp atomic.Int32
	cond     sync.Cond

	// order, if set, hands on the solutions in the order of the
	// sequential search (order.go).
	order *solutionOrder
}

// Waiting implements Sharer.
func (sh *parShared) Waiting() bool { return sh.wantHelp.Load() > 0 }

// Offer implements Sharer.
func (sh *parShared) Offer(branch, next int64) {
	sh.mu.Lock()
	sh.offers.Add(branch, next)
	sh.mu.Unlock()
	sh.cond.Broadcast()
}

// Next implements Sharer.
func (sh *parShared) Next(branch int64) int64 {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	return sh.offers.Next(branch)
}

// Retire implements Sharer.
func (sh *parShared) Retire(branch int64) {
	sh.mu.Lock()
	sh.offers.Retire(branch)
	sh.mu.Unlock()
}

// Help implements Sharer; the worker calling it was busy until then.
func (sh *parShared) Help(final bool) (int64, bool) {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	sh.busy--
	for {
		if final || sh.stopped != "" || sh.ctx.Err() != nil {
			sh.cond.Broadcast()
			return 0, false
		}
		if b, ok := sh.offers.First(); ok {
			sh.busy++
			return b, true
		}
		if sh.busy == 0 {
			// Nobody searches, so no offer can come.
			sh.cond.Broadcast()
			return 0, false
		}
		sh.wantHelp.Add(1)
		sh.cond.Wait()
		sh.wantHelp.Add(-1)
	}
}

// work runs a worker that shares branches on demand: its own search,
// then, while other workers still search, the shares of their branches
// they offer.
func (e *engine) work() {
	e.run()
	w := e.pw
	w.done()
	if w.offered {
		w.share.Retire(w.branch)
		w.offered = false
	}
	P := e.m.Pieces
	att, fits := make([]int64, P+1), make([]int64, P+1)
	saved := make([][]int64, len(e.stats.levelCounts()))
	for {
		// Without a sub-split level there is nothing to help with: the
		// worker just leaves.
		b, ok := w.share.Help(e.stopped || e.split2 == 0)
		if !ok {
			break
		}
		if w.pos != nil {
			w.at(b, 0) // before it takes any node of b
		}
		// Walk to the branch again; the levels above the sub-split were
		// counted by its owner.
		copy(att, e.stats.Attempts)
		copy(fits, e.stats.Fits)
		counts := e.stats.levelCounts()
		for i, c := range counts {
			saved[i] = append(saved[i][:0], *c...)
		}
		w.k, w.fetched, w.help = 0, false, b
		w.branch, w.subFetched, w.usedUp = -1, false, false
		e.helping = true
		e.dlx(P)
		e.helping = false
		for l := e.split2 + 1; l <= P; l++ {
			e.stats.Attempts[l], e.stats.Fits[l] = att[l], fits[l]
			// The level counts are by the pieces left after a
			// placement: one less than the attempts' level.
			for i, c := range counts {
				(*c)[l-1] = saved[i][l-1]
			}
		}
		if w.usedUp || w.branch == b && w.subFetched {
			// The counter passed the branch's last node: nothing is left.
			w.share.Retire(b)
		}
		w.subFetched = false
		w.done()
	}
	e.finish()
}

// solution is engine.solution for a worker of a parallel search: the
// output filters, the count, the callback and the limit are shared. The
// filters and the naming of the solution read only the Solver, so they
// run before the lock: the workers wait for each other only to count.
func (sh *parShared) solution(e *engine) {
	if !e.s.accept(e.stack, &e.labs) {
		if e.s.opt.Unique {
			e.stats.Redundant++
		}
		return
	}
	if sh.order != nil {
		sh.hold(e)
		return
	}
	// The first Keep solutions to get here are named for fn.
	var sol Solution
	named := sh.fn != nil && e.s.exp == nil && e.s.opt.kept(sh.named.Add(1))
	if named {
		sol = e.s.Model.makeSolution(e.stack)
	}
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if sh.stopped != "" {
		e.stop(sh.stopped)
		return
	}
	if e.s.exp != nil {
		e.expandedSolution(sh)
		return
	}
	e.stats.Solutions++
	sh.solutions++
	if e.s.opt.Trace != nil {
		e.s.opt.Trace(Event{Kind: EventSolution})
	}
	if (named && !sh.fn(sol)) || (sh.max > 0 && sh.solutions >= sh.max) {
		sh.stopped = "max"
		e.stop("max")
		sh.cancel()
	}
}

// MaxJobs is the most goroutines a search runs in parallel
// (Options.Jobs): each holds a copy of the search's state, so their
// memory grows with their number, and more of them than cores gain
// nothing.
const MaxJobs = 256

// CheckJobs checks a number of parallel jobs (Options.Jobs, the command
// line's -j): from 0 to MaxJobs.
func CheckJobs(n int) error {
	switch {
	case n < 0:
		return fmt.Errorf("the number of parallel jobs must be at least 0, got %d", n)
	case n > MaxJobs:
		return fmt.Errorf("the number of parallel jobs must be at most %d, got %d", MaxJobs, n)
	}
	return nil
}

// checkParallel validates the parallel and partial search options.
func checkParallel(m *Model, o Options) error {
	if err := CheckJobs(o.Jobs); err != nil {
		return err
	}
	switch {
	case o.Parts < 0:
		return fmt.Errorf("the number of parts must be at least 0, got %d", o.Parts)
	case o.Parts > 1 && (o.Part < 0 || o.Part >= o.Parts):
		return fmt.Errorf("part %d of %d: the part must be between 0 and %d", o.Part, o.Parts, o.Parts-1)
	case o.Parts <= 1 && o.Part != 0:
		return fmt.Errorf("part %d given without a number of parts", o.Part)
	case o.Split < 0 || o.Split == 1 || o.Split > 0 && o.Split >= m.Pieces:
		return fmt.Errorf("the split level must be between 2 and %d remaining pieces (one less than the %d pieces), got %d", m.Pieces-1, m.Pieces, o.Split)
	case o.Take != nil && o.Parts <= 1:
		return fmt.Errorf("a search that takes its branches from a queue must be one of several parts")
	case o.Share != nil && o.Take == nil:
		return fmt.Errorf("a search that shares its branches on demand must take them from a queue")
	case o.Share != nil && o.Jobs > 1:
		return fmt.Errorf("a search that shares its branches with other parts runs one job, got %d", o.Jobs)
	case o.Parts > 1 && o.MCTrials > 0:
		return fmt.Errorf("a Monte Carlo run cannot be divided into parts")
	}
	return nil
}

// splitSearch reports whether Solve divides the search: a parallel search
// with more than one job, or a partial one.
func (s *Solver) splitSearch() bool {
	if s.opt.MCTrials > 0 || s.Model.Pieces < 3 || s.con.impossible || s.Model.HasSpare() {
		return false // searched whole, by part 0 of a partial search (solveOne)
	}
	return s.opt.Parts > 1 || s.opt.Jobs > 1 && s.opt.Trace == nil
}

// SplitLevel returns the split level a parallel or partial search of s
// uses: Options.Split if set, otherwise the highest number of remaining
// pieces at which the search has at least 256 nodes for each of branches
// (workers or parts; at least 2 pieces remaining), found by walking the
// levels above it. It returns 0 when the search is too small to divide
// (it ends above every level with that many nodes, or has fewer than 3
// pieces). The choice depends only on the puzzle and the search options,
// so every part of a partial search makes the same one. (A parallel
// search in one process splits higher: see sharedSplitTarget.)
func (s *Solver) SplitLevel(ctx context.Context, branches int) int {
	L, _ := (&splitRun{s: s, ctx: ctx}).level(branches, splitTarget)
	return L
}

// emptyStats returns the statistics of a search that has not started.
func (s *Solver) emptyStats() Stats {
	P := s.Model.Pieces
	st := Stats{Attempts: make([]int64, P+1), Fits: make([]int64, P+1), Images: s.ActiveImages()}
	for _, c := range st.levelCounts() {
		*c = make([]int64, P+1)
	}
	return st
}

// eta returns the time left that a fraction done f after elapsed suggests.
func eta(f float64, elapsed time.Duration) time.Duration {
	if f <= 0 || f >= 1 {
		return 0
	}
	return time.Duration(float64(elapsed) * (1 - f) / f)
}

// MergeStats adds up the statistics of the workers or parts of one
// divided search (all with the same Split, as Solve reports it): the
// levels above the split, which each of them walked, count once (the
// most complete walk), the levels at and below it add up. Solutions add
// up; Elapsed is the longest; Progress is the least (the search is done as
// far as its slowest part); Stopped is the first reason given; Images is
// the first part's and Notes are those of all parts, each once.
func MergeStats(parts []Stats) Stats {
	var st Stats
	if len(parts) == 0 {
		return st
	}
	st.Split = parts[0].Split
	st.Images = parts[0].Images
	st.Progress = 1
	n := 0
	for _, p := range parts {
		n = max(n, len(p.Attempts), len(p.Fits))
	}
	st.Attempts, st.Fits = make([]int64, n), make([]int64, n)
	for _, c := range st.levelCounts() {
		*c = make([]int64, n)
	}
	for _, p := range parts {
		st.Solutions += p.Solutions
		st.Redundant += p.Redundant
		st.Elapsed = max(st.Elapsed, p.Elapsed)
		st.Progress = min(st.Progress, p.Progress)
		if st.Stopped == "" {
			st.Stopped = p.Stopped
		}
		for _, note := range p.Notes {
			if !slices.Contains(st.Notes, note) {
				st.Notes = append(st.Notes, note)
			}
		}
		// Levels above the split are searched by every part: their
		// counts are each part's, not a share (from is the first such
		// level; it is one lower for the triggers' counts, which count
		// by the pieces left after a placement: every part checks the
		// placements that make the split level's nodes. The filters run
		// at a node of the split level in the part that owns it alone,
		// so their counts there are a share).
		add := func(dst, src []int64, from int) {
			for i, v := range src {
				if i >= from && st.Split > 0 {
					dst[i] = max(dst[i], v)
				} else {
					dst[i] += v
				}
			}
		}
		add(st.Attempts, p.Attempts, st.Split+1)
		add(st.Fits, p.Fits, st.Split+1)
		for i, c := range p.levelCounts() {
			from := st.Split
			if i >= triggerCounts {
				from++
			}
			add(*st.levelCounts()[i], *c, from)
		}
	}
	return st
}
