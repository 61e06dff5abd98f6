package coach

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"polyplay/internal/librarytest"
	"polyplay/internal/plaincount"
	"polyplay/solver"
	"polyplay/solver/verify"
)

// plain counts the completions of the position placed on p with plain
// dancing links (internal/plaincount), which shares no code with the
// solver.
func plain(t testing.TB, p *solver.Problem, placed []solver.Placement) int64 {
	t.Helper()
	q, err := solver.WithPlaced(p, placed)
	if err != nil {
		t.Fatal(err)
	}
	n, _, err := plaincount.Count(q)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// whole returns placed and rest in p's piece order, as the verifier
// wants a solution.
func whole(p *solver.Problem, placed, rest []solver.Placement) solver.Solution {
	all := append(slices.Clone(placed), rest...)
	index := func(name string) int {
		return slices.IndexFunc(p.Pieces, func(pc solver.Piece) bool { return pc.Name == name })
	}
	slices.SortFunc(all, func(a, b solver.Placement) int { return index(a.Piece) - index(b.Piece) })
	return solver.Solution{Placements: all}
}

// TestAskCounts: the coach's exact count of a position's completions
// equals plain dancing links' count, and its completion with the placed
// pieces is a solution that the verifier accepts, with the hint one of
// its pieces; on the 10x6 pentominoes, Kanoodle, a one-sided puzzle, a
// puzzle with a stationary piece and the Soma cube.
func TestAskCounts(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		key   string
		sols  int64 // solutions to take positions from
		every int
		ks    []int // pieces placed
	}{
		{"pentominoes-10x6", 300, 60, []int{3, 5, 8}},
		{"kanoodle", 300, 100, []int{3, 6}},
		{"pentominoes-onesided-30x3", 40, 13, []int{4, 10}},
		{"pentominoes-8x8-hole", 40, 20, []int{3, 6}},
		{"soma", 200, 50, []int{1, 3}},
	} {
		p := librarytest.Problem(t, tc.key)
		sols := librarytest.Solutions(t, p, tc.sols)
		for i := 0; i < len(sols); i += tc.every {
			for _, k := range tc.ks {
				placed := slices.Clone(sols[i].Placements[len(sols[i].Placements)-k:])
				a, err := Ask(context.Background(), p, placed, Options{Budget: -1})
				if err != nil {
					t.Fatalf("%s: %v", tc.key, err)
				}
				want := plain(t, p, placed)
				if !a.Exact || a.Count != want || want < 1 {
					t.Errorf("%s solution %d, %d placed: %v, plain DLX counts %d", tc.key, i, k, a, want)
				}
				if err := verify.Solution(p, whole(p, placed, a.Completion)); err != nil {
					t.Errorf("%s solution %d, %d placed: the completion does not verify: %v", tc.key, i, k, err)
				}
				if a.Hint == nil || !slices.ContainsFunc(a.Completion, func(pl solver.Placement) bool { return pl.Piece == a.Hint.Piece }) {
					t.Errorf("%s solution %d, %d placed: hint %+v is not a piece of the completion", tc.key, i, k, a.Hint)
				}
			}
		}
	}
}

// TestAskDeadAndDone: a position with no completion is counted 0 with
// no hint; a hint for a named piece places that piece; hints placed one
// after the other make a solution, which has one completion, itself.
func TestAskDeadAndDone(t *testing.T) {
	t.Parallel()
	p := librarytest.Problem(t, "pentominoes-10x6")
	// X in the corner cuts off the corner cell: no completion.
	x := []solver.Point{{X: 1, Y: 0}, {X: 0, Y: 1}, {X: 1, Y: 1}, {X: 2, Y: 1}, {X: 1, Y: 2}}
	a, err := Ask(context.Background(), p, []solver.Placement{{Piece: "X", Cells: x}}, Options{})
	if err != nil || !a.Exact || a.Count != 0 || a.Hint != nil || a.Completion != nil {
		t.Fatalf("X in the corner: %+v %v, want 0 completions", a, err)
	}
	var placed []solver.Placement
	for step := 0; len(placed) < 12; step++ {
		o := Options{}
		if step == 2 {
			o.HintPiece = "U"
		}
		a, err := Ask(context.Background(), p, placed, o)
		if err != nil || a.Count < 1 || a.Hint == nil {
			t.Fatalf("step %d: %+v %v", step, a, err)
		}
		if o.HintPiece != "" && a.Hint.Piece != o.HintPiece {
			t.Errorf("step %d: hint for %s places %s", step, o.HintPiece, a.Hint.Piece)
		}
		placed = append(placed, *a.Hint)
	}
	if err := verify.Solution(p, whole(p, placed, nil)); err != nil {
		t.Fatalf("the hints' board does not verify: %v", err)
	}
	a, err = Ask(context.Background(), p, placed, Options{})
	if err != nil || !a.Solved() {
		t.Errorf("solved board: %+v %v", a, err)
	}
}

