package play

import (
	"fmt"
	"slices"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/place"
	"polyplay/ui/region"
)

// rotation is a proper rotation of the cubic lattice: a signed permutation
// matrix of determinant +1.
type rotation [3][3]int

// apply returns r·p.
func (r rotation) apply(p solver.Point) solver.Point {
	v := [3]int{p.X, p.Y, p.Z}
	var w [3]int
	for i := range 3 {
		w[i] = r[i][0]*v[0] + r[i][1]*v[1] + r[i][2]*v[2]
	}
	return solver.Point{X: w[0], Y: w[1], Z: w[2]}
}

// times returns the rotation r·s (s first, then r).
func (r rotation) times(s rotation) rotation {
	var out rotation
	for i := range 3 {
		for j := range 3 {
			for k := range 3 {
				out[i][j] += r[i][k] * s[k][j]
			}
		}
	}
	return out
}

// rotations are the 24 rotations of the cube in a fixed order, the
// identity first: the turns among grid.SignedPermutations, in its order.
// A placement's orientation is an index into this table; the share code
// (Game.Code) writes it, so the order is part of that format.
var rotations = func() []rotation {
	var out []rotation
	for _, m := range grid.SignedPermutations() {
		if grid.IsTurn(m) {
			out = append(out, rotation(m))
		}
	}
	return out
}()

// rotationIndex returns r's index in rotations.
func rotationIndex(r rotation) int {
	return slices.Index(rotations, r)
}

// Quarter turns about each axis, counterclockwise seen from the positive
// end of the axis (about z: counterclockwise on a screen whose y axis
// points up, as the definition format draws rows), and the flip of a flat
// piece: a half turn about the y axis, which mirrors it left to right.
var (
	turnX = rotation{{1, 0, 0}, {0, 0, -1}, {0, 1, 0}}
	turnY = rotation{{0, 0, 1}, {0, 1, 0}, {-1, 0, 0}}
	turnZ = rotation{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}
	flipY = rotation{{-1, 0, 0}, {0, 1, 0}, {0, 0, -1}}
)

// Piece is a mobile piece of the puzzle.
type Piece struct {
	// Name is the piece's name in the definition.
	Name string
	// Index is the piece's index in the problem's Pieces.
	Index int
	// Shape numbers the piece's shape: pieces of one shape under the
	// puzzle's allowed orientations share it (the tray shows them as one
	// item with a count).
	Shape int
	// Cells are the piece's cells as the definition gives them, moved so
	// that each coordinate's least value is 0.
	Cells []solver.Point
	// orient[r][k] is cell k under rotation r, moved so that the
	// orientation's least coordinates are 0; nil for a rotation the
	// puzzle does not allow.
	orient [][]solver.Point
	// canon[r] is the least allowed rotation giving the same cells as r
	// (-1 where r is not allowed).
	canon []int
}

// Puzzle is a puzzle compiled for play: its box, its open cells, its mobile
// pieces and the orientations they may take. It is immutable once made
// and may be shared by several games.
type Puzzle struct {
	// Problem is the puzzle as the definition gives it.
	Problem *solver.Problem
	// Pieces are the mobile pieces in definition order.
	Pieces []Piece
	// Shapes lists, for each shape, the indices into Pieces of its
	// pieces in definition order.
	Shapes [][]int
	// X, Y, Z are the box's dimensions.
	X, Y, Z int
	// orientTable holds the grid and the orientations the puzzle allows.
	orientTable
	// fixedAt is, per box cell, the index in Problem.Pieces of the
	// stationary piece on it, or -1.
	fixedAt []int
	model   *solver.Model
	// namer names the region's places (CellName, PlaceName).
	namer *place.Namer
	// region names the region and its cells in a person's words.
	region region.Region
	// nb are the open cells' neighbours (the model's numbering), -1
	// for none.
	nb [][]int
	// colourMap is the colours the region requires.
	colourMap
}

