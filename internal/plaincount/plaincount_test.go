package plaincount

import (
	"context"
	"fmt"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/internal/longtest"
	"polyplay/internal/polyforms"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
	"polyplay/solver/verify"
)

// TestCount counts library puzzles against their published counts (with
// no redundancy filter), small puzzles of identical pieces against counts
// made by hand and a one-sided puzzle against the solver's count, and
// checks each first solution with the verifier.
func TestCount(t *testing.T) {
	tromino := []grid.Point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 0, Y: 1}}
	for _, tc := range []struct {
		name string
		p    *puzzle.Problem
		want int64
	}{
		{"pentominoes-20x3", librarytest.Problem(t, "pentominoes-20x3"), 8},
		{"pentominoes-8x8-hole", librarytest.Problem(t, "pentominoes-8x8-hole"), 520},
		{"soma", librarytest.Problem(t, "soma"), 11520},
		// A 2x3 rectangle holds two L trominoes in two ways.
		{"two trominoes", &puzzle.Problem{Name: "2x3", XDim: 3, YDim: 2, ZDim: 1, Pieces: []puzzle.Piece{
			{Name: "a", Cells: tromino}, {Name: "b", Cells: tromino}}}, 2},
		{"one-sided trominoes", &puzzle.Problem{Name: "2x3 one-sided", XDim: 3, YDim: 2, ZDim: 1, OneSided: true, Pieces: []puzzle.Piece{
			{Name: "a", Cells: tromino}, {Name: "b", Cells: tromino}}}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, sol, err := Count(tc.p)
			if err != nil {
				t.Fatal(err)
			}
			if n != tc.want {
				t.Errorf("%d solutions, want %d", n, tc.want)
			}
			if err := verify.Solution(tc.p, sol); err != nil {
				t.Errorf("first solution: %v", err)
			}
		})
	}
	// One-sided: the 8x8 with a hole, its pentominoes not to be flipped
	// (4 solutions). The count must agree with the solver's, a search
	// that shares no code with this package.
	p := *librarytest.Problem(t, "pentominoes-8x8-hole")
	p.OneSided = true
	n, sol, err := Count(&p)
	if err != nil {
		t.Fatal(err)
	}
	want, err := solverCount(&p, solver.Options{})
	if err != nil || n != want || n != 4 {
		t.Errorf("one-sided 8x8: %d solutions, the solver counts %d (%v)", n, want, err)
	}
	if err := verify.Solution(&p, sol); err != nil {
		t.Errorf("one-sided 8x8: %v", err)
	}
	bad := &puzzle.Problem{Name: "bad", XDim: 2, YDim: 2, ZDim: 1, Pieces: []puzzle.Piece{{Name: "a", Cells: tromino}}}
	if _, _, err := Count(bad); err == nil || err.Error() != "volume mismatch: the pieces have 3 squares but the region has 4" {
		t.Errorf("invalid problem: error %v", err)
	}
}

// TestCountGrids counts puzzles on the triangle, hexagon and sphere
// grids with plaincount's own geometry: Kanoodle's pyramid (2,448, eight
// times BurrTools' 306 up to the pyramid's symmetries), the library's
// tetrahedron and tower of tetraspheres (240 and 32, against the solver:
// BurrTools counts 20 and 16 up to their twelve turns and half turn), a
// bent row of three balls in a triangular layer in the cells of its
// mirror image (1: turned over, which no turn of the lattice does), the
// library's tetrahexes in the 4x7
// parallelogram, one-sided tetrahexes and pentiamonds and a stationary
// piece, each against the solver, and (long) the library's twelve
// hexiamonds in the 6x6 rhombus and the 4x9 parallelogram, 4 and 2
// times their published counts up to symmetry (156 and 74), since no
// solution is its own image, and the library's 22 pentahexes in the
// notched 3x40 parallelogram, whose count no source publishes: twice the
// solver's count up to the half turn (def's TestLibraryCounts), the
// second, independent count that the library's entry cites.
func TestCountGrids(t *testing.T) {
	t.Parallel()
	tetrahexes := polyforms.Pieces(polyforms.Free(grid.Hexagon, 4))
	holed := polyforms.Parallelogram("tetrahexes-hole", grid.Hexagon, 6, 5, false, tetrahexes)
	holed.Pieces = append(holed.Pieces, puzzle.Piece{Name: "*", Cells: []grid.Point{{X: 2, Y: 2}, {X: 3, Y: 2}}, Stationary: true})
	for _, tc := range []struct {
		p    *puzzle.Problem
		want int64
		long bool
	}{
		{librarytest.Problem(t, "tetrahexes-4x7"), 18, false},
		{polyforms.Parallelogram("one-sided-tetrahexes", grid.Hexagon, 8, 5, true, polyforms.Pieces(polyforms.OneSided(grid.Hexagon, 4))), 384, false},
		{holed, 4, false},
		{polyforms.Parallelogram("one-sided-pentiamonds", grid.Triangle, 5, 3, true, polyforms.Pieces(polyforms.OneSided(grid.Triangle, 5))), 2, false},
		{librarytest.Problem(t, "hexiamonds-6x6"), 624, true},
		{librarytest.Problem(t, "hexiamonds-4x9"), 148, true},
		{librarytest.Problem(t, "pentahexes-3x40-notched"), 160, true},
		{librarytest.Problem(t, "kanoodle-pyramid"), 2448, true},
		{librarytest.Problem(t, "tetraspheres-tetrahedron"), 240, false},
		{librarytest.Problem(t, "tetraspheres-tower"), 32, false},
		{librarytest.FlatV(), 1, false},
	} {
		if tc.long && !longtest.Enabled() {
			continue
		}
		n, sol, err := Count(tc.p)
		if err != nil || n != tc.want {
			t.Errorf("%s: %d solutions (%v), want %d", tc.p.Name, n, err, tc.want)
		}
		if err := verify.Solution(tc.p, sol); err != nil {
			t.Errorf("%s: first solution: %v", tc.p.Name, err)
		}
		if !tc.long {
			if s, err := solverCount(tc.p, solver.Options{}); err != nil || s != n {
				t.Errorf("%s: the solver counts %d (%v), plaincount %d", tc.p.Name, s, err, n)
			}
		}
	}
}

