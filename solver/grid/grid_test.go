package grid

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// cellsNear lists the cells of k within a small window around the origin.
func cellsNear(k Kind) []Point {
	var out []Point
	for x := -6; x <= 6; x++ {
		for y := -6; y <= 6; y++ {
			out = append(out, Point{x, y, 0})
		}
	}
	return out
}

// sharedCorners counts the corners two cells' outlines have in common.
func sharedCorners(k Kind, a, b Point) int {
	n := 0
	for _, u := range k.Corners(a) {
		for _, v := range k.Corners(b) {
			if math.Abs(u.X-v.X) < 1e-9 && math.Abs(u.Y-v.Y) < 1e-9 {
				n++
			}
		}
	}
	return n
}

// TestNeighboursShareAnEdge checks Neighbours against the drawings: two
// cells are neighbours exactly when their outlines share two corners.
func TestNeighboursShareAnEdge(t *testing.T) {
	for _, k := range Kinds() {
		cells := cellsNear(k)
		for _, a := range cells[:40] {
			nb := k.Neighbours(nil, a, true)
			if len(nb) != k.Sides() {
				t.Fatalf("%v: %v has %d neighbours, want %d", k, a, len(nb), k.Sides())
			}
			for _, b := range cells {
				got := slices.Contains(nb, b)
				want := a != b && sharedCorners(k, a, b) == 2
				if got != want {
					t.Errorf("%v: %v and %v: neighbours %v, share an edge %v", k, a, b, got, want)
				}
			}
		}
	}
}

func TestSymmetries(t *testing.T) {
	tests := []struct {
		k             Kind
		flat          bool
		all, turns    int
		identityFirst bool
	}{
		{Square, false, 48, 24, true},
		{Square, true, 8, 4, true},
		{Triangle, true, 12, 6, true},
		{Hexagon, true, 12, 6, true},
		{Sphere, false, 48, 24, true},
		{Sphere, true, 8, 4, true},
		{Prism, false, 24, 12, true},
		{Rhombic, false, 48, 24, true},
		{TetraOcta, false, 48, 24, true},
	}
	for _, tc := range tests {
		syms := tc.k.Symmetries(tc.flat)
		if len(syms) != tc.all || len(tc.k.Turns(tc.flat)) != tc.turns {
			t.Errorf("%v flat=%v: %d symmetries, %d turns; want %d, %d", tc.k, tc.flat, len(syms), len(tc.k.Turns(tc.flat)), tc.all, tc.turns)
		}
		if syms[0].m != identity() {
			t.Errorf("%v: the first symmetry is not the identity", tc.k)
		}
		cells := cellsNear(tc.k)
		seen := map[[3][3]int]bool{}
		for _, s := range syms {
			if seen[s.m] {
				t.Errorf("%v: a symmetry is listed twice", tc.k)
			}
			seen[s.m] = true
			for _, a := range cells {
				b := s.Apply(a)
				// Neighbours stay neighbours.
				for _, n := range tc.k.Neighbours(nil, a, tc.flat) {
					if !slices.Contains(tc.k.Neighbours(nil, b, tc.flat), s.Apply(n)) {
						t.Fatalf("%v: %v maps neighbours %v, %v to non-neighbours", tc.k, s.m, a, n)
					}
				}
				// Areas are kept: the drawn outlines have the same size.
				if tc.k.Planar() && math.Abs(area(tc.k.Corners(a))-area(tc.k.Corners(b))) > 1e-9 {
					t.Fatalf("%v: %v changes the area of %v", tc.k, s.m, a)
				}
			}
		}
	}
}

func area(cs []Vec) float64 {
	s := 0.0
	for i, c := range cs {
		d := cs[(i+1)%len(cs)]
		s += c.X*d.Y - d.X*c.Y
	}
	return s / 2
}

