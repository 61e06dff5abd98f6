package disassemble

import (
	"context"
	"fmt"
	"maps"
	"slices"
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
// of one group (puzzle.Piece.Group) free to stay together, the pieces
// that the solver takes for copies of one another sharing their groups
// (Options.Shapes, Options.Pools: which copy lies where is the solver's
// choice); opt's Groups, Shapes and Pools are replaced by those.
func Assembly(ctx context.Context, p *solver.Problem, s solver.Solution, opt Options) (Result, error) {
	return newCopies(p).assembly(ctx, p.Grid, s, opt)
}

// copies are the pieces of a problem that the solver takes for copies of
// one another, for their groups.
type copies struct {
	// shape is each piece's shape by name, an index into pools.
	shape map[string]int
	// pools are the groups of each shape's pieces; nil where no piece
	// has a group.
	pools [][]int
}

// newCopies returns the copies of p: pieces of one shape
// (solver.SameShapes) and the same colours.
func newCopies(p *solver.Problem) copies {
	cells := make([][]grid.Point, len(p.Pieces))
	for i, pc := range p.Pieces {
		cells[i] = pc.Cells
	}
	first := make([]int, len(p.Pieces)) // the first piece of each one's shape
	for i := range first {
		first[i] = i
	}
	for _, same := range solver.SameShapes(p.Grid, cells, p.OneSided) {
		for _, i := range same {
			for _, j := range same {
				if j < i && first[j] == j && slices.Equal(p.Pieces[i].Colours, p.Pieces[j].Colours) {
					first[i] = j
					break
				}
			}
		}
	}
	shapes := map[int][]int{}
	for i, f := range first {
		shapes[f] = append(shapes[f], i)
	}
	return copiesOf(p, slices.SortedFunc(maps.Values(shapes), func(a, b []int) int { return a[0] - b[0] }))
}

// copiesOf returns the copies of p, the pieces of each shape given by
// their indices into p.Pieces (a piece in none is a shape of its own).
func copiesOf(p *solver.Problem, shapes [][]int) copies {
	if !slices.ContainsFunc(p.Pieces, func(pc solver.Piece) bool { return pc.Group != 0 }) {
		return copies{}
	}
	c := copies{shape: map[string]int{}}
	add := func(pieces ...int) {
		for _, i := range pieces {
			c.shape[p.Pieces[i].Name] = len(c.pools)
		}
		var groups []int
		for _, i := range pieces {
			groups = append(groups, p.Pieces[i].Group)
		}
		c.pools = append(c.pools, groups)
	}
	in := make([]bool, len(p.Pieces))
	for _, sh := range shapes {
		add(sh...)
		for _, i := range sh {
			in[i] = true
		}
	}
	for i := range p.Pieces {
		if !in[i] {
			add(i)
		}
	}
	return c
}

// assembly takes the assembly s on grid g apart (Assembly).
func (c copies) assembly(ctx context.Context, g grid.Kind, s solver.Solution, opt Options) (Result, error) {
	pieces := make([][]grid.Point, len(s.Placements))
	for i, pl := range s.Placements {
		pieces[i] = pl.Cells
	}
	opt.Groups, opt.Shapes, opt.Pools = nil, nil, c.pools
	if c.pools != nil {
		opt.Shapes = make([]int, len(s.Placements))
		for i, pl := range s.Placements {
			sh, ok := c.shape[pl.Piece]
			if !ok {
				return Result{}, fmt.Errorf("no piece %q", pl.Piece)
			}
			opt.Shapes[i] = sh
		}
	}
	return Disassemble(ctx, g, pieces, opt)
}

// Filter keeps the assemblies of a search that come apart, BurrTools'
// solutions, and counts them and the assemblies seen. Its methods may be
// called from several goroutines.
type Filter struct {
	ctx    context.Context
	p      *solver.Problem
	copies copies

	mu         sync.Mutex
	assemblies int64
	levels     []string
}

// NewFilter returns the filter of the assemblies of m's problem. It fails
// where the grid's pieces do not slide (Slides). The copies of each of
// m's shapes share their groups (Assembly).
func NewFilter(ctx context.Context, m *solver.Model) (*Filter, error) {
	p := m.Problem
	if err := Slides(p.Grid); err != nil {
		return nil, err
	}
	shapes := make([][]int, len(m.Shapes))
	for i, sh := range m.Shapes {
		shapes[i] = sh.Pieces
	}
	return &Filter{ctx: ctx, p: p, copies: copiesOf(p, shapes)}, nil
}

// Keep takes the assembly s apart (Assembly) and reports whether it
// comes apart, with its level; the error is the disassembler's, naming
// the assembly by its number among those seen.
func (f *Filter) Keep(s solver.Solution) (level string, ok bool, err error) {
	f.mu.Lock()
	f.assemblies++
	n := f.assemblies
	f.mu.Unlock()
	r, err := f.copies.assembly(f.ctx, f.p.Grid, s, Options{})
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
