package plaincount

import (
	"polyplay/solver/dlx"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// The sphere grid, from the face-centred cubic lattice: the ball (x, y,
// z) of square layers (x along its row, y its row, z its layer) is the
// point (x+y+z, y-x, z) of the lattice, whose coordinates add up to an
// even number. A piece is turned there by the cube's 24 rotations
// (rotations), which map the lattice onto itself, and placed by moving
// one of its balls onto each open ball: a move from one lattice point to
// another maps the lattice onto itself.

//
// In triangular layers (tri), the ball (x, y, z) is ball x of row y of
// layer z, each layer a triangular lattice in axial coordinates whose
// ball (x, y) rests on the balls (x, y), (x+1, y) and (x, y+1) of the
// layer under it: the point (x+y, -x-z, y+z) of the lattice.

// lattice returns the points of the balls cells.
func lattice(cells []grid.Point, tri bool) []grid.Point {
	out := make([]grid.Point, len(cells))
	for i, c := range cells {
		if tri {
			out[i] = grid.Point{X: c.X + c.Y, Y: -c.X - c.Z, Z: c.Y + c.Z}
			continue
		}
		out[i] = grid.Point{X: c.X + c.Y + c.Z, Y: c.Y - c.X, Z: c.Z}
	}
	return out
}

// ball returns the ball at the lattice point q.
func ball(q grid.Point, tri bool) grid.Point {
	if tri {
		y := (q.X + q.Y + q.Z) / 2
		return grid.Point{X: q.X - y, Y: y, Z: q.Z - y}
	}
	return grid.Point{X: (q.X - q.Y - q.Z) / 2, Y: (q.X + q.Y - q.Z) / 2, Z: q.Z}
}

// sphereKey names a piece's shape: its least orientation in the lattice.
func sphereKey(cells []grid.Point, tri bool) string {
	return shapeKey(lattice(cells, tri), rotations(false))
}

// sphereRows adds to m a row for every placement of every mobile piece
// on the open balls, and returns them.
func sphereRows(m *dlx.Matrix, cells []grid.Point, open map[grid.Point]int, mobile []puzzle.Piece, tri bool) []placement {
	var rows []placement
	for i, pc := range mobile {
		for _, o := range orientations(lattice(pc.Cells, tri), rotations(false)) {
			for _, c := range cells {
				at := lattice([]grid.Point{c}, tri)[0]
				d := grid.Point{X: at.X - o[0].X, Y: at.Y - o[0].Y, Z: at.Z - o[0].Z}
				laid := make([]grid.Point, len(o))
				for k, q := range o {
					laid[k] = ball(grid.Point{X: q.X + d.X, Y: q.Y + d.Y, Z: q.Z + d.Z}, tri)
				}
				rows = addRow(m, rows, open, len(cells), i, laid, grid.Point{})
			}
		}
	}
	return rows
}
