package play

import (
	"testing"

	"polyplay/solver"
)

// TestSolvedSpare: where pieces may be left out, a game is solved once
// the region is filled with each shape's pieces that are not spare on
// the board, whichever copies lie there, and no dead end is pointed out.
func TestSolvedSpare(t *testing.T) {
	p := &solver.Problem{Name: "strip", XDim: 3, YDim: 1, ZDim: 1, Pieces: []solver.Piece{
		{Name: "D", Cells: []solver.Point{{}, {X: 1}}, Spare: true},
		{Name: "M1", Cells: []solver.Point{{}}},
		{Name: "M2", Cells: []solver.Point{{}}, Spare: true},
		{Name: "M3", Cells: []solver.Point{{}}, Spare: true},
	}}
	for _, tc := range []struct {
		name   string
		places []solver.Placement
		solved []bool // after each placement
	}{
		{"domino and a monomino", []solver.Placement{
			{Piece: "D", Cells: []solver.Point{{}, {X: 1}}},
			{Piece: "M2", Cells: []solver.Point{{X: 2}}},
		}, []bool{false, true}},
		{"three monominoes", []solver.Placement{
			{Piece: "M3", Cells: []solver.Point{{X: 2}}},
			{Piece: "M1", Cells: []solver.Point{{X: 0}}},
			{Piece: "M2", Cells: []solver.Point{{X: 1}}},
		}, []bool{false, false, true}},
	} {
		pz, err := NewPuzzle(p)
		if err != nil {
			t.Fatal(err)
		}
		g := NewGame(pz)
		for k, pl := range tc.places {
			if n := g.Place(pl.Piece, pl.Cells); n.Refused || g.Solved() != tc.solved[k] {
				t.Errorf("%s: after %s, %+v, solved %v; want %v", tc.name, pl.Piece, n, g.Solved(), tc.solved[k])
			}
			if d := g.DeadEnd(); d != nil {
				t.Errorf("%s: after %s, dead end %+v", tc.name, pl.Piece, d)
			}
		}
	}
}