// solverCount solves p and returns the number of solutions.
func solverCount(p *solver.Problem, opts solver.Options) (int64, error) {
	s, err := solver.New(p, opts)
	if err != nil {
		return 0, err
	}
	st, err := s.Solve(context.Background(), nil)
	return st.Solutions, err
}

// TestSymmetries counts the symmetries of regions whose groups are
// known: the turns in space (Proper) and all of them, the flips of a
// flat region among them (Flip).
func TestSymmetries(t *testing.T) {
	t.Parallel()
	// filled returns a box of the grid g filled with one-cell pieces,
	// but for the cells of hole, which a stationary piece holds.
	filled := func(g grid.Kind, x, y, z int, hole ...grid.Point) *puzzle.Problem {
		p := &puzzle.Problem{Name: "box", XDim: x, YDim: y, ZDim: z, Grid: g}
		if len(hole) > 0 {
			p.Pieces = append(p.Pieces, puzzle.Piece{Name: "*", Stationary: true, Cells: hole})
		}
		held := map[grid.Point]bool{}
		for _, c := range hole {
			held[c] = true
		}
		for _, c := range openCells(p) {
			if !held[c] {
				p.Pieces = append(p.Pieces, puzzle.Piece{Name: fmt.Sprint("p", len(p.Pieces)), Cells: []grid.Point{c}})
			}
		}
		return p
	}
	var pyramid []grid.Point // the square pyramid of 55 balls: the rest of the 5x5x5 box
	for z := range 5 {
		for y := range 5 {
			for x := range 5 {
				if x >= 5-z || y >= 5-z {
					pyramid = append(pyramid, grid.Point{X: x, Y: y, Z: z})
				}
			}
		}
	}
	for _, tc := range []struct {
		name               string
		p                  *puzzle.Problem
		proper, all, flips int
	}{
		{"square 5x5", filled(grid.Square, 5, 5, 1), 8, 8, 4},
		{"rectangle 3x2", filled(grid.Square, 3, 2, 1), 4, 4, 2},
		{"box 2x3x3", filled(grid.Square, 2, 3, 3), 8, 16, 0},
		{"cube 2x2x2", filled(grid.Square, 2, 2, 2), 24, 48, 0},
		{"triangle box 6x3 (its rows zigzag)", filled(grid.Triangle, 6, 3, 1), 2, 2, 0},
		{"hexagon rhombus 3x3", filled(grid.Hexagon, 3, 3, 1), 4, 4, 2},
		{"hexagon parallelogram 4x2", filled(grid.Hexagon, 4, 2, 1), 2, 2, 0},
		{"ball pyramid", filled(grid.Sphere, 5, 5, 5, pyramid...), 4, 8, 0},
		// A flat piece of balls turns over in space: every symmetry of
		// a layer is a turn.
		{"balls in a triangular layer 3x3 (a rhombus)", filled(grid.SphereTriangle, 3, 3, 1), 4, 4, 0},
		{"balls in a square layer 3x3", filled(grid.Sphere, 3, 3, 1), 8, 8, 0},
		{"hexiamonds-6x6 (a rhombus)", librarytest.Problem(t, "hexiamonds-6x6"), 4, 4, 2},
		{"hexiamonds-4x9 (a parallelogram)", librarytest.Problem(t, "hexiamonds-4x9"), 2, 2, 0},
		{"pentominoes-8x8-hole", librarytest.Problem(t, "pentominoes-8x8-hole"), 8, 8, 4},
		{"tetraspheres-tetrahedron", librarytest.Problem(t, "tetraspheres-tetrahedron"), 12, 24, 0},
	} {
		ys, err := Symmetries(tc.p)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		proper, flips := 0, 0
		for i, y := range ys {
			if y.Proper {
				proper++
			}
			if y.Flip {
				flips++
			}
			if i == 0 {
				for c, d := range y.Map {
					if c != d || !y.Proper || y.Flip {
						t.Fatalf("%s: the first symmetry is not the identity", tc.name)
					}
				}
			}
		}
		if proper != tc.proper || len(ys) != tc.all || flips != tc.flips {
			t.Errorf("%s: %d symmetries, %d turns, %d flips; want %d, %d, %d", tc.name, len(ys), proper, flips, tc.all, tc.proper, tc.flips)
		}
	}
}

// TestKnown checks that this package has a geometry of its own for every
// grid: a new grid that none fits fails here, rather than being counted
// with another grid's moves.
func TestKnown(t *testing.T) {
	t.Parallel()
	for _, k := range grid.Kinds() {
		if err := known(k); err != nil {
			t.Errorf("%v: %v", k, err)
		}
	}
}
