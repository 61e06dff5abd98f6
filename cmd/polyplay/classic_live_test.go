package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// polycube121Env names the environment variable that gives a polycube
// 1.2.1 binary (testdata/classic/gen.sh says how to build one) to the
// tests that run it beside polycube mode. They skip without it.
const polycube121Env = "POLYCUBE121"

// liveValues are option values for the command lines TestClassicLive
// makes: empty, blank, signed, too large, malformed, and the forms each
// option takes.
var liveValues = []string{
	"", " ", " x", "x ", "x", "-x", "1", "0", "-1", "+1", " 1", "1 ", "01", "0x10", "1e3", "1.5",
	"2147483647", "2147483648", "-2147483648", "-2147483649",
	"yes", "no", "on", "off", "true", "false", "TRUE", "Yes", "maybe", "1 0",
	"B", "b", "FC", "cf", "BB", "B ", " B", "Q", "FF", "LB", "S",
	"x:y", "x=3", "x=", "=3", "x=3=4", ":", "x::y", "x=3:y=2", "f", "l@1,2,3", "l@1,2", "a@", "a@45,1,1", "R@1,1,1", "A@x", "xyz=2",
	"1,2,3", "1,2", "1,,3", " 1,2,3", "1,2,3 ", "1,2,3,4", "a,b,c", "0,0,0", "3,2,-1", "5,2,11,",
	".", "#", "X", "F", "U", "P", "XX", "-",
}

