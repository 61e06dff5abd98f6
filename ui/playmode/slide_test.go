package playmode

import (
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/ui/page"
	"polyplay/ui/play"
	"polyplay/wasm/protocol"
)

// TestSlideSolution: Slide the pieces in slides in the board's solution
// once every piece is placed, else the first solution of the run shown
// if it solves the puzzle, else none, with what to do.
func TestSlideSolution(t *testing.T) {
	p, sol := librarytest.SlotBoxProblem(t)
	sols := []solver.Solution{sol}
	pz, err := play.NewPuzzle(p)
	if err != nil {
		t.Fatal(err)
	}
	empty, solved := play.NewGame(pz), play.NewGame(pz)
	for _, pl := range sols[0].Placements {
		solved.Place(pl.Piece, pl.Cells)
	}
	run := &page.Run{Solutions: []protocol.Solution{protocol.FromSolution(sols[0])}}
	other := sols[0]
	other.Placements = other.Placements[1:] // not a solution of this puzzle
	wrong := &page.Run{Solutions: []protocol.Solution{protocol.FromSolution(other)}}
	const why = "Solve the puzzle first (place every piece, or press Solve): then slide its pieces in from apart."
	tests := []struct {
		name      string
		g         *play.Game
		r         *page.Run
		from, why string
	}{
		{"nothing", empty, nil, "", why},
		{"the solver's", empty, run, "the solver's first solution", ""},
		{"another puzzle's", empty, wrong, "", why},
		{"the board's", solved, run, "your solution", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sol, from, w := slideSolution(p, tc.g, tc.r)
			if from != tc.from || w != tc.why || (sol != nil) != (tc.from != "") {
				t.Errorf("solution %v, from %q, why %q; want from %q, why %q", sol != nil, from, w, tc.from, tc.why)
			}
			if sol != nil {
				if _, err := play.NewSlide(t.Context(), p, *sol); err != nil {
					t.Errorf("the solution is not slid in: %v", err)
				}
			}
		})
	}
	if ui := slideOffer(tinyPlay(t).prob, empty, run); ui != nil {
		t.Errorf("a flat puzzle offers Slide the pieces in")
	}
}
