package play

import (
	"fmt"
	"polyplay/solver"
	"slices"
	"strings"
	"time"

	"polyplay/solver/grid"
	"polyplay/ui/figures"
)

// CellName names box cell c as a person reads the board: rows counted
// from the region's top row down, from 1, and columns from the region's
// first column, from 1; a 3-D puzzle's cells also name their layer,
// counted from z = 0. On a grid whose rows do not line up in columns
// (triangles, hexagons: grid.Kind.Columns), a cell's column is its
// place in its row, counted from the row's first cell of the region.
func (pz *Puzzle) CellName(c solver.Point) string {
	col := c.X - pz.left + 1
	if c.Y >= 0 && c.Y < pz.Y {
		col = c.X - pz.rowStart[c.Y] + 1
	}
	s := fmt.Sprintf("row %d, column %d", pz.top-c.Y+1, col)
	if pz.ThreeD() {
		s = fmt.Sprintf("layer %d, %s", c.Z+1, s)
	}
	return s
}

// placeName names the place of a piece whose cells are cells, wherever
// a sentence says where a piece is (placed, moved, back): its first cell
// in reading order (comparePoints), the lowest layer first, so that a
// piece lying mostly in layer 1 is never said to be at layer 2.
func (pz *Puzzle) placeName(cells []solver.Point) string {
	cs := slices.Clone(cells)
	grid.SortPoints(cs, comparePoints)
	return pz.CellName(cs[0])
}

// maxNamed is how many cells a sentence names before it counts the rest.
const maxNamed = 4

// cellList names cells in reading order: "row 1, column 2 and row 1,
// column 3", the cells past maxNamed counted ("and 3 more cells").
func (pz *Puzzle) cellList(cells []solver.Point) string {
	cs := slices.Clone(cells)
	grid.SortPoints(cs, comparePoints)
	var names []string
	for i, c := range cs {
		if i == maxNamed && len(cs) > maxNamed+1 {
			names = append(names, figures.Count(int64(len(cs)-maxNamed), "more cell"))
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

// cellsWord is "1 cell" or "n cells".
func cellsWord(n int) string { return figures.Count(int64(n), "cell") }

// Clock formats a time played as m:ss, or h:mm:ss from an hour on.
func Clock(d time.Duration) string {
	s := int64(d / time.Second)
	if s < 0 {
		s = 0
	}
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
