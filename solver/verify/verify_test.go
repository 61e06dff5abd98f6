package verify

import (
	"fmt"
	"strings"
	"testing"

	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// orientationsByMatrices turns cells by every signed permutation of the
// axes with determinant +1 (the 24 rotations of the cube), written here
// without the verifier's quarter turns, and returns the distinct results
// in canonical form.
func orientationsByMatrices(cells []point) map[string][]point {
	perms := [][3]int{{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}}
	out := map[string][]point{}
	for pi, perm := range perms {
		for signs := 0; signs < 8; signs++ {
			neg := 0
			s := [3]int{1, 1, 1}
			for a := 0; a < 3; a++ {
				if signs&(1<<a) != 0 {
					s[a] = -1
					neg++
				}
			}
			// An odd permutation (pi >= 3) flips orientation, as does an
			// odd number of negated axes: keep the proper rotations.
			if (neg%2 == 1) != (pi >= 3) {
				continue
			}
			var turned []point
			for _, c := range cells {
				v := [3]int{c.X, c.Y, c.Z}
				turned = append(turned, point{X: s[0] * v[perm[0]], Y: s[1] * v[perm[1]], Z: s[2] * v[perm[2]]})
			}
			out[fmt.Sprint(canon(turned))] = turned
		}
	}
	return out
}

// TestCongruent checks the verifier's rotations against rotations made by
// matrices: a chiral piece has exactly 24 orientations, all congruent to
// it, and its mirror image is not; a one-sided piece may be turned in the
// plane but not over.
func TestCongruent(t *testing.T) {
	t.Parallel()
	// A chiral pentacube with no symmetry.
	a := []point{{X: 0, Y: 0, Z: 0}, {X: 1, Y: 0, Z: 0}, {X: 2, Y: 0, Z: 0}, {X: 0, Y: 1, Z: 0}, {X: 1, Y: 0, Z: 1}}
	or := orientationsByMatrices(a)
	if len(or) != 24 {
		t.Fatalf("the chiral piece has %d orientations, want 24", len(or))
	}
	for _, o := range or {
		if !congruent(a, o, false) {
			t.Fatalf("orientation %v not congruent", o)
		}
	}
	var mirror []point
	for _, c := range a {
		mirror = append(mirror, point{X: -c.X, Y: c.Y, Z: c.Z})
	}
	if congruent(a, mirror, false) {
		t.Fatal("mirror image of the chiral piece accepted")
	}
	// One-sided: a flipped L pentomino is not allowed, a turned one is.
	l := []point{{X: 0, Y: 0, Z: 0}, {X: 1, Y: 0, Z: 0}, {X: 2, Y: 0, Z: 0}, {X: 3, Y: 0, Z: 0}, {X: 0, Y: 1, Z: 0}}
	var fl, turned []point
	for _, c := range l {
		fl = append(fl, point{X: -c.X, Y: c.Y, Z: 0})
		turned = append(turned, point{X: -c.Y, Y: c.X, Z: 0})
	}
	if congruent(l, fl, true) || !congruent(l, fl, false) || !congruent(l, turned, true) {
		t.Fatal("one-sided congruence wrong")
	}
	if congruent(l, l[:4], false) {
		t.Fatal("pieces of different sizes congruent")
	}
}

// TestSolutionStationary: a placement may not move or cover a stationary
// piece.
func TestSolutionStationary(t *testing.T) {
	t.Parallel()
	p := &puzzle.Problem{XDim: 2, YDim: 1, ZDim: 1, Pieces: []puzzle.Piece{
		{Name: "S", Cells: []point{{X: 0, Y: 0, Z: 0}}, Stationary: true},
		{Name: "m", Cells: []point{{X: 0, Y: 0, Z: 0}}},
	}}
	good := puzzle.Solution{Placements: []puzzle.Placement{{Piece: "m", Cells: []point{{X: 1, Y: 0, Z: 0}}}}}
	if err := Solution(p, good); err != nil {
		t.Fatalf("valid solution rejected: %v", err)
	}
	for _, tc := range []struct {
		name string
		s    puzzle.Solution
		want string
	}{
		{"covers", puzzle.Solution{Placements: []puzzle.Placement{{Piece: "m", Cells: []point{{X: 0, Y: 0, Z: 0}}}}}, "both cover"},
		{"moves", puzzle.Solution{Placements: []puzzle.Placement{{Piece: "S", Cells: []point{{X: 1, Y: 0, Z: 0}}}}}, "moves stationary piece S"},
	} {
		if err := Solution(p, tc.s); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}

// TestRules checks that the verifier has rules for every grid: a new grid
// that none of them fits fails here, rather than being checked by
// another grid's rules.
func TestRules(t *testing.T) {
	t.Parallel()
	for _, k := range grid.Kinds() {
		if _, err := rules(k); err != nil {
			t.Errorf("%v: %v", k, err)
		}
	}
}
