// Package verify checks a solution of a polyomino or polycube puzzle
// independently of the search that found it. It depends only on package
// puzzle, the plain description of puzzles and solutions, so the compiler
// checks that it shares no code with the solver: rotations are generated
// here by composing quarter turns about the axes, and the triangle and
// hexagon grids' turns and mirror images from coordinates of their own
// (planar.go); balls are rigid bodies on the face-centred cubic
// lattice's points, placed by any turn of space (balls.go). Which of
// these rules applies it asks of the grid's description (package grid:
// AxisTurns, Rigid and the points FilePoint gives balls, Planar and
// Sides), never its name; a grid that none fits is an error (rules).
package verify

import (
	"cmp"
	"fmt"
	"slices"

	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// point abbreviates grid.Point in the geometry below.
type point = grid.Point

// Solution checks a solution against the problem independently of the
// search: every mobile piece is placed exactly once (a spare piece at
// most once: Piece.Spare), each placement is a
// rotation (a turn in the plane for one-sided puzzles; on triangles and
// hexagons a turn by a multiple of 60°, or a mirror image unless
// one-sided) and translation of its piece, all placements lie in the
// box, none covers a stationary cell, and together they cover every open
// cell exactly once, but that a cell of Problem.Optional may stay empty. A piece of balls may lie wherever its balls are as
// far apart as its own, with the same handedness if it spans space: any
// turn of space, not only the lattice's.
//
// Where colours constrain (Problem.Colours), on squares and cubes, each
// coloured piece must lie by a turn that puts its colours on cells of
// the region they may cover.
//
// It shares no code with the search: rotations are generated here by
// composing quarter turns about the axes (planar.go for the other grids).
func Solution(p *puzzle.Problem, s puzzle.Solution) error {
	if p.XDim < 1 || p.YDim < 1 || p.ZDim < 1 {
		return fmt.Errorf("bad box %dx%dx%d", p.XDim, p.YDim, p.ZDim)
	}
	same, err := rules(p.Grid)
	if err != nil {
		return err
	}
	pieces := map[string]puzzle.Piece{}
	for _, pc := range p.Pieces {
		pieces[pc.Name] = pc
	}
	covered := map[point]string{}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				covered[c] = pc.Name
			}
		}
	}
	used := map[string]bool{}
	colours := colourCheck(p)
	for _, pl := range s.Placements {
		pc, ok := pieces[pl.Piece]
		switch {
		case !ok:
			return fmt.Errorf("placement names unknown piece %q", pl.Piece)
		case pc.Stationary:
			return fmt.Errorf("placement moves stationary piece %s", pl.Piece)
		case used[pl.Piece]:
			return fmt.Errorf("piece %s is placed twice", pl.Piece)
		}
		used[pl.Piece] = true
		if !same(pc.Cells, pl.Cells, p.OneSided) {
			return fmt.Errorf("placement of %s at %v is not an allowed orientation of the piece", pl.Piece, pl.Cells)
		}
		if colours != nil {
			if err := colours(pc, pl); err != nil {
				return err
			}
		}
		for _, c := range pl.Cells {
			if c.X < 0 || c.Y < 0 || c.Z < 0 || c.X >= p.XDim || c.Y >= p.YDim || c.Z >= p.ZDim {
				return fmt.Errorf("piece %s covers (%v), outside the box", pl.Piece, c)
			}
			if other, ok := covered[c]; ok {
				return fmt.Errorf("pieces %s and %s both cover (%v)", other, pl.Piece, c)
			}
			covered[c] = pl.Piece
		}
	}
	for _, pc := range p.Pieces {
		if !pc.Stationary && !pc.Spare && !used[pc.Name] {
			return fmt.Errorf("piece %s is not placed", pc.Name)
		}
	}
	// A cell that may stay empty (Problem.Optional) may be left open.
	empty := 0
	for _, c := range p.Optional {
		if _, ok := covered[c]; !ok {
			empty++
		}
	}
	if n := p.XDim * p.YDim * p.ZDim; len(covered)+empty != n {
		return fmt.Errorf("%d of the %d cells are left open", n-len(covered)-empty, n)
	}
	return nil
}

