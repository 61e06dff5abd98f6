package design

import (
	"slices"
	"strconv"
	"strings"

	"polyplay/solver"
)

// rotation is a proper rotation of the cubic lattice, as a signed
// permutation: axis i of the image is sign[i] times axis perm[i].
type rotation struct {
	perm [3]int
	sign [3]int
}

func (r rotation) apply(p solver.Point) solver.Point {
	v := [3]int{p.X, p.Y, p.Z}
	return solver.Point{X: r.sign[0] * v[r.perm[0]], Y: r.sign[1] * v[r.perm[1]], Z: r.sign[2] * v[r.perm[2]]}
}

// rotations lists the 24 proper rotations of the cube, and planar the 4 of
// them that keep the z axis (the turns of a one-sided piece).
var rotations, planar = func() (all, flat []rotation) {
	perms := [][3]int{{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}}
	for i, p := range perms {
		even := i < 3
		for s := 0; s < 8; s++ {
			r := rotation{perm: p}
			neg := 0
			for k := 0; k < 3; k++ {
				r.sign[k] = 1
				if s>>k&1 == 1 {
					r.sign[k] = -1
					neg++
				}
			}
			// The determinant is the permutation's sign times the signs'.
			if even == (neg%2 == 0) {
				all = append(all, r)
				if p[2] == 2 && r.sign[2] == 1 {
					flat = append(flat, r)
				}
			}
		}
	}
	return all, flat
}()

// Normalize returns cells translated so that their least coordinates are
// 0, sorted by z, then y, then x.
func Normalize(cells []solver.Point) []solver.Point {
	out := slices.Clone(cells)
	if len(out) == 0 {
		return out
	}
	lo := out[0]
	for _, c := range out {
		lo = solver.Point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
	}
	for i := range out {
		out[i] = solver.Point{X: out[i].X - lo.X, Y: out[i].Y - lo.Y, Z: out[i].Z - lo.Z}
	}
	slices.SortFunc(out, cmpPoint)
	return out
}

func cmpPoint(a, b solver.Point) int {
	if a.Z != b.Z {
		return a.Z - b.Z
	}
	if a.Y != b.Y {
		return a.Y - b.Y
	}
	return a.X - b.X
}

// key writes normalised cells as a string.
func key(cells []solver.Point) string {
	var b strings.Builder
	for _, c := range cells {
		b.WriteString(strconv.Itoa(c.X))
		b.WriteByte(',')
		b.WriteString(strconv.Itoa(c.Y))
		b.WriteByte(',')
		b.WriteString(strconv.Itoa(c.Z))
		b.WriteByte(';')
	}
	return b.String()
}

// Shape returns a key that two pieces share exactly when one can be turned
// into the other the way the solver turns pieces: by any rotation in space
// (which turns flat pieces over), or for one-sided puzzles only by turns in
// the plane. The key is the least, as a string, of the piece's normalised
// orientations.
func Shape(cells []solver.Point, oneSided bool) string {
	rots := rotations
	if oneSided {
		rots = planar
	}
	best := ""
	img := make([]solver.Point, len(cells))
	for i, r := range rots {
		for j, c := range cells {
			img[j] = r.apply(c)
		}
		if k := key(Normalize(img)); i == 0 || k < best {
			best = k
		}
	}
	return best
}

// Connected reports whether cells form one piece, face to face.
func Connected(cells []solver.Point) bool {
	if len(cells) == 0 {
		return true
	}
	in := map[solver.Point]bool{}
	for _, c := range cells {
		in[c] = true
	}
	seen := map[solver.Point]bool{cells[0]: true}
	stack := []solver.Point{cells[0]}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, n := range neighbours(c, true) {
			if in[n] && !seen[n] {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return len(seen) == len(in)
}

// neighbours returns the cells that share a face with c, in the plane z =
// c.Z only unless solid.
func neighbours(c solver.Point, solid bool) []solver.Point {
	ns := []solver.Point{{X: c.X + 1, Y: c.Y, Z: c.Z}, {X: c.X - 1, Y: c.Y, Z: c.Z}, {X: c.X, Y: c.Y + 1, Z: c.Z}, {X: c.X, Y: c.Y - 1, Z: c.Z}}
	if solid {
		ns = append(ns, solver.Point{X: c.X, Y: c.Y, Z: c.Z + 1}, solver.Point{X: c.X, Y: c.Y, Z: c.Z - 1})
	}
	return ns
}

// Enumerate returns one representative (normalised cells) of every
// connected shape of n cells, in canonical order: flat shapes
// (polyominoes) unless solid, then free (turning over allowed) unless
// oneSided; solid shapes (polycubes) are told apart up to rotation, so a
// chiral polycube and its mirror image are two shapes. n must be at least 1.
func Enumerate(n int, solid, oneSided bool) [][]solver.Point {
	oneSided = oneSided && !solid
	cur := map[string][]solver.Point{Shape([]solver.Point{{}}, oneSided): {{}}}
	for size := 2; size <= n; size++ {
		next := map[string][]solver.Point{}
		for _, cells := range cur {
			in := map[solver.Point]bool{}
			for _, c := range cells {
				in[c] = true
			}
			for _, c := range cells {
				for _, nb := range neighbours(c, solid) {
					if in[nb] {
						continue
					}
					grown := append(slices.Clone(cells), nb)
					k := Shape(grown, oneSided)
					if _, ok := next[k]; !ok {
						next[k] = canonical(grown, oneSided)
					}
				}
			}
		}
		cur = next
	}
	keys := make([]string, 0, len(cur))
	for k := range cur {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	out := make([][]solver.Point, len(keys))
	for i, k := range keys {
		out[i] = cur[k]
	}
	return out
}

// canonical returns the orientation of cells whose key is Shape's, flat
// shapes kept flat (z = 0).
func canonical(cells []solver.Point, oneSided bool) []solver.Point {
	rots := rotations
	if oneSided {
		rots = planar
	}
	flat := isFlat(cells)
	var best []solver.Point
	bestKey := ""
	img := make([]solver.Point, len(cells))
	for _, r := range rots {
		for j, c := range cells {
			img[j] = r.apply(c)
		}
		n := Normalize(img)
		if flat && !isFlat(n) {
			continue
		}
		if k := key(n); best == nil || k < bestKey {
			best, bestKey = n, k
		}
	}
	return best
}

// isFlat reports whether all cells have z = 0 after normalising, that is
// the same z.
func isFlat(cells []solver.Point) bool {
	for _, c := range cells {
		if c.Z != cells[0].Z {
			return false
		}
	}
	return true
}
