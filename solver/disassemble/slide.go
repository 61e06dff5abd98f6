package disassemble

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"polyplay/solver/grid"
)

// Slider is a puzzle being put together by sliding its pieces, one cell
// at a time: the rules of assembling by hand what Disassemble takes
// apart. A position is each piece's offset, in cells, from its place in
// an assembly; a move slides one piece or a set of pieces together one
// step along one of the grid's axes (grid.Kind's Slides), either way,
// and is refused when a moved cell would cross or land on a cell of a
// piece that stays (grid.Kind's Sweep). The puzzle is assembled when the
// pieces stand as in the assembly: every offset the same.
type Slider struct {
	grid   grid.Kind
	pieces [][]grid.Point
	names  []string
	offset []grid.Point
	dirs   []grid.Point
	reach  int
}

// A BlockedError is a move Slide refused because a piece moved would
// hit one that stays.
type BlockedError struct {
	// Moved are the pieces moved, Hit the piece in the way, At the cell
	// of Hit (where it stands) that a moved cell would cross or land on.
	Moved []int
	Hit   int
	At    grid.Point
	names []string
}

func (e *BlockedError) Error() string {
	moved := make([]string, len(e.Moved))
	for i, id := range e.Moved {
		moved[i] = e.names[id]
	}
	return fmt.Sprintf("%s would hit %s", strings.Join(moved, " and "), e.names[e.Hit])
}

// ErrTooFar is Slide's error for a move that takes a piece farther than
// the slider's reach from its place.
var ErrTooFar = errors.New("too far from the others")

// NewSlider returns the pieces of an assembly on grid g (each the cells
// it holds there), named names, standing at the offsets start (nil: the
// assembly). A move never takes a piece more than reach cells (along any
// coordinate; 0: no bound) from its place. It fails when g's pieces do
// not slide, the counts differ, or two pieces overlap where they stand.
func NewSlider(g grid.Kind, pieces [][]grid.Point, names []string, start []grid.Point, reach int) (*Slider, error) {
	axes := g.Slides()
	if len(axes) == 0 {
		return nil, fmt.Errorf("pieces on the %s grid do not slide by whole cells along axes", g)
	}
	if len(names) != len(pieces) {
		return nil, fmt.Errorf("%d names for %d pieces", len(names), len(pieces))
	}
	if start == nil {
		start = make([]grid.Point, len(pieces))
	}
	if len(start) != len(pieces) {
		return nil, fmt.Errorf("%d offsets for %d pieces", len(start), len(pieces))
	}
	s := &Slider{grid: g, pieces: pieces, names: names, offset: slices.Clone(start), reach: reach}
	for _, a := range axes {
		s.dirs = append(s.dirs, a, neg(a))
	}
	seen := map[grid.Point]int{}
	for i, cells := range pieces {
		for _, c := range cells {
			c = add(c, s.offset[i])
			if j, ok := seen[c]; ok && j != i {
				return nil, fmt.Errorf("%s and %s overlap at (%v)", names[j], names[i], c)
			}
			seen[c] = i
		}
	}
	return s, nil
}

// Dirs returns the steps a move takes: each of the grid's axes
// (grid.Kind's Slides), forwards then backwards.
func (s *Slider) Dirs() []grid.Point { return slices.Clone(s.dirs) }

// Offsets returns each piece's offset from its place in the assembly.
func (s *Slider) Offsets() []grid.Point { return slices.Clone(s.offset) }

// Assembled reports whether the pieces stand as in the assembly: every
// offset the same (the assembly, moved as a whole).
func (s *Slider) Assembled() bool {
	for _, o := range s.offset {
		if o != s.offset[0] {
			return false
		}
	}
	return true
}

// Slide moves the pieces ids together one step d, one of Dirs. A move
// that would take a moved cell across or onto a cell of a piece that
// stays is refused with a *BlockedError naming that piece, one beyond
// the reach with ErrTooFar; a refused move changes nothing.
func (s *Slider) Slide(ids []int, d grid.Point) error {
	if !slices.Contains(s.dirs, d) {
		return fmt.Errorf("(%v) is not a step along the grid's axes", d)
	}
	if len(ids) == 0 {
		return errors.New("no piece to move")
	}
	moved := make([]bool, len(s.pieces))
	for _, id := range ids {
		if id < 0 || id >= len(s.pieces) {
			return fmt.Errorf("no piece %d", id+1)
		}
		moved[id] = true
	}
	if s.reach > 0 {
		for _, id := range ids {
			o := add(s.offset[id], d)
			if max(abs(o.X), abs(o.Y), abs(o.Z)) > s.reach {
				return fmt.Errorf("%s would go %w", s.names[id], ErrTooFar)
			}
		}
	}
	stays := map[grid.Point]int{}
	for i, cells := range s.pieces {
		if !moved[i] {
			for _, c := range cells {
				stays[add(c, s.offset[i])] = i
			}
		}
	}
	var sweep []grid.Point
	for _, id := range ids {
		for _, c := range s.pieces[id] {
			sweep = s.grid.Sweep(sweep[:0], add(c, s.offset[id]), d)
			for _, q := range sweep {
				if j, ok := stays[q]; ok {
					return &BlockedError{Moved: slices.Clone(ids), Hit: j, At: q, names: s.names}
				}
			}
		}
	}
	for _, id := range ids {
		s.offset[id] = add(s.offset[id], d)
	}
	return nil
}

