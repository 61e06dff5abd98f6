package disassemble

import (
	"context"
	"fmt"
	"sync"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// Slides says whether the pieces of a puzzle on grid g slide apart: nil
// where they do (grid.Kind's Slides names axes), otherwise an error that
// says why not, for a page to show beside an option it cannot offer.
func Slides(g grid.Kind) error {
	if len(g.Slides()) == 0 {
		return fmt.Errorf("pieces on the %s grid do not slide by whole cells along axes: no disassembly there", g)
	}
	return nil
}

// Assembly takes solution s of problem p apart (Disassemble), the pieces
// of one group (puzzle.Piece.Group) free to stay together
// (puzzle.Problem.Groups); opt's Groups are replaced by those.
func Assembly(ctx context.Context, p *solver.Problem, s solver.Solution, opt Options) (Result, error) {
	pieces := make([][]grid.Point, len(s.Placements))
	for i, pl := range s.Placements {
		pieces[i] = pl.Cells
	}
	opt.Groups = p.Groups(s)
	return Disassemble(ctx, p.Grid, pieces, opt)
}

// Filter keeps the assemblies of a search that come apart, BurrTools'
// solutions, and counts them and the assemblies seen. Its methods may be
// called from several goroutines.
type Filter struct {
	ctx context.Context
	p   *solver.Problem

	mu         sync.Mutex
	assemblies int64
	levels     []string
}

// NewFilter returns the filter of the assemblies of m's problem. It fails
// where the grid's pieces do not slide (Slides), and where pieces of one
// shape, which the solver takes for copies of one another, are in
// different groups: which copy lies where is the solver's choice.
func NewFilter(ctx context.Context, m *solver.Model) (*Filter, error) {
	p := m.Problem
	if err := Slides(p.Grid); err != nil {
		return nil, err
	}
	for _, sh := range m.Shapes {
		first := p.Pieces[sh.Pieces[0]]
		for _, i := range sh.Pieces[1:] {
			if pc := p.Pieces[i]; pc.Group != first.Group {
				return nil, fmt.Errorf("pieces %s and %s have the same shape, which the solver takes for copies of one piece, but groups %d and %d: copies must be in one group, since which copy lies where is the solver's choice", first.Name, pc.Name, first.Group, pc.Group)
			}
		}
	}
	return &Filter{ctx: ctx, p: p}, nil
}

// Keep takes the assembly s apart (Assembly) and reports whether it
// comes apart, with its level; the error is the disassembler's, naming
// the assembly by its number among those seen.
func (f *Filter) Keep(s solver.Solution) (level string, ok bool, err error) {
	f.mu.Lock()
	f.assemblies++
	n := f.assemblies
	f.mu.Unlock()
	r, err := Assembly(f.ctx, f.p, s, Options{})
	if err != nil {
		return "", false, fmt.Errorf("assembly %d: %v", n, err)
	}
	if !r.Apart {
		return "", false, nil
	}
	f.mu.Lock()
	f.levels = append(f.levels, r.Level)
	f.mu.Unlock()
	return r.Level, true, nil
}

// Counts returns the number of assemblies seen and of those that came
// apart.
func (f *Filter) Counts() (assemblies, solutions int64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.assemblies, int64(len(f.levels))
}

// Levels returns the levels of the assemblies that came apart, in the
// order seen: never nil.
func (f *Filter) Levels() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string{}, f.levels...)
}

// Reset forgets the assemblies seen, for a search begun again.
func (f *Filter) Reset() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.assemblies, f.levels = 0, nil
}
