package solver

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/longtest"
)

// TestTrial checks the sequential start of parallel searches: a search
// that ends within trialFits fits runs on one goroutine and finds the
// sequential search's solutions, limits and callbacks included; a
// larger one runs in parallel, split: Kanoodle's pyramid (-r) is
// projected past trialFits at the trial's first look.
func TestTrial(t *testing.T) {
	t.Parallel()
	const note = "searched on one goroutine"
	tests := []struct {
		name    string
		p       *Problem
		opt     Options
		want    int64 // solutions
		stopped string
		trial   bool
	}{
		{"soma -r", soma(), Options{Search: Search{Redundancy: true, Auto: true}}, 480, "", true},
		{"soma", soma(), Options{Search: Search{Auto: true}}, 11520, "", true}, // by symmetry: the 480 of -r
		{"soma -r max", soma(), Options{Search: Search{Redundancy: true, Auto: true}, Run: Run{MaxSolutions: 5}}, 5, "max", true},
		{"20x3", pentominoBox(20, 3), Options{Search: Search{Auto: true}}, 8, "", true},
		{"10x6 -r", pentominoBox(10, 6), Options{Search: Search{Redundancy: true, Auto: true}}, 2339, "", false},
		{"kanoodle pyramid -r", kanoodlePyramid(), Options{Search: Search{Redundancy: true, Auto: true}}, 306, "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if strings.HasPrefix(tc.name, "kanoodle") {
				longtest.SkipUnderWasm(t) // the same code, seconds under WebAssembly
			}
			seqOpt := tc.opt
			seqOpt.Jobs = 1
			_, seqSet := solutionSet(t, tc.p, seqOpt)
			o := tc.opt
			o.Jobs = 2
			st, set := solutionSet(t, tc.p, o)
			trial := slices.ContainsFunc(st.Notes, func(n string) bool { return strings.HasPrefix(n, note) })
			if st.Solutions != tc.want || int64(len(set)) != tc.want || st.Stopped != tc.stopped || trial != tc.trial {
				t.Fatalf("-j2: %d solutions (%d distinct), stopped %q, trial %v; want %d, %q, %v (notes %q)",
					st.Solutions, len(set), st.Stopped, trial, tc.want, tc.stopped, tc.trial, st.Notes)
			}
			if !trial && st.Split < 2 {
				t.Errorf("-j2: split level %d, want a parallel search", st.Split)
			}
			if tc.stopped == "" && !maps.Equal(set, seqSet) {
				t.Errorf("-j2 found other solutions than -j1")
			}
		})
	}
	t.Run("callback", func(t *testing.T) {
		s, err := New(soma(), Options{Search: Search{Redundancy: true, Auto: true}, Run: Run{Jobs: 2}})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		st, err := s.Solve(context.Background(), func(Solution) bool { n++; return n < 3 })
		if err != nil || n != 3 || st.Solutions != 3 || st.Stopped != "max" {
			t.Errorf("callback called %d times, %d solutions, stopped %q, err %v; want 3, 3, max, nil", n, st.Solutions, st.Stopped, err)
		}
	})
}

// TestTrialGoesOn checks the rule by which a parallel search's trial
// goes on or gives way (trialFits): with jobs goroutines, once the share
// done is at least 1 - 1/jobs it goes on past its limit, trialFits at a
// time up to trialFitsMax; short of that share, it gives way when its
// projection (fits over the share) passes trialProjected (not judged
// before the limit under FILA), or at its limit.
func TestTrialGoesOn(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		fits      int64
		limit     int64
		f         float64
		jobs      int
		on        bool
		wantLimit int64
		fila      bool
	}{
		{"first look, projected within", trialFirstLook, trialFits, 0.3, 2, true, trialFits, false},
		{"first look, projected past", trialFirstLook, trialFits, 0.02, 2, false, trialFits, false},
		{"first look, projected past, FILA", trialFirstLook, trialFits, 0.02, 2, true, trialFits, true},
		{"first look, nothing done yet", trialFirstLook, trialFits, 0, 2, false, trialFits, false},
		{"at the limit, FILA half done on two: goes on", trialFits, trialFits, 0.5, 2, true, 2 * trialFits, true},
		{"at the limit, FILA: stops", trialFits, trialFits, 0.3, 2, false, trialFits, true},
		{"half done on two: goes on", trialFits / 2, trialFits, 0.5, 2, true, trialFits, false},
		{"at the limit, half done on two: goes on", trialFits, trialFits, 0.55, 2, true, 2 * trialFits, false},
		{"at the limit, half done on four: gives way", trialFits, trialFits, 0.55, 4, false, trialFits, false},
		{"at the limit, 3/4 done on four: goes on", trialFits, trialFits, 0.8, 4, true, 2 * trialFits, false},
		{"at the limit, projected within it: stops", trialFits, trialFits, 0.4, 2, false, trialFits, false},
		{"at the most it may go on", trialFitsMax, trialFitsMax, 0.9, 2, false, trialFitsMax + trialFits, false},
		{"no fraction: to its limit", trialFits - 1, trialFits, -1, 2, true, trialFits, false},
		{"no fraction: at its limit", trialFits, trialFits, -1, 2, false, trialFits, false},
	} {
		on, limit := trialGoesOn(tc.fits, tc.limit, tc.f, tc.jobs, !tc.fila)
		if on != tc.on || limit != tc.wantLimit {
			t.Errorf("%s: goes on %v, limit %d; want %v, %d", tc.name, on, limit, tc.on, tc.wantLimit)
		}
	}
}
