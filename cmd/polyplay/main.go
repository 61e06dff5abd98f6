// GOMAXPROCS stays as the start sets it (the CLI's jobs default to the
// CPUs, not the container's limit, anyway): Go's goroutine that would
// follow later changes of the CPU limit makes every run wake a thread at
// its start, a measurable part of a small puzzle's whole run
// (BENCHMARKS.md, "The command line as a whole process", says how to
// time it).

//go:debug updatemaxprocs=0

// Command polyplay solves polyomino and polycube puzzles from the command
// line. It reads puzzle definitions in the format of Matt Busche's polycube
// (see package def), takes polycube-style options, and prints solutions in
// polycube's text format or as JSON. "polyplay sudoku" solves Sudoku
// puzzles with the same dancing-links engine.
//
// Run "polyplay --help" for the options.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"polyplay/cmd/polyplay/internal/classic"
	"polyplay/def"
	"polyplay/internal/thousands"
	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/solver/flags"
	"polyplay/solver/polycube"
	"polyplay/solver/verify"
)

func main() {
	// polycube mode (polycube_mode.go): polycube 1.2.1's behaviour.
	if args, ok := polycubeMode(os.Args); ok {
		os.Exit(classic.Main(args, os.Stdin, os.Stdout, os.Stderr))
	}
	ctx, cancel := context.WithCancel(context.Background())
	if len(statsSignals) > 0 {
		statsRequests = make(chan os.Signal, 1)
	}
	time.AfterFunc(signalsAfter, func() { catchSignals(ctx, cancel) })
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	cancel()
	os.Exit(code)
}

// signalsAfter is how long the program runs before it catches Ctrl-C and
// the statistics signals. Catching them (package os/signal) starts three
// threads of the seven a small run had (a thread locked to the signal
// goroutine, a template thread, one for the loop blocked on signals) and
// a dozen thread wake-ups, a measurable part of a small puzzle's whole
// run (perf stat on the Soma cube). Until then Ctrl-C kills the program at once (a shell shows
// status 130; nothing is printed that early anyway), and SIGUSR1 is
// ignored, as Go programs ignore it by default.
const signalsAfter = 50 * time.Millisecond

// catchSignals makes the first Ctrl-C cancel ctx (cancel), which stops
// the search and prints the statistics so far, and a second one end the
// program at once; SIGUSR1 (and SIGINFO) print the statistics so far, as
// polycube prints them on its signal, without stopping the search.
func catchSignals(ctx context.Context, cancel context.CancelFunc) {
	sctx, stop := signal.NotifyContext(ctx, os.Interrupt)
	go func() { <-sctx.Done(); stop(); cancel() }()
	if statsRequests != nil {
		signal.Notify(statsRequests, statsSignals...)
	}
}

// Exit statuses.
const (
	exitOK        = 0
	exitError     = 1   // bad input: definitions, files, options
	exitUsage     = 2   // no puzzle given
	exitInterrupt = 130 // stopped by Ctrl-C
)

// config holds the command line's own (output) options.
type config struct {
	info, quiet, json, verify, list, help bool
	version                               bool
	library                               []string
	jobsSet                               bool           // -j given
	estimate                              estimateConfig // --estimate (estimate.go)
	subpuzzles                            int            // --subpuzzles=N (subpuzzles.go)
	problem                               int            // --problem N: each file's Nth puzzle
	writeBurr                             string         // --write-xmpuzzle FILE (writeburr.go)
	// trace is polycube's trace depth K (-t K, see traceShown); 0 is off.
	trace int
	// format is polycube 1.2.1's output format (-f B|F|S with L|C).
	format polycube.OutputFormat
	// goal is 1.2.1's -g N: the partial assemblies where N pieces remain
	// are printed as solutions in format.
	goal int
	// progress prints a status line to standard error every few seconds.
	progress bool
	// given is 1.2.1's options as given, for polycube's configuration
	// block (-i); meters are its timing table's rows (polycube.go).
	given  flags.Given
	meters pcMeters
}

