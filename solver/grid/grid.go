// Package grid defines the lattices that polyforms are made on: unit
// squares and cubes, equilateral triangles (polyiamonds) and regular
// hexagons (polyhexes). A grid says where a cell is, which cells are its
// neighbours, which turns and mirror images map the grid onto itself,
// how a set of cells is moved to a canonical position, and what a cell
// looks like in the plane. The search, the definition format and the
// drawings all take their geometry from here, so that a new grid is a
// new file of this package.
//
// Cells are Points of integers on every grid:
//
//   - Square: the cell (X, Y, Z) is the unit cube [X, X+1]×[Y, Y+1]×[Z, Z+1];
//     a 2-D puzzle has Z = 0.
//   - Triangle: the cell (X, Y) lies in row Y (counted upwards) and points
//     up when X+Y is even, down when it is odd, as in BurrTools' triangle
//     grid. With edge length 1 and row height √3/2, the up triangle (X, Y)
//     has its base from X/2 to X/2+1 at the height of row Y and its apex
//     above (X/2+1/2); a down triangle has its top edge at row Y+1 and
//     its apex below. Neighbours share an edge: (X±1, Y), and (X, Y-1)
//     for an up cell or (X, Y+1) for a down cell. Z is 0.
//   - Hexagon: axial coordinates. The cell (X, Y) is a hexagon with a
//     point at the top whose centre is at (X + Y/2, Y·√3/2), centres one
//     unit apart; its six neighbours are (X±1, Y), (X, Y±1), (X+1, Y-1)
//     and (X-1, Y+1). A box 0 ≤ X < W, 0 ≤ Y < H is a rhombus leaning to
//     the right. Z is 0.
//
// On every grid a turn or a mirror image is a linear map of integer
// coordinates (for triangles, of the coordinates of the cells' centres
// in the triangular lattice's basis), so a Transform is an integer matrix.
package grid

import (
	"fmt"
	"sort"
)

// Point is a cell's position: see the package comment for each grid's
// coordinates.
type Point struct{ X, Y, Z int }

// String formats p as "x y z", the way definition files write coordinates.
func (p Point) String() string { return fmt.Sprintf("%d %d %d", p.X, p.Y, p.Z) }

// Kind names a grid.
type Kind uint8

// The grids. Square, the zero Kind, is polycube's cubic lattice: unit
// squares in 2-D and unit cubes in 3-D.
const (
	Square Kind = iota
	Triangle
	Hexagon
	numKinds
)

var kindNames = [numKinds]string{"square", "triangle", "hexagon"}

// String returns the grid's name as the definition format writes it:
// "square", "triangle" or "hexagon".
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("grid(%d)", uint8(k))
}

// Kinds lists every grid, Square first.
func Kinds() []Kind { return []Kind{Square, Triangle, Hexagon} }

// ParseKind reads a grid's name as String writes it ("cube" is read as
// "square").
func ParseKind(s string) (Kind, error) {
	for k, name := range kindNames {
		if s == name {
			return Kind(k), nil
		}
	}
	if s == "cube" {
		return Square, nil
	}
	return 0, fmt.Errorf("unknown grid %q (want square, triangle or hexagon)", s)
}

// Planar reports whether the grid is 2-D only (its cells have Z = 0).
func (k Kind) Planar() bool { return k == Triangle || k == Hexagon }

// Staggered reports whether each row of cells lies half a cell to the
// right of the row under it (hexagons), rather than every row starting
// at the same place (squares and triangles): how a layout's rows are
// drawn one under another.
func (k Kind) Staggered() bool { return k == Hexagon }

// TwoColoured reports whether the grid's cells can be coloured in two
// colours so that neighbours differ (a checkerboard on squares and
// cubes, up and down cells on triangles), so that every move of a piece
// keeps or swaps its colours: the parity the solver checks. Hexagons
// cannot, three of them meeting at a corner.
func (k Kind) TwoColoured() bool { return k != Hexagon }

// Columns reports whether a box of the grid's coordinates looks like one
// on the page, its cells in straight rows and columns, so that a person
// can be told "the 10×6 box" and "column 3": on squares. On triangles a
// box X by Y holds rows of cells that zigzag and start half a triangle
// apart, and on hexagons it is a rhombus leaning to the right, so a
// region there is told by its cells and a cell by its place in its row.
func (k Kind) Columns() bool { return !k.Planar() }

// Noun is the word for one of the grid's cells, for people: "cell" on
// squares (a square, or a cube in 3-D), "triangle", "hexagon".
func (k Kind) Noun() string {
	switch k {
	case Triangle:
		return "triangle"
	case Hexagon:
		return "hexagon"
	}
	return "cell"
}

