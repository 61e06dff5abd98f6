package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/polycube"
)

// Solving beyond one machine: "polyplay split" divides one puzzle's search
// into N parts (solver.Options.Part and Parts) and writes them as
// independent jobs; each job prints a JSON result, and "polyplay merge"
// adds the results up to those of the whole search.

const splitUsage = `Usage: polyplay split [-N PARTS] [-d DIR] [search options] FILE|--library KEY
       polyplay merge [-i] [--json] RESULT...
`

// splitConfig holds the options of "polyplay split".
type splitConfig struct {
	parts   int
	dir     string
	library []string
}

// intArg is the Set of a flag whose value is a whole number of what
// from lo to hi, which it stores in dst.
func intArg(what string, lo, hi int, dst *int) func(*polycube.Settings, string, bool) error {
	return func(_ *polycube.Settings, v string, _ bool) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < lo || n > hi {
			return fmt.Errorf("expected a number of %s from %d to %d, got %q", what, lo, hi, v)
		}
		*dst = n
		return nil
	}
}

func splitFlags(c *splitConfig) []polycube.Flag {
	return []polycube.Flag{
		{Short: "N", Long: "parts", Arg: polycube.RequiredArg, ArgName: "N",
			Help: "the number of parts (jobs) to write (default 16)",
			Set:  intArg("parts", 2, 1_000_000, &c.parts)},
		{Short: "d", Long: "dir", Arg: polycube.RequiredArg, ArgName: "DIR",
			Help: "the directory to write the jobs into (default polyplay-jobs; created if needed)",
			Set:  func(_ *polycube.Settings, v string, _ bool) error { c.dir = v; return nil }},
		libraryFlag(&c.library, "split the built-in puzzle KEY"),
	}
}

// runSplit is "polyplay split": it writes DIR/puzzle.txt (the definition),
// DIR/args.txt (the search options, with the split level) and
// DIR/jobs.txt (one polyplay command line per part, for GNU parallel or
// any batch system), and explains how to run and merge them.
func runSplit(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c := splitConfig{parts: 16, dir: "polyplay-jobs"}
	opts, files, err := polycube.ParseArgsWith(args, splitFlags(&c)...)
	if err == nil && len(files)+len(c.library) != 1 {
		err = errOnePuzzle
	}
	if err == nil && (opts.Parts > 1 || opts.MCTrials > 0 || opts.Trace != nil) {
		err = errors.New("--part and -s cannot be split; give the search options of the whole search")
	}
	if err != nil {
		fmt.Fprintf(stderr, "polyplay split: %v\n%s", err, splitUsage)
		return exitError
	}
	j, err := loadOne("split", files, c.library)
	if err != nil {
		fmt.Fprintf(stderr, "polyplay split: %v\n", err)
		return exitError
	}
	writeNotes(stderr, j)
	if !opts.AlgorithmChosen() {
		opts.Auto = true
	}
	opts.Jobs, opts.MaxSolutions, opts.TimeLimit = 0, 0, 0
	s, err := solver.NewContext(ctx, &j.puzzle.Problem, opts)
	if err != nil && ctx.Err() != nil {
		return interrupted(stderr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "polyplay split: %v\n", solverError(j, err))
		return exitError
	}
	// Fix the split level once, so the parts need not agree on it again.
	L := s.SplitLevel(ctx, c.parts)
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "polyplay split: interrupted")
		return exitInterrupt
	}
	if L == 0 {
		L = 2 // too small to split well; every part still gets a share
	}
	opts.Split = L
	if err := os.MkdirAll(c.dir, 0o755); err != nil {
		fmt.Fprintf(stderr, "polyplay split: %v\n", err)
		return exitError
	}
	argLine := strings.Join(append([]string{"-j1"}, polycube.Args(opts)...), " ")
	var jl strings.Builder
	for k := range c.parts {
		fmt.Fprintf(&jl, "polyplay --json -q %s --part=%d/%d puzzle.txt\n", argLine, k, c.parts)
	}
	header := fmt.Sprintf("# %s, split into %d parts where %d pieces remain by polyplay split\n", j.name, c.parts, L)
	for name, text := range map[string]string{
		"puzzle.txt": header + def.Format(&j.puzzle.Problem),
		"args.txt":   argLine + "\n",
		"parts.txt":  strconv.Itoa(c.parts) + "\n",
		"jobs.txt":   jl.String(),
	} {
		if err := os.WriteFile(filepath.Join(c.dir, name), []byte(text), 0o644); err != nil {
			fmt.Fprintf(stderr, "polyplay split: %v\n", err)
			return exitError
		}
	}
	fmt.Fprintf(stdout, `Wrote %d jobs for %s into %s (divided where %d pieces remain).
Run them, for example with GNU parallel, and add up their results:
  cd %s && parallel < jobs.txt > results.jsonl && polyplay merge results.jsonl
Job K (0 to %d) alone is:
  polyplay --json -q $(cat args.txt) --part=K/%d puzzle.txt > result-K.json
`, c.parts, j.name, c.dir, L, c.dir, c.parts-1, c.parts)
	return exitOK
}

