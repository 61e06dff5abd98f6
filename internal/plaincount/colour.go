package plaincount

import (
	"fmt"
	"slices"

	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// Colour constraints (puzzle.Colours), counted on squares and cubes: a
// row of a coloured piece is added for each of the piece's turns that
// puts each cell of a colour on a region cell that colour may cover.
// Two turns that give one set of cells with the same colours on them
// are one row; with other colours, two rows, as in BurrTools: the piece
// lies on those cells another way round.

// colouredCell is a cell of a piece with its colour.
type colouredCell struct {
	c      grid.Point
	colour int
}

// colourOf returns p's region colours by cell, and whether the colours
// count (some region cell or some mobile piece's cell coloured).
func colourOf(p *puzzle.Problem) (map[grid.Point]int, bool) {
	region := map[grid.Point]int{}
	for _, rc := range p.Colours.Region {
		region[rc.Cell] = rc.Colour
	}
	for _, pc := range p.Pieces {
		if !pc.Stationary && slices.ContainsFunc(pc.Colours, func(c int) bool { return c != 0 }) {
			return region, true
		}
	}
	return region, len(region) > 0
}

// colouredTurns returns the piece's cells turned by each of rots and
// moved to the origin, with their colours, sorted by cell.
func colouredTurns(pc puzzle.Piece, rots []rotation) [][]colouredCell {
	var out [][]colouredCell
	for _, r := range rots {
		o := make([]colouredCell, len(pc.Cells))
		lo := r(pc.Cells[0])
		for i, c := range pc.Cells {
			o[i] = colouredCell{r(c), pc.Colours[i]}
			lo = grid.Point{X: min(lo.X, o[i].c.X), Y: min(lo.Y, o[i].c.Y), Z: min(lo.Z, o[i].c.Z)}
		}
		for i := range o {
			o[i].c = grid.Point{X: o[i].c.X - lo.X, Y: o[i].c.Y - lo.Y, Z: o[i].c.Z - lo.Z}
		}
		slices.SortFunc(o, func(a, b colouredCell) int { return cmpPoints(a.c, b.c) })
		out = append(out, o)
	}
	return out
}

// colouredKey names a coloured piece's shape under rots: its least
// coloured turn.
func colouredKey(pc puzzle.Piece, rots []rotation) string {
	var keys []string
	for _, o := range colouredTurns(pc, rots) {
		keys = append(keys, fmt.Sprint(o))
	}
	return slices.Min(keys)
}

// colouredRows adds the rows of mobile piece i, coloured, on squares
// and cubes: add adds the row of the turn o moved by d.
func colouredRows(p *puzzle.Problem, add func(o []colouredCell, d grid.Point) bool, pc puzzle.Piece, rots []rotation, region map[grid.Point]int) {
	turns := colouredTurns(pc, rots)
	done := map[string]bool{}
	for _, o := range turns {
		ext := o[len(o)-1].c
		for _, c := range o {
			ext = grid.Point{X: max(ext.X, c.c.X), Y: max(ext.Y, c.c.Y), Z: max(ext.Z, c.c.Z)}
		}
		for tx := 0; tx+ext.X < p.XDim; tx++ {
			for ty := 0; ty+ext.Y < p.YDim; ty++ {
				for tz := 0; tz+ext.Z < p.ZDim; tz++ {
					d := grid.Point{X: tx, Y: ty, Z: tz}
					key := fmt.Sprint(o, d)
					if done[key] || !fitsColours(o, d, region, &p.Colours) {
						continue
					}
					if add(o, d) {
						done[key] = true
					}
				}
			}
		}
	}
}

// fitsColours reports whether each cell of o moved by d may cover the
// region cell under it.
func fitsColours(o []colouredCell, d grid.Point, region map[grid.Point]int, cs *puzzle.Colours) bool {
	for _, c := range o {
		rc := region[grid.Point{X: c.c.X + d.X, Y: c.c.Y + d.Y, Z: c.c.Z + d.Z}]
		if c.colour == 0 || rc == 0 {
			continue
		}
		if !slices.Contains(cs.Allow, puzzle.ColourPair{Piece: c.colour, Region: rc}) {
			return false
		}
	}
	return true
}
