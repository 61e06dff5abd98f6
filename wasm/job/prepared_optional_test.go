package job

import (
	"testing"

	"polyplay/solver"
)

// TestSameProblemOptional: two puzzles that differ only in their cells
// that may stay empty are not the same puzzle (a kept solver is not
// reused for the other), and a copy shares none of them.
func TestSameProblemOptional(t *testing.T) {
	a := &solver.Problem{Name: "p", XDim: 3, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "A", Cells: []solver.Point{{}, {X: 1}}}}, Optional: []solver.Point{{X: 2}}}
	b := copyProblem(a)
	if !sameProblem(a, b) {
		t.Fatal("a copy is not the same puzzle")
	}
	b.Optional[0] = solver.Point{X: 0}
	if a.Optional[0] != (solver.Point{X: 2}) {
		t.Error("the copy shares its optional cells")
	}
	if sameProblem(a, b) {
		t.Error("puzzles with other optional cells are taken for the same")
	}
}
