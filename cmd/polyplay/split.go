package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/flags"
)

// Solving beyond one machine: "polyplay split" divides one puzzle's search
// into N parts (solver.Options.Part and Parts) and writes them as
// independent jobs; each job prints a JSON result, and "polyplay merge"
// adds the results up to those of the whole search.

const splitUsage = `Usage: polyplay split [-N PARTS] [-d DIR] [search options] FILE|--library KEY
       polyplay merge [-i] [--json] RESULT...
`

// maxParts is the most parts split writes, and merge reads.
const maxParts = 1_000_000

// maxResultLine bounds a line of merge's input: a part's result, as
// polyplay --json -q prints it (without its solutions), is far shorter.
const maxResultLine = 1 << 20

// splitConfig holds the options of "polyplay split".
type splitConfig struct {
	parts   int
	dir     string
	library []string
}

// intArg is the Set of a flag whose value is a whole number of what
// from lo to hi, which it stores in dst.
func intArg(what string, lo, hi int, dst *int) func(*flags.Settings, string, bool) error {
	return func(_ *flags.Settings, v string, _ bool) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < lo || n > hi {
			return fmt.Errorf("expected a number of %s from %d to %d, got %q", what, lo, hi, v)
		}
		*dst = n
		return nil
	}
}

func splitFlags(c *splitConfig) []flags.Flag {
	return []flags.Flag{
		{Short: "N", Long: "parts", Arg: flags.RequiredArg, ArgName: "N",
			Help: "the number of parts (jobs) to write (default 16)",
			Set:  intArg("parts", 2, maxParts, &c.parts)},
		{Short: "d", Long: "dir", Arg: flags.RequiredArg, ArgName: "DIR",
			Help: "the directory to write the jobs into (default polyplay-jobs; created if needed)",
			Set:  func(_ *flags.Settings, v string, _ bool) error { c.dir = v; return nil }},
		libraryFlag(&c.library, "split the built-in puzzle KEY"),
	}
}