// liveCases are command lines for TestClassicLive beyond the golden
// cases: each of 1.2.1's options by its letter and by its long name,
// with each of liveValues joined and as the next argument, and a prefix
// of its name; repeated options; grouped letters; --conf files of many
// kinds. Their input is the 3x5 pentomino puzzle, on standard input.
func liveCases(t *testing.T) []classicCase {
	t.Helper()
	const input = "testdata/classic/pentominoes-3x5.txt"
	var cases []classicCase
	add := func(args ...string) {
		cases = append(cases, classicCase{name: fmt.Sprintf("live-%d", len(cases)), args: args, input: input})
	}
	type opt struct{ short, long string }
	opts := []opt{{"b", "bruijn"}, {"e", "emch"}, {"f", "format"}, {"F", "fitFilter"}, {"g", "goal"},
		{"i", "info"}, {"m", "mch"}, {"o", "order"}, {"p", "parityBacktrack"}, {"P", "parityFilter"},
		{"q", "quiet"}, {"r", "redundancyFilter"}, {"R", "redundancyFilterFirst"}, {"s", "sample"},
		{"t", "trace"}, {"u", "unique"}, {"v", "volumeBacktrack"}, {"V", "volumeFilter"},
		{"", "help"}, {"", "version"}, {"", "inputFile"}, {"", "conf"}}
	info := func(o opt) []string {
		if o.long == "info" {
			return []string{"-q"}
		}
		return []string{"-i", "-q"}
	}
	for _, o := range opts {
		pre := info(o)
		with := func(a ...string) { add(append(append([]string(nil), pre...), a...)...) }
		if o.short != "" {
			with("-" + o.short)
		}
		with("--" + o.long)
		with("--" + o.long[:len(o.long)-1])
		with("--" + o.long + "=")
		for _, v := range liveValues {
			if o.short != "" {
				with("-" + o.short + v)
				with("-"+o.short, v)
			}
			with("--" + o.long + "=" + v)
			with("--"+o.long, v)
		}
		// Given twice: with a value, and without one the second time.
		if o.short != "" {
			with("-"+o.short, "1", "-"+o.short, "1")
			with("-"+o.short+"1", "-"+o.short)
			with("-"+o.short, "-"+o.short+"1")
			with("-"+o.short+"1", "--"+o.long+"=1")
		}
	}
	// Every beginning of every long name, alone and with a value.
	for _, o := range opts {
		for n := 1; n < len(o.long); n++ {
			add("-i", "-q", "--"+o.long[:n])
			add("-i", "-q", "--"+o.long[:n], "1")
			add("-i", "-q", "--"+o.long[:n]+"=1")
		}
	}
	// Values with other blanks, and values that are other options.
	for _, v := range []string{"x\t", "\tx", "x\ny", "B\r", "1,2,3\n", "\v1", "-q", "--quiet", "--", "-", "--=1"} {
		for _, o := range []string{"-o", "-f", "-s", "-m", "-r", "-i", "-F", "-t", "--conf"} {
			add("-i", "-q", o, v)
			add("-i", "-q", o+v)
		}
	}
	// -i with an error at each stage: the command line, the
	// configuration file, the heuristic, the puzzle, the files.
	for _, args := range [][]string{
		{"-i", "-o", "q"}, {"-i", "-o", "l@1"}, {"-i", "-o", "l@1,2,x"}, {"-i", "-o", "x=abc"}, {"-i", "-o", "x=3:y=3"},
		{"-i", "-o", "a@1,2,3,4"}, {"-i", "-o", "R@1"}, {"-i", "-o", "f@1"}, {"-i", "-r", "Q"}, {"-i", "-r", "."}, {"-i", "-r", "#"},
		{"-i", "-s", "1,2"}, {"-i", "-s", "x,1,1"}, {"-i", "-s", "1,2,3,4"}, {"-i", "-f", "BCL"}, {"-i", "-f", "FF"},
		{"-i", "-x"}, {"-x", "-i"}, {"-i", "--bogus"}, {"-i", "--conf"}, {"-i", "-m"}, {"-m", "-i"},
		{"-i", "--", "testdata/classic/no-such-file.txt"}, {"-i", "--", input, "testdata/classic/no-such-file.txt"},
		{"-i", "--", "testdata/classic/bad-after-good.txt"}, {"-i", "--", "testdata/classic"}, {"-i", "-q", "--", input, input},
		{"-i", "--help", "--conf", "testdata/classic/no-such-file.txt"}, {"--version", "-x"}, {"--version", "--mch=x"}, {"--help", "-i"},
	} {
		add(args...)
	}
	// Grouped letters, and a letter followed by another option.
	for _, g := range []string{"-iq", "-qi", "-i1q", "-iu", "-ri", "-rX", "-ruq", "-Vq", "-pq", "-ip", "-i-q", "-i--q", "-q-i"} {
		add(g)
		add("-i", g)
	}
	for _, args := range [][]string{
		{"-i", "--"}, {"-i", "--", "-"}, {"-i", "-"}, {"-i", "--", input}, {"-i", input, input},
		{"-i", "--inputFile", input}, {"-i", "--inputFile=" + input, "--", input}, {"-i", "--in", input},
		{"-i", "-q", "---info"}, {"-i", "-q", "--=1"}, {"-i", "-q", "--"}, {"-i", "-q", "-"},
		{"-i", "-q", "--i"}, {"-i", "-q", "--r"}, {"-i", "-q", "--re"}, {"-i", "-q", "--red"}, {"-i", "-q", "--redundancyFilterF"},
		{"-i", "-q", "--p"}, {"-i", "-q", "--pa"}, {"-i", "-q", "--parityF"}, {"-i", "-q", "--v"}, {"-i", "-q", "--vo"},
		{"-i", "-q", "--volumeB", "3"}, {"-i", "-q", "--h"}, {"-i", "-q", "--he"}, {"-i", "-q", "--ver"}, {"-i", "-q", "--co", "x"},
		{"-i", "-q", "--help=0"}, {"-i", "-q", "--version=0"}, {"-i", "-q", "--help", "0"}, {"-i", "-q", "--help=x"},
		{"-i", "-m", "3", "-e", "5"}, {"-i", "-m", "3", "-b", "5"}, {"-i", "-e", "3", "-b", "5"}, {"-i", "-F", "2", "-b", "3"},
		{"-i", "-s", "1,1,1", "-m", "3"}, {"-i", "-q", "-s", "2,9,1"}, {"-i", "-q", "-s", "2,-9,1"}, {"-i", "-q", "-g", "9"}, {"-i", "-q", "-g", "-1"},
		{"-i", "-q", "-t", "-1"}, {"-i", "-q", "-t", "9"}, {"-i", "-r", "F", "-u"}, {"-i", "-r", "Q"}, {"-i", "-R", "-g", "2", "-fS"},
	} {
		add(args...)
	}
	// Configuration files: one line each (or none), and a directory.
	dir := t.TempDir()
	confLines := []string{
		"", "\n", "# a comment\n", "info=1\n", "info = 1\n", " info=1 \n", "info=\n", "info\n", "=1\n", "info=1\ninfo=1\n",
		"info=1 # note\n", "info=1#note\n", "info=yes\n", "info=maybe\n", "inf=1\n", "i=1\n", "quiet=1\n", "quiet=1\nunique=1\n",
		"[sec]\ninfo=1\n", "[sec]\n", "conf=x\n", "help=1\n", "version=1\n", "inputFile=" + input + "\n", "inputFile=\n",
		"order=x\n", "order= x\n", "order=x \n", "order=\n", "format=FC\n", "format=\n", "format=B \n", "sample=1,2,3\n",
		"sample=1,2\n", "redundancyFilter=\n", "redundancyFilter=X\n", "redundancyFilter=#\n", "mch=3\n", "mch=x\n", "mch= 3\n",
		"goal=1\ntrace=1\n", "unknown=1\n", "info=1\r\n", "\xef\xbb\xbfinfo=1\n", "info=1\x00\n", "INFO=1\n", "parityBacktrack\n",
	}
	for i, l := range confLines {
		name := filepath.Join(dir, fmt.Sprintf("conf%d.txt", i))
		if err := os.WriteFile(name, []byte(l), 0o644); err != nil {
			t.Fatal(err)
		}
		add("--conf", name)
		add("-i", "--conf", name)
		add("-i", "-q", "--conf="+name)
		add("-i", "-q", "--conf", name, "--info=0")
	}
	for _, c := range [][]string{
		{"--conf", dir}, {"-i", "--conf", dir}, {"-i", "--conf", "."}, {"-i", "--conf", "/"}, {"-i", "--conf", ""},
		{"-i", "--conf", filepath.Join(dir, "missing.txt")}, {"-i", "--conf"}, {"-i", "--conf="}, {"-i", "--conf=."},
		{"-i", "--conf", "/dev/null"}, {"-i", "--conf", "testdata/classic/conf.txt", "--conf", "/dev/null"},
	} {
		add(c...)
	}
	return cases
}

