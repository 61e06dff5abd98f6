package job

import (
	"context"
	"slices"
	"sync"

	"polyplay/solver"
)

// KeptSolvers is the number of prepared solvers a worker keeps
// (prepared): the warm-up's, for the default puzzle, and the last run's.
const KeptSolvers = 2

// prepared keeps the solvers that the worker's last runs and warm-up
// made, so that a run of the same puzzle with the same preparation (the
// same options but for those of a single run: solver.Solver.Reuse)
// skips solver.New. Under WebAssembly New is many times slower than
// natively: V8 optimises a function only once it has run a while, and
// New runs once per solve (BenchmarkRun reuses the prepared solver as
// a warm page does). A worker runs one
// package job, so one cache serves its runs and its warm-up.
var prepared solvers

// solvers is a cache of prepared solvers, the most recently used first,
// at most KeptSolvers of them. It is safe for concurrent use: a run may
// start while the warm-up it stopped has not returned yet.
type solvers struct {
	mu   sync.Mutex
	kept []keptSolver
}

// keptSolver is a solver and a copy of the problem it was made for.
type keptSolver struct {
	problem *solver.Problem
	s       *solver.Solver
}

// solver returns a solver for p with opts: a kept solver reused if one
// was prepared for the same problem in the same way, else a new one,
// which it keeps in place of the least recently used. ctx stops the
// preparation of a new one (solver.NewContext).
func (c *solvers) solver(ctx context.Context, p *solver.Problem, opts solver.Options) (*solver.Solver, error) {
	if s := c.reuse(p, opts); s != nil {
		return s, nil
	}
	s, err := solver.NewContext(ctx, p, opts)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.kept = slices.Insert(c.kept, 0, keptSolver{copyProblem(p), s})
	if len(c.kept) > KeptSolvers {
		clear(c.kept[KeptSolvers:])
		c.kept = c.kept[:KeptSolvers]
	}
	return s, nil
}

// reuse returns a kept solver for p, reused with opts, or nil; it moves
// the one it reuses to the front.
func (c *solvers) reuse(p *solver.Problem, opts solver.Options) *solver.Solver {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, k := range c.kept {
		if !sameProblem(k.problem, p) {
			continue
		}
		if s, ok := k.s.Reuse(opts); ok {
			copy(c.kept[1:i+1], c.kept[:i])
			c.kept[0] = k
			return s
		}
	}
	return nil
}

// sameProblem reports whether a and b are the same puzzle, piece by piece
// and cell by cell: the same model, with the same names.
func sameProblem(a, b *solver.Problem) bool {
	if a.Name != b.Name || a.XDim != b.XDim || a.YDim != b.YDim || a.ZDim != b.ZDim ||
		a.OneSided != b.OneSided || len(a.Pieces) != len(b.Pieces) || !slices.Equal(a.Optional, b.Optional) {
		return false
	}
	for i := range a.Pieces {
		pa, pb := &a.Pieces[i], &b.Pieces[i]
		if pa.Name != pb.Name || pa.Stationary != pb.Stationary || pa.Spare != pb.Spare || !slices.Equal(pa.Cells, pb.Cells) {
			return false
		}
	}
	return true
}

// copyProblem returns a copy of p that shares nothing with it: what a
// kept solver was made for, should the caller change p later.
func copyProblem(p *solver.Problem) *solver.Problem {
	q := *p
	q.Pieces = slices.Clone(p.Pieces)
	for i := range q.Pieces {
		q.Pieces[i].Cells = slices.Clone(p.Pieces[i].Cells)
	}
	q.Optional = slices.Clone(p.Optional)
	return &q
}
