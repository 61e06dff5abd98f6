// Package challenge makes starting positions of polyomino and polycube
// puzzles: some pieces placed in advance, each where a real solution puts
// it, so that the pieces left have exactly one way to complete the
// region. A person picks how many pieces are left to place and how hard
// the rest is (Level); the same seed gives the same positions.
//
// The generator draws a random solution (a dancing-links search whose
// rows are shuffled), takes its pieces away one at a time in a random
// order for as long as the rest keeps exactly one completion (a count
// that stops at two), until the requested number is left, and grades the
// result with Measure. It is pure Go, for the command line and for the
// playground's workers alike: it takes a context to cancel it and reports
// its progress.
//
// A Position is the puzzle with its pre-placed pieces turned into
// stationary pieces (Position.Problem); def.Format writes it as a
// definition that any solver reads.
package challenge

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// Options choose a starting position.
type Options struct {
	// Left is the number of pieces left to place, from 1 to the number
	// of mobile pieces.
	Left int
	// Level is the difficulty wanted; Any takes the first position
	// found, whatever its grade.
	Level Level
	// Seed seeds the random choices: the same puzzle, options and seed
	// give the same positions.
	Seed int64
	// Tries is the number of random solutions in a row that may give
	// no new position before Generate gives up (0: DefaultTries). A
	// position is tried from each solution.
	Tries int
}

// DefaultTries is Options.Tries' default: the number of random
// solutions in a row without a new position after which Generate
// reports that it found no position as asked.
const DefaultTries = 200

// Position is a starting position: a puzzle with some of its pieces
// placed, whose other pieces have exactly one completion.
type Position struct {
	// Puzzle is the puzzle the position starts from.
	Puzzle *solver.Problem
	// Placed are the pre-placed pieces, each where the solution the
	// position was made from puts it, in the puzzle's piece order.
	Placed []solver.Placement
	// Completion places the pieces left, in the puzzle's piece order:
	// the position's one completion.
	Completion []solver.Placement
	// Grade is the difficulty of the pieces left (see Measure).
	Grade Grade
}

// Left returns the number of pieces left to place.
func (p *Position) Left() int { return len(p.Completion) }

// Problem returns the position as a puzzle of its own: the puzzle's box
// and pieces, the pre-placed ones turned into stationary pieces of the
// same names at their cells (solver.WithPlaced). def.Format writes it as
// a definition. The error says why Placed is not a position of Puzzle,
// which a Position from Generate always is.
func (p *Position) Problem() (*solver.Problem, error) {
	return solver.WithPlaced(p.Puzzle, p.Placed)
}

// Key identifies the position among those of its puzzle: the cells of
// each pre-placed piece, in a fixed order. The cells of a placement
// determine its shape, so two positions have the same key when they place
// the same pieces alike, or differ only in which of two pieces of the
// same shape lies where: the same position for a person.
func (p *Position) Key() string {
	keys := make([]string, len(p.Placed))
	for i, pl := range p.Placed {
		cells := slices.Clone(pl.Cells)
		grid.SortPoints(cells, grid.Compare)
		var b strings.Builder
		for _, c := range cells {
			fmt.Fprintf(&b, "%d,%d,%d;", c.X, c.Y, c.Z)
		}
		keys[i] = b.String()
	}
	slices.Sort(keys)
	return strings.Join(keys, "|")
}

// Progress reports how far Generate has gone.
type Progress struct {
	// Solutions is the number of random solutions drawn.
	Solutions int
	// Searches is the number of positions counted or graded.
	Searches int
	// Positions is the number of positions made.
	Positions int
}

// errSpare is New's error for a puzzle whose pieces may be left out
// (solver.Piece.Spare).
var errSpare = errors.New("starting positions: some pieces may be left out, which the generator does not support: it places every piece")

// ErrNotFound is wrapped by the error Generate returns when it drew
// Options.Tries solutions without finding a position as asked.
var ErrNotFound = errors.New("no position found")

