package solver

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"sync"

	"polyplay/solver/grid"
)

// matrix is a signed permutation matrix: a rotation (determinant +1) or a
// reflection (determinant -1) of the cubic lattice.
type matrix [3][3]int

// apply returns m·p.
func (m matrix) apply(p Point) Point {
	v := [3]int{p.X, p.Y, p.Z}
	var w [3]int
	for i := 0; i < 3; i++ {
		w[i] = m[i][0]*v[0] + m[i][1]*v[1] + m[i][2]*v[2]
	}
	return Point{X: w[0], Y: w[1], Z: w[2]}
}

func (m matrix) det() int {
	return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) -
		m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) +
		m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
}

// allMatrices lists the 48 signed permutation matrices, identity first,
// in grid.SignedPermutations' order.
var allMatrices = func() []matrix {
	var out []matrix
	for _, m := range grid.SignedPermutations() {
		out = append(out, matrix(m))
	}
	return out
}()

// rotations returns the proper rotations a piece may take: the 24 of the
// cube, or for one-sided puzzles the 4 that keep the z axis.
func rotations(oneSided bool) []matrix {
	var out []matrix
	for _, m := range allMatrices {
		if m.det() != 1 {
			continue
		}
		if oneSided && m[2][2] != 1 {
			continue
		}
		out = append(out, m)
	}
	return out
}

// normalize translates cells in place so that each coordinate's minimum
// is 0, and sorts them.
func normalize(cells []Point) {
	if len(cells) == 0 {
		return
	}
	mn := cells[0]
	for _, c := range cells {
		mn.X, mn.Y, mn.Z = min(mn.X, c.X), min(mn.Y, c.Y), min(mn.Z, c.Z)
	}
	for i := range cells {
		cells[i].X -= mn.X
		cells[i].Y -= mn.Y
		cells[i].Z -= mn.Z
	}
	sortPoints(cells)
}

// sortPoints sorts by x, then y, then z: the cell order of the model.
func sortPoints(ps []Point) {
	grid.SortPoints(ps, comparePoints)
}

func lessPoint(a, b Point) bool {
	if a.X != b.X {
		return a.X < b.X
	}
	if a.Y != b.Y {
		return a.Y < b.Y
	}
	return a.Z < b.Z
}

func pointsKey(ps []Point) string {
	b := make([]byte, 0, len(ps)*6)
	for _, p := range ps {
		b = strconv.AppendInt(b, int64(p.X), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(p.Y), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(p.Z), 10)
		b = append(b, ';')
	}
	return string(b)
}

// Orientations returns the distinct orientations that a piece of these
// cells takes in a puzzle (one-sided or not), as the model finds them:
// its images under the 24 rotations of the cube, or for a one-sided
// puzzle the 4 that keep the z axis (which is how a flat piece is turned
// over or not), each normalised as Normalize does, in the order first
// met.
func Orientations(cells []Point, oneSided bool) [][]Point {
	return orientations(cells, rotations(oneSided))
}

// Normalize returns a copy of cells translated so that the least x, y
// and z are 0, sorted by x, then y, then z: the form of a piece's
// orientations in the model (Shape.Orients).
func Normalize(cells []Point) []Point {
	out := slices.Clone(cells)
	normalize(out)
	return out
}

// OrientationsOn is Orientations on the grid g: on squares (whose moves
// are the cube's, grid.Kind.AxisTurns) it is Orientations; on triangles and hexagons the piece takes the grid's six
// turns and, unless oneSided, their mirror images (grid.Kind.Symmetries);
// a piece of balls takes every turn of space that lands its balls on
// balls (grid.Kind.Poses); each is normalised as grid.Kind.Normalize
// does, in the order first met.
func OrientationsOn(g grid.Kind, cells []Point, oneSided bool) [][]Point {
	switch {
	case g.AxisTurns():
		return Orientations(cells, oneSided)
	case g.Rigid():
		return g.Orientations(cells)
	}
	return gridOrientations(g, cells, pieceMoves(g, oneSided))
}

// NormalizeOn is Normalize on the grid g (grid.Kind.Normalize, on a
// copy): on triangles the least x may be 1, so that each cell keeps
// pointing as it did.
func NormalizeOn(g grid.Kind, cells []Point) []Point {
	out := slices.Clone(cells)
	g.Normalize(out)
	return out
}

// pieceMoves returns the symmetries a piece may take on a grid other
// than squares: the turns, and their mirror images unless oneSided or
// the grid's pieces are solids, never mirrored (grid.Kind.Solid:
// triangular prisms, rhombic dodecahedra). (On a grid of rigid bodies,
// balls, each piece takes the turns of space that land its cells on
// cells: grid.Kind.Orientations.)
func pieceMoves(g grid.Kind, oneSided bool) []grid.Transform {
	switch {
	case oneSided || g.Solid():
		return g.Turns(g.Planar())
	}
	return g.Symmetries(g.Planar())
}

