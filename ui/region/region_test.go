package region

import (
	"testing"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/grid"
)

// TestLibrary checks the words for the library's puzzles, on every grid:
// the region as a person sees it, never the box or the stationary pieces
// that the definition states it with.
func TestLibrary(t *testing.T) {
	tests := []struct{ key, want string }{
		{"pentominoes-10x6", "a 10×6 board, 12 pieces of 60 squares"},
		{"pentominoes-8x8-hole", "an 8×8 board with 1 hole, 12 pieces of 60 squares"},
		{"pentominoes-onesided-18x5", "an 18×5 board, 18 pieces of 90 squares, one-sided"},
		{"heptominoes-33x23-holes", "a 33×23 board with 3 holes, 108 pieces of 756 squares"},
		{"hexominoes-15x14-parallelogram", "a board of 210 squares, 35 pieces"},
		{"tetris-cube", "a 4×4×4 cube, 12 pieces of 64 cubes"},
		{"soma", "a 3×3×3 cube, 7 pieces of 27 cubes"},
		{"hexiamonds-6x6", "a board of 72 triangles, 12 pieces"},
		{"hexiamonds-onesided-hexagon", "a board of 114 triangles, 19 pieces, one-sided"},
		{"tetrahexes-4x7", "a board of 28 hexagons, 7 pieces"},
		{"kanoodle-pyramid", "a pyramid of 55 balls, 12 pieces"},
		{"tetraspheres-tetrahedron", "a tetrahedron of 20 balls, 5 pieces"},
		{"tetraspheres-tower", "a shape of 20 balls, 5 pieces"},
	}
	for _, tt := range tests {
		e, ok := def.Lookup(tt.key)
		if !ok {
			t.Fatalf("no library puzzle %s", tt.key)
		}
		p, err := e.Puzzle()
		if err != nil {
			t.Fatalf("%s: %v", tt.key, err)
		}
		if got := Summary(&p.Problem); got != tt.want {
			t.Errorf("%s: Summary = %q, want %q", tt.key, got, tt.want)
		}
	}
}

// boxProblem returns a puzzle on k in an x×y×z box whose cells for which
// open is false are the stationary piece *, with one mobile piece of
// size cells.
func boxProblem(k grid.Kind, x, y, z int, open func(c grid.Point) bool, size int) *solver.Problem {
	p := &solver.Problem{XDim: x, YDim: y, ZDim: z, Grid: k}
	var star []grid.Point
	for cz := 0; cz < z; cz++ {
		for cy := 0; cy < y; cy++ {
			for cx := 0; cx < x; cx++ {
				if c := (grid.Point{X: cx, Y: cy, Z: cz}); !open(c) {
					star = append(star, c)
				}
			}
		}
	}
	a := make([]grid.Point, size)
	for i := range a {
		a[i] = grid.Point{X: i}
	}
	p.Pieces = append(p.Pieces, solver.Piece{Name: "A", Cells: a})
	if len(star) > 0 {
		p.Pieces = append(p.Pieces, solver.Piece{Name: "*", Cells: star, Stationary: true})
	}
	return p
}

func all(grid.Point) bool { return true }

