package librarytest

import (
	"testing"

	"polyplay/solver"
	"polyplay/solver/verify"
)

// SlotBox is a box puzzle of our own for the tests of Slide the pieces
// in, natively and in the browser: a 4×3×3 box, one of its pieces, with
// a slot of two cells inside open above its first cell (which the box's
// stationary * keeps empty), and two cubes, A and B, to slide in: the
// definition that opening ui/play/testdata/slot-box.xmpuzzle, its
// BurrTools file, puts in the editor (source.Text).
const SlotBox = `# slot-box.xmpuzzle
D:xDim=4:yDim=3:zDim=3
C:name=Box:layout=0 0 0, 1 0 0, 2 0 0, 3 0 0, 0 1 0, 1 1 0, 2 1 0, 3 1 0, 0 2 0, 1 2 0, 2 2 0, 3 2 0, 0 0 1, 1 0 1, 2 0 1, 3 0 1, 0 1 1, 3 1 1, 0 2 1, 1 2 1, 2 2 1, 3 2 1, 0 0 2, 1 0 2, 2 0 2, 3 0 2, 0 1 2, 2 1 2, 3 1 2, 0 2 2, 1 2 2, 2 2 2, 3 2 2
C:name=A:layout=0 0 0
C:name=B:layout=0 0 0
C:name=*:type=S:layout=1 1 2
~D
`

// SlotBoxProblem returns SlotBox's problem and its solution with A in
// the slot's first cell and B in its second, checked by verify.Solution.
func SlotBoxProblem(tb testing.TB) (*solver.Problem, solver.Solution) {
	tb.Helper()
	p := Parse(tb, SlotBox)
	slot := map[solver.Point]bool{{X: 1, Y: 1, Z: 1}: true, {X: 2, Y: 1, Z: 1}: true, {X: 1, Y: 1, Z: 2}: true}
	var box []solver.Point
	for z := range 3 {
		for y := range 3 {
			for x := range 4 {
				if c := (solver.Point{X: x, Y: y, Z: z}); !slot[c] {
					box = append(box, c)
				}
			}
		}
	}
	s := solver.Solution{Placements: []solver.Placement{
		{Piece: "Box", Cells: box}, {Piece: "A", Cells: []solver.Point{{X: 1, Y: 1, Z: 1}}}, {Piece: "B", Cells: []solver.Point{{X: 2, Y: 1, Z: 1}}},
	}}
	if err := verify.Solution(p, s); err != nil {
		tb.Fatalf("the slot box's solution: %v", err)
	}
	return p, s
}
