package challenge

import (
	"context"
	"errors"
	"math/rand/v2"

	"polyplay/solver"
	"polyplay/solver/dlx"
)

// pollEvery is how many rows the random search's matrix takes between
// two of its checkpoints (solver.Checkpoint: its context, and a Web
// Worker's heartbeat and event loop), and pollWork how much work its
// search does between two (searchRandom's work).
const (
	pollEvery = 1 << 12
	pollWork  = 1 << 20
)

// errNoSolution is randomSolution's error for a puzzle without solutions.
var errNoSolution = errors.New("the puzzle has no solution, so it has no starting positions")

// errBudget is searchRandom's error when it used up its placements.
var errBudget = errors.New("budget used up")

// firstBudget is the placements the random search's first run may make
// before it starts again in another order, with twice the budget: the
// time to a first solution in a random order has a long tail (a run
// that goes wrong near the top of the tree searches a large subtree
// without solutions), which restarts cut short.
const firstBudget = 1 << 11

// randomSolution finds a solution of the puzzle by a dancing-links
// search whose rows (the images) are added in a random order, so that
// the first solution found differs from seed to seed; it starts again in
// a new order, with twice the budget, each time a run makes more
// placements than its budget (firstBudget). It returns the placements of
// the mobile pieces in the order of g.mobile.
func (g *Generator) randomSolution(ctx context.Context, rng *rand.Rand) ([]solver.Placement, error) {
	for budget := firstBudget; ; budget *= 2 {
		sol, err := g.searchRandom(ctx, rng, budget)
		if err != errBudget {
			return sol, err
		}
	}
}

// searchRandom is one run of randomSolution's search, of at most budget
// placements.
//
// The matrix has a column for each open cell and one for each shape,
// which needs as many rows as the shape has pieces (dlx.Matrix.SetNeed):
// pieces of the same shape are not told apart, and the search branches
// only on columns that need one more row (the cells, and shapes with one
// piece left), as the min-fit heuristic does.
func (g *Generator) searchRandom(ctx context.Context, rng *rand.Rand, budget int) ([]solver.Placement, error) {
	m := g.model
	cells := len(m.Cells)
	mat := dlx.New(cells+len(m.Shapes), 0)
	for s := range m.Shapes {
		if k := m.ShapeCount(s); k > 1 {
			mat.SetNeed(cells+s, k)
		}
	}
	images := rng.Perm(len(m.Images))
	var cols []int
	for k, id := range images {
		if k%pollEvery == pollEvery-1 {
			if err := solver.Checkpoint(ctx); err != nil {
				return nil, err
			}
		}
		img := m.Images[id]
		cols = cols[:0]
		for _, c := range img.Cells {
			cols = append(cols, int(c))
		}
		cols = append(cols, cells+img.Shape)
		mat.AddRow(cols...)
	}
	var (
		rows  []int
		nodes int
		err   error
		// work counts the columns looked at, and for each row tried
		// the rows of its columns times its columns (its selection
		// covers them, each row of them leaving its other columns): a
		// node of the heptominoes' matrix is much more work than one
		// of the pentominoes'. There is a checkpoint every pollWork.
		work, due int
	)
	// step adds w to the work, and makes a checkpoint when one is due:
	// false, with err set, when ctx is done.
	step := func(w int) bool {
		if work += w; work < due {
			return true
		}
		due = work + pollWork
		if e := solver.Checkpoint(ctx); e != nil {
			err = e
			return false
		}
		return true
	}
	var search func() bool
	search = func() bool {
		if mat.Done() {
			return true
		}
		best, size := -1, 1<<30
		for c := mat.FirstColumn(); c >= 0; c = mat.NextColumn(c) {
			work++
			if mat.Need(c) != 1 {
				continue
			}
			if n := mat.Size(c); n < size {
				best, size = c, n
				if n == 0 {
					return false
				}
			}
		}
		if best < 0 {
			return false
		}
		mat.Cover(best)
		for x := mat.FirstRow(best); x != 0; x = mat.NextRow(x) {
			nodes++
			img := m.Images[images[mat.Row(x)]]
			cover := mat.Size(cells + img.Shape)
			for _, c := range img.Cells {
				cover += mat.Size(int(c))
			}
			cover *= len(img.Cells) + 1
			if !step(cover) {
				return false
			}
			if nodes > budget {
				err = errBudget
				return false
			}
			mat.Select(x)
			rows = append(rows, mat.Row(x))
			if search() {
				return true
			}
			rows = rows[:len(rows)-1]
			mat.Deselect(x) // as much work as Select
			if !step(cover) || err != nil {
				return false
			}
		}
		mat.Uncover(best)
		return false
	}
	if !search() {
		if err != nil {
			return nil, err
		}
		return nil, errNoSolution
	}
	// Hand each shape's images to its pieces in order.
	byPiece := make(map[int]int, len(rows))
	next := make([]int, len(m.Shapes))
	for _, r := range rows {
		id := images[r]
		s := m.Images[id].Shape
		byPiece[m.Shapes[s].Pieces[next[s]]] = id
		next[s]++
	}
	sol := make([]solver.Placement, len(g.mobile))
	for i, pi := range g.mobile {
		sol[i] = solver.Placement{Piece: g.puzzle.Pieces[pi].Name, Cells: m.ImagePoints(byPiece[pi])}
	}
	return sol, nil
}
