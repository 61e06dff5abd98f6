package def

import (
	"fmt"
	"strings"

	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// shelfWidth is the width, in cells, at which Format starts a new shelf of
// mobile pieces in a graphical layout (wider pieces get a shelf of their own).
const shelfWidth = 40

// Format writes p in canonical definition form: a header comment with the
// name, the D directive, then for 2-D puzzles (ZDim 1) a graphical L
// layout of the flat mobile pieces and an L:stationary layout of the whole
// box if there are stationary pieces (with optional= and the mark + for
// the cells that may stay empty, Problem.Optional); for 3-D puzzles, and
// for mobile pieces that are not flat, spare (count=0..1) or in a group
// (group=N), one C directive per piece (stationary ones with type=S, the
// optional cells with type=O). Mobile piece cells are normalised so that their least
// coordinates are 0. Format assumes p is valid (see puzzle.Problem.Validate);
// Parse(Format(p)) then gives back p up to the order of pieces and cells
// and the translation of mobile pieces.
func Format(p *puzzle.Problem) string {
	var b strings.Builder
	name := strings.Join(strings.Fields(p.Name), " ")
	if name == "" {
		name = "puzzle"
	}
	fmt.Fprintf(&b, "# %s\n", name)
	b.WriteString("D:")
	if !p.Grid.Implicit() {
		fmt.Fprintf(&b, "grid=%s:", p.Grid.Family())
		if first, _ := grid.KindOf(p.Grid.Family(), ""); first != p.Grid {
			fmt.Fprintf(&b, "layers=%s:", p.Grid.Layers())
		}
	}
	fmt.Fprintf(&b, "xDim=%d:yDim=%d", p.XDim, p.YDim)
	if !p.Grid.Planar() {
		fmt.Fprintf(&b, ":zDim=%d", p.ZDim)
	}
	if p.OneSided {
		b.WriteString(":oneSide")
	}
	writeAllow(&b, p)
	writePalette(&b, p)
	b.WriteString("\n")

	var flat, solid, stationary, colouredPieces []puzzle.Piece
	for _, pc := range p.Pieces {
		switch {
		case pc.Stationary:
			stationary = append(stationary, pc)
		case coloured(pc) && !pc.Spare:
			colouredPieces = append(colouredPieces, pc)
		case p.ZDim == 1 && isFlat(pc.Cells) && !pc.Spare && pc.Group == 0:
			flat = append(flat, puzzle.Piece{Name: pc.Name, Cells: NormalizeGrid(p.Grid, pc.Cells)})
		default:
			solid = append(solid, pc)
		}
	}
	if len(flat) > 0 {
		b.WriteString("L\n")
		writeGrid(&b, shelves(flat, p.Grid, p.YDim), p.Grid)
		b.WriteString("~L\n")
	}
	var optional []puzzle.Piece // the optional cells, as one mark's
	if len(p.Optional) > 0 {
		optional = []puzzle.Piece{{Name: optionalMark(p), Cells: p.Optional}}
	}
	if p.ZDim == 1 && len(stationary)+len(optional) > 0 {
		b.WriteString("L")
		for _, set := range []struct {
			key    string
			pieces []puzzle.Piece
		}{{"stationary", stationary}, {"optional", optional}} {
			if len(set.pieces) == 0 {
				continue
			}
			names := make([]string, len(set.pieces))
			for i, pc := range set.pieces {
				names[i] = pc.Name
			}
			fmt.Fprintf(&b, ":%s=%s", set.key, strings.Join(names, " "))
		}
		b.WriteString("\n")
		box := newGrid(p.XDim, p.YDim)
		for _, pc := range append(stationary, optional...) {
			for _, c := range pc.Cells {
				if c.X >= 0 && c.X < p.XDim && c.Y >= 0 && c.Y < p.YDim {
					box[p.YDim-1-c.Y][c.X] = pc.Name
				}
			}
		}
		writeGrid(&b, box, p.Grid)
		b.WriteString("~L\n")
		stationary, optional = nil, nil
	}
	for _, pc := range solid {
		writeC(&b, p.Grid, pc.Name, countSetting(pc)+groupSetting(pc), NormalizeGrid(p.Grid, pc.Cells))
	}
	for _, pc := range stationary {
		writeC(&b, p.Grid, pc.Name, ":type=S", pc.Cells)
	}
	for _, pc := range optional {
		writeC(&b, p.Grid, pc.Name, ":type=O", pc.Cells)
	}
	for _, pc := range colouredPieces {
		writeColoured(&b, p.Grid, pc)
	}
	writeRegionColours(&b, p)
	b.WriteString("~D\n")
	return b.String()
}

// optionalMark returns the name Format marks the optional cells of p
// with: +, or +2, +3, ... if a piece has that name.
func optionalMark(p *puzzle.Problem) string {
	taken := map[string]bool{}
	for _, pc := range p.Pieces {
		taken[pc.Name] = true
	}
	mark := "+"
	for n := 2; taken[mark]; n++ {
		mark = fmt.Sprintf("+%d", n)
	}
	return mark
}

// isFlat reports whether all cells have the same z.
func isFlat(cells []grid.Point) bool {
	for _, c := range cells {
		if c.Z != cells[0].Z {
			return false
		}
	}
	return true
}

// writeC writes a C directive: the cells in the coordinates of files
// (grid.Kind.FilePoint).
func writeC(b *strings.Builder, g grid.Kind, name, typ string, cells []grid.Point) {
	coords := make([]string, len(cells))
	for i, c := range cells {
		coords[i] = g.FilePoint(c).String()
	}
	fmt.Fprintf(b, "C:name=%s%s:layout=%s\n", name, typ, strings.Join(coords, ", "))
}

// newGrid returns rows of "." cells.
func newGrid(w, h int) [][]string {
	g := make([][]string, h)
	for i := range g {
		g[i] = make([]string, w)
		for j := range g[i] {
			g[i][j] = "."
		}
	}
	return g
}

// shelves draws normalised flat pieces left to right on shelves, with a
// blank column between pieces and a blank row between shelves. Each piece
// is drawn top-aligned on its shelf, so every piece has a cell in its
// shelf's first row and reading order keeps the piece order. The first
// row of the drawing is row yDim-1 of the box; on triangles a piece that
// would land on cells pointing the other way is drawn one column further
// right, so each piece keeps its shape (a column is kept for it).
func shelves(pieces []puzzle.Piece, k grid.Kind, yDim int) [][]string {
	type placed struct {
		pc   puzzle.Piece
		x, w int
		h    int
	}
	extra := 0
	if !k.Translates(grid.Point{X: 1}) {
		extra = 1
	}
	var rows [][]placed
	var cur []placed
	x := 0
	for _, pc := range pieces {
		w, h := 0, 0
		for _, c := range pc.Cells {
			w, h = max(w, c.X+1), max(h, c.Y+1)
		}
		w += extra
		if len(cur) > 0 && x+w > shelfWidth {
			rows = append(rows, cur)
			cur, x = nil, 0
		}
		cur = append(cur, placed{pc, x, w, h})
		x += w + 1
	}
	if len(cur) > 0 {
		rows = append(rows, cur)
	}
	var out [][]string
	for i, shelf := range rows {
		if i > 0 {
			out = append(out, nil)
		}
		sh := 0
		for _, pl := range shelf {
			sh = max(sh, pl.h)
		}
		top := len(out) // the shelf's first row in the drawing
		g := make([][]string, sh)
		for _, pl := range shelf {
			// The piece's cell (x, y) is drawn at row top+pl.h-1-y,
			// which is the box's row yDim-1-top-pl.h+1+y.
			dx, dy := pl.x, yDim-top-pl.h
			if !k.Translates(grid.Point{X: dx, Y: dy}) {
				dx++
			}
			for _, c := range pl.pc.Cells {
				r, col := pl.h-1-c.Y, dx+c.X
				for len(g[r]) <= col {
					g[r] = append(g[r], ".")
				}
				g[r][col] = pl.pc.Name
			}
		}
		out = append(out, g...)
	}
	// Every row as wide as the widest, blank rows included.
	maxW := 0
	for _, r := range out {
		maxW = max(maxW, len(r))
	}
	for i := range out {
		for len(out[i]) < maxW {
			out[i] = append(out[i], ".")
		}
	}
	return out
}

// writeGrid writes grid rows with cells padded to a common width. On
// hexagons each row is indented by half a cell more than the row under
// it, so that the rows are drawn as the rhombus they are (cells are
// padded to an odd width, so that half a cell is a whole number of
// bytes); the indentation is for the eye, the parser ignores it.
func writeGrid(b *strings.Builder, rows [][]string, k grid.Kind) {
	w := 1
	for _, row := range rows {
		for _, c := range row {
			w = max(w, len(c))
		}
	}
	if k.Staggered() && w%2 == 0 {
		w++
	}
	for i, row := range rows {
		var line strings.Builder
		if k.Staggered() {
			line.WriteString(strings.Repeat(" ", (len(rows)-1-i)*(w+1)/2))
		}
		for j, c := range row {
			if j > 0 {
				line.WriteByte(' ')
			}
			line.WriteString(c)
			line.WriteString(strings.Repeat(" ", w-len(c)))
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
}
