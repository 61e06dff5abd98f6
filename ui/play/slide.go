package play

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/solver/grid"
	"polyplay/ui/figures"
)

// Slide is a puzzle put together by sliding its pieces in (Play's Slide
// the pieces in), for a puzzle whose pieces slide along the grid's axes
// (grid.Kind.Slides), a BurrTools box puzzle with its box among the
// pieces: the pieces of one of its solutions start laid apart as the
// disassembler takes that solution apart (disassemble.LayApart), and the
// person slides the pieces selected one cell at a time (Move) until they
// stand as in the solution (package disassemble's Slider: its rules).
// A refused move says which piece is in the way.
type Slide struct {
	names  []string
	cells  [][]grid.Point
	grid   grid.Kind
	unit   string // the word for one of the grid's cells (grid.Kind.Unit)
	reach  int
	slider *disassemble.Slider
	// start is where the pieces stood laid apart; plan the moves that
	// assemble them from there.
	start []grid.Point
	plan  []disassemble.Move
	// sel are the pieces selected; past the moves made, the last last;
	// moves counts them, a cell a move.
	sel   []bool
	past  []slid
	moves int
}

// SlideDir is a step a move takes: along one of the grid's axes, either
// way.
type SlideDir struct {
	// Step is the step in the grid's coordinates; Label names it ("+x",
	// "−y"); Key is the key that takes it ("" for none): the arrows
	// along x and y, Page Up and Page Down along z.
	Step  grid.Point
	Label string
	Key   string
}

// Gap is how many cells stand between two parts laid apart.
const Gap = 1

// NewSlide starts sliding the pieces of solution s of problem p in: laid
// apart as the disassembler takes s apart, the pieces of one group
// (solver.Piece.Group) together. It fails where p's pieces do not slide
// or s does not come apart. The search may take long on a hard assembly:
// the page has a worker take s apart (SlideOrder, disassemble.Assembly)
// and starts from its answer (NewSlideFrom).
func NewSlide(ctx context.Context, p *solver.Problem, s solver.Solution) (*Slide, error) {
	if len(p.Grid.Slides()) == 0 {
		return nil, fmt.Errorf("pieces on the %s grid do not slide along axes", p.Grid)
	}
	s = SlideOrder(p, s)
	r, err := disassemble.Assembly(ctx, p, s, disassemble.Options{})
	if err != nil {
		return nil, err
	}
	return NewSlideFrom(p, s, r)
}

// SlideOrder returns solution s of problem p with its placements in the
// problem's order of pieces, whatever order s has them in: the order a
// Slide lays them apart in, so that the same solution is laid apart
// alike. A disassembly for NewSlideFrom is of SlideOrder's solution.
func SlideOrder(p *solver.Problem, s solver.Solution) solver.Solution {
	order := func(pl solver.Placement) int {
		return slices.IndexFunc(p.Pieces, func(pc solver.Piece) bool { return pc.Name == pl.Piece })
	}
	pls := slices.Clone(s.Placements)
	slices.SortStableFunc(pls, func(a, b solver.Placement) int { return order(a) - order(b) })
	s.Placements = pls
	return s
}

// NewSlideFrom starts sliding the pieces of solution s of problem p in,
// laid apart as r takes s apart: r is the disassembly of SlideOrder(p, s)
// (disassemble.Assembly), as a worker found it. It fails where p's pieces
// do not slide, r says that s does not come apart, or its plan cannot
// lay s apart (disassemble.LayApart).
func NewSlideFrom(p *solver.Problem, s solver.Solution, r disassemble.Result) (*Slide, error) {
	if len(p.Grid.Slides()) == 0 {
		return nil, fmt.Errorf("pieces on the %s grid do not slide along axes", p.Grid)
	}
	if !r.Apart || r.Plan == nil {
		return nil, disassemble.ErrNotApart
	}
	s = SlideOrder(p, s)
	sl := &Slide{grid: p.Grid, unit: p.Grid.Unit(p.ZDim)}
	for _, pl := range s.Placements {
		sl.names = append(sl.names, pl.Piece)
		sl.cells = append(sl.cells, pl.Cells)
	}
	var err error
	sl.start, sl.plan, err = disassemble.LayApart(p.Grid, sl.cells, r.Plan, Gap)
	if err != nil {
		return nil, err
	}
	slices.Reverse(sl.plan)
	for i := range sl.plan {
		sl.plan[i].Dir = grid.Point{X: -sl.plan[i].Dir.X, Y: -sl.plan[i].Dir.Y, Z: -sl.plan[i].Dir.Z}
	}
	// A piece goes at most as far again from its place as the box is
	// long beyond where it was laid.
	for _, o := range sl.start {
		sl.reach = max(sl.reach, abs(o.X), abs(o.Y), abs(o.Z))
	}
	sl.reach += max(p.XDim, p.YDim, p.ZDim)
	sl.slider, err = disassemble.NewSlider(p.Grid, sl.cells, sl.names, sl.start, sl.reach)
	if err != nil {
		return nil, err
	}
	sl.sel = make([]bool, len(sl.names))
	return sl, nil
}

