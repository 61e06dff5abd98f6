package player

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/trace"
)

// prismBoard returns a board of triangular prisms with the given pieces
// placed.
func prismBoard(t *testing.T, x, y, z int, pieces map[string][]solver.Point) *trace.Board {
	t.Helper()
	b := NewBoard(&solver.Problem{Grid: grid.Prism, XDim: x, YDim: y, ZDim: z})
	for name, cells := range pieces {
		if err := b.Apply(trace.Step{Kind: trace.Place, Piece: name, Cells: cells}); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

// TestScene3DPrisms checks the 3-D view of triangular prisms, seen from
// above as the view starts: a prism shows its triangular top (three
// corners, the last repeated) and the sides that face the viewer; two
// prisms of one piece stacked show each side once per prism, the seam
// between them not drawn, and one top; six prisms of one piece in a
// hexagon show six tops whose edges are the hexagon's six.
func TestScene3DPrisms(t *testing.T) {
	one := NewScene3D(prismBoard(t, 2, 1, 1, map[string][]solver.Point{"a": {{}}}), nil).Frame(DefaultCamera3D, 400, 300)
	tops, sides := 0, 0
	for _, f := range one {
		if f.Corners[3] == f.Corners[2] {
			tops++
		} else {
			sides++
		}
	}
	if tops != 1 || sides < 1 || sides > 2 || edgeCount(one) != 3+4*sides {
		t.Fatalf("one prism: %d tops, %d sides, %d edges", tops, sides, edgeCount(one))
	}
	column := NewScene3D(prismBoard(t, 2, 1, 2, map[string][]solver.Point{"a": {{}, {Z: 1}}}), nil).Frame(DefaultCamera3D, 400, 300)
	if len(column) != 1+2*sides || edgeCount(column) != 3+6*sides {
		t.Errorf("two prisms stacked: %d faces, %d edges; want %d, %d", len(column), edgeCount(column), 1+2*sides, 3+6*sides)
	}
	// The hexagon of side 1: row 0 down, up, down, row 1 up, down, up.
	hex := []solver.Point{{X: 1}, {X: 2}, {X: 3}, {X: 1, Y: 1}, {X: 2, Y: 1}, {X: 3, Y: 1}}
	faces := NewScene3D(prismBoard(t, 4, 2, 1, map[string][]solver.Point{"a": hex}), nil).Frame(DefaultCamera3D, 400, 300)
	topEdges, topFaces := 0, 0
	for _, f := range faces {
		if f.Corners[3] == f.Corners[2] {
			topFaces++
			topEdges += len(f.Edges)
		}
	}
	if topFaces != 6 || topEdges != 6 {
		t.Errorf("hexagon: %d tops with %d edges; want 6 and 6", topFaces, topEdges)
	}
}

// TestDraw2DPrisms checks the 2-D drawing of triangular prisms: each
// layer's triangles (three corners each) inside that layer's box of the
// cubes' layout (Size2D, CellOrigin), the pieces' fills joined across
// the layers, a caption per layer.
func TestDraw2DPrisms(t *testing.T) {
	b := prismBoard(t, 4, 2, 2, map[string][]solver.Point{
		"A": {{X: 1}, {X: 2}, {X: 3}, {X: 1, Y: 1}},
		"B": {{X: 2, Y: 1}, {X: 3, Y: 1}, {X: 3, Z: 1}, {X: 3, Y: 1, Z: 1}},
	})
	d := Draw2D(b, map[string]string{"A": "#ff0000", "B": "#00ff00"})
	if w, h := Size2D(4, 2, 2); d.W != w || d.H != h || len(d.Layers) != 2 {
		t.Fatalf("drawing %gx%g, %d layer captions; want %gx%g, 2", d.W, d.H, len(d.Layers), w, h)
	}
	cells := map[string]int{"": 8, "A": 4, "B": 4} // open: the rest of the 16
	for _, f := range d.Fills {
		if got := strings.Count(f.D, "M"); got != cells[f.Piece] {
			t.Errorf("piece %q: %d cells drawn, want %d", f.Piece, got, cells[f.Piece])
		}
		for _, cell := range strings.Split(strings.Trim(f.D, "Mz"), "zM") {
			if n := strings.Count(cell, "L"); n != 2 {
				t.Errorf("piece %q: a cell of %d corners: %s", f.Piece, n+1, cell)
			}
			var xs []float64
			for _, pt := range strings.Split(cell, "L") {
				var x, y float64
				if _, err := fmt.Sscan(pt, &x, &y); err != nil || y < -1e-9 || y > 2+1e-9 {
					t.Fatalf("piece %q: corner %q outside the rows", f.Piece, pt)
				}
				xs = append(xs, x)
			}
			// Every corner in one layer's box: 0..4 or 5..9.
			lo, hi := slices.Min(xs), slices.Max(xs)
			if !(lo >= -1e-9 && hi <= 4+1e-9 || lo >= 5-1e-9 && hi <= 9+1e-9) {
				t.Errorf("piece %q: a cell from x=%g to %g, across the layers' boxes", f.Piece, lo, hi)
			}
		}
	}
}

// TestScene3DPrismFloor: a prism's floor is its triangle at its layer's
// floor, a cube's its square; the box holds the prisms' outlines, a
// cube's box is its cells'.
func TestScene3DPrismFloor(t *testing.T) {
	s := NewScene3D(prismBoard(t, 4, 2, 3, nil), nil)
	if got := s.FloorOutline(solver.Point{X: 1, Z: 2}); len(got) != 3 || got[0][2] != 2 {
		t.Errorf("a prism's floor: %v", got)
	}
	lo, hi := s.Box()
	h := math.Sqrt(3) / 2
	if math.Abs(lo[0]) > 1e-9 || math.Abs(lo[1]) > 1e-9 || math.Abs(hi[0]-2.5) > 1e-9 || math.Abs(hi[1]-2*h) > 1e-9 || hi[2] != 3 {
		t.Errorf("the prisms' box: %v to %v", lo, hi)
	}
	cubes := NewScene3D(boardOf(t, 2, 3, 4, nil), nil)
	if got := cubes.FloorOutline(solver.Point{X: 1, Y: 1, Z: 1}); len(got) != 4 || got[2] != [3]float64{2, 2, 1} {
		t.Errorf("a cube's floor: %v", got)
	}
	if lo, hi := cubes.Box(); lo != [3]float64{} || hi != [3]float64{2, 3, 4} {
		t.Errorf("the cubes' box: %v to %v", lo, hi)
	}
}

// TestTakeApartPrisms takes docs/format.md's prisms apart (level 1, as
// --disassemble finds): in the last frame each piece shown is drawn
// moved by where its cells' move takes it in space, a step of two
// columns one edge along x.
func TestTakeApartPrisms(t *testing.T) {
	ps, err := def.Parse("prisms.txt", []byte("D:grid=prism:xDim=4:yDim=2:zDim=2\nL:stationary=*\n* A B C, * B B C\n* A A A, * B C C\n~L\n~D\n"))
	if err != nil {
		t.Fatal(err)
	}
	p := &ps[0].Problem
	s, err := solver.New(p, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var sol solver.Solution
	if _, err := s.Solve(t.Context(), func(x solver.Solution) bool { sol = x; return false }); err != nil {
		t.Fatal(err)
	}
	a, err := TakeApart(t.Context(), p, sol)
	if err != nil || a.Level != "1" {
		t.Fatalf("level %q (%v), want 1", a.Level, err)
	}
	sc := a.Scene(nil)
	if got := sc.moved(grid.Point{X: 2, Z: 1}); math.Abs(got[0]-1) > 1e-9 || math.Abs(got[1]) > 1e-9 || got[2] != 1 {
		t.Errorf("two columns and a layer up move by %v in space, want (1, 0, 1)", got)
	}
	last := len(a.Frames) - 1
	sc.SlideTo(a, last, 0)
	for i, name := range a.Names {
		if !a.Frames[last].Shown[i] {
			continue
		}
		if got, want := sc.slid[name], sc.moved(a.Frames[last].Offset[i]); got != want {
			t.Errorf("%s drawn moved by %v, want %v", name, got, want)
		}
	}
	sc.FitApart(a, DefaultCamera3D)
	if len(sc.Frame(DefaultCamera3D, 400, 300)) == 0 {
		t.Error("the last frame draws nothing")
	}
}
