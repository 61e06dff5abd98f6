package def

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
)

func cells2(coords ...int) []solver.Point {
	var out []solver.Point
	for i := 0; i+1 < len(coords); i += 2 {
		out = append(out, solver.Point{X: coords[i], Y: coords[i+1]})
	}
	return out
}

// TestParseGrids reads puzzles on triangles and hexagons: the grid key,
// zDim left out or 1, layouts (rows from the top, the n-th cell x = n-1;
// on triangles every row indented alike, on hexagons indented half a
// cell a row, or flush) and coordinates of
// two numbers or three with z = 0. Mobile pieces on triangles are moved
// by an even step (x+y), so that each cell keeps pointing as drawn.
func TestParseGrids(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		want solver.Problem
	}{
		{"triangles, layout", `D:grid=triangle:xDim=4:yDim=2
L:stationary=*
* . . .
. . . *
~L
L
. . A A
B B B B
~L
~D
`, solver.Problem{Grid: grid.Triangle, XDim: 4, YDim: 2, ZDim: 1, Pieces: []solver.Piece{
			{Name: "*", Stationary: true, Cells: cells2(0, 1, 3, 0)},
			// A is (2,1) down and (3,1) up: moved by (-2,-1) it would
			// be an up and a down cell, another shape; by (-1,-1) it
			// stays down, up.
			{Name: "A", Cells: cells2(1, 0, 2, 0)},
			{Name: "B", Cells: cells2(0, 0, 1, 0, 2, 0, 3, 0)}}}},
		{"triangles, coordinates, zDim=1", "D:xDim=2:zDim=1:yDim=1:grid=triangle\nC:name=A:layout=5 3, 6 3 0\n~D\n",
			solver.Problem{Grid: grid.Triangle, XDim: 2, YDim: 1, ZDim: 1, Pieces: []solver.Piece{
				{Name: "A", Cells: cells2(0, 0, 1, 0)}}}},
		{"triangles, every row indented alike, as polyplay prints a solution", "D:grid=triangle:xDim=2:yDim=2\nL\n A A # a comment\n B B\n~L\n~D\n",
			solver.Problem{Grid: grid.Triangle, XDim: 2, YDim: 2, ZDim: 1, Pieces: []solver.Piece{
				// A is (0,1) down and (1,1) up, as in the layout
				// flush: moved by (1,-1), it stays down, up.
				{Name: "A", Cells: cells2(1, 0, 2, 0)},
				{Name: "B", Cells: cells2(0, 0, 1, 0)}}}},
		{"hexagons, indented rows", `D:grid=hexagon:xDim=3:yDim=2
L
  A A B
 A B B
~L
~D
`, solver.Problem{Grid: grid.Hexagon, XDim: 3, YDim: 2, ZDim: 1, Pieces: []solver.Piece{
			{Name: "A", Cells: cells2(0, 1, 1, 1, 0, 0)},
			{Name: "B", Cells: cells2(1, 1, 0, 0, 1, 0)}}}},
		{"hexagons, flush rows, a catalogue with a blank line", `D:grid=hexagon:xDim=3:yDim=2
L
A A

  B B
 B B
~L
~D
`, solver.Problem{Grid: grid.Hexagon, XDim: 3, YDim: 2, ZDim: 1, Pieces: []solver.Piece{
			{Name: "A", Cells: cells2(0, 0, 1, 0)},
			{Name: "B", Cells: cells2(0, 1, 1, 1, 0, 0, 1, 0)}}}},
		{"square named", "D:grid=square:xDim=1:yDim=1:zDim=1\nC:name=A:layout=0 0 0\n~D\n",
			solver.Problem{XDim: 1, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "A", Cells: pts(0, 0, 0)}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := Parse("t.txt", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			if ok, diff := Equal(&ps[0].Problem, &tc.want); !ok {
				t.Fatalf("%s: got %+v", diff, ps[0].Problem)
			}
			for j, pc := range ps[0].Pieces {
				if cellKey(pc.Cells) != cellKey(tc.want.Pieces[j].Cells) {
					t.Errorf("piece %s: %v, want %v", pc.Name, pc.Cells, tc.want.Pieces[j].Cells)
				}
			}
			roundTrip(t, &ps[0].Problem)
		})
	}
}

