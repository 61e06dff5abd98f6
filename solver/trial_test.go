package solver

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"
)

// TestTrial checks the sequential start of parallel searches: a search
// that ends within trialFits fits runs on one goroutine and finds the
// sequential search's solutions, limits and callbacks included; a
// larger one runs in parallel, split, unless the trial is far enough
// along when its fits are spent (Kanoodle's pyramid, -r: about half
// done at trialFits), which then goes on to the end (extend).
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
		{"kanoodle pyramid -r", kanoodlePyramid(), Options{Search: Search{Redundancy: true, Auto: true}}, 306, "", true},
		{"kanoodle pyramid", kanoodlePyramid(), Options{Search: Search{Auto: true}}, 2448, "", true}, // by symmetry: the 306 of -r
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
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
