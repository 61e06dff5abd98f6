package solver

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"polyplay/internal/longtest"
	"polyplay/solver/verify"
)

// solutionSet solves p with opt and returns the statistics and the set of
// solutions found (keyed by their cells), verifying each one.
func solutionSet(t *testing.T, p *Problem, opt Options) (Stats, map[string]bool) {
	t.Helper()
	return solutionSetWith(t, p, opt, testHooks{})
}

// solutionSetWith is solutionSet with the test hooks h.
func solutionSetWith(t *testing.T, p *Problem, opt Options, h testHooks) (Stats, map[string]bool) {
	t.Helper()
	st, set, err := solveSet(p, opt, h)
	if err != nil {
		t.Fatal(err)
	}
	return st, set
}

// solveSet is solutionSetWith for any goroutine: it returns what fails.
func solveSet(p *Problem, opt Options, h testHooks) (Stats, map[string]bool, error) {
	s, err := newWithHooks(p, opt, h)
	if err != nil {
		return Stats{}, nil, fmt.Errorf("New: %w", err)
	}
	set := map[string]bool{}
	var bad error
	// Solve serialises its calls of the callback: no lock is needed.
	st, err := s.Solve(context.Background(), func(sol Solution) bool {
		var keys []string
		for _, pl := range sol.Placements {
			keys = append(keys, cellsKey("", pl.Cells))
		}
		if err := verify.Solution(p, sol); err != nil && bad == nil {
			bad = err
		}
		k := solutionKey(keys)
		if set[k] && bad == nil {
			bad = fmt.Errorf("solution found twice: %s", k)
		}
		set[k] = true
		return true
	})
	if err != nil {
		return st, set, fmt.Errorf("Solve: %w", err)
	}
	return st, set, bad
}

// testQueue is a queue of branches for Options.Take: it hands out ranges
// of 1, 3, 7, 2, 1, 3, ... branches in order, and notes the totals the
// searches give.
type testQueue struct {
	mu     sync.Mutex
	next   int64
	n      int
	totals []int64
}

func (q *testQueue) take(total int64) (from, to int64) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.totals = append(q.totals, total)
	from = min(q.next, total)
	to = min(from+[]int64{1, 3, 7, 2}[q.n%4], total)
	q.next, q.n = to, q.n+1
	return from, to
}

// sameStats reports how two searches' statistics differ ("" if not).
func sameStats(got, want Stats) string {
	switch {
	case got.Solutions != want.Solutions:
		return fmt.Sprintf("%d solutions, want %d", got.Solutions, want.Solutions)
	case !slices.Equal(got.Attempts, want.Attempts):
		return fmt.Sprintf("attempts %v, want %v", got.Attempts, want.Attempts)
	case !slices.Equal(got.Fits, want.Fits):
		return fmt.Sprintf("fits %v, want %v", got.Fits, want.Fits)
	case got.Stopped != want.Stopped:
		return fmt.Sprintf("stopped %q, want %q", got.Stopped, want.Stopped)
	}
	// The triggers' backtracks and the filters' images, by level.
	wc := want.levelCounts()
	for i, c := range got.levelCounts() {
		if !slices.Equal(*c, *wc[i]) {
			return fmt.Sprintf("level counts %d: %v, want %v", i, *c, *wc[i])
		}
	}
	return ""
}

// parallelCase is a search of parallelCases.
type parallelCase struct {
	name  string
	p     func() *Problem
	args  string
	want  int64
	long  bool // a long test
	memo  bool // the memo of dead ends is on: statistics differ
	short bool // run under -short
	// native: a long case run natively only. Its tree is large under
	// node's one thread, and its kinds of search run under WebAssembly
	// in the other cases (below): there the one-sided 30x3 with the
	// memo is the long case, sharing and the memo on a larger tree.
	native bool
}

// skip skips t, a test of the case, where the case does not run: a long
// case outside make test-long, a native case under WebAssembly, a case
// not marked short under -short.
func (tc parallelCase) skip(t *testing.T) {
	t.Helper()
	if tc.long {
		longtest.Skip(t)
	}
	if tc.native {
		longtest.SkipUnderWasm(t)
	}
	if testing.Short() && !tc.short {
		t.Skip("not under -short")
	}
}

