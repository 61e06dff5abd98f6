package solver

import (
	"context"
	"math"
	"math/rand/v2"
	"time"
)

// TreeEstimate is an estimate of the size and duration of a full search.
type TreeEstimate struct {
	// Probes is the number of random probes made.
	Probes int
	// Nodes is the estimated number of placements of the whole search
	// (Stats.TotalFits), NodesErr its standard error.
	Nodes, NodesErr float64
	// Solutions is the estimated number of solutions (after the output
	// filters), SolutionsErr its standard error.
	Solutions, SolutionsErr float64
	// Fits estimates Stats.Fits level by level.
	Fits []float64
	// Rate is the measured number of placements per second and Time the
	// estimated duration of the search (Nodes / Rate, at most
	// math.MaxInt64, about 292 years); both are 0 without calibration.
	Rate float64
	Time time.Duration
	// Exact is set when the calibration run finished the whole search: the
	// numbers are then the true ones, the errors 0 and Probes 0.
	Exact bool
	// WithoutFILA is set when the solver's options have FILA thresholds
	// (given or chosen by Options.Auto): the estimate is then of the same
	// search without FILA (see Estimate).
	WithoutFILA bool
}

// DefaultProbes is the number of random probes Estimate makes when
// EstimateOptions.Probes is 0.
const DefaultProbes = 10000

// DefaultCalibration is how long Estimate runs the real search, when
// EstimateOptions.Calibration is 0, to measure its speed (and to finish
// small searches outright).
const DefaultCalibration = 100 * time.Millisecond

// EstimateOptions configure Estimate. The zero value makes DefaultProbes
// probes with seed 0 after a calibration run of DefaultCalibration.
type EstimateOptions struct {
	// Probes is the number of random probes; 0 means DefaultProbes.
	Probes int
	// Seed seeds the probes' random choices: the same seed gives the same
	// probes, so the same estimate once calibration is past.
	Seed int64
	// Calibration is how long the real search runs first; 0 means
	// DefaultCalibration. A negative value skips it: the estimate then
	// depends only on the seed, but has no Rate or Time and is never
	// Exact.
	Calibration time.Duration
}

// Estimate estimates the size of the solver's search tree with Knuth's
// random probes, and the search's duration from its measured speed.
//
// It first runs the search for o.Calibration (with the solver's
// heuristics, filters and triggers, but sequentially, without FILA, Monte
// Carlo, trace, progress, or limits on solutions and time) to measure
// placements per second; if that finishes the search, the result is
// Exact. Otherwise each probe walks from the root to a leaf, choosing
// the branching column as the search does and one of its d rows at
// random; the product of the d's along the way is an unbiased estimate
// of the number of nodes at each depth (Knuth, "Estimating the
// efficiency of backtrack programs", 1975), and of the number of
// solutions when the walk ends in one.
//
// The probes follow DLX level by level, so with FILA thresholds the tree
// and the time estimated are those of the search without FILA (which
// FILA usually makes faster: it tries the same positions in another
// order, with less bookkeeping); WithoutFILA says so. A parallel search
// (Options.Jobs) with n workers on n free cores takes about Time / n.
// The whole search is estimated, even if the options select a part of
// it (Options.Parts).
//
// The error is non-nil only if ctx was cancelled; the estimate so far
// is returned with it.
func (s *Solver) Estimate(ctx context.Context, o EstimateOptions) (TreeEstimate, error) {
	var est TreeEstimate
	if err := ctx.Err(); err != nil {
		return est, err
	}
	if s.Model.HasSpare() {
		return est, errSpare("an estimate")
	}
	probes := o.Probes
	if probes <= 0 {
		probes = DefaultProbes
	}
	quiet := *s
	quiet.reduced = nil // the plain search (expand.go)
	quiet.opt.Trace, quiet.opt.Progress = nil, nil
	quiet.opt.MaxSolutions, quiet.opt.TimeLimit, quiet.opt.MCTrials = 0, 0, 0
	quiet.opt.Part, quiet.opt.Parts, quiet.opt.Jobs, quiet.opt.Take, quiet.opt.Share = 0, 0, 0, nil, nil
	est.WithoutFILA = len(s.opt.Fila) > 0
	quiet.opt.Fila = nil
	if o.Calibration >= 0 {
		cal := quiet
		cal.opt.TimeLimit = o.Calibration
		if cal.opt.TimeLimit == 0 {
			cal.opt.TimeLimit = DefaultCalibration
		}
		st, err := cal.Solve(ctx, nil)
		if err != nil {
			return est, err
		}
		fits := st.TotalFits()
		if sec := st.Elapsed.Seconds(); sec > 0 {
			est.Rate = float64(fits) / sec
		}
		if st.Stopped == "" {
			est.Exact = true
			est.Nodes, est.Solutions = float64(fits), float64(st.Solutions)
			est.Fits = make([]float64, len(st.Fits))
			for i, f := range st.Fits {
				est.Fits[i] = float64(f)
			}
			est.Time = st.Elapsed
			return est, nil
		}
	}
	e := quiet.newRunEngine(ctx, nil)
	est.sample(ctx, e.x, probes, o.Seed)
	if est.Rate > 0 {
		est.Time = time.Duration(math.MaxInt64)
		if ns := est.Nodes / est.Rate * float64(time.Second); ns < math.MaxInt64 {
			est.Time = time.Duration(ns)
		}
	}
	if e.stats.Stopped == "cancel" {
		return est, ctx.Err()
	}
	return est, nil
}

