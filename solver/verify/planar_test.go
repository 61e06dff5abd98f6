package verify

import (
	"testing"

	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// TestCongruentPlanar checks the triangle and hexagon geometry of its
// own against package grid's: every symmetry and translation of a piece
// is accepted (one-sided: the turns, and a mirror image only of a piece
// that is its own mirror image), a triangle turned by 60° is a down
// triangle, and a straight and a bent triamond differ.
func TestCongruentPlanar(t *testing.T) {
	t.Parallel()
	piece := map[grid.Kind][]point{
		grid.Triangle: {{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 2, Y: 0}, {X: 2, Y: 1}, {X: 3, Y: 1}, {X: 1, Y: 1}},
		grid.Hexagon:  {{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 1, Y: 1}, {X: 3, Y: 0}, {X: 2, Y: 0}},
	}
	for g, cells := range piece {
		p := &puzzle.Problem{Grid: g}
		for i, tr := range g.Symmetries(true) {
			for _, d := range []point{{X: 4, Y: 2}, {X: -2, Y: 6}} {
				moved := make([]point, len(cells))
				for k, c := range cells {
					q := tr.Apply(c)
					moved[k] = point{X: q.X + d.X, Y: q.Y + d.Y}
				}
				if !congruentOn(p, cells, moved) {
					t.Errorf("%v: symmetry %d moved by %v is not accepted", g, i, d)
				}
				p.OneSided = true
				if got := congruentOn(p, cells, moved); got == tr.Mirror() && !congruentOn(p, cells, mirrorOf(g, moved)) {
					t.Errorf("%v one-sided: symmetry %d (mirror %v) accepted %v", g, i, tr.Mirror(), got)
				}
				p.OneSided = false
			}
		}
	}
	single := []point{{X: 0, Y: 0}}
	if !congruentOn(&puzzle.Problem{Grid: grid.Triangle}, single, []point{{X: 1, Y: 0}}) {
		t.Errorf("an up triangle turned by 60° is not accepted")
	}
	if congruentOn(&puzzle.Problem{Grid: grid.Triangle}, []point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 2, Y: 0}}, []point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 0, Y: 1}}) {
		t.Errorf("a straight triamond and a bent one are accepted as congruent")
	}
}

// mirrorOf returns the cells' mirror image (for the one-sided check:
// a piece that is its own mirror image is accepted either way).
func mirrorOf(g grid.Kind, cells []point) []point {
	out := make([]point, len(cells))
	for i, c := range cells {
		out[i] = g.Symmetries(true)[6].Apply(c)
	}
	return out
}

// congruentOn is congruent on the problem's grid, with the rules the
// grid asks for (rules).
func congruentOn(p *puzzle.Problem, a, b []point) bool {
	same, err := rules(p.Grid)
	return err == nil && same(a, b, p.OneSided)
}
