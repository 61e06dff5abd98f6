package player

import (
	"math"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/trace"
)

// A board of prisms, whose cells are neither cubes nor balls and span
// layers (grid.Kind.Planar false, AxisTurns false: the triangular
// prisms), is drawn in 2-D as cubes' boards are, its layers side by side
// in boxes of X by Y cells (Size2D, CellOrigin), but each layer in the
// plane as the flat grid draws it (DrawPlane: triangles), scaled to fit
// its box.

// PrismLayers reports whether a board of grid k is drawn in 2-D with its
// layers in the plane (DrawLayers): the grids whose cells span layers
// and are neither cubes nor balls.
func PrismLayers(k grid.Kind) bool {
	return !k.Planar() && !k.Round() && !k.AxisTurns()
}

// prismLayers is PrismLayers for b's grid.
func prismLayers(b *trace.Board) bool { return PrismLayers(b.Grid) }

// prismPlane returns the plane drawing of layer z of an x by y box of
// grid k: the outlines of a layer's cells (grid.Kind.Corners, the same
// in every layer) scaled by one factor to fit the layer's x by y box,
// at the box's place.
func prismPlane(k grid.Kind, x, y, z int) Plane {
	var cells []solver.Point
	for j := range y {
		for i := range x {
			cells = append(cells, solver.Point{X: i, Y: j})
		}
	}
	pl := NewPlane(k, cells)
	w, h := pl.W/pl.scale, pl.H/pl.scale // the plane's extent
	pl.scale = math.Min(float64(x)/w, float64(y)/h)
	pl.W, pl.H = round2(w*pl.scale), round2(h*pl.scale)
	ox, _ := CellOrigin(x, y, solver.Point{Z: z})
	pl.left -= ox / pl.scale
	return pl
}

// drawPrisms is Draw2D for prisms (DrawLayers), with the layers'
// captions.
func drawPrisms(b *trace.Board, colours map[string]string) Drawing {
	d := DrawLayers(b.Grid, b.X, b.Y, b.Z, func(p solver.Point) (string, bool) {
		if p.X < 0 || p.Y < 0 || p.X >= b.X || p.Y >= b.Y || b.Hidden(p) {
			return "", false
		}
		return b.At(p), true
	}, colours)
	d.Layers = layerLabels(b)
	return d
}

// DrawLayers draws an x by y by z box of grid k (PrismLayers) as Draw2D
// draws a board: each layer in its plane, side by side as Size2D and
// CellOrigin place them, the layers' paths of one piece joined. at names
// the piece on a cell ("" for an open cell) and says whether it is drawn
// at all, as DrawPlane's does.
func DrawLayers(k grid.Kind, x, y, z int, at func(solver.Point) (string, bool), colours map[string]string) Drawing {
	w, h := Size2D(x, y, z)
	d := Drawing{W: w, H: h}
	index := map[string]int{}
	var fills, outlines [][]byte
	var borders, lines []byte
	for layerZ := range z {
		var cells []solver.Point
		for j := y - 1; j >= 0; j-- {
			for i := range x {
				if _, in := at(solver.Point{X: i, Y: j, Z: layerZ}); in {
					cells = append(cells, solver.Point{X: i, Y: j})
				}
			}
		}
		// The layer's cells are passed as the plane's (z = 0), so that
		// each points as the flat grid's cell does.
		layer := DrawPlane(prismPlane(k, x, y, layerZ), cells, func(c solver.Point) (string, bool) {
			return at(solver.Point{X: c.X, Y: c.Y, Z: layerZ})
		}, colours)
		for _, f := range layer.Fills {
			i, ok := index[f.Piece]
			if !ok {
				i = len(d.Fills)
				index[f.Piece] = i
				d.Fills = append(d.Fills, Fill{Piece: f.Piece, Colour: f.Colour})
				fills, outlines = append(fills, nil), append(outlines, nil)
			}
			fills[i] = append(fills[i], f.D...)
			outlines[i] = append(outlines[i], f.Outline...)
		}
		borders = append(borders, layer.Borders...)
		lines = append(lines, layer.Grid...)
		d.Labels = append(d.Labels, layer.Labels...)
	}
	for i := range d.Fills {
		d.Fills[i].D, d.Fills[i].Outline = string(fills[i]), string(outlines[i])
	}
	d.Borders, d.Grid = string(borders), string(lines)
	return d
}

// prismPaths is CellPaths for prisms: the cells in their layers' planes.
func prismPaths(b *trace.Board, cells []solver.Point) (fill, outline string) {
	in := make(map[solver.Point]bool, len(cells))
	for _, c := range cells {
		in[c] = true
	}
	var f, o []byte
	for _, c := range cells {
		pl := prismPlane(b.Grid, b.X, b.Y, c.Z)
		flat := solver.Point{X: c.X, Y: c.Y}
		f = pl.AppendCell(f, flat)
		for e := range b.Grid.Sides() {
			n := Across(b.Grid, flat, e)
			if !in[solver.Point{X: n.X, Y: n.Y, Z: c.Z}] {
				o = pl.AppendEdge(o, flat, e)
			}
		}
	}
	return string(f), string(o)
}
