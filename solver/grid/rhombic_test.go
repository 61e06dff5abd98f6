package grid

import (
	"slices"
	"strings"
	"testing"
)

// tetrahedraNear lists the tetrahedra of the cubes around the origin.
func tetrahedraNear() []Point {
	var out []Point
	for x := -2; x <= 2; x++ {
		for y := -2; y <= 2; y++ {
			for z := -2 * rhombicOrients; z < 2*rhombicOrients; z++ {
				out = append(out, Point{x, y, z})
			}
		}
	}
	return out
}

// corners returns the corners of the tetrahedron at the voxel q of
// BurrTools' file, in halves of a cube's edge, from the voxel's place
// in its block alone: the centre of its cube, the centre of the face it
// lies on (its coordinate 0 or 4 there) and the two corners of the
// face's edge its quarter touches (its coordinate 1 or 3 there).
func corners(q Point) []Point {
	v := [3]int{q.X, q.Y, q.Z}
	var centre, face, a, b [3]int
	for i, x := range v {
		c, r := floorDiv(x, 5), floorMod(x, 5)
		centre[i] = 2*c + 1
		face[i], a[i], b[i] = 2*c+1, 2*c+1, 2*c+1
		switch r {
		case 0, 4:
			face[i], a[i], b[i] = 2*c+r/2, 2*c+r/2, 2*c+r/2
		case 1, 3:
			a[i], b[i] = 2*c+r-1, 2*c+r-1
		default:
			a[i], b[i] = 2*c, 2*c+2
		}
	}
	out := []Point{}
	for _, p := range [][3]int{centre, face, a, b} {
		out = append(out, Point{p[0], p[1], p[2]})
	}
	return out
}

// TestRhombic checks the tetrahedra against their geometry in BurrTools'
// files: FilePoint and FromFile are inverse, each block of 5×5×5 voxels
// holds 24 tetrahedra, two tetrahedra are neighbours exactly when they
// share three corners (a face), and the symmetries map corners shared to
// corners shared.
func TestRhombic(t *testing.T) {
	k := Rhombic
	cells := tetrahedraNear()
	at := map[Point]Point{}
	for _, p := range cells {
		q := k.FilePoint(p)
		if back, err := k.FromFile(q); err != nil || back != p {
			t.Fatalf("FromFile(FilePoint(%v) = %v) = %v, %v", p, q, back, err)
		}
		at[q] = p
	}
	valid := 0
	for x := range 5 {
		for y := range 5 {
			for z := range 5 {
				_, err := k.FromFile(Point{x, y, z})
				if err == nil {
					valid++
				} else if !strings.Contains(err.Error(), "no tetrahedron") {
					t.Errorf("FromFile(%d %d %d): %v", x, y, z, err)
				}
			}
		}
	}
	if valid != 24 {
		t.Errorf("a block holds %d tetrahedra, want 24", valid)
	}
	shared := func(a, b Point) int {
		n := 0
		for _, u := range corners(k.FilePoint(a)) {
			if slices.Contains(corners(k.FilePoint(b)), u) {
				n++
			}
		}
		return n
	}
	for _, p := range cells {
		if p.X != 0 || p.Y != 0 || p.Z < 0 || p.Z >= rhombicOrients {
			continue
		}
		nbs := k.Neighbours(nil, p, false)
		if len(nbs) != 4 {
			t.Errorf("%v has %d neighbours, want 4", p, len(nbs))
		}
		for _, n := range nbs {
			if !slices.Contains(k.Neighbours(nil, n, false), p) {
				t.Errorf("%v is a neighbour of %v, not the other way", n, p)
			}
		}
		for _, q := range cells {
			if got, want := slices.Contains(nbs, q), p != q && shared(p, q) == 3; got != want {
				t.Errorf("%v and %v: neighbours %v, share a face %v", p, q, got, want)
			}
		}
		for _, s := range k.Symmetries(false) {
			for d, n := range nbs {
				if shared(s.Apply(p), s.Apply(n)) != 3 {
					t.Fatalf("%v maps neighbours %v and %v apart", s.m, p, n)
				}
				// Each direction maps to one direction at every cell: a
				// turn keeps it, a mirror image swaps 2 and 3.
				want := d
				if s.Mirror() && d >= 2 {
					want = 5 - d
				}
				if got, _ := k.Slot(s.Apply(p), want); got != s.Apply(n) {
					t.Fatalf("%v maps %v's neighbour %v in direction %d to %v, not its image's in direction %d, %v", s.m, p, n, d, s.Apply(n), want, got)
				}
			}
		}
	}
}
