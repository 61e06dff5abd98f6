package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/flags"
)

// polycubeDiffers lists what polyplay's output may show differently from
// polycube 1.2.1's in the golden suite (TestPolycubeGolden), and why: the
// one place that says so (docs/polycube.md explains each). A KEY=value
// line of keys may hold another value than polycube's, in the cases
// named (all when cases is empty); order says that the cases' solutions
// are the same but met in another order, so that the suite compares
// them as sets.
var polycubeDiffers = []struct {
	keys  []string
	cases []string
	order bool
	why   string
}{
	{keys: []string{"SOLUTIONS_PER_SEC", "UNIQUE_PER_SEC"},
		why: "rates: polyplay's time, not polycube's (the timing table's times and events likewise; its row names are compared)"},
	{keys: []string{"orderingHeuristicConfig"},
		why: "polyplay runs polycube's default search (DLX with min fit) only when told (-os), which the configuration block shows as s"},
	{keys: []string{"UNBOUNDED"}, cases: []string{"pentominoes-20x3-iqr"},
		why: "under -r polycube prunes the constrained piece's rotations by its own numbering of the 24 rotations; polyplay counts them all"},
	{keys: []string{"ATTEMPTS_TOTAL", "FITS_TOTAL", "ATTEMPTS", "FITS"}, cases: []string{"pentominoes-20x3-iqr"},
		why: "under -r both keep as many images of the constrained piece (BOUNDED and SHAPE's numRow agree), but not the same ones: the searches differ"},
	{cases: []string{"box-4x3x2-full", "two-puzzles-stream"}, order: true,
		why: "a column's DLX rows are in polyplay's order (an image's orientation, then its place) where polycube's are by place, then its own numbering of the rotations: on the 3-D box under min fit the same solutions come in another order; -fC lists the placed pieces in definition order, polycube in the order it placed them"},
}

// polycubeCase is a line of testdata/polycube/cases.txt.
type polycubeCase struct {
	name      string
	args, own []string
	input     string // piped into standard input, or ""
	order     bool   // compare the solutions as sets
	differ    map[string]bool
}

func polycubeCases(t *testing.T, dir string) []polycubeCase {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "cases.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []polycubeCase
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "#") || strings.TrimSpace(l) == "" {
			continue
		}
		f := strings.Split(l, "|")
		if len(f) != 3 {
			t.Fatalf("cases.txt: bad line %q", l)
		}
		c := polycubeCase{name: strings.TrimSpace(f[0]), own: strings.Fields(f[2]), differ: map[string]bool{}}
		args, input, _ := strings.Cut(f[1], "<")
		c.args, c.input = strings.Fields(args), strings.TrimSpace(input)
		for _, d := range polycubeDiffers {
			if len(d.cases) == 0 || slices.Contains(d.cases, c.name) {
				for _, k := range d.keys {
					c.differ[k] = true
				}
				c.order = c.order || d.order
			}
		}
		cases = append(cases, c)
	}
	return cases
}

// TestPolycubeGolden is the polycube compatibility suite: polyplay run
// as polycube 1.2.1 was for each case of testdata/polycube/cases.txt
// (2-D and 3-D, one-sided, stationary pieces, several puzzles in one
// input, --unique, -i with each filter and trigger, MCH and de Bruijn),
// its standard output compared line by line with polycube's (gen.sh
// regenerates them), but for what polycubeDiffers lists.
func TestPolycubeGolden(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "polycube"))
	if err != nil {
		t.Fatal(err)
	}
	cases := polycubeCases(t, dir)
	if len(cases) < 12 {
		t.Fatalf("cases.txt has %d cases", len(cases))
	}
	t.Chdir(dir) // PUZZLE_FILE= names the file as given
	key := regexp.MustCompile(`^([A-Za-z_]+)(\[ *\d+\])?=`)
	meter := regexp.MustCompile(`^ *([a-zA-Z-]+) *:`)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want, err := os.ReadFile(c.name + ".out")
			if err != nil {
				t.Fatal(err)
			}
			if c.input != "" {
				in, err := os.Open(c.input)
				if err != nil {
					t.Fatal(err)
				}
				defer in.Close()
				stdin, stdinIsTerminal = in, func() bool { return false }
				defer func() { stdin, stdinIsTerminal = os.Stdin, func() bool { return true } }()
			}
			args := append(slices.Clone(c.own), c.args...)
			code, out, errs := polyplay(t, args...)
			if code != 0 {
				t.Fatalf("polyplay %q: status %d, stderr %s", args, code, errs)
			}
			got, exp := out, string(want)
			if c.order {
				got, exp = sortedSolutions(got), sortedSolutions(exp)
			}
			gl, wl := strings.Split(got, "\n"), strings.Split(exp, "\n")
			for i := range max(len(gl), len(wl)) {
				g, w := "", ""
				if i < len(gl) {
					g = gl[i]
				}
				if i < len(wl) {
					w = wl[i]
				}
				if g == w {
					continue
				}
				gk, wk := key.FindStringSubmatch(g), key.FindStringSubmatch(w)
				if gk != nil && wk != nil && gk[0] == wk[0] && c.differ[gk[1]] {
					continue
				}
				if gm, wm := meter.FindStringSubmatch(g), meter.FindStringSubmatch(w); gm != nil && wm != nil && gm[1] == wm[1] {
					continue // a timing row: its name is polycube's
				}
				t.Fatalf("polyplay %q: line %d differs from polycube's %s.out:\ngot  %q\nwant %q", args, i+1, c.name, g, w)
			}
		})
	}
}

