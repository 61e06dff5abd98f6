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

// A trial that runs out of fits far enough along goes on (extend): once
// the share of the search it has done, f, is at least 1 - 1/jobs, the
// rest, projected at (1-f)/f of the fits made, takes no longer on one
// goroutine than the whole search, started again, would take on jobs
// of them. It goes on by trialFits more at a time, at most to
// trialFitsMax, so a projection the search's later branches belie costs
// little. Kanoodle's pyramid (-r) is such a search: about half done
// when the first trialFits are spent (BenchmarkKanoodlePyramid).

// trialFits is the number of fits a parallel search's sequential trial
// may make (checked at the engine's polls and DLX nodes, so it may run a
// little over). Tests of parallel searches on small puzzles turn the
// trial off with the noTrial test hook.
const trialFits = 150_000

// trialFitsMax is the most fits a trial makes, extended.
const trialFitsMax = 8 * trialFits

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
	e.start, e.budget, e.trialJobs = start, trialFits, r.jobs
	e.run()
	if e.stats.Stopped == stopBudget {
		return Stats{}, false
	}
	st := e.stats
	st.Notes = append(append([]string(nil), s.notes...), st.Notes...)
	st.Notes = append(st.Notes, fmt.Sprintf("searched on one goroutine: the search ended within %d fits, before a parallel search would gain", e.budget))
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

// spent reports whether a trial's budget of fits is spent, and then
// stops the search with stopBudget, unless extend gives it more.
func (e *engine) spent() bool {
	if e.budget <= 0 || e.stats.TotalFits() < e.budget || e.extend() {
		return false
	}
	e.stop(stopBudget)
	return true
}

// extend gives a trial whose budget is spent trialFits more fits, up to
// trialFitsMax, when the share of the search done is at least
// 1 - 1/trialJobs (see trialFits).
func (e *engine) extend() bool {
	if e.trialJobs < 2 || e.x == nil || e.budget+trialFits > trialFitsMax {
		return false
	}
	if e.x.fraction() < 1-1/float64(e.trialJobs) {
		return false
	}
	e.budget += trialFits
	return true
}
