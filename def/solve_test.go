package def

import (
	"context"
	"testing"

	"polyplay/solver"
)

// countSolutions solves a library puzzle, with the redundancy filter if
// redundancy is set, and returns the number of solutions.
func countSolutions(t *testing.T, key string, redundancy bool) int64 {
	t.Helper()
	pz := mustPuzzle(t, key)
	s, err := solver.New(&pz.Problem, solver.Options{Redundancy: redundancy})
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.Solve(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.Solutions
}

// TestLibraryCounts solves the smaller library puzzles and checks the
// counts recorded in the index. The slower ones are skipped with -short.
func TestLibraryCounts(t *testing.T) {
	for _, tc := range []struct {
		key  string
		all  bool // also count with no redundancy filter
		slow bool
	}{
		{"pentominoes-20x3", true, false},
		{"soma", true, false},
		{"pentominoes-8x8-hole", true, false},
		{"pentominoes-onesided-30x3", true, true},
		{"pentominoes-15x4", true, true},
		{"pentominoes-12x5", true, true},
		{"pentominoes-10x6", true, true},
	} {
		t.Run(tc.key, func(t *testing.T) {
			if tc.slow && testing.Short() {
				t.Skip("slow; run without -short")
			}
			e, _ := Lookup(tc.key)
			if e.Solutions == 0 {
				t.Fatalf("%s has no recorded count", tc.key)
			}
			if got := countSolutions(t, tc.key, true); got != e.Solutions {
				t.Errorf("with the redundancy filter: %d solutions, want %d", got, e.Solutions)
			}
			if tc.all {
				if got := countSolutions(t, tc.key, false); got != e.AllSolutions {
					t.Errorf("without filter: %d solutions, want %d", got, e.AllSolutions)
				}
			}
		})
	}
}
