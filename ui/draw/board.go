package draw

import (
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/place"
	"polyplay/ui/player"
)

// This file draws boards as SVG: a puzzle's region, a solution, a single
// piece. It is pure Go (tested natively) and independent of the rest of the
// page, so other views (a 3-D viewer, a PolyPlayer) can reuse it.

// Grid is a box of named cells: Names[z][y][x] is the piece covering the
// cell, "" for an open cell, and Absent marks cells that are not drawn.
type Grid struct {
	X, Y, Z int
	Names   [][][]string
	// Kind is the lattice: squares and cubes (the zero value), or
	// triangles or hexagons, whose cells are drawn as their polygons.
	Kind grid.Kind
	// Marks are the constraint colours on the pieces' cells, in the
	// player's 2-D drawing of the board (player.SolutionMarks), and
	// MarksText says them in words, added to the drawing's title.
	Marks     []player.Mark
	MarksText string
}

// Absent marks a grid cell that is not part of the drawing (outside a
// piece's shape in a piece preview).
const Absent = "\x00"

// NewGrid returns an X×Y×Z grid with every cell set to fill.
func NewGrid(x, y, z int, fill string) Grid {
	g := Grid{X: x, Y: y, Z: z, Names: make([][][]string, z)}
	for k := range g.Names {
		g.Names[k] = make([][]string, y)
		for j := range g.Names[k] {
			row := make([]string, x)
			for i := range row {
				row[i] = fill
			}
			g.Names[k][j] = row
		}
	}
	return g
}

// At returns the name at p, or Absent outside the grid.
func (g Grid) At(p solver.Point) string {
	if p.X < 0 || p.Y < 0 || p.Z < 0 || p.X >= g.X || p.Y >= g.Y || p.Z >= g.Z {
		return Absent
	}
	return g.Names[p.Z][p.Y][p.X]
}

// set names the cell at p; points outside the grid are ignored.
func (g Grid) set(p solver.Point, name string) {
	if p.X >= 0 && p.Y >= 0 && p.Z >= 0 && p.X < g.X && p.Y < g.Y && p.Z < g.Z {
		g.Names[p.Z][p.Y][p.X] = name
	}
}

// RegionGrid returns the puzzle's box with its stationary pieces filled in
// and every other cell open. The stationary cells that shape the region
// from outside (trace.Board's Hidden: the corners of the box around a
// rhombus, the box around a tetrahedron of balls) are Absent, not drawn,
// as the player leaves them out.
func RegionGrid(p *solver.Problem) Grid {
	g := NewGrid(p.XDim, p.YDim, p.ZDim, "")
	g.Kind = p.Grid
	b := player.NewBoard(p)
	for _, pc := range p.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				if b.Hidden(c) {
					g.set(c, Absent)
					continue
				}
				g.set(c, pc.Name)
			}
		}
	}
	g.Marks = player.RegionMarks(p, nil)
	g.MarksText = player.RegionLegend(p, player.CellWords(p))
	return g
}

// SolutionGrid returns the region with the solution's placements filled
// in, with the constraint colours they carry (Marks).
func SolutionGrid(p *solver.Problem, s solver.Solution) Grid {
	g := RegionGrid(p)
	for _, pl := range s.Placements {
		for _, c := range pl.Cells {
			g.set(c, pl.Piece)
		}
	}
	g.Marks, g.MarksText = player.SolutionMarks(p, s)
	return g
}

// writeMarks writes the grid's Marks, drawn in the player's cells, at
// (x, y) in cell units.
func (g Grid) writeMarks(b *strings.Builder, x, y float64) {
	if len(g.Marks) == 0 {
		return
	}
	fmt.Fprintf(b, `<g transform="translate(%g %g) scale(%d)">`, x, y, cell)
	writeMarkPaths(b, g.Marks)
	b.WriteString(`</g>`)
}

// writeMarkPaths writes marks in cells, each colour's named in its
// title: a piece's as outlined discs, a ring the region requires
// (player.Mark.Hollow) as the colour's stroke over a wider outline.
func writeMarkPaths(b *strings.Builder, marks []player.Mark) {
	for _, m := range marks {
		name := html.EscapeString(m.Name)
		if m.Hollow {
			fmt.Fprintf(b, `<g class="ring" data-colour="%d"><title>Must be covered by a cell it allows: ringed in %s</title><path d="%s" fill="none" stroke="%s" stroke-width="0.16"/><path d="%s" fill="none" stroke="%s" stroke-width="0.09"/></g>`,
				m.Colour, name, m.D, player.MarkOutline, m.D, m.Fill)
			continue
		}
		fmt.Fprintf(b, `<path class="mark" data-colour="%d" d="%s" fill="%s" stroke="%s" stroke-width="0.04"><title>%s</title></path>`,
			m.Colour, m.D, m.Fill, player.MarkOutline, name)
	}
}

