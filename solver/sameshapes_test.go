package solver

import (
	"fmt"
	"testing"

	"polyplay/solver/grid"
)

// TestSameShapes groups pieces as the solver does: mirror images are one
// shape for flat pieces that may turn over, two for one-sided pieces
// and for chiral polycubes; on triangles a piece drawn one column off is
// its mirror image. Flat pieces of balls are their own mirror images in
// space, in a square layer and in a triangular one (where no turn of the
// lattice, only a turn by 60° with the half turn that turns it over,
// maps the piece onto the mirror image drawn here); a chiral solid of
// balls is not.
func TestSameShapes(t *testing.T) {
	t.Parallel()
	p := func(c ...int) []Point {
		var out []Point
		for i := 0; i+2 < len(c); i += 3 {
			out = append(out, Point{X: c[i], Y: c[i+1], Z: c[i+2]})
		}
		return out
	}
	l := p(0, 0, 0, 0, 1, 0, 0, 2, 0, 1, 0, 0)
	j := p(1, 0, 0, 1, 1, 0, 1, 2, 0, 0, 0, 0)
	bar := p(0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0)
	lMoved := p(5, 5, 0, 5, 6, 0, 5, 7, 0, 6, 5, 0)
	somaA := p(0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1)
	somaB := p(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1)
	somaATurned := p(0, 0, 0, 0, 1, 0, -1, 0, 0, 0, 1, 1) // A turned a quarter about z
	triBar := p(0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0)
	triBarOff := p(1, 0, 0, 2, 0, 0, 3, 0, 0, 4, 0, 0)  // one column off: its mirror image
	hook := p(0, 0, 0, 1, 0, 0, 2, 0, 0, 2, 1, 0)       // a row and a ball at 60° in a triangular layer
	hookMirror := p(0, 0, 0, 0, 1, 0, 0, 2, 0, 1, 2, 0) // x and y swapped
	twist := p(0, 0, 0, 1, 0, 0, 1, 1, 0, 1, 1, 1)
	twistMirror := p(0, 0, 0, 0, 1, 0, 1, 1, 0, 1, 1, 1)
	for _, tc := range []struct {
		name     string
		g        grid.Kind
		oneSided bool
		cells    [][]Point
		want     string
	}{
		{"tetrominoes, free", grid.Square, false, [][]Point{l, bar, j, lMoved}, "[[0 2 3]]"},
		{"tetrominoes, one-sided", grid.Square, true, [][]Point{l, bar, j, lMoved}, "[[0 3]]"},
		{"soma's chiral pair", grid.Square, false, [][]Point{somaA, somaB, somaATurned}, "[[0 2]]"},
		{"none, an empty piece", grid.Square, false, [][]Point{l, nil, nil, bar}, "[]"},
		{"tetriamond bar, free", grid.Triangle, false, [][]Point{triBar, triBarOff}, "[[0 1]]"},
		{"tetriamond bar, one-sided", grid.Triangle, true, [][]Point{triBar, triBarOff}, "[]"},
		{"flat balls in a square layer", grid.Sphere, false, [][]Point{l, bar, j, lMoved}, "[[0 2 3]]"},
		{"flat balls in a triangular layer", grid.SphereTriangle, false, [][]Point{hook, hookMirror}, "[[0 1]]"},
		{"a chiral solid of balls", grid.SphereTriangle, false, [][]Point{twist, twistMirror}, "[]"},
		{"dihexes, groups by first piece", grid.Hexagon, false, [][]Point{p(0, 0, 0), p(0, 0, 0, 1, 0, 0), p(0, 0, 0, 0, 1, 0), p(3, 3, 0)}, "[[0 3] [1 2]]"},
	} {
		if got := fmt.Sprint(SameShapes(tc.g, tc.cells, tc.oneSided)); got != tc.want {
			t.Errorf("%s: groups %s, want %s", tc.name, got, tc.want)
		}
	}
}
