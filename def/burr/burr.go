// Package burr reads the puzzle files of BurrTools (.xmpuzzle: XML, usually
// gzipped) as Polyplay puzzles, for the grids both programs have: cubes
// (BurrTools' grid type 0), triangles (grid type 1, whose cell (x, y)
// points up when x+y is even, as in package grid: a problem whose shapes
// all lie in one layer is read on the flat triangles, one whose result or
// a piece spans several layers on the triangular prisms, grid.Prism), balls
// (grid type 2, the points of the face-centred cubic lattice whose
// coordinates add up to an even number), rhombic dodecahedra (grid type
// 3: tetrahedra, 24 to a block of 5×5×5 voxels) and tetrahedra and
// octahedra (grid type 4: 5 cells to a block of 3×3×3), each voxel
// converted with grid.Kind.FromFile.
//
// Each problem of a file becomes one puzzle: its result shape's filled
// and variable cells are the region, the variable ones (+) cells that
// may stay empty (Problem.Optional), moved so that its bounding box
// starts at 0 (on triangles by a step that keeps every triangle pointing
// as it did), the box is that bounding box, and the box's other cells
// are a stationary piece named "*". Each piece of the problem with a count of N becomes N
// mobile pieces, named after the shape's name or, for a shape without
// one, a letter; one used from MIN to MAX times becomes MAX pieces, the
// last MAX-MIN of them spare (puzzle.Piece.Spare: they may be left out).
// A piece's groups, which guide taking assemblies apart, are its pieces'
// (puzzle.Piece.Group): all in the group of the shape's group
// attribute, else as many in each group as its group elements say, the
// rest in none.
//
// Constraint colours are read where the file defines colours and the
// pieces or the result carry them (Problem.Colours): a cell's colour
// follows its state (#1, +2), and a pair of the problem's bitmap
// (counting colours from 0) allows a piece's colour on the result's.
// As in BurrTools, they count even where only one side carries them
// (Problem.Constrains): a coloured piece lies on one set of cells once
// for each colouring, and the result's symmetries are those that keep
// its colours. The colours' red, green and blue (the file's colors
// element) are the problem's palette (puzzle.Colours.Palette).
// Write writes a puzzle as such a file.
//
// What Polyplay cannot express is an error that names it, never a
// silent change: variable cells (+) in a piece, grid types other than
// 0 to 4, a voxel where the grid has no cell, group elements that hold
// more pieces than the shape has. BurrTools' saved
// solutions, comments and assembler state are ignored, and skipped as they are read: a file is read as a
// stream, a byte at a time, within def's limits (def.MaxBurrBytes,
// def.MaxBurrElements, def.MaxBurrCells), and whole, all its problems
// before the first is returned.
//
// This package learnt the file format from BurrTools 0.7.1's behaviour;
// it shares no code with it.
package burr

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"path"
	"slices"
	"strconv"
	"strings"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// Ext is the file name extension of BurrTools' puzzle files.
const Ext = ".xmpuzzle"

// packed is a BurrTools file as it is given, gzipped or not: more than
// def.MaxBurrBytes of it is errPacked.
type packed struct {
	r io.Reader
	n int64
}

// errPacked says that a file is longer than def.MaxBurrBytes.
var errPacked = errors.New("the file is too long")

func (p *packed) Read(b []byte) (int, error) {
	if p.n > def.MaxBurrBytes {
		return 0, errPacked
	}
	n, err := p.r.Read(b)
	p.n += int64(n)
	return n, err
}

// maxDim bounds each dimension of a voxel space.
const maxDim = 1 << 12

// Detect reports whether a file that begins with prefix is a BurrTools
// file rather than a definition: it starts with gzip's magic bytes, or
// its first byte other than a blank is '<' (the XML declaration or the
// puzzle element), which no definition starts with.
func Detect(prefix []byte) bool {
	if len(prefix) >= 2 && prefix[0] == 0x1f && prefix[1] == 0x8b {
		return true
	}
	t := bytes.TrimLeft(prefix, " \t\r\n")
	return len(t) > 0 && t[0] == '<'
}

