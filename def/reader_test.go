package def

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

// gatedReader gives its text up to the gate, then fails the test if it
// is read further before the gate opens.
type gatedReader struct {
	t      *testing.T
	before string
	after  string
	open   bool
}

func (r *gatedReader) Read(p []byte) (int, error) {
	if r.before != "" {
		n := copy(p, r.before)
		r.before = r.before[n:]
		return n, nil
	}
	if !r.open {
		r.t.Fatal("the Reader read past a puzzle's ~D before returning the puzzle")
	}
	if r.after == "" {
		return 0, io.EOF
	}
	n := copy(p, r.after)
	r.after = r.after[n:]
	return n, nil
}

// TestReader checks that a Reader returns each puzzle of a stream once
// its ~D line has been read, without reading further, and that its
// puzzles and errors are Parse's.
func TestReader(t *testing.T) {
	first := "\ufeff# two puzzles\nD:xDim=2:yDim=1:zDim=1\r\nC:name=A:layout=0 0 0, 1 0 0\r\n~D\n"
	second := "D:xDim=1:yDim=1:zDim=1\nL\nB\n~L\n~D"
	gate := &gatedReader{t: t, before: first, after: second}
	r := NewReader("s.txt", gate)
	p1, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	gate.open = true
	p2, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Next(); !errors.Is(err, io.EOF) {
		t.Fatalf("after the last puzzle: %v, want io.EOF", err)
	}
	want, err := Parse("s.txt", []byte(first+second))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual([]*Puzzle{p1, p2}, want) {
		t.Errorf("Reader: %+v %+v\nParse: %+v %+v", p1, p2, want[0], want[1])
	}
	for _, tc := range []struct {
		src  string
		good int    // puzzles before the error
		err  string // "" for io.EOF
	}{
		{"", 0, ""},
		{"# nothing\n\n", 0, ""},
		{first + "D:xDim=2\n", 1, "e.txt:5:9: the D directive is missing yDim; expected xDim, yDim and zDim"},
		{first + "D:xDim=1:yDim=1:zDim=1\nL\nB\n", 1, "e.txt:6:1: the layout begun here is not closed; expected ~L before the end of the file"},
		{first + "C:name=B:layout=0 0 0\n", 1, "e.txt:5:1: found C outside a puzzle; expected a D directive to start one"},
	} {
		r := NewReader("e.txt", strings.NewReader(tc.src))
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
		if n != tc.good || !strings.Contains(got, tc.err) || (tc.err == "") != (got == "") {
			t.Errorf("%q: %d puzzles, then %q; want %d, then %q", tc.src, n, got, tc.good, tc.err)
		}
		if _, again := r.Next(); again != err {
			t.Errorf("%q: Next after the end: %v, want %v again", tc.src, again, err)
		}
	}
}
