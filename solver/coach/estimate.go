package coach

import (
	"cmp"
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"polyplay/solver"
)

// DefaultSamples is the number of branches Estimate counts.
const DefaultSamples = 512

// DefaultEstimateTime bounds Estimate's search.
const DefaultEstimateTime = 8 * time.Second

// branchesPerSample is how many branches the estimate's search is
// divided into for each branch it counts, at least: the split level is
// the highest with at least this many times Options.Samples nodes
// (solver.Solver.SplitLevel, one level deeper if that level has fewer).
// Deeper splits have smaller branches, so that the same number of them
// costs less, but their counts vary more (BenchmarkEstimate measures the
// estimate of the Tetris Cube and the Bedlam cube).
const branchesPerSample = 64

// maxSpread is the largest standard error, as a fraction of the estimate,
// with which Estimate gives a range.
const maxSpread = 0.2

// spread is the number of standard errors either side of the estimate
// that its range spans.
const spread = 3

// Estimate estimates the number of completions of the position (its
// pieces placed on its problem) without counting them all, and says whether it has a range that
// holds the true count (Answer.Estimated, Estimate, Low, High; Count is
// the number of completions it found, Exact set when the sample was the
// whole search).
//
// The search is divided into its branches at a split level (the nodes
// where some pieces remain, numbered in the search's order; see
// solver.Options.Split); the estimate counts o.Samples of them, chosen at
// random, exactly, and scales their mean up to the number of branches.
// Each branch is counted whole, so the estimate is unbiased, and a
// branch is a node of one level chosen with equal chances, not the end of
// a random walk (Knuth's estimate, whose rare walks of large weight make
// a few walks' mean fall short of the truth). The branches' counts still
// vary a lot, so the range is given only when the standard error is at
// most maxSpread of the estimate, and spans spread standard errors either
// side, never below the count found (TestEstimateRange, and wasm/job's
// TestCoachRange as the worker runs it). A search that outlasts
// o.EstimateTime gives no range.
func (pos *Position) Estimate(ctx context.Context) (Answer, error) {
	begun := time.Now()
	o := pos.o
	if pos.s == nil {
		return pos.solved(begun), nil
	}
	limit := cmp.Or(o.EstimateTime, DefaultEstimateTime)
	n := cmp.Or(o.Samples, DefaultSamples)
	lctx, cancel := context.WithTimeout(ctx, limit)
	level := pos.s.SplitLevel(lctx, n*branchesPerSample/256)
	late := lctx.Err() != nil
	cancel()
	if err := ctx.Err(); err != nil {
		return Answer{}, err
	}
	if late {
		return Answer{Elapsed: time.Since(begun)}, nil
	}
	if level == 0 {
		// Too small to divide: count it all, within the time left.
		a, err := pos.count(ctx, max(limit-time.Since(begun), time.Nanosecond), nil)
		a.Elapsed = time.Since(begun)
		return a, err
	}
	if t, err := pos.branches(ctx, level, limit-time.Since(begun)); err != nil {
		return Answer{}, err
	} else if t < int64(n*branchesPerSample) && level > 2 {
		// SplitLevel counts the nodes above its level generously.
		level--
	}
	left := limit - time.Since(begun)
	if left <= 0 {
		return Answer{Elapsed: time.Since(begun)}, nil
	}
	b := &sample{rng: rand.New(rand.NewPCG(uint64(o.Seed), 0x636f616368)), n: n}
	s, err := pos.solver(ctx, solver.Run{Split: level, Parts: 2, Take: b.take, TimeLimit: left}, nil)
	if err != nil {
		return Answer{}, err
	}
	var first *solver.Solution
	st, err := s.Solve(ctx, func(sol solver.Solution) bool {
		if first == nil {
			first = &sol
		}
		b.found++
		return true
	})
	if err == nil && st.Stopped == "cancel" {
		err = context.Canceled
	}
	if err != nil {
		return Answer{}, err
	}
	b.done()
	a := Answer{Count: st.Solutions}
	if first != nil {
		a.Completion = completion(pos.placed, *first)
		a.Hint = pos.hint(a.Completion)
	}
	a.Elapsed = time.Since(begun)
	switch {
	case st.Stopped != "" || b.total == 0:
		return a, nil
	case len(b.counts) == int(b.total):
		a.Exact = true
		return a, nil
	}
	mean, stderr := b.stats()
	est, se := mean*float64(b.total), stderr*float64(b.total)
	if a.Estimated, a.Low, a.High = within(est, se, float64(a.Count)); a.Estimated {
		a.Estimate = max(est, float64(a.Count))
	}
	return a, nil
}

// branches returns the number of branches of the position's search at
// the split level, counted within limit (0 if it was not).
func (pos *Position) branches(ctx context.Context, level int, limit time.Duration) (int64, error) {
	var total int64
	s, err := pos.solver(ctx, solver.Run{Split: level, Parts: 2, TimeLimit: max(limit, time.Nanosecond), Take: func(t int64) (int64, int64) {
		total = t
		return 0, 0
	}}, nil)
	if err != nil {
		return 0, err
	}
	if _, err := s.Solve(ctx, nil); err != nil {
		return 0, err
	}
	return total, nil
}

// sample chooses the branches an estimate counts and keeps their counts:
// its take is the search's solver.Options.Take, which hands out one
// chosen branch at a time, in increasing order.
type sample struct {
	rng *rand.Rand
	n   int
	// total is the number of branches; chosen the chosen ones, in
	// increasing order, of which handed have been handed out; counts
	// are the completions found in each of those counted to the end.
	total  int64
	chosen []int64
	handed int
	counts []float64
	// found is the number of completions found; at counted, when the
	// branch being counted began.
	found, at int64
}

// take is the search's solver.Options.Take: the search calls it at its
// first branch, then each time it has passed the branch handed out.
func (b *sample) take(total int64) (from, to int64) {
	if b.chosen == nil {
		b.total = total
		b.chosen = choose(b.rng, total, b.n)
	}
	b.done()
	if b.handed == len(b.chosen) {
		return 0, 0
	}
	k := b.chosen[b.handed]
	b.handed++
	return k, k + 1
}

// done ends the count of the branch handed out, if it is not ended yet.
func (b *sample) done() {
	if len(b.counts) < b.handed {
		b.counts = append(b.counts, float64(b.found-b.at))
		b.at = b.found
	}
}

// stats returns the mean count of a branch and its standard error
// (with the correction for a sample drawn without replacement from
// total).
func (b *sample) stats() (mean, stderr float64) {
	n := float64(len(b.counts))
	var sum, sum2 float64
	for _, c := range b.counts {
		sum += c
		sum2 += c * c
	}
	mean = sum / n
	if n > 1 {
		v := max(0, sum2-n*mean*mean) / (n - 1)
		stderr = math.Sqrt(v / n * (1 - n/float64(b.total)))
	}
	return mean, stderr
}

// choose returns n distinct numbers in [0, total) chosen at random, in
// increasing order (all of them if total <= n).
func choose(rng *rand.Rand, total int64, n int) []int64 {
	if total <= int64(n) {
		out := make([]int64, total)
		for i := range out {
			out[i] = int64(i)
		}
		return out
	}
	// Floyd's algorithm.
	seen := make(map[int64]bool, n)
	out := make([]int64, 0, n)
	for j := total - int64(n); j < total; j++ {
		t := rng.Int64N(j + 1)
		if seen[t] {
			t = j
		}
		seen[t] = true
		out = append(out, t)
	}
	slices.Sort(out)
	return out
}