// TestParseGridErrors checks the errors the new grids add, each with its
// line and column.
func TestParseGridErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"unknown grid", "D:grid=hex:xDim=1:yDim=1\n", `e.txt:1:8: unknown grid "hex"; expected square, triangle, hexagon, sphere, prism, rhombic or tetra-octa`},
		{"empty grid", "D:grid=:xDim=1:yDim=1\n", `e.txt:1:8: expected a value for grid, found nothing`},
		{"zDim on triangles", "D:grid=triangle:xDim=2:yDim=1:zDim=2\n", `e.txt:1:36: the triangle grid is 2-D: expected zDim=1 or no zDim, found zDim=2`},
		{"no zDim on squares", "D:xDim=2:yDim=1\n", `e.txt:1:16: the D directive is missing zDim; expected xDim, yDim and zDim`},
		{"z in coordinates", "D:grid=hexagon:xDim=2:yDim=1\nC:name=A:layout=0 0 1\n", `e.txt:2:21: the hexagon grid is 2-D: expected z=0, found z=1`},
		{"one number", "D:grid=triangle:xDim=2:yDim=1\nC:name=A:layout=0 0, 1\n", `e.txt:2:22: expected 2 numbers x y (or x y 0) for a cell of the triangle grid, found 1`},
		{"layers", "D:grid=triangle:xDim=2:yDim=1\nL\nA A, A\n~L\n~D\n", `e.txt:3:4: the triangle grid is 2-D: a layout row has no z layers, found ','`},
		{"hexagon row shifted back", "D:grid=hexagon:xDim=3:yDim=3\nL\n A A\nA A A\n A A\n~L\n~D\n",
			`e.txt:5:2: this row is indented 1 blank, more than the row above it (0 blanks): hexagon rows are drawn each half a cell to the right of the row under it, or flush; a row's cells are read from its first, so draw the cells outside the region with a stationary piece rather than leave them out`},
		{"hexagon rows shifted unevenly", "D:grid=hexagon:xDim=3:yDim=3\nL\n    A A\n  A A A\n A A\n~L\n~D\n",
			`e.txt:5:2: this row is indented 1 blank and the row above it 2 blanks, but the rows are drawn each 2 blanks to the right of the row under it (as at line 4); a row's cells are read from its first, so draw the cells outside the region with a stationary piece rather than leave them out`},
		{"triangle apex indented", "D:grid=triangle:xDim=3:yDim=2\nL\n  A\nA A A\n~L\n~D\n",
			`e.txt:3:3: this row is indented 2 blanks and the row at line 4 0 blanks, but triangle rows all start at the same place: a row's cells are read from its first (x = 0), whatever the blanks before it, so this row would be read shifted from where it is drawn; indent every row of a layout alike, and draw empty cells with . (cells outside the region with a stationary piece)`},
		{"triangle row indented under flush rows", "D:grid=triangle:xDim=3:yDim=3\nL\nA A A\nA A A\n . A\n~L\n~D\n",
			`e.txt:5:2: this row is indented 1 blank and the row at line 3 0 blanks, but triangle rows all start at the same place: a row's cells are read from its first (x = 0), whatever the blanks before it, so this row would be read shifted from where it is drawn; indent every row of a layout alike, and draw empty cells with . (cells outside the region with a stationary piece)`},
		{"triangle catalogue indented after a blank line", "D:grid=triangle:xDim=2:yDim=2\nL\nA A\n\n  B B # B\n~L\n~D\n",
			`e.txt:5:3: this row is indented 2 blanks and the row at line 3 0 blanks, but triangle rows all start at the same place: a row's cells are read from its first (x = 0), whatever the blanks before it, so this row would be read shifted from where it is drawn; indent every row of a layout alike, and draw empty cells with . (cells outside the region with a stationary piece)`},
		{"a ball at an odd point", "D:grid=sphere:xDim=2:yDim=2:zDim=2\nC:name=A:layout=0 0 0, 1 0 0\n~D\n", `e.txt:2:24: no ball is at 1 0 0: a ball's x+y+z is even`},
		{"no zDim on balls", "D:grid=sphere:xDim=2:yDim=1\n", `e.txt:1:28: the D directive is missing zDim; expected xDim, yDim and zDim`},
		{"one-sided balls", "D:grid=sphere:xDim=2:yDim=1:zDim=1:oneSide\nC:name=A:layout=0 0 0, 1 1 0\n~D\n", `e.txt:1:36: oneSide applies only to flat pieces, but balls turn in space`},
		{"layers on squares", "D:xDim=2:yDim=1:zDim=1:layers=triangle\n", `e.txt:1:24: the square grid has no layers setting`},
		{"hexagonal layers", "D:grid=sphere:layers=hexagon:xDim=2:yDim=1:zDim=1\n", `e.txt:1:22: the sphere grid has no hexagon layers (want square or triangle)`},
		{"a triangular layer's row shifted back", "D:grid=sphere:layers=triangle:xDim=2:yDim=2:zDim=2\nL\n. ., . .\n. .,  . .\n~L\n~D\n",
			`e.txt:4:7: this row is indented 2 blanks, more than the row above it (1 blank): ball rows are drawn each half a cell to the right of the row under it, or flush; a row's cells are read from its first, so draw the cells outside the region with a stationary piece rather than leave them out`},
		{"a triangular ball at an odd point", "D:grid=sphere:layers=triangle:xDim=2:yDim=2:zDim=2\nC:name=A:layout=0 0 0, 0 0 1\n~D\n", `e.txt:2:24: no ball is at 0 0 1: a ball's x+y+z is even`},
		{"a triangle piece outside the box", "D:grid=triangle:xDim=2:yDim=1\nC:name=S:type=S:layout=2 0\nC:name=A:layout=0 0\n~D\n", `e.txt:2:24: stationary piece S has cell (2 0 0) outside the 2x1x1 box`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("e.txt", []byte(tc.src))
			var de *Error
			if !errors.As(err, &de) {
				t.Fatalf("error %T (%v), want *Error", err, err)
			}
			if got := err.Error(); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

// TestFormatGrids checks Format's text on the new grids: the D line with
// the grid and no zDim; on triangles each piece drawn where its cells
// point as they do (a column further right where the shelf's rows would
// turn them over); on hexagons rows indented half a cell a row, cells of
// an odd width.
func TestFormatGrids(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    solver.Problem
		want string
	}{
		{"triangles", solver.Problem{Name: "tri", Grid: grid.Triangle, XDim: 4, YDim: 2, ZDim: 1, Pieces: []solver.Piece{
			{Name: "A", Cells: cells2(1, 0, 2, 0)}, // down, up
			{Name: "B", Cells: cells2(0, 0, 1, 0, 2, 0, 3, 0)},
			{Name: "*", Stationary: true, Cells: cells2(0, 1, 3, 0)},
		}}, `# tri
D:grid=triangle:xDim=4:yDim=2
L
. . A A . B B B B
~L
L:stationary=*
* . . .
. . . *
~L
~D
`},
		{"hexagons", solver.Problem{Name: "hex", Grid: grid.Hexagon, XDim: 2, YDim: 2, ZDim: 1, Pieces: []solver.Piece{
			{Name: "Ab", Cells: cells2(0, 0, 1, 0, 0, 1)},
			{Name: "C", Cells: cells2(0, 0)},
		}}, `# hex
D:grid=hexagon:xDim=2:yDim=2
L
  Ab  .   .   C
Ab  Ab  .   .
~L
~D
`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Format(&tc.p); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
			roundTrip(t, &tc.p)
			if !strings.Contains(tc.want, "grid=") {
				t.Error("no grid key")
			}
		})
	}
}