// cliFlags returns the command line's own flags, which set c.
func cliFlags(c *config) []flags.Flag {
	on := func(b *bool) func(*flags.Settings, string, bool) error {
		return func(_ *flags.Settings, v string, _ bool) error { *b = v != "0"; return nil }
	}
	fila := flags.FilaFlag()
	c.format = polycube.OutputFormat{Puzzle: 'B', Piece: 'L'}
	return []flags.Flag{
		{Short: "i", Long: "info", Arg: flags.BoolArg, Help: "print, as polycube does, its configuration block, each puzzle's shapes and image counts (SHAPE[i]=, BOUNDED=, ...), statistics (SOLUTIONS=, UNIQUE=, FITS_TOTAL=, the filters' and triggers' counts, ATTEMPTS[ N]=, FITS[ N]=, ...) and timing table; polyplay's own lines (options, automatic choice, notes, elapsed time) go to standard error", Set: on(&c.info)},
		{Short: "q", Long: "quiet", Arg: flags.BoolArg, Help: "print no solutions (only, with -i, the statistics; the count goes to standard error)", Set: on(&c.quiet)},
		{Short: "t", Long: "trace", Arg: flags.OptionalArg, ArgName: "K", Spell: "-t, -tK, -t K, --trace[=K]",
			// polycube takes the next argument as K (-t 3).
			Next: func(next string) bool { _, err := strconv.Atoi(next); return err == nil },
			Help: "polycube's trace: print the box (TRACE n: ... END TRACE) after each placement with at least K-1 pieces left to place and after each removal with at least K; a negative K (-t-80) prints it only after a placement with exactly -K-1 pieces left; bare -t is K=1 (every step; slow); with --json, every placement and removal as a JSON line",
			Set: func(_ *flags.Settings, v string, given bool) error {
				if v == "" {
					c.trace = 1
					return nil
				}
				n, err := flags.ParseInt(v)
				if err != nil {
					return fmt.Errorf("expected a trace depth (a whole number; 0 is off), got %q", v)
				}
				c.trace = n
				return nil
			}},
		{Short: "f", Long: "fila", Alias: "format", Arg: flags.OptionalArg, ArgName: "N", Next: fila.Next,
			Spell: "-f N, -fN, --fila=N; -f FORMAT",
			Help:  fila.Help + ". -f with letters is polycube 1.2.1's output format: B (brief: the pieces placed), F (full: a definition that can be read back) or S (sub-puzzle: the same with the placed pieces stationary), with L (layout) or C (coordinates), e.g. -fFC; a number is 2.0's FILA, which wins where they meet",
			Set: func(o *flags.Settings, v string, given bool) error {
				if polycube.IsOutputFormat(v) {
					c.format, _ = polycube.ParseOutputFormat(v)
					return nil
				}
				return fila.Set(o, v, given)
			}},
		{Short: "g", Long: "goal", Arg: flags.RequiredArg, ArgName: "N",
			Help: "polycube 1.2.1's goal: print the partial assemblies at which N pieces remain as solutions (in the -f format; -fS writes them as sub-puzzles, as --subpuzzles=N does); polyplay lists those from which the filters can still keep a solution",
			Set: func(_ *flags.Settings, v string, _ bool) error {
				n, err := flags.ParseInt(v)
				if err != nil || n < 0 {
					return fmt.Errorf("expected a number of remaining pieces (a whole number, at least 0; 0 is off), got %q", v)
				}
				c.goal = n
				return nil
			}},
		{Long: "json", Help: "print one JSON object per puzzle (with its solutions unless -q) instead of text", Set: on(&c.json)},
		{Long: "verify", Help: "check every solution with the independent verifier; a failure is an error", Set: on(&c.verify)},
		{Long: "progress", Help: "print a status line to standard error every few seconds: solutions, fits, rate, elapsed and estimated time left (SIGUSR1 prints the statistics so far at any time, with or without it)", Set: on(&c.progress)},
		{Long: "library", Arg: flags.RequiredArg, ArgName: "KEY", Help: "solve the built-in puzzle KEY (repeatable; see --list)",
			Set: func(_ *flags.Settings, v string, _ bool) error {
				if _, ok := def.Lookup(v); !ok {
					return fmt.Errorf("unknown library puzzle %q; expected one of: %s", v, strings.Join(def.Keys(), ", "))
				}
				c.library = append(c.library, v)
				return nil
			}},
		{Long: "problem", Arg: flags.RequiredArg, ArgName: "N",
			Help: "solve only the Nth puzzle of each file (a BurrTools file's problem N, counted from 1); an error for a file with fewer",
			Set:  flags.SetCount(&c.problem, "a puzzle's number in its file", 1)},
		{Long: "list", Help: "list the built-in puzzles: key, title and known solution counts", Set: on(&c.list)},
		{Short: "j", Long: "jobs", Arg: flags.RequiredArg, ArgName: "N",
			Help: fmt.Sprintf("search with N goroutines in parallel, at most %d (default: one per core; -j1 searches sequentially, in a deterministic order; a search that ends within 150000 fits runs on one goroutine either way)", solver.MaxJobs),
			Set: func(o *flags.Settings, v string, _ bool) error {
				n, err := strconv.Atoi(v)
				if err != nil || n < 1 || solver.CheckJobs(n) != nil {
					return fmt.Errorf("expected a number of jobs (a whole number from 1 to %d), got %q", solver.MaxJobs, v)
				}
				o.Jobs, c.jobsSet = n, true
				return nil
			}},
		estimateFlag(c),
		subpuzzlesFlag(c),
		writeBurrFlag(c),
		{Short: "h", Long: "help", Arg: flags.BoolArg, Help: "show this help", Set: on(&c.help)},
		{Long: "version", Arg: flags.BoolArg, Help: "print polyplay's version", Set: on(&c.version)},
	}
}

