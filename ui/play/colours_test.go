package play

import (
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/verify"
)

// TestColourPlacement plays the coloured dominoes
// (librarytest.ColouredDominoes): A's coloured end may lie only on the
// left column. A drop that puts it elsewhere is refused, naming the
// cell and the colours; the right one is accepted; the finished board is
// solved and the verifier accepts it with its colours.
func TestColourPlacement(t *testing.T) {
	pz := puzzleOf(t, librarytest.ColouredDominoes)
	a, _ := pz.PieceByName("A")
	// Two ways round on each of A's two lines of cells.
	if n := len(pz.Orientations(a)); n != 4 {
		t.Fatalf("A has %d orientations, want 4 (each way round upright and lying)", n)
	}
	type step struct {
		piece  string
		cells  []solver.Point
		refuse string // the refusal's text, or "" to be placed
	}
	p := func(x, y int) solver.Point { return solver.Point{X: x, Y: y} }
	tests := []struct {
		name   string
		steps  []step
		solved bool
	}{
		{"A lying on the right", []step{{"A", []solver.Point{p(1, 0), p(2, 0)}, "Refused: A's colour 1 (black) cell cannot lie on " + pz.CellName(p(1, 0)) + ": that cell is colour 2 (white), and no coloured cell may cover it."}}, false},
		{"A lying on the left", []step{{"A", []solver.Point{p(0, 0), p(1, 0)}, ""}}, false},
		{"solved with A upright", []step{
			{"A", []solver.Point{p(0, 0), p(0, 1)}, ""},
			{"B", []solver.Point{p(1, 0), p(2, 0)}, ""},
			{"C", []solver.Point{p(1, 1), p(2, 1)}, ""},
		}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(pz)
			for _, s := range tc.steps {
				n := g.Place(s.piece, s.cells)
				if s.refuse == "" && n.Refused || s.refuse != "" && n.Text != s.refuse {
					t.Fatalf("Place(%s, %v) = %q, want %q", s.piece, s.cells, n.Text, s.refuse)
				}
			}
			if g.Solved() != tc.solved {
				t.Fatalf("Solved = %v, want %v", g.Solved(), tc.solved)
			}
			if tc.solved {
				if err := verify.Solution(pz.Problem, solver.Solution{Placements: g.Position()}); err != nil {
					t.Fatalf("the verifier refuses the solved board: %v", err)
				}
			}
		})
	}
}

// TestColourDrop drops A from the hand lying on the bottom row, its
// coloured end at the left (accepted) and at the right (refused with
// the cell at fault).
func TestColourDrop(t *testing.T) {
	pz := puzzleOf(t, librarytest.ColouredDominoes)
	a, _ := pz.PieceByName("A")
	tests := []struct {
		name    string
		colour  solver.Point // the coloured cell, lying on row y 0
		refused bool
	}{
		{"colour on the left column", solver.Point{X: 0}, false},
		{"colour on the middle column", solver.Point{X: 1}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, r := range pz.Orientations(a) {
				o := pz.Oriented(a, r)
				cols := pz.PieceColours(a)
				k := 0
				if cols[1] != 0 {
					k = 1
				}
				if o[0].Y != o[1].Y || o[k].X != 0 {
					continue // upright, or its colour at the right
				}
				g := NewGame(pz)
				g.Pick(a)
				g.Orient(r)
				g.SetAnchor(k)
				n := g.DropAt(tc.colour)
				if n.Refused != tc.refused {
					t.Fatalf("DropAt(%v) = %q, want refused %v", tc.colour, n.Text, tc.refused)
				}
				if tc.refused {
					if len(n.Cells) != 1 || n.Cells[0] != tc.colour || !strings.Contains(n.Text, "colour 1 (black)") {
						t.Fatalf("DropAt(%v) = %q at %v, want the colours named and the cell %v", tc.colour, n.Text, n.Cells, tc.colour)
					}
					if _, ok := g.Held(); !ok {
						t.Fatal("a refused drop lost the piece in hand")
					}
				}
				return
			}
			t.Fatal("A has no orientation lying with its colour at the left")
		})
	}
}
