package draw

import (
	"encoding/xml"
	"fmt"
	"math"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/player"
)

// holey is a 3×2×2 box whose corner (0,0,0) is stationary: it shapes
// the region from outside, and is not drawn.
func holey() *solver.Problem {
	return &solver.Problem{Name: "holey", XDim: 3, YDim: 2, ZDim: 2, Pieces: []solver.Piece{
		{Name: "*", Stationary: true, Cells: []solver.Point{{}}},
		{Name: "A", Cells: []solver.Point{{X: 0, Y: 0, Z: 1}, {X: 1, Y: 0, Z: 1}}},
	}}
}

// holed is a 3×3×3 box whose centre (1,1,1) is stationary: a hole
// enclosed by the region, drawn.
func holed() *solver.Problem {
	return &solver.Problem{Name: "holed", XDim: 3, YDim: 3, ZDim: 3, Pieces: []solver.Piece{
		{Name: "*", Stationary: true, Cells: []solver.Point{{X: 1, Y: 1, Z: 1}}},
		{Name: "A", Cells: []solver.Point{{X: 0, Y: 0, Z: 1}, {X: 1, Y: 0, Z: 1}}},
	}}
}

func TestGrids(t *testing.T) {
	p := holey()
	g := RegionGrid(p)
	if g.X != 3 || g.Y != 2 || g.Z != 2 {
		t.Fatalf("grid %dx%dx%d", g.X, g.Y, g.Z)
	}
	if g.At(solver.Point{}) != Absent || g.At(solver.Point{X: 1}) != "" || g.At(solver.Point{X: 3}) != Absent || g.At(solver.Point{Z: -1}) != Absent {
		t.Error("region grid cells wrong (the stationary corner shapes the region: Absent)")
	}
	s := solver.Solution{Placements: []solver.Placement{{Piece: "A", Cells: []solver.Point{{X: 2, Y: 1, Z: 1}, {X: 9, Y: 9, Z: 9}}}}}
	g = SolutionGrid(p, s)
	if g.At(solver.Point{X: 2, Y: 1, Z: 1}) != "A" || g.At(solver.Point{}) != Absent {
		t.Error("solution grid cells wrong (a cell outside the box must be ignored)")
	}
	if g := RegionGrid(holed()); g.At(solver.Point{X: 1, Y: 1, Z: 1}) != "*" || g.At(solver.Point{}) != "" {
		t.Error("a hole's stationary cell is not drawn as stationary")
	}
	pg := PieceGridOn(grid.Square, solver.Piece{Name: "L", Cells: []solver.Point{{X: 5, Y: 5, Z: 2}, {X: 6, Y: 5, Z: 2}, {X: 6, Y: 7, Z: 2}}}, nil)
	if pg.X != 2 || pg.Y != 3 || pg.Z != 1 || pg.At(solver.Point{}) != "L" || pg.At(solver.Point{X: 1, Y: 2}) != "L" || pg.At(solver.Point{Y: 1}) != Absent {
		t.Errorf("piece grid = %+v", pg)
	}
}

// svgDoc is the part of an SVG drawing the tests look at.
type svgDoc struct {
	XMLName xml.Name `xml:"svg"`
	Title   string   `xml:"title"`
	Cells   []struct {
		Fill string `xml:"fill,attr"`
		D    string `xml:"d,attr"`
	} `xml:"g>path"`
	Texts []string `xml:"text"`
	Paths []struct {
		D string `xml:"d,attr"`
	} `xml:"path"`
}

// cells counts the squares drawn in colour fill, or in all colours if
// fill is "": a path a colour, a square (cellSquare) a cell.
func (d svgDoc) cells(fill string) int {
	n := 0
	for _, c := range d.Cells {
		if fill == "" || c.Fill == fill {
			n += strings.Count(c.D, cellSquare)
		}
	}
	return n
}

// fills lists the colours of the cells' paths.
func (d svgDoc) fills() []string {
	var fs []string
	for _, c := range d.Cells {
		fs = append(fs, c.Fill)
	}
	return fs
}

func parseSVG(t *testing.T, s string) svgDoc {
	t.Helper()
	var d svgDoc
	if err := xml.Unmarshal([]byte(s), &d); err != nil {
		t.Fatalf("drawing is not well-formed XML: %v\n%s", err, s)
	}
	return d
}

