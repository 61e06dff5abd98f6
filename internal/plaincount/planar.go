package plaincount

import (
	"fmt"
	"math"
	"slices"

	"polyplay/solver/dlx"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// The triangle and hexagon grids, from their cells' centres in the plane
// (edge 1 for triangles, centres 1 apart for hexagons, rows √3/2 apart).
// A piece is turned by 60° steps, or mirrored in the y axis, by moving
// its cells' centres and finding the cells whose centres they are: the
// origin is a corner of triangles and a centre of hexagons, so both maps
// take cells onto cells.

var rowHeight = math.Sqrt(3) / 2

// up reports whether the triangle (x, y) points up.
func up(p grid.Point) bool { return (p.X+p.Y)%2 == 0 }

type vec struct{ x, y float64 }

// centre returns the centre of the cell p.
func centre(triangle bool, p grid.Point) vec {
	x, y := float64(p.X), float64(p.Y)
	if triangle {
		third := 1.0 / 3
		if !up(p) {
			third = 2.0 / 3
		}
		return vec{x/2 + 0.5, (y + third) * rowHeight}
	}
	return vec{x + y/2, y * rowHeight}
}

// cellAt returns the cell whose centre is v (up to rounding).
func cellAt(triangle bool, v vec) grid.Point {
	if triangle {
		row := v.y / rowHeight
		y := math.Floor(row)
		return grid.Point{X: int(math.Round(2*v.x - 1)), Y: int(y)}
	}
	y := math.Round(v.y / rowHeight)
	return grid.Point{X: int(math.Round(v.x - y/2)), Y: int(y)}
}

// planarMoves returns the moves of a piece: k turns by 60°, after a
// mirror image for the second six (unless one-sided).
func planarMoves(triangle, oneSided bool) []func(grid.Point) grid.Point {
	var out []func(grid.Point) grid.Point
	for flip := range 2 {
		if flip == 1 && oneSided {
			break
		}
		for k := range 6 {
			a := float64(k) * math.Pi / 3
			sin, cos := math.Sin(a), math.Cos(a)
			out = append(out, func(p grid.Point) grid.Point {
				v := centre(triangle, p)
				if flip == 1 {
					v.x = -v.x
				}
				return cellAt(triangle, vec{v.x*cos - v.y*sin, v.x*sin + v.y*cos})
			})
		}
	}
	return out
}

// planarOrientations returns the distinct orientations of cells, each
// as the cells sorted, moved so that the least is at the origin, with
// whether that least cell points up (triangles; two sets of cells are
// one orientation only if they are translates that keep up cells up).
func planarOrientations(p *puzzle.Problem, cells []grid.Point) [][]grid.Point {
	triangle := triangles(p.Grid)
	var out [][]grid.Point
	seen := map[string]bool{}
	for _, mv := range planarMoves(triangle, p.OneSided) {
		o := make([]grid.Point, len(cells))
		for i, c := range cells {
			o[i] = mv(c)
		}
		slices.SortFunc(o, cmpPoints)
		if k := planarOrientKey(triangle, o); !seen[k] {
			seen[k] = true
			out = append(out, o)
		}
	}
	return out
}

func planarOrientKey(triangle bool, o []grid.Point) string {
	first := o[0]
	rel := make([]grid.Point, len(o))
	for i, c := range o {
		rel[i] = grid.Point{X: c.X - first.X, Y: c.Y - first.Y}
	}
	return fmt.Sprint(triangle && up(first), rel)
}

// planarKey names a piece's shape: its least orientation's key.
func planarKey(p *puzzle.Problem, cells []grid.Point) string {
	var keys []string
	for _, o := range planarOrientations(p, cells) {
		keys = append(keys, planarOrientKey(triangles(p.Grid), o))
	}
	return slices.Min(keys)
}

// planarRows adds to m a row for every placement of every mobile piece
// on a triangle or hexagon grid: each orientation's first cell on each
// open cell, by a translation of the grid (on triangles one that keeps
// up cells up), where all its cells are open.
func planarRows(p *puzzle.Problem, m *dlx.Matrix, cells []grid.Point, open map[grid.Point]int, first int, mobile []puzzle.Piece) []placement {
	triangle := triangles(p.Grid)
	var rows []placement
	for i, pc := range mobile {
		for _, o := range planarOrientations(p, pc.Cells) {
			for _, q := range cells {
				dx, dy := q.X-o[0].X, q.Y-o[0].Y
				if triangle && (dx+dy)%2 != 0 {
					continue
				}
				rows = addRow(m, rows, open, first, i, o, grid.Point{X: dx, Y: dy})
			}
		}
	}
	return rows
}
