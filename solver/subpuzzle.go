package solver

import (
	"context"
	"fmt"
	"time"
)

// Subproblems splits the search into independent sub-puzzles (polycube
// 1.2.1's goal option): it runs the search, with the solver's heuristics,
// filters and triggers, until remaining pieces are left, and passes each
// partial assembly reached to fn as a standalone Problem whose placed
// pieces are stationary. fn returns false to stop.
//
// Solving every sub-puzzle with the same options except the symmetry
// filters (-r, -u, -M: they acted during the split) gives solution counts
// that add up to the count of the whole search. For that, a partial
// assembly is only written once the output filters' verdict on all of its
// completions is known from the cells placed so far: assemblies they would
// all be rejected from are dropped, and assemblies whose verdict still
// depends on cells not yet filled (for instance one fixed by a symmetry of
// the region) are split further, down to a single remaining piece if
// need be. The constrained piece of -r (and of -M) must be placed before
// a sub-puzzle is written, since a standalone puzzle cannot carry the
// constraint. So some sub-puzzles may have fewer than remaining pieces.
//
// remaining must be between 1 and the number of pieces less 1. The error
// is non-nil for a bad remaining or if ctx was cancelled.
func (s *Solver) Subproblems(ctx context.Context, remaining int, fn func(*Problem) bool) error {
	_, err := s.subproblems(ctx, remaining, fn, false)
	return err
}

// SubproblemStats is Subproblems that also returns the statistics of the
// search down to the sub-puzzles (polycube 1.2.1's -g with -i): each
// sub-puzzle passed to fn counts as a solution. The solver's trace
// (Options.Trace) gets the search's placements and removals (-g with -t).
func (s *Solver) SubproblemStats(ctx context.Context, remaining int, fn func(*Problem) bool) (Stats, error) {
	return s.subproblems(ctx, remaining, fn, true)
}

// subproblems is Subproblems, traced if trace is set.
func (s *Solver) subproblems(ctx context.Context, remaining int, fn func(*Problem) bool, trace bool) (Stats, error) {
	P := s.Model.Pieces
	if remaining < 1 || remaining >= P {
		return Stats{}, fmt.Errorf("sub-puzzles: the number of remaining pieces must be between 1 and %d, got %d", P-1, remaining)
	}
	if s.Model.HasOptional() {
		return Stats{}, errSubproblemsOptional
	}
	if s.Model.colour != nil {
		return Stats{}, errSubproblemsColours
	}
	if s.Model.HasSpare() {
		return Stats{}, errSpare("the split into sub-puzzles")
	}
	if err := ctx.Err(); err != nil {
		return s.emptyStats(), err
	}
	if s.sym != nil && s.sym.exact && (s.opt.Unique || s.red.filters() || s.con.mirror != nil) {
		// judge compares partial labellings, which do not tell such
		// pieces apart (twinParts).
		return Stats{}, fmt.Errorf("sub-puzzles: pieces of one shape are in several parts, which the output filters (-r, -u, -M) cannot tell apart in a partial assembly; leave them out")
	}
	if s.con.impossible {
		st := s.emptyStats()
		st.Notes, st.Progress = append([]string(nil), s.notes...), 1
		return st, nil
	}
	start := time.Now()
	quiet := *s
	quiet.reduced = nil // the plain search (expand.go)
	if !trace {
		quiet.opt.Trace = nil
	}
	quiet.opt.Progress = nil
	quiet.opt.MaxSolutions, quiet.opt.TimeLimit, quiet.opt.MCTrials = 0, 0, 0
	e := quiet.newRunEngine(ctx, nil)
	e.start = start
	sp := &splitter{e: e, fn: fn, cut: remaining, lab: make([]int32, len(s.Model.Cells))}
	sp.node(P)
	e.x.finish()
	st := e.stats
	st.Solutions = int64(sp.count)
	st.Elapsed = time.Since(start)
	st.Notes = append(append([]string(nil), s.notes...), st.Notes...)
	if st.Stopped == "cancel" {
		return st, ctx.Err()
	}
	return st, nil
}

// splitter walks the search down to the cut.
type splitter struct {
	e     *engine
	fn    func(*Problem) bool
	cut   int
	count int
	lab   []int32
}

// node searches with p pieces remaining.
func (sp *splitter) node(p int) {
	e := sp.e
	if !e.poll() {
		return
	}
	block := -1
	if p <= sp.cut {
		switch sp.decide() {
		case triNo:
			return
		case triYes:
			sp.emit(e.stack)
			return
		}
		block = e.s.con.block
	}
	col := e.choose(p)
	if col < 0 {
		return
	}
	if block >= 0 && e.mat.Size(col) > 1 && e.mat.Need(block) == 1 {
		// Fill first what the verdict waits for.
		col = block
	}
	e.mat.Cover(col)
	for r := e.mat.FirstRow(col); r != 0; r = e.mat.NextRow(r) {
		e.stats.Attempts[p]++
		e.stats.Fits[p]++
		e.place(r)
		id := e.stack[len(e.stack)-1]
		mark := len(e.x.hidden)
		if e.x.enter(id, p-1, true) {
			if p == 1 {
				// Still undecided with one piece left: the placement just
				// made completes the only solution of that sub-puzzle.
				if e.s.accept(e.stack, &e.labs) {
					sp.emit(e.stack[:len(e.stack)-1])
				}
			} else {
				sp.node(p - 1)
			}
		}
		e.x.leave(id, mark)
		e.unplace(r)
		if e.stopped {
			break
		}
	}
	e.mat.Uncover(col)
}

