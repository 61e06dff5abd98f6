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
	// own is the store of the tab open and the panel closed; observed
	// the stores the panels are made from; parts the rest of the page,
	// which makes the panels.
	own      *pageStore
	observed []*state.Store
	parts    panelParts
}

// panelParts is what the side panel asks of the rest of the page: the
// panels of its tabs.
type panelParts interface {
	// Panels returns the panels of the puzzle, the options and the
	// runs, tab being open.
	Panels(tab string) (puzzle, options, runs app.UI)
}

// newSidePanel returns the side panel of session s: it observes the
// stores its panels read (puzzleStore, optionsStore, pageStore and
// runStore: the puzzle, its runs, the options, the tab open).
func newSidePanel(s *session) *sidePanel {
	return &sidePanel{
		own:      s.pageStore,
		observed: []*state.Store{&s.puzzleStore.Store, &s.optionsStore.Store, &s.pageStore.Store, &s.runStore.Store},
		parts:    sidePage{s},
	}
}

// OnMount observes the stores the side panel reads.
func (c *sidePanel) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, nil, c.observed...)
}

// Render draws the tabs and their panels.
func (c *sidePanel) Render() app.UI {
	counted("sidePanel")
	tab := c.own.tab
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
				c.own.tab = t.id
				c.own.changed()
			}).
			OnKeyDown(c.onTabKey))
	}
	panel := func(id string, body app.UI) app.UI {
		return app.Div().ID("panel-"+id).Class("tab-panel").Role("tabpanel").Attr("aria-labelledby", "tab-"+id).
			Hidden(id != tab).Body(body)
	}
	puzzle, opts, runsTab := c.parts.Panels(tab)
	return app.Aside().ID("side-panel").Class("side-panel").Attr("aria-label", "Puzzle, options and runs").
		Hidden(c.own.panelClosed).Body(
		app.Div().Class("tabs").Role("tablist").Attr("aria-label", "Panel").Body(tabs...),
		panel(tabPuzzle, puzzle),
		panel(tabOptions, opts),
		panel(tabRuns, runsTab),
	)
}

// sidePage makes the side panel's panels from the session (panelParts).
type sidePage struct{ s *session }

// Panels returns the Puzzle tab, the Options tab and the Runs tab, the
// table of runs built only while tab is the runs'.
func (p sidePage) Panels(tab string) (puzzle, opts, runsTab app.UI) {
	s := p.s
	return newPuzzleTab(s),
		options.NewTab(s.m, s.optionsStore, optionsPage{s}, s.pool.Started(), s.scheme),
		runs.NewTab(s.m, &s.kept, &s.puzzleStore.Store, &s.runStore.Store, runsPage{s}, tab == tabRuns)
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
		if t.id == c.own.tab || c.own.tab == "" && t.id == tabPuzzle {
			cur = i
		}
	}
	next := panelTabs[(cur+step)%len(panelTabs)].id
	c.own.tab = next
	c.own.changed()
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