// parallelCases are the searches that parallel and partial runs must
// reproduce exactly: DLX, FILA at thresholds above and below the split,
// every kind of heuristic, filters and triggers, 2-D and 3-D. Each needs
// enough branches at its split levels, not a big tree: the small cases
// check every kind of search, the long ones (make test-long) the same on
// the larger trees. Under -short (make test's WebAssembly pass, there to
// check the searches under Go's one-threaded js scheduler) only the
// cases marked short run: the automatic configuration (on the one-sided
// 30x3), FILA below the split, filters and triggers, 2-D and 3-D.
var parallelCases = []parallelCase{
	{"10x6 auto", func() *Problem { return pentominoBox(10, 6) }, "-r --auto --memo=0", 2339, false, false, false, false},
	{"10x6 auto memo", func() *Problem { return pentominoBox(10, 6) }, "-r --auto", 2339, false, true, false, false},
	{"10x6 P5", func() *Problem { return pentominoBox(10, 6) }, "-r -V -of=11 -f11 -n", 2339, true, false, false, false},
	{"one-sided 30x3 auto", oneSided30x3, "-r --auto --memo=0", 46, false, false, true, false},
	{"20x3 -ox", func() *Problem { return pentominoBox(20, 3) }, "-ox", 8, false, false, false, false},
	{"20x3 -oR -f8 -n", func() *Problem { return pentominoBox(20, 3) }, "-oR -f8 -n", 8, false, false, true, false},
	{"soma -r", soma, "-r", 480, false, false, true, false},
	{"soma -M -r -P2 -v1", soma, "-M -r -P2 -v1", 240, false, false, true, false},
	{"soma -u -of=5", soma, "-u -of=5 -f5", 480, false, false, false, false},
	{"soma -oe -f3", soma, "-r -oe -f3 -n", 480, false, false, false, false},
	{"15x4 -r -os", func() *Problem { return pentominoBox(15, 4) }, "-r -os", 368, true, false, false, true},
	{"15x4 -f8", func() *Problem { return pentominoBox(15, 4) }, "-r -oe -f8", 368, true, false, false, true},
	{"15x4 -oR", func() *Problem { return pentominoBox(15, 4) }, "-r -oR -f8 -n", 368, true, false, false, true},
	{"one-sided 30x3 auto memo", oneSided30x3, "-r --auto", 46, true, true, false, false},
	{"15x4 -V5 -p3", func() *Problem { return pentominoBox(15, 4) }, "-r -V5 -p3", 368, true, false, false, true},
	{"tetris cube", tetrisCube, "-rL -f11 -oe=11:f=3 -n", 9839, true, false, false, true},
	// The filters repeated at the split level, without a trigger there:
	// each node's filters run in its owner alone, and count once.
	{"8x8 hole -V11", pentominoes8x8Hole, "-V11 -os --memo=0", 520, false, false, true, false},
	{"soma -V6 -P6 -F6", soma, "-r -V6 -P6 -F6", 480, false, false, true, false},
}

