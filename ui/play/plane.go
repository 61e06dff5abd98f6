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

// planeSymmetries sets the puzzle's symmetries, their products and the
// orientations it allows: the turns, and the mirror images unless the
// puzzle is one-sided.
func (pz *Puzzle) planeSymmetries() {
	pz.syms = pz.kind.Symmetries(true)
	pz.compose = make([][]int, len(pz.syms))
	for a, s := range pz.syms {
		pz.compose[a] = make([]int, len(pz.syms))
		for b, t := range pz.syms {
			pz.compose[a][b] = slices.Index(pz.syms, s.Compose(t))
		}
	}
	for r, s := range pz.syms {
		if !s.Mirror() || !pz.Problem.OneSided {
			pz.allowed = append(pz.allowed, r)
		}
	}
}

// rotationCount is the number of orientations Rot indexes: the cube's 24
// rotations, or the grid's 12 symmetries.
func (pz *Puzzle) rotationCount() int {
	if pz.kind.Planar() {
		return len(pz.syms)
	}
	return len(rotations)
}

// apply returns cell c in orientation r. In space the rotation turns the
// cell's point in the coordinates files give it (grid.Kind.FilePoint: a
// cube's own, a ball's point of the face-centred cubic lattice, which
// the cube's rotations map onto itself).
func (pz *Puzzle) apply(r int, c solver.Point) solver.Point {
	if pz.kind.Planar() {
		return pz.syms[r].Apply(c)
	}
	q, _ := pz.kind.FromFile(rotations[r].apply(pz.kind.FilePoint(c)))
	return q
}

// turned returns orientation r turned by t: on squares the rotation t
// (turnZ, flipY, ...) after r; on triangles and hexagons a turn by 60°
// anticlockwise when t is turnZ, the mirror image left to right when it
// is flipY.
func (pz *Puzzle) turned(r int, t rotation) int {
	if !pz.kind.Planar() {
		return rotationIndex(t.times(rotations[r]))
	}
	if t == flipY {
		// A half turn after the mirror in the x axis.
		return pz.compose[pz.compose[3][6]][r]
	}
	return pz.compose[1][r]
}

// normal returns cells moved to the canonical position of the puzzle's
// grid, in the same order: each coordinate's least value 0 on squares
// (normal), grid.Kind.Normalize's translation on triangles and hexagons.
func (pz *Puzzle) normal(cells []solver.Point) []solver.Point {
	if !pz.kind.Planar() {
		return normal(cells)
	}
	d := pz.kind.Normalize(slices.Clone(cells))
	out := make([]solver.Point, len(cells))
	for i, c := range cells {
		out[i] = solver.Point{X: c.X + d.X, Y: c.Y + d.Y, Z: c.Z + d.Z}
	}
	return out
}

// Turns returns the number of turns that make a whole turn about the
// board's axis: 4 on squares, 6 on triangles and hexagons.
func (pz *Puzzle) Turns() int {
	if pz.kind.Planar() {
		return 6
	}
	return 4
}

// Grid returns the puzzle's grid.
func (pz *Puzzle) Grid() grid.Kind { return pz.kind }
