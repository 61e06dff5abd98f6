package solver

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sync"
	"time"
)

// splitRun drives one divided search of a solver (a parallel search, a
// partial one, or both: parallel.go describes them): it chooses the split
// level, makes an engine for each worker, runs the workers on their
// goroutines, reports their merged progress and merges their statistics.
// The solver's own search (engine) decides which branches each worker
// searches.
type splitRun struct {
	s   *Solver
	ctx context.Context
	fn  func(Solution) bool
	// jobs is the number of workers; start is when the run began.
	jobs  int
	start time.Time
}

// newSplitRun returns the divided search of s with ctx and fn, as Solve
// calls them.
func newSplitRun(s *Solver, ctx context.Context, fn func(Solution) bool) *splitRun {
	jobs := max(s.opt.Jobs, 1)
	if s.opt.Trace != nil {
		jobs = 1
	}
	return &splitRun{s: s, ctx: ctx, fn: fn, jobs: jobs, start: time.Now()}
}

// run runs the search: Solve's result.
func (r *splitRun) run() (Stats, error) {
	s, ctx, fn, jobs := r.s, r.ctx, r.fn, r.jobs
	// The parts of a partial search must agree on the level whatever
	// their number of jobs.
	if s.opt.Parts <= 1 && s.opt.Split == 0 && s.opt.Take == nil && s.opt.Share == nil && jobs > 1 && !s.hooks.noTrial {
		if st, ok := r.trySequential(); ok {
			if st.Stopped == "cancel" {
				return st, ctx.Err()
			}
			return st, nil
		}
	}
	branches, per := jobs, sharedSplitTarget
	if s.opt.Parts > 1 {
		branches, per = s.opt.Parts, splitTarget
	}
	L, total := r.level(branches, per)
	if L == 0 && s.opt.Parts <= 1 {
		// Too small to divide: search it sequentially.
		q := *s
		q.opt.Jobs = 1
		return q.solveOne(ctx, fn)
	}
	if L == 0 {
		// Every part must still search a share, and the results add up:
		// split at the lowest level possible (each node in one part).
		L = 2
	}
	if s.opt.Take != nil && total == 0 {
		total = r.countNodes(L)[L]
	}
	if err := ctx.Err(); err != nil {
		st := s.emptyStats()
		st.Stopped = "cancel"
		return st, err
	}
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	sh := &parShared{ctx: wctx, cancel: cancel, fn: fn, max: s.opt.MaxSolutions, snaps: make([]Stats, jobs)}
	if fn != nil && jobs > 1 && !s.hooks.unordered {
		sh.order = newSolutionOrder(s, jobs)
	}
	engines := r.engines(wctx, sh, L, total)
	sh.cond.L = &sh.mu
	sh.busy = jobs
	r.work(engines, sh)
	if sh.order != nil {
		sh.mu.Lock()
		sh.release()
		sh.mu.Unlock()
	}
	st := r.stats(engines, sh, L)
	if st.Stopped == "cancel" {
		return st, ctx.Err()
	}
	return st, nil
}

// engines makes the workers' engines, searching with wctx below the split
// level L (of total nodes, if counted) and sharing sh.
func (r *splitRun) engines(wctx context.Context, sh *parShared, L int, total int64) []*engine {
	s, jobs := r.s, r.jobs
	engines := make([]*engine, jobs)
	for i := range engines {
		q := *s
		pw := &parWorker{part: int64(s.opt.Part), parts: int64(s.opt.Parts), take: s.opt.Take, total: total}
		if jobs > 1 {
			pw.sh, pw.share = sh, sh
			if sh.order != nil {
				pw.pos = &sh.order.pos[i]
			}
			q.opt.MaxSolutions = 0 // counted in sh
			if s.opt.Progress != nil {
				q.opt.Progress = func(st Stats) {
					st.Attempts, st.Fits = slices.Clone(st.Attempts), slices.Clone(st.Fits)
					for _, c := range st.levelCounts() {
						*c = slices.Clone(*c)
					}
					sh.mu.Lock()
					sh.snaps[i] = st
					sh.mu.Unlock()
				}
				q.opt.ProgressInterval = r.progressEvery() / 2
			}
		}
		if s.opt.Share != nil {
			pw.share = s.opt.Share
		}
		e := newEngine(&q, wctx, r.fn)
		e.store = q.tables.forRun()
		e.split, e.pw, e.start = L, pw, r.start
		if pw.share != nil && L-subSplitDepth >= 3 {
			e.split2 = L - subSplitDepth
		}
		e.stats.Split = L
		engines[i] = e
	}
	return engines
}