// TestTurnIsSixtyDegrees checks that the first turn of the triangles and
// hexagons turns every cell's centre by 60° about one point.
func TestTurnIsSixtyDegrees(t *testing.T) {
	for _, k := range []Kind{Triangle, Hexagon} {
		turn := k.Symmetries(true)[1]
		// The turns fix the origin's lattice point: a corner for
		// triangles, the centre of (0, 0) for hexagons.
		var o Vec
		if k == Hexagon {
			o = k.Centre(Point{})
		}
		for _, a := range cellsNear(k) {
			c, d := k.Centre(a), k.Centre(turn.Apply(a))
			c.X, c.Y, d.X, d.Y = c.X-o.X, c.Y-o.Y, d.X-o.X, d.Y-o.Y
			cos, sin := 0.5, math.Sqrt(3)/2
			want := Vec{c.X*cos - c.Y*sin, c.X*sin + c.Y*cos}
			if math.Abs(want.X-d.X) > 1e-9 || math.Abs(want.Y-d.Y) > 1e-9 {
				t.Fatalf("%v: %v turns to %v, centre %v, want %v", k, a, turn.Apply(a), d, want)
			}
		}
	}
}

func TestNormalize(t *testing.T) {
	for _, k := range Kinds() {
		shape := []Point{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {1, 1, 0}, {2, 1, 0}}
		want := slices.Clone(shape)
		k.Normalize(want)
		for _, d := range []Point{{1, 0, 0}, {2, 0, 0}, {-3, 5, 0}, {4, 4, 0}, {-7, -1, 0}} {
			if !k.Translates(d) {
				continue
			}
			moved := make([]Point, len(shape))
			for i, c := range shape {
				moved[i] = Point{c.X + d.X, c.Y + d.Y, c.Z}
			}
			k.Normalize(moved)
			if !slices.Equal(moved, want) {
				t.Errorf("%v: moved by %v normalises to %v, want %v", k, d, moved, want)
			}
		}
		if k == Triangle {
			// Normalising keeps each cell pointing as it did.
			cells := []Point{{5, 3, 0}, {6, 3, 0}}
			k.Normalize(cells)
			if Up(cells[0]) != Up(Point{5, 3, 0}) || cells[0].Y != 0 || cells[0].X > 1 {
				t.Errorf("triangles normalise to %v", cells)
			}
		}
	}
}

func TestParseKind(t *testing.T) {
	for _, k := range Kinds() {
		got, err := ParseKind(k.String())
		if err != nil || got != k {
			t.Errorf("ParseKind(%q) = %v, %v", k.String(), got, err)
		}
	}
	for name, want := range map[string]Kind{"cube": Square, "ball": Sphere} {
		if got, err := ParseKind(name); err != nil || got != want {
			t.Errorf("ParseKind(%q) = %v, %v; want %v", name, got, err, want)
		}
	}
	if _, err := ParseKind("rhombus"); err == nil || err.Error() != `unknown grid "rhombus" (want square, triangle, hexagon, sphere, sphere-triangle, prism, rhombic or tetra-octa)` {
		t.Errorf("ParseKind(rhombus) error = %v", err)
	}
}

func TestConnected(t *testing.T) {
	for _, tc := range []struct {
		name  string
		k     Kind
		cells []Point
		want  bool
	}{
		{"no cells", Square, nil, true},
		{"one cell", Triangle, []Point{{3, 4, 0}}, true},
		{"square row", Square, []Point{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}}, true},
		{"square corners only", Square, []Point{{0, 0, 0}, {1, 1, 0}}, false},
		{"cubes stacked", Square, []Point{{0, 0, 0}, {0, 0, 1}, {0, 1, 1}}, true},
		{"cubes apart in z", Square, []Point{{0, 0, 0}, {0, 0, 2}}, false},
		{"square a gap", Square, []Point{{0, 0, 0}, {1, 0, 0}, {3, 0, 0}}, false},
		// (0, 0) points up: its third neighbour is (0, -1).
		{"triangles up and below", Triangle, []Point{{0, 0, 0}, {0, -1, 0}}, true},
		{"triangles up and above", Triangle, []Point{{0, 0, 0}, {0, 1, 0}}, false},
		{"triangle row", Triangle, []Point{{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {3, 0, 0}}, true},
		{"hexagons on a diagonal", Hexagon, []Point{{0, 0, 0}, {1, -1, 0}, {2, -2, 0}}, true},
		{"hexagons on the other diagonal", Hexagon, []Point{{0, 0, 0}, {1, 1, 0}}, false},
	} {
		if got := tc.k.Connected(tc.cells); got != tc.want {
			t.Errorf("%s: %v.Connected(%v) = %v, want %v", tc.name, tc.k, tc.cells, got, tc.want)
		}
	}
}

