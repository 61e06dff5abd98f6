// Package longtest is the switch for Polyplay's long tests: the runs that
// take minutes (whole searches of large puzzles, every algorithm on every
// library puzzle, the full equivalence set of parallel and partial
// search). `make test` leaves them out so that it stays within its budget;
// `make test-long` runs them by setting the environment variable
// POLYPLAY_LONG_TESTS=1, which this package reads.
//
// A long test, or a long case of a table, starts with
//
//	longtest.Skip(t)
//
// and runs only when the variable is set (natively and under WebAssembly:
// node passes the environment to the test binary).
//
// A test of platform-independent logic, which the native pass runs in
// full, starts with
//
//	longtest.SkipUnderWasm(t)
//
// and under WebAssembly runs only when the variable is set.
package longtest

import (
	"os"
	"runtime"
	"testing"
)

// Env is the environment variable that turns the long tests on.
const Env = "POLYPLAY_LONG_TESTS"

// Enabled reports whether the long tests run: whether Env is set to a
// non-empty value other than 0.
func Enabled() bool {
	v := os.Getenv(Env)
	return v != "" && v != "0"
}

// Skip skips tb unless the long tests run.
func Skip(tb testing.TB) {
	tb.Helper()
	if !Enabled() {
		tb.Skipf("long test: set %s=1 (make test-long) to run it", Env)
	}
}

// SkipUnderWasm skips tb under WebAssembly (GOOS=js) unless the long
// tests run. It marks a test of platform-independent logic (filters,
// sub-puzzles, symmetry, estimates, heuristics): WebAssembly is 64-bit
// (int and pointers) like the native targets, so the combinatorics do
// not change there, and the native pass runs the test in full, where
// under node it would take much of make test's WebAssembly pass.
func SkipUnderWasm(tb testing.TB) {
	tb.Helper()
	if runtime.GOOS == "js" && !Enabled() {
		tb.Skipf("platform-independent logic, tested natively: set %s=1 (make test-long) to run it under WebAssembly", Env)
	}
}
