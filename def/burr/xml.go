package burr

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"polyplay/def"
)

// The few parts of XML that BurrTools files use, read by hand: the
// playground's program carries this package to open files dropped on
// the page, and encoding/xml would add more to its download than the
// rest of the package (web's TestBrowserWeight). The document is read
// as a stream, a byte at a time, and only the elements a caller keeps
// (parseXML's keep) are held, so that a file's memory is that of its
// shapes and problems, whatever else it holds (saved solutions, the
// assembler's state), within def's limits (def.MaxBurrBytes,
// def.MaxBurrElements).

// node is an element kept: its name, attributes, text (its character
// data, concatenated, if asked for) and kept child elements, and the
// line and column of its start tag.
type node struct {
	name      string
	attrs     map[string]string
	text      strings.Builder
	kids      []*node
	line, col int
	// wantText says that text is kept.
	wantText bool
}

// errNoElement says that a document holds no element.
var errNoElement = errors.New("it holds no XML element")

// keepFunc says whether the element of path (the names of the root
// element down to it) is kept (a node), and whether its text is.
type keepFunc func(path []string) (keep, text bool)

// limitError is an excess of def's limits at a position of the document.
type limitError struct {
	line, col int
	msg       string
}

func (e *limitError) Error() string { return fmt.Sprintf("%d:%d: %s", e.line, e.col, e.msg) }

// readError is an error reading the document's bytes (such as a gzip
// stream's).
type readError struct{ err error }

func (e *readError) Error() string { return e.err.Error() }
func (e *readError) Unwrap() error { return e.err }

// parseXML reads a document's root element from r, keeping the elements
// keep keeps (at most def.MaxBurrElements of them) and skipping the
// others with what they hold. It reads at most def.MaxBurrBytes.
func parseXML(r io.Reader, keep keepFunc) (*node, error) {
	x := &xmlReader{br: bufio.NewReader(r), line: 1, col: 1}
	root, err := x.document(keep)
	if x.err != nil {
		return nil, x.err
	}
	return root, err
}

// document reads the document (parseXML).
func (x *xmlReader) document(keep keepFunc) (*node, error) {
	var root *node
	var path []string
	var nodes []*node // the kept node of each element of path, or nil
	kept, seen := 0, false
	for {
		// Character data up to the next tag.
		var text *strings.Builder
		if n := len(nodes); n > 0 && nodes[n-1] != nil && nodes[n-1].wantText {
			text = &nodes[n-1].text
		}
		if err := x.chars(text, len(path) == 0); err != nil {
			return nil, err
		}
		if _, ok := x.byte(); !ok { // the '<'
			break
		}
		switch {
		case x.ahead("!--"):
			if err := x.skipTo("-->"); err != nil {
				return nil, err
			}
		case x.ahead("![CDATA["):
			if len(path) == 0 {
				return nil, x.errf("unclosed or misplaced CDATA section")
			}
			x.skip(len("![CDATA["))
			if err := x.cdata(text); err != nil {
				return nil, err
			}
		case x.ahead("?"):
			if err := x.skipTo("?>"); err != nil {
				return nil, err
			}
		case x.ahead("!"):
			if err := x.skipTo(">"); err != nil {
				return nil, err
			}
		case x.ahead("/"):
			x.skip(1)
			name, err := x.endTag()
			if err != nil {
				return nil, err
			}
			if len(path) == 0 {
				return nil, x.errf("unexpected end element </%s>", name)
			}
			if path[len(path)-1] != name {
				return nil, x.errf("element <%s> closed by </%s>", path[len(path)-1], name)
			}
			path, nodes = path[:len(path)-1], nodes[:len(nodes)-1]
		default:
			line, col := x.line, x.col-1
			name, err := x.name()
			if err != nil {
				return nil, err
			}
			if len(path) == 0 && seen {
				return nil, x.errf("a second root element <%s>", name)
			}
			seen = true
			path = append(path, name)
			keepIt, wantText := keep(path)
			parentKept := len(nodes) == 0 || nodes[len(nodes)-1] != nil
			var n *node
			if keepIt && parentKept {
				if kept++; kept > def.MaxBurrElements {
					return nil, &limitError{line, col, fmt.Sprintf("more than %d shapes, problems and pieces of problems, the most Polyplay reads of a BurrTools file", def.MaxBurrElements)}
				}
				n = &node{name: name, attrs: map[string]string{}, line: line, col: col, wantText: wantText}
				if len(nodes) == 0 {
					root = n
				} else {
					nodes[len(nodes)-1].kids = append(nodes[len(nodes)-1].kids, n)
				}
			}
			closed, err := x.attributes(n, name)
			if err != nil {
				return nil, err
			}
			if closed {
				path = path[:len(path)-1]
			} else {
				nodes = append(nodes, n)
			}
		}
	}
	if len(path) > 0 {
		return nil, x.errf("unexpected end of the file: element <%s> is not closed", path[len(path)-1])
	}
	if !seen {
		return nil, errNoElement
	}
	return root, nil
}

