// Command resample prints the resampling estimate (coach's
// Position.Resample) of the number of solutions of a library puzzle's
// empty board: each run's estimate, then the runs' mean and, where the
// coach's rule gives one, its range, as def's library stores them
// (def.Entry's Estimate, EstimateLow, EstimateHigh and EstimateRuns).
//
//	go run ./internal/resample [-runs N] [-particles K] [-seed S] KEY
//
// A key, its runs, particles and seed always give the same figures.
package main

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"time"

	"polyplay/def"
	"polyplay/solver/coach"
)

func main() {
	runs := flag.Int("runs", 16, "runs of the estimate")
	particles := flag.Int("particles", coach.DefaultParticles, "partial placements a run keeps")
	seed := flag.Uint64("seed", 1, "seed of the runs")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: resample [-runs N] [-particles K] [-seed S] KEY")
		os.Exit(2)
	}
	if err := run(flag.Arg(0), coach.ResampleOptions{Runs: *runs, Particles: *particles, Seed: *seed}); err != nil {
		fmt.Fprintln(os.Stderr, "resample:", err)
		os.Exit(1)
	}
}

// run prints the estimate of library puzzle key with options o.
func run(key string, o coach.ResampleOptions) error {
	e, ok := def.Lookup(key)
	if !ok {
		return fmt.Errorf("no library puzzle %q", key)
	}
	pz, err := e.Puzzle()
	if err != nil {
		return err
	}
	ctx := context.Background()
	pos, err := coach.Prepare(ctx, &pz.Problem, nil, coach.Options{})
	if err != nil {
		return err
	}
	begun := time.Now()
	last := begun
	o.Run = func(i int, l float64) {
		fmt.Printf("run %d: log10 %.3f (%.1fs)\n", i, l/math.Ln10, time.Since(last).Seconds())
		last = time.Now()
	}
	r, err := pos.Resample(ctx, o)
	if err != nil {
		return err
	}
	fmt.Printf("%s: %d runs, %d reached a completion, %.1fs a run\n", key, r.Runs, r.Reached,
		time.Since(begun).Seconds()/float64(r.Runs))
	if !r.Estimated {
		fmt.Printf("about %.4g, too uncertain for a range\n", r.Estimate)
		return nil
	}
	fmt.Printf("about %.4g, between %.4g and %.4g\n", r.Estimate, r.Low, r.High)
	fmt.Printf("Estimate: %.6g, EstimateLow: %.6g, EstimateHigh: %.6g, EstimateRuns: %d,\n", r.Estimate, r.Low, r.High, r.Runs)
	return nil
}
