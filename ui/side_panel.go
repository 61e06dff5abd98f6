package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"polyplay/ui/options"
	"polyplay/ui/player"
	"polyplay/ui/runs"
	"polyplay/ui/state"
)

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

// sidePanel is the side panel: a row of tabs (the puzzle, the options,
// the runs) over the open tab's panel, which the top bar's toggle hides.
// Every panel is rendered and the closed ones hidden, so that what was
// typed in them stays; the runs table, where nothing is typed, is built
// only while its tab is open.
type sidePanel struct {
	app.Compo
	s *session
}

// OnMount observes the stores the side panel reads (puzzleStore,
// optionsStore, pageStore and runStore): the puzzle, its runs, the
// options, the tab open.
func (c *sidePanel) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, nil, &c.s.puzzleStore.Store, &c.s.optionsStore.Store, &c.s.pageStore.Store, &c.s.runStore.Store)
}

// Render draws the tabs and their panels.
func (c *sidePanel) Render() app.UI {
	counted("sidePanel")
	tab := c.s.tab
	if tab == "" {
		tab = tabPuzzle
	}
	var tabs []app.UI
	for _, t := range panelTabs {
		t := t
		tabs = append(tabs, app.Button().Type("button").ID("tab-"+t.id).Class("tab").Role("tab").
			Attr("aria-selected", boolText(t.id == tab)).Attr("aria-controls", "panel-"+t.id).
			TabIndex(map[bool]int{true: 0, false: -1}[t.id == tab]).
			Text(t.label).
			OnClick(func(ctx app.Context, e app.Event) {
				c.s.tab = t.id
				c.s.pageStore.changed()
			}).
			OnKeyDown(c.onTabKey))
	}
	panel := func(id string, body app.UI) app.UI {
		return app.Div().ID("panel-"+id).Class("tab-panel").Role("tabpanel").Attr("aria-labelledby", "tab-"+id).
			Hidden(id != tab).Body(body)
	}
	return app.Aside().ID("side-panel").Class("side-panel").Attr("aria-label", "Puzzle, options and runs").
		Hidden(c.s.panelClosed).Body(
		app.Div().Class("tabs").Role("tablist").Attr("aria-label", "Panel").Body(tabs...),
		panel(tabPuzzle, &puzzleTab{s: c.s}),
		panel(tabOptions, options.NewTab(c.s.m, c.s.optionsStore, optionsPage{c.s}, c.s.pool.Started(), c.s.scheme)),
		panel(tabRuns, runs.NewTab(c.s.m, &c.s.kept, &c.s.puzzleStore.Store, &c.s.runStore.Store, runsPage{c.s}, tab == tabRuns)),
	)
}

// onTabKey moves between the tabs with the arrow keys, as tab lists do.
func (c *sidePanel) onTabKey(ctx app.Context, e app.Event) {
	step := 0
	switch e.Get("key").String() {
	case "ArrowRight":
		step = 1
	case "ArrowLeft":
		step = len(panelTabs) - 1
	default:
		return
	}
	cur := 0
	for i, t := range panelTabs {
		if t.id == c.s.tab || c.s.tab == "" && t.id == tabPuzzle {
			cur = i
		}
	}
	next := panelTabs[(cur+step)%len(panelTabs)].id
	c.s.tab = next
	c.s.pageStore.changed()
	ctx.Defer(func(app.Context) { focusElement("tab-" + next) })
}

// optionsPage is what the options tab asks of the rest of the page
// (options.Page): the address, the notice and the colours.
type optionsPage struct{ s *session }

// SyncURL writes the options into the address.
func (p optionsPage) SyncURL() { p.s.syncURL() }

// Notify says msg at the top of the page.
func (p optionsPage) Notify(msg string) { p.s.notice = msg }

// SetScheme colours the pieces with scheme everywhere: the drawings in
// the old colours are dropped, the scheme is kept in the browser, and
// every component renders again.
func (p optionsPage) SetScheme(scheme player.Scheme) {
	s := p.s
	s.scheme = scheme
	*s.svgCache = drawings{}
	s.kept.Write(schemeKey, schemeWhat, schemeText(scheme))
	s.changedAll()
}

// runsPage is what the runs tab asks of the rest of the page
// (runs.Page): the options, the notice, what the page says of its
// storage.
type runsPage struct{ s *session }

// OptionsChanged has the options' form and the address follow a run's
// options used again.
func (p runsPage) OptionsChanged() { p.s.optionsChanged() }

// Notify says msg at the top of the page.
func (p runsPage) Notify(msg string) {
	p.s.notice = msg
	p.s.pageStore.changed()
}

// KeptChanged renders again what the page says of its storage.
func (p runsPage) KeptChanged() { p.s.pageStore.changed() }
