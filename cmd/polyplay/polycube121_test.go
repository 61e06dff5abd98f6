package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"polyplay/cmd/polyplay/internal/classic"
	"polyplay/solver/flags"
)

// chunks records each Write on it: the bytes a buffered writer flushed
// at once.
type chunks struct {
	all    bytes.Buffer
	writes []string
}

func (c *chunks) Write(b []byte) (int, error) {
	c.writes = append(c.writes, string(b))
	return c.all.Write(b)
}

// flushedAfter reports whether the output was flushed right after the
// line that starts with key: some write ends with that line.
func (c *chunks) flushedAfter(key string) bool {
	out := ""
	for _, w := range c.writes {
		out += w
		last := strings.LastIndex(strings.TrimSuffix(out, "\n"), "\n")
		if strings.HasSuffix(out, "\n") && strings.HasPrefix(out[last+1:], key) {
			return true
		}
	}
	return false
}

// TestInfoHeaderFlushed checks that -i's description of a puzzle (its
// shapes and image counts, up to ROTATIONALLY_UNIQUE) is flushed before
// the search starts, as polycube 1.2.1 flushes it: `timeout 2 polycube
// -i -q` on a long search shows the SHAPE lines. The test sees the
// flush as a write to standard output that ends with that line, in
// polycube mode and in polyplay's own.
func TestInfoHeaderFlushed(t *testing.T) {
	file := "testdata/classic/pentominoes-3x5.txt"
	for _, c := range []struct {
		name string
		run  func(stdout, stderr *chunks) int
	}{
		{"polycube mode", func(o, e *chunks) int {
			return classic.Main([]string{"-i", "-q", "--", file}, strings.NewReader(""), o, e)
		}},
		{"polycube mode, goal", func(o, e *chunks) int {
			return classic.Main([]string{"-i", "-q", "-g", "1", "--", file}, strings.NewReader(""), o, e)
		}},
		{"polyplay", func(o, e *chunks) int { return run(context.Background(), []string{"-i", "-q", file}, o, e) }},
		{"polyplay -j1 -os", func(o, e *chunks) int {
			return run(context.Background(), []string{"-i", "-q", "-j1", "-os", file}, o, e)
		}},
		{"polyplay, goal", func(o, e *chunks) int { return run(context.Background(), []string{"-i", "-q", "-g", "1", file}, o, e) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var stdout, stderr chunks
			if rc := c.run(&stdout, &stderr); rc != 0 {
				t.Fatalf("status %d: %s", rc, stderr.all.String())
			}
			if !strings.Contains(stdout.all.String(), "\nSHAPE[0]=") {
				t.Fatalf("no SHAPE lines in\n%s", stdout.all.String())
			}
			if !stdout.flushedAfter("ROTATIONALLY_UNIQUE=") {
				t.Errorf("the puzzle's description is not flushed before the search (%d writes)", len(stdout.writes))
			}
		})
	}
}

// configBlock returns -i's configuration block of out.
func configBlock(out string) string {
	_, rest, _ := strings.Cut(out, "# Solver configuration settings\n")
	block, _, _ := strings.Cut(rest, "\n\n")
	return block
}

// ownDiffers lists the golden cases of polycube mode (testdata/classic)
// that polyplay's own mode runs otherwise than 1.2.1 does on purpose,
// and why (docs/polycube.md says the same).
var ownDiffers = map[string]string{
	"conf-directory":    "a configuration file that cannot be read is an error",
	"conf-dot":          "a configuration file that cannot be read is an error",
	"conf-long-option":  "a configuration file that cannot be read is an error",
	"conf-short-option": "--conf -i: a short option's name is no file name, as in 1.2.1 (an error)",
}