// job is one puzzle to solve.
type job struct {
	// file is the definition file ("" for a library puzzle, "<stdin>"
	// for standard input); first is set on the first puzzle of a file.
	file        string
	first       bool
	name, title string
	puzzle      *def.Puzzle
	solver      *solver.Solver
	// monitor answers statistics requests and prints --progress.
	monitor *monitor
	// disassembly holds --disassemble's counts once the search is done.
	disassembly *disassembly
	// parse and init are the times taken to read the puzzle (its share
	// of its file's) and to make its solver, for -i's timing table.
	parse, init time.Duration
}

// stdin is the command's standard input, from which it reads the
// definitions when no file is named ("-", or no argument at all).
var stdin io.Reader = os.Stdin

// stdinIsTerminal reports whether standard input is a terminal (or
// another character device; /dev/null is told apart by stdinIsDevNull):
// polyplay then prints its usage when no file is named, where polycube
// would wait for input.
var stdinIsTerminal = func() bool {
	fi, err := os.Stdin.Stat()
	return err != nil || fi.Mode()&os.ModeCharDevice != 0
}

// run is the command: it returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "sudoku":
			return runSudoku(ctx, args[1:], stdout, stderr)
		case "split":
			return runSplit(ctx, args[1:], stdout, stderr)
		case "merge":
			return runMerge(args[1:], stdout, stderr)
		case "challenge":
			return runChallenge(ctx, args[1:], stdout, stderr)
		}
	}
	var c config
	settings, files, err := flags.ParseSettings(args, cliFlags(&c)...)
	if err != nil {
		fmt.Fprintf(stderr, "polyplay: %v\n", err)
		fmt.Fprintf(stderr, "Run 'polyplay --help' for the options.\n")
		return exitError
	}
	opts := settings.Options
	c.given = settings.Given
	for _, n := range settings.Notes {
		fmt.Fprintf(stderr, "# Note: %s\n", n)
	}
	if c.help {
		fmt.Fprint(stdout, helpText())
		return exitOK
	}
	if c.version {
		fmt.Fprintf(stdout, "polyplay %s, in place of polycube 1.2.1\n", version())
		return exitOK
	}
	if c.list {
		return list(stdout, c.json)
	}
	if len(files) == 0 && len(c.library) == 0 && (!stdinIsTerminal() || stdinIsDevNull()) {
		files = []string{"-"} // as polycube, which reads standard input
	}
	if len(files) == 0 && len(c.library) == 0 {
		fmt.Fprint(stderr, usageLine)
		fmt.Fprintf(stderr, "Run 'polyplay --help' for the options, 'polyplay --list' for the built-in puzzles.\n")
		return exitUsage
	}
	if err := checkModes(opts, &c); err != nil {
		fmt.Fprintf(stderr, "polyplay: %v\n", err)
		return exitError
	}
	if !opts.AlgorithmChosen() {
		opts.Auto = true
	}
	if !c.jobsSet {
		opts.Jobs = min(runtime.NumCPU(), solver.MaxJobs)
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	if c.subpuzzles > 0 {
		// One file of sub-puzzles from one puzzle: read it all first.
		jobs, err := loadJobs(files, c.library, c.problem)
		if err == nil {
			writeNotes(stderr, jobs[0])
			err = prepare(ctx, jobs[0], opts, &c, out, stderr)
		}
		if err != nil && ctx.Err() != nil {
			return interrupted(stderr)
		}
		if err != nil {
			fmt.Fprintf(stderr, "polyplay: %v\n", err)
			return exitError
		}
		return writeSubpuzzles(ctx, jobs, opts, &c, out, stderr)
	}
	// polycube's -i output starts with its configuration and the name of
	// each file as it opens it, before any puzzle is read.
	pcInfo := c.info && !c.json && c.estimate.probes == 0
	if pcInfo {
		writeConfigBlock(out, opts, &c)
	}
	src := &puzzleSource{files: files, library: c.library, problem: c.problem}
	if pcInfo {
		src.opened = func(file string) { writePuzzleFile(out, file) }
	}
	next := src.next
	if c.writeBurr != "" {
		if next, err = writeBurrJobs(files, c.library, &c); err != nil {
			fmt.Fprintf(stderr, "polyplay: %v\n", err)
			return exitError
		}
	}
	// Each puzzle is solved as soon as it has been read and its output
	// flushed before the next is read; an error ends the run after the
	// output of the puzzles before it.
	for {
		out.Flush()
		j, err := next()
		if errors.Is(err, io.EOF) {
			return exitOK
		}
		if err == nil {
			writeNotes(stderr, j)
			err = prepare(ctx, j, opts, &c, out, stderr)
		}
		if err != nil && ctx.Err() != nil {
			out.Flush()
			return interrupted(stderr)
		}
		if err != nil {
			out.Flush()
			fmt.Fprintf(stderr, "polyplay: %v\n", err)
			return exitError
		}
		var code int
		switch {
		case c.estimate.probes > 0:
			code = estimateAll(ctx, []*job{j}, opts, &c, out, stderr)
		case c.goal > 0:
			code = writeGoal(ctx, j, opts, &c, out, stderr)
		default:
			code, err = solve(ctx, j, opts, &c, out, stderr)
			if err != nil {
				out.Flush()
				fmt.Fprintf(stderr, "polyplay: %s: %v\n", where(j), err)
			}
		}
		if code != exitOK {
			return code
		}
	}
}

