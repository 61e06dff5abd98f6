package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"polyplay/def"
)

var subHeaderRE = regexp.MustCompile(`(?m)^# Sub-puzzle (\d+): solve with polyplay(.*)$`)

// TestSubpuzzlesAddUp writes the sub-puzzles of searches, reads them back
// with the definition parser, solves them all with the options their
// comments give and checks that the counts add up to the whole search's.
func TestSubpuzzlesAddUp(t *testing.T) {
	for _, tc := range []struct {
		args     []string
		n        int // pieces remaining
		pieces   int // pieces of the puzzle
		want     int64
		wantOpts string
	}{
		{[]string{"-r", "--library", "pentominoes-10x6"}, 10, 12, 2339, " --auto"},
		{[]string{"-r", "-os", "--library", "soma"}, 4, 7, 480, " -os"},
		{[]string{"-r", "-M", "-p1", "--library", "soma"}, 3, 7, 240, " -p1"},
		{[]string{"-u", "-V", "--library", "pentominoes-20x3"}, 6, 12, 2, " -V"},
	} {
		name := strings.Join(tc.args, " ")
		args := append([]string{"--subpuzzles=" + strconv.Itoa(tc.n)}, tc.args...)
		code, out, errs := polyplay(t, args...)
		if code != 0 || errs != "" {
			t.Fatalf("%s: status %d, stderr %q", name, code, errs)
		}
		headers := subHeaderRE.FindAllStringSubmatch(out, -1)
		if !strings.HasPrefix(out, "# Sub-puzzles of ") || len(headers) == 0 ||
			!strings.HasSuffix(out, "\n# "+strconv.Itoa(len(headers))+" sub-puzzles\n") {
			t.Fatalf("%s: %d sub-puzzle comments, output:\n%.2000s", name, len(headers), out)
		}
		for i, h := range headers {
			if h[1] != strconv.Itoa(i+1) || h[2] != tc.wantOpts {
				t.Fatalf("%s: comment %d is %q, want number %d and options %q", name, i+1, h[0], i+1, tc.wantOpts)
			}
		}
		puzzles, err := def.Parse("sub.txt", []byte(out))
		if err != nil {
			t.Fatalf("%s: the output does not parse: %v", name, err)
		}
		if len(puzzles) != len(headers) {
			t.Fatalf("%s: %d puzzles parsed, %d comments", name, len(puzzles), len(headers))
		}
		short := 0
		for _, p := range puzzles {
			mobile := 0
			for _, pc := range p.Pieces {
				if !pc.Stationary {
					mobile++
				}
			}
			if len(p.Pieces) != tc.pieces || mobile > tc.n || mobile < 1 {
				t.Errorf("%s: %s has %d pieces, %d mobile; want %d pieces, 1 to %d mobile", name, p.Name, len(p.Pieces), mobile, tc.pieces, tc.n)
			}
			if mobile < tc.n {
				short++
			}
		}
		// Solve them with the CLI, as a user would.
		path := filepath.Join(t.TempDir(), "sub.txt")
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		solveArgs := append(append([]string{"-q", "-j1", "--verify"}, strings.Fields(tc.wantOpts)...), path)
		code, _, errs = polyplay(t, solveArgs...)
		if code != 0 {
			t.Fatalf("%s: solving the sub-puzzles: status %d, stderr %q", name, code, errs)
		}
		counts := regexp.MustCompile(`(?m)^# Solutions: (\d+)$`).FindAllStringSubmatch(errs, -1) // polyplay's own count
		var total int64
		for _, c := range counts {
			n, _ := strconv.ParseInt(c[1], 10, 64)
			total += n
		}
		if len(counts) != len(puzzles) || total != tc.want {
			t.Errorf("%s: %d sub-puzzles (%d split further) solved, %d solutions; want %d solutions", name, len(counts), short, total, tc.want)
		}
		t.Logf("%s: %d sub-puzzles, %d split further", name, len(puzzles), short)
	}
}

func TestSubpuzzlesErrors(t *testing.T) {
	good := libraryFile(t, "pentominoes-20x3", 1)
	two := libraryFile(t, "pentominoes-20x3", 2)
	for _, tc := range []struct {
		args []string
		err  string
	}{
		{[]string{"--subpuzzles=0", good}, `polyplay: option --subpuzzles=0: expected a number of remaining pieces (a whole number, at least 1), got "0"`},
		{[]string{"--subpuzzles=12", good}, "polyplay: " + good + ":2: sub-puzzles: the number of remaining pieces must be between 1 and 11, got 12"},
		{[]string{"--subpuzzles=3", two}, "polyplay: --subpuzzles takes one puzzle, got 2"},
		{[]string{"--subpuzzles=3", "--json", good}, "polyplay: --subpuzzles does not search, so --json cannot be used with it"},
		{[]string{"--subpuzzles=3", "--part=1/2", good}, "polyplay: --subpuzzles does not search, so --part cannot be used with it"},
	} {
		code, out, errs := polyplay(t, tc.args...)
		if code != exitError || out != "" || !strings.Contains(errs, tc.err) {
			t.Errorf("polyplay %q: status %d, stdout %q, stderr %q; want status 1, stderr with %q", tc.args, code, out, errs, tc.err)
		}
	}

	// Parity rules out every assembly: no sub-puzzles, and a note why.
	code, out, errs := polyplay(t, "--subpuzzles=2", teesFile(t))
	if code != 0 || !strings.Contains(out, "has no sub-puzzles where 2 pieces remain") ||
		!strings.Contains(out, "# Note: parity") || !strings.HasSuffix(out, "\n# 0 sub-puzzles\n") {
		t.Errorf("parity-impossible: status %d, stderr %q, output:\n%s", code, errs, out)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	code, _, errs = polyplayCtx(ctx, "--subpuzzles=6", good)
	if code != exitInterrupt || !strings.Contains(errs, "interrupted after 0 sub-puzzles") {
		t.Errorf("cancelled: status %d, stderr %q", code, errs)
	}
}
