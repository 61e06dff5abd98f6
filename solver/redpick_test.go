package solver_test

import (
	"slices"
	"testing"

	"polyplay/def"
	"polyplay/internal/librarytest"
	"polyplay/solver"
)

// TestRedundancyPick checks the piece -r constrains when no piece is
// named, on the library puzzles (New only: no search). The small puzzles
// keep the static rule's choice; the large ones are those measured best
// in BENCHMARKS.md ("Felt speed (issue 24)"): the PT diamond by the
// sample of its search without the filter, the one-sided 18x5 by the
// static rule (its sample too large), the Tetris Cube and the Bedlam
// Cube by Knuth's estimates.
func TestRedundancyPick(t *testing.T) {
	for _, tc := range []struct {
		key, want string
		long      bool // a pick of about a second
	}{
		{key: "pentominoes-10x6", want: "X"},
		{key: "pentominoes-12x5", want: "X"},
		{key: "pentominoes-15x4", want: "X"},
		{key: "pentominoes-20x3", want: "X"},
		{key: "pentominoes-8x8-hole", want: "X"},
		{key: "pentominoes-onesided-30x3", want: "V"},
		{key: "soma", want: "Z"},
		{key: "pt-diamond-13x13", want: "W", long: true},
		// The plane sample is abandoned as too large: the static choice,
		// the best piece by a 1/128 sample of each piece's search.
		{key: "pentominoes-onesided-18x5", want: "V"},
		{key: "tetris-cube", want: "L", long: true},
		{key: "bedlam-cube", want: "X", long: true},
	} {
		t.Run(tc.key, func(t *testing.T) {
			if tc.long && testing.Short() {
				t.Skip("the pick of a large search")
			}
			s, err := solver.New(librarytest.Problem(t, tc.key), solver.Options{Redundancy: true, Auto: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Chosen().RedundancyPiece; got != tc.want {
				t.Errorf("-r picked %s, want %s (notes %q)", got, tc.want, s.Notes())
			}
		})
	}
}

// TestSearchLarge checks the glance that spares the small puzzles -r's
// gauge (redpick.go) on every library puzzle: those that solve in under
// 50 ms (BENCHMARKS.md, "Felt speed"; and the 10x6) glance below its
// limit, and every puzzle the gauge finds large glances above it, so
// that the glance changes no pick. The glances (gauges) in 2026-11: Soma
// 53 k (52 k), 20x3 5.9 k, 15x4 11 k, 8x8 with a hole 0.21 M, 10x6
// 0.26 M; the large ones from 18 M (the hexominoes' box in a diamond,
// gauge 1.8e14: Knuth's estimate with few probes mostly underestimates
// a tree this lopsided) to 1.6e32.
func TestSearchLarge(t *testing.T) {
	small := map[string]bool{"soma": true, "pentominoes-20x3": true, "pentominoes-15x4": true,
		"pentominoes-8x8-hole": true, "pentominoes-10x6": true}
	for _, key := range def.Keys() {
		t.Run(key, func(t *testing.T) {
			if testing.Short() && key == "heptominoes-33x23-holes" {
				t.Skip("its model takes seconds")
			}
			glance, gauge, ok, err := solver.Gauges(librarytest.Problem(t, key))
			if err != nil || !ok {
				t.Fatalf("no gauge: %v", err)
			}
			t.Logf("glance %.3g, gauge %.3g", glance, gauge)
			if small[key] && glance >= solver.GlanceBelow {
				t.Errorf("a small puzzle glances %.3g, at least %.3g", glance, solver.GlanceBelow)
			}
			if gauge >= solver.EstimateAbove && glance < solver.GlanceBelow {
				t.Errorf("the gauge finds %.3g (large), the glance only %.3g", gauge, glance)
			}
		})
	}
}

// TestMinFitSliced checks the min-fit probes' counts on bit slices (cells
// in one word) against the counts cell by cell: the same choices at
// every node, so the same estimates to the last bit, for every
// candidate of -r without a name.
func TestMinFitSliced(t *testing.T) {
	for _, tc := range []struct {
		key  string
		long bool
	}{
		{key: "soma"},
		{key: "pentominoes-10x6"},
		{key: "tetris-cube", long: true},
	} {
		t.Run(tc.key, func(t *testing.T) {
			if tc.long && testing.Short() {
				t.Skip("the estimates of a large search")
			}
			p := librarytest.Problem(t, tc.key)
			opt := solver.Options{Redundancy: true, Auto: true}
			sliced, err := solver.MinFitEstimates(p, opt, false)
			if err != nil {
				t.Fatal(err)
			}
			wide, err := solver.MinFitEstimates(p, opt, true)
			if err != nil {
				t.Fatal(err)
			}
			if len(sliced) < 2 || !slices.Equal(sliced, wide) {
				t.Errorf("estimates on bit slices %v, cell by cell %v", sliced, wide)
			}
		})
	}
}
