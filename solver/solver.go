package solver

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"time"

	"polyplay/solver/puzzle"
)

// Placement is one piece of a solution: its name and the box cells it
// covers.
type Placement = puzzle.Placement

// Solution places every mobile piece that is not spare, and the spare
// pieces it uses, in the problem's piece order.
type Solution = puzzle.Solution

// Solver solves one problem with fixed options. A Solver is not safe for
// concurrent use; make one per goroutine.
type Solver struct {
	// Model is the compiled problem.
	Model *Model
	opt   Options
	// active marks the images left after the image filters.
	active []bool
	// sym holds the symmetries used by the redundancy and unique filters.
	sym *symmetry
	// red is the redundancy filter's constraint (redundancy.go).
	red redundancy
	// redFirst makes DLX branch on the constrained shape's column first
	// (-R).
	redFirst bool
	notes    []string
	// unapplied are the notes on options given that the puzzle keeps
	// from being applied (Unapplied); they are among notes too.
	unapplied []string
	// orig are the options New was given, before Options.Auto filled
	// them in (the redundancy piece's choice estimates searches made
	// from them).
	orig Options
	// reduced, if set, is the solver whose search Solve runs and
	// expands by symmetry; exp is set in that solver (expand.go).
	reduced *Solver
	exp     *expansion
	// con holds the constraint filters' state (constraints.go).
	con *constraints
	// tables are FILA's compiled sub-puzzles, stored for later runs and
	// shared with the solvers Reuse makes (fila_store.go).
	tables *filaStore
	// traceImage, if set with Options.Trace, receives the trace events
	// by image instead (the redundancy pick's sample: redpick.go).
	traceImage func(k EventKind, id int)
	// hooks are the test hooks of the solver's searches (hooks.go): the
	// zero value but in tests, which pass them to newFromModel.
	hooks testHooks
}

// New compiles p and prepares the filters that opts ask for. It is
// NewContext with a context that is never done.
func New(p *Problem, opts Options) (*Solver, error) {
	return NewContext(context.Background(), p, opts)
}

// NewContext compiles p and prepares the filters that opts ask for, as
// New does. The parts of the preparation that may take long (the volume
// filter over many images, the searches that choose the piece the
// redundancy filter constrains) stop with ctx's error as soon as ctx is
// done; a short preparation ends as New's would. Those searches have a
// budget of work that grows with the puzzle's size and is bounded;
// under WebAssembly they let the JavaScript event loop run every few
// tens of milliseconds, so that a cancel message is seen (checkpoint).
func NewContext(ctx context.Context, p *Problem, opts Options) (*Solver, error) {
	m, err := NewModelContext(ctx, p)
	if err != nil {
		return nil, err
	}
	return NewFromModelContext(ctx, m, opts)
}

// NewFromModelContext prepares a solver for an already compiled model,
// stopped as NewContext is.
func NewFromModelContext(ctx context.Context, m *Model, opts Options) (*Solver, error) {
	return newFromModelContext(ctx, m, opts, testHooks{})
}

// newFromModelContext is NewFromModelContext with the test hooks h, which
// the solver and the solvers it makes search with.
func newFromModelContext(ctx context.Context, m *Model, opts Options, h testHooks) (*Solver, error) {
	for _, st := range opts.Order {
		if !st.Heuristic.Valid() {
			return nil, fmt.Errorf("unknown heuristic %q", byte(st.Heuristic))
		}
	}
	for _, f := range opts.Fila {
		if f < 1 {
			return nil, fmt.Errorf("FILA threshold must be at least 1, got %d", f)
		}
	}
	if opts.NOFCells < 0 || opts.NOFCells > MaxNOFCells {
		return nil, fmt.Errorf("NOF cells must be from 0 to %d, got %d", MaxNOFCells, opts.NOFCells)
	}
	if err := checkParallel(m, opts); err != nil {
		return nil, err
	}
	if opts.Disassemble && opts.MCTrials > 0 {
		return nil, errors.New("--disassemble takes apart the assemblies found; -s samples the search and cannot be used with it")
	}
	chosen := len(opts.Fila) > 0 || len(opts.Order) > 0
	orig := opts
	if opts.Auto {
		opts = autoOptions(m, opts)
	}
	s := &Solver{Model: m, opt: opts, orig: orig, active: make([]bool, len(m.Images)), tables: &filaStore{}, hooks: h}
	for i := range s.active {
		s.active[i] = true
	}
	p := &preparer{s: s}
	if msg := exactFillOff(m, orig, &s.opt); msg != "" {
		p.unapplied(msg)
	}
	for _, msg := range spareOff(m, orig, &s.opt) {
		p.unapplied(msg)
	}
	if opts.Redundancy || opts.Unique || opts.Mirror {
		s.sym = newSymmetry(m, opts.Mirror)
	}
	if opts.Redundancy {
		if err := p.applyRedundancy(ctx, opts.RedundancyPiece); err != nil {
			return nil, err
		}
	}
	if err := p.prepareConstraints(ctx); err != nil {
		return nil, err
	}
	if opts.Auto && !chosen && !opts.RedundancyFirst {
		p.autoStart()
	}
	if err := p.prepareRedundancyFirst(); err != nil {
		return nil, err
	}
	if err := p.prepareExpansion(ctx, orig); err != nil {
		return nil, err
	}
	if opts.RedundancyFirst && !s.red.on() && s.reduced == nil {
		s.notes = append(s.notes, "-R: the redundancy filter (-r) constrains no piece, so no piece is placed first")
	}
	return s, nil
}

