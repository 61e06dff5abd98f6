package design

import (
	"fmt"
	"slices"
	"strconv"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// Hole is the name given to the stationary piece that fills the cells
// removed from the region (the name the library uses for such pieces).
const Hole = "*"

// Design is a puzzle as drawn: a box of cells, each part of the region or
// stationary, and the mobile pieces.
type Design struct {
	// X, Y and Z are the box's size in cells; Z is 1 for a 2-D puzzle.
	X, Y, Z int
	// Grid is the lattice: squares and cubes (the zero value), or
	// triangles or hexagons (2-D only).
	Grid grid.Kind
	// OneSided forbids turning flat pieces over (2-D puzzles only).
	OneSided bool
	// Fixed holds, for each box cell (index Index(p)), the name of the
	// stationary piece on it, or "" for a cell of the region.
	Fixed []string
	// Pieces are the mobile pieces, in the definition's order.
	Pieces []Piece
	// Kept is what the definition said that the drawing does not show.
	Kept Kept
}

// Piece is a mobile piece and its copies.
type Piece struct {
	// Names name the copies, one each: len(Names) is the piece's count.
	Names []string
	// Cells is the shape, normalised (least coordinates 0).
	Cells []solver.Point
}

// Count returns the number of copies of the piece.
func (p Piece) Count() int { return len(p.Names) }

// New returns an x×y×z design whose cells are all in the region, with no
// pieces.
func New(x, y, z int) (*Design, error) {
	if err := checkSize(x, y, z); err != nil {
		return nil, err
	}
	return &Design{X: x, Y: y, Z: z, Fixed: make([]string, x*y*z),
		Kept: Kept{Before: "# A puzzle drawn in Polyplay's designer\n"}}, nil
}

// MaxSide bounds each side of a drawn box: a grid people can paint.
const MaxSide = 64

func checkSize(x, y, z int) error {
	for _, s := range []struct {
		n    string
		v, h int
	}{{"width", x, MaxSide}, {"height", y, MaxSide}, {"depth", z, 16}} {
		if s.v < 1 || s.v > s.h {
			return fmt.Errorf("the box's %s must be from 1 to %d cells, found %d", s.n, s.h, s.v)
		}
	}
	if x*y*z > solver.MaxCells {
		return fmt.Errorf("a %dx%dx%d box has %d cells; at most %d are supported", x, y, z, x*y*z, solver.MaxCells)
	}
	return nil
}

// Clone returns a deep copy of d.
func (d *Design) Clone() *Design {
	c := *d
	c.Fixed = slices.Clone(d.Fixed)
	c.Pieces = make([]Piece, len(d.Pieces))
	for i, p := range d.Pieces {
		c.Pieces[i] = Piece{Names: slices.Clone(p.Names), Cells: slices.Clone(p.Cells)}
	}
	c.Kept = d.Kept.clone()
	return &c
}

// In reports whether p is a cell of the box.
func (d *Design) In(p solver.Point) bool {
	return p.X >= 0 && p.Y >= 0 && p.Z >= 0 && p.X < d.X && p.Y < d.Y && p.Z < d.Z
}

// Index returns the position of box cell p in Fixed.
func (d *Design) Index(p solver.Point) int { return (p.Z*d.Y+p.Y)*d.X + p.X }

// At returns the stationary piece on cell p, "" for a cell of the region.
// Cells outside the box read as Hole.
func (d *Design) At(p solver.Point) string {
	if !d.In(p) {
		return Hole
	}
	return d.Fixed[d.Index(p)]
}

// Resize changes the box's size, keeping the cells the old and new boxes
// share; new cells are part of the region.
func (d *Design) Resize(x, y, z int) error {
	if err := checkSize(x, y, z); err != nil {
		return err
	}
	if z > 1 && d.Grid.Planar() {
		return fmt.Errorf("the %v grid is flat: the box is one layer deep", d.Grid)
	}
	if z > 1 {
		d.OneSided = false
	}
	fixed := make([]string, x*y*z)
	for k := range z {
		for j := range y {
			for i := range x {
				p := solver.Point{X: i, Y: j, Z: k}
				if d.In(p) {
					fixed[(k*y+j)*x+i] = d.At(p)
				}
			}
		}
	}
	d.X, d.Y, d.Z, d.Fixed = x, y, z, fixed
	return nil
}

// Paint sets the cells of the rectangle with corners a and b, in layer
// a.Z, to name: "" puts them in the region, Hole removes them from it,
// another name makes them a fixed (stationary) piece. It reports whether
// anything changed.
func (d *Design) Paint(a, b solver.Point, name string) (bool, error) {
	if !d.In(a) || !d.In(b) {
		return false, fmt.Errorf("cell (%v) or (%v) is outside the %dx%dx%d box", a, b, d.X, d.Y, d.Z)
	}
	if name != "" && name != Hole {
		if err := CheckName(name); err != nil {
			return false, err
		}
		if d.PieceNamed(name) >= 0 {
			return false, fmt.Errorf("%s already names a mobile piece; a fixed piece needs a name of its own", name)
		}
	}
	changed := false
	for y := min(a.Y, b.Y); y <= max(a.Y, b.Y); y++ {
		for x := min(a.X, b.X); x <= max(a.X, b.X); x++ {
			i := d.Index(solver.Point{X: x, Y: y, Z: a.Z})
			if d.Fixed[i] != name {
				d.Fixed[i], changed = name, true
			}
		}
	}
	return changed, nil
}

// SetGrid changes the design's grid. The pieces, drawn on the old grid,
// are removed; the region stays. Triangles and hexagons need a box one
// layer deep.
func (d *Design) SetGrid(k grid.Kind) error {
	if !slices.Contains(grid.Kinds(), k) {
		return fmt.Errorf("there is no grid %v", k)
	}
	if k.Planar() && d.Z > 1 {
		return fmt.Errorf("the %v grid is flat: make the box one layer deep first", k)
	}
	if k != d.Grid {
		d.Grid, d.Pieces = k, nil
	}
	return nil
}

// RegionCells returns the number of cells of the region.
func (d *Design) RegionCells() int {
	n := 0
	for _, f := range d.Fixed {
		if f == "" {
			n++
		}
	}
	return n
}

// PieceCells returns the number of cells of all copies of all pieces.
func (d *Design) PieceCells() int {
	n := 0
	for _, p := range d.Pieces {
		n += len(p.Cells) * p.Count()
	}
	return n
}

// CheckName reports whether name can name a piece in a definition.
func CheckName(name string) error {
	if name == "" {
		return fmt.Errorf("a piece needs a name")
	}
	if name[0] == '~' {
		return fmt.Errorf("invalid piece name %q: names may not start with '~'", name)
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; c <= 0x20 || c == 0x7f || c == ',' || c == '.' || c == '#' || c == ':' || c == '=' {
			return fmt.Errorf("invalid piece name %q: names may not contain %q", name, c)
		}
	}
	return nil
}

// PieceNamed returns the index of the piece with a copy called name, or
// -1.
func (d *Design) PieceNamed(name string) int {
	for i, p := range d.Pieces {
		if slices.Contains(p.Names, name) {
			return i
		}
	}
	return -1
}

// used reports whether name names a copy of a piece or a fixed piece.
func (d *Design) used(name string) bool {
	return d.PieceNamed(name) >= 0 || slices.Contains(d.Fixed, name)
}

// FreeName returns base if no piece is called so, else base followed by
// the least number from 2 that makes a new name.
func (d *Design) FreeName(base string) string {
	if !d.used(base) {
		return base
	}
	for n := 2; ; n++ {
		if s := base + strconv.Itoa(n); !d.used(s) {
			return s
		}
	}
}

// NextLetter returns the name of a new piece: the first letter from A to
// Z that names no piece, copy or fixed piece, or when all do, a free name
// based on A. A2 is the name of A's second copy, not of a new piece.
func (d *Design) NextLetter() string {
	for c := 'A'; c <= 'Z'; c++ {
		if !d.used(string(c)) {
			return string(c)
		}
	}
	return d.FreeName("A")
}

// AddPiece adds one copy of a piece of the given cells named name (or a
// free name based on it): to the piece of exactly the same normalised
// cells if there is one, else as a new piece. It returns the piece's index.
func (d *Design) AddPiece(name string, cells []solver.Point) (int, error) {
	if err := CheckName(name); err != nil {
		return -1, err
	}
	if len(cells) == 0 {
		return -1, fmt.Errorf("piece %s has no cells", name)
	}
	if len(cells) > solver.MaxPieceCells {
		return -1, fmt.Errorf("piece %s has %d cells; at most %d are supported", name, len(cells), solver.MaxPieceCells)
	}
	n := NormalizeOn(d.Grid, cells)
	name = d.FreeName(name)
	k := key(n)
	for i, p := range d.Pieces {
		if key(NormalizeOn(d.Grid, p.Cells)) == k {
			d.Pieces[i].Names = append(d.Pieces[i].Names, name)
			return i, nil
		}
	}
	d.Pieces = append(d.Pieces, Piece{Names: []string{name}, Cells: n})
	return len(d.Pieces) - 1, nil
}

// NewPiece adds a piece of one cell, named name or a free name based on
// it, as a piece of its own (not a copy of another monomino) for the
// person to draw, and returns its index.
func (d *Design) NewPiece(name string) (int, error) {
	if err := CheckName(name); err != nil {
		return -1, err
	}
	d.Pieces = append(d.Pieces, Piece{Names: []string{d.FreeName(name)}, Cells: []solver.Point{{}}})
	return len(d.Pieces) - 1, nil
}

// AddCopy adds a copy of piece i, named after its first copy.
func (d *Design) AddCopy(i int) error {
	if i < 0 || i >= len(d.Pieces) {
		return fmt.Errorf("no piece %d", i+1)
	}
	d.Pieces[i].Names = append(d.Pieces[i].Names, d.FreeName(d.Pieces[i].Names[0]))
	return nil
}

// RemoveCopy removes the last copy of piece i, and the piece with its last
// copy.
func (d *Design) RemoveCopy(i int) error {
	if i < 0 || i >= len(d.Pieces) {
		return fmt.Errorf("no piece %d", i+1)
	}
	p := &d.Pieces[i]
	if p.Count() > 1 {
		p.Names = p.Names[:len(p.Names)-1]
		return nil
	}
	d.Pieces = slices.Delete(d.Pieces, i, i+1)
	return nil
}

// ToggleCell adds cell c to piece i's shape, or removes it if the shape has
// it (the last cell stays: remove the piece instead). The shape is
// normalised again afterwards; moved is how far that moved the piece's
// coordinates (Moved), which a Frame showing the piece follows.
func (d *Design) ToggleCell(i int, c solver.Point) (moved solver.Point, err error) {
	if i < 0 || i >= len(d.Pieces) {
		return moved, fmt.Errorf("no piece %d", i+1)
	}
	if far := solver.MaxPieceCells; c.X < -far || c.Y < -far || c.Z < -far || c.X > far || c.Y > far || c.Z > far {
		return moved, fmt.Errorf("cell (%v) is too far from the piece", c)
	}
	if d.OneSided || d.Z == 1 {
		if c.Z != 0 {
			return moved, fmt.Errorf("pieces of a 2-D puzzle are flat: expected z=0, found z=%d", c.Z)
		}
	}
	p := &d.Pieces[i]
	if j := slices.Index(p.Cells, c); j >= 0 {
		if len(p.Cells) == 1 {
			return moved, fmt.Errorf("piece %s has only this %s; remove the piece instead", p.Names[0], d.Grid.Unit(d.Z))
		}
		p.Cells = slices.Delete(p.Cells, j, j+1)
	} else {
		if len(p.Cells) >= solver.MaxPieceCells {
			return moved, fmt.Errorf("piece %s has %d %ss; at most %d are supported", p.Names[0], len(p.Cells), d.Grid.Unit(d.Z), solver.MaxPieceCells)
		}
		p.Cells = append(p.Cells, c)
	}
	toggled := p.Cells
	p.Cells = NormalizeOn(d.Grid, toggled)
	return Moved(toggled, p.Cells), nil
}

// Problem returns the puzzle the design draws, every copy a piece.
func (d *Design) Problem() *solver.Problem {
	p := &solver.Problem{Name: "design", Grid: d.Grid, XDim: d.X, YDim: d.Y, ZDim: d.Z, OneSided: d.OneSided}
	for _, pc := range d.Pieces {
		for _, n := range pc.Names {
			p.Pieces = append(p.Pieces, solver.Piece{Name: n, Cells: slices.Clone(pc.Cells)})
		}
	}
	p.Pieces = append(p.Pieces, d.stationary()...)
	return p
}

// stationary returns the stationary pieces, in order of their first cell.
func (d *Design) stationary() []solver.Piece {
	var out []solver.Piece
	at := map[string]int{}
	for k := range d.Z {
		for j := range d.Y {
			for i := range d.X {
				p := solver.Point{X: i, Y: j, Z: k}
				n := d.At(p)
				if n == "" {
					continue
				}
				idx, ok := at[n]
				if !ok {
					idx = len(out)
					at[n] = idx
					out = append(out, solver.Piece{Name: n, Stationary: true})
				}
				out[idx].Cells = append(out[idx].Cells, p)
			}
		}
	}
	return out
}
