package solver_test

import (
	"testing"

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
