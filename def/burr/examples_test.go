package burr

import (
	"os"
	"path/filepath"
	"testing"

	"polyplay/internal/burrexamples"
	"polyplay/internal/plaincount"
	"polyplay/solver"
	"polyplay/solver/verify"
)

// readExample returns the file of a test's table: a path under testdata,
// or the name of one of BurrTools' examples (package burrexamples, which
// skips the test where they are not here).
func readExample(t *testing.T, file string) []byte {
	t.Helper()
	if filepath.Dir(file) == "testdata" {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		return src
	}
	return burrexamples.Read(t, file)
}

// checkCounts checks p's counts: every solution, plaincount's all, each
// verified, under --auto; burrTxt's count with -r -M, also when p is
// written as a definition and read back.
func checkCounts(t *testing.T, p *solver.Problem, all, burrTxt int64) {
	t.Helper()
	if want, _, err := plaincount.Count(p); err != nil || want != all {
		t.Errorf("plaincount: %d solutions (%v), want %d", want, err, all)
	}
	checkBurrCounts(t, p, all, burrTxt, false)
}

// checkBurrCounts checks p's counts: every solution with the automatic
// configuration, each verified, and with -r -M burrTxt's, also once
// p is written by def.Format and read back (unless long).
func checkBurrCounts(t *testing.T, p *solver.Problem, all, burrTxt int64, long bool) {
	t.Helper()
	s, err := solver.New(p, solver.Options{Search: solver.Search{Auto: true}})
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.Solve(t.Context(), func(sol solver.Solution) bool {
		if err := verify.Solution(p, sol); err != nil {
			t.Error(err)
			return false
		}
		return true
	})
	if err != nil || st.Solutions != all {
		t.Errorf("--auto: %d solutions (%v), want %d", st.Solutions, err, all)
	}
	rm := solver.Options{Search: solver.Search{Redundancy: true, Mirror: true}}
	if n, err := count(p, rm); err != nil || n != burrTxt {
		t.Errorf("-r -M: %d solutions (%v), want burrTxt's %d", n, err, burrTxt)
	}
	if !long {
		readsBack(t, p, rm, burrTxt)
	}
}
