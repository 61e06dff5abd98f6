package main

import (
	"context"
	"fmt"

	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// disassembly is the JSON form of --disassemble's counts: the
// assemblies found, and the level of each that comes apart, in the order
// found.
type disassembly struct {
	Assemblies int64    `json:"assemblies"`
	Levels     []string `json:"levels"`
}

// apartFilter keeps the assemblies that come apart (--disassemble).
type apartFilter struct {
	ctx context.Context
	// prob is the puzzle, whose pieces' groups (puzzle.Piece.Group)
	// may stay together.
	prob *puzzle.Problem
	// assemblies counts the assemblies seen; levels holds the level of
	// each kept.
	assemblies int
	levels     []string
}

// newApartFilter returns the filter of the assemblies of m's problem. The
// pieces of one shape, which the solver takes for copies of one another,
// must be in one group: which copy lies where is the solver's choice.
func newApartFilter(ctx context.Context, m *solver.Model) (*apartFilter, error) {
	p := m.Problem
	for _, sh := range m.Shapes {
		first := p.Pieces[sh.Pieces[0]]
		for _, i := range sh.Pieces[1:] {
			if pc := p.Pieces[i]; pc.Group != first.Group {
				return nil, fmt.Errorf("--disassemble: pieces %s and %s have the same shape, which the solver takes for copies of one piece, but groups %d and %d: copies must be in one group, since which copy lies where is the solver's choice", first.Name, pc.Name, first.Group, pc.Group)
			}
		}
	}
	return &apartFilter{ctx: ctx, prob: p}, nil
}

// keep takes the assembly s apart and reports whether it comes apart,
// recording its level, the pieces of a group free to stay together
// (puzzle.Problem.Groups); the error is the disassembler's, placed.
func (a *apartFilter) keep(s solver.Solution) (bool, error) {
	a.assemblies++
	pieces := make([][]grid.Point, len(s.Placements))
	for i, pl := range s.Placements {
		pieces[i] = pl.Cells
	}
	r, err := disassemble.Disassemble(a.ctx, a.prob.Grid, pieces, disassemble.Options{Groups: a.prob.Groups(s)})
	if err != nil {
		return false, fmt.Errorf("--disassemble: assembly %d: %v", a.assemblies, err)
	}
	if r.Apart {
		a.levels = append(a.levels, r.Level)
	}
	return r.Apart, nil
}
