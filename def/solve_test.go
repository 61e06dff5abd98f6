package def

import (
	"context"
	"os"
	"testing"

	"polyplay/solver"
)

// countSolutions solves a library puzzle with opt and returns the number
// of solutions.
func countSolutions(t *testing.T, key string, opt solver.Options) int64 {
	t.Helper()
	pz := mustPuzzle(t, key)
	s, err := solver.New(&pz.Problem, opt)
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.Solve(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.Solutions
}

// Test tiers: fast puzzles always run, slow ones are skipped with -short,
// and long ones (minutes each) run only with POLYPLAY_LONG_TESTS=1.
const (
	fast = iota
	slow
	long
)

// fila is a fast configuration for the larger puzzles, like the polycube
// runs of Busche's FILA article: FILA with neighbour occupancy filtering
// when 11 pieces remain, the estimate heuristic, then first-hole for the
// last 3 pieces.
var fila = solver.Options{Redundancy: true, Fila: []int{11}, NOF: true,
	Order: []solver.OrderStep{{Heuristic: solver.Estimate, Remaining: 11}, {Heuristic: solver.First, Remaining: 3}}}

// TestLibraryCounts solves library puzzles and checks the counts recorded
// in the index: Solutions with the redundancy filter and, where recorded,
// AllSolutions without it.
func TestLibraryCounts(t *testing.T) {
	for _, tc := range []struct {
		key  string
		tier int
		opt  solver.Options // options for the redundancy-filtered count
		all  bool           // also count with no filter
	}{
		{"pentominoes-20x3", fast, solver.Options{Redundancy: true}, true},
		{"soma", fast, solver.Options{Redundancy: true}, true},
		{"pentominoes-8x8-hole", fast, solver.Options{Redundancy: true}, true},
		{"pentominoes-onesided-30x3", slow, solver.Options{Redundancy: true}, true},
		{"pentominoes-15x4", slow, solver.Options{Redundancy: true}, true},
		{"pentominoes-12x5", slow, solver.Options{Redundancy: true}, true},
		{"pentominoes-10x6", slow, solver.Options{Redundancy: true}, true},
		{"tetris-cube", long, fila, false},
		{"bedlam-cube", long, fila, false},
	} {
		t.Run(tc.key, func(t *testing.T) {
			switch {
			case tc.tier == slow && testing.Short():
				t.Skip("slow; run without -short")
			case tc.tier == long && os.Getenv("POLYPLAY_LONG_TESTS") == "":
				t.Skip("takes minutes; set POLYPLAY_LONG_TESTS=1 to run")
			}
			e, _ := Lookup(tc.key)
			if e.Solutions == 0 {
				t.Fatalf("%s has no recorded count", tc.key)
			}
			if got := countSolutions(t, tc.key, tc.opt); got != e.Solutions {
				t.Errorf("with the redundancy filter: %d solutions, want %d", got, e.Solutions)
			}
			if tc.all {
				if got := countSolutions(t, tc.key, solver.Options{}); got != e.AllSolutions {
					t.Errorf("without filter: %d solutions, want %d", got, e.AllSolutions)
				}
			}
		})
	}
}
