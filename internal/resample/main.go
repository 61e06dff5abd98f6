// Command resample prints the resampling estimate (coach's
// Position.Resample) of the number of solutions of a library puzzle's
// empty board: each run's estimate, then the runs' mean and, where the
// coach's rule gives one, its range, as def's library stores them
// (def.Entry's Estimate, EstimateLow, EstimateHigh, EstimateRuns and
// EstimateWindow).
//
//	go run ./internal/resample [-runs N] [-jobs J] [-particles K] [-seed S] [-window W] KEY
//	go run ./internal/resample -runs N0,N1,... [-particles K] [-seed S] [-window W] KEY
//
// With -jobs J the runs are shared among J jobs side by side, job j
// seeded from S+j, and summed up together (coach.Summarize). With a list
// of runs, job j makes Nj of them: runs made apart with those seeds (the
// first Nj runs of -seed S+j) sum up to the same figures. A key, its
// runs, jobs, particles, seed and window always give the same figures.
package main

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"polyplay/def"
	"polyplay/solver/coach"
)

func main() {
	runs := flag.String("runs", "16", "runs of the estimate, or of each job (a comma-separated list)")
	jobs := flag.Int("jobs", 1, "jobs side by side, each with its share of the runs")
	particles := flag.Int("particles", coach.DefaultParticles, "partial placements a run keeps")
	seed := flag.Uint64("seed", 1, "seed of the runs (of the first job)")
	window := flag.Int("window", coach.DefaultWindow, "empty cells, from the lowest, a step looks at (-1: all)")
	flag.Parse()
	shares, err := share(*runs, *jobs)
	if flag.NArg() != 1 || err != nil || *particles < 1 {
		if err != nil {
			fmt.Fprintln(os.Stderr, "resample:", err)
		}
		fmt.Fprintln(os.Stderr, "usage: resample [-runs N] [-jobs J] [-particles K] [-seed S] [-window W] KEY (1 <= J <= N, K >= 1)")
		fmt.Fprintln(os.Stderr, "       resample -runs N0,N1,... [-particles K] [-seed S] [-window W] KEY")
		os.Exit(2)
	}
	o := coach.ResampleOptions{Particles: *particles, Seed: *seed, Window: *window}
	if err := run(flag.Arg(0), o, shares); err != nil {
		fmt.Fprintln(os.Stderr, "resample:", err)
		os.Exit(1)
	}
}

// share returns the runs each job makes: those of the list runs, or the
// runs shared among jobs jobs.
func share(runs string, jobs int) ([]int, error) {
	var shares []int
	for f := range strings.SplitSeq(runs, ",") {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("-runs %q: want a number of runs of at least 1, or a list of them", runs)
		}
		shares = append(shares, n)
	}
	switch {
	case len(shares) > 1 && jobs != 1:
		return nil, fmt.Errorf("-runs %s gives the jobs' runs: no -jobs with it", runs)
	case len(shares) > 1:
		return shares, nil
	case jobs < 1 || jobs > shares[0]:
		return nil, fmt.Errorf("-jobs %d: want from 1 to the %d runs", jobs, shares[0])
	}
	n := shares[0]
	shares = shares[:0]
	for j := range jobs {
		shares = append(shares, n/jobs)
		if j < n%jobs {
			shares[j]++
		}
	}
	return shares, nil
}

// run prints the estimate of library puzzle key with options o from
// shares[j] runs of job j, the jobs side by side.
func run(key string, o coach.ResampleOptions, shares []int) error {
	jobs := len(shares)
	e, ok := def.Lookup(key)
	if !ok {
		return fmt.Errorf("no library puzzle %q", key)
	}
	pz, err := e.Puzzle()
	if err != nil {
		return err
	}
	ctx := context.Background()
	begun := time.Now()
	logs := make([][]float64, jobs)
	errs := make([]error, jobs)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for j := range jobs {
		wg.Go(func() {
			// Each job prepares its own position: no two share one.
			pos, err := coach.Prepare(ctx, &pz.Problem, nil, coach.Options{})
			if err != nil {
				errs[j] = err
				return
			}
			jo := o
			jo.Seed += uint64(j)
			jo.Runs = shares[j]
			last := time.Now()
			jo.Run = func(i int, l float64) {
				mu.Lock()
				defer mu.Unlock()
				fmt.Printf("job %d run %d: log10 %.3f (%.1fs)\n", j, i, l/math.Ln10, time.Since(last).Seconds())
				last = time.Now()
				logs[j] = append(logs[j], l)
			}
			_, errs[j] = pos.Resample(ctx, jo)
		})
	}
	wg.Wait()
	var all []float64
	for j := range jobs {
		if errs[j] != nil {
			return errs[j]
		}
		all = append(all, logs[j]...)
	}
	r := coach.Summarize(all)
	fmt.Printf("%s: %d runs, %d reached a completion, %.1fs a run\n", key, r.Runs, r.Reached,
		time.Since(begun).Seconds()*float64(jobs)/float64(r.Runs))
	if !r.Estimated {
		fmt.Printf("about %.4g, too uncertain for a range (standard error %.2g)\n", r.Estimate, r.StdErr)
		return nil
	}
	fmt.Printf("about %.4g, between %.4g and %.4g\n", r.Estimate, r.Low, r.High)
	fmt.Printf("Estimate: %.4g, EstimateLow: %.4g, EstimateHigh: %.4g, EstimateRuns: %d, EstimateReached: %d, EstimateWindow: %d,\n",
		r.Estimate, r.Low, r.High, r.Runs, r.Reached, o.Window)
	return nil
}
