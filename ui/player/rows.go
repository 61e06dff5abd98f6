package player

import (
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/trace"
)

// A 2-D drawing lays a box's layers side by side (Draw2D). A page that
// shows balls in a narrow column arranges the layers in rows instead, so
// that no ball is drawn smaller than a finger's target: as many layers
// a row as fit at that size, and a single layer wider than the column
// scrolls rather than shrinks. A ball's disc spans less than its cell
// and stands apart from its neighbours, its piece shown by its colour
// alone; squares and cubes share their edges, their pieces outlined,
// and keep their layers side by side.

// MinTarget is the least size, in CSS pixels, at which a cell of a
// layer view is drawn: a ball's disc, a cube's square.
const MinTarget = 24

// CellSpan is the part of a cell, across, that a cell of grid k covers
// in a 2-D drawing: a ball's disc, a cube's whole square.
func CellSpan(k grid.Kind) float64 {
	if k.Round() {
		return 2 * ballRadius
	}
	return 1
}

// MinCell is the least size, in pixels, of a cell of grid k in a page's
// layer views: a ball's disc MinTarget across; none for squares and
// cubes, whose layers stay side by side.
func MinCell(k grid.Kind) float64 {
	if k.Round() {
		return MinTarget / CellSpan(k)
	}
	return 0
}

// Rows is an arrangement of a drawing's layers in rows.
type Rows struct {
	// Cols is the layers a row, Rows the rows.
	Cols, Rows int
	// Cell is the size of a cell in pixels.
	Cell float64
	// W and H are the arrangement's size in cells, margins included.
	W, H float64
	// spans are the drawing rows each layer shows, tops the top of
	// each row of layers (its first layer row), in cells.
	spans [][2]int
	tops  []float64
}

// Margins is the room a drawing needs around its layers, in cells: Side
// left and right, Bottom under each row of layers and Top above each
// (the layers' captions).
type Margins struct {
	Side, Top, Bottom float64
}

// LayerRows returns, for each layer of board b's 2-D drawing, the first
// and one past the last of its rows (from the top, as CellOrigin counts
// them) that hold a cell that is drawn (not hidden): the rows of the
// layer a drawing needs. A layer with none has [0, 0].
func LayerRows(b *trace.Board) [][2]int {
	out := make([][2]int, max(b.Z, 1))
	for z := range b.Z {
		lo, hi := b.Y, 0
		for y := range b.Y {
			for x := range b.X {
				if !b.Hidden(solver.Point{X: x, Y: y, Z: z}) {
					row := b.Y - 1 - y
					lo, hi = min(lo, row), max(hi, row+1)
				}
			}
		}
		if lo < hi {
			out[z] = [2]int{lo, hi}
		}
	}
	return out
}

// ArrangeLayers arranges the layers of x by y cells of grid k's 2-D
// drawing, spans their rows (LayerRows: one a layer), in a column width
// pixels wide, with margins m: all side by side (cells filling the
// width) when their cells are then at least MinCell(k) pixels, else in
// rows of as many layers as keep them that large, each row as high as
// its layers' rows need. A layer of a box that does not fit at that
// size alone is wider than the column (Cell is the least size); a flat
// board's single layer fills the width whatever its size.
func ArrangeLayers(k grid.Kind, x, y int, spans [][2]int, width float64, m Margins) Rows {
	z := max(len(spans), 1)
	least := MinCell(k)
	var r Rows
	for cols := z; ; cols-- {
		r = RowsOf(x, y, spans, cols, m)
		r.Cell = width / r.W
		if r.Cell >= least || cols == 1 {
			break
		}
	}
	if z > 1 {
		// A flat board keeps filling the width, as it always has.
		r.Cell = max(r.Cell, least)
	}
	return r
}

// RowsOf arranges the layers of x by y cells, spans their rows (one a
// layer), cols a row with margins m (Cell left 0). Side by side (cols
// as many as the layers) each layer keeps all its y rows, as Draw2D
// draws them; in rows each row of layers is as high as its layers'
// spans.
func RowsOf(x, y int, spans [][2]int, cols int, m Margins) Rows {
	z := max(len(spans), 1)
	cols = min(max(cols, 1), z)
	r := Rows{Cols: cols, Rows: (z + cols - 1) / cols, spans: make([][2]int, z)}
	r.W = float64(cols*x+(cols-1)*LayerGap) + 2*m.Side
	for i := range r.spans {
		r.spans[i] = [2]int{0, y}
		if cols < z && i < len(spans) {
			r.spans[i] = spans[i]
		}
	}
	for row := range r.Rows {
		h := 0
		for i := row * cols; i < min(z, (row+1)*cols); i++ {
			h = max(h, r.spans[i][1]-r.spans[i][0])
		}
		r.tops = append(r.tops, r.H)
		r.H += float64(h) + m.Top + m.Bottom
	}
	return r
}

// Shift returns how far, in cells, layer z of a drawing of layers x
// cells wide moves from its place side by side (Draw2D's) to its place
// in the rows: the layers are placed row by row from z = 0, each row
// below the one before, the first of a layer's rows at its row's top.
func (r Rows) Shift(x, z int) (dx, dy float64) {
	col, row := z%r.Cols, z/r.Cols
	return float64((col - z) * (x + LayerGap)), r.tops[row] - float64(r.spans[z][0])
}

// Span returns the first and one past the last of layer z's rows that
// the arrangement shows.
func (r Rows) Span(z int) (first, end int) { return r.spans[z][0], r.spans[z][1] }
