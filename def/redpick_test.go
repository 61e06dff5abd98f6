package def

import (
	"strings"
	"testing"

	"polyplay/solver"
)

// TestRedundancyPick checks the piece -r picks without a name on the
// library puzzles: the one whose constrained search is fastest among the
// uniquely shaped pieces (as -rNAME runs of each measure), the same at
// every run.
func TestRedundancyPick(t *testing.T) {
	tests := []struct {
		key, piece string
		images     string // kept of all
	}{
		{"pentominoes-10x6", "X", "8 of its 32"},
		{"pentominoes-12x5", "X", "10 of its 30"},
		{"pentominoes-15x4", "X", "7 of its 26"},
		{"pentominoes-20x3", "X", "9 of its 18"},
		{"pentominoes-8x8-hole", "X", "4 of its 24"},
		{"pentominoes-onesided-30x3", "V", "28 of its 112"},
		{"soma", "Z", "3 of its 72"},
		// The static rule would pick G (8 kept images, a slower search):
		// Knuth's estimate picks L, the polycube article's choice.
		{"tetris-cube", "L", "12 of its 288"},
		{"bedlam-cube", "X", "2 of its 48"},
	}
	for _, tc := range tests {
		t.Run(tc.key, func(t *testing.T) {
			if testing.Short() && (tc.key == "tetris-cube" || tc.key == "bedlam-cube") {
				t.Skip("estimates every candidate")
			}
			pz := mustPuzzle(t, tc.key)
			want := "redundancy filter: constrained piece " + tc.piece + " to " + tc.images + " images"
			for run := 0; run < 2; run++ {
				s, err := solver.New(&pz.Problem, solver.Options{Auto: true, Redundancy: true})
				if err != nil {
					t.Fatal(err)
				}
				got := strings.Join(s.Notes(), "\n")
				if !strings.Contains(got, want) {
					t.Fatalf("run %d: notes %q, want %q", run, got, want)
				}
			}
		})
	}
}