// Sides is the number of neighbours a cell has in the plane: 4 for
// squares, 3 for triangles, 6 for hexagons.
func (k Kind) Sides() int {
	switch k {
	case Triangle:
		return 3
	case Hexagon:
		return 6
	}
	return 4
}

// Up reports whether the triangle (x, y) points up.
func Up(p Point) bool { return (p.X+p.Y)&1 == 0 }

// Neighbours appends to dst the cells that share a face with p (an edge
// in 2-D): on squares the six axis neighbours (four when flat is true,
// for a 2-D puzzle), on triangles three, on hexagons six. It does not
// check that they lie in any box.
func (k Kind) Neighbours(dst []Point, p Point, flat bool) []Point {
	x, y, z := p.X, p.Y, p.Z
	switch k {
	case Triangle:
		dst = append(dst, Point{x - 1, y, z}, Point{x + 1, y, z})
		if Up(p) {
			return append(dst, Point{x, y - 1, z})
		}
		return append(dst, Point{x, y + 1, z})
	case Hexagon:
		return append(dst, Point{x - 1, y, z}, Point{x + 1, y, z}, Point{x, y - 1, z},
			Point{x, y + 1, z}, Point{x + 1, y - 1, z}, Point{x - 1, y + 1, z})
	}
	dst = append(dst, Point{x - 1, y, z}, Point{x + 1, y, z}, Point{x, y - 1, z}, Point{x, y + 1, z})
	if !flat {
		dst = append(dst, Point{x, y, z - 1}, Point{x, y, z + 1})
	}
	return dst
}

// Connected reports whether cells form one piece, each cell reached from
// any other through cells that share a face (Neighbours, not flat: on
// squares through the six faces of a cube). No cells form one piece.
func (k Kind) Connected(cells []Point) bool {
	if len(cells) == 0 {
		return true
	}
	in := make(map[Point]bool, len(cells))
	for _, c := range cells {
		in[c] = true
	}
	seen := map[Point]bool{cells[0]: true}
	stack := []Point{cells[0]}
	var nbs []Point
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		nbs = k.Neighbours(nbs[:0], c, false)
		for _, n := range nbs {
			if in[n] && !seen[n] {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return len(seen) == len(in)
}

// Transform is a symmetry of a grid that fixes the origin's lattice: a
// turn, or a turn and a mirror image.
type Transform struct {
	m    [3][3]int
	kind Kind
}

// Apply returns the image of the cell p.
func (t Transform) Apply(p Point) Point {
	if t.kind == Triangle {
		return fromCentre(t.mul(toCentre(p)))
	}
	return t.mul(p)
}

func (t Transform) mul(p Point) Point {
	v := [3]int{p.X, p.Y, p.Z}
	var w [3]int
	for i := range 3 {
		w[i] = t.m[i][0]*v[0] + t.m[i][1]*v[1] + t.m[i][2]*v[2]
	}
	return Point{w[0], w[1], w[2]}
}

// Compose returns the transform that applies u, then t.
func (t Transform) Compose(u Transform) Transform { return Transform{mul(t.m, u.m), t.kind} }

// Mirror reports whether t reverses orientation (a reflection).
func (t Transform) Mirror() bool { return t.det() < 0 }

// Matrix returns t's integer matrix, on the coordinates Apply works in
// (for triangles, the centres' coordinates).
func (t Transform) Matrix() [3][3]int { return t.m }

func (t Transform) det() int {
	m := t.m
	return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) -
		m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) +
		m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
}

// toCentre maps the triangle (x, y) to three times its centre in the
// basis (1, 0), (1/2, √3/2) of the triangular lattice: an up triangle
// whose lower left corner is the lattice point (a, b) has its centre at
// (a+1/3, b+1/3), a down triangle whose upper left corner is (a, b+1) at
// (a+2/3, b+2/3).
func toCentre(p Point) Point {
	if Up(p) {
		a := (p.X - p.Y) / 2
		return Point{3*a + 1, 3*p.Y + 1, p.Z}
	}
	a := floorDiv(p.X-p.Y-1, 2)
	return Point{3*a + 2, 3*p.Y + 2, p.Z}
}

