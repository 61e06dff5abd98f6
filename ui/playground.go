package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/designer"
	"polyplay/ui/link"
	"polyplay/ui/player"
	"polyplay/ui/playmode"
	"polyplay/ui/widget"
	"polyplay/ui/workers"
)

// Register routes the playground's page; both the web server and the
// WebAssembly front end call it.
func Register() {
	app.Route("/", func() app.Composer { return &Playground{} })
}

// Element ids used by the page (and its browser tests).
const (
	idPuzzleSelect = "puzzle-select"
	idEditor       = "definition"
	idGutter       = "definition-lines"
	idDefError     = "definition-error"
	idDefNotes     = "definition-notes"
	idSolve        = "solve"
	idCancel       = "cancel"
)

// The workers' warm-up (page.Model.Warm) costs a core for a second or
// two: it waits for a sign that the person means to solve
// (widget.WatchIntent), so that a visitor who only looks (a shared
// solution, the puzzle before any move) pays for no search. The signs are
// uses of Solve, the definition, the options, Play or the designer. The
// first Solve then finds the solver warm, or warming since the pointer
// came over it.

// intentSelector matches the parts of the page whose use shows an
// intent to solve.
const intentSelector = "#solve, #definition, #tab-options, #panel-options, #play-top, #play, #designer-top, #designer-section"

// Playground is the page: the top component. It makes the session the
// page's components share, starts the solver workers, follows the address
// and lays the components out (Render). It alone holds the session (s):
// the components it makes are given their stores and an interface of
// what they ask of the rest of the page, which a small type holding the
// session answers.
type Playground struct {
	app.Compo
	// s is the page's session (session.go).
	s *session

	// onHash removes the hashchange listener, onStore the storage one.
	onHash, onStore func()
	// updated is set when a newer version of the app has been downloaded.
	updated bool
	// stopIntent stops watching for the first sign that the person
	// means to solve (session.intent, intentSelector).
	stopIntent func()
}

// OnAppUpdate notes that a newer version was downloaded in the background;
// the header then offers to reload.
func (c *Playground) OnAppUpdate(ctx app.Context) {
	c.updated = ctx.AppUpdateAvailable()
}

// OnInit sets up the state, on the server (prerendering) and in the
// browser.
func (c *Playground) OnInit() {
	c.s = newSession()
}

// OnMount restores the state from the address and local storage and
// starts the solver worker.
func (c *Playground) OnMount(ctx app.Context) {
	countRenders()
	saved := savedDefinition(&c.s.kept)
	if err := c.s.m.Restore(locationHash(), saved); err != nil {
		c.s.notice = err.Error()
	}
	c.applyShareLink(ctx, locationHash())
	c.s.loadMine(ctx)
	c.loadScheme(ctx)
	c.s.loadEditor(ctx)
	c.s.optionsStore.ArgsText = strings.Join(c.s.m.Args(), " ")
	if !c.keepShareAddress(locationHash()) {
		c.s.syncURL()
	}
	c.s.m.Workers = widget.Workers()
	c.stopIntent = widget.WatchIntent(intentSelector, func() {
		ctx.Dispatch(func(ctx app.Context) {
			c.s.intent = true
			c.s.warm()
		})
	})
	c.s.spawn(ctx)
	ctx.Handle(actionStartWorkers, func(ctx app.Context, a app.Action) {
		c.s.spawn(ctx)
		c.s.puzzleStore.changed()
		c.s.optionsStore.Changed()
	})
	// A fragment typed or pasted into the address bar changes the state
	// without a reload.
	c.onHash = widget.OnHashChange(func() {
		ctx.Dispatch(func(ctx app.Context) { c.hashChanged(ctx) })
	})
	// My puzzles changed in another tab: this one takes the list as it
	// is now, so that its next write keeps the other's entries.
	c.onStore = widget.OnStorage(func(key string) {
		if key == mineKey {
			ctx.Dispatch(func(ctx app.Context) { c.s.reloadMine(ctx) })
		}
	})
	c.s.changedAll()
}

// hashChanged applies an address fragment the user changed.
func (c *Playground) hashChanged(ctx app.Context) {
	frag := locationHash()
	if frag == c.s.lastFrag {
		return
	}
	saved := savedDefinition(&c.s.kept)
	c.s.notice = ""
	if err := c.s.m.Restore(frag, saved); err != nil {
		c.s.notice = err.Error()
	}
	c.applyShareLink(ctx, frag)
	c.s.loadEditor(ctx)
	c.s.optionsStore.ArgsText = strings.Join(c.s.m.Args(), " ")
	c.s.lastFrag = frag
	ctx.NewActionWithValue(actionPlayLink, frag) // a play link opens Play mode
	if !c.keepShareAddress(frag) {
		c.s.syncURL()
	}
	c.s.changedAll()
}

// OnDismount stops the worker.
func (c *Playground) OnDismount() {
	for _, remove := range []*func(){&c.onHash, &c.onStore} {
		if *remove != nil {
			(*remove)()
			*remove = nil
		}
	}
	if c.stopIntent != nil {
		c.stopIntent()
	}
	c.s.pool.Stop()
}

// idStage is the board area, the target of the skip link.
const idStage = "board"

