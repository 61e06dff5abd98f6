// Command burrxml writes a puzzle definition as a BurrTools 0.7.1 puzzle
// file on standard output, for the comparison with BurrTools' burrTxt in
// BENCHMARKS.md:
//
//	go run ./internal/burrxml/cmd/burrxml --library hexiamonds-6x6 > hexiamonds-6x6.xml
//	go run ./internal/burrxml/cmd/burrxml puzzle.txt > puzzle.xml
//	burrTxt -q hexiamonds-6x6.xml
//
// It is a benchmark tool, not part of polyplay.
package main

import (
	"flag"
	"fmt"
	"os"

	"polyplay/def"
	"polyplay/internal/burrxml"
)

func main() {
	lib := flag.String("library", "", "convert the library puzzle `KEY`")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: burrxml (--library KEY | FILE)\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if err := run(*lib, flag.Args()); err != nil {
		fmt.Fprintf(os.Stderr, "burrxml: %v\n", err)
		os.Exit(1)
	}
}

func run(lib string, args []string) error {
	var pz *def.Puzzle
	switch {
	case lib != "" && len(args) == 0:
		e, ok := def.Lookup(lib)
		if !ok {
			return fmt.Errorf("no library puzzle %q", lib)
		}
		var err error
		if pz, err = e.Puzzle(); err != nil {
			return err
		}
	case lib == "" && len(args) == 1:
		ps, err := def.ParseFile(args[0])
		if err != nil {
			return err
		}
		if len(ps) != 1 {
			return fmt.Errorf("%s holds %d puzzles; expected 1", args[0], len(ps))
		}
		pz = ps[0]
	default:
		flag.Usage()
		os.Exit(2)
	}
	return burrxml.Write(os.Stdout, &pz.Problem)
}