// sortedSolutions returns out with its solution blocks unnumbered, each
// block's lines sorted and the blocks sorted: the solutions as a set.
func sortedSolutions(out string) string {
	blocks := strings.Split(out, "\n# --- SOLUTION ")
	for i := 1; i < len(blocks); i++ {
		_, rest, _ := strings.Cut(blocks[i], "\n")
		lines := strings.Split(strings.TrimRight(rest, "\n"), "\n")
		slices.Sort(lines)
		blocks[i] = strings.Join(lines, "\n")
	}
	slices.Sort(blocks[1:])
	return strings.Join(blocks, "\n# --- SOLUTION\n")
}

// solveOutput reads back the definitions text that an output format
// wrote and returns its puzzles and their solutions' total when solved
// with the polycube-style args.
func solveOutput(t *testing.T, text string, args ...string) ([]*def.Puzzle, int64) {
	t.Helper()
	ps, err := def.Parse("out.txt", []byte(text))
	if err != nil || len(ps) == 0 {
		t.Fatalf("reading the output back: %v (%d puzzles)\n%.400s", err, len(ps), text)
	}
	o, _, err := flags.ParseArgs(args)
	if err != nil {
		t.Fatal(err)
	}
	var n int64
	for _, p := range ps {
		s, err := solver.New(&p.Problem, o)
		if err != nil {
			t.Fatal(err)
		}
		st, err := s.Solve(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		n += st.Solutions
	}
	return ps, n
}

// TestOutputFormats reads back what 1.2.1's output formats write: -fF
// (full) and -fFC (coordinates) write a solution as a definition of the
// same puzzle, which solves again (the 20x3 pentominoes: 2 solutions
// under -r); -g10 -fS and -g10 -fSC write the partial assemblies at 10
// pieces as sub-puzzles (placed pieces stationary), whose counts add up
// to the whole search's.
func TestOutputFormats(t *testing.T) {
	for _, tc := range []struct {
		args      []string
		puzzles   int
		solveWith []string
	}{
		{[]string{"-fF", "--max", "1", "-r"}, 1, []string{"-r"}},
		{[]string{"-fFC", "--max", "1", "-r"}, 1, []string{"-r"}},
		{[]string{"-g10", "-fS", "-r"}, -1, []string{"--auto"}},
		{[]string{"--goal", "10", "--format=SC", "-r"}, -1, []string{"--auto"}},
	} {
		args := append(append([]string{"-j1"}, tc.args...), "--library", "pentominoes-20x3")
		code, out, errs := polyplay(t, args...)
		if code != 0 {
			t.Fatalf("%q: status %d, stderr %s", args, code, errs)
		}
		if n := strings.Count(out, "\n# --- SOLUTION "); tc.puzzles > 0 && n != tc.puzzles || n == 0 {
			t.Fatalf("%q: %d solutions printed", args, n)
		}
		if _, got := solveOutput(t, out, tc.solveWith...); got != 2 {
			t.Errorf("%q: the output read back and solved with %q has %d solutions, want 2", args, tc.solveWith, got)
		}
	}
}

// TestPolycubeSpacedValues: polycube takes an option's value from the
// next argument (-t 3, -V 5, -P 5, -r V): so does polyplay, and the file
// name after them stays a file.
func TestPolycubeSpacedValues(t *testing.T) {
	var c config
	args := []string{"-t", "3", "-V", "5", "-P", "6", "-r", "V", "-v", "4", "--", "box.txt"}
	opts, files, err := flags.ParseArgsWith(args, cliFlags(&c)...)
	if err != nil {
		t.Fatal(err)
	}
	if c.trace != 3 || opts.VolumeFilterRepeat != 5 || opts.ParityFilter != 6 || opts.RedundancyPiece != "V" || opts.VolumeTrigger != 4 ||
		!slices.Equal(files, []string{"box.txt"}) {
		t.Errorf("%q: trace %d, %q, files %q", args, c.trace, flags.Args(opts), files)
	}
}
