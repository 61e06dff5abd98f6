package solver

import (
	"context"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestFilaStore runs a solver again and again: from its second run on it
// stores FILA's compiled sub-puzzles and reuses them, and from its third
// its FILA searches (their memo too), with the same statistics, notes
// and solutions as its first run, alone or divided among workers, and
// through the solvers Reuse makes.
func TestFilaStore(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		p      func() *Problem
		args   string
		stored bool // whether it stores sub-puzzles (none with a lazy table)
		shared bool // the runs after the first are parallel (-j2)
	}{
		{"10x6 --auto", func() *Problem { return pentominoBox(10, 6) }, "-r --auto", true, false},
		{"12x5 -j2", func() *Problem { return pentominoBox(12, 5) }, "-r -of=11 -f11 -n", true, true},
		{"soma -oe -n (lazy)", soma, "-r -oe -f6 -n", false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opts := parseOptions(t, tc.args)
			s, err := New(tc.p(), opts)
			if err != nil {
				t.Fatal(err)
			}
			run := func(s *Solver) (Stats, []Solution) {
				st, sols := solveListed(t, s)
				st.Split = 0
				return st, sols
			}
			first, firstSols := run(s)
			if tc.name == "10x6 --auto" && !slices.ContainsFunc(first.Notes, func(n string) bool { return strings.HasPrefix(n, "memo of dead ends") }) {
				t.Errorf("the 10x6 used no memo (notes %q): the case no longer checks a recycled memo", first.Notes)
			}
			if s.tables.pz != nil {
				t.Errorf("the first run stored %d sub-puzzles", len(s.tables.pz))
			}
			again := s
			if tc.shared {
				o := opts
				o.Jobs = 2
				var ok bool
				if again, ok = s.Reuse(o); !ok {
					t.Fatal("Reuse refused -j2")
				}
			}
			for i := 2; i <= 4; i++ {
				st, sols := run(again)
				if !tc.shared && !reflect.DeepEqual(st, first) {
					t.Errorf("run %d: statistics differ:\n got %+v\nwant %+v", i, st, first)
				}
				if st.Solutions != first.Solutions || st.TotalFits() != first.TotalFits() && !tc.shared {
					t.Errorf("run %d: %d solutions, %d fits; want %d, %d", i, st.Solutions, st.TotalFits(), first.Solutions, first.TotalFits())
				}
				if !tc.shared && !reflect.DeepEqual(sols, firstSols) {
					t.Errorf("run %d: the solutions differ", i)
				}
				if n := len(s.tables.pz); (n > 0) != tc.stored {
					t.Errorf("run %d: %d sub-puzzles stored, want some: %v", i, n, tc.stored)
				}
			}
		})
	}
}

// solveListed solves with s and returns the statistics, without the
// elapsed time, and the solutions, names and all, in the order found
// (solveInOrder keeps only their cells).
func solveListed(t *testing.T, s *Solver) (Stats, []Solution) {
	t.Helper()
	var sols []Solution
	st, err := s.Solve(context.Background(), func(sol Solution) bool {
		sols = append(sols, sol)
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	st.Elapsed = 0
	return st, sols
}

// TestFilaStoreSmallParallel: a parallel search too small to divide,
// which Solve runs on one engine, is one run of the solver: it stores
// nothing.
func TestFilaStoreSmallParallel(t *testing.T) {
	p := &Problem{Name: "three dominoes", XDim: 3, YDim: 2, ZDim: 1, Pieces: []Piece{
		cubes("A", 0, 0, 0, 1, 0, 0), cubes("B", 0, 0, 0, 1, 0, 0), cubes("C", 0, 0, 0, 1, 0, 0)}}
	o := parseOptions(t, "-of -f3")
	o.Jobs = 2
	s, err := newWithHooks(p, o, testHooks{noTrial: true})
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := s.Solve(context.Background(), nil); st.Solutions != 3 || st.Split != 0 {
		t.Fatalf("%d solutions, split at %d; want 3, not divided", st.Solutions, st.Split)
	}
	if s.tables.runs != 1 || len(s.tables.pz) != 0 {
		t.Errorf("the first Solve counted %d runs and stored %d sub-puzzles, want 1 and none", s.tables.runs, len(s.tables.pz))
	}
}
