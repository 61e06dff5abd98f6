package playmode

import (
	"slices"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/coach"
	"polyplay/ui/command"
	"polyplay/ui/draw"
	"polyplay/ui/page"
	"polyplay/ui/play"
	"polyplay/ui/player"
	"polyplay/ui/state"
	"polyplay/ui/workers"
)

// tinyPlay returns Play mode on the tiny puzzle, opened.
func tinyPlay(t *testing.T) *Mode {
	t.Helper()
	m := page.NewModel()
	m.SetSource("tiny.txt", librarytest.TinyPlay)
	if m.Problem() == nil {
		t.Fatalf("the tiny puzzle: %v", m.Err)
	}
	c := New(m, &workers.Pool{}, &state.Store{}, testPage{}, testDrawings{})
	c.on = true
	c.load("")
	if c.g == nil {
		t.Fatalf("no game: %s", c.err)
	}
	return c
}

// testPage is the page around Play mode in the tests: no address, the
// standard colours, nothing kept.
type testPage struct{}

func (testPage) Hash() string                                               { return "" }
func (testPage) Scheme() player.Scheme                                      { return player.Standard }
func (testPage) Play(bool, string)                                          {}
func (testPage) ChangedAll()                                                {}
func (testPage) LoadKept(string, string, func(string) error) (string, bool) { return "", false }
func (testPage) Keep(string, string, string)                                {}
func (testPage) KeepFailed(string, string)                                  {}
func (testPage) Forget(string, string)                                      {}
func (testPage) Taker() *workers.Taker                                      { return nil }

// testDrawings is a cache that keeps nothing.
type testDrawings struct{}

func (testDrawings) Get(_ string, draw func() string) string { return draw() }

// do makes a move of the player's.
func (c *Mode) play(f func(g *play.Game) play.Note) { c.do(playMove{do: f}) }

// boardSVG draws c's board as the board component does.
func (c *Mode) boardSVG() string {
	return playLayerSVG(c.g, gamePalette(c.g, player.Standard), c.dead, c.note, 0, solver.Point{Z: -1}, draw.PlayCellPixels(c.pz.X), "b", "")
}

// TestPlayBoard: the board's drawing follows the game: the pieces placed
// (data-placed and their colours), a dead end's cells hatched, a refused
// drop's cells outlined, a starting position's pieces pinned, and a
// puzzle that cannot be played says why.
func TestPlayBoard(t *testing.T) {
	c := tinyPlay(t)
	a, _ := c.pz.PieceByName("A")
	c.play(func(g *play.Game) play.Note { return g.Pick(a) })
	c.play(func(g *play.Game) play.Note { return g.DropAt(solver.Point{X: 0, Y: 1}) })
	if got, want := placedText(c.g), "A 0,1,0 1,1,0 2,1,0 3,1,0"; got != want {
		t.Errorf("placed %q, want %q", got, want)
	}
	if c.dead == nil || c.dead.Kind != play.Hole {
		t.Fatalf("the I across the middle: dead end %+v, want a hole", c.dead)
	}
	svg := c.boardSVG()
	if n := strings.Count(svg, `class="play-dead"`); n != 4 {
		t.Errorf("%d cells hatched, want the hole's 4", n)
	}
	if colour := gamePalette(c.g, player.Standard).Colour("A"); strings.Count(svg, `fill="`+colour+`"`) != 4 {
		t.Errorf("the I's 4 cells are not drawn in its colour %s", colour)
	}
	coach := &coachPanel{puzzleStore: c.puzzleStore, Game: c.g, Dead: c.dead}
	if text, _ := coach.text(); coach.state() != "dead" || !strings.HasPrefix(text, "Dead end: ") {
		t.Errorf("coach %q (%s), want the dead end", text, coach.state())
	}

	c.do(playMove{undo: true})
	c.play(func(g *play.Game) play.Note { return g.Pick(a) })
	c.play(func(g *play.Game) play.Note { return g.DropAt(solver.Point{X: 0, Y: 0}) })
	b, _ := c.pz.PieceByName("B")
	c.play(func(g *play.Game) play.Note { return g.Pick(b) })
	c.play(func(g *play.Game) play.Note { return g.DropAt(solver.Point{X: 0, Y: 0}) })
	if !c.note.Refused || len(c.note.Cells) == 0 {
		t.Fatalf("a drop over the I: %+v, want refused with cells", c.note)
	}
	if n := strings.Count(c.boardSVG(), `class="play-refused"`); n == 0 {
		t.Errorf("the refused drop's cells are not outlined")
	}

	// A challenge's pieces are pinned, and its position opens in Play.
	c.g.Cancel()
	c.load(c.g.StartCode())
	if got := strings.Count(c.boardSVG(), `class="play-fixed"`); got != 4 {
		t.Errorf("%d cells pinned, want the I's 4", got)
	}
	board := &playBoard{Game: c.g}
	board.follow()
	if !strings.Contains(board.title(), "1 of them pinned") {
		t.Errorf("the board's title %q does not say what is pinned", board.title())
	}

	c.m.SetSource("bad.txt", "D:xDim=2\n")
	c.load("")
	if c.g != nil || !strings.Contains(c.err, "error") {
		t.Errorf("a bad definition: game %v, error %q", c.g != nil, c.err)
	}
}