// gridOrientations is orientations on a grid other than squares: the
// distinct images of cells under ts, normalised by g, in the order first
// met.
func gridOrientations(g grid.Kind, cells []Point, ts []grid.Transform) [][]Point {
	n := len(cells)
	out := make([][]Point, 0, len(ts))
	all := make([]Point, n*len(ts))
	for _, tr := range ts {
		t := all[:n:n]
		for i, c := range cells {
			t[i] = tr.Apply(c)
		}
		g.Normalize(t)
		if !slices.ContainsFunc(out, func(o []Point) bool { return slices.Equal(o, t) }) {
			out = append(out, t)
			all = all[n:]
		}
	}
	return out
}

// orientations returns the distinct normalised orientations of cells
// under rots, in the order first met. They share one backing array.
func orientations(cells []Point, rots []matrix) [][]Point {
	n := len(cells)
	out := make([][]Point, 0, len(rots))
	all := make([]Point, n*len(rots))
	for _, r := range rots {
		t := all[:n:n]
		for i, c := range cells {
			t[i] = r.apply(c)
		}
		normalize(t)
		if !slices.ContainsFunc(out, func(o []Point) bool { return slices.Equal(o, t) }) {
			out = append(out, t)
			all = all[n:]
		}
	}
	return out
}

// Shape is a set of interchangeable mobile pieces: pieces of one shape
// under the allowed rotations.
type Shape struct {
	// Pieces are indices into Problem.Pieces, in definition order, but
	// that spare pieces (Piece.Spare) follow the others.
	Pieces []int
	// Spare is the number of its pieces that are spare: a solution
	// places from len(Pieces)-Spare to len(Pieces) pieces of the shape.
	Spare int
	// Orients are the distinct orientations, normalised and sorted; of
	// a coloured shape, those of cells and colours (colourings), so that
	// one set of cells may come once for each colouring, in a row.
	Orients [][]Point
	// Size is the number of cells of one piece.
	Size int
	// key identifies the shape under the allowed rotations.
	key string
	// colourings are, for each of Orients, the colours of its cells;
	// nil for a shape without colours.
	colourings [][]uint8
}

// Image is one placement of a shape: an orientation translated into the
// region, covering only open cells.
type Image struct {
	Shape  int
	Orient int
	// Cells are the covered cell indices in increasing order.
	Cells []int32
	// Colours are the colours on Cells, in their order, of a coloured
	// shape (Shape.Orients); nil for others.
	Colours []uint8
}

// Model is a Problem compiled for search: open cells numbered in x, y, z
// order (x most significant), shapes with their counts, and every image.
type Model struct {
	Problem *Problem
	// Cells are the open cells; a cell's index is its bit position.
	Cells []Point
	// index maps a box position (x*YDim+y)*ZDim+z to a cell index or -1.
	index []int32
	// Shapes group the mobile pieces.
	Shapes []Shape
	// Images lists every placement, grouped by shape.
	Images []Image
	// ShapeImages[s] is the range of image ids of shape s.
	ShapeImages [][2]int
	// Pieces is the number of mobile pieces.
	Pieces int
	// Grid is the problem's grid (Problem.Grid).
	Grid grid.Kind
	// rots are the rotations of a piece on squares and cubes (whose
	// moves are the cube's, grid.Kind.AxisTurns); moves the
	// symmetries a piece may take on triangles and hexagons (on balls
	// each piece has its own, grid.Kind.Orientations).
	rots  []matrix
	moves []grid.Transform
	// nb holds each cell's neighbours (Neighbors), slots a cell
	// (Grid.Slots(), asked once).
	nb    []int
	slots int
	// optional marks the cells that may stay empty (Problem.Optional),
	// nil if none may.
	optional []bool
	// spare is set when some mobile piece may be left out (HasSpare).
	spare bool
	// cuts holds the volume filter's answer about each image checked
	// (volumeFilterImages); cutsMu guards it.
	cutsMu sync.Mutex
	cuts   []int8
	// colourModel holds the colour constraints (colour.go).
	colourModel
}

// orients returns the distinct orientations of a piece of these cells in
// the model's grid.
func (m *Model) orients(cells []Point) [][]Point {
	switch {
	case m.Grid.AxisTurns():
		return orientations(cells, m.rots)
	case m.Grid.Rigid():
		return m.Grid.Orientations(cells)
	}
	return gridOrientations(m.Grid, cells, m.moves)
}

