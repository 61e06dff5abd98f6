package play

import (
	"polyplay/solver"
	"slices"

	"polyplay/solver/grid"
)

// Orientations on the triangle and hexagon grids: the grid's twelve
// symmetries (grid.Kind.Symmetries) in its order, the identity first,
// then the turns by 60° anticlockwise, then the mirror images. A
// placement's Rot indexes them, and so does the share code on those grids.

// orientTable is a puzzle's grid and the orientations its pieces may
// take, with the arithmetic of turning and placing them.
type orientTable struct {
	// allowed are the indices of the rotations the puzzle allows: all 24
	// in 3-D; in 2-D those that keep the board flat (4 for a one-sided
	// puzzle, 8 with the flips otherwise); on triangles and hexagons
	// indices into syms (6 turns, and 6 mirror images unless one-sided).
	allowed []int
	// kind is the puzzle's grid. On triangles and hexagons, syms are the
	// grid's symmetries (grid.Kind.Symmetries), which orientations index
	// instead of rotations, and compose[a][b] is the index of syms[a]
	// after syms[b].
	kind    grid.Kind
	syms    []grid.Transform
	compose [][]int
}

// newOrientTable makes the orientation table of problem p.
func newOrientTable(p *solver.Problem) orientTable {
	ot := orientTable{kind: p.Grid}
	if ot.kind.Planar() {
		ot.planeSymmetries(p.OneSided)
		return ot
	}
	for r, rot := range rotations {
		switch {
		case p.ZDim > 1, rot[2][2] == 1, rot[2][2] == -1 && !p.OneSided:
			ot.allowed = append(ot.allowed, r)
		}
	}
	return ot
}

// planeSymmetries sets the grid's symmetries, their products and the
// orientations allowed: the turns, and the mirror images unless
// oneSided.
func (ot *orientTable) planeSymmetries(oneSided bool) {
	ot.syms = ot.kind.Symmetries(true)
	ot.compose = make([][]int, len(ot.syms))
	for a, s := range ot.syms {
		ot.compose[a] = make([]int, len(ot.syms))
		for b, t := range ot.syms {
			ot.compose[a][b] = slices.Index(ot.syms, s.Compose(t))
		}
	}
	for r, s := range ot.syms {
		if !s.Mirror() || !oneSided {
			ot.allowed = append(ot.allowed, r)
		}
	}
}

// rotationCount is the number of orientations Rot indexes: the cube's 24
// rotations, or the grid's 12 symmetries.
func (ot *orientTable) rotationCount() int {
	if ot.kind.Planar() {
		return len(ot.syms)
	}
	return len(rotations)
}

// apply returns cell c in orientation r. In space the rotation turns the
// cell's point in the coordinates files give it (grid.Kind.FilePoint: a
// cube's own, a ball's point of the face-centred cubic lattice, which
// the cube's rotations map onto itself).
func (ot *orientTable) apply(r int, c solver.Point) solver.Point {
	if ot.kind.Planar() {
		return ot.syms[r].Apply(c)
	}
	q, _ := ot.kind.FromFile(rotations[r].apply(ot.kind.FilePoint(c)))
	return q
}

// turned returns orientation r turned by t: on squares the rotation t
// (turnZ, flipY, ...) after r; on triangles and hexagons a turn by 60°
// anticlockwise when t is turnZ, the mirror image left to right when it
// is flipY.
func (ot *orientTable) turned(r int, t rotation) int {
	if !ot.kind.Planar() {
		return rotationIndex(t.times(rotations[r]))
	}
	if t == flipY {
		// A half turn after the mirror in the x axis.
		return ot.compose[ot.compose[3][6]][r]
	}
	return ot.compose[1][r]
}

// normal returns cells moved to the canonical position of the puzzle's
// grid, in the same order: each coordinate's least value 0 on squares
// (normal), grid.Kind.Normalize's translation on triangles and hexagons.
func (ot *orientTable) normal(cells []solver.Point) []solver.Point {
	if !ot.kind.Planar() {
		return normal(cells)
	}
	d := ot.kind.Normalize(slices.Clone(cells))
	out := make([]solver.Point, len(cells))
	for i, c := range cells {
		out[i] = solver.Point{X: c.X + d.X, Y: c.Y + d.Y, Z: c.Z + d.Z}
	}
	return out
}

// Turns returns the number of turns that make a whole turn about the
// board's axis: 4 on squares, 6 on triangles and hexagons.
func (ot *orientTable) Turns() int {
	if ot.kind.Planar() {
		return 6
	}
	return 4
}

// Grid returns the puzzle's grid.
func (ot *orientTable) Grid() grid.Kind { return ot.kind }
