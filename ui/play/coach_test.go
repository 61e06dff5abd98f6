package play

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"polyplay/solver"
	"polyplay/solver/verify"
)

// TestAskCounts: the coach's exact count of a position's completions
// equals the plain DLX count over this package's own orientations, and
// its completion and hint, with the placed pieces, make a solution that
// the verifier accepts; on the 10x6 pentominoes, Kanoodle, a one-sided
// puzzle, a puzzle with a stationary piece and the Soma cube.
func TestAskCounts(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pz    *Puzzle
		sols  int64 // solutions to take positions from
		every int
		ks    []int // pieces placed
	}{
		{"10x6", library(t, "pentominoes-10x6"), 300, 60, []int{3, 5, 8}},
		{"kanoodle", kanoodle(t), 300, 100, []int{3, 6}},
		{"onesided-30x3", library(t, "pentominoes-onesided-30x3"), 40, 13, []int{4, 10}},
		{"8x8-hole", library(t, "pentominoes-8x8-hole"), 40, 20, []int{3, 6}},
		{"soma", library(t, "soma"), 200, 50, []int{1, 3}},
	} {
		sols := solutions(t, tc.pz, tc.sols)
		for i := 0; i < len(sols); i += tc.every {
			for _, k := range tc.ks {
				var placed []Placement
				switch {
				case tc.pz.ThreeD():
					placed = placementsOf(t, tc.pz, sols[i])[:k]
				default:
					placed = placementsOf(t, tc.pz, solver.Solution{Placements: leftmost(sols[i], k)})
				}
				pos := positionOf(tc.pz, placed)
				a, err := Ask(context.Background(), tc.pz.Problem, pos, CoachOptions{Budget: -1})
				if err != nil {
					t.Fatalf("%s: %v", tc.name, err)
				}
				want := dlxCount(t, tc.pz, placed)
				if !a.Exact || a.Count != want || want < 1 {
					t.Errorf("%s solution %d, %d placed: count %d (exact %v), DLX counts %d", tc.name, i, k, a.Count, a.Exact, want)
				}
				whole := solver.Solution{Placements: append(slices.Clone(pos), a.Completion...)}
				if err := verify.Solution(tc.pz.Problem, sortedSolution(tc.pz, whole)); err != nil {
					t.Errorf("%s solution %d, %d placed: the completion does not verify: %v", tc.name, i, k, err)
				}
				if a.Hint == nil || !slices.ContainsFunc(a.Completion, func(p solver.Placement) bool { return p.Piece == a.Hint.Piece }) {
					t.Errorf("%s solution %d, %d placed: hint %+v is not a piece of the completion", tc.name, i, k, a.Hint)
				}
			}
		}
	}
}

// sortedSolution puts a solution's placements in definition order, as
// the verifier wants them.
func sortedSolution(pz *Puzzle, s solver.Solution) solver.Solution {
	order := map[string]int{}
	for i, pc := range pz.Problem.Pieces {
		order[pc.Name] = i
	}
	out := slices.Clone(s.Placements)
	slices.SortFunc(out, func(a, b solver.Placement) int { return order[a.Piece] - order[b.Piece] })
	return solver.Solution{Placements: out}
}

// TestAskDeadAndDone: a position with no completion is counted 0 with
// no hint; a complete board has one completion, itself; a hint for a
// named piece places that piece; the hint, placed on the board, leaves a
// position that the coach still completes, down to a solved board.
func TestAskDeadAndDone(t *testing.T) {
	pz := library(t, "pentominoes-10x6")
	// X in the corner cuts off the corner cell: no completion.
	g := NewGame(pz)
	x, _ := pz.PieceByName("X")
	if n := g.Place("X", pz.Cells(Placement{Piece: x, Rot: 0, At: Point{X: 0, Y: 0}})); n.Refused {
		t.Fatal(n.Text)
	}
	a, err := Ask(context.Background(), pz.Problem, g.Position(), CoachOptions{})
	if err != nil || !a.Exact || a.Count != 0 || a.Hint != nil || a.Completion != nil {
		t.Fatalf("X in the corner: %+v %v, want 0 completions", a, err)
	}
	if want := "This position cannot be completed."; a.Words() != want {
		t.Errorf("Words %q, want %q", a.Words(), want)
	}
	// Hints all the way to a solved board.
	g = NewGame(pz)
	for step := 0; !g.Solved(); step++ {
		hint := ""
		if step == 2 {
			hint = "U"
		}
		a, err := Ask(context.Background(), pz.Problem, g.Position(), CoachOptions{HintPiece: hint})
		if err != nil || a.Count < 1 || a.Hint == nil {
			t.Fatalf("step %d: %+v %v", step, a, err)
		}
		if hint != "" && a.Hint.Piece != hint {
			t.Errorf("step %d: hint for %s places %s", step, hint, a.Hint.Piece)
		}
		if n := g.Place(a.Hint.Piece, a.Hint.Cells); n.Refused {
			t.Fatalf("step %d: hint %+v refused: %s", step, a.Hint, n.Text)
		}
	}
	sol := solver.Solution{Placements: g.Position()}
	if err := verify.Solution(pz.Problem, sol); err != nil {
		t.Fatalf("the hints' board does not verify: %v", err)
	}
	a, err = Ask(context.Background(), pz.Problem, g.Position(), CoachOptions{})
	if err != nil || !a.Exact || a.Count != 1 || len(a.Completion) != 0 || a.Words() != "The puzzle is solved." {
		t.Errorf("solved board: %+v %v", a, err)
	}
}

