package grid

import (
	"fmt"
	"math"
	"slices"
	"testing"
)

// fixedBodies returns every connected body of n cells of the grid k (n ≥ 1),
// each moved by Normalize: the fixed polyforms, grown a cell at a time.
func fixedBodies(k Kind, n int) [][]Point {
	cur := [][]Point{{{}}}
	for size := 1; size < n; size++ {
		seen := map[string]bool{}
		var next [][]Point
		for _, ps := range cur {
			for _, p := range ps {
				for _, q := range k.Neighbours(nil, p, false) {
					if slices.Contains(ps, q) {
						continue
					}
					np := append(slices.Clone(ps), q)
					k.Normalize(np)
					if key := fmt.Sprint(np); !seen[key] {
						seen[key] = true
						next = append(next, np)
					}
				}
			}
		}
		cur = next
	}
	return cur
}

// images returns the normalised images of cells under each of ts.
func images(k Kind, cells []Point, ts []Transform) [][]Point {
	var out [][]Point
	for _, t := range ts {
		img := make([]Point, len(cells))
		for i, c := range cells {
			img[i] = t.Apply(c)
		}
		k.Normalize(img)
		out = append(out, img)
	}
	return out
}

// congruent reports whether a rigid motion of space maps the centres of
// a onto those of b, found by trying every order of b's cells: the same
// distances between corresponding centres, and for bodies spanning space
// the same handedness (a flat body's mirror image is a turn of it).
func congruent(k Kind, a, b []Point) bool {
	if len(a) != len(b) {
		return false
	}
	pa, pb := centres(k, a), centres(k, b)
	perm := make([]int, len(b))
	used := make([]bool, len(b))
	var try func(i int) bool
	try = func(i int) bool {
		if i == len(a) {
			return sameHand(pa, pb, perm)
		}
		for j := range pb {
			if used[j] {
				continue
			}
			ok := true
			for h := range i {
				if math.Abs(dist2(pa[h], pa[i])-dist2(pb[perm[h]], pb[j])) > 1e-9 {
					ok = false
					break
				}
			}
			if ok {
				used[j], perm[i] = true, j
				if try(i + 1) {
					return true
				}
				used[j] = false
			}
		}
		return false
	}
	return try(0)
}

func centres(k Kind, cells []Point) [][3]float64 {
	out := make([][3]float64, len(cells))
	for i, c := range cells {
		out[i] = k.Space(c)
	}
	return out
}

func dist2(a, b [3]float64) float64 { return sq(a[0]-b[0]) + sq(a[1]-b[1]) + sq(a[2]-b[2]) }

// sameHand reports whether the first three differences of pa that span
// space have the handedness of their images in pb (true if none do).
func sameHand(pa, pb [][3]float64, perm []int) bool {
	vol := func(p [][3]float64, i, j, k, l int) float64 { return volume(p[i], p[j], p[k], p[l]) }
	for j := 1; j < len(pa); j++ {
		for k := j + 1; k < len(pa); k++ {
			for l := k + 1; l < len(pa); l++ {
				if va := vol(pa, 0, j, k, l); math.Abs(va) > 1e-9 {
					return va*vol(pb, perm[0], perm[j], perm[k], perm[l]) > 0
				}
			}
		}
	}
	return true
}

func sub(a, b [3]float64) [3]float64 { return [3]float64{a[0] - b[0], a[1] - b[1], a[2] - b[2]} }

// volume returns six times the signed volume of the tetrahedron a, b, c, d.
func volume(a, b, c, d [3]float64) float64 {
	u, v, w := sub(b, a), sub(c, a), sub(d, a)
	return u[0]*(v[1]*w[2]-v[2]*w[1]) - u[1]*(v[0]*w[2]-v[2]*w[0]) + u[2]*(v[0]*w[1]-v[1]*w[0])
}

