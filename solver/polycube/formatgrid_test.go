package polycube

import (
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// TestFormatSolutionGrids draws solutions on the triangle and hexagon
// grids: the rows of the box from the top as the definition format lays
// them out. On triangles every row starts at x = 0 (the cell (x, y) lies
// at x/2 in every row); on hexagons each row is indented half a cell more
// than the row under it, and with names of two bytes a cell takes four
// (an even number), so half a cell is two, the names left-aligned so
// that each row's first cell starts half a cell right of the one under
// it. The full format writes the D line with the grid.
func TestFormatSolutionGrids(t *testing.T) {
	t.Parallel()
	pt := func(x, y int) solver.Point { return solver.Point{X: x, Y: y} }
	for _, tc := range []struct {
		name string
		p    solver.Problem
		s    solver.Solution
		f    OutputFormat
		want string
	}{
		{"triangles", solver.Problem{Grid: grid.Triangle, XDim: 3, YDim: 2, ZDim: 1, Pieces: []solver.Piece{
			{Name: "A", Cells: []solver.Point{pt(0, 0), pt(1, 0), pt(2, 0)}},
			{Name: "B", Cells: []solver.Point{pt(1, 1), pt(2, 1)}},
			{Name: "*", Stationary: true, Cells: []solver.Point{pt(0, 1)}},
		}}, solver.Solution{Placements: []solver.Placement{
			{Piece: "A", Cells: []solver.Point{pt(0, 0), pt(1, 0), pt(2, 0)}},
			{Piece: "B", Cells: []solver.Point{pt(1, 1), pt(2, 1)}},
		}}, OutputFormat{Puzzle: 'B', Piece: 'L'}, " * B B\n A A A\n"},
		{"hexagons, names of two bytes", solver.Problem{Grid: grid.Hexagon, XDim: 2, YDim: 3, ZDim: 1, Pieces: []solver.Piece{
			{Name: "Aa", Cells: []solver.Point{pt(0, 0), pt(1, 0), pt(0, 1)}},
			{Name: "B", Cells: []solver.Point{pt(1, 1), pt(0, 2), pt(1, 2)}},
		}}, solver.Solution{Placements: []solver.Placement{
			{Piece: "Aa", Cells: []solver.Point{pt(0, 0), pt(1, 0), pt(0, 1)}},
			{Piece: "B", Cells: []solver.Point{pt(1, 1), pt(0, 2), pt(1, 2)}},
		}}, OutputFormat{Puzzle: 'B', Piece: 'L'}, "     B   B\n   Aa  B\n Aa  Aa\n"},
		{"hexagons, full format", solver.Problem{Grid: grid.Hexagon, XDim: 2, YDim: 1, ZDim: 1, Pieces: []solver.Piece{
			{Name: "A", Cells: []solver.Point{pt(0, 0), pt(1, 0)}},
		}}, solver.Solution{Placements: []solver.Placement{
			{Piece: "A", Cells: []solver.Point{pt(0, 0), pt(1, 0)}},
		}}, OutputFormat{Puzzle: 'F', Piece: 'L'}, "D:grid=hexagon:xDim=2:yDim=1:zDim=1\nL\n A A\n~L\n~D\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.p.Validate(); err != nil {
				t.Fatal(err)
			}
			if got := string(AppendFormatted(nil, &tc.p, tc.s, tc.f)); got != tc.want {
				t.Errorf("got\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}
