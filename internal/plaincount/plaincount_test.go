package plaincount

import (
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/puzzle"
	"polyplay/solver/verify"
)

// TestCount counts library puzzles against their published counts (with
// no redundancy filter), small puzzles of identical pieces against counts
// made by hand and a one-sided puzzle against the solver's count, and
// checks each first solution with the verifier.
func TestCount(t *testing.T) {
	tromino := []puzzle.Point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 0, Y: 1}}
	for _, tc := range []struct {
		name string
		p    *puzzle.Problem
		want int64
	}{
		{"pentominoes-20x3", librarytest.Problem(t, "pentominoes-20x3"), 8},
		{"pentominoes-8x8-hole", librarytest.Problem(t, "pentominoes-8x8-hole"), 520},
		{"soma", librarytest.Problem(t, "soma"), 11520},
		// A 2x3 rectangle holds two L trominoes in two ways.
		{"two trominoes", &puzzle.Problem{Name: "2x3", XDim: 3, YDim: 2, ZDim: 1, Pieces: []puzzle.Piece{
			{Name: "a", Cells: tromino}, {Name: "b", Cells: tromino}}}, 2},
		{"one-sided trominoes", &puzzle.Problem{Name: "2x3 one-sided", XDim: 3, YDim: 2, ZDim: 1, OneSided: true, Pieces: []puzzle.Piece{
			{Name: "a", Cells: tromino}, {Name: "b", Cells: tromino}}}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, sol, err := Count(tc.p)
			if err != nil {
				t.Fatal(err)
			}
			if n != tc.want {
				t.Errorf("%d solutions, want %d", n, tc.want)
			}
			if err := verify.Solution(tc.p, sol); err != nil {
				t.Errorf("first solution: %v", err)
			}
		})
	}
	// One-sided: the 8x8 with a hole, its pentominoes not to be flipped
	// (4 solutions). The count must agree with the solver's, a search
	// that shares no code with this package.
	p := *librarytest.Problem(t, "pentominoes-8x8-hole")
	p.OneSided = true
	n, sol, err := Count(&p)
	if err != nil {
		t.Fatal(err)
	}
	want, err := solver.Count(&p, solver.Options{})
	if err != nil || n != want || n != 4 {
		t.Errorf("one-sided 8x8: %d solutions, the solver counts %d (%v)", n, want, err)
	}
	if err := verify.Solution(&p, sol); err != nil {
		t.Errorf("one-sided 8x8: %v", err)
	}
	bad := &puzzle.Problem{Name: "bad", XDim: 2, YDim: 2, ZDim: 1, Pieces: []puzzle.Piece{{Name: "a", Cells: tromino}}}
	if _, _, err := Count(bad); err == nil || err.Error() != "volume mismatch: the mobile pieces have 3 cells but the box has 4 open cells" {
		t.Errorf("invalid problem: error %v", err)
	}
}
