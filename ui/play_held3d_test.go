package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/ui/play"
	"polyplay/ui/player"
)

// playPuzzle returns the library puzzle of key for Play.
func playPuzzle(t *testing.T, key string) *play.Puzzle {
	t.Helper()
	pz, err := play.NewPuzzle(librarytest.Problem(t, key))
	if err != nil {
		t.Fatal(err)
	}
	return pz
}

// TestHeldTurnsReachEveryOrientation: the turns beside the piece in
// hand's 3-D view bring every piece of the Soma cube and the Tetris Cube
// to each of its orientations, and to nothing else.
func TestHeldTurnsReachEveryOrientation(t *testing.T) {
	for _, key := range []string{"soma", "tetris-cube"} {
		pz := playPuzzle(t, key)
		for i, pc := range pz.Pieces {
			want := map[string]bool{}
			for _, rot := range pz.Orientations(i) {
				want[shapeKey(pz.Oriented(i, rot))] = true
			}
			g := play.NewGame(pz)
			if n := g.Pick(i); n.Refused {
				t.Fatalf("%s: picking %s: %s", key, pc.Name, n.Text)
			}
			// Breadth first over the turns, each orientation met
			// reached again by its turns from the start.
			shape := func() string { h, _ := g.Held(); return shapeKey(pz.Oriented(h.Piece, h.Rot)) }
			seen := map[string]bool{shape(): true}
			queue := [][]int{nil}
			for len(queue) > 0 {
				path := queue[0]
				queue = queue[1:]
				for k, tn := range heldTurns {
					g = play.NewGame(pz)
					g.Pick(i)
					for _, j := range path {
						g.Turn(heldTurns[j].axis, heldTurns[j].q)
					}
					g.Turn(tn.axis, tn.q)
					s := shape()
					if !want[s] {
						t.Errorf("%s %s: a turn gave an orientation the puzzle does not list: %s", key, pc.Name, s)
					}
					if !seen[s] {
						seen[s] = true
						queue = append(queue, append(slices.Clone(path), k))
					}
				}
			}
			if len(seen) != len(want) {
				t.Errorf("%s %s: the turns reach %d of its %d orientations", key, pc.Name, len(seen), len(want))
			}
		}
	}
}

// shapeKey spells a piece's cells as a sorted set.
func shapeKey(cells []solver.Point) string {
	var b strings.Builder
	for _, c := range shapeOf(cells) {
		fmt.Fprintf(&b, "%d,%d,%d ", c.X, c.Y, c.Z)
	}
	return b.String()
}

// TestHeldShow: the piece in hand is shown alone, centred in a cube as
// wide as its longest side, in its puzzle's colour.
func TestHeldShow(t *testing.T) {
	pz := playPuzzle(t, "soma")
	for i, pc := range pz.Pieces {
		cells := shapeOf(pz.Oriented(i, pz.Orientations(i)[0]))
		s := heldShow(pz, pc.Name, cells)
		p := s.Problem
		if p.XDim != p.YDim || p.YDim != p.ZDim || p.XDim < 2 || p.XDim > 3 {
			t.Errorf("%s: a box of %dx%dx%d, want a cube of 2 or 3", pc.Name, p.XDim, p.YDim, p.ZDim)
		}
		got := s.Solution.Placements[0].Cells
		if len(got) != len(cells) {
			t.Fatalf("%s: %d cells shown, want %d", pc.Name, len(got), len(cells))
		}
		for k, c := range got {
			d := solver.Point{X: c.X - cells[k].X, Y: c.Y - cells[k].Y, Z: c.Z - cells[k].Z}
			d0 := solver.Point{X: got[0].X - cells[0].X, Y: got[0].Y - cells[0].Y, Z: got[0].Z - cells[0].Z}
			if d != d0 || c.X >= p.XDim || c.Y >= p.YDim || c.Z >= p.ZDim {
				t.Errorf("%s: cell %v shown at %v: not the piece moved into the box", pc.Name, cells[k], c)
			}
		}
		if s.Colours("")[pc.Name] != playPaletteOf(pz)[pc.Name] {
			t.Errorf("%s: shown in %s, in the puzzle %s", pc.Name, s.Colours("")[pc.Name], playPaletteOf(pz)[pc.Name])
		}
	}
}

// TestView3DGhost: the position's 3-D view shows the piece in hand,
// pale, on the cells it would take; cells on other pieces are left out
// and the line under the view says so.
func TestView3DGhost(t *testing.T) {
	pz := playPuzzle(t, "soma")
	g := play.NewGame(pz)
	v := &playView3D{Game: g}
	v.follow()
	if v.show.Ghost != "" || v.ghost != "" || len(v.show.Solution.Placements) != 0 {
		t.Fatalf("no piece in hand: ghost %q, line %q, %d placements", v.show.Ghost, v.ghost, len(v.show.Solution.Placements))
	}
	g.Pick(0)
	if n := g.Drop(); n.Refused {
		t.Fatalf("dropping the first piece: %s", n.Text)
	}
	g.Pick(1)
	v.follow()
	name := pz.Pieces[1].Name
	pls := v.show.Solution.Placements
	if v.show.Ghost != name || len(pls) != 2 || pls[1].Piece != name {
		t.Fatalf("ghost %q with placements %v, want %s after the placed piece", v.show.Ghost, pls, name)
	}
	var free []solver.Point
	for _, c := range g.HeldCells() {
		if _, taken := g.PieceAt(c); !taken {
			free = append(free, c)
		}
	}
	if !slices.Equal(pls[1].Cells, free) {
		t.Errorf("the ghost's cells %v, want the free cells of the piece in hand %v", pls[1].Cells, free)
	}
	overlap := len(g.HeldCells()) - len(free)
	if has := strings.Contains(v.ghost, "Place would be refused"); has != (overlap > 0) {
		t.Errorf("%d cubes on other pieces, and the line says %q", overlap, v.ghost)
	}
	if v.show.Colours("")[name] == playPaletteOf(pz)[name] {
		t.Errorf("the ghost is drawn in the piece's own colour %s, not pale", playPaletteOf(pz)[name])
	}
	// Moved, the ghost follows.
	before := v.show
	g.Move(0, 0, 1)
	v.follow()
	if v.show == before {
		t.Errorf("the piece in hand moved up a layer and the view was not made again")
	}
}

// playPaletteOf is the standard colours of pz's pieces.
func playPaletteOf(pz *play.Puzzle) map[string]string {
	return player.SchemeColours(pz.Problem, player.Standard)
}
