package playmode

import (
	"fmt"
	"hash/fnv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/figures"
	"polyplay/ui/link"
	"polyplay/ui/play"
	"polyplay/ui/widget"
)

// Mode is Play mode (ui/play): a person solving the puzzle in view by
// hand, with the solver as a coach. While it is open it takes the board's
// place. It owns the game (play.Game) and hands it as data to its parts,
// each a component owning its own state: the board with its pointer and
// keys (playBoard), the tray (playTray), the coach (coachPanel) and New
// challenge (challengePanel). Their moves come back as actions
// (actionPlayMove, actionPlayStart), made here: the game is kept in
// local storage after each, and its position written into the address.
// The top bar opens and closes it with ActionOpen.
type Mode struct {
	app.Compo
	*puzzleStore
	// page is the rest of the page; svgCache its cache of drawings.
	page     Page
	svgCache Drawings

	// on is set while Play mode is open.
	on bool
	// prob is the puzzle the game is on, pz the puzzle compiled for
	// play; err says why the puzzle in view cannot be played.
	prob *solver.Problem
	pz   *play.Puzzle
	g    *play.Game
	err  string
	// ver counts the game's changes: the parts follow it.
	ver int
	// key is where the game is kept in local storage.
	key string
	// note is what the last move said; dead is the position's dead end,
	// nil if it has no simple one.
	note play.Note
	dead *play.DeadEnd
	// moves counts the player's own moves (a completion being shown
	// stops at one).
	moves int
	// before holds the games a new challenge replaced, the last one
	// last: Undo at a challenge's start returns to it.
	before []*play.Game
	// clockGen numbers the clock's ticks started (tickClock).
	clockGen int
	// arrived is the address fragment the page was opened with, read
	// before the Playground writes its own (OnMount).
	arrived string
	// hand is what the player plays with (onHand): the words say its
	// gestures.
	hand play.Hand
	// slide is the solution being slid in (slidePanel); none meanwhile.
	slide slideStart
}

// Play mode's actions.
const (
	// ActionOpen opens Play mode on the puzzle in view, or closes
	// it: its value is true to open, false to close.
	ActionOpen = "play-open"
	// ActionLink hands Play mode an address fragment typed or
	// pasted into the address bar (its value, a string): a play link
	// opens Play mode on its position.
	ActionLink = "play-link"
	// ActionCoached hands Play mode's parts a worker's coached or
	// challenged message (its value, a protocol.Message).
	ActionCoached = "coached"
	// actionPlayMove hands Play mode a move of one of its parts (its
	// value, a playMove).
	actionPlayMove = "play-move"
	// actionPlayStart hands Play mode a new challenge's game (its
	// value, a playStart).
	actionPlayStart = "play-start"
)

// playMove is a move of a part of Play mode: do makes it on the game and
// says what it did; with do nil, note is only said. by is "" for the
// player's own moves, "hint" or "completion" for the coach's; undo is the
// Undo command (the game's, or back to the game a challenge replaced).
type playMove struct {
	do   func(g *play.Game) play.Note
	note play.Note
	by   string
	undo bool
}

// playStart is a new challenge's game and what to say of it.
type playStart struct {
	g    *play.Game
	note string
}

// move sends Play mode the move f makes.
func move(ctx app.Context, f func(g *play.Game) play.Note) {
	ctx.NewActionWithValue(actionPlayMove, playMove{do: f})
}

// say sends Play mode a line to say, n, without a move.
func say(ctx app.Context, n play.Note) {
	ctx.NewActionWithValue(actionPlayMove, playMove{note: n})
}

// idPlay is Play mode's card, idPlayBoard its board (the keyboard's
// target), idPlayStatus the line that says each move (a live region).
const (
	idPlay       = "play"
	idPlayBoard  = "play-board"
	idPlayStatus = "play-status"
)

// OnInit reads the address: go-app calls the components' OnInit as it
// builds the page, and their OnMount later, the Playground's first,
// which writes the page's own address.
func (c *Mode) OnInit() {
	if app.IsClient {
		c.arrived = c.page.Hash()
	}
}