// runSplit is "polyplay split": it writes DIR/puzzle.txt (the definition),
// DIR/args.txt (the search options, with the split level) and
// DIR/jobs.txt (one polyplay command line per part, for GNU parallel or
// any batch system), and explains how to run and merge them.
func runSplit(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c := splitConfig{parts: 16, dir: "polyplay-jobs"}
	opts, files, err := flags.ParseArgsWith(args, splitFlags(&c)...)
	if err == nil && len(files)+len(c.library) != 1 {
		err = errOnePuzzle
	}
	if err == nil && (opts.Parts > 1 || opts.MCTrials > 0 || opts.Trace != nil) {
		err = errors.New("--part and -s cannot be split; give the search options of the whole search")
	}
	if err == nil && opts.Disassemble {
		err = errors.New("--disassemble cannot be split: the merge adds up the parts' solutions, not their assemblies and levels")
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
	divided := fmt.Sprintf("divided where %d pieces remain", L)
	switch {
	case L == 0 && s.Model.Pieces < 3:
		// No level divides it (a split level leaves at least 2 of
		// more pieces): one job searches it whole.
		c.parts, divided = 1, fmt.Sprintf("one job: %d pieces are too few to divide", s.Model.Pieces)
	case L == 0:
		L = 2 // too small to split well; every part still gets a share
		divided = "divided where 2 pieces remain"
	}
	opts.Split = L
	if err := os.MkdirAll(c.dir, 0o755); err != nil {
		fmt.Fprintf(stderr, "polyplay split: %v\n", err)
		return exitError
	}
	argLine := strings.Join(append([]string{"-j1"}, flags.Args(opts)...), " ")
	var jl strings.Builder
	for k := range c.parts {
		part := fmt.Sprintf(" --part=%d/%d", k, c.parts)
		if c.parts == 1 {
			part = ""
		}
		fmt.Fprintf(&jl, "polyplay --json -q %s%s puzzle.txt\n", argLine, part)
	}
	header := fmt.Sprintf("# %s, split into %d parts by polyplay split (%s)\n", j.name, c.parts, divided)
	if c.parts == 1 {
		header = fmt.Sprintf("# %s, written by polyplay split as %s\n", j.name, divided)
	}
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
	if c.parts == 1 {
		fmt.Fprintf(stdout, `Wrote 1 job for %s into %s (%s).
Run it, for example with GNU parallel, and merge its result:
  cd %s && parallel < jobs.txt > results.jsonl && polyplay merge results.jsonl
`, j.name, c.dir, divided, c.dir)
		return exitOK
	}
	fmt.Fprintf(stdout, `Wrote %d jobs for %s into %s (%s).
Run them, for example with GNU parallel, and add up their results:
  cd %s && parallel < jobs.txt > results.jsonl && polyplay merge results.jsonl
Job K (0 to %d) alone is:
  polyplay --json -q $(cat args.txt) --part=K/%d puzzle.txt > result-K.json
`, c.parts, j.name, c.dir, divided, c.dir, c.parts-1, c.parts)
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
	on := func(b *bool) func(*flags.Settings, string, bool) error {
		return func(*flags.Settings, string, bool) error { *b = true; return nil }
	}
	_, files, err := flags.ParseArgsWith(args,
		flags.Flag{Short: "i", Long: "info", Help: "print the statistics", Set: on(&c.info)},
		flags.Flag{Long: "json", Help: "print one JSON object", Set: on(&c.json)})
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
		rs, ws, err := readResultFile(f)
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
		parts := fmt.Sprintf("%d parts", len(results))
		if len(results) == 1 {
			parts = "1 part"
		}
		fmt.Fprintf(out, "\n# Puzzle: %s, %s\n", merged.Puzzle, parts)
		fmt.Fprintf(out, "# Options: %s\n", strings.Join(merged.Options, " "))
		fmt.Fprintf(out, "# Images: %d\n", merged.Images)
		total := time.Duration(0)
		for _, r := range results {
			total += time.Duration(r.ElapsedMS * float64(time.Millisecond))
		}
		opts, _, _ := flags.ParseArgs(merged.Options)
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

// readResultFile reads the results of the file f ("-": standard
// input), as readResults.
func readResultFile(f string) ([]result, []string, error) {
	if f == "-" {
		return readResults("<stdin>", os.Stdin)
	}
	fh, err := os.Open(f)
	if err != nil {
		return nil, nil, err
	}
	defer fh.Close()
	return readResults(f, fh)
}

// readResults reads the JSON lines of r, named name, each checked
// (result.check), and names each "name:line".
func readResults(name string, r io.Reader) ([]result, []string, error) {
	var rs []result
	var ws []string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxResultLine)
	line := 0
	for sc.Scan() {
		line++
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		var res result
		if err := json.Unmarshal(text, &res); err != nil || res.AttemptsPerLevel == nil {
			return nil, nil, fmt.Errorf("%s:%d: expected a JSON result of polyplay --json, got %.40q", name, line, text)
		}
		if err := res.check(); err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %v", name, line, err)
		}
		rs, ws = append(rs, res), append(ws, fmt.Sprintf("%s:%d", name, line))
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return nil, nil, fmt.Errorf("%s:%d: a line longer than %s: merge reads the results of polyplay --json -q (split's jobs), a line each", name, line+1, def.Bytes(maxResultLine))
	} else if err != nil {
		return nil, nil, fmt.Errorf("%s: %v", name, err)
	}
	return rs, ws, nil
}

// check checks the fields of a result that merge reads: a part of
// split's parts (or a whole search, Parts 0), its counts never
// negative, its totals the sums of its counts by level, one count a
// level of a puzzle of at most def.MaxPieces pieces.
func (r *result) check() error {
	levels := len(r.AttemptsPerLevel)
	switch {
	case r.Parts != 0 && (r.Parts < 2 || r.Parts > maxParts):
		return fmt.Errorf("the number of parts %d is not from 2 to %d", r.Parts, maxParts)
	case r.Part < 0 || r.Part >= max(r.Parts, 1):
		return fmt.Errorf("part %d is not from 0 to %d", r.Part, max(r.Parts, 1)-1)
	case levels != len(r.FitsPerLevel):
		return fmt.Errorf("attempts_per_level has %d levels and fits_per_level %d: expected one count a level in both", levels, len(r.FitsPerLevel))
	case levels < 2 || levels > def.MaxPieces+1:
		return fmt.Errorf("%d levels: expected one more than the puzzle's pieces, from 2 to %d", levels, def.MaxPieces+1)
	case r.Split < 0 || r.Split >= levels:
		return fmt.Errorf("split level %d is not from 0 to %d", r.Split, levels-1)
	case r.Jobs < 0 || r.Images < 0 || !(r.ElapsedMS >= 0):
		return fmt.Errorf("a negative count: jobs %d, images %d, elapsed_ms %v", r.Jobs, r.Images, r.ElapsedMS)
	}
	for _, c := range []struct {
		name  string
		total int64
		by    []int64
	}{{"solutions", r.Solutions, nil}, {"attempts", r.Attempts, r.AttemptsPerLevel}, {"fits", r.Fits, r.FitsPerLevel}} {
		if c.total < 0 {
			return fmt.Errorf("%s is negative (%d)", c.name, c.total)
		}
		if c.by == nil {
			continue
		}
		sum, err := addCounts(c.by)
		if err != nil {
			return fmt.Errorf("%s_per_level: %v", c.name, err)
		}
		if sum != c.total {
			return fmt.Errorf("%s is %d, but its counts by level add up to %d", c.name, c.total, sum)
		}
	}
	if r.NoFits != r.Attempts-r.Fits {
		return fmt.Errorf("no_fits is %d, not attempts less fits (%d)", r.NoFits, r.Attempts-r.Fits)
	}
	return nil
}

