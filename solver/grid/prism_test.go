package grid

import (
	"slices"
	"testing"
)

// prismsNear returns the prisms of a few layers about the origin.
func prismsNear() []Point {
	var out []Point
	for z := -2; z <= 2; z++ {
		for _, c := range cellsNear(Prism) {
			out = append(out, Point{c.X, c.Y, z})
		}
	}
	return out
}

// TestPrismSymmetries checks the prisms' 24 symmetries in space: each
// maps neighbours to neighbours in every layer, the turns (the first 12)
// keep or turn over the layers together with the plane's orientation,
// as a turn of space does, and the layers are kept by exactly the
// triangle's 12 symmetries.
func TestPrismSymmetries(t *testing.T) {
	t.Parallel()
	syms := Prism.Symmetries(false)
	if len(syms) != 24 || len(Prism.Turns(false)) != 12 {
		t.Fatalf("%d symmetries, %d turns; want 24 and 12", len(syms), len(Prism.Turns(false)))
	}
	keep := 0
	for i, s := range syms {
		if s.Mirror() != (i >= 12) {
			t.Errorf("symmetry %d: Mirror() = %v", i, s.Mirror())
		}
		// The plane's part is a turn or a mirror image of the hexagon;
		// the layers are kept (m[2][2] = 1) or turned over (-1).
		m := s.m
		plane := m[0][0]*m[1][1] - m[0][1]*m[1][0]
		if m[2][2] == 1 {
			keep++
		}
		if proper := plane*m[2][2] > 0; proper == s.Mirror() {
			t.Errorf("symmetry %d: %v is a turn %v but Mirror() = %v", i, m, proper, s.Mirror())
		}
		for _, a := range prismsNear() {
			b := s.Apply(a)
			if b.Z != a.Z*m[2][2] {
				t.Fatalf("symmetry %d moves %v to layer %d", i, a, b.Z)
			}
			for _, n := range Prism.Neighbours(nil, a, false) {
				if !slices.Contains(Prism.Neighbours(nil, b, false), s.Apply(n)) {
					t.Fatalf("symmetry %d maps neighbours %v, %v to non-neighbours", i, a, n)
				}
			}
		}
	}
	if keep != 12 {
		t.Errorf("%d symmetries keep the layers, want 12", keep)
	}
}

// TestPrismSweep checks the cells a prism crosses on each slide: up a
// layer it lands on the prism over it; in its layer it crosses one
// neighbour, which is also a neighbour of the prism it lands on, and
// that one points as it did.
func TestPrismSweep(t *testing.T) {
	t.Parallel()
	for _, p := range prismsNear() {
		for _, d := range Prism.Slides() {
			for _, d := range []Point{d, {-d.X, -d.Y, -d.Z}} {
				to := Point{p.X + d.X, p.Y + d.Y, p.Z + d.Z}
				got := Prism.Sweep(nil, p, d)
				if got[len(got)-1] != to || Up(to) != Up(p) {
					t.Fatalf("%v by %v: lands on %v, want %v", p, d, got[len(got)-1], to)
				}
				switch {
				case d.Z != 0 && len(got) != 1:
					t.Errorf("%v by %v: crosses %v", p, d, got)
				case d.Z == 0 && (len(got) != 2 || !slices.Contains(Prism.Neighbours(nil, p, true), got[0]) || !slices.Contains(Prism.Neighbours(nil, to, true), got[0])):
					t.Errorf("%v by %v: crosses %v, want one neighbour of both", p, d, got)
				}
			}
		}
	}
	if got := Square.Sweep(nil, Point{1, 2, 3}, Point{0, 0, 1}); !slices.Equal(got, []Point{{1, 2, 4}}) {
		t.Errorf("a cube up a layer crosses %v", got)
	}
}
