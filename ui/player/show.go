package player

import (
	"context"
	"fmt"
	"hash/fnv"
	"strconv"

	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/trace"
)

// Show is what a player plays (package ui's PolyPlayer component): a solution assembled piece by piece
// (Solution) or a recorded window of the search (Trace), on Problem. The
// remaining fields are the starting animation state. A Show is immutable
// once handed to a player: to play something else, make a new Show (the
// player compares the pointer).
type Show struct {
	Problem *solver.Problem
	// Title names the puzzle in labels and file names.
	Title string
	// Solution is assembled in Order; Trace is played as recorded.
	Solution *solver.Solution
	Trace    *trace.Window
	Order    Order
	// Speed is in steps per second (0: the default); Step the starting
	// position; NoLoop stops at the end instead of starting again.
	Speed  float64
	Step   int
	NoLoop bool
	// View is "2d", "3d" or "" (3-D for 3-D puzzles, flat otherwise).
	View string
	// Autoplay starts playing when the player appears.
	Autoplay bool
	// ColoursOf is the problem whose pieces' colours are used (nil:
	// Problem), so that a piece shown alone keeps its puzzle's colour.
	ColoursOf *solver.Problem
	// Ghost names a piece drawn pale: one not yet placed (Play's piece in
	// hand), shown where it would go.
	Ghost string
}

// Colours returns the piece colours of the show in scheme sc: those of
// ColoursOf (or Problem), the Ghost's made pale.
func (s *Show) Colours(sc Scheme) map[string]string {
	p := s.ColoursOf
	if p == nil {
		p = s.Problem
	}
	cols := SchemeColours(p, sc)
	if s.Ghost == "" {
		return cols
	}
	out := make(map[string]string, len(cols))
	for k, v := range cols {
		out[k] = v
	}
	out[s.Ghost] = Pale(cols[s.Ghost])
	return out
}

// Pale returns colour ("#rrggbb") mixed two parts to three with white:
// a ghost of it; a colour of another form comes back as a pale grey.
func Pale(colour string) string {
	var r, g, b uint8
	if len(colour) != 7 || colour[0] != '#' {
		return "#e2e8f0"
	}
	if _, err := fmt.Sscanf(colour[1:], "%02x%02x%02x", &r, &g, &b); err != nil {
		return "#e2e8f0"
	}
	mix := func(v uint8) int { return (2*int(v) + 3*255 + 2) / 5 }
	return fmt.Sprintf("#%02x%02x%02x", mix(r), mix(g), mix(b))
}

// Player returns the player of the show, a solution assembled in order.
func (s *Show) Player(order Order) (*Player, error) {
	if s == nil || s.Problem == nil {
		return nil, fmt.Errorf("nothing to play")
	}
	var pl *Player
	var err error
	switch {
	case s.Trace != nil:
		pl, err = WindowPlayer(*s.Trace, s.Problem)
		if pl != nil {
			pl.Counter = "Step {}."
		}
	case s.Solution != nil:
		pl, err = AssemblyPlayer(s.Problem, *s.Solution, order)
	default:
		pl, err = New(NewBoard(s.Problem), nil)
	}
	if err != nil {
		return nil, err
	}
	if s.Speed > 0 {
		pl.SetSpeed(s.Speed)
	} else if s.Trace != nil {
		pl.SetSpeed(10)
	}
	pl.Loop = !s.NoLoop
	pl.Seek(s.Step)
	return pl, nil
}

// ApartPlayer returns a player of the show's solution taken apart by
// sliding its pieces (together: slid together), one step a drawing of
// the returned frames (in colours), whose scene the 3-D view draws
// (ApartFrames.Pose); its board is the assembled solution throughout. It fails where the
// solution does not come apart (disassemble.ErrNotApart) or the grid's pieces do not
// slide.
func (s *Show) ApartPlayer(together bool, colours map[string]string) (*Player, *ApartFrames, error) {
	if s == nil || s.Problem == nil || s.Solution == nil {
		return nil, nil, fmt.Errorf("nothing to take apart")
	}
	a, err := TakeApart(context.Background(), s.Problem, *s.Solution)
	if err != nil {
		return nil, nil, err
	}
	return s.apartPlayer(a, together, colours)
}

// ApartPlayerFrom returns ApartPlayer's player and frames of the show's
// solution taken apart as r, its disassembly (disassemble.Assembly, as
// a worker found it), says.
func (s *Show) ApartPlayerFrom(r disassemble.Result, together bool, colours map[string]string) (*Player, *ApartFrames, error) {
	if s == nil || s.Problem == nil || s.Solution == nil {
		return nil, nil, fmt.Errorf("nothing to take apart")
	}
	a, err := ApartFrom(s.Problem, *s.Solution, r)
	if err != nil {
		return nil, nil, err
	}
	return s.apartPlayer(a, together, colours)
}

// apartPlayer returns the player and frames of a, the show's solution
// taken apart.
func (s *Show) apartPlayer(a *Apart, together bool, colours map[string]string) (*Player, *ApartFrames, error) {
	f := NewApartFrames(a, 0, 0, colours, s.Title, together)
	steps := make([]trace.Step, f.Len()-1)
	for i := range steps {
		steps[i] = trace.Step{Kind: trace.Solution} // the board stays assembled
	}
	pl, err := New(a.Board, steps)
	if err != nil {
		return nil, nil, err
	}
	if s.Speed > 0 {
		pl.SetSpeed(s.Speed)
	}
	pl.Loop = !s.NoLoop
	pl.Seek(s.Step)
	return pl, f, nil
}

// BoardKey is a short fingerprint of a board's contents (which piece covers
// each cell, and the constraint colour it shows there), exposed on the
// player for tests and comparisons.
func BoardKey(b *trace.Board) string {
	h := fnv.New64a()
	for z := 0; z < b.Z; z++ {
		for y := 0; y < b.Y; y++ {
			for x := 0; x < b.X; x++ {
				c := solver.Point{X: x, Y: y, Z: z}
				h.Write([]byte(b.At(c)))
				if n := b.ConstraintColour(c); n > 0 {
					h.Write([]byte{1, byte(n)})
				}
				h.Write([]byte{0})
			}
		}
	}
	return strconv.FormatUint(h.Sum64(), 36)
}
