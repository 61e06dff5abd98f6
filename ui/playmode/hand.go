package playmode

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/play"
)

// Play's words follow the hand in use (play.Hand): the last press's
// pointer type, or the keyboard after a key. Before either, a touch
// screen's coarse pointer is a finger's, any other a mouse's.

// firstHand is the hand a person is taken to play with before a press
// or a key: a finger on a touch screen, else a mouse.
func firstHand() play.Hand {
	if app.IsClient && app.Window().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool() {
		return play.Touch
	}
	return play.Mouse
}

// onHand follows the hand of a press or a key anywhere in Play's card
// (after the part's own handler: the event bubbles up), and draws Play
// again only when it changed.
func (c *Mode) onHand(ctx app.Context, e app.Event) {
	h := play.Keys
	if e.Get("type").String() == "pointerdown" {
		h = play.PointerHand(e.Get("pointerType").String())
	}
	if h == c.hand {
		ctx.PreventUpdate()
		return
	}
	c.hand = h
}
