package solver

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/longtest"
)

// pairRun solves p with the arguments args on jobs goroutines, with
// the redundancy filter's pairing or without it (noPair), and returns
// the statistics, the solutions' count checked by the verifier, and
// whether the solver made a pairing.
func pairRun(t *testing.T, p *Problem, args string, jobs int, noPair bool) (Stats, bool) {
	t.Helper()
	s, st, sols := hookedRun(t, p, args, jobs, testHooks{noPair: noPair, noTrial: true})
	if int64(len(sols)) != st.Solutions {
		t.Errorf("%d solutions handed on, %d counted", len(sols), st.Solutions)
	}
	paired := s.red.pair != nil || s.reduced != nil && s.reduced.red.pair != nil
	noted := slices.ContainsFunc(st.Notes, func(n string) bool { return strings.HasSuffix(n, "(the pairing)") })
	if noted != paired {
		t.Errorf("paired %v, but noted %v: %q", paired, noted, st.Notes)
	}
	return st, paired
}

// TestPairing checks -r's pairing (pairing.go) against the filter
// without it: the same counts, published ones, on one goroutine and
// two, with DLX's bit sets, with FILA (which does not prune by the
// pairing: the output filter alone keeps the same solutions) and in the
// automatic search's reduced search whose orbits are handed on; and
// that the pairing cuts the search where the constrained piece's every
// allowed image is fixed by a symmetry (Kanoodle's pyramid, the 20x3).
func TestPairing(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		p      func() *Problem
		args   string
		want   int64
		paired bool
		// cut is the most attempts the paired search may make, as a
		// share of the unpaired one's (0: no bound).
		cut float64
		// native marks the searches run natively only (the same code
		// under WebAssembly, at seconds each: the 20x3 and Soma run
		// there); long those in make test-long.
		native, long bool
	}{
		{"kanoodle pyramid", kanoodlePyramid, "-os -r", 306, true, 0.6, true, false},
		{"kanoodle pyramid", kanoodlePyramid, "-os -rL -V", 306, true, 0.6, true, true},
		{"kanoodle pyramid", kanoodlePyramid, "--auto -r", 306, true, 0.6, true, true},
		{"kanoodle pyramid", kanoodlePyramid, "--auto", 2448, true, 0, true, true},
		{"kanoodle pyramid", kanoodlePyramid, "-os -rE", 306, true, 0, true, true},
		{"20x3", func() *Problem { return pentominoBox(20, 3) }, "-os -r", 2, true, 0.85, false, false},
		{"20x3 FILA", func() *Problem { return pentominoBox(20, 3) }, "-os -r -f10", 2, true, 0, false, false},
		{"12x5", func() *Problem { return pentominoBox(12, 5) }, "-os -r -V", 1010, true, 0, true, false},
		{"hexiamonds 6x6", hexiamonds6x6, "-os -rL -V", 156, true, 0, true, false},
		// Mirror images map the constrained piece to another shape: no
		// pairing.
		{"soma -M", soma, "-os -r -M", 240, false, 0, false, false},
	} {
		for _, jobs := range []int{1, 2} {
			t.Run(fmt.Sprintf("%s %s -j%d", tc.name, tc.args, jobs), func(t *testing.T) {
				if tc.native {
					longtest.SkipUnderWasm(t)
				}
				if tc.long {
					longtest.Skip(t)
				}
				t.Parallel()
				st, paired := pairRun(t, tc.p(), tc.args, jobs, false)
				ref, _ := pairRun(t, tc.p(), tc.args, jobs, true)
				if st.Solutions != tc.want || ref.Solutions != tc.want {
					t.Fatalf("%d solutions with the pairing, %d without, want %d", st.Solutions, ref.Solutions, tc.want)
				}
				if paired != tc.paired {
					t.Errorf("paired %v, want %v", paired, tc.paired)
				}
				if a, b := total(st.Attempts), total(ref.Attempts); a > b || tc.cut > 0 && float64(a) > tc.cut*float64(b) {
					t.Errorf("%d attempts with the pairing, %d without (at most %.2f of them)", a, b, tc.cut)
				}
			})
		}
	}
}

// total sums per-level counts.
func total(c []int64) int64 {
	var n int64
	for _, v := range c {
		n += v
	}
	return n
}