// Read reads the BurrTools file r, gzipped or not, named filename (for
// its errors and the puzzles' names), and returns one puzzle per
// problem, in the file's order: the first named after the file's base
// name, the others after it with #2, #3, ... as the puzzles of a
// definition file are. It reads it as a stream, holding only its shapes
// and problems, within def's limits (def.MaxBurrBytes, as it is given
// and unpacked; def.MaxBurrElements, def.MaxBurrCells): an excess is
// an error at the line and column of the XML where it is found.
func Read(filename string, r io.Reader) ([]*def.Puzzle, error) {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("%s: %s", filename, fmt.Sprintf(format, args...))
	}
	in := &packed{r: r}
	br := bufio.NewReader(in)
	var xr io.Reader = br
	gzipped := false
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fail("reading gzip: %v", err)
		}
		xr, gzipped = zr, true
	}
	f, err := readPuzzle(xr)
	var le *limitError
	var re *readError
	switch {
	case errors.As(err, &le):
		return nil, fmt.Errorf("%s:%v", filename, le)
	case errors.Is(err, errPacked):
		return nil, fail("the file is longer than %s, the most Polyplay reads of a BurrTools file", def.Bytes(def.MaxBurrBytes))
	case errors.As(err, &re) && gzipped:
		return nil, fail("reading gzip: %v", re.err)
	case errors.As(err, &re):
		return nil, fail("%v", re.err)
	case err != nil:
		return nil, fail("not a BurrTools file: %v", err)
	}
	if f.Name != "puzzle" {
		return nil, fail("not a BurrTools file: its root element is <%s>, not <puzzle>", f.Name)
	}
	if f.Version == "" {
		return nil, fail("BurrTools puzzle without a version: <puzzle> has no version attribute, which BurrTools 0.7.1 requires")
	}
	if f.Version != "1" && f.Version != "2" {
		return nil, fail("BurrTools puzzle version %q: only versions 1 and 2 are read", f.Version)
	}
	kind, _ := grid.FromBurrTools(0) // a file without <gridType> is of cubes
	if f.Grid != nil {
		t := strings.TrimSpace(f.Grid.Type)
		n, err := strconv.Atoi(t)
		k, ok := grid.FromBurrTools(n)
		if err != nil || !ok || strconv.Itoa(n) != t { // "0", not "00" or "+0"
			return nil, fail("grid type %s (%s): polyplay reads only grid types %s", f.Grid.Type, gridName(f.Grid.Type), grid.BurrToolsTypes())
		}
		kind = k
	}
	shapes := make([]shape, len(f.Shapes))
	cells := 0 // the filled cells of the shapes so far
	for i, v := range f.Shapes {
		s, err := readVoxel(v, def.MaxBurrCells-cells)
		if err != nil {
			return nil, fail("shape %s: %v", shapeLabel(i, v.Name), err)
		}
		if cells += len(s.filled); cells > def.MaxBurrCells {
			return nil, fmt.Errorf("%s:%d:%d: shape %s: the shapes have more than %d filled cells in all, the most Polyplay reads of a BurrTools file", filename, v.line, v.col, shapeLabel(i, v.Name), def.MaxBurrCells)
		}
		shapes[i] = s
	}
	palette, err := readPalette(f.Colors)
	if err != nil {
		return nil, fail("%v", err)
	}
	if len(f.Problems) == 0 {
		return nil, fail("the file has no problem")
	}
	base := path.Base(strings.ReplaceAll(filename, "\\", "/"))
	var out []*def.Puzzle
	boxes := 0 // the cells of the boxes so far
	for n, xp := range f.Problems {
		label := strconv.Itoa(n + 1)
		if xp.Name != "" {
			label += " " + strconv.Quote(xp.Name)
		}
		p, err := problem(kind, f.Shapes, shapes, xp, palette)
		if err != nil {
			return nil, fail("problem %s: %v", label, err)
		}
		if boxes += p.XDim * p.YDim * p.ZDim; boxes > def.MaxBurrCells {
			return nil, fail("problem %s: the boxes of the problems have more than %d cells in all, the most Polyplay reads of a BurrTools file", label, def.MaxBurrCells)
		}
		p.Name = base
		if n > 0 {
			p.Name = fmt.Sprintf("%s#%d", base, n+1)
		}
		out = append(out, p)
	}
	return out, nil
}

// xmlPuzzle is the part of a BurrTools file that Read reads
// (readPuzzle): its root element's name and version, its grid, the
// constraint colours it defines (the red, green and blue of each), its
// shapes and its problems.
type xmlPuzzle struct {
	Name     string
	Version  string
	Grid     *xmlGrid
	Colors   [][3]string
	Shapes   []xmlVoxel
	Problems []xmlProblem
}

