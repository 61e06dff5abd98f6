package librarytest

import (
	"slices"
	"testing"

	"polyplay/solver/grid"
)

// TestFlatV checks the puzzle FlatV is what it says: none of the
// lattice's turns lays the row on the open cells, and one of the turns
// of space that land its balls on balls (grid.Kind.Poses) does.
func TestFlatV(t *testing.T) {
	p := FlatV()
	k := p.Grid
	var open []grid.Point
	for x := range p.XDim {
		for y := range p.YDim {
			c := grid.Point{X: x, Y: y}
			if !slices.Contains(p.Pieces[1].Cells, c) {
				open = append(open, c)
			}
		}
	}
	k.Normalize(open)
	fits := func(ts []grid.Transform) bool {
		for _, tr := range ts {
			img := make([]grid.Point, 0, len(open))
			for _, c := range p.Pieces[0].Cells {
				img = append(img, tr.Apply(c))
			}
			k.Normalize(img)
			if slices.Equal(img, open) {
				return true
			}
		}
		return false
	}
	if fits(k.Turns(false)) {
		t.Error("a turn of the lattice lays the row on the open cells")
	}
	if !fits(k.Poses(p.Pieces[0].Cells, false)) {
		t.Error("no turn of space lays the row on the open cells")
	}
}
