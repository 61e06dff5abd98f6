package play

import (
	"slices"
	"testing"

	"polyplay/solver"
)

// TestOutsideWords: a piece dropped partly outside the region, and a
// pick-up outside it, are refused in a person's words on every grid: the
// cells as balls or triangles, the region as a pyramid, a tetrahedron or
// a board, and never the stationary piece * that shapes the region in
// the definition (the box's corners around a pyramid).
func TestOutsideWords(t *testing.T) {
	tests := []struct {
		key     string
		pickUp  solver.Point // outside the region
		drop    solver.Point // piece 0 held by its first cell
		text    string
		cells   []solver.Point
		pickTxt string
	}{
		{"kanoodle-pyramid", solver.Point{X: 4, Y: 4, Z: 3}, solver.Point{X: 3, Y: 3, Z: 1},
			"Refused: A has 1 ball outside the pyramid.", []solver.Point{{X: 4, Y: 1, Z: 1}}, "Refused: that place is outside the pyramid."},
		{"tetraspheres-tetrahedron", solver.Point{X: 3, Y: 3, Z: 3}, solver.Point{X: 3, Y: 3, Z: 1},
			"Refused: A has 4 balls outside the tetrahedron.", []solver.Point{{X: 3, Y: 3, Z: 1}}, "Refused: that place is outside the tetrahedron."},
		{"hexiamonds-6x6", solver.Point{Y: 5}, solver.Point{X: 4, Y: 4},
			"Refused: A has 1 triangle outside the board.", []solver.Point{{X: 2, Y: 3}}, "Refused: that place is outside the board."},
		{"pentominoes-10x6", solver.Point{X: 10}, solver.Point{X: 9},
			"Refused: F has 4 squares outside the board.", nil, "Refused: that place is outside the board."},
	}
	for _, tt := range tests {
		g := NewGame(library(t, tt.key))
		if n := g.PickUp(tt.pickUp); n.Text != tt.pickTxt || !n.Refused {
			t.Errorf("%s: PickUp(%v): %+v, want %q", tt.key, tt.pickUp, n, tt.pickTxt)
		}
		g.Pick(0)
		if n := g.DropAt(tt.drop); n.Text != tt.text || !n.Refused || !slices.Equal(n.Cells, tt.cells) {
			t.Errorf("%s: DropAt(%v): %+v, want %q at %v", tt.key, tt.drop, n, tt.text, tt.cells)
		}
	}
}
