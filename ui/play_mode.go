package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/wasm/protocol"
)

// playMode is Play mode (ui/play): a person solving the puzzle in view by
// hand, with the solver as a coach. While it is open it takes the board's
// place: the board drawn as SVG with the pieces placed and the piece in
// hand, the tray of pieces left, the moves (turn, flip, place, undo, redo,
// clear), the coach's answer and the time played. It owns its state
// (playState); the top bar opens and closes it with actionPlayOpen, and
// the Playground hands it the coach's answers and the starting positions
// made (New challenge) with actionCoached.
type playMode struct {
	app.Compo
	*session
	// Rev is the session's revision (session.changed).
	Rev int

	st playState
	// arrived is the address fragment the page was opened with, read
	// before the Playground writes its own (OnMount).
	arrived string
}

// Play mode's actions.
const (
	// actionPlayOpen opens Play mode on the puzzle in view, or closes
	// it: its value is true to open, false to close.
	actionPlayOpen = "play-open"
	// actionPlayLink hands Play mode an address fragment typed or
	// pasted into the address bar (its value, a string): a play link
	// opens Play mode on its position.
	actionPlayLink = "play-link"
	// actionCoached hands Play mode a worker's coached or challenged
	// message (its value, a protocol.Message).
	actionCoached = "coached"
)

// idPlay is Play mode's card, idPlayBoard its board (the keyboard's
// target), idPlayStatus the line that says each move (a live region).
const (
	idPlay       = "play"
	idPlayBoard  = "play-board"
	idPlayStatus = "play-status"
)

// OnInit gives the state the session and reads the address: go-app
// calls the components' OnInit as it builds the page, and their OnMount
// later, the Playground's first, which writes the page's own address.
func (c *playMode) OnInit() {
	c.st.s = c.session
	if app.IsClient {
		c.arrived = locationHash()
	}
}

// OnMount takes the other components' actions and opens Play mode on a
// play link's position.
func (c *playMode) OnMount(ctx app.Context) {
	ctx.Handle(actionPlayOpen, func(ctx app.Context, a app.Action) {
		if open, _ := a.Value.(bool); open {
			c.st.open(ctx, "")
		} else {
			c.st.close(ctx)
		}
	})
	ctx.Handle(actionPlayLink, func(ctx app.Context, a app.Action) {
		if frag, ok := a.Value.(string); ok {
			c.st.fromAddress(ctx, frag)
		}
	})
	ctx.Handle(actionCoached, func(ctx app.Context, a app.Action) {
		m, ok := a.Value.(protocol.Message)
		switch {
		case ok && m.Kind == protocol.KindCoached:
			c.st.coached(ctx, m)
		case ok && m.Kind == protocol.KindChallenged:
			c.st.challenged(m)
		}
	})
	keepPlayKeys()
	c.st.watchVisibility(ctx)
	// A play link opens Play mode once the Playground has loaded the
	// puzzle it names (its OnMount came first).
	c.st.fromAddress(ctx, c.arrived)
}

// OnUpdate follows the session: another puzzle picked or edited while
// playing loads that puzzle's game, and the coach is asked again when
// the workers are free.
func (c *playMode) OnUpdate(ctx app.Context) {
	c.st.follow(ctx)
	c.st.ask()
}

// Render draws Play mode while it is open, else an empty place (held).
func (c *playMode) Render() app.UI { return held(c.st.card()) }
