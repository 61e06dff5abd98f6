package classic

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// maxPieces is the most pieces a puzzle may have: polycube numbers them
// in a byte.
const maxPieces = 255

// namedPiece is a piece of a definition: its number (from 1, in the order
// the definition names the pieces), its name and whether it is fixed.
type namedPiece struct {
	id         int
	name       string
	stationary bool
	piece
}

// definition is one puzzle as read: the box, the pieces in polycube's
// order (each C directive's piece where it stands, each L directive's
// pieces by name) and whether it is one-sided.
type definition struct {
	x, y, z    int
	oneSide    bool
	stationary []*namedPiece
	mobile     []*namedPiece
}

// reader reads the puzzles of one stream in turn, as polycube reads them:
// a puzzle is read up to its ~D line and no further.
type reader struct {
	in   *bufio.Reader
	name string
	line int
	eof  bool

	// The puzzle being read.
	def    *definition
	pieces map[string]*namedPiece
	nextID int
}

func newReader(in io.Reader, name string) *reader {
	return &reader{in: bufio.NewReaderSize(in, 64<<10), name: name}
}

// readLine returns the next line without its newline; ok is false at the
// end of the stream.
func (r *reader) readLine() (string, bool) {
	if r.eof {
		return "", false
	}
	r.line++
	s, err := r.in.ReadString('\n')
	if err != nil {
		r.eof = true
		if s == "" {
			return "", false
		}
	}
	return strings.TrimSuffix(s, "\n"), true
}

// trim removes the blanks and tabs around s as polycube's reader does:
// the blanks at the end go only when none lead.
func trim(s string) string {
	start := strings.IndexFunc(s, func(r rune) bool { return r != ' ' && r != '\t' })
	if start < 0 {
		return ""
	}
	last := strings.LastIndexFunc(s, func(r rune) bool { return r != ' ' && r != '\t' })
	return s[start:min(len(s), start+last+1)]
}

func stripComment(s string) string {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		return s[:i]
	}
	return s
}

// fieldsOf splits s at sep, keeping empty fields, and trims each.
func fieldsOf(s string, sep string) []string {
	f := strings.Split(s, sep)
	for i := range f {
		f[i] = trim(f[i])
	}
	return f
}

// words splits s at blanks and tabs, dropping empty words.
func words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' })
}

// ParseError is an error in a definition: where and what.
type ParseError struct {
	Input string // the file name, or stdin
	Line  int
	Msg   string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("%s:%d: %s", e.Input, e.Line, e.Msg)
}

// next reads the next puzzle; it returns nil, nil at the end of the
// stream.
func (r *reader) next() (*definition, error) {
	r.def = &definition{}
	r.pieces = map[string]*namedPiece{}
	r.nextID = 0
	d, err := r.read()
	if err != nil {
		return nil, &ParseError{Input: r.name, Line: r.line, Msg: err.Error()}
	}
	return d, nil
}

func (r *reader) read() (*definition, error) {
	d := r.def
	for {
		raw, ok := r.readLine()
		if !ok {
			break
		}
		line := trim(stripComment(raw))
		if line == "" {
			continue
		}
		fields := fieldsOf(line, ":")
		switch kind := fields[0]; {
		case kind == "D":
			if d.x != 0 {
				return nil, fmt.Errorf("a second D directive in one puzzle (end the first with ~D): %s", line)
			}
			if err := r.parseD(fields, line); err != nil {
				return nil, err
			}
		case d.x == 0:
			return nil, fmt.Errorf("%q before the puzzle's D directive: a puzzle starts with D:xDim=..:yDim=..:zDim=..", kind)
		case kind == "C":
			if err := r.parseC(fields, line); err != nil {
				return nil, err
			}
		case kind == "L":
			if err := r.parseL(fields, line); err != nil {
				return nil, err
			}
		case kind == "~D":
			if n := len(r.pieces); n > maxPieces {
				return nil, fmt.Errorf("%d pieces: polycube takes at most %d", n, maxPieces)
			}
			return d, nil
		default:
			return nil, fmt.Errorf("unknown directive %q (D, C, L or ~D): %s", kind, line)
		}
	}
	if d.x > 0 {
		return nil, fmt.Errorf("the input ends inside a puzzle: ~D is missing")
	}
	return nil, nil
}

// settings splits a directive's fields into tag and value, refusing a tag
// given twice and a value with two equals signs.
func settings(fields []string, required func(tag string) bool) ([][2]string, []bool, error) {
	var out [][2]string
	var hasValue []bool
	seen := map[string]bool{}
	for _, f := range fields[1:] {
		s := fieldsOf(f, "=")
		if seen[s[0]] {
			return nil, nil, fmt.Errorf("setting %s given twice in the %s directive", s[0], fields[0])
		}
		seen[s[0]] = true
		if len(s) > 2 {
			return nil, nil, fmt.Errorf("setting %s has more than one equals sign", s[0])
		}
		if len(s) == 1 && required(s[0]) {
			return nil, nil, fmt.Errorf("setting %s needs a value (%s=...)", s[0], s[0])
		}
		v := ""
		if len(s) == 2 {
			v = s[1]
		}
		out = append(out, [2]string{s[0], v})
		hasValue = append(hasValue, len(s) == 2)
	}
	return out, hasValue, nil
}

// atoi reads an integer strictly, as polycube does: digits with an
// optional sign and nothing around them.
func atoi(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not an integer", s)
	}
	return n, nil
}

