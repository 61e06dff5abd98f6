package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The page is laid out around the board, as playgrounds and analysis
// boards are: a top bar (the puzzle picker, Solve and Cancel, Share), the
// stage in the middle (the board: the puzzle before solving, the solution
// and its player after, with the live figures under it) and a side panel
// of tabs (the puzzle's definition, the options, the runs) that can be
// closed. On a phone the stage comes first, the panel below it, and Solve
// and Cancel sit in a bar at the bottom of the screen.

// Tabs of the side panel.
const (
	tabPuzzle  = "puzzle"
	tabOptions = "options"
	tabRuns    = "runs"
)

// panelTabs are the side panel's tabs in order, with their labels.
var panelTabs = []struct{ id, label string }{
	{tabPuzzle, "Puzzle"},
	{tabOptions, "Options"},
	{tabRuns, "Runs"},
}

// idStage is the board area, the target of the skip link.
const idStage = "board"

// Render draws the page.
func (c *Playground) Render() app.UI {
	cls := "pp"
	if c.panelClosed {
		cls += " panel-closed"
	}
	if c.playing {
		cls += " playing"
	}
	return app.Div().Class(cls).Body(
		app.A().Href("#"+idStage).Class("skip-link").Text("Skip to the board").
			OnClick(func(ctx app.Context, e app.Event) {
				// The address fragment holds the state: move the focus
				// without following the link.
				e.PreventDefault()
				focusElement(idStage)
			}),
		&topBar{session: c.session, Rev: c.rev, Updated: c.updated},
		held(c.renderNotice()),
		app.Main().Class("pp-main").Body(
			&designer{session: c.session, Rev: c.rev}, // the puzzle designer, when open
			&playMode{session: c.session, Rev: c.rev}, // Play mode, when open: the board's place
			c.renderStage(),
			c.renderPanel(),
		),
		app.Footer().Class("pp-footer").Body(
			app.P().Body(
				app.Text("Polyplay solves polyomino and polycube puzzles with dancing links (DLX) and FILA, after Matt Busche's polycube. "),
				app.Text("Everything runs in this browser; the solver works in a background thread."),
			),
		),
	)
}

// renderNotice shows the message about the last action (a damaged link,
// a copy done) at the top of the page, where it is seen.
func (c *Playground) renderNotice() app.UI {
	if c.notice == "" {
		return nil
	}
	return app.Div().ID("notice").Class("notice-bar").Role("alert").Body(
		app.Span().Text(c.notice),
		app.Button().Type("button").Class("small").ID("notice-close").Attr("aria-label", "Dismiss the message").Text("×").
			OnClick(func(ctx app.Context, e app.Event) { c.notice = "" }),
	)
}

// boolText writes b for ARIA attributes.
func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}