func TestCompose(t *testing.T) {
	for _, k := range Kinds() {
		for _, flat := range []bool{true, false} {
			syms := k.Symmetries(flat)
			for _, a := range syms {
				for _, b := range syms {
					ab := a.Compose(b)
					if !slices.Contains(syms, ab) {
						t.Errorf("%v: the composition %v of two symmetries is not one", k, ab.m)
					}
					for _, p := range []Point{{0, 0, 0}, {1, 0, 0}, {2, 3, 0}, {-1, 4, 0}} {
						if got, want := ab.Apply(p), a.Apply(b.Apply(p)); got != want {
							t.Errorf("%v: (a∘b)(%v) = %v, a(b(p)) = %v", k, p, got, want)
						}
					}
				}
			}
		}
	}
}

// TestStaggered checks Staggered against the cells' centres: row 1 lies
// half a cell (of row 0's step from cell to cell) to the right of row 0
// on a staggered grid, and starts where row 0 does on the others.
func TestStaggered(t *testing.T) {
	t.Parallel()
	for _, k := range Kinds() {
		step := k.Centre(Point{X: 1}).X - k.Centre(Point{}).X
		shift := (k.Centre(Point{Y: 1}).X - k.Centre(Point{}).X) / step
		want := 0.0
		if k.Staggered() {
			want = 0.5
		}
		if math.Abs(shift-want) > 1e-9 {
			t.Errorf("%v: row 1 lies %g cells right of row 0; Staggered() = %v", k, shift, k.Staggered())
		}
	}
}

// TestTwoColoured checks TwoColoured against the neighbours: the cells
// near the origin take two colours, neighbours differing, on the grids
// that say so, and Colour is that colouring; on the others neighbours
// share a Colour somewhere (on hexagons and balls no two colours will do).
func TestTwoColoured(t *testing.T) {
	t.Parallel()
	for _, k := range Kinds() {
		colour := map[Point]int{{}: 1}
		queue := []Point{{}}
		ok, parity := true, true
		var nbs []Point
		for len(queue) > 0 && len(colour) < 200 {
			c := queue[0]
			queue = queue[1:]
			nbs = k.Neighbours(nbs[:0], c, false)
			for _, n := range nbs {
				parity = parity && k.Colour(n) != k.Colour(c)
				switch colour[n] {
				case 0:
					colour[n] = -colour[c]
					queue = append(queue, n)
				case colour[c]:
					ok = false
				}
			}
		}
		if ok && parity != k.TwoColoured() || !ok && k.TwoColoured() {
			t.Errorf("%v: neighbours two-coloured %v, by Colour %v; TwoColoured() = %v", k, ok, parity, k.TwoColoured())
		}
	}
}

