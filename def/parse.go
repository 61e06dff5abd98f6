package def

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// Puzzle is one puzzle of a definition file.
type Puzzle struct {
	puzzle.Problem
	// Line is the line of the puzzle's D directive.
	Line int
	// PolycubeOrder lists the indices of Problem.Pieces in the order in
	// which polycube reads them: a layout's (L block's) pieces by name, in
	// byte order, where Pieces has them in their order of appearance. The
	// order of polycube's shapes, and so of its search, follows it.
	PolycubeOrder []int
	// Offsets[i] is the translation that brought mobile piece i (of
	// Problem.Pieces) to the origin: its cells as the definition gives
	// them are Cells[k] plus Offsets[i] (polycube's -i shows them so).
	Offsets []grid.Point
	// Notes remark on what the definition says that is legal but may
	// not be meant (see Note), in the order of their positions.
	Notes []Note
}

// Note is a remark on a definition that is no error: a mobile piece in
// several parts, or pieces that the solver takes for one shape (under
// the puzzle's turns, and mirror images unless it is one-sided or
// solid). Either is legal, but is often a slip, such as a piece drawn
// a column off on triangles, where it becomes its mirror image. Line
// and Col are those of the piece's name where it is first defined (for
// pieces of one shape, the second of them).
type Note struct {
	File      string
	Line, Col int
	Msg       string
}

// String formats the note as "file:line:col: msg", as Error formats an
// error.
func (n Note) String() string {
	return fmt.Sprintf("%s:%d:%d: %s", n.File, n.Line, n.Col, n.Msg)
}

// Error is a definition error at a position of a file. Line and Col count
// from 1; Col counts bytes.
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

// Error formats the error as "file:line:col: msg".
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// ParseFile reads and parses the definition file at path.
func ParseFile(path string) ([]*Puzzle, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

// Parse parses the puzzles of a definition file. filename is used in error
// messages and to name the puzzles: the base name without its extension,
// then "#2", "#3", ... for later puzzles of the same file. Parse returns
// the first error found, as an *Error. A leading UTF-8 byte order mark is
// ignored, and lines may end in \n or \r\n.
func Parse(filename string, src []byte) ([]*Puzzle, error) {
	p := &parser{lines: newLines(filename, strings.NewReader(string(src)), true)}
	base := strings.TrimSuffix(filepath.Base(filename), filepath.Ext(filename))
	if base == "" || base == "." || base == string(filepath.Separator) {
		base = "puzzle"
	}
	p.base = base
	var puzzles []*Puzzle
	for {
		pz, err := p.next()
		if err != nil {
			return nil, err
		}
		if pz == nil {
			break
		}
		puzzles = append(puzzles, pz)
	}
	if len(puzzles) == 0 {
		return nil, p.errf(1, 1, "no puzzle found; expected a D directive such as D:xDim=10:yDim=6:zDim=1")
	}
	return puzzles, nil
}

// A Reader reads the puzzles of a definition stream one at a time, each
// as soon as its ~D line has been read, so that a program can solve a
// puzzle before the next one is written (polycube driven through a
// pipe). Its puzzles and errors are those of Parse on the whole stream,
// but that a stream without puzzles is no error.
type Reader struct {
	p   parser
	err error
}

// NewReader returns a Reader of the stream r; filename names it in
// errors and names its puzzles, as for Parse.
func NewReader(filename string, r io.Reader) *Reader {
	base := strings.TrimSuffix(filepath.Base(filename), filepath.Ext(filename))
	if base == "" || base == "." || base == string(filepath.Separator) {
		base = "puzzle"
	}
	return &Reader{p: parser{lines: newLines(filename, r, false), base: base}}
}

// Next returns the next puzzle of the stream. It returns io.EOF after
// the last one, and the same error on every call after an error: an
// *Error for a definition error, else the stream's read error.
func (r *Reader) Next() (*Puzzle, error) {
	if r.err != nil {
		return nil, r.err
	}
	pz, err := r.p.next()
	switch {
	case err != nil:
		r.err = err
	case pz == nil:
		r.err = io.EOF
	}
	if r.err != nil {
		return nil, r.err
	}
	return pz, nil
}

// field is a piece of a line with its 1-based column.
type field struct {
	text string
	col  int
}

// pieceDef is a piece being built, with where it was defined.
type pieceDef struct {
	piece puzzle.Piece
	line  int
	col   int
	cells map[grid.Point]bool
	// optional marks the cells of the region that may stay empty (an L
	// block's optional=, a C directive's type=O): they are no piece.
	optional bool
	// colours marks the coloured cells of the region (a C directive's
	// type=K): they are no piece.
	colours bool
}

// parser builds the puzzles of a definition from its lines:
// the puzzle being parsed, its pieces and layouts, and the puzzles
// ended so far.
type parser struct {
	lines
	// base names the puzzles (Parse).
	base string
	// last is the puzzle ended last, count the puzzles ended so far.
	last  *Puzzle
	count int

	// inPuzzle says that d is the puzzle being parsed.
	inPuzzle bool
	d        draft
}

// stripComment removes a # comment from line.
func stripComment(line string) string {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		return line[:i]
	}
	return line
}

