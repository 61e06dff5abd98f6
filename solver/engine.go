package solver

import (
	"context"
	"fmt"
	"slices"
	"time"

	"polyplay/solver/dlx"
)

// engine is the state of one search: the DLX matrix of the active images,
// the stack of placed images and the statistics.
//
//typesize:allow the search's hot state: every node's step reads its fields directly.
type engine struct {
	s    *Solver
	m    *Model
	ctx  context.Context
	beat func() // ctx's heartbeat, nil if none (WithHeartbeat)
	fn   func(Solution) bool

	mat      *dlx.Matrix
	rowImage []int // DLX row -> image id
	cells    int   // number of cell columns; shape columns follow

	heur     []OrderStep // heuristic in force per remaining pieces
	ranks    [][]float64 // cell ranks per remaining pieces (fixed orders)
	filaAt   []bool      // FILA takes over when this many pieces remain
	occupied []bool      // cell occupancy, for the estimate heuristic
	fila     *filaCache  // FILA's compiled state, kept across hook calls
	store    *filaStore  // the solver's compiled sub-puzzles, nil if this run stores none
	x        *searchExt  // triggers, repeated filters, progress, Monte Carlo (constraints.go)
	sets     nodeSearch  // the search on sets of rows that replaces dlx, or nil (bitsearch.go, masksearch.go)

	// split, when positive, is the number of remaining pieces at which a
	// parallel or partial search divides the tree into branches; pw
	// decides which of them this engine searches (parallel.go).
	split int
	pw    *parWorker
	// claimed says that the caller has claimed the split-level node being
	// entered (see claimFirst).
	claimed bool
	// split2, when positive, is the level at which a branch of a parallel
	// search is shared on demand (parallel.go); helping says that the
	// engine walks again to share another worker's branch.
	split2  int
	helping bool

	stack []int    // placed image ids
	labs  labelBuf // the output filters' scratch space (accept)
	orbit orbitBuf // all solutions by symmetry's scratch space (expand.go)
	stats Stats

	start     time.Time
	deadline  time.Time
	lastProg  time.Time
	progEvery time.Duration
	polls     uint32
	stopped   bool

	// hooks are the solver's test hooks; filaRun is runFila, or the hook
	// that replaces it.
	hooks   testHooks
	filaRun func(e *engine, p int)
	// trial is a parallel search's sequential trial (trial.go), judged
	// at each full poll and each DLX node, or nil.
	trial *trial
}

// pollMask sets how often (in search nodes) the engine checks for
// cancellation, the time limit and progress reports.
const pollMask = 1<<12 - 1

func newEngine(s *Solver, ctx context.Context, fn func(Solution) bool) *engine {
	m := s.Model
	e := &engine{s: s, m: m, ctx: ctx, beat: heartbeat(ctx), fn: fn, cells: len(m.Cells), hooks: s.hooks, filaRun: runFila}
	if s.hooks.fila != nil {
		e.filaRun = s.hooks.fila
	}
	P := m.Pieces
	e.stats.Attempts = make([]int64, P+1)
	e.stats.Fits = make([]int64, P+1)
	for _, c := range e.stats.levelCounts() {
		*c = make([]int64, P+1)
	}
	e.heur = heuristicAt(s.opt.Order, P)
	e.ranks = make([][]float64, P+1)
	cache := map[OrderStep][]float64{}
	for p, st := range e.heur {
		if st.Heuristic.Fixed() {
			key := st
			key.Center = nil
			if st.Center != nil {
				// Centres make steps distinct; no caching needed.
				e.ranks[p] = CellRanks(m, st)
				continue
			}
			if cache[key] == nil {
				cache[key] = CellRanks(m, st)
			}
			e.ranks[p] = cache[key]
		}
	}
	e.filaAt = make([]bool, P+1)
	for _, f := range s.opt.Fila {
		if f <= P {
			e.filaAt[f] = true
		}
	}
	e.occupied = make([]bool, len(m.Cells))
	e.progEvery = s.opt.ProgressInterval
	if e.progEvery <= 0 {
		e.progEvery = 200 * time.Millisecond
	}
	return e
}