// interrupted says that Ctrl-C stopped the run before its search began,
// and returns the exit status.
func interrupted(stderr io.Writer) int {
	fmt.Fprintln(stderr, "polyplay: interrupted while preparing the search")
	return exitInterrupt
}

// writeNotes prints the notes on job j's definition (def.Note: a piece
// in several parts, pieces of one shape) to standard error as it is
// read, whatever the options, as "# Note: file:line:col: ...": legal,
// but often a slip that would otherwise end in a silent count.
func writeNotes(stderr io.Writer, j *job) {
	for _, n := range j.puzzle.Notes {
		fmt.Fprintf(stderr, "# Note: %v\n", n)
	}
}

// prepare makes the solver of job j, with its tracer and monitor; ctx
// stops the preparation (Ctrl-C).
func prepare(ctx context.Context, j *job, opts solver.Options, c *config, out *bufio.Writer, stderr io.Writer) error {
	switch {
	case c.trace != 0 && c.json:
		opts.Trace = jsonTracer(out)
	case c.trace != 0:
		opts.Trace = newTracer(out, &j.puzzle.Problem, c.trace, c.format).event
	}
	j.monitor = newMonitor(out, stderr, j.name, c)
	opts.Progress = j.monitor.report
	start := time.Now()
	s, err := solver.NewContext(ctx, &j.puzzle.Problem, opts)
	if err != nil {
		return solverError(j, err)
	}
	j.solver, j.init = s, time.Since(start)
	// An option given that the puzzle keeps from being applied is said
	// whatever the options, as the definition's notes are.
	for _, n := range s.Unapplied() {
		fmt.Fprintf(stderr, "# Note: %s: %s\n", where(j), n)
	}
	return nil
}

// polycubeOrder puts p's pieces in the order in which polycube reads
// them (def.Puzzle.PolycubeOrder), so that the search, and so the order
// of the solutions, is polycube's.
func polycubeOrder(p *def.Puzzle) {
	pieces := make([]solver.Piece, len(p.Pieces))
	offsets := make([]solver.Point, len(p.Offsets))
	for i, k := range p.PolycubeOrder {
		pieces[i] = p.Pieces[k]
		if k < len(p.Offsets) {
			offsets[i] = p.Offsets[k]
		}
	}
	p.Pieces, p.Offsets = pieces, offsets
	for i := range p.PolycubeOrder {
		p.PolycubeOrder[i] = i
	}
}

