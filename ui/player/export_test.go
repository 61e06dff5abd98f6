package player

import (
	"fmt"
	"strings"
	"testing"

	"polyplay/solver"
)

func TestFileBase(t *testing.T) {
	tests := []struct {
		show *Show
		want string
	}{
		{nil, "polyplay"},
		{&Show{}, "polyplay"},
		{&Show{Problem: &solver.Problem{Name: "Pentominoes 10x6"}}, "pentominoes-10x6"},
		{&Show{Problem: &solver.Problem{Name: "my_puzzle.v2"}}, "my-puzzle-v2"},
		{&Show{Problem: &solver.Problem{Name: "Würfel <3> & co"}}, "wrfel-3--co"},
		{&Show{Problem: &solver.Problem{Name: "ÄÖÜ"}}, "polyplay"},
	}
	for _, tt := range tests {
		if got := tt.show.FileBase(); got != tt.want {
			t.Errorf("FileBase of %+v = %q, want %q", tt.show, got, tt.want)
		}
	}
}

// TestShowSVG: the export holds every step of the player,
// at its speed but no faster than 25 steps a second, titled with the
// show's title or the puzzle's name.
func TestShowSVG(t *testing.T) {
	p, sol := shareSolution(t, "pentominoes-10x6")
	pieces := len(sol.Placements)
	tests := []struct {
		title   string
		speed   float64
		wantT   string
		stepSec float64
	}{
		{"", 2, p.Name, 0.5},
		{"My solution", 4, "My solution", 0.25},
		{"Fast", 1000, "Fast", 0.04},
	}
	for _, tt := range tests {
		show := &Show{Problem: p, Solution: &sol, Title: tt.title, Speed: tt.speed}
		pl, err := show.Player(LeftRight)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := show.SVG(pl, nil)
		if err != nil {
			t.Fatal(err)
		}
		count, texts := xmlElements(t, doc)
		if count["animate"] != 2*pieces+1 || texts[len(texts)-1] != fmt.Sprintf("Step %d.", pieces) {
			t.Errorf("speed %g: %d animate elements, last counter %q; want %d, Step %d.", tt.speed, count["animate"], texts[len(texts)-1], 2*pieces+1, pieces)
		}
		if want := fmt.Sprintf(`dur="%.3fs"`, float64(pieces)*tt.stepSec+2); !strings.Contains(doc, want) {
			t.Errorf("speed %g: duration %s not found", tt.speed, want)
		}
		if !strings.Contains(doc, "<title>"+tt.wantT+"</title>") {
			t.Errorf("title %q: the document's title is not %q", tt.title, tt.wantT)
		}
	}
	if _, err := (&Show{}).SVG(nil, nil); err == nil || err.Error() != "nothing to export" {
		t.Errorf("empty show: %v, want nothing to export", err)
	}
}
