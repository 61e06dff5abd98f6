package source

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"polyplay/def"
)

// FuzzSource checks that no source, read as a stream under any name or
// as a file opened in the page, makes the reader panic or return an
// invalid puzzle, and that Text's definition reads back.
func FuzzSource(f *testing.F) {
	for _, name := range []string{"kanoodle-pyramid.xmpuzzle", "two-problems.xmpuzzle"} {
		src, err := os.ReadFile(filepath.Join("..", "burr", "testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(name, src)
	}
	for _, e := range def.Library()[:3] {
		f.Add(e.Key+".txt", []byte(e.Source))
	}
	f.Add("x.xmpuzzle", []byte("D:xDim=1:yDim=1:zDim=1\nC:name=A:layout=0 0 0\n~D\n"))
	f.Add("x", []byte("\x1f\x8b\x08"))
	f.Fuzz(func(t *testing.T, name string, src []byte) {
		r := NewReader(name, bytes.NewReader(src))
		for {
			p, err := r.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				if _, again := r.Next(); again != err {
					t.Fatalf("Next after %v: %v", err, again)
				}
				break
			}
			if err := p.Validate(); err != nil {
				t.Fatalf("an invalid puzzle: %v", err)
			}
		}
		text, err := Text(name, src)
		if err != nil {
			return
		}
		if err := def.CheckText(name, text); err != nil {
			t.Fatalf("Text returned a text over the limits: %v", err)
		}
	})
}