// NewPuzzle validates p and compiles it for play.
func NewPuzzle(p *solver.Problem) (*Puzzle, error) {
	if p == nil {
		return nil, fmt.Errorf("no puzzle to play")
	}
	m, err := solver.NewModel(p)
	if err != nil {
		return nil, err
	}
	pz := &Puzzle{Problem: p, X: p.XDim, Y: p.YDim, Z: p.ZDim, model: m, orientTable: newOrientTable(p)}
	pz.colourMap = newColourMap(p)
	pz.fixedAt = make([]int, p.XDim*p.YDim*p.ZDim)
	for i := range pz.fixedAt {
		pz.fixedAt[i] = -1
	}
	mobile := map[int]int{} // index in Problem.Pieces -> index in Pieces
	for i, pc := range p.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				pz.fixedAt[pz.boxIndex(c)] = i
			}
			continue
		}
		mobile[i] = len(pz.Pieces)
		pz.Pieces = append(pz.Pieces, pz.newPiece(pc, i))
	}
	pz.namer = place.New(pz.kind, pz.X, pz.Y, pz.Z, pz.Open)
	pz.region = region.Of(p)
	for s, sh := range m.Shapes {
		var ids []int
		for _, i := range sh.Pieces {
			ids = append(ids, mobile[i])
			pz.Pieces[mobile[i]].Shape = s
		}
		pz.Shapes = append(pz.Shapes, ids)
	}
	pz.nb = make([][]int, len(m.Cells))
	for i := range m.Cells {
		pz.nb[i] = m.Neighbors(i)
	}
	return pz, nil
}

// newPiece makes problem piece pc (index i) a Piece with its orientations.
func (pz *Puzzle) newPiece(pc solver.Piece, i int) Piece {
	if !pz.Coloured() {
		pc.Colours = nil
	}
	n := pz.rotationCount()
	out := Piece{Name: pc.Name, Index: i, Cells: pz.normal(pc.Cells), orient: make([][]solver.Point, n), canon: make([]int, n)}
	for r := range n {
		out.canon[r] = -1
	}
	var seen []string
	var first []int
	for _, r := range pz.allowed {
		cells := make([]solver.Point, len(out.Cells))
		lands := true
		for k, c := range out.Cells {
			var ok bool
			cells[k], ok = pz.apply(r, c)
			lands = lands && ok
		}
		if !lands {
			continue // a turn of balls another piece takes
		}
		cells = pz.normal(cells)
		out.orient[r] = cells
		key := colourKey(pc, cells)
		if j := slices.Index(seen, key); j >= 0 {
			out.canon[r] = first[j]
			continue
		}
		seen, first = append(seen, key), append(first, r)
		out.canon[r] = r
	}
	return out
}

// normal returns cells moved so that each coordinate's least value is 0.
func normal(cells []solver.Point) []solver.Point {
	out := make([]solver.Point, len(cells))
	if len(cells) == 0 {
		return out
	}
	lo := cells[0]
	for _, c := range cells {
		lo.X, lo.Y, lo.Z = min(lo.X, c.X), min(lo.Y, c.Y), min(lo.Z, c.Z)
	}
	for i, c := range cells {
		out[i] = solver.Point{X: c.X - lo.X, Y: c.Y - lo.Y, Z: c.Z - lo.Z}
	}
	return out
}

// pointsKey identifies a set of cells whatever their order.
func pointsKey(cells []solver.Point) string {
	s := slices.Clone(cells)
	grid.SortPoints(s, place.Compare)
	return fmt.Sprint(s)
}

// ThreeD reports whether the puzzle is 3-D (its box more than one cell
// deep).
func (pz *Puzzle) ThreeD() bool { return pz.Z > 1 }

// Orientations returns the distinct orientations piece i may take: one
// rotation index for each, the least that gives it.
func (pz *Puzzle) Orientations(i int) []int {
	var out []int
	pc := &pz.Pieces[i]
	for _, r := range pz.allowed {
		if pc.canon[r] == r {
			out = append(out, r)
		}
	}
	return out
}

// Oriented returns piece i's cells in orientation rot, moved so that the
// least coordinates are 0, in the order of Piece.Cells; nil if the puzzle
// does not allow rot.
func (pz *Puzzle) Oriented(i, rot int) []solver.Point {
	if i < 0 || i >= len(pz.Pieces) || rot < 0 || rot >= pz.rotationCount() {
		return nil
	}
	return slices.Clone(pz.Pieces[i].orient[rot])
}

// inBox reports whether c lies in the box.
func (pz *Puzzle) inBox(c solver.Point) bool {
	return c.X >= 0 && c.Y >= 0 && c.Z >= 0 && c.X < pz.X && c.Y < pz.Y && c.Z < pz.Z
}

func (pz *Puzzle) boxIndex(c solver.Point) int { return (c.Z*pz.Y+c.Y)*pz.X + c.X }

// Open reports whether c is a cell of the region: in the box and not
// under a stationary piece.
func (pz *Puzzle) Open(c solver.Point) bool {
	return pz.inBox(c) && pz.fixedAt[pz.boxIndex(c)] < 0
}

// Region describes the region in a person's words: "the pyramid", "55
// balls" (package region).
func (pz *Puzzle) Region() region.Region { return pz.region }

// Outside reports whether c is outside the region: beyond the box, or on
// a stationary piece that only shapes the region (the box's corners
// around a pyramid), which a person is never shown as a piece.
func (pz *Puzzle) Outside(c solver.Point) bool { return pz.region.Outside(c) }

