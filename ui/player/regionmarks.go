package player

import (
	"fmt"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
	"polyplay/trace"
)

// The colours a puzzle's region requires (solver/puzzle.Colours.Region)
// are shown before it is solved: a ring of the colour at the centre of
// each coloured cell of the region (Mark.Hollow), where a piece's mark is
// a disc towards a corner, and RegionLegend says what each ring asks in
// words. A piece's own coloured cells are marked as a solution's are
// (PieceMarks).

// RegionMarks returns the rings of the colours p's region requires, in
// the 2-D drawing of its board, leaving out the cells covered reports
// covered (nil: none); one Mark a colour, in order of their first cell.
func RegionMarks(p *solver.Problem, covered func(solver.Point) bool) []Mark {
	if !p.Constrains() {
		return nil
	}
	required := map[solver.Point]int{}
	var cells []solver.Point
	for _, rc := range p.Colours.Region {
		if covered == nil || !covered(rc.Cell) {
			required[rc.Cell] = rc.Colour
			cells = append(cells, rc.Cell)
		}
	}
	return discMarks(NewBoard(p), cells, func(c solver.Point) int { return required[c] }, true, ringPlace)
}

// ringPlace returns the centre and radius of region cell c's ring in
// b's 2-D drawing: the cell's centre, 0.6 of its inradius.
func ringPlace(b *trace.Board, pl Plane, c solver.Point) (x, y, r float64) {
	switch {
	case b.Grid.Planar():
		x, y = pl.Centre(c)
		return x, y, 0.6 * cellShapes[pl.Kind].inradius * pl.scale
	case prismLayers(b):
		pp := prismPlane(b.Grid, b.X, b.Y, c.Z)
		x, y = pp.Centre(solver.Point{X: c.X, Y: c.Y})
		return x, y, 0.6 * cellShapes[pp.Kind].inradius * pp.scale
	}
	ox, oy := CellOrigin(b.X, b.Y, c)
	return ox + 0.5, oy + 0.5, 0.3
}

// maxListed is how many cells of a colour RegionLegend lists before it
// counts the rest: a large puzzle's region has thousands.
const maxListed = 8

// RegionLegend says in words what the rings of p's region ask, one
// sentence a colour: "Cells ringed in colour 1 (black) (x 0, y 0; x 0,
// y 1) may be covered only by a cell of colour 1 (black) or an
// uncoloured one." ("" if the region requires no colour); the cells
// are listed, the first maxListed of a colour and the number of the
// rest, only if name names them (CellWords: "x 0, y 1").
func RegionLegend(p *solver.Problem, name func(solver.Point) string) string {
	if !p.Constrains() {
		return ""
	}
	cells := map[int][]string{}
	var order []int
	for _, rc := range p.Colours.Region {
		if rc.Colour == 0 {
			continue
		}
		if cells[rc.Colour] == nil {
			order = append(order, rc.Colour)
		}
		if name != nil {
			cells[rc.Colour] = append(cells[rc.Colour], name(rc.Cell))
		} else {
			cells[rc.Colour] = append(cells[rc.Colour], "")
		}
	}
	var out []string
	for _, n := range order {
		var may []string
		for _, a := range p.Colours.Allow {
			if a.Region == n {
				may = append(may, "a cell of "+PaletteOf(p).Name(a.Piece))
			}
		}
		by := "only by an uncoloured cell of a piece"
		if may != nil {
			by = "only by " + strings.Join(may, ", ") + " or an uncoloured one"
		}
		where := ""
		if name != nil {
			listed := cells[n]
			if len(listed) > maxListed {
				listed = append(listed[:maxListed:maxListed], fmt.Sprintf("and %d more", len(cells[n])-maxListed))
			}
			where = " (" + strings.Join(listed, "; ") + ")"
		}
		out = append(out, fmt.Sprintf("Cells ringed in %s%s may be covered %s.", PaletteOf(p).Name(n), where, by))
	}
	return strings.Join(out, " ")
}

// PieceMarks returns the marks of piece pc's coloured cells, in palette
// cp, in the 2-D
// drawing of a grid of kind k's cells, x by y by z, on which pc's cells
// lie at cells (PieceGridOn's drawing), and their words; none if pc has
// no colour.
func PieceMarks(k grid.Kind, x, y, z int, pc solver.Piece, cells []solver.Point, cp ConstraintPalette) ([]Mark, string) {
	coloured := false
	for _, c := range pc.Colours {
		coloured = coloured || c != 0
	}
	if !coloured {
		return nil, ""
	}
	q := &solver.Problem{XDim: x, YDim: y, ZDim: z, Grid: k, Pieces: []solver.Piece{{Name: pc.Name, Cells: cells, Colours: pc.Colours}},
		Colours: puzzle.Colours{Palette: cp}}
	return SolutionMarks(q, solver.Solution{Placements: []solver.Placement{{Piece: pc.Name, Cells: cells, Colours: pc.Colours}}})
}

// CellWords returns a name of cell c of p's box by its coordinates, as
// ColoursText names them: "x 0, y 1" (with ", z 2" in 3-D).
func CellWords(p *solver.Problem) func(solver.Point) string {
	return func(c solver.Point) string { return cellAt(c, p.ZDim) }
}