// TestSphereRoundTrip: a puzzle of balls written by Format reads back
// as the same puzzle, its C directives in the lattice's coordinates.
func TestSphereRoundTrip(t *testing.T) {
	e, _ := Lookup("kanoodle-pyramid")
	pz, err := e.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	text := Format(&pz.Problem)
	if !strings.Contains(text, "D:grid=sphere:xDim=5:yDim=5:zDim=5") || !strings.Contains(text, "C:name=*:type=S:layout=") {
		t.Fatalf("Format wrote:\n%s", text)
	}
	roundTrip(t, &pz.Problem)
}

// TestKanoodlePyramidFlatPieces: the pyramid's twelve pieces are
// Kanoodle's, drawn as the 2-D kanoodle draws them: each piece lies
// flat in the sphere grid's first layer on the same cells as on the
// board, by the same name.
func TestKanoodlePyramidFlatPieces(t *testing.T) {
	pieces := func(key string) map[string][]solver.Point {
		e, ok := Lookup(key)
		if !ok {
			t.Fatalf("no %s in the library", key)
		}
		pz, err := e.Puzzle()
		if err != nil {
			t.Fatal(err)
		}
		out := map[string][]solver.Point{}
		for _, pc := range pz.Pieces {
			if !pc.Stationary {
				out[pc.Name] = pc.Cells
			}
		}
		return out
	}
	flat, pyramid := pieces("kanoodle"), pieces("kanoodle-pyramid")
	if len(flat) != 12 || len(pyramid) != 12 {
		t.Fatalf("%d pieces on the board, %d in the pyramid; want 12 each", len(flat), len(pyramid))
	}
	for name, cells := range flat {
		if got := pyramid[name]; !slices.Equal(got, cells) {
			t.Errorf("piece %s: %v in the pyramid, %v on the board", name, got, cells)
		}
	}
}