// TestParallelMatchesSequential checks that parallel searches with 2 and 3
// workers and partial searches in 2 and 5 parts (merged) find the
// sequential search's solutions, each once, with its statistics. So do
// parallel searches split at their top level, into so few branches that
// workers run out of them early and the busy ones share theirs on
// demand, and three parts that take their branches from one queue.
// TestParallelSharing checks the searches in which every branch is
// offered for sharing. make test runs every other parallel search and
// one of the two divisions of each case, in turn (each on half the
// cases); make test-long runs them all.
func TestParallelMatchesSequential(t *testing.T) {
	t.Parallel()
	// Small searches would run on one goroutine (trial.go); these must
	// take the parallel path.
	h := testHooks{noTrial: true}
	for ci, tc := range parallelCases {
		t.Run(tc.name, func(t *testing.T) {
			tc.skip(t)
			opt, seq, seqSet := tc.sequential(t)
			s, err := newWithHooks(tc.p(), opt, h)
			if err != nil {
				t.Fatal(err)
			}
			L := s.SplitLevel(context.Background(), 2)
			if L < 2 {
				t.Fatalf("split level %d for 2 workers", L)
			}
			top := mobilePieces(tc.p()) - 1
			for ri, r := range []struct{ jobs, split int }{{2, 0}, {3, 0}, {2, top}} {
				if !longtest.Enabled() && (ci+ri)%2 != 0 {
					continue // make test: every other run of each case
				}
				o := opt
				o.Jobs, o.Split = r.jobs, r.split
				st, set := solutionSetWith(t, tc.p(), o, h)
				run := fmt.Sprintf("-j%d --split=%d", r.jobs, r.split)
				checkParts(t, run, []Stats{st}, []map[string]bool{set}, seq, seqSet, !tc.memo)
				if st.Split < 2 {
					t.Errorf("%s: split level %d", run, st.Split)
				}
			}
			for pi, parts := range []int{2, 5} {
				if !longtest.Enabled() && (ci+pi)%2 != 0 {
					continue // make test: one division of each case
				}
				var stats []Stats
				var sets []map[string]bool
				for part := range parts {
					o := opt
					o.Part, o.Parts = part, parts
					if part == 1 {
						o.Jobs = 2 // a part may run in parallel too
					}
					st, set := solutionSetWith(t, tc.p(), o, h)
					if st.Split != L && parts == 2 && part == 0 && opt.Split == 0 {
						// SplitLevel(…, 2) is what 2 parts choose too.
						t.Errorf("part 0 of 2 split at %d, SplitLevel says %d", st.Split, L)
					}
					stats, sets = append(stats, st), append(sets, set)
				}
				checkParts(t, fmt.Sprintf("%d parts", parts), stats, sets, seq, seqSet, !tc.memo)
			}
			queueParts(t, tc.p, opt, seq, seqSet, !tc.memo, false, h)
		})
	}
}

// TestParallelSharing checks the searches of TestParallelMatchesSequential
// in which every branch is offered for sharing (testHooks.shareAlways),
// so that sharing, which the notes report, does not depend on timing
// (under WebAssembly, or on a busy machine, a worker may find no branch
// to help with before the others finish): 4 workers split at the top
// level, and three parts that take their branches from one queue and
// share them through a Sharer.
func TestParallelSharing(t *testing.T) {
	t.Parallel()
	h := testHooks{shareAlways: true}
	for _, tc := range parallelCases {
		t.Run(tc.name, func(t *testing.T) {
			tc.skip(t)
			opt, seq, seqSet := tc.sequential(t)
			o := opt
			o.Jobs, o.Split = 4, mobilePieces(tc.p())-1
			st, set := solutionSetWith(t, tc.p(), o, h)
			run := fmt.Sprintf("-j4 --split=%d", o.Split)
			checkParts(t, run, []Stats{st}, []map[string]bool{set}, seq, seqSet, !tc.memo)
			if !slices.ContainsFunc(st.Notes, func(n string) bool { return strings.Contains(n, "shared on demand") }) {
				t.Errorf("%s: no branch was shared (notes %q)", run, st.Notes)
			}
			queueParts(t, tc.p, opt, seq, seqSet, !tc.memo, true, h)
		})
	}
}

// seqResult is a case's sequential search: the reference for the
// divided searches.
type seqResult struct {
	opt Options
	st  Stats
	set map[string]bool
}

// seqResults holds each case's sequential search (by name), done once
// for TestParallelMatchesSequential and TestParallelSharing: the test
// hooks they set change only parallel and partial searches.
var seqResults sync.Map

// sequential parses the case's arguments and solves its problem
// sequentially (once per case; the set is read, never written).
func (tc parallelCase) sequential(t *testing.T) (Options, Stats, map[string]bool) {
	t.Helper()
	opt, _, err := ParseArgs(strings.Fields(tc.args))
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := seqResults.Load(tc.name); ok {
		r := r.(seqResult)
		return r.opt, r.st, r.set
	}
	seq, seqSet := solutionSet(t, tc.p(), opt)
	if seq.Solutions != tc.want {
		t.Fatalf("sequential: %d solutions, want %d", seq.Solutions, tc.want)
	}
	seqResults.Store(tc.name, seqResult{opt, seq, seqSet})
	return opt, seq, seqSet
}

