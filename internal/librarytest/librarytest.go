// Package librarytest loads puzzles of Polyplay's built-in library (package
// def) and solves them, for tests: the one place where a test turns a
// library key into a problem, a count or a solution (and a definition's
// text into a problem: Parse). It also holds the
// small puzzles that tests share: Play mode's (TinyPlay) and a bent row
// of balls that only turning it over fits (FlatV).
//
// Every solution a search reports is checked with verify.Solution, the
// verifier that does not share the search's code.
package librarytest

import (
	"context"
	"sync"
	"testing"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/verify"
)

// Problem returns the problem of library puzzle key. It fails tb if the
// library has no such puzzle or its definition does not parse.
func Problem(tb testing.TB, key string) *solver.Problem {
	tb.Helper()
	e, ok := def.Lookup(key)
	if !ok {
		tb.Fatalf("no library puzzle %q", key)
	}
	pz, err := e.Puzzle()
	if err != nil {
		tb.Fatalf("library puzzle %s: %v", key, err)
	}
	return &pz.Problem
}

// Parse returns the problem of a definition given as text (package def's
// format), which must hold one puzzle. It fails tb otherwise.
func Parse(tb testing.TB, src string) *solver.Problem {
	tb.Helper()
	ps, err := def.Parse("test.txt", []byte(src))
	if err != nil {
		tb.Fatal(err)
	}
	if len(ps) != 1 {
		tb.Fatalf("the definition holds %d puzzles, not 1", len(ps))
	}
	return &ps[0].Problem
}

// Solve solves p with opt, checks every solution with verify.Solution, and
// returns the search's statistics and its first solution (the zero
// Solution if it found none). It fails tb if the options are rejected, the
// search fails or a solution does not verify.
func Solve(tb testing.TB, p *solver.Problem, opt solver.Options) (solver.Stats, solver.Solution) {
	tb.Helper()
	var (
		first solver.Solution
		found bool
	)
	st := solveEach(tb, p, opt, func(sol solver.Solution) {
		if !found {
			first, found = sol, true
		}
	})
	return st, first
}

// Solutions returns the first n solutions of p, in the order an
// automatic search (solver.Search.Auto) finds them, each checked as Solve
// checks them.
func Solutions(tb testing.TB, p *solver.Problem, n int64) []solver.Solution {
	tb.Helper()
	var out []solver.Solution
	solveEach(tb, p, solver.Options{Search: solver.Search{Auto: true}, Run: solver.Run{MaxSolutions: n}}, func(sol solver.Solution) {
		out = append(out, sol)
	})
	return out
}

// solveEach solves p with opt, checks every solution with verify.Solution,
// hands each to keep (one at a time, as a parallel search reports them)
// and returns the search's statistics.
func solveEach(tb testing.TB, p *solver.Problem, opt solver.Options, keep func(solver.Solution)) solver.Stats {
	tb.Helper()
	s, err := solver.New(p, opt)
	if err != nil {
		tb.Fatalf("%s: New: %v", p.Name, err)
	}
	var (
		mu  sync.Mutex // a parallel search reports from several goroutines
		bad error
	)
	st, err := s.Solve(context.Background(), func(sol solver.Solution) bool {
		err := verify.Solution(p, sol)
		mu.Lock()
		defer mu.Unlock()
		if err != nil && bad == nil {
			bad = err
		}
		keep(sol)
		return true
	})
	if err != nil {
		tb.Fatalf("%s: Solve: %v", p.Name, err)
	}
	if bad != nil {
		tb.Fatalf("%s: invalid solution: %v", p.Name, bad)
	}
	return st
}

// Count solves library puzzle key with opt (see Solve) and returns the
// number of solutions.
func Count(tb testing.TB, key string, opt solver.Options) int64 {
	tb.Helper()
	st, _ := Solve(tb, Problem(tb, key), opt)
	return st.Solutions
}

// First returns library puzzle key's problem and the first solution that
// a search with opt finds (opt.MaxSolutions is set to 1). It fails tb if
// there is none.
func First(tb testing.TB, key string, opt solver.Options) (*solver.Problem, solver.Solution) {
	tb.Helper()
	p := Problem(tb, key)
	opt.MaxSolutions = 1
	st, sol := Solve(tb, p, opt)
	if st.Solutions == 0 {
		tb.Fatalf("%s: no solution", key)
	}
	return p, sol
}