// sample makes Estimate's random probes with x's search, at most probes
// of them, each from the root with the seed's random choices, and sets
// est's Probes, Fits, Nodes and Solutions and their errors from them. It
// stops early if ctx is done, with the engine stopped for "cancel".
func (est *TreeEstimate) sample(ctx context.Context, x *searchExt, probes int, seed int64) {
	e := x.e
	x.rng = rand.New(rand.NewPCG(uint64(seed), mcStream))
	P := e.m.Pieces
	est.Fits = make([]float64, P+1)
	perFits := make([]float64, P+1)
	var sumN, sumN2, sumS, sumS2 float64
	for i := 0; i < probes && !e.stopped; i++ {
		if checkpoint(ctx) != nil {
			e.stats.Stopped = "cancel"
			break
		}
		clear(perFits)
		sol := x.probe(P, 1, perFits)
		if e.stopped {
			break
		}
		n := 0.0
		for p, f := range perFits {
			n += f
			est.Fits[p] += f
		}
		sumN += n
		sumN2 += n * n
		sumS += sol
		sumS2 += sol * sol
		est.Probes++
	}
	if k := float64(est.Probes); k > 0 {
		for p := range est.Fits {
			est.Fits[p] /= k
		}
		est.Nodes, est.Solutions = sumN/k, sumS/k
		if k > 1 {
			est.NodesErr = math.Sqrt(max(0, sumN2/k-est.Nodes*est.Nodes) / (k - 1))
			est.SolutionsErr = math.Sqrt(max(0, sumS2/k-est.Solutions*est.Solutions) / (k - 1))
		}
	}
}

// probe walks one random path down from the node with p pieces remaining,
// reached with weight w (the estimated number of such nodes), adding to
// fits[q] the estimated placements at each level q. It returns the
// estimated number of solutions below.
func (x *searchExt) probe(p int, w float64, fits []float64) float64 {
	e := x.e
	if p == 0 {
		if e.m.HasOptional() && !e.mat.Done() {
			return 0 // a cell that must be filled is open
		}
		if e.s.accept(e.stack, &e.labs) {
			return w
		}
		return 0
	}
	if !e.poll() {
		return 0
	}
	col := e.choose(p)
	if col == chooseEmpty {
		return probeEmpty(x, p, w, fits)
	}
	if col < 0 {
		return 0
	}
	d := e.mat.Size(col)
	if d == 0 {
		return 0
	}
	e.mat.Cover(col)
	sol := probeRow(x, col, x.rng.IntN(d), d, p, w, fits)
	e.mat.Uncover(col)
	return sol
}

// probeRow is probe's step down: it places the k-th row of the covered
// column col, one of the node's d children, probes below it and removes
// it, returning the estimated number of solutions below. (A function,
// not a method: searchExt has enough of them.)
func probeRow(x *searchExt, col, k, d, p int, w float64, fits []float64) float64 {
	e := x.e
	r := e.mat.FirstRow(col)
	for ; k > 0; k-- {
		r = e.mat.NextRow(r)
	}
	fits[p] += w * float64(d)
	e.place(r)
	id := e.stack[len(e.stack)-1]
	mark := len(x.hidden)
	sol := 0.0
	if x.enter(id, p-1, true) {
		sol = x.probe(p-1, w*float64(d), fits)
	}
	x.leave(id, mark)
	e.unplace(r)
	return sol
}
