package player

import (
	"fmt"
	"polyplay/trace"
	"sort"

	"polyplay/solver"
)

// Order is the order in which an assembly animation places a solution's
// pieces.
type Order string

// Assembly orders.
const (
	// BottomUp places pieces from the bottom of the box up: by their lowest
	// layer (z), then their lowest row (y, which is drawn upwards), then
	// their leftmost column (x), the way one would build the puzzle.
	BottomUp Order = "bottom-up"
	// LeftRight sweeps across the box: by leftmost column, then lowest row
	// and layer.
	LeftRight Order = "left-right"
	// Listed places pieces in the solution's (definition) order.
	Listed Order = "listed"
	// TakenApart plays the solution taken apart by sliding its pieces,
	// as BurrTools' disassembler takes it apart (TakeApart), and
	// SlidTogether the same moves backwards: the assembly by sliding.
	// They play on a puzzle in depth whose pieces slide (SlidesApart).
	TakenApart   Order = "apart"
	SlidTogether Order = "together"
)

// Orders lists the assembly orders that place pieces one by one, for a
// menu; SlideOrders those that slide them, for a menu of a puzzle whose
// pieces slide (SlidesApart).
var (
	Orders      = []Order{BottomUp, LeftRight, Listed}
	SlideOrders = []Order{TakenApart, SlidTogether}
)

// Slides reports whether the order slides the pieces (TakenApart,
// SlidTogether) rather than placing them one by one.
func (o Order) Slides() bool { return o == TakenApart || o == SlidTogether }

// ParseOrder reads an order name; "" is BottomUp.
func ParseOrder(s string) (Order, error) {
	switch o := Order(s); o {
	case "":
		return BottomUp, nil
	case BottomUp, LeftRight, Listed, TakenApart, SlidTogether:
		return o, nil
	}
	return "", fmt.Errorf("unknown assembly order %q: expected bottom-up, left-right, listed, apart or together", s)
}

// Assembly returns the steps that build solution s piece by piece in the
// given order, one placement per piece. The cells of each placement are
// copied.
func Assembly(s solver.Solution, o Order) []trace.Step {
	type keyed struct {
		key  [4]int
		step trace.Step
	}
	ks := make([]keyed, len(s.Placements))
	for i, pl := range s.Placements {
		lo := solver.Point{X: 1 << 30, Y: 1 << 30, Z: 1 << 30}
		for _, c := range pl.Cells {
			lo = solver.Point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
		}
		var k [4]int
		switch o {
		case LeftRight:
			k = [4]int{lo.X, lo.Y, lo.Z, i}
		case Listed:
			k = [4]int{i}
		default:
			k = [4]int{lo.Z, lo.Y, lo.X, i}
		}
		ks[i] = keyed{k, trace.Step{Kind: trace.Place, Piece: pl.Piece, Cells: append([]solver.Point(nil), pl.Cells...)}}
	}
	sort.SliceStable(ks, func(i, j int) bool {
		a, b := ks[i].key, ks[j].key
		for n := range a {
			if a[n] != b[n] {
				return a[n] < b[n]
			}
		}
		return false
	})
	out := make([]trace.Step, len(ks))
	for i, k := range ks {
		out[i] = k.step
	}
	return out
}

// AssemblyPlayer returns a player that assembles solution s of problem p
// in order o, starting from the empty box. It fails if s does not fit p.
func AssemblyPlayer(p *solver.Problem, s solver.Solution, o Order) (*Player, error) {
	pl, err := New(SolutionBoard(p, s), Assembly(s, o))
	if err != nil {
		return nil, fmt.Errorf("solution: %w", err)
	}
	return pl, nil
}
