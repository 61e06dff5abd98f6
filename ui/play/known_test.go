package play

import (
	"slices"
	"testing"

	"polyplay/solver"
)

// TestKnownRest: the rest of a known solution when every piece placed
// lies where it has it, and none when one lies elsewhere or is not in it.
func TestKnownRest(t *testing.T) {
	pt := func(x, y int) solver.Point { return solver.Point{X: x, Y: y} }
	a := solver.Placement{Piece: "A", Cells: []solver.Point{pt(0, 0), pt(1, 0)}}
	b := solver.Placement{Piece: "B", Cells: []solver.Point{pt(0, 1), pt(1, 1)}}
	c := solver.Placement{Piece: "C", Cells: []solver.Point{pt(2, 0), pt(2, 1)}}
	known := []solver.Placement{a, b, c}
	turned := solver.Placement{Piece: "B", Cells: []solver.Point{pt(1, 1), pt(0, 1)}}
	moved := solver.Placement{Piece: "B", Cells: []solver.Point{pt(0, 0), pt(0, 1)}}
	stranger := solver.Placement{Piece: "D", Cells: []solver.Point{pt(3, 0)}}
	for _, tc := range []struct {
		name   string
		placed []solver.Placement
		rest   []string
		ok     bool
	}{
		{"empty board", nil, []string{"A", "B", "C"}, true},
		{"one piece where it lies", []solver.Placement{turned}, []string{"A", "C"}, true},
		{"all placed", []solver.Placement{c, a, b}, nil, true},
		{"one piece elsewhere", []solver.Placement{a, moved}, nil, false},
		{"a piece it does not have", []solver.Placement{stranger}, nil, false},
	} {
		rest, ok := KnownRest(known, tc.placed)
		var names []string
		for _, p := range rest {
			names = append(names, p.Piece)
		}
		if ok != tc.ok || len(names) != len(tc.rest) || ok && !slices.Equal(names, tc.rest) {
			t.Errorf("%s: KnownRest = %v, %v; want %v, %v", tc.name, names, ok, tc.rest, tc.ok)
		}
	}
}
