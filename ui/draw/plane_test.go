package draw

import (
	"encoding/xml"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/grid"
)

// planeDoc is the part of a triangle or hexagon drawing the tests read.
type planeDoc struct {
	XMLName xml.Name `xml:"svg"`
	Title   string   `xml:"title"`
	Paths   []struct {
		Fill   string `xml:"fill,attr"`
		Stroke string `xml:"stroke,attr"`
		D      string `xml:"d,attr"`
	} `xml:"g>path"`
	Texts []string `xml:"g>text"`
}

// TestPlaneGrids draws a solution on triangles and on hexagons: a
// polygon of the grid's sides a cell, in its piece's colour, the borders
// between pieces and around the board, a label a piece.
func TestPlaneGrids(t *testing.T) {
	tests := []struct {
		kind    grid.Kind
		x, y    int
		pls     []solver.Placement
		borders int
	}{
		{grid.Triangle, 3, 2, []solver.Placement{
			{Piece: "A", Cells: []solver.Point{{X: 0}, {X: 1}, {X: 2}}},
			{Piece: "B", Cells: []solver.Point{{Y: 1}, {X: 1, Y: 1}, {X: 2, Y: 1}}},
		}, 9},
		{grid.Hexagon, 2, 2, []solver.Placement{
			{Piece: "A", Cells: []solver.Point{{}, {X: 1}}},
			{Piece: "B", Cells: []solver.Point{{Y: 1}, {X: 1, Y: 1}}},
		}, 17},
	}
	for _, tc := range tests {
		p := &solver.Problem{Name: "plane", Grid: tc.kind, XDim: tc.x, YDim: tc.y, ZDim: 1,
			Pieces: []solver.Piece{{Name: "A"}, {Name: "B"}}}
		g := SolutionGrid(p, solver.Solution{Placements: tc.pls})
		if g.Kind != tc.kind {
			t.Fatalf("%v: the grid is %v", tc.kind, g.Kind)
		}
		pal := Palette{"A": "#ff0000", "B": "#00ff00"}
		svg := g.SVG(pal, SVGOptions{Title: "t", Labels: true, CellPixels: 20})
		var doc planeDoc
		if err := xml.Unmarshal([]byte(svg), &doc); err != nil {
			t.Fatalf("%v: %v\n%s", tc.kind, err, svg)
		}
		byFill := map[string]string{}
		borders := 0
		for _, pa := range doc.Paths {
			if pa.Fill != "" && pa.Fill != "none" {
				byFill[pa.Fill] = pa.D
			}
			if pa.Stroke == "#0f172a" {
				borders = strings.Count(pa.D, "M")
			}
		}
		for fill, want := range map[string]int{"#ff0000": len(tc.pls[0].Cells), "#00ff00": len(tc.pls[1].Cells)} {
			d := byFill[fill]
			if n := strings.Count(d, "z"); n != want {
				t.Errorf("%v: %d polygons in %s, want %d", tc.kind, n, fill, want)
			}
			if n := strings.Count(d, "L"); n != want*(tc.kind.Sides()-1) {
				t.Errorf("%v: %d lines in %s's polygons, want %d", tc.kind, n, fill, want*(tc.kind.Sides()-1))
			}
		}
		if borders != tc.borders {
			t.Errorf("%v: %d border edges, want %d", tc.kind, borders, tc.borders)
		}
		if strings.Join(doc.Texts, " ") != "A B" || doc.Title != "t" {
			t.Errorf("%v: labels %q, title %q", tc.kind, doc.Texts, doc.Title)
		}
		if c := g.FitCells(100, 1, 1000); c < 20 || c > 50 {
			t.Errorf("%v: FitCells(100) = %g", tc.kind, c)
		}
	}
}

// TestPieceGridOn: a triangle piece's grid keeps each cell pointing as
// it did.
func TestPieceGridOn(t *testing.T) {
	// The down triangle (3, 0) and the up triangle (4, 0): the grid
	// starts at column 2, so that they are (1, 0), down, and (2, 0), up.
	pc := solver.Piece{Name: "D", Cells: []solver.Point{{X: 3}, {X: 4}}}
	g := PieceGridOn(grid.Triangle, pc, nil)
	if g.X != 3 || g.At(solver.Point{X: 1}) != "D" || g.At(solver.Point{X: 2}) != "D" || g.At(solver.Point{}) != Absent {
		t.Errorf("piece grid %+v", g)
	}
	for _, c := range g.cells() {
		if grid.Up(c) != grid.Up(solver.Point{X: c.X + 2}) {
			t.Errorf("cell %v turned over", c)
		}
	}
	if sq := PieceGridOn(grid.Hexagon, pc, nil); sq.X != 2 {
		t.Errorf("hexagon piece grid %+v", sq)
	}
}

// TestPlaneRegion: the 6x6 rhombus of the hexiamonds is 72 open
// triangles; the box's cells outside it are not drawn.
func TestPlaneRegion(t *testing.T) {
	e, _ := def.Lookup("hexiamonds-6x6")
	pz, err := e.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	svg := RegionGrid(&pz.Problem).SVG(NewPalette(&pz.Problem), SVGOptions{})
	var doc planeDoc
	if err := xml.Unmarshal([]byte(svg), &doc); err != nil {
		t.Fatal(err)
	}
	fills := map[string]int{}
	for _, pa := range doc.Paths {
		if pa.Fill != "" && pa.Fill != "none" {
			fills[pa.Fill] = strings.Count(pa.D, "z")
		}
	}
	if len(fills) != 1 || fills[OpenColour] != 72 {
		t.Errorf("polygons by colour %v, want 72 open triangles", fills)
	}
}

// TestPlayLayerPlane draws Play's board of the hexiamonds' rhombus: its
// 72 triangles (the box's corners Absent, left out), a piece in hand
// over three of them, the cursor on none (a piece is in hand).
func TestPlayLayerPlane(t *testing.T) {
	e, _ := def.Lookup("hexiamonds-6x6")
	pz, err := e.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	p := &pz.Problem
	_, b := PlayPlane(p, 30)
	l := PlayLayer{ID: "b", Title: "board", X: p.XDim, Y: p.YDim, CellPixels: 30, Colours: NewPalette(p), Kind: grid.Triangle,
		Held: []solver.Point{{X: 5, Y: 0}, {X: 6, Y: 0}, {X: 7, Y: 0}, {X: 0, Y: 5}}, HeldColour: "#ff0000", HeldAt: &solver.Point{X: 6}}
	for y := range p.YDim {
		row := make([]string, p.XDim)
		for x := range row {
			if b.Hidden(solver.Point{X: x, Y: y}) {
				row[x] = Absent
			}
		}
		l.Names = append(l.Names, row)
	}
	svg := l.SVG()
	var doc struct {
		Paths []struct {
			Class string `xml:"class,attr"`
			D     string `xml:"d,attr"`
		} `xml:"path"`
		Circles []struct{} `xml:"circle"`
	}
	if err := xml.Unmarshal([]byte(svg), &doc); err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	for _, pa := range doc.Paths {
		count[pa.Class] += strings.Count(pa.D, "z")
	}
	// (0, 5) is a corner of the box outside the rhombus: not drawn.
	if count["play-cells"] != 72 || count["play-held"] != 3 || count["play-cursor"] != 0 || len(doc.Circles) != 1 {
		t.Errorf("polygons by class %v, %d circles", count, len(doc.Circles))
	}
	if !strings.Contains(svg, `data-grid="triangle"`) {
		t.Errorf("no data-grid: %.200s", svg)
	}
}