// isSpace reports whether c is blank for the format.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r' }

// trim returns f without surrounding blanks, its column adjusted.
func trim(f field) field {
	i, j := 0, len(f.text)
	for i < j && isSpace(f.text[i]) {
		i++
	}
	for j > i && isSpace(f.text[j-1]) {
		j--
	}
	return field{f.text[i:j], f.col + i}
}

// split splits f at every sep byte, keeping empty parts.
func split(f field, sep byte) []field {
	var out []field
	start := 0
	for i := 0; i <= len(f.text); i++ {
		if i == len(f.text) || f.text[i] == sep {
			out = append(out, field{f.text[start:i], f.col + start})
			start = i + 1
		}
	}
	return out
}

// words splits f into blank-separated words.
func words(f field) []field {
	var out []field
	i := 0
	for i < len(f.text) {
		for i < len(f.text) && isSpace(f.text[i]) {
			i++
		}
		start := i
		for i < len(f.text) && !isSpace(f.text[i]) {
			i++
		}
		if i > start {
			out = append(out, field{f.text[start:i], f.col + start})
		}
	}
	return out
}

// quote shortens and quotes found text for messages.
func quote(s string) string {
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return strconv.Quote(s)
}

// next parses up to the end of the next puzzle and returns it, or nil
// at the end of the input.
func (p *parser) next() (*Puzzle, error) {
	for {
		raw, lineNo, ok, err := p.line()
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		content := trim(field{stripComment(raw), 1})
		if content.text == "" {
			continue
		}
		fields := split(content, ':')
		for i := range fields {
			fields[i] = trim(fields[i])
		}
		kind := fields[0]
		if ws := words(kind); len(ws) > 1 && (ws[0].text == "~D" || ws[0].text == "~L") {
			return nil, p.errf(lineNo, ws[1].col, "unexpected text %s after %s", quote(ws[1].text), ws[0].text)
		}
		switch kind.text {
		case "D":
			if p.inPuzzle {
				return nil, p.errf(lineNo, kind.col, "found D inside the puzzle begun at line %d; expected ~D to end that puzzle first", p.d.line)
			}
			if err := p.parseD(lineNo, fields); err != nil {
				return nil, err
			}
			p.d.col = kind.col
		case "C", "L", "~D":
			if !p.inPuzzle {
				return nil, p.errf(lineNo, kind.col, "found %s outside a puzzle; expected a D directive to start one", kind.text)
			}
			var err error
			switch kind.text {
			case "C":
				err = p.parseC(lineNo, fields)
			case "L":
				err = p.parseL(lineNo, fields)
			default:
				if len(fields) > 1 {
					return nil, p.errf(lineNo, fields[1].col-1, "unexpected text %s after ~D", quote(":"+fields[1].text))
				}
				err = p.endPuzzle()
			}
			if err != nil {
				return nil, err
			}
			if kind.text == "~D" {
				return p.last, nil
			}
		case "~L":
			return nil, p.errf(lineNo, kind.col, "found ~L outside a layout; expected D, C, L or ~D")
		default:
			return nil, p.errf(lineNo, kind.col, "unknown directive %s; expected D, C, L or ~D", quote(kind.text))
		}
	}
	if p.inPuzzle {
		return nil, p.errf(p.d.line, p.d.col, "the puzzle begun here is not closed; expected ~D before the end of the file")
	}
	return nil, nil
}

