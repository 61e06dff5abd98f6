package scene

import (
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/player"
)

// TestSlid draws three cubes apart, one selected: each is hit where it
// is drawn, the selected one's faces have the heavy outline, and a piece
// moved is drawn moved, the others where they were while the view is
// fitted to the same positions.
func TestSlid(t *testing.T) {
	p := librarytest.Parse(t, "D:xDim=3:yDim=1:zDim=1\nL\nA B C\n~L\n~D\n")
	pieces := []solver.Placement{{Piece: "A", Cells: []solver.Point{{X: 0}}}, {Piece: "B", Cells: []solver.Point{{X: 1}}}, {Piece: "C", Cells: []solver.Point{{X: 2}}}}
	apart := []grid.Point{{X: -3}, {Z: 3}, {X: 3}}
	in := SlidInput{Problem: p, Pieces: pieces, Offsets: apart, Fit: [][]grid.Point{make([]grid.Point, 3)},
		Selected: []bool{false, true, false}, Cam: player.DefaultCamera3D, W: 480, H: 400}
	s := NewSlid(in)
	for i := range pieces {
		if got, ok := s.Hit(s.Where(i)); !ok || got != i {
			t.Errorf("piece %d: hit %d, %v at %v", i, got, ok, s.Where(i))
		}
	}
	if _, ok := s.Hit([2]float64{1, 1}); ok {
		t.Errorf("a corner of the drawing hits a piece")
	}
	svg := s.SVG("slid", "three cubes")
	if n := strings.Count(svg, `class="scene-pinned"`); n != 3 {
		t.Errorf("%d faces outlined; want the selected cube's 3 seen", n)
	}
	moved := in
	moved.Offsets = []grid.Point{{X: -3}, {Z: 2}, {X: 3}}
	moved.Fit = append(moved.Fit, apart) // the view as before
	if m := NewSlid(moved); m.Where(1) == s.Where(1) || m.Where(0) != s.Where(0) {
		t.Errorf("B moved down is drawn at %v (was %v); A at %v (was %v)", m.Where(1), s.Where(1), m.Where(0), s.Where(0))
	}
}
