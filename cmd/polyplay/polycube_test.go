package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
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
		{[]string{"-r", "-os", "-j1", "pentominoes-20x3.txt"}, "pentominoes-20x3-r.out", "2",
			"-iq -r -os -j1 pentominoes-20x3.txt", "pentominoes-20x3-iqr.out"},
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
		for _, k := range []string{"SOLUTIONS", "SOLUTIONS_PER_SEC", "UNIQUE", "ATTEMPTS_TOTAL", "FITS_TOTAL", "ATTEMPTS", "FITS"} {
			if !strings.Contains(" "+strings.Join(keys, " ")+" ", " "+k+" ") {
				t.Errorf("%q: -i lacks %s", args, k)
			}
		}
		for _, exact := range []string{"SOLUTIONS=", "UNIQUE=", "REDUNDANT="} {
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
