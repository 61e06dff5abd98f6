package solver

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"polyplay/internal/longtest"
	"polyplay/solver/verify"
)

// solveAll solves p with opt, verifies every solution and returns the
// statistics.
func solveAll(t *testing.T, p *Problem, opt Options) Stats {
	t.Helper()
	return solveAllWith(t, p, opt, testHooks{})
}

// solveAllWith is solveAll with the test hooks h.
func solveAllWith(t *testing.T, p *Problem, opt Options, h testHooks) Stats {
	t.Helper()
	s, err := newWithHooks(p, opt, h)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	var bad error
	st, err := s.Solve(context.Background(), func(sol Solution) bool {
		if err := verify.Solution(p, sol); err != nil && bad == nil {
			bad = err
		}
		return true
	})
	if err != nil {
		t.Fatalf("Solve: %v", err)
	}
	if bad != nil {
		t.Fatalf("invalid solution: %v", bad)
	}
	return st
}

// TestCounts counts puzzles with plain DLX (the default order, no FILA)
// and each output filter. The pentomino boxes take seconds each this way
// and are long tests (the 15x4, a quarter of the 10x6's tree, and the
// one-sided 30x3 with F constrained); TestAutoCounts counts them with
// the automatic configuration, and def's TestLibraryCounts (long) with
// plain DLX and -r, so those counts are not repeated here.
func TestCounts(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	for _, tc := range []struct {
		name string
		p    *Problem
		opt  Options
		want int64
		long bool
	}{
		{"soma all", soma(), Options{}, 11520, false},
		{"soma -r", soma(), Options{Redundancy: true}, 480, false},
		{"soma -u", soma(), Options{Unique: true}, 480, false},
		{"20x3 all", pentominoBox(20, 3), Options{}, 8, false},
		{"20x3 -r", pentominoBox(20, 3), Options{Redundancy: true}, 2, false},
		{"20x3 -rX", pentominoBox(20, 3), Options{Redundancy: true, RedundancyPiece: "X"}, 2, false},
		{"20x3 -rF", pentominoBox(20, 3), Options{Redundancy: true, RedundancyPiece: "F"}, 2, false},
		{"20x3 -u", pentominoBox(20, 3), Options{Unique: true}, 2, false},
		{"15x4 -rX", pentominoBox(15, 4), Options{Redundancy: true, RedundancyPiece: "X"}, 368, true},
		{"15x4 -rF", pentominoBox(15, 4), Options{Redundancy: true, RedundancyPiece: "F"}, 368, true},
		{"15x4 -u", pentominoBox(15, 4), Options{Unique: true}, 368, true},
		{"one-sided 30x3 -rF", oneSided30x3(), Options{Redundancy: true, RedundancyPiece: "F"}, 46, true},
		// -u adds nothing to -r: its check of the least labelling of
		// the whole orbit dropped solutions whose orbit's least member
		// the constraint had kept out of the search (Soma 23, 10x6 507,
		// 20x3 0).
		{"soma -r -u", soma(), Options{Redundancy: true, Unique: true}, 480, false},
		{"soma -r -u -M", soma(), Options{Redundancy: true, Unique: true, Mirror: true}, 240, false},
		{"10x6 -r -u --auto", pentominoBox(10, 6), Options{Redundancy: true, Unique: true, Auto: true}, 2339, false},
		{"20x3 -r -u", pentominoBox(20, 3), Options{Redundancy: true, Unique: true}, 2, false},
		{"one-sided 30x3 -rF -u --auto", oneSided30x3(), Options{Redundancy: true, RedundancyPiece: "F", Unique: true, Auto: true}, 46, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if tc.long {
				longtest.Skip(t)
			}
			if testing.Short() && tc.want > 5000 {
				t.Skip("long")
			}
			if got := solveAll(t, tc.p, tc.opt).Solutions; got != tc.want {
				t.Errorf("got %d solutions, want %d", got, tc.want)
			}
		})
	}
}

// TestHeuristicsAgree runs every DLX ordering heuristic on Soma and the
// 20x3 with the redundancy filter: each must give the known count. The
// orders along y fill the 20x3 across its long side, half a minute of
// DLX: they run on the same box turned (3x20). (On the 10x6 some orders
// take minutes of plain DLX.)
func TestHeuristicsAgree(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	for _, order := range []string{"s", "f", "e", "x", "y", "z", "X", "Y", "Z", "R", "a@160", "x=5:s=2", "f:e=4:s=2"} {
		x, y := 20, 3
		if strings.ContainsAny(order, "yY") {
			x, y = 3, 20
		}
		for _, tc := range []struct {
			name string
			p    func() *Problem
			want int64
		}{
			{"soma", soma, 480},
			{fmt.Sprintf("%dx%d", x, y), func() *Problem { return pentominoBox(x, y) }, 2},
		} {
			t.Run(tc.name+"/o"+order, func(t *testing.T) {
				t.Parallel()
				st := solveAll(t, tc.p(), Options{Redundancy: true, Order: mustOrder(t, order)})
				if st.Solutions != tc.want {
					t.Errorf("%d solutions, want %d", st.Solutions, tc.want)
				}
			})
		}
	}
}