// Render lays the page out around the board, as playgrounds and analysis
// boards are: a top bar (the puzzle picker, Solve and Cancel, Share), the
// stage in the middle (the board: the puzzle before solving, the solution
// and its player after, with the live figures under it) and a side panel
// of tabs (the puzzle's definition, the options, the runs) that can be
// closed. On a phone the stage comes first, the panel below it, and Solve
// and Cancel sit in a bar at the bottom of the screen.
func (c *Playground) Render() app.UI {
	counted("Playground")
	cls := "pp"
	if c.s.panelClosed {
		cls += " panel-closed"
	}
	if c.s.playing {
		cls += " playing"
	}
	// A file dropped on the page opens (open_file.go).
	return app.Div().Class(cls).On("dragover", c.s.onDragOver).On("drop", c.s.onDrop).Body(
		app.A().Href("#"+idStage).Class("skip-link").Text("Skip to the board").
			OnClick(func(ctx app.Context, e app.Event) {
				// The address fragment holds the state: move the focus
				// without following the link.
				e.PreventDefault()
				focusElement(idStage)
			}),
		newTopBar(c.s, c.updated),
		held(c.renderNotice()),
		held(c.s.kept.Notice()),
		app.Main().Class("pp-main").Body(
			designer.New(c.s.m, &c.s.pool, &c.s.puzzleStore.Store, &c.s.optionsStore.Store, designerPage{c.s}, c.s.svgCache), // the puzzle designer, when open
			playmode.New(c.s.m, &c.s.pool, &c.s.puzzleStore.Store, playPage{c.s}, c.s.svgCache),                              // Play mode, when open: the board's place
			newBoard(c.s),
			newSidePanel(c.s),
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
	if c.s.notice == "" {
		return nil
	}
	return app.Div().ID("notice").Class("notice-bar").Role("alert").Body(
		app.Span().Text(c.s.notice),
		app.Button().Type("button").Class("small").ID("notice-close").Attr("aria-label", "Dismiss the message").Text("×").
			OnClick(func(ctx app.Context, e app.Event) { c.s.notice = "" }),
	)
}

// applyShareLink reads the share link in the address (after Model.Restore
// has taken the puzzle and options from it): the shared solution, and a
// shared definition, which it keeps in the browser like an edited one.
func (c *Playground) applyShareLink(ctx app.Context, frag string) {
	// A damaged link's message replaces the address's own.
	if err := c.s.share.load(frag, c.s.m); err != nil && (c.s.notice == "" || link.Damage(frag) >= 0) {
		c.s.notice = err.Error()
	}
	if c.s.share.fromLink.Source != "" && c.s.m.Edited {
		c.s.saveDefinition(ctx)
	}
}

// keepShareAddress reports whether the address keeps the share link frag
// as it came, rather than becoming the playground's own (Model.Fragment,
// which has no solution): while the page shows what a good share link
// brought, so that a reload, a bookmark or the address copied from the
// address bar shows it again. The next change the person makes writes
// the playground's own address; a link with a problem is replaced at
// once (its message is not met again).
func (c *Playground) keepShareAddress(frag string) bool {
	if c.s.share.shared == nil || c.s.notice != "" {
		return false
	}
	c.s.lastFrag = frag
	return true
}

// loadScheme reads the kept colour scheme (the standard one if none is
// kept, or one that cannot be read, kept aside).
func (c *Playground) loadScheme(ctx app.Context) {
	c.s.kept.Load(schemeKey, schemeWhat, func(text string) (err error) {
		c.s.scheme, err = readScheme(text)
		return err
	})
}

// Play mode's actions that the rest of the page sends (package
// ui/playmode): the top bar opens and closes it, the address hands it a
// play link, the workers' answers go to its coach and New challenge.
const (
	actionPlayOpen = playmode.ActionOpen
	actionPlayLink = playmode.ActionLink
	actionCoached  = playmode.ActionCoached
)

// playPage is what Play mode asks of the rest of the page
// (playmode.Page): the address, the colours, the games kept.
type playPage struct{ s *session }

// Forget removes what is kept under key (kept.State.Remove).
func (p playPage) Forget(key, what string) { p.s.kept.Remove(key, what) }

// Taker asks the solver workers to take solutions apart.
func (p playPage) Taker() *workers.Taker { return p.s.taker }

// Hash returns the address fragment the page was opened with.
func (p playPage) Hash() string { return locationHash() }

// Scheme returns the colours of the pieces.
func (p playPage) Scheme() player.Scheme { return p.s.scheme }

// Play writes the address: a play link of the puzzle at position code
// while Play mode is open.
func (p playPage) Play(on bool, code string) {
	p.s.playing, p.s.playCode = on, code
	p.s.syncURL()
}

// ChangedAll renders every component again.
func (p playPage) ChangedAll() { p.s.changedAll() }

// LoadKept reads the text kept under key with read (kept.State.Load).
func (p playPage) LoadKept(key, what string, read func(string) error) (string, bool) {
	return p.s.kept.Load(key, what, read)
}

// Keep keeps text under key (kept.State.Write).
func (p playPage) Keep(key, what, text string) { p.s.kept.Write(key, what, text) }

// KeepFailed says that what was to be kept under key could not be.
func (p playPage) KeepFailed(key, words string) { p.s.kept.SayFailed(key, words) }

// The designer's actions that the rest of the page sends (package
// ui/designer): the top bar and the puzzle tab open it, the editor
// tells it of new text, the workers' estimates go to its check.
const (
	actionDesignerOpen = designer.ActionOpen
	actionTextEdited   = designer.ActionTextEdited
	actionEstimated    = designer.ActionEstimated
)

// designerPage is what the designer asks of the rest of the page
// (designer.Page): the editor's text.
type designerPage struct{ s *session }

// SetText puts text into the editor and the model, as typing it would:
// kept in the browser, written into the address, every component
// rendered again.
func (p designerPage) SetText(ctx app.Context, text string) {
	s := p.s
	s.m.SetSource("", text)
	s.editorText = text
	ctx.Defer(func(app.Context) { widget.SetValue(idEditor, text) })
	s.saveDefinition(ctx)
	s.syncURL()
	s.changedAll()
}