// Names returns the pieces' names, in the solution's order (the indices
// of Offsets and Select).
func (s *Slide) Names() []string { return slices.Clone(s.names) }

// Cells returns the cells piece i holds in the solution.
func (s *Slide) Cells(i int) []grid.Point { return slices.Clone(s.cells[i]) }

// Offsets returns each piece's offset, in cells, from its place in the
// solution.
func (s *Slide) Offsets() []grid.Point { return s.slider.Offsets() }

// Start returns the pieces' offsets laid apart, where they started.
func (s *Slide) Start() []grid.Point { return slices.Clone(s.start) }

// Plan returns moves that assemble the pieces from Start: the
// disassembly backwards, a slide by several cells as one move.
func (s *Slide) Plan() []disassemble.Move { return slices.Clone(s.plan) }

// Assembled reports whether the pieces stand as in the solution.
func (s *Slide) Assembled() bool { return s.slider.Assembled() }

// Moves returns the number of moves made, a cell a move.
func (s *Slide) Moves() int { return s.moves }

// Selected returns the pieces selected, in order.
func (s *Slide) Selected() []int {
	var ids []int
	for i, on := range s.sel {
		if on {
			ids = append(ids, i)
		}
	}
	return ids
}

// Dirs returns the steps a move takes (SlideDir), each of the grid's
// axes forwards, then backwards.
func (s *Slide) Dirs() []SlideDir {
	var out []SlideDir
	for _, d := range s.slider.Dirs() {
		l := dirLabel(d)
		out = append(out, SlideDir{Step: d, Label: l, Key: dirKeys[l]})
	}
	return out
}

// dirKeys are the keys of the steps along one axis, by their labels
// (dirLabel).
var dirKeys = map[string]string{
	"+x": "ArrowRight", "−x": "ArrowLeft", "+y": "ArrowUp", "−y": "ArrowDown", "+z": "PageUp", "−z": "PageDown",
}

// dirLabel names a step by the signs of its coordinates: "+x", "−z";
// a triangular prism's step of two columns "+x", a row up and a column
// to the right "+x+y".
func dirLabel(d grid.Point) string {
	var b strings.Builder
	for _, c := range []struct {
		v    int
		axis string
	}{{d.X, "x"}, {d.Y, "y"}, {d.Z, "z"}} {
		switch {
		case c.v > 0:
			b.WriteString("+" + c.axis)
		case c.v < 0:
			b.WriteString("−" + c.axis)
		}
	}
	return b.String()
}

// Select selects piece i, alone, or with also adds it to the pieces
// selected, or takes it away if it is one of them.
func (s *Slide) Select(i int, also bool) Note {
	if i < 0 || i >= len(s.names) {
		return Note{Text: fmt.Sprintf("No piece %d.", i+1), Refused: true}
	}
	if also {
		s.sel[i] = !s.sel[i]
	} else {
		for k := range s.sel {
			s.sel[k] = k == i
		}
	}
	ids := s.Selected()
	if len(ids) == 0 {
		return Note{Text: "No piece selected: select one to slide it."}
	}
	return Note{Text: s.list(ids) + " selected: slide " + pronoun(len(ids)) + " with the arrows."}
}

