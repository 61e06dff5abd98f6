// Package grid defines the lattices that polyforms are made on: unit
// squares and cubes, equilateral triangles (polyiamonds), regular
// hexagons (polyhexes) and balls in the densest packing (the
// face-centred cubic lattice of Kanoodle's pyramid). A grid says where
// a cell is, which cells are its neighbours, which turns and mirror
// images map the grid onto itself, how a set of cells is moved to a
// canonical position, and what a cell looks like in the plane and in
// space. The search, the definition format and the drawings all take
// their geometry from here and ask a grid what it can do, never which
// grid it is: each grid is one description (a lattice) in a file of its
// own, square.go, triangle.go, hexagon.go, sphere.go,
// sphere_triangle.go, prism.go, rhombic.go and tetraocta.go (the last
// two sharing cubecells.go), and a new grid is a new file of this
// package.
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
//   - Sphere: balls of diameter 1 in square layers, each layer resting in
//     the hollows of the one below, as Kanoodle's pyramid stacks them.
//     The cell (X, Y, Z) is ball X of row Y in layer Z, its centre at
//     (X + Z/2, Y + Z/2, Z/√2); its twelve neighbours are the four beside
//     it in its layer, (X±1, Y, Z) and (X, Y±1, Z), the four under it,
//     (X, Y, Z-1), (X+1, Y, Z-1), (X, Y+1, Z-1), (X+1, Y+1, Z-1), and the
//     four over it, (X, Y, Z+1), (X-1, Y, Z+1), (X, Y-1, Z+1),
//     (X-1, Y-1, Z+1). So every point of a box is a ball. BurrTools and
//     the definition format's C directive write the same balls in the
//     face-centred cubic lattice, the points (x, y, z) with x+y+z even:
//     FromLattice and ToLattice convert.
//   - SphereTriangle: the same balls in triangular layers, as a
//     tetrahedron of balls stacks them. Layer Z is a triangular lattice
//     in the hexagons' axial coordinates: ball (X, Y) touches (X±1, Y),
//     (X, Y±1), (X+1, Y-1) and (X-1, Y+1) in its layer, rests on (X, Y),
//     (X+1, Y) and (X, Y+1) of layer Z-1, and carries (X, Y), (X-1, Y)
//     and (X, Y-1) of layer Z+1. It is the point (X+Y, -X-Z, Y+Z) of the
//     face-centred cubic lattice (FilePoint). Both grids of balls are
//     the definition format's "sphere" (Family), told apart by Layers.
//   - Prism: the triangles in layers, each a prism as high as a
//     triangle's edge (BurrTools' triangle grid in several layers): the
//     cell (X, Y, Z) is the triangle (X, Y) of layer Z; its neighbours
//     are the triangle's three in its layer, (X, Y, Z-1) and (X, Y, Z+1).
//     Its 24 symmetries are the hexagon's 12 with the layers kept or
//     turned over; its pieces are solids, turned by the 12 of them that
//     are turns of space.
//   - Rhombic: BurrTools' grid of rhombic dodecahedra, whose cells are
//     tetrahedra: the six planes through opposite edges of a unit cube
//     cut it into 24, each with its apex at the cube's centre and a
//     quarter of one face as its base (a rhombic dodecahedron is the 24
//     of a cube and the 4 of each face neighbour's that touch it).
//     Tetrahedron t (0 to 23) of the cube (X, Y, Z) is the cell
//     (X, Y, 24Z+t), so a box of whole cubes is a box of cells; its four
//     neighbours share its faces. Files give a cube's tetrahedra as 24
//     voxels of a block of 5×5×5 (FilePoint, FileBlock), as BurrTools
//     does; the grid translates by whole cubes only.
//   - TetraOcta: BurrTools' grid of tetrahedra and octahedra: in each
//     unit cube a regular tetrahedron on the cube's corners whose
//     coordinates add up to an even number, and the four small
//     tetrahedra left at its other corners (eight around a corner of
//     space make an octahedron). Cell t (0 to 4) of the cube (X, Y, Z)
//     is the cell (X, Y, 5Z+t); files give a cube's cells as 5 voxels
//     of a block of 3×3×3. The grid translates by whole cubes whose
//     coordinates add up to an even number.
//
// On every grid a turn or a mirror image is a linear map of integer
// coordinates (for triangles, of the coordinates of the cells' centres
// in the triangular lattice's basis), so a Transform is an integer matrix.
// A piece of balls is a rigid body (Rigid): it also takes the turns of
// space that land its own balls on balls but not every ball on a ball (a
// turn by 60° in a triangular layer), matrices of rationals (Moves,
// Poses).
//
// What differs between the grids for other packages is a property of
// the description too, and these a description must set, each to a value
// of its own (required.go; TestRequired fails for a grid that leaves one
// out): BurrTools' number for the grid (BurrTools, FromBurrTools), whether
// its moves are the cube's (AxisTurns: the solver's and the verifier's
// own matrices), the solver's tunings (RowParallelograms,
// SampleSmallPick), and whether its pieces slide by whole cells along the
// cube's axes or the prisms' (Slides and Sweep, the disassembler's
// moves).
package grid

