package burr

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The few parts of XML that BurrTools files use, read by hand: the
// playground's program carries this package to open files dropped on
// the page, and encoding/xml would add more to its download than the
// rest of the package (web's TestBrowserWeight).

// node is an element: its name, attributes, text (its character data,
// concatenated) and child elements.
type node struct {
	name  string
	attrs map[string]string
	text  strings.Builder
	kids  []*node
	line  int
}

// errNoElement says that a document holds no element.
var errNoElement = errors.New("it holds no XML element")

// parseXML reads a document's root element.
func parseXML(src []byte) (*node, error) {
	r := &xmlReader{s: string(src), line: 1}
	if !strings.Contains(r.s, "<") {
		return nil, errNoElement
	}
	var root *node
	var stack []*node
	for {
		i := strings.IndexByte(r.s[r.i:], '<')
		text := r.s[r.i:]
		if i >= 0 {
			text = r.s[r.i : r.i+i]
		}
		if len(stack) > 0 {
			t, err := unescape(text)
			if err != nil {
				return nil, r.errf("%v", err)
			}
			stack[len(stack)-1].text.WriteString(t)
		} else if strings.TrimSpace(text) != "" {
			return nil, r.errf("text outside the root element")
		}
		r.advance(len(text))
		if i < 0 {
			break
		}
		rest := r.s[r.i:]
		switch {
		case strings.HasPrefix(rest, "<!--"):
			if err := r.skipTo("-->"); err != nil {
				return nil, err
			}
		case strings.HasPrefix(rest, "<![CDATA["):
			end := strings.Index(rest, "]]>")
			if end < 0 || len(stack) == 0 {
				return nil, r.errf("unclosed or misplaced CDATA section")
			}
			stack[len(stack)-1].text.WriteString(rest[len("<![CDATA["):end])
			r.advance(end + 3)
		case strings.HasPrefix(rest, "<?"):
			if err := r.skipTo("?>"); err != nil {
				return nil, err
			}
		case strings.HasPrefix(rest, "<!"):
			if err := r.skipTo(">"); err != nil {
				return nil, err
			}
		case strings.HasPrefix(rest, "</"):
			end := strings.IndexByte(rest, '>')
			if end < 0 {
				return nil, r.errf("unclosed end tag")
			}
			name := strings.TrimSpace(rest[2:end])
			if len(stack) == 0 || stack[len(stack)-1].name != name {
				if len(stack) == 0 {
					return nil, r.errf("unexpected end element </%s>", name)
				}
				return nil, r.errf("element <%s> closed by </%s>", stack[len(stack)-1].name, name)
			}
			stack = stack[:len(stack)-1]
			r.advance(end + 1)
		default:
			n, closed, err := r.startTag()
			if err != nil {
				return nil, err
			}
			if len(stack) == 0 {
				if root != nil {
					return nil, r.errf("a second root element <%s>", n.name)
				}
				root = n
			} else {
				p := stack[len(stack)-1]
				p.kids = append(p.kids, n)
			}
			if !closed {
				stack = append(stack, n)
			}
		}
	}
	if len(stack) > 0 {
		return nil, r.errf("unexpected end of the file: element <%s> is not closed", stack[len(stack)-1].name)
	}
	if root == nil {
		return nil, errNoElement
	}
	return root, nil
}

// xmlReader is parseXML's position in the document.
type xmlReader struct {
	s       string
	i, line int
}

func (r *xmlReader) errf(format string, args ...any) error {
	return fmt.Errorf("XML syntax error on line %d: %s", r.line, fmt.Sprintf(format, args...))
}

// advance moves n bytes on, counting lines.
func (r *xmlReader) advance(n int) {
	r.line += strings.Count(r.s[r.i:r.i+n], "\n")
	r.i += n
}

// skipTo moves past the next end.
func (r *xmlReader) skipTo(end string) error {
	i := strings.Index(r.s[r.i:], end)
	if i < 0 {
		return r.errf("unexpected end of the file: no %s", end)
	}
	r.advance(i + len(end))
	return nil
}