// TestSphereTriangleLayers reads balls in triangular layers: a layout
// of two layers, each row staggered, whose balls are read as the grid
// places them (ball (x, y) of layer 1 resting on (x, y), (x+1, y) and
// (x, y+1) of layer 0), the same balls as C directives in the lattice's
// coordinates, and the puzzle written by Format reads back.
func TestSphereTriangleLayers(t *testing.T) {
	src := `D:grid=sphere:layers=triangle:xDim=2:yDim=2:zDim=2
L:stationary=*
 A *,   * *
A A,  A *
~L
~D
D:grid=sphere:layers=triangle:xDim=2:yDim=2:zDim=2
C:name=A:layout=0 0 0, 1 -1 0, 1 0 1, 0 -1 1
C:name=*:type=S:layout=2 -1 1, 1 -1 2, 2 -2 2, 1 -2 1
~D
`
	ps, err := Parse("tri.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 {
		t.Fatalf("%d puzzles, want 2", len(ps))
	}
	for i, pz := range ps {
		if pz.Grid != grid.SphereTriangle {
			t.Fatalf("puzzle %d on %v, want %v", i+1, pz.Grid, grid.SphereTriangle)
		}
		a := pz.Pieces[0]
		if a.Name != "A" || cellKey(a.Cells) != cellKey([]solver.Point{{X: 0, Y: 0, Z: 0}, {X: 1, Y: 0, Z: 0}, {X: 0, Y: 1, Z: 0}, {X: 0, Y: 0, Z: 1}}) {
			t.Errorf("puzzle %d: piece %s at %v, want the tetrahedron of the three balls at the origin and the one on them", i+1, a.Name, a.Cells)
		}
		if !grid.SphereTriangle.Connected(a.Cells) {
			t.Errorf("puzzle %d: piece A is not connected", i+1)
		}
		out := roundTrip(t, &pz.Problem)
		if !strings.Contains(out, "D:grid=sphere:layers=triangle:xDim=2:yDim=2:zDim=2\n") {
			t.Errorf("Format wrote:\n%s", out)
		}
	}
}