import (
	"fmt"
	"slices"
	"sort"
	"strings"
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
	Sphere
	SphereTriangle
	Prism
	Rhombic
	TetraOcta
	numKinds
)

// lattice is the description of a grid: everything the Kind's methods
// answer. Each grid's file fills one.
type lattice struct {
	name string
	// family and layers: the definition format's grid and layers
	// settings (Family, Layers); family "" is name.
	family, layers string
	aliases        []string // other names ParseKind reads
	noun           string
	// units: the words for a cell in a flat puzzle and in a solid one
	// (Unit).
	units [2]string
	// pile: what a pile of the grid's cells ending in one is called
	// (Pile), "" for none.
	pile  string
	title string // Title
	// planar: 2-D only, every cell with Z = 0.
	planar bool
	// staggered, twoColoured, columns, round: see the Kind methods.
	staggered, twoColoured, columns, round bool
	// zigzag: a row's cells point up and down in turn (Zigzag).
	zigzag bool
	// implicit: polycube 1.2.1's own grid, which a D line means when it
	// names none (Implicit).
	implicit bool
	// colours names the parity colouring's two colours, colour 0 first
	// (Colours); colourByShape: they are the cells' shapes (ColourByShape).
	colours       [2]string
	colourByShape bool
	// solid: 3-D pieces that turn in space and are never mirrored (on
	// squares, a 3-D puzzle's; the grid's own answer for the others).
	solid bool
	// sides is the number of neighbours in the plane (Sides).
	sides int
	// block is the edge of the blocks of voxels in which files place
	// the cells (FileBlock), 0 for one cell to a voxel.
	block int
	// slots is the number of Slot's directions.
	slots int
	// slot returns the neighbour of p in direction s, if p has one.
	slot func(p Point, s int) (Point, bool)
	// flatSlot reports whether direction s stays in p's layer.
	flatSlot func(s int) bool
	// symmetries lists the symmetries (Kind.Symmetries), unless rigid
	// does.
	symmetries func(flat bool) []Transform
	// rigid describes the lattice of a grid whose pieces are rigid
	// bodies of balls (Kind.Rigid), nil on the others.
	rigid *rigidBody
	// toLinear and fromLinear map cells to the coordinates on which the
	// symmetries are linear, and back (nil: the cells' own).
	toLinear, fromLinear func(Point) Point
	// slideDirs are the directions pieces slide in (Slides), when
	// req.slides is set; sweep appends the cells a cell crosses on one
	// step (Sweep; nil: only the cell it lands on).
	slideDirs []Point
	sweep     func(dst []Point, p, d Point) []Point
	// translates reports whether the move by d maps the grid onto itself,
	// and align returns the least move at least d (in each coordinate)
	// that does (nil: every move does, or on triangles d or d moved one
	// column on).
	translates func(d Point) bool
	align      func(d Point) Point
	// plane places fractional cell coordinates in the plane (PlanePoint).
	plane func(x, y float64) Vec
	// corners, centre and cellAt draw the cells seen from above.
	corners func(p Point) []Vec
	centre  func(p Point) Vec
	cellAt  func(v Vec) Point
	// space is the centre of a cell in 3-D (Space).
	space func(p Point) [3]float64
	// toFile and fromFile convert to and from the coordinates files
	// write (nil: the cells' own).
	toFile   func(Point) Point
	fromFile func(Point) (Point, error)
	// req holds the properties every description sets (required.go).
	req required
}

// lattices holds each grid's description, filled by the grids' files.
var lattices = [numKinds]*lattice{Square: &square, Triangle: &triangle, Hexagon: &hexagon, Sphere: &sphere, SphereTriangle: &sphereTriangle, Prism: &prism, Rhombic: &rhombic, TetraOcta: &tetraOcta}

