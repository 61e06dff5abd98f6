package trace

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"polyplay/solver"
)

// A Step travels as JSON in a recorded window: {"k":"p","n":"F","c":[x,
// y, z, ...]}, the kind as "p", "r" or "s", the piece's name (left out
// when empty) and its cells flattened as x, y, z triples (left out when
// none). The codec is written here rather than with encoding/json, which
// would weigh on every program that draws a board (the embed's among
// them) and uses no other JSON.

// MarshalJSON writes s compactly, as encoding/json would write it.
func (s Step) MarshalJSON() ([]byte, error) {
	b := append(make([]byte, 0, 32+12*len(s.Cells)), `{"k":`...)
	b = appendJSONString(b, string(rune(s.Kind)))
	if s.Piece != "" {
		b = append(b, `,"n":`...)
		b = appendJSONString(b, s.Piece)
	}
	if len(s.Cells) > 0 {
		b = append(b, `,"c":[`...)
		for i, c := range s.Cells {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(c.X), 10)
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(c.Y), 10)
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(c.Z), 10)
		}
		b = append(b, ']')
	}
	return append(b, '}'), nil
}

// appendJSONString appends s as a JSON string, escaped as encoding/json
// escapes it (<, > and & too, for HTML).
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			b = append(b, `\ufffd`...)
		case r == '"' || r == '\\':
			b = append(b, '\\', byte(r))
		case r == '\n':
			b = append(b, `\n`...)
		case r == '\r':
			b = append(b, `\r`...)
		case r == '\t':
			b = append(b, `\t`...)
		case r < 0x20 || r == '<' || r == '>' || r == '&' || r == 0x2028 || r == 0x2029:
			b = append(b, '\\', 'u', hex[r>>12&15], hex[r>>8&15], hex[r>>4&15], hex[r&15])
		default:
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return append(b, '"')
}

// UnmarshalJSON reads what MarshalJSON writes (any JSON object of those
// keys, in any order, with blanks between its tokens).
func (s *Step) UnmarshalJSON(data []byte) error {
	p := jsonReader{b: data}
	var kind, name string
	var coords []int
	if !p.token('{') {
		return errors.New("a step is a JSON object")
	}
	for first := true; !p.token('}'); first = false {
		if !first && !p.token(',') {
			return p.err("expected , or }")
		}
		key, ok := p.str()
		if !ok || !p.token(':') {
			return p.err("expected a key and :")
		}
		switch key {
		case "k":
			if kind, ok = p.str(); !ok {
				return p.err("the step's kind is not a string")
			}
		case "n":
			if name, ok = p.str(); !ok {
				return p.err("the piece's name is not a string")
			}
		case "c":
			if coords, ok = p.ints(); !ok {
				return p.err("the cells are not a list of integers")
			}
		default:
			return p.err(fmt.Sprintf("unknown key %q", key))
		}
	}
	if p.skip(); p.i != len(p.b) {
		return p.err("text after the step")
	}
	if len(kind) != 1 || !(kind == "p" || kind == "r" || kind == "s") {
		return fmt.Errorf("step kind %q: expected p, r or s", kind)
	}
	if len(coords)%3 != 0 {
		return fmt.Errorf("step of piece %s: %d coordinates is not a list of x y z triples", name, len(coords))
	}
	*s = Step{Kind: Kind(kind[0]), Piece: name, Cells: make([]solver.Point, len(coords)/3)}
	for i := range s.Cells {
		s.Cells[i] = solver.Point{X: coords[3*i], Y: coords[3*i+1], Z: coords[3*i+2]}
	}
	return nil
}

// jsonReader reads the few JSON tokens a Step holds.
type jsonReader struct {
	b []byte
	i int
}

func (p *jsonReader) err(what string) error {
	return fmt.Errorf("step JSON at byte %d: %s", p.i, what)
}

func (p *jsonReader) skip() {
	for p.i < len(p.b) && (p.b[p.i] == ' ' || p.b[p.i] == '\t' || p.b[p.i] == '\n' || p.b[p.i] == '\r') {
		p.i++
	}
}

// token reads c, after blanks.
func (p *jsonReader) token(c byte) bool {
	p.skip()
	if p.i < len(p.b) && p.b[p.i] == c {
		p.i++
		return true
	}
	return false
}

// str reads a JSON string.
func (p *jsonReader) str() (string, bool) {
	p.skip()
	start := p.i
	if p.i >= len(p.b) || p.b[p.i] != '"' {
		return "", false
	}
	for p.i++; p.i < len(p.b); p.i++ {
		switch p.b[p.i] {
		case '\\':
			p.i++
		case '"':
			p.i++
			// JSON's escapes are Go's, but for \/.
			s, err := strconv.Unquote(strings.ReplaceAll(string(p.b[start:p.i]), `\/`, "/"))
			return s, err == nil
		}
	}
	return "", false
}

// ints reads a JSON list of integers.
func (p *jsonReader) ints() ([]int, bool) {
	if !p.token('[') {
		return nil, false
	}
	var out []int
	for first := true; !p.token(']'); first = false {
		if !first && !p.token(',') {
			return nil, false
		}
		p.skip()
		start := p.i
		for p.i < len(p.b) && (p.b[p.i] == '-' || '0' <= p.b[p.i] && p.b[p.i] <= '9') {
			p.i++
		}
		n, err := strconv.Atoi(string(p.b[start:p.i]))
		if err != nil {
			return nil, false
		}
		out = append(out, n)
	}
	return out, true
}
