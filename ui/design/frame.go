package design

import (
	"slices"

	"polyplay/solver"
)

// A Frame is the part of a piece's own grid the designer shows while the
// piece is drawn: the cells from Lo to Hi (inclusive), in the piece's
// coordinates. Adding a cell beside the piece moves the piece's
// coordinates (NormalizeOn); the frame follows (Shift), so that every
// cell stays where the person sees it and the next click lands where it
// was aimed. It only grows, by Grow cells at a time, when the piece comes
// within a cell of its edge.
type Frame struct {
	Lo, Hi solver.Point
}

// Grow is how many cells a frame grows by on a side the piece reaches.
const Grow = 2

// Fit returns f grown so that it holds cells with a margin of at least
// one cell on each side (on the right a cell more if wide, for grids
// whose cells alternate in width; in z only if flat is false): a new
// frame if f is the zero Frame.
func (f Frame) Fit(cells []solver.Point, flat, wide bool) Frame {
	lo, hi := bounds(cells)
	right := 1
	if wide {
		right = 2
	}
	want := Frame{Lo: solver.Point{X: lo.X - 1, Y: lo.Y - 1}, Hi: solver.Point{X: hi.X + right, Y: hi.Y + 1}}
	if !flat {
		want.Lo.Z, want.Hi.Z = lo.Z-1, hi.Z+1
	}
	if f == (Frame{}) {
		return want
	}
	// A side the piece reaches moves out to a margin of Grow cells.
	low := func(have, need int) int {
		if need < have {
			return need - (Grow - 1)
		}
		return have
	}
	high := func(have, need int) int {
		if need > have {
			return need + (Grow - 1)
		}
		return have
	}
	f.Lo = solver.Point{X: low(f.Lo.X, want.Lo.X), Y: low(f.Lo.Y, want.Lo.Y), Z: low(f.Lo.Z, want.Lo.Z)}
	f.Hi = solver.Point{X: high(f.Hi.X, want.Hi.X), Y: high(f.Hi.Y, want.Hi.Y), Z: high(f.Hi.Z, want.Hi.Z)}
	if flat {
		f.Lo.Z, f.Hi.Z = 0, 0
	}
	return f
}

// Shift returns f moved by d: the frame of a piece whose coordinates
// moved by d.
func (f Frame) Shift(d solver.Point) Frame {
	return Frame{Lo: add(f.Lo, d), Hi: add(f.Hi, d)}
}

// Moved returns how far NormalizeOn moved a piece's coordinates: after
// is before normalized (the same cells, translated), so the translation
// is the difference of their least points.
func Moved(before, after []solver.Point) solver.Point {
	if len(before) == 0 || len(after) == 0 {
		return solver.Point{}
	}
	return sub(slices.MinFunc(after, cmpPoint), slices.MinFunc(before, cmpPoint))
}

// bounds returns the least and the greatest coordinates of cells.
func bounds(cells []solver.Point) (lo, hi solver.Point) {
	for i, c := range cells {
		if i == 0 {
			lo, hi = c, c
			continue
		}
		lo = solver.Point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
		hi = solver.Point{X: max(hi.X, c.X), Y: max(hi.Y, c.Y), Z: max(hi.Z, c.Z)}
	}
	return lo, hi
}

func add(a, b solver.Point) solver.Point {
	return solver.Point{X: a.X + b.X, Y: a.Y + b.Y, Z: a.Z + b.Z}
}
func sub(a, b solver.Point) solver.Point {
	return solver.Point{X: a.X - b.X, Y: a.Y - b.Y, Z: a.Z - b.Z}
}