// TestShapes checks each shape's words on a small region of each grid:
// piles standing on their base and on their point, piles cut short, boxes
// and other solids, boards with and without a size, and pieces that do
// not cover the region's count.
func TestShapes(t *testing.T) {
	tests := []struct {
		name  string
		p     *solver.Problem
		want  string
		shape string
	}{
		{"squares board", boxProblem(grid.Square, 3, 2, 1, all, 6), "a 3×2 board, 1 piece of 6 squares", "board"},
		{"squares board, pieces too big", boxProblem(grid.Square, 2, 2, 1, all, 5), "a 2×2 board, 1 piece of 5 squares", "board"},
		{"squares board with a corner cut", boxProblem(grid.Square, 2, 2, 1, func(c grid.Point) bool { return c != grid.Point{} }, 3),
			"a board of 3 squares, 1 piece", "board"},
		{"squares board with a hole", boxProblem(grid.Square, 3, 3, 1, func(c grid.Point) bool { return c != grid.Point{X: 1, Y: 1} }, 8),
			"a 3×3 board with 1 hole, 1 piece of 8 squares", "board"},
		{"cubes box", boxProblem(grid.Square, 2, 3, 4, all, 24), "a 2×3×4 box, 1 piece of 24 cubes", "box"},
		{"cubes cube", boxProblem(grid.Square, 2, 2, 2, all, 8), "a 2×2×2 cube, 1 piece of 8 cubes", "cube"},
		{"cubes other solid", boxProblem(grid.Square, 2, 2, 2, func(c grid.Point) bool { return c != grid.Point{X: 1, Y: 1, Z: 1} }, 7),
			"a shape of 7 cubes, 1 piece", "shape"},
		{"triangles", boxProblem(grid.Triangle, 4, 2, 1, all, 8), "a board of 8 triangles, 1 piece", "board"},
		{"hexagons, pieces too big", boxProblem(grid.Hexagon, 2, 2, 1, all, 5), "a board of 4 hexagons, 1 piece of 5 hexagons", "board"},
		{"balls in a square layer", boxProblem(grid.Sphere, 3, 2, 1, all, 6), "a 3×2 board, 1 piece of 6 balls", "board"},
		{"balls in a triangular layer", boxProblem(grid.SphereTriangle, 2, 2, 1, func(c grid.Point) bool { return c.X+c.Y < 2 }, 3),
			"a board of 3 balls, 1 piece", "board"},
		{"pyramid of balls", boxProblem(grid.Sphere, 2, 2, 2, func(c grid.Point) bool { return c.Z == 0 || c == grid.Point{Z: 1} }, 5),
			"a pyramid of 5 balls, 1 piece", "pyramid"},
		{"pyramid of balls on its point", boxProblem(grid.Sphere, 2, 2, 2, func(c grid.Point) bool { return c.Z == 1 || c == grid.Point{X: 1, Y: 1} }, 5),
			"a pyramid of 5 balls, 1 piece", "pyramid"},
		{"pyramid cut short", boxProblem(grid.Sphere, 3, 3, 2, func(c grid.Point) bool { return c.Z == 0 || c.X < 2 && c.Y < 2 }, 13),
			"a shape of 13 balls, 1 piece", "shape"},
		{"pyramid with a ball missing", boxProblem(grid.Sphere, 2, 2, 2, func(c grid.Point) bool { return c.Z == 0 && c.X+c.Y > 0 || c == grid.Point{Z: 1} }, 4),
			"a shape of 4 balls, 1 piece", "shape"},
		{"box of balls", boxProblem(grid.Sphere, 2, 2, 2, all, 8), "a shape of 8 balls, 1 piece", "shape"},
		{"tetrahedron of balls", boxProblem(grid.SphereTriangle, 2, 2, 2, func(c grid.Point) bool { return c.Z == 0 && c.X+c.Y < 2 || c == grid.Point{Z: 1} }, 4),
			"a tetrahedron of 4 balls, 1 piece", "tetrahedron"},
		{"triangular layers, not a tetrahedron", boxProblem(grid.SphereTriangle, 2, 2, 2, func(c grid.Point) bool { return c.X+c.Y < 2 }, 6),
			"a shape of 6 balls, 1 piece", "shape"},
	}
	for _, tt := range tests {
		r := Of(tt.p)
		if got := Summary(tt.p); got != tt.want {
			t.Errorf("%s: Summary = %q, want %q", tt.name, got, tt.want)
		}
		if r.Shape != tt.shape || r.The() != "the "+tt.shape {
			t.Errorf("%s: Shape %q, The %q, want %q", tt.name, r.Shape, r.The(), tt.shape)
		}
	}
}

// TestOutside checks that the cells of the stationary piece around a
// pyramid, and those beyond its box, are outside, and that the pyramid's
// balls (its apex is ball 0 of row 0 in layer 4) and a hole are not.
func TestOutside(t *testing.T) {
	e, _ := def.Lookup("kanoodle-pyramid")
	p, err := e.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	hole := boxProblem(grid.Square, 3, 3, 1, func(c grid.Point) bool { return c != grid.Point{X: 1, Y: 1} }, 8)
	tests := []struct {
		p    *solver.Problem
		c    grid.Point
		want bool
	}{
		{&p.Problem, grid.Point{}, false},
		{&p.Problem, grid.Point{Z: 4}, false},
		{&p.Problem, grid.Point{X: 4, Y: 4}, false},
		{&p.Problem, grid.Point{Y: 4, Z: 4}, true},
		{&p.Problem, grid.Point{X: 4, Y: 4, Z: 4}, true},
		{&p.Problem, grid.Point{X: 5}, true},
		{&p.Problem, grid.Point{Z: -1}, true},
		{hole, grid.Point{X: 1, Y: 1}, false},
		{hole, grid.Point{X: 2, Y: 2}, false},
		{hole, grid.Point{X: 3}, true},
	}
	for _, tt := range tests {
		if got := Of(tt.p).Outside(tt.c); got != tt.want {
			t.Errorf("%s: Outside(%v) = %v, want %v", tt.p.Name, tt.c, got, tt.want)
		}
	}
	if got := (Region{}).Outside(grid.Point{}); !got {
		t.Errorf("the zero Region: Outside = false, want true")
	}
}

// TestArticle checks "a" and "an" before sizes and words.
func TestArticle(t *testing.T) {
	tests := []struct{ s, want string }{
		{"8×8 board", "an"}, {"11×5 board", "an"}, {"18×5 board", "an"}, {"80×2 board", "an"},
		{"1×8 board", "a"}, {"10×6 board", "a"}, {"110×2 board", "a"}, {"11000×2 board", "an"},
		{"pyramid of 55 balls", "a"}, {"1 board", "a"},
	}
	for _, tt := range tests {
		if got := article(tt.s); got != tt.want {
			t.Errorf("article(%q) = %q, want %q", tt.s, got, tt.want)
		}
	}
}