// TestPosesOfPolyspheres checks the orientations of every polysphere of
// up to five balls, in square and in triangular layers: each move lands
// every ball on a ball and keeps the distances between them, the
// lattice's 24 turns come first in their order, and the orientations
// (Poses) of the fixed polyspheres fall into classes in which each is
// congruent to the others by a turn of space (congruent, an independent
// test) and no two classes are congruent; a polysphere that spans space
// turns only as the lattice does: 4 free polyspheres of three
// balls (the lattice's turns alone made 5, the bent row of a triangular
// layer two shapes) and 25 of four, 210 of five.
func TestPosesOfPolyspheres(t *testing.T) {
	for _, k := range ballGrids {
		for n, want := range map[int]int{1: 1, 2: 1, 3: 4, 4: 25, 5: 210} {
			if n == 5 && k != Sphere {
				continue // the same balls: once is enough
			}
			t.Run(fmt.Sprintf("%v/%d", k, n), func(t *testing.T) {
				fixed := fixedBodies(k, n)
				class := map[string]int{}
				var reps [][]Point
				for _, f := range fixed {
					if _, ok := class[fmt.Sprint(f)]; ok {
						continue
					}
					moves := k.Poses(f, false)
					checkMoves(t, k, f, moves, false)
					if spans(k, f) && slices.ContainsFunc(moves, func(m Transform) bool { return m.den != 0 }) {
						t.Fatalf("%v spans space but turns otherwise than the lattice", f)
					}
					for _, img := range images(k, f, moves) {
						key := fmt.Sprint(img)
						if c, ok := class[key]; ok {
							t.Fatalf("%v is an orientation of %v and of %v", img, f, reps[c])
						}
						class[key] = len(reps)
						if n <= 4 && !congruent(k, f, img) {
							t.Fatalf("%v is no turn of %v", img, f)
						}
					}
					reps = append(reps, f)
				}
				if len(class) != len(fixed) {
					t.Fatalf("%d orientations of %d fixed polyspheres", len(class), len(fixed))
				}
				if len(reps) != want {
					t.Errorf("%d free polyspheres, want %d", len(reps), want)
				}
				if n > 4 {
					return
				}
				for i := range reps {
					for j := range i {
						if congruent(k, reps[i], reps[j]) {
							t.Errorf("%v and %v are one body turned", reps[i], reps[j])
						}
					}
				}
			})
		}
	}
}

// spans reports whether the centres of cells span space (lie in no
// plane).
func spans(k Kind, cells []Point) bool {
	pc := centres(k, cells)
	for i := range pc {
		for j := range i {
			for l := range j {
				if math.Abs(volume(pc[0], pc[i], pc[j], pc[l])) > 1e-9 {
					return true
				}
			}
		}
	}
	return false
}

// checkMoves checks moves of cells: the identity first, then the
// lattice's own turns in their order, each landing every cell on a cell,
// keeping the distances between the centres, and (without mirrors) a
// turn.
func checkMoves(t *testing.T, k Kind, cells []Point, moves []Transform, mirrors bool) {
	t.Helper()
	if len(moves) == 0 || moves[0].m != identity() || moves[0].den != 0 {
		t.Fatalf("%v: the first move is not the identity", cells)
	}
	lattice := slices.IndexFunc(moves, func(t Transform) bool { return t.den != 0 })
	if lattice < 0 {
		lattice = len(moves)
	}
	turns := k.Turns(false)
	for i, m := range moves[:lattice] {
		if !slices.Contains(k.Symmetries(false), m) || (i > 0 && !m.Mirror() && slices.Index(turns, m) < slices.Index(turns, moves[i-1])) {
			t.Fatalf("%v: move %d, %v, is out of the lattice's order", cells, i, m)
		}
	}
	pc := centres(k, cells)
	for _, m := range moves {
		if m.Mirror() && !mirrors {
			t.Fatalf("%v: %v is a mirror image", cells, m)
		}
		img := make([]Point, len(cells))
		for i, c := range cells {
			q, ok := m.Map(c)
			if !ok {
				t.Fatalf("%v: %v takes %v off the lattice", cells, m, c)
			}
			img[i] = q
		}
		pi := centres(k, img)
		for i := range pc {
			for j := range i {
				if math.Abs(dist2(pc[i], pc[j])-dist2(pi[i], pi[j])) > 1e-9 {
					t.Fatalf("%v: %v moves %v and %v apart", cells, m, cells[i], cells[j])
				}
			}
		}
	}
}

