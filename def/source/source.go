// Package source reads a puzzle source whatever its format: a definition
// (text, package def) or a BurrTools file (XML, gzipped or not, package
// def/burr), told apart by their first bytes or a BurrTools file's name,
// and read within def's limits (def/limits.go), so that whatever is
// given, no more than the largest puzzle's time and memory is spent
// before an excess is an error at its line and column.
//
// It is the one reader of puzzle sources: the command line reads its
// files and standard input with a Reader, puzzle by puzzle; the page
// reads a file opened or dropped on it with Text, and refuses a longer
// text in its editor with the same words (def.CheckText); its workers
// are handed puzzles already read, and check them against the same
// limits (puzzle.Problem.Validate).
package source

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"polyplay/def"
	"polyplay/def/burr"
)

// Reader reads the puzzles of one source one at a time. A definition's
// are read as a stream, each returned as soon as its ~D line has been
// read (so that a program writing puzzles through a pipe gets each
// answer before it writes the next); a BurrTools file is read whole,
// all its problems before the first is returned.
type Reader struct {
	def  *def.Reader
	burr []*def.Puzzle
	// name names the source; err is the error every Next returns after
	// the first.
	name string
	err  error
	// in is the source, until its format is known.
	in *bufio.Reader
}

// NewReader returns a Reader of r, named name (in errors, and to name
// its puzzles, as def.Parse and burr.Read name them).
func NewReader(name string, r io.Reader) *Reader {
	return &Reader{name: name, in: bufio.NewReader(r)}
}

// Next returns the next puzzle, io.EOF after the last, and the same
// error on every call after an error: a *def.Error for a definition's
// error, else an error that names the source.
func (r *Reader) Next() (*def.Puzzle, error) {
	if r.err != nil {
		return nil, r.err
	}
	if r.in != nil {
		in := r.in
		r.in = nil
		if IsBurr(r.name, peekStart(in)) {
			r.burr, r.err = burr.Read(r.name, in)
			if r.err != nil {
				return nil, r.err
			}
		} else {
			r.def = def.NewReader(r.name, in)
		}
	}
	if r.def != nil {
		p, err := r.def.Next()
		r.err = err
		return p, err
	}
	if len(r.burr) == 0 {
		r.err = io.EOF
		return nil, r.err
	}
	p := r.burr[0]
	r.burr = r.burr[1:]
	return p, nil
}

// IsBurr reports whether a source named name that starts with prefix is
// a BurrTools file: its name ends in burr.Ext, or burr.Detect takes it
// for one.
func IsBurr(name string, prefix []byte) bool {
	return strings.HasSuffix(strings.ToLower(name), burr.Ext) || burr.Detect(prefix)
}

// peekStart returns the start of in, read no further than its first byte
// other than a blank (or gzip's first magic byte, and the next), so that
// a definition written through a pipe is never waited for beyond its
// first line.
func peekStart(in *bufio.Reader) []byte {
	for n := 1; ; n++ {
		b, err := in.Peek(n)
		if err != nil || n >= in.Size() {
			return b
		}
		switch b[n-1] {
		case ' ', '\t', '\r', '\n':
			continue
		case 0x1f:
			if n == 1 {
				continue // gzip's magic bytes are 1f 8b
			}
		}
		return b
	}
}

// Text returns the definition that the file name, whose bytes are b,
// holds, for the page's editor: a BurrTools file's problems written as
// definitions (def.Format), one after the other; a definition's text as
// it is. A file longer than def.MaxBurrBytes, a text longer than
// def.MaxText or def.MaxLines (def.CheckText's words), a text that is not UTF-8 and a
// BurrTools file that cannot be read are errors.
func Text(name string, b []byte) (string, error) {
	if len(b) > def.MaxBurrBytes {
		return "", TooLarge(name)
	}
	text := string(b)
	if IsBurr(name, b) {
		ps, err := burr.Read(name, strings.NewReader(text))
		if err != nil {
			return "", err
		}
		var sb strings.Builder
		for i, p := range ps {
			if i > 0 {
				sb.WriteString("\n")
			}
			sb.WriteString(def.Format(&p.Problem))
		}
		if err := def.CheckText(name, sb.String()); err != nil {
			return "", err
		}
		return sb.String(), nil
	}
	if err := def.CheckText(name, text); err != nil {
		return "", err
	}
	if !utf8.ValidString(text) || strings.IndexByte(text, 0) >= 0 {
		return "", fmt.Errorf("%s: not a definition (a text file) nor a BurrTools file", name)
	}
	return text, nil
}

// TooLarge is the error of a file larger than any source Polyplay reads
// (def.MaxBurrBytes), which the page refuses before it reads it.
func TooLarge(name string) error {
	return fmt.Errorf("%s: a file of more than %s is no puzzle Polyplay reads", name, def.Bytes(def.MaxBurrBytes))
}
