package main

import (
	"context"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// setCalibration sets the calibration time of --estimate for one test.
func setCalibration(t *testing.T, d time.Duration) {
	old := estimateCalibration
	estimateCalibration = d
	t.Cleanup(func() { estimateCalibration = old })
}

// number returns the number that re's first group matches in out.
func number(t *testing.T, re, out string) float64 {
	t.Helper()
	m := regexp.MustCompile(re).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("output lacks %s:\n%s", re, out)
	}
	v, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// trueStats solves with -i -q and returns the total fits, the fits per
// level and the solution count.
func trueStats(t *testing.T, args ...string) (float64, []float64, float64) {
	t.Helper()
	code, out, errs := polyplay(t, append([]string{"-i", "-q", "-j1"}, args...)...)
	if code != 0 {
		t.Fatalf("polyplay %q: status %d, stderr %s", args, code, errs)
	}
	var levels []float64
	for _, m := range regexp.MustCompile(`(?m)^FITS\[ *\d+\]= *(\d+)$`).FindAllStringSubmatch(out, -1) {
		v, _ := strconv.ParseFloat(m[1], 64)
		levels = append(levels, v)
	}
	return number(t, `FITS_TOTAL=(\d+)`, out), levels, number(t, `SOLUTIONS=(\d+)`, out)
}

// TestEstimateExact: a search that finishes during calibration prints
// the true numbers.
func TestEstimateExact(t *testing.T) {
	setCalibration(t, time.Minute)
	fits, _, sols := trueStats(t, "-r", "-os", "--library", "soma")
	code, out, errs := polyplay(t, "--estimate", "-r", "-os", "--library", "soma")
	if code != 0 || errs != "" {
		t.Fatalf("status %d, stderr %q", code, errs)
	}
	for _, want := range []string{
		"# Puzzle: soma — Soma cube (3x3x3 box, 7 pieces)\n",
		"# Options: -r -os\n",
		"# Estimate: exact (the search finished while its speed was measured)\n",
		"# Estimated fits: " + strconv.Itoa(int(fits)) + "\n",
		"# Estimated solutions: 480\n",
		"# Note: redundancy filter: constrained piece",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if sols != 480 {
		t.Errorf("solve found %v solutions, want 480", sols)
	}
	if number(t, `# Rate: (\d+) fits per second`, out) <= 0 || !strings.Contains(out, "# Estimated time: 00:") {
		t.Errorf("no rate or time:\n%s", out)
	}
}

// TestEstimateProbesCLI compares the probes' estimate, made independent
// of the machine's speed by skipping calibration, with a full search:
// the total within a factor 1.5, the top level exactly (every probe
// starts there), the same output for the same seed.
func TestEstimateProbesCLI(t *testing.T) {
	setCalibration(t, -1)
	fits, levels, _ := trueStats(t, "-os", "--library", "soma")
	args := []string{"--estimate=10000,7", "-i", "-os", "--library", "soma"}
	code, out, errs := polyplay(t, args...)
	if code != 0 || errs != "" {
		t.Fatalf("status %d, stderr %q", code, errs)
	}
	if !strings.Contains(out, "# Estimate: 10000 random probes (seed 7)\n") ||
		!strings.Contains(out, "# Estimated fits when N pieces were left to be placed: FITS[ 1]= ") {
		t.Errorf("output lacks the probes or the levels:\n%s", out)
	}
	est := number(t, `# Estimated fits: (\d+) ± \d+ \(standard error\)`, out)
	if est < fits/1.5 || est > fits*1.5 {
		t.Errorf("estimated %v fits, true %v", est, fits)
	}
	if top := number(t, `FITS\[ 7\]= (\d+)\n`, out); top != levels[6] {
		t.Errorf("top level: estimated %v fits, true %v", top, levels[6])
	}
	if sols := number(t, `# Estimated solutions: ([\d.]+) ± `, out); sols < 11520/2 || sols > 11520*2 {
		t.Errorf("estimated %v solutions, true 11520", sols)
	}
	if strings.Contains(out, "# Rate") {
		t.Errorf("rate printed without calibration:\n%s", out)
	}
	if _, again, _ := polyplay(t, args...); again != out {
		t.Errorf("same seed, different output:\n%s\n%s", out, again)
	}

	// The JSON object carries the same numbers.
	code, js, errs := polyplay(t, "--estimate=10000,7", "--json", "-os", "--library", "soma")
	if code != 0 || errs != "" {
		t.Fatalf("--json: status %d, stderr %q", code, errs)
	}
	var r estimateResult
	if err := json.Unmarshal([]byte(js), &r); err != nil || strings.Count(js, "\n") != 1 {
		t.Fatalf("--json: %v:\n%s", err, js)
	}
	if r.Puzzle != "soma" || r.Title != "Soma cube" || r.Exact || r.Probes != 10000 || r.Seed != 7 ||
		math.Round(r.Fits) != est || len(r.FitsPerLevel) != 8 || r.FitsPerLevel[7] != levels[6] ||
		r.FitsErr <= 0 || r.Rate != 0 || r.TimeMS != 0 || strings.Join(r.Options, " ") != "-os" {
		t.Errorf("--json: %+v", r)
	}
}

// TestEstimateCalibrated: a search too long for the calibration run gets
// a measured rate and an estimated time.
func TestEstimateCalibrated(t *testing.T) {
	setCalibration(t, time.Millisecond)
	code, out, errs := polyplay(t, "--estimate=200", "-r", "-j2", "--library", "tetris-cube")
	if code != 0 || errs != "" {
		t.Fatalf("status %d, stderr %q", code, errs)
	}
	if !strings.Contains(out, "# Estimate: 200 random probes (seed 1)\n") ||
		number(t, `# Rate: (\d+) fits per second \(measured\)`, out) <= 0 ||
		!regexp.MustCompile(`# Estimated time: \d\d+:\d\d:\d\d\.\d\d\d`).MatchString(out) ||
		!strings.Contains(out, "# Note: rate and time are those of a sequential search; with -j2") {
		t.Errorf("output:\n%s", out)
	}
	if number(t, `# Estimated fits: (\d+)`, out) < 1e6 {
		t.Errorf("Tetris Cube estimated at fewer than a million fits:\n%s", out)
	}
}

// teesFile writes five T-tetrominoes in a 4x5 box, which parity rules
// out, and returns its path.
func teesFile(t *testing.T) string {
	var b strings.Builder
	b.WriteString("D:xDim=4:yDim=5:zDim=1\n")
	for i := 1; i <= 5; i++ {
		b.WriteString("C:name=T" + strconv.Itoa(i) + ":layout=0 0 0, 1 0 0, 2 0 0, 1 1 0\n")
	}
	b.WriteString("~D\n")
	path := filepath.Join(t.TempDir(), "tees.txt")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestEstimateParityImpossible(t *testing.T) {
	path := teesFile(t)
	code, out, errs := polyplay(t, "--estimate", path)
	// Five pieces of one shape: legal, and noted as the file is read.
	note := "# Note: " + path + ":3:8: pieces T1, T2, T3, T4 and T5 have the same shape: the solver takes them for copies of one piece\n"
	if code != 0 || errs != note {
		t.Fatalf("status %d, stderr %q, want %q", code, errs, note)
	}
	for _, want := range []string{"# Estimate: exact", "# Estimated fits: 0\n", "# Estimated solutions: 0\n", "# Note: parity"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	_, js, _ := polyplay(t, "--estimate", "--json", path)
	var r estimateResult
	if err := json.Unmarshal([]byte(js), &r); err != nil || !r.Exact || r.Fits != 0 || r.Solutions != 0 ||
		len(r.Notes) == 0 || !strings.Contains(r.Notes[0], "parity") {
		t.Errorf("--json: %v %+v", err, r)
	}
}

func TestEstimateErrors(t *testing.T) {
	good := libraryFile(t, "pentominoes-20x3", 1)
	for _, tc := range []struct {
		args []string
		err  string
	}{
		{[]string{"--estimate=0", good}, `polyplay: option --estimate=0: expected a number of probes (a whole number, at least 1), optionally followed by ,SEED; got "0"`},
		{[]string{"--estimate=x", good}, `got "x"`},
		{[]string{"--estimate=10,y", good}, `polyplay: option --estimate=10,y: expected a seed (a whole number) after the number of probes, got "y"`},
		{[]string{"--estimate", "-s10", good}, "polyplay: --estimate does not search, so -s cannot be used with it"},
		{[]string{"--estimate", "-t", "--verify", good}, "polyplay: --estimate does not search, so -t, --verify cannot be used with it"},
		{[]string{"--estimate", "--subpuzzles=3", good}, "polyplay: --estimate and --subpuzzles cannot be combined"},
	} {
		code, out, errs := polyplay(t, tc.args...)
		if code != exitError || out != "" || !strings.Contains(errs, tc.err) {
			t.Errorf("polyplay %q: status %d, stdout %q, stderr %q; want status 1, stderr with %q", tc.args, code, out, errs, tc.err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	code, _, errs := polyplayCtx(ctx, "--estimate", good)
	if code != exitInterrupt || !strings.Contains(errs, "estimate interrupted") {
		t.Errorf("cancelled: status %d, stderr %q", code, errs)
	}
}
