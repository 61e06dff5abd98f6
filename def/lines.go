package def

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// lines is a definition's text, read line by line within the limits
// (limits.go), and the errors at positions in it: the lines and the
// fields of a directive (names, settings and numbers) as written, before
// they mean a puzzle. No line longer than MaxLine is ever held: a longer
// one is an error once MaxLine+2 bytes of it have been read.
type lines struct {
	file string
	src  *bufio.Reader
	n    int // the number of lines read
	// bom says that a byte order mark may still come, eof that src
	// ended.
	bom, eof bool
	// whole says that MaxText and MaxLines bound the whole text
	// (Parse), not each puzzle (a Reader's stream); size and count
	// count the bytes and lines read since the count began (the text's
	// start, or the end of the last puzzle).
	whole       bool
	size, count int
}

// newLines returns the lines of r, named file; whole says whether
// MaxText bounds all of r or each of its puzzles.
func newLines(file string, r io.Reader, whole bool) lines {
	return lines{file: file, src: bufio.NewReaderSize(r, MaxLine+2), bom: true, whole: whole}
}

// line returns the next line without its line end and its number, or ok
// false at the end of the input.
func (r *lines) line() (text string, lineNo int, ok bool, err error) {
	if r.eof {
		return "", 0, false, nil
	}
	b, err := r.src.ReadSlice('\n')
	full := errors.Is(err, bufio.ErrBufferFull)
	switch {
	case full:
	case errors.Is(err, io.EOF):
		r.eof = true
		if len(b) == 0 {
			return "", 0, false, nil
		}
	case err != nil:
		return "", 0, false, fmt.Errorf("%s: %w", r.file, err)
	}
	r.n++
	text = string(b)
	if i := strings.IndexByte(text, 0); i >= 0 {
		return "", 0, false, r.errf(r.n, i+1, "found a NUL byte: a definition is text, and this file is not (a binary file?)")
	}
	if r.size += len(text); r.size > MaxText {
		col := len(text) - (r.size - MaxText) + 1
		if r.whole {
			return "", 0, false, r.errf(r.n, col, "%s", textTooLong)
		}
		return "", 0, false, r.errf(r.n, col, "this puzzle's text, from the end of the puzzle before it, is longer than %s, the most of one puzzle", Bytes(MaxText))
	}
	if r.count++; r.count > MaxLines {
		if r.whole {
			return "", 0, false, r.errf(r.n, 1, "%s", textTooManyLines)
		}
		return "", 0, false, r.errf(r.n, 1, "this puzzle's text, from the end of the puzzle before it, has more than %s lines, the most of one puzzle", thousands(MaxLines))
	}
	if r.bom {
		text, r.bom = strings.TrimPrefix(text, "\ufeff"), false
	}
	text = strings.TrimSuffix(text, "\n")
	if text = strings.TrimSuffix(text, "\r"); full || len(text) > MaxLine {
		return "", 0, false, r.errf(r.n, MaxLine+1, "the line is longer than %s, the most a line of a definition may hold", Bytes(MaxLine))
	}
	return text, r.n, true, nil
}

// puzzleEnded starts MaxText's count again after a puzzle's ~D line, in
// a stream.
func (r *lines) puzzleEnded() {
	if !r.whole {
		r.size, r.count = 0, 0
	}
}

// textTooLong and textTooManyLines say that a definition is longer than
// MaxText or MaxLines: the words of Parse and of CheckText.
var (
	textTooLong      = "the definition is longer than " + Bytes(MaxText) + ", the most Polyplay reads at once"
	textTooManyLines = "the definition has more than " + thousands(MaxLines) + " lines, the most Polyplay reads at once"
)

// CheckText returns the error that Parse would return for the text
// named name if it is longer than MaxText or MaxLines, without its
// position, or nil: the page refuses a longer paste or file with these
// words before it parses or keeps anything.
func CheckText(name, text string) error {
	if len(text) > MaxText {
		return fmt.Errorf("%s: %s", name, textTooLong)
	}
	lines := strings.Count(text, "\n")
	if len(text) > 0 && text[len(text)-1] != '\n' {
		lines++ // the last line, without its line end
	}
	if lines > MaxLines {
		return fmt.Errorf("%s: %s", name, textTooManyLines)
	}
	return nil
}

// Bytes says a size in bytes for people: "1 MiB (1,048,576 bytes)", or
// "300 bytes" below a KiB.
func Bytes(n int) string {
	var unit string
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		unit = strconv.Itoa(n>>20) + " MiB"
	case n >= 1<<10 && n%(1<<10) == 0:
		unit = strconv.Itoa(n>>10) + " KiB"
	default:
		return thousands(n) + " bytes"
	}
	return unit + " (" + thousands(n) + " bytes)"
}

// thousands writes n with a comma between each three digits.
func thousands(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// errf returns the definition error at line and col of the file.
func (r *lines) errf(line, col int, format string, args ...any) error {
	return &Error{File: r.file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// checkName checks a piece name token.
func (r *lines) checkName(line int, f field) error {
	if f.text == "" {
		return r.errf(line, f.col, "expected a piece name, found nothing")
	}
	if f.text[0] == '~' {
		return r.errf(line, f.col, "invalid piece name %s: names may not start with '~'", quote(f.text))
	}
	for i := 0; i < len(f.text); i++ {
		if c := f.text[i]; c < 0x20 || c == 0x7f || strings.IndexByte(" ,.#:=", c) >= 0 {
			return r.errf(line, f.col, "invalid piece name %s: names may not contain %q", quote(f.text), c)
		}
	}
	return nil
}

// settings parses the settings of a directive (fields after the first),
// rejecting empty and repeated settings.
func (r *lines) settings(line int, fields []field) ([]setting, error) {
	var out []setting
	seen := map[string]bool{}
	for _, f := range fields[1:] {
		if f.text == "" {
			return nil, r.errf(line, f.col, "empty setting; expected key=value after %q", ':')
		}
		s := setting{key: f}
		if i := strings.IndexByte(f.text, '='); i >= 0 {
			s.key = trim(field{f.text[:i], f.col})
			s.value = trim(field{f.text[i+1:], f.col + i + 1})
			s.hasValue = true
			if strings.IndexByte(s.value.text, '=') >= 0 {
				return nil, r.errf(line, s.value.col, "the %s setting has more than one %q", s.key.text, '=')
			}
		}
		if s.key.text == "" {
			return nil, r.errf(line, f.col, "expected a setting name before %q", '=')
		}
		if seen[s.key.text] {
			return nil, r.errf(line, s.key.col, "setting %s is given twice in the %s directive", s.key.text, fields[0].text)
		}
		seen[s.key.text] = true
		out = append(out, s)
	}
	return out, nil
}

// needValue reports an error if s has no value.
func (r *lines) needValue(line int, s setting) error {
	if !s.hasValue || s.value.text == "" {
		col := s.key.col + len(s.key.text)
		if s.hasValue {
			col = s.value.col
		}
		return r.errf(line, col, "expected a value for %s, found nothing", s.key.text)
	}
	return nil
}

// number parses an integer token.
func (r *lines) number(line int, f field, what string) (int, error) {
	if f.text == "" {
		return 0, r.errf(line, f.col, "expected a number for %s, found nothing", what)
	}
	v, err := strconv.Atoi(f.text)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return 0, r.errf(line, f.col, "number %s for %s is out of range", quote(f.text), what)
		}
		return 0, r.errf(line, f.col, "expected a number for %s, found %s", what, quote(f.text))
	}
	return v, nil
}