// xmlReader is parseXML's position in the document: line and col
// (counting bytes) are those of the next byte.
type xmlReader struct {
	br        *bufio.Reader
	line, col int
	n         int64
	// err is the first read error or excess of the limits: it ends the
	// document.
	err error
}

func (x *xmlReader) errf(format string, args ...any) error {
	return fmt.Errorf("XML syntax error on line %d: %s", x.line, fmt.Sprintf(format, args...))
}

// byte reads the next byte; ok is false at the end of the document, or
// at an error (x.err).
func (x *xmlReader) byte() (c byte, ok bool) {
	if x.err != nil {
		return 0, false
	}
	c, err := x.br.ReadByte()
	if err != nil {
		if !errors.Is(err, io.EOF) {
			x.err = &readError{err}
		}
		return 0, false
	}
	if x.n++; x.n > def.MaxBurrBytes {
		x.err = &limitError{x.line, x.col, fmt.Sprintf("the XML is longer than %s, the most Polyplay reads of a BurrTools file", def.Bytes(def.MaxBurrBytes))}
		return 0, false
	}
	if c == '\n' {
		x.line, x.col = x.line+1, 1
	} else {
		x.col++
	}
	return c, true
}

// ahead reports whether s comes next.
func (x *xmlReader) ahead(s string) bool {
	b, _ := x.br.Peek(len(s))
	return string(b) == s
}

// skip reads n bytes.
func (x *xmlReader) skip(n int) {
	for range n {
		x.byte()
	}
}

// skipTo reads past the next end.
func (x *xmlReader) skipTo(end string) error {
	for !x.ahead(end) {
		if _, ok := x.byte(); !ok {
			return x.errf("unexpected end of the file: no %s", end)
		}
	}
	x.skip(len(end))
	return nil
}

// chars reads character data up to the next '<' (not read) or the end,
// into text if it is not nil; outside the root element it may only be
// blank.
func (x *xmlReader) chars(text *strings.Builder, outside bool) error {
	for !x.ahead("<") {
		c, ok := x.byte()
		if !ok {
			break
		}
		if outside && !isBlank(c) {
			return x.errf("text outside the root element")
		}
		if c == '&' {
			r, err := x.entity()
			if err != nil {
				return err
			}
			if text != nil {
				text.WriteRune(r)
			}
			continue
		}
		if text != nil {
			text.WriteByte(c)
		}
	}
	return nil
}

// cdata reads a CDATA section's text after its "<![CDATA[" into text
// (if not nil).
func (x *xmlReader) cdata(text *strings.Builder) error {
	for !x.ahead("]]>") {
		c, ok := x.byte()
		if !ok {
			return x.errf("unclosed or misplaced CDATA section")
		}
		if text != nil {
			text.WriteByte(c)
		}
	}
	x.skip(3)
	return nil
}

// name reads an element's or attribute's name.
func (x *xmlReader) name() (string, error) {
	var b strings.Builder
	for {
		p, err := x.br.Peek(1)
		if err != nil || strings.IndexByte(" \t\r\n/>=<\"'", p[0]) >= 0 {
			break
		}
		if b.Len() >= maxName {
			return "", x.errf("a name longer than %d bytes", maxName)
		}
		c, _ := x.byte()
		b.WriteByte(c)
	}
	if b.Len() == 0 {
		return "", x.errf("expected an element name after <")
	}
	return b.String(), nil
}

// maxName bounds the names of elements and attributes, maxValue the
// values of attributes: BurrTools writes numbers and names there.
const (
	maxName  = 256
	maxValue = 4096
)

