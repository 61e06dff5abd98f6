// Package coach answers questions about a position of a puzzle being
// solved by hand (Play mode's coach): how many completions it has, the
// rest of one completion, and one piece of it as a hint. It is pure Go,
// for the playground's workers (wasm/job) and native tests alike.
//
// The placed pieces become stationary pieces of a puzzle of their own
// (solver.WithPlaced), whose solutions are the position's completions;
// the solver searches it with its automatic configuration. Ask counts
// them for a budget: the count is exact if the search ends within it,
// otherwise it is the number found so far, a lower bound. Estimate then
// estimates the number by counting a random sample of the search's
// branches exactly, and gives a range only when the sample is precise
// enough to hold the true count (see Estimate); Count counts them all.
// Resample estimates the number another way, by sequential importance
// resampling, for boards too large for Estimate: the library's stored
// estimates (def.Entry's Estimate) come from it.
package coach

import (
	"cmp"
	"context"
	"time"

	"polyplay/solver"
)

// DefaultBudget is how long Ask counts completions before it answers
// with the number found so far.
const DefaultBudget = 500 * time.Millisecond

// Options configure the coach's searches. The zero value counts for
// DefaultBudget and estimates from DefaultSamples branches within
// DefaultEstimateTime.
type Options struct {
	// Budget is how long Ask's count may take; 0 means DefaultBudget, a
	// negative Budget no limit (the count is then always exact, or
	// cancelled).
	Budget time.Duration
	// Samples is the number of branches Estimate counts; 0 means
	// DefaultSamples.
	Samples int
	// EstimateTime bounds Estimate's search: past it, Estimate gives no
	// range; 0 means DefaultEstimateTime.
	EstimateTime time.Duration
	// Seed seeds the choice of Estimate's branches: a position, its
	// options and a seed always give the same estimate (unless
	// EstimateTime cuts it short).
	Seed int64
	// HintPiece, if set, names the piece the hint should place (the
	// piece in the player's hand); otherwise the hint places the piece of
	// the completion that covers the empty cell fewest placements of the
	// remaining pieces can cover.
	HintPiece string
	// First makes Ask stop at the first completion it finds: a hint or a
	// completion to show is wanted, not the count.
	First bool
	// Yield, if not nil, is called about every YieldEvery during the
	// searches: in a worker it lets a cancel message in. The walks that
	// choose the estimate's split level and number its branches
	// (solver.Solver.SplitLevel, and the search's own before a divided
	// run) do not yield.
	Yield      func()
	YieldEvery time.Duration
	// Found, if not nil, is called about every YieldEvery while Count
	// counts, with the number of completions found so far: in a worker
	// the page shows it while the count goes on.
	Found func(count int64)
}

// Answer is the coach's answer about a position.
type Answer struct {
	// Exact is set when Count is the number of completions; otherwise
	// Count is the number found so far (a lower bound).
	Exact bool
	Count int64
	// Estimated is set when Estimate is an estimate of the number of
	// completions and Low and High a range that holds it (see
	// Estimate; Low is at least Count). Without it, all that is known is
	// that there are at least Count.
	Estimated           bool
	Estimate, Low, High float64
	// Completion is the rest of one completion, the mobile pieces not
	// placed, in definition order; nil when none was found.
	Completion []solver.Placement
	// Hint is one piece of Completion (see Options.HintPiece); nil when
	// there is none.
	Hint *solver.Placement
	// Elapsed is the time the answer took.
	Elapsed time.Duration
}

// Position is a position being coached, its search prepared once for
// Ask, Estimate and Count: the puzzle, the pieces placed, and the puzzle
// left (its completions' puzzle) with its solver.
type Position struct {
	p      *solver.Problem
	placed []solver.Placement
	o      Options
	q      *solver.Problem
	s      *solver.Solver // nil for a complete position or one without completions
	// none is set for a position the pieces left are too few to
	// complete, where cells may stay empty (tooFew).
	none bool
}

