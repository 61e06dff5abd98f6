package solver

import (
	"context"
	"fmt"
	"slices"
	"testing"
)

// TestKeep checks Options.Keep: Solve hands its callback the first Keep
// solutions (those a run without Keep hands first, in order, for a
// sequential search; solutions of the search for a parallel one), and
// counts all of them, with and without a limit on solutions, in a plain,
// a parallel, a partial and an expanded search (all solutions by
// symmetry), reusing one solver for the runs without a limit as the
// playground does.
func TestKeep(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		p    func() *Problem
		args string
		jobs int
		want int64 // the solutions of args
	}{
		{"12x5", func() *Problem { return pentominoBox(12, 5) }, "-r --auto", 1, 1010},
		{"12x5 jobs=2", func() *Problem { return pentominoBox(12, 5) }, "-r --auto", 2, 1010},
		{"12x5 part", func() *Problem { return pentominoBox(12, 5) }, "-r --auto --part=1/2", 1, -1},
		{"12x5 by symmetry", func() *Problem { return pentominoBox(12, 5) }, "--auto", 1, 4040},
		{"12x5 by symmetry jobs=2", func() *Problem { return pentominoBox(12, 5) }, "--auto", 2, 4040},
		{"soma (a trial on one goroutine)", soma, "-r -V", 2, 480},
		{"soma dlx", soma, "-r", 1, 480},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := parseOptions(t, tc.args)
			o.Jobs = tc.jobs
			s, err := New(tc.p(), o)
			if err != nil {
				t.Fatal(err)
			}
			all, allSols := solveInOrder(t, s)
			if tc.want >= 0 && all.Solutions != tc.want {
				t.Fatalf("%d solutions, want %d", all.Solutions, tc.want)
			}
			if int64(len(allSols)) != all.Solutions {
				t.Fatalf("the callback had %d solutions of %d", len(allSols), all.Solutions)
			}
			for _, c := range []struct{ keep, max, stopAt int64 }{
				{1, 0, 0}, {100, 0, 0}, {all.Solutions, 0, 0}, {all.Solutions + 5, 0, 0},
				{5, 10, 0}, {10, 5, 0}, {5, 0, 3},
			} {
				name := fmt.Sprintf("keep %d max %d stop at %d", c.keep, c.max, c.stopAt)
				k := o
				k.Keep, k.MaxSolutions = c.keep, c.max
				// A limit on solutions may prepare the search otherwise
				// (samePreparation): New makes that solver.
				r, ok := s.Reuse(k)
				if c.max > 0 {
					r, err = New(tc.p(), k)
				} else if !ok {
					t.Fatalf("%s: Reuse refused", name)
				}
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				st, err := r.Solve(context.Background(), func(sol Solution) bool {
					got = append(got, placedKey(sol))
					return c.stopAt == 0 || int64(len(got)) < c.stopAt
				})
				if err != nil {
					t.Fatal(err)
				}
				wantSolutions := all.Solutions
				if c.max > 0 {
					wantSolutions = min(c.max, wantSolutions)
				}
				if c.stopAt > 0 {
					wantSolutions = min(c.stopAt, wantSolutions)
				}
				if st.Solutions != wantSolutions {
					t.Errorf("%s: %d solutions counted, want %d", name, st.Solutions, wantSolutions)
				}
				if want := min(c.keep, wantSolutions); int64(len(got)) != want {
					t.Errorf("%s: the callback had %d solutions, want %d", name, len(got), want)
				}
				if tc.jobs <= 1 {
					if !slices.Equal(got, allSols[:len(got)]) {
						t.Errorf("%s: the callback's solutions are not the first of the run without Keep", name)
					}
					if c.max == 0 && c.stopAt == 0 {
						if d := sameStats(st, all); d != "" {
							t.Errorf("%s: %s", name, d)
						}
					}
					continue
				}
				seen := map[string]bool{}
				for _, g := range got {
					if seen[g] || !slices.Contains(allSols, g) {
						t.Errorf("%s: a solution twice or not of the search: %s", name, g)
					}
					seen[g] = true
				}
			}
		})
	}
}

// TestKeepDisassemble checks that under Options.Disassemble Solve hands
// its callback every assembly whatever Keep says, for the caller to take
// each apart, and that New refuses Disassemble with Monte Carlo trials.
func TestKeepDisassemble(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args string
		keep int64
		want int // solutions handed over
		err  string
	}{
		{"-r", 1, 1, ""},
		{"-r --disassemble", 1, 480, ""},
		{"-r --disassemble", 0, 480, ""},
		{"-r --disassemble -s 10", 0, 0, "--disassemble takes apart the assemblies found; -s samples the search and cannot be used with it"},
	} {
		o := parseOptions(t, tc.args)
		o.Keep = tc.keep
		s, err := New(soma(), o)
		if tc.err != "" || err != nil {
			if err == nil || err.Error() != tc.err {
				t.Errorf("%s: error %v; want %q", tc.args, err, tc.err)
			}
			continue
		}
		n := 0
		if _, err := s.Solve(context.Background(), func(Solution) bool { n++; return true }); err != nil {
			t.Fatal(err)
		}
		if n != tc.want {
			t.Errorf("%s, keep %d: %d solutions handed over; want %d", tc.args, tc.keep, n, tc.want)
		}
	}
}