// Generator makes starting positions of one puzzle. It is not safe for
// concurrent use.
type Generator struct {
	puzzle *solver.Problem
	model  *solver.Model
	// mobile are the indices of the mobile pieces in puzzle.Pieces.
	mobile   []int
	progress Progress
	report   func(Progress)
}

// New checks p and prepares a generator for it.
func New(p *solver.Problem) (*Generator, error) {
	return newContext(context.Background(), p)
}

// newContext is New with the checkpoints of ctx (solver.NewModelContext).
func newContext(ctx context.Context, p *solver.Problem) (*Generator, error) {
	m, err := solver.NewModelContext(ctx, p)
	if err != nil {
		return nil, err
	}
	if m.HasSpare() {
		// Its random solution places every piece.
		return nil, errSpare
	}
	g := &Generator{puzzle: p, model: m}
	for i, pc := range p.Pieces {
		if !pc.Stationary {
			g.mobile = append(g.mobile, i)
		}
	}
	return g, nil
}

// Pieces returns the number of mobile pieces, the most Options.Left can
// be.
func (g *Generator) Pieces() int { return len(g.mobile) }

// Generate returns a starting position of p as opt asks, calling progress
// (if not nil) as it goes. It is New and Generator.Generate.
func Generate(ctx context.Context, p *solver.Problem, opt Options, progress func(Progress)) (*Position, error) {
	g, err := newContext(ctx, p)
	if err != nil {
		return nil, err
	}
	ps, err := g.Generate(ctx, opt, 1, progress)
	if err != nil {
		return nil, err
	}
	return ps[0], nil
}

// check validates opt against the puzzle.
func (g *Generator) check(opt Options) error {
	if n := len(g.mobile); opt.Left < 1 || opt.Left > n {
		return fmt.Errorf("pieces left must be from 1 to %d (the puzzle's mobile pieces), got %d", n, opt.Left)
	}
	if !opt.Level.valid() {
		return fmt.Errorf("unknown level %d", int(opt.Level))
	}
	if opt.Tries < 0 {
		return fmt.Errorf("tries must be at least 0, got %d", opt.Tries)
	}
	return nil
}

// newRand returns the random numbers of seed.
func newRand(seed int64) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(seed), 0x706f6c79706c6179))
}

// Generate returns n different starting positions as opt asks, from one
// stream of random numbers: the first of them is the position that n = 1
// gives. It calls progress (if not nil) after every search. On an error
// it returns the positions found so far with it: ctx's error if ctx is
// cancelled, one that wraps ErrNotFound if opt.Tries random solutions in
// a row give no new position.
func (g *Generator) Generate(ctx context.Context, opt Options, n int, progress func(Progress)) ([]*Position, error) {
	if err := g.check(opt); err != nil {
		return nil, err
	}
	if n < 1 {
		return nil, fmt.Errorf("the number of positions must be at least 1, got %d", n)
	}
	g.progress = Progress{}
	return g.generate(ctx, opt, n, progress)
}

// generate is Generate once the options are checked; it counts on from
// g.progress.
func (g *Generator) generate(ctx context.Context, opt Options, n int, progress func(Progress)) ([]*Position, error) {
	tries := opt.Tries
	if tries == 0 {
		tries = DefaultTries
	}
	g.report = progress
	rng := newRand(opt.Seed)
	seen := map[string]bool{}
	var out []*Position
	for miss := 0; len(out) < n; {
		if miss == tries {
			return out, fmt.Errorf("%w: %d random solutions gave no %sposition with %d pieces left and exactly one completion%s",
				ErrNotFound, tries, another(len(out)), opt.Left, opt.Level.phrase())
		}
		pos, err := g.fromSolution(ctx, rng, opt, seen)
		if err != nil {
			return out, err
		}
		if pos == nil {
			miss++
			continue
		}
		miss = 0
		seen[pos.Key()] = true
		out = append(out, pos)
		g.progress.Positions++
		g.tell()
	}
	return out, nil
}

func another(found int) string {
	if found > 0 {
		return "other "
	}
	return ""
}

