package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver"
)

// TestPolycubeOutput compares polyplay's output with polycube 1.2.1's,
// kept in testdata/polycube (see its README), on a 2-D puzzle and a 3-D
// one with two-character names and stationary pieces. The solutions are
// polycube's byte for byte: a blank line, the header, the rows with the
// layers separated by ", " and the names right-aligned; polyplay adds one
// line, "# Solutions: N". Under -i every statistic polyplay prints in
// polycube's names comes with polycube's comment line, and the counts
// that do not depend on the search order are polycube's.
func TestPolycubeOutput(t *testing.T) {
	dir := filepath.Join("testdata", "polycube")
	golden := func(name string) string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	for _, tc := range []struct {
		args        []string
		golden      string
		solutions   string
		info, iqOut string
	}{
		// polycube's -r constrains V here; polyplay's picks the piece
		// whose search is smallest (X), so the same search is -rV.
		{[]string{"-rV", "-os", "-j1", "pentominoes-20x3.txt"}, "pentominoes-20x3-r.out", "2",
			"-iq -rV -os -j1 pentominoes-20x3.txt", "pentominoes-20x3-iqr.out"},
		// The order of the solutions is the search's: polyplay's automatic
		// configuration finds them in polycube's order here.
		{[]string{"-j1", "box-4x3x2.txt"}, "box-4x3x2.out", "7",
			"-iq -j1 box-4x3x2.txt", "box-4x3x2-iq.out"},
	} {
		args := append([]string(nil), tc.args...)
		args[len(args)-1] = filepath.Join(dir, args[len(args)-1])
		code, out, errs := polyplay(t, args...)
		if code != 0 {
			t.Fatalf("%q: status %d, stderr %s", args, code, errs)
		}
		want := golden(tc.golden) + "# Solutions: " + tc.solutions + "\n"
		if out != want {
			t.Errorf("%q: output differs from polycube's %s:\ngot\n%q\nwant\n%q", args, tc.golden, out, want)
		}

		// -i: polycube's names, each after polycube's comment line.
		args = strings.Fields(tc.info)
		args[len(args)-1] = filepath.Join(dir, args[len(args)-1])
		code, out, errs = polyplay(t, args...)
		if code != 0 {
			t.Fatalf("%q: status %d, stderr %s", args, code, errs)
		}
		ref := golden(tc.iqOut)
		comments := commentsOf(ref)
		key := regexp.MustCompile(`^([A-Z_]+)(\[ *\d+\])?=`)
		var keys []string
		lines := strings.Split(out, "\n")
		for i, l := range lines {
			m := key.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			keys = append(keys, m[1])
			if m[2] != "" {
				// Per-level lines follow the comment of the first level.
				if !strings.Contains(ref, "\n"+l[:len(m[0])]) {
					t.Errorf("%q: line %q: polycube has no %s", args, l, m[0])
				}
				continue
			}
			if c, ok := comments[m[1]]; !ok || lines[i-1] != c {
				t.Errorf("%q: %s follows %q; polycube's comment is %q", args, m[1], lines[i-1], c)
			}
		}
		for _, k := range []string{"PUZZLE_FILE", "DIMENSION", "ONE_SIDE", "ROTATIONALLY_UNIQUE", "SOLUTIONS", "SOLUTIONS_PER_SEC", "UNIQUE", "ATTEMPTS_TOTAL", "FITS_TOTAL", "ATTEMPTS", "FITS"} {
			if !strings.Contains(" "+strings.Join(keys, " ")+" ", " "+k+" ") {
				t.Errorf("%q: -i lacks %s", args, k)
			}
		}
		for _, exact := range []string{"SOLUTIONS=", "UNIQUE=", "REDUNDANT=", "DIMENSION=", "ONE_SIDE=", "ROTATIONALLY_UNIQUE="} {
			if want := valueOf(ref, exact); valueOf(out, exact) != want {
				t.Errorf("%q: %s%s, polycube %s%s", args, exact, valueOf(out, exact), exact, want)
			}
		}
	}
}

// commentsOf maps each KEY=value line of polycube's -i output to the
// comment line before it.
func commentsOf(ref string) map[string]string {
	m := map[string]string{}
	lines := strings.Split(ref, "\n")
	for i := 1; i < len(lines); i++ {
		if k, _, ok := strings.Cut(lines[i], "="); ok && !strings.Contains(k, "[") && strings.HasPrefix(lines[i-1], "# ") {
			m[k] = lines[i-1]
		}
	}
	return m
}

// valueOf returns the value of the line starting with key (KEY=), or "".
func valueOf(out, key string) string {
	for _, l := range strings.Split(out, "\n") {
		if v, ok := strings.CutPrefix(l, key); ok {
			return v
		}
	}
	return ""
}

// TestOutputFormats reads back what 1.2.1's output formats write: -fF
// (full) and -fFC (coordinates) write a solution as a definition of the
// same puzzle, which solves again (the 20x3 pentominoes: 2 solutions
// under -r); -g10 -fS and -g10 -fSC write the partial assemblies at 10
// pieces as sub-puzzles (placed pieces stationary), whose counts add up
// to the whole search's.
func TestOutputFormats(t *testing.T) {
	solveAll := func(t *testing.T, text string, args ...string) int64 {
		t.Helper()
		ps, err := def.Parse("out.txt", []byte(text))
		if err != nil || len(ps) == 0 {
			t.Fatalf("reading the output back: %v (%d puzzles)\n%.400s", err, len(ps), text)
		}
		var n int64
		for _, p := range ps {
			o, _, err := solver.ParseArgs(args)
			if err != nil {
				t.Fatal(err)
			}
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
		return n
	}
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
		if got := solveAll(t, out, tc.solveWith...); got != 2 {
			t.Errorf("%q: the output read back and solved with %q has %d solutions, want 2", args, tc.solveWith, got)
		}
	}
}
