package main

import (
	"testing"

	"polyplay/internal/plaincount"
	"polyplay/solver"
	"polyplay/solver/puzzle"
)

// row returns the cells x0 to x1-1 of row y.
func row(y, x0, x1 int) []solver.Point {
	var c []solver.Point
	for x := x0; x < x1; x++ {
		c = append(c, solver.Point{X: x, Y: y})
	}
	return c
}

// cells returns the points given as x, y pairs.
func cells(xy ...int) []solver.Point {
	var c []solver.Point
	for i := 0; i < len(xy); i += 2 {
		c = append(c, solver.Point{X: xy[i], Y: xy[i+1]})
	}
	return c
}

// TestSymmetryFactor: the images symmetryFactor counts, with no group
// taken and with bound's groups, against the true number of solutions
// (internal/plaincount), which the bound never exceeds.
func TestSymmetryFactor(t *testing.T) {
	for _, tc := range []struct {
		name     string
		p        solver.Problem
		sol      []solver.Placement
		images   int64 // symmetryFactor with no group taken
		bound    int64 // bound's, with its groups
		solution int64 // plaincount's
	}{{
		// Of the four symmetries of a row, two act alike on it (a turn by
		// 180° and the mirror image across the row): one image besides.
		name:   "row",
		p:      solver.Problem{XDim: 5, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "D", Cells: row(0, 0, 2)}, {Name: "T", Cells: row(0, 0, 3)}}},
		sol:    []solver.Placement{{Piece: "D", Cells: row(0, 0, 2)}, {Piece: "T", Cells: row(0, 2, 5)}},
		images: 2, bound: 2, solution: 2,
	}, {
		// The group of the first three pieces is taken (6 ways); the
		// fourth, outside it, is moved by the mirror image.
		name: "row of four",
		p: solver.Problem{XDim: 10, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "1", Cells: row(0, 0, 1)},
			{Name: "2", Cells: row(0, 0, 2)}, {Name: "3", Cells: row(0, 0, 3)}, {Name: "4", Cells: row(0, 0, 4)}}},
		sol: []solver.Placement{{Piece: "1", Cells: row(0, 0, 1)}, {Piece: "2", Cells: row(0, 1, 3)},
			{Piece: "3", Cells: row(0, 3, 6)}, {Piece: "4", Cells: row(0, 6, 10)}},
		images: 2, bound: 12, solution: 24,
	}, {
		// Four images: the domino is moved by every symmetry of the box.
		// With the group of both pieces (4 ways) taken, no piece is
		// left to show the images differ.
		name:   "L and domino",
		p:      solver.Problem{XDim: 3, YDim: 2, ZDim: 1, Pieces: []solver.Piece{{Name: "D", Cells: row(0, 0, 2)}, {Name: "L", Cells: cells(0, 0, 0, 1, 1, 1, 2, 1)}}},
		sol:    []solver.Placement{{Piece: "D", Cells: row(0, 0, 2)}, {Piece: "L", Cells: cells(2, 0, 0, 1, 1, 1, 2, 1)}},
		images: 4, bound: 4, solution: 4,
	}, {
		// One-sided, the mirror images do not turn the L as it may lie.
		name: "one-sided L and domino",
		p: solver.Problem{XDim: 3, YDim: 2, ZDim: 1, OneSided: true,
			Pieces: []solver.Piece{{Name: "D", Cells: row(0, 0, 2)}, {Name: "L", Cells: cells(2, 0, 0, 1, 1, 1, 2, 1)}}},
		sol:    []solver.Placement{{Piece: "D", Cells: row(0, 0, 2)}, {Piece: "L", Cells: cells(2, 0, 0, 1, 1, 1, 2, 1)}},
		images: 2, bound: 2, solution: 2,
	}, {
		// Two pieces of one shape: a map may swap them, so nothing shows
		// that the images differ.
		name:   "two dominoes",
		p:      solver.Problem{XDim: 2, YDim: 2, ZDim: 1, Pieces: []solver.Piece{{Name: "A", Cells: row(0, 0, 2)}, {Name: "B", Cells: row(0, 0, 2)}}},
		sol:    []solver.Placement{{Piece: "A", Cells: row(0, 0, 2)}, {Piece: "B", Cells: row(1, 0, 2)}},
		images: 1, bound: 2, solution: 2,
	}, {
		// Each piece lies across the diagonal that a mirror image keeps:
		// nothing shows the images differ.
		name:   "symmetric pieces",
		p:      solver.Problem{XDim: 2, YDim: 2, ZDim: 1, Pieces: []solver.Piece{{Name: "M", Cells: row(0, 0, 1)}, {Name: "V", Cells: cells(1, 0, 0, 1, 1, 1)}}},
		sol:    []solver.Placement{{Piece: "M", Cells: row(0, 0, 1)}, {Piece: "V", Cells: cells(1, 0, 0, 1, 1, 1)}},
		images: 1, bound: 4, solution: 4,
	}, {
		// Colours keep a factor of 1.
		name: "colours",
		p: solver.Problem{XDim: 3, YDim: 2, ZDim: 1, Pieces: []solver.Piece{{Name: "D", Cells: row(0, 0, 2)}, {Name: "L", Cells: cells(2, 0, 0, 1, 1, 1, 2, 1)}},
			Colours: puzzle.Colours{Allow: []puzzle.ColourPair{{Piece: 1, Region: 1}}}},
		sol:    []solver.Placement{{Piece: "D", Cells: row(0, 0, 2)}, {Piece: "L", Cells: cells(2, 0, 0, 1, 1, 1, 2, 1)}},
		images: 1, bound: 4, solution: 4,
	}} {
		t.Run(tc.name, func(t *testing.T) {
			sol := solver.Solution{Placements: tc.sol}
			if n, _ := symmetryFactor(&tc.p, sol, nil); n != tc.images {
				t.Errorf("symmetryFactor: %d images, want %d", n, tc.images)
			}
			r, err := bound(&tc.p, sol, nil)
			if err != nil {
				t.Fatal(err)
			}
			n, _, err := plaincount.Count(&tc.p)
			if err != nil {
				t.Fatal(err)
			}
			if r.bound != tc.bound || n != tc.solution || r.bound > n {
				t.Errorf("bound %d (%d groups, %d images), %d solutions; want bound %d of %d solutions",
					r.bound, len(r.groups), r.images, n, tc.bound, tc.solution)
			}
		})
	}
}
