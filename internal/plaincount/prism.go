package plaincount

import (
	"fmt"
	"slices"

	"polyplay/solver/dlx"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// Triangular prisms: the triangles of planar.go in layers. A piece turns
// in space: each of the plane's moves (planarMoves: 6 turns, 6 mirror
// images), the layers kept or turned over (z to -z), is a turn of space
// when it mirrors the plane exactly when it turns the layers over.

// prisms reports whether g is a grid of triangles in layers: cells of
// three sides in the plane, not flat, whose moves are neither the cube's
// nor a rigid body's.
func prisms(g grid.Kind) bool {
	return !g.Planar() && g.Sides() == 3 && !g.AxisTurns() && !g.Rigid()
}

// prismMove is one of the 24 moves of the prisms, and whether it is a
// turn of space.
type prismMove struct {
	apply  func(grid.Point) grid.Point
	proper bool
}

// prismMoves returns the 24 moves: the plane's 12, each with the layers
// kept and turned over.
func prismMoves() []prismMove {
	var out []prismMove
	for i, mv := range planarMoves(true, false) {
		for _, over := range []bool{false, true} {
			out = append(out, prismMove{
				apply: func(p grid.Point) grid.Point {
					q := mv(p)
					q.Z = p.Z
					if over {
						q.Z = -p.Z
					}
					return q
				},
				proper: (i >= 6) == over,
			})
		}
	}
	return out
}

// prismOrientations returns the distinct orientations of a piece of
// prisms under the turns of space, each sorted.
func prismOrientations(cells []grid.Point) [][]grid.Point {
	var out [][]grid.Point
	seen := map[string]bool{}
	for _, mv := range prismMoves() {
		if !mv.proper {
			continue
		}
		o := make([]grid.Point, len(cells))
		for i, c := range cells {
			o[i] = mv.apply(c)
		}
		slices.SortFunc(o, cmpPoints)
		if k := prismOrientKey(o); !seen[k] {
			seen[k] = true
			out = append(out, o)
		}
	}
	return out
}

// prismOrientKey names an orientation up to the moves that keep up
// cells up: its cells relative to the first, and how the first points.
func prismOrientKey(o []grid.Point) string {
	first := o[0]
	rel := make([]grid.Point, len(o))
	for i, c := range o {
		rel[i] = grid.Point{X: c.X - first.X, Y: c.Y - first.Y, Z: c.Z - first.Z}
	}
	return fmt.Sprint(up(first), rel)
}

// prismKey names a piece's shape: its least orientation's key.
func prismKey(cells []grid.Point) string {
	var keys []string
	for _, o := range prismOrientations(cells) {
		keys = append(keys, prismOrientKey(o))
	}
	return slices.Min(keys)
}

// prismRows adds to m a row for every placement of every mobile piece
// on triangular prisms: each orientation's first cell on each open cell,
// by a move that keeps up cells up, where all its cells are open.
func prismRows(m *dlx.Matrix, cells []grid.Point, open map[grid.Point]int, first int, mobile []puzzle.Piece) []placement {
	var rows []placement
	for i, pc := range mobile {
		for _, o := range prismOrientations(pc.Cells) {
			for _, q := range cells {
				d := grid.Point{X: q.X - o[0].X, Y: q.Y - o[0].Y, Z: q.Z - o[0].Z}
				if (d.X+d.Y)%2 != 0 {
					continue
				}
				rows = addRow(m, rows, open, first, i, o, d)
			}
		}
	}
	return rows
}
