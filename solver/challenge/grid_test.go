package challenge_test

import (
	"context"
	"testing"

	"polyplay/internal/plaincount"
	"polyplay/internal/polyforms"
	"polyplay/solver"
	"polyplay/solver/challenge"
	"polyplay/solver/grid"
	"polyplay/solver/verify"
)

// TestGenerateGrids makes starting positions on the triangle and
// hexagon grids (the hexiamonds in the 4x9 parallelogram, the
// tetrahexes in the 4x7): plain dancing links (internal/plaincount)
// finds exactly one completion of each, the position's own, and the
// verifier accepts it and the whole solution.
func TestGenerateGrids(t *testing.T) {
	t.Parallel()
	hexiamonds := polyforms.Pieces(polyforms.Free(grid.Triangle, 6))
	for _, tc := range []struct {
		p    *solver.Problem
		left int
	}{
		{polyforms.Parallelogram("hexiamonds-4x9", grid.Triangle, 9, 4, false, hexiamonds), 6},
		{polyforms.Parallelogram("tetrahexes-4x7", grid.Hexagon, 7, 4, false, polyforms.Pieces(polyforms.Free(grid.Hexagon, 4))), 3},
	} {
		pos, err := challenge.Generate(context.Background(), tc.p, challenge.Options{Left: tc.left, Seed: 2}, nil)
		if err != nil {
			t.Fatalf("%s: %v", tc.p.Name, err)
		}
		q, err := pos.Problem()
		if err != nil {
			t.Fatalf("%s: %v", tc.p.Name, err)
		}
		if q.Grid != tc.p.Grid {
			t.Errorf("%s: the position's grid is %v", tc.p.Name, q.Grid)
		}
		n, sol, err := plaincount.Count(q)
		if err != nil || n != 1 {
			t.Fatalf("%s: %d completions (%v), want 1", tc.p.Name, n, err)
		}
		if err := verify.Solution(q, sol); err != nil {
			t.Errorf("%s: the completion fails verification: %v", tc.p.Name, err)
		}
		if got, want := placementsKey(sol.Placements), placementsKey(pos.Completion); got != want || pos.Left() != tc.left {
			t.Errorf("%s: the completion found is %s, the position's %s (%d left)", tc.p.Name, got, want, pos.Left())
		}
		checkWhole(t, tc.p, pos)
	}
}
