package solver

import "testing"

// setTestHooks puts h in force for the rest of tb (see testHooks) and
// restores the hooks that were in force when tb ends. The hooks are the
// package's, seen by every search that starts while they are set, so a
// test that sets them cannot run in parallel: setTestHooks marks it so
// (through tb.Setenv, which panics in a parallel test and makes a later
// t.Parallel panic).
func setTestHooks(tb testing.TB, h testHooks) {
	tb.Helper()
	tb.Setenv("POLYPLAY_SOLVER_TEST_HOOKS", "set")
	old := hooks
	hooks = h
	tb.Cleanup(func() { hooks = old })
}
