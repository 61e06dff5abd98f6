package design

import (
	"slices"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// Shapes on the triangle and hexagon grids (polyiamonds and polyhexes):
// normalised, compared and enumerated with the grid's own translations
// and symmetries (package grid), as the squares' shapes are with the
// solver's orientations.

// NormalizeOn returns cells moved to grid k's canonical position
// (grid.Kind.Normalize: on triangles each cell keeps pointing as it did),
// in the designer's reading order; on squares it is Normalize.
func NormalizeOn(k grid.Kind, cells []solver.Point) []solver.Point {
	if !k.Planar() {
		return Normalize(cells)
	}
	out := slices.Clone(cells)
	k.Normalize(out)
	grid.SortPoints(out, cmpPoint)
	return out
}

// ShapeOn is Shape on grid k: a key two pieces share exactly when one is
// the other turned in the plane, or also turned over unless oneSided.
func ShapeOn(k grid.Kind, cells []solver.Point, oneSided bool) string {
	if !k.Planar() {
		return Shape(cells, oneSided)
	}
	_, best := canonicalOn(k, cells, oneSided)
	return best
}

// canonicalOn returns the image of cells under grid k's symmetries whose
// key is the least, and that key.
func canonicalOn(k grid.Kind, cells []solver.Point, oneSided bool) ([]solver.Point, string) {
	syms := k.Symmetries(true)
	if oneSided {
		syms = k.Turns(true)
	}
	var best []solver.Point
	bestKey := ""
	img := make([]solver.Point, len(cells))
	for _, t := range syms {
		for i, c := range cells {
			img[i] = t.Apply(c)
		}
		n := NormalizeOn(k, img)
		if s := key(n); best == nil || s < bestKey {
			best, bestKey = n, s
		}
	}
	return best, bestKey
}

// ConnectedOn reports whether cells form one piece on grid k, edge to
// edge (face to face on squares and cubes), as k's Connected.
func ConnectedOn(k grid.Kind, cells []solver.Point) bool {
	return k.Connected(cells)
}

// EnumerateOn returns one representative of every connected shape of n
// cells on the triangle or hexagon grid k, free unless oneSided, in
// canonical order (the least key of each shape, as Enumerate orders
// polyominoes). On squares it is Enumerate of flat shapes.
func EnumerateOn(k grid.Kind, n int, oneSided bool) [][]solver.Point {
	if !k.Planar() {
		return Enumerate(n, false, oneSided)
	}
	start, s := canonicalOn(k, []solver.Point{{}}, oneSided)
	cur := map[string][]solver.Point{s: start}
	var nbs []solver.Point
	for size := 2; size <= n; size++ {
		next := map[string][]solver.Point{}
		for _, cells := range cur {
			for _, c := range cells {
				nbs = k.Neighbours(nbs[:0], c, true)
				for _, nb := range nbs {
					if slices.Contains(cells, nb) {
						continue
					}
					grown, s := canonicalOn(k, append(slices.Clone(cells), nb), oneSided)
					if _, ok := next[s]; !ok {
						next[s] = grown
					}
				}
			}
		}
		cur = next
	}
	return byKey(cur)
}
