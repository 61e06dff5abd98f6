package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"polyplay/internal/longtest"
	"polyplay/solver/grid"
)

// randomCubes returns a random puzzle on rhombic dodecahedra's grid of
// tetrahedra whose box is whole cubes (one or two, 24 tetrahedra each),
// so that its pieces take every turn of the cube: randomPuzzle's boxes of
// at most 16 cells hold only a few tetrahedra of each cube. The cubes'
// tetrahedra are cut into pieces of four to ten grown from random cells.
func randomCubes(r *rand.Rand, name string) *Problem {
	p := &Problem{Name: name, Grid: grid.Rhombic, XDim: 1 + r.IntN(2), YDim: 1, ZDim: 24}
	var cells []Point
	free := map[Point]bool{}
	for x := range p.XDim {
		for z := range p.ZDim {
			c := Point{X: x, Z: z}
			cells = append(cells, c)
			free[c] = true
		}
	}
	var nbs []Point
	for _, c := range cells {
		if !free[c] {
			continue
		}
		free[c] = false
		pc := []Point{c}
		for size := 4 + r.IntN(7); len(pc) < size; {
			var grow []Point
			for _, q := range pc {
				for _, n := range p.Grid.Neighbours(nbs[:0], q, false) {
					if free[n] && !slices.Contains(grow, n) {
						grow = append(grow, n)
					}
				}
			}
			if len(grow) == 0 {
				break
			}
			n := grow[r.IntN(len(grow))]
			free[n] = false
			pc = append(pc, n)
		}
		p.Pieces = append(p.Pieces, Piece{Name: string(rune('A' + len(p.Pieces))), Cells: pc})
	}
	return p
}

// TestRhombicProperty is the property test (checkProperty: every option
// set's count against plaincount's, every solution verified) on random
// puzzles of whole cubes of tetrahedra.
func TestRhombicProperty(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	n := 3
	if longtest.Enabled() {
		n = 20
	}
	r := rand.New(rand.NewPCG(3, 4))
	for i := range n {
		p := randomCubes(r, fmt.Sprintf("cubes%d", i))
		if err := checkProperty(p, propertyHooks[i%len(propertyHooks)]); err != nil {
			t.Errorf("%s: %v", describe(p), err)
		}
	}
}
