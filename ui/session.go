package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/link"
	"polyplay/ui/options"
	"polyplay/ui/widget"
)

// session holds the stores of the page's features, each with its state
// (stores.go): the puzzle (puzzleStore: the page model,
// the editor's text, the solver workers), a run's progress (runStore),
// the solution in view (viewStore), the options (optionsStore) and the
// page's own parts (pageStore); and the caches of drawings and palettes
// the components share. The Playground makes it and holds it; the
// components it makes are given the stores they read and, for the rest,
// a small type holding the session that answers their interface
// (topSession, boardSession, sidePage, puzzleSession, minePage, ...).
// They render from the stores and keep their own state themselves.
//
// An event that changes a store's state calls that store's changed
// (changedAll a change of them all: a puzzle picked, the colours); each
// component observes the stores it reads (package ui/state, in its
// OnMount), so that go-app renders again only the components whose
// stores changed.
type session struct {
	*puzzleStore
	*runStore
	*viewStore
	// optionsStore is the options' (package ui/options).
	optionsStore *options.Store
	*pageStore

	// svgCache holds the drawings made, by key (svgcache.go); the
	// components that draw and read nothing else are given it alone.
	svgCache *drawings
	// runPal is the palette of the last run whose solutions were drawn
	// (colours.go).
	runPal runPalette
}

// newSession returns the session of a new page.
func newSession() *session {
	return &session{
		puzzleStore:  newPuzzleStore(),
		runStore:     &runStore{},
		viewStore:    &viewStore{},
		optionsStore: &options.Store{},
		pageStore:    &pageStore{},
		svgCache:     &drawings{},
	}
}

// changedAll notes a change of every store: every component renders
// again.
func (c *session) changedAll() {
	c.puzzleStore.changed()
	c.runStore.changed()
	c.viewStore.changed()
	c.optionsStore.Changed()
	c.pageStore.changed()
}

// optionsChanged is called after the options changed (the runs tab's
// Use options): the form and the address follow.
func (c *session) optionsChanged() {
	c.optionsStore.Follow(c.m)
	c.syncURL()
}

// loadEditor puts the model's definition into the editor.
func (c *session) loadEditor(ctx app.Context) {
	c.editorText = c.m.Source
	text := c.m.Source
	ctx.Defer(func(app.Context) { widget.SetValue(idEditor, text) })
}

// syncURL writes the state into the address fragment.
func (c *session) syncURL() {
	if !app.IsClient {
		return
	}
	f := c.m.Fragment()
	if c.playing && c.playCode != "" {
		m := c.m
		sh := link.Share{Key: m.Key, Index: m.Index, Args: m.Args(), Play: c.playCode}
		if m.Edited || m.Key == "" {
			sh.Key, sh.Source, sh.FileName = "", m.Source, m.FileName
		}
		f = sh.Fragment()
	}
	if f != c.lastFrag {
		c.lastFrag = f
		widget.ReplaceHash(f)
	}
}
