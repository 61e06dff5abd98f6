package main

import (
	"os"
	"path/filepath"
	"testing"

	"polyplay/internal/librarytest"
)

// colouredDominoes is docs/format.md's example of colour constraints
// (librarytest.ColouredDominoes): six solutions (A upright in the left
// column either way round), three with -r (and with -r -M, as burrTxt
// counts).
const colouredDominoes = librarytest.ColouredDominoes

// TestWriteXMPuzzle checks --write-xmpuzzle: the puzzle is written,
// then solved as usual, and the file written reads back with the same
// counts, its colours with it; what cannot be written is an error, as
// is a split of a coloured puzzle into sub-puzzles.
func TestWriteXMPuzzle(t *testing.T) {
	dir := t.TempDir()
	dominoes := filepath.Join(dir, "dominoes.txt")
	if err := os.WriteFile(dominoes, []byte(colouredDominoes), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "dominoes.xmpuzzle")
	soma := filepath.Join(dir, "soma.xmpuzzle")
	note := "# Note: " + dominoes + ":4:8: pieces B and C have the same shape: the solver takes them for copies of one piece\n"
	tests := []struct {
		name string
		args []string
		code int
		want string // standard error
	}{
		{"write and solve", []string{"-q", "--write-xmpuzzle", out, dominoes}, 0, note + "# Solutions: 6\n"},
		{"read back", []string{"-q", out}, 0, "# Solutions: 6\n"},
		{"read back, -r -M", []string{"-q", "-r", "-M", out}, 0, "# Solutions: 3\n"},
		{"a library puzzle", []string{"-q", "-r", "-M", "--write-xmpuzzle", soma, "--library", "soma"}, 0, "# Solutions: 240\n"},
		{"the library puzzle read back", []string{"-q", "-r", "-M", soma}, 0, "# Solutions: 240\n"},
		{"two puzzles", []string{"-q", "--write-xmpuzzle", out, "--library", "soma", "--library", "soma"}, exitError,
			"polyplay: --write-xmpuzzle writes one puzzle, but the input has 2 (pick one with --problem)\n"},
		{"one-sided", []string{"-q", "--write-xmpuzzle", out, "--library", "pentominoes-onesided-30x3"}, exitError,
			"polyplay: library puzzle pentominoes-onesided-30x3: cannot be written as a BurrTools file: a one-sided puzzle: BurrTools turns flat pieces over in space, and has no one-sided pieces\n"},
		{"no file name", []string{"--write-xmpuzzle=-", dominoes}, exitError,
			"polyplay: option --write-xmpuzzle=-: expected a file name for the BurrTools file, got \"-\"\nRun 'polyplay --help' for the options.\n"},
		{"sub-puzzles of colours", []string{"--subpuzzles=2", dominoes}, exitError,
			note + "polyplay: " + dominoes + ":1: sub-puzzles: the puzzle has colour constraints, which the split into sub-puzzles does not support\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := polyplay(t, tc.args...)
			if code != tc.code || stdout != "" || stderr != tc.want {
				t.Errorf("polyplay %q: status %d, stdout %q, stderr %q; want status %d, stderr %q", tc.args, code, stdout, stderr, tc.code, tc.want)
			}
		})
	}
}