func parseBool01(s string) (bool, error) {
	switch s {
	case "1":
		return true, nil
	case "0":
		return false, nil
	}
	return false, fmt.Errorf("%q is not 0 or 1", s)
}

func (r *reader) parseD(fields []string, line string) error {
	d := r.def
	set, has, err := settings(fields, func(tag string) bool { return tag != "oneSide" })
	if err != nil {
		return err
	}
	for i, s := range set {
		var err error
		switch s[0] {
		case "xDim":
			d.x, err = atoi(s[1])
		case "yDim":
			d.y, err = atoi(s[1])
		case "zDim":
			d.z, err = atoi(s[1])
		case "oneSide":
			d.oneSide = true
			if has[i] {
				d.oneSide, err = parseBool01(s[1])
			}
		default:
			return fmt.Errorf("unknown D setting %q (xDim, yDim, zDim, oneSide): %s", s[0], line)
		}
		if err != nil {
			return fmt.Errorf("D setting %s: %v", s[0], err)
		}
	}
	if d.x < 1 || d.y < 1 || d.z < 1 {
		return fmt.Errorf("the box %dx%dx%d: every dimension must be at least 1: %s", d.x, d.y, d.z, line)
	}
	if d.oneSide && d.z != 1 {
		return fmt.Errorf("a one-sided puzzle must have zDim=1: %s", line)
	}
	return nil
}

func (r *reader) newPiece(m map[string]*namedPiece, name string, stationary bool) *namedPiece {
	if p, ok := m[name]; ok {
		return p
	}
	r.nextID++
	p := &namedPiece{id: r.nextID, name: name, stationary: stationary}
	m[name] = p
	return p
}

func (r *reader) parseC(fields []string, line string) error {
	d := r.def
	set, _, err := settings(fields, func(string) bool { return true })
	if err != nil {
		return err
	}
	name, stationary := "", false
	var cells []point
	for _, s := range set {
		switch s[0] {
		case "name":
			name = s[1]
			if _, ok := r.pieces[name]; ok {
				return fmt.Errorf("piece %s is defined twice: %s", name, line)
			}
		case "type":
			switch s[1] {
			case "M":
				stationary = false
			case "S":
				stationary = true
			default:
				return fmt.Errorf("type must be M (mobile) or S (stationary), not %q: %s", s[1], line)
			}
		case "layout":
			for _, c := range strings.Split(s[1], ",") {
				w := words(c)
				if len(w) != 3 {
					return fmt.Errorf("a layout is a list of x y z triplets separated by commas (layout=0 0 0, 1 0 0): %s", line)
				}
				var v [3]int
				for i := range w {
					n, err := atoi(w[i])
					if err != nil {
						return fmt.Errorf("layout: %v: %s", err, line)
					}
					v[i] = n
				}
				if d.oneSide && v[2] != 0 {
					return fmt.Errorf("a one-sided puzzle's pieces have z=0: %s", line)
				}
				cells = append(cells, point{v[0], v[1], v[2]})
			}
		default:
			return fmt.Errorf("unknown C setting %q (name, type, layout): %s", s[0], line)
		}
	}
	if name == "" {
		return fmt.Errorf("a C directive needs a name: %s", line)
	}
	if len(cells) == 0 {
		return fmt.Errorf("a C directive needs a layout: %s", line)
	}
	p := r.newPiece(r.pieces, name, stationary)
	for _, c := range cells {
		if !p.add(c) {
			return fmt.Errorf("piece %s has the cell %d %d %d twice", name, c.x, c.y, c.z)
		}
	}
	if stationary {
		d.stationary = append(d.stationary, p)
	} else {
		d.mobile = append(d.mobile, p)
	}
	return nil
}

func (r *reader) parseL(fields []string, line string) error {
	d := r.def
	set, _, err := settings(fields, func(string) bool { return true })
	if err != nil {
		return err
	}
	local := map[string]*namedPiece{}
	for _, s := range set {
		if s[0] != "stationary" {
			return fmt.Errorf("unknown L setting %q (stationary): %s", s[0], line)
		}
		for _, name := range words(s[1]) {
			if _, ok := r.pieces[name]; ok {
				return fmt.Errorf("piece %s is defined twice: %s", name, line)
			}
			r.newPiece(local, name, true)
		}
	}
	y := d.y - 1
	for {
		raw, ok := r.readLine()
		if !ok {
			return fmt.Errorf("the input ends inside a layout: ~L is missing")
		}
		row := stripComment(raw)
		if w := words(row); len(w) > 0 && w[0] == "~L" {
			break
		}
		for z, layer := range strings.Split(row, ",") {
			for x, name := range words(layer) {
				if name == "." {
					continue
				}
				if _, ok := r.pieces[name]; ok {
					return fmt.Errorf("piece %s is defined twice: %s", name, line)
				}
				p := r.newPiece(local, name, false)
				if d.oneSide && z != 0 {
					return fmt.Errorf("a one-sided puzzle's layout has one layer: %s", line)
				}
				p.add(point{x, y, z})
			}
		}
		y--
	}
	names := make([]string, 0, len(local))
	for name := range local {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		p := local[name]
		if len(p.cells) == 0 {
			return fmt.Errorf("stationary piece %s is not in the layout: %s", name, line)
		}
		r.pieces[name] = p
		if p.stationary {
			d.stationary = append(d.stationary, p)
		} else {
			d.mobile = append(d.mobile, p)
		}
	}
	return nil
}