// OnMount takes the other components' actions and opens Play mode on a
// play link's position, and observes the puzzle's store (the puzzle
// picked, and the workers' and the run's state, which its coach and New
// challenge wait for; the game is its own) while Play is open: closed,
// it has nothing to follow and opens on its own actions.
func (c *Mode) OnMount(ctx app.Context) {
	c.puzzleStore.Observe(ctx).OnChange(c.OnUpdate).While(func() bool { return c.on })
	c.hand = firstHand()
	ctx.Handle(ActionOpen, func(ctx app.Context, a app.Action) {
		if open, _ := a.Value.(bool); open {
			c.open(ctx, "")
		} else {
			c.close()
		}
	})
	ctx.Handle(ActionLink, func(ctx app.Context, a app.Action) {
		if frag, ok := a.Value.(string); ok {
			c.fromAddress(ctx, frag)
		}
	})
	ctx.Handle(actionPlayMove, func(ctx app.Context, a app.Action) {
		if m, ok := a.Value.(playMove); ok {
			c.do(m)
		}
	})
	ctx.Handle(actionSlide, func(ctx app.Context, a app.Action) { c.slide, _ = a.Value.(slideStart) })
	ctx.Handle(actionPlayStart, func(ctx app.Context, a app.Action) {
		if s, ok := a.Value.(playStart); ok {
			c.start(s)
		}
	})
	c.watchVisibility(ctx)
	// A play link opens Play mode once the Playground has loaded the
	// puzzle it names (its OnMount came first).
	c.fromAddress(ctx, c.arrived)
}

// OnUpdate follows the puzzle: another puzzle picked or edited while
// playing loads that puzzle's game.
func (c *Mode) OnUpdate(ctx app.Context) {
	if !c.on || c.m.Problem() == c.prob {
		return
	}
	c.pause()
	c.load("")
	c.writeAddress()
}

// maxBefore is the most games replaced by new challenges kept for Undo.
const maxBefore = 16

// playKeyPrefix begins the local storage keys of the games kept.
const playKeyPrefix = "polyplay.play."

// gameWhat names a game kept in what the page says.
const gameWhat = "your game of this puzzle"

// playKey returns where the game of the puzzle in view is kept: by the
// library key, or by the definition's text for a person's own.
func (c *Mode) playKey() string {
	m := c.m
	if !m.Edited && m.Key != "" {
		return fmt.Sprintf("%s%s.%d", playKeyPrefix, m.Key, m.Index)
	}
	h := fnv.New64a()
	h.Write([]byte(m.Source))
	return fmt.Sprintf("%s%x.%d", playKeyPrefix, h.Sum64(), m.Index)
}

// open opens Play mode on the puzzle in view: the kept game, or, with a
// share code, the position it holds.
func (c *Mode) open(ctx app.Context, code string) {
	c.on = true
	c.load(code)
	c.writeAddress()
	c.page.ChangedAll()
	c.clockGen++
	c.tickClock(ctx, c.clockGen)
	ctx.Defer(func(app.Context) { widget.Focus(idPlay + "-title") })
}

// tickClock shows the time played going on, once a second while Play
// mode is open and the game's clock runs.
func (c *Mode) tickClock(ctx app.Context, gen int) {
	if !c.on || gen != c.clockGen {
		return
	}
	ctx.After(time.Second, func(ctx app.Context) {
		if c.g == nil || len(c.g.Placed()) == 0 || c.g.Solved() || !c.on {
			ctx.PreventUpdate()
		}
		c.tickClock(ctx, gen)
	})
}

// close leaves Play mode; the game stays kept, and the address is the
// puzzle's again.
func (c *Mode) close() {
	c.pause()
	c.on = false
	c.page.Play(false, "")
	c.page.ChangedAll()
}

// pause stops the game's clock and keeps the game.
func (c *Mode) pause() {
	if c.g != nil {
		c.g.Pause(time.Now())
		c.save()
	}
}

// load starts the game of the puzzle in view: from code if it is not
// empty (the kept game if it is at that position, with its clock and
// history), else the one kept in local storage, else an empty board.
func (c *Mode) load(code string) {
	p := c.m.Problem()
	c.prob, c.pz, c.g, c.err = p, nil, nil, ""
	c.note, c.dead, c.before, c.slide = play.Note{}, nil, nil, slideStart{}
	c.ver++
	if p == nil {
		c.err = "The definition has an error: fix it to play the puzzle."
		return
	}
	pz, err := play.NewPuzzle(p)
	if err != nil {
		c.err = "This puzzle cannot be played: " + err.Error()
		return
	}
	c.pz, c.key = pz, c.playKey()
	var kept *play.Game
	if _, ok := c.page.LoadKept(c.key, gameWhat, func(text string) (err error) {
		kept, err = play.ReadKept(pz, text)
		return err
	}); !ok {
		kept = nil // none, or one that could not be read: kept aside
	}
	var damaged error
	if code != "" {
		switch g, err := play.GameFromCode(pz, code); {
		case err == nil && kept != nil && kept.Code() == code:
			c.g = kept
			c.note = play.Note{Text: fmt.Sprintf("Your game: %s placed, %s played.", pieces(kept), play.Clock(kept.Played(time.Now())))}
		case err == nil:
			c.g = g
			c.note = play.Note{Text: fmt.Sprintf("The shared position: %s placed.", pieces(g))}
		default:
			damaged = err
		}
	}
	if c.g == nil && kept != nil {
		c.g = kept
		if c.note.Text == "" && damaged == nil {
			c.note = play.Note{Text: fmt.Sprintf("Your game, kept in this browser: %s placed, %s played.", pieces(kept), play.Clock(kept.Played(time.Now())))}
		}
	}
	if c.g == nil {
		c.g = play.NewGame(pz)
	}
	if damaged != nil {
		c.damagedLink(damaged)
	}
	c.dead = c.g.DeadEnd()
	c.slide = keptSlide(c.page, slideKey(c.key), p)
}