// SelectNamed selects the piece named name (with also, as Select).
func (s *Slide) SelectNamed(name string, also bool) Note {
	return s.Select(slices.Index(s.names, name), also)
}

// Move slides the pieces selected one cell along d, one of Dirs' steps.
// A refused move says why (the piece in the way) and changes nothing.
// The move that assembles the pieces says in how many moves.
func (s *Slide) Move(d grid.Point) Note { return s.slide(d, false) }

// MoveAllTheWay slides the pieces selected along d as far as they go,
// until the next cell would run into a piece: each cell a move, which
// Undo takes back together. It is refused as Move is when not even one
// cell can be slid, and when nothing stops the pieces short of the
// slide's reach.
func (s *Slide) MoveAllTheWay(d grid.Point) Note { return s.slide(d, true) }

// slide makes Move's move, or with far MoveAllTheWay's.
func (s *Slide) slide(d grid.Point, far bool) Note {
	ids := s.Selected()
	label := dirLabel(d)
	if len(ids) == 0 {
		return Note{Text: "No piece selected: select a piece to slide it.", Refused: true}
	}
	if s.Assembled() {
		return Note{Text: "The pieces are assembled already: Undo takes a move back.", Refused: true}
	}
	before := s.slider.Offsets()
	err := s.slider.Slide(ids, d)
	if err != nil {
		return Note{Text: fmt.Sprintf("Cannot slide %s %s: %s.", s.list(ids), label, err), Refused: true}
	}
	n := 1
	for far && !s.slider.Assembled() {
		if err = s.slider.Slide(ids, d); err != nil {
			break
		}
		n++
	}
	var blocked *disassemble.BlockedError
	if far && err != nil && !errors.As(err, &blocked) {
		s.slider, _ = disassemble.NewSlider(s.grid, s.cells, s.names, before, s.reach)
		return Note{Text: fmt.Sprintf("Cannot slide %s %s all the way: nothing stops %s.", s.list(ids), label, pronoun(len(ids))), Refused: true}
	}
	s.past = append(s.past, slid{at: before, moves: n})
	s.moves += n
	switch {
	case s.Assembled():
		return Note{Text: s.AssembledText(), Solved: true}
	case blocked != nil:
		return Note{Text: fmt.Sprintf("%s slid %s %s, up to %s (move %d).", s.list(ids), label, figures.Count(int64(n), s.unit), s.names[blocked.Hit], s.moves)}
	}
	return Note{Text: fmt.Sprintf("%s slid %s (move %d).", s.list(ids), label, s.moves)}
}

// Unit is the word for one of the cells the pieces slide by: "cube" in a
// box of cubes, "square" in a flat one (grid.Kind.Unit).
func (s *Slide) Unit() string { return s.unit }

// slid is a move made: where the pieces stood before it, and how many
// moves it counts (a slide all the way, one a cell).
type slid struct {
	at    []grid.Point
	moves int
}

// AssembledText says in how many moves the pieces were assembled:
// "Assembled in 12 moves!".
func (s *Slide) AssembledText() string {
	return "Assembled in " + figures.Count(int64(s.moves), "move") + "!"
}

// CanUndo reports whether there is a move to take back.
func (s *Slide) CanUndo() bool { return len(s.past) > 0 }

// Undo takes the last move back.
func (s *Slide) Undo() Note {
	if len(s.past) == 0 {
		return Note{Text: "Nothing to undo: the pieces are where they started.", Refused: true}
	}
	last := s.past[len(s.past)-1]
	sl, err := disassemble.NewSlider(s.grid, s.cells, s.names, last.at, s.reach)
	if err != nil {
		return Note{Text: "Cannot undo: " + err.Error() + ".", Refused: true}
	}
	s.slider, s.past = sl, s.past[:len(s.past)-1]
	s.moves -= last.moves
	return Note{Text: fmt.Sprintf("Undone: back to move %d.", s.moves)}
}

// list names pieces: "A", "A and B", "A, B and C".
func (s *Slide) list(ids []int) string {
	names := make([]string, len(ids))
	for k, id := range ids {
		names[k] = s.names[id]
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// pronoun is "it" for one piece, "them" for more.
func pronoun(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
