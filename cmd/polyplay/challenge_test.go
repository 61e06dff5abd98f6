package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/internal/longtest"
	"polyplay/internal/plaincount"
	"polyplay/solver"
	"polyplay/solver/challenge"
	"polyplay/solver/verify"
)

// challengeRE matches the comment before each position: its number, the
// count, the pieces left and the level.
var challengeRE = regexp.MustCompile(`(?m)^# (?:Challenge|Booklet position) (\d+) of (\d+): .*, (\d+) pieces left, (easy|medium|hard) \((\d+) placements by plain DLX, [0-9.]+ a piece\); one completion$`)

// checkStream checks the output of polyplay challenge: n positions, each
// numbered in its comment, whose definitions parse as one stream, each
// with exactly one completion by plain dancing links (a search sharing no
// code with the generator) that the verifier accepts, with left pieces
// left (0: any); and polyplay itself reads the stream back and finds one
// solution of each. It returns the positions' levels.
func checkStream(t *testing.T, out string, n, left int) []string {
	t.Helper()
	heads := challengeRE.FindAllStringSubmatch(out, -1)
	if len(heads) != n {
		t.Fatalf("%d numbered positions, want %d:\n%s", len(heads), n, out)
	}
	path := filepath.Join(t.TempDir(), "positions.txt")
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	ps, err := def.ParseFile(path)
	if err != nil || len(ps) != n {
		t.Fatalf("%d puzzles (%v), want %d", len(ps), err, n)
	}
	var levels []string
	for i, pz := range ps {
		h := heads[i]
		if h[1] != fmt.Sprint(i+1) || h[2] != fmt.Sprint(n) {
			t.Errorf("position %d is numbered %s of %s", i+1, h[1], h[2])
		}
		mobile := 0
		for _, pc := range pz.Pieces {
			if !pc.Stationary {
				mobile++
			}
		}
		if h[3] != fmt.Sprint(mobile) || left > 0 && mobile != left {
			t.Errorf("position %d says %s pieces left, has %d, want %d", i+1, h[3], mobile, left)
		}
		count, sol, err := plaincount.Count(&pz.Problem)
		if err != nil || count != 1 {
			t.Fatalf("position %d: %d completions (%v), want 1", i+1, count, err)
		}
		if err := verify.Solution(&pz.Problem, sol); err != nil {
			t.Errorf("position %d: %v", i+1, err)
		}
		levels = append(levels, h[4])
	}
	// The count is polyplay's own line, on standard error; with -q
	// standard output, polycube's, is empty.
	code, out, counts := polyplay(t, "-q", "--verify", path)
	if code != exitOK || strings.Count(counts, "# Solutions: 1\n") != n || out != "" {
		t.Errorf("polyplay on the positions: exit %d, %q, %q", code, out, counts)
	}
	return levels
}

// twinsFile writes a 2-D puzzle with two pieces of one shape.
func twinsFile(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "twins.txt")
	src := "D:xDim=5:yDim=4:zDim=1\nL\nA . B . C C C C . D D . E E .\nA . B . . . . . . D D . . E E\nA A B B\n~L\n~D\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestChallenge writes positions of 2-D and 3-D puzzles, one-sided and
// with stationary pieces or twin pieces, on triangles and hexagons too,
// and checks them (checkStream).
func TestChallenge(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args  []string
		n     int
		left  int
		level string
	}{
		{[]string{"--library", "pentominoes-10x6"}, 1, 6, ""},
		{[]string{"-n", "3", "--left", "5", "--library", "kanoodle"}, 3, 5, ""},
		{[]string{"-n", "2", "--left", "6", "--level", "hard", "--seed", "4", "--library", "kanoodle"}, 2, 6, "hard"},
		{[]string{"-n2", "--left=5", "--level=easy", "--library=pentominoes-10x6"}, 2, 5, "easy"},
		{[]string{"-n", "2", "--left", "3", "--library", "soma"}, 2, 3, ""},
		{[]string{"-n", "2", "--left", "4", "--library", "tetris-cube"}, 2, 4, ""},
		{[]string{"-n", "2", "--left", "6", "--library", "pentominoes-onesided-18x5"}, 2, 6, ""},
		{[]string{"-n", "2", "--left", "5", "--library", "pentominoes-8x8-hole"}, 2, 5, ""},
		{[]string{"-n", "2", "--left", "2", twinsFile(t)}, 2, 2, ""},
		{[]string{"-n", "2", "--left", "5", "--library", "hexiamonds-6x6"}, 2, 5, ""},
		{[]string{"-n", "2", "--left", "4", "--library", "tetrahexes-4x7"}, 2, 4, ""},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			t.Parallel()
			code, out, stderr := polyplay(t, append([]string{"challenge"}, tc.args...)...)
			if code != exitOK || stderr != "" {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			for _, l := range checkStream(t, out, tc.n, tc.left) {
				if tc.level != "" && l != tc.level {
					t.Errorf("level %s, want %s", l, tc.level)
				}
			}
		})
	}
}

