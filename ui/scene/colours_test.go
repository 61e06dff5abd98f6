package scene

import (
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/player"
)

// TestColours: the working layer's free places that require a colour
// are ringed in it; a placed piece's and the ghost's coloured cells are
// marked on their faces, and a piece without colours is not.
func TestColours(t *testing.T) {
	// The bottom layer of a 3x3x3 box requires colour 1 along x = 0,
	// colour 2 on the rest of column y = 0.
	required := func(c solver.Point) int {
		switch {
		case c.Z != 0 || c.Y != 0:
			return 0
		case c.X == 0:
			return 1
		}
		return 2
	}
	a := solver.Placement{Piece: "A", Cells: []solver.Point{{X: 0}, {X: 0, Z: 1}}, Colours: []int{1, 0}}
	for _, tc := range []struct {
		name            string
		placed          []solver.Placement
		ghost           solver.Placement
		rings1, rings2  int
		marks1, marksOn int // marks of colour 1; the ghost's group's
	}{
		{"empty", nil, solver.Placement{}, 1, 2, 0, 0},
		{"A placed on its ring", []solver.Placement{a}, solver.Placement{}, 0, 2, 1, 0},
		{"A without colours", []solver.Placement{{Piece: "A", Cells: a.Cells}}, solver.Placement{}, 0, 2, 0, 0},
		{"A in hand", nil, a, 1, 2, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Problem: box(grid.Square), Placed: tc.placed, Colours: map[string]string{"A": "#2563eb"}, Ghost: tc.ghost, Fits: true,
				RegionColour: required, Lift: 2, Cam: player.DefaultCamera3D, W: 480, H: 400}
			svg := New(in).SVG("s", "the position")
			if n1, n2 := strings.Count(svg, `class="scene-ring" data-colour="1"`), strings.Count(svg, `class="scene-ring" data-colour="2"`); n1 != tc.rings1 || n2 != tc.rings2 {
				t.Errorf("%d rings of colour 1 and %d of colour 2, want %d and %d", n1, n2, tc.rings1, tc.rings2)
			}
			// Each coloured cube shows its mark on each face seen: at
			// least one.
			marks := strings.Count(svg, `class="scene-mark" data-colour="1"`)
			if (marks > 0) != (tc.marks1 > 0) {
				t.Errorf("%d faces marked with colour 1, want some: %v", marks, tc.marks1 > 0)
			}
			if g := svg[max(strings.Index(svg, `class="scene-ghost"`), 0):]; tc.marksOn > 0 && !strings.Contains(g, `class="scene-mark"`) {
				t.Errorf("the ghost has no mark")
			}
		})
	}
}
