package main

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"polyplay/def/burr"
	"polyplay/solver/flags"
)

// writeBurrFlag is --write-xmpuzzle FILE: the one puzzle read is
// written as a BurrTools file (package def/burr's Write), then solved
// as usual.
func writeBurrFlag(c *config) flags.Flag {
	return flags.Flag{Long: "write-xmpuzzle", Arg: flags.RequiredArg, ArgName: "FILE",
		Help: "write the puzzle, which must be the only one read (pick one with --problem), as a BurrTools file (.xmpuzzle, not gzipped) to FILE, then solve it as usual: its grid (cubes, squares as one layer of cubes, triangles, balls), pieces with their counts and groups, region with its optional cells and colours, and colour constraints; a one-sided puzzle, hexagons and a puzzle of several are an error",
		Set: func(_ *flags.Settings, v string, _ bool) error {
			if v == "" || v == "-" {
				return fmt.Errorf("expected a file name for the BurrTools file, got %q", v)
			}
			c.writeBurr = v
			return nil
		}}
}

// writeBurrJobs reads every puzzle of the input, checks that there is
// one, writes it as a BurrTools file to c.writeBurr, and returns the
// source of the puzzles to solve: that one.
func writeBurrJobs(files, library []string, c *config) (func() (*job, error), error) {
	jobs, err := loadJobs(files, library, c.problem)
	if err != nil {
		return nil, err
	}
	if len(jobs) != 1 {
		return nil, fmt.Errorf("--write-xmpuzzle writes one puzzle, but the input has %d (pick one with --problem)", len(jobs))
	}
	var b bytes.Buffer
	if err := burr.Write(&b, &jobs[0].puzzle.Problem); err != nil {
		return nil, fmt.Errorf("%s: cannot be written as a BurrTools file: %v", where(jobs[0]), err)
	}
	if err := os.WriteFile(c.writeBurr, b.Bytes(), 0o644); err != nil {
		return nil, err
	}
	return func() (*job, error) {
		if len(jobs) == 0 {
			return nil, io.EOF
		}
		j := jobs[0]
		jobs = nil
		return j, nil
	}, nil
}
