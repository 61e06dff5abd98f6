package job

import (
	"context"
	"fmt"

	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/wasm/protocol"
)

// apart keeps the assemblies of a search under --disassemble
// (solver.Options.Disassemble) that come apart: BurrTools' solutions,
// each sent with its level, the first keep of them with their cells,
// and counts the assemblies. A nil apart keeps every solution.
type apart struct {
	f    *disassemble.Filter
	keep int64
	// err is the disassembler's error, which stopped the search.
	err error
}

// newApart returns the filter of s's assemblies under --disassemble
// (opts.Disassemble), nil without it, keeping the cells of opts.Keep
// solutions; the error says why the puzzle's assemblies cannot be taken
// apart (disassemble.NewFilter).
func newApart(ctx context.Context, s *solver.Solver, opts solver.Options) (*apart, error) {
	if !opts.Disassemble {
		return nil, nil
	}
	f, err := disassemble.NewFilter(ctx, s.Model)
	if err != nil {
		return nil, fmt.Errorf("--disassemble: %v", err)
	}
	return &apart{f: f, keep: opts.Keep}, nil
}

// add returns the solver's solution callback that hands b the solutions
// a keeps (all of them for a nil a).
func (a *apart) add(b *batcher) func(solver.Solution) bool {
	if a == nil {
		return b.add
	}
	return func(s solver.Solution) bool {
		level, ok, err := a.f.Keep(s)
		if err != nil {
			a.err = fmt.Errorf("--disassemble: %v", err)
			return false
		}
		if _, n := a.f.Counts(); ok && n <= a.keep {
			b.levels = append(b.levels, level)
			return b.add(s)
		}
		return true
	}
}

// stats sets st's counts to a's: the assemblies, and the solutions
// those of them that came apart.
func (a *apart) stats(st *protocol.Stats) {
	if a == nil {
		return
	}
	n, kept := a.f.Counts()
	st.Assemblies, st.Solutions = protocol.Count(n), protocol.Count(kept)
}

// reset forgets the assemblies seen, for a search begun again.
func (a *apart) reset() {
	if a != nil {
		a.f.Reset()
	}
}