// preparer prepares a new solver's search, as New does: the symmetries,
// the redundancy filter's piece and its images, the image filters and
// backtrack triggers, the automatic start and the reduced search by
// symmetry, each step setting s's fields from the options and the
// steps before it. Once New returns, the solver's searches only read
// them.
type preparer struct {
	s *Solver
}

// unapplied notes msg, on an option given that the puzzle keeps from
// being applied (Solver.Unapplied).
func (p *preparer) unapplied(msg string) {
	p.s.notes = append(p.s.notes, msg)
	p.s.unapplied = append(p.s.unapplied, msg)
}

// prepareRedundancyFirst makes DLX place the piece that the redundancy
// filter constrains first (Options.RedundancyFirst): the search then
// starts with DLX, where an automatic configuration had FILA search from
// the top.
func (p *preparer) prepareRedundancyFirst() error {
	s := p.s
	P := s.Model.Pieces
	if !s.opt.RedundancyFirst || !s.red.on() || P < 2 {
		return nil
	}
	if slices.Contains(s.opt.Fila, P) {
		if !s.opt.Auto {
			return fmt.Errorf("-R places the piece of the redundancy filter first with DLX, but FILA searches from the top (-f%d, the number of pieces); give -f N below %d", P, P)
		}
		fila := slices.Clone(s.opt.Fila)
		for i, n := range fila {
			if n == P {
				fila[i] = P - 1
			}
		}
		s.opt.Fila = fila
	}
	s.redFirst = true
	return nil
}

// Whole returns a solver for the whole of s's search, not a part of it
// (Options.Part, Parts, Take and Share unset), that reports progress to
// progress about every interval, without preparing the search again as
// New does: the playground's divided runs try the whole search on their
// first worker before searching its part. s and the copy share what New
// prepared, which neither changes: they may be solved one after the
// other.
func (s *Solver) Whole(progress func(Stats), interval time.Duration) *Solver {
	return s.withOptions(func(o *Options) {
		o.Part, o.Parts, o.Take, o.Share = 0, 0, nil, nil
		o.Progress, o.ProgressInterval = progress, interval
	})
}

// WithTimeLimit returns a copy of s whose search stops after d
// (Options.TimeLimit; 0: no limit), without preparing the search again
// as New does: the playground counts a run's limit from the press on
// Solve, so a part that starts after the first worker's trial searches
// for what is left of it. s and the copy share what New prepared, as
// with Whole.
func (s *Solver) WithTimeLimit(d time.Duration) *Solver {
	return s.withOptions(func(o *Options) { o.TimeLimit = d })
}

// Reuse returns a solver for opts that shares what New prepared for s,
// without preparing the search again, if New would prepare it the same
// way: if opts differ from the options s was made with only in their
// Run, the options of a single run, and both or neither have a limit on
// solutions (MaxSolutions) and a trace (Trace). The copy searches as a
// solver made by New(p, opts) for s's problem p would: the same fits,
// attempts and solutions. Otherwise, or if opts are not valid, it
// returns false: New then makes the solver (or reports the error). s
// and the copy may be solved one after the other, as with Whole. The
// playground's worker keeps the solver of its last run this way: under
// WebAssembly New is slow to make until the browser has optimised it
// (see BenchmarkSmall's New under node).
func (s *Solver) Reuse(opts Options) (*Solver, bool) {
	if !samePreparation(s.orig, opts) || checkParallel(s.Model, opts) != nil {
		return nil, false
	}
	w := s.withOptions(func(o *Options) { o.Run = opts.Run })
	w.orig.Run = opts.Run
	return w, true
}

