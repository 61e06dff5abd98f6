package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"
)

// MCStats are the results of a Monte Carlo run: the search statistics
// summed over all trials and the rates that the polycube article's tables report.
type MCStats struct {
	Stats
	// Trials is the number of trials run; TrialsWithSolutions how many
	// found at least one solution.
	Trials, TrialsWithSolutions int64
	// Remaining and Seed are the run's R and SEED.
	Remaining int
	Seed      int64
	// PerTrial is the mean number of solutions per trial and Rate the
	// solutions found per second.
	PerTrial, Rate float64
}

// mcStream is the second word of the PCG state, fixed so that a seed
// alone determines a run.
const mcStream = 0x9e3779b97f4a7c15

// newRunEngine prepares an engine the way Solve does (time limit,
// progress, matrix, constraint state), for the drivers in this package
// that run their own search loop. FILA is turned off: these drivers
// follow DLX's order level by level.
func (s *Solver) newRunEngine(ctx context.Context, fn func(Solution) bool) *engine {
	e := newEngine(s, ctx, fn)
	e.start = time.Now()
	if s.opt.TimeLimit > 0 {
		e.deadline = e.start.Add(s.opt.TimeLimit)
	}
	e.lastProg = e.start
	for i := range e.filaAt {
		e.filaAt[i] = false
	}
	e.build()
	e.x = newSearchExt(e)
	return e
}

// MonteCarlo runs trials randomised searches (polycube's -s
// TRIALS,R,SEED). In each trial the rows of every DLX column are tried in
// a random order; the trial ends the first time a piece is removed with
// remaining pieces left to place (so once the piece placed with remaining
// pieces left has had all its completions explored), or when the search
// ends, if remaining is 0. The same seed gives the same trials. FILA is
// not used; filters, triggers and output filters are. fn, if not nil,
// receives each solution (it returns false to stop).
//
// The statistics sum over the trials; the error is non-nil only if ctx
// was cancelled (the statistics so far are returned too).
func (s *Solver) MonteCarlo(ctx context.Context, trials int64, remaining int, seed int64, fn func(Solution) bool) (MCStats, error) {
	P := s.Model.Pieces
	if trials < 1 {
		return MCStats{}, fmt.Errorf("Monte Carlo: the number of trials must be at least 1, got %d", trials)
	}
	if s.Model.HasSpare() {
		return MCStats{}, errSpare("a Monte Carlo run")
	}
	if remaining < 0 || remaining > P {
		return MCStats{}, fmt.Errorf("Monte Carlo: R (pieces remaining when a trial ends) must be between 0 and %d, the number of pieces; got %d", P, remaining)
	}
	e := s.newRunEngine(ctx, fn)
	x := e.x
	x.randomize(rand.New(rand.NewPCG(uint64(seed), mcStream)), remaining)
	x.mcTrials = trials
	mc := MCStats{Remaining: remaining, Seed: seed}
	for mc.Trials < trials && !e.stopped {
		x.trialOver = false
		before := e.stats.Solutions
		e.dlx(P)
		mc.Trials++
		x.mcDone = mc.Trials
		if e.stats.Solutions > before {
			mc.TrialsWithSolutions++
		}
	}
	x.finish()
	e.stats.Elapsed = time.Since(e.start)
	mc.Stats = e.stats
	mc.PerTrial = float64(mc.Solutions) / float64(mc.Trials)
	if sec := mc.Elapsed.Seconds(); sec > 0 {
		mc.Rate = float64(mc.Solutions) / sec
	}
	notes := append([]string(nil), s.notes...)
	if len(s.opt.Fila) > 0 {
		notes = append(notes, "Monte Carlo: trials use DLX throughout; FILA thresholds are ignored")
	}
	notes = append(notes, fmt.Sprintf("Monte Carlo: %d trials (R=%d, seed %d), %d with solutions; %d solutions, %.4g per trial, %.4g per second",
		mc.Trials, remaining, seed, mc.TrialsWithSolutions, mc.Solutions, mc.PerTrial, mc.Rate))
	mc.Notes = append(notes, e.stats.Notes...)
	if s.opt.Progress != nil {
		s.opt.Progress(mc.Stats)
	}
	if mc.Stopped == "cancel" {
		return mc, ctx.Err()
	}
	return mc, nil
}

// solveMonteCarlo is Solve with Options.MCTrials set.
func (s *Solver) solveMonteCarlo(ctx context.Context, fn func(Solution) bool) (Stats, error) {
	mc, err := s.MonteCarlo(ctx, s.opt.MCTrials, s.opt.MCRemaining, s.opt.MCSeed, fn)
	return mc.Stats, err
}
