package play

import (
	"slices"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/dlx"
)

// library returns the compiled library puzzle key.
func library(t testing.TB, key string) *Puzzle {
	t.Helper()
	pz, err := NewPuzzle(librarytest.Problem(t, key))
	if err != nil {
		t.Fatal(err)
	}
	return pz
}

// kanoodle returns the library's Kanoodle puzzle.
func kanoodle(t testing.TB) *Puzzle {
	t.Helper()
	return library(t, "kanoodle")
}

// puzzleOf compiles a definition given as text.
func puzzleOf(t testing.TB, src string) *Puzzle {
	t.Helper()
	pz, err := NewPuzzle(librarytest.Parse(t, src))
	if err != nil {
		t.Fatal(err)
	}
	return pz
}

// dlxCount counts the completions of the position placed on pz with the
// plain DLX of package dlx, over a matrix built from this package's own
// orientations (Puzzle.Orientations, Oriented): no code of the solver's
// model or search. Every mobile piece must have a shape of its own.
func dlxCount(t testing.TB, pz *Puzzle, placed []Placement) int64 {
	t.Helper()
	g := NewGame(pz)
	for _, pl := range placed {
		if err := g.load(pl); err != nil {
			t.Fatal(err)
		}
	}
	cells := map[solver.Point]int{}
	for z := range pz.Z {
		for y := range pz.Y {
			for x := range pz.X {
				c := solver.Point{X: x, Y: y, Z: z}
				if _, on := g.PieceAt(c); pz.Open(c) && !on {
					cells[c] = len(cells)
				}
			}
		}
	}
	var left []int
	for i := range pz.Pieces {
		if g.onBoard(i) < 0 {
			left = append(left, i)
		}
	}
	m := dlx.New(len(cells)+len(left), 0)
	for k, i := range left {
		for _, r := range pz.Orientations(i) {
			for z := range pz.Z {
				for y := range pz.Y {
				next:
					for x := range pz.X {
						cols := []int{len(cells) + k}
						for _, c := range pz.Cells(Placement{Piece: i, Rot: r, At: solver.Point{X: x, Y: y, Z: z}}) {
							col, ok := cells[c]
							if !ok {
								continue next
							}
							cols = append(cols, col)
						}
						m.AddRow(cols...)
					}
				}
			}
		}
	}
	return m.Search(func([]int) bool { return true })
}

// placementsOf returns the placements of the named pieces of a solution.
func placementsOf(t testing.TB, pz *Puzzle, sol solver.Solution, names ...string) []Placement {
	t.Helper()
	var out []Placement
	for _, sp := range sol.Placements {
		if len(names) > 0 && !slices.Contains(names, sp.Piece) {
			continue
		}
		pl, err := pz.Find(sp.Piece, sp.Cells)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, pl)
	}
	return out
}

// positionOf returns placements as the coach takes them.
func positionOf(pz *Puzzle, pls []Placement) []solver.Placement {
	g := NewGame(pz)
	for _, pl := range pls {
		if err := g.load(pl); err != nil {
			panic(err)
		}
	}
	return g.Position()
}
