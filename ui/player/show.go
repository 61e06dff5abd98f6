package player

import (
	"fmt"
	"hash/fnv"
	"strconv"

	"polyplay/solver"
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

// BoardKey is a short fingerprint of a board's contents (which piece covers
// each cell), exposed on the player for tests and comparisons.
func BoardKey(b *trace.Board) string {
	h := fnv.New64a()
	for z := 0; z < b.Z; z++ {
		for y := 0; y < b.Y; y++ {
			for x := 0; x < b.X; x++ {
				h.Write([]byte(b.At(solver.Point{X: x, Y: y, Z: z})))
				h.Write([]byte{0})
			}
		}
	}
	return strconv.FormatUint(h.Sum64(), 36)
}