// queueParts runs three parts at once that take their branches from one
// queue: with share, without jobs, sharing their branches on demand too
// through a Sharer; else with two workers in part 1, which take from the
// queue too. The parts search with the test hooks h; under
// h.shareAlways it checks that branches were shared.
func queueParts(t *testing.T, p func() *Problem, opt Options, seq Stats, seqSet map[string]bool, exact, share bool, h testHooks) {
	t.Helper()
	const parts = 3
	q := &testQueue{}
	sh := &parShared{ctx: context.Background(), busy: parts}
	sh.cond.L = &sh.mu
	stats, sets, errs := make([]Stats, parts), make([]map[string]bool, parts), make([]error, parts)
	var wg sync.WaitGroup
	for part := range parts {
		o := opt
		o.Part, o.Parts, o.Take = part, parts, q.take
		if share {
			o.Share = sh
		} else if part == 1 {
			o.Jobs = 2
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			stats[part], sets[part], errs[part] = solveSet(p(), o, h)
		}()
	}
	wg.Wait()
	run := "parts taking from a queue"
	if share {
		run += " and sharing"
	}
	if err := errors.Join(errs...); err != nil {
		t.Fatalf("%s: %v", run, err)
	}
	checkParts(t, run, stats, sets, seq, seqSet, exact)
	if len(q.totals) < parts+1 || slices.Min(q.totals) != slices.Max(q.totals) || q.next < q.totals[0] {
		t.Errorf("%s: totals %v, %d handed out: want at least %d calls, one total, all handed out", run, q.totals, q.next, parts+1)
	}
	if share && (sh.offers.Open() != 0 || sh.busy != 0) {
		t.Errorf("%s: %d offers left open, %d parts busy; want none", run, sh.offers.Open(), sh.busy)
	}
	// Branches are shared for certain only when every owner offers its
	// own (testHooks.shareAlways); else an idle part may find none to
	// help with on a busy machine before the others finish.
	if share && h.shareAlways && stats[0].Split-subSplitDepth >= 3 && sh.offers.Shared() == 0 {
		t.Errorf("%s: no branch shared", run)
	}
}

// checkParts checks the parts of a divided search: no solution found by
// two parts, all of the sequential search's solutions found, and, if
// exact, merged statistics equal to its statistics (with the memo of dead
// ends, each worker or part remembers only what it has searched, so only
// the solution counts agree).
func checkParts(t *testing.T, run string, stats []Stats, sets []map[string]bool, seq Stats, seqSet map[string]bool, exact bool) {
	t.Helper()
	all := map[string]bool{}
	for _, set := range sets {
		for k := range set {
			if all[k] {
				t.Fatalf("%s: a solution found by two parts: %s", run, k)
			}
			all[k] = true
		}
	}
	merged := MergeStats(stats)
	if d := sameStats(merged, seq); d != "" && (exact || merged.Solutions != seq.Solutions) {
		t.Errorf("%s, merged: %s", run, d)
	}
	if len(all) != len(seqSet) {
		t.Errorf("%s: %d distinct solutions, want %d", run, len(all), len(seqSet))
	}
	for k := range seqSet {
		if !all[k] {
			t.Errorf("%s: a solution is missing: %s", run, k)
			break
		}
	}
}