// work runs the engines, the first on the calling goroutine and the
// others on goroutines of their own, until all have finished; meanwhile
// it reports their merged progress if the options ask for it.
func (r *splitRun) work(engines []*engine, sh *parShared) {
	s := r.s
	runWorker := func(e *engine) {
		if e.pw.share != nil {
			e.work()
		} else {
			e.run()
		}
	}
	var wg sync.WaitGroup
	for _, e := range engines[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runWorker(e)
		}()
	}
	if r.jobs <= 1 || s.opt.Progress == nil {
		runWorker(engines[0])
		wg.Wait()
		return
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		runWorker(engines[0])
		wg.Wait()
	}()
	tick := time.NewTicker(r.progressEvery())
	defer tick.Stop()
	for {
		select {
		case <-done:
			return
		case now := <-tick.C:
			sh.mu.Lock()
			snaps := slices.Clone(sh.snaps)
			sh.mu.Unlock()
			if slices.ContainsFunc(snaps, func(st Stats) bool { return st.Attempts == nil }) {
				continue // not every worker has reported yet
			}
			st := MergeStats(snaps)
			st.Elapsed = now.Sub(r.start)
			st.ETA = eta(st.Progress, st.Elapsed)
			s.opt.Progress(st)
		}
	}
}

// stats merges the statistics of the finished engines, which searched
// below the split level L sharing sh, with the notes and the reason the
// search stopped, and gives them to the progress callback last.
func (r *splitRun) stats(engines []*engine, sh *parShared, L int) Stats {
	s := r.s
	parts := make([]Stats, len(engines))
	for i, e := range engines {
		parts[i] = e.stats
	}
	st := MergeStats(parts)
	if sh.order != nil {
		// The solutions handed on: those found past the limit are not.
		st.Solutions = sh.solutions
	}
	st.Split = L
	if shared := sh.offers.Shared(); shared > 0 {
		what := "branches"
		if shared == 1 {
			what = "branch"
		}
		st.Notes = append(st.Notes, fmt.Sprintf("parallel: %d %s shared on demand, where %d pieces remain", shared, what, L-subSplitDepth))
	}
	st.Elapsed = time.Since(r.start)
	st.Notes = append(append([]string(nil), s.notes...), st.Notes...)
	// Why the search stopped: a worker that reached the limit, the caller's
	// context, or a time limit.
	switch {
	case sh.stopped != "":
		st.Stopped = sh.stopped
	case r.ctx.Err() != nil:
		st.Stopped = "cancel"
	}
	if st.Stopped == "" {
		st.Progress = 1
	}
	if s.opt.Progress != nil && r.jobs > 1 {
		st.ETA = 0
		s.opt.Progress(st)
	}
	return st
}

// level is Solver.SplitLevel with per nodes for each branch; it also
// returns the number of nodes at the level when it counted them (0
// otherwise): exact at the deepest level it walked to, an upper bound
// above it (see countNodes).
func (r *splitRun) level(branches, per int) (int, int64) {
	s, ctx := r.s, r.ctx
	if s.opt.Split > 0 {
		return s.opt.Split, 0
	}
	P := s.Model.Pieces
	if P < 3 || s.con.impossible {
		return 0, 0
	}
	target := int64(per * max(branches, 1))
	// One walk down to level L counts the nodes of every level from L up
	// (a node at l follows a fit at l+1). Start three levels down (one
	// for a target of a few nodes per branch, which the first level
	// often has) and go deeper, guided by the branching factor, until
	// some level has enough.
	L := max(P-3, 2)
	if per < splitTarget {
		L = P - 1
	}
	for {
		nodes := r.countNodes(L)
		if ctx.Err() != nil {
			return 0, 0
		}
		for l := P - 1; l >= L; l-- {
			if nodes[l] >= target {
				return l, nodes[l]
			}
		}
		if L == 2 || nodes[L] == 0 {
			return 0, 0
		}
		// Levels to go down at the branching factor of the last level.
		b := float64(nodes[L]) / float64(max(nodes[L+1], 1))
		steps := 1
		if b > 1.5 {
			steps = max(1, int(math.Ceil(math.Log(float64(target)/float64(nodes[L]))/math.Log(b))))
		}
		L = max(L-steps, 2)
	}
}

// countNodes walks the search above level L and returns its number of
// nodes at each level from L up (index: remaining pieces). A node at
// level l < L follows each fit at l+1 (a trigger may still reject it, so
// these counts may exceed the nodes); the count at L is exact.
func (r *splitRun) countNodes(L int) []int64 {
	s, ctx := r.s, r.ctx
	q := *s
	q.opt.Trace, q.opt.Progress = nil, nil
	q.opt.MaxSolutions, q.opt.TimeLimit, q.opt.MCTrials = 0, 0, 0
	e := newEngine(&q, ctx, nil)
	e.split, e.pw = L, &parWorker{count: true}
	e.start = time.Now()
	e.run()
	P := s.Model.Pieces
	nodes := make([]int64, P+1)
	nodes[P] = 1
	for l := L + 1; l < P; l++ {
		nodes[l] = e.stats.Fits[l+1]
	}
	nodes[L] = e.pw.k
	return nodes
}

// progressEvery is the interval between progress reports.
func (r *splitRun) progressEvery() time.Duration {
	if r.s.opt.ProgressInterval > 0 {
		return r.s.opt.ProgressInterval
	}
	return 200 * time.Millisecond
}
