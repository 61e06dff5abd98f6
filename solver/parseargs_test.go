package solver

// ParseArgs is flags.ParseArgs, for the internal tests, which give
// their options as command lines: package solver/flags imports this
// package, so these tests cannot import it; polycube_test.go, an
// external test file, sets ParseArgs before the tests run.
var ParseArgs func(args []string) (Options, []string, error)
