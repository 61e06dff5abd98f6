package player

import (
	"testing"

	"polyplay/solver"
)

func TestPale(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"#000000", "#999999"}, // (0*2 + 255*3) / 5 = 153
		{"#ffffff", "#ffffff"},
		{"#ff0000", "#ff9999"},
		{"#1e3a8a", "#a5b0d0"},
		{"red", "#e2e8f0"},
		{"#12345", "#e2e8f0"},
		{"#zz0000", "#e2e8f0"},
	} {
		if got := Pale(tc.in); got != tc.want {
			t.Errorf("Pale(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestShowColoursGhost(t *testing.T) {
	p := &solver.Problem{XDim: 2, YDim: 1, ZDim: 1, Pieces: []solver.Piece{
		{Name: "a", Cells: []solver.Point{{X: 0}}}, {Name: "b", Cells: []solver.Point{{X: 0}}}}}
	base := SchemeColours(p, Standard)
	// A piece alone in a box of its own keeps its puzzle's colour.
	alone := &Show{Problem: &solver.Problem{XDim: 1, YDim: 1, ZDim: 1}, ColoursOf: p}
	if got := alone.Colours(Standard)["b"]; got != base["b"] {
		t.Errorf("the piece alone is %s, in its puzzle %s", got, base["b"])
	}
	s := &Show{Problem: p, Ghost: "b"}
	cols := s.Colours(Standard)
	if cols["a"] != base["a"] || cols["b"] != Pale(base["b"]) {
		t.Errorf("colours with ghost b: %v, want a %s and b %s", cols, base["a"], Pale(base["b"]))
	}
	if again := SchemeColours(p, Standard); again["b"] != base["b"] {
		t.Errorf("the ghost changed the scheme's remembered colours: b is %s", again["b"])
	}
}