// xmlGrid is the gridType element.
type xmlGrid struct {
	Type string
}

// xmlVoxel is a shape: a voxel space of X×Y×Z cells whose states the
// text lists, x fastest, then y, then z.
type xmlVoxel struct {
	X, Y, Z, Type, Name, Text string
	line, col                 int // of its start tag
}

// xmlProblem is a problem: pieces (shapes with counts), a result and
// the pairs of constraint colours that fit.
type xmlProblem struct {
	Name   string
	Pieces []xmlPart
	Result *xmlResult
	Pairs  []xmlPair
}

// xmlPair lets a piece's colour Piece+1 cover the result's colour
// Result+1 (a pair of a problem's bitmap counts colours from 0).
type xmlPair struct {
	Piece, Result string
}

// xmlResult names a problem's result shape.
type xmlResult struct {
	ID string
}

// xmlPart is one shape of a problem's pieces with its count and group:
// the group attribute puts all its pieces in one group, else each group
// element some of them.
type xmlPart struct {
	ID, Count, Min, Max, Group string
	Groups                     []xmlGroup
}

// xmlGroup is a group element of a problem's shape: Count of its pieces
// are in Group.
type xmlGroup struct {
	Group, Count string
}

// groups returns the group of each of part's count pieces (0 for none):
// BurrTools' group attribute puts them all in one, else each group
// element puts its count of them in its group, the first pieces in the
// first element's group, and so on, the rest in none. The solver takes
// the pieces for copies of one another, whose groups the disassembler
// shares out (disassemble.Options.Pools), so which copy is in which
// group does not matter. More pieces in groups than the shape has is an
// error.
func (part xmlPart) groups(label string, count int) ([]int, error) {
	num := func(what, s string) (int, error) {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 0 || n > puzzle.MaxGroup {
			return 0, fmt.Errorf("piece %s: bad %s %q", label, what, s)
		}
		return n, nil
	}
	groups := make([]int, 0, count)
	if strings.TrimSpace(part.Group) != "" {
		g, err := num("group", part.Group)
		if err != nil {
			return nil, err
		}
		if g != 0 {
			for range count {
				groups = append(groups, g)
			}
			return groups, nil
		}
	}
	for _, xg := range part.Groups {
		g, err := num("group", xg.Group)
		if err != nil {
			return nil, err
		}
		n, err := num("group count", xg.Count)
		if err != nil {
			return nil, err
		}
		if g == 0 {
			continue
		}
		if len(groups)+n > count {
			return nil, fmt.Errorf("piece %s: its group elements hold %d pieces, more than the %d it has, which polyplay cannot express", label, len(groups)+n, count)
		}
		for range n {
			groups = append(groups, g)
		}
	}
	for len(groups) < count {
		groups = append(groups, 0)
	}
	return groups, nil
}

// shape is a voxel space read: its filled and variable cells, their
// constraint colours (0, the neutral colour, for none), and whether any
// of them carries a colour.
type shape struct {
	filled, variable       []solver.Point
	filledCol, variableCol []int
	coloured               bool
}

