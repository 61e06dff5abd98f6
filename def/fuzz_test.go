package def

import (
	"bytes"
	"io"
	"reflect"
	"strings"
	"testing"
)

// FuzzParse checks that Parse never panics or hangs, and that whatever it
// accepts formats and parses back to the same puzzle.
func FuzzParse(f *testing.F) {
	for _, e := range Library() {
		f.Add([]byte(e.Source))
	}
	f.Add([]byte("D:xDim=2:yDim=2:zDim=2\nL:stationary=*\n* ., . .\n. ., . *\n~L\nL\nA A, B .\nA ., B B\n~L\n~D\n"))
	f.Add([]byte("D:xDim=3:yDim=1:zDim=1:oneSide\nC:name=A:layout=0 0 0, 1 0 0\nC:name=B:type=S:layout=2 0 0\n~D\n"))
	f.Add([]byte("D:xDim=1:yDim=1:zDim=1\nC:name=A:layout=0 0 0\n~D\nD:xDim=1:yDim=1:zDim=1\nL\nA\n~L\n~D\n"))
	f.Add([]byte("D:xDim=2:yDim=1:zDim=1\nC:name=~L:layout=0 0 0\nC:name=A\rB:layout=0 0 0\n~D\n"))
	f.Add([]byte("D:grid=triangle:xDim=4:yDim=2\nL:stationary=*\n* . . .\n. . . *\n~L\nL\n. . A A\nB B B B\n~L\n~D\n"))
	f.Add([]byte("D:grid=hexagon:xDim=3:yDim=2:oneSide\nL\n  A A B\n A B B\n~L\n~D\n"))
	f.Add([]byte("D:grid=triangle:xDim=2:yDim=1:zDim=1\nC:name=A:layout=5 3, 6 3 0\n~D\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		ps, err := Parse("fuzz.txt", src)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		for _, pz := range ps {
			if err := pz.Validate(); err != nil {
				t.Fatalf("parsed puzzle does not validate: %v", err)
			}
			out := Format(&pz.Problem)
			back, err := Parse("fuzz.txt", []byte(out))
			if err != nil {
				t.Fatalf("Format output does not parse: %v\n%s", err, out)
			}
			if len(back) != 1 {
				t.Fatalf("Format output holds %d puzzles", len(back))
			}
			if ok, diff := Equal(&pz.Problem, &back[0].Problem); !ok {
				t.Fatalf("round trip differs: %s\n%s", diff, out)
			}
		}
	})
}

// FuzzReader checks that a Reader, which reads a stream line by line
// within the limits, never panics nor holds more than its limits, and
// reads what Parse reads: the same puzzles, or an error at the same
// place (but that a stream without puzzles is no error, and that it
// bounds each puzzle's text, not the whole's).
func FuzzReader(f *testing.F) {
	for _, e := range Library() {
		f.Add([]byte(e.Source))
	}
	f.Add([]byte("\ufeffD:xDim=2:yDim=1:zDim=1\r\nC:name=A:layout=0 0 0, 1 0 0\r\n~D"))
	f.Add([]byte("# comment\n\nD:xDim=1:yDim=1:zDim=1\nL\nA\n~L\n~D\nD:xDim=1\n"))
	f.Add([]byte("D:xDim=1:yDim=1:zDim=1\nC:name=A:layout=0 0 0\n~D\n\x00"))
	f.Fuzz(func(t *testing.T, src []byte) {
		want, perr := Parse("fuzz.txt", src)
		r := NewReader("fuzz.txt", bytes.NewReader(src))
		var got []*Puzzle
		var err error
		for {
			var p *Puzzle
			if p, err = r.Next(); err != nil {
				break
			}
			got = append(got, p)
		}
		if _, ok := err.(*Error); err != io.EOF && !ok {
			t.Fatalf("Reader's error of type %T: %v", err, err)
		}
		if perr != nil {
			e := perr.(*Error)
			if strings.HasSuffix(e.Msg, "the most Polyplay reads at once") || strings.HasPrefix(e.Msg, "no puzzle found") {
				return // Parse's limits are the whole text's
			}
			if err == io.EOF || err.Error() != perr.Error() {
				t.Fatalf("Reader: %v after %d puzzles; Parse: %v", err, len(got), perr)
			}
			return
		}
		if err != io.EOF || !reflect.DeepEqual(got, want) {
			t.Fatalf("Reader: %d puzzles, then %v; Parse: %d puzzles", len(got), err, len(want))
		}
	})
}
