package plaincount

import (
	"fmt"
	"slices"

	"polyplay/solver/dlx"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// This file is the geometry of the grids whose cells files place several
// to a block of voxels (grid.Kind.FileBlock: rhombic dodecahedra's
// tetrahedra, 24 to a block of 5×5×5; tetrahedra and octahedra, 5 to a
// block of 3×3×3). It works on the voxels
// (FilePoint, FromFile) alone: a piece turns by the cube's turns about a
// block's centre, composed of quarter turns (rotations), and moves by
// whole blocks; the grid's own matrices are not used.

// blocks is the voxels of cells, each voxel v as the point 2v-(n-1) about
// the centre of its block of n×n×n voxels, where the cube's turns about
// the origin keep every voxel a voxel of a block; blocks' centres are 2n
// apart.
type blocks struct {
	g grid.Kind
	n int
}

func (b blocks) centred(cells []grid.Point) []grid.Point {
	out := make([]grid.Point, len(cells))
	for i, c := range cells {
		v := b.g.FilePoint(c)
		out[i] = grid.Point{X: 2*v.X - (b.n - 1), Y: 2*v.Y - (b.n - 1), Z: 2*v.Z - (b.n - 1)}
	}
	return out
}

// cell returns the cell at the centred point w, if one is there.
func (b blocks) cell(w grid.Point) (grid.Point, bool) {
	v := grid.Point{X: (w.X + b.n - 1) / 2, Y: (w.Y + b.n - 1) / 2, Z: (w.Z + b.n - 1) / 2}
	c, err := b.g.FromFile(v)
	return c, err == nil
}

// cells returns the cells at the centred points ws, or false if a point
// holds none: on tetrahedra and octahedra a turn about a block's centre
// lands a piece on cells only with a move by an odd number of blocks.
func (b blocks) cells(ws []grid.Point) ([]grid.Point, bool) {
	out := make([]grid.Point, len(ws))
	for i, w := range ws {
		c, ok := b.cell(w)
		if !ok {
			return nil, false
		}
		out[i] = c
	}
	return out, true
}

// block returns the block of the centred coordinate w.
func (b blocks) block(w int) int {
	q, r := (w+b.n)/(2*b.n), (w+b.n)%(2*b.n)
	if r < 0 {
		q--
	}
	return q
}

// least returns the least block of the centred points ws along each axis.
func (b blocks) least(ws []grid.Point) grid.Point {
	lo := grid.Point{X: b.block(ws[0].X), Y: b.block(ws[0].Y), Z: b.block(ws[0].Z)}
	for _, w := range ws {
		lo = grid.Point{X: min(lo.X, b.block(w.X)), Y: min(lo.Y, b.block(w.Y)), Z: min(lo.Z, b.block(w.Z))}
	}
	return lo
}

// move returns the centred points ws moved by d blocks.
func (b blocks) move(ws []grid.Point, d grid.Point) []grid.Point {
	out := make([]grid.Point, len(ws))
	for i, w := range ws {
		out[i] = grid.Point{X: w.X + 2*b.n*d.X, Y: w.Y + 2*b.n*d.Y, Z: w.Z + 2*b.n*d.Z}
	}
	return out
}

// orientations returns the distinct orientations of cells (centred
// points, the least block of each axis 0, sorted) under rots.
func (b blocks) orientations(cells []grid.Point, rots []rotation) [][]grid.Point {
	var out [][]grid.Point
	seen := map[string]bool{}
	ws := b.centred(cells)
	for _, r := range rots {
		o := make([]grid.Point, len(ws))
		for i, w := range ws {
			o[i] = r(w)
		}
		lo := b.least(o)
		o = b.move(o, grid.Point{X: -lo.X, Y: -lo.Y, Z: -lo.Z})
		slices.SortFunc(o, cmpPoints)
		if k := fmt.Sprint(o); !seen[k] {
			seen[k] = true
			out = append(out, o)
		}
	}
	return out
}

// blockRows adds the rows of the mobile pieces on a grid of blocks: each
// orientation at every move by whole blocks that keeps it within the
// blocks of the open cells. It returns the rows and each piece's shape
// key (its least orientation).
func blockRows(p *puzzle.Problem, m *dlx.Matrix, cells []grid.Point, open map[grid.Point]int, required int, mobile []puzzle.Piece) ([]placement, []string) {
	b := blocks{g: p.Grid, n: p.Grid.FileBlock()}
	ws := b.centred(cells)
	lo, hi := b.least(ws), b.least(ws)
	for _, w := range ws {
		hi = grid.Point{X: max(hi.X, b.block(w.X)), Y: max(hi.Y, b.block(w.Y)), Z: max(hi.Z, b.block(w.Z))}
	}
	var rows []placement
	var keys []string
	for i, pc := range mobile {
		os := b.orientations(pc.Cells, rotations(false))
		key := ""
		for _, o := range os {
			if k := fmt.Sprint(o); key == "" || k < key {
				key = k
			}
		}
		keys = append(keys, key)
		for _, o := range os {
			for dx := lo.X; dx <= hi.X; dx++ {
				for dy := lo.Y; dy <= hi.Y; dy++ {
					for dz := lo.Z; dz <= hi.Z; dz++ {
						if at, ok := b.cells(b.move(o, grid.Point{X: dx, Y: dy, Z: dz})); ok {
							rows = addRow(m, rows, open, required, i, at, grid.Point{})
						}
					}
				}
			}
		}
	}
	return rows, keys
}

// blockSymmetries returns the symmetries of the open cells on a grid of
// blocks: each of the cube's turns and mirror images about a block's
// centre, moved by whole blocks so that the least blocks meet, that maps
// the open cells onto themselves.
func blockSymmetries(p *puzzle.Problem, open []grid.Point) []Symmetry {
	b := blocks{g: p.Grid, n: p.Grid.FileBlock()}
	ws := b.centred(open)
	lo := b.least(ws)
	in := map[grid.Point]bool{}
	for _, c := range open {
		in[c] = true
	}
	var out []Symmetry
next:
	for _, m := range signedPermutations() {
		img := make([]grid.Point, len(ws))
		for i, w := range ws {
			img[i] = m.apply(w)
		}
		l := b.least(img)
		img = b.move(img, grid.Point{X: lo.X - l.X, Y: lo.Y - l.Y, Z: lo.Z - l.Z})
		y := Symmetry{Map: map[grid.Point]grid.Point{}, Proper: m.det() == 1}
		for i, w := range img {
			c, ok := b.cell(w)
			if !ok || !in[c] {
				continue next
			}
			y.Map[open[i]] = c
		}
		out = append(out, y)
	}
	return out
}