// maxSlots is the most neighbours a cell has on any grid
// (grid.Kind.Slots): twelve, a ball's.
const maxSlots = 12

// MaxImages bounds the number of images a model may have, to keep memory
// in check on huge puzzles.
const MaxImages = 2_000_000

// NewModel validates p and compiles it.
func NewModel(p *Problem) (*Model, error) {
	return NewModelContext(context.Background(), p)
}

// NewModelContext is NewModel with the checkpoints of ctx between the
// orientations whose images it makes (a heartbeat, WithHeartbeat; under
// WebAssembly a turn of the event loop): the largest puzzles have
// hundreds of thousands of images. It does not stop when ctx is done: a
// model is quick to make, and the preparation that follows it stops
// (NewContext).
func NewModelContext(ctx context.Context, p *Problem) (*Model, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	m := &Model{Problem: p, Grid: p.Grid}
	switch {
	case p.Grid.AxisTurns():
		m.rots = rotations(p.OneSided)
	case !p.Grid.Rigid():
		m.moves = pieceMoves(p.Grid, p.OneSided)
	}
	X, Y, Z := p.XDim, p.YDim, p.ZDim
	blocked := make([]bool, X*Y*Z)
	for _, pc := range p.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				blocked[m.boxIndex(c)] = true
			}
		}
	}
	m.index = make([]int32, X*Y*Z)
	for x := 0; x < X; x++ {
		for y := 0; y < Y; y++ {
			for z := 0; z < Z; z++ {
				bi := (x*Y+y)*Z + z
				if blocked[bi] {
					m.index[bi] = -1
					continue
				}
				m.index[bi] = int32(len(m.Cells))
				m.Cells = append(m.Cells, Point{X: x, Y: y, Z: z})
			}
		}
	}
	if len(p.Optional) > 0 {
		m.optional = make([]bool, len(m.Cells))
		for _, c := range p.Optional {
			m.optional[m.CellIndex(c)] = true
		}
	}
	m.setColours(p)
	// Group mobile pieces by shape.
	byKey := map[string]int{}
	for i, pc := range p.Pieces {
		if pc.Stationary {
			continue
		}
		m.Pieces++
		or, cols, key := m.shapeOf(pc.Cells, m.coloured(pc))
		if s, ok := byKey[key]; ok {
			m.Shapes[s].Pieces = append(m.Shapes[s].Pieces, i)
			continue
		}
		byKey[key] = len(m.Shapes)
		m.Shapes = append(m.Shapes, Shape{Pieces: []int{i}, Orients: or, Size: len(pc.Cells), key: key, colourings: cols})
	}
	m.spareLast()
	m.neighbourTable()
	// Images. Their cells are carved from shared blocks (pool), their
	// number is bounded by the orientations' translations in the box.
	// An orientation's least x is 0, except on triangles, where it may
	// be 1 (grid.Kind.Normalize): there it also moves to x = -1, and
	// only by translations that keep up cells up (grid.Kind.Translates).
	extent := func(cells []Point) Point {
		ext := cells[len(cells)-1] // only X is sorted; compute extents
		for _, c := range cells {
			ext.X, ext.Y, ext.Z = max(ext.X, c.X), max(ext.Y, c.Y), max(ext.Z, c.Z)
		}
		return ext
	}
	bound := 0
	for _, sh := range m.Shapes {
		for _, cells := range sh.Orients {
			ext := extent(cells)
			bound += max(0, X-ext.X+cells[0].X) * max(0, Y-ext.Y) * max(0, Z-ext.Z)
		}
	}
	m.Images = make([]Image, 0, min(bound, MaxImages+1))
	var pool, scratch []int32
	for s, sh := range m.Shapes {
		start := len(m.Images)
		for o, cells := range sh.Orients {
			_ = checkpoint(ctx)
			ext := extent(cells)
			scratch = resize(scratch, len(cells))
			for tx := -cells[0].X; tx+ext.X < X; tx++ {
				for ty := 0; ty+ext.Y < Y; ty++ {
				next:
					for tz := 0; tz+ext.Z < Z; tz++ {
						if !p.Grid.Translates(Point{X: tx, Y: ty, Z: tz}) {
							continue
						}
						for i, c := range cells {
							ci := m.index[((c.X+tx)*Y+c.Y+ty)*Z+c.Z+tz]
							if ci < 0 {
								continue next
							}
							scratch[i] = ci
						}
						if sh.colourings != nil && !m.fits(sh.colourings[o], scratch) {
							continue
						}
						n := len(cells)
						if len(pool) < n {
							pool = make([]int32, max(n, 4096))
						}
						img := Image{Shape: s, Orient: o, Cells: pool[:n:n]}
						pool = pool[n:]
						copy(img.Cells, scratch)
						slices.Sort(img.Cells)
						if sh.colourings != nil {
							img.Colours = imageColours(sh.colourings[o], scratch, img.Cells)
						}
						m.Images = append(m.Images, img)
						if len(m.Images) > MaxImages {
							return nil, fmt.Errorf("the puzzle has more than %d piece placements; it is too large to solve here", MaxImages)
						}
					}
				}
			}
		}
		m.ShapeImages = append(m.ShapeImages, [2]int{start, len(m.Images)})
	}
	return m, nil
}

