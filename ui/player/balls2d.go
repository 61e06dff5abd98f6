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
// y..y+1 below).
func drawBalls(b *trace.Board, colours map[string]string) Drawing {
	w, h := Size2D(b.X, b.Y, b.Z)
	d := Drawing{W: w, H: h}
	index := map[string]int{}
	var fills, outlines [][]byte
	get := func(name string) int {
		if i, ok := index[name]; ok {
			return i
		}
		index[name] = len(fills)
		d.Fills = append(d.Fills, Fill{Piece: name, Colour: fillColour(name, colours)})
		fills, outlines = append(fills, nil), append(outlines, nil)
		return len(fills) - 1
	}
	get("")
	var borders []byte
	for z := 0; z < b.Z; z++ {
		for y := b.Y - 1; y >= 0; y-- {
			for x := 0; x < b.X; x++ {
				c := solver.Point{X: x, Y: y, Z: z}
				if b.Hidden(c) {
					continue
				}
				name := b.At(c)
				i := get(name)
				l, t := CellOrigin(b.X, b.Y, c)
				cx, cy := l+0.5, t+0.5
				fills[i] = circle(fills[i], cx, cy, ballRadius)
				outlines[i] = circle(outlines[i], cx, cy, ballRadius)
				borders = circle(borders, cx, cy, ballRadius)
				if name == "" {
					continue
				}
				// Bars to the next ball of the piece on the right and below.
				if n := (solver.Point{X: x + 1, Y: y, Z: z}); !b.Hidden(n) && x+1 < b.X && b.At(n) == name {
					fills[i] = box(fills[i], cx, cy-bondWidth/2, 1, bondWidth)
				}
				if n := (solver.Point{X: x, Y: y - 1, Z: z}); !b.Hidden(n) && y > 0 && b.At(n) == name {
					fills[i] = box(fills[i], cx-bondWidth/2, cy, bondWidth, 1)
				}
			}
		}
	}
	d.Labels = pieceLabels(b, colours)
	d.Layers = layerLabels(b)
	for i := range d.Fills {
		d.Fills[i].D, d.Fills[i].Outline = string(fills[i]), string(outlines[i])
	}
	d.Borders = string(borders)
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

// box appends a w x h rectangle at (x, y).
func box(b []byte, x, y, w, h float64) []byte {
	b = append(b, 'M')
	b = appendNum(b, x)
	b = append(b, ' ')
	b = appendNum(b, y)
	b = append(b, 'h')
	b = appendNum(b, w)
	b = append(b, 'v')
	b = appendNum(b, h)
	b = append(b, 'h')
	b = appendNum(b, -w)
	return append(b, 'z')
}

func appendNum(b []byte, v float64) []byte { return strconv.AppendFloat(b, v, 'f', -1, 64) }
