package verify_test

import (
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/verify"
)

// TestSolutionErrors breaks a real solution of the 10x6 pentominoes in
// each way the verifier must catch, and checks its message.
func TestSolutionErrors(t *testing.T) {
	t.Parallel()
	p, sol := librarytest.First(t, "pentominoes-10x6", solver.Options{})
	if err := verify.Solution(p, sol); err != nil {
		t.Fatalf("valid solution rejected: %v", err)
	}
	clone := func() solver.Solution {
		var c solver.Solution
		for _, pl := range sol.Placements {
			c.Placements = append(c.Placements, solver.Placement{Piece: pl.Piece, Cells: append([]solver.Point(nil), pl.Cells...)})
		}
		return c
	}
	for _, tc := range []struct {
		name   string
		mutate func(*solver.Solution)
		want   string
	}{
		{"missing", func(s *solver.Solution) { s.Placements = s.Placements[1:] }, "is not placed"},
		{"twice", func(s *solver.Solution) { s.Placements[1].Piece = s.Placements[0].Piece }, "placed twice"},
		{"unknown", func(s *solver.Solution) { s.Placements[0].Piece = "Q" }, "unknown piece"},
		{"outside", func(s *solver.Solution) {
			for i := range s.Placements[0].Cells {
				s.Placements[0].Cells[i].X += 20
			}
		}, "outside the box"},
		{"shape", func(s *solver.Solution) {
			s.Placements[0].Piece, s.Placements[1].Piece = s.Placements[1].Piece, s.Placements[0].Piece
		}, "not an allowed orientation"},
	} {
		c := clone()
		tc.mutate(&c)
		err := verify.Solution(p, c)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want error containing %q", tc.name, err, tc.want)
		}
	}
}
