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
// A test of platform-independent logic, or a long case of one, which the
// native passes run in full, starts with (or adds)
//
//	longtest.SkipUnderWasm(t)
//
// and never runs under WebAssembly: what differs there (Go's
// one-threaded js scheduler, FILA's per-shape counting and loop, the
// memo's memory, files read through node, conversions to and from
// JavaScript values) is checked by the tests that run there.
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

// EnabledNative reports whether the long cases of platform-independent
// logic run: the long tests run, and not under WebAssembly (see
// SkipUnderWasm). A table whose long cases are counted in a loop, not
// in subtests, checks it.
func EnabledNative() bool {
	return Enabled() && runtime.GOOS != "js"
}

// Skip skips tb unless the long tests run.
func Skip(tb testing.TB) {
	tb.Helper()
	if !Enabled() {
		tb.Skipf("long test: set %s=1 (make test-long) to run it", Env)
	}
}

// SkipUnderWasm skips tb under WebAssembly (GOOS=js), in make test and
// make test-long alike. It marks a test, or a long case, of
// platform-independent logic (filters, sub-puzzles, symmetry,
// estimates, heuristics, counts of larger trees with the same code
// paths as a case that runs under WebAssembly): WebAssembly is 64-bit
// (int and pointers) like the native targets, so the combinatorics do
// not change there, and the native passes run the test in full, where
// under node, on one thread, it would take much of the WebAssembly
// pass.
func SkipUnderWasm(tb testing.TB) {
	tb.Helper()
	if runtime.GOOS == "js" {
		tb.Skip("platform-independent logic, tested natively")
	}
}
