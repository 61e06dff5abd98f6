package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver/flags"
)

// articleLines are the command lines printed in Matt Busche's articles
// "Solving Polyomino and Polycube Puzzles" (polycube 1.2.1) and "FILA"
// (polycube 2.0), as printed, with the dashes the published copies lost
// restored (the FILA article's table writes "i q r V of=11 f11"). Each
// must run unchanged and mean what it meant to polycube: the search
// options it comes to (flags.Args), the output options, and,
// where the run is short enough, the solution count.
var articleLines = []struct {
	source string // where it is printed
	line   string
	// options is the canonical form of the search options; info, quiet,
	// trace and format the output options.
	options     string
	info, quiet bool
	trace       int
	format      string
	// solutions is the count to check by running the line: 0 does not
	// run it (plain DLX on the 10x6 and every Tetris Cube line take
	// seconds each, too long for make test; their counts are checked
	// elsewhere), a negative count runs it only without -short.
	solutions int64
}{
	{"Solving: Running the Software", "polycube def/pentominoes_10x6_def.txt", "", false, false, 0, "BL", -9356},
	{"Solving: Running the Software", "polycube --help", "", false, false, 0, "BL", 0},
	{"Solving: comment on -r L", "./polycube -m11 -e6 -b4 -r L -i -- def/tetriscube_def.txt", "-rL -os=11:e=6:f=4 -f11", true, false, 0, "BL", 0},
	// Options suggested in a reply for a large puzzle, given alone.
	{"Solving: reply on options", "-V -p -oY:f=20", "-V -p1 -oY:f=20", false, false, 0, "BL", 0},
	{"Solving: reply on tracing", "-t-80", "", false, false, -80, "BL", 0},
	{"Solving: reply on tracing", "-t-70", "", false, false, -70, "BL", 0},
	{"Solving: reply on tracing", "-t-60", "", false, false, -60, "BL", 0},
	{"FILA: Table 1 P1", "./polycube -i -q -r def/pentominoes_10x6.txt", "-r", true, true, 0, "BL", 2339},
	{"FILA: Table 1 P2", "./polycube -i -q -r -V def/pentominoes_10x6.txt", "-r -V", true, true, 0, "BL", 0},
	{"FILA: Table 1 P3", "./polycube -i -q -r -V -of=11 def/pentominoes_10x6.txt", "-r -V -of=11", true, true, 0, "BL", 0},
	{"FILA: Table 1 P4", "./polycube -i -q -r -V -of=11 -f11 def/pentominoes_10x6.txt", "-r -V -of=11 -f11", true, true, 0, "BL", 2339},
	{"FILA: Table 1 P5", "./polycube -i -q -r -V -of=11 -f11 -n def/pentominoes_10x6.txt", "-r -V -of=11 -f11 -n", true, true, 0, "BL", 2339},
	{"FILA: Table 1 OP1", "./polycube128 -i -q -r def/pentominoes_1s_18x5.txt", "-r", true, true, 0, "BL", 0},
	{"FILA: Table 1 OP2", "./polycube128 -i -q -r -V def/pentominoes_1s_18x5.txt", "-r -V", true, true, 0, "BL", 0},
	// OP3 is printed with a bare f: FILA from the -o switch's 17 pieces,
	// as the text says.
	{"FILA: Table 1 OP3", "./polycube128 -i -q -r -V -of=17 -f def/pentominoes_1s_18x5.txt", "-r -V -of=17 -f17", true, true, 0, "BL", 0},
	{"FILA: Table 1 OP4", "./polycube128 -i -q -r -V -of=17 -f17 -n def/pentominoes_1s_18x5.txt", "-r -V -of=17 -f17 -n", true, true, 0, "BL", 0},
	{"FILA: Table 1 TC1", "./polycube -i -q -rL def/tetriscube.txt", "-rL", true, true, 0, "BL", 0},
	{"FILA: Table 1 TC2", "./polycube -i -q -rL -f11 -oe=11 def/tetriscube.txt", "-rL -oe=11 -f11", true, true, 0, "BL", 0},
	{"FILA: Table 1 TC3", "./polycube -i -q -rL -f11 -oe=11:f=3 def/tetriscube.txt", "-rL -oe=11:f=3 -f11", true, true, 0, "BL", 0},
	{"FILA: Table 1 TC4", "./polycube -i -q -rL -f11 -oe=11:f=3 -n def/tetriscube.txt", "-rL -oe=11:f=3 -f11 -n", true, true, 0, "BL", 0},
	{"FILA: Table 1 PT1", "./polycube -i -q -r def/PT12.txt", "-r", true, true, 0, "BL", 0},
	{"FILA: Table 1 PT2", "./polycube -i -q -r -V13 def/PT12.txt", "-r -V13", true, true, 0, "BL", 0},
	{"FILA: Table 1 PT3", "./polycube -i -q -r -V13 -f13 -oe=13 def/PT12.txt", "-r -V13 -oe=13 -f13", true, true, 0, "BL", 0},
	{"FILA: Table 1 PT4", "./polycube -i -q -r -V13 -f13 -oe=13:f=3 def/PT12.txt", "-r -V13 -oe=13:f=3 -f13", true, true, 0, "BL", 0},
	{"FILA: Table 1 PT5", "./polycube -i -q -r -V13 -f13 -oe=13:f=3 -n def/PT12.txt", "-r -V13 -oe=13:f=3 -f13 -n", true, true, 0, "BL", 0},
	{"FILA: comment with polycube 2.0.1", `polycube -i -q -r -V -of=11 -f11 -n .\def\pentominoes_10x6.txt`, "-r -V -of=11 -f11 -n", true, true, 0, "BL", 2339},
	// Other spellings of 1.2.1's help: grouped switches, boolean values,
	// the output formats and the goal.
	{"1.2.1 --help", "polycube -iq --unique=1 -fFC -- def/pentominoes_10x6.txt", "-u", true, true, 0, "FC", 0},
	{"1.2.1 --help", "polycube --info=0 --quiet=0 -f S -g 11 -r def/pentominoes_10x6.txt", "-r", false, false, 0, "SL", 0},
}

