package player

import (
	"math"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/trace"
)

// full is the rows of z layers of y rows each, all drawn.
func full(y, z int) [][2]int {
	out := make([][2]int, z)
	for i := range out {
		out[i] = [2]int{0, y}
	}
	return out
}

// TestArrangeLayers: the layers of balls go side by side while their
// discs are at least MinTarget pixels across, else in rows of as many as
// keep them that large; a box's layer too wide alone keeps the least
// size (and scrolls); cubes' layers stay side by side and a flat board
// fills the width, whatever their size.
func TestArrangeLayers(t *testing.T) {
	m := Margins{Side: 0.15, Top: 1, Bottom: 0.15}
	for _, tc := range []struct {
		name       string
		k          grid.Kind
		x, y, z    int
		width      float64
		cols, rows int
		cell       float64 // 0: the width filled
	}{
		// The Kanoodle pyramid's 5 layers of 5 by 5 balls.
		{"pyramid, wide", grid.Sphere, 5, 5, 5, 1000, 5, 1, 0},
		{"pyramid, a desktop's column", grid.Sphere, 5, 5, 5, 338, 2, 3, 0},
		{"pyramid, an embed", grid.Sphere, 5, 5, 5, 788, 4, 2, 0},
		{"pyramid, too narrow", grid.Sphere, 5, 5, 5, 120, 1, 5, MinTarget / (2 * ballRadius)},
		{"cubes, a phone", grid.Square, 3, 3, 3, 340, 3, 1, 0},
		{"cubes, narrow", grid.Square, 6, 4, 3, 300, 3, 1, 0},
		{"flat board", grid.Square, 33, 23, 1, 340, 1, 1, 0},
	} {
		r := ArrangeLayers(tc.k, tc.x, tc.y, full(tc.y, tc.z), tc.width, m)
		if r.Cols != tc.cols || r.Rows != tc.rows {
			t.Errorf("%s: %d layers a row in %d rows, want %d in %d", tc.name, r.Cols, r.Rows, tc.cols, tc.rows)
		}
		want := tc.cell
		if want == 0 {
			want = tc.width / r.W
		}
		if math.Abs(r.Cell-want) > 1e-9 {
			t.Errorf("%s: cells of %.2f px, want %.2f", tc.name, r.Cell, want)
		}
		if tc.z > 1 && r.Cell < MinCell(tc.k)-1e-9 {
			t.Errorf("%s: a cell spans %.2f px, under %d", tc.name, r.Cell*CellSpan(tc.k), MinTarget)
		}
		if tc.z > 1 && r.Cols < tc.z {
			// One more layer a row would have made the cells too small.
			more := float64((r.Cols+1)*tc.x+r.Cols*LayerGap) + 2*m.Side
			if tc.width/more >= MinCell(tc.k) {
				t.Errorf("%s: %d layers a row, but %d fit", tc.name, r.Cols, r.Cols+1)
			}
		}
		if h := float64(r.Rows) * (float64(tc.y) + m.Top + m.Bottom); math.Abs(r.H-h) > 1e-9 {
			t.Errorf("%s: %g cells high, want %g", tc.name, r.H, h)
		}
	}
}

// TestRowsShift: on the Kanoodle pyramid's board, each layer holds the
// rows under its ball's places (LayerRows: layer z of the 5 by 5 box
// the bottom 5 - z); in rows of two, each layer moves from its place
// side by side to its row and column, row by row from z = 0, its first
// row at its row's top, each row as high as its highest layer; side
// by side, nothing moves and every layer keeps its 5 rows.
func TestRowsShift(t *testing.T) {
	p := &solver.Problem{XDim: 5, YDim: 5, ZDim: 5, Grid: grid.Sphere, Pieces: []solver.Piece{pyramidOutside()}}
	spans := LayerRows(NewBoard(p))
	for z, s := range spans {
		if s != [2]int{z, 5} {
			t.Errorf("layer %d holds rows %v, want [%d 5]", z, s, z)
		}
	}
	m := Margins{Side: 0.15, Top: 1, Bottom: 0.15}
	r := RowsOf(5, 5, spans, 2, m)
	// Rows of heights 5, 3 and 1, each with 1.15 of margins.
	if math.Abs(r.H-(5+3+1+3*1.15)) > 1e-9 || r.Rows != 3 {
		t.Errorf("%d rows %g cells high, want 3 rows %g", r.Rows, r.H, 5+3+1+3*1.15)
	}
	for z, want := range [][2]float64{{0, 0}, {0, -1}, {-12, 6.15 - 2}, {-12, 6.15 - 3}, {-24, 6.15 + 4.15 - 4}} {
		dx, dy := r.Shift(5, z)
		if math.Abs(dx-want[0]) > 1e-9 || math.Abs(dy-want[1]) > 1e-9 {
			t.Errorf("layer %d moves by (%g, %g), want (%g, %g)", z, dx, dy, want[0], want[1])
		}
	}
	side := RowsOf(5, 5, spans, 5, m)
	for z := range 5 {
		dx, dy := side.Shift(5, z)
		if first, end := side.Span(z); dx != 0 || dy != 0 || first != 0 || end != 5 {
			t.Errorf("side by side, layer %d moves by (%g, %g) and shows rows %d to %d", z, dx, dy, first, end)
		}
	}
}