// solverError places err, from making job j's solver: an option the
// puzzle cannot take (solver.OptionError, such as -p on hexagons) is an
// error of the option, for that puzzle; any other is the puzzle's, at
// its D line.
func solverError(j *job, err error) error {
	var oe *solver.OptionError
	if !errors.As(err, &oe) {
		return fmt.Errorf("%s: %v", where(j), err)
	}
	if j.file == "" {
		return fmt.Errorf("%v (library puzzle %s)", err, j.name)
	}
	return fmt.Errorf("%v (puzzle at %s)", err, where(j))
}

// where names a puzzle for error messages: file:line of its D line, or
// the library key.
func where(j *job) string {
	if j.file == "" {
		return "library puzzle " + j.name
	}
	return fmt.Sprintf("%s:%d", j.file, j.puzzle.Line)
}

// solve runs one puzzle and prints its solutions and statistics.
func solve(ctx context.Context, j *job, opts solver.Options, c *config, out *bufio.Writer, stderr io.Writer) (int, error) {
	p := &j.puzzle.Problem
	rotations := j.solver.Rotations()
	if c.info && !c.json {
		writePuzzleInfo(out, j, opts)
	}
	var sols []map[string][][3]int
	var cols []map[string][]int // the colours of each solution, where they count
	var verr error
	var apart *disassemble.Filter
	if opts.Disassemble {
		var err error
		if apart, err = disassemble.NewFilter(ctx, j.solver.Model); err != nil {
			return exitError, fmt.Errorf("--disassemble: %v", err)
		}
	}
	n := int64(0)
	lastFlush := time.Now()
	var buf []byte
	fn := func(s solver.Solution) bool {
		n++
		if c.verify {
			if err := verify.Solution(p, s); err != nil {
				verr = fmt.Errorf("solution %d fails verification: %v", n, err)
				return false
			}
		}
		level, kept := "", int64(0)
		if apart != nil {
			l, ok, err := apart.Keep(s)
			if err != nil {
				verr = fmt.Errorf("--disassemble: %v", err)
				return false
			}
			if !ok {
				return true
			}
			level = l
			_, kept = apart.Counts()
		}
		if c.quiet {
			return true
		}
		if c.json {
			m := make(map[string][][3]int, len(s.Placements))
			for _, pl := range s.Placements {
				cells := make([][3]int, len(pl.Cells))
				for i, q := range pl.Cells {
					cells[i] = [3]int{q.X, q.Y, q.Z}
				}
				m[pl.Piece] = cells
			}
			sols = append(sols, m)
			if p.Constrains() {
				cm := map[string][]int{}
				for _, pl := range s.Placements {
					if pl.Colours != nil {
						cm[pl.Piece] = pl.Colours
					}
				}
				cols = append(cols, cm)
			}
			return true
		}
		if apart != nil {
			buf = polycube.AppendFormatted(polycube.AppendHeader(buf[:0], kept), p, s, c.format)
			buf = fmt.Appendf(buf, "# Level: %s\n", level)
		} else {
			buf = polycube.AppendFormatted(polycube.AppendHeader(buf[:0], n), p, s, c.format)
		}
		j.monitor.mu.Lock()
		out.Write(buf)
		if now := time.Now(); now.Sub(lastFlush) > 100*time.Millisecond {
			out.Flush()
			lastFlush = now
		}
		j.monitor.mu.Unlock()
		return true
	}
	if c.quiet && !c.verify && apart == nil {
		fn = nil // nothing reads the solutions: the solver need not name them
	}
	j.monitor.start(opts, rotations, j.solver.Filtered())
	st, err := j.solver.Solve(ctx, fn)
	j.monitor.end(st)
	if verr != nil {
		return exitError, verr
	}
	interrupted := err != nil
	if interrupted {
		st.Notes = append(st.Notes, "interrupted: the statistics are those of the search so far")
	}
	if apart != nil {
		j.disassembly = &disassembly{Assemblies: st.Solutions, Levels: apart.Levels()}
		st.Solutions = int64(len(j.disassembly.Levels))
	}
	if c.json {
		writeJSON(out, j, opts, st, sols, cols, c.quiet)
	} else {
		writeStats(out, stderr, j, opts, st, rotations, c, interrupted)
	}
	out.Flush()
	if interrupted {
		return exitInterrupt, nil
	}
	return exitOK, nil
}

