package main

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// disassembleFixture is a BurrTools file of package solver/disassemble's
// tests, designed for them.
func disassembleFixture(name string) string {
	return filepath.Join("..", "..", "solver", "disassemble", "testdata", name)
}

// TestDisassemble checks --disassemble's counts and levels against
// BurrTools 0.7.1's burrTxt -d: its assemblies and solutions (-q: "N
// assemblies and M solutions found") and levels (-p). burrTxt counts one
// assembly of each set of turns of the box, polyplay each turn without
// -r: the Soma cube's 240 assemblies and solutions, all level 1, are
// 11,520 here and 480 with -r (which keeps mirror images apart), and the
// locked box's one assembly is 8 turns, one with -r; no turn of the
// other puzzles' boxes maps their pieces onto themselves. The frame with
// a tunnel needs 4 moves; with a loose cube in a corner, 1 and then 4
// for the rest, "1.4". The locked box keeps no solution, but with its
// pieces in one group (BurrTools' piece groups, puzzle.Piece.Group),
// which need not be taken apart, its assembly is a solution of level 1,
// as burrTxt finds it. A 2-D puzzle is one layer of cubes, each of which
// slides away upwards: level 1.
func TestDisassemble(t *testing.T) {
	all1 := func(n int) []string { return slices.Repeat([]string{"1"}, n) }
	tests := []struct {
		name                  string
		args                  []string
		assemblies, solutions []int64 // per puzzle of the file
		levels                [][]string
	}{
		{"soma", []string{burrFixture("soma.xmpuzzle")}, []int64{11520}, []int64{11520}, [][]string{all1(11520)}},
		{"soma -r", []string{"-r", burrFixture("soma.xmpuzzle")}, []int64{480}, []int64{480}, [][]string{all1(480)}},
		{"the library's soma -r (README)", []string{"-r", "--library", "soma"}, []int64{480}, []int64{480}, [][]string{all1(480)}},
		{"2-D: every piece slides up", []string{"-r", "--library", "pentominoes-20x3"}, []int64{2}, []int64{2}, [][]string{all1(2)}},
		{"tunnel", []string{disassembleFixture("tunnel.xmpuzzle")}, []int64{1, 1}, []int64{1, 1}, [][]string{{"4"}, {"1.4"}}},
		{"cage with one locked assembly", []string{disassembleFixture("cage-3.xmpuzzle")}, []int64{3}, []int64{2}, [][]string{{"1.1.2.2", "1.1.2.2"}}},
		{"loose", []string{disassembleFixture("loose-1.xmpuzzle")}, []int64{1}, []int64{1}, [][]string{{"1.1.3"}}},
		{"loose 2", []string{disassembleFixture("loose-2.xmpuzzle")}, []int64{1}, []int64{1}, [][]string{{"1.2"}}},
		{"locked, -r", []string{"-r", disassembleFixture("locked.xmpuzzle")}, []int64{1}, []int64{0}, [][]string{{}}},
		{"locked, grouped, -r", []string{"-r", disassembleFixture("locked-grouped.xmpuzzle")}, []int64{1}, []int64{1}, [][]string{{"1"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			checkDisassembly(t, tc.args, tc.assemblies, tc.solutions, tc.levels)
		})
	}
}

// checkDisassembly runs polyplay --disassemble -q --json -j1 with args
// and checks each puzzle's assemblies, solutions and levels (in any
// order).
func checkDisassembly(t *testing.T, args []string, assemblies, solutions []int64, levels [][]string) {
	t.Helper()
	args = append([]string{"--disassemble", "-q", "--json", "-j1"}, args...)
	code, out, errs := polyplay(t, args...)
	if code != 0 {
		t.Fatalf("polyplay %q: status %d, stderr %q", args, code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(assemblies) {
		t.Fatalf("%d JSON lines; want %d", len(lines), len(assemblies))
	}
	for i, line := range lines {
		var r struct {
			Assemblies *int64   `json:"assemblies"`
			Solutions  int64    `json:"solutions"`
			Levels     []string `json:"levels"`
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		slices.Sort(r.Levels)
		if r.Assemblies == nil || *r.Assemblies != assemblies[i] || r.Solutions != solutions[i] || !slices.Equal(r.Levels, levels[i]) || r.Levels == nil {
			t.Errorf("puzzle %d: assemblies %v, solutions %d, levels %q; want %d, %d, %q", i+1, r.Assemblies, r.Solutions, r.Levels, assemblies[i], solutions[i], levels[i])
		}
	}
}

// TestDisassembleText checks the text output: each solution that comes
// apart with its level, and the counts on standard error.
func TestDisassembleText(t *testing.T) {
	code, out, errs := polyplay(t, "--disassemble", disassembleFixture("cage-3.xmpuzzle"))
	if code != 0 {
		t.Fatalf("status %d, stderr %q", code, errs)
	}
	if n := strings.Count(out, "# Level: 1.1.2.2\n"); n != 2 || strings.Count(out, "# Level:") != 2 {
		t.Errorf("%d solutions of level 1.1.2.2 in\n%s", n, out)
	}
	if !strings.Contains(out, "SOLUTION 2") || strings.Contains(out, "SOLUTION 3") {
		t.Errorf("want solutions 1 and 2 numbered, got\n%s", out)
	}
	if want := "# Assemblies: 3\n# Solutions: 2\n"; errs != want {
		t.Errorf("stderr %q; want %q", errs, want)
	}
}

// TestDisassembleErrors checks that --disassemble refuses the grids
// whose pieces do not slide along axes and the modes it cannot follow.
func TestDisassembleErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string // in standard error
	}{
		{[]string{"--disassemble", "-q", burrFixture("hexiamonds-6x6.xmpuzzle")}, "--disassemble: pieces on the triangle grid do not slide by whole cells along axes: no disassembly there"},
		{[]string{"--disassemble", "--estimate", burrFixture("soma.xmpuzzle")}, "--disassemble cannot be combined with --estimate, --subpuzzles or -g"},
		{[]string{"--disassemble", "-s", "10", burrFixture("soma.xmpuzzle")}, "-s samples the search and cannot be used with it"},
		{[]string{"split", "--disassemble", "--library", "soma"}, "polyplay split: --disassemble cannot be split: the merge adds up the parts' solutions, not their assemblies and levels"},
	}
	for _, tc := range tests {
		code, _, errs := polyplay(t, tc.args...)
		if code != exitError || !strings.Contains(errs, tc.want) {
			t.Errorf("polyplay %q: status %d, stderr %q; want %d and %q", tc.args, code, errs, exitError, tc.want)
		}
	}
}

// TestDisassembleMax checks that --max bounds the assemblies searched
// under --disassemble, and says so.
func TestDisassembleMax(t *testing.T) {
	code, _, errs := polyplay(t, "--disassemble", "-q", "-j1", "--max", "2", disassembleFixture("cage-3.xmpuzzle"))
	want := "# stopped after 2 assemblies (--max); there may be more\n# Assemblies: 2\n# Solutions: 2\n"
	if code != 0 || errs != want {
		t.Errorf("status %d, stderr %q; want 0, %q", code, errs, want)
	}
}
