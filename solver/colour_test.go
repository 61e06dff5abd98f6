package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"polyplay/solver/puzzle"
	"polyplay/solver/verify"
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

// TestColourWays: a domino coloured 1 at one end, with a single cube,
// in a 3×1 box, lies on each pair of cells either way round: four
// solutions, each with its colours (Placement.Colours), and up to the
// box's symmetries that keep its colours, with -r, -u or -r -M: two where
// the box is neutral (the half turn keeps it), four where its left
// cells are of colour 1 (none does). -r then filters on output, and
// says why.
func TestColourWays(t *testing.T) {
	const note = "redundancy filter: a coloured piece lies on the same cells in several ways; rotated solutions are filtered on output instead"
	tests := []struct {
		name   string
		region []puzzle.ColourCell
		all    int64
		up     int64 // with -r, -u, -r -M
	}{
		{"neutral", nil, 4, 2},
		{"coloured 1 1 0", []puzzle.ColourCell{{Cell: Point{X: 0}, Colour: 1}, {Cell: Point{X: 1}, Colour: 1}}, 4, 4},
	}
	for _, tc := range tests {
		p := &Problem{XDim: 3, YDim: 1, ZDim: 1, Pieces: []Piece{
			{Name: "D", Cells: []Point{{X: 0}, {X: 1}}, Colours: []int{1, 0}},
			{Name: "M", Cells: []Point{{X: 0}}},
		}, Colours: puzzle.Colours{Region: tc.region, Allow: []puzzle.ColourPair{{Piece: 1, Region: 1}}}}
		for _, o := range []Search{{}, {Redundancy: true}, {Unique: true}, {Redundancy: true, Mirror: true}} {
			s, err := New(p, Options{Search: o})
			if err != nil {
				t.Fatal(err)
			}
			ways := map[string]bool{}
			st, err := s.Solve(t.Context(), func(sol Solution) bool {
				if err := verify.Solution(p, sol); err != nil {
					t.Errorf("%s %+v: %v", tc.name, o, err)
				}
				ways[fmt.Sprint(sol.Placements)] = true
				return true
			})
			want := tc.up
			if !o.Redundancy && !o.Unique {
				want = tc.all
			}
			if err != nil || st.Solutions != want || int64(len(ways)) != want {
				t.Errorf("%s %+v: %d solutions, %d different (%v), want %d", tc.name, o, st.Solutions, len(ways), err, want)
			}
			if o.Redundancy && tc.region == nil && !slices.Contains(st.Notes, note) {
				t.Errorf("%s %+v: notes %q, want %q", tc.name, o, st.Notes, note)
			}
		}
	}
}
