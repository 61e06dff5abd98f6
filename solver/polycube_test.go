package solver_test

import (
	"polyplay/solver"
	"polyplay/solver/flags"
)

// The internal tests parse their command lines with flags.ParseArgs
// (parseargs_test.go).
func init() { solver.ParseArgs = flags.ParseArgs }