// Stationary returns the name of the stationary piece on cell c, or "".
func (pz *Puzzle) Stationary(c solver.Point) string {
	if !pz.inBox(c) {
		return ""
	}
	if i := pz.fixedAt[pz.boxIndex(c)]; i >= 0 {
		return pz.Problem.Pieces[i].Name
	}
	return ""
}

// PieceByName returns the index in Pieces of the mobile piece named name.
func (pz *Puzzle) PieceByName(name string) (int, bool) {
	for i, pc := range pz.Pieces {
		if pc.Name == name {
			return i, true
		}
	}
	return 0, false
}

// Placement is a mobile piece on the board: the piece (an index into
// Puzzle.Pieces), its orientation (a rotation the puzzle allows) and where
// the orientation's least corner lies in the box.
type Placement struct {
	Piece int
	Rot   int
	At    solver.Point
	// Fixed marks a piece of the starting position: it cannot be picked
	// up, undone or cleared.
	Fixed bool
	// Shown marks a piece the coach placed in a completion shown
	// (Game.Show): while one is on the board, wherever the player moves
	// it, the board completed is the coach's, not the player's.
	Shown bool
}

// Cells returns the box cells pl covers, in the order of the piece's
// Cells.
func (pz *Puzzle) Cells(pl Placement) []solver.Point {
	o := pz.Pieces[pl.Piece].orient[pl.Rot]
	out := make([]solver.Point, len(o))
	for k, c := range o {
		out[k] = solver.Point{X: c.X + pl.At.X, Y: c.Y + pl.At.Y, Z: c.Z + pl.At.Z}
	}
	return out
}

// check reports whether pl names a piece and an allowed rotation.
func (pz *Puzzle) check(pl Placement) error {
	if pl.Piece < 0 || pl.Piece >= len(pz.Pieces) {
		return fmt.Errorf("there is no piece number %d (the puzzle has %d mobile pieces)", pl.Piece+1, len(pz.Pieces))
	}
	if pl.Rot < 0 || pl.Rot >= pz.rotationCount() || pz.Pieces[pl.Piece].orient[pl.Rot] == nil {
		return fmt.Errorf("piece %s cannot take orientation %d in this puzzle", pz.Pieces[pl.Piece].Name, pl.Rot)
	}
	if !pz.kind.Translates(pl.At) {
		return fmt.Errorf("piece %s cannot lie at (%v): its triangles would point the other way", pz.Pieces[pl.Piece].Name, pl.At)
	}
	return nil
}

// Find returns the placement of the named piece that covers exactly
// cells, as a coach's hint or a solution gives it. It fails if there is
// no such piece or if cells are not one of its allowed orientations.
func (pz *Puzzle) Find(name string, cells []solver.Point) (Placement, error) {
	i, ok := pz.PieceByName(name)
	if !ok {
		if slices.ContainsFunc(pz.Problem.Pieces, func(p solver.Piece) bool { return p.Name == name }) {
			return Placement{}, fmt.Errorf("piece %s is fixed: it cannot be placed", name)
		}
		return Placement{}, fmt.Errorf("the puzzle has no piece %s", name)
	}
	pc := &pz.Pieces[i]
	if len(cells) != len(pc.Cells) {
		return Placement{}, fmt.Errorf("piece %s has %d cells, not %d", name, len(pc.Cells), len(cells))
	}
	want := pointsKey(cells)
	lo := normalCorner(cells)
	if pz.bySymmetries() {
		d := pz.kind.Normalize(slices.Clone(cells))
		lo = solver.Point{X: -d.X, Y: -d.Y, Z: -d.Z}
	}
	var found []Placement
	for _, r := range pz.allowed {
		if pc.canon[r] != r {
			continue
		}
		pl := Placement{Piece: i, Rot: r, At: lo}
		if pointsKey(pz.Cells(pl)) == want {
			found = append(found, pl)
		}
	}
	// Of the ways round of a coloured piece on cells, the first whose
	// colours fit.
	for _, pl := range found {
		if pz.coloursFit(pz.PieceColours(i), pz.Cells(pl)) {
			return pl, nil
		}
	}
	if found != nil {
		return found[0], nil
	}
	return Placement{}, fmt.Errorf("those cells are not piece %s in an orientation the puzzle allows", name)
}

// normalCorner returns the least coordinates of cells.
func normalCorner(cells []solver.Point) solver.Point {
	lo := cells[0]
	for _, c := range cells {
		lo.X, lo.Y, lo.Z = min(lo.X, c.X), min(lo.Y, c.Y), min(lo.Z, c.Z)
	}
	return lo
}
