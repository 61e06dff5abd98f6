package librarytest

import (
	"slices"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// FlatV returns a puzzle of one piece: a row of three balls bent in a
// triangular layer (its ends 120° apart about its middle ball), in the
// cells of its mirror image in the layer (grid.Kind.AMirror), the rest
// of the box stationary. No turn of the lattice (the cube's 24) maps the
// row onto its mirror image, but turning it over does, a turn of space
// that lands every ball on a ball: it has one solution.
func FlatV() *solver.Problem {
	k := grid.SphereTriangle
	row := []grid.Point{{X: 0, Y: 0, Z: 0}, {X: 1, Y: 0, Z: 0}, {X: 1, Y: 1, Z: 0}}
	flip := k.AMirror()
	region := make([]grid.Point, len(row))
	for i, c := range row {
		region[i] = flip.Apply(c)
	}
	k.Normalize(region)
	p := &solver.Problem{Name: "flat-v", Grid: k, ZDim: 1, Pieces: []solver.Piece{{Name: "V", Cells: row}}}
	for _, c := range region {
		p.XDim, p.YDim = max(p.XDim, c.X+1), max(p.YDim, c.Y+1)
	}
	rest := solver.Piece{Name: "*", Stationary: true}
	for x := range p.XDim {
		for y := range p.YDim {
			c := grid.Point{X: x, Y: y}
			if !slices.Contains(region, c) {
				rest.Cells = append(rest.Cells, c)
			}
		}
	}
	p.Pieces = append(p.Pieces, rest)
	return p
}
