package main

import (
	"path/filepath"
	"slices"
	"strings"

	"polyplay/solver/flags"
)

// polycubeMode reports whether the program runs as polycube 1.2.1
// (package classic): under the name polycube (a link to the binary, as
// busybox's commands are), or with --polycube among the options, before
// the -- that ends them. It returns the arguments without --polycube.
//
// --polycube is the switch only where it stands as an option: where
// neither 1.2.1's grammar nor polyplay's takes it as an option's value
// (-m --polycube, --conf --polycube, --library --polycube are values,
// and errors of those options; -r --polycube, -i --polycube are the
// switch, as neither -r nor -i takes a value that starts with -).
func polycubeMode(argv []string) ([]string, bool) {
	if len(argv) == 0 {
		return nil, false
	}
	name := strings.TrimSuffix(filepath.Base(argv[0]), ".exe")
	args := argv[1:]
	if name == "polycube" {
		return args, true
	}
	if !slices.Contains(args, "--polycube") {
		return nil, false // the common case: no grammar to run
	}
	var c config
	own, ownEnd := flags.ValueArgs(args, cliFlags(&c)...)
	pc, pcEnd := flags.ValueArgs121(args)
	for i, a := range args[:min(ownEnd, pcEnd)] {
		if a == "--polycube" && !own[i] && !pc[i] {
			return append(append([]string(nil), args[:i]...), args[i+1:]...), true
		}
	}
	return nil, false
}
