package playmode

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/ui/command"
	"polyplay/ui/play"
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

// shapeKey spells a piece's cells moved to least coordinates 0 as a
// sorted set.
func shapeKey(cells []solver.Point) string {
	lo := cells[0]
	for _, c := range cells {
		lo = solver.Point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
	}
	s := make([]string, len(cells))
	for i, c := range cells {
		s[i] = fmt.Sprintf("%d,%d,%d", c.X-lo.X, c.Y-lo.Y, c.Z-lo.Z)
	}
	slices.Sort(s)
	return strings.Join(s, " ")
}

// TestSceneTurnsReachEveryOrientation: the scene's turns (R, X, Y)
// bring every piece of the Soma cube and the Tetris Cube to each of its
// orientations, and to nothing else.
func TestSceneTurnsReachEveryOrientation(t *testing.T) {
	for _, key := range []string{"soma", "tetris-cube"} {
		pz := playPuzzle(t, key)
		for i, pc := range pz.Pieces {
			want := map[string]bool{}
			for _, rot := range pz.Orientations(i) {
				want[shapeKey(pz.Oriented(i, rot))] = true
			}
			// Breadth first over the turns, each orientation met
			// reached again by its turns from the start.
			after := func(path []int) string {
				g := play.NewGame(pz)
				if n := g.Pick(i); n.Refused {
					t.Fatalf("%s: picking %s: %s", key, pc.Name, n.Text)
				}
				for _, j := range path {
					g.Turn(sceneTurns[j].axis, sceneTurns[j].q)
				}
				h, _ := g.Held()
				return shapeKey(pz.Oriented(h.Piece, h.Rot))
			}
			seen := map[string]bool{after(nil): true}
			queue := [][]int{nil}
			for len(queue) > 0 {
				path := queue[0]
				queue = queue[1:]
				for k := range sceneTurns {
					next := append(slices.Clone(path), k)
					s := after(next)
					if !want[s] {
						t.Errorf("%s %s: a turn gave an orientation the puzzle does not list: %s", key, pc.Name, s)
					}
					if !seen[s] {
						seen[s] = true
						queue = append(queue, next)
					}
				}
			}
			if len(seen) != len(want) {
				t.Errorf("%s %s: the turns reach %d of its %d orientations", key, pc.Name, len(seen), len(want))
			}
		}
	}
}

// TestSceneLayerRow: Layer down and Layer up are the steps of Page Down
// and Page Up, each off at its end of the box, and the row says the
// working layer; the scene's buttons turn, place, undo and hint.
func TestSceneLayerRow(t *testing.T) {
	pz := playPuzzle(t, "soma")
	c := &playScene{Game: play.NewGame(pz)}
	c.follow()
	state := func() string {
		var s []string
		for _, cmd := range (&sceneLayers{Layer: c.layer, Z: pz.Z}).commands() {
			s = append(s, fmt.Sprintf("%s %s off %v", cmd.ID, cmd.Keys[0], cmd.Off))
		}
		return strings.Join(s, "; ")
	}
	for _, tc := range []struct {
		layer int
		want  string
	}{
		{0, "play-layer-down PageDown off true; play-layer-up PageUp off false"},
		{1, "play-layer-down PageDown off false; play-layer-up PageUp off false"},
		{2, "play-layer-down PageDown off false; play-layer-up PageUp off true"},
	} {
		c.layer = tc.layer
		if got := state(); got != tc.want {
			t.Errorf("on layer %d: %s, want %s", tc.layer+1, got, tc.want)
		}
	}
	var buttons []string
	for _, cmd := range c.commands() {
		if cmd.Label != "" && !cmd.Hidden {
			buttons = append(buttons, cmd.ID)
		}
	}
	want := []string{"play-scene-turn", "play-scene-tilt", "play-scene-roll", "play-scene-place", "play-undo", "play-hint"}
	if !slices.Equal(buttons, want) {
		t.Errorf("the scene's buttons %q, want %q", buttons, want)
	}
}

// TestGhostLine: the line under the scene names the gestures of the
// hand in use and follows the position: nothing in hand, a piece that
// fits, the Soma cube solved (no word of the empty tray).
func TestGhostLine(t *testing.T) {
	p, sol := librarytest.First(t, "soma", solver.Options{})
	pz, err := play.NewPuzzle(p)
	if err != nil {
		t.Fatal(err)
	}
	empty := play.NewGame(pz)
	holding := play.NewGame(pz)
	holding.Pick(0)
	at := pz.PlaceName(holding.HeldCells())
	solved := play.NewGame(pz)
	for _, pl := range sol.Placements {
		if n := solved.Place(pl.Piece, pl.Cells); n.Refused {
			t.Fatalf("placing %s: %s", pl.Piece, n.Text)
		}
	}
	if !solved.Solved() {
		t.Fatal("the Soma cube's solution placed is not solved")
	}
	for _, tc := range []struct {
		name string
		g    *play.Game
		hand play.Hand
		want string
	}{
		{"empty, touch", empty, play.Touch, "No piece in hand: tap one in the tray, or a placed piece to pick it up. Working on layer 2 of 3."},
		{"empty, mouse", empty, play.Mouse, "No piece in hand: click one in the tray, or a placed piece to pick it up. Working on layer 2 of 3."},
		{"empty, keys", empty, play.Keys, "No piece in hand: N takes the tray's next one. Working on layer 2 of 3."},
		{"holding, touch", holding, play.Touch, "V held over " + at + ": it fits (green). A tap on it places it."},
		{"holding, keys", holding, play.Keys, "V held over " + at + ": it fits (green). Enter places it."},
		{"solved, touch", solved, play.Touch, "Solved: every piece is in place; a tap on a placed piece picks it up."},
		{"solved, mouse", solved, play.Mouse, "Solved: every piece is in place; a click on a placed piece picks it up."},
	} {
		if got, ok := ghostLine(tc.g, tc.hand, 1); got != tc.want || !ok {
			t.Errorf("%s: %q (fits %v), want %q", tc.name, got, ok, tc.want)
		}
	}
}

// TestSceneOneHintOneUndo: with a solid puzzle Play's only Undo and
// Hint are the scene's, ids play-undo and play-hint, with their keys
// (Control+Z, H); the history beside the scene leaves its Undo out.
func TestSceneOneHintOneUndo(t *testing.T) {
	g := play.NewGame(playPuzzle(t, "soma"))
	c := &playScene{Game: g, Undo: true}
	c.follow()
	for _, tc := range []struct{ key, want string }{{"Control+z", "play-undo"}, {"h", "play-hint"}} {
		if cmd, ok := command.For(c.commands(), tc.key); !ok || cmd.ID != tc.want {
			t.Errorf("%s in the scene runs %q (%v), want %q", tc.key, cmd.ID, ok, tc.want)
		}
	}
	var shown []string
	for _, cmd := range historyCommands(g, true) {
		if cmd.Label != "" && !cmd.Hidden {
			shown = append(shown, cmd.ID)
		}
	}
	if want := []string{"play-redo", "play-clear"}; !slices.Equal(shown, want) {
		t.Errorf("the history beside the scene shows %q, want %q", shown, want)
	}
}
