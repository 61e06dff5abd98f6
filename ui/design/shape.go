package design

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// Normalize returns cells translated as the solver normalises a piece
// (solver.Normalize), in the designer's reading order: sorted by z, then
// y, then x.
func Normalize(cells []solver.Point) []solver.Point {
	out := solver.Normalize(cells)
	grid.SortPoints(out, cmpPoint)
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
// into the other the way the solver turns pieces: its orientations
// (solver.Orientations), by any rotation in space (which turns flat
// pieces over), or for one-sided puzzles only by turns in the plane. The
// key is the least, as a string, of the orientations in the designer's
// reading order.
func Shape(cells []solver.Point, oneSided bool) string {
	best := ""
	for i, o := range solver.Orientations(cells, oneSided) {
		grid.SortPoints(o, cmpPoint)
		if k := key(o); i == 0 || k < best {
			best = k
		}
	}
	return best
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
	return byKey(cur)
}

// byKey returns the shapes of m in the order of their keys.
func byKey(m map[string][]solver.Point) [][]solver.Point {
	out := make([][]solver.Point, 0, len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		out = append(out, m[k])
	}
	return out
}

// canonical returns the orientation of cells whose key is Shape's, flat
// shapes kept flat (z = 0).
func canonical(cells []solver.Point, oneSided bool) []solver.Point {
	flat := isFlat(cells)
	var best []solver.Point
	bestKey := ""
	for _, n := range solver.Orientations(cells, oneSided) {
		grid.SortPoints(n, cmpPoint)
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
