package draw

import (
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/ui/player"
)

// TestSVGWaysRound: the board's drawing of the two solutions of the
// coloured dominoes that differ only in which way round A lies differ:
// each has one mark, a disc of colour 1 titled with its name, and the
// drawing's title says where it is.
func TestSVGWaysRound(t *testing.T) {
	p, sols, pair := librarytest.ColouredWays(t)
	var svgs [2]string
	for k, i := range pair {
		g := SolutionGrid(p, sols[i])
		svg := g.SVG(NewPalette(p), SVGOptions{Title: "Solution", Labels: true})
		if n := strings.Count(svg, `class="mark"`); n != 1 {
			t.Errorf("solution %d: %d marks, want 1: %s", i+1, n, svg)
		}
		if !strings.Contains(svg, `fill="`+player.ConstraintColour(1)+`"`) || !strings.Contains(svg, "<title>colour 1 (black)</title>") {
			t.Errorf("solution %d: no mark of colour 1 titled colour 1 (black): %s", i+1, svg)
		}
		if want := "<title>Solution. Coloured cells: A colour 1 (black) at x 0, y "; !strings.Contains(svg, want) {
			t.Errorf("solution %d: no title %q: %s", i+1, want, svg)
		}
		svgs[k] = svg
	}
	if svgs[0] == svgs[1] {
		t.Errorf("the two ways round of A draw alike: %s", svgs[0])
	}
	// The region alone has no marks.
	if svg := RegionGrid(p).SVG(NewPalette(p), SVGOptions{Title: "Region"}); strings.Contains(svg, `class="mark"`) || !strings.Contains(svg, "<title>Region</title>") {
		t.Errorf("the region's drawing: %s", svg)
	}
}