// mergeConfig holds the options of "polyplay merge".
type mergeConfig struct{ info, json bool }

// runMerge is "polyplay merge": it reads the JSON results of the parts of
// one split search (files, or "-" for standard input; one JSON object a
// line, as "polyplay --json" prints them) and prints the whole search's
// solution count and statistics.
func runMerge(args []string, stdout, stderr io.Writer) int {
	var c mergeConfig
	on := func(b *bool) func(*polycube.Settings, string, bool) error {
		return func(*polycube.Settings, string, bool) error { *b = true; return nil }
	}
	_, files, err := polycube.ParseArgsWith(args,
		polycube.Flag{Short: "i", Long: "info", Help: "print the statistics", Set: on(&c.info)},
		polycube.Flag{Long: "json", Help: "print one JSON object", Set: on(&c.json)})
	if err == nil && len(files) == 0 {
		err = errors.New("expected the result files of the parts (- for standard input)")
	}
	if err != nil {
		fmt.Fprintf(stderr, "polyplay merge: %v\n%s", err, splitUsage)
		return exitError
	}
	var results []result
	var where []string
	for _, f := range files {
		rs, ws, err := readResults(f)
		if err != nil {
			fmt.Fprintf(stderr, "polyplay merge: %v\n", err)
			return exitError
		}
		results, where = append(results, rs...), append(where, ws...)
	}
	merged, err := mergeResults(results, where)
	if err != nil {
		fmt.Fprintf(stderr, "polyplay merge: %v\n", err)
		return exitError
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	if c.json {
		b, _ := json.Marshal(merged)
		out.Write(b)
		out.WriteByte('\n')
		return exitOK
	}
	if c.info {
		fmt.Fprintf(out, "\n# Puzzle: %s, %d parts\n", merged.Puzzle, len(results))
		fmt.Fprintf(out, "# Options: %s\n", strings.Join(merged.Options, " "))
		fmt.Fprintf(out, "# Images: %d\n", merged.Images)
		total := time.Duration(0)
		for _, r := range results {
			total += time.Duration(r.ElapsedMS * float64(time.Millisecond))
		}
		opts, _, _ := polycube.ParseArgs(merged.Options)
		newPolycubeStats(solver.Stats{Solutions: merged.Solutions, Attempts: merged.AttemptsPerLevel,
			Fits: merged.FitsPerLevel, Elapsed: total}, opts, -1, nil).write(out)
		fmt.Fprintf(out, "# Fits: %d  No fits: %d  Attempts: %d\n", merged.Fits, merged.NoFits, merged.Attempts)
		fmt.Fprintf(out, "# Elapsed: longest part %s, all parts %s\n", clock(time.Duration(merged.ElapsedMS*float64(time.Millisecond))), clock(total))
		for _, n := range merged.Notes {
			fmt.Fprintf(out, "# Note: %s\n", n)
		}
	}
	fmt.Fprintf(out, "# Solutions: %d\n", merged.Solutions)
	return exitOK
}

// readResults reads the JSON lines of one file ("-": standard input) and
// names each "file:line".
func readResults(f string) ([]result, []string, error) {
	var r io.Reader
	name := f
	if f == "-" {
		r, name = os.Stdin, "<stdin>"
	} else {
		fh, err := os.Open(f)
		if err != nil {
			return nil, nil, err
		}
		defer fh.Close()
		r = fh
	}
	var rs []result
	var ws []string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var res result
		if err := json.Unmarshal([]byte(text), &res); err != nil || res.AttemptsPerLevel == nil {
			return nil, nil, fmt.Errorf("%s:%d: expected a JSON result of polyplay --json, got %.40q", name, line, text)
		}
		rs, ws = append(rs, res), append(ws, fmt.Sprintf("%s:%d", name, line))
	}
	if err := sc.Err(); err != nil {
		return nil, nil, fmt.Errorf("%s: %v", name, err)
	}
	return rs, ws, nil
}