// withOptions returns a copy of s, and of the reduced solver it solves
// by symmetry if any (expand.go), with set applied to their options: set
// may change only the options of a single run (Options.Run), which
// New's preparation does not depend on (samePreparation).
func (s *Solver) withOptions(set func(*Options)) *Solver {
	w := *s
	set(&w.opt)
	if s.reduced != nil {
		w.reduced = s.reduced.withOptions(set)
	}
	return &w
}

// samePreparation reports whether New prepares the same search from
// options a and b: they are the same but for their Run, with a limit on
// solutions or none in both, and traced or not in both. Any other
// field, including one added later to Search, counts. New's preparation
// of a search (the automatic configuration, the redundancy filter's
// piece and its choice, the image filters, the reduced search by
// symmetry) does not read the options of a run, or reads them only as
// samePreparation compares them: New only checks the division of the
// search (Jobs, Split, Part, Parts, Take, Share: checkParallel, which
// Reuse runs again); Jobs also sets how many goroutines run the volume
// filter, whose result does not depend on it. The redundancy filter's
// choice samples the search only without a limit on solutions, and the
// search is solved by symmetry only when it is not traced.
func samePreparation(a, b Options) bool {
	if (a.MaxSolutions == 0) != (b.MaxSolutions == 0) || (a.Trace == nil) != (b.Trace == nil) {
		return false
	}
	a.Run, b.Run = Run{}, Run{}
	return reflect.DeepEqual(a, b)
}

// Notes returns messages for the user gathered while preparing the solve
// (for example which piece the redundancy filter constrained).
func (s *Solver) Notes() []string { return s.notes }

// Unapplied returns the notes, among Notes, on the options New was given
// that it did not apply because the puzzle breaks what they assume (the
// volume filter on a puzzle with a piece in several parts): a caller
// that shows no other note shows these, so that no option given is
// ignored unsaid.
func (s *Solver) Unapplied() []string {
	if s.reduced != nil {
		return s.reduced.Unapplied()
	}
	return s.unapplied
}

// ActiveImages returns the number of images left after the filters.
func (s *Solver) ActiveImages() int {
	return activeImages(s.active)
}

// errStop is returned internally when the search must end early.
var errStop = errors.New("stop")

// Solve runs the search, calling fn for each solution (fn may be nil; it
// returns false to stop). It returns the statistics; the error is non-nil
// only if ctx was cancelled, in which case the statistics so far are
// returned too.
//
// The calls of fn are serialised: one Solve never calls fn while an
// earlier call has not returned, even when the search runs on several
// goroutines (Options.Jobs, a part taking branches from a queue), so fn
// needs no lock of its own for its state. They may come from goroutines
// other than the caller's, and fn runs while the other workers wait to
// hand on their solutions, so it should return soon. Once fn returns
// false, or Solve returns, fn is not called again. Options.Progress
// is a callback of its own, not serialised with fn.
func (s *Solver) Solve(ctx context.Context, fn func(Solution) bool) (Stats, error) {
	if s.reduced != nil {
		return s.reduced.solveExpanded(ctx, fn)
	}
	if s.opt.MCTrials > 0 {
		return s.solveMonteCarlo(ctx, fn)
	}
	s.tables.begin()
	if s.splitSearch() {
		return newSplitRun(s, ctx, fn).run()
	}
	return s.solveOne(ctx, fn)
}

// solveOne is Solve's search on one engine, once Solve has counted the
// run (filaStore.begin): a parallel search too small to divide comes back
// here, as the same run.
func (s *Solver) solveOne(ctx context.Context, fn func(Solution) bool) (Stats, error) {
	if s.opt.Parts > 1 && s.opt.Part > 0 {
		// A search too small to divide (fewer than 3 pieces, or
		// impossible) or that may leave pieces out is part 0's: the other parts find nothing, so
		// that the parts' counts add up.
		st := s.emptyStats()
		st.Notes = append([]string(nil), s.notes...)
		return st, nil
	}
	e := newEngine(s, ctx, fn)
	e.store = s.tables.forRun()
	start := time.Now()
	e.start = start
	e.run()
	e.store.putCache(e.fila)
	e.stats.Elapsed = time.Since(start)
	e.stats.Notes = append(append([]string(nil), s.notes...), e.stats.Notes...)
	if e.stats.Stopped == "cancel" {
		return e.stats, ctx.Err()
	}
	return e.stats, nil
}