// runPolycube121 runs the polycube binary with c's arguments, from
// cmd/polyplay, as gen.sh runs it, and returns its exit status, standard
// output and standard error.
func runPolycube121(t *testing.T, bin string, c classicCase) (int, string, string) {
	t.Helper()
	cmd := exec.Command(bin, c.args...)
	if c.input != "" {
		f, err := os.Open(c.input)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cmd.Stdin = f
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		return ee.ExitCode(), out.String(), errb.String()
	case err != nil:
		t.Fatal(err)
	}
	return 0, out.String(), errb.String()
}

// TestClassicLive runs polycube 1.2.1 ($POLYCUBE121) and polycube mode
// side by side on every golden case (testdata/classic/cases.txt, the
// long ones with POLYPLAY_LONG_TESTS) and on liveCases, and compares
// their standard output (times masked), exit status and what they wrote
// on standard error (an exception, a warning, nothing), as
// TestClassicGolden compares polycube mode with the recorded goldens.
// It skips without $POLYCUBE121.
func TestClassicLive(t *testing.T) {
	bin := os.Getenv(polycube121Env)
	if bin == "" {
		t.Skipf("$%s is not set: no polycube 1.2.1 binary to run beside polycube mode", polycube121Env)
	}
	cases := append(classicCases(t), liveCases(t)...)
	for _, c := range cases {
		if _, differs := classicDiffers[c.name]; differs {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			if strings.HasPrefix(c.name, "long-") && os.Getenv("POLYPLAY_LONG_TESTS") == "" {
				t.Skip("a long case")
			}
			wantRC, wantOut, wantErr := runPolycube121(t, bin, c)
			rc, out, errs := runClassic(t, c)
			switch {
			case wantRC < 0:
				// 1.2.1 crashed (-g outside 0 to the pieces less
				// one); docs/polycube.md says so.
				t.Logf("%q: polycube 1.2.1 crashed; polycube mode: status %d", c.args, rc)
				return
			case wantRC == 1 && (strings.HasPrefix(wantOut, "Takes a list") || strings.HasPrefix(wantOut, "Polycube, Version")):
				// --help and --version print polyplay's own text.
				if rc != 1 || !strings.HasPrefix(out, "Usage: polycube") && !strings.HasPrefix(out, "Polycube, Version 1.2.1") {
					t.Errorf("%q: status %d, output %.80q; polycube printed its help or version", c.args, rc, out)
				}
				return
			}
			if rc != wantRC || stderrKind(errs) != stderrKind(wantErr) {
				t.Errorf("%q: status %d, standard error %q; polycube %d, %q", c.args, rc, errs, wantRC, wantErr)
			}
			if got, want := maskTimes(out), maskTimes(wantOut); got != want {
				t.Errorf("%q: output differs from polycube 1.2.1's:\n%s", c.args, firstDiff(got, want))
			}
		})
	}
}
