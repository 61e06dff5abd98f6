package challenge

import (
	"testing"

	"polyplay/solver"
)

// TestSpareRefused: a puzzle whose pieces may be left out has no
// starting positions here, with an error that says why.
func TestSpareRefused(t *testing.T) {
	p := &solver.Problem{XDim: 3, YDim: 1, ZDim: 1, Pieces: []solver.Piece{
		{Name: "D", Cells: []solver.Point{{}, {X: 1}}, Spare: true},
		{Name: "M1", Cells: []solver.Point{{}}},
		{Name: "M2", Cells: []solver.Point{{}}, Spare: true},
	}}
	if _, err := New(p); err != errSpare {
		t.Errorf("New: %v, want %v", err, errSpare)
	}
}
