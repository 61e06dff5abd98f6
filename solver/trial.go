package solver

import (
	"fmt"
	"time"
)

// A parallel search (Options.Jobs > 1) starts sequentially: most puzzles
// people try finish in a few milliseconds, where dividing the search
// costs more than the second core gains (the Soma cube took 1.5 times as
// long with -j2 as with -j1). The trial runs the whole search on one
// goroutine for up to trialFits fits (a few milliseconds), keeping its
// solutions back; if it finishes,
// they are handed on and the trial is the search. Otherwise it is
// dropped and the parallel search starts from the beginning: a search
// that large takes several times the trial.

// The trial looks ahead as it goes (judgeTrial), from the share of the
// search it has done, f, and its fits D, which project the whole search
// at D/f fits. Dividing the rest pays when it is more than what is left:
// on jobs goroutines the search started again takes (D/f)/jobs, against
// D(1-f)/f on one, so the trial goes on once f is at least 1 - 1/jobs,
// past its limit by trialFits more fits at a time, at most to
// trialFitsMax (a projection the search's later branches belie then
// costs little).
//
// Where DLX searches throughout (on links or sets of rows), a trial
// short of that share gives way as soon as its projection passes
// trialProjected, from trialFirstLook fits on (well under a
// millisecond: the smallest searches end before the first look): a
// parallel search started then ends sooner, and every fit of the trial
// is a fit made twice. Kanoodle's pyramid (-r) is such a search: its
// trial gives way at the first look (BenchmarkKanoodlePyramid, and
// BENCHMARKS.md's "Against BurrTools 0.7.1 on balls"), while the Soma
// cube's (16,181 fits) and the 20x3's end within the trial (TestTrial).
// Under FILA the projection is not judged before the limit: its memo
// makes the later branches cheaper, and the early projections of the
// hexiamonds' searches, which end within trialFits, pass it many
// times.

// trialFits is the number of fits a parallel search's sequential trial
// may make unless it goes on (checked at the engine's polls and DLX
// nodes, so it may run a little over). Tests of parallel searches on
// small puzzles turn the trial off with the noTrial test hook.
const trialFits = 150_000

// trialFitsMax is the most fits a trial makes, going on.
const trialFitsMax = 8 * trialFits

// trialFirstLook is the fits after which the trial first judges its
// projection, and trialLookEvery how many more before each next look.
// trialProjected is the projected size past which a DLX trial gives
// way: a parallel search on two goroutines started at the first look
// then ends before the trial would, with room for the projection's
// error.
const (
	trialFirstLook = trialFits / 64
	trialLookEvery = trialFits / 32
	trialProjected = trialFits / 2
)

// stopBudget is Stats.Stopped of a trial that ran out of fits (never
// returned to callers).
const stopBudget = "budget"

// trySequential runs the search sequentially for at most
// trialFits fits. If it finishes (or stops for a limit or a
// cancellation), it calls fn with its solutions in order and returns its
// statistics and true; otherwise false, having called nothing.
func (r *splitRun) trySequential() (Stats, bool) {
	s, ctx, fn := r.s, r.ctx, r.fn
	q := *s
	q.opt.Jobs, q.opt.Progress = 1, nil
	var sols []Solution
	var collect func(Solution) bool
	if fn != nil { // without a callback, solutions are only counted
		collect = func(sol Solution) bool {
			sols = append(sols, sol)
			return true
		}
	}
	start := time.Now()
	e := newEngine(&q, ctx, collect)
	e.start, e.trial = start, &trial{jobs: r.jobs, limit: trialFits, look: trialFirstLook, early: !e.usesFila()}
	e.run()
	if e.stats.Stopped == stopBudget {
		return Stats{}, false
	}
	st := e.stats
	st.Notes = append(append([]string(nil), s.notes...), st.Notes...)
	st.Notes = append(st.Notes, fmt.Sprintf("searched on one goroutine: the search ended within %d fits, before a parallel search would gain", e.trial.limit))
	if fn != nil {
		for i, sol := range sols {
			if !fn(sol) {
				st.Solutions, st.Stopped = int64(i+1), "max"
				break
			}
		}
	}
	if st.Stopped == "" {
		st.Progress = 1
	}
	if s.opt.Progress != nil {
		s.opt.Progress(st)
	}
	st.Elapsed = time.Since(start)
	return st, true
}

// trial is the state of a parallel search's sequential trial.
type trial struct {
	// jobs is the number of goroutines of the parallel search.
	jobs int
	// limit is the most fits the trial makes (trialFits, or more once it
	// goes on), look the fits at its next look (judge).
	limit, look int64
	// early is whether the trial judges its projection before its
	// limit: where DLX searches throughout (see trialFits).
	early bool
}

// spent reports whether a trial is to stop, and then stops the search
// with stopBudget: judged at its looks.
func (e *engine) spent() bool {
	t := e.trial
	if t == nil {
		return false
	}
	fits := e.stats.TotalFits()
	if fits < t.look || e.judgeTrial(fits) {
		return false
	}
	e.stop(stopBudget)
	return true
}

// judgeTrial looks at a trial after fits fits: it reports whether the
// trial goes on, having set its next look and its limit.
func (e *engine) judgeTrial(fits int64) bool {
	t := e.trial
	t.look = fits + trialLookEvery
	f := -1.0 // no fraction: the trial runs to its limit
	if e.x != nil && (t.early || fits >= t.limit) {
		f = e.fraction() // the rule reads it only then
	}
	on, limit := trialGoesOn(fits, t.limit, f, t.jobs, t.early)
	t.limit = limit
	return on
}

// trialGoesOn is the rule of trialFits: whether a trial that has made
// fits fits, with the limit limit, and done the share f of the search
// (negative if unknown), goes on before a parallel search on jobs
// goroutines, and its limit from now on; early is whether its
// projection is judged before the limit.
func trialGoesOn(fits, limit int64, f float64, jobs int, early bool) (bool, int64) {
	if f < 0 || jobs < 2 || !early && fits < limit {
		return fits < limit, limit
	}
	if f >= 1-1/float64(jobs) {
		if fits >= limit {
			limit += trialFits
		}
		return limit <= trialFitsMax, limit
	}
	return fits < limit && f > 0 && float64(fits)/f <= trialProjected, limit
}
