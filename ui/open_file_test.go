package ui

import (
	"os"
	"strings"
	"testing"

	"polyplay/def"
)

func TestFileDefinition(t *testing.T) {
	pyramid, err := os.ReadFile("../def/burr/testdata/kanoodle-pyramid.xmpuzzle")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		src     []byte
		puzzles int    // in the definition returned
		err     string // the error, "" for none
	}{
		{"soma.txt", []byte("D:xDim=1:yDim=1:zDim=1\nC:name=A:layout=0 0 0\n~D\n"), 1, ""},
		{"kanoodle-pyramid.xmpuzzle", pyramid, 1, ""},
		{"renamed.bin", pyramid, 1, ""},
		{"bad.xmpuzzle", []byte("D:xDim=1"), 0, "bad.xmpuzzle: not a BurrTools file: it holds no XML element"},
		{"picture.png", []byte{0x89, 'P', 'N', 'G', 0xff, 0xfe}, 0, "picture.png: not a definition (a text file) nor a BurrTools file"},
		{"huge.txt", make([]byte, maxOpenSize+1), 0, "huge.txt: a file of more than 4194304 bytes is no puzzle this page can solve"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text, err := fileDefinition(tc.name, tc.src)
			if tc.err != "" {
				if err == nil || err.Error() != tc.err {
					t.Fatalf("error %v, want %s", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			ps, err := def.Parse(tc.name, []byte(text))
			if err != nil || len(ps) != tc.puzzles {
				t.Fatalf("the definition reads as %d puzzles, %v; want %d:\n%s", len(ps), err, tc.puzzles, text)
			}
			if strings.HasSuffix(tc.name, ".xmpuzzle") && ps[0].ZDim != 5 {
				t.Errorf("the pyramid's box is %d high, want 5", ps[0].ZDim)
			}
		})
	}
}

// TestOpenedText: the notice of a file opened names the file, and the
// entry of My puzzles only when its name differs ("Opened k.xmpuzzle as
// k.xmpuzzle in My puzzles" said the name twice).
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