// TestAskBudget: a count that does not end within its budget answers
// with the number found so far and no estimate, a completion and a hint;
// Count counts them all (the library's 9,356 for the empty 10x6); a
// cancelled context ends the search with its error.
func TestAskBudget(t *testing.T) {
	t.Parallel()
	p := librarytest.Problem(t, "pentominoes-10x6")
	a, err := Ask(context.Background(), p, nil, Options{Budget: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if a.Exact || a.Estimated || a.Count >= 9356 || a.Count > 0 && a.Hint == nil {
		t.Errorf("empty 10x6 in 1 ms: %+v, want the completions found so far", a)
	}
	a, err = Count(context.Background(), p, nil, Options{})
	if err != nil || !a.Exact || a.Count != 9356 {
		t.Errorf("Count of the empty 10x6: %v %v, want exactly 9356", a, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for name, f := range map[string]func(context.Context, *solver.Problem, []solver.Placement, Options) (Answer, error){"Ask": Ask, "Estimate": Estimate, "Count": Count} {
		if _, err := f(ctx, p, nil, Options{}); !errors.Is(err, context.Canceled) {
			t.Errorf("%s cancelled: error %v, want context.Canceled", name, err)
		}
	}
}

// TestPositionErrors: a position that is not one of the puzzle's is
// refused with the reason (solver.WithPlaced's).
func TestPositionErrors(t *testing.T) {
	t.Parallel()
	p := librarytest.Problem(t, "pentominoes-10x6")
	line := func(x, y, n int) []solver.Point {
		var out []solver.Point
		for i := range n {
			out = append(out, solver.Point{X: x + i, Y: y})
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
		{[]solver.Placement{{Piece: "I", Cells: line(6, 0, 5)}}, "piece I has 1 square outside the region"},
		{[]solver.Placement{{Piece: "I", Cells: line(0, 0, 5)}, {Piece: "I", Cells: line(0, 1, 5)}}, "piece I is placed twice"},
		{[]solver.Placement{{Piece: "I", Cells: line(0, 0, 5)}, {Piece: "L", Cells: []solver.Point{{X: 0, Y: 0}, {X: 0, Y: 1}, {X: 0, Y: 2}, {X: 0, Y: 3}, {X: 1, Y: 3}}}}, "piece L overlaps I at (0 0 0)"},
	} {
		for name, f := range map[string]func(context.Context, *solver.Problem, []solver.Placement, Options) (Answer, error){"Ask": Ask, "Estimate": Estimate, "Count": Count} {
			_, err := f(context.Background(), p, tc.placed, Options{})
			if err == nil || err.Error() != tc.want {
				t.Errorf("%s(%v): error %v, want %q", name, tc.placed, err, tc.want)
			}
		}
	}
}

// TestAskSeveralParts asks the coach about a 2x2x2 cube of three pieces
// in several parts (4 solutions), with none and with one placed: its
// automatic search leaves out the volume checks, which assume joined
// pieces, and counts as plain dancing links does.
func TestAskSeveralParts(t *testing.T) {
	t.Parallel()
	p := &solver.Problem{Name: "cube", XDim: 2, YDim: 2, ZDim: 2, Pieces: []solver.Piece{
		{Name: "A", Cells: []solver.Point{{X: 0, Y: 0, Z: 0}, {X: 1, Y: 1, Z: 1}}},
		{Name: "B", Cells: []solver.Point{{X: 1, Y: 1, Z: 0}, {X: 1, Y: 0, Z: 1}, {X: 0, Y: 1, Z: 1}}},
		{Name: "C", Cells: []solver.Point{{X: 1, Y: 0, Z: 0}, {X: 0, Y: 1, Z: 0}, {X: 0, Y: 0, Z: 1}}}}}
	for _, placed := range [][]solver.Placement{nil, {{Piece: "A", Cells: p.Pieces[0].Cells}}} {
		a, err := Ask(context.Background(), p, placed, Options{Budget: -1})
		want := plain(t, p, placed)
		if err != nil || !a.Exact || a.Count != want || want < 1 {
			t.Errorf("%d placed: %+v %v, plain DLX counts %d", len(placed), a, err, want)
		}
		if len(placed) == 0 && want != 4 {
			t.Errorf("the cube: plain DLX counts %d, want 4", want)
		}
	}
}

// TestAskOptional: where cells may stay empty, a position whose pieces
// left are too few for the cells that must be filled, or that has every
// piece on the board with such a cell open, has no completion; one that
// fills them is solved.
func TestAskOptional(t *testing.T) {
	domino := []solver.Point{{}, {X: 1}}
	p := &solver.Problem{XDim: 5, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "A", Cells: domino}, {Name: "B", Cells: domino}},
		Optional: []solver.Point{{X: 3}, {X: 4}}}
	for _, tc := range []struct {
		placed []solver.Placement
		count  int64
		solved bool
	}{
		{nil, 1, false}, // one domino on the first two cells, one on the next two
		{[]solver.Placement{{Piece: "A", Cells: []solver.Point{{X: 3}, {X: 4}}}}, 0, false},
		{[]solver.Placement{{Piece: "A", Cells: []solver.Point{{X: 2}, {X: 3}}}}, 1, false},
		{[]solver.Placement{{Piece: "A", Cells: []solver.Point{{X: 2}, {X: 3}}}, {Piece: "B", Cells: []solver.Point{{X: 0}, {X: 1}}}}, 1, true},
		{[]solver.Placement{{Piece: "A", Cells: []solver.Point{{X: 1}, {X: 2}}}, {Piece: "B", Cells: []solver.Point{{X: 3}, {X: 4}}}}, 0, false},
	} {
		a, err := Ask(context.Background(), p, tc.placed, Options{})
		if err != nil || !a.Exact || a.Count != tc.count || a.Solved() != tc.solved {
			t.Errorf("%v: %+v %v, want %d completions, solved %v", tc.placed, a, err, tc.count, tc.solved)
		}
	}
}