// ownValueCase reports whether the golden case named name is one of
// those of 1.2.1's values that TestValuesOwnMode runs in the own mode.
func ownValueCase(name string) bool {
	for _, p := range []string{"neg-", "zero-sample", "word-", "equals-", "nameless", "empty-switches", "empty-redundancy", "empty-trace", "conf-"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// TestValuesOwnMode runs polyplay's own mode on the golden cases of
// polycube mode that give 1.2.1's options unusual values (testdata/classic:
// neg-*, values that start with -; word-*, -o, -f and -s with blanks;
// equals-*, --NAME= with nothing after it; nameless*, --=VALUE; empty-*,
// empty values; conf-*, configuration files): it refuses what 1.2.1
// refuses, and takes the rest as 1.2.1 does, showing them in the
// configuration block as 1.2.1 shows them, with 1.2.1's SOLUTIONS where
// the search runs to the end. ownDiffers are the exceptions.
func TestValuesOwnMode(t *testing.T) {
	for _, c := range classicCases(t) {
		if !ownValueCase(c.name) {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if why, ok := ownDiffers[c.name]; ok {
				if rc, _, _ := polyplayIn(t, c.input, append([]string{"-j1"}, c.args...)...); rc != exitError {
					t.Errorf("status %d; want an error: %s", rc, why)
				}
				return
			}
			want, err := os.ReadFile(filepath.Join("testdata", "classic", c.name+".out"))
			if err != nil {
				t.Fatal(err)
			}
			status, err := os.ReadFile(filepath.Join("testdata", "classic", c.name+".status"))
			if err != nil {
				t.Fatal(err)
			}
			rc, out, errs := polyplayIn(t, c.input, append([]string{"-j1"}, c.args...)...)
			if strings.Contains(string(status), "exception") {
				// 1.2.1 refused the value: so does polyplay, before
				// it prints anything where 1.2.1 did (docs/polycube.md,
				// Errors).
				if rc != exitError || len(want) == 0 && strings.HasPrefix(c.name, "neg-") && out != "" {
					t.Errorf("status %d, output %q; want an error", rc, out)
				}
				return
			}
			if rc != exitOK {
				t.Fatalf("status %d: %s", rc, errs)
			}
			if got, want := configBlock(out), configBlock(string(want)); got != want {
				t.Errorf("configuration block:\n%s\nwant 1.2.1's\n%s", got, want)
			}
			sol := regexp.MustCompile(`(?m)^SOLUTIONS=\d+$`)
			if !strings.Contains(c.name, "sample") && sol.FindString(out) != sol.FindString(string(want)) {
				t.Errorf("%s, 1.2.1 %s", sol.FindString(out), sol.FindString(string(want)))
			}
		})
	}
}

// polyplayIn is polyplay with the file input (none: "") as its standard
// input.
func polyplayIn(t *testing.T, input string, args ...string) (int, string, string) {
	t.Helper()
	if input == "" {
		return polyplay(t, args...)
	}
	return polyplay(t, append(args, input)...)
}

// TestInfoCountsRepeat checks what docs/cli.md promises of -i's
// ATTEMPTS and FITS: the same at every run on one goroutine (-j1, with
// the memo of dead ends that --auto turns on) and in a parallel search
// without the memo (--memo=0; the 10x6's 2 million fits are beyond the
// sequential trial, so the search is parallel). A parallel search with
// the memo may differ from run to run, and is not checked.
func TestInfoCountsRepeat(t *testing.T) {
	counts := regexp.MustCompile(`(?m)^(ATTEMPTS|FITS)(_TOTAL|\[ *\d+\])=.*$`)
	for _, args := range [][]string{
		{"-i", "-q", "-j1", "--library", "pentominoes-10x6"},
		{"-i", "-q", "-j2", "--memo=0", "--library", "pentominoes-10x6"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			t.Parallel()
			var first []string
			for run := range 3 {
				rc, out, errs := polyplay(t, args...)
				if rc != exitOK {
					t.Fatalf("status %d: %s", rc, errs)
				}
				if slices.Contains(args, "-j2") && !strings.Contains(errs, "# Parallel: 2 jobs") {
					t.Fatalf("the search was not parallel:\n%s", errs)
				}
				got := counts.FindAllString(out, -1)
				if len(got) == 0 {
					t.Fatalf("no ATTEMPTS or FITS in\n%s", out)
				}
				if run == 0 {
					first = got
				} else if !slices.Equal(got, first) {
					t.Errorf("run %d: %q, first run %q", run+1, got, first)
				}
			}
		})
	}
}

// TestOptions121InOwnMode checks that polyplay's own command line reads
// every option of polycube 1.2.1's grammar (flags.Options121, which
// polycube mode parses with), by its letter and by its long name, with
// its value and, where 1.2.1 has one, without.
func TestOptions121InOwnMode(t *testing.T) {
	t.Parallel()
	values := map[string]string{"bruijn": "3", "emch": "3", "format": "FC", "fitFilter": "2", "goal": "2",
		"info": "1", "mch": "3", "order": "x", "parityBacktrack": "1", "parityFilter": "2", "quiet": "1",
		"redundancyFilter": "X", "redundancyFilterFirst": "1", "sample": "3,2,1", "trace": "2", "unique": "1",
		"volumeBacktrack": "2", "volumeFilter": "2"}
	for _, o := range flags.Options121 {
		switch o.Long {
		case "conf", "help", "version", "inputFile":
			continue // the parser's own, or no search
		}
		v, ok := values[o.Long]
		if !ok {
			t.Errorf("no test value for --%s", o.Long)
			continue
		}
		cmds := [][]string{{"--" + o.Long + "=" + v}, {"--" + o.Long, v}, {"-" + string(o.Short) + v}, {"-" + string(o.Short), v}}
		if o.Implicit != "" {
			cmds = append(cmds, []string{"--" + o.Long}, []string{"-" + string(o.Short)})
		}
		for _, args := range cmds {
			var c config
			if _, files, err := flags.ParseSettings(append(args, "f.txt"), cliFlags(&c)...); err != nil || !slices.Equal(files, []string{"f.txt"}) {
				t.Errorf("%q: files %q, error %v", args, files, err)
			}
		}
	}
}
