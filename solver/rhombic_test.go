package solver

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"polyplay/internal/longtest"
	"polyplay/solver/grid"
)

// randomCubes returns a random puzzle on a grid of k cells to a cube (24
// tetrahedra on rhombic dodecahedra's grid, 5 on tetrahedra and
// octahedra) whose box is whole cubes (one or two along x, on 5 cells to
// a cube also one or two along y), so that its pieces take every turn of
// the cube: randomPuzzle's boxes of at most 16 cells hold only a few
// cells of each cube. The cubes' cells are cut into pieces of four to
// ten grown from random cells.
func randomCubes(r *rand.Rand, g grid.Kind, k int, name string) *Problem {
	p := &Problem{Name: name, Grid: g, XDim: 1 + r.IntN(2), YDim: 1, ZDim: k}
	if k < 10 {
		p.YDim = 1 + r.IntN(2)
	}
	var cells []Point
	free := map[Point]bool{}
	for x := range p.XDim {
		for y := range p.YDim {
			for z := range p.ZDim {
				c := Point{X: x, Y: y, Z: z}
				cells = append(cells, c)
				free[c] = true
			}
		}
	}
	for i, pc := range cut(r, g, cells, free, 4, 10) {
		p.Pieces = append(p.Pieces, Piece{Name: string(rune('A' + i)), Cells: pc})
	}
	return p
}

// TestRhombicProperty is the property test (checkProperty: every option
// set's count against plaincount's, every solution verified) on random
// puzzles of whole cubes of rhombic dodecahedra's tetrahedra and of
// tetrahedra and octahedra, with larger pieces than TestProperty's boxes
// of a few places of each cube make.
func TestRhombicProperty(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	n := 3
	if longtest.Enabled() {
		n = 20
	}
	r := rand.New(rand.NewPCG(3, 4))
	for i := range n {
		for _, g := range []struct {
			k     grid.Kind
			cells int
		}{{grid.Rhombic, 24}, {grid.TetraOcta, 5}} {
			p := randomCubes(r, g.k, g.cells, fmt.Sprintf("cubes%d", i))
			if err := checkProperty(p, propertyHooks[i%len(propertyHooks)]); err != nil {
				t.Errorf("%s: %v", describe(p), err)
			}
		}
	}
}