// TestParallelStops checks the limits of a parallel search: exactly N
// solutions with MaxSolutions, a callback that stops it, cancellation
// and the time limit.
func TestParallelStops(t *testing.T) {
	t.Parallel()
	p := pentominoBox(10, 6)
	t.Run("max", func(t *testing.T) {
		st, set := solutionSet(t, p, Options{Search: Search{Redundancy: true}, Run: Run{Jobs: 2, MaxSolutions: 25}})
		if st.Solutions != 25 || len(set) != 25 || st.Stopped != "max" {
			t.Errorf("%d solutions (%d reported), stopped %q; want 25, 25, max", st.Solutions, len(set), st.Stopped)
		}
	})
	t.Run("callback", func(t *testing.T) {
		s, err := New(p, Options{Search: Search{Redundancy: true, Auto: true}, Run: Run{Jobs: 2}})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		st, err := s.Solve(context.Background(), func(Solution) bool { n++; return n < 7 })
		if err != nil || n != 7 || st.Solutions != 7 || st.Stopped != "max" {
			t.Errorf("callback called %d times, %d solutions, stopped %q, err %v; want 7, 7, max, nil", n, st.Solutions, st.Stopped, err)
		}
	})
	t.Run("cancel", func(t *testing.T) {
		s, err := New(tetrisCube(), Options{Search: Search{Redundancy: true, RedundancyPiece: "L", Order: mustOrder(t, "s")}, Run: Run{Jobs: 2}})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		go func() { time.Sleep(50 * time.Millisecond); cancel() }()
		st, err := s.Solve(ctx, nil)
		if !errors.Is(err, context.Canceled) || st.Stopped != "cancel" {
			t.Errorf("err %v, stopped %q; want context.Canceled, cancel", err, st.Stopped)
		}
	})
	t.Run("time", func(t *testing.T) {
		st, _ := solutionSet(t, tetrisCube(), Options{Search: Search{Redundancy: true, RedundancyPiece: "L", Order: mustOrder(t, "s")}, Run: Run{Jobs: 2, TimeLimit: 30 * time.Millisecond}})
		if st.Stopped != "time" {
			t.Errorf("stopped %q, want time", st.Stopped)
		}
	})
	// Split at the top, four workers run out of branches early and wait
	// for shares; every way of stopping must still end the search.
	for _, c := range []struct {
		name string
		p    *Problem
		opt  Options
		want string
	}{
		{"max while sharing", p, Options{Search: Search{Redundancy: true}, Run: Run{Jobs: 4, Split: 11, MaxSolutions: 200}}, "max"},
		{"time while sharing", tetrisCube(), Options{Search: Search{Redundancy: true, RedundancyPiece: "L", Order: mustOrder(t, "s")}, Run: Run{Jobs: 4, Split: 11, TimeLimit: 300 * time.Millisecond}}, "time"},
		{"cancel while sharing", tetrisCube(), Options{Search: Search{Redundancy: true, RedundancyPiece: "L", Order: mustOrder(t, "s")}, Run: Run{Jobs: 4, Split: 11}}, "cancel"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := New(c.p, c.opt)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if c.want == "cancel" {
				time.AfterFunc(300*time.Millisecond, cancel)
			}
			done := make(chan Stats)
			go func() {
				st, _ := s.Solve(ctx, nil)
				done <- st
			}()
			select {
			case st := <-done:
				if st.Stopped != c.want {
					t.Errorf("stopped %q, want %q", st.Stopped, c.want)
				}
			case <-time.After(60 * time.Second):
				t.Fatal("the search did not end within 60 s of being stopped")
			}
		})
	}
	t.Run("progress", func(t *testing.T) {
		var mu sync.Mutex
		var last Stats
		reports := 0
		s, err := New(p, Options{Search: Search{Redundancy: true, Auto: true}, Run: Run{Jobs: 2, ProgressInterval: time.Millisecond,
			Progress: func(st Stats) { mu.Lock(); last, reports = st, reports+1; mu.Unlock() }}})
		if err != nil {
			t.Fatal(err)
		}
		st, err := s.Solve(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		mu.Lock()
		defer mu.Unlock()
		if reports == 0 || last.Solutions != st.Solutions || last.Progress != 1 {
			t.Errorf("%d reports, last %d solutions at %.2f; want the final %d at 1", reports, last.Solutions, last.Progress, st.Solutions)
		}
	})
}

