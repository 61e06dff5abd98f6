package play

import (
	"slices"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// Orientations of balls (a grid.Kind.Rigid grid): a piece of balls takes
// every turn of space that lands its balls on balls (grid.Kind.Poses),
// so Rot indexes a table of turns made for the puzzle: the lattice's 24,
// in the order of rotations (so that a share code's orientation means
// what it did before the others were added), then the other turns its
// pieces take (a flat piece in a triangular layer turned by 60°), and on
// a board one layer thick the turns of its layer (grid.Kind.LayerTurns),
// each with the 24 after it, so that a turn of the lattice after any
// turn of the table is one of the table.

// rigidTable is the orientation table of a puzzle of balls.
type rigidTable struct {
	// moves are the turns Rot indexes.
	moves []grid.Transform
	// layer are the layer's turns (grid.Kind.LayerTurns) on a board one
	// layer thick, nil on a 3-D one.
	layer []grid.Transform
}

// newRigidTable makes the table of problem p on a Rigid grid, and the
// indices of the turns it allows: all on a 3-D board, those that keep
// the layer on a flat one.
func newRigidTable(p *solver.Problem) (*rigidTable, []int) {
	k := p.Grid
	turns := k.Turns(false)
	rt := &rigidTable{moves: slices.Clone(turns)}
	coset := func(m grid.Transform) {
		if slices.Contains(rt.moves, m) {
			return // the table holds its coset already
		}
		for _, t := range turns {
			rt.moves = append(rt.moves, t.Compose(m))
		}
	}
	if p.ZDim == 1 {
		rt.layer = k.LayerTurns()
		for _, m := range rt.layer {
			coset(m)
		}
	}
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			for _, m := range k.Poses(pc.Cells, false) {
				coset(m)
			}
		}
	}
	var allowed []int
	for r, m := range rt.moves {
		if row, d := m.Matrix(); p.ZDim > 1 || row[2] == [3]int{0, 0, d} || row[2] == [3]int{0, 0, -d} {
			allowed = append(allowed, r)
		}
	}
	return rt, allowed
}

// index returns the index of turn m in the table, or -1.
func (rt *rigidTable) index(m grid.Transform) int { return slices.Index(rt.moves, m) }

// step returns the turn that Turn about the axis makes once (the lattice's
// quarter turn about the axis of the face-centred cubic lattice in
// space; on a flat board the layer's turn by 360°/Sides) and Flip (on a
// flat board, the layer's first half turn).
func (rt *rigidTable) step(t rotation) grid.Transform {
	if rt.layer != nil {
		if t == flipY {
			return rt.layer[len(rt.layer)/2]
		}
		return rt.layer[1]
	}
	return rt.moves[rotationIndex(t)]
}

// turnedOver returns the orientation of piece pc in orientation r turned
// over about an axis in its plane through the origin (a half turn), and
// whether pc is flat: for a piece in a triangular layer the half turn
// that no turn of the lattice makes where there is one, so that with the
// lattice's turns it reaches every orientation. A straight piece turned
// over covers the same balls: r.
func (rt *rigidTable) turnedOver(k grid.Kind, pc *Piece, r int) (int, bool) {
	cells := pc.orient[r]
	normal, ok := planeNormal(k, cells)
	if !ok {
		return r, false
	}
	if normal == (solver.Point{}) {
		return r, true
	}
	pick, found := grid.Transform{}, false
	for _, m := range k.Moves(cells, false)[1:] {
		if m.Compose(m) != k.Turns(false)[0] {
			continue // not a half turn
		}
		img := make([]solver.Point, len(cells))
		for i, c := range cells {
			img[i] = m.Apply(c)
		}
		if n, _ := planeNormal(k, img); n != (solver.Point{X: -normal.X, Y: -normal.Y, Z: -normal.Z}) {
			continue // its axis leaves the plane
		}
		if _, d := m.Matrix(); !found || d > 1 {
			pick, found = m, true
			if d > 1 {
				break
			}
		}
	}
	if !found {
		return r, true
	}
	if i := rt.find(k, pc, pick.Compose(rt.moves[r])); i >= 0 {
		return i, true
	}
	return r, true
}

// find returns the index of turn m of piece pc in the table, or where m
// is not in it the least index that gives pc the same balls.
func (rt *rigidTable) find(k grid.Kind, pc *Piece, m grid.Transform) int {
	if i := rt.index(m); i >= 0 && pc.orient[i] != nil {
		return i
	}
	img := make([]solver.Point, len(pc.Cells))
	for i, c := range pc.Cells {
		img[i] = m.Apply(c)
	}
	want := pointsKey(normal(img))
	for i, o := range pc.orient {
		if o != nil && pointsKey(o) == want {
			return pc.canon[i]
		}
	}
	return -1
}

// planeNormal returns the normal of the plane of the balls cells (the
// cross product of two independent differences of their points in the
// face-centred cubic lattice, grid.Kind.FilePoint), the zero point for
// balls in a row, and false if they lie in no plane.
func planeNormal(k grid.Kind, cells []solver.Point) (solver.Point, bool) {
	var n solver.Point
	if len(cells) == 0 {
		return n, true
	}
	p0 := k.FilePoint(cells[0])
	var u solver.Point
	for _, c := range cells[1:] {
		q := k.FilePoint(c)
		d := solver.Point{X: q.X - p0.X, Y: q.Y - p0.Y, Z: q.Z - p0.Z}
		switch {
		case u == solver.Point{}:
			u = d
		case n == solver.Point{}:
			n = solver.Point{X: u.Y*d.Z - u.Z*d.Y, Y: u.Z*d.X - u.X*d.Z, Z: u.X*d.Y - u.Y*d.X}
		case n.X*d.X+n.Y*d.Y+n.Z*d.Z != 0:
			return n, false
		}
	}
	return n, true
}
