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
func BoardKey(b *Board) string {
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
