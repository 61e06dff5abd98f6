package play

import (
	"strings"
	"testing"

	"polyplay/solver"
)

// TestCellList: a sentence names up to four cells and counts the rest in
// the region's own unit, never as "cells" (issue 65): squares on the
// pentominoes' board, balls on the Kanoodle pyramid.
func TestCellList(t *testing.T) {
	row := func(n, z int) []solver.Point {
		var out []solver.Point
		for x := range n {
			out = append(out, solver.Point{X: x, Z: z})
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		pz    *Puzzle
		cells []solver.Point
		want  string
	}{
		{"one square", library(t, "pentominoes-10x6"), row(1, 0), "row 6, column 1"},
		{"five squares", library(t, "pentominoes-10x6"), row(5, 0), "row 6, column 1; row 6, column 2; row 6, column 3; row 6, column 4 and row 6, column 5"},
		{"seven squares", library(t, "pentominoes-10x6"), row(7, 0), "row 6, column 1; row 6, column 2; row 6, column 3; row 6, column 4 and 3 more squares"},
		{"five balls", library(t, "kanoodle-pyramid"), row(5, 0), "layer 1, row 5, column 1; layer 1, row 5, column 2; layer 1, row 5, column 3; layer 1, row 5, column 4 and layer 1, row 5, column 5"},
		{"seven balls", library(t, "kanoodle-pyramid"), append(row(5, 0), solver.Point{Y: 1}, solver.Point{X: 1, Y: 1}), "layer 1, row 4, column 1; layer 1, row 4, column 2; layer 1, row 5, column 1; layer 1, row 5, column 2 and 3 more balls"},
	} {
		if got := tc.pz.cellList(tc.cells); got != tc.want {
			t.Errorf("%s: cellList says %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestSetAnchorWords: a piece held by another of its cells says so in
// the grid's words ("another ball" on the pyramid, issue 65).
func TestSetAnchorWords(t *testing.T) {
	for _, tc := range []struct {
		key, unit string
	}{
		{"kanoodle-pyramid", "ball"},
		{"pentominoes-10x6", "square"},
		{"soma", "cube"},
	} {
		g := NewGame(library(t, tc.key))
		g.Pick(0)
		name := g.name(0)
		if n := g.SetAnchor(1); n.Refused || !strings.HasPrefix(n.Text, name+" held by another "+tc.unit+", over ") {
			t.Errorf("%s: SetAnchor(1) says %q", tc.key, n.Text)
		}
		if n, want := g.SetAnchor(99), name+" has no "+tc.unit+" number 100"; !n.Refused || !strings.Contains(n.Text, want) {
			t.Errorf("%s: SetAnchor(99) says %q, want it refused: %q", tc.key, n.Text, want)
		}
	}
}