// title returns the drawing's title: o's, with the marks' words.
func (g Grid) title(o SVGOptions) string {
	if o.Title == "" || g.MarksText == "" {
		return o.Title
	}
	return o.Title + ". " + g.MarksText
}

// PieceGridOn returns the smallest grid of k's cells holding the piece's
// cells, its coloured cells marked in palette cp, with the piece's cells named and the rest Absent: on triangles
// the grid starts at an even column or row sum, so that each cell keeps
// pointing as it does.
func PieceGridOn(k grid.Kind, pc solver.Piece, cp player.ConstraintPalette) Grid {
	if len(pc.Cells) == 0 {
		g := NewGrid(1, 1, 1, Absent)
		g.Kind = k
		return g
	}
	lo, hi := pc.Cells[0], pc.Cells[0]
	for _, c := range pc.Cells {
		lo = solver.Point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
		hi = solver.Point{X: max(hi.X, c.X), Y: max(hi.Y, c.Y), Z: max(hi.Z, c.Z)}
	}
	if !k.Translates(solver.Point{X: lo.X, Y: lo.Y}) {
		lo.X--
	}
	g := NewGrid(hi.X-lo.X+1, hi.Y-lo.Y+1, hi.Z-lo.Z+1, Absent)
	g.Kind = k
	cells := make([]solver.Point, len(pc.Cells))
	for i, c := range pc.Cells {
		cells[i] = solver.Point{X: c.X - lo.X, Y: c.Y - lo.Y, Z: c.Z - lo.Z}
		g.Names[c.Z-lo.Z][c.Y-lo.Y][c.X-lo.X] = pc.Name
	}
	g.Marks, g.MarksText = player.PieceMarks(k, g.X, g.Y, g.Z, pc, cells, cp)
	return g
}

// Palette maps piece names to colours.
type Palette map[string]string

// OpenColour is the colour of open cells (stationary pieces have
// player.StationaryColour).
const OpenColour = "#ffffff"

// NewPalette returns the colours of p's pieces: the same as the
// PolyPlayer's (player.Colours), so that a piece has one colour
// everywhere on the page — the colour of "Solving Polyomino and Polycube
// Puzzles" by Matt Busche for its name where the puzzle's pieces are one
// of the article's families, distinct hues otherwise — and stationary
// pieces a dark grey.
func NewPalette(p *solver.Problem) Palette {
	return Palette(player.Colours(p))
}

// Colour returns the colour of name: its palette entry, white for an open
// cell, and a grey for an unknown name.
func (p Palette) Colour(name string) string {
	if name == "" {
		return OpenColour
	}
	if c, ok := p[name]; ok {
		return c
	}
	return "#94a3b8"
}

// textColour returns black or white, whichever reads better on bg.
func textColour(bg string) string {
	var r, g, b int
	if _, err := fmt.Sscanf(bg, "#%02x%02x%02x", &r, &g, &b); err != nil {
		return "#000"
	}
	if 0.299*float64(r)+0.587*float64(g)+0.114*float64(b) > 150 {
		return "#0f172a"
	}
	return "#ffffff"
}

// SVGOptions control a drawing.
type SVGOptions struct {
	// Title is the accessible name of the drawing (role="img").
	Title string
	// Labels writes each piece's name on one of its cells.
	Labels bool
	// Class is set on the svg element.
	Class string
	// LayerCaptions writes "Layer k" (place.Layer) above each layer of a
	// 3-D grid.
	LayerCaptions bool
	// CellPixels sets the drawing's width and height so that a cell is
	// this many pixels (style sheets may still shrink it); 0 leaves the
	// size to the style sheet.
	CellPixels float64
}

// FitCells returns a cell size in pixels that makes a grid about width
// pixels wide, within [lo, hi].
func (g Grid) FitCells(width, lo, hi float64) float64 {
	if g.Kind.Planar() {
		return min(max(width/max(g.plane().W, 1), lo), hi)
	}
	cols := float64(g.Z*g.X) + float64(g.Z-1)*float64(layerGap)/cell
	return min(max(width/max(cols, 1), lo), hi)
}

// cell is the size of a cell in SVG units; layers are a cell apart.
const (
	cell     = 10
	layerGap = 10
	margin   = 1
	caption  = 9
)