// LayApart lays apart the pieces of an assembly (each given by its
// cells there, on grid g) as the disassembly plan takes them apart,
// each part that slides away going so far that what is left and what
// slid away are then taken apart each in a place of its own, gap cells
// clear of the other along its direction. It returns where the pieces
// then stand and the moves played, a slide away as a move of so many
// Steps (none Away), in the plan's order: those moves backwards, from
// that position, assemble the puzzle.
func LayApart(g grid.Kind, pieces [][]grid.Point, plan *Separation, gap int) ([]grid.Point, []Move, error) {
	l := &layout{grid: g, pieces: pieces, at: make([]grid.Point, len(pieces)), gap: gap}
	moves, _, err := l.lay(plan.Pieces, plan)
	if err != nil {
		return nil, nil, fmt.Errorf("laying the pieces apart: %w", err)
	}
	return l.at, moves, nil
}

// layout is LayApart's work: the pieces' cells in the assembly and
// where each stands now.
type layout struct {
	grid   grid.Kind
	pieces [][]grid.Point
	at     []grid.Point
	gap    int
}

// box is the cells' bounding box, lo to hi.
type box struct{ lo, hi grid.Point }

// lay plays the part ids's separation sep (nil: a part that stays
// together) from where its pieces stand, alone, and returns its moves
// and the box of every cell its pieces stand on meanwhile.
func (l *layout) lay(ids []int, sep *Separation) ([]Move, box, error) {
	b := box{lo: grid.Point{X: 1 << 30, Y: 1 << 30, Z: 1 << 30}, hi: grid.Point{X: -1 << 30, Y: -1 << 30, Z: -1 << 30}}
	grow := func() {
		for _, id := range ids {
			for _, c := range l.pieces[id] {
				c = add(c, l.at[id])
				b.lo = grid.Point{X: min(b.lo.X, c.X), Y: min(b.lo.Y, c.Y), Z: min(b.lo.Z, c.Z)}
				b.hi = grid.Point{X: max(b.hi.X, c.X), Y: max(b.hi.Y, c.Y), Z: max(b.hi.Z, c.Z)}
			}
		}
	}
	grow()
	if sep == nil {
		return nil, b, nil
	}
	// The part alone, its pieces where they stand as its assembly.
	cells := make([][]grid.Point, len(ids))
	names := make([]string, len(ids))
	local := map[int]int{}
	for k, id := range ids {
		local[id] = k
		names[k] = fmt.Sprintf("piece %d", id+1)
		for _, c := range l.pieces[id] {
			cells[k] = append(cells[k], add(c, l.at[id]))
		}
	}
	s, err := NewSlider(l.grid, cells, names, nil, 0)
	if err != nil {
		return nil, b, err
	}
	var moves []Move
	for _, mv := range sep.Moves[:len(sep.Moves)-1] {
		mine := make([]int, len(mv.Pieces))
		for k, id := range mv.Pieces {
			mine[k] = local[id]
		}
		for range mv.Steps {
			if err := s.Slide(mine, mv.Dir); err != nil {
				return nil, b, err
			}
			for _, id := range mv.Pieces {
				l.at[id] = add(l.at[id], mv.Dir)
			}
			grow()
		}
		moves = append(moves, Move{Pieces: slices.Clone(mv.Pieces), Dir: mv.Dir, Steps: mv.Steps})
	}
	// The part removed goes so far that both parts are then taken
	// apart, each alone, gap cells clear of the other.
	last := sep.Moves[len(sep.Moves)-1]
	removed := last.Pieces
	var left []int
	for _, id := range ids {
		if !slices.Contains(removed, id) {
			left = append(left, id)
		}
	}
	d := last.Dir
	dd := dot(d, d)
	start := slices.Clone(l.at)
	movesL, boxL, err := l.lay(left, sep.Left)
	if err != nil {
		return nil, b, err
	}
	afterL := slices.Clone(l.at)
	copy(l.at, start)
	movesR, boxR, err := l.lay(removed, sep.Removed)
	if err != nil {
		return nil, b, err
	}
	k := max(1, (boxL.far(d)+l.gap*dd-boxR.near(d))/dd+1)
	shift := grid.Point{X: k * d.X, Y: k * d.Y, Z: k * d.Z}
	for _, id := range left {
		l.at[id] = afterL[id]
	}
	for _, id := range removed {
		l.at[id] = add(l.at[id], shift)
	}
	boxR = box{lo: add(boxR.lo, shift), hi: add(boxR.hi, shift)}
	for _, o := range []box{boxL, boxR} {
		b.lo = grid.Point{X: min(b.lo.X, o.lo.X), Y: min(b.lo.Y, o.lo.Y), Z: min(b.lo.Z, o.lo.Z)}
		b.hi = grid.Point{X: max(b.hi.X, o.hi.X), Y: max(b.hi.Y, o.hi.Y), Z: max(b.hi.Z, o.hi.Z)}
	}
	moves = append(moves, Move{Pieces: slices.Clone(removed), Dir: d, Steps: k})
	moves = append(moves, movesL...)
	return append(moves, movesR...), b, nil
}

// near and far are the least and the greatest reach of the box along d
// (the dot product of its corners with d).
func (b box) near(d grid.Point) int {
	return min(b.lo.X*d.X, b.hi.X*d.X) + min(b.lo.Y*d.Y, b.hi.Y*d.Y) + min(b.lo.Z*d.Z, b.hi.Z*d.Z)
}

func (b box) far(d grid.Point) int {
	return max(b.lo.X*d.X, b.hi.X*d.X) + max(b.lo.Y*d.Y, b.hi.Y*d.Y) + max(b.lo.Z*d.Z, b.hi.Z*d.Z)
}

func dot(a, b grid.Point) int { return a.X*b.X + a.Y*b.Y + a.Z*b.Z }

func add(a, b grid.Point) grid.Point { return grid.Point{X: a.X + b.X, Y: a.Y + b.Y, Z: a.Z + b.Z} }

func neg(a grid.Point) grid.Point { return grid.Point{X: -a.X, Y: -a.Y, Z: -a.Z} }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
