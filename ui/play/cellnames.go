package play

import (
	"fmt"
	"slices"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/figures"
)

// cellNamer names a puzzle's cells as a person reads the board, counting
// rows and columns from where its region starts.
type cellNamer struct {
	// top is the region's first row (the greatest y of an open cell),
	// left its first column (the least x); on a grid without columns
	// (grid.Kind.Columns), rowStart[y] is the least x of an open cell
	// of row y (left for a row without one). CellName counts from them.
	top, left int
	rowStart  []int
	// threeD is whether names say the layer.
	threeD bool
}

// newCellNamer finds where pz's region's rows and columns start.
func newCellNamer(pz *Puzzle) cellNamer {
	var n cellNamer
	n.threeD = pz.ThreeD()
	n.top, n.left = -1, pz.X
	n.rowStart = make([]int, pz.Y)
	for y := range pz.Y {
		n.rowStart[y] = -1
		for z := range pz.Z {
			for x := range pz.X {
				if c := (solver.Point{X: x, Y: y, Z: z}); pz.Open(c) {
					n.top, n.left = max(n.top, y), min(n.left, x)
					if n.rowStart[y] < 0 || x < n.rowStart[y] {
						n.rowStart[y] = x
					}
				}
			}
		}
	}
	if n.top < 0 { // no open cell
		n.top, n.left = pz.Y-1, 0
	}
	for y, x := range n.rowStart {
		if x < 0 || pz.kind.Columns() {
			n.rowStart[y] = n.left
		}
	}
	return n
}

// CellName names box cell c as a person reads the board: rows counted
// from the region's top row down, from 1, and columns from the region's
// first column, from 1; a 3-D puzzle's cells also name their layer,
// counted from z = 0. On a grid whose rows do not line up in columns
// (triangles, hexagons: grid.Kind.Columns), a cell's column is its
// place in its row, counted from the row's first cell of the region.
func (cn *cellNamer) CellName(c solver.Point) string {
	col := c.X - cn.left + 1
	if c.Y >= 0 && c.Y < len(cn.rowStart) {
		col = c.X - cn.rowStart[c.Y] + 1
	}
	s := fmt.Sprintf("row %d, column %d", cn.top-c.Y+1, col)
	if cn.threeD {
		s = fmt.Sprintf("layer %d, %s", c.Z+1, s)
	}
	return s
}

// placeName names the place of a piece whose cells are cells, wherever
// a sentence says where a piece is (placed, moved, back): its first cell
// in reading order (comparePoints), the lowest layer first, so that a
// piece lying mostly in layer 1 is never said to be at layer 2.
func (cn *cellNamer) placeName(cells []solver.Point) string {
	cs := slices.Clone(cells)
	grid.SortPoints(cs, comparePoints)
	return cn.CellName(cs[0])
}

// maxNamed is how many cells a sentence names before it counts the rest.
const maxNamed = 4

// cellList names cells in reading order: "row 1, column 2 and row 1,
// column 3", the cells past maxNamed counted ("and 3 more cells").
func (cn *cellNamer) cellList(cells []solver.Point) string {
	cs := slices.Clone(cells)
	grid.SortPoints(cs, comparePoints)
	var names []string
	for i, c := range cs {
		if i == maxNamed && len(cs) > maxNamed+1 {
			names = append(names, figures.Count(int64(len(cs)-maxNamed), "more cell"))
			break
		}
		names = append(names, cn.CellName(c))
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], "; ") + " and " + names[len(names)-1]
}
