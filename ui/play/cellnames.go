package play

import (
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/figures"
	"polyplay/ui/place"
)

// CellName names box cell c as every view names a place (place.Namer):
// "layer 2, row 1, column 3", rows and columns counted from 1 in the
// cell's layer as its view draws it, layers from 1.
func (pz *Puzzle) CellName(c solver.Point) string { return pz.namer.Cell(c) }

// PlaceName names the place of a piece whose cells are cells, wherever
// a sentence says where a piece is (held over, placed, moved, back):
// place.Namer.Piece, so the piece in hand and the same piece placed are
// named alike.
func (pz *Puzzle) PlaceName(cells []solver.Point) string { return pz.namer.Piece(cells) }

// maxNamed is how many cells a sentence names before it counts the rest.
const maxNamed = 4

// cellList names cells in reading order: "row 1, column 2 and row 1,
// column 3", the cells past maxNamed counted in the region's unit ("and
// 3 more balls").
func (pz *Puzzle) cellList(cells []solver.Point) string {
	cs := append([]solver.Point(nil), cells...)
	grid.SortPoints(cs, place.Compare)
	var names []string
	for i, c := range cs {
		if i == maxNamed && len(cs) > maxNamed+1 {
			names = append(names, figures.Count(int64(len(cs)-maxNamed), "more "+pz.region.Unit))
			break
		}
		names = append(names, pz.CellName(c))
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], "; ") + " and " + names[len(names)-1]
}
