package player

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"polyplay/solver"
	"polyplay/solver/puzzle"
	"polyplay/trace"
)

// Constraint colours (solver/puzzle.Colours) on a solution's pieces tell
// which way round a coloured piece lies: two solutions may cover the same
// cells with a coloured piece turned end for end. A cell of a piece that
// carries a colour (trace.Board.ConstraintColour) is marked: in 2-D a
// disc of the colour, outlined, in the cell towards a corner, where it
// leaves the piece's name at the centre free (Drawing.Marks); in 3-D a
// square of the colour in the middle of each face of its cube that shows
// (Face3D.Mark). ColoursText says the same in words.

// constraintColours are the colours the marks are drawn in where the
// puzzle gives none of its own, constraint colour n in
// constraintColours[(n-1) % len], each with its name: black and white,
// which stand out on every piece's colour, then strong hues.
var constraintColours = [...]struct{ hex, name string }{
	{"#111827", "black"}, {"#ffffff", "white"}, {"#facc15", "yellow"}, {"#06b6d4", "cyan"},
	{"#db2777", "magenta"}, {"#65a30d", "green"}, {"#7c2d12", "brown"}, {"#6b7280", "grey"},
}

// ConstraintPalette is a puzzle's own colours for its constraint colours
// (puzzle.Colours.Palette): colour n is drawn in ConstraintPalette[n-1]
// where it has one, else in a fixed colour of the page's. The nil
// palette is the page's own.
type ConstraintPalette []puzzle.RGB

// PaletteOf returns p's constraint palette.
func PaletteOf(p *solver.Problem) ConstraintPalette { return p.Colours.Palette }

// Colour returns the colour constraint colour n (1 or more) is drawn in
// ("#rrggbb") and its name for people: "colour 1 (red)", the name
// nearest the puzzle's own colour (ColourName), or that of the page's
// own colour. Everything that draws or names a constraint colour asks
// here.
func (cp ConstraintPalette) Colour(n int) (fill, name string) {
	if n >= 1 && n <= len(cp) {
		return cp[n-1].Hex(), fmt.Sprintf("colour %d (%s)", n, ColourName(cp[n-1]))
	}
	c := constraintColours[(max(n, 1)-1)%len(constraintColours)]
	return c.hex, fmt.Sprintf("colour %d (%s)", n, c.name)
}

// Fill returns the colour constraint colour n is drawn in (Colour).
func (cp ConstraintPalette) Fill(n int) string {
	fill, _ := cp.Colour(n)
	return fill
}

// Name names constraint colour n for people (Colour): "colour 1 (red)".
func (cp ConstraintPalette) Name(n int) string {
	_, name := cp.Colour(n)
	return name
}

// MarkOutline is the colour of a mark's outline.
const MarkOutline = "#0f172a"

// Mark is the marks of one constraint colour in a 2-D drawing: a disc
// for each cell, as path data in the drawing's cells.
type Mark struct {
	Colour int
	// Fill and Name are the colour's look and name
	// (ConstraintPalette.Colour).
	Fill, Name string
	D          string
	// Hollow marks a ring of a colour the region requires
	// (RegionMarks), drawn as the discs' outlines.
	Hollow bool
}

// marks returns the marks of cells, each under the piece piece names for
// it (trace.Board.ColourUnder), in b's 2-D drawing (Draw2D), one Mark a
// colour in order of their first cell.
func marks(b *trace.Board, cells []solver.Point, piece func(solver.Point) string) []Mark {
	return discMarks(b, cells, func(c solver.Point) int { return b.ColourUnder(c, piece(c)) }, false, markPlace)
}

// discMarks returns a disc (a ring if hollow) at place for each of cells
// of colour not 0 and not Hidden on b, in b's 2-D drawing, one Mark a
// colour in order of their first cell.
func discMarks(b *trace.Board, cells []solver.Point, colour func(solver.Point) int, hollow bool,
	place func(*trace.Board, Plane, solver.Point) (x, y, r float64)) []Mark {
	var out []Mark
	cp := ConstraintPalette(b.Palette)
	index := map[int]int{}
	var paths [][]byte
	var pl Plane
	if b.Grid.Planar() {
		pl = BoardPlane(b)
	}
	for _, c := range cells {
		n := colour(c)
		if n == 0 || b.Hidden(c) {
			continue
		}
		i, ok := index[n]
		if !ok {
			i = len(out)
			index[n] = i
			fill, name := cp.Colour(n)
			out = append(out, Mark{Colour: n, Fill: fill, Name: name, Hollow: hollow})
			paths = append(paths, nil)
		}
		x, y, r := place(b, pl, c)
		paths[i] = appendDisc(paths[i], x, y, r)
	}
	for i := range out {
		out[i].D = string(paths[i])
	}
	return out
}