// TestParallelOptionErrors checks the validation of the options.
func TestParallelOptionErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		opt  Options
		want string
	}{
		{Options{Run: Run{Jobs: -1}}, "the number of parallel jobs must be at least 0, got -1"},
		{Options{Run: Run{Jobs: MaxJobs + 1}}, "the number of parallel jobs must be at most 256, got 257"},
		{Options{Run: Run{Parts: 3, Part: 3}}, "part 3 of 3: the part must be between 0 and 2"},
		{Options{Run: Run{Part: 1}}, "part 1 given without a number of parts"},
		{Options{Run: Run{Split: 1}}, "the split level must be between 2 and 11 remaining pieces (one less than the 12 pieces), got 1"},
		{Options{Run: Run{Split: 12}}, "the split level must be between 2 and 11 remaining pieces (one less than the 12 pieces), got 12"},
		{Options{Search: Search{MCTrials: 5}, Run: Run{Parts: 2}}, "a Monte Carlo run cannot be divided into parts"},
		{Options{Run: Run{Take: (&testQueue{}).take}}, "a search that takes its branches from a queue must be one of several parts"},
		{Options{Run: Run{Parts: 2, Share: &parShared{}}}, "a search that shares its branches on demand must take them from a queue"},
		{Options{Run: Run{Parts: 2, Take: (&testQueue{}).take, Share: &parShared{}, Jobs: 2}}, "a search that shares its branches with other parts runs one job, got 2"},
	} {
		_, err := New(pentominoBox(10, 6), tc.opt)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%+v: error %v, want %q", tc.opt, err, tc.want)
		}
	}
}

// TestSplitLevelSmall checks that searches too small to divide run
// sequentially, and that a given split level is used.
func TestSplitLevelSmall(t *testing.T) {
	t.Parallel()
	st := solveAll(t, pentominoBox(20, 3), Options{Search: Search{Redundancy: true}, Run: Run{Jobs: 4}})
	if st.Solutions != 2 {
		t.Errorf("20x3 -r -j4: %d solutions, want 2", st.Solutions)
	}
	st = solveAll(t, pentominoBox(10, 6), Options{Search: Search{Redundancy: true, Auto: true}, Run: Run{Jobs: 2, Split: 9}})
	if st.Solutions != 2339 || st.Split != 9 {
		t.Errorf("10x6 -r --auto -j2 split 9: %d solutions split at %d, want 2339 at 9", st.Solutions, st.Split)
	}
}

// TestOffers plays offers of two branches: nodes are handed out in turn
// from each offer's first, the oldest open offer comes first, and a
// retired or unknown branch hands out Retired.
func TestOffers(t *testing.T) {
	t.Parallel()
	var o Offers
	if _, ok := o.First(); ok || o.Open() != 0 || o.Shared() != 0 {
		t.Fatalf("zero Offers: First ok %v, Open %d, Shared %d; want none", ok, o.Open(), o.Shared())
	}
	o.Add(7, 2)
	o.Add(3, 0)
	steps := []struct {
		op     string
		branch int64
		want   int64
	}{
		{"next", 7, 2},
		{"next", 3, 0},
		{"next", 7, 3},
		{"next", 5, Retired},
		{"first", 0, 7},
		{"retire", 7, 0},
		{"next", 7, Retired},
		{"first", 0, 3},
		{"next", 3, 1},
		{"retire", 3, 0},
		{"retire", 3, 0},
	}
	for i, s := range steps {
		switch s.op {
		case "next":
			if got := o.Next(s.branch); got != s.want {
				t.Errorf("step %d: Next(%d) = %d, want %d", i, s.branch, got, s.want)
			}
		case "first":
			if got, ok := o.First(); !ok || got != s.want {
				t.Errorf("step %d: First() = %d, %v; want %d, true", i, got, ok, s.want)
			}
		case "retire":
			o.Retire(s.branch)
		}
	}
	if _, ok := o.First(); ok || o.Open() != 0 || o.Shared() != 2 {
		t.Errorf("at the end: First ok %v, Open %d, Shared %d; want none open, 2 shared", ok, o.Open(), o.Shared())
	}
}

// pentominoes8x8Hole is the library's pentominoes-8x8-hole: the twelve
// pentominoes around a 2x2 hole in the middle of the 8x8 square.
func pentominoes8x8Hole() *Problem {
	return &Problem{Name: "8x8 hole", XDim: 8, YDim: 8, ZDim: 1, Pieces: append(pentominoes(),
		Piece{Name: "hole", Stationary: true, Cells: []Point{{X: 3, Y: 3}, {X: 3, Y: 4}, {X: 4, Y: 3}, {X: 4, Y: 4}}})}
}
