package solver_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"polyplay/solver"
	"polyplay/solver/flags"
)

// TestProgressFila checks Stats.Progress in the reports of searches that
// FILA runs from the top or from one level below it: the fraction done is
// known before the search ends (it was 0 throughout when only DLX's
// levels counted), it stays in [0, 1] and never decreases, the last
// report says 1, and the counts are the published ones.
func TestProgressFila(t *testing.T) {
	t.Parallel()
	p := libraryProblem(t, "pentominoes-12x5")
	for _, args := range []string{
		"-r --auto",          // DLX's top level, then FILA (-f11)
		"-r -of=12 -f12",     // FILA from the top, first open cell (searchFirst)
		"-r -oe=12 -f12 -n6", // FILA from the top, E heuristic (searchMask)
	} {
		t.Run(args, func(t *testing.T) {
			t.Parallel()
			opts, rest, err := flags.ParseArgs(strings.Fields(args))
			if err != nil || len(rest) > 0 {
				t.Fatalf("ParseArgs: %v %q", err, rest)
			}
			var reports []float64
			// Reports every 2 ms: the 12x5's -r --auto search is
			// longer than that, and must report before its end.
			opts.Jobs, opts.ProgressInterval = 1, 2*time.Millisecond
			opts.Progress = func(st solver.Stats) { reports = append(reports, st.Progress) }
			s, err := solver.New(p, opts)
			if err != nil {
				t.Fatal(err)
			}
			st, err := s.Solve(context.Background(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if st.Solutions != 1010 {
				t.Errorf("%d solutions, want 1010", st.Solutions)
			}
			if len(reports) < 2 || reports[len(reports)-1] != 1 {
				t.Fatalf("reports %v: want some, the last at 1", reports)
			}
			known := 0
			for i, f := range reports {
				if f < 0 || f > 1 || i > 0 && f < reports[i-1] {
					t.Fatalf("report %d of %d: progress %v after %v, want in [0, 1] and not less", i, len(reports), f, reports[max(i-1, 0)])
				}
				if f > 0 && f < 1 {
					known++
				}
			}
			// The reports come at a steady pace: the one in the middle
			// of those before the end knows how far the search has got.
			// (A search of two reports, on a fast machine, has one
			// before the end.)
			if mid := reports[(len(reports)-1)/2]; known == 0 || mid <= 0 || mid >= 1 {
				t.Errorf("%d of %d reports before the end know the fraction done, the middle one says %v: want it in (0, 1)",
					known, len(reports)-1, mid)
			}
		})
	}
}
