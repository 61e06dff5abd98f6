package solver

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"polyplay/internal/longtest"
)

// solveInOrder solves s and returns its statistics and its solutions, each
// as solutionKey writes it, in the order found.
func solveInOrder(t *testing.T, s *Solver) (Stats, []string) {
	t.Helper()
	var sols []string
	st, err := s.Solve(context.Background(), func(sol Solution) bool {
		sols = append(sols, placedKey(sol))
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return st, sols
}

// placedKey writes sol's placements' cells as solutionKey does.
func placedKey(sol Solution) string {
	var keys []string
	for _, pl := range sol.Placements {
		keys = append(keys, cellsKey("", pl.Cells))
	}
	return solutionKey(keys)
}

// withoutParallel returns notes without the parallel search's note,
// whose branches shared on demand depend on the goroutines' timing.
func withoutParallel(notes []string) []string {
	return slices.DeleteFunc(slices.Clone(notes), func(n string) bool { return strings.HasPrefix(n, "parallel:") })
}

// parseOptions parses a command line's options, which must all be
// options.
func parseOptions(t *testing.T, args string) Options {
	t.Helper()
	o, rest, err := ParseArgs(strings.Fields(args))
	if err != nil || len(rest) > 0 {
		t.Fatalf("ParseArgs(%q): %v, %q", args, err, rest)
	}
	return o
}

// TestReuse checks Solver.Reuse: a solver made once and reused for runs
// with other options of a single run (progress, a time limit, parts,
// jobs, a limit on solutions), one after the other, finds what a solver
// New makes for each run finds: the same solutions in the same order and
// the same statistics (parallel runs: the same solutions); the parts of
// a divided run add up to the whole; and the solver reused, solved again
// between the runs, still searches as it did.
func TestReuse(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		p     func() *Problem
		args  string   // the options of the solver reused
		runs  []string // the options added for each run; jobs=2: Options.Jobs 2
		want  int64    // the solutions of args
		short int      // if positive, the runs under -short (the WebAssembly pass of make test): the first short
	}{
		{"10x6", func() *Problem { return pentominoBox(10, 6) }, "-r --auto",
			[]string{"", "--split=8 --part=1/3", "jobs=2", "--part=0/2", "--part=1/2", "--time=1h", "--split=8 --part=0/3", "--split=8 --part=2/3"}, 2339, 3},
		{"12x5", func() *Problem { return pentominoBox(12, 5) }, "-r --auto",
			[]string{"--part=1/2", "--part=0/2", "jobs=2", ""}, 1010, 0},
		{"12x5 by symmetry", func() *Problem { return pentominoBox(12, 5) }, "--auto",
			[]string{"--part=0/3", "--part=1/3", "--part=2/3", "--time=1h"}, 4040, 0},
		{"soma", soma, "-r -V", []string{"--part=0/2", "--part=1/2", ""}, 480, 0},
		{"20x3 max", func() *Problem { return pentominoBox(20, 3) }, "-r --auto --max=1",
			[]string{"--max=2", "--max=1 --part=1/2"}, 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.p()
			base := parseOptions(t, tc.args)
			s, err := New(p, base)
			if err != nil {
				t.Fatal(err)
			}
			want, wantSols := solveInOrder(t, s)
			if want.Solutions != tc.want {
				t.Fatalf("%s: %d solutions, want %d", tc.args, want.Solutions, tc.want)
			}
			// The solutions of each division's parts (by their number,
			// and by their split level), and the parts run.
			type division struct{ parts, split int }
			parts, ran := map[division]int64{}, map[division]int{}
			runs := tc.runs
			if testing.Short() && !longtest.Enabled() && tc.short > 0 {
				// The WebAssembly pass of make test: the
				// 10x6's whole run, a part at --split=8 and two
				// jobs; the 12x5's cases divide into parts and
				// limit the time there too.
				runs = runs[:tc.short]
			}
			for i, run := range runs {
				o := parseOptions(t, tc.args+" "+strings.TrimPrefix(run, "jobs=2"))
				if strings.HasPrefix(run, "jobs=2") {
					o.Jobs = 2 // no flag: the command line's -j is its own
				}
				progressed := false
				o.Progress, o.ProgressInterval = func(Stats) { progressed = true }, time.Millisecond
				r, ok := s.Reuse(o)
				if !ok {
					t.Fatalf("run %d (%s): Reuse refused options that differ only in a run's", i, run)
				}
				fresh, err := New(p, o)
				if err != nil {
					t.Fatal(err)
				}
				got, gotSols := solveInOrder(t, r)
				wantRun, wantRunSols := solveInOrder(t, fresh)
				if o.Jobs > 1 {
					// The solutions arrive in no particular order, and
					// the memo's statistics depend on it.
					slices.Sort(gotSols)
					slices.Sort(wantRunSols)
					got.Attempts, got.Fits, wantRun.Attempts, wantRun.Fits = nil, nil, nil, nil
					// So does the number of branches shared on demand.
					got.Notes, wantRun.Notes = withoutParallel(got.Notes), withoutParallel(wantRun.Notes)
				}
				if d := sameStats(got, wantRun); d != "" {
					t.Errorf("run %d (%s): reused: %s", i, run, d)
				}
				if !slices.Equal(gotSols, wantRunSols) {
					t.Errorf("run %d (%s): reused: other solutions than New's (%d, want %d)", i, run, len(gotSols), len(wantRunSols))
				}
				if g, w := fmt.Sprint(got.Notes), fmt.Sprint(wantRun.Notes); g != w {
					t.Errorf("run %d (%s): reused: notes %s, want %s", i, run, g, w)
				}
				if g, w := chosenSearch(r), chosenSearch(fresh); !reflect.DeepEqual(g, w) {
					t.Errorf("run %d (%s): reused: chosen %+v, want %+v", i, run, g, w)
				}
				if !progressed {
					t.Errorf("run %d (%s): reused: no progress reported", i, run)
				}
				if d := (division{o.Parts, o.Split}); o.Parts > 1 && o.MaxSolutions == 0 {
					parts[d] += got.Solutions
					ran[d]++
				}
				// The solver reused is not changed.
				again, againSols := solveInOrder(t, s)
				if d := sameStats(again, want); d != "" || !slices.Equal(againSols, wantSols) {
					t.Errorf("after run %d (%s): the solver reused: %s (%d solutions)", i, run, d, len(againSols))
				}
			}
			for d, sum := range parts {
				if ran[d] == d.parts && sum != want.Solutions {
					t.Errorf("the %d parts (split %d) found %d solutions, want %d", d.parts, d.split, sum, want.Solutions)
				}
			}
		})
	}
}