func (k Kind) lat() *lattice {
	if k < numKinds {
		return lattices[k]
	}
	return lattices[Square]
}

// String returns the grid's name: "square", "triangle", "hexagon",
// "sphere" or "sphere-triangle" (which the definition format writes as
// its Family and Layers).
func (k Kind) String() string {
	if k < numKinds {
		return lattices[k].name
	}
	return fmt.Sprintf("grid(%d)", uint8(k))
}

// Kinds lists every grid, Square first.
func Kinds() []Kind {
	out := make([]Kind, numKinds)
	for k := range out {
		out[k] = Kind(k)
	}
	return out
}

// ParseKind reads a grid's name as String writes it ("cube" is read as
// "square", "ball" as "sphere").
func ParseKind(s string) (Kind, error) {
	for k, l := range lattices {
		if s == l.name {
			return Kind(k), nil
		}
	}
	for k, l := range lattices {
		for _, a := range l.aliases {
			if s == a {
				return Kind(k), nil
			}
		}
	}
	return 0, fmt.Errorf("unknown grid %q (want %s)", s, Names())
}

// Names lists the grids' names for messages: "square, triangle,
// hexagon or sphere".
func Names() string {
	s := ""
	for k, l := range lattices {
		switch {
		case k == 0:
		case k == len(lattices)-1:
			s += " or "
		default:
			s += ", "
		}
		s += l.name
	}
	return s
}

// Family is the grid's name in the definition format's grid setting:
// String, except that balls in square and in triangular layers are both
// "sphere", told apart by Layers.
func (k Kind) Family() string {
	if l := k.lat(); l.family != "" {
		return l.family
	}
	return k.String()
}

// Layers names the layers a grid of balls is written in, as the
// definition format's layers setting does: "square" or "triangle";
// the other grids answer "".
func (k Kind) Layers() string { return k.lat().layers }

// KindOf returns the grid that the definition format's grid and layers
// settings name: the grid of family whose Layers is layers, or the
// family's first grid when layers is "".
func KindOf(family, layers string) (Kind, error) {
	found := false
	var opts []string
	for _, k := range Kinds() {
		if k.Family() != family {
			continue
		}
		if layers == "" || k.Layers() == layers {
			return k, nil
		}
		found = true
		if k.Layers() != "" {
			opts = append(opts, k.Layers())
		}
	}
	switch {
	case !found:
		return 0, fmt.Errorf("unknown grid %q (want %s)", family, Families())
	case len(opts) == 0:
		return 0, fmt.Errorf("the %s grid has no layers setting", family)
	}
	return 0, fmt.Errorf("the %s grid has no %s layers (want %s)", family, layers, strings.Join(opts, " or "))
}

