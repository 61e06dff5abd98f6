package solver

import (
	"context"
	"errors"
	"polyplay/solver/verify"
	"reflect"
	"strings"
	"testing"
	"time"
)

// monteCarlo runs s.MonteCarlo, verifying every solution.
func monteCarlo(t *testing.T, p *Problem, o Options, trials int64, remaining int, seed int64) MCStats {
	t.Helper()
	s, err := New(p, o)
	if err != nil {
		t.Fatal(err)
	}
	mc, err := s.MonteCarlo(context.Background(), trials, remaining, seed, func(sol Solution) bool {
		if err := verify.Solution(p, sol); err != nil {
			t.Fatalf("invalid solution: %v", err)
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return mc
}

// TestMonteCarlo checks -s TRIALS,R,SEED: one trial with R = 0 is the
// whole search in a random order; every trial makes exactly one
// placement with R = 2 pieces left (it ends when that piece is removed);
// a seed repeats a run; Solve runs it for MCTrials.
func TestMonteCarlo(t *testing.T) {
	t.Parallel()
	want := solveAll(t, soma(), Options{Search: Search{Redundancy: true}})
	full := monteCarlo(t, soma(), Options{Search: Search{Redundancy: true}}, 1, 0, 3)
	if full.Solutions != want.Solutions || full.TotalFits() != want.TotalFits() || full.Trials != 1 || full.TrialsWithSolutions != 1 {
		t.Errorf("one trial to the end: %d solutions, %d fits, %d/%d trials; want %d, %d, 1/1",
			full.Solutions, full.TotalFits(), full.TrialsWithSolutions, full.Trials, want.Solutions, want.TotalFits())
	}

	p := pentominoBox(10, 6)
	o := Options{Search: Search{Redundancy: true}}
	a := monteCarlo(t, p, o, 40, 2, 11)
	if a.Trials != 40 || a.Fits[2] != 40 || a.Fits[12] < 40 || a.TrialsWithSolutions > a.Trials || a.PerTrial != float64(a.Solutions)/40 {
		t.Errorf("R=2: %d trials, fits %v, %d with solutions, %g per trial (%d solutions)", a.Trials, a.Fits, a.TrialsWithSolutions, a.PerTrial, a.Solutions)
	}
	b := monteCarlo(t, p, o, 40, 2, 11)
	// The notes and the rate carry the speed.
	a.Elapsed, b.Elapsed, a.Rate, b.Rate, a.Notes, b.Notes = 0, 0, 0, 0, nil, nil
	if !reflect.DeepEqual(a, b) {
		t.Errorf("same seed, different runs:\n%+v\n%+v", a, b)
	}
	if c := monteCarlo(t, p, o, 40, 2, 12); reflect.DeepEqual(c.Fits, a.Fits) {
		t.Errorf("seeds 11 and 12 give the same fits %v", a.Fits)
	}

	o.MCTrials, o.MCRemaining, o.MCSeed = 40, 2, 11
	st := solveAll(t, p, o)
	if st.Solutions != a.Solutions || !reflect.DeepEqual(st.Fits, a.Fits) || !strings.Contains(strings.Join(st.Notes, "\n"), "Monte Carlo: 40 trials (R=2, seed 11)") {
		t.Errorf("Solve with MCTrials: %d solutions, fits %v, notes %q; want %d, %v", st.Solutions, st.Fits, st.Notes, a.Solutions, a.Fits)
	}
}

// TestSequentialStops checks the limits of a sequential search: a
// callback that stops it, the time limit, and cancellation from another
// goroutine, each returning the statistics so far.
func TestSequentialStops(t *testing.T) {
	t.Parallel()
	s, err := New(tetrisCube(), Options{Search: Search{Redundancy: true, RedundancyPiece: "L", Order: mustOrder(t, "s")}})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	st, err := s.Solve(context.Background(), func(Solution) bool { n++; return n < 4 })
	if err != nil || n != 4 || st.Solutions != 4 || st.Stopped != "max" {
		t.Errorf("callback: called %d times, %d solutions, stopped %q, err %v; want 4, 4, max, nil", n, st.Solutions, st.Stopped, err)
	}
	ts, err := New(tetrisCube(), Options{Search: Search{Redundancy: true, RedundancyPiece: "L", Order: mustOrder(t, "s")}, Run: Run{TimeLimit: 30 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	if st, err := ts.Solve(context.Background(), nil); err != nil || st.Stopped != "time" || st.TotalFits() == 0 {
		t.Errorf("time limit: stopped %q, %d fits, err %v; want time, some fits, nil", st.Stopped, st.TotalFits(), err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(30 * time.Millisecond); cancel() }()
	st, err = s.Solve(ctx, nil)
	if !errors.Is(err, context.Canceled) || st.Stopped != "cancel" || st.TotalFits() == 0 {
		t.Errorf("cancel: err %v, stopped %q, %d fits; want context.Canceled, cancel, some fits", err, st.Stopped, st.TotalFits())
	}
}