// ShapeKey returns a key that the cells of two mobile pieces share
// exactly when the solver takes them for one shape in a puzzle on grid
// g, one-sided or not: when one is an orientation of the other
// (OrientationsOn), moved. NewModel groups a puzzle's pieces by it.
func ShapeKey(g grid.Kind, cells []Point, oneSided bool) string {
	return shapeKey(OrientationsOn(g, cells, oneSided))
}

// SameShapes returns the groups of pieces, given by their cells, that
// the solver takes for one shape (ShapeKey) in a puzzle on grid g: the
// indexes into cells of each group of two or more, in increasing order,
// the groups in the order of their first piece. Empty cells are no
// shape.
func SameShapes(g grid.Kind, cells [][]Point, oneSided bool) [][]int {
	var groups [][]int
	byKey := map[string]int{} // a key's group, or -1-i for a first piece i
	for i, c := range cells {
		if len(c) == 0 {
			continue
		}
		k := ShapeKey(g, c, oneSided)
		grp, ok := byKey[k]
		switch {
		case !ok:
			byKey[k] = -1 - i
		case grp < 0:
			byKey[k] = len(groups)
			groups = append(groups, []int{-1 - grp, i})
		default:
			groups[grp] = append(groups[grp], i)
		}
	}
	slices.SortFunc(groups, func(a, b []int) int { return a[0] - b[0] })
	return groups
}

// shapeOf returns the orientations of a piece of these cells and
// colours (nil for none) in the model, their colourings (nil without
// colours: Shape.colourings) and the key of its shape.
func (m *Model) shapeOf(cells []Point, colours []int) ([][]Point, [][]uint8, string) {
	or := m.orients(cells)
	if colours == nil {
		return or, nil, shapeKey(or)
	}
	cols := m.colourings(cells, colours, or)
	var ors [][]Point
	var each [][]uint8
	for o, c := range cols {
		for _, col := range c {
			ors = append(ors, or[o])
			each = append(each, col)
		}
	}
	return ors, each, colouredKey(or, cols)
}

// shapeKey identifies a shape by the key of its least orientation (in
// the cells' order, point by point).
func shapeKey(orients [][]Point) string {
	least := orients[0]
	for _, o := range orients[1:] {
		if slices.CompareFunc(o, least, comparePoints) < 0 {
			least = o
		}
	}
	return pointsKey(least)
}

// comparePoints orders points as sortPoints does.
func comparePoints(a, b Point) int {
	if lessPoint(a, b) {
		return -1
	}
	if lessPoint(b, a) {
		return 1
	}
	return 0
}

// MirrorShapes returns, for each shape, the shape of its mirror image, and
// whether the piece set is closed under mirroring (every shape's mirror is
// in the set, with as many pieces). Shapes without a mirror map to -1.
func (m *Model) MirrorShapes() ([]int, bool) {
	byKey := map[string]int{}
	for s, sh := range m.Shapes {
		byKey[sh.key] = s
	}
	out := make([]int, len(m.Shapes))
	closed := true
	var flip grid.Transform // a mirror image on grids other than squares (AxisTurns)
	if !m.Grid.AxisTurns() {
		flip = m.Grid.AMirror()
	}
	for s, sh := range m.Shapes {
		refl := make([]Point, len(sh.Orients[0]))
		for i, c := range sh.Orients[0] {
			refl[i] = Point{X: -c.X, Y: c.Y, Z: c.Z}
			if !m.Grid.AxisTurns() {
				refl[i] = flip.Apply(c)
			}
		}
		var colours []int // of refl: those of one colouring of Orients[0]
		if sh.colourings != nil {
			for _, c := range sh.colourings[0] {
				colours = append(colours, int(c))
			}
		}
		_, _, key := m.shapeOf(refl, colours)
		t, ok := byKey[key]
		if !ok {
			out[s] = -1
			closed = false
			continue
		}
		out[s] = t
		if !m.sameCount(t, s) {
			closed = false
		}
	}
	return out, closed
}

