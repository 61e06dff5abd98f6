package plaincount

import (
	"fmt"
	"slices"

	"polyplay/solver/dlx"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// The sphere grid, from the face-centred cubic lattice: the ball (x, y,
// z) of square layers (x along its row, y its row, z its layer) is the
// point (x+y+z, y-x, z) of the lattice, whose coordinates add up to an
// even number and on which distances are Euclidean (√2 times a ball's
// diameter apart are neighbours' points).
//
// In triangular layers (tri), the ball (x, y, z) is ball x of row y of
// layer z, each layer a triangular lattice in axial coordinates whose
// ball (x, y) rests on the balls (x, y), (x+1, y) and (x, y+1) of the
// layer under it: the point (x+y, -x-z, y+z) of the lattice.
//
// A piece of balls is a rigid body: it may lie on any balls whose
// centres are as far from each other as its own are, ball for ball, and,
// if it spans space, wound the same way (the handedness of its first
// three independent differences), since such a map of its centres is a
// turn of space followed by a move (a flat piece's mirror image is a
// turn of space: turned over). Placements are found by laying its balls
// one by one on open balls at the right distances from those laid
// (rigidImages), not by turning it.

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

func dist2(a, b grid.Point) int {
	dx, dy, dz := a.X-b.X, a.Y-b.Y, a.Z-b.Z
	return dx*dx + dy*dy + dz*dz
}

// volume returns six times the signed volume of the tetrahedron a, b, c, d.
func volume(a, b, c, d grid.Point) int {
	u := grid.Point{X: b.X - a.X, Y: b.Y - a.Y, Z: b.Z - a.Z}
	v := grid.Point{X: c.X - a.X, Y: c.Y - a.Y, Z: c.Z - a.Z}
	w := grid.Point{X: d.X - a.X, Y: d.Y - a.Y, Z: d.Z - a.Z}
	return u.X*(v.Y*w.Z-v.Z*w.Y) - u.Y*(v.X*w.Z-v.Z*w.X) + u.Z*(v.X*w.Y-v.Y*w.X)
}

// spanning returns the indexes of the first four of ps (the first of
// them, then by index) that span space, or nil if ps are flat.
func spanning(ps []grid.Point) []int {
	for j := 1; j < len(ps); j++ {
		for k := j + 1; k < len(ps); k++ {
			for l := k + 1; l < len(ps); l++ {
				if volume(ps[0], ps[j], ps[k], ps[l]) != 0 {
					return []int{0, j, k, l}
				}
			}
		}
	}
	return nil
}

// rigidImages calls yield with every set of points of onto that the
// points ps may be moved onto rigidly (see above), ps[i] onto img[i],
// once for each such map (a body that a turn maps onto itself lands on
// the same points several times).
func rigidImages(ps, onto []grid.Point, yield func(img []grid.Point)) {
	hand := spanning(ps)
	img := make([]grid.Point, len(ps))
	used := make([]bool, len(onto))
	var lay func(i int)
	lay = func(i int) {
		if i == len(ps) {
			if hand != nil {
				a, b := volume(ps[hand[0]], ps[hand[1]], ps[hand[2]], ps[hand[3]]), volume(img[hand[0]], img[hand[1]], img[hand[2]], img[hand[3]])
				if (a > 0) != (b > 0) {
					return
				}
			}
			yield(img)
			return
		}
	next:
		for j, q := range onto {
			if used[j] {
				continue
			}
			for h := range i {
				if dist2(img[h], q) != dist2(ps[h], ps[i]) {
					continue next
				}
			}
			img[i], used[j] = q, true
			lay(i + 1)
			used[j] = false
		}
	}
	lay(0)
}

// sameBody reports whether the balls a and b are one rigid body moved.
func sameBody(a, b []grid.Point, tri bool) bool {
	found := false
	if len(a) == len(b) {
		rigidImages(lattice(a, tri), lattice(b, tri), func([]grid.Point) { found = true })
	}
	return found
}

// sphereRows adds to m a row for every placement of every mobile piece
// on the open balls, and returns them.
func sphereRows(m *dlx.Matrix, cells []grid.Point, open map[grid.Point]int, first int, mobile []puzzle.Piece, tri bool) []placement {
	var rows []placement
	points := lattice(cells, tri)
	for i, pc := range mobile {
		seen := map[string]bool{}
		rigidImages(lattice(pc.Cells, tri), points, func(img []grid.Point) {
			laid := make([]grid.Point, len(img))
			for k, q := range img {
				laid[k] = ball(q, tri)
			}
			sorted := slices.Clone(laid)
			slices.SortFunc(sorted, cmpPoints)
			if key := fmt.Sprint(sorted); !seen[key] {
				seen[key] = true
				rows = addRow(m, rows, open, first, i, laid, grid.Point{})
			}
		})
	}
	return rows
}

// sphereShapes returns, for each mobile piece, the index of the first
// piece that is the same rigid body (sameBody).
func sphereShapes(mobile []puzzle.Piece, tri bool) []int {
	out := make([]int, len(mobile))
	for i, pc := range mobile {
		out[i] = i
		for j := range i {
			if out[j] == j && sameBody(mobile[j].Cells, pc.Cells, tri) {
				out[i] = j
				break
			}
		}
	}
	return out
}