// mergeResults checks that results are the N parts of one search, each
// once and complete, and adds them up.
func mergeResults(results []result, where []string) (result, error) {
	if len(results) == 0 {
		return result{}, errors.New("no results to merge")
	}
	first := results[0]
	N := first.Parts
	if N < 2 {
		return result{}, fmt.Errorf("%s: not the result of a part (run with --part=K/N)", where[0])
	}
	key := func(r result) string {
		var o []string
		for _, a := range r.Options {
			if !strings.HasPrefix(a, "--part=") {
				o = append(o, a)
			}
		}
		return r.Puzzle + "\x00" + strings.Join(o, " ")
	}
	seen := make([]string, N)
	var stats []solver.Stats
	for i, r := range results {
		switch {
		case r.Parts != N || key(r) != key(first) || r.Split != first.Split:
			return result{}, fmt.Errorf("%s: part %d/%d of %s (%s) is not from the same split as %s (part %d/%d of %s, %s)",
				where[i], r.Part, r.Parts, r.Puzzle, strings.Join(r.Options, " "), where[0], first.Part, N, first.Puzzle, strings.Join(first.Options, " "))
		case r.Part < 0 || r.Part >= N:
			return result{}, fmt.Errorf("%s: part %d is not between 0 and %d", where[i], r.Part, N-1)
		case seen[r.Part] != "":
			return result{}, fmt.Errorf("%s: part %d/%d appears twice (also %s)", where[i], r.Part, N, seen[r.Part])
		case r.Stopped != "":
			return result{}, fmt.Errorf("%s: part %d/%d stopped early (%s); run it again to the end", where[i], r.Part, N, r.Stopped)
		}
		seen[r.Part] = where[i]
		stats = append(stats, solver.Stats{
			Solutions: r.Solutions, Attempts: r.AttemptsPerLevel, Fits: r.FitsPerLevel,
			Elapsed: time.Duration(r.ElapsedMS * float64(time.Millisecond)), Images: r.Images,
			Notes: r.Notes, Split: r.Split, Progress: 1,
		})
	}
	var missing []string
	for k, w := range seen {
		if w == "" {
			missing = append(missing, strconv.Itoa(k))
		}
	}
	if len(missing) > 0 {
		return result{}, fmt.Errorf("missing parts of %d: %s", N, strings.Join(missing, ", "))
	}
	st := solver.MergeStats(stats)
	m := result{
		Puzzle: first.Puzzle, Title: first.Title, Grid: first.Grid, Solutions: st.Solutions,
		Fits: st.TotalFits(), Attempts: st.TotalAttempts(), NoFits: st.TotalAttempts() - st.TotalFits(),
		ElapsedMS: float64(st.Elapsed.Microseconds()) / 1000, Images: st.Images,
		AttemptsPerLevel: st.Attempts, FitsPerLevel: st.Fits, Notes: nonNilStrings(st.Notes),
		Jobs: first.Jobs, Split: st.Split,
	}
	for _, a := range first.Options {
		if !strings.HasPrefix(a, "--part=") {
			m.Options = append(m.Options, a)
		}
	}
	m.Options = nonNilStrings(slices.Clip(m.Options))
	return m, nil
}

func nonNilStrings(v []string) []string {
	if v == nil {
		return []string{}
	}
	return v
}