// setting is a key[=value] setting of a directive.
type setting struct {
	key, value field
	hasValue   bool
}

func (p *parser) parseD(line int, fields []field) error {
	sets, err := p.settings(line, fields)
	if err != nil {
		return err
	}
	prob := puzzle.Problem{}
	dims := map[string]*int{"xDim": &prob.XDim, "yDim": &prob.YDim, "zDim": &prob.ZDim}
	var oneSide, zDim field
	var gridSet, layersSet *setting
	for _, s := range sets {
		if s.key.text == "grid" || s.key.text == "layers" {
			if err := p.needValue(line, s); err != nil {
				return err
			}
			if s.key.text == "grid" {
				gridSet = &s
			} else {
				layersSet = &s
			}
			continue
		}
		if s.key.text == "zDim" {
			zDim = s.value
		}
		if dst, ok := dims[s.key.text]; ok {
			if err := p.needValue(line, s); err != nil {
				return err
			}
			v, err := p.number(line, s.value, s.key.text)
			if err != nil {
				return err
			}
			if v < 1 || v > puzzle.MaxCells {
				return p.errf(line, s.value.col, "%s must be between 1 and %d, found %d", s.key.text, puzzle.MaxCells, v)
			}
			*dst = v
			continue
		}
		if ok, err := p.colourSetting(line, s, &prob); ok {
			if err != nil {
				return err
			}
			continue
		}
		if s.key.text == "oneSide" {
			oneSide = s.key
			if !s.hasValue {
				prob.OneSided = true
				continue
			}
			switch s.value.text {
			case "true", "1":
				prob.OneSided = true
			case "false", "0":
				prob.OneSided = false
			default:
				return p.errf(line, s.value.col, "expected true or false for oneSide, found %s", quote(s.value.text))
			}
			continue
		}
		return p.errf(line, s.key.col, "unknown D setting %s; expected xDim, yDim, zDim, oneSide, grid, layers, allow or palette", quote(s.key.text))
	}
	if gridSet != nil {
		k, err := parseGrid(gridSet.value.text)
		if err != nil {
			return p.errf(line, gridSet.value.col, "%v", err)
		}
		prob.Grid = k
	}
	if layersSet != nil {
		k, err := grid.KindOf(prob.Grid.Family(), layersSet.value.text)
		if err != nil {
			at := layersSet.value.col
			if prob.Grid.Layers() == "" {
				at = layersSet.key.col
			}
			return p.errf(line, at, "%v", err)
		}
		prob.Grid = k
	}
	if prob.Grid.Planar() {
		// Triangles and hexagons are flat: zDim may be left out, and
		// if given it is 1.
		if prob.ZDim == 0 {
			prob.ZDim = 1
		} else if prob.ZDim != 1 {
			return p.errf(line, zDim.col, "the %v grid is 2-D: expected zDim=1 or no zDim, found zDim=%d", prob.Grid, prob.ZDim)
		}
	}
	for _, k := range []string{"xDim", "yDim", "zDim"} {
		if *dims[k] == 0 {
			end := fields[len(fields)-1]
			return p.errf(line, end.col+len(end.text), "the D directive is missing %s; expected xDim, yDim and zDim", k)
		}
	}
	if v := prob.XDim * prob.YDim * prob.ZDim; v > puzzle.MaxCells {
		return p.errf(line, fields[0].col, "box %dx%dx%d has %d cells; at most %d are supported", prob.XDim, prob.YDim, prob.ZDim, v, puzzle.MaxCells)
	}
	if prob.OneSided && prob.Grid.Solid() {
		return p.errf(line, oneSide.col, "oneSide applies only to flat pieces, but %ss turn in space", prob.Grid.Noun())
	}
	if prob.OneSided && prob.ZDim != 1 {
		return p.errf(line, oneSide.col, "oneSide requires zDim=1, found zDim=%d", prob.ZDim)
	}
	p.inPuzzle = true
	p.d = draft{line: line, prob: prob, byName: map[string]*pieceDef{}}
	return nil
}