// TestChallengeSeed checks that the same seed gives the same output, the
// first of several positions is the one position of that seed, and
// another seed gives other positions.
func TestChallengeSeed(t *testing.T) {
	t.Parallel()
	run := func(args ...string) string {
		code, out, stderr := polyplay(t, append([]string{"challenge", "--library", "kanoodle"}, args...)...)
		if code != exitOK {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		return out
	}
	a, b, c := run("-n", "3", "--seed", "5"), run("-n", "3", "--seed", "5"), run("-n", "3", "--seed", "6")
	if a != b {
		t.Errorf("seed 5 gave different output")
	}
	if a == c {
		t.Errorf("seeds 5 and 6 gave the same output")
	}
	one := run("--seed", "5")
	first := strings.SplitN(a, "\n\n", 2)[0] + "\n"
	if strings.Replace(one, " of 1:", " of 3:", 1) != first {
		t.Errorf("-n 1 gave\n%s\nthe first of -n 3\n%s", one, first)
	}
	if run() != run("--seed", "1") {
		t.Errorf("the default seed is not 1")
	}
}

// TestChallengeJSON checks --json: one object per position whose
// definition is the position, whose placed pieces are its stationary
// pieces and whose completion the verifier accepts.
func TestChallengeJSON(t *testing.T) {
	t.Parallel()
	code, out, stderr := polyplay(t, "challenge", "--json", "-n", "2", "--left", "4", "--seed", "9", "--library", "soma")
	if code != exitOK || stderr != "" {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want 2:\n%s", len(lines), out)
	}
	for i, l := range lines {
		var r challengeResult
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		if r.Puzzle != "soma" || r.Number != i+1 || r.Seed != 9 || r.Left != 4 || len(r.Completion) != 4 || len(r.Placed) != 3 || r.Placements < 4 {
			t.Errorf("position %d: %+v", i+1, r)
		}
		if _, err := challenge.ParseLevel(r.Level); err != nil || r.Level == "any" {
			t.Errorf("position %d: level %q", i+1, r.Level)
		}
		ps, err := def.Parse("position.txt", []byte(r.Definition))
		if err != nil || len(ps) != 1 {
			t.Fatalf("definition: %v", err)
		}
		p := &ps[0].Problem
		stationary := map[string]string{}
		for _, pc := range p.Pieces {
			if pc.Stationary {
				stationary[pc.Name] = fmt.Sprint(pc.Cells)
			}
		}
		for _, pl := range r.Placed {
			if got, want := stationary[pl.Piece], fmt.Sprint(points(pl.Cells)); got != want {
				t.Errorf("placed piece %s at %s, stationary at %s", pl.Piece, want, got)
			}
		}
		sol := solver.Solution{}
		for _, pl := range r.Completion {
			sol.Placements = append(sol.Placements, solver.Placement{Piece: pl.Piece, Cells: points(pl.Cells)})
		}
		if err := verify.Solution(p, sol); err != nil {
			t.Errorf("completion: %v", err)
		}
	}
}

func points(cells [][3]int) []solver.Point {
	out := make([]solver.Point, len(cells))
	for i, c := range cells {
		out[i] = solver.Point{X: c[0], Y: c[1], Z: c[2]}
	}
	return out
}

// TestChallengeErrors checks the errors of bad options and puzzles.
func TestChallengeErrors(t *testing.T) {
	t.Parallel()
	twoPuzzles := libraryFile(t, "soma", 2)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--library", "kanoodle", "--left", "0"}, `option --left: expected a number of pieces (at least 1) or a range MIN-MAX, got "0"`},
		{[]string{"--library", "kanoodle", "--left", "13"}, "library puzzle kanoodle: pieces left must be from 1 to 12 (the puzzle's mobile pieces), got 13"},
		{[]string{"--library", "kanoodle", "--left", "4-6"}, "--left takes a range MIN-MAX only with --booklet"},
		{[]string{"--library", "kanoodle", "--booklet", "--left", "6-4"}, `option --left: expected a number of pieces (at least 1) or a range MIN-MAX, got "6-4"`},
		{[]string{"--library", "kanoodle", "--level", "extreme"}, `option --level: unknown level "extreme"; expected easy, medium, hard or any`},
		{[]string{"--library", "kanoodle", "--booklet", "--level", "hard"}, "--level does not apply to --booklet: a booklet rises through the levels"},
		{[]string{"--library", "kanoodle", "-n", "0"}, `option -n: expected a number of positions from 1 to 100000, got "0"`},
		{[]string{"--library", "kanoodle", "--seed", "x"}, `option --seed: expected a whole number, got "x"`},
		{[]string{"--library", "kanoodle", "-r"}, "options -r do not apply to challenge; expected -n, --left, --level, --seed, --booklet, --json"},
		{[]string{"--library", "nope"}, `option --library: unknown library puzzle "nope"; expected one of: ` + strings.Join(def.Keys(), ", ")},
		{[]string{}, "expected exactly one definition file or --library KEY"},
		{[]string{"--library", "soma", "--library", "kanoodle"}, "expected exactly one definition file or --library KEY"},
		{[]string{twoPuzzles}, twoPuzzles + " holds 2 puzzles; challenge takes one (put it in a file of its own)"},
		{[]string{"--library", "soma", "--left", "7"}, "library puzzle soma: no position found: 200 random solutions gave no position with 7 pieces left and exactly one completion"},
		{[]string{"--library", "kanoodle", "--booklet", "-n", "3"}, "library puzzle kanoodle: a booklet from 3 to 9 pieces left needs at least 7 positions, got 3"},
	} {
		code, out, stderr := polyplay(t, append([]string{"challenge"}, tc.args...)...)
		first, _, _ := strings.Cut(stderr, "\n")
		if code != exitError || out != "" || first != "polyplay challenge: "+tc.want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", tc.args, code, out, stderr, tc.want)
		}
	}
	code, out, _ := polyplay(t, "challenge", "--help")
	if code != exitOK || !strings.Contains(out, "polyplay challenge [-n COUNT] [--left PIECES] [--level LEVEL] [--seed N] [--booklet] [--json] FILE|--library KEY") || !strings.Contains(out, "--booklet\n") {
		t.Errorf("challenge --help: exit %d, no challenge usage:\n%s", code, out)
	}
}

