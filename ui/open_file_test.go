package ui

import "testing"

// TestOpenedText: the notice of a file opened names the file, and the
// entry of My puzzles only when its name differs ("Opened k.xmpuzzle as
// k.xmpuzzle in My puzzles" said the name twice). What a file's bytes
// give is def/source's (TestText).
func TestOpenedText(t *testing.T) {
	for _, tc := range []struct{ name, kept, want string }{
		{"k.xmpuzzle", "k.xmpuzzle", "Opened k.xmpuzzle; it is in My puzzles."},
		{"pentominoes.txt", "Pentominoes 10×6", "Opened pentominoes.txt as Pentominoes 10×6 in My puzzles."},
		{"k.xmpuzzle", "k.xmpuzzle (2)", "Opened k.xmpuzzle as k.xmpuzzle (2) in My puzzles."},
	} {
		if got := openedText(tc.name, tc.kept); got != tc.want {
			t.Errorf("openedText(%q, %q) = %q, want %q", tc.name, tc.kept, got, tc.want)
		}
	}
}
