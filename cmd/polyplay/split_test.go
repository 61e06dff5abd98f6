package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"polyplay/def"
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
	if code, _, errs := polyplay(t, "-j0", "--library", "soma"); code != exitError || !strings.Contains(errs, `option -j0: expected a number of jobs (a whole number from 1 to 256), got "0"`) {
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

// TestSplitTooSmall checks that split writes one job that works for a
// puzzle too small to divide (two pieces: no split level leaves two of
// more), and that merge takes its whole search's result alone.
func TestSplitTooSmall(t *testing.T) {
	file := filepath.Join(t.TempDir(), "dominoes.txt")
	if err := os.WriteFile(file, []byte("D:xDim=4:yDim=1:zDim=1\nC:name=A:layout=0 0 0, 1 0 0\nC:name=B:layout=0 0 0, 1 0 0\n~D\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir, lines := splitJobs(t, "-N", "4", file)
	if len(lines) != 1 || strings.Contains(lines[0], "--part") || strings.Contains(lines[0], "--split") {
		t.Fatalf("job lines %q, want one without --part or --split", lines)
	}
	merged := mergeJobs(t, dir, lines)
	if !strings.Contains(merged, "# Puzzle: puzzle, 1 part\n") || !strings.HasSuffix(merged, "# Solutions: 1\n") {
		t.Errorf("merge -i of the one job:\n%s", merged)
	}
}

// TestMergeChecks checks that merge checks every field of a result it
// reads, naming the file and line of the first one at fault: the part
// and the number of parts, counts never negative nor past int64, totals
// that are the sums of the counts by level, per-level arrays of one
// length, a line of bounded length.
func TestMergeChecks(t *testing.T) {
	part := func(k, n int, edit func(map[string]any)) string {
		r := map[string]any{
			"puzzle": "p", "solutions": 2, "fits": 5, "attempts": 7, "no_fits": 2, "elapsed_ms": 1.5, "images": 10,
			"attempts_per_level": []int64{0, 2, 5}, "fits_per_level": []int64{0, 2, 3},
			"options": []string{"--part=" + strconv.Itoa(k) + "/" + strconv.Itoa(n)}, "notes": []string{},
			"stopped": "", "jobs": 1, "split": 2, "part": k, "parts": n,
		}
		if edit != nil {
			edit(r)
		}
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		return string(b) + "\n"
	}
	set := func(kv ...any) func(map[string]any) {
		return func(r map[string]any) {
			for i := 0; i < len(kv); i += 2 {
				r[kv[i].(string)] = kv[i+1]
			}
		}
	}
	ok0, ok1 := part(0, 2, nil), part(1, 2, nil)
	big := int64(math.MaxInt64 - 1)
	for _, tc := range []struct {
		name, input, want string
	}{
		{"whole", ok0 + ok1, ""},
		{"parts of 1e12", part(0, 1_000_000_000_000, nil), "r.jsonl:1: the number of parts 1000000000000 is not from 2 to 1000000"},
		{"parts of 9e18", ok0 + part(1, 9_000_000_000_000_000_000, nil), "r.jsonl:2: the number of parts 9000000000000000000 is not from 2 to 1000000"},
		{"parts of 1", part(0, 1, nil), "r.jsonl:1: the number of parts 1 is not from 2 to 1000000"},
		{"negative parts", part(0, -3, nil), "r.jsonl:1: the number of parts -3 is not from 2 to 1000000"},
		{"part past parts", ok0 + part(2, 2, nil), "r.jsonl:2: part 2 is not from 0 to 1"},
		{"negative part", part(-1, 2, nil), "r.jsonl:1: part -1 is not from 0 to 1"},
		{"negative solutions", ok0 + part(1, 2, set("solutions", -5)), "r.jsonl:2: solutions is negative (-5)"},
		{"negative level count", part(0, 2, set("attempts_per_level", []int64{0, 9, -2})), "r.jsonl:1: attempts_per_level: the count of level 2 is negative (-2)"},
		{"levels of other lengths", part(0, 2, set("fits_per_level", []int64{0, 5})), "r.jsonl:1: attempts_per_level has 3 levels and fits_per_level 2: expected one count a level in both"},
		{"no levels", part(0, 2, set("attempts_per_level", []int64{}, "fits_per_level", []int64{})), fmt.Sprintf("r.jsonl:1: 0 levels: expected one more than the puzzle's pieces, from 2 to %d", def.MaxPieces+1)},
		{"too many levels", part(0, 2, set("attempts_per_level", make([]int64, def.MaxPieces+2), "fits_per_level", make([]int64, def.MaxPieces+2))), fmt.Sprintf("r.jsonl:1: %d levels", def.MaxPieces+2)},
		{"parts of other lengths", ok0 + part(1, 2, set("attempts_per_level", []int64{0, 0, 2, 5}, "fits_per_level", []int64{0, 0, 2, 3})), "r.jsonl:2: part 1/2 of p (--part=1/2) is not from the same split as r.jsonl:1"},
		{"a total that is not the sum", part(0, 2, set("fits", 6)), "r.jsonl:1: fits is 6, but its counts by level add up to 5"},
		{"no fits", part(0, 2, set("no_fits", 1)), "r.jsonl:1: no_fits is 1, not attempts less fits (2)"},
		{"a sum past int64", part(0, 2, set("attempts_per_level", []int64{0, big, big})), "r.jsonl:1: attempts_per_level: the counts add up to more than 9223372036854775807"},
		{"parts' sum past int64", part(0, 2, set("solutions", big)) + part(1, 2, set("solutions", big)), "r.jsonl:2: the parts' counts add up to more than 9223372036854775807"},
		{"negative split", part(0, 2, set("split", -1)), "r.jsonl:1: split level -1 is not from 0 to 2"},
		{"negative images", part(0, 2, set("images", -1)), "r.jsonl:1: a negative count: jobs 1, images -1"},
		{"a whole search and a part", part(0, 0, set("options", []string{})) + ok1, "r.jsonl:1: the result of a whole search (without --part=K/N), which merges only alone, but r.jsonl:2 follows it"},
		{"missing many", part(0, maxParts, nil), "missing parts of 1000000: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, and 999989 more"},
		{"a long line", strings.Repeat(" ", maxResultLine) + ok0, "r.jsonl:1: a line longer than 1 MiB (1,048,576 bytes)"},
		{"a float", strings.Replace(ok0, `"parts":2`, `"parts":1e12`, 1), "r.jsonl:1: expected a JSON result of polyplay --json"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rs, where, err := readResults("r.jsonl", strings.NewReader(tc.input))
			if err == nil {
				_, err = mergeResults(rs, where)
			}
			if got := fmt.Sprint(err); tc.want == "" && err != nil || tc.want != "" && !strings.HasPrefix(got, tc.want) {
				t.Errorf("merge: %v\nwant %s", err, tc.want)
			}
		})
	}
}
