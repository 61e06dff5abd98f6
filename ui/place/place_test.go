package place_test

import (
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/place"
)

// namer makes the Namer of library puzzle key's region: the box's cells
// that no stationary piece covers (closed).
func namer(t *testing.T, key string) *place.Namer {
	t.Helper()
	p := librarytest.Problem(t, key)
	closed := closedCells(p)
	return place.New(p.Grid, p.XDim, p.YDim, p.ZDim, func(c grid.Point) bool { return !closed[c] })
}

// closedCells are the cells of p's stationary pieces.
func closedCells(p *solver.Problem) map[grid.Point]bool {
	closed := map[grid.Point]bool{}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				closed[c] = true
			}
		}
	}
	return closed
}

// TestCell: cells are named from 1, rows from the region's top row down,
// columns from its first column (on triangles and hexagons from the
// row's first cell), layers from the bottom; each layer of balls in its
// own frame, as its view draws it.
func TestCell(t *testing.T) {
	for _, tc := range []struct {
		key  string
		c    grid.Point
		want string
	}{
		// Squares: the 10×6 box, and the 8×8 board whose hole is
		// stationary.
		{"pentominoes-10x6", grid.Point{X: 9, Y: 5}, "row 1, column 10"},
		{"pentominoes-10x6", grid.Point{X: 0, Y: 0}, "row 6, column 1"},
		{"pentominoes-8x8-hole", grid.Point{X: 0, Y: 7}, "row 1, column 1"},
		{"pentominoes-8x8-hole", grid.Point{X: 7, Y: 0}, "row 8, column 8"},
		// Cubes: every layer in the box's frame.
		{"soma", grid.Point{X: 0, Y: 0, Z: 2}, "layer 3, row 3, column 1"},
		{"soma", grid.Point{X: 2, Y: 2, Z: 0}, "layer 1, row 1, column 3"},
		// Triangles: the hexiamonds' rhombus, x 5 to 16 on its top row.
		{"hexiamonds-6x6", grid.Point{X: 5, Y: 5}, "row 1, column 1"},
		{"hexiamonds-6x6", grid.Point{X: 16, Y: 5}, "row 1, column 12"},
		{"hexiamonds-6x6", grid.Point{X: 0, Y: 0}, "row 6, column 1"},
		{"hexiamonds-6x6", grid.Point{X: 4, Y: 3}, "row 3, column 2"},
		// Hexagons: the 7×4 rhombus.
		{"tetrahexes-4x7", grid.Point{X: 0, Y: 3}, "row 1, column 1"},
		{"tetrahexes-4x7", grid.Point{X: 6, Y: 0}, "row 4, column 7"},
		// The ball pyramid: layers of 5, 4, 3, 2 and 1 rows, each
		// counted from its own top row.
		{"kanoodle-pyramid", grid.Point{X: 0, Y: 4, Z: 0}, "layer 1, row 1, column 1"},
		{"kanoodle-pyramid", grid.Point{X: 0, Y: 3, Z: 1}, "layer 2, row 1, column 1"},
		{"kanoodle-pyramid", grid.Point{X: 3, Y: 0, Z: 1}, "layer 2, row 4, column 4"},
		{"kanoodle-pyramid", grid.Point{X: 2, Y: 2, Z: 2}, "layer 3, row 1, column 3"},
		{"kanoodle-pyramid", grid.Point{X: 0, Y: 0, Z: 4}, "layer 5, row 1, column 1"},
		// The tetrahedron of balls: triangular layers of 4, 3, 2 and 1
		// rows, each row's cells counted from its first.
		{"tetraspheres-tetrahedron", grid.Point{X: 0, Y: 3, Z: 0}, "layer 1, row 1, column 1"},
		{"tetraspheres-tetrahedron", grid.Point{X: 3, Y: 0, Z: 0}, "layer 1, row 4, column 4"},
		{"tetraspheres-tetrahedron", grid.Point{X: 0, Y: 2, Z: 1}, "layer 2, row 1, column 1"},
		{"tetraspheres-tetrahedron", grid.Point{X: 2, Y: 0, Z: 1}, "layer 2, row 3, column 3"},
		{"tetraspheres-tetrahedron", grid.Point{X: 0, Y: 0, Z: 3}, "layer 4, row 1, column 1"},
	} {
		if got := namer(t, tc.key).Cell(tc.c); got != tc.want {
			t.Errorf("%s: Cell(%v) = %q, want %q", tc.key, tc.c, got, tc.want)
		}
	}
}

// TestCellFrames: every open cell of each region is named with a layer,
// row and column from 1 to the region's own counts, no two cells alike;
// on cubes a cell and the one over it share their row and column.
func TestCellFrames(t *testing.T) {
	for _, key := range []string{"pentominoes-8x8-hole", "soma", "hexiamonds-6x6", "tetrahexes-4x7", "kanoodle-pyramid", "tetraspheres-tetrahedron"} {
		p := librarytest.Problem(t, key)
		n := namer(t, key)
		closed := closedCells(p)
		seen := map[string]grid.Point{}
		for z := range p.ZDim {
			for y := range p.YDim {
				for x := range p.XDim {
					c := grid.Point{X: x, Y: y, Z: z}
					if closed[c] {
						continue
					}
					name := n.Cell(c)
					if d, ok := seen[name]; ok {
						t.Errorf("%s: %v and %v are both %q", key, d, c, name)
					}
					seen[name] = c
					if strings.Contains(name, " 0") || strings.Contains(name, "-") {
						t.Errorf("%s: %v is %q", key, c, name)
					}
					if key == "soma" && z > 0 {
						under := n.Cell(grid.Point{X: x, Y: y, Z: z - 1})
						if under[strings.Index(under, ","):] != name[strings.Index(name, ","):] {
							t.Errorf("soma: %v is %q but the cube under it %q", c, name, under)
						}
					}
				}
			}
		}
	}
}

// TestPiece: a piece is named by its first cell on the board in reading
// order, lowest layer first, wherever it is held or placed.
func TestPiece(t *testing.T) {
	pyramid := namer(t, "kanoodle-pyramid")
	for _, tc := range []struct {
		n     *place.Namer
		cells []solver.Point
		want  string
	}{
		{namer(t, "pentominoes-10x6"), []solver.Point{{X: 3, Y: 0}, {X: 2, Y: 1}, {X: 3, Y: 1}}, "row 5, column 3"},
		{pyramid, []solver.Point{{X: 1, Y: 1, Z: 2}, {X: 2, Y: 1, Z: 1}, {X: 2, Y: 2, Z: 1}}, "layer 2, row 2, column 3"},
		// Held partly off the board: named by a cell on it.
		{namer(t, "pentominoes-10x6"), []solver.Point{{X: 0, Y: 6}, {X: 0, Y: 5}, {X: 1, Y: 5}}, "row 1, column 1"},
		{pyramid, nil, ""},
	} {
		if got := tc.n.Piece(tc.cells); got != tc.want {
			t.Errorf("Piece(%v) = %q, want %q", tc.cells, got, tc.want)
		}
	}
}

// TestLayer: layers are counted from 1.
func TestLayer(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{place.Layer(0), "Layer 1"},
		{place.Layer(4), "Layer 5"},
		{place.LayerOf(0, 5), "Layer 1 of 5"},
		{place.LayerOf(4, 5), "Layer 5 of 5"},
		{place.Layers(3), "Layers 1 to 3"},
	} {
		if tc.got != tc.want {
			t.Errorf("%q, want %q", tc.got, tc.want)
		}
	}
}
