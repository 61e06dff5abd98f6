package main

import (
	"path/filepath"
	"strings"
)

// polycubeMode reports whether the program runs as polycube 1.2.1
// (package classic): under the name polycube (a link to the binary, as
// busybox's commands are), or with --polycube among the arguments before
// "--". It returns the arguments without --polycube.
func polycubeMode(argv []string) ([]string, bool) {
	if len(argv) == 0 {
		return nil, false
	}
	name := strings.TrimSuffix(filepath.Base(argv[0]), ".exe")
	args := argv[1:]
	if name == "polycube" {
		return args, true
	}
	for i, a := range args {
		if a == "--" {
			break
		}
		if a == "--polycube" {
			return append(append([]string(nil), args[:i]...), args[i+1:]...), true
		}
	}
	return nil, false
}
