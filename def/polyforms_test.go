package def

import (
	"slices"
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// shapeKey returns a key that two sets of cells of the grid k share if
// and only if one is the other turned (and, unless oneSided, turned
// over) and moved: the least of the keys of its images, each normalised
// by grid.Kind.Normalize.
func shapeKey(k grid.Kind, cells []solver.Point, oneSided bool) string {
	ts := k.Symmetries(true)
	if oneSided {
		ts = k.Turns(true)
	}
	best := ""
	for i, t := range ts {
		img := make([]solver.Point, len(cells))
		for j, c := range cells {
			img[j] = t.Apply(c)
		}
		k.Normalize(img)
		if key := cellKey(img); i == 0 || key < best {
			best = key
		}
	}
	return best
}

// polyforms enumerates the polyforms of n cells on the grid k, free or
// one-sided, by growing every form of n-1 cells by one neighbouring
// cell; it returns one set of cells for each shape, by its shapeKey.
func polyforms(k grid.Kind, n int, oneSided bool) map[string][]solver.Point {
	forms := map[string][]solver.Point{}
	one := []solver.Point{{}}
	forms[shapeKey(k, one, oneSided)] = one
	for size := 2; size <= n; size++ {
		next := map[string][]solver.Point{}
		for _, f := range forms {
			for _, c := range f {
				for _, nb := range k.Neighbours(nil, c, true) {
					if slices.Contains(f, nb) {
						continue
					}
					g := append(slices.Clone(f), nb)
					key := shapeKey(k, g, oneSided)
					if _, ok := next[key]; !ok {
						k.Normalize(g)
						next[key] = g
					}
				}
			}
		}
		forms = next
	}
	return forms
}

// connectedOn reports whether cells are edge-connected on the grid k.
func connectedOn(k grid.Kind, cells []solver.Point) bool {
	if len(cells) == 0 {
		return false
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
		for _, n := range k.Neighbours(nil, c, false) {
			if in[n] && !seen[n] {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return len(seen) == len(in)
}

// TestPolyformCounts checks the enumeration against the numbers of
// polyforms every table gives: 12 free pentominoes, 4 pentiamonds, 12
// free and 19 one-sided hexiamonds, 7 tetrahexes and 22 pentahexes.
func TestPolyformCounts(t *testing.T) {
	for _, tc := range []struct {
		k        grid.Kind
		n        int
		oneSided bool
		want     int
	}{
		{grid.Square, 5, false, 12},
		{grid.Square, 5, true, 18},
		{grid.Triangle, 5, false, 4},
		{grid.Triangle, 6, false, 12},
		{grid.Triangle, 6, true, 19},
		{grid.Hexagon, 4, false, 7},
		{grid.Hexagon, 5, false, 22},
	} {
		if got := len(polyforms(tc.k, tc.n, tc.oneSided)); got != tc.want {
			t.Errorf("%v, %d cells, one-sided %v: %d polyforms, want %d", tc.k, tc.n, tc.oneSided, got, tc.want)
		}
	}
}

// TestLibraryPolyformSets checks that the library's puzzles on the new
// grids hold each polyform of their set exactly once, by comparing their
// pieces with the enumeration.
func TestLibraryPolyformSets(t *testing.T) {
	for _, tc := range []struct {
		key string
		k   grid.Kind
		n   int
		one bool
	}{
		{"hexiamonds-6x6", grid.Triangle, 6, false},
		{"hexiamonds-4x9", grid.Triangle, 6, false},
		{"tetrahexes-4x7", grid.Hexagon, 4, false},
	} {
		t.Run(tc.key, func(t *testing.T) {
			pz := mustPuzzle(t, tc.key)
			if pz.Grid != tc.k || pz.OneSided != tc.one {
				t.Fatalf("grid %v, one-sided %v; want %v, %v", pz.Grid, pz.OneSided, tc.k, tc.one)
			}
			want := polyforms(tc.k, tc.n, tc.one)
			got := map[string]string{}
			for _, pc := range pz.Pieces {
				if pc.Stationary {
					continue
				}
				key := shapeKey(tc.k, pc.Cells, tc.one)
				if _, ok := want[key]; !ok {
					t.Errorf("piece %s is not one of the %d-cell polyforms", pc.Name, tc.n)
				}
				if other, dup := got[key]; dup {
					t.Errorf("pieces %s and %s have the same shape", other, pc.Name)
				}
				got[key] = pc.Name
			}
			if len(got) != len(want) {
				t.Errorf("%d of the %d polyforms", len(got), len(want))
			}
		})
	}
}