// pieces counts the pieces on g's board in words: "1 piece", "12
// pieces".
func pieces(g *play.Game) string { return figures.Count(int64(len(g.Placed())), "piece") }

// damagedLink says that a Play link's position cannot be read (err,
// from play.DecodePosition) and what opened instead: the game kept in
// this browser, or an empty board.
func (c *Mode) damagedLink(err error) {
	c.note = play.Note{Text: play.DamagedLink(err, len(c.g.Placed())), Refused: true}
}

// fromAddress opens Play mode on a play link's position (link.Share's
// Play), once the Playground has loaded the puzzle the link names.
func (c *Mode) fromAddress(ctx app.Context, frag string) {
	code, ok := link.PlayCode(frag)
	if !ok {
		return
	}
	if _, err := link.Parse(frag); err != nil {
		return // the Playground says what is wrong with the link
	}
	c.open(ctx, code)
	if code == "" && c.g != nil {
		// An empty position is a damaged one too (load takes "" for none).
		_, err := play.DecodePosition(c.pz, code)
		c.damagedLink(err)
	}
}

// save keeps the game in local storage.
func (c *Mode) save() {
	if c.g == nil || c.key == "" {
		return
	}
	text, err := play.KeptText(c.g, time.Now())
	if err != nil {
		c.page.KeepFailed(c.key, "Could not keep your game in this browser: "+err.Error()+".")
		return
	}
	c.page.Keep(c.key, gameWhat, text)
}

// do makes a move: the game's clock is told the time first, and after
// it the dead end, the kept game and the address follow. A refused move
// changes nothing but the line that says why.
func (c *Mode) do(m playMove) {
	if c.g == nil || !c.on {
		return
	}
	c.ver++
	if m.do == nil && !m.undo {
		c.note = m.note
		return
	}
	if m.by == "" {
		c.moves++
	}
	if m.undo && !c.g.CanUndo() && len(c.before) > 0 {
		// Back to the game a new challenge replaced.
		c.g = c.before[len(c.before)-1]
		c.before = c.before[:len(c.before)-1]
		c.note = play.Note{Text: fmt.Sprintf("Undone: the new challenge. Back to your game, %s placed.", pieces(c.g))}
		c.afterMove()
		return
	}
	if m.undo {
		m.do = (*play.Game).Undo
	}
	c.g.Tick(time.Now())
	before := c.g.Code()
	c.note = m.do(c.g)
	if c.g.Code() != before {
		c.afterMove()
	}
}

// afterMove looks for the new position's dead end, keeps the game and
// writes its position into the address.
func (c *Mode) afterMove() {
	c.dead = c.g.DeadEnd()
	c.save()
	c.writeAddress()
}

// start starts a new challenge's game; the game it replaces is kept for
// Undo.
func (c *Mode) start(s playStart) {
	if c.g == nil || !c.on {
		return
	}
	c.g.Pause(time.Now())
	if len(c.g.Placed()) > 0 {
		c.before = append(c.before, c.g)
		if len(c.before) > maxBefore {
			c.before = c.before[1:]
		}
	}
	c.g, c.note = s.g, play.Note{Text: s.note}
	if c.canUndo() {
		c.note.Text += " Undo returns to your game."
	}
	c.moves++
	c.ver++
	c.afterMove()
}

// writeAddress writes the position into the address while Play mode is
// open (a play link of the puzzle: a reload reopens it).
func (c *Mode) writeAddress() {
	code := ""
	if c.on && c.g != nil {
		code = c.g.Code()
	}
	c.page.Play(c.on, code)
}

// watchVisibility pauses the clock while the page is hidden, and keeps
// the game then (a phone may close a hidden page without a word).
func (c *Mode) watchVisibility(ctx app.Context) {
	if !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	f := app.FuncOf(func(app.Value, []app.Value) any {
		if doc.Get("visibilityState").String() == "hidden" {
			ctx.Dispatch(func(app.Context) { c.pause() })
		}
		return nil
	})
	// Kept for the page's lifetime, as the component is.
	doc.Call("addEventListener", "visibilitychange", f)
}