// pyramidOutside is the stationary piece that fills the 5x5x5 box of
// balls outside the square pyramid (as the library's kanoodle-pyramid
// has it): at layer z the places x or y ≥ 5 - z.
func pyramidOutside() solver.Piece {
	pc := solver.Piece{Name: "#", Stationary: true}
	for z := range 5 {
		for y := range 5 {
			for x := range 5 {
				if x >= 5-z || y >= 5-z {
					pc.Cells = append(pc.Cells, solver.Point{X: x, Y: y, Z: z})
				}
			}
		}
	}
	return pc
}

// TestFitLayout: an animation laid out to fill a frame (an embed's
// stage) fills it; its layers, in rows, and its 3-D view do not overlap
// and stay within it; the 3-D view keeps at least a third of the width
// or the height; a ball is as large as the frame allows, at least
// MinTarget pixels in an 800x600 embed's stage.
func TestFitLayout(t *testing.T) {
	pyramid := &solver.Problem{XDim: 5, YDim: 5, ZDim: 5, Grid: grid.Sphere}
	for _, tc := range []struct {
		name   string
		p      *solver.Problem
		view3D bool
		fit    [2]float64
		least  float64 // the least ball or cell, in pixels
	}{
		{"pyramid, 800x600 embed", pyramid, true, [2]float64{792, 510}, MinTarget},
		{"pyramid, layers only", pyramid, false, [2]float64{792, 510}, MinTarget},
		{"pyramid, 480x360 embed", pyramid, true, [2]float64{472, 290}, 12},
		{"flat board", &solver.Problem{XDim: 10, YDim: 6, ZDim: 1}, false, [2]float64{472, 290}, 40},
	} {
		b := NewBoard(tc.p)
		g := layout(b, SVGAnimation{View3D: tc.view3D, Fit: tc.fit})
		W, H := tc.fit[0], tc.fit[1]
		if g.w != W || g.h != H {
			t.Errorf("%s: the drawing is %gx%g, want the frame's %gx%g", tc.name, g.w, g.h, W, H)
		}
		lw, lh := g.rows.W*g.cell, g.rows.H*g.cell
		if g.x0 < -1e-9 || g.y0 < -1e-9 || g.x0+lw > W+1e-6 || g.y0+lh > H+1e-6 {
			t.Errorf("%s: the layers (%gx%g at %g,%g) leave the frame", tc.name, lw, lh, g.x0, g.y0)
		}
		if span := g.cell * CellSpan(b.Grid); span < tc.least {
			t.Errorf("%s: a cell spans %.1f px, want at least %g", tc.name, span, tc.least)
		}
		if !tc.view3D {
			continue
		}
		beside := g.x3+g.w3 <= g.x0+1e-6
		under := g.y3+g.h3 <= g.y0+1e-6
		if !beside && !under {
			t.Errorf("%s: the 3-D view (%gx%g at %g,%g) overlaps the layers at %g,%g", tc.name, g.w3, g.h3, g.x3, g.y3, g.x0, g.y0)
		}
		if g.w3 < W/3-1e-6 && g.h3 < H/3-1e-6 {
			t.Errorf("%s: the 3-D view is %gx%g in a %gx%g frame", tc.name, g.w3, g.h3, W, H)
		}
	}
	// The drawing: each layer clipped to its place, well-formed.
	steps := []trace.Step{{Kind: trace.Place, Piece: "A", Cells: []solver.Point{{}, {X: 1}}}}
	doc, err := AnimatedSVG(pyramid, NewBoard(pyramid), steps, SVGAnimation{View3D: true, Fit: [2]float64{792, 510}})
	if err != nil {
		t.Fatal(err)
	}
	count, _ := xmlElements(t, doc)
	if count["clipPath"] != 5 || !strings.Contains(doc, `data-span="`) {
		t.Errorf("%d layers clipped, want 5", count["clipPath"])
	}
}
