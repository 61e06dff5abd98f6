package design

import (
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// TestFrameFollows draws a piece cell by cell as a person would, each
// click beside the piece on every side: every cell drawn stays at the
// same place in the frame (its coordinates minus the frame's Lo), and
// the frame grows only when the piece reaches its edge.
func TestFrameFollows(t *testing.T) {
	for _, tc := range []struct {
		name   string
		k      grid.Kind
		flat   bool
		clicks []solver.Point // from the piece's least coordinates at the time
	}{
		{"squares, left then down", grid.Square, true, []solver.Point{{X: -1}, {X: -1}, {X: 0, Y: -1}, {X: 3, Y: 1}}},
		{"cubes, under and beside", grid.Square, false, []solver.Point{{Z: -1}, {X: -1, Z: 0}, {X: 0, Y: -1, Z: 1}}},
		{"triangles, left", grid.Triangle, true, []solver.Point{{X: -1}, {X: -1}, {X: 0, Y: -1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cells := []solver.Point{{}}
			f := Frame{}.Fit(cells, tc.flat, tc.k.Zigzag())
			// screen is where each cell drawn is seen: its place in the frame.
			screen := map[solver.Point]bool{sub(solver.Point{}, f.Lo): true}
			for _, c := range tc.clicks {
				lo, _ := bounds(cells)
				c = add(c, lo)
				if c.X < f.Lo.X || c.Y < f.Lo.Y || c.Z < f.Lo.Z || c.X > f.Hi.X || c.Y > f.Hi.Y || c.Z > f.Hi.Z {
					t.Fatalf("click %v outside the frame %v", c, f)
				}
				screen[sub(c, f.Lo)] = true
				toggled := append(cells, c)
				after := NormalizeOn(tc.k, toggled)
				f = f.Shift(Moved(toggled, after))
				before := f
				f = f.Fit(after, tc.flat, tc.k.Zigzag())
				if f.Lo != before.Lo {
					// The frame grew on a low side: the cells move on
					// screen once, by the growth.
					g := sub(before.Lo, f.Lo)
					moved := map[solver.Point]bool{}
					for s := range screen {
						moved[add(s, g)] = true
					}
					screen = moved
				}
				cells = after
				for _, p := range cells {
					if !screen[sub(p, f.Lo)] {
						t.Errorf("after click %v: cell %v at %v in the frame, not where it was drawn (%v)", c, p, sub(p, f.Lo), screen)
					}
				}
			}
		})
	}
}

// TestFrameGrowsRarely: with a margin of Grow, a piece drawn outwards
// one cell at a time moves on screen at most every other click.
func TestFrameGrowsRarely(t *testing.T) {
	cells := []solver.Point{{}}
	f := Frame{}.Fit(cells, true, false)
	grew := 0
	for range 6 {
		toggled := append(cells, solver.Point{X: -1})
		after := NormalizeOn(grid.Square, toggled)
		f = f.Shift(Moved(toggled, after))
		if g := f.Fit(after, true, false); g.Lo != f.Lo {
			grew++
			f = g
		}
		cells = after
	}
	if grew > 3 {
		t.Errorf("the frame grew on the left %d times in 6 clicks, want at most 3", grew)
	}
}

// TestToggleCellMoved: ToggleCell says how far normalising moved the
// piece's coordinates, the move a Frame follows.
func TestToggleCellMoved(t *testing.T) {
	d, err := New(5, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	i, err := d.AddPiece("A", []solver.Point{{}, {X: 1}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		c, want solver.Point
	}{
		{solver.Point{X: -1}, solver.Point{X: 1}},  // left: everything moves right
		{solver.Point{Y: -1}, solver.Point{Y: 1}},  // below: up
		{solver.Point{X: 3, Y: 1}, solver.Point{}}, // right: no move
		{solver.Point{Y: 0}, solver.Point{Y: -1}},  // the bottom row's one cell taken away: down
	} {
		if got, err := d.ToggleCell(i, tc.c); err != nil || got != tc.want {
			t.Errorf("ToggleCell(%v): moved %v, %v; want %v", tc.c, got, err, tc.want)
		}
	}
}
