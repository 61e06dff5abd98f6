package main

import (
	"errors"
	"fmt"
	"strings"

	"polyplay/def"
	"polyplay/solver/flags"
)

// The subcommands that work on one puzzle (split, challenge) take it as
// a definition file or --library KEY.

// libraryFlag is --library KEY: a built-in puzzle, appended to keys.
func libraryFlag(keys *[]string, help string) flags.Flag {
	return flags.Flag{Long: "library", Arg: flags.RequiredArg, ArgName: "KEY", Help: help,
		Set: func(_ *flags.Settings, v string, _ bool) error {
			if _, ok := def.Lookup(v); !ok {
				return fmt.Errorf("unknown library puzzle %q; expected one of: %s", v, strings.Join(def.Keys(), ", "))
			}
			*keys = append(*keys, v)
			return nil
		}}
}

// errOnePuzzle is loadOne's error when it is given more or less than
// one file or library key.
var errOnePuzzle = errors.New("expected exactly one definition file or --library KEY")

// loadOne reads the one puzzle of subcommand cmd: one definition file
// holding one puzzle, or one library key.
func loadOne(cmd string, files, library []string) (*job, error) {
	if len(files)+len(library) != 1 {
		return nil, errOnePuzzle
	}
	jobs, err := loadJobs(files, library, 0)
	if err == nil && len(jobs) != 1 {
		err = fmt.Errorf("%s holds %d puzzles; %s takes one (put it in a file of its own)", files[0], len(jobs), cmd)
	}
	if err != nil {
		return nil, err
	}
	return jobs[0], nil
}
