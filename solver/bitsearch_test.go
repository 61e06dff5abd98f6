package solver

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/longtest"
	"polyplay/solver/verify"
)

// fourOf is four copies of one tetromino in the 4x4 square: a shape
// column that needs four rows. Four squares tile it one way, four
// straight pieces two (all across or all down).
func fourOf(name string, cells ...[2]int) *Problem {
	p := &Problem{Name: name, XDim: 4, YDim: 4, ZDim: 1}
	for i := range 4 {
		pc := Piece{Name: fmt.Sprintf("%s%d", name, i)}
		for _, c := range cells {
			pc.Cells = append(pc.Cells, Point{X: c[0], Y: c[1]})
		}
		p.Pieces = append(p.Pieces, pc)
	}
	return p
}

// bitRun solves p with the arguments args, with the search the hooks h
// leave (the one-word search, the bit set search with noMasks, DLX's
// links with noBits), and returns the statistics and the solutions,
// each checked by the verifier.
func bitRun(t *testing.T, p *Problem, args string, jobs int, h testHooks) (Stats, []string) {
	t.Helper()
	h.noTrial = true
	_, st, sols := hookedRun(t, p, args, jobs, h)
	return st, sols
}

// hookedRun solves p with the arguments args on jobs goroutines and the
// test hooks h, and returns the solver, the statistics and the
// solutions, each checked by the verifier.
func hookedRun(t *testing.T, p *Problem, args string, jobs int, h testHooks) (*Solver, Stats, []string) {
	t.Helper()
	opt, rest, err := ParseArgs(strings.Fields(args))
	if err != nil || len(rest) > 0 {
		t.Fatalf("%q: %v %v", args, err, rest)
	}
	opt.Jobs = jobs
	s, err := newWithHooks(p, opt, h)
	if err != nil {
		t.Fatalf("%s %s: %v", p.Name, args, err)
	}
	var sols []string
	st, err := s.Solve(context.Background(), func(sol Solution) bool {
		if err := verify.Solution(p, sol); err != nil {
			t.Errorf("%s %s: %v", p.Name, args, err)
		}
		sols = append(sols, fmt.Sprint(sol.Placements))
		return true
	})
	if err != nil {
		t.Fatalf("%s %s: %v", p.Name, args, err)
	}
	return s, st, sols
}

// TestBitSearch counts puzzles on every grid with the bit set search,
// against their known counts, and checks that it makes DLX's search:
// the same solutions in the same order and the same attempts and fits
// at every level, with and without -r, on one goroutine and on two.
func TestBitSearch(t *testing.T) {
	t.Parallel()
	// The long cases run in make test-long: their DLX reference takes
	// seconds.
	puzzles := []struct {
		name string
		p    func() *Problem
		args string
		want int64
		long bool
	}{
		{"20x3", func() *Problem { return pentominoBox(20, 3) }, "-os", 8, false},
		{"20x3", func() *Problem { return pentominoBox(20, 3) }, "-os -r", 2, false},
		{"four squares", func() *Problem { return fourOf("O", [2]int{0, 0}, [2]int{1, 0}, [2]int{0, 1}, [2]int{1, 1}) }, "-os", 1, false},
		{"four straights", func() *Problem { return fourOf("I", [2]int{0, 0}, [2]int{1, 0}, [2]int{2, 0}, [2]int{3, 0}) }, "-os", 2, false},
		{"soma", soma, "-os -V", 11520, true},
		{"soma", soma, "-os -r", 480, false},
		{"soma -R", soma, "-os -r -R", 480, false},
		{"hexiamonds 6x6", hexiamonds6x6, "-os -r -V", 156, false},
		{"kanoodle pyramid", kanoodlePyramid, "-os -V", 2448, true},
		{"kanoodle pyramid", kanoodlePyramid, "-os -rE", 306, false},
		{"kanoodle pyramid", kanoodlePyramid, "--auto -r", 306, true},
	}
	for _, tc := range puzzles {
		if tc.long && !longtest.Enabled() {
			continue
		}
		for _, jobs := range []int{1, 2} {
			args := tc.args
			t.Run(fmt.Sprintf("%s %s -j%d", tc.name, args, jobs), func(t *testing.T) {
				t.Parallel()
				ref, refSols := bitRun(t, tc.p(), args, jobs, testHooks{noBits: true})
				for _, search := range []struct {
					name  string
					hooks testHooks
				}{{"the search on sets", testHooks{}}, {"the bit set search", testHooks{noMasks: true}}} {
					st, sols := bitRun(t, tc.p(), args, jobs, search.hooks)
					if st.Solutions != tc.want || int64(len(sols)) != tc.want {
						t.Fatalf("%s: %d solutions (%d handed on), want %d", search.name, st.Solutions, len(sols), tc.want)
					}
					if !slices.Equal(st.Attempts, ref.Attempts) || !slices.Equal(st.Fits, ref.Fits) {
						t.Errorf("%s: attempts %v fits %v, DLX's %v %v", search.name, st.Attempts, st.Fits, ref.Attempts, ref.Fits)
					}
					if !slices.Equal(sols, refSols) {
						t.Errorf("%s: the solutions differ from DLX's, or their order", search.name)
					}
				}
			})
		}
	}
}