func (m *Model) boxIndex(c Point) int {
	return (c.X*m.Problem.YDim+c.Y)*m.Problem.ZDim + c.Z
}

// CellIndex returns the index of the open cell at c, or -1 if c is outside
// the box or not open.
func (m *Model) CellIndex(c Point) int {
	p := m.Problem
	if c.X < 0 || c.Y < 0 || c.Z < 0 || c.X >= p.XDim || c.Y >= p.YDim || c.Z >= p.ZDim {
		return -1
	}
	return int(m.index[m.boxIndex(c)])
}

// Neighbors returns the indices of the open cells adjacent to cell i,
// with -1 for a missing neighbour, in the grid's slots (grid.Kind.Slot:
// six on squares and cubes, -x, -y, -z, +x, +y, +z; six on hexagons and
// triangles, of which a triangle uses three; twelve on balls). A turn or
// mirror image of the grid maps a slot to the same slot at every cell
// (see symmetry.go's labels). The slice is the model's: do not change it.
func (m *Model) Neighbors(i int) []int {
	n := m.slots
	return m.nb[i*n : i*n+n : i*n+n]
}

// neighbourTable fills m.nb.
func (m *Model) neighbourTable() {
	n := m.Grid.Slots()
	m.slots, m.nb = n, make([]int, len(m.Cells)*n)
	for i, c := range m.Cells {
		for k := range n {
			m.nb[i*n+k] = -1
			if q, ok := m.Grid.Slot(c, k); ok {
				m.nb[i*n+k] = m.CellIndex(q)
			}
		}
	}
}

// Optional reports whether open cell i may stay empty
// (Problem.Optional).
func (m *Model) Optional(i int) bool { return m.optional != nil && m.optional[i] }

// HasOptional reports whether some open cell may stay empty: the pieces
// then need not fill the region exactly, which the searches and filters
// that assume they do are not used for (see optional.go).
func (m *Model) HasOptional() bool { return m.optional != nil }

// ShapeCount returns the number of pieces of shape s.
func (m *Model) ShapeCount(s int) int { return len(m.Shapes[s].Pieces) }

// ShapeName returns the name of the first piece of shape s.
func (m *Model) ShapeName(s int) string { return m.Problem.Pieces[m.Shapes[s].Pieces[0]].Name }

// ImagePoints returns the box positions of image i's cells.
func (m *Model) ImagePoints(i int) []Point {
	img := m.Images[i]
	out := make([]Point, len(img.Cells))
	for k, c := range img.Cells {
		out[k] = m.Cells[c]
	}
	return out
}

// makeSolution names the placed images: the pieces of a shape take its
// images in order of their first cell. It allocates the points of all
// placements at once, since the CLI and the playground call it for every
// solution.
func (m *Model) makeSolution(images []int) Solution {
	byPiece := m.imagesByPiece(images)
	n := 0
	for _, id := range images {
		n += len(m.Images[id].Cells)
	}
	pts := make([]Point, 0, n)
	sol := Solution{Placements: make([]Placement, 0, len(images))}
	for i, pc := range m.Problem.Pieces {
		if byPiece[i] == 0 {
			continue
		}
		start := len(pts)
		img := m.Images[byPiece[i]-1]
		for _, c := range img.Cells {
			pts = append(pts, m.Cells[c])
		}
		pl := Placement{Piece: pc.Name, Cells: pts[start:len(pts):len(pts)]}
		if img.Colours != nil {
			pl.Colours = make([]int, len(img.Colours))
			for k, c := range img.Colours {
				pl.Colours[k] = int(c)
			}
		}
		sol.Placements = append(sol.Placements, pl)
	}
	return sol
}

// imagesByPiece assigns placed images to pieces: the pieces of a shape
// take its images in order of their first cell. It returns, for each
// piece of the problem, its image's index plus one, or 0 if the images
// do not place it.
func (m *Model) imagesByPiece(images []int) []int32 {
	var idBuf [32]int
	ids := append(idBuf[:0], images...)
	// Insertion sort: a solution places a few dozen images at most.
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && imageBefore(m, ids[j], ids[j-1]); j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
	byPiece := make([]int32, len(m.Problem.Pieces))
	var nextBuf [64]int32
	next := nextBuf[:]
	if len(m.Shapes) > len(nextBuf) {
		next = make([]int32, len(m.Shapes))
	}
	for _, id := range ids {
		sh := m.Images[id].Shape
		byPiece[m.Shapes[sh].Pieces[next[sh]]] = int32(id) + 1
		next[sh]++
	}
	return byPiece
}