// blanks reads blanks.
func (x *xmlReader) blanks() {
	for {
		p, err := x.br.Peek(1)
		if err != nil || !isBlank(p[0]) {
			return
		}
		x.byte()
	}
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// endTag reads "name>" after "</".
func (x *xmlReader) endTag() (string, error) {
	var b strings.Builder
	for {
		c, ok := x.byte()
		if !ok {
			return "", x.errf("unclosed end tag")
		}
		if c == '>' {
			return strings.TrimSpace(b.String()), nil
		}
		if b.Len() >= maxName {
			return "", x.errf("a name longer than %d bytes", maxName)
		}
		b.WriteByte(c)
	}
}

// attributes reads a start tag's attributes into n (nil: read and
// dropped) up to its end, and says whether it closed itself (/>).
func (x *xmlReader) attributes(n *node, name string) (closed bool, err error) {
	for {
		x.blanks()
		switch {
		case x.ahead("/>"):
			x.skip(2)
			return true, nil
		case x.ahead(">"):
			x.skip(1)
			return false, nil
		}
		if _, err := x.br.Peek(1); err != nil {
			x.byte() // the read error, if any
			return false, x.errf("unexpected end of the file in <%s>", name)
		}
		key, err := x.name()
		x.blanks()
		if err != nil || !x.ahead("=") {
			return false, x.errf("expected an attribute in <%s>", name)
		}
		x.skip(1)
		x.blanks()
		q, ok := x.byte()
		if !ok || (q != '"' && q != '\'') {
			return false, x.errf("attribute %s of <%s> has no quoted value", key, name)
		}
		var v strings.Builder
		for {
			c, ok := x.byte()
			if !ok {
				return false, x.errf("attribute %s of <%s> is not closed", key, name)
			}
			if c == q {
				break
			}
			if v.Len() >= maxValue {
				return false, x.errf("attribute %s of <%s> is longer than %d bytes", key, name, maxValue)
			}
			if c == '&' {
				r, err := x.entity()
				if err != nil {
					return false, err
				}
				if n != nil {
					v.WriteRune(r)
				}
				continue
			}
			if n != nil {
				v.WriteByte(c)
			}
		}
		if n != nil {
			n.attrs[key] = v.String()
		}
	}
}

// entity reads an entity or character reference after its '&'.
func (x *xmlReader) entity() (rune, error) {
	var b strings.Builder
	for {
		c, ok := x.byte()
		if !ok || b.Len() > 12 {
			return 0, x.errf("unterminated entity %.12q", "&"+b.String())
		}
		if c == ';' {
			break
		}
		b.WriteByte(c)
	}
	ent := b.String()
	switch ent {
	case "lt":
		return '<', nil
	case "gt":
		return '>', nil
	case "amp":
		return '&', nil
	case "quot":
		return '"', nil
	case "apos":
		return '\'', nil
	}
	var n uint64
	var err error
	switch {
	case strings.HasPrefix(ent, "#x"):
		n, err = strconv.ParseUint(ent[2:], 16, 32)
	case strings.HasPrefix(ent, "#"):
		n, err = strconv.ParseUint(ent[1:], 10, 32)
	default:
		err = errors.New("unknown")
	}
	if err != nil {
		return 0, x.errf("invalid entity &%s;", ent)
	}
	return rune(n), nil
}

// child returns n's first child element of that name, or nil.
func (n *node) child(name string) *node {
	for _, k := range n.kids {
		if k.name == name {
			return k
		}
	}
	return nil
}

// path returns the elements of name b in n's children of name a (a>b).
func (n *node) path(a, b string) []*node {
	var out []*node
	for _, k := range n.kids {
		if k.name != a {
			continue
		}
		for _, kk := range k.kids {
			if kk.name == b {
				out = append(out, kk)
			}
		}
	}
	return out
}

// keepPuzzle keeps what readPuzzle reads of a BurrTools document: the
// root, its grid, colours, shapes (with their text) and problems with
// their pieces (and their groups) and result.
func keepPuzzle(path []string) (keep, text bool) {
	switch strings.Join(path[1:], "/") {
	case "", "gridType", "colors", "colors/color", "shapes", "problems", "problems/problem",
		"problems/problem/shapes", "problems/problem/shapes/shape", "problems/problem/shapes/shape/group",
		"problems/problem/result", "problems/problem/bitmap", "problems/problem/bitmap/pair":
		return true, false
	case "shapes/voxel":
		return true, true
	}
	return false, false
}

// readPuzzle reads what Read needs of a BurrTools document.
func readPuzzle(r io.Reader) (xmlPuzzle, error) {
	root, err := parseXML(r, keepPuzzle)
	if err != nil {
		return xmlPuzzle{}, err
	}
	f := xmlPuzzle{Name: root.name, Version: root.attrs["version"]}
	for _, c := range root.path("colors", "color") {
		f.Colors = append(f.Colors, [3]string{c.attrs["red"], c.attrs["green"], c.attrs["blue"]})
	}
	if g := root.child("gridType"); g != nil {
		f.Grid = &xmlGrid{Type: g.attrs["type"]}
	}
	for _, v := range root.path("shapes", "voxel") {
		f.Shapes = append(f.Shapes, xmlVoxel{X: v.attrs["x"], Y: v.attrs["y"], Z: v.attrs["z"], Type: v.attrs["type"], Name: v.attrs["name"], Text: v.text.String(), line: v.line, col: v.col})
	}
	for _, p := range root.path("problems", "problem") {
		xp := xmlProblem{Name: p.attrs["name"]}
		for _, s := range p.path("shapes", "shape") {
			part := xmlPart{ID: s.attrs["id"], Count: s.attrs["count"], Min: s.attrs["min"], Max: s.attrs["max"], Group: s.attrs["group"]}
			for _, g := range s.kids {
				if g.name == "group" {
					part.Groups = append(part.Groups, xmlGroup{Group: g.attrs["group"], Count: g.attrs["count"]})
				}
			}
			xp.Pieces = append(xp.Pieces, part)
		}
		if r := p.child("result"); r != nil {
			xp.Result = &xmlResult{ID: r.attrs["id"]}
		}
		for _, pr := range p.path("bitmap", "pair") {
			xp.Pairs = append(xp.Pairs, xmlPair{Piece: pr.attrs["piece"], Result: pr.attrs["result"]})
		}
		f.Problems = append(f.Problems, xp)
	}
	return f, nil
}
