package play

import (
	"testing"

	"polyplay/solver"
)

// TestSolvedOptional: where cells may stay empty, a game is solved once
// every piece is on the board and every cell that must be filled is,
// not when the pieces all lie with such a cell open.
func TestSolvedOptional(t *testing.T) {
	domino := []solver.Point{{}, {X: 1}}
	p := &solver.Problem{XDim: 3, YDim: 2, ZDim: 1, Pieces: []solver.Piece{{Name: "A", Cells: domino}, {Name: "B", Cells: domino}},
		Optional: []solver.Point{{X: 2}, {X: 2, Y: 1}}}
	pz, err := NewPuzzle(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		a, b   []solver.Point
		solved bool
	}{
		{[]solver.Point{{X: 1}, {X: 2}}, []solver.Point{{X: 1, Y: 1}, {X: 2, Y: 1}}, false},
		{[]solver.Point{{X: 0}, {X: 1}}, []solver.Point{{X: 0, Y: 1}, {X: 1, Y: 1}}, true},
	} {
		g := NewGame(pz)
		for _, pl := range []struct {
			name  string
			cells []solver.Point
		}{{"A", tc.a}, {"B", tc.b}} {
			g.Place(pl.name, pl.cells)
		}
		if n := len(g.Placed()); n != 2 {
			t.Fatalf("%d pieces placed, want 2", n)
		}
		if g.Solved() != tc.solved {
			t.Errorf("A at %v, B at %v: Solved %v, want %v", tc.a, tc.b, g.Solved(), tc.solved)
		}
	}
}

// TestDeadEndOptional: where cells may stay empty, DeadEnd gives no
// argument, all of which count what the pieces must fill: in a row of
// five cells whose last may stay empty, with A on the third and fourth,
// the last cell alone would be a Hole for the domino left, but B fills
// the first two and the last stays empty.
func TestDeadEndOptional(t *testing.T) {
	domino := []solver.Point{{}, {X: 1}}
	p := &solver.Problem{XDim: 5, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "A", Cells: domino}, {Name: "B", Cells: domino}},
		Optional: []solver.Point{{X: 4}}}
	pz, err := NewPuzzle(p)
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(pz)
	g.Place("A", []solver.Point{{X: 2}, {X: 3}})
	if len(g.Placed()) != 1 {
		t.Fatal("A is not placed")
	}
	if d := g.DeadEnd(); d != nil {
		t.Errorf("DeadEnd: %v %q, want none", d.Kind, d.Text)
	}
}
