package solver

import (
	"context"
	"fmt"
	"slices"
)

// All solutions of a symmetric box, found by symmetry. Without -r, -u or
// -M, an automatic search (Options.Auto) of a box with symmetries solves
// the reduced search instead, the one the redundancy filter makes (one
// solution of each orbit under the box's symmetries), and hands on each
// solution's whole orbit: its images under every symmetry, without
// repeats. The redundancy filter's symmetries are exactly those that map
// solutions to solutions (rotations; flips of one-sided pieces and
// mirror images only when the piece set is closed under mirroring;
// stationary pieces are outside the region, whose own symmetries count),
// and it keeps exactly one solution of each orbit (the least one where
// a symmetry fixes the constrained piece's image), so the orbits are
// disjoint and together they are every solution: the counts are the
// plain search's. Identical pieces are a shape with several pieces: a
// solution is its set of images, so two placements that swap identical
// pieces are one solution in both searches. A solution that some
// symmetry fixes has a smaller orbit, and is handed on that many times.
//
// Where pieces of one shape are in several parts, the redundancy filter
// filters on output only (applyRedundancy), and the search is not
// reduced (prepareExpansion).
//
// Statistics (fits, attempts) are the reduced search's; a note says so.
// Parallel searches expand as well, and so do partial searches
// (Options.Parts) and the browser's shared queue (Options.Take, Share):
// each part searches its branches of the reduced search and hands on
// the orbits of the solutions it finds, which no other part finds, so
// the parts' solutions add up to the whole's (before, the parts searched
// plainly: once the playground split a run of all the Bedlam cube's
// solutions, its workers searched a tree about 24 times the reduced
// one). Traces, Monte Carlo runs, estimates and sub-puzzles search
// plainly: they use the plain solver.

// expansion is the reduced solver's state for handing on orbits: the
// model m and its symmetries sym, whose images of a solution make its
// orbit.
type expansion struct {
	m   *Model
	sym *symmetry
	// twins is set when some shape has several pieces: a symmetry may
	// then turn a solution into another one with the same cells per
	// shape, which the redundancy filter's least-labelling test lets
	// through as well, so an orbit is handed on only from its least
	// solution that the reduced search accepts.
	twins bool
}

// prepareExpansion makes s.reduced, the reduced solver, if s's search
// may be solved by symmetry. Its error is ctx's, if ctx is done first.
func (p *preparer) prepareExpansion(ctx context.Context, orig Options) error {
	s := p.s
	o := s.opt
	if !o.Auto || o.Redundancy || o.Unique || o.Mirror || o.MCTrials > 0 || o.Trace != nil ||
		o.plain || s.Model.Pieces < 2 {
		return nil
	}
	ro := orig
	ro.Redundancy = true
	r, err := newFromModelContext(ctx, s.Model, ro, s.hooks)
	if err != nil && ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil || r.opt.Unique || len(r.sym.group) == 0 || r.con != nil && r.con.mirror != nil {
		// No uniquely shaped piece: -r would filter on output; or a
		// mirror image maps only some solutions to solutions
		// (symmetry.partial), which the orbits do not take.
		return nil
	}
	r.exp = &expansion{m: s.Model, sym: r.sym}
	for sh := range s.Model.Shapes {
		r.exp.twins = r.exp.twins || s.Model.ShapeCount(sh) > 1
	}
	s.reduced = r
	return nil
}

// orbitBuf is an engine's scratch space for orbits.
type orbitBuf struct {
	flat    []int
	members [][]int
}

// orbit returns the distinct solutions (sorted image lists) that the
// symmetries make of the solution images, itself first, in b's space
// (valid until the next call).
func (x *expansion) orbit(images []int, b *orbitBuf) [][]int {
	n := len(images)
	maps := x.sym.imageMaps()
	if cap(b.flat) < n*(len(maps)+1) {
		b.flat = make([]int, n*(len(maps)+1))
	}
	first := b.flat[:n:n]
	copy(first, images)
	slices.Sort(first)
	b.members = append(b.members[:0], first)
	for _, mp := range maps {
		k := len(b.members)
		img := b.flat[k*n : k*n+n : k*n+n]
		for i, id := range first {
			img[i] = int(mp[id])
		}
		slices.Sort(img)
		if !slices.ContainsFunc(b.members, func(o []int) bool { return slices.Equal(o, img) }) {
			b.members = append(b.members, img)
		}
	}
	return b.members
}

// solveExpanded runs the reduced search, handing on orbits.
func (s *Solver) solveExpanded(ctx context.Context, fn func(Solution) bool) (Stats, error) {
	st, err := s.Solve(ctx, fn)
	st.Notes = append(st.Notes, fmt.Sprintf("all solutions by symmetry: the search found one solution of each orbit under the box's %d symmetries and listed the orbit; the statistics are that search's", len(s.sym.group)+1))
	return st, err
}

// expandedSolution hands on the orbit of the solution on e's stack
// (accepted by the redundancy filter), counting each member, until fn
// or the solution limit stops it. sh, if not nil, is the parallel
// search's shared state, whose lock the caller holds.
func (e *engine) expandedSolution(sh *parShared) {
	max := e.s.opt.MaxSolutions
	if sh != nil {
		max = sh.max
	}
	fn := e.fn
	if sh != nil {
		fn = sh.fn
	}
	orbit := e.s.exp.orbit(e.stack, &e.orbit)
	if e.s.exp.twins {
		for _, img := range orbit[1:] {
			if slices.Compare(img, orbit[0]) < 0 && e.s.reducedFinds(img, &e.labs) {
				return // handed on from img
			}
		}
	}
	for _, img := range orbit {
		e.stats.Solutions++
		n := e.stats.Solutions
		if sh != nil {
			sh.solutions++
			n = sh.solutions
		}
		if fn != nil && e.s.opt.kept(n) && !fn(e.s.Model.makeSolution(img)) || max > 0 && n >= max {
			if sh != nil {
				sh.stopped = "max"
				sh.cancel()
			}
			e.stop("max")
			return
		}
	}
}

// reducedFinds reports whether the reduced search finds the solution
// images: the constrained piece's image is one it keeps, and the output
// filters accept it.
func (s *Solver) reducedFinds(images []int, b *labelBuf) bool {
	for _, id := range images {
		if s.Model.Images[id].Shape == s.red.shape && !s.active[id] {
			return false
		}
	}
	return s.accept(images, b)
}