// congruent reports whether b is a + t for a translation t of some rotation
// of a.
func congruent(a, b []point, oneSided bool) bool {
	if len(a) != len(b) {
		return false
	}
	want := canon(b)
	cur := make([]point, len(a))
	for _, turn := range cubeTurns(oneSided) {
		for i, q := range a {
			cur[i] = turn(q)
		}
		canonInPlace(cur)
		if slices.Equal(cur, want) {
			return true
		}
	}
	return false
}

// congruentBlocks reports whether b is a turned and moved by whole blocks
// of n×n×n voxels, the cells given as voxels (grid.Kind.FileBlock): each
// voxel v is the point 2v-(n-1) about its block's centre, which the
// cube's turns about the origin map to such points, and the blocks'
// centres are 2n apart.
func congruentBlocks(n int) func(a, b []point, oneSided bool) bool {
	centre := func(v point) point {
		return point{X: 2*v.X - (n - 1), Y: 2*v.Y - (n - 1), Z: 2*v.Z - (n - 1)}
	}
	// moveBlocks moves the points by whole blocks, the least block of
	// each axis to 0.
	moveBlocks := func(ps []point) {
		block := func(w int) int { return floorDiv(w+n, 2*n) }
		mn := ps[0]
		for _, q := range ps {
			mn = point{X: min(mn.X, q.X), Y: min(mn.Y, q.Y), Z: min(mn.Z, q.Z)}
		}
		d := point{X: 2 * n * block(mn.X), Y: 2 * n * block(mn.Y), Z: 2 * n * block(mn.Z)}
		for i, q := range ps {
			ps[i] = point{X: q.X - d.X, Y: q.Y - d.Y, Z: q.Z - d.Z}
		}
	}
	return func(a, b []point, oneSided bool) bool {
		if len(a) != len(b) || len(a) == 0 {
			return len(a) == len(b)
		}
		// Compared as sets, not sorted (a piece of blocks has many
		// voxels): where a's voxels are distinct, and so b's, as many
		// turned voxels of a, each among b's, are b's.
		if !distinct(a) {
			return false
		}
		cur := make([]point, len(b))
		for i, v := range b {
			cur[i] = centre(v)
		}
		moveBlocks(cur)
		want := make(map[point]bool, len(cur))
		for _, q := range cur {
			want[q] = true
		}
		if len(want) != len(b) {
			return false
		}
		for _, turn := range cubeTurns(oneSided) {
			for i, v := range a {
				cur[i] = turn(centre(v))
			}
			moveBlocks(cur)
			if !slices.ContainsFunc(cur, func(q point) bool { return !want[q] }) {
				return true
			}
		}
		return false
	}
}

// distinct reports whether no two of the points are the same.
func distinct(ps []point) bool {
	seen := make(map[point]bool, len(ps))
	for _, q := range ps {
		if seen[q] {
			return false
		}
		seen[q] = true
	}
	return true
}

// floorDiv is a/b rounded down.
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// canon returns the cells translated to the origin, in z, y, x order.
func canon(cells []point) []point {
	c := append([]point(nil), cells...)
	canonInPlace(c)
	return c
}

// canonInPlace is canon in the cells' own slice. A piece has few cells:
// an insertion sort sorts them without sort.Slice's allocations (nor
// slices.SortFunc's copy of the sort: see grid.SortPoints).
func canonInPlace(c []point) {
	mn := c[0]
	for _, q := range c {
		mn = point{X: min(mn.X, q.X), Y: min(mn.Y, q.Y), Z: min(mn.Z, q.Z)}
	}
	for i := range c {
		c[i] = point{X: c[i].X - mn.X, Y: c[i].Y - mn.Y, Z: c[i].Z - mn.Z}
	}
	for i := 1; i < len(c); i++ {
		for j := i; j > 0 && zyxLess(c[j], c[j-1]); j-- {
			c[j], c[j-1] = c[j-1], c[j]
		}
	}
}

// zyxLess reports whether a comes before b in z, y, x order.
func zyxLess(a, b point) bool {
	return cmp.Or(cmp.Compare(a.Z, b.Z), cmp.Compare(a.Y, b.Y), cmp.Compare(a.X, b.X)) < 0
}
