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
	// rigid is the table of turns on balls (rigid.go), which
	// orientations index instead; nil on the other grids.
	rigid *rigidTable
}

// newOrientTable makes the orientation table of problem p.
func newOrientTable(p *solver.Problem) orientTable {
	ot := orientTable{kind: p.Grid}
	if ot.bySymmetries() {
		ot.planeSymmetries(p.OneSided || ot.kind.Solid())
		return ot
	}
	if ot.kind.Rigid() {
		ot.rigid, ot.allowed = newRigidTable(p)
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

// bySymmetries reports whether orientations index the grid's
// symmetries (grid.Kind.Symmetries): on the grids whose moves are
// neither the cube's (AxisTurns) nor a rigid body's (Rigid), triangles
// and hexagons in the plane and triangular prisms in space, whose 24
// symmetries come in the same order, the plane's 6 turns first, then
// its 6 mirror images (on prisms with the layers turned over, a turn of
// space).
func (ot *orientTable) bySymmetries() bool {
	return !ot.kind.AxisTurns() && !ot.kind.Rigid()
}

// planeSymmetries sets the grid's symmetries, their products and the
// orientations allowed: the turns, and the mirror images unless
// turnsOnly (a one-sided puzzle, or solid pieces).
func (ot *orientTable) planeSymmetries(turnsOnly bool) {
	ot.syms = ot.kind.Symmetries(true)
	ot.compose = make([][]int, len(ot.syms))
	for a, s := range ot.syms {
		ot.compose[a] = make([]int, len(ot.syms))
		for b, t := range ot.syms {
			ot.compose[a][b] = slices.Index(ot.syms, s.Compose(t))
		}
	}
	for r, s := range ot.syms {
		if !s.Mirror() || !turnsOnly {
			ot.allowed = append(ot.allowed, r)
		}
	}
}

// rotationCount is the number of orientations Rot indexes: the cube's 24
// rotations, the grid's 12 symmetries, or on balls the puzzle's turns.
func (ot *orientTable) rotationCount() int {
	switch {
	case ot.bySymmetries():
		return len(ot.syms)
	case ot.rigid != nil:
		return len(ot.rigid.moves)
	}
	return len(rotations)
}

// apply returns cell c in orientation r, and whether it is a cell: a
// turn of balls that another piece takes may take a ball of this one off
// the lattice (rigid.go).
func (ot *orientTable) apply(r int, c solver.Point) (solver.Point, bool) {
	switch {
	case ot.bySymmetries():
		return ot.syms[r].Apply(c), true
	case ot.rigid != nil:
		return ot.rigid.moves[r].Map(c)
	}
	return rotations[r].apply(c), true
}

// turned returns orientation r turned by t: on squares the rotation t
// (turnZ, flipY, ...) after r; on triangles and hexagons a turn by 60°
// anticlockwise when t is turnZ, the mirror image left to right when it
// is flipY; on triangular prisms a turn by 60° about z, or a half turn
// about x (turnX) or y (turnY); on balls the table's turn for t
// (rigidTable.step) after r.
func (ot *orientTable) turned(r int, t rotation) int {
	if rt := ot.rigid; rt != nil {
		return rt.index(rt.step(t).Compose(rt.moves[r]))
	}
	if !ot.bySymmetries() {
		return rotationIndex(t.times(rotations[r]))
	}
	switch t {
	case flipY, turnY:
		// A half turn after the mirror in the x axis: the mirror in the
		// y axis, on prisms with the layers turned over (a half turn
		// about the y axis).
		return ot.compose[ot.compose[3][6]][r]
	case turnX:
		// On prisms, the half turn about the x axis.
		return ot.compose[6][r]
	}
	return ot.compose[1][r]
}

// normal returns cells moved to the canonical position of the puzzle's
// grid, in the same order: each coordinate's least value 0 on squares
// (normal), grid.Kind.Normalize's translation on triangles and hexagons.
func (ot *orientTable) normal(cells []solver.Point) []solver.Point {
	if !ot.bySymmetries() {
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
// board's axis: 4 on squares, 6 on triangles and hexagons, on a board of
// balls one layer thick the layer's Sides (6 in a triangular layer).
func (ot *orientTable) Turns() int {
	switch {
	case ot.bySymmetries():
		return 6
	case ot.rigid != nil && ot.rigid.layer != nil:
		return ot.kind.Sides()
	}
	return 4
}

// Grid returns the puzzle's grid.
func (ot *orientTable) Grid() grid.Kind { return ot.kind }
