package trace

import (
	"fmt"
	"slices"
	"sort"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// Board is the state of a puzzle's box: which piece covers each cell.
type Board struct {
	// X, Y and Z are the box's dimensions.
	X, Y, Z int
	// Grid is the lattice of the cells (squares and cubes, triangles or
	// hexagons).
	Grid grid.Kind
	// names[(z*Y+y)*X+x] is the piece covering the cell, "" if open.
	names []string
	// fixed marks the cells of stationary pieces, which steps never touch.
	fixed []bool
	// hidden marks the stationary cells that shape the region from outside
	// (see Hidden).
	hidden []bool
	// colours[i], where SetColours set them, is the constraint colour of
	// cell i under piece colourBy[i]: which way round a coloured piece
	// lies there (solver.Placement.Colours).
	colours  []uint8
	colourBy []string
	// Palette is the problem's own look of its constraint colours
	// (puzzle.Colours.Palette), for those who draw the board.
	Palette []puzzle.RGB
}

// NewBoard returns p's box with its stationary pieces in place and every
// other cell open. Stationary cells outside the box are ignored.
func NewBoard(p *solver.Problem) *Board {
	x, y, z := max(p.XDim, 0), max(p.YDim, 0), max(p.ZDim, 0)
	b := &Board{X: x, Y: y, Z: z, Grid: p.Grid, names: make([]string, x*y*z), fixed: make([]bool, x*y*z), Palette: p.Colours.Palette}
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			continue
		}
		for _, c := range pc.Cells {
			if i := b.index(c); i >= 0 {
				b.names[i], b.fixed[i] = pc.Name, true
			}
		}
	}
	b.findOutside()
	return b
}

// findOutside marks as hidden the stationary cells connected, through
// stationary cells, to the box's boundary: they shape the region (the
// corners around a diamond) rather than block cells inside it (a hole).
func (b *Board) findOutside() {
	b.hidden = make([]bool, len(b.names))
	var queue []int
	for z := 0; z < b.Z; z++ {
		for y := 0; y < b.Y; y++ {
			for x := 0; x < b.X; x++ {
				i := (z*b.Y+y)*b.X + x
				edge := x == 0 || y == 0 || x == b.X-1 || y == b.Y-1 || (b.Z > 1 && (z == 0 || z == b.Z-1))
				if edge && b.fixed[i] {
					b.hidden[i] = true
					queue = append(queue, i)
				}
			}
		}
	}
	var nbs []solver.Point
	for len(queue) > 0 {
		i := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		x, y, z := i%b.X, i/b.X%b.Y, i/(b.X*b.Y)
		nbs = b.Grid.Neighbours(nbs[:0], solver.Point{X: x, Y: y, Z: z}, false)
		for _, n := range nbs {
			j := b.index(n)
			if j >= 0 && b.fixed[j] && !b.hidden[j] {
				b.hidden[j] = true
				queue = append(queue, j)
			}
		}
	}
}

// Hidden reports whether c is outside the drawn region: a stationary cell
// connected through stationary cells to the box's boundary, such as the
// corners around a diamond-shaped region. Points outside the box are
// hidden too. Stationary cells enclosed by the region (holes) are not.
func (b *Board) Hidden(c solver.Point) bool {
	i := b.index(c)
	return i < 0 || b.hidden[i]
}

// index returns the cell index of c, or -1 outside the box.
func (b *Board) index(c solver.Point) int {
	if c.X < 0 || c.Y < 0 || c.Z < 0 || c.X >= b.X || c.Y >= b.Y || c.Z >= b.Z {
		return -1
	}
	return (c.Z*b.Y+c.Y)*b.X + c.X
}

// cellPoint is the cell of index i.
func (b *Board) cellPoint(i int) solver.Point {
	return solver.Point{X: i % b.X, Y: i / b.X % b.Y, Z: i / (b.X * b.Y)}
}

// At returns the piece covering c: "" for an open cell or a point outside
// the box.
func (b *Board) At(c solver.Point) string {
	if i := b.index(c); i >= 0 {
		return b.names[i]
	}
	return ""
}

// Inside reports whether c is a cell of the box.
func (b *Board) Inside(c solver.Point) bool { return b.index(c) >= 0 }

// Stationary reports whether c is covered by a stationary piece.
func (b *Board) Stationary(c solver.Point) bool {
	i := b.index(c)
	return i >= 0 && b.fixed[i]
}

// SetColours gives the cells of the placements in ps that carry
// constraint colours (solver.Placement.Colours) those colours, shown
// (ConstraintColour) while their piece covers them: a solution's pieces
// keep the way round they lie as a player assembles them. Cells outside
// the box are ignored.
func (b *Board) SetColours(ps []solver.Placement) {
	// New slices: a Clone shares them.
	colours, by := make([]uint8, len(b.names)), make([]string, len(b.names))
	for _, p := range ps {
		for k, c := range p.Colours {
			if k >= len(p.Cells) {
				break
			}
			if i := b.index(p.Cells[k]); i >= 0 && c > 0 && c <= 255 {
				colours[i], by[i] = uint8(c), p.Piece
			}
		}
	}
	b.colours, b.colourBy = colours, by
}

// ConstraintColour returns the constraint colour shown on cell c: the
// colour SetColours gave it if the piece it was given for covers it now,
// else 0.
func (b *Board) ConstraintColour(c solver.Point) int { return b.ColourUnder(c, b.At(c)) }

// ColourUnder returns the constraint colour SetColours gave cell c under
// piece, whether or not the piece covers it now; 0 if none.
func (b *Board) ColourUnder(c solver.Point, piece string) int {
	i := b.index(c)
	if i < 0 || b.colours == nil || b.colours[i] == 0 || piece != b.colourBy[i] {
		return 0
	}
	return int(b.colours[i])
}

