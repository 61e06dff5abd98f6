package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDefinitionNotes checks what polyplay says of definitions that do
// not mean what they show: the notes on a piece in several parts and on
// pieces of one shape on standard error, whatever the options, before
// the count; a triangle row indented on its own is an error at its line
// and column.
func TestDefinitionNotes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tc := range []struct {
		name, src string
		code      int
		stderr    string
	}{
		{"a one-sided bar drawn a column off", "D:grid=triangle:xDim=4:yDim=2:oneSide\nL\nA A A A . . B B B B\n~L\n~D\n", exitOK,
			"# Note: F:3:13: pieces A and B have the same shape: the solver takes them for copies of one piece\n# Solutions: 0\n"},
		{"a piece in two parts", "D:xDim=2:yDim=1:zDim=1\nL\nA . A\n~L\n~D\n", exitOK,
			"# Note: F:3:1: piece A is in several parts: its cells are not all joined, yet it moves as one piece\n# Solutions: 0\n"},
		{"a tetriamond drawn centred", "D:grid=triangle:xDim=3:yDim=2\nL:stationary=*\n* . *\n. . .\n~L\nL\n  A\nA A A\n~L\n~D\n", exitError,
			"polyplay: F:7:3: this row is indented 2 blanks and the row at line 8 0 blanks, but triangle rows all start at the same place: a row's cells are read from its first (x = 0), whatever the blanks before it, so this row would be read shifted from where it is drawn; indent every row of a layout alike, and draw empty cells with . (cells outside the region with a stationary piece)\n"},
	} {
		file := filepath.Join(dir, "p.txt")
		if err := os.WriteFile(file, []byte(tc.src), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errs := polyplay(t, "-q", file)
		if want := strings.ReplaceAll(tc.stderr, "F:", file+":"); code != tc.code || out != "" || errs != want {
			t.Errorf("%s: status %d, stdout %q, stderr\n%s\nwant status %d, stderr\n%s", tc.name, code, out, errs, tc.code, want)
		}
	}
}

// TestOptionGridError checks that an option the puzzle's grid cannot take
// (-p, -P on hexagons) is reported as the option's error, naming the
// puzzle, not as a definition error at its D line.
func TestOptionGridError(t *testing.T) {
	t.Parallel()
	const why = "hexagons cannot be coloured in two colours that every move of a piece keeps or swaps, so there is no parity to check; it applies to squares, cubes and triangles"
	file := libraryFile(t, "tetrahexes-4x7", 1)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-p", "--library", "tetrahexes-4x7"}, "polyplay: option -p (parity trigger): " + why + " (library puzzle tetrahexes-4x7)\n"},
		{[]string{"-P", file}, "polyplay: option -P (parity filter): " + why + " (puzzle at " + file + ":5)\n"},
		{[]string{"split", "-p3", "--parts", "2", "--dir", t.TempDir(), file}, "polyplay split: option -p (parity trigger): " + why + " (puzzle at " + file + ":5)\n"},
	} {
		code, out, errs := polyplay(t, tc.args...)
		if code != exitError || out != "" || errs != tc.want {
			t.Errorf("polyplay %q: status %d, stdout %q, stderr\n%s\nwant status %d, stderr\n%s", tc.args, code, out, errs, exitError, tc.want)
		}
	}
}