// TestWords: each grid says whether its boxes have columns a person
// sees, names its cells (in a flat puzzle and in a solid one) and its
// piles.
func TestWords(t *testing.T) {
	for _, tc := range []struct {
		k           Kind
		columns     bool
		noun        string
		flat, solid string // Unit(1), Unit(2)
		pile        string
	}{
		{Square, true, "cell", "square", "cube", ""},
		{Triangle, false, "triangle", "triangle", "triangle", ""},
		{Hexagon, false, "hexagon", "hexagon", "hexagon", ""},
		{Sphere, true, "ball", "ball", "ball", "pyramid"},
		{SphereTriangle, false, "ball", "ball", "ball", "tetrahedron"},
		{Prism, false, "prism", "prism", "prism", ""},
		{Rhombic, false, "tetrahedron", "tetrahedron", "tetrahedron", ""},
		{TetraOcta, false, "tetrahedron", "tetrahedron", "tetrahedron", ""},
	} {
		if tc.k.Title() == "" || !strings.Contains(strings.ToLower(tc.k.Title()), tc.noun) && tc.k != Square {
			t.Errorf("%v: Title() = %q", tc.k, tc.k.Title())
		}
		if got := tc.k.Columns(); got != tc.columns {
			t.Errorf("%v: Columns() = %v, want %v", tc.k, got, tc.columns)
		}
		if got := tc.k.Noun(); got != tc.noun {
			t.Errorf("%v: Noun() = %q, want %q", tc.k, got, tc.noun)
		}
		if got := [2]string{tc.k.Unit(1), tc.k.Unit(2)}; got != [2]string{tc.flat, tc.solid} {
			t.Errorf("%v: Unit(1), Unit(2) = %q, want %q and %q", tc.k, got, tc.flat, tc.solid)
		}
		if got := tc.k.Pile(); got != tc.pile {
			t.Errorf("%v: Pile() = %q, want %q", tc.k, got, tc.pile)
		}
	}
}

// TestAnswers checks the answers the new questions give on each grid.
func TestAnswers(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		k             Kind
		zigzag        bool
		implicit      bool
		colours       [2]string
		colourByShape bool
	}{
		{Square, false, true, [2]string{"black", "white"}, false},
		{Triangle, true, false, [2]string{"up", "down"}, true},
		{Hexagon, false, false, [2]string{}, false},
		{Sphere, false, false, [2]string{}, false},
		{Prism, true, false, [2]string{"black", "white"}, false},
	} {
		if got := c.k.Zigzag(); got != c.zigzag {
			t.Errorf("%v: Zigzag() = %v, want %v", c.k, got, c.zigzag)
		}
		if got := c.k.Implicit(); got != c.implicit {
			t.Errorf("%v: Implicit() = %v, want %v", c.k, got, c.implicit)
		}
		if got := c.k.Colours(); got != c.colours {
			t.Errorf("%v: Colours() = %q, want %q", c.k, got, c.colours)
		}
		if got := c.k.ColourByShape(); got != c.colourByShape {
			t.Errorf("%v: ColourByShape() = %v, want %v", c.k, got, c.colourByShape)
		}
		if c.k.TwoColoured() != (c.colours != [2]string{}) {
			t.Errorf("%v: TwoColoured() = %v but Colours() = %q", c.k, c.k.TwoColoured(), c.colours)
		}
	}
}

// TestZigzag checks Zigzag against the cells' shapes: on a zigzag grid
// the cell (1, 0) is the cell (0, 0) turned upside down, not moved (the
// grid does not translate by one column), and two columns along it is
// moved again.
func TestZigzag(t *testing.T) {
	t.Parallel()
	for _, k := range Kinds() {
		if got := !k.Translates(Point{X: 1}); got != k.Zigzag() {
			t.Errorf("%v: Translates(1, 0, 0) = %v; Zigzag() = %v", k, !got, k.Zigzag())
		}
		if !k.Translates(Point{X: 2}) || !k.Translates(Point{X: 1, Y: 1}) {
			t.Errorf("%v: does not translate by two columns, or a row up and a column along", k)
		}
	}
}