// markPlace returns the centre and radius of cell c's mark in b's 2-D
// drawing: halfway from the cell's centre to a corner (the top right of
// a square), a disc of 0.3 of the cell's inradius.
func markPlace(b *trace.Board, pl Plane, c solver.Point) (x, y, r float64) {
	switch {
	case b.Grid.Planar():
		return planeMark(pl, c, c)
	case prismLayers(b):
		return planeMark(prismPlane(b.Grid, b.X, b.Y, c.Z), solver.Point{X: c.X, Y: c.Y}, c)
	}
	ox, oy := CellOrigin(b.X, b.Y, c)
	if b.Grid.Round() {
		// Within the ball's disc (ballRadius).
		return ox + 0.67, oy + 0.33, 0.12
	}
	return ox + 0.75, oy + 0.25, 0.15
}

// planeMark is markPlace for cell c drawn as the cell at of plane pl.
func planeMark(pl Plane, at, c solver.Point) (x, y, r float64) {
	cx, cy := pl.Centre(at)
	kx, ky := pl.Point(pl.Kind.Corners(at)[0])
	return (cx + kx) / 2, (cy + ky) / 2, 0.3 * cellShapes[pl.Kind].inradius * pl.scale
}

// appendDisc appends a disc of radius r about (x, y) to path data b.
func appendDisc(b []byte, x, y, r float64) []byte {
	num := func(v float64) { b = strconv.AppendFloat(b, round3(v), 'f', -1, 64) }
	b = append(b, 'M')
	num(x - r)
	b = append(b, ' ')
	num(y)
	for _, dx := range [2]float64{2 * r, -2 * r} {
		b = append(b, 'a')
		num(r)
		b = append(b, ' ')
		num(r)
		b = append(b, " 0 1 0 "...)
		num(dx)
		b = append(b, " 0"...)
	}
	return append(b, 'z')
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }

// boardCells returns b's cells in x, y, z order.
func boardCells(b *trace.Board) []solver.Point {
	out := make([]solver.Point, 0, b.X*b.Y*b.Z)
	for z := range b.Z {
		for y := range b.Y {
			for x := range b.X {
				out = append(out, solver.Point{X: x, Y: y, Z: z})
			}
		}
	}
	return out
}

// ColoursText describes the constraint colours shown on b in words, for
// the board's accessible name: "Coloured cells: A colour 1 (black) at x
// 0, y 1." ("" if none), cells in x, y, z order.
func ColoursText(b *trace.Board) string {
	var parts []string
	for _, c := range boardCells(b) {
		if n := b.ConstraintColour(c); n > 0 {
			parts = append(parts, fmt.Sprintf("%s %s at %s", b.At(c), ConstraintPalette(b.Palette).Name(n), cellAt(c, b.Z)))
		}
	}
	if parts == nil {
		return ""
	}
	return "Coloured cells: " + strings.Join(parts, "; ") + "."
}

// SolutionBoard returns p's board (NewBoard) that shows the constraint
// colours of s's placements as they are placed (trace.Board.SetColours).
func SolutionBoard(p *solver.Problem, s solver.Solution) *trace.Board {
	b := NewBoard(p)
	b.SetColours(s.Placements)
	return b
}

// markFace returns the mark on face f of a cube of constraint colour n
// of palette cp:
// the face's middle square, of 0.4 its side, in the colour shaded as the
// face is, outlined (its Edges) so that it shows on a piece of a colour
// near its own.
func markFace(f Face3D, cp ConstraintPalette, n int, shade float64) Face3D {
	var cx, cy float64
	for _, p := range f.Corners {
		cx += p[0] / 4
		cy += p[1] / 4
	}
	m := Face3D{Piece: f.Piece, Fill: Shade(cp.Fill(n), shade), Cell: f.Cell, Normal: f.Normal, Mark: n}
	for k, p := range f.Corners {
		m.Corners[k] = [2]float64{cx + 0.4*(p[0]-cx), cy + 0.4*(p[1]-cy)}
	}
	for k := range m.Corners {
		m.Edges = append(m.Edges, [2][2]float64{m.Corners[k], m.Corners[(k+1)%4]})
	}
	return m
}

// SolutionMarks returns the marks of the constraint colours of solution
// s of p in the 2-D drawing of its board (Draw2D's Marks), and their
// words (ColoursText); none where s carries no colours or does not fit
// p's box.
func SolutionMarks(p *solver.Problem, s solver.Solution) ([]Mark, string) {
	if !slices.ContainsFunc(s.Placements, func(pl solver.Placement) bool { return pl.Colours != nil }) {
		return nil, ""
	}
	b := SolutionBoard(p, s)
	for _, pl := range s.Placements {
		if err := b.Apply(trace.Step{Kind: trace.Place, Piece: pl.Piece, Cells: pl.Cells}); err != nil {
			return nil, ""
		}
	}
	return marks(b, boardCells(b), b.At), ColoursText(b)
}

// cellAt names cell c of a box zdim deep by its coordinates: "x 0, y
// 1" (with ", z 2" where zdim > 1).
func cellAt(c solver.Point, zdim int) string {
	at := fmt.Sprintf("x %d, y %d", c.X, c.Y)
	if zdim > 1 {
		at += fmt.Sprintf(", z %d", c.Z)
	}
	return at
}
