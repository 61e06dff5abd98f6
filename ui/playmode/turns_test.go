package playmode

import (
	"fmt"
	"slices"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/ui/play"
)

// handTurns are the moves that turn the piece in hand as Play offers
// them for puzzle pz: in a solid puzzle's scene its turns each way
// (sceneTurns, with Shift back) and Flip on balls (sceneFlip); on a flat
// board the turns it shows (boardTurns) and Flip where pieces turn over
// (flips).
func handTurns(pz *play.Puzzle) []func(*play.Game) play.Note {
	var out []func(*play.Game) play.Note
	turn := func(axis play.Axis, q int) func(*play.Game) play.Note {
		return func(g *play.Game) play.Note { return g.Turn(axis, q) }
	}
	if pz.ThreeD() {
		for _, t := range sceneTurns {
			out = append(out, turn(t.axis, t.q), turn(t.axis, -t.q))
		}
		if pz.Grid().Rigid() {
			out = append(out, (*play.Game).Flip)
		}
		return out
	}
	for _, t := range boardTurns {
		if !t.solid {
			out = append(out, turn(t.axis, t.q))
		}
	}
	if flips(pz, pz.Problem.OneSided) {
		out = append(out, (*play.Game).Flip)
	}
	return out
}

// gridKey spells cells moved to the grid's canonical place
// (grid.Kind.Normalize, which keeps a triangle's direction).
func gridKey(pz *play.Puzzle, cells []solver.Point) string {
	c := slices.Clone(cells)
	pz.Grid().Normalize(c)
	return fmt.Sprint(c)
}

// TestTurnsReachEveryOrientation: from where it is picked up, the turns
// Play offers (handTurns) bring a piece with no symmetry to each of the
// orientations the puzzle lists for it (Puzzle.Orientations, the
// solver's: package play's tests) and to nothing else: a triangular
// prism piece's 12 (the 6 turns about the layers' axis, each with the
// layers kept or turned over), in two layers (the scene's R, X and Y)
// and in one (the board's R and F); a cube piece's 24 (the Soma cube's
// flat L, in the scene); a square piece's 8 (the F pentomino, on the
// board).
func TestTurnsReachEveryOrientation(t *testing.T) {
	prisms := func(src string) func(t *testing.T) *play.Puzzle {
		return func(t *testing.T) *play.Puzzle {
			pz, err := play.NewPuzzle(librarytest.Parse(t, src))
			if err != nil {
				t.Fatal(err)
			}
			return pz
		}
	}
	library := func(key string) func(t *testing.T) *play.Puzzle {
		return func(t *testing.T) *play.Puzzle { return playPuzzle(t, key) }
	}
	tests := []struct {
		name   string
		puzzle func(t *testing.T) *play.Puzzle
		piece  string
		want   int
	}{
		// docs/format.md's example on triangular prisms.
		{"prisms, two layers", prisms("D:grid=prism:xDim=4:yDim=2:zDim=2\nL:stationary=*\n* A B C, * B B C\n* A A A, * B C C\n~L\n~D\n"), "B", 12},
		{"prisms, one layer", prisms("D:grid=prism:xDim=4:yDim=2:zDim=1\nL\nA A B B, A B B B\n~L\n~D\n"), "B", 12},
		{"cubes", library("soma"), "L", 24},
		{"squares", library("pentominoes-10x6"), "F", 8},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pz := tc.puzzle(t)
			i, ok := pz.PieceByName(tc.piece)
			if !ok {
				t.Fatalf("no piece %s", tc.piece)
			}
			want := map[string]bool{}
			for _, rot := range pz.Orientations(i) {
				want[gridKey(pz, pz.Oriented(i, rot))] = true
			}
			if len(want) != tc.want {
				t.Fatalf("the puzzle gives %s %d orientations, the test expects %d", tc.piece, len(want), tc.want)
			}
			// Breadth first over the turns, from each orientation met.
			g := play.NewGame(pz)
			if n := g.Pick(i); n.Refused {
				t.Fatalf("picking %s: %s", tc.piece, n.Text)
			}
			start, _ := g.Held()
			seen := map[string]bool{gridKey(pz, pz.Oriented(i, start.Rot)): true}
			queue := []int{start.Rot}
			for len(queue) > 0 {
				rot := queue[0]
				queue = queue[1:]
				for _, turn := range handTurns(pz) {
					if n := g.Orient(rot); n.Refused {
						t.Fatalf("orientation %d: %s", rot, n.Text)
					}
					if n := turn(g); n.Refused {
						t.Fatalf("a turn refused: %s", n.Text)
					}
					h, _ := g.Held()
					k := gridKey(pz, pz.Oriented(i, h.Rot))
					if !want[k] {
						t.Errorf("a turn gave an orientation the solver does not: %s", k)
					}
					if !seen[k] {
						seen[k] = true
						queue = append(queue, h.Rot)
					}
				}
			}
			if len(seen) != tc.want {
				t.Errorf("the turns reach %d of %s's %d orientations", len(seen), tc.piece, tc.want)
			}
		})
	}
}
