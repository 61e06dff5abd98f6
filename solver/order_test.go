package solver

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"polyplay/internal/longtest"
)

// solutionList solves p with opt and the hooks h and returns its
// solutions in the order the callback got them, each as a key of its
// cells.
func solutionList(t *testing.T, p *Problem, opt Options, h testHooks) []string {
	t.Helper()
	s, err := newWithHooks(p, opt, h)
	if err != nil {
		t.Fatal(err)
	}
	var list []string
	if _, err := s.Solve(context.Background(), func(sol Solution) bool {
		var keys []string
		for _, pl := range sol.Placements {
			keys = append(keys, cellsKey(pl.Piece, pl.Cells))
		}
		list = append(list, solutionKey(keys))
		return true
	}); err != nil {
		t.Fatal(err)
	}
	return list
}

// TestParallelOrder checks that parallel searches hand on their
// solutions in the sequential search's order: with 2 and 3 workers, split
// at the automatic level or at the top, with branches shared on demand
// whenever a worker is idle or always, stopped after some solutions (the
// first ones of the sequential search), and keeping some for the
// callback (the first ones too). make test runs every other run of each
// case, in turn (each run on half the cases, and on some of the short
// cases of the WebAssembly pass); make test-long runs them all.
func TestParallelOrder(t *testing.T) {
	t.Parallel()
	for ci, tc := range parallelCases {
		t.Run(tc.name, func(t *testing.T) {
			tc.skip(t)
			opt, _, _ := tc.sequential(t)
			seq := solutionList(t, tc.p(), opt, testHooks{})
			if int64(len(seq)) != tc.want {
				t.Fatalf("sequential: %d solutions, want %d", len(seq), tc.want)
			}
			top := mobilePieces(tc.p()) - 1
			for ri, r := range []struct {
				jobs, split int
				max, keep   int64
				h           testHooks
			}{
				{2, 0, 0, 0, testHooks{noTrial: true}},
				{3, 0, 0, 0, testHooks{noTrial: true}},
				{3, top, 0, 0, testHooks{noTrial: true, shareAlways: true}},
				{4, top, 0, 0, testHooks{noTrial: true, shareAlways: true}},
				{3, 0, tc.want / 3, 0, testHooks{noTrial: true, shareAlways: true}},
				{3, top, 0, tc.want / 4, testHooks{noTrial: true, shareAlways: true}},
			} {
				if !longtest.Enabled() && (ci+ri)%2 != 0 {
					continue // make test: every other run of each case
				}
				o := opt
				o.Jobs, o.Split, o.MaxSolutions, o.Keep = r.jobs, r.split, r.max, r.keep
				got := solutionList(t, tc.p(), o, r.h)
				want := seq
				if n := max(r.max, r.keep); n > 0 {
					want = seq[:n]
				}
				run := fmt.Sprintf("-j%d --split=%d --max=%d, keeping %d", r.jobs, r.split, r.max, r.keep)
				if !slices.Equal(got, want) {
					i := 0
					for i < min(len(got), len(want)) && got[i] == want[i] {
						i++
					}
					t.Errorf("%s: %d solutions, the sequential search's %d; they differ from solution %d on", run, len(got), len(want), i+1)
				}
			}
		})
	}
}