// TestAskEstimate: a count that does not end within the budget is
// answered with an estimate whose range holds the true count (the empty
// 10x6 board: 9356 solutions), with a completion and a hint found so far;
// a cancelled context ends the search with its error.
func TestAskEstimate(t *testing.T) {
	pz := library(t, "pentominoes-10x6")
	a, err := Ask(context.Background(), pz.Problem, nil, CoachOptions{Budget: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if a.Exact || a.Low < float64(a.Count) || a.Estimate < a.Low || a.High < a.Estimate || a.High <= 0 || a.Hint == nil {
		t.Errorf("empty 10x6 in 1 ms: %+v, want an estimate with its range and a hint", a)
	}
	t.Logf("empty 10x6 in 1 ms: %d found, estimate %.0f (%.0f to %.0f); true count 9356", a.Count, a.Estimate, a.Low, a.High)
	if !strings.HasPrefix(a.Words(), "This position can be completed: about ") && !strings.HasPrefix(a.Words(), "No completion found yet") {
		t.Errorf("Words %q", a.Words())
	}
	// The refinement counts them all: the library's 9356.
	a, err = Count(context.Background(), pz.Problem, nil, CoachOptions{})
	if err != nil || !a.Exact || a.Count != 9356 {
		t.Errorf("Count of the empty 10x6: %+v %v, want exactly 9356", a.Count, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Ask(ctx, pz.Problem, nil, CoachOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: error %v, want context.Canceled", err)
	}
}

// TestSubproblemErrors: a position that is not one of the puzzle's is
// refused with the reason.
func TestSubproblemErrors(t *testing.T) {
	pz := library(t, "pentominoes-10x6")
	line := func(x, y, n int) []Point {
		var out []Point
		for i := range n {
			out = append(out, Point{X: x + i, Y: y})
		}
		return out
	}
	for _, tc := range []struct {
		placed []solver.Placement
		want   string
	}{
		{[]solver.Placement{{Piece: "Q", Cells: line(0, 0, 5)}}, "the puzzle has no piece Q"},
		{[]solver.Placement{{Piece: "L", Cells: line(0, 0, 5)}}, "those cells are not piece L in an orientation the puzzle allows"},
		{[]solver.Placement{{Piece: "I", Cells: line(0, 0, 4)}}, "piece I has 5 cells, not 4"},
		{[]solver.Placement{{Piece: "I", Cells: line(6, 0, 5)}}, "I has 1 cell outside the board"},
		{[]solver.Placement{{Piece: "I", Cells: line(0, 0, 5)}, {Piece: "I", Cells: line(0, 1, 5)}}, "piece I is placed twice"},
	} {
		_, err := Subproblem(pz.Problem, tc.placed)
		if err == nil || err.Error() != tc.want {
			t.Errorf("Subproblem(%v): error %v, want %q", tc.placed, err, tc.want)
		}
	}
}

// TestCountWords: the coach's counts in words.
func TestCountWords(t *testing.T) {
	for _, tc := range []struct {
		exact               bool
		count               int64
		estimate, low, high float64
		want                string
	}{
		{true, 0, 0, 0, 0, "This position cannot be completed."},
		{true, 1, 0, 0, 0, "This position can be completed in exactly one way."},
		{true, 9356, 0, 0, 0, "This position can be completed in 9356 ways."},
		{false, 48, 9123.4, 1870, 16376.8, "This position can be completed: about 9100 ways (between 1900 and 16000); 48 found so far."},
		{false, 0, 12.4, 0, 40.2, "No completion found yet; the estimate is about 12 ways (at most 40)."},
	} {
		if got := CountWords(tc.exact, tc.count, tc.estimate, tc.low, tc.high); got != tc.want {
			t.Errorf("CountWords(%v, %d, %v, %v, %v) = %q, want %q", tc.exact, tc.count, tc.estimate, tc.low, tc.high, got, tc.want)
		}
	}
}

// TestEstimateRange: when the exact count outlasts its budget, the
// estimate's range holds the true count most of the time. On the empty
// 10x6 (9,356 completions), forced to estimate by a budget of 1 ms,
// the range must hold it for at least 17 of 20 seeds: two standard
// errors about the walks' mean alone held it for about three in four.
func TestEstimateRange(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: 20 estimates")
	}
	pz := library(t, "pentominoes-10x6")
	held := 0
	var missed []string
	for seed := int64(1); seed <= 20; seed++ {
		a, err := Ask(context.Background(), pz.Problem, nil, CoachOptions{Budget: time.Millisecond, Walks: 40, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if a.Exact {
			t.Fatalf("seed %d: the count ended within 1 ms", seed)
		}
		if a.Low <= 9356 && 9356 <= a.High {
			held++
		} else {
			missed = append(missed, a.Words())
		}
	}
	t.Logf("the range held 9356 for %d of 20 seeds", held)
	if held < 17 {
		t.Errorf("the range held 9356 for %d of 20 seeds; missed: %q", held, missed)
	}
}