func (p *parser) parseC(line int, fields []field) error {
	sets, err := p.settings(line, fields)
	if err != nil {
		return err
	}
	var name, layout field
	var hasName, hasLayout, stationary, optional, marksColours bool
	var coloursSet *setting
	count, countAt := pieceCount{1, 1}, field{}
	group, groupAt := 0, field{}
	for _, s := range sets {
		switch s.key.text {
		case "name":
			if err := p.needValue(line, s); err != nil {
				return err
			}
			name, hasName = s.value, true
		case "type":
			if stationary, optional, marksColours, err = p.pieceType(line, s); err != nil {
				return err
			}
		case "colours":
			coloursSet = &s
		case "layout":
			if err := p.needValue(line, s); err != nil {
				return err
			}
			layout, hasLayout = s.value, true
		case "count":
			if err := p.needValue(line, s); err != nil {
				return err
			}
			if count, err = parseCount(&p.lines, line, s.value); err != nil {
				return err
			}
			countAt = s.key
		case "group":
			if err := p.needValue(line, s); err != nil {
				return err
			}
			if group, err = parseGroup(&p.lines, line, s.value); err != nil {
				return err
			}
			groupAt = s.key
		default:
			return p.errf(line, s.key.col, "unknown C setting %s; expected name, type, count, group, layout or colours", quote(s.key.text))
		}
	}
	for _, at := range []field{countAt, groupAt} {
		if at.text != "" && (stationary || optional) {
			return p.errf(line, at.col, "%s applies only to mobile pieces (type=M)", at.text)
		}
	}
	end := fields[len(fields)-1]
	if !hasName {
		return p.errf(line, end.col+len(end.text), "the C directive is missing name; expected name=NAME")
	}
	if !hasLayout {
		return p.errf(line, end.col+len(end.text), "the C directive is missing layout; expected layout=x y z, x y z, ...")
	}
	names := count.names(name)
	pd, err := p.d.define(&p.lines, line, names[0], stationary, optional)
	if err != nil {
		return err
	}
	p.d.markColours(pd, marksColours)
	pd.piece.Spare = count.spare(0)
	pd.piece.Group = group
	if err := p.d.layoutCells(&p.lines, line, layout, pd); err != nil {
		return err
	}
	if err := p.d.setColours(&p.lines, line, pd, coloursSet); err != nil {
		return err
	}
	return p.d.copies(&p.lines, line, layout.col, pd, count, names[1:])
}

