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
