package def

import (
	"math"
	"slices"
	"testing"

	"polyplay/internal/polyforms"
	"polyplay/solver"
	"polyplay/solver/grid"
)

// shapeKey returns a key that two sets of cells of the grid k share if
// and only if one is the other turned (and, unless oneSided, turned
// over) and moved: the least of the keys of its images, each normalised
// by grid.Kind.Normalize.
func shapeKey(k grid.Kind, cells []solver.Point, oneSided bool) string {
	ts := k.Symmetries(true)
	switch {
	case k.Solid():
		ts = k.Turns(false) // solids turn in space and are never mirrored
	case oneSided:
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

// TestLibraryPolyformSets checks that the library's puzzles on the new
// grids hold each polyform of their set exactly once, by comparing their
// pieces with the enumeration of package polyforms.
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
		{"pentahexes-3x40-notched", grid.Hexagon, 5, false},
		{"hexiamonds-onesided-hexagon", grid.Triangle, 6, true},
	} {
		t.Run(tc.key, func(t *testing.T) {
			pz := mustPuzzle(t, tc.key)
			if pz.Grid != tc.k || pz.OneSided != tc.one {
				t.Fatalf("grid %v, one-sided %v; want %v, %v", pz.Grid, pz.OneSided, tc.k, tc.one)
			}
			forms := polyforms.Free(tc.k, tc.n)
			if tc.one {
				forms = polyforms.OneSided(tc.k, tc.n)
			}
			want := map[string]bool{}
			for _, f := range forms {
				want[shapeKey(tc.k, f, tc.one)] = true
			}
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

// TestLibraryOBeirnesHexagon checks the region of the one-sided hexiamond
// puzzle against its definition: the open cells are the triangles that
// have a corner at one of nineteen lattice points spaced √3 apart in a
// hexagon of side 3 (12 around 6 around 1), each the centre of a
// hexagon of six triangles.
func TestLibraryOBeirnesHexagon(t *testing.T) {
	pz := mustPuzzle(t, "hexiamonds-onesided-hexagon")
	blocked := map[solver.Point]bool{}
	for _, pc := range pz.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				blocked[c] = true
			}
		}
	}
	// The centres, in units of a triangle's edge: the region's middle
	// point m and m + i·(3/2, h) + j·(0, 2h), h = √3/2, for |i|, |j|,
	// |i+j| at most 2. The middle is the corner shared by the box's
	// six cells (7, 4) to (9, 4) and (7, 5) to (9, 5): x = 4.5, y = 5h.
	h := math.Sqrt(3) / 2
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	in := func(v grid.Vec) bool {
		for i := -2; i <= 2; i++ {
			for j := -2; j <= 2; j++ {
				if abs(i+j) > 2 {
					continue
				}
				if near(v.X, 4.5+1.5*float64(i)) && near(v.Y, 5*h+h*float64(i)+2*h*float64(j)) {
					return true
				}
			}
		}
		return false
	}
	open := 0
	for y := range pz.YDim {
		for x := range pz.XDim {
			c := solver.Point{X: x, Y: y}
			want := slices.ContainsFunc(grid.Triangle.Corners(c), in)
			if want == blocked[c] {
				t.Errorf("cell %v: open %v, want %v", c, !blocked[c], want)
			}
			if want {
				open++
			}
		}
	}
	if open != 19*6 {
		t.Errorf("%d open cells, want 114", open)
	}
}
