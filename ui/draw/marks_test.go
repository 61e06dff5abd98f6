package draw

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
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
		if !strings.Contains(svg, `fill="`+player.ConstraintPalette(nil).Fill(1)+`"`) || !strings.Contains(svg, "<title>colour 1 (black)</title>") {
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
	// The region alone has no piece's marks, but rings where it
	// requires colours: two of colour 1, four of colour 2.
	svg := RegionGrid(p).SVG(NewPalette(p), SVGOptions{Title: "Region"})
	if strings.Contains(svg, `class="mark"`) {
		t.Errorf("the region's drawing has a piece's mark: %s", svg)
	}
	for _, tc := range []struct {
		colour, rings int
	}{{1, 2}, {2, 4}} {
		ring := regexp.MustCompile(fmt.Sprintf(`<g class="ring" data-colour="%d">.*?<path d="([^"]*)"`, tc.colour)).FindStringSubmatch(svg)
		if ring == nil || strings.Count(ring[1], "M") != tc.rings {
			t.Errorf("the region's drawing: want %d rings of colour %d: %s", tc.rings, tc.colour, svg)
		}
	}
	if want := "<title>Region. Cells ringed in colour 1 (black) (x 0, y 0; x 0, y 1) may be covered only by a cell of colour 1 (black) or an uncoloured one. Cells ringed in colour 2 (white) (x 1, y 0; x 1, y 1; x 2, y 0; x 2, y 1) may be covered only by an uncoloured cell of a piece.</title>"; !strings.Contains(svg, want) {
		t.Errorf("the region's drawing has no title %q: %s", want, svg)
	}
	// A's picture marks its coloured cell; B's has none.
	for _, tc := range []struct {
		piece string
		marks int
	}{{"A", 1}, {"B", 0}} {
		i := slices.IndexFunc(p.Pieces, func(pc solver.Piece) bool { return pc.Name == tc.piece })
		svg := PieceGridOn(p.Grid, p.Pieces[i], player.PaletteOf(p)).SVG(NewPalette(p), SVGOptions{Title: "Piece " + tc.piece})
		if n := strings.Count(svg, `class="mark"`); n != tc.marks {
			t.Errorf("piece %s: %d marks, want %d: %s", tc.piece, n, tc.marks, svg)
		}
	}
}
