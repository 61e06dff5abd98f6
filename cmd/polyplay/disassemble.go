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
	ctx  context.Context
	grid grid.Kind
	// groups gives the pieces' groups by name (puzzle.Piece.Group), nil
	// where no piece has one.
	groups map[string]int
	// assemblies counts the assemblies seen; levels holds the level of
	// each kept.
	assemblies int
	levels     []string
}

// newApartFilter returns the filter of the assemblies of p.
func newApartFilter(ctx context.Context, p *puzzle.Problem) *apartFilter {
	a := &apartFilter{ctx: ctx, grid: p.Grid}
	for _, pc := range p.Pieces {
		if pc.Group != 0 {
			if a.groups == nil {
				a.groups = map[string]int{}
			}
			a.groups[pc.Name] = pc.Group
		}
	}
	return a
}

// keep takes the assembly s apart and reports whether it comes apart,
// recording its level, each piece in its group; the error is the disassembler's, placed.
func (a *apartFilter) keep(s solver.Solution) (bool, error) {
	a.assemblies++
	pieces := make([][]grid.Point, len(s.Placements))
	var opts disassemble.Options
	if a.groups != nil {
		opts.Groups = make([]int, len(s.Placements))
	}
	for i, pl := range s.Placements {
		pieces[i] = pl.Cells
		if a.groups != nil {
			opts.Groups[i] = a.groups[pl.Piece]
		}
	}
	r, err := disassemble.Disassemble(a.ctx, a.grid, pieces, opts)
	if err != nil {
		return false, fmt.Errorf("--disassemble: assembly %d: %v", a.assemblies, err)
	}
	if r.Apart {
		a.levels = append(a.levels, r.Level)
	}
	return r.Apart, nil
}
