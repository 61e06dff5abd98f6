package main

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"polyplay/internal/longtest"
)

// statsLines returns the lines of a -i summary that must not depend on how
// the search was divided: the per-level counts, the totals and the count,
// sorted (polyplay's own lines come on standard error, merge's on its
// standard output).
func statsLines(out string) []string {
	var keep []string
	for _, l := range strings.Split(out, "\n") {
		for _, p := range []string{"ATTEMPTS", "FITS", "SOLUTIONS=", "UNIQUE=", "# Fits:", "# Solutions:", "# Images:"} {
			if strings.HasPrefix(l, p) {
				keep = append(keep, l)
			}
		}
	}
	slices.Sort(keep)
	return keep
}

// solutionLines returns the solution count line of a -i summary: with
// the memo of dead ends (on by default), the other statistics depend on
// how the search was divided.
func solutionLines(out string) []string {
	var keep []string
	for _, l := range statsLines(out) {
		if strings.HasPrefix(l, "# Solutions:") {
			keep = append(keep, l)
		}
	}
	return keep
}

// TestJobs checks that -j2 prints the statistics of -j1 (the solution
// count only, with the memo of dead ends), and says whether it searched
// in parallel or, a small search, on one goroutine.
func TestJobs(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		memo  bool // statistics differ: compare the count only
		trial bool // small: searched on one goroutine
	}{
		{[]string{"-r", "-q", "-i", "--memo=0", "--library", "pentominoes-10x6"}, false, false},
		{[]string{"-r", "-q", "-i", "--library", "pentominoes-10x6"}, true, false},
		{[]string{"-r", "-q", "-i", "-os", "--library", "soma"}, false, true},
	} {
		args := tc.args
		pick := statsLines
		if tc.memo {
			pick = solutionLines
		}
		code1, out1, err1 := polyplay(t, append([]string{"-j1"}, args...)...)
		code2, out2, err2 := polyplay(t, append([]string{"-j2"}, args...)...)
		if code1 != 0 || code2 != 0 {
			t.Fatalf("%q: exit %d, %d: %s %s", args, code1, code2, err1, err2)
		}
		// polyplay's own lines (# Fits:, # Note:, ...) are on standard error.
		out1, out2 = out1+err1, out2+err2
		if a, b := strings.Join(pick(out1), "\n"), strings.Join(pick(out2), "\n"); a != b || a == "" {
			t.Errorf("%q: -j2 statistics\n%s\nwant (-j1)\n%s", args, b, a)
		}
		if !tc.trial && !strings.Contains(out2, "# Parallel: 2 jobs, divided where") {
			t.Errorf("%q -j2: no Parallel line in\n%s", args, out2)
		}
		if tc.trial != strings.Contains(out2, "# Note: searched on one goroutine: the search ended within 150000 fits") {
			t.Errorf("%q -j2: one goroutine %v, want %v, in\n%s", args, !tc.trial, tc.trial, out2)
		}
	}
	if code, _, errs := polyplay(t, "-j0", "--library", "soma"); code != exitError || !strings.Contains(errs, `option -j0: expected a number of jobs (a whole number, at least 1), got "0"`) {
		t.Errorf("-j0: exit %d, stderr %q", code, errs)
	}
}

// splitJobs runs "polyplay split" into a temporary directory and returns
// it with the job lines.
func splitJobs(t *testing.T, args ...string) (string, []string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "jobs")
	code, out, errs := polyplay(t, append([]string{"split", "-d", dir}, args...)...)
	if code != 0 {
		t.Fatalf("split %q: exit %d: %s", args, code, errs)
	}
	if !strings.Contains(out, "parallel < jobs.txt > results.jsonl") {
		t.Errorf("split: no instructions in %q", out)
	}
	b, err := os.ReadFile(filepath.Join(dir, "jobs.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return dir, strings.Split(strings.TrimSpace(string(b)), "\n")
}

// runJobs runs each job line of dir in-process and returns the outputs.
func runJobs(t *testing.T, dir string, lines []string) []string {
	t.Helper()
	var outs []string
	for _, l := range lines {
		f := strings.Fields(l)
		if f[0] != "polyplay" || f[len(f)-1] != "puzzle.txt" {
			t.Fatalf("job line %q", l)
		}
		f[len(f)-1] = filepath.Join(dir, "puzzle.txt")
		code, out, errs := polyplay(t, f[1:]...)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", l, code, errs)
		}
		outs = append(outs, out)
	}
	return outs
}