// jsonTracer returns an Options.Trace function that prints each event to
// out as a JSON line (-t with --json).
func jsonTracer(out *bufio.Writer) func(solver.Event) {
	enc := json.NewEncoder(out)
	return func(e solver.Event) {
		kind := map[solver.EventKind]string{solver.EventPlace: "place", solver.EventRemove: "remove", solver.EventSolution: "solution"}[e.Kind]
		if kind == "" {
			kind = fmt.Sprintf("event-%c", e.Kind)
		}
		cells := make([][3]int, len(e.Cells))
		for i, q := range e.Cells {
			cells[i] = [3]int{q.X, q.Y, q.Z}
		}
		enc.Encode(struct {
			Trace string   `json:"trace"`
			Piece string   `json:"piece,omitempty"`
			Cells [][3]int `json:"cells,omitempty"`
		}{kind, e.Piece, cells})
	}
}

// writeHeading writes the lines that begin what --info and --estimate
// say of job j: its puzzle (name, title, box and pieces) and opts.
func writeHeading(w io.Writer, j *job, opts solver.Options) {
	title := ""
	if j.title != "" {
		title = " — " + j.title
	}
	fmt.Fprintf(w, "# Puzzle: %s%s (%s)\n", j.name, title, describe(&j.puzzle.Problem))
	fmt.Fprintf(w, "# Options: %s\n", strings.Join(flags.Args(opts), " "))
}

// describe returns "10x6x1 box, 12 pieces" for a problem.
func describe(p *solver.Problem) string {
	mobile, stationary := 0, 0
	for _, pc := range p.Pieces {
		if pc.Stationary {
			stationary++
		} else {
			mobile++
		}
	}
	s := fmt.Sprintf("%dx%dx%d box, %d pieces", p.XDim, p.YDim, p.ZDim, mobile)
	if stationary > 0 {
		s += fmt.Sprintf(", %d stationary", stationary)
	}
	if p.OneSided {
		s += ", one-sided"
	}
	return s
}

// stoppedAfter says that --max stopped the search after n solutions
// (one, many: "solution", "solutions"; "assembly", "assemblies" under
// --disassemble, where it counts assemblies).
func stoppedAfter(n int64, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("stopped after 1 %s (--max); there may be more", one)
	}
	return fmt.Sprintf("stopped after %d %s (--max); there may be more", n, many)
}

// stoppedText explains Stats.Stopped, of a search for the things one,
// many (as stoppedAfter).
func stoppedText(s string, opts solver.Options, one, many string) string {
	switch s {
	case "max":
		return stoppedAfter(opts.MaxSolutions, one, many)
	case "time":
		return fmt.Sprintf("stopped after the time limit (--time %v); there may be more %s", opts.TimeLimit, many)
	case "cancel":
		return "interrupted; there may be more " + many
	}
	return "stopped: " + s
}

// writeStats prints what follows a puzzle's solutions. Standard output
// gets what polycube prints: with -i (or when interrupted) the
// statistics in its names and layout, and with -i its timing table.
// polyplay's own lines (the puzzle and its options, the automatic
// configuration's choice, the notes, the solution count) go to standard
// error, so that standard output stays polycube's.
func writeStats(out *bufio.Writer, stderr io.Writer, j *job, opts solver.Options, st solver.Stats, rotations int, c *config, interrupted bool) {
	solveTime := st.Elapsed
	start := time.Now()
	info := c.info || interrupted
	if info {
		newPolycubeStats(st, opts, rotations, j.solver.Filtered()).write(out)
	}
	if c.info {
		chosen := j.solver.Chosen()
		c.meters.write(out, pcTimes{parse: j.parse, init: j.init, solve: solveTime, cleanup: time.Since(start),
			filterEvents: filterEvents(chosen, st), tileEvents: tileEvents(chosen, st)})
	}
	out.Flush()
	own := bufio.NewWriter(stderr)
	defer own.Flush()
	if info {
		writeHeading(own, j, opts)
		if opts.Auto {
			fmt.Fprintf(own, "# Automatic configuration chose: %s\n", strings.Join(flags.Args(j.solver.Chosen()), " "))
		}
		fmt.Fprintf(own, "# Images: %d\n", st.Images)
		fits, attempts := st.TotalFits(), st.TotalAttempts()
		fmt.Fprintf(own, "# Fits: %d  No fits: %d  Attempts: %d\n", fits, attempts-fits, attempts)
		fmt.Fprintf(own, "# Elapsed: %s\n", clock(st.Elapsed))
		if st.Split > 0 {
			fmt.Fprintf(own, "# Parallel: %s, divided where %d pieces remain\n", jobsText(opts), st.Split)
		}
		for _, n := range st.Notes {
			if !slices.Contains(j.solver.Unapplied(), n) { // said already
				fmt.Fprintf(own, "# Note: %s\n", n)
			}
		}
	}
	if st.Stopped != "" {
		one, many := "solution", "solutions"
		if opts.Disassemble {
			one, many = "assembly", "assemblies"
		}
		fmt.Fprintf(own, "# %s\n", stoppedText(st.Stopped, opts, one, many))
	}
	if j.disassembly != nil {
		fmt.Fprintf(own, "# Assemblies: %d\n", j.disassembly.Assemblies)
	}
	fmt.Fprintf(own, "# Solutions: %d\n", st.Solutions)
}

