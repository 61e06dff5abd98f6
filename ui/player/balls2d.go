package player

import (
	"strconv"

	"polyplay/solver"
	"polyplay/trace"
)

// ballRadius and bondWidth size a ball in the 2-D drawing, in cells: a
// disc in its cell, joined to the balls of its piece beside it in its
// layer by a bar, so that a piece reads as one.
const (
	ballRadius = 0.42
	bondWidth  = 0.3
)

// drawBalls is Draw2D for balls (grid.Kind.Round): each layer a grid of
// discs, as Draw2D lays out cubes' layers (a layer rests in the hollows
// of the one under it: its place (x, y) lies over the four places x..x+1,
// y..y+1 below), each piece's discs drawn by ballPaths.
func drawBalls(b *trace.Board, colours map[string]string) Drawing {
	w, h := Size2D(b.X, b.Y, b.Z)
	d := Drawing{W: w, H: h, Labels: pieceLabels(b, colours), Layers: layerLabels(b)}
	cells := map[string][]solver.Point{"": nil}
	order := []string{""}
	for z := 0; z < b.Z; z++ {
		for y := b.Y - 1; y >= 0; y-- {
			for x := 0; x < b.X; x++ {
				c := solver.Point{X: x, Y: y, Z: z}
				if b.Hidden(c) {
					continue
				}
				name := b.At(c)
				if _, ok := cells[name]; !ok {
					order = append(order, name)
				}
				cells[name] = append(cells[name], c)
			}
		}
	}
	for _, name := range order {
		f := Fill{Piece: name, Colour: fillColour(name, colours)}
		f.D, f.Outline = ballPaths(b, cells[name])
		if name == "" {
			// Open balls are not joined.
			f.D = f.Outline
		}
		d.Fills = append(d.Fills, f)
		d.Borders += f.Outline
	}
	return d
}

// ballPaths is CellPaths for balls: the cells' discs, joined by bars
// where two of them are side by side in a layer, and the discs'
// outlines.
func ballPaths(b *trace.Board, cells []solver.Point) (fill, outline string) {
	in := make(map[solver.Point]bool, len(cells))
	for _, c := range cells {
		in[c] = true
	}
	var f, o []byte
	for _, c := range cells {
		l, t := CellOrigin(b.X, b.Y, c)
		cx, cy := l+0.5, t+0.5
		f = circle(f, cx, cy, ballRadius)
		o = circle(o, cx, cy, ballRadius)
		if in[solver.Point{X: c.X + 1, Y: c.Y, Z: c.Z}] {
			f = box(f, cx, cy-bondWidth/2, 1, bondWidth)
		}
		if in[solver.Point{X: c.X, Y: c.Y - 1, Z: c.Z}] {
			f = box(f, cx-bondWidth/2, cy, bondWidth, 1)
		}
	}
	return string(f), string(o)
}

// circle appends a circle of radius r about (cx, cy) as two arcs.
func circle(b []byte, cx, cy, r float64) []byte {
	b = append(b, 'M')
	b = appendNum(b, cx-r)
	b = append(b, ' ')
	b = appendNum(b, cy)
	for _, dx := range [2]float64{2 * r, -2 * r} {
		b = append(b, 'a')
		b = appendNum(b, r)
		b = append(b, ' ')
		b = appendNum(b, r)
		b = append(b, " 0 1 0 "...)
		b = appendNum(b, dx)
		b = append(b, " 0"...)
	}
	return append(b, 'z')
}

// box appends a w x h rectangle at (x, y), drawn the way round circle
// draws (down, right, up: anticlockwise on the screen): a path fills by
// the nonzero rule, and a bar drawn the other way round would cancel
// the discs it overlaps, leaving a hole.
func box(b []byte, x, y, w, h float64) []byte {
	b = append(b, 'M')
	b = appendNum(b, x)
	b = append(b, ' ')
	b = appendNum(b, y)
	b = append(b, 'v')
	b = appendNum(b, h)
	b = append(b, 'h')
	b = appendNum(b, w)
	b = append(b, 'v')
	b = appendNum(b, -h)
	return append(b, 'z')
}

func appendNum(b []byte, v float64) []byte { return strconv.AppendFloat(b, v, 'f', -1, 64) }
