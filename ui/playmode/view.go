package playmode

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/command"
	"polyplay/ui/play"
	"polyplay/ui/widget"
)

// Render draws Play mode while it is open, else an empty place (held):
// its head, the scene a solid is played in or the board a flat puzzle
// is played on, with their commands, the lines that say each move and
// the coach's answer, and beside them the time played, the tray, the
// history, New challenge and Share.
func (c *Mode) Render() app.UI {
	widget.Counted("playMode")
	if !c.on {
		return widget.Held(nil)
	}
	title := c.m.Title()
	if title == "" {
		title = "Your puzzle"
	}
	head := app.Div().Class("play-head").Body(
		app.H2().ID(idPlay+"-title").TabIndex(-1).Text("Play: "+title),
		app.Button().Type("button").ID("play-close").Text("Leave Play").
			OnClick(func(ctx app.Context, e app.Event) { c.close() }),
	)
	card := app.Section().ID(idPlay).Class("play-card").Attr("aria-labelledby", idPlay+"-title").
		DataSet("hand", c.hand).On("pointerdown", c.onHand).OnKeyDown(c.onHand)
	if c.g == nil {
		return card.Body(head, app.P().ID(idPlayStatus).Class("play-status refused").Role("status").Text(c.err))
	}
	if c.slide.sol != nil {
		return card.Body(head, &slidePanel{Problem: c.prob, Solution: c.slide.sol, From: c.slide.from, Scheme: c.page.Scheme(),
			Resume: c.slide.resume, Page: c.page, Key: slideKey(c.key)})
	}
	return card.Body(
		head,
		c.solvedBanner(),
		app.Div().Class("play-cols").Body(
			app.Div().Class("play-main").Body(
				widget.Held(c.scene()),
				// What a move says, under the scene a solid is played in
				// (where the eye is), else under the board.
				widget.Held(c.statusBy(c.pz.ThreeD())),
				widget.Held(c.board()),
				widget.Held(c.statusBy(!c.pz.ThreeD())),
				&coachPanel{puzzleStore: c.puzzleStore, Game: c.g, Ver: c.ver, Dead: c.dead, Moves: c.moves},
			),
			app.Div().Class("play-side").Body(
				// Over the tray on a desktop, where the moves leave room.
				app.P().ID("play-time").Class("muted").Text("Time played: "+play.Clock(c.g.Played(time.Now()))),
				&playTray{svgCache: c.svgCache, Game: c.g, Ver: c.ver, Scheme: c.page.Scheme()},
				app.Div().Class("play-bar play-history").Body(
					command.Buttons(historyCommands(c.g, c.canUndo()), c.onCommand)...),
				slideOffer(c.prob, c.g, c.m.Shown()),
				&challengePanel{puzzleStore: c.puzzleStore, Puzzle: c.pz},
				&playShare{puzzleStore: c.puzzleStore, Game: c.g, Ver: c.ver, Solved: c.solvedText()},
			),
		),
	)
}

// scene is the 3-D scene a solid puzzle is played in; nil for a flat
// puzzle.
func (c *Mode) scene() app.UI {
	if !c.pz.ThreeD() {
		return nil
	}
	return &playScene{Game: c.g, Ver: c.ver, Undo: c.canUndo(), Scheme: c.page.Scheme(), Hand: c.hand}
}

// board is the board a flat puzzle is played on; nil for a solid one,
// whose scene is the only view of its position.
func (c *Mode) board() app.UI {
	if c.pz.ThreeD() {
		return nil
	}
	return &playBoard{Game: c.g, Ver: c.ver, Note: c.note, Dead: c.dead,
		Scheme: c.page.Scheme(), Undo: c.canUndo()}
}

// canUndo reports whether Undo can do something: the game's own, or
// back to the game a new challenge replaced.
func (c *Mode) canUndo() bool { return c.g.CanUndo() || len(c.before) > 0 }

// onCommand runs the history command of the button pressed.
func (c *Mode) onCommand(ctx app.Context, e app.Event) {
	if c.g == nil || !command.Run(ctx, historyCommands(c.g, c.canUndo())) {
		ctx.PreventUpdate()
	}
}

// where is the state the words follow (play.Where).
func (c *Mode) where() play.Where {
	return play.Where{Solid: c.pz.ThreeD(), TrayEmpty: trayEmpty(c.g), Solved: c.g.Solved()}
}

// trayEmpty reports whether game g's tray has no piece left.
func trayEmpty(g *play.Game) bool {
	for _, it := range g.Tray() {
		if it.Count() > 0 {
			return false
		}
	}
	return true
}

// statusBy is the status line if here is set, else nil.
func (c *Mode) statusBy(here bool) app.UI {
	if !here {
		return nil
	}
	return c.statusLine()
}

// statusLine says what the last move did: the live region a screen
// reader announces each move from.
func (c *Mode) statusLine() app.UI {
	cls := "play-status"
	if c.note.Refused {
		cls += " refused"
	}
	text := c.note.Text
	if text == "" {
		text = play.StartWords(c.hand, c.where())
	}
	return app.P().ID(idPlayStatus).Class(cls).Role("status").Attr("aria-live", "polite").Text(text)
}

// solvedText says who completed the board and in what time; "" while it
// is not complete. A board with a piece of a completion the coach showed
// (play.Game.Shown) is the coach's.
func (c *Mode) solvedText() string {
	if !c.g.Solved() {
		return ""
	}
	t := play.Clock(c.g.Played(time.Now()))
	if c.g.Shown() {
		return "Completed by the coach (Show a completion) after " + t + "."
	}
	return "Solved in " + t + "!"
}

// solvedBanner says that the board is complete, with the time it took
// and who completed it.
func (c *Mode) solvedBanner() app.UI {
	text := c.solvedText()
	if text == "" {
		return widget.Held(nil)
	}
	rest := " Every piece is in place."
	if c.g.Shown() {
		rest = " Every piece is in place: take some back and try again, or ask for a new challenge."
	}
	return app.Div().ID("play-solved").Class("play-solved").Body(app.Strong().Text(text), app.Text(rest))
}
