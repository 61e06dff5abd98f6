package solver_test

import (
	"polyplay/solver"
	"polyplay/solver/polycube"
)

// The internal tests parse their command lines with polycube.ParseArgs
// (parseargs_test.go).
func init() { solver.ParseArgs = polycube.ParseArgs }
