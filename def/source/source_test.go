package source

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver/puzzle"
)

// TestText checks what the page's Open a file makes of a file: a
// definition as it is, a BurrTools file (by its content or its name)
// written as a definition, and an error for what is neither or is over
// the limits.
func TestText(t *testing.T) {
	pyramid, err := os.ReadFile("../burr/testdata/kanoodle-pyramid.xmpuzzle")
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
		{"bad.xmpuzzle", []byte("D:xDim=1"), 0, "bad.xmpuzzle: not a BurrTools file: XML syntax error on line 1: text outside the root element"},
		{"picture.png", []byte{0x89, 'P', 'N', 'G', 0xff, 0xfe}, 0, "picture.png: not a definition (a text file) nor a BurrTools file"},
		{"zeros.txt", make([]byte, 100), 0, "zeros.txt: not a definition (a text file) nor a BurrTools file"},
		{"long.txt", bytes.Repeat([]byte("#\n"), def.MaxText/2+1), 0, "long.txt: the definition is longer than 1 MiB (1,048,576 bytes), the most Polyplay reads at once"},
		{"huge.txt", make([]byte, def.MaxBurrBytes+1), 0, "huge.txt: a file of more than 16 MiB (16,777,216 bytes) is no puzzle Polyplay reads"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text, err := Text(tc.name, tc.src)
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

// stalling gives its text, then fails the test if it is read further:
// a program that writes a puzzle through a pipe and waits for the answer.
type stalling struct {
	t    *testing.T
	text string
}

func (r *stalling) Read(p []byte) (int, error) {
	if r.text == "" {
		r.t.Fatal("the Reader read past the puzzle before returning it")
	}
	n := copy(p, r.text)
	r.text = r.text[n:]
	return n, nil
}

// TestReader checks that a Reader reads a definition as a stream, each
// puzzle returned before more is read, and a BurrTools file, plain or
// gzipped, whole; and that its errors are those of the format's reader.
func TestReader(t *testing.T) {
	one := "\n  D:xDim=2:yDim=1:zDim=1\nC:name=A:layout=0 0 0, 1 0 0\n~D\n"
	r := NewReader("pipe", &stalling{t: t, text: one})
	if p, err := r.Next(); err != nil || p.Name != "pipe" || len(p.Pieces) != 1 {
		t.Fatalf("the piped puzzle: %+v, %v", p, err)
	}

	pyramid, err := os.ReadFile("../burr/testdata/kanoodle-pyramid.xmpuzzle")
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(pyramid))
	if err != nil {
		t.Fatal(err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, src string
		puzzles   int
		err       string
	}{
		{"two.txt", one + one, 2, ""},
		{"p.xmpuzzle", string(pyramid), 1, ""},
		{"p.xml", "\n " + string(plain), 1, ""},
		{"zeros", "\x00\x00\x00", 0, "zeros:1:1: found a NUL byte: a definition is text, and this file is not (a binary file?)"},
		{"bad.txt", one + "D:xDim=0\n", 1, fmt.Sprintf("bad.txt:5:8: xDim must be between 1 and %d, found 0", puzzle.MaxCells)},
		{"bad.xmpuzzle", "<puzzle/>", 0, "bad.xmpuzzle: BurrTools puzzle without a version"},
		{"empty", "", 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := NewReader(tc.name, strings.NewReader(tc.src))
			n := 0
			var err error
			for {
				if _, err = r.Next(); err != nil {
					break
				}
				n++
			}
			got := ""
			if !errors.Is(err, io.EOF) {
				got = err.Error()
			}
			if n != tc.puzzles || !strings.HasPrefix(got, tc.err) || (tc.err == "") != (got == "") {
				t.Errorf("%d puzzles, then %q; want %d, then %q", n, got, tc.puzzles, tc.err)
			}
			if _, again := r.Next(); again != err {
				t.Errorf("Next after the end: %v, want %v again", again, err)
			}
		})
	}
}
