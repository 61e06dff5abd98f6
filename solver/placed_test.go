package solver_test

import (
	"context"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
)

// TestWithPlaced: on the 8x8 with a hole, the pieces of a solution but
// two become stationary at their cells, the others stay as they were,
// and the puzzle left is solved (the solution's last two pieces complete
// it); a position that is not one of the puzzle's is refused with the
// reason.
func TestWithPlaced(t *testing.T) {
	t.Parallel()
	p := librarytest.Problem(t, "pentominoes-8x8-hole")
	_, sol := librarytest.Solve(t, p, solver.Options{Run: solver.Run{MaxSolutions: 1}})
	placed := sol.Placements[:len(sol.Placements)-2]
	q, err := solver.WithPlaced(p, placed)
	if err != nil {
		t.Fatal(err)
	}
	stationary := 0
	for i, pc := range q.Pieces {
		if pc.Stationary {
			stationary++
		}
		if pc.Name != p.Pieces[i].Name {
			t.Errorf("piece %d is %s, want %s", i, pc.Name, p.Pieces[i].Name)
		}
	}
	if want := len(placed) + 1; stationary != want { // the hole's piece too
		t.Errorf("%d stationary pieces, want %d", stationary, want)
	}
	s, err := solver.New(q, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if st, err := s.Solve(context.Background(), nil); err != nil || st.Solutions < 1 {
		t.Errorf("the position's completions: %d, %v; want at least its own", st.Solutions, err)
	}
	var hole solver.Piece
	for _, pc := range p.Pieces {
		if pc.Stationary {
			hole = pc
		}
	}
	for _, tc := range []struct {
		placed []solver.Placement
		want   string
	}{
		{[]solver.Placement{{Piece: hole.Name, Cells: hole.Cells}}, "piece " + hole.Name + " is stationary: it cannot be placed"},
		{[]solver.Placement{{Piece: "I", Cells: []solver.Point{{X: 1, Y: 3}, {X: 2, Y: 3}, {X: 3, Y: 3}, {X: 4, Y: 3}, {X: 5, Y: 3}}}}, "piece I covers a square that is not in the region, at (3 3 0)"},
		{[]solver.Placement{{Piece: "I", Cells: []solver.Point{{X: -1, Y: 0}, {X: 0, Y: 0}, {X: 1, Y: 0}, {X: 2, Y: 0}, {X: 3, Y: 0}}}}, "piece I has 1 square outside the region"},
	} {
		if _, err := solver.WithPlaced(p, tc.placed); err == nil || err.Error() != tc.want {
			t.Errorf("WithPlaced(%v): %v, want %q", tc.placed, err, tc.want)
		}
	}
	if _, err := solver.WithPlaced(nil, nil); err == nil {
		t.Error("WithPlaced(nil): no error")
	}
}