// mergeJobs runs each job line of dir in-process, writes their outputs to
// results.jsonl in dir, and returns what merge -i prints for it.
func mergeJobs(t *testing.T, dir string, lines []string) string {
	t.Helper()
	results := filepath.Join(dir, "results.jsonl")
	if err := os.WriteFile(results, []byte(strings.Join(runJobs(t, dir, lines), "")), 0o644); err != nil {
		t.Fatal(err)
	}
	code, merged, errs := polyplay(t, "merge", "-i", results)
	if code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errs)
	}
	return merged
}

// TestSplitMerge splits searches into parts, runs every part and checks
// that merge gives the whole search's count and statistics (the count
// only, with the memo of dead ends). The Tetris Cube and the one-sided
// 30x3 with plain DLX are long tests (make test-long); Soma checks DLX
// with a filter in the short run.
func TestSplitMerge(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args  []string
		parts string
		memo  bool // statistics differ: compare the count only
		long  bool
	}{
		{[]string{"-r", "--memo=0", "--library", "pentominoes-10x6"}, "7", false, false},
		{[]string{"-r", "--library", "pentominoes-10x6"}, "3", true, false},
		{[]string{"-V", "--library", "soma"}, "4", false, false},
		{[]string{"-rL", "-f11", "-oe=11:f=3", "-n", "--library", "tetris-cube"}, "3", false, true},
		{[]string{"-r", "-V", "--library", "pentominoes-onesided-30x3"}, "4", false, true},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			t.Parallel()
			if tc.long {
				longtest.Skip(t)
			}
			_, whole, errs := polyplay(t, append([]string{"-j1", "-q", "-i"}, tc.args...)...)
			whole += errs // polyplay's own lines
			dir, lines := splitJobs(t, append([]string{"-N", tc.parts}, tc.args...)...)
			if n, _ := strconv.Atoi(tc.parts); len(lines) != n {
				t.Fatalf("%d job lines, want %s", len(lines), tc.parts)
			}
			merged := mergeJobs(t, dir, lines)
			pick := statsLines
			if tc.memo {
				pick = solutionLines
			}
			if a, b := strings.Join(pick(whole), "\n"), strings.Join(pick(merged), "\n"); a != b || a == "" {
				t.Errorf("%q: merged\n%s\nwant\n%s", tc.args, b, a)
			}
		})
	}
}

// TestMergeErrors checks that merge refuses incomplete or mixed results.
func TestMergeErrors(t *testing.T) {
	dir, lines := splitJobs(t, "-N", "3", "-r", "--library", "soma")
	outs := runJobs(t, dir, lines)
	write := func(name string, parts ...string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(strings.Join(parts, "")), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	_, other, _ := polyplay(t, "--json", "-q", "-r", "--part=1/3", "--library", "soma")
	for _, tc := range []struct {
		file string
		want string
	}{
		{write("missing.jsonl", outs[0], outs[2]), "polyplay merge: missing parts of 3: 1"},
		{write("twice.jsonl", outs[0], outs[1], outs[1], outs[2]), "part 1/3 appears twice"},
		{write("bad.jsonl", outs[0], "not json\n"), "bad.jsonl:2: expected a JSON result of polyplay --json"},
		{write("mixed.jsonl", outs[0], other, outs[2]), "is not from the same split as"},
	} {
		code, out, errs := polyplay(t, "merge", tc.file)
		if code != exitError || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("merge %s: exit %d, stdout %q, stderr %q; want exit 1 and %q", filepath.Base(tc.file), code, out, errs, tc.want)
		}
	}
	if code, _, errs := polyplay(t, "split", "-N", "1", "--library", "soma"); code != exitError || !strings.Contains(errs, "expected a number of parts from 2 to 1000000") {
		t.Errorf("split -N 1: exit %d, stderr %q", code, errs)
	}
}
