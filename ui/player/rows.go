package player

import "polyplay/solver/grid"

// A 2-D drawing lays a box's layers side by side (Draw2D). A page that
// shows it in a narrow column arranges the layers in rows instead, so
// that no cell is drawn smaller than a finger's target: as many layers
// a row as fit at that size, and a single layer wider than the column
// scrolls rather than shrinks.

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

// Rows is an arrangement of a drawing's layers in rows.
type Rows struct {
	// Cols is the layers a row, Rows the rows.
	Cols, Rows int
	// Cell is the size of a cell in pixels.
	Cell float64
	// W and H are the arrangement's size in cells, margins included.
	W, H float64
}

// Margins is the room a drawing needs around its layers, in cells: Side
// left and right, Bottom under each row of layers and Top above each
// (the layers' captions).
type Margins struct {
	Side, Top, Bottom float64
}

// ArrangeLayers arranges the z layers of x by y cells of grid k's 2-D
// drawing in a column width pixels wide, with margins m: all side by
// side (cells filling the width) when their cells are then at least
// MinTarget pixels across their span, else in rows of as many layers as
// keep them that large. A layer of a box that does not fit at that size
// alone is wider than the column (Cell is the least size); a flat
// board's single layer fills the width whatever its size.
func ArrangeLayers(k grid.Kind, x, y, z int, width float64, m Margins) Rows {
	z = max(z, 1)
	least := MinTarget / CellSpan(k)
	r := Rows{Cols: z}
	for ; ; r.Cols-- {
		r.W = float64(r.Cols*x+(r.Cols-1)*LayerGap) + 2*m.Side
		r.Cell = width / r.W
		if r.Cell >= least || r.Cols == 1 {
			break
		}
	}
	if z > 1 {
		// A flat board keeps filling the width, as it always has.
		r.Cell = max(r.Cell, least)
	}
	r.Rows = (z + r.Cols - 1) / r.Cols
	r.H = float64(r.Rows) * (float64(y) + m.Top + m.Bottom)
	return r
}

// Shift returns how far, in cells, layer z of a drawing of layers of x
// by y cells moves from its place side by side (Draw2D's) to its place
// in the rows: the layers are placed row by row from z = 0, each row
// below the one before.
func (r Rows) Shift(x, y, z int, m Margins) (dx, dy float64) {
	col, row := z%r.Cols, z/r.Cols
	return float64((col - z) * (x + LayerGap)), float64(row) * (float64(y) + m.Top + m.Bottom)
}
