package ui

import (
	"slices"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/ui/link"
	"polyplay/ui/play"
)

// tinyState returns Play mode's state on the tiny puzzle, opened.
func tinyState(t *testing.T) *playState {
	t.Helper()
	s := newSession()
	s.m.SetSource("tiny.txt", librarytest.TinyPlay)
	if s.m.Problem() == nil {
		t.Fatalf("the tiny puzzle: %v", s.m.Err)
	}
	st := &playState{s: s, on: true}
	st.load("")
	if st.g == nil {
		t.Fatalf("no game: %s", st.err)
	}
	return st
}

// TestPlayBoard: the board's drawing follows the game: the pieces placed
// (data-placed and their colours), a dead end's cells hatched, a refused
// drop's cells outlined, a starting position's pieces pinned, and a
// puzzle that cannot be played says why.
func TestPlayBoard(t *testing.T) {
	st := tinyState(t)
	a, _ := st.pz.PieceByName("A")
	st.do(func(g *play.Game) play.Note { return g.Pick(a) })
	st.do(func(g *play.Game) play.Note { return g.DropAt(play.Point{X: 0, Y: 1}) })
	if got, want := st.placedText(), "A 0,1,0 1,1,0 2,1,0 3,1,0"; got != want {
		t.Errorf("placed %q, want %q", got, want)
	}
	if st.dead == nil || st.dead.Kind != play.Hole {
		t.Fatalf("the I across the middle: dead end %+v, want a hole", st.dead)
	}
	svg := st.boardSVG()
	if n := strings.Count(svg, `class="play-dead"`); n != 4 {
		t.Errorf("%d cells hatched, want the hole's 4", n)
	}
	if colour := st.s.palette(st.prob).Colour("A"); strings.Count(svg, `fill="`+colour+`"`) != 4 {
		t.Errorf("the I's 4 cells are not drawn in its colour %s", colour)
	}
	if st.coachState() != "dead" || !strings.HasPrefix(mustText(st.coachText()), "Dead end: ") {
		t.Errorf("coach %q (%s), want the dead end", mustText(st.coachText()), st.coachState())
	}

	st.do(func(g *play.Game) play.Note { return g.Undo() })
	st.do(func(g *play.Game) play.Note { return g.Pick(a) })
	st.do(func(g *play.Game) play.Note { return g.DropAt(play.Point{X: 0, Y: 0}) })
	b, _ := st.pz.PieceByName("B")
	st.do(func(g *play.Game) play.Note { return g.Pick(b) })
	st.do(func(g *play.Game) play.Note { return g.DropAt(play.Point{X: 0, Y: 0}) })
	if !st.note.Refused || len(st.note.Cells) == 0 {
		t.Fatalf("a drop over the I: %+v, want refused with cells", st.note)
	}
	if n := strings.Count(st.boardSVG(), `class="play-refused"`); n == 0 {
		t.Errorf("the refused drop's cells are not outlined")
	}

	// A challenge's pieces are pinned, and a link to the position opens
	// it in Play.
	st.g.Cancel()
	url := st.shareURL(true)
	sh, err := link.Parse(url[strings.IndexByte(url, '#')+1:])
	if err != nil || sh.Play == "" || sh.Source != librarytest.TinyPlay {
		t.Fatalf("the share link %q: %+v, %v", url, sh, err)
	}
	st.load(sh.Play)
	if got := strings.Count(st.boardSVG(), `class="play-fixed"`); got != 4 {
		t.Errorf("%d cells pinned, want the I's 4", got)
	}
	if !strings.Contains(st.boardTitle(), "1 of them pinned") {
		t.Errorf("the board's title %q does not say what is pinned", st.boardTitle())
	}

	st.s.m.SetSource("bad.txt", "D:xDim=2\n")
	st.load("")
	if st.g != nil || !strings.Contains(st.err, "error") {
		t.Errorf("a bad definition: game %v, error %q", st.g != nil, st.err)
	}
}

// mustText returns a coach's line's text.
func mustText(text, _ string) string { return text }

// TestPlayKeys: the games of library puzzles and of a person's own are
// kept apart, by puzzle.
func TestPlayKeys(t *testing.T) {
	st := tinyState(t)
	own := st.playKey()
	if err := st.s.m.LoadEntry("soma"); err != nil {
		t.Fatal(err)
	}
	if lib := st.playKey(); lib != playKeyPrefix+"soma.0" || lib == own || !strings.HasPrefix(own, playKeyPrefix) {
		t.Errorf("keys %q (own) and %q (soma)", own, lib)
	}
	st.load("")
	if got := st.challengeLeft(); got != 5 {
		t.Errorf("a challenge of the Soma cube's 7 pieces leaves %d by default, want 5", got)
	}
}

// TestPlayOrient: every orientation of every piece of the Soma cube and
// the Tetris Cube is reached from the first by orient's turns.
func TestPlayOrient(t *testing.T) {
	for _, key := range []string{"soma", "tetris-cube"} {
		st := tinyState(t)
		if err := st.s.m.LoadEntry(key); err != nil {
			t.Fatal(err)
		}
		st.load("")
		for i := range st.pz.Pieces {
			for _, rot := range st.pz.Orientations(i) {
				g := play.NewGame(st.pz)
				g.Pick(i)
				if n := orient(g, rot); n.Refused {
					t.Fatalf("%s, piece %d to %d: %s", key, i, rot, n.Text)
				}
				h, _ := g.Held()
				if got, want := shapeOf(st.pz.Oriented(i, h.Rot)), shapeOf(st.pz.Oriented(i, rot)); !slices.Equal(got, want) {
					t.Errorf("%s, piece %d: turned to %v, want %v", key, i, got, want)
				}
			}
		}
	}
}
