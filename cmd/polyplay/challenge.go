package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/challenge"
	"polyplay/solver/flags"
)

// "polyplay challenge" writes starting positions (package
// solver/challenge): a puzzle with some pieces placed whose other pieces
// have exactly one completion, as definitions that polyplay reads back.

const challengeUsage = `Usage: polyplay challenge [-n COUNT] [--left PIECES] [--level LEVEL] [--seed N] [--json] FILE|--library KEY
       polyplay challenge --booklet [-n COUNT] [--left MIN-MAX] [--seed N] [--json] FILE|--library KEY
`

// challengeConfig holds the options of "polyplay challenge".
type challengeConfig struct {
	count          int // 0: 1, or 100 for a booklet
	minLeft, left  int // --left: one number (minLeft 0) or a range
	level          challenge.Level
	seed           int64
	booklet, json  bool
	help           bool
	library        []string
	levelGiven     bool
	leftRangeGiven bool
}

func challengeFlags(c *challengeConfig) []flags.Flag {
	on := func(b *bool) func(*flags.Settings, string, bool) error {
		return func(_ *flags.Settings, v string, _ bool) error { *b = v != "0"; return nil }
	}
	return []flags.Flag{
		{Short: "n", Long: "count", Arg: flags.RequiredArg, ArgName: "COUNT",
			Help: "the number of positions, all different (default 1; 100 with --booklet)",
			Set:  intArg("positions", 1, 100_000, &c.count)},
		{Long: "left", Arg: flags.RequiredArg, ArgName: "PIECES",
			Help: "the pieces left to place (default half the pieces); with --booklet a range MIN-MAX (default 3 to 3 fewer than the pieces)",
			Set: func(_ *flags.Settings, v string, _ bool) error {
				lo, hi, isRange := strings.Cut(v, "-")
				a, err := strconv.Atoi(lo)
				b := a
				if err == nil && isRange {
					b, err = strconv.Atoi(hi)
				}
				if err != nil || a < 1 || b < a {
					return fmt.Errorf("expected a number of pieces (at least 1) or a range MIN-MAX, got %q", v)
				}
				c.minLeft, c.left, c.leftRangeGiven = a, b, isRange
				return nil
			}},
		{Long: "level", Arg: flags.RequiredArg, ArgName: "LEVEL",
			Help: "easy, medium or hard: how many placements a plain DLX search makes per piece left (below 1.25, below 2, from 2); any (the default) takes every level",
			Set: func(_ *flags.Settings, v string, _ bool) error {
				l, err := challenge.ParseLevel(v)
				c.level, c.levelGiven = l, true
				return err
			}},
		{Long: "seed", Arg: flags.RequiredArg, ArgName: "N",
			Help: "seed the random choices (default 1): the same seed gives the same positions",
			Set: func(_ *flags.Settings, v string, _ bool) error {
				n, err := strconv.ParseInt(v, 10, 64)
				if err != nil {
					return fmt.Errorf("expected a whole number, got %q", v)
				}
				c.seed = n
				return nil
			}},
		{Long: "booklet", Help: "a numbered booklet of rising difficulty: as many positions of each number of pieces left in the --left range, the easy ones first, then medium, then hard, and within a level fewest pieces left and fewest placements first", Set: on(&c.booklet)},
		{Long: "json", Help: "print one JSON object per position (its pieces placed, its completion and its definition) instead of definitions", Set: on(&c.json)},
		libraryFlag(&c.library, "make positions of the built-in puzzle KEY (see polyplay --list)"),
		{Short: "h", Long: "help", Help: "show this help", Set: on(&c.help)},
	}
}