func TestSVG(t *testing.T) {
	p := holed()
	pal := NewPalette(p)
	d := parseSVG(t, RegionGrid(p).SVG(pal, SVGOptions{Title: "box <3>", LayerCaptions: true}))
	if d.Title != "box <3>" {
		t.Errorf("title = %q", d.Title)
	}
	if n := d.cells(""); n != 27 {
		t.Errorf("%d cells drawn, want 27", n)
	}
	if n := d.cells(player.StationaryColour); n != 1 {
		t.Errorf("%d stationary cells drawn, want 1", n)
	}
	if fills := d.fills(); len(fills) != 2 {
		t.Errorf("cells drawn in colours %q, want one path for each of 2 colours", fills)
	}
	if len(d.Texts) != 3 || d.Texts[0] != "Layer 1" || d.Texts[1] != "Layer 2" {
		t.Errorf("layer captions = %q", d.Texts)
	}
	if n := parseSVG(t, RegionGrid(holey()).SVG(pal, SVGOptions{})).cells(""); n != 11 {
		t.Errorf("%d cells drawn of holey, want 11: its stationary corner shapes the region", n)
	}
	// Labels: one per piece.
	s := solver.Solution{Placements: []solver.Placement{{Piece: "A", Cells: []solver.Point{{X: 1, Y: 1}, {X: 2, Y: 1}}}}}
	d = parseSVG(t, SolutionGrid(p, s).SVG(pal, SVGOptions{Labels: true}))
	if strings.Join(d.Texts, ",") != "A,*" {
		t.Errorf("labels = %q, want A,*", d.Texts)
	}
	// A piece drawing leaves out the cells outside the piece.
	d = parseSVG(t, PieceGridOn(grid.Square, solver.Piece{Name: "V", Cells: []solver.Point{{}, {X: 1}, {Y: 1}}}, nil).SVG(pal, SVGOptions{}))
	if n := d.cells(""); n != 3 {
		t.Errorf("piece drawing has %d cells, want 3", n)
	}
	// Borders: a lone 1×1 piece has its four sides drawn.
	d = parseSVG(t, PieceGridOn(grid.Square, solver.Piece{Name: "M", Cells: []solver.Point{{}}}, nil).SVG(pal, SVGOptions{}))
	if len(d.Paths) != 1 || strings.Count(d.Paths[0].D, "M") != 4 {
		t.Errorf("monomino borders = %+v", d.Paths)
	}
}

func TestPalette(t *testing.T) {
	// The boards and the PolyPlayer colour every piece alike.
	for _, e := range def.Library() {
		pz, err := e.Puzzle()
		if err != nil {
			t.Fatal(err)
		}
		pal, want := NewPalette(&pz.Problem), player.Colours(&pz.Problem)
		seen := map[string]string{}
		for _, pc := range pz.Pieces {
			c := pal.Colour(pc.Name)
			if c != want[pc.Name] || len(c) != 7 || c[0] != '#' {
				t.Errorf("%s: piece %s is %q on boards, %q in the player", e.Key, pc.Name, c, want[pc.Name])
			}
			// The heptominoes share the seed's colour per family.
			if other, dup := seen[c]; dup && !pc.Stationary && e.Key != "heptominoes-33x23-holes" {
				t.Errorf("%s: pieces %s and %s share colour %s", e.Key, other, pc.Name, c)
			}
			seen[c] = pc.Name
		}
	}
	pal := NewPalette(holey())
	if pal.Colour("*") != player.StationaryColour || pal.Colour("A") != player.Hue(0) || pal.Colour("") != OpenColour || pal.Colour("?") != "#94a3b8" {
		t.Errorf("palette = %v", pal)
	}
	if textColour("#ffffff") == textColour("#0f172a") {
		t.Error("the same text colour on white and on dark")
	}
}

func TestAppendG(t *testing.T) {
	for _, v := range []float64{0, math.Copysign(0, -1), 1, -1, 10, 61, 999999, -999999, 1e6, -1e6, 1234567, 0.5, 6.5, 3.25, -0.125, 1e-5, 1e21, math.Inf(1), math.NaN()} {
		if got, want := string(appendG(nil, v)), fmt.Sprintf("%g", v); got != want {
			t.Errorf("appendG(%v) = %q, want %q", v, got, want)
		}
	}
}

// TestSVGBalls: on the sphere grid each ball is a disc, with no borders
// between pieces, and the layers keep their captions.
func TestSVGBalls(t *testing.T) {
	p := holey()
	p.Grid = grid.Sphere
	s := solver.Solution{Placements: []solver.Placement{{Piece: "A", Cells: []solver.Point{{X: 1, Y: 1}, {X: 2, Y: 1}}}}}
	d := parseSVG(t, SolutionGrid(p, s).SVG(NewPalette(p), SVGOptions{LayerCaptions: true}))
	n := 0
	for _, c := range d.Cells {
		n += strings.Count(c.D, cellDisc)
		if strings.Contains(c.D, cellSquare) {
			t.Errorf("a ball drawn as a square: %s", c.D)
		}
	}
	if n != 11 {
		t.Errorf("%d discs, want 11 (the stationary corner is not drawn)", n)
	}
	if len(d.Paths) != 0 {
		t.Errorf("borders drawn between balls: %+v", d.Paths)
	}
	if len(d.Texts) != 2 || d.Texts[0] != "Layer 1" {
		t.Errorf("layer captions = %q", d.Texts)
	}
}

// TestPlayLayerBalls: Play's layer of balls draws a disc on each of its
// squares.
func TestPlayLayerBalls(t *testing.T) {
	l := PlayLayer{ID: "l", X: 2, Y: 1, CellPixels: 20, Names: [][]string{{"A", ""}}, Colours: NewPalette(holey()), Kind: grid.Sphere}
	svg := l.SVG()
	if n := strings.Count(svg, `r="9"`); n != 2 {
		t.Errorf("%d discs in a layer of 2 balls: %s", n, svg)
	}
	l.Kind = grid.Square
	if strings.Contains(l.SVG(), `r="9"`) {
		t.Errorf("a layer of cubes has discs")
	}
}