// TestColour checks Colour: 0 at the origin, neighbours of different
// colours on the two-coloured grids, and on triangles the up cells 0.
func TestColour(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		k    Kind
		p    Point
		want int
	}{
		{Square, Point{}, 0}, {Square, Point{1, 0, 0}, 1}, {Square, Point{1, 1, 0}, 0}, {Square, Point{1, 1, 1}, 1},
		{Triangle, Point{}, 0}, {Triangle, Point{1, 0, 0}, 1}, {Triangle, Point{-1, 2, 0}, 1}, {Triangle, Point{3, 1, 0}, 0},
		{Hexagon, Point{}, 0}, {Hexagon, Point{1, 0, 0}, 1},
		{Sphere, Point{}, 0}, {Sphere, Point{0, 0, 1}, 1},
	} {
		if got := c.k.Colour(c.p); got != c.want {
			t.Errorf("%v: Colour(%v) = %d, want %d", c.k, c.p, got, c.want)
		}
		if c.k == Triangle && (c.k.Colour(c.p) == 0) != Up(c.p) {
			t.Errorf("triangle %v: Colour %d but Up %v", c.p, c.k.Colour(c.p), Up(c.p))
		}
	}
	for _, k := range Kinds() {
		if !k.TwoColoured() {
			continue
		}
		for _, p := range []Point{{}, {1, 0, 0}, {2, 3, 0}, {-1, 4, 0}} {
			for _, n := range k.Neighbours(nil, p, k.Planar()) {
				if k.Colour(n) == k.Colour(p) {
					t.Errorf("%v: %v and its neighbour %v share colour %d", k, p, n, k.Colour(p))
				}
			}
		}
	}
}

// TestPlanePoint checks PlanePoint against Centre: on squares, hexagons
// and balls the point of a cell's coordinates (moved by the centre's
// offset) is its centre; on triangles (flat or in layers, not the
// cells of a block of voxels) the point (x, y) is the middle of
// the centres of the up and the down cell (x, y) and (x±1, y).
func TestPlanePoint(t *testing.T) {
	t.Parallel()
	near := func(a, b Vec) bool { return math.Abs(a.X-b.X) < 1e-9 && math.Abs(a.Y-b.Y) < 1e-9 }
	for _, k := range Kinds() {
		for _, p := range []Point{{}, {1, 0, 0}, {2, 3, 0}, {-1, 4, 0}} {
			got := k.PlanePoint(float64(p.X), float64(p.Y))
			want := k.Centre(p)
			switch {
			case k.Zigzag() && k.FileBlock() == 0:
				// The next cell of the row, moved back half a triangle:
				// the other colour's cell in the same column.
				a, b := k.Centre(p), k.Centre(Point{p.X + 1, p.Y, 0})
				b.X -= 0.5
				want = Vec{(a.X + b.X) / 2, (a.Y + b.Y) / 2}
			}
			if !near(got, want) {
				t.Errorf("%v: PlanePoint(%v) = %v, want %v", k, p, got, want)
			}
		}
	}
}

// TestSignedPermutations: the 48 matrices, each once, the identity first,
// then its sign patterns in binary order and the next permutation of the
// axes after eight; 24 of them turns.
func TestSignedPermutations(t *testing.T) {
	ms := SignedPermutations()
	seen := map[[3][3]int]bool{}
	turns := 0
	for _, m := range ms {
		seen[m] = true
		if IsTurn(m) {
			turns++
		}
	}
	if len(ms) != 48 || len(seen) != 48 || turns != 24 {
		t.Fatalf("%d matrices, %d distinct, %d turns; want 48, 48, 24", len(ms), len(seen), turns)
	}
	for i, want := range map[int][3][3]int{
		0:  {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
		1:  {{-1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
		6:  {{1, 0, 0}, {0, -1, 0}, {0, 0, -1}},
		8:  {{1, 0, 0}, {0, 0, 1}, {0, 1, 0}},
		47: {{0, 0, -1}, {0, -1, 0}, {-1, 0, 0}},
	} {
		if ms[i] != want {
			t.Errorf("matrix %d is %v, want %v", i, ms[i], want)
		}
	}
}