// build makes the DLX matrix: one primary column per open cell and per
// shape (needing as many rows as the shape has pieces), one row per
// active image.
func (e *engine) build() {
	m := e.m
	// The redundancy filter's pairing prunes with secondary columns,
	// where the search is DLX throughout: FILA keeps its own state of
	// the rows, which would not follow them.
	pair := e.s.red.pair
	if e.usesFila() {
		pair = nil
	}
	first := len(m.Cells) + len(m.Shapes)
	e.mat = dlx.New(first, pair.columns())
	for c := range m.Cells {
		if m.Optional(c) {
			e.mat.SetSecondary(c)
		}
	}
	for s := range m.Shapes {
		if n := m.ShapeCount(s); n > 1 {
			e.mat.SetNeed(len(m.Cells)+s, n)
		}
		if m.ShapeSpare(s) > 0 {
			e.mat.SetSecondary(len(m.Cells) + s) // spare.go
		}
	}
	rows, nodes := 0, 0
	for id, img := range m.Images {
		if e.s.active[id] {
			rows++
			nodes += len(img.Cells) + 1
		}
	}
	e.mat.Grow(rows, nodes)
	e.rowImage = slices.Grow(e.rowImage[:0], rows)
	cols := make([]int, 0, 8)
	for id, img := range m.Images {
		if !e.s.active[id] {
			continue
		}
		cols = cols[:0]
		for _, c := range img.Cells {
			cols = append(cols, int(c))
		}
		cols = append(cols, len(m.Cells)+img.Shape)
		cols = pair.appendColumns(cols, id, first)
		e.mat.AddRow(cols...)
		e.rowImage = append(e.rowImage, id)
		if len(e.rowImage)%buildPoll == 0 {
			// Hundreds of thousands of images on the largest boards: let a
			// worker's event loop run as the build goes (the search's
			// first poll sees a cancel).
			_ = checkpoint(e.ctx)
		}
	}
	e.stats.Images = len(e.rowImage)
}

// usesFila reports whether FILA takes over at some level of the search:
// then only DLX's own levels follow the matrix's secondary columns.
func (e *engine) usesFila() bool { return slices.Contains(e.filaAt, true) }

// buildPoll is how many rows build adds between two checkpoints.
const buildPoll = 1 << 12

func (e *engine) run() {
	if e.beat != nil {
		e.beat() // a search of fewer nodes than a poll's beats once
	}
	if e.s.opt.TimeLimit > 0 {
		e.deadline = e.start.Add(e.s.opt.TimeLimit)
	}
	e.lastProg = e.start
	e.build()
	e.x = newSearchExt(e)
	// The searches on sets stop at the pieces' count: not where cells
	// may stay empty (optional.go), nor, but for the search on bit sets,
	// where pieces may be left out (spare.go).
	if !e.m.HasOptional() {
		if ms := newMaskSearch(e); ms != nil && !e.m.HasSpare() {
			e.sets = ms
		} else if bs := newBitSearch(e); bs != nil {
			e.sets = bs
		}
	}
	e.dlx(e.m.Pieces)
	if e.pw == nil || e.pw.share == nil {
		e.finish()
	}
	// A worker that shares branches on demand finishes after helping
	// others (engine.work).
}

// finish completes the statistics and makes the last progress report.
func (e *engine) finish() {
	e.x.finish()
	if e.fila.memoMade() {
		e.stats.Notes = append(e.stats.Notes, fmt.Sprintf("memo of dead ends: on where %d or more pieces remain", max(e.s.opt.Memo, 2)))
	}
	if e.s.opt.Progress != nil {
		e.stats.Elapsed = time.Since(e.start)
		e.s.opt.Progress(e.stats)
	}
}

// poll checks, every pollMask+1 calls, for cancellation, the time limit
// and whether a progress report is due, and calls the heartbeat of the
// search's context (WithHeartbeat). It returns false to stop.
func (e *engine) poll() bool {
	e.polls++
	if e.polls&pollMask != 0 {
		return !e.stopped
	}
	if e.stopped {
		return false
	}
	if e.beat != nil {
		e.beat()
	}
	if e.spent() {
		return false
	}
	yield()
	if e.s.opt.Progress == nil {
		// A search without progress reports (a split level's walk, a
		// challenge's count) lets the event loop run of itself: under
		// WebAssembly its worker must see a cancel and answer the
		// page's watch (ui/workers).
		_ = checkpoint(e.ctx)
	}
	if err := e.ctx.Err(); err != nil {
		e.stop("cancel")
		return false
	}
	now := time.Now()
	if !e.deadline.IsZero() && now.After(e.deadline) {
		e.stop("time")
		return false
	}
	if e.s.opt.Progress != nil && now.Sub(e.lastProg) >= e.progEvery {
		e.lastProg = now
		e.stats.Elapsed = now.Sub(e.start)
		e.fillProgress(now)
		e.s.opt.Progress(e.stats)
	}
	return true
}

func (e *engine) stop(why string) {
	if !e.stopped {
		e.stopped = true
		e.stats.Stopped = why
	}
}

