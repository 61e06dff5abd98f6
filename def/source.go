package def

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// source is a definition's text, read line by line, and the errors at
// positions in it: the lines and the fields of a directive (names,
// settings and numbers) as written, before they mean a puzzle.
type source struct {
	file  string
	lines []string
	n     int // the number of lines read
	// src, if set, is a stream read line by line instead of lines; bom
	// says that a byte order mark may still come, eof that src ended.
	src      *bufio.Reader
	bom, eof bool
}

// line returns the next line without its line end and its number, or ok
// false at the end of the input.
func (r *source) line() (text string, lineNo int, ok bool, err error) {
	if r.src == nil {
		if r.n >= len(r.lines) {
			return "", 0, false, nil
		}
		r.n++
		return r.lines[r.n-1], r.n, true, nil
	}
	if r.eof {
		return "", 0, false, nil
	}
	s, err := r.src.ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return "", 0, false, fmt.Errorf("%s: %w", r.file, err)
	}
	if err != nil {
		r.eof = true
		if s == "" {
			return "", 0, false, nil
		}
	}
	if r.bom {
		s, r.bom = strings.TrimPrefix(s, "\ufeff"), false
	}
	r.n++
	s = strings.TrimSuffix(s, "\n")
	return strings.TrimSuffix(s, "\r"), r.n, true, nil
}

// errf returns the definition error at line and col of the file.
func (r *source) errf(line, col int, format string, args ...any) error {
	return &Error{File: r.file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// checkName checks a piece name token.
func (r *source) checkName(line int, f field) error {
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
func (r *source) settings(line int, fields []field) ([]setting, error) {
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
func (r *source) needValue(line int, s setting) error {
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
func (r *source) number(line int, f field, what string) (int, error) {
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