// TestBitSearchApplies checks where the searches on sets replace DLX:
// the bit set search where min-fit searches throughout on at most
// bitColumns columns that must be covered (a spare shape's need not), without FILA, triggers or repeated filters; the
// one-word search among those where the cells and secondary columns fit
// one word (not the 6x6 rhombus's 72 triangles).
func TestBitSearchApplies(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name        string
		p           *Problem
		args        string
		bits, masks bool
	}{
		{"pyramid, auto", kanoodlePyramid(), "--auto -r", true, true},
		{"soma, min-fit", soma(), "-os -r -V -F", true, true},
		{"soma, R", soma(), "-os -r -R", true, true},
		{"soma, FILA", soma(), "-os -r -f5", false, false},
		{"soma, first hole", soma(), "-of -r", false, false},
		{"soma, volume trigger", soma(), "-os -v3", false, false},
		{"soma, repeated volume filter", soma(), "-os -V3", false, false},
		{"soma, parity trigger", soma(), "-os -p", false, false},
		{"10x6, auto (FILA)", pentominoBox(10, 6), "--auto -r", false, false},
		{"10x6, min-fit", pentominoBox(10, 6), "-os -r", true, true},
		{"hexiamonds 6x6: 72 cells", hexiamonds6x6(), "-os -r -V", true, false},
		{"two sets in 20x6: 132 columns", twoSets20x6(), "-os", false, false},
		{"two sets in 20x6, one spare: 120 columns to cover", spare(twoSets20x6()), "-os", true, false},
	} {
		opt, _, err := ParseArgs(strings.Fields(tc.args))
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(tc.p, opt)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		e := newEngine(s, context.Background(), nil)
		e.build()
		e.x = newSearchExt(e)
		if got := newBitSearch(e) != nil; got != tc.bits {
			t.Errorf("%s (%s): bit set search %v, want %v", tc.name, tc.args, got, tc.bits)
		}
		if got := newMaskSearch(e) != nil; got != tc.masks {
			t.Errorf("%s (%s): one-word search %v, want %v", tc.name, tc.args, got, tc.masks)
		}
	}
}

// twoSets20x6 is two sets of the pentominoes in a 20x6 box: 120 cells
// and 12 shapes, more columns than the bit set search takes.
func twoSets20x6() *Problem {
	p := pentominoBox(20, 6)
	for _, pc := range pentominoes() {
		pc.Name = strings.ToLower(pc.Name)
		p.Pieces = append(p.Pieces, pc)
	}
	return p
}