// readVoxel reads the cells of a voxel space, no more than most filled
// ones and one: a shape with more is no use.
func readVoxel(v xmlVoxel, most int) (shape, error) {
	var s shape
	var dims [3]int
	for i, a := range []struct{ name, val string }{{"x", v.X}, {"y", v.Y}, {"z", v.Z}} {
		n, err := strconv.Atoi(strings.TrimSpace(a.val))
		if err != nil || n < 0 || n > maxDim {
			return s, fmt.Errorf("bad %s size %q", a.name, a.val)
		}
		dims[i] = n
	}
	if t := strings.TrimSpace(v.Type); t != "0" {
		return s, fmt.Errorf("voxel type %q: only type 0 is known", v.Type)
	}
	total, idx := dims[0]*dims[1]*dims[2], 0
	var col *int // the colour of the last cell read, nil for an empty one
	for i := 0; i < len(v.Text); i++ {
		c := v.Text[i]
		switch c {
		case '#', '+', '_':
			if idx >= total {
				return s, fmt.Errorf("more cells than its %d×%d×%d voxels", dims[0], dims[1], dims[2])
			}
			p := solver.Point{X: idx % dims[0], Y: idx / dims[0] % dims[1], Z: idx / (dims[0] * dims[1])}
			col = nil
			switch c {
			case '#':
				if len(s.filled) > most {
					return s, nil
				}
				s.filled = append(s.filled, p)
				s.filledCol = append(s.filledCol, 0)
				col = &s.filledCol[len(s.filledCol)-1]
			case '+':
				s.variable = append(s.variable, p)
				s.variableCol = append(s.variableCol, 0)
				col = &s.variableCol[len(s.variableCol)-1]
			}
			idx++
		case ' ', '\t', '\r', '\n':
		default:
			if c < '0' || c > '9' {
				return s, fmt.Errorf("unknown cell state %q", c)
			}
			if col == nil { // a colour of an empty cell, or of none
				continue
			}
			if *col = *col*10 + int(c-'0'); *col > puzzle.MaxColour {
				return s, fmt.Errorf("constraint colour %d of cell %d: colours are 1 to %d", *col, idx, puzzle.MaxColour)
			}
			s.coloured = s.coloured || *col != 0
		}
	}
	if idx != 0 && idx < total {
		return s, fmt.Errorf("%d cells for its %d×%d×%d voxels", idx, dims[0], dims[1], dims[2])
	}
	return s, nil
}

