// Package polyforms makes, for tests, the sets of polyforms on any grid
// (every polyiamond or polyhex of a size, free or one-sided) and the
// parallelograms they are counted in, as puzzle.Problems. The sets are
// enumerated, not drawn by hand: Free and OneSided grow every form cell
// by cell and keep one of each class under the grid's symmetries, so that
// their sizes (12 hexiamonds, 19 one-sided, 7 tetrahexes, 22 pentahexes)
// check the enumeration.
package polyforms

import (
	"fmt"
	"slices"

	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// Free returns the free polyforms of n cells on grid g (two are the same
// when a turn or a mirror image and a translation of the grid maps one
// onto the other), each normalised (grid.Kind.Normalize), in a fixed
// order.
func Free(g grid.Kind, n int) [][]grid.Point { return enumerate(g, n, g.Symmetries(true)) }

// OneSided returns the one-sided polyforms of n cells on grid g (turns
// only), as Free does.
func OneSided(g grid.Kind, n int) [][]grid.Point { return enumerate(g, n, g.Turns(true)) }

func enumerate(g grid.Kind, n int, moves []grid.Transform) [][]grid.Point {
	canon := func(cells []grid.Point) []grid.Point {
		var best []grid.Point
		for _, t := range moves {
			c := make([]grid.Point, len(cells))
			for i, p := range cells {
				c[i] = t.Apply(p)
			}
			g.Normalize(c)
			if best == nil || slices.CompareFunc(c, best, grid.Compare) < 0 {
				best = c
			}
		}
		return best
	}
	level := [][]grid.Point{{{}}}
	for size := 1; size < n; size++ {
		seen := map[string]bool{}
		var next [][]grid.Point
		for _, form := range level {
			for _, c := range form {
				for _, q := range g.Neighbours(nil, c, true) {
					if slices.Contains(form, q) {
						continue
					}
					f := canon(append(slices.Clone(form), q))
					if k := fmt.Sprint(f); !seen[k] {
						seen[k] = true
						next = append(next, f)
					}
				}
			}
		}
		slices.SortFunc(next, func(a, b []grid.Point) int { return slices.CompareFunc(a, b, grid.Compare) })
		level = next
	}
	return level
}

// Pieces names the forms as pieces: A, B, ... Z, then a, b, ...
func Pieces(forms [][]grid.Point) []puzzle.Piece {
	const names = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	out := make([]puzzle.Piece, len(forms))
	for i, f := range forms {
		out[i] = puzzle.Piece{Name: string(names[i]), Cells: slices.Clone(f)}
	}
	return out
}

// Parallelogram returns the problem of fitting pieces into a
// parallelogram of w by h on grid g (w along the rows, h rows), leaning
// right: on hexagons the box w x h itself; on triangles the rows of 2w
// triangles that start at x = y (an up triangle), in a box of
// 2w+h-1 by h whose other cells a stationary piece "*" covers.
func Parallelogram(name string, g grid.Kind, w, h int, oneSided bool, pieces []puzzle.Piece) *puzzle.Problem {
	p := &puzzle.Problem{Name: name, Grid: g, XDim: w, YDim: h, ZDim: 1, OneSided: oneSided, Pieces: pieces}
	if !g.Zigzag() {
		return p
	}
	p.XDim = 2*w + h - 1
	var blocked []grid.Point
	for y := range h {
		for x := range p.XDim {
			if x < y || x >= y+2*w {
				blocked = append(blocked, grid.Point{X: x, Y: y})
			}
		}
	}
	if len(blocked) > 0 {
		p.Pieces = append(slices.Clone(pieces), puzzle.Piece{Name: "*", Cells: blocked, Stationary: true})
	}
	return p
}
