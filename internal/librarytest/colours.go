package librarytest

import (
	"fmt"
	"slices"
	"testing"

	"polyplay/solver"
)

// ColouredDominoes is docs/format.md's puzzle of colour constraints:
// three dominoes in a 3×2 box, A coloured 1 at one end, which may lie only
// on the left column (colour 1). It has six solutions; with A upright on
// the left, each of two layouts of B and C is two solutions, A's colour
// at the top or at the bottom.
const ColouredDominoes = `D:xDim=3:yDim=2:zDim=1:allow=1-1
C:name=A:layout=0 0 0, 1 0 0:colours=1 0
C:name=B:layout=0 0 0, 1 0 0
C:name=C:layout=0 0 0, 1 0 0
C:name=%:type=K:layout=0 0 0, 0 1 0, 1 0 0, 1 1 0, 2 0 0, 2 1 0:colours=1 1 2 2 2 2
~D
`

// ColouredWays returns ColouredDominoes' problem, its six solutions in
// the order the search finds them, and the indices of the first two of
// them that cover the same cells alike and differ only in which way
// round A lies (its Placement.Colours). It fails tb otherwise.
func ColouredWays(tb testing.TB) (*solver.Problem, []solver.Solution, [2]int) {
	tb.Helper()
	p := Parse(tb, ColouredDominoes)
	var sols []solver.Solution
	solveEach(tb, p, solver.Options{}, func(s solver.Solution) { sols = append(sols, s) })
	if len(sols) != 6 {
		tb.Fatalf("%d solutions of the coloured dominoes, want 6", len(sols))
	}
	key := func(s solver.Solution, colours bool) string {
		k := ""
		for _, pl := range s.Placements {
			k += fmt.Sprint(pl.Piece, pl.Cells)
			if colours {
				k += fmt.Sprint(pl.Colours)
			}
		}
		return k
	}
	for i := range sols {
		for j := i + 1; j < len(sols); j++ {
			if key(sols[i], false) == key(sols[j], false) && key(sols[i], true) != key(sols[j], true) {
				a := slices.IndexFunc(sols[i].Placements, func(pl solver.Placement) bool { return pl.Piece == "A" })
				if a < 0 || len(sols[i].Placements[a].Colours) != 2 {
					tb.Fatalf("solution %d places A without its two colours: %+v", i+1, sols[i])
				}
				return p, sols, [2]int{i, j}
			}
		}
	}
	tb.Fatalf("no two solutions of the coloured dominoes differ only in A's colours: %+v", sols)
	return nil, nil, [2]int{}
}