// fromCentre inverts toCentre.
func fromCentre(c Point) Point {
	if floorMod(c.X, 3) == 1 {
		a, b := floorDiv(c.X-1, 3), floorDiv(c.Y-1, 3)
		return Point{2*a + b, b, c.Z}
	}
	a, b := floorDiv(c.X-2, 3), floorDiv(c.Y-2, 3)
	return Point{2*a + b + 1, b, c.Z}
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func floorMod(a, b int) int { return a - floorDiv(a, b)*b }

// Symmetries returns the grid's symmetries that fix the origin: the
// identity first, then the other turns, then (for all but one-sided
// puzzles) the mirror images. On squares they are the 48 signed
// permutation matrices of the cube (the 24 turns first), or in the plane
// (flat) the 8 of the square; on triangles and hexagons the 12 of the
// hexagon (6 turns, then 6 mirror images).
func (k Kind) Symmetries(flat bool) []Transform {
	switch k {
	case Triangle, Hexagon:
		// A turn by 60° anticlockwise maps the basis vector e1 to e2
		// and e2 to e2-e1; the mirror in the x axis keeps e1 and maps
		// e2 to e1-e2. On axial hexagon coordinates and on the
		// triangles' centres alike.
		turn := [3][3]int{{0, -1, 0}, {1, 1, 0}, {0, 0, 1}}
		mirror := [3][3]int{{1, 1, 0}, {0, -1, 0}, {0, 0, 1}}
		var out []Transform
		m := identity()
		for range 6 {
			out = append(out, Transform{m, k})
			m = mul(turn, m)
		}
		for i := range 6 {
			out = append(out, Transform{mul(out[i].m, mirror), k})
		}
		return out
	}
	var turns, mirrors []Transform
	perms := [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for _, p := range perms {
		for s := range 8 {
			var m [3][3]int
			for i := range 3 {
				sign := 1
				if s>>i&1 == 1 {
					sign = -1
				}
				m[i][p[i]] = sign
			}
			if flat && m[2][2] != 1 {
				continue
			}
			t := Transform{m, Square}
			if t.det() > 0 {
				turns = append(turns, t)
			} else {
				mirrors = append(mirrors, t)
			}
		}
	}
	return append(turns, mirrors...)
}

// Turns returns the symmetries without mirror images: the rotations a
// one-sided piece may take (and a 3-D piece on squares).
func (k Kind) Turns(flat bool) []Transform {
	var out []Transform
	for _, t := range k.Symmetries(flat) {
		if !t.Mirror() {
			out = append(out, t)
		}
	}
	return out
}

func identity() [3][3]int { return [3][3]int{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}} }

func mul(a, b [3][3]int) [3][3]int {
	var c [3][3]int
	for i := range 3 {
		for j := range 3 {
			for k := range 3 {
				c[i][j] += a[i][k] * b[k][j]
			}
		}
	}
	return c
}

// Translates reports whether moving every cell by d maps the grid onto
// itself: always on squares and hexagons; on triangles only when d.X+d.Y
// is even, so that up cells stay up.
func (k Kind) Translates(d Point) bool {
	return k != Triangle || (d.X+d.Y)&1 == 0
}

// Normalize moves cells in place to the grid's canonical position and
// sorts them by x, then y, then z: on squares and hexagons each
// coordinate's least value becomes 0; on triangles the least y becomes
// 0 and the least x 0 or 1, whichever keeps each cell pointing as it
// did. Two sets of cells that are translates of each other normalise
// to the same cells. It returns the translation applied.
func (k Kind) Normalize(cells []Point) Point {
	if len(cells) == 0 {
		return Point{}
	}
	mn := cells[0]
	for _, c := range cells {
		mn.X, mn.Y, mn.Z = min(mn.X, c.X), min(mn.Y, c.Y), min(mn.Z, c.Z)
	}
	d := Point{-mn.X, -mn.Y, -mn.Z}
	if !k.Translates(d) {
		d.X++
	}
	for i := range cells {
		cells[i].X += d.X
		cells[i].Y += d.Y
		cells[i].Z += d.Z
	}
	SortPoints(cells, Compare)
	return d
}

// SortPoints sorts ps by cmp (which returns a negative number when a
// comes before b, as Compare does). Cells are sorted with it rather than
// with slices.SortFunc, whose copy of the sort for each element type adds
// to the page's download (web's TestBrowserWeight): every program shares
// this one, and sort's own.
func SortPoints(ps []Point, cmp func(a, b Point) int) {
	sort.Slice(ps, func(i, j int) bool { return cmp(ps[i], ps[j]) < 0 })
}

// Compare orders points by x, then y, then z.
func Compare(a, b Point) int {
	if a.X != b.X {
		return a.X - b.X
	}
	if a.Y != b.Y {
		return a.Y - b.Y
	}
	return a.Z - b.Z
}
