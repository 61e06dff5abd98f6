package plaincount

import (
	"polyplay/solver/dlx"
	"polyplay/solver/puzzle"
)

// The sphere grid, from the face-centred cubic lattice: the ball (x, y,
// z) of square layers (x along its row, y its row, z its layer) is the
// point (x+y+z, y-x, z) of the lattice, whose coordinates add up to an
// even number. A piece is turned there by the cube's 24 rotations
// (rotations), which map the lattice onto itself, and placed by moving
// one of its balls onto each open ball: a move from one lattice point to
// another maps the lattice onto itself.

// lattice returns the points of the balls cells.
func lattice(cells []puzzle.Point) []puzzle.Point {
	out := make([]puzzle.Point, len(cells))
	for i, c := range cells {
		out[i] = puzzle.Point{X: c.X + c.Y + c.Z, Y: c.Y - c.X, Z: c.Z}
	}
	return out
}

// ball returns the ball at the lattice point q.
func ball(q puzzle.Point) puzzle.Point {
	return puzzle.Point{X: (q.X - q.Y - q.Z) / 2, Y: (q.X + q.Y - q.Z) / 2, Z: q.Z}
}

// sphereKey names a piece's shape: its least orientation in the lattice.
func sphereKey(cells []puzzle.Point) string {
	return shapeKey(lattice(cells), rotations(false))
}

// sphereRows adds to m a row for every placement of every mobile piece
// on the open balls, and returns them.
func sphereRows(m *dlx.Matrix, cells []puzzle.Point, open map[puzzle.Point]int, mobile []puzzle.Piece) []placement {
	var rows []placement
	for i, pc := range mobile {
		for _, o := range orientations(lattice(pc.Cells), rotations(false)) {
			for _, c := range cells {
				at := lattice([]puzzle.Point{c})[0]
				d := puzzle.Point{X: at.X - o[0].X, Y: at.Y - o[0].Y, Z: at.Z - o[0].Z}
				laid := make([]puzzle.Point, len(o))
				for k, q := range o {
					laid[k] = ball(puzzle.Point{X: q.X + d.X, Y: q.Y + d.Y, Z: q.Z + d.Z})
				}
				rows = addRow(m, rows, open, len(cells), i, laid, puzzle.Point{})
			}
		}
	}
	return rows
}