// fromSolution draws a random solution and tries to make a new position
// from it: nil if it cannot.
func (g *Generator) fromSolution(ctx context.Context, rng *rand.Rand, opt Options, seen map[string]bool) (*Position, error) {
	sol, err := g.randomSolution(ctx, rng)
	if err != nil {
		return nil, err
	}
	g.progress.Solutions++
	g.tell()
	n := len(g.mobile)
	// placed[i] says whether mobile piece i (an index into sol) is
	// pre-placed. Taking a piece away never makes the completions fewer
	// (every completion of the smaller position is one of the larger
	// with that piece put back), so one pass in a random order finds
	// which pieces can go.
	placed := make([]bool, n)
	for i := range placed {
		placed[i] = true
	}
	order := rng.Perm(n)
	left := 0
	for k, i := range order {
		if left == opt.Left-1 {
			// The last piece to take away: try every candidate left,
			// and keep the first at the level wanted.
			return g.last(ctx, sol, placed, order[k:], opt, seen)
		}
		placed[i] = false
		one, err := g.unique(ctx, sol, placed)
		if err != nil {
			return nil, err
		}
		if one {
			left++
		} else {
			placed[i] = true
		}
	}
	return nil, nil
}

// last tries taking away each piece of candidates in turn from the
// position that placed describes, and returns the first position with
// exactly one completion, at opt.Level and not in seen.
func (g *Generator) last(ctx context.Context, sol []solver.Placement, placed []bool, candidates []int, opt Options, seen map[string]bool) (*Position, error) {
	for _, i := range candidates {
		placed[i] = false
		pos := g.position(sol, placed)
		if seen[pos.Key()] {
			placed[i] = true
			continue
		}
		one, err := g.unique(ctx, sol, placed)
		if err != nil {
			return nil, err
		}
		if one {
			q, err := pos.Problem()
			if err != nil {
				return nil, err
			}
			gr, err := Measure(ctx, q)
			g.progress.Searches++
			g.tell()
			if err != nil {
				return nil, err
			}
			if gr.Solutions != 1 {
				// The count and the grading search disagree: a bug.
				return nil, fmt.Errorf("challenge: the grading search found %d completions of a position counted to one", gr.Solutions)
			}
			if opt.Level == Any || gr.Level == opt.Level {
				pos.Grade = gr
				return pos, nil
			}
		}
		placed[i] = true
	}
	return nil, nil
}

// position returns the position of sol whose pre-placed pieces placed
// marks.
func (g *Generator) position(sol []solver.Placement, placed []bool) *Position {
	pos := &Position{Puzzle: g.puzzle}
	for i, pl := range sol {
		if placed[i] {
			pos.Placed = append(pos.Placed, pl)
		} else {
			pos.Completion = append(pos.Completion, pl)
		}
	}
	return pos
}

// countOptions is the configuration that counts a position's completions:
// plain DLX with the min-fit heuristic, stopping at the second. Sub-puzzles
// of a few pieces are searched in microseconds; the automatic
// configuration's preparation (FILA's tables, the symmetry check) costs
// more than the search (BenchmarkCount in this package measures both).
var countOptions = solver.Options{Run: solver.Run{MaxSolutions: 2}}

// unique reports whether the position of sol that placed marks has
// exactly one completion.
func (g *Generator) unique(ctx context.Context, sol []solver.Placement, placed []bool) (bool, error) {
	// A search of a few pieces may end before it looks at ctx.
	if err := ctx.Err(); err != nil {
		return false, err
	}
	pos := g.position(sol, placed)
	q, err := pos.Problem()
	if err != nil {
		return false, err
	}
	s, err := solver.NewContext(ctx, q, countOptions)
	if err != nil {
		return false, err
	}
	st, err := s.Solve(ctx, nil)
	g.progress.Searches++
	g.tell()
	if err != nil {
		return false, err
	}
	return st.Solutions == 1, nil
}

func (g *Generator) tell() {
	if g.report != nil {
		g.report(g.progress)
	}
}
