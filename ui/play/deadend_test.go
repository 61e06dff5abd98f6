package play

import (
	"math/rand/v2"
	"polyplay/solver"
	"slices"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/ui/place"
)

// TestDeadEnd: hand-made dead ends on the 10x6 pentominoes, the Soma
// cube, the Tetris Cube and a small 2-D puzzle, each found with its
// reason, its sentence and its cells, and each a real dead end (the plain
// DLX finds no completion); positions with completions have no dead end.
func TestDeadEnd(t *testing.T) {
	tenBySix := library(t, "pentominoes-10x6")
	soma := library(t, "soma")
	cube := library(t, "tetris-cube")
	strip := puzzleOf(t, `D:xDim=9:yDim=2:zDim=1
L:stationary=S
. . . . S . T T T . I I I I . L L L . O O
. . . . S . . T . . . . . . . L . . . O O
~L
~D
`)
	piece := func(pz *Puzzle, name string) int {
		i, ok := pz.PieceByName(name)
		if !ok {
			t.Fatalf("no piece %s", name)
		}
		return i
	}
	find := func(pz *Puzzle, name string, cells ...solver.Point) Placement {
		pl, err := pz.Find(name, cells)
		if err != nil {
			t.Fatal(err)
		}
		return pl
	}
	block := func(x0, y0, x1, y1 int) []solver.Point {
		var out []solver.Point
		for y := y1; y >= y0; y-- {
			for x := x0; x <= x1; x++ {
				out = append(out, solver.Point{X: x, Y: y})
			}
		}
		return out
	}
	for _, tc := range []struct {
		name   string
		pz     *Puzzle
		placed []Placement
		kind   DeadEndKind
		text   string
		cells  []solver.Point // nil: only their number is checked
		ncells int
	}{
		{"10x6 X in the corner", tenBySix, []Placement{{Piece: piece(tenBySix, "X"), At: solver.Point{}}},
			Hole, "No remaining piece fits in the hole of 1 square at row 6, column 1.", []solver.Point{{}}, 1},
		{"10x6 a 2x3 corner", tenBySix, []Placement{
			find(tenBySix, "I", solver.Point{X: 2}, solver.Point{X: 2, Y: 1}, solver.Point{X: 2, Y: 2}, solver.Point{X: 2, Y: 3}, solver.Point{X: 2, Y: 4}),
			find(tenBySix, "P", solver.Point{Y: 3}, solver.Point{X: 1, Y: 3}, solver.Point{Y: 4}, solver.Point{X: 1, Y: 4}, solver.Point{Y: 5})},
			Area, "The enclosed area of 6 squares at row 4, column 1 cannot be filled: no set of the remaining pieces has 6 squares.", block(0, 0, 1, 2), 6},
		{"10x6 two cells by the edge", tenBySix, []Placement{{Piece: 10, Rot: 2, At: solver.Point{X: 1, Y: 1}}, {Piece: 0, Rot: 11, At: solver.Point{X: 6, Y: 1}}, {Piece: 1, At: solver.Point{X: 5, Y: 4}}},
			Uncovered, "No remaining piece can cover the squares at row 1, column 9 and row 1, column 10.", []solver.Point{{X: 8, Y: 5}, {X: 9, Y: 5}}, 2},
		{"soma a corner cut off", soma, []Placement{{Piece: 0, Rot: 16, At: solver.Point{X: 1, Z: 1}}, {Piece: 3, At: solver.Point{}}, {Piece: 2, Rot: 16, At: solver.Point{Z: 1}}, {Piece: 4, Rot: 14, At: solver.Point{X: 1, Y: 1, Z: 1}}},
			Hole, "No remaining piece fits in the hole of 1 cube at layer 3, row 3, column 1.", []solver.Point{{Z: 2}}, 1},
		{"soma 7 cells", soma, []Placement{{Piece: 0, Rot: 6, At: solver.Point{X: 1, Z: 1}}, {Piece: 2, Rot: 16}, {Piece: 4, Rot: 15, At: solver.Point{X: 1, Y: 1, Z: 1}}, {Piece: 5, Rot: 4, At: solver.Point{X: 1}}},
			Area, "The enclosed area of 7 cubes at layer 2, row 1, column 1 cannot be filled: no set of the remaining pieces has 7 cubes.", nil, 7},
		{"soma colour", soma, []Placement{{Piece: 0, Rot: 17, At: solver.Point{X: 1, Y: 1, Z: 1}}, {Piece: 2, Rot: 4}},
			Colour, "Coloured like a chessboard along every axis, the empty cubes have as many dark cubes as light, and the remaining pieces cannot make that.", nil, 20},
		{"tetris cube colour of an area", cube, []Placement{{Piece: 9, Rot: 8, At: solver.Point{X: 2, Z: 2}}, {Piece: 0, Rot: 11, At: solver.Point{Y: 1}}, {Piece: 2, Rot: 3, At: solver.Point{X: 1, Y: 2}}, {Piece: 1, Rot: 15, At: solver.Point{X: 1, Y: 1, Z: 1}}, {Piece: 7, Rot: 7}},
			Colour, "Coloured like a chessboard along every axis, the enclosed area of 6 cubes at layer 1, row 2, column 3 has as many dark cubes as light, and no set of the remaining pieces of that size has.", nil, 6},
		{"strip colour", strip, nil,
			Colour, "Coloured like a chessboard, the empty squares have as many dark squares as light, and the remaining pieces cannot make that.", nil, 16},
	} {
		g := NewGame(tc.pz)
		for _, pl := range tc.placed {
			if err := g.load(pl); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		d := g.DeadEnd()
		if d == nil || d.Kind != tc.kind || d.Text != tc.text || len(d.Cells) != tc.ncells || tc.cells != nil && pointsKey(d.Cells) != pointsKey(tc.cells) {
			t.Errorf("%s: dead end %+v\nwant %v %q, %d cells %v", tc.name, d, tc.kind, tc.text, tc.ncells, tc.cells)
		}
		if n := dlxCount(t, tc.pz, tc.placed); n != 0 {
			t.Errorf("%s: DLX finds %d completions of the dead end", tc.name, n)
		}
	}
	// The positions of solutions have none.
	for _, pz := range []*Puzzle{tenBySix, soma, cube, kanoodle(t)} {
		sol := librarytest.Solutions(t, pz.Problem, 1)[0]
		for k := range sol.Placements {
			if d := pz.DeadEnd(placementsOf(t, pz, sol)[:k]); d != nil {
				t.Errorf("%s: %d pieces of a solution: dead end %+v", pz.Problem.Name, k, d)
			}
		}
	}
}

// TestDeadEndSound: on random positions, wherever DeadEnd finds a dead
// end the plain DLX finds no completion.
func TestDeadEndSound(t *testing.T) {
	for _, pz := range []*Puzzle{library(t, "pentominoes-10x6"), kanoodle(t), library(t, "soma"), library(t, "tetris-cube"), library(t, "pentominoes-onesided-30x3")} {
		rng := rand.New(rand.NewPCG(3, 4))
		kinds := map[DeadEndKind]int{}
		for range 150 {
			g := NewGame(pz)
			k := 2 + rng.IntN(4)
			for tries := 0; len(g.placed) < k && tries < 1000; tries++ {
				i := rng.IntN(len(pz.Pieces))
				if g.onBoard(i) >= 0 {
					continue
				}
				os := pz.Orientations(i)
				pl := Placement{Piece: i, Rot: os[rng.IntN(len(os))], At: solver.Point{X: rng.IntN(pz.X), Y: rng.IntN(pz.Y), Z: rng.IntN(pz.Z)}}
				if _, _, ok := g.fits(i, pz.Cells(pl)); ok {
					g.put(pl)
				}
			}
			d := g.DeadEnd()
			if d == nil {
				continue
			}
			kinds[d.Kind]++
			if n := dlxCount(t, pz, g.placed); n != 0 {
				t.Errorf("%s %v: dead end %q, but DLX finds %d completions", pz.Problem.Name, g.placed, d.Text, n)
			}
			if len(d.Cells) == 0 || !slices.IsSortedFunc(d.Cells, place.Compare) {
				t.Errorf("%s %v: dead end %q with cells %v", pz.Problem.Name, g.placed, d.Text, d.Cells)
			}
		}
		if kinds[Hole] == 0 {
			t.Errorf("%s: no hole among the random positions: %v", pz.Problem.Name, kinds)
		}
	}
}

// BenchmarkDeadEnd is DeadEnd on positions of the 10x6 and the Tetris
// Cube with a few pieces of a solution placed (no dead end: every
// argument is tried).
func BenchmarkDeadEnd(b *testing.B) {
	for _, key := range []string{"pentominoes-10x6", "tetris-cube"} {
		pz := library(b, key)
		pls := placementsOf(b, pz, librarytest.Solutions(b, pz.Problem, 1)[0])[:3]
		b.Run(key, func(b *testing.B) {
			for b.Loop() {
				if d := pz.DeadEnd(pls); d != nil {
					b.Fatal(d.Text)
				}
			}
		})
	}
}
