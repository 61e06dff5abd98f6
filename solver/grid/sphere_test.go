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

// ballGrids are the grids of balls: in square layers and in
// triangular layers.
var ballGrids = []Kind{Sphere, SphereTriangle}

// TestSphereLattice checks the balls, in square layers and in
// triangular ones, against the face-centred cubic lattice they stand
// for: FilePoint and FromFile are inverse (ToLattice and FromLattice on
// square layers), every ball lands on a point whose coordinates add up
// to an even number, a ball's twelve neighbours are the permutations of
// (±1, ±1, 0) around it, and the centres of neighbours (Space) are one
// diameter apart.
func TestSphereLattice(t *testing.T) {
	for _, k := range ballGrids {
		t.Run(k.String(), func(t *testing.T) { testBallLattice(t, k) })
	}
	for _, p := range ballsNear() {
		if ToLattice(p) != Sphere.FilePoint(p) {
			t.Fatalf("ToLattice(%v) = %v, FilePoint %v", p, ToLattice(p), Sphere.FilePoint(p))
		}
		if back, ok := FromLattice(ToLattice(p)); !ok || back != p {
			t.Fatalf("FromLattice(ToLattice(%v)) = %v, %v", p, back, ok)
		}
	}
	if _, ok := FromLattice(Point{1, 0, 0}); ok {
		t.Error("FromLattice(1 0 0) found a ball")
	}
}

func testBallLattice(t *testing.T, k Kind) {
	for _, p := range ballsNear() {
		q := k.FilePoint(p)
		if (q.X+q.Y+q.Z)%2 != 0 {
			t.Fatalf("FilePoint(%v) = %v, an odd point", p, q)
		}
		if back, err := k.FromFile(q); err != nil || back != p {
			t.Fatalf("FromFile(FilePoint(%v)) = %v, %v", p, back, err)
		}
		nbs := k.Neighbours(nil, p, false)
		if len(nbs) != 12 {
			t.Fatalf("%v has %d neighbours, want 12", p, len(nbs))
		}
		seen := map[Point]bool{}
		for _, n := range nbs {
			r := k.FilePoint(n)
			d := Point{r.X - q.X, r.Y - q.Y, r.Z - q.Z}
			a := []int{abs(d.X), abs(d.Y), abs(d.Z)}
			slices.Sort(a)
			if a[0] != 0 || a[1] != 1 || a[2] != 1 {
				t.Fatalf("neighbour %v of %v is %v away in the lattice", n, p, d)
			}
			seen[d] = true
			u, v := k.Space(p), k.Space(n)
			if dist := math.Sqrt(sq(u[0]-v[0]) + sq(u[1]-v[1]) + sq(u[2]-v[2])); math.Abs(dist-1) > 1e-9 {
				t.Fatalf("the centres of neighbours %v and %v are %g apart", p, n, dist)
			}
		}
		if len(seen) != 12 {
			t.Fatalf("%v's neighbours repeat a direction: %v", p, nbs)
		}
		if flat := k.Neighbours(nil, p, true); len(flat) != k.Sides() {
			t.Fatalf("%v has %d neighbours in its layer, want %d", p, len(flat), k.Sides())
		}
	}
	if _, err := k.FromFile(Point{1, 0, 0}); err == nil || err.Error() != "no ball is at 1 0 0: a ball's x+y+z is even" {
		t.Errorf("FromFile(1 0 0): %v", err)
	}
}

// TestSphereTriangleHollows checks that a ball of a triangular layer
// rests on the three balls (X, Y), (X+1, Y) and (X, Y+1) of the layer
// under it, its centre seen from above at the middle of theirs.
func TestSphereTriangleHollows(t *testing.T) {
	p := Point{2, 1, 1}
	var under []Point
	for _, n := range SphereTriangle.Neighbours(nil, p, false) {
		if n.Z == 0 {
			under = append(under, n)
		}
	}
	SortPoints(under, Compare)
	if want := []Point{{2, 1, 0}, {2, 2, 0}, {3, 1, 0}}; !slices.Equal(under, want) {
		t.Fatalf("%v rests on %v, want %v", p, under, want)
	}
	c := SphereTriangle.Centre(p)
	var mx, my float64
	for _, n := range under {
		v := SphereTriangle.Centre(n)
		mx, my = mx+v.X/3, my+v.Y/3
	}
	if math.Abs(c.X-mx) > 1e-9 || math.Abs(c.Y-my) > 1e-9 {
		t.Errorf("%v is seen at %v, the hollow under it at (%g, %g)", p, c, mx, my)
	}
}

// TestSphereSymmetries checks that the symmetries of the balls are the
// cube's on the lattice: each keeps the distances between the balls'
// centres, and the flat ones keep every ball in its layer.
func TestSphereSymmetries(t *testing.T) {
	// In a triangular layer the flat symmetries are the six of the
	// cube's that keep a diagonal of it and its direction: a ball's
	// hollows over a triangular layer are not those under it.
	testBallSymmetries(t, Sphere, map[bool]int{false: 48, true: 8})
	testBallSymmetries(t, SphereTriangle, map[bool]int{false: 48, true: 6})
}

func testBallSymmetries(t *testing.T, k Kind, counts map[bool]int) {
	balls := ballsNear()
	for flat, want := range counts {
		for _, s := range k.Symmetries(flat) {
			for _, p := range balls[:60] {
				for _, q := range balls[len(balls)-60:] {
					a, b := k.Space(p), k.Space(q)
					c, d := k.Space(s.Apply(p)), k.Space(s.Apply(q))
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
		if got := len(k.Symmetries(flat)); got != want {
			t.Errorf("flat=%v: %d symmetries, want %d", flat, got, want)
		}
	}
}

func sq(a float64) float64 { return a * a }