// decide returns the output filters' verdict on every completion of the
// placed images, or triUnknown.
func (sp *splitter) decide() tri {
	s := sp.e.s
	lab := sp.lab
	for i := range lab {
		lab[i] = -1
	}
	for _, id := range sp.e.stack {
		img := s.Model.Images[id]
		for _, c := range img.Cells {
			lab[c] = int32(img.Shape)
		}
	}
	s.con.block = -1
	if s.red.on() && !placed(lab, s.red.shape, s.Model.Shapes[s.red.shape].Size) {
		s.con.blockShape(s.Model, s.red.shape)
		return triUnknown
	}
	if c := s.con.mirror; c != nil && c.shape >= 0 && !placed(lab, c.shape, s.Model.Shapes[c.shape].Size) {
		s.con.blockShape(s.Model, c.shape)
		return triUnknown
	}
	return s.judge(lab)
}

// emit writes the sub-puzzle of the given placed images.
func (sp *splitter) emit(stack []int) {
	e := sp.e
	m := e.m
	byPiece := e.s.Model.imagesByPiece(stack)
	src := m.Problem
	sp.count++
	q := &Problem{Name: fmt.Sprintf("%s-part%d", src.Name, sp.count), XDim: src.XDim, YDim: src.YDim, ZDim: src.ZDim, OneSided: src.OneSided, Grid: src.Grid}
	for i, pc := range src.Pieces {
		if id := byPiece[i]; id > 0 {
			q.Pieces = append(q.Pieces, Piece{Name: pc.Name, Cells: m.ImagePoints(int(id - 1)), Stationary: true})
			continue
		}
		q.Pieces = append(q.Pieces, Piece{Name: pc.Name, Cells: append([]Point(nil), pc.Cells...), Stationary: pc.Stationary, Group: pc.Group})
	}
	if !sp.fn(q) {
		e.stop("max")
	}
}

// tri is a verdict that may not be known yet.
type tri int8

const (
	triNo tri = iota
	triYes
	triUnknown
)

func and3(a, b tri) tri {
	switch {
	case a == triNo || b == triNo:
		return triNo
	case a == triYes && b == triYes:
		return triYes
	}
	return triUnknown
}

func not3(a tri) tri {
	switch a {
	case triNo:
		return triYes
	case triYes:
		return triNo
	}
	return triUnknown
}

// view is a labelling seen through transforms: view{ts}[c] is
// ts[0](ts[1](...(lab)))[c]. It locates the cell of lab behind a position.
type view []*transform

// cell returns the cell of lab that position c of the view shows.
func (v view) cell(c int) int {
	for _, t := range v {
		c = int(t.inv[c])
	}
	return c
}

// cmp3 compares labellings a and b (views va and vb of lab)
// lexicographically. If an unknown cell (negative label) comes before
// the first difference, it records the cell of lab behind it as the
// blocker and returns known = false.
func (c *constraints) cmp3(a, b []int32, va, vb view) (cmp int, known bool) {
	for i := range a {
		x, y := a[i], b[i]
		if x < 0 || y < 0 {
			if x < 0 {
				c.blockCell(va.cell(i))
			} else {
				c.blockCell(vb.cell(i))
			}
			return 0, false
		}
		if x != y {
			if x < y {
				return -1, true
			}
			return 1, true
		}
	}
	return 0, true
}

// blockCell records cell as what the verdict waits for, unless a blocker
// is already known.
func (c *constraints) blockCell(cell int) {
	if c.block < 0 {
		c.block = cell
	}
}

// blockShape records the (single-piece) shape's column as the blocker.
func (c *constraints) blockShape(m *Model, sh int) {
	if c.block < 0 {
		c.block = len(m.Cells) + sh
	}
}

// placed reports whether every cell of a shape with one piece of the given
// size is labelled in lab.
func placed(lab []int32, shape, size int) bool {
	n := 0
	for _, v := range lab {
		if int(v) == shape {
			n++
		}
	}
	return n == size
}

// judge is accept for a partial labelling (unknown cells negative): it
// returns triYes (triNo) if accept holds (fails) for every completion of
// lab, and triUnknown if that depends on the unknown cells; it then
// records in s.con.block a cell (or shape column) that the verdict waits
// for. On a complete labelling it agrees with accept.
func (s *Solver) judge(lab []int32) tri {
	n := len(lab)
	buf, tl, buf2 := make([]int32, n), make([]int32, n), make([]int32, n)
	res := triYes
	if c := s.con; c != nil && c.mirror != nil {
		res = c.mirror.judge(c, lab, buf, buf2)
		if res == triNo {
			return triNo
		}
	}
	if s.opt.Unique {
		return and3(res, s.con.minimal3(lab, nil, s.sym.group, buf))
	}
	if !s.red.filters() {
		return res
	}
	return s.red.judge(s.con, lab, res, buf, tl)
}

// imageOf returns the image of the single piece of shape sh in lab (whose
// cells are all labelled), or -1.
func (sy *symmetry) imageOf(lab []int32, sh int) int {
	var cells []int32
	for c, v := range lab {
		if int(v) == sh {
			cells = append(cells, int32(c))
		}
	}
	return sy.find(sh, cells, nil)
}