func (p *parser) parseL(line int, fields []field) error {
	sets, err := p.settings(line, fields)
	if err != nil {
		return err
	}
	// Stationary names and marks of optional cells declared in the
	// header, with their positions.
	declared := map[string]field{}
	optional := map[string]bool{}
	var declOrder []field
	for _, s := range sets {
		if s.key.text != "stationary" && s.key.text != "optional" {
			return p.errf(line, s.key.col, "unknown L setting %s; expected stationary or optional", quote(s.key.text))
		}
		if err := p.needValue(line, s); err != nil {
			return err
		}
		for _, w := range words(s.value) {
			if err := p.checkName(line, w); err != nil {
				return err
			}
			if old, ok := p.d.byName[w.text]; ok {
				return p.errf(line, w.col, "piece %s is already defined at line %d; piece names must be unique", w.text, old.line)
			}
			if _, ok := declared[w.text]; ok {
				return p.errf(line, w.col, "%s %s is listed twice", declaredWhat(optional[w.text]), w.text)
			}
			declared[w.text] = w
			optional[w.text] = s.key.text == "optional"
			declOrder = append(declOrder, w)
		}
	}
	local := map[string]*pieceDef{}
	first := len(p.d.pieces) // the block's pieces follow
	// Every line up to ~L is a row, as polycube reads them: y counts down
	// from yDim-1 on each, a blank or comment-only line included (a row
	// of open cells), and rows may hold different numbers of layers and
	// cells (ragged rows: x is the place in the layer, z the layer).
	rows := 0
	shift := rowShift{staggered: p.d.prob.Grid.Staggered()}
	var layerShifts []rowShift // one a layer, on a 3-D staggered grid
	for {
		raw, lineNo, ok, err := p.line()
		if err != nil {
			return err
		}
		if !ok {
			return p.errf(line, fields[0].col, "the layout begun here is not closed; expected ~L before the end of the file")
		}
		row := field{stripComment(raw), 1}
		ws := words(row)
		if len(ws) > 0 && ws[0].text == "~L" {
			break // polycube ignores what follows ~L on its line
		}
		if len(ws) > 0 && (ws[0].text == "~D" || strings.HasPrefix(ws[0].text, "D:") || strings.HasPrefix(ws[0].text, "C:") || strings.HasPrefix(ws[0].text, "L:")) {
			return p.errf(lineNo, ws[0].col, "found %s inside the layout begun at line %d; expected ~L to end the layout first", quote(ws[0].text), line)
		}
		if rows >= MaxCoord {
			return p.errf(lineNo, 1, "layout has more than %d rows", MaxCoord)
		}
		y := p.d.prob.YDim - 1 - rows
		rows++
		if len(ws) == 0 {
			continue
		}
		if p.d.prob.Grid.Planar() {
			if err := shift.check(p, lineNo, rows-1, ws[0].col-1); err != nil {
				return err
			}
		}
		layers := split(row, ',')
		if !p.d.prob.Grid.Planar() && p.d.prob.Grid.Staggered() {
			// Balls in triangular layers: each layer's rows are
			// drawn staggered, and checked, as a hexagon layout's.
			for z, layer := range layers {
				if cells := words(layer); len(cells) > 0 && z < MaxCoord {
					for len(layerShifts) <= z {
						layerShifts = append(layerShifts, rowShift{staggered: true})
					}
					layerShifts[z].col0 = layer.col - 1
					if err := layerShifts[z].check(p, lineNo, rows-1, cells[0].col-layer.col); err != nil {
						return err
					}
				}
			}
		}
		if len(layers) > 1 && p.d.prob.Grid.Planar() {
			return p.errf(lineNo, layers[1].col-1, "the %v grid is 2-D: a layout row has no z layers, found %q", p.d.prob.Grid, ',')
		}
		if len(layers) > MaxCoord {
			return p.errf(lineNo, layers[MaxCoord].col, "layout row has more than %d layers", MaxCoord)
		}
		for z, layer := range layers {
			cells := words(layer)
			if len(cells) > MaxCoord {
				return p.errf(lineNo, cells[MaxCoord].col, "layout layer has more than %d cells", MaxCoord)
			}
			for x, c := range cells {
				if c.text == "." {
					continue
				}
				pd := local[c.text]
				if pd == nil {
					_, isStat := declared[c.text]
					pd, err = p.d.define(&p.lines, lineNo, c, isStat, optional[c.text])
					if err != nil {
						return err
					}
					local[c.text] = pd
				}
				if err := p.d.addCell(&p.lines, lineNo, c.col, pd, grid.Point{X: x, Y: y, Z: z}); err != nil {
					return err
				}
			}
		}
	}
	for _, w := range declOrder {
		if local[w.text] == nil {
			return p.errf(line, w.col, "%s %s does not appear in the layout", declaredWhat(optional[w.text]), w.text)
		}
	}
	p.d.layouts = append(p.d.layouts, [2]int{first, len(p.d.pieces)})
	return nil
}