// problem builds the puzzle of one problem.
func problem(kind grid.Kind, xs []xmlVoxel, shapes []shape, xp xmlProblem, palette []puzzle.RGB) (*def.Puzzle, error) {
	colours := len(palette) > 0
	shapeAt := func(what, id string) (int, error) {
		i, err := strconv.Atoi(strings.TrimSpace(id))
		if err != nil || i < 0 || i >= len(shapes) {
			return 0, fmt.Errorf("%s names shape %q, which the file does not have (it has %d)", what, id, len(shapes))
		}
		return i, nil
	}
	if xp.Result == nil {
		return nil, errors.New("it has no result shape")
	}
	ri, err := shapeAt("its result", xp.Result.ID)
	if err != nil {
		return nil, err
	}
	res := shapes[ri]
	if len(res.filled) == 0 {
		return nil, fmt.Errorf("the result shape %s has no filled cell", shapeLabel(ri, xs[ri].Name))
	}
	if n := len(res.filled) + len(res.variable); n > puzzle.MaxCells {
		return nil, fmt.Errorf("the result shape %s has %d cells, more than polyplay's largest box (%d)", shapeLabel(ri, xs[ri].Name), n, puzzle.MaxCells)
	}
	piecesColoured := false

	// The pieces, with their counts and groups.
	// count pieces of the shape, the last count-least of them spare
	// (puzzle.Piece.Spare): BurrTools' max and min.
	type part struct {
		shape, count, least int
		groups              []int // of each piece
	}
	var parts []part
	volume := 0 // the cells of the pieces so far
	for _, xpart := range xp.Pieces {
		i, err := shapeAt("a piece", xpart.ID)
		if err != nil {
			return nil, err
		}
		label := shapeLabel(i, xs[i].Name)
		count, least := 1, -1
		switch {
		case strings.TrimSpace(xpart.Count) != "":
			count, err = strconv.Atoi(strings.TrimSpace(xpart.Count))
			if err != nil || count < 0 {
				return nil, fmt.Errorf("piece %s: bad count %q", label, xpart.Count)
			}
		case xpart.Min != "" && xpart.Max != "":
			lo, err1 := strconv.Atoi(strings.TrimSpace(xpart.Min))
			hi, err2 := strconv.Atoi(strings.TrimSpace(xpart.Max))
			if err1 != nil || err2 != nil || lo < 0 || lo > hi {
				return nil, fmt.Errorf("piece %s: bad count range min=%q max=%q", label, xpart.Min, xpart.Max)
			}
			count, least = hi, lo
		}
		if least < 0 {
			least = count
		}
		if count == 0 {
			continue
		}
		s := shapes[i]
		// Bounded before the pieces are made: no box holds more cells.
		if volume += count * len(s.filled); count > puzzle.MaxCells || volume > puzzle.MaxCells {
			return nil, fmt.Errorf("piece %s: its pieces have more cells than polyplay's largest box (%d)", label, puzzle.MaxCells)
		}
		if len(s.variable) > 0 {
			return nil, fmt.Errorf("piece %s has variable cells (+), which polyplay cannot express", label)
		}
		if len(s.filled) == 0 {
			return nil, fmt.Errorf("piece %s has no filled cell", label)
		}
		groups, err := xpart.groups(label, count)
		if err != nil {
			return nil, err
		}
		piecesColoured = piecesColoured || s.coloured
		parts = append(parts, part{i, count, least, groups})
	}
	if len(parts) == 0 {
		return nil, errors.New("it has no piece")
	}
	// BurrTools lets a coloured cell of a piece lie only on a cell of the
	// result whose colour the problem allows with it, but a cell of the
	// neutral colour (0) anywhere; it tells apart the colourings of a
	// piece on the same cells and keeps the result's symmetries that
	// keep its colours, even where only the pieces or only the result
	// carry colours. Colours count where the file defines them.
	colours = colours && (res.coloured || piecesColoured)

	// A problem whose shapes span more than one layer of a flat grid is
	// read on its cells stacked in layers (triangles: triangular prisms).
	if kind.Planar() {
		spans := layers(res.filled) || layers(res.variable)
		for _, pt := range parts {
			spans = spans || layers(shapes[pt.shape].filled)
		}
		if k, ok := kind.InLayers(); spans && ok {
			kind = k
		}
	}

	// The region, in Polyplay's cells, at the origin: the filled cells,
	// then the variable ones, which may stay empty (Problem.Optional).
	region, err := cells(kind, append(slices.Clone(res.filled), res.variable...), shapeLabel(ri, xs[ri].Name))
	if err != nil {
		return nil, err
	}
	region = def.NormalizeGrid(kind, region)
	var prob solver.Problem
	prob.Optional = region[len(res.filled):]
	prob.Grid = kind
	if colours {
		prob.Colours, err = regionColours(region, append(slices.Clone(res.filledCol), res.variableCol...), xp.Pairs)
		if err != nil {
			return nil, err
		}
		prob.Colours.Palette = palette
	}
	in := map[solver.Point]bool{}
	for _, c := range region {
		in[c] = true
		prob.XDim, prob.YDim, prob.ZDim = max(prob.XDim, c.X+1), max(prob.YDim, c.Y+1), max(prob.ZDim, c.Z+1)
	}
	if n := prob.XDim * prob.YDim * prob.ZDim; n > puzzle.MaxCells {
		return nil, fmt.Errorf("its box of %d×%d×%d cells is larger than polyplay's %d", prob.XDim, prob.YDim, prob.ZDim, puzzle.MaxCells)
	}

	// The pieces' names: the shape's name, else a letter, made unique.
	used := map[string]bool{}
	unique := func(name string) string {
		n := name
		for k := 2; used[n]; k++ {
			n = fmt.Sprintf("%s_%d", name, k)
		}
		used[n] = true
		return n
	}
	var offsets []solver.Point
	for k, pt := range parts {
		cs, err := cells(kind, shapes[pt.shape].filled, shapeLabel(pt.shape, xs[pt.shape].Name))
		if err != nil {
			return nil, err
		}
		norm := def.NormalizeGrid(kind, cs)
		off := solver.Point{X: cs[0].X - norm[0].X, Y: cs[0].Y - norm[0].Y, Z: cs[0].Z - norm[0].Z}
		name := pieceName(xs[pt.shape].Name)
		if name == "" {
			name = letters(k)
		}
		for j := range pt.count {
			n := name
			if pt.count > 1 {
				n = fmt.Sprintf("%s%d", name, j+1)
			}
			pc := solver.Piece{Name: unique(n), Cells: slices.Clone(norm), Spare: j >= pt.least, Group: pt.groups[j]}
			if colours && shapes[pt.shape].coloured {
				pc.Colours = slices.Clone(shapes[pt.shape].filledCol)
			}
			prob.Pieces = append(prob.Pieces, pc)
			offsets = append(offsets, off)
		}
	}
	if rest := prob.Outside(in); len(rest) > 0 {
		prob.Pieces = append(prob.Pieces, solver.Piece{Name: unique("*"), Cells: rest, Stationary: true})
		offsets = append(offsets, solver.Point{})
	}
	if err := prob.Validate(); err != nil {
		return nil, err
	}
	order := make([]int, len(prob.Pieces))
	for i := range order {
		order[i] = i
	}
	return &def.Puzzle{Problem: prob, PolycubeOrder: order, Offsets: offsets}, nil
}

