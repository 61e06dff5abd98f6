package def

import (
	"context"
	"os"
	"sync"
	"testing"

	"polyplay/solver"
)

// countSolutions solves a library puzzle with opt, checks every solution
// with the independent verifier and returns the number of solutions.
func countSolutions(t *testing.T, key string, opt solver.Options) int64 {
	t.Helper()
	pz := mustPuzzle(t, key)
	s, err := solver.New(&pz.Problem, opt)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex // parallel searches call back from several goroutines
	var bad error
	st, err := s.Solve(context.Background(), func(sol solver.Solution) bool {
		if err := solver.Verify(&pz.Problem, sol); err != nil {
			mu.Lock()
			if bad == nil {
				bad = err
			}
			mu.Unlock()
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	if bad != nil {
		t.Fatalf("invalid solution: %v", bad)
	}
	return st.Solutions
}

// TestLibraryFirstSolution finds a first solution of library puzzles
// with the automatic configuration (--auto, what polyplay uses without
// algorithm options), including puzzles of more than 64
// and more than 128 open cells (the 210-cell hexomino parallelogram and
// box-in-a-diamond), and checks it with the verifier. (The 756-cell
// heptomino board takes minutes and is left out.)
func TestLibraryFirstSolution(t *testing.T) {
	for _, tc := range []struct {
		key  string
		tier int
	}{
		{"pentominoes-10x6", fast},
		{"pentominoes-onesided-18x5", fast},
		{"pt-diamond-13x13", fast},
		{"tetris-cube", fast},
		{"bedlam-cube", fast},
		{"hexominoes-15x14-parallelogram", fast},
		{"hexominoes-box-in-a-diamond", slow},
	} {
		t.Run(tc.key, func(t *testing.T) {
			if tc.tier == slow && testing.Short() {
				t.Skip("slow; run without -short")
			}
			if got := countSolutions(t, tc.key, solver.Options{Auto: true, MaxSolutions: 1}); got != 1 {
				t.Errorf("%d solutions with --max 1, want 1", got)
			}
		})
	}
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