// TestChallengeBooklet makes a short booklet (a long one in make
// test-long: the booklets of 100 positions for Kanoodle and the 10x6)
// and checks its positions, their numbers and rising levels.
func TestChallengeBooklet(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		key  string
		n    int
		long bool
	}{
		{"kanoodle", 14, false},
		{"kanoodle", 100, true},
		{"pentominoes-10x6", 100, true},
	} {
		t.Run(fmt.Sprint(tc.key, "/", tc.n), func(t *testing.T) {
			t.Parallel()
			if tc.long {
				longtest.Skip(t)
			}
			args := []string{"challenge", "--booklet", "--library", tc.key}
			if tc.n != 100 {
				args = append(args, "-n", fmt.Sprint(tc.n))
			}
			code, out, stderr := polyplay(t, args...)
			if code != exitOK || stderr != "" {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			if !strings.HasPrefix(out, "# Booklet position 1 of ") {
				t.Errorf("the booklet starts %q", out[:min(len(out), 40)])
			}
			levels := checkStream(t, out, tc.n, 0)
			rank := map[string]int{"easy": 0, "medium": 1, "hard": 2}
			for i := 1; i < len(levels); i++ {
				if rank[levels[i]] < rank[levels[i-1]] {
					t.Errorf("position %d is %s after a %s one", i+1, levels[i], levels[i-1])
				}
			}
		})
	}
}
