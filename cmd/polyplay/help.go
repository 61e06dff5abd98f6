package main

import (
	"strings"

	"polyplay/solver/flags"
)

const usageLine = `Usage: polyplay [options] FILE...
       polyplay [options] < FILE
       polyplay [options] --library KEY...
       polyplay --list
       polyplay split [-N PARTS] [-d DIR] [search options] FILE|--library KEY
       polyplay merge [-i] [--json] RESULT...
       polyplay sudoku [--max N] [-q] [--json] PUZZLE|FILE...
       polyplay challenge [-n COUNT] [--left PIECES] [--level LEVEL] [--seed N] [--booklet] [--json] FILE|--library KEY
`

// helpText returns the --help text.
func helpText() string {
	var c config
	var b strings.Builder
	b.WriteString(usageLine)
	b.WriteString(`
Polyplay finds every way to fit a set of polyomino or polycube pieces into
a region. Each FILE holds one or more puzzle definitions in polycube's
format (D:xDim=..:yDim=..:zDim=.. ... ~D), solved in turn, or is a
BurrTools file (.xmpuzzle, gzipped or not), whose problems are solved in
turn; "-", or no FILE when standard input is not a terminal, reads
standard input. For each puzzle it prints the solutions on standard
output in polycube's text format (a "# --- SOLUTION N ---" line, then
the box drawn from the top row down with the z layers side by side), and
nothing else: its own lines (the count "# Solutions: N", with -i the
options, notes and times) go to standard error.

Each puzzle is solved as soon as its ~D line has been read, and its
output is written before the next is read: a program can write a puzzle,
read the answer, then write the next. The output is the same at every -j
and on every machine: a parallel search prints its solutions in the order
of the search on one goroutine.

Short options take their value joined (-f11, -rL, -oe=11:f=3) or, where
a value is required, as the next argument (-f 11); switches may be
grouped (-iq) and take polycube's 1 or 0 joined or next (-i1, -q 0).
Long options take it after = or as the next argument (--fila=11, --fila
11), switches also polycube's 1 or 0 (--unique=1), and may be shortened
to a prefix of one name, polycube 1.2.1's names first (--uniq).
--conf FILE reads options from a polycube configuration file (NAME=VALUE
lines; the command line's win), --inputFile=FILE names a FILE. "--" ends
the options.

Output options:
`)
	b.WriteString(flags.FlagHelp(cliFlags(&c)))
	b.WriteString(`
Search options (the browser playground accepts the same):
`)
	b.WriteString(flags.FlagHelp(flags.Flags()))
	b.WriteString(`
Without any of -o, -f, -n, -V, -v, -p, -P, -F, polyplay picks the algorithm
options itself (--auto); give -os for plain DLX with the min-fit heuristic.

polycube compatibility (docs/polycube.md):
  polyplay takes polycube's place in scripts. The command lines of Matt
  Busche's polycube 1.2.1 and 2.0 run as they are, definition files are
  read as polycube reads them (from standard input without a FILE),
  standard output is polycube's: the solutions as it prints them and,
  with -i, its configuration block, shapes, image counts, statistics
  (SOLUTIONS= counts every solution found, UNIQUE= those -u keeps) and
  timing table, in its layout; kill -USR1 prints them during a run. The
  counts are polycube's where the search is (-os -j1: DLX with min fit
  on one goroutine, polycube's default); polyplay's automatic
  configuration finds the same solutions with other counts, in another
  order; its parallel search finds them in the order of its search on
  one goroutine.
  1.2.1's -m, -e, -b (MCH, EMCH, de Bruijn) run as FILA with the s, e, f
  heuristics. Where 1.2.1 and 2.0 conflict, 2.0 wins: -f N is FILA (-f
  with letters stays 1.2.1's output format), and in -o f is the first
  hole and s min fit (1.2.1's f was min fit). The memo of dead ends is
  --memo=N (-m N is MCH).
  Where polyplay's meaning differs from 1.2.1's: -o f is the first hole
  (write -os for 1.2.1's -o f); -r NAME constrains the piece to other
  images than 1.2.1 does and keeps one solution of each set of
  rotations, where 1.2.1's filter lets some rotations of a solution
  through (the 8x8 with a hole: 65 solutions with -rX, 91 in 1.2.1);
  -r NAME with a space takes a NAME of 1 to 3 characters only; errors
  exit with status 1 (1.2.1: 0), --help and --version with 0 (1.2.1: 1).

polycube mode (polycube 1.2.1 itself):
  Run as polycube (a link named polycube to the binary, as busybox's
  commands are) or with --polycube, polyplay runs polycube 1.2.1's search
  and prints what 1.2.1 prints, byte for byte but the times: the same
  solutions in the same order, the same -i keys and values, the same exit
  status (0 also after an error, which goes to standard error after
  "Exception: "), with 1.2.1's options and their meanings (-r NAME, -o f,
  -m, -e, -b, -s, -f, --unique=1, --conf, ...); "polycube --help" lists
  them. No parallel search, no --auto, no polyplay options there.

Sudoku:
  polyplay sudoku PUZZLE|FILE...
        solve Sudoku puzzles with dancing links: PUZZLE is 81 cells in
        row order, digits 1-9 and . or 0 for blanks (whitespace ignored);
        a FILE holds one or more such puzzles (lines starting with # are
        comments). Prints the solutions and their number. Options: -q (no
        solutions), --json, --max N (default 1000; 0 finds all).

Starting positions to solve by hand:
  polyplay challenge [options] FILE|--library KEY
        write starting positions of the puzzle: some pieces placed where a
        solution puts them, so that the pieces left have exactly one
        completion. Each is a definition with the placed pieces
        stationary, numbered in a comment with its grade, one after the
        other in one stream that polyplay reads and solves. Options:
`)
	b.WriteString(indent(flags.FlagHelp(challengeFlags(&challengeConfig{})), "    "))
	b.WriteString(`        The level is the number of placements a plain DLX search (the
        min-fit heuristic) makes to solve the position and find no other
        completion, per piece left. A booklet of 100 positions for
        Kanoodle: polyplay challenge --booklet --library kanoodle.

Splitting a long search across processes or machines:
  polyplay split [-N PARTS] [-d DIR] [search options] FILE|--library KEY
        divide the search into PARTS parts (default 16) and write them into
        DIR (default polyplay-jobs): puzzle.txt, args.txt (the search
        options, with the split level) and jobs.txt, one command line per
        part ("polyplay --json -q ARGS --part=K/N puzzle.txt"). Run the
        lines anywhere (GNU parallel: parallel < jobs.txt > results.jsonl;
        a Slurm job array or a Kubernetes Indexed Job with K taken from
        the task index), in any order.
  polyplay merge [-i] [--json] RESULT...
        add up the JSON results of all the parts (files of JSON lines, - for
        standard input): the solution count and, with -i, the statistics,
        equal to those of the whole search. Missing, repeated or unfinished
        parts are errors.

Exit status: 0 on success (input without a puzzle, such as /dev/null,
prints what polycube prints: nothing, or -i's configuration block), 1 on
bad input (the error, file:line:col for definitions, goes to standard
error after the output of the puzzles before it), 2 without a puzzle at
a terminal, 130 when interrupted (Ctrl-C prints the statistics so far).

Examples:
  polyplay -i -q -r pentominoes_10x6.txt
        count the 2339 rotationally distinct 10x6 pentomino solutions
  polyplay -i -q -r -V -of=11 -f11 -n pentominoes_10x6.txt
        the same with the volume filter, FILA from 11 remaining pieces
        with the first-hole heuristic, and neighbour occupancy filtering
  polyplay -i -q -rL -f11 -oe=11:f=3 -n tetriscube.txt
        the Tetris Cube's 9839 solutions, constraining piece L
  polyplay --max 3 --library pentominoes-10x6
        print three solutions of a built-in puzzle
  polyplay --estimate -rL --library tetris-cube
        estimate the search's size and time instead of running it
  polyplay --subpuzzles=10 -r --library pentominoes-10x6 > parts.txt
        write the search as sub-puzzles (solve them with polyplay -q --auto
        parts.txt; their counts add up to 2339)
  polyplay sudoku 8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..
`)
	return b.String()
}
