package coach

import (
	"context"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/internal/longtest"
	"polyplay/solver"
)

// TestEstimateRange: where Estimate gives a range, the range holds the
// true count, and Count is at most the true count. The true counts are
// the command line's (polyplay -q --library KEY, all solutions: the
// library's counts up to symmetry times the box's symmetries, 9,839 x 24
// and 19,186 x 24 for the cubes), and for a position, plain dancing
// links' count. On the Tetris Cube's empty board the default sample
// gives a range.
func TestEstimateRange(t *testing.T) {
	t.Parallel()
	longtest.SkipUnderWasm(t)
	for _, tc := range []struct {
		key    string
		placed int // pieces of the first solution placed
		truth  int64
		ranged bool // a range is wanted
		seeds  int64
	}{
		{"tetris-cube", 0, 236136, true, 2},
		{"bedlam-cube", 0, 460464, false, 1},
		{"tetris-cube", 2, 0, false, 1},
		{"kanoodle", 2, 0, false, 1},
	} {
		p, placed, truth := known(t, tc.key, tc.placed, tc.truth)
		tc.truth = truth
		for seed := range tc.seeds {
			a, err := Estimate(context.Background(), p, placed, Options{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s, %d placed, seed %d: %v in %v; the true count is %d", tc.key, tc.placed, seed, a, a.Elapsed, tc.truth)
			switch {
			case a.Exact && a.Count != tc.truth:
				t.Errorf("%s, %d placed, seed %d: %v, want %d", tc.key, tc.placed, seed, a, tc.truth)
			case a.Count > tc.truth:
				t.Errorf("%s, %d placed, seed %d: %v, more than the true %d", tc.key, tc.placed, seed, a, tc.truth)
			case a.Estimated && (a.Low > float64(tc.truth) || a.High < float64(tc.truth) || a.Low < float64(a.Count) || a.Estimate < a.Low || a.Estimate > a.High):
				t.Errorf("%s, %d placed, seed %d: %v does not hold the true %d", tc.key, tc.placed, seed, a, tc.truth)
			case tc.ranged && !a.Estimated:
				t.Errorf("%s, %d placed, seed %d: %v, want a range", tc.key, tc.placed, seed, a)
			}
		}
	}
}

// known returns the library puzzle key with the first placed pieces of
// its first solution placed, and the position's true count: truth for
// the empty board, plain dancing links' count for a position.
func known(t *testing.T, key string, placed int, truth int64) (*solver.Problem, []solver.Placement, int64) {
	t.Helper()
	p := librarytest.Problem(t, key)
	if placed == 0 {
		return p, nil, truth
	}
	pls := librarytest.Solutions(t, p, 1)[0].Placements[:placed]
	return p, pls, plain(t, p, pls)
}
