package play

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"polyplay/solver"
)

// The coach answers questions about a position with the solver: how many
// completions it has, one more piece of one of them (a hint), and the
// rest of one (a completion to show). The placed pieces become stationary
// pieces of a sub-puzzle (Subproblem), which the solver searches with its
// automatic configuration.

// DefaultBudget is how long the coach counts completions before it
// answers with an estimate instead.
const DefaultBudget = 500 * time.Millisecond

// DefaultEstimateTime is how long the coach's estimate walks the search
// tree (at least one walk).
const DefaultEstimateTime = 150 * time.Millisecond

// CoachOptions configure a coach's search. The zero value counts for
// DefaultBudget and estimates for DefaultEstimateTime.
type CoachOptions struct {
	// Budget is how long the exact count may take; 0 means
	// DefaultBudget, a negative Budget no limit (the count is then always
	// exact, or cancelled).
	Budget time.Duration
	// EstimateTime is how long the estimate made when the count does not
	// end within Budget walks the search tree (at least one walk); 0
	// means DefaultEstimateTime.
	EstimateTime time.Duration
	// Seed seeds the estimate's random walks.
	Seed int64
	// Walks, if positive, is the number of random walks the estimate
	// makes, whatever they take, instead of walking for EstimateTime.
	Walks int
	// HintPiece, if set, names the piece the hint should place (the
	// piece in the player's hand); otherwise the hint places the piece of
	// the completion that covers the empty cell fewest placements of the
	// remaining pieces can cover.
	HintPiece string
	// Yield, if not nil, is called about every YieldEvery during the
	// search: in a worker it lets a cancel message in.
	Yield      func()
	YieldEvery time.Duration
}

// Answer is the coach's answer about a position.
type Answer struct {
	// Exact is set when Count is the number of completions; otherwise
	// Count is the number found within the budget (a lower bound) and
	// Estimate, Low and High the estimated number and its likely range
	// (two standard errors either side, Low at least Count, High at
	// least highFactor times the estimate).
	Exact               bool
	Count               int64
	Estimate, Low, High float64
	// Completion is the rest of one completion, the mobile pieces not
	// placed, in definition order; nil when none was found.
	Completion []solver.Placement
	// Hint is one piece of Completion (see CoachOptions.HintPiece); nil
	// when there is none.
	Hint *solver.Placement
	// Elapsed is the time the answer took.
	Elapsed time.Duration
}

// Subproblem returns the sub-puzzle of the position placed on p: p with
// each placed piece made stationary at its cells. Its solutions are the
// completions of the position. It fails if a placement is not one of p's
// mobile pieces in an orientation p allows, leaves the region, overlaps
// another, or places a piece twice.
func Subproblem(p *solver.Problem, placed []solver.Placement) (*solver.Problem, error) {
	pz, err := NewPuzzle(p)
	if err != nil {
		return nil, err
	}
	return pz.subproblem(placed)
}

// subproblem is Subproblem on a compiled puzzle.
func (pz *Puzzle) subproblem(placed []solver.Placement) (*solver.Problem, error) {
	g := NewGame(pz)
	at := map[string][]Point{}
	for _, sp := range placed {
		pl, err := pz.Find(sp.Piece, sp.Cells)
		if err != nil {
			return nil, err
		}
		if err := g.load(pl); err != nil {
			return nil, err
		}
		at[sp.Piece] = sp.Cells
	}
	p := pz.Problem
	q := &solver.Problem{Name: p.Name, Grid: p.Grid, XDim: p.XDim, YDim: p.YDim, ZDim: p.ZDim, OneSided: p.OneSided, Pieces: make([]solver.Piece, len(p.Pieces))}
	for i, pc := range p.Pieces {
		if cells, ok := at[pc.Name]; ok {
			pc = solver.Piece{Name: pc.Name, Cells: slices.Clone(cells), Stationary: true}
		}
		q.Pieces[i] = pc
	}
	return q, nil
}

