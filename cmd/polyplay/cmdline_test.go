package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestPolycubeCommandLines runs polycube 1.2.1's command lines that
// polyplay once refused, on the 20x3 pentominoes (8 solutions, 2 of them
// distinct under rotation), and checks that each is accepted and takes
// effect, or is refused where 1.2.1 refuses it too. What each does in
// 1.2.1 was checked with its binary: it accepts them all, and exits with
// status 0 after an error, where polyplay exits with 1.
func TestPolycubeCommandLines(t *testing.T) {
	file := filepath.Join("testdata", "polycube", "pentominoes-20x3.txt")
	conf := filepath.Join(t.TempDir(), "polycube.conf")
	os.WriteFile(conf, []byte("# polycube 1.2.1's configuration file\ninfo = 1\nquiet=true\nunique=1\n"), 0o644)
	firstTrace := regexp.MustCompile(`(?s)^TRACE 1:\n(.*?)END TRACE`)
	tests := []struct {
		args   []string
		code   int
		blocks int      // solution blocks on standard output (-1: not checked)
		out    []string // substrings of standard output
		errs   []string // substrings of standard error
		check  func(t *testing.T, out string)
	}{
		// Switches with their value joined or next.
		{args: []string{"-i1", "-q1", file}, blocks: 0, out: []string{"\ninfo=1\n", "\nquiet=1\n", "\nSOLUTIONS=8\n"}},
		{args: []string{"-i0", file}, blocks: 8, errs: []string{"# Solutions: 8\n"}},
		{args: []string{"-q0", "-i", "0", file}, blocks: 8},
		{args: []string{"-i", "1", "-q", "1", file}, blocks: 0, out: []string{"\nSOLUTIONS=8\n"}},
		{args: []string{"-u1", "-iq", file}, blocks: 0, out: []string{"\nunique=1\n", "\nSOLUTIONS=8\n", "\nUNIQUE=2\n", "\nREDUNDANT=6\n"}},
		{args: []string{"-u0", file}, blocks: 8},
		{args: []string{"--unique", "1", "-q", file}, blocks: 0, errs: []string{"# Solutions: 2\n"}},
		// Long options shortened as 1.2.1 allows.
		{args: []string{"--uniq", "--inf", "--qui", file}, blocks: 0, out: []string{"\nUNIQUE=2\n"}},
		{args: []string{"--redundancyFilterF", "--redundancyFilter=L", "-iq", file}, blocks: 0, out: []string{"\nredundancyFilter=L\n", "\nredundancyFilterFirst=1\n", "\nSOLUTIONS=2\n"}},
		{args: []string{"--red=L", file}, code: 1, blocks: 0, errs: []string{"option --red=L: ambiguous: --red is the start of --redundancyFilter, --redundancyFilterFirst\n"}},
		// -R: the redundancy filter's piece first.
		{args: []string{"-R", "-rL", "-os", "-j1", "-t", "--max=1", file}, blocks: 1, check: func(t *testing.T, out string) {
			m := firstTrace.FindStringSubmatch(out)
			if m == nil || strings.Trim(m[1], " .\nL") != "" || !strings.Contains(m[1], "L") {
				t.Errorf("the first placement is not L's:\n%.400s", out)
			}
		}},
		{args: []string{"--redundancyFilterFirst", "-i", "-os", "-j1", file}, blocks: 8, errs: []string{"-R: the redundancy filter (-r) constrains no piece, so no piece is placed first"}},
		// -F N: the fit filter repeated while N pieces remain.
		{args: []string{"-F", "10", "-iq", "-os", "-j1", file}, blocks: 0, out: []string{"\nfitFilter=10\n", "\nSOLUTIONS=8\n", "\nFIT_FILTER[ 9]=             0\n", "\nFIT_FILTER[10]=          5942\n", "\nFIT_FILTER[12]=           146\n"}},
		{args: []string{"--fitFilter=13", "-iq", file}, blocks: 0, out: []string{"\nfitFilter=13\n", "\nFIT_FILTER_TOTAL=0\n"}, errs: []string{"-F13 filters while at least 13 pieces remain, but the puzzle has 12; it never runs"}},
		// -o in 1.2.1's grammar.
		{args: []string{"-o", "xyz", "-iq", "-j1", file}, blocks: 0, out: []string{"\norderingHeuristicConfig=xyz\n", "\nSOLUTIONS=8\n"}, errs: []string{"# Options: -ol@1,1,1\n"}},
		{args: []string{"-o", "l@1,1,0", "-iq", "-j1", file}, blocks: 0, out: []string{"\norderingHeuristicConfig=l@1,1,0\n", "\nSOLUTIONS=8\n"}},
		{args: []string{"-o", "A", "-iq", "-j1", file}, blocks: 0, out: []string{"\norderingHeuristicConfig=A\n", "\nSOLUTIONS=8\n"}},
		{args: []string{"-o", "R@1", "-q", file}, blocks: 0, errs: []string{"# Solutions: 8\n"}},
		{args: []string{"-o", "q", file}, code: 1, blocks: 0, errs: []string{`unknown heuristic "q"`}},
		// -g with -i or -t.
		{args: []string{"-g", "10", "-i", "-os", "-j1", file}, blocks: 170, out: []string{"\ngoal=10\n", "\nSOLUTIONS=170\n", "\nATTEMPTS_TOTAL=188\n", "\nFITS[11]=               170\n"}},
		{args: []string{"-g", "11", "-t", "-os", "-j1", file}, blocks: 18, check: func(t *testing.T, out string) {
			if n := strings.Count(out, "END TRACE"); n < 18 {
				t.Errorf("%d trace frames, want one for each of the 18 placements at least", n)
			}
		}},
		// -r NAME keeps each solution once where 1.2.1's filter keeps some
		// rotations of a solution (it counts 91 here with -rX).
		{args: []string{"-rX", "-q", "--library", "pentominoes-8x8-hole"}, blocks: 0, errs: []string{"# Solutions: 65\n"}},
		// The configuration file, the file named as an option, --version.
		{args: []string{"--conf", conf, file}, blocks: 0, out: []string{"\ninfo=1\n", "\nUNIQUE=2\n"}},
		{args: []string{"--conf=" + conf, "-q0", "--inputFile=" + file}, blocks: 2, out: []string{"\nPUZZLE_FILE=" + file + "\n"}},
		{args: []string{"--version"}, blocks: 0, out: []string{"polyplay "}},
		// --help states where polyplay's meaning differs.
		{args: []string{"--help"}, blocks: -1, out: []string{"-o f is the first hole\n  (write -os for 1.2.1's -o f)", "(the 8x8 with a hole: 65 solutions with -rX, 91 in 1.2.1)"}},
	}
	for _, tc := range tests {
		code, out, errs := polyplay(t, tc.args...)
		if code != tc.code {
			t.Errorf("polyplay %q: status %d, want %d; stderr %q", tc.args, code, tc.code, errs)
			continue
		}
		if n := strings.Count(out, "# --- SOLUTION "); tc.blocks >= 0 && n != tc.blocks {
			t.Errorf("polyplay %q: %d solution blocks, want %d", tc.args, n, tc.blocks)
		}
		for _, w := range tc.out {
			if !strings.Contains(out, w) {
				t.Errorf("polyplay %q: standard output lacks %q:\n%.500s", tc.args, w, out)
			}
		}
		for _, w := range tc.errs {
			if !strings.Contains(errs, w) {
				t.Errorf("polyplay %q: standard error lacks %q:\n%s", tc.args, w, errs)
			}
		}
		if tc.check != nil {
			tc.check(t, out)
		}
	}
}