// cellText is cell written out.
var cellText = strconv.Itoa(cell)

// cellSquare draws a cell's square in a path, from its top-left corner.
var cellSquare = "h" + cellText + "v" + cellText + "h-" + cellText + "z"

// cellDisc draws a ball's disc (grid.Kind.Round) in a path, from its
// cell's top-left corner: two arcs of radius 0.45 cell.
var cellDisc = func() string {
	r := strconv.FormatFloat(0.45*cell, 'f', -1, 64)
	d := strconv.FormatFloat(0.9*cell, 'f', -1, 64)
	return "m" + strconv.FormatFloat(0.05*cell, 'f', -1, 64) + " " + strconv.FormatFloat(0.5*cell, 'f', -1, 64) +
		"a" + r + " " + r + " 0 1 0 " + d + " 0a" + r + " " + r + " 0 1 0 -" + d + " 0z"
}()

// SVG draws the grid: each z layer as a 2-D grid (y up, as polycube's text
// output shows it), the layers side by side from z = 0, cells coloured by
// piece, thick lines between different pieces and around the region.
func (g Grid) SVG(pal Palette, o SVGOptions) string {
	switch {
	case g.Kind.Planar():
		return g.planeSVG(pal, o)
	case player.PrismLayers(g.Kind):
		return g.layersSVG(pal, o)
	}
	var b strings.Builder
	b.Grow(64 * g.X * g.Y * g.Z)
	top := g.svgOpen(&b, o)
	// x0, y0 place the top-left corner of cell (x, y) of layer z.
	x0 := func(x, z int) float64 { return margin + float64(z*(g.X*cell+layerGap)+x*cell) }
	y0 := func(y int) float64 { return top + float64((g.Y-1-y)*cell) }

	// The cells, one path a colour with a square for each of its cells:
	// a page shows dozens of these drawings (the strip's thumbnails), and
	// an element a cell made them most of its elements, which every
	// style recalculation walks (see BenchmarkBrowserFrameRate in web).
	// Each square is stroked as a rectangle of its own would be.
	b.WriteString(`<g stroke="#cbd5e1" stroke-width="0.4">`)
	buf := make([]byte, 0, 24*g.X*g.Y*g.Z)
	shape := cellSquare
	if g.Kind.Round() {
		shape = cellDisc
	}
	var colours []string
	byColour := map[string][]byte{}
	for z := 0; z < g.Z; z++ {
		for y := 0; y < g.Y; y++ {
			for x := 0; x < g.X; x++ {
				n := g.Names[z][y][x]
				if n == Absent {
					continue
				}
				c := pal.Colour(n)
				d, ok := byColour[c]
				if !ok {
					colours = append(colours, c)
				}
				d = appendMove(d, x0(x, z), y0(y))
				d = append(d, shape...)
				byColour[c] = d
			}
		}
	}
	for _, c := range colours {
		buf = append(buf, `<path fill="`...)
		buf = append(buf, c...)
		buf = append(buf, `" d="`...)
		buf = append(buf, byColour[c]...)
		buf = append(buf, `"/>`...)
	}
	b.Write(buf)
	b.WriteString(`</g>`)
	g.writeMarks(&b, margin, top)

	// Borders: a segment wherever a cell's neighbour holds another name
	// (balls show their pieces by their colours alone).
	d := buf[:0]
	layers := g.Z
	if g.Kind.Round() {
		layers = 0
	}
	seg := func(x, y float64, dir string) {
		d = append(appendMove(d, x, y), dir...)
	}
	for z := 0; z < layers; z++ {
		for y := 0; y < g.Y; y++ {
			for x := 0; x < g.X; x++ {
				n := g.Names[z][y][x]
				if n == Absent {
					continue
				}
				l, t := x0(x, z), y0(y)
				if g.At(solver.Point{X: x - 1, Y: y, Z: z}) != n {
					seg(l, t, "v"+cellText)
				}
				if g.At(solver.Point{X: x + 1, Y: y, Z: z}) != n {
					seg(l+cell, t, "v"+cellText)
				}
				if g.At(solver.Point{X: x, Y: y + 1, Z: z}) != n {
					seg(l, t, "h"+cellText)
				}
				if g.At(solver.Point{X: x, Y: y - 1, Z: z}) != n {
					seg(l, t+cell, "h"+cellText)
				}
			}
		}
	}
	if len(d) > 0 {
		b.WriteString(`<path d="`)
		b.Write(d)
		b.WriteString(`" stroke="#0f172a" stroke-width="1.2" stroke-linecap="square" fill="none"/>`)
	}

	if o.LayerCaptions && g.Z > 1 {
		for z := 0; z < g.Z; z++ {
			fmt.Fprintf(&b, `<text x="%g" y="%g" font-size="6" fill="#475569" text-anchor="middle">%s</text>`,
				x0(0, z)+float64(g.X*cell)/2, float64(margin)+6.5, place.Layer(z))
		}
	}
	if o.Labels {
		for _, lb := range g.labelCells() {
			c := pal.Colour(lb.name)
			fmt.Fprintf(&b, `<text x="%g" y="%g" font-size="%g" fill="%s" text-anchor="middle" dominant-baseline="central" font-family="ui-monospace,monospace">%s</text>`,
				x0(lb.p.X, lb.p.Z)+cell/2, y0(lb.p.Y)+cell/2, labelSize(lb.name), textColour(c), html.EscapeString(lb.name))
		}
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// svgOpen writes the svg element's start tag and title for the grid's
// drawing and returns the y of the layers' top.
func (g Grid) svgOpen(b *strings.Builder, o SVGOptions) (top float64) {
	top = float64(margin)
	if o.LayerCaptions && g.Z > 1 {
		top += caption
	}
	w := float64(g.Z*g.X*cell+(g.Z-1)*layerGap) + 2*margin
	h := float64(g.Y*cell) + top + margin
	pw, ph := w, h
	if o.CellPixels > 0 {
		pw, ph = math.Round(w*o.CellPixels/cell), math.Round(h*o.CellPixels/cell)
	}
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" width="%g" height="%g" role="img"`, w, h, pw, ph)
	if o.Class != "" {
		fmt.Fprintf(b, ` class="%s"`, html.EscapeString(o.Class))
	}
	b.WriteString(` preserveAspectRatio="xMidYMid meet">`)
	if t := g.title(o); t != "" {
		fmt.Fprintf(b, `<title>%s</title>`, html.EscapeString(t))
	}
	return top
}

// appendMove appends a path's move to (x, y), "M x y", as fmt's "%g"
// writes the numbers, without its reflection: a page draws dozens of
// these boards at once.
func appendMove(b []byte, x, y float64) []byte {
	b = append(b, 'M')
	b = appendG(b, x)
	b = append(b, ' ')
	return appendG(b, y)
}

// appendG appends v as fmt's "%g" writes it. A whole number under a
// million, as a board's coordinates are, is written as an integer, the
// same bytes: under WebAssembly formatting a float took most of the time
// a thumbnail's drawing took.
func appendG(b []byte, v float64) []byte {
	if v > -1e6 && v < 1e6 && v == math.Trunc(v) && !(v == 0 && math.Signbit(v)) {
		return strconv.AppendInt(b, int64(v), 10)
	}
	return strconv.AppendFloat(b, v, 'g', -1, 64)
}

func labelSize(name string) float64 {
	switch n := len([]rune(name)); {
	case n <= 1:
		return 6.5
	case n == 2:
		return 5
	default:
		return 3.5
	}
}

type label struct {
	name string
	p    solver.Point
}

// labelCells picks, for each named piece (not open cells), the cell of the
// piece closest to its centre in each layer it appears in first.
func (g Grid) labelCells() []label {
	type acc struct {
		sx, sy, sz float64
		n          int
		cells      []solver.Point
	}
	byName := map[string]*acc{}
	var order []string
	for z := 0; z < g.Z; z++ {
		for y := 0; y < g.Y; y++ {
			for x := 0; x < g.X; x++ {
				n := g.Names[z][y][x]
				if n == "" || n == Absent {
					continue
				}
				a := byName[n]
				if a == nil {
					a = &acc{}
					byName[n] = a
					order = append(order, n)
				}
				a.sx += float64(x)
				a.sy += float64(y)
				a.sz += float64(z)
				a.n++
				a.cells = append(a.cells, solver.Point{X: x, Y: y, Z: z})
			}
		}
	}
	var out []label
	for _, n := range order {
		a := byName[n]
		cx, cy, cz := a.sx/float64(a.n), a.sy/float64(a.n), a.sz/float64(a.n)
		best, bestD := a.cells[0], math.Inf(1)
		for _, c := range a.cells {
			dx, dy, dz := float64(c.X)-cx, float64(c.Y)-cy, float64(c.Z)-cz
			if d := dx*dx + dy*dy + 4*dz*dz; d < bestD {
				best, bestD = c, d
			}
		}
		out = append(out, label{n, best})
	}
	return out
}
