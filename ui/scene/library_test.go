package scene

import (
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/ui/play"
)

// TestSnapLibrary: on the library's Soma cube and Kanoodle's pyramid
// (balls, each layer in the hollows of the one under it, the box's
// corners outside the region), a pointer on any open cell's floor point
// snaps to that cell, from every camera, and the working layer holds
// exactly the region's cells of that layer.
func TestSnapLibrary(t *testing.T) {
	for _, tc := range []struct {
		key    string
		layers []int // the region's cells in each layer
	}{
		{"soma", []int{9, 9, 9}},
		{"kanoodle-pyramid", []int{25, 16, 9, 4, 1}},
	} {
		pz, err := play.NewPuzzle(librarytest.Problem(t, tc.key))
		if err != nil {
			t.Fatal(err)
		}
		for ci, cam := range cameras {
			for z, want := range tc.layers {
				s := New(Input{Problem: pz.Problem, Open: pz.Open, Layer: z, Lift: z, Cam: cam, W: 480, H: 400})
				if len(s.layer) != want {
					t.Errorf("%s layer %d: %d cells, want %d", tc.key, z+1, len(s.layer), want)
				}
				for _, c := range s.layer {
					if got, ok := s.Snap(s.Where(c)); !ok || got != c {
						t.Errorf("%s camera %d: %s snaps to %s (%v)", tc.key, ci, pz.CellName(c), pz.CellName(got), ok)
					}
				}
			}
		}
		// A ghost drawn where it fits: the first piece at its first place.
		g := play.NewGame(pz)
		g.Pick(0)
		_, _, fits := g.HeldFits()
		s := New(Input{Problem: pz.Problem, Open: pz.Open, Ghost: solver.Placement{Piece: pz.Pieces[0].Name, Cells: g.HeldCells()},
			Fits: fits, Lift: pz.Z - 1, Cam: cameras[0], W: 480, H: 400})
		if svg := s.SVG("s", "t"); !fits || s.ghost == nil || s.ghost.Cubes() != len(g.HeldCells()) || len(svg) == 0 {
			t.Errorf("%s: the first piece's ghost: fits %v, %d cells drawn of %d", tc.key, fits, s.ghost.Cubes(), len(g.HeldCells()))
		}
	}
}
