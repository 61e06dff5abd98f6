// Package place names the places of a puzzle's region as a person reads
// its views, in the same words in every view: Play's scene, its status
// and ghost lines, the coach, the main page's layer views and the embed.
//
// Layers are counted from 1, the bottom layer first ("Layer 1 of 5"),
// never by their z coordinate. A cell is named by its layer (on a 3-D
// grid), its row and its column, each counted from 1: rows from the
// region's top row down, columns from its first column. Where a grid's
// layers stand straight over one another (cubes), every layer shares
// one frame, so a stack of cubes has the same row and column on every
// layer; where each layer rests in the hollows of the one under it
// (balls), each layer is counted in its own frame, as its view draws it
// (on the Kanoodle pyramid's second layer, rows 1 to 4; the apex is
// layer 5, row 1, column 1). On a grid whose rows do not line up in
// columns (grid.Kind.Columns: triangles, hexagons, triangular layers of
// balls) a cell's column is its place in its row, counted from the row's
// first cell of the region. A piece is named by its first cell in
// reading order (Compare), so a piece held over a place and the same
// piece placed there are named alike.
package place

import (
	"fmt"
	"strconv"

	"polyplay/solver/grid"
)

// Layer captions layer z (counted from 0) of a 3-D grid: "Layer 1".
func Layer(z int) string { return "Layer " + strconv.Itoa(z+1) }

// LayerOf names layer z of a grid of n layers: "Layer 1 of 5".
func LayerOf(z, n int) string { return fmt.Sprintf("Layer %d of %d", z+1, n) }

// Layers names all n layers of a grid, side by side: "Layers 1 to 3".
func Layers(n int) string { return fmt.Sprintf("Layers 1 to %d", n) }

// Compare orders cells as a person reads a region: layer by layer from
// the bottom, each layer from its top row (the greatest y) down, each
// row from the left.
func Compare(a, b grid.Point) int {
	switch {
	case a.Z != b.Z:
		return a.Z - b.Z
	case a.Y != b.Y:
		return b.Y - a.Y
	}
	return a.X - b.X
}

// Namer names the cells of one region. The zero Namer is not usable:
// make one with New.
type Namer struct {
	// x, y, z are the box's dimensions.
	x, y, z int
	// frames holds, per layer (one shared by all layers whose grid
	// stacks them straight), where rows and columns start.
	frames []frame
	// threeD is whether names say the layer.
	threeD bool
}

// frame is where one layer's rows and columns start: top is its first
// row (the greatest y of an open cell), left its first column (the least
// x); rowStart[y] is where row y's columns start (left on a grid with
// columns or for a row without an open cell).
type frame struct {
	top, left int
	rowStart  []int
}

// New makes the Namer of a region on grid k in a box x by y by z cells,
// whose cells are those that open reports true.
func New(k grid.Kind, x, y, z int, open func(grid.Point) bool) *Namer {
	n := &Namer{x: x, y: y, z: z, threeD: z > 1}
	if stacked(k) {
		n.frames = []frame{newFrame(k, x, y, 0, z, open)}
		return n
	}
	for l := range z {
		n.frames = append(n.frames, newFrame(k, x, y, l, l+1, open))
	}
	return n
}

// stacked reports whether grid k stands each layer straight over the
// one under it (a cell's centre seen from above does not move with its
// layer), so that all its layers share one frame.
func stacked(k grid.Kind) bool {
	return k.Centre(grid.Point{Z: 1}) == k.Centre(grid.Point{})
}

// newFrame finds where the rows and columns of layers z0 to z1-1 start.
func newFrame(k grid.Kind, x, y, z0, z1 int, open func(grid.Point) bool) frame {
	f := frame{top: -1, left: x, rowStart: make([]int, y)}
	for cy := range y {
		f.rowStart[cy] = -1
		for cz := z0; cz < z1; cz++ {
			for cx := range x {
				if !open(grid.Point{X: cx, Y: cy, Z: cz}) {
					continue
				}
				f.top, f.left = max(f.top, cy), min(f.left, cx)
				if f.rowStart[cy] < 0 || cx < f.rowStart[cy] {
					f.rowStart[cy] = cx
				}
			}
		}
	}
	if f.top < 0 { // no open cell
		f.top, f.left = y-1, 0
	}
	for cy, cx := range f.rowStart {
		if cx < 0 || k.Columns() {
			f.rowStart[cy] = f.left
		}
	}
	return f
}

// frameOf returns the frame cell c is counted in.
func (n *Namer) frameOf(c grid.Point) *frame {
	if len(n.frames) == 1 {
		return &n.frames[0]
	}
	return &n.frames[min(max(c.Z, 0), len(n.frames)-1)]
}

// Cell names cell c: "row 1, column 2", on a 3-D grid "layer 2, row 1,
// column 2".
func (n *Namer) Cell(c grid.Point) string {
	f := n.frameOf(c)
	col := c.X - f.left + 1
	if c.Y >= 0 && c.Y < len(f.rowStart) {
		col = c.X - f.rowStart[c.Y] + 1
	}
	s := fmt.Sprintf("row %d, column %d", f.top-c.Y+1, col)
	if n.threeD {
		s = fmt.Sprintf("layer %d, %s", c.Z+1, s)
	}
	return s
}

// Piece names the place of a piece whose cells are cells, wherever a
// sentence says where a piece is (held over, placed, moved, back): its
// first cell in the box in reading order (Compare), the lowest layer
// first, so that a piece lying mostly in layer 1 is never said to be at
// layer 2, and a piece held partly off the board is named by a cell on
// it. A piece with no cell in the box is named by its first cell.
func (n *Namer) Piece(cells []grid.Point) string {
	if len(cells) == 0 {
		return ""
	}
	cs := append([]grid.Point(nil), cells...)
	grid.SortPoints(cs, Compare)
	for _, c := range cs {
		if n.inBox(c) {
			return n.Cell(c)
		}
	}
	return n.Cell(cs[0])
}

// inBox reports whether c lies in the box.
func (n *Namer) inBox(c grid.Point) bool {
	return c.X >= 0 && c.X < n.x && c.Y >= 0 && c.Y < n.y && c.Z >= 0 && c.Z < n.z
}