// Clone returns an independent copy of b.
func (b *Board) Clone() *Board {
	return &Board{X: b.X, Y: b.Y, Z: b.Z, Grid: b.Grid,
		names: append([]string(nil), b.names...), fixed: b.fixed, hidden: b.hidden,
		colours: b.colours, colourBy: b.colourBy, Palette: b.Palette}
}

// Equal reports whether a and b have the same box and the same piece in
// every cell, with the same constraint colour shown (ConstraintColour).
func (b *Board) Equal(o *Board) bool {
	if b.X != o.X || b.Y != o.Y || b.Z != o.Z || b.Grid != o.Grid {
		return false
	}
	for i := range b.names {
		if b.names[i] != o.names[i] {
			return false
		}
	}
	if b.colours == nil && o.colours == nil {
		return true
	}
	for i := range b.names {
		if c := b.cellPoint(i); b.ConstraintColour(c) != o.ConstraintColour(c) {
			return false
		}
	}
	return true
}

// Placements returns the mobile pieces on the board, one placement per
// name with its cells in x, y, z order; placements are sorted by name.
// Two placed pieces that share a name (the solver's trace names a piece by
// its shape) come back as one placement.
func (b *Board) Placements() []solver.Placement {
	by := map[string][]solver.Point{}
	for z := 0; z < b.Z; z++ {
		for y := 0; y < b.Y; y++ {
			for x := 0; x < b.X; x++ {
				i := (z*b.Y+y)*b.X + x
				if n := b.names[i]; n != "" && !b.fixed[i] {
					by[n] = append(by[n], solver.Point{X: x, Y: y, Z: z})
				}
			}
		}
	}
	out := make([]solver.Placement, 0, len(by))
	for n, cells := range by {
		out = append(out, solver.Placement{Piece: n, Cells: cells})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Piece < out[j].Piece })
	return out
}

// Filled returns the number of cells covered by mobile pieces.
func (b *Board) Filled() int {
	n := 0
	for i, name := range b.names {
		if name != "" && !b.fixed[i] {
			n++
		}
	}
	return n
}

// check reports why s cannot be applied to b: a placement must cover open
// cells of the box, a removal cells that hold the named piece.
func (b *Board) check(s Step) error {
	switch s.Kind {
	case Solution:
		return nil
	case Place, Remove:
	default:
		return fmt.Errorf("unknown step kind %q", byte(s.Kind))
	}
	if s.Piece == "" {
		return fmt.Errorf("%s without a piece name", s.Kind.verb())
	}
	if len(s.Cells) == 0 {
		return fmt.Errorf("%s of piece %s without cells", s.Kind.verb(), s.Piece)
	}
	for k, c := range s.Cells {
		i := b.index(c)
		switch {
		case i < 0:
			return fmt.Errorf("%s of piece %s: cell (%v) is outside the %dx%dx%d box", s.Kind.verb(), s.Piece, c, b.X, b.Y, b.Z)
		case slices.Contains(s.Cells[:k], c):
			return fmt.Errorf("%s of piece %s lists cell (%v) twice", s.Kind.verb(), s.Piece, c)
		case b.fixed[i]:
			return fmt.Errorf("%s of piece %s: cell (%v) belongs to stationary piece %s", s.Kind.verb(), s.Piece, c, b.names[i])
		case s.Kind == Place && b.names[i] != "":
			return fmt.Errorf("placing piece %s: cell (%v) is already covered by %s", s.Piece, c, b.names[i])
		case s.Kind == Remove && b.names[i] != s.Piece:
			return fmt.Errorf("removing piece %s: cell (%v) holds %q", s.Piece, c, b.names[i])
		}
	}
	return nil
}

// Apply makes step s on the board after checking it: it places or removes
// a piece (a solution step changes nothing).
func (b *Board) Apply(s Step) error {
	if err := b.check(s); err != nil {
		return err
	}
	b.apply(s, false)
	return nil
}

// Do makes step s without checking it: s must be known to fit (a player
// checks its steps once, with Apply on a copy of the board, and then
// moves through them with Do and Undo).
func (b *Board) Do(s Step) { b.apply(s, false) }

// Undo reverses step s, the last one made with Do or Apply, without
// checking it.
func (b *Board) Undo(s Step) { b.apply(s, true) }

// apply makes (or, with undo, reverses) a checked step.
func (b *Board) apply(s Step, undo bool) {
	if s.Kind == Solution {
		return
	}
	name := ""
	if (s.Kind == Place) != undo {
		name = s.Piece
	}
	for _, c := range s.Cells {
		b.names[b.index(c)] = name
	}
}

// Step is one change of the board: a piece placed or removed (with the
// cells it covers), or a solution found (no cells).
type Step struct {
	Kind  Kind
	Piece string
	Cells []solver.Point
}

// Kind is the kind of a step; its values are those of solver.EventKind.
type Kind byte

// Step kinds.
const (
	Place    = Kind(solver.EventPlace)
	Remove   = Kind(solver.EventRemove)
	Solution = Kind(solver.EventSolution)
)

// verb names a step kind in error messages.
func (k Kind) verb() string {
	switch k {
	case Place:
		return "placement"
	case Remove:
		return "removal"
	}
	return "step"
}

// FromEvent converts a solver trace event.
func FromEvent(e solver.Event) Step {
	return Step{Kind: Kind(e.Kind), Piece: e.Piece, Cells: e.Cells}
}

// String describes the step for people: "place F", "remove F", "solution".
func (s Step) String() string {
	switch s.Kind {
	case Place:
		return "place " + s.Piece
	case Remove:
		return "remove " + s.Piece
	case Solution:
		return "solution"
	}
	return fmt.Sprintf("step %q", byte(s.Kind))
}