// readPalette reads the constraint colours a file defines, colour 1
// first: each's red, green and blue, 0 to 255.
func readPalette(colors [][3]string) ([]puzzle.RGB, error) {
	if len(colors) > puzzle.MaxColour {
		return nil, fmt.Errorf("the file defines %d constraint colours; at most %d", len(colors), puzzle.MaxColour)
	}
	var out []puzzle.RGB
	for i, c := range colors {
		var v [3]uint8
		for k, a := range c {
			n, err := strconv.ParseUint(strings.TrimSpace(a), 10, 8)
			if err != nil {
				return nil, fmt.Errorf("constraint colour %d: red=%q green=%q blue=%q; expected each 0 to 255", i+1, c[0], c[1], c[2])
			}
			v[k] = uint8(n)
		}
		out = append(out, puzzle.RGB{R: v[0], G: v[1], B: v[2]})
	}
	return out, nil
}

// regionColours returns the colour constraints of a problem whose result
// cells (region, in Polyplay's cells) carry the colours cols, with the
// pairs of its bitmap.
func regionColours(region []solver.Point, cols []int, pairs []xmlPair) (puzzle.Colours, error) {
	var out puzzle.Colours
	for i, c := range region {
		if cols[i] != 0 {
			out.Region = append(out.Region, puzzle.ColourCell{Cell: c, Colour: cols[i]})
		}
	}
	for _, pr := range pairs {
		pc, err1 := strconv.Atoi(strings.TrimSpace(pr.Piece))
		rc, err2 := strconv.Atoi(strings.TrimSpace(pr.Result))
		if err1 != nil || err2 != nil || pc < 0 || rc < 0 || pc >= puzzle.MaxColour || rc >= puzzle.MaxColour {
			return out, fmt.Errorf("bad colour pair piece=%q result=%q", pr.Piece, pr.Result)
		}
		out.Allow = append(out.Allow, puzzle.ColourPair{Piece: pc + 1, Region: rc + 1})
	}
	return out, nil
}

// cells converts the filled cells of a voxel space, in BurrTools'
// coordinates, to Polyplay's cells of the grid kind.
func cells(kind grid.Kind, in []solver.Point, label string) ([]solver.Point, error) {
	out := make([]solver.Point, 0, len(in))
	for _, q := range in {
		c, err := kind.FromFile(q)
		if err != nil {
			return nil, fmt.Errorf("shape %s: %v", label, err)
		}
		out = append(out, c)
	}
	if kind.Planar() {
		for _, c := range out {
			if c.Z != out[0].Z {
				return nil, fmt.Errorf("shape %s has %ss in more than one layer (z = %d and %d): polyplay's %ss are one layer thick", label, kind.Noun(), out[0].Z, c.Z, kind.Noun())
			}
		}
		for i := range out {
			out[i].Z = 0
		}
	}
	return out, nil
}

// layers reports whether cells lie in more than one layer (z).
func layers(cells []solver.Point) bool {
	for _, c := range cells {
		if c.Z != cells[0].Z {
			return true
		}
	}
	return false
}

// pieceName returns a shape's name as a piece name of the definition
// format: its blanks and the characters the format reserves (, . # : =)
// become _, a leading ~ too; "" for a shape without a name.
func pieceName(s string) string {
	s = strings.Join(strings.Fields(s), "_")
	b := []rune(s)
	for i, r := range b {
		if r < ' ' || r == 0x7f || strings.ContainsRune(",.#:=", r) || (i == 0 && r == '~') {
			b[i] = '_'
		}
	}
	return string(b)
}

// letters names the k-th shape of a problem (from 0): A to Z, then AA,
// AB, ...
func letters(k int) string {
	s := ""
	for k++; k > 0; k = (k - 1) / 26 {
		s = string(rune('A'+(k-1)%26)) + s
	}
	return s
}

// shapeLabel names shape i (from 0, as BurrTools' ids count) in errors.
func shapeLabel(i int, name string) string {
	if name != "" {
		return fmt.Sprintf("%d %q", i, name)
	}
	return strconv.Itoa(i)
}

// gridName names BurrTools' grid types in errors.
func gridName(t string) string {
	switch strings.TrimSpace(t) {
	case "3":
		return "rhombic dodecahedra"
	case "4":
		return "tetrahedra and octahedra"
	}
	return "unknown"
}