// Ask answers for the position placed on p: it counts the completions
// for the budget (exact if the search ends within it, otherwise an
// estimate with its range) and gives one completion and a hint from it.
// A complete position has one completion, itself. The error is non-nil
// for a position that is not one of p (see Subproblem) or if ctx was
// cancelled.
func Ask(ctx context.Context, p *solver.Problem, placed []solver.Placement, o CoachOptions) (Answer, error) {
	begun := time.Now()
	pz, err := NewPuzzle(p)
	if err != nil {
		return Answer{}, err
	}
	q, err := pz.subproblem(placed)
	if err != nil {
		return Answer{}, err
	}
	if len(placed) == len(pz.Pieces) {
		return Answer{Exact: true, Count: 1, Completion: []solver.Placement{}, Elapsed: time.Since(begun)}, nil
	}
	budget := o.Budget
	if budget == 0 {
		budget = DefaultBudget
	}
	_, st, first, err := count(ctx, q, max(budget, 0), o)
	if err != nil {
		return Answer{}, err
	}
	a := Answer{Exact: st.Stopped == "", Count: st.Solutions}
	if !a.Exact {
		mean, stderr, err := pz.estimate(ctx, placed, o)
		if err != nil {
			return Answer{}, err
		}
		a.Estimate = max(mean, float64(a.Count))
		a.Low = max(mean-2*stderr, float64(a.Count))
		a.High = max(mean+2*stderr, highFactor*a.Estimate, a.Low)
	}
	if first != nil {
		a.Completion = completion(p, placed, *first)
		a.Hint = pz.hint(placed, a.Completion, o.HintPiece)
	}
	a.Elapsed = time.Since(begun)
	return a, nil
}

// highFactor is the least ratio of the estimate's range's upper end to
// the estimate. The walks' estimates are unbiased but heavy-tailed: most
// of the time the rare large ones have not come up yet, so the walks'
// mean is low and their standard error understates the spread, and two
// standard errors above the mean often fall short of the true count
// (TestEstimateRange counts how often on the 10x6).
const highFactor = 4

// leafTime bounds the exact count that ends one of the estimate's random
// walks: a walk whose count takes longer goes one level further down and
// counts again, and so do the walks after it.
const leafTime = 20 * time.Millisecond

// estimate estimates the number of completions of the position placed
// with Knuth's random walks down a search tree, each ending in an exact
// count: a walk fills the empty cell that fewest placements can cover
// with one of those placements chosen at random (each solution is reached
// by one path), until the completions where it stands can be counted
// within leafTime; the walk's estimate is the product of the numbers of
// choices times that count. It walks for o.EstimateTime (at
// least once) and returns the mean of the walks' estimates and its
// standard error.
func (pz *Puzzle) estimate(ctx context.Context, placed []solver.Placement, o CoachOptions) (mean, stderr float64, err error) {
	limit := o.EstimateTime
	if limit <= 0 {
		limit = DefaultEstimateTime
	}
	var base []Placement
	for _, sp := range placed {
		pl, err := pz.Find(sp.Piece, sp.Cells)
		if err != nil {
			return 0, 0, err
		}
		base = append(base, pl)
	}
	rng := rand.New(rand.NewPCG(uint64(o.Seed), 0x5deece66d))
	begun := time.Now()
	var n, sum, sum2 float64
	leaf := len(pz.Pieces) - len(base) - 1 // pieces left where walks count
	yielded := begun
	for {
		if err := ctx.Err(); err != nil {
			return 0, 0, err
		}
		if o.Yield != nil && time.Since(yielded) >= o.YieldEvery {
			// The walks' counts are often too short to yield themselves.
			o.Yield()
			yielded = time.Now()
		}
		v, err := pz.walk(ctx, base, rng, &leaf, o)
		if err != nil {
			return 0, 0, err
		}
		n++
		sum += v
		sum2 += v * v
		if o.Walks > 0 && n >= float64(o.Walks) || o.Walks <= 0 && time.Since(begun) >= limit {
			break
		}
	}
	mean = sum / n
	if n > 1 {
		stderr = math.Sqrt(max(0, sum2/n-mean*mean) / (n - 1))
	}
	return mean, stderr, nil
}

// walk is one of estimate's random walks from the position placed.
// It counts once at most *leaf pieces are left, and lowers *leaf when
// that count takes longer than leafTime.
func (pz *Puzzle) walk(ctx context.Context, placed []Placement, rng *rand.Rand, leaf *int, o CoachOptions) (float64, error) {
	m := pz.model
	g := NewGame(pz)
	for _, pl := range placed {
		if err := g.load(pl); err != nil {
			return 0, err
		}
	}
	w := 1.0
	for {
		left := len(pz.Pieces) - len(g.placed)
		if left == 0 {
			return w, nil
		}
		if left <= *leaf {
			q, err := pz.subproblem(g.Position())
			if err != nil {
				return 0, err
			}
			_, st, _, err := count(ctx, q, leafTime, o)
			if err != nil {
				return 0, err
			}
			if st.Stopped == "" {
				return w * float64(st.Solutions), nil
			}
			*leaf = left - 1
		}
		filled, shapes := pz.occupancy(g.placed)
		fits := make([]int, len(m.Cells))
		pz.eachFit(filled, shapes, func(id int) {
			for _, c := range m.Images[id].Cells {
				fits[c]++
			}
		})
		best := -1
		for i := range m.Cells {
			if !filled[i] && (best < 0 || fits[i] < fits[best]) {
				best = i
			}
		}
		if fits[best] == 0 {
			return 0, nil
		}
		// The placements that fit and cover the cell, one chosen.
		var ids []int
		pz.eachFit(filled, shapes, func(id int) {
			if slices.Contains(m.Images[id].Cells, int32(best)) {
				ids = append(ids, id)
			}
		})
		w *= float64(len(ids))
		id := ids[rng.IntN(len(ids))]
		pl, err := pz.Find(pz.Pieces[pz.shapeLeft(g, m.Images[id].Shape)].Name, m.ImagePoints(id))
		if err != nil {
			return 0, err
		}
		g.put(pl)
	}
}