// filterEvents counts the nodes at which polycube's search, with the
// options o, runs its image filters (the events of its timing table's
// solve-filter): the top, and each placement that leaves at least as
// many pieces as the lowest filter threshold and passes the triggers.
// 0 means that no filter runs.
func filterEvents(o solver.Options, st solver.Stats) int64 {
	P := len(st.Fits) - 1
	from := P + 1
	if o.FitFilter {
		from = P
	}
	for _, f := range []struct {
		once bool
		n    int
	}{{o.ParityFilterOnce, o.ParityFilter}, {o.VolumeFilter, o.VolumeFilterRepeat}} {
		switch {
		case f.n > 0:
			from = min(from, f.n)
		case f.once:
			from = min(from, P)
		}
	}
	if P < 1 || from > P {
		return 0
	}
	n := int64(1)
	for q := max(from, 1); q < P; q++ {
		n += level(st.Fits, q+1) - level(st.ParityBacktracks, q) - level(st.VolumeBacktracks, q)
	}
	return n
}

// tileEvents counts the sub-puzzles FILA solved (the events of
// polycube's initTile, its MCH and de Bruijn searches): the nodes at the
// level it took over from. 0 means that it did not run.
func tileEvents(o solver.Options, st solver.Stats) int64 {
	P := len(st.Fits) - 1
	f := 0
	for _, n := range o.Fila {
		if n <= P {
			f = max(f, n)
		}
	}
	switch {
	case f == 0:
		return 0
	case f == P:
		return 1
	}
	return level(st.Fits, f+1) - level(st.ParityBacktracks, f) - level(st.VolumeBacktracks, f)
}

// clock formats d as hh:mm:ss.mmm.
func clock(d time.Duration) string {
	ms := d.Milliseconds()
	return fmt.Sprintf("%02d:%02d:%02d.%03d", ms/3600000, ms/60000%60, ms/1000%60, ms%1000)
}

// result is the JSON form of one solve.
type result struct {
	Puzzle string `json:"puzzle"`
	Title  string `json:"title,omitempty"`
	// Grid names the grid of triangles or hexagons (the cells of
	// solution_list are in its coordinates); squares and cubes leave it out.
	Grid             string                `json:"grid,omitempty"`
	Solutions        int64                 `json:"solutions"`
	Fits             int64                 `json:"fits"`
	Attempts         int64                 `json:"attempts"`
	NoFits           int64                 `json:"no_fits"`
	ElapsedMS        float64               `json:"elapsed_ms"`
	Images           int                   `json:"images"`
	AttemptsPerLevel []int64               `json:"attempts_per_level"`
	FitsPerLevel     []int64               `json:"fits_per_level"`
	Options          []string              `json:"options"`
	Chosen           []string              `json:"chosen,omitempty"`
	Notes            []string              `json:"notes"`
	Stopped          string                `json:"stopped"`
	Jobs             int                   `json:"jobs"`
	Split            int                   `json:"split,omitempty"`
	Part             int                   `json:"part,omitempty"`
	Parts            int                   `json:"parts,omitempty"`
	SolutionList     []map[string][][3]int `json:"solution_list,omitempty"`
	// SolutionColours gives, for each solution of solution_list, the
	// constraint colours of the cells of each coloured piece, in the
	// order of its cells there: which way round it lies. Only for a
	// puzzle whose colours count.
	SolutionColours []map[string][]int `json:"solution_colours,omitempty"`
	// disassembly is there under --disassemble, Solutions then counting
	// the assemblies that come apart.
	*disassembly
}