// runChallenge is "polyplay challenge".
func runChallenge(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c := challengeConfig{seed: 1}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "polyplay challenge: %v\n", err)
		return exitError
	}
	opts, files, err := flags.ParseArgsWith(args, challengeFlags(&c)...)
	if err != nil {
		fmt.Fprintf(stderr, "polyplay challenge: %v\n%s", err, challengeUsage)
		return exitError
	}
	if c.help {
		fmt.Fprint(stdout, helpText())
		return exitOK
	}
	switch {
	case len(flags.Args(opts)) > 0:
		err = fmt.Errorf("options %s do not apply to challenge; expected -n, --left, --level, --seed, --booklet, --json", strings.Join(flags.Args(opts), " "))
	case c.booklet && c.levelGiven:
		err = errors.New("--level does not apply to --booklet: a booklet rises through the levels")
	case !c.booklet && c.leftRangeGiven:
		err = errors.New("--left takes a range MIN-MAX only with --booklet")
	}
	if err != nil {
		fmt.Fprintf(stderr, "polyplay challenge: %v\n%s", err, challengeUsage)
		return exitError
	}
	j, err := loadOne("challenge", files, c.library)
	if err != nil {
		return fail(err)
	}
	g, err := challenge.New(&j.puzzle.Problem)
	if err != nil {
		return fail(fmt.Errorf("%s: %v", where(j), err))
	}
	var ps []*challenge.Position
	n := c.count
	switch {
	case c.booklet:
		if n == 0 {
			n = 100
		}
		ps, err = g.Booklet(ctx, challenge.BookletOptions{Count: n, MinLeft: c.minLeft, MaxLeft: c.left, Seed: c.seed}, nil)
	default:
		left := c.left
		if left == 0 {
			left = max(1, g.Pieces()/2)
		}
		ps, err = g.Generate(ctx, challenge.Options{Left: left, Level: c.level, Seed: c.seed}, max(n, 1), nil)
	}
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "polyplay challenge: interrupted")
		return exitInterrupt
	}
	if err != nil {
		return fail(fmt.Errorf("%s: %v", where(j), err))
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	title := j.name
	if j.title != "" {
		title = j.title
	}
	for i, pos := range ps {
		p, err := pos.Problem()
		if err != nil {
			return fail(fmt.Errorf("%s: %v", where(j), err))
		}
		p.Name = positionName(pos.Puzzle.Name, i+1)
		if c.json {
			writeChallengeJSON(out, j.name, i+1, c.seed, pos, p)
			continue
		}
		writeChallenge(out, title, i+1, len(ps), c.booklet, pos, p)
	}
	return exitOK
}

// positionName names position k of a puzzle in its definition.
func positionName(name string, k int) string {
	return fmt.Sprintf("%s challenge %d", name, k)
}

// writeChallenge writes position k of n as a definition (p, the
// position's puzzle), after a comment that numbers it and gives its grade.
func writeChallenge(out *bufio.Writer, title string, k, n int, booklet bool, pos *challenge.Position, p *solver.Problem) {
	what := "Challenge"
	if booklet {
		what = "Booklet position"
	}
	gr := pos.Grade
	if k > 1 {
		out.WriteByte('\n')
	}
	fmt.Fprintf(out, "# %s %d of %d: %s, %d pieces left, %s (%d placements by plain DLX, %.2f a piece); one completion\n",
		what, k, n, title, pos.Left(), gr.Level, gr.Placements, gr.PerPiece())
	out.WriteString(def.Format(p))
}

// challengeResult is the JSON form of a position.
type challengeResult struct {
	Puzzle     string            `json:"puzzle"`
	Number     int               `json:"number"`
	Seed       int64             `json:"seed"`
	Left       int               `json:"left"`
	Level      string            `json:"level"`
	Placements int64             `json:"placements"`
	Placed     []placementResult `json:"placed"`
	Completion []placementResult `json:"completion"`
	Definition string            `json:"definition"`
}

// placementResult is a piece and its cells as [x, y, z].
type placementResult struct {
	Piece string   `json:"piece"`
	Cells [][3]int `json:"cells"`
}

func placementResults(pls []solver.Placement) []placementResult {
	out := make([]placementResult, len(pls))
	for i, pl := range pls {
		out[i].Piece = pl.Piece
		for _, c := range pl.Cells {
			out[i].Cells = append(out[i].Cells, [3]int{c.X, c.Y, c.Z})
		}
	}
	return out
}

// writeChallengeJSON writes position k as a JSON line (p, the position's
// puzzle).
func writeChallengeJSON(out *bufio.Writer, name string, k int, seed int64, pos *challenge.Position, p *solver.Problem) {
	r := challengeResult{
		Puzzle: name, Number: k, Seed: seed, Left: pos.Left(),
		Level: pos.Grade.Level.String(), Placements: pos.Grade.Placements,
		Placed: placementResults(pos.Placed), Completion: placementResults(pos.Completion),
		Definition: def.Format(p),
	}
	// Marshal fails only on unencodable values, and r has none.
	b, _ := json.Marshal(r)
	out.Write(b)
	out.WriteByte('\n')
}

// indent puts prefix before every line of s.
func indent(s, prefix string) string {
	lines := strings.SplitAfter(s, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "")
}
