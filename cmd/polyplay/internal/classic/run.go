// Package classic is polycube 1.2.1 itself, written again in Go from its
// behaviour: its command line, its reading of definitions, its search
// (DLX with its ordering heuristics, MCH, estimated MCH and de Bruijn
// below -m, -e and -b, its parity and volume triggers and filters, its
// fit filter, its redundancy filter and --unique, its Monte Carlo
// sampling) and its output, byte for byte: the same solutions in the
// same order, the same -i keys and values (but the times), the same exit
// status. The command line runs it under the name polycube (Main).
//
// Package solver is polyplay's own search, faster and with more; this
// package is for scripts that need polycube's exact output. The command
// line is its one user, hence internal to it, and it is frozen: it
// changes only where polycube 1.2.1's recorded behaviour says so, behind
// cmd/polyplay's golden tests (TestClassicGolden).
package classic

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"

	"polyplay/solver/polycube"
)

// Main runs polycube 1.2.1's command line: args are the arguments
// without the program's name. It returns the exit status, as polycube's:
// 0, also after an error (which it reports on stderr as polycube does,
// "Exception: " and the message), and 1 after --help or --version.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	out := bufio.NewWriterSize(stdout, 64<<10)
	defer out.Flush()
	err := run(args, stdin, out, stderr)
	out.Flush()
	var ex exitError
	if errors.As(err, &ex) {
		return int(ex)
	}
	if err != nil {
		fmt.Fprintf(stderr, "Exception: %v\n", err)
	}
	return 0
}

type exitError int

func (e exitError) Error() string { return fmt.Sprintf("exit %d", int(e)) }

func run(args []string, stdin io.Reader, out *bufio.Writer, stderr io.Writer) error {
	c, err := ParseArgs(args)
	if err != nil {
		return err
	}
	if c.Help {
		out.WriteString(Usage)
		return exitError(1)
	}
	if c.Version {
		out.WriteString("Polycube, Version 1.2.1 (polyplay's polycube mode).\n")
		return exitError(1)
	}
	dlxOff := max(c.Mch, c.Emch, c.Bruijn)
	for _, f := range []struct {
		name string
		v    int
	}{{"fit", c.FitFilter}, {"volume", c.VolumeFilter}, {"parity", c.ParityFilter}} {
		if 0 < f.v && f.v < dlxOff {
			fmt.Fprintf(stderr, "polycube: warning: %s filtering stops where DLX stops, at %d pieces left\n", f.name, dlxOff)
		}
	}
	if c.Info {
		c.infoConfig().Write(out)
	}
	m := newMeters()
	if len(c.Files) == 0 {
		if c.Info {
			polycube.WritePuzzleFile(out, "STDIN")
		}
		return solveStream(stdin, "stdin", c, m, out)
	}
	for _, name := range c.Files {
		if c.Info {
			polycube.WritePuzzleFile(out, name)
		}
		f, err := os.Open(name)
		if err != nil {
			return fmt.Errorf("cannot open %s: %v", name, err)
		}
		err = solveStream(f, name, c, m, out)
		f.Close()
		if err != nil {
			return err
		}
	}
	return nil
}

// solveStream solves the puzzles of one stream in turn, each as soon as
// it is read, its output flushed before the next is read.
func solveStream(in io.Reader, name string, c *Config, m *meters, out *bufio.Writer) error {
	r := newReader(in, name)
	for {
		out.Flush()
		stopAll := m.start("all", "")
		stopParse := m.start("parsing", "all")
		d, err := r.next()
		stopParse()
		if err != nil {
			return err
		}
		if d != nil {
			if err := solvePuzzle(d, c, m, out); err != nil {
				return err
			}
		}
		stopAll()
		if d == nil {
			m.clear()
			return nil
		}
		if c.Info {
			out.WriteString("\n")
			m.write(out)
		}
		m.clear()
	}
}

func solvePuzzle(d *definition, c *Config, m *meters, out *bufio.Writer) error {
	stop := m.start("puzzle-init", "all")
	p, err := newPuzzle(d)
	stop()
	if err != nil {
		return err
	}
	stopSolve := m.start("solve", "all")
	s := &search{cfg: c, p: p, out: out, m: m}
	stop = m.start("solve-init", "solve")
	err = s.init()
	if err == nil && c.Info {
		s.dumpInfo()
		// polycube flushes the puzzle's description before its
		// search: it can be read while a long search runs.
		out.Flush()
	}
	stop()
	if err != nil {
		return err
	}
	stop = m.start("solve-algo", "solve")
	s.run()
	stop()
	stop = m.start("solve-cleanup", "solve")
	if c.Info {
		s.dumpStats()
	}
	stop()
	stopSolve()
	stop = m.start("puzzle-cleanup", "all")
	stop()
	return nil
}

// Usage is the help of polycube mode (--help).
const Usage = `Usage: polycube [OPTION]... [FILE]...
polyplay run as polycube 1.2.1: solves the puzzles of the definition files
(standard input without any) with polycube 1.2.1's search, and prints what
polycube 1.2.1 prints.

  -b, --bruijn N               de Bruijn's tiling from N pieces left
  -e, --emch N                 estimated MCH from N pieces left
  -f, --format XY              output: B brief, F full, S sub-puzzle; L layout, C coordinates
  -F, --fitFilter [N]          fit filter down to N pieces left (bare: once)
  -g, --goal N                 print the partial solutions with N pieces left
  -i, --info [BOOL]            configuration, puzzle, statistics and timing
  -m, --mch N                  MCH from N pieces left
  -o, --order SPEC             ordering heuristics: NAME[@ARGS][=R][:...]
                               (f, l@a,b,c, a, A, R, x, X, y, Y, z, Z, xyz)
  -p, --parityBacktrack [BOOL] backtrack on parity
  -P, --parityFilter [N]       parity filter down to N pieces left (bare: once)
  -q, --quiet [BOOL]           print no solutions
  -r, --redundancyFilter [NAME] constrain piece NAME (bare: chosen; .: none)
  -R, --redundancyFilterFirst [BOOL] accepted, as in polycube 1.2.1, without effect
  -s, --sample T,R,S           Monte Carlo: T trials ended at R pieces left, seed S
  -t, --trace [K]              print the box as the search goes
  -u, --unique [BOOL]          print only solutions that are no rotation of one printed
  -v, --volumeBacktrack N      backtrack on volume from N pieces left
  -V, --volumeFilter [N]       volume filter down to N pieces left (bare: once)
      --conf FILE              read NAME=VALUE options from FILE
      --help, --version
`