// articleFiles are the definition files the articles' command lines name.
var articleFiles = map[string]string{
	"def/pentominoes_10x6_def.txt": "pentominoes-10x6",
	"def/pentominoes_10x6.txt":     "pentominoes-10x6",
	`.\def\pentominoes_10x6.txt`:   "pentominoes-10x6",
	"def/tetriscube_def.txt":       "tetris-cube",
	"def/tetriscube.txt":           "tetris-cube",
	"def/pentominoes_1s_18x5.txt":  "pentominoes-onesided-18x5",
	"def/PT12.txt":                 "pt-diamond-13x13",
}

func TestArticleCommandLines(t *testing.T) {
	dir := t.TempDir()
	for name, key := range articleFiles {
		e, ok := def.Lookup(key)
		if !ok {
			t.Fatalf("library has no %s", key)
		}
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(e.Source), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	count := regexp.MustCompile(`(?m)^# Solutions: (\d+)$`)
	for _, tc := range articleLines {
		args := strings.Fields(tc.line)
		if p := args[0]; strings.HasSuffix(p, "polycube") || strings.HasSuffix(p, "polycube128") {
			args = args[1:]
		}
		var c config
		opts, files, err := flags.ParseArgsWith(args, cliFlags(&c)...)
		if err != nil {
			t.Errorf("%s (%s): %v", tc.line, tc.source, err)
			continue
		}
		if got := strings.Join(flags.Args(opts), " "); got != tc.options {
			t.Errorf("%s (%s): options %q, want %q", tc.line, tc.source, got, tc.options)
		}
		if c.info != tc.info || c.quiet != tc.quiet || c.trace != tc.trace || formatName(c.format) != tc.format {
			t.Errorf("%s (%s): info %v quiet %v trace %d format %s, want %v %v %d %s",
				tc.line, tc.source, c.info, c.quiet, c.trace, formatName(c.format), tc.info, tc.quiet, tc.trace, tc.format)
		}
		for _, f := range files {
			if _, ok := articleFiles[f]; !ok {
				t.Errorf("%s: file %q is not one the article names", tc.line, f)
			}
		}
		if tc.solutions == 0 || tc.solutions < 0 && testing.Short() {
			continue
		}
		want := max(tc.solutions, -tc.solutions)
		code, out, errs := polyplay(t, args...)
		m := count.FindStringSubmatch(errs) // polyplay's own line, on standard error
		if code != exitOK || m == nil || m[1] != strconv.FormatInt(want, 10) {
			t.Errorf("%s (%s): status %d, stderr %q, count %v; want %d solutions", tc.line, tc.source, code, errs, m, want)
			continue
		}
		if tc.info && !strings.Contains(out, "\nSOLUTIONS="+m[1]+"\n") {
			t.Errorf("%s: -i output lacks SOLUTIONS=%s", tc.line, m[1])
		}
		if !tc.quiet && strings.Count(out, "\n# --- SOLUTION ") != int(want) {
			t.Errorf("%s: %d solutions printed, want %d", tc.line, strings.Count(out, "\n# --- SOLUTION "), want)
		}
	}
	// --help, as printed, shows the help and says where 2.0 wins.
	code, out, _ := polyplay(t, "--help")
	if code != exitOK || !strings.Contains(out, "Usage: polyplay") || !strings.Contains(out, "-m N, --mch=N") {
		t.Errorf("--help: status %d, output %.200q", code, out)
	}
}
