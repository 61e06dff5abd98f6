package ui

import (
	"strconv"

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
	return app.Div().Class(cls).Body(
		app.A().Href("#"+idStage).Class("skip-link").Text("Skip to the board").
			OnClick(func(ctx app.Context, e app.Event) {
				// The address fragment holds the state: move the focus
				// without following the link.
				e.PreventDefault()
				focusElement(idStage)
			}),
		c.renderHeader(),
		held(c.renderNotice()),
		app.Main().Class("pp-main").Body(
			&designer{session: c.session, Rev: c.rev}, // the puzzle designer, when open
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

// renderHeader draws the top bar: the name, the puzzle picker, the solve
// actions, sharing and the panel's toggle.
func (c *Playground) renderHeader() app.UI {
	status, cls := "Solver ready", "ok"
	switch {
	case c.m.WorkerErr != "":
		status, cls = "Solver failed", "bad"
	case c.m.Running() != nil:
		status, cls = "Solving…", "busy"
	case !c.m.Ready:
		status, cls = "Starting the solver…", "busy"
	}
	panelLabel := "Hide the panel"
	if c.panelClosed {
		panelLabel = "Show the panel"
	}
	return app.Header().Class("pp-header").Body(
		app.Div().Class("pp-brand").Body(
			app.Img().Src("/web/icons/icon.svg").Alt("Polyplay logo").Class("pp-logo").Width(32).Height(32),
			app.H1().Text("Polyplay"),
		),
		c.renderPicker(),
		c.renderActions(),
		app.Div().Class("pp-tools").Body(
			app.Button().Type("button").ID("share-link").Text("Share").Attr("aria-describedby", "share-help").OnClick(func(ctx app.Context, e app.Event) { ctx.NewAction(actionShareLink) }),
			app.Span().ID("share-help").Class("visually-hidden").Text("Make a link to this puzzle, its options and the solution in view, and copy it."),
			app.Button().Type("button").ID("panel-toggle").Class("icon").
				Attr("aria-expanded", boolText(!c.panelClosed)).Attr("aria-controls", "side-panel").Attr("aria-label", panelLabel).
				Title(panelLabel).Text("☰").
				OnClick(func(ctx app.Context, e app.Event) { c.panelClosed = !c.panelClosed }),
			held(c.renderReload()),
			app.Span().ID("worker-status").Class("pp-status "+cls).Attr("aria-live", "polite").
				Attr("data-warm", warmState(c.m.WarmRuns, c.m.WarmEnded)).Text(status),
			app.Span().ID("run-announce").Class("visually-hidden").Attr("aria-live", "polite").Text(c.runAnnounce()),
		),
	)
}

// warmState is what the worker status says of the workers' warm-up
// (page.Model.Warm), for the benchmarks that measure a warm page:
// "ended", or the number of its runs that ended so far.
func warmState(runs int, ended bool) string {
	if ended {
		return "ended"
	}
	return strconv.Itoa(runs)
}

// renderReload offers to reload the page once a new version of the site
// has been installed; nil until then.
func (c *Playground) renderReload() app.UI {
	if !c.updated {
		return nil
	}
	return app.Button().Type("button").ID("reload").Class("small").Text("New version: reload").
		OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() })
}

// boolText writes b for ARIA attributes.
func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}