// addCounts adds counts up, none negative, refusing a sum past int64.
func addCounts(counts []int64) (int64, error) {
	var sum int64
	for i, v := range counts {
		if v < 0 {
			return 0, fmt.Errorf("the count of level %d is negative (%d)", i, v)
		}
		if sum > math.MaxInt64-v {
			return 0, fmt.Errorf("the counts add up to more than %d", int64(math.MaxInt64))
		}
		sum += v
	}
	return sum, nil
}

// mergeResults checks that results, each checked by result.check, are
// the N parts of one search, each once and complete, or one whole
// search (split's one job for a puzzle too small to divide), and adds
// them up.
func mergeResults(results []result, where []string) (result, error) {
	if len(results) == 0 {
		return result{}, errors.New("no results to merge")
	}
	first := results[0]
	N := first.Parts
	if N == 0 && len(results) > 1 {
		return result{}, fmt.Errorf("%s: the result of a whole search (without --part=K/N), which merges only alone, but %s follows it", where[0], where[1])
	}
	if N == 0 {
		N = 1
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
	seen := map[int]string{}
	var stats []solver.Stats
	// The sums of the parts' counts, which bound every merged count (a
	// level's counts added up or not, and their sums).
	var solutions, attempts, fits int64
	for i, r := range results {
		switch {
		case r.Parts != first.Parts || key(r) != key(first) || r.Split != first.Split || len(r.AttemptsPerLevel) != len(first.AttemptsPerLevel):
			return result{}, fmt.Errorf("%s: part %d/%d of %s (%s) is not from the same split as %s (part %d/%d of %s, %s)",
				where[i], r.Part, r.Parts, r.Puzzle, strings.Join(r.Options, " "), where[0], first.Part, N, first.Puzzle, strings.Join(first.Options, " "))
		case seen[r.Part] != "":
			return result{}, fmt.Errorf("%s: part %d/%d appears twice (also %s)", where[i], r.Part, N, seen[r.Part])
		case r.Stopped != "":
			return result{}, fmt.Errorf("%s: part %d/%d stopped early (%s); run it again to the end", where[i], r.Part, N, r.Stopped)
		case solutions > math.MaxInt64-r.Solutions || attempts > math.MaxInt64-r.Attempts || fits > math.MaxInt64-r.Fits:
			return result{}, fmt.Errorf("%s: the parts' counts add up to more than %d", where[i], int64(math.MaxInt64))
		}
		solutions, attempts, fits = solutions+r.Solutions, attempts+r.Attempts, fits+r.Fits
		seen[r.Part] = where[i]
		stats = append(stats, solver.Stats{
			Solutions: r.Solutions, Attempts: r.AttemptsPerLevel, Fits: r.FitsPerLevel,
			Elapsed: time.Duration(r.ElapsedMS * float64(time.Millisecond)), Images: r.Images,
			Notes: r.Notes, Split: r.Split, Progress: 1,
		})
	}
	if len(seen) < N {
		var missing []string
		for k := 0; k < N && len(missing) < 10; k++ {
			if seen[k] == "" {
				missing = append(missing, strconv.Itoa(k))
			}
		}
		if more := N - len(seen) - len(missing); more > 0 {
			missing = append(missing, fmt.Sprintf("and %d more", more))
		}
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
