package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"polyplay/solver/flags"
	"polyplay/solver/sudoku"
)

// sudokuPuzzle is one Sudoku read from the command line or a file.
type sudokuPuzzle struct {
	where string // "argument 1" or "file:line"
	grid  sudoku.Grid
}

// runSudoku is "polyplay sudoku [options] PUZZLE|FILE...".
func runSudoku(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	var quiet, asJSON, help bool
	maxSols := 1000
	sudokuFlags := []flags.Flag{
		{Short: "q", Long: "quiet", Set: func(*flags.Settings, string, bool) error { quiet = true; return nil }},
		{Long: "json", Set: func(*flags.Settings, string, bool) error { asJSON = true; return nil }},
		{Short: "h", Long: "help", Set: func(*flags.Settings, string, bool) error { help = true; return nil }},
		{Long: "max", Arg: flags.RequiredArg, ArgName: "N", Set: func(_ *flags.Settings, v string, _ bool) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return fmt.Errorf("expected a number of solutions (a whole number, at least 0), got %q", v)
			}
			maxSols = n
			return nil
		}},
	}
	// Only the flags above are allowed: reject the solver's own.
	fail := func(err error) int {
		fmt.Fprintf(stderr, "polyplay sudoku: %v\n", err)
		return exitError
	}
	opts, rest, err := flags.ParseArgsWith(args, sudokuFlags...)
	if err != nil {
		return fail(err)
	}
	if len(flags.Args(opts)) > 0 {
		return fail(fmt.Errorf("options %s do not apply to Sudoku; expected -q, --json, --max N", strings.Join(flags.Args(opts), " ")))
	}
	if help {
		fmt.Fprint(stdout, helpText())
		return exitOK
	}
	if len(rest) == 0 {
		fmt.Fprint(stderr, "Usage: polyplay sudoku [--max N] [-q] [--json] PUZZLE|FILE...\n")
		return exitUsage
	}
	var puzzles []sudokuPuzzle
	for i, a := range rest {
		ps, err := readSudoku(i+1, a)
		if err != nil {
			return fail(err)
		}
		puzzles = append(puzzles, ps...)
	}
	for _, p := range puzzles {
		if err := p.grid.Validate(); err != nil {
			return fail(fmt.Errorf("%s: %v", p.where, strings.TrimPrefix(err.Error(), "sudoku: ")))
		}
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	for _, p := range puzzles {
		if !asJSON {
			fmt.Fprintf(out, "# Puzzle: %s (%s)\n", p.grid.Compact(), p.where)
		}
		start := time.Now()
		var list []string
		k := 0
		n, err := sudoku.SolveFunc(p.grid, func(s sudoku.Grid) bool {
			k++
			switch {
			case quiet:
			case asJSON:
				list = append(list, s.Compact())
			default:
				fmt.Fprintf(out, "# --- SOLUTION %d ---\n%s", k, s)
			}
			return ctx.Err() == nil && (maxSols == 0 || k < maxSols)
		})
		if err != nil {
			return fail(fmt.Errorf("%s: %v", p.where, err))
		}
		elapsed := time.Since(start)
		stopped := ""
		switch {
		case ctx.Err() != nil:
			stopped = "cancel"
		case maxSols > 0 && n == int64(maxSols):
			stopped = "max"
		}
		if asJSON {
			b, _ := json.Marshal(struct {
				Puzzle    string   `json:"puzzle"`
				Solutions int64    `json:"solutions"`
				Stopped   string   `json:"stopped"`
				ElapsedMS float64  `json:"elapsed_ms"`
				List      []string `json:"solution_list,omitempty"`
			}{p.grid.Compact(), n, stopped, float64(elapsed.Microseconds()) / 1000, list})
			out.Write(b)
			out.WriteByte('\n')
		} else {
			switch stopped {
			case "max":
				fmt.Fprintf(out, "# %s\n", stoppedAfter(int64(maxSols), "solution", "solutions"))
			case "cancel":
				fmt.Fprintf(out, "# interrupted; there may be more solutions\n")
			}
			fmt.Fprintf(out, "# Solutions: %d\n", n)
		}
		if stopped == "cancel" {
			return exitInterrupt
		}
	}
	return exitOK
}

// isCells reports whether s holds only Sudoku cell characters and blanks.
func isCells(s string) bool {
	for _, ch := range s {
		if !strings.ContainsRune("0123456789. \t\r\n", ch) {
			return false
		}
	}
	return true
}

// readSudoku reads the puzzles of argument n, a: the puzzle itself when it
// consists of cell characters only, else a file of puzzles.
func readSudoku(n int, a string) ([]sudokuPuzzle, error) {
	if isCells(a) {
		g, err := sudoku.Parse(a)
		if err != nil {
			return nil, fmt.Errorf("argument %d: %v", n, strings.TrimPrefix(err.Error(), "sudoku: "))
		}
		return []sudokuPuzzle{{where: fmt.Sprintf("argument %d", n), grid: g}}, nil
	}
	src, err := os.ReadFile(a)
	if err != nil {
		return nil, fmt.Errorf("%q is neither a puzzle (81 digits or blanks) nor a readable file: %v", a, err)
	}
	var ps []sudokuPuzzle
	var cells strings.Builder
	startLine := 0
	for i, line := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		for col, ch := range line {
			switch {
			case ch == ' ' || ch == '\t' || ch == '\r':
			case ch == '.' || ('0' <= ch && ch <= '9'):
				if cells.Len() == 0 {
					startLine = i + 1
				}
				cells.WriteRune(ch)
				if cells.Len() == 81 {
					g, _ := sudoku.Parse(cells.String())
					ps = append(ps, sudokuPuzzle{where: fmt.Sprintf("%s:%d", a, startLine), grid: g})
					cells.Reset()
				}
			default:
				return nil, fmt.Errorf("%s:%d:%d: unexpected %q: expected a digit 1-9, or . or 0 for a blank", a, i+1, col+1, ch)
			}
		}
	}
	if cells.Len() > 0 {
		return nil, fmt.Errorf("%s:%d: puzzle has %d cells, expected 81", a, startLine, cells.Len())
	}
	if len(ps) == 0 {
		return nil, fmt.Errorf("%s: no puzzle found: expected 81 digits or blanks", a)
	}
	return ps, nil
}
