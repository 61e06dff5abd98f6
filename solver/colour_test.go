package solver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"polyplay/solver/puzzle"
)

// TestPropertyColours is TestProperty on puzzles of squares and cubes
// with colour constraints (Problem.Colours): the region's cells take
// colours 0 to 2 at random or in a pattern that keeps some of its
// symmetries, each mobile piece's cells the colours of the cells where
// the random cut put them (now and then neutral; the pieces of one
// shape the first one's colours, cell by cell, or none), and the pairs
// allow each colour on itself and, now and then, 1 on 2, so that the
// colours cut the solutions and break the region's symmetries, and a
// piece lies on one set of cells in several ways. Every count, with
// every filter and search, is plaincount's, whose rows (one for each
// coloured turn) and symmetries take the colours into account on their
// own.
func TestPropertyColours(t *testing.T) {
	runProperty(t, rand.NewPCG(3, 4), 40, colourPuzzle)
}

// colourPuzzle gives p colour constraints, on squares and cubes.
func colourPuzzle(r *rand.Rand, p *Problem) {
	if !p.Grid.AxisTurns() {
		return
	}
	colour := map[Point]int{}
	// The region's colours: at random, or in a pattern that keeps some
	// of the box's symmetries (a checkerboard, the cells on the box's
	// faces and those inside, all one colour).
	patterns := []func(Point) int{
		func(Point) int { return r.IntN(3) },
		func(c Point) int { return 1 + (c.X+c.Y+c.Z)%2 },
		func(c Point) int {
			if c.X == 0 || c.Y == 0 || c.X == p.XDim-1 || c.Y == p.YDim-1 || p.ZDim > 1 && (c.Z == 0 || c.Z == p.ZDim-1) {
				return 1
			}
			return 2
		},
		func(Point) int { return 1 },
	}
	pattern := patterns[r.IntN(len(patterns))]
	held := map[Point]bool{}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				held[c] = true
			}
		}
	}
	for x := range p.XDim {
		for y := range p.YDim {
			for z := range p.ZDim {
				c := Point{X: x, Y: y, Z: z}
				if held[c] {
					continue
				}
				if k := pattern(c); k > 0 {
					colour[c] = k
					p.Colours.Region = append(p.Colours.Region, puzzle.ColourCell{Cell: c, Colour: k})
				}
			}
		}
	}
	// The pieces of one shape take the first one's colours, cell by
	// cell in their lists, or stay neutral: copies of a coloured piece,
	// or pieces of one shape that their colours tell apart.
	shapes := map[string][]int{}
	for i, pc := range p.Pieces {
		if pc.Stationary {
			continue
		}
		key := ShapeKey(p.Grid, pc.Cells, p.OneSided)
		if cols, ok := shapes[key]; ok {
			p.Pieces[i].Colours = slices.Clone(cols)
			continue
		}
		var cols []int
		if r.IntN(4) > 0 {
			cols = make([]int, len(pc.Cells))
			for j, c := range pc.Cells {
				if r.IntN(4) > 0 {
					cols[j] = colour[c]
				}
			}
		}
		shapes[key] = cols
		p.Pieces[i].Colours = cols
	}
	p.Colours.Allow = []puzzle.ColourPair{{Piece: 1, Region: 1}, {Piece: 2, Region: 2}}
	if r.IntN(2) == 0 {
		p.Colours.Allow = append(p.Colours.Allow, puzzle.ColourPair{Piece: 1, Region: 2})
	}
}
