package challenge

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
)

// BookletOptions choose a booklet: positions of rising difficulty.
type BookletOptions struct {
	// Count is the number of positions, at least 1.
	Count int
	// MinLeft and MaxLeft bound the pieces left; 0 takes the default
	// range (DefaultRange).
	MinLeft, MaxLeft int
	// Seed seeds the random choices, as Options.Seed does.
	Seed int64
	// Tries is Options.Tries for each number of pieces left.
	Tries int
}

// DefaultRange returns the pieces left of a booklet of a puzzle of n
// mobile pieces, unless its options say otherwise: from 3 (fewer for
// puzzles of fewer than 4 pieces) to 3 fewer than the pieces, so that a
// 12-piece puzzle's booklet goes from 3 to 9 pieces left. Positions of
// more pieces left with one completion are rare (none is found for some
// puzzles) and slow to find.
func DefaultRange(n int) (lo, hi int) {
	lo = max(1, min(3, n-1))
	return lo, max(lo, n-3)
}

// Booklet returns opt.Count different positions of rising difficulty:
// as many of each number of pieces left from opt.MinLeft to opt.MaxLeft
// as the count allows (the larger numbers take what does not divide
// evenly), in the order of their levels (easy, medium, hard), within a
// level fewest pieces left first, and among those the fewer placements
// (Grade.Placements) first. The positions of L pieces left are those
// Generate gives for the seed opt.Seed + 1000·L.
func (g *Generator) Booklet(ctx context.Context, opt BookletOptions, progress func(Progress)) ([]*Position, error) {
	lo, hi := DefaultRange(len(g.mobile))
	if opt.MinLeft != 0 {
		lo = opt.MinLeft
	}
	if opt.MaxLeft != 0 {
		hi = opt.MaxLeft
	}
	if lo > hi {
		return nil, fmt.Errorf("the least pieces left, %d, is more than the most, %d", lo, hi)
	}
	for _, left := range []int{lo, hi} {
		if err := g.check(Options{Left: left, Tries: opt.Tries}); err != nil {
			return nil, err
		}
	}
	if opt.Count < 1 {
		return nil, fmt.Errorf("the number of positions must be at least 1, got %d", opt.Count)
	}
	groups := hi - lo + 1
	if groups > opt.Count {
		return nil, fmt.Errorf("a booklet from %d to %d pieces left needs at least %d positions, got %d", lo, hi, groups, opt.Count)
	}
	g.progress = Progress{}
	var out []*Position
	for i := range groups {
		left := lo + i
		n := opt.Count / groups
		if i >= groups-opt.Count%groups {
			n++
		}
		ps, err := g.generate(ctx, Options{Left: left, Seed: opt.Seed + 1000*int64(left), Tries: opt.Tries}, n, progress)
		if err != nil {
			return nil, err
		}
		out = append(out, ps...)
	}
	slices.SortFunc(out, func(a, b *Position) int {
		if c := cmp.Compare(a.Grade.Level, b.Grade.Level); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Left(), b.Left()); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Grade.Placements, b.Grade.Placements); c != 0 {
			return c
		}
		return strings.Compare(a.Key(), b.Key())
	})
	return out, nil
}
