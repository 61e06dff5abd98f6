package play

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/solver/grid"
	"polyplay/solver/verify"
	"polyplay/ui/storage"
)

// KeptSlide is a slide in progress as the browser keeps it (Play's Slide
// the pieces in, across a reload): the solution slid in, where it comes
// from, the pieces' offsets and the moves made.
type KeptSlide struct {
	// Solution is the solution's placements, in SlideOrder; From says
	// where it comes from ("your solution").
	Solution []solver.Placement `json:"solution"`
	From     string             `json:"from"`
	// Offsets are the pieces' offsets (Slide.Offsets); Moves the moves
	// made, a cell a move; Past the moves Undo takes back, the last
	// last.
	Offsets []grid.Point `json:"offsets"`
	Moves   int          `json:"moves"`
	Past    []KeptMove   `json:"past,omitempty"`
}

// KeptMove is a move made: where the pieces stood before it, and how
// many moves it counts (a slide all the way, one a cell).
type KeptMove struct {
	At    []grid.Point `json:"at"`
	Moves int          `json:"moves"`
}

// Kept returns the slide as the browser keeps it, its solution coming
// from from.
func (s *Slide) Kept(from string) KeptSlide {
	k := KeptSlide{From: from, Offsets: s.slider.Offsets(), Moves: s.moves}
	for i, name := range s.names {
		k.Solution = append(k.Solution, solver.Placement{Piece: name, Cells: slices.Clone(s.cells[i])})
	}
	for _, m := range s.past {
		k.Past = append(k.Past, KeptMove{At: slices.Clone(m.at), Moves: m.moves})
	}
	return k
}

// Resume puts the pieces where k has them, with its moves made, for a
// slide of k's solution. It fails, changing nothing, when k does not
// fit the slide: another solution, offsets of another number of pieces,
// pieces that overlap or stand beyond the slide's reach, or moves that
// do not add up.
func (s *Slide) Resume(k KeptSlide) error {
	if len(k.Solution) != len(s.names) {
		return fmt.Errorf("%d pieces kept for %d", len(k.Solution), len(s.names))
	}
	for i, pl := range k.Solution {
		if pl.Piece != s.names[i] || !slices.Equal(pl.Cells, s.cells[i]) {
			return fmt.Errorf("piece %s kept at other cells: another solution", pl.Piece)
		}
	}
	check := func(at []grid.Point) (*disassemble.Slider, error) {
		for _, o := range at {
			if max(abs(o.X), abs(o.Y), abs(o.Z)) > s.reach {
				return nil, fmt.Errorf("a piece kept %v cells away, beyond the slide's reach", o)
			}
		}
		return disassemble.NewSlider(s.grid, s.cells, s.names, at, s.reach)
	}
	sl, err := check(k.Offsets)
	if err != nil {
		return err
	}
	var past []slid
	total := 0
	for _, m := range k.Past {
		if _, err := check(m.At); err != nil {
			return err
		}
		if m.Moves < 1 {
			return fmt.Errorf("a move kept as %d cells", m.Moves)
		}
		past = append(past, slid{at: slices.Clone(m.At), moves: m.Moves})
		total += m.Moves
	}
	if total != k.Moves {
		return fmt.Errorf("%d moves kept, and undoable moves of %d cells", k.Moves, total)
	}
	s.slider, s.past, s.moves = sl, past, k.Moves
	return nil
}

// KeptSlideText returns k as the browser keeps it (ReadKeptSlide).
func KeptSlideText(k KeptSlide) (string, error) {
	b, err := json.Marshal(k)
	return string(b), err
}

// ReadKeptSlide reads a slide kept by the browser (KeptSlideText) for
// problem p: its solution must solve p (solver/verify).
func ReadKeptSlide(p *solver.Problem, text string) (KeptSlide, error) {
	var k KeptSlide
	if err := storage.Unmarshal([]byte(text), &k); err != nil {
		return KeptSlide{}, err
	}
	if len(k.Solution) == 0 {
		return KeptSlide{}, errors.New("no solution kept")
	}
	if err := verify.Solution(p, solver.Solution{Placements: k.Solution}); err != nil {
		return KeptSlide{}, fmt.Errorf("the solution kept does not solve this puzzle: %v", err)
	}
	if len(k.Offsets) != len(k.Solution) {
		return KeptSlide{}, fmt.Errorf("%d offsets kept for %d pieces", len(k.Offsets), len(k.Solution))
	}
	return k, nil
}