// declaredWhat names what an L block's header declares: a stationary
// piece, or the mark of optional cells.
func declaredWhat(optional bool) string {
	if optional {
		return "the mark of optional cells"
	}
	return "stationary piece"
}

// rowShift checks the indentation of a layout's rows on the triangle
// and hexagon grids. A row's cells are read from its first, whatever
// its indentation, so a row drawn with a shift of its own, such as the
// lower half of a hexagon or the apex of a triangle drawn without the
// cells outside it, would be read as another shape than the picture
// shows. On a staggered grid (hexagons) the rows are drawn as the grid
// lies, each half a cell to the right of the row under it, or all
// flush: whatever the indentation, every row is indented by the same
// number of bytes more than the row directly under it (a blank line
// breaks the chain, as between the pieces of a catalogue). Where every
// row starts at the same place (triangles), every row of the layout is
// indented alike.
type rowShift struct {
	staggered    bool
	last, indent int // the last non-blank row and its indentation
	line         int // the line that set step, or the first row's line
	step         int
	seen, fixed  bool
	col0         int // the column before the rows' text (a layer's, after its comma)
}

func (h *rowShift) check(p *parser, line, row, indent int) error {
	const advice = "a row's cells are read from its first, so draw the cells outside the region with a stationary piece rather than leave them out"
	if !h.staggered {
		return h.even(p, line, indent)
	}
	if h.seen && row == h.last+1 {
		d := h.indent - indent
		switch {
		case d < 0:
			return p.errf(line, h.col0+indent+1, "this row is indented %s, more than the row above it (%s): %s rows are drawn each half a cell to the right of the row under it, or flush; %s", blanks(indent), blanks(h.indent), p.d.prob.Grid.Noun(), advice)
		case !h.fixed:
			h.step, h.line, h.fixed = d, line, true
		case d != h.step:
			return p.errf(line, h.col0+indent+1, "this row is indented %s and the row above it %s, but the rows are drawn each %s to the right of the row under it (as at line %d); %s", blanks(indent), blanks(h.indent), blanks(h.step), h.line, advice)
		}
	}
	h.last, h.indent, h.seen = row, indent, true
	return nil
}

// even checks a row of a grid whose rows all start at the same place:
// indented as the layout's first row. Of two rows indented differently,
// the error is at the one indented more, whose blanks would be dropped.
func (h *rowShift) even(p *parser, line, indent int) error {
	if !h.seen {
		h.line, h.indent, h.seen = line, indent, true
		return nil
	}
	if indent == h.indent {
		return nil
	}
	at, atIndent, other, otherIndent := line, indent, h.line, h.indent
	if otherIndent > atIndent {
		at, atIndent, other, otherIndent = other, otherIndent, at, atIndent
	}
	return p.errf(at, atIndent+1, "this row is indented %s and the row at line %d %s, but %v rows all start at the same place: a row's cells are read from its first (x = 0), whatever the blanks before it, so this row would be read shifted from where it is drawn; indent every row of a layout alike, and draw empty cells with . (cells outside the region with a stationary piece)",
		blanks(atIndent), other, blanks(otherIndent), p.d.prob.Grid)
}

// blanks says "1 blank" or "n blanks".
func blanks(n int) string {
	if n == 1 {
		return "1 blank"
	}
	return fmt.Sprintf("%d blanks", n)
}

