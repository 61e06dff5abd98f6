package play

import (
	"slices"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
)

// reachable returns the orientations (Rot, canonical) of piece i that
// the moves from the first reach in game g, each move made on the piece
// in hand and undone in the search's own bookkeeping.
func reachable(g *Game, i int, moves []func(g *Game) Note) map[int]bool {
	g.Cancel()
	g.Pick(i)
	start := g.held.Rot
	pc := &g.pz.Pieces[i]
	seen := map[int]bool{pc.canon[start]: true}
	queue := []int{start}
	for len(queue) > 0 {
		r := queue[0]
		queue = queue[1:]
		for _, mv := range moves {
			g.held.Rot = r
			if mv(g).Refused {
				continue
			}
			if c := pc.canon[g.held.Rot]; !seen[c] {
				seen[c] = true
				queue = append(queue, g.held.Rot)
			}
		}
	}
	g.Cancel()
	return seen
}

// TestPlayBallsOrientations: in Play a piece of balls takes every
// orientation the solver gives it (solver.OrientationsOn), and the
// moves reach each of them: in the tetrahedron of tetraspheres (3-D) the
// turns about the three axes and Flip, which turns a flat piece over in
// its plane (the turns alone reach only the lattice's 24 turns of it);
// on a board one triangular layer thick (librarytest.FlatV) the turn by
// 60° and Flip (the turn alone reaches the bent row's six orientations
// in the layer, where the lattice's turns in it reach three). A
// solution's pieces are then placed one by one, and the share code of
// the position reads back.
func TestPlayBallsOrientations(t *testing.T) {
	turns := []func(g *Game) Note{
		func(g *Game) Note { return g.Turn(AxisX, 1) },
		func(g *Game) Note { return g.Turn(AxisY, 1) },
		func(g *Game) Note { return g.Turn(AxisZ, 1) },
	}
	flat := []func(g *Game) Note{func(g *Game) Note { return g.Turn(AxisZ, 1) }}
	flip := func(g *Game) Note { return g.Flip() }
	for _, tc := range []struct {
		name  string
		p     *solver.Problem
		moves []func(g *Game) Note
		// lattice: the orientations the moves without Flip reach, by
		// piece name; 0 where they reach them all.
		lattice map[string]int
	}{
		{"tetraspheres-tetrahedron", librarytest.Problem(t, "tetraspheres-tetrahedron"), turns, map[string]int{"B": 24}},
		{"flat-v", librarytest.FlatV(), flat, map[string]int{"V": 6}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pz, err := NewPuzzle(tc.p)
			if err != nil {
				t.Fatal(err)
			}
			g := NewGame(pz)
			for i, pc := range pz.Pieces {
				all := len(pz.Orientations(i))
				if pz.ThreeD() {
					if want := len(solver.OrientationsOn(tc.p.Grid, pc.Cells, false)); all != want {
						t.Errorf("piece %s: %d orientations, the solver's %d", pc.Name, all, want)
					}
				}
				if n := len(reachable(g, i, append(slices.Clip(tc.moves), flip))); n != all {
					t.Errorf("piece %s: the moves reach %d of its %d orientations", pc.Name, n, all)
				}
				if want := tc.lattice[pc.Name]; want > 0 {
					if n := len(reachable(g, i, tc.moves)); n != want {
						t.Errorf("piece %s: the turns without Flip reach %d orientations, want %d", pc.Name, n, want)
					}
				}
			}
			sol := librarytest.Solutions(t, tc.p, 1)[0]
			for _, pl := range sol.Placements {
				if n := g.Place(pl.Piece, pl.Cells); n.Refused {
					t.Fatalf("%s: %s", pl.Piece, n.Text)
				}
			}
			if !g.Solved() {
				t.Error("not solved")
			}
			back, err := GameFromCode(pz, g.Code())
			if err != nil || !slices.Equal(back.Placed(), g.Placed()) {
				t.Errorf("the share code reads back as %v (%v), want %v", back.Placed(), err, g.Placed())
			}
		})
	}
}

// TestPlayBallsTable: the first 24 turns of a puzzle of balls are the
// rotations of the cube on the lattice's points, in their order, so a
// share code's orientations mean what they meant before the others were
// added; a solid piece is not turned over.
func TestPlayBallsTable(t *testing.T) {
	pz := library(t, "tetraspheres-tetrahedron")
	k := pz.Problem.Grid
	for r, rot := range rotations {
		for _, c := range []solver.Point{{X: 1}, {Y: 1}, {Z: 1}, {X: 2, Y: -1, Z: 3}} {
			want, _ := k.FromFile(rot.apply(k.FilePoint(c)))
			if got, ok := pz.apply(r, c); !ok || got != want {
				t.Fatalf("turn %d takes %v to %v, rotation %d to %v", r, c, got, r, want)
			}
		}
	}
	if pz.rotationCount() <= len(rotations) {
		t.Errorf("%d turns: none but the lattice's", pz.rotationCount())
	}
	g := NewGame(pz)
	e, _ := pz.PieceByName("E")
	g.Pick(e)
	if n := g.Flip(); !n.Refused || n.Text != "Refused: only a flat piece can be turned over in its plane; turn it about an axis instead." {
		t.Errorf("flipping the solid piece: %+v", n)
	}
}