// Families lists the names of the definition format's grid setting for
// messages: "square, triangle, hexagon or sphere".
func Families() string {
	var names []string
	for _, k := range Kinds() {
		if f := k.Family(); len(names) == 0 || names[len(names)-1] != f {
			names = append(names, f) // a family's grids are in a row
		}
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// Planar reports whether the grid is 2-D only (its cells have Z = 0).
func (k Kind) Planar() bool { return k.lat().planar }

// Solid reports whether the grid's pieces are solids that turn in space
// and are never mirrored, whatever the puzzle's size: balls, which turn
// as rigid bodies (Rigid). Squares are solid in a 3-D puzzle only (the
// 24 turns of the cube), and answer false.
func (k Kind) Solid() bool { return k.lat().solid }

// Round reports whether the grid's cells are balls, drawn as circles in
// the plane and as spheres in space, rather than as polygons and prisms.
func (k Kind) Round() bool { return k.lat().round }

// Staggered reports whether each row of cells lies half a cell to the
// right of the row under it (hexagons), rather than every row starting
// at the same place (squares, triangles, and the balls of one layer):
// how a layout's rows are drawn one under another.
func (k Kind) Staggered() bool { return k.lat().staggered }

// TwoColoured reports whether the grid's cells can be coloured in two
// colours so that neighbours differ (a checkerboard on squares and
// cubes, up and down cells on triangles), so that every move of a piece
// keeps or swaps its colours: the parity the solver checks. Hexagons
// cannot, three of them meeting at a corner, nor balls, three of them
// touching in a triangle.
func (k Kind) TwoColoured() bool { return k.lat().twoColoured }

// Zigzag reports whether the cells of a row point up and down in turn
// (triangles), so that a row's next cell is not its neighbour moved one
// column along: a step that keeps every cell as it points is two
// columns sideways, or a row up and one column along, and a box of the
// grid's coordinates is no parallelogram (its rows zigzag). Squares,
// hexagons and balls answer false.
func (k Kind) Zigzag() bool { return k.lat().zigzag }

// Implicit reports whether the grid is polycube 1.2.1's own (squares and
// cubes): the one a definition's D line means when it names no grid, so
// that it is written without "grid=", and that the command line's JSON
// leaves unnamed.
func (k Kind) Implicit() bool { return k.lat().implicit }

// Colour returns the colour of the cell p, 0 or 1, in the parity
// colouring that TwoColoured describes: 0 when X+Y+Z is even (a black
// square or cube of a checkerboard, a triangle pointing up), 1 when it is
// odd. On the grids that are not TwoColoured it is the same sum's
// parity, which neighbours may share.
func (k Kind) Colour(p Point) int { return (p.X + p.Y + p.Z) & 1 }

// Colours names the two colours of the parity colouring for people,
// colour 0 first: "black" and "white" (the squares of a checkerboard),
// "up" and "down" (the way triangles point). Grids that are not
// TwoColoured answer two empty words.
func (k Kind) Colours() [2]string { return k.lat().colours }

// ColourByShape reports whether a cell's colour in the parity colouring
// shows in its shape (triangles pointing up or down), so that people are
// told the colours by the way the cells point, rather than as the dark
// and light squares of a checkerboard.
func (k Kind) ColourByShape() bool { return k.lat().colourByShape }

// Columns reports whether a box of the grid's coordinates looks like one
// on the page, its cells in straight rows and columns, so that a person
// can be told "the 10×6 box" and "column 3": on squares, and in each
// square layer of balls. On triangles a box X by Y holds rows of cells
// that zigzag and start half a triangle apart, and on hexagons it is a
// rhombus leaning to the right, so a region there is told by its cells
// and a cell by its place in its row.
func (k Kind) Columns() bool { return k.lat().columns }

// Title names the grid for people choosing one: "Squares and cubes",
// "Triangles (polyiamonds)", "Hexagons (polyhexes)", "Balls
// (polyspheres)".
func (k Kind) Title() string { return k.lat().title }

// Noun is the word for one of the grid's cells, for people: "cell" on
// squares (a square, or a cube in 3-D), "triangle", "hexagon", "ball".
func (k Kind) Noun() string { return k.lat().noun }

// Unit is the word for one of the grid's cells in a puzzle of the given
// number of layers, for people: "square" in a flat puzzle and "cube" in a
// solid one on squares, "triangle", "hexagon", "ball" on the others.
func (k Kind) Unit(layers int) string {
	if layers > 1 {
		return k.lat().units[1]
	}
	return k.lat().units[0]
}

// Pile names, for people, the solid that a pile of the grid's cells
// makes when every layer rests on the one under it, each of its cells on
// all the cells under it (its neighbours in the layer below), up to a
// single cell at the top: "pyramid" for balls in square layers (a square
// of balls and the smaller squares on it, as Kanoodle's pyramid),
// "tetrahedron" for balls in triangular layers. Grids whose piles are
// not named (on squares a pile is a column of cubes) answer "".
func (k Kind) Pile() string { return k.lat().pile }

// Sides is the number of neighbours a cell has in the plane: 4 for
// squares, 3 for triangles, 6 for hexagons, 4 for the balls of a layer.
func (k Kind) Sides() int { return k.lat().sides }

// Slots is the number of directions in which a cell may have a
// neighbour (Slot): 6 on squares (the faces of a cube), triangles (of
// which each cell uses three) and hexagons, 12 on balls.
func (k Kind) Slots() int { return k.lat().slots }

// Slides returns the axes along which a piece slides by whole cells,
// each a step that maps the grid onto itself, taken forwards and
// backwards when a puzzle is taken apart, in BurrTools' order: x, y and z
// on squares and cubes (whose 2-D puzzles are one layer of cubes); on
// triangular prisms a layer up, a triangle's edge along the row (two
// columns), and the two steps of an edge at 60° and 120° (a row up and
// a column to the right or left). It is nil on the grids whose pieces
// do not slide so.
func (k Kind) Slides() []Point {
	l := k.lat()
	if l.req.slides != yes {
		return nil
	}
	return slices.Clone(l.slideDirs)
}

// Sweep appends to dst the cells that the cell p passes through when it
// slides one step d, d one of Slides' axes, the cell it lands on last:
// on cubes that cell alone; a triangular prism sliding in its layer first
// crosses the triangle beside it, whose edge it passes.
func (k Kind) Sweep(dst []Point, p, d Point) []Point {
	if l := k.lat(); l.sweep != nil {
		return l.sweep(dst, p, d)
	}
	return append(dst, Point{p.X + d.X, p.Y + d.Y, p.Z + d.Z})
}

// Slot returns the neighbour of p in direction s (0 ≤ s < Slots), and
// whether p has one there. A turn or mirror image of the grid maps the
// neighbour in direction s of every cell to the neighbour in one
// direction s' of its image, the same s' at every cell:
//
//   - squares and cubes: -x, -y, -z, +x, +y, +z;
//   - hexagons: direction s at s·60° anticlockwise from +x;
//   - triangles: across the edge whose outward normal points at
//     30°+s·60° (an up cell uses 0, 2 and 4, a down cell 1, 3 and 5);
//   - balls: the four beside in the layer (-x, -y, +x, +y), the four
//     under and the four over (see the package comment);
//   - tetrahedra (rhombic): across the base, across the face on the
//     cube's edge, and the two on the same face of the cube, told apart
//     by handedness (see rhombicSlot).
func (k Kind) Slot(p Point, s int) (Point, bool) { return k.lat().slot(p, s) }

// FilePoint returns the coordinates that files (the definition format's
// C directive, BurrTools' files) give the cell p: its own on every grid
// but balls, the point of the face-centred cubic lattice for a ball
// (ToLattice).
func (k Kind) FilePoint(p Point) Point {
	if l := k.lat(); l.toFile != nil {
		return l.toFile(p)
	}
	return p
}

// FromFile returns the cell at the coordinates q of a file (FilePoint's
// inverse), or an error that says why no cell is there: on balls, at a
// point whose coordinates add up to an odd number.
func (k Kind) FromFile(q Point) (Point, error) {
	if l := k.lat(); l.fromFile != nil {
		return l.fromFile(q)
	}
	return q, nil
}

// Up reports whether the triangle (x, y) points up.
func Up(p Point) bool { return (p.X+p.Y)&1 == 0 }

// Neighbours appends to dst the cells that share a face with p (an edge
// in 2-D), in Slot's order: on squares the six axis neighbours (four
// when flat is true, for a 2-D puzzle), on triangles three, on hexagons
// six, on balls twelve (the four of its layer when flat is true). It
// does not check that they lie in any box.
func (k Kind) Neighbours(dst []Point, p Point, flat bool) []Point {
	l := k.lat()
	for s := range l.slots {
		if flat && !l.flatSlot(s) {
			continue
		}
		if q, ok := l.slot(p, s); ok {
			dst = append(dst, q)
		}
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

// Transform is a turn of space about the origin, or a turn and a mirror
// image: a symmetry of a grid that maps every cell onto a cell, or on a
// Rigid grid a move of one piece that maps its cells onto cells but not
// every cell (Poses), such as a turn by 60° in a triangular layer of
// balls. Its matrix is the integer matrix m divided by den (0 for 1).
type Transform struct {
	m    [3][3]int
	den  int
	kind Kind
}

// Apply returns the image of the cell p, which must land on a cell: always
// for the grid's symmetries, for a piece's cells under its Poses (Map
// says whether it does).
func (t Transform) Apply(p Point) Point {
	q, _ := t.Map(p)
	return q
}

// Map returns the image of the cell p and whether it is a cell: always
// for the grid's symmetries; a move of a piece (Poses) may take a cell
// off the piece to where no cell is.
func (t Transform) Map(p Point) (Point, bool) {
	l := t.kind.lat()
	if l.toLinear != nil {
		q, ok := t.mul(l.toLinear(p))
		return l.fromLinear(q), ok
	}
	return t.mul(p)
}

func (t Transform) mul(p Point) (Point, bool) {
	v := [3]int{p.X, p.Y, p.Z}
	var w [3]int
	ok := true
	for i := range 3 {
		w[i] = t.m[i][0]*v[0] + t.m[i][1]*v[1] + t.m[i][2]*v[2]
		if t.den != 0 {
			ok = ok && w[i]%t.den == 0
			w[i] = floorDiv(w[i], t.den)
		}
	}
	return Point{w[0], w[1], w[2]}, ok
}

// Compose returns the transform that applies u, then t.
func (t Transform) Compose(u Transform) Transform {
	return rational(mul(t.m, u.m), max(t.den, 1)*max(u.den, 1), t.kind)
}

// rational returns the transform of matrix m divided by den (den ≠ 0),
// in lowest terms.
func rational(m [3][3]int, den int, k Kind) Transform {
	g := den
	for i := range 3 {
		for j := range 3 {
			g = gcd(g, m[i][j])
		}
	}
	if den < 0 {
		g = -g
	}
	for i := range 3 {
		for j := range 3 {
			m[i][j] /= g
		}
	}
	if den /= g; den == 1 {
		den = 0
	}
	return Transform{m, den, k}
}

func gcd(a, b int) int {
	a, b = abs(a), abs(b)
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func abs(a int) int { return max(a, -a) }

// Mirror reports whether t reverses orientation (a reflection).
func (t Transform) Mirror() bool { return det(t.m) < 0 }

// Matrix returns t's matrix, on the coordinates Apply works in (for
// triangles, the centres' coordinates), as an integer matrix and the
// number that divides it: 1 for the grid's symmetries.
func (t Transform) Matrix() ([3][3]int, int) { return t.m, max(t.den, 1) }

func det(m [3][3]int) int {
	return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) -
		m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) +
		m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
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
// identity first, then the other turns, then the mirror images (which
// only some puzzles may use). A piece of balls takes more turns than
// these (Poses). On squares they are the 48 signed
// permutation matrices of the cube (the 24 turns first), or in the plane
// (flat) the 8 of the square; on triangles and hexagons the 12 of the
// hexagon (6 turns, then 6 mirror images); on balls the 48 of the cube
// (flat: the 8 that keep the layers).
func (k Kind) Symmetries(flat bool) []Transform {
	if l := k.lat(); l.rigid != nil {
		return l.rigid.symmetries(flat)
	}
	return k.lat().symmetries(flat)
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

// AMirror returns one mirror image of the grid: the first of Symmetries'
// mirror images.
func (k Kind) AMirror() Transform {
	for _, t := range k.Symmetries(true) {
		if t.Mirror() {
			return t
		}
	}
	panic("grid: " + k.String() + " has no mirror image")
}

// SignedPermutations returns the 48 signed permutation matrices of the
// cube (its turns and their mirror images) in a fixed order, the identity
// first: the permutations of the axes in the order (x y z), (x z y),
// (y x z), (y z x), (z x y), (z y x), each with its sign patterns in
// binary order (bit i set: row i negated). The order is part of formats
// (a play code's orientation indexes the turns among them) and of the
// order of a piece's images: it never changes. The slice is new.
func SignedPermutations() [][3][3]int {
	var out [][3][3]int
	perms := [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for _, p := range perms {
		for s := range 8 {
			var m [3][3]int
			for i := range 3 {
				m[i][p[i]] = 1
				if s>>i&1 == 1 {
					m[i][p[i]] = -1
				}
			}
			out = append(out, m)
		}
	}
	return out
}

// IsTurn reports whether the signed permutation matrix m is a turn (its
// determinant is +1), not a mirror image.
func IsTurn(m [3][3]int) bool { return det(m) > 0 }

// cubeMatrices lists the 48 signed permutation matrices of the cube, the
// 24 turns first, each list in SignedPermutations' order; flat keeps the
// 8 that map the z axis onto itself with z unchanged.
func cubeMatrices(flat bool) [][3][3]int {
	var turns, mirrors [][3][3]int
	for _, m := range SignedPermutations() {
		if flat && m[2][2] != 1 {
			continue
		}
		if IsTurn(m) {
			turns = append(turns, m)
		} else {
			mirrors = append(mirrors, m)
		}
	}
	return append(turns, mirrors...)
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
// itself: always on squares, hexagons and balls; on triangles only when
// d.X+d.Y is even, so that up cells stay up; on rhombic dodecahedra only
// when d.Z is a multiple of 24, by whole cubes.
func (k Kind) Translates(d Point) bool {
	l := k.lat()
	return l.translates == nil || l.translates(d)
}

// Normalize moves cells in place to the grid's canonical position and
// sorts them by x, then y, then z: on squares, hexagons and balls each
// coordinate's least value becomes 0; on triangles the least y becomes
// 0 and the least x 0 or 1, whichever keeps each cell pointing as it
// did; on rhombic dodecahedra the least x and y become 0 and the least z
// the least multiple of 24 at least 0, the first cube's layer of
// tetrahedra. Two sets of cells that are translates of each other normalise
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
	if l := k.lat(); l.align != nil {
		d = l.align(d)
	} else if !k.Translates(d) {
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