// endPuzzle finishes the current puzzle at ~D.
func (p *parser) endPuzzle() error {
	name := p.base
	if p.count > 0 {
		name = fmt.Sprintf("%s#%d", p.base, p.count+1)
	}
	pz, err := p.d.finish(&p.lines, name)
	if err != nil {
		return err
	}
	p.last = pz
	p.count++
	p.inPuzzle = false
	p.puzzleEnded()
	return nil
}

// notes returns the notes on the puzzle prob of the file named file,
// whose pieces were defined as pieces.
func notes(file string, prob *puzzle.Problem, pieces []*pieceDef) []Note {
	var out []Note
	note := func(pd *pieceDef, format string, args ...any) {
		out = append(out, Note{File: file, Line: pd.line, Col: pd.col, Msg: fmt.Sprintf(format, args...)})
	}
	cells := make([][]grid.Point, len(prob.Pieces))
	for i, pc := range prob.Pieces {
		if pc.Stationary {
			continue
		}
		if !prob.Constrains() || !coloured(pc) { // a coloured piece is a shape of its own
			cells[i] = pc.Cells
		}
		if !prob.Grid.Connected(pc.Cells) {
			note(pieces[i], "piece %s is in several parts: its cells are not all joined, yet it moves as one piece", pc.Name)
		}
	}
	for _, g := range solver.SameShapes(prob.Grid, cells, prob.OneSided) {
		if oneCount(pieces, g) {
			continue
		}
		names := make([]string, len(g))
		for k, i := range g {
			names[k] = prob.Pieces[i].Name
		}
		note(pieces[g[1]], "pieces %s have the same shape: the solver takes them for copies of one piece", andList(names))
	}
	slices.SortStableFunc(out, func(a, b Note) int {
		if a.Line != b.Line {
			return a.Line - b.Line
		}
		return a.Col - b.Col
	})
	return out
}

// oneCount reports whether the pieces g are the copies that one C
// directive's count defines (same line and column): no slip to note.
func oneCount(pieces []*pieceDef, g []int) bool {
	for _, i := range g[1:] {
		if pieces[i].line != pieces[g[0]].line || pieces[i].col != pieces[g[0]].col {
			return false
		}
	}
	return true
}

// andList joins words as "A", "A and B", "A, B and C".
func andList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// Normalize returns a copy of cells translated so that the least x, y and
// z coordinates are 0, in the same order.
func Normalize(cells []grid.Point) []grid.Point {
	if len(cells) == 0 {
		return nil
	}
	lo := cells[0]
	for _, c := range cells[1:] {
		lo.X, lo.Y, lo.Z = min(lo.X, c.X), min(lo.Y, c.Y), min(lo.Z, c.Z)
	}
	out := make([]grid.Point, len(cells))
	for i, c := range cells {
		out[i] = grid.Point{X: c.X - lo.X, Y: c.Y - lo.Y, Z: c.Z - lo.Z}
	}
	return out
}

// NormalizeGrid returns a copy of cells moved, in the same order, to the
// canonical position of the grid k (grid.Kind.Normalize's translation):
// on squares and hexagons as Normalize moves them; on triangles the least
// y becomes 0 and the least x 0 or 1, whichever keeps every triangle
// pointing as it did.
func NormalizeGrid(k grid.Kind, cells []grid.Point) []grid.Point {
	if len(cells) == 0 {
		return nil
	}
	d := k.Normalize(slices.Clone(cells))
	out := make([]grid.Point, len(cells))
	for i, c := range cells {
		out[i] = grid.Point{X: c.X + d.X, Y: c.Y + d.Y, Z: c.Z + d.Z}
	}
	return out
}

// parseGrid reads the grid setting of a D directive.
func parseGrid(s string) (grid.Kind, error) {
	for _, k := range grid.Kinds() {
		if s == k.Family() {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown grid %s; expected %s", quote(s), grid.Families())
}