// TestPlayChallengeUndo: a new challenge replaces the game in progress,
// and Undo at the challenge's start returns to it, which the challenge's
// words say only when Undo can; the board completed by Show a completion
// says so, also after one of its pieces is picked up and put back, or
// its last placing undone and redone.
func TestPlayChallengeUndo(t *testing.T) {
	c := tinyPlay(t)
	a, _ := c.pz.PieceByName("A")
	// On an empty board, there is no game to return to.
	empty, err := play.StartGame(c.pz, []play.Placement{{Piece: a, At: solver.Point{X: 0, Y: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	c.start(playStart{g: empty, note: "A new easy challenge: 2 pieces to place, in exactly one way."})
	if got, want := c.note.Text, "A new easy challenge: 2 pieces to place, in exactly one way."; got != want || c.canUndo() {
		t.Errorf("a challenge on an empty board: %q, can undo %v; want %q and no Undo", got, c.canUndo(), want)
	}
	c.load("")
	c.play(func(g *play.Game) play.Note { return g.Pick(a) })
	c.play(func(g *play.Game) play.Note { return g.DropAt(solver.Point{X: 0, Y: 0}) })
	mine := placedText(c.g)
	start, err := play.StartGame(c.pz, []play.Placement{{Piece: a, At: solver.Point{X: 0, Y: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	c.start(playStart{g: start, note: "A new easy challenge: 2 pieces to place, in exactly one way."})
	if got := placedText(c.g); got != "A 0,2,0 1,2,0 2,2,0 3,2,0" || !c.canUndo() {
		t.Fatalf("the challenge: %q, can undo %v", got, c.canUndo())
	}
	if got, want := c.note.Text, "A new easy challenge: 2 pieces to place, in exactly one way. Undo returns to your game."; got != want {
		t.Errorf("a challenge over a game: %q, want %q", got, want)
	}
	c.do(playMove{undo: true})
	if got, want := c.note.Text, "Undone: the new challenge. Back to your game, 1 piece placed."; placedText(c.g) != mine || got != want {
		t.Errorf("Undo after a challenge: %q (%q), want the game before, %q (%q)", placedText(c.g), got, mine, want)
	}

	// The rest placed by the coach's completion: not "Solved".
	rest, err := coach.Ask(t.Context(), c.pz.Problem, c.g.Position(), coach.Options{})
	if err != nil || len(rest.Completion) != 2 {
		t.Fatalf("a completion: %v, %v", rest.Completion, err)
	}
	for _, p := range rest.Completion {
		c.do(playMove{by: "completion", do: func(g *play.Game) play.Note { return g.Show(p.Piece, p.Cells) }})
	}
	const coached = "Completed by the coach (Show a completion) after 0:00."
	if got := c.solvedText(); !c.g.Solved() || got != coached || !strings.Contains(c.note.Text, " Completed by the coach") {
		t.Errorf("completed by Show a completion: solved %v, %q, status %q; want %q", c.g.Solved(), got, c.note.Text, coached)
	}
	last := rest.Completion[len(rest.Completion)-1]
	at := last.Cells[0]
	for _, m := range []func(g *play.Game) play.Note{
		func(g *play.Game) play.Note { return g.PickUp(at) },
		func(g *play.Game) play.Note { return g.DropAt(at) },
		(*play.Game).Undo,
		(*play.Game).Redo,
	} {
		c.play(m)
	}
	if got := c.solvedText(); got != coached || !strings.Contains(c.note.Text, " Completed by the coach") {
		t.Errorf("a piece of the coach's put back, undone and redone: %q, status %q; want %q", got, c.note.Text, coached)
	}
}

// TestPlayWords: the words of Play mode and of the puzzle tell the
// truth: the pieces left count the one in hand; on triangles the region
// is told by its cells, not by the box it lies in.
func TestPlayWords(t *testing.T) {
	c := tinyPlay(t)
	a, _ := c.pz.PieceByName("A")
	for _, tc := range []struct {
		do   func(g *play.Game) play.Note
		want string
	}{
		{nil, "Pieces left: 3"},
		{func(g *play.Game) play.Note { return g.Pick(a) }, "Pieces left: 3, 1 in hand"},
		{func(g *play.Game) play.Note { return g.DropAt(solver.Point{X: 0, Y: 0}) }, "Pieces left: 2"},
		{func(g *play.Game) play.Note { return g.PickUp(solver.Point{X: 0, Y: 0}) }, "Pieces left: 3, 1 in hand"},
	} {
		if tc.do != nil {
			c.play(tc.do)
		}
		if got := trayTitle(c.g); got != tc.want {
			t.Errorf("after %q: %q, want %q", c.note.Text, got, tc.want)
		}
	}
	// The board's title says the puzzle as the puzzle tab's summary and
	// the board's region do (TestPuzzleWords in package ui).
	for _, tc := range []struct{ key, board string }{
		{"pentominoes-10x6", "The board, 10 by 6: 0 of 12 pieces placed"},
		{"soma", "The position in 3-D: 0 of 7 pieces placed"},
		{"hexiamonds-6x6", "The board of 72 triangles: 0 of 12 pieces placed"},
		{"kanoodle-pyramid", "The position in 3-D: 0 of 12 pieces placed"},
	} {
		if err := c.m.LoadEntry(tc.key); err != nil {
			t.Fatal(err)
		}
		c.load("")
		// A solid is played in its scene, a flat puzzle on its board.
		var board interface{ title() string } = &playBoard{Game: c.g}
		if c.pz.ThreeD() {
			board = &playScene{Game: c.g}
		}
		if got := board.title(); got != tc.board {
			t.Errorf("%s: board %q, want %q", tc.key, got, tc.board)
		}
	}
}

// TestCursorWords: the cursor on a hole, outside the region and on an
// empty cell is told in a person's words, never as the definition's
// stationary piece *.
func TestCursorWords(t *testing.T) {
	c := tinyPlay(t)
	for _, tc := range []struct {
		key  string
		at   solver.Point
		want string
	}{
		{"pentominoes-8x8-hole", solver.Point{X: 3, Y: 3}, ": a hole."},
		{"pentominoes-8x8-hole", solver.Point{X: 0, Y: 0}, ": empty."},
		{"hexiamonds-6x6", solver.Point{Y: 5}, ": outside the board."},
	} {
		if err := c.m.LoadEntry(tc.key); err != nil {
			t.Fatal(err)
		}
		c.load("")
		b := &playBoard{Game: c.g, cursor: tc.at}
		if got := b.cursorText(); !strings.HasPrefix(got, "Cursor at ") || !strings.HasSuffix(got, tc.want) {
			t.Errorf("%s at %v: %q, want it to end %q", tc.key, tc.at, got, tc.want)
		}
	}
}

// TestFirstSeed: the first challenge's seed is random, so that fresh
// browsers differ, and within the range the generator and the page's
// messages carry exactly.
func TestFirstSeed(t *testing.T) {
	seen := map[int64]bool{}
	for range 16 {
		s := firstSeed()
		if s < 1 || s > 1<<31 {
			t.Fatalf("seed %d, want 1 to 2^31", s)
		}
		seen[s] = true
	}
	if len(seen) < 2 {
		t.Errorf("16 first seeds are all %v", seen)
	}
}

// TestPlayKeys: the games of library puzzles and of a person's own are
// kept apart, by puzzle; New challenge asks for no more pieces left than
// the generator makes.
func TestPlayKeys(t *testing.T) {
	c := tinyPlay(t)
	own := c.playKey()
	if err := c.m.LoadEntry("soma"); err != nil {
		t.Fatal(err)
	}
	if lib := c.playKey(); lib != playKeyPrefix+"soma.0" || lib == own || !strings.HasPrefix(own, playKeyPrefix) {
		t.Errorf("keys %q (own) and %q (soma)", own, lib)
	}
	c.load("")
	ch := &challengePanel{puzzleStore: c.puzzleStore, Puzzle: c.pz}
	if got := ch.leftAsked(); got != 4 || ch.most() != 4 {
		t.Errorf("a challenge of the Soma cube's 7 pieces leaves %d by default, at most %d; want 4 and 4", got, ch.most())
	}
	ch.left = 7
	if got := ch.leftAsked(); got != 4 {
		t.Errorf("7 pieces left of the Soma cube asks for %d, want the most, 4", got)
	}
}

// TestPlayCommands: one table gives the buttons and the keys: each key
// finds its command, a command that cannot be done takes no key, and
// the turns about x and y have no button on a flat puzzle (their keys
// say why they cannot be made).
func TestPlayCommands(t *testing.T) {
	c := tinyPlay(t)
	board := &playBoard{Game: c.g}
	board.follow()
	find := func(key string, ctrl, shift bool) string {
		cmd, ok := command.For(board.commands(), command.SpellKey(key, ctrl, shift))
		if !ok {
			return ""
		}
		return cmd.ID
	}
	if got := find("r", false, false); got != "" {
		t.Errorf("R with no piece in hand runs %q", got)
	}
	if got := find("Enter", false, false); got != "play-key-pick" {
		t.Errorf("Enter with no piece in hand runs %q, want the pick-up", got)
	}
	a, _ := c.pz.PieceByName("A")
	c.play(func(g *play.Game) play.Note { return g.Pick(a) })
	for _, k := range []struct {
		key         string
		ctrl, shift bool
		want        string
	}{
		{"r", false, false, "play-turn"}, {"R", false, true, "play-turn-back"}, {"F", false, false, "play-flip"},
		{"Enter", false, false, "play-drop"}, {" ", false, false, "play-drop"}, {"Escape", false, false, "play-return"},
		{"ArrowLeft", false, false, "play-key-ArrowLeft"}, {"x", false, false, "play-turn-x"}, {"PageUp", false, false, ""},
		{"y", true, false, ""}, {"Z", true, true, ""},
	} {
		if got := find(k.key, k.ctrl, k.shift); got != k.want {
			t.Errorf("%s (ctrl %v, shift %v) runs %q, want %q", k.key, k.ctrl, k.shift, got, k.want)
		}
	}
	c.play(func(g *play.Game) play.Note { return g.Drop() })
	board.Undo = c.canUndo()
	if got := find("z", true, false); got != "play-undo" {
		t.Errorf("Control+Z runs %q, want Undo", got)
	}
	var buttons []string
	for _, cmd := range board.commands() {
		if cmd.Label != "" && !cmd.Hidden {
			buttons = append(buttons, cmd.ID)
		}
	}
	want := []string{"play-turn", "play-turn-back", "play-flip", "play-drop", "play-return", "play-undo", "play-redo", "play-clear"} // no Tilt or Roll
	if !slices.Equal(buttons, want) {
		t.Errorf("buttons %q, want %q", buttons, want)
	}
}

// TestShareWhat: a link to a board the coach completed is not called the
// player's solution.
func TestShareWhat(t *testing.T) {
	c := tinyPlay(t)
	if got, want := shareWhat(c.g, false, ""), "this position"; got != want {
		t.Errorf("an empty board: %q, want %q", got, want)
	}
	if got, want := shareWhat(c.g, true, ""), "this position as a challenge (its pieces fixed)"; got != want {
		t.Errorf("as a challenge: %q, want %q", got, want)
	}
	rest, err := coach.Ask(t.Context(), c.pz.Problem, nil, coach.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range rest.Completion[:len(rest.Completion)-1] {
		c.play(func(g *play.Game) play.Note { return g.Place(p.Piece, p.Cells) })
	}
	last := rest.Completion[len(rest.Completion)-1]
	c.do(playMove{by: "completion", do: func(g *play.Game) play.Note { return g.Show(last.Piece, last.Cells) }})
	if got, want := shareWhat(c.g, false, c.solvedText()), "the board the coach completed"; got != want {
		t.Errorf("completed by the coach: %q, want %q", got, want)
	}
	c.play(func(g *play.Game) play.Note { return g.Undo() })
	c.play(func(g *play.Game) play.Note { return g.Place(last.Piece, last.Cells) })
	if got, want := shareWhat(c.g, false, c.solvedText()), "your solution (Solved in 0:00!)"; got != want {
		t.Errorf("solved by the player: %q, want %q", got, want)
	}
}

// TestCoachEmptyBoards: the coach's line about the empty board of every
// library puzzle, with no worker to ask: the library's count where it
// is known, of all the solutions or else up to rotation, at once;
// where no one knows it, the library's estimate with its range, at
// once; otherwise the coach waits for its worker, whose answer
// wasm/job's TestLargeCoach checks.
func TestCoachEmptyBoards(t *testing.T) {
	for _, e := range def.Library() {
		m := page.NewModel()
		if err := m.LoadEntry(e.Key); err != nil {
			t.Fatalf("%s: %v", e.Key, err)
		}
		pz, err := play.NewPuzzle(m.Problem())
		if err != nil {
			t.Fatalf("%s: %v", e.Key, err)
		}
		c := &coachPanel{puzzleStore: &puzzleStore{Store: &state.Store{}, m: m, pool: &workers.Pool{}}, Game: play.NewGame(pz)}
		c.ask()
		want, state := "The coach waits for the solver to start.", ""
		switch {
		case e.AllSolutions > 0:
			want, state = play.CountWords(true, e.AllSolutions, 0, 0, 0), "exact"
		case e.Solutions > 0:
			want, state = play.RotationWords(e.Solutions), "exact"
		case e.Estimate > 0:
			want, state = play.StoredEstimateWords(e.Estimate, e.EstimateLow, e.EstimateHigh), "estimate"
			if !strings.Contains(want, "about") || !strings.Contains(want, "between") {
				t.Errorf("%s: the library's estimate in words, %q, has no range", e.Key, want)
			}
		case e.AtLeast > 0:
			want, state = play.AtLeastWords(e.AtLeast), "estimate"
		}
		if got, _ := c.text(); got != want || c.state() != state {
			t.Errorf("%s: the coach says %q (state %q), want %q (%q)", e.Key, got, c.state(), want, state)
		}
	}
}
