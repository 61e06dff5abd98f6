package draw

import (
	"regexp"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// TestLayersSVG draws a board of triangular prisms: two layers side by
// side with their captions, each cell a triangle (three corners) in the
// colour of its piece, the board's 16 cells (8 hidden outside the
// hexagons are not drawn).
func TestLayersSVG(t *testing.T) {
	p := &solver.Problem{Grid: grid.Prism, XDim: 4, YDim: 2, ZDim: 2}
	for z := range 2 {
		p.Pieces = append(p.Pieces, solver.Piece{Name: "*", Stationary: true, Cells: []solver.Point{{X: 0, Y: 0, Z: z}, {X: 0, Y: 1, Z: z}}})
	}
	g := RegionGrid(p)
	svg := g.SVG(Palette{}, SVGOptions{LayerCaptions: true, Labels: true})
	if !strings.Contains(svg, ">Layer 1<") || !strings.Contains(svg, ">Layer 2<") {
		t.Errorf("no layer captions in %s", svg)
	}
	cells := 0
	for _, m := range regexp.MustCompile(`<path fill="[^"]*" d="([^"]*)"`).FindAllStringSubmatch(svg, -1) {
		for _, c := range strings.Split(strings.Trim(m[1], "Mz"), "zM") {
			if strings.Count(c, "L") != 2 {
				t.Errorf("a cell of %d corners: %s", strings.Count(c, "L")+1, c)
			}
			cells++
		}
	}
	if cells != 12 {
		t.Errorf("%d cells drawn, want the 12 open ones", cells)
	}
}