// shapeLeft returns the first piece of shape s not on g's board, or -1.
func (pz *Puzzle) shapeLeft(g *Game, s int) int {
	for _, i := range pz.Shapes[s] {
		if g.onBoard(i) < 0 {
			return i
		}
	}
	return -1
}

// count searches q's solutions for budget at most (0: no limit). It
// returns the solver, its statistics and the first solution found.
func count(ctx context.Context, q *solver.Problem, budget time.Duration, o CoachOptions) (*solver.Solver, solver.Stats, *solver.Solution, error) {
	opts := solver.Options{Search: solver.Search{Auto: true}, Run: solver.Run{Keep: 1, TimeLimit: budget}}
	if o.Yield != nil {
		opts.ProgressInterval = o.YieldEvery
		opts.Progress = func(solver.Stats) { o.Yield() }
	}
	s, err := solver.New(q, opts)
	if err != nil {
		return nil, solver.Stats{}, nil, err
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
		return nil, st, nil, err
	}
	return s, st, first, nil
}

// Count counts the completions of the position placed on p with no time
// limit, until ctx is cancelled: the coach's refinement of an answer
// that was an estimate. The answer's Completion and Hint are those of the
// first completion found.
func Count(ctx context.Context, p *solver.Problem, placed []solver.Placement, o CoachOptions) (Answer, error) {
	o.Budget = -1
	return Ask(ctx, p, placed, o)
}

// completion returns the placements of sol whose pieces placed lacks, in
// sol's order (definition order).
func completion(p *solver.Problem, placed []solver.Placement, sol solver.Solution) []solver.Placement {
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
// help), the first such cell in reading order.
func (pz *Puzzle) hint(placed []solver.Placement, rest []solver.Placement, piece string) *solver.Placement {
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
	var pls []Placement
	for _, sp := range placed {
		if pl, err := pz.Find(sp.Piece, sp.Cells); err == nil {
			pls = append(pls, pl)
		}
	}
	fits := pz.fitCounts(pls)
	best, bestFits := -1, 0
	var bestCell Point
	for k, pl := range rest {
		for _, c := range pl.Cells {
			i := pz.model.CellIndex(c)
			if i < 0 {
				continue
			}
			if best < 0 || fits[i] < bestFits || fits[i] == bestFits && comparePoints(c, bestCell) < 0 {
				best, bestFits, bestCell = k, fits[i], c
			}
		}
	}
	h := rest[max(best, 0)]
	return &h
}

// fitCounts returns, for each open cell (the model's numbering), the
// number of placements of the pieces not placed that fit the empty cells
// and cover it.
func (pz *Puzzle) fitCounts(placed []Placement) []int {
	fits := make([]int, len(pz.model.Cells))
	filled, left := pz.occupancy(placed)
	pz.eachFit(filled, left, func(id int) {
		for _, c := range pz.model.Images[id].Cells {
			fits[c]++
		}
	})
	return fits
}

// Words says the answer in plain words for the page and a screen reader:
// whether the position can still be completed, and in how many ways.
func (a Answer) Words() string {
	if a.Exact && a.Count == 1 && a.Completion != nil && len(a.Completion) == 0 {
		return "The puzzle is solved."
	}
	return CountWords(a.Exact, a.Count, a.Estimate, a.Low, a.High)
}

// CountWords says a coach's count in plain words (see Answer): the page
// calls it with a coached message's figures.
func CountWords(exact bool, count int64, estimate, low, high float64) string {
	switch {
	case exact && count == 0:
		return "This position cannot be completed."
	case exact && count == 1:
		return "This position can be completed in exactly one way."
	case exact:
		return fmt.Sprintf("This position can be completed in %d ways.", count)
	case count > 0:
		return fmt.Sprintf("This position can be completed: about %s ways (between %s and %s); %d found so far.", round(estimate), round(low), round(high), count)
	}
	return fmt.Sprintf("No completion found yet; the estimate is about %s ways (at most %s).", round(estimate), round(high))
}

// round writes a count estimate with two significant digits.
func round(v float64) string {
	if v >= 100 {
		unit := math.Pow(10, math.Floor(math.Log10(v))-1)
		v = math.Round(v/unit) * unit
	}
	return fmt.Sprintf("%.0f", v)
}
