package ui

import (
	"context"
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