// startTag reads <name attr="value" ...> or its self-closing form.
func (r *xmlReader) startTag() (*node, bool, error) {
	n := &node{attrs: map[string]string{}, line: r.line}
	r.advance(1)
	name := r.name()
	if name == "" {
		return nil, false, r.errf("expected an element name after <")
	}
	n.name = name
	for {
		r.blanks()
		switch {
		case r.i >= len(r.s):
			return nil, false, r.errf("unexpected end of the file in <%s>", name)
		case strings.HasPrefix(r.s[r.i:], "/>"):
			r.advance(2)
			return n, true, nil
		case r.s[r.i] == '>':
			r.advance(1)
			return n, false, nil
		}
		key := r.name()
		r.blanks()
		if key == "" || r.i >= len(r.s) || r.s[r.i] != '=' {
			return nil, false, r.errf("expected an attribute in <%s>", name)
		}
		r.advance(1)
		r.blanks()
		if r.i >= len(r.s) || (r.s[r.i] != '"' && r.s[r.i] != '\'') {
			return nil, false, r.errf("attribute %s of <%s> has no quoted value", key, name)
		}
		q := r.s[r.i]
		end := strings.IndexByte(r.s[r.i+1:], q)
		if end < 0 {
			return nil, false, r.errf("attribute %s of <%s> is not closed", key, name)
		}
		v, err := unescape(r.s[r.i+1 : r.i+1+end])
		if err != nil {
			return nil, false, r.errf("%v", err)
		}
		n.attrs[key] = v
		r.advance(end + 2)
	}
}

// name reads an element's or attribute's name.
func (r *xmlReader) name() string {
	start := r.i
	for r.i < len(r.s) && !strings.ContainsRune(" \t\r\n/>=<\"'", rune(r.s[r.i])) {
		r.i++
	}
	return r.s[start:r.i]
}

func (r *xmlReader) blanks() {
	for r.i < len(r.s) && strings.ContainsRune(" \t\r\n", rune(r.s[r.i])) {
		r.advance(1)
	}
}

// unescape replaces XML's entities and character references.
func unescape(s string) (string, error) {
	if !strings.Contains(s, "&") {
		return s, nil
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '&')
		if i < 0 {
			b.WriteString(s)
			return b.String(), nil
		}
		b.WriteString(s[:i])
		end := strings.IndexByte(s[i:], ';')
		if end < 0 {
			return "", fmt.Errorf("unterminated entity %.12q", s[i:])
		}
		ent := s[i+1 : i+end]
		switch ent {
		case "lt":
			b.WriteByte('<')
		case "gt":
			b.WriteByte('>')
		case "amp":
			b.WriteByte('&')
		case "quot":
			b.WriteByte('"')
		case "apos":
			b.WriteByte('\'')
		default:
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
				return "", fmt.Errorf("invalid entity &%s;", ent)
			}
			b.WriteRune(rune(n))
		}
		s = s[i+end+1:]
	}
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

// readPuzzle reads what Parse needs of a BurrTools document.
func readPuzzle(src []byte) (xmlPuzzle, error) {
	root, err := parseXML(src)
	if err != nil {
		return xmlPuzzle{}, err
	}
	f := xmlPuzzle{Name: root.name, Version: root.attrs["version"], Colors: len(root.path("colors", "color"))}
	if g := root.child("gridType"); g != nil {
		f.Grid = &xmlGrid{Type: g.attrs["type"]}
	}
	for _, v := range root.path("shapes", "voxel") {
		f.Shapes = append(f.Shapes, xmlVoxel{X: v.attrs["x"], Y: v.attrs["y"], Z: v.attrs["z"], Type: v.attrs["type"], Name: v.attrs["name"], Text: v.text.String()})
	}
	for _, p := range root.path("problems", "problem") {
		xp := xmlProblem{Name: p.attrs["name"]}
		for _, s := range p.path("shapes", "shape") {
			xp.Pieces = append(xp.Pieces, xmlPart{ID: s.attrs["id"], Count: s.attrs["count"], Min: s.attrs["min"], Max: s.attrs["max"]})
		}
		if r := p.child("result"); r != nil {
			xp.Result = &xmlResult{ID: r.attrs["id"]}
		}
		f.Problems = append(f.Problems, xp)
	}
	return f, nil
}
