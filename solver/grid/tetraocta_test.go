package grid

import (
	"slices"
	"testing"
)

// tetraOctaCorners returns the corners of the cell at the voxel q of
// BurrTools' file, from the voxel alone: in the block of 3×3×3 voxels of
// the cube c, the middle voxel is the regular tetrahedron on the cube's
// corners whose voxels (0 or 2 along each axis) hold no cell, and a
// corner voxel is the small tetrahedron at that corner of the cube and
// the three corners next to it.
func tetraOctaCorners(q Point) []Point {
	c := Point{floorDiv(q.X, 3), floorDiv(q.Y, 3), floorDiv(q.Z, 3)}
	b := Point{q.X - 3*c.X, q.Y - 3*c.Y, q.Z - 3*c.Z}
	corner := func(k Point) Point { return Point{c.X + k.X, c.Y + k.Y, c.Z + k.Z} }
	if b == (Point{1, 1, 1}) {
		var out []Point
		for _, k := range []Point{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {0, 0, 1}, {1, 0, 1}, {0, 1, 1}, {1, 1, 1}} {
			if _, err := TetraOcta.FromFile(Point{3*c.X + 2*k.X, 3*c.Y + 2*k.Y, 3*c.Z + 2*k.Z}); err != nil {
				out = append(out, corner(k))
			}
		}
		return out
	}
	k := Point{b.X / 2, b.Y / 2, b.Z / 2}
	return []Point{corner(k), corner(Point{1 - k.X, k.Y, k.Z}), corner(Point{k.X, 1 - k.Y, k.Z}), corner(Point{k.X, k.Y, 1 - k.Z})}
}

// TestTetraOcta checks the tetrahedra and octahedra against their
// geometry in BurrTools' files: FilePoint and FromFile are inverse,
// every block of 3×3×3 voxels holds 5 cells, the regular tetrahedron has
// 4 corners, two cells are neighbours exactly when they share three
// corners (a face), and every symmetry maps each direction to one
// direction at every cell.
func TestTetraOcta(t *testing.T) {
	k := TetraOcta
	var cells []Point
	for x := -2; x <= 2; x++ {
		for y := -2; y <= 2; y++ {
			for z := -2 * tetraOctaCells; z < 2*tetraOctaCells; z++ {
				cells = append(cells, Point{x, y, z})
			}
		}
	}
	for _, p := range cells {
		q := k.FilePoint(p)
		if back, err := k.FromFile(q); err != nil || back != p {
			t.Fatalf("FromFile(FilePoint(%v) = %v) = %v, %v", p, q, back, err)
		}
		if n := len(tetraOctaCorners(q)); n != 4 {
			t.Fatalf("%v at %v has %d corners", p, q, n)
		}
	}
	for _, par := range []Point{{0, 0, 0}, {3, 0, 0}} {
		valid := 0
		for x := range 3 {
			for y := range 3 {
				for z := range 3 {
					if _, err := k.FromFile(Point{par.X + x, y, z}); err == nil {
						valid++
					}
				}
			}
		}
		if valid != 5 {
			t.Errorf("the block at %v holds %d cells, want 5", par, valid)
		}
	}
	shared := func(a, b Point) int {
		n := 0
		for _, u := range tetraOctaCorners(k.FilePoint(a)) {
			if slices.Contains(tetraOctaCorners(k.FilePoint(b)), u) {
				n++
			}
		}
		return n
	}
	for _, p := range cells {
		if p.X < 0 || p.X > 1 || p.Y != 0 || p.Z < 0 || p.Z >= tetraOctaCells {
			continue
		}
		nbs := k.Neighbours(nil, p, false)
		if len(nbs) != 4 {
			t.Errorf("%v has %d neighbours, want 4", p, len(nbs))
		}
		for _, q := range cells {
			if got, want := slices.Contains(nbs, q), p != q && shared(p, q) == 3; got != want {
				t.Errorf("%v and %v: neighbours %v, share a face %v", p, q, got, want)
			}
		}
		for _, s := range k.Symmetries(false) {
			// The direction each direction maps to, from a cell of each
			// kind in the first cube.
			for d := range k.Slots() {
				n, ok := k.Slot(p, d)
				if !ok {
					continue
				}
				img, imgN := s.Apply(p), s.Apply(n)
				if shared(img, imgN) != 3 {
					t.Fatalf("%v maps neighbours %v and %v apart", s.m, p, n)
				}
				for e := range k.Slots() {
					if m, ok := k.Slot(img, e); ok && m == imgN {
						for _, r := range cells[:50] {
							if rn, ok := k.Slot(r, d); ok {
								if got, _ := k.Slot(s.Apply(r), e); got != s.Apply(rn) {
									t.Fatalf("%v maps direction %d to %d at %v, not at %v", s.m, d, e, p, r)
								}
							}
						}
					}
				}
			}
		}
	}
}