// Prepare checks the position placed on p and prepares its search. It
// fails for a position that is not one of p (see solver.WithPlaced), and
// with ctx's error if ctx is done before the search is prepared
// (solver.NewContext).
func Prepare(ctx context.Context, p *solver.Problem, placed []solver.Placement, o Options) (*Position, error) {
	q, err := solver.WithPlaced(p, placed)
	if err != nil {
		return nil, err
	}
	pos := &Position{p: p, placed: placed, o: o, q: q, none: tooFew(q)}
	if len(placed) < mobile(p) && !pos.none {
		pos.s, err = solver.NewContext(ctx, q, pos.options(solver.Run{Keep: 1}, nil))
		if err != nil {
			return nil, err
		}
	}
	return pos, nil
}

// mobile returns the number of p's mobile pieces.
func mobile(p *solver.Problem) int {
	n := 0
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			n++
		}
	}
	return n
}

// options returns the automatic search with run r, yielding as the
// options ask, and telling found (if not nil) the completions found so
// far at each yield.
func (pos *Position) options(r solver.Run, found func(int64)) solver.Options {
	y := pos.o.Yield
	if y != nil || found != nil {
		r.ProgressInterval = pos.o.YieldEvery
		r.Progress = func(st solver.Stats) {
			if found != nil {
				found(st.Solutions)
			}
			if y != nil {
				y()
			}
		}
	}
	return solver.Options{Search: solver.Search{Auto: true}, Run: r}
}

// solver returns the position's solver for run r, prepared once, which
// tells found (if not nil) the completions found so far as it searches;
// ctx stops a preparation made again.
func (pos *Position) solver(ctx context.Context, r solver.Run, found func(int64)) (*solver.Solver, error) {
	opts := pos.options(r, found)
	if s, ok := pos.s.Reuse(opts); ok {
		return s, nil
	}
	return solver.NewContext(ctx, pos.q, opts)
}

// solved is the answer about a complete position, or one without
// completions (none).
func (pos *Position) solved(begun time.Time) Answer {
	if pos.none {
		return Answer{Exact: true, Elapsed: time.Since(begun)}
	}
	return Answer{Exact: true, Count: 1, Completion: []solver.Placement{}, Elapsed: time.Since(begun)}
}

// tooFew reports whether the mobile pieces of q have fewer cells than
// its cells that must be filled: where cells may stay empty
// (solver.Problem.Optional), pieces placed on them may leave too few
// for the rest, and all placed, a cell that must be filled open. Where
// pieces may be left out (solver.Piece.Spare), it also reports whether
// those that may not have more cells than the region has left.
func tooFew(q *solver.Problem) bool {
	need, have, least := q.XDim*q.YDim*q.ZDim-len(q.Optional), 0, 0
	for _, pc := range q.Pieces {
		switch {
		case pc.Stationary:
			need -= len(pc.Cells)
		case pc.Spare:
			have += len(pc.Cells)
		default:
			have += len(pc.Cells)
			least += len(pc.Cells)
		}
	}
	return have < need || least > need+len(q.Optional)
}

// Ask answers for the position placed on p: it counts the completions
// for the budget (exact if the search ends within it, otherwise the
// number found so far) and gives one completion and a hint from it. A
// complete position has one completion, itself. The error is non-nil
// for a position that is not one of p (see solver.WithPlaced) or if ctx
// was cancelled.
func Ask(ctx context.Context, p *solver.Problem, placed []solver.Placement, o Options) (Answer, error) {
	return prepared(ctx, p, placed, o, (*Position).Ask)
}

// Count counts the completions of the position placed on p with no time
// limit, until ctx is cancelled: the coach's refinement of an answer
// that was not exact. The answer's Completion and Hint are those of the
// first completion found.
func Count(ctx context.Context, p *solver.Problem, placed []solver.Placement, o Options) (Answer, error) {
	return prepared(ctx, p, placed, o, (*Position).Count)
}

