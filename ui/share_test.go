package ui

import (
	"context"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver"
)

// shareSolution returns the first solution of a library puzzle.
func shareSolution(t testing.TB, key string) (*solver.Problem, solver.Solution) {
	t.Helper()
	e, ok := def.Lookup(key)
	if !ok {
		t.Fatalf("no library puzzle %s", key)
	}
	pz, err := e.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	s, err := solver.New(&pz.Problem, solver.Options{MaxSolutions: 1})
	if err != nil {
		t.Fatal(err)
	}
	var sol solver.Solution
	if _, err := s.Solve(context.Background(), func(x solver.Solution) bool { sol = x; return false }); err != nil {
		t.Fatal(err)
	}
	return &pz.Problem, sol
}

// TestSharedShowStep: a link's animation step beyond the solution's last
// step is an error, not a clamp.
func TestSharedShowStep(t *testing.T) {
	p, sol := shareSolution(t, "soma")
	cells, err := EncodeSolution(p, sol)
	if err != nil {
		t.Fatal(err)
	}
	if show, err := SharedShow(Share{Key: "soma", Cells: cells, Step: 7}); err != nil || show.Step != 7 {
		t.Errorf("step 7 of 7: %v", err)
	}
	if _, err := SharedShow(Share{Key: "soma", Cells: cells, Step: 8}); err == nil || !strings.Contains(err.Error(), "animation step: 8 is beyond the last step, 7") {
		t.Errorf("step 8 of 7: %v", err)
	}
}