// enter begins a node of the search with p pieces remaining, for DLX
// on links and on sets of rows: it reports whether the node is to be
// searched, having taken the solution (p == 0), left a node another
// worker owns, or stopped (a poll's cancel, the budget of fits).
func (e *engine) enter(p int) bool {
	if p == 0 {
		// Where cells may stay empty, the pieces may all be placed
		// with a cell that must be filled still open.
		if !e.m.HasOptional() || e.mat.Done() {
			e.solution()
		}
		return false
	}
	if e.m.HasSpare() && e.coverDone(p) {
		// Pieces that may be left out remain (spare.go).
		if e.sparesMet() {
			e.solution()
		}
		if !e.m.HasOptional() {
			return false
		}
	}
	if e.claimed {
		e.claimed = false // claimFirst has claimed this node
	} else if !e.owns(p) {
		return false
	}
	if !e.poll() {
		return false
	}
	return !e.spent()
}

// dlx searches with p pieces remaining.
func (e *engine) dlx(p int) {
	if e.sets != nil {
		e.sets.node(p)
		return
	}
	if !e.enter(p) {
		return
	}
	if e.filaAt[p] {
		e.filaRun(e, p)
		return
	}
	col := e.choose(p)
	if col == chooseEmpty {
		e.emptyBranch(p)
		return
	}
	if col < 0 {
		return
	}
	e.mat.Cover(col)
	e.branch(col, p)
	e.mat.Uncover(col)
}

// branch tries each row of the covered column col with p pieces
// remaining.
func (e *engine) branch(col, p int) {
	if e.x != nil && p >= e.x.from {
		e.x.branch(col, p)
		return
	}
	for x := e.mat.FirstRow(col); x != 0; x = e.mat.NextRow(x) {
		e.stats.Attempts[p]++
		e.stats.Fits[p]++
		if e.split > 0 && p-1 == e.split && !e.claimFirst() {
			continue
		}
		e.place(x)
		e.dlx(p - 1)
		e.unplace(x)
		if e.stopped {
			break
		}
	}
}

// tryRow counts an attempt and a fit of a row with p pieces remaining
// and reports whether this search places it: false when the node it
// makes at the split level is another worker's or part's (claimFirst).
// The searches on sets (bitsearch.go, masksearch.go) call it for each
// row of the branching column, after trackBranches.
func (e *engine) tryRow(p int, tracked bool) bool {
	e.stats.Attempts[p]++
	e.stats.Fits[p]++
	if e.split > 0 && p-1 == e.split && !e.claimFirst() {
		if tracked {
			e.x.idx[p]++
		}
		return false
	}
	return true
}

// trackBranches records, for the parallel search, that the node with p
// pieces remaining branches on n rows, where that level is tracked
// (searchExt.top), and reports whether it is. The searches on sets
// count each branch done (e.x.idx) and clear e.x.in at the end.
func (e *engine) trackBranches(p, n int) bool {
	x := e.x
	if p < x.top {
		return false
	}
	x.cnt[p], x.idx[p], x.in[p] = n, 0, true
	return true
}

// claimFirst claims the split-level node that placing the next row
// makes, before the row is placed: a node another worker or part takes
// then costs no placement. It is for callers that always enter the node
// after placing (no trigger can reject it); dlx then skips its own claim.
func (e *engine) claimFirst() bool {
	if !e.claim() {
		return false
	}
	e.claimed = true
	return true
}

// place puts the row of node x, in the covered branching column, into the
// solution.
func (e *engine) place(x int32) {
	e.mat.Select(x)
	id := e.rowImage[e.mat.Row(x)]
	e.stack = append(e.stack, id)
	for _, c := range e.m.Images[id].Cells {
		e.occupied[c] = true
	}
	if e.s.opt.Trace != nil {
		e.trace(EventPlace, id)
	}
}

func (e *engine) unplace(x int32) {
	id := e.rowImage[e.mat.Row(x)]
	e.stack = e.stack[:len(e.stack)-1]
	for _, c := range e.m.Images[id].Cells {
		e.occupied[c] = false
	}
	e.mat.Deselect(x)
	if e.s.opt.Trace != nil {
		e.trace(EventRemove, id)
	}
}

func (e *engine) trace(k EventKind, id int) {
	if e.s.traceImage != nil {
		e.s.traceImage(k, id)
		return
	}
	img := e.m.Images[id]
	e.s.opt.Trace(Event{Kind: k, Piece: e.m.ShapeName(img.Shape), Cells: e.m.ImagePoints(id)})
}