// prepared prepares the position placed on p and answers with do, the
// answer's Elapsed from the start of the preparation.
func prepared(ctx context.Context, p *solver.Problem, placed []solver.Placement, o Options, do func(*Position, context.Context) (Answer, error)) (Answer, error) {
	begun := time.Now()
	pos, err := Prepare(ctx, p, placed, o)
	if err != nil {
		return Answer{}, err
	}
	a, err := do(pos, ctx)
	a.Elapsed = time.Since(begun)
	return a, err
}

// Ask is the package's Ask for the position.
func (pos *Position) Ask(ctx context.Context) (Answer, error) {
	return pos.count(ctx, max(cmp.Or(pos.o.Budget, DefaultBudget), 0), nil)
}

// Count is the package's Count for the position; it tells Options.Found
// the completions found so far as it goes.
func (pos *Position) Count(ctx context.Context) (Answer, error) {
	return pos.count(ctx, 0, pos.o.Found)
}

// count counts the completions for budget at most (0: no limit), telling
// found (if not nil) those found so far.
func (pos *Position) count(ctx context.Context, budget time.Duration, found func(int64)) (Answer, error) {
	begun := time.Now()
	if pos.s == nil {
		return pos.solved(begun), nil
	}
	r := solver.Run{Keep: 1, TimeLimit: budget}
	if pos.o.First {
		r.MaxSolutions = 1
	}
	s, err := pos.solver(ctx, r, found)
	if err != nil {
		return Answer{}, err
	}
	var first *solver.Solution
	st, err := s.Solve(ctx, func(sol solver.Solution) bool {
		if first == nil {
			first = &sol
		}
		return true
	})
	if err == nil && st.Stopped == "cancel" {
		err = context.Canceled
	}
	if err != nil {
		return Answer{}, err
	}
	a := Answer{Exact: st.Stopped == "", Count: st.Solutions}
	if first != nil {
		a.Completion = completion(pos.placed, *first)
		a.Hint = pos.hint(a.Completion)
	}
	a.Elapsed = time.Since(begun)
	return a, nil
}

// completion returns the placements of sol whose pieces placed lacks, in
// sol's order (definition order).
func completion(placed []solver.Placement, sol solver.Solution) []solver.Placement {
	done := map[string]bool{}
	for _, pl := range placed {
		done[pl.Piece] = true
	}
	out := []solver.Placement{}
	for _, pl := range sol.Placements {
		if !done[pl.Piece] {
			out = append(out, pl)
		}
	}
	return out
}

// hint picks one placement of rest: the named piece's, or that of the
// piece covering the empty cell that fewest placements of the remaining
// pieces can cover (the most constrained: where a person most needs
// help), the first such cell in reading order (by layer from z = 0, each
// from the top row down, each row from left to right).
func (pos *Position) hint(rest []solver.Placement) *solver.Placement {
	piece := pos.o.HintPiece
	if len(rest) == 0 {
		return nil
	}
	if piece != "" {
		for _, pl := range rest {
			if pl.Piece == piece {
				return &pl
			}
		}
	}
	m := pos.s.Model
	fits := make([]int, len(m.Cells))
	for _, img := range m.Images {
		for _, c := range img.Cells {
			fits[c]++
		}
	}
	best, bestFits := -1, 0
	var bestCell solver.Point
	for k, pl := range rest {
		for _, c := range pl.Cells {
			i := m.CellIndex(c)
			if i < 0 {
				continue
			}
			if best < 0 || fits[i] < bestFits || fits[i] == bestFits && readingOrder(c, bestCell) < 0 {
				best, bestFits, bestCell = k, fits[i], c
			}
		}
	}
	h := rest[max(best, 0)]
	return &h
}

// readingOrder orders cells as a person reads a board: layer by layer
// from z = 0, each from the top row (the greatest y) down, each row from
// left to right.
func readingOrder(a, b solver.Point) int {
	return cmp.Or(cmp.Compare(a.Z, b.Z), cmp.Compare(b.Y, a.Y), cmp.Compare(a.X, b.X))
}
