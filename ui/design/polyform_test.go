package design

import (
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// TestEnumerateOn counts the polyiamonds and polyhexes against the
// published sequences (OEIS): free polyiamonds 1, 1, 1, 3, 4, 12
// (A000577), one-sided 1, 1, 1, 4, 6, 19 (A006534); free polyhexes 1, 1,
// 3, 7, 22 (A000228), one-sided 1, 1, 3, 10, 33 (A006535).
func TestEnumerateOn(t *testing.T) {
	tests := []struct {
		kind     grid.Kind
		oneSided bool
		counts   []int // by size from 1
	}{
		{grid.Triangle, false, []int{1, 1, 1, 3, 4, 12}},
		{grid.Triangle, true, []int{1, 1, 1, 4, 6, 19}},
		{grid.Hexagon, false, []int{1, 1, 3, 7, 22}},
		{grid.Hexagon, true, []int{1, 1, 3, 10, 33}},
	}
	for _, tc := range tests {
		for i, want := range tc.counts {
			n := i + 1
			shapes := EnumerateOn(tc.kind, n, tc.oneSided)
			if len(shapes) != want {
				t.Errorf("%v, %d cells, one-sided %v: %d shapes, want %d", tc.kind, n, tc.oneSided, len(shapes), want)
			}
			seen := map[string]bool{}
			for _, s := range shapes {
				if len(s) != n || !ConnectedOn(tc.kind, s) {
					t.Errorf("%v: shape %v is not %d connected cells", tc.kind, s, n)
				}
				k := ShapeOn(tc.kind, s, tc.oneSided)
				if seen[k] {
					t.Errorf("%v: shape %v twice", tc.kind, s)
				}
				seen[k] = true
			}
		}
	}
}

// TestTriangleDesign draws a puzzle on triangles: a set of hexiamonds
// gives an empty design its grid, the problem is on triangles, and the
// up-and-down colouring proves a region of 4 up and 2 down triangles
// cannot take three diamonds.
func TestTriangleDesign(t *testing.T) {
	d, err := New(6, 6, 1)
	if err != nil {
		t.Fatal(err)
	}
	set, ok := FindSet("hexiamonds")
	if !ok {
		t.Fatal("no hexiamonds")
	}
	if err := d.AddSet(set); err != nil {
		t.Fatal(err)
	}
	if p := d.Problem(); d.Grid != grid.Triangle || p.Grid != grid.Triangle || len(p.Pieces) != 12 {
		t.Fatalf("grid %v, problem on %v with %d pieces", d.Grid, p.Grid, len(p.Pieces))
	}
	if r := d.Check(); r.RegionCells != 36 || r.PieceCells != 36*2 || r.Grid != grid.Triangle {
		t.Errorf("check %+v", r)
	}
	tetra, _ := FindSet("tetrahexes")
	if err := d.AddSet(tetra); err == nil || !strings.Contains(err.Error(), "hexagon grid") {
		t.Errorf("tetrahexes on a triangle design: %v", err)
	}
	if err := d.Resize(6, 6, 2); err == nil {
		t.Error("a triangle design two layers deep")
	}

	d, _ = New(4, 2, 1)
	if err := d.SetGrid(grid.Triangle); err != nil {
		t.Fatal(err)
	}
	for _, c := range []solver.Point{{X: 1}, {Y: 1}} { // two down triangles
		if _, err := d.Paint(c, c, Hole); err != nil {
			t.Fatal(err)
		}
	}
	for range 3 {
		if _, err := d.AddPiece("D", []solver.Point{{X: 4, Y: 2}, {X: 5, Y: 2}}); err != nil {
			t.Fatal(err)
		}
	}
	if got := d.Pieces[0].Cells; len(d.Pieces) != 1 || got[0] != (solver.Point{}) || got[1] != (solver.Point{X: 1}) {
		t.Errorf("the diamond's cells %v", d.Pieces)
	}
	r := d.Check()
	if r.Dark != 4 || r.Light != 2 || !r.ParityImpossible {
		t.Errorf("up %d, down %d, impossible %v", r.Dark, r.Light, r.ParityImpossible)
	}
	if ps := r.Problems(); len(ps) != 1 || !strings.Contains(ps[0], "4 triangles pointing up and 2 pointing down") {
		t.Errorf("problems %q", ps)
	}
	// Hexagons have no such colouring.
	if err := d.SetGrid(grid.Hexagon); err != nil || len(d.Pieces) != 0 {
		t.Fatalf("SetGrid: %v, %d pieces left", err, len(d.Pieces))
	}
	d.AddPiece("D", []solver.Point{{}, {X: 1}})
	d.AddPiece("D", []solver.Point{{}, {X: 1}})
	d.AddPiece("D", []solver.Point{{}, {X: 1}})
	if r := d.Check(); r.ParityImpossible || !ConnectedOn(grid.Hexagon, []solver.Point{{X: 1}, {Y: 1}}) || ConnectedOn(grid.Hexagon, []solver.Point{{}, {X: 1, Y: 1}}) {
		t.Errorf("hexagons: %+v", r)
	}
}
