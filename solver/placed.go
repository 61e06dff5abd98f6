package solver

import (
	"fmt"
	"slices"

	"polyplay/solver/puzzle"
)

// WithPlaced returns the puzzle that is left of p once the pieces of
// placed lie where placed puts them: p with each of those pieces made
// stationary at its cells. Its solutions are the completions of that
// position (a challenge's pre-placed pieces, a player's position in Play
// mode). It fails, saying why, if p is not valid (Problem.Validate), if a placement names no mobile piece of
// p, places a piece twice, is not the piece in an orientation p allows,
// leaves the box, or overlaps a stationary piece or another placement.
// A piece of a shape with spare pieces counts for the shape, whichever
// copy it is: the pieces of the shape left are spare but as many as the
// shape still needs (spareLeft).
func WithPlaced(p *Problem, placed []Placement) (*Problem, error) {
	if p == nil {
		return nil, fmt.Errorf("no puzzle")
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	index := make(map[string]int, len(p.Pieces))
	taken := map[Point]string{}
	for i, pc := range p.Pieces {
		index[pc.Name] = i
		if pc.Stationary {
			for _, c := range pc.Cells {
				taken[c] = pc.Name
			}
		}
	}
	at := make(map[string][]Point, len(placed))
	for _, pl := range placed {
		i, ok := index[pl.Piece]
		switch {
		case !ok:
			return nil, fmt.Errorf("the puzzle has no piece %s", pl.Piece)
		case p.Pieces[i].Stationary:
			return nil, fmt.Errorf("piece %s is stationary: it cannot be placed", pl.Piece)
		case at[pl.Piece] != nil:
			return nil, fmt.Errorf("piece %s is placed twice", pl.Piece)
		case len(pl.Cells) != len(p.Pieces[i].Cells):
			return nil, fmt.Errorf("piece %s has %d cells, not %d", pl.Piece, len(p.Pieces[i].Cells), len(pl.Cells))
		}
		shape := NormalizeOn(p.Grid, pl.Cells)
		if !slices.ContainsFunc(OrientationsOn(p.Grid, p.Pieces[i].Cells, p.OneSided), func(o []Point) bool { return slices.Equal(o, shape) }) {
			return nil, fmt.Errorf("those cells are not piece %s in an orientation the puzzle allows", pl.Piece)
		}
		outside := 0
		for _, c := range pl.Cells {
			if c.X < 0 || c.Y < 0 || c.Z < 0 || c.X >= p.XDim || c.Y >= p.YDim || c.Z >= p.ZDim {
				outside++
			}
		}
		// In a person's words: the grid's own cells, and the region
		// (the format's box and its stationary pieces are how a
		// definition draws it, not what a person sees).
		unit := p.Grid.Unit(p.ZDim)
		if outside > 0 {
			if outside > 1 {
				unit += "s"
			}
			return nil, fmt.Errorf("piece %s has %d %s outside the region", pl.Piece, outside, unit)
		}
		for _, c := range pl.Cells {
			other, ok := taken[c]
			switch {
			case ok && p.Pieces[index[other]].Stationary: // it shapes the region
				return nil, fmt.Errorf("piece %s covers a %s that is not in the region, at (%v)", pl.Piece, unit, c)
			case ok:
				return nil, fmt.Errorf("piece %s overlaps %s at (%v)", pl.Piece, other, c)
			}
		}
		for _, c := range pl.Cells {
			taken[c] = pl.Piece
		}
		at[pl.Piece] = pl.Cells
	}
	q := *p
	q.Pieces = make([]Piece, len(p.Pieces))
	for i, pc := range p.Pieces {
		if cells, ok := at[pc.Name]; ok {
			pc = Piece{Name: pc.Name, Cells: slices.Clone(cells), Stationary: true}
		}
		q.Pieces[i] = pc
	}
	spareLeft(p, &q)
	// An optional cell a placed piece covers is the piece's now.
	q.Optional = slices.DeleteFunc(slices.Clone(p.Optional), func(c Point) bool {
		_, ok := taken[c]
		return ok
	})
	// So is a coloured cell.
	q.Colours.Region = slices.DeleteFunc(slices.Clone(p.Colours.Region), func(rc puzzle.ColourCell) bool {
		_, ok := taken[rc.Cell]
		return ok
	})
	return &q, nil
}