// choose returns the column to branch on with p pieces remaining, -1
// when the search must backtrack, or chooseEmpty where every cell that
// must be filled is and the pieces left can go only into cells that may
// stay empty (emptyBranch).
//
// Min-fit (Knuth's S) looks at every column, as Busche's "Solving
// Polyomino and Polycube Puzzles" describes: a column with no rows left
// ends the branch, else the first column with exactly one row is taken,
// else the first column with fewest rows. A one-row column must not end
// the scan: a later column with none would make its placement a wasted
// fit.
//
// The heuristics that target cells (first hole, coordinates, radial,
// angular, estimate) look at the cell columns only, as polycube 2.0 does
// (its Table 1 in Busche's FILA article, P3 -r -V -of=11: 1,000,250 fits,
// which polycube 1.2.1's rule over all columns does not give): a cell
// with no images left ends the branch, else the first cell with one image
// is filled, else the heuristic's cell. A piece with no images left is
// found when the cells run out.
func (e *engine) choose(p int) int {
	mat := e.mat
	if e.s.redFirst && p == e.m.Pieces {
		// -R: the constrained piece first.
		if c := e.cells + e.s.red.shape; mat.Size(c) > 0 {
			return c
		}
		return -1
	}
	st := e.heur[p]
	ranks := e.ranks[p]
	best, bestSize := -1, int(^uint(0)>>1)
	bestRank := 0.0
	bestOpen := 7
	one := -1
	minFit := st.Heuristic == MinFit
	for c := mat.FirstColumn(); c >= 0; c = mat.NextColumn(c) {
		if !minFit && c >= e.cells {
			break // shape columns follow the cell columns
		}
		size, need := mat.Size(c), mat.Need(c)
		if size < need {
			return -1
		}
		if need > 1 || one >= 0 {
			// Branching on a shape with several pieces left repeats
			// solutions; once a one-row column is found, only a column
			// with none can take its place.
			continue
		}
		if size == 1 {
			one = c
			continue
		}
		switch {
		case minFit:
			if size < bestSize {
				best, bestSize = c, size
			}
		case st.Heuristic == Estimate:
			open := e.openNeighbors(c)
			if open < bestOpen || open == bestOpen && size < bestSize {
				best, bestSize, bestOpen = c, size, open
			}
		default:
			r := ranks[c]
			if best < 0 || r < bestRank || r == bestRank && size < bestSize {
				best, bestSize, bestRank = c, size, r
			}
		}
	}
	if one >= 0 {
		return one
	}
	if best < 0 {
		// No cell is open but shapes remain, or only shape columns with
		// several pieces remain: take the smallest column (none with no
		// rows ends the branch).
		for c := mat.FirstColumn(); c >= 0; c = mat.NextColumn(c) {
			if mat.Need(c) == 1 && mat.Size(c) < bestSize {
				best, bestSize = c, mat.Size(c)
			}
		}
		if best < 0 && e.m.HasOptional() {
			// The pieces left go into cells that may stay empty.
			return chooseEmpty
		}
	}
	return best
}

func (e *engine) openNeighbors(c int) int {
	n := 0
	for _, nb := range e.m.Neighbors(c) {
		if nb >= 0 && !e.occupied[nb] {
			n++
		}
	}
	return n
}

// solution records the images on the stack as a solution, after the
// output filters.
func (e *engine) solution() {
	if e.pw != nil && e.pw.sh != nil {
		e.pw.sh.solution(e)
		return
	}
	if !e.s.accept(e.stack, &e.labs) {
		if e.s.opt.Unique {
			e.stats.Redundant++
		}
		return
	}
	if e.s.exp != nil {
		e.expandedSolution(nil)
		return
	}
	e.stats.Solutions++
	if e.s.opt.Trace != nil {
		e.s.opt.Trace(Event{Kind: EventSolution})
	}
	if e.fn != nil && e.s.opt.kept(e.stats.Solutions) && !e.fn(e.s.Model.makeSolution(e.stack)) {
		e.stop("max")
		return
	}
	if max := e.s.opt.MaxSolutions; max > 0 && e.stats.Solutions >= max {
		e.stop("max")
	}
}

// kept reports whether the n-th solution found (counting from 1) goes to
// Solve's callback (Keep).
func (o *Options) kept(n int64) bool { return o.Keep <= 0 || o.Disassemble || n <= o.Keep }

// imageBefore orders images by shape, then by first cell.
func imageBefore(m *Model, a, b int) bool {
	x, y := &m.Images[a], &m.Images[b]
	if x.Shape != y.Shape {
		return x.Shape < y.Shape
	}
	return x.Cells[0] < y.Cells[0]
}