// TestReuseRefuses checks that Reuse never serves a solver prepared for
// other options: every option that New's preparation reads, and options
// that are not valid, make it refuse.
func TestReuseRefuses(t *testing.T) {
	p := pentominoBox(10, 6)
	const args = "-r --auto"
	s, err := New(p, parseOptions(t, args))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Reuse(parseOptions(t, args)); !ok {
		t.Fatalf("Reuse refused the options the solver was made with")
	}
	for _, other := range []string{
		"", "--auto", "-r", "-rX --auto", "-r --auto --max=5", "-r --auto -V", "-r --auto -V3",
		"-r --auto --memo=0", "-r --auto --memo=4", "-r --auto -n", "-r --auto -n3", "-r -M --auto",
		"-r -u --auto", "-r --auto -F", "-r --auto -p3", "-r --auto -of", "-r --auto -f6",
		"-r -of=6 -f6 -n -V", "-r --auto -s100,0,1",
	} {
		o, rest, err := ParseArgs(strings.Fields(other))
		if err != nil || len(rest) > 0 {
			t.Fatalf("ParseArgs(%q): %v, %q", other, err, rest)
		}
		if _, ok := s.Reuse(o); ok {
			t.Errorf("Reuse(%q) of a solver made with %q: reused", other, args)
		}
	}
	traced := parseOptions(t, args)
	traced.Trace = func(Event) {}
	if _, ok := s.Reuse(traced); ok {
		t.Errorf("Reuse of a solver made untraced for a traced run: reused")
	}
	// Options of a run that are not valid: New reports them.
	for _, set := range []func(*Options){
		func(o *Options) { o.Part, o.Parts = 2, 2 },
		func(o *Options) { o.Split = 1 },
		func(o *Options) { o.Jobs = -1 },
		func(o *Options) { o.Take = func(int64) (int64, int64) { return 0, 0 } },
	} {
		o := parseOptions(t, args)
		set(&o)
		if _, ok := s.Reuse(o); ok {
			t.Errorf("Reuse with options New refuses: reused (%+v)", o)
		} else if _, err := New(p, o); err == nil {
			t.Errorf("New accepted options Reuse refused as not valid (%+v)", o)
		}
	}
	// A problem is compared by its caller: Reuse compares options only.
}

// chosenSearch is what the automatic configuration chose for s, with the
// run's limits and division (what flags.Args spells of a run).
func chosenSearch(s *Solver) any {
	o := s.Chosen()
	return []any{o.Search, o.MaxSolutions, o.TimeLimit, o.Split, o.Part, o.Parts}
}
