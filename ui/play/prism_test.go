package play

import (
	"testing"

	"polyplay/solver"
)

// prismSource is docs/format.md's example on triangular prisms.
const prismSource = `D:grid=prism:xDim=4:yDim=2:zDim=2
L:stationary=*
* A B C, * B B C
* A A A, * B C C
~L
~D
`

// TestSolveByHandPrisms plays a puzzle of triangular prisms: each piece
// takes the solver's orientations (the 12 turns of space, never a
// mirror image); six turns about the board's axis are a whole turn; a
// turn about x or y is a half turn, which turns the layers over, and
// twice is none; a piece is never flipped (mirrored); placing a
// solution's pieces solves it.
func TestSolveByHandPrisms(t *testing.T) {
	pz := puzzleOf(t, prismSource)
	if pz.Turns() != 6 || len(pz.allowed) != 12 {
		t.Errorf("%d turns about the axis, %d orientations allowed; want 6, 12", pz.Turns(), len(pz.allowed))
	}
	for i, pc := range pz.Pieces {
		want := len(solver.OrientationsOn(pz.Problem.Grid, pc.Cells, false))
		if got := len(pz.Orientations(i)); got != want {
			t.Errorf("piece %s: %d orientations, the solver's %d", pc.Name, got, want)
		}
	}
	g := NewGame(pz)
	b, _ := pz.PieceByName("B") // one prism in the lower layer, three over it
	g.Pick(b)
	start := g.HeldCells()
	for i := range 6 {
		if n := g.Turn(AxisZ, 1); n.Refused {
			t.Fatalf("turn %d refused: %s", i+1, n.Text)
		}
		if _, err := pz.Find("B", g.HeldCells()); err != nil {
			t.Errorf("Find after %d turns: %v", i+1, err)
		}
	}
	if !sameShape(pz.Grid(), g.HeldCells(), start) {
		t.Errorf("six turns are not a whole turn: %v, then %v", start, g.HeldCells())
	}
	lower := func(cells []solver.Point) (n int) {
		for _, c := range cells {
			if c.Z == 0 {
				n++
			}
		}
		return n
	}
	for _, axis := range []Axis{AxisX, AxisY} {
		if n := g.Turn(axis, 1); n.Refused {
			t.Fatalf("turn about %v refused: %s", axis, n.Text)
		}
		if got := lower(g.HeldCells()); got != len(start)-lower(start) {
			t.Errorf("turned about %v, %v has %d prisms in the lower layer; want %d", axis, g.HeldCells(), got, len(start)-lower(start))
		}
		if g.Turn(axis, 1); !sameShape(pz.Grid(), g.HeldCells(), start) {
			t.Errorf("two turns about %v give %v, want %v", axis, g.HeldCells(), start)
		}
	}
	if n := g.Flip(); !n.Refused {
		t.Errorf("a prism piece flipped: %q", n.Text)
	}
	g.Cancel()
	placeSolution(t, g)
}