// TestPosesOfBodies counts the orientations of bodies of balls, in the
// cells of the grids' own coordinates: a flat piece in a triangular layer
// turns by 60° in it (a bent row of three, 24 orientations where the
// lattice's turns give 12), so its mirror image is one of them; a piece
// in a square layer has the lattice's turns only; two balls apart, a
// body in two parts, take every direction of their length in the lattice
// (for the lattice's (0, 0, 0) and (5, 3, 0), 24 pairs of directions,
// of which the cube's turns give 12, and so do BurrTools' 120 turns).
func TestPosesOfBodies(t *testing.T) {
	for _, tc := range []struct {
		name          string
		k             Kind
		cells         []Point
		poses, mirror int // orientations; with mirror images
		lattice       int // orientations under the lattice's turns
	}{
		{"a row of three", SphereTriangle, []Point{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}}, 6, 6, 6},
		{"a bent row of three in a triangular layer", SphereTriangle, []Point{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}}, 24, 24, 12},
		{"the same in square layers", Sphere, []Point{{0, 0, 0}, {1, 0, 0}, {1, 0, 1}}, 24, 24, 12},
		{"a triangle", SphereTriangle, []Point{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}, 8, 8, 8},
		{"an L in a square layer", Sphere, []Point{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}, 12, 12, 12},
		{"a tetrahedron", SphereTriangle, []Point{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, 2, 2, 2},
		{"a chiral twist", SphereTriangle, []Point{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}}, 12, 24, 12},
		{"two balls apart", Sphere, []Point{{0, 0, 0}, {1, 4, 0}}, 24, 24, 12},
		{"a ball", Sphere, []Point{{2, 1, 0}}, 1, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "two balls apart" && ToLattice(tc.cells[1]) != (Point{5, 3, 0}) {
				t.Fatalf("the second ball is at %v", ToLattice(tc.cells[1]))
			}
			for mirrors, want := range map[bool]int{false: tc.poses, true: tc.mirror} {
				ps := tc.k.Poses(tc.cells, mirrors)
				checkMoves(t, tc.k, tc.cells, ps, mirrors)
				if len(ps) != want {
					t.Errorf("mirrors=%v: %d orientations, want %d", mirrors, len(ps), want)
				}
			}
			if n := len(images(tc.k, tc.cells, tc.k.Poses(tc.cells[:1], false))); n != 1 {
				t.Fatalf("a ball has %d orientations", n)
			}
			lattice := map[string]bool{}
			for _, img := range images(tc.k, tc.cells, tc.k.Turns(false)) {
				lattice[fmt.Sprint(img)] = true
			}
			if len(lattice) != tc.lattice {
				t.Errorf("%d orientations under the lattice's turns, want %d", len(lattice), tc.lattice)
			}
			flip := tc.k.AMirror()
			mirror := make([]Point, len(tc.cells))
			for i, c := range tc.cells {
				mirror[i] = flip.Apply(c)
			}
			tc.k.Normalize(mirror)
			turned := slices.ContainsFunc(images(tc.k, tc.cells, tc.k.Poses(tc.cells, false)), func(o []Point) bool { return slices.Equal(o, mirror) })
			if want := tc.poses == tc.mirror; turned != want {
				t.Errorf("its mirror image is one of its orientations: %v, want %v", turned, want)
			}
		})
	}
}

// TestMovesOfRegions checks the moves of bodies onto themselves, which
// are the symmetries of a region: a triangular layer's hexagon of seven
// balls has twelve turns of space (its six turns and six half turns
// that turn it over) and no mirror image that acts otherwise; the
// tetrahedron of four balls has twelve turns and twelve mirror images.
func TestMovesOfRegions(t *testing.T) {
	for _, tc := range []struct {
		name         string
		k            Kind
		cells        []Point
		turns, total int
	}{
		{"a hexagon", SphereTriangle, []Point{{1, 0, 0}, {2, 0, 0}, {0, 1, 0}, {1, 1, 0}, {2, 1, 0}, {0, 2, 0}, {1, 2, 0}}, 12, 12},
		{"a tetrahedron", SphereTriangle, []Point{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, 12, 24},
		{"a square", Sphere, []Point{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}}, 8, 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			region := slices.Clone(tc.cells)
			tc.k.Normalize(region)
			for mirrors, want := range map[bool]int{false: tc.turns, true: tc.total} {
				moves := tc.k.Moves(tc.cells, mirrors)
				checkMoves(t, tc.k, tc.cells, moves, mirrors)
				n := 0
				for _, img := range images(tc.k, tc.cells, moves) {
					if slices.Equal(img, region) {
						n++
					}
				}
				if n != want {
					t.Errorf("mirrors=%v: %d symmetries, want %d", mirrors, n, want)
				}
			}
		})
	}
}

