package grid

import (
	"math"
	"slices"
	"testing"
)

// ballsNear lists the balls of a few layers around the origin.
func ballsNear() []Point {
	var out []Point
	for z := -2; z <= 2; z++ {
		for x := -3; x <= 3; x++ {
			for y := -3; y <= 3; y++ {
				out = append(out, Point{x, y, z})
			}
		}
	}
	return out
}

// TestSphereLattice checks the balls against the face-centred cubic
// lattice they stand for: ToLattice and FromLattice are inverse, every
// ball lands on a point whose coordinates add up to an even number, a
// ball's twelve neighbours are the permutations of (±1, ±1, 0) around
// it, and the centres of neighbours (Space) are one diameter apart.
func TestSphereLattice(t *testing.T) {
	for _, p := range ballsNear() {
		q := ToLattice(p)
		if (q.X+q.Y+q.Z)%2 != 0 {
			t.Fatalf("ToLattice(%v) = %v, an odd point", p, q)
		}
		if back, ok := FromLattice(q); !ok || back != p {
			t.Fatalf("FromLattice(ToLattice(%v)) = %v, %v", p, back, ok)
		}
		nbs := Sphere.Neighbours(nil, p, false)
		if len(nbs) != 12 {
			t.Fatalf("%v has %d neighbours, want 12", p, len(nbs))
		}
		seen := map[Point]bool{}
		for _, n := range nbs {
			r := ToLattice(n)
			d := Point{r.X - q.X, r.Y - q.Y, r.Z - q.Z}
			a := []int{abs(d.X), abs(d.Y), abs(d.Z)}
			slices.Sort(a)
			if a[0] != 0 || a[1] != 1 || a[2] != 1 {
				t.Fatalf("neighbour %v of %v is %v away in the lattice", n, p, d)
			}
			seen[d] = true
			u, v := Sphere.Space(p), Sphere.Space(n)
			if dist := math.Sqrt(sq(u[0]-v[0]) + sq(u[1]-v[1]) + sq(u[2]-v[2])); math.Abs(dist-1) > 1e-9 {
				t.Fatalf("the centres of neighbours %v and %v are %g apart", p, n, dist)
			}
		}
		if len(seen) != 12 {
			t.Fatalf("%v's neighbours repeat a direction: %v", p, nbs)
		}
		if flat := Sphere.Neighbours(nil, p, true); len(flat) != Sphere.Sides() {
			t.Fatalf("%v has %d neighbours in its layer, want %d", p, len(flat), Sphere.Sides())
		}
	}
	if _, ok := FromLattice(Point{1, 0, 0}); ok {
		t.Error("FromLattice(1 0 0) found a ball")
	}
}

// TestSphereSymmetries checks that the symmetries of the balls are the
// cube's on the lattice: each keeps the distances between the balls'
// centres, and the flat ones keep every ball in its layer.
func TestSphereSymmetries(t *testing.T) {
	balls := ballsNear()
	for flat, want := range map[bool]int{false: 48, true: 8} {
		for _, s := range Sphere.Symmetries(flat) {
			for _, p := range balls[:60] {
				for _, q := range balls[len(balls)-60:] {
					a, b := Sphere.Space(p), Sphere.Space(q)
					c, d := Sphere.Space(s.Apply(p)), Sphere.Space(s.Apply(q))
					d1 := sq(a[0]-b[0]) + sq(a[1]-b[1]) + sq(a[2]-b[2])
					d2 := sq(c[0]-d[0]) + sq(c[1]-d[1]) + sq(c[2]-d[2])
					if math.Abs(d1-d2) > 1e-9 {
						t.Fatalf("%v moves %v and %v %g apart, were %g", s.m, p, q, d2, d1)
					}
				}
				if flat && s.Apply(p).Z != p.Z {
					t.Fatalf("flat symmetry %v moves %v to layer %d", s.m, p, s.Apply(p).Z)
				}
			}
		}
		if got := len(Sphere.Symmetries(flat)); got != want {
			t.Errorf("flat=%v: %d symmetries, want %d", flat, got, want)
		}
	}
}

func abs(a int) int { return max(a, -a) }

func sq(a float64) float64 { return a * a }
