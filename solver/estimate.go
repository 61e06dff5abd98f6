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
	// estimated duration of the search (Nodes / Rate).
	Rate float64
	Time time.Duration
	// Exact is set when the calibration run finished the whole search: the
	// numbers are then the true ones and Probes is 0.
	Exact bool
}

// estimateCalibration is how long Estimate runs the real search to measure
// its speed (and to finish small searches outright).
var estimateCalibration = 100 * time.Millisecond

// Estimate estimates the search tree's size with Knuth's random probes
// and the search's duration from its measured speed.
//
// It first runs the real search for a short while (with the solver's
// options, without solution output) to measure placements per second; if
// that finishes the search, the result is exact. Otherwise each probe
// walks from the root to a leaf, choosing the branching column as the
// search does (same heuristic, filters and triggers) and one of its d rows
// at random; the product of the d's along the way is an unbiased estimate
// of the number of nodes at each depth (Knuth, "Estimating the efficiency
// of backtrack programs", 1975), and of the number of solutions when the
// walk ends in one. The same seed gives the same probes. FILA is not used
// by the probes, so with FILA thresholds the tree estimated is DLX's (the
// placements FILA makes are the same positions, tried in another order).
//
// The error is non-nil only if ctx was cancelled.
func (s *Solver) Estimate(ctx context.Context, probes int, seed int64) (TreeEstimate, error) {
	var est TreeEstimate
	quiet := *s
	quiet.opt.Trace, quiet.opt.Progress = nil, nil
	quiet.opt.MaxSolutions, quiet.opt.MCTrials = 0, 0
	cal := quiet
	cal.opt.TimeLimit = estimateCalibration
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
	quiet.opt.TimeLimit = 0
	e := quiet.newRunEngine(ctx, nil)
	x := e.x
	x.rng = rand.New(rand.NewPCG(uint64(seed), mcStream))
	P := s.Model.Pieces
	est.Fits = make([]float64, P+1)
	perFits := make([]float64, P+1)
	var sumN, sumN2, sumS, sumS2 float64
	for i := 0; i < probes && !e.stopped; i++ {
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
	if e.stats.Stopped == "cancel" {
		return est, ctx.Err()
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
	if est.Rate > 0 {
		est.Time = time.Duration(est.Nodes / est.Rate * float64(time.Second))
	}
	return est, nil
}

// probe walks one random path down from the node with p pieces remaining,
// reached with weight w (the estimated number of such nodes), adding to
// fits[q] the estimated placements at each level q. It returns the
// estimated number of solutions below.
func (x *searchExt) probe(p int, w float64, fits []float64) float64 {
	e := x.e
	if p == 0 {
		if e.s.accept(e.stack) {
			return w
		}
		return 0
	}
	if !e.poll() {
		return 0
	}
	col := e.choose(p)
	if col < 0 {
		return 0
	}
	d := e.mat.Size(col)
	if d == 0 {
		return 0
	}
	k := x.rng.IntN(d)
	e.mat.Cover(col)
	r := e.mat.FirstRow(col)
	for ; k > 0; k-- {
		r = e.mat.NextRow(r)
	}
	fits[p] += w * float64(d)
	e.place(r)
	id := e.stack[len(e.stack)-1]
	mark := len(x.hidden)
	sol := 0.0
	if x.enter(id, p-1) {
		sol = x.probe(p-1, w*float64(d), fits)
	}
	x.leave(id, mark)
	e.unplace(r)
	e.mat.Uncover(col)
	return sol
}
