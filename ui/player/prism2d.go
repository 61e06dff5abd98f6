package player

import (
	"math"

	"polyplay/solver"
	"polyplay/trace"
)

// A board of prisms, whose cells are neither cubes nor balls and span
// layers (grid.Kind.Planar false, AxisTurns false: the triangular
// prisms), is drawn in 2-D as cubes' boards are, its layers side by side
// in boxes of X by Y cells (Size2D, CellOrigin), but each layer in the
// plane as the flat grid draws it (DrawPlane: triangles), scaled to fit
// its box.

// prismLayers reports whether b's 2-D drawing draws its layers in the
// plane (prism2d.go).
func prismLayers(b *trace.Board) bool {
	return !b.Grid.Planar() && !b.Grid.Round() && !b.Grid.AxisTurns()
}

// prismPlane returns the plane drawing of layer z of b: the outlines of
// a layer's cells (grid.Kind.Corners, the same in every layer) scaled by
// one factor to fit the layer's X by Y box, at the box's place.
func prismPlane(b *trace.Board, z int) Plane {
	var cells []solver.Point
	for y := range b.Y {
		for x := range b.X {
			cells = append(cells, solver.Point{X: x, Y: y})
		}
	}
	pl := NewPlane(b.Grid, cells)
	w, h := pl.W/pl.scale, pl.H/pl.scale // the plane's extent
	pl.scale = math.Min(float64(b.X)/w, float64(b.Y)/h)
	pl.W, pl.H = round2(w*pl.scale), round2(h*pl.scale)
	ox, _ := CellOrigin(b.X, b.Y, solver.Point{Z: z})
	pl.left -= ox / pl.scale
	return pl
}

// drawPrisms is Draw2D for prisms: each layer drawn in its plane, the
// layers' paths of one piece joined.
func drawPrisms(b *trace.Board, colours map[string]string) Drawing {
	w, h := Size2D(b.X, b.Y, b.Z)
	d := Drawing{W: w, H: h}
	index := map[string]int{}
	var fills, outlines [][]byte
	var borders, lines []byte
	for z := range b.Z {
		var cells []solver.Point
		for y := b.Y - 1; y >= 0; y-- {
			for x := range b.X {
				if !b.Hidden(solver.Point{X: x, Y: y, Z: z}) {
					cells = append(cells, solver.Point{X: x, Y: y})
				}
			}
		}
		// The layer's cells are passed as the plane's (z = 0), so that
		// each points as the flat grid's cell does.
		layer := DrawPlane(prismPlane(b, z), cells, func(c solver.Point) (string, bool) {
			p := solver.Point{X: c.X, Y: c.Y, Z: z}
			if c.X < 0 || c.Y < 0 || c.X >= b.X || c.Y >= b.Y || b.Hidden(p) {
				return "", false
			}
			return b.At(p), true
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
	d.Layers = layerLabels(b)
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
		pl := prismPlane(b, c.Z)
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