// TestTransformMap checks a move that is not the lattice's: a turn by
// 60° in a triangular layer lands the balls of the layer on balls and
// takes the ball over them off the lattice.
func TestTransformMap(t *testing.T) {
	row := []Point{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}}
	var sixty Transform
	for _, m := range SphereTriangle.Poses(row, false) {
		if m.den != 0 && m.m[2] == [3]int{0, 0, m.den} {
			sixty = m
			break
		}
	}
	if sixty.den == 0 {
		t.Fatal("no turn in the layer that is not the lattice's")
	}
	for _, c := range []Point{{1, 0, 0}, {0, 1, 0}, {3, -2, 0}} {
		q, ok := sixty.Map(c)
		if !ok || q.Z != 0 || math.Abs(dist2(SphereTriangle.Space(q), SphereTriangle.Space(Point{}))-dist2(SphereTriangle.Space(c), SphereTriangle.Space(Point{}))) > 1e-9 {
			t.Errorf("%v maps %v to %v, %v", sixty, c, q, ok)
		}
	}
	if q, ok := sixty.Map(Point{0, 0, 1}); ok {
		t.Errorf("%v lands the ball over the origin on %v", sixty, q)
	}
	two := sixty.Compose(sixty)
	if m, d := two.Matrix(); d != 1 || m[2] != [3]int{0, 0, 1} || !slices.Contains(SphereTriangle.Turns(true), two) {
		t.Errorf("two turns by 60° are %v/%d, want a turn of the lattice in the layer", m, d)
	}
	if six := two.Compose(two).Compose(two); six != SphereTriangle.Symmetries(false)[0] {
		t.Errorf("six turns by 60° are %v, want the identity", six)
	}
}

// TestLayerTurns checks the turns of a layer of balls: in square layers
// the four quarter turns and four half turns, all the lattice's; in
// triangular layers six turns by 60° and six half turns, half of them
// not the lattice's; each keeps the layer, turn 1 takes the first
// slot's neighbour to the second's, and the first half turn mirrors the
// layer across the line at right angles to the first slot.
func TestLayerTurns(t *testing.T) {
	for _, k := range ballGrids {
		ts := k.LayerTurns()
		n := k.Sides()
		if len(ts) != 2*n {
			t.Fatalf("%v: %d turns, want %d", k, len(ts), 2*n)
		}
		nb := k.Neighbours(nil, Point{}, true)
		lattice := 0
		for i, tr := range ts {
			if tr.den == 0 {
				lattice++
			}
			for _, c := range nb {
				if q, ok := tr.Map(c); !ok || q.Z != 0 || !slices.Contains(nb, q) {
					t.Fatalf("%v: turn %d, %v, takes %v to %v (%v)", k, i, tr, c, q, ok)
				}
			}
			want := nb[i%n]
			if i >= n {
				want = nb[(n/2+i)%n]
			}
			if got := tr.Apply(nb[0]); got != want || (i < n) != (tr.Apply(Point{Z: 1}).Z > 0) {
				t.Errorf("%v: turn %d takes %v to %v, want %v", k, i, nb[0], got, want)
			}
		}
		if want := map[Kind]int{Sphere: 8, SphereTriangle: 6}[k]; lattice != want {
			t.Errorf("%v: %d of the lattice's turns, want %d", k, lattice, want)
		}
		if ts[0] != k.Symmetries(false)[0] {
			t.Errorf("%v: the first turn is %v, not the identity", k, ts[0])
		}
	}
	if Square.LayerTurns() != nil {
		t.Error("squares have layer turns")
	}
}