// writeJSON prints the JSON object of one solve on one line.
func writeJSON(out *bufio.Writer, j *job, opts solver.Options, st solver.Stats, sols []map[string][][3]int, cols []map[string][]int, quiet bool) {
	r := result{
		Puzzle: j.name, Title: j.title, Solutions: st.Solutions,
		Fits: st.TotalFits(), Attempts: st.TotalAttempts(), NoFits: st.TotalAttempts() - st.TotalFits(),
		ElapsedMS: float64(st.Elapsed.Microseconds()) / 1000, Images: st.Images,
		AttemptsPerLevel: nonNil(st.Attempts), FitsPerLevel: nonNil(st.Fits),
		Options: flags.Args(opts), Notes: st.Notes, Stopped: st.Stopped,
		Jobs: max(opts.Jobs, 1), Split: st.Split, Part: opts.Part, Parts: opts.Parts,
		disassembly: j.disassembly,
	}
	if g := j.puzzle.Grid; !g.Implicit() {
		r.Grid = g.String()
	}
	if r.Options == nil {
		r.Options = []string{}
	}
	if opts.Auto {
		r.Chosen = flags.Args(j.solver.Chosen())
	}
	if r.Notes == nil {
		r.Notes = []string{}
	}
	if !quiet {
		r.SolutionList = sols
		if r.SolutionList == nil {
			r.SolutionList = []map[string][][3]int{}
		}
		r.SolutionColours = cols
	}
	// Marshal fails only on unencodable values, and result has none.
	b, _ := json.Marshal(r)
	out.Write(b)
	out.WriteByte('\n')
}

func nonNil(v []int64) []int64 {
	if v == nil {
		return []int64{}
	}
	return v
}

// list prints the library.
func list(stdout io.Writer, asJSON bool) int {
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	for _, e := range def.Library() {
		if asJSON {
			b, _ := json.Marshal(struct {
				Key          string  `json:"key"`
				Group        string  `json:"group"`
				Title        string  `json:"title"`
				Description  string  `json:"description"`
				Solutions    int64   `json:"solutions,omitempty"`
				AllSolutions int64   `json:"all_solutions,omitempty"`
				Estimate     float64 `json:"estimate,omitempty"`
				EstimateLow  float64 `json:"estimate_low,omitempty"`
				EstimateHigh float64 `json:"estimate_high,omitempty"`
				AtLeast      int64   `json:"at_least,omitempty"`
			}{e.Key, e.Group, e.Title, e.Description, e.Solutions, e.AllSolutions, e.Estimate, e.EstimateLow, e.EstimateHigh, e.AtLeast})
			out.Write(b)
			out.WriteByte('\n')
			continue
		}
		counts := "solutions unknown"
		switch {
		case e.Solutions > 0 && e.AllSolutions > 0:
			counts = fmt.Sprintf("%s solutions with -r, %s without", thousands.Format(e.Solutions), thousands.Format(e.AllSolutions))
		case e.Solutions > 0:
			counts = thousands.Format(e.Solutions) + " solutions with -r"
		case e.AllSolutions > 0:
			counts = thousands.Format(e.AllSolutions) + " solutions without -r"
		case e.Estimate > 0:
			counts = fmt.Sprintf("solutions unknown, about %.2g without -r (%.2g to %.2g)", e.Estimate, e.EstimateLow, e.EstimateHigh)
		case e.AtLeast > 0:
			counts = fmt.Sprintf("solutions unknown, at least %s without -r", thousands.Format(e.AtLeast))
		}
		fmt.Fprintf(out, "%-32s %s (%s)\n", e.Key, e.Title, counts)
	}
	return exitOK
}

// jobsText describes the parallelism of a search: "2 jobs, part 3 of 8".
func jobsText(opts solver.Options) string {
	s := "1 job"
	if opts.Jobs > 1 {
		s = fmt.Sprintf("%d jobs", opts.Jobs)
	}
	if opts.Parts > 1 {
		s += fmt.Sprintf(", part %d of %d (numbered from 0)", opts.Part, opts.Parts)
	}
	return s
}
