package playmode

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/link"
	"polyplay/ui/play"
	"polyplay/ui/widget"
)

// playShare makes links to Play mode's position: Share this position,
// and Share as a challenge (its pieces fixed). The link is shown to copy
// and copied. The game comes in as data.
type playShare struct {
	app.Compo
	*puzzleStore
	// Game is the game, Ver its revision; Solved says who completed
	// the board ("" while it is not complete).
	Game   *play.Game
	Ver    int
	Solved string

	// shared is the link made, ver the game's revision it was made at;
	// said is what the line under it says.
	shared string
	ver    int
	said   string
}

// share makes the link to the position and copies it; start makes every
// piece on the board a piece of the starting position.
func (c *playShare) share(ctx app.Context, start bool) {
	code := c.Game.Code()
	if start {
		code = c.Game.StartCode()
	}
	m := c.m
	sh := link.Share{Key: m.Key, Index: m.Index, Play: code}
	if m.Edited || m.Key == "" {
		sh.Key, sh.Source, sh.FileName = "", m.Source, m.FileName
	}
	c.shared, c.ver = link.ShareURL(widget.PageURL(), sh), c.Ver
	what := shareWhat(c.Game, start, c.Solved)
	c.said = "A link to " + what + " is below."
	widget.CopyText(c.shared, func(err error) {
		ctx.Dispatch(func(app.Context) {
			if err == nil {
				c.said = "A link to " + what + " was copied."
			}
		})
	})
}

// shareWhat says what a link to game g's position shows: as a
// challenge (start), the board the coach completed, the player's
// solution (solved says in what time), or the position.
func shareWhat(g *play.Game, start bool, solved string) string {
	switch {
	case start:
		return "this position as a challenge (its pieces fixed)"
	case solved != "" && g.Shown():
		return "the board the coach completed"
	case solved != "":
		return "your solution (" + solved + ")"
	}
	return "this position"
}

// Render draws the buttons and the link made, while the game is where
// it was made.
func (c *playShare) Render() app.UI {
	widget.Counted("playShare")
	var out []app.UI
	if c.shared != "" && c.ver == c.Ver {
		out = append(out,
			app.Input().Type("text").ID("play-link").Class("play-link").ReadOnly(true).
				Attr("aria-label", "The link to the position").Value(c.shared).
				OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
			app.Span().ID("play-share-said").Class("muted").Role("status").Text(c.said))
	}
	return app.Div().Class("play-bar play-sharebar").Body(
		app.Button().Type("button").ID("play-share").Class("small").Text("Share this position").
			OnClick(func(ctx app.Context, e app.Event) { c.share(ctx, false) }),
		app.Button().Type("button").ID("play-share-start").Class("small").Text("Share as a challenge").
			Title("A link that opens with these pieces fixed in place").
			OnClick(func(ctx app.Context, e app.Event) { c.share(ctx, true) }),
		widget.Held(app.Div().Class("play-share-out").Body(out...)),
	)
}
