package player

import (
	"math"
	"polyplay/trace"
	"strings"
	"testing"
	"time"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// TestAcross: the cell beyond each edge is a neighbour whose polygon
// has the edge's two corners, and every neighbour is beyond one edge.
// Grids whose layers' cells share no edge (Sides 0: tetrahedra, drawn as
// balls) have none to cross.
func TestAcross(t *testing.T) {
	for _, k := range grid.Kinds() {
		if k.Sides() == 0 {
			continue
		}
		for _, c := range []solver.Point{{}, {X: 1}, {X: 3, Y: 2}, {X: -2, Y: 5}, {X: 4, Y: -1}} {
			cs := k.Corners(c)
			seen := map[solver.Point]bool{}
			for e := range cs {
				n := Across(k, c, e)
				ns := k.Corners(n)
				if !hasVec(ns, cs[e]) || !hasVec(ns, cs[(e+1)%len(cs)]) {
					t.Errorf("%v %v edge %d: %v does not share it", k, c, e, n)
				}
				seen[n] = true
			}
			for _, n := range k.Neighbours(nil, c, true) {
				if !seen[n] {
					t.Errorf("%v %v: neighbour %v is beyond no edge", k, c, n)
				}
			}
			if len(cs) != k.Sides() {
				t.Errorf("%v: %d corners, %d sides", k, len(cs), k.Sides())
			}
		}
	}
}

// planeBoard returns a board of grid k filled by the placements.
func planeBoard(t *testing.T, k grid.Kind, x, y int, pls []solver.Placement) *trace.Board {
	t.Helper()
	p := &solver.Problem{Name: "plane", Grid: k, XDim: x, YDim: y, ZDim: 1}
	b := NewBoard(p)
	for _, pl := range pls {
		if err := b.Apply(trace.Step{Kind: trace.Place, Piece: pl.Piece, Cells: pl.Cells}); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

// TestDrawPlane draws two pieces on triangles and on hexagons and counts
// the polygons and edges of each path.
func TestDrawPlane(t *testing.T) {
	h := math.Sqrt(3) / 2
	tests := []struct {
		name       string
		kind       grid.Kind
		x, y       int
		pls        []solver.Placement
		borders    int // edges between pieces and around the board
		lines      int // edges inside a piece
		outlineA   int
		w, hgt     float64
		labelA     [2]float64
		labelAOpen bool
	}{
		{
			// Rows 0 and 1 of three triangles: a bow tie, 8 edges
			// around and one between the rows.
			name: "triangles", kind: grid.Triangle, x: 3, y: 2,
			pls: []solver.Placement{
				{Piece: "A", Cells: []solver.Point{{X: 0}, {X: 1}, {X: 2}}},
				{Piece: "B", Cells: []solver.Point{{Y: 1}, {X: 1, Y: 1}, {X: 2, Y: 1}}},
			},
			borders: 9, lines: 4, outlineA: 5,
			w: 2 * 1.5, hgt: 2 * h * 1.5,
			// The down triangle (1, 0) is A's middle cell.
			labelA: [2]float64{1 * 1.5, (2 - 2.0/3) * h * 1.5},
		},
		{
			// A 2x2 rhombus of hexagons: 14 edges around, 3 between
			// the rows.
			name: "hexagons", kind: grid.Hexagon, x: 2, y: 2,
			pls: []solver.Placement{
				{Piece: "A", Cells: []solver.Point{{}, {X: 1}}},
				{Piece: "B", Cells: []solver.Point{{Y: 1}, {X: 1, Y: 1}}},
			},
			borders: 17, lines: 2, outlineA: 10,
			w: 2.5 * 1.1, hgt: (h + 2/math.Sqrt(3)) * 1.1,
			// (0, 0) and (1, 0) are as near A's middle: the first, (0, 0).
			labelA: [2]float64{0.5 * 1.1, (h + 1/math.Sqrt(3)) * 1.1},
		},
	}
	for _, tc := range tests {
		b := planeBoard(t, tc.kind, tc.x, tc.y, tc.pls)
		d := Draw2D(b, map[string]string{"A": "#ff0000", "B": "#00ff00"})
		if math.Abs(d.W-tc.w) > 0.01 || math.Abs(d.H-tc.hgt) > 0.01 {
			t.Errorf("%s: size %gx%g, want %.2fx%.2f", tc.name, d.W, d.H, tc.w, tc.hgt)
		}
		if w, hh := BoardSize(b); w != d.W || hh != d.H {
			t.Errorf("%s: BoardSize %gx%g, Draw2D %gx%g", tc.name, w, hh, d.W, d.H)
		}
		polys := map[string]int{}
		for _, f := range d.Fills {
			polys[f.Piece] = strings.Count(f.D, "z")
			if f.Piece == "A" {
				if n := strings.Count(f.Outline, "M"); n != tc.outlineA {
					t.Errorf("%s: A's outline has %d edges, want %d", tc.name, n, tc.outlineA)
				}
			}
		}
		if polys["A"] != len(tc.pls[0].Cells) || polys["B"] != len(tc.pls[1].Cells) || polys[""] != 0 {
			t.Errorf("%s: polygons %v", tc.name, polys)
		}
		if n := strings.Count(d.Borders, "M"); n != tc.borders {
			t.Errorf("%s: %d border edges, want %d", tc.name, n, tc.borders)
		}
		if n := strings.Count(d.Grid, "M"); n != tc.lines {
			t.Errorf("%s: %d grid lines, want %d", tc.name, n, tc.lines)
		}
		if len(d.Labels) != 2 || d.Labels[0].Text != "B" || d.Labels[1].Text != "A" {
			t.Fatalf("%s: labels %+v", tc.name, d.Labels)
		}
		for _, l := range d.Labels {
			if l.X < 0 || l.Y < 0 || l.X > d.W || l.Y > d.H {
				t.Errorf("%s: label %+v outside the %gx%g drawing", tc.name, l, d.W, d.H)
			}
			if l.Text == "A" && (math.Abs(l.X-tc.labelA[0]) > 0.01 || math.Abs(l.Y-tc.labelA[1]) > 0.01) {
				t.Errorf("%s: A's label at (%g, %g), want (%.2f, %.2f)", tc.name, l.X, l.Y, tc.labelA[0], tc.labelA[1])
			}
		}
		if len(d.Layers) != 0 {
			t.Errorf("%s: layer captions %+v", tc.name, d.Layers)
		}
		// A piece drawn on its own is its fill's polygons and its outline.
		fill, outline := CellPaths(b, tc.pls[0].Cells)
		if fill != d.Fills[1].D && fill != d.Fills[2].D {
			t.Errorf("%s: CellPaths's fill %q is not A's", tc.name, fill)
		}
		if strings.Count(outline, "M") != tc.outlineA {
			t.Errorf("%s: CellPaths's outline %q", tc.name, outline)
		}
	}
}

// TestPlaneHidden: stationary cells around a region on hexagons are
// left out of the drawing, which shrinks to the region.
func TestPlaneHidden(t *testing.T) {
	// A 3x3 rhombus without two opposite corners: a hexagon of 7 cells.
	p := &solver.Problem{Name: "hex", Grid: grid.Hexagon, XDim: 3, YDim: 3, ZDim: 1,
		Pieces: []solver.Piece{{Name: "#", Stationary: true, Cells: []solver.Point{{}, {X: 2, Y: 2}}}}}
	b := NewBoard(p)
	if !b.Hidden(solver.Point{}) || b.Hidden(solver.Point{X: 1, Y: 1}) {
		t.Fatal("the corners are not hidden")
	}
	d := Draw2D(b, nil)
	if n := strings.Count(d.Fills[0].D, "z"); n != 7 {
		t.Errorf("%d open cells drawn, want 7", n)
	}
	// Three hexagons across: 3 units wide and 2 rows and two half edges high.
	if w, h := 3*1.1, (math.Sqrt(3)+2/math.Sqrt(3))*1.1; math.Abs(d.W-w) > 0.01 || math.Abs(d.H-h) > 0.01 {
		t.Errorf("size %gx%g, want %.2fx%.2f", d.W, d.H, w, h)
	}
	if n := strings.Count(d.Borders, "M"); n != 18 {
		t.Errorf("%d border edges around the hexagon of 7 cells, want 18", n)
	}
}

// TestPlaneSVG: the animated SVG of a triangle board is well-formed, has
// no 3-D view, and each piece's path is its cells' triangles.
func TestPlaneSVG(t *testing.T) {
	p := &solver.Problem{Name: "bow tie", Grid: grid.Triangle, XDim: 3, YDim: 2, ZDim: 1}
	sol := solver.Solution{Placements: []solver.Placement{
		{Piece: "A", Cells: []solver.Point{{X: 0}, {X: 1}, {X: 2}}},
		{Piece: "B", Cells: []solver.Point{{Y: 1}, {X: 1, Y: 1}, {X: 2, Y: 1}}},
	}}
	doc, err := AssemblySVG(p, sol, BottomUp, SVGAnimation{View3D: true, Step: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	count, _ := xmlElements(t, doc)
	if count["animate"] != 2 || strings.Contains(doc, "view-3d") {
		t.Errorf("%d animations, 3-D view %v", count["animate"], strings.Contains(doc, "view-3d"))
	}
	w, h := AnimationSize(p, SVGAnimation{View3D: true})
	if w <= 0 || h <= 0 || h > w {
		t.Errorf("animation size %gx%g", w, h)
	}
	fill, _ := CellPaths(NewBoard(p), sol.Placements[0].Cells)
	if !strings.Contains(doc, `<path d="`+fill+`"`) {
		t.Errorf("A's triangles %q are not drawn", fill)
	}
}
