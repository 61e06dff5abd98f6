package verify

import (
	"fmt"
	"testing"

	"polyplay/solver/puzzle"
)

// colouredDomino is a 2×1 box whose left cell has colour 1 and right
// cell colour 2, with a domino coloured 1 at one end; only 1-1 fits.
func colouredDomino() *puzzle.Problem {
	return &puzzle.Problem{XDim: 2, YDim: 1, ZDim: 1,
		Pieces: []puzzle.Piece{{Name: "A", Cells: []point{{X: 0}, {X: 1}}, Colours: []int{0, 1}}},
		Colours: puzzle.Colours{
			Region: []puzzle.ColourCell{{Cell: point{X: 0}, Colour: 1}, {Cell: point{X: 1}, Colour: 2}},
			Allow:  []puzzle.ColourPair{{Piece: 1, Region: 1}},
		}}
}

// TestColours checks the colours of placements: in a 2×1 box whose left
// cell has colour 1 and right cell colour 2, a domino coloured 1 at one
// end may lie only with that end on the left, since only 1-1 fits.
func TestColours(t *testing.T) {
	p := colouredDomino()
	sol := puzzle.Solution{Placements: []puzzle.Placement{{Piece: "A", Cells: []point{{X: 0}, {X: 1}}}}}
	if err := Solution(p, sol); err != nil {
		t.Errorf("the domino turned, its colour on the left: %v", err)
	}
	p.Colours.Allow[0].Region = 2 // now only 1-2 fits: the colour on the right
	if err := Solution(p, sol); err != nil {
		t.Errorf("the domino as given, its colour on the right: %v", err)
	}
	p.Colours.Allow = nil
	want := "piece A at [0 0 0 1 0 0] puts a colour on a cell of the region that it may not cover"
	if err := Solution(p, sol); err == nil || err.Error() != want {
		t.Errorf("no pair: %v, want %q", err, want)
	}
}

// TestPlacementColours checks a placement's colours (which way round a
// coloured piece lies): the domino of TestColours, coloured 1 at one
// end, in the 2×1 box coloured 1 and 2, where only 1-1 fits.
func TestPlacementColours(t *testing.T) {
	p := colouredDomino()
	tests := []struct {
		name    string
		cells   []point
		colours []int
		want    string
	}{
		{"its colour on the left", []point{{X: 0}, {X: 1}}, []int{1, 0}, ""},
		{"the same, cells listed the other way", []point{{X: 1}, {X: 0}}, []int{0, 1}, ""},
		{"its colour on the right, on colour 2", []point{{X: 0}, {X: 1}}, []int{0, 1},
			"piece A at [0 0 0 1 0 0] with colours [0 1]: no turn of the piece gives those colours, or they lie on cells of the region that they may not cover"},
		{"colours the piece has not", []point{{X: 0}, {X: 1}}, []int{1, 1},
			"piece A at [0 0 0 1 0 0] with colours [1 1]: no turn of the piece gives those colours, or they lie on cells of the region that they may not cover"},
		{"too few colours", []point{{X: 0}, {X: 1}}, []int{1},
			"piece A at [0 0 0 1 0 0] has 1 colours for its 2 cells"},
	}
	for _, tc := range tests {
		sol := puzzle.Solution{Placements: []puzzle.Placement{{Piece: "A", Cells: tc.cells, Colours: tc.colours}}}
		err := Solution(p, sol)
		if got := fmt.Sprint(err); tc.want == "" && err != nil || tc.want != "" && got != tc.want {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}
