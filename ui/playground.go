// Package ui is the playground's front end, written with go-app v10: the
// Playground component and its views (puzzle library and editor, preview,
// solver options, live figures, runs, solutions). The state and logic live
// in Model, which is pure Go and tested natively; the solver itself runs in
// a Web Worker (wasm/worker), never on the page's thread.
package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/page"
	"polyplay/ui/player"
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
	idSolve        = "solve"
	idCancel       = "cancel"
	idCLI          = "command-line"
)

// Playground is the page: one component holding the Model.
type Playground struct {
	app.Compo

	m *page.Model
	// pool is the solver workers, page.Model.Workers of them (solve.go).
	pool workers.Pool
	// editorText is the text last put into the editor by the program (not
	// by typing), so typing never rewrites the textarea.
	editorText string
	// notice is a message about the last action (copy done, bad address).
	notice string
	// argsText is the command line being typed in the options box.
	argsText  string
	fieldErr  map[string]string
	galleryPg int
	lastFrag  string
	svgCache  map[string]string
	// runPal is the palette of the last run whose solutions were drawn
	// (colours.go).
	runPal runPalette
	// thumbsHeld is the gallery page whose thumbnails are drawn only in
	// part for now (view_solutions.go).
	thumbsHeld thumbPage
	// staying is the run whose solutions stay on the board while the
	// next run has none yet (board_staying.go).
	staying stayingRun
	// onHash removes the hashchange listener.
	onHash func()
	// updated is set when a newer version of the app has been downloaded.
	updated bool
	// share is the animation and share-link state (share_view.go).
	share shareState
	// watch is the state of watching the search (watch.go).
	watch watchState
	// designer is the puzzle designer's state (designer.go).
	designer designerState
	// tab is the side panel's open tab ("" for the first);
	// panelClosed hides the panel.
	tab         string
	panelClosed bool
	// levelsOpen is whether the per-level figures under the board are
	// open (view_run.go).
	levelsOpen bool
	// mine is My puzzles and the editor's undo (mypuzzles_view.go).
	mine mineState
	// pastRuns are the runs kept from earlier visits (runs_store.go);
	// the runs table leaves out this page's first runsCleared runs.
	pastRuns    []*page.Run
	runsCleared int
	runsChanged bool
	// runsSaving is set while a writing of the runs waits (saveRuns).
	runsSaving bool
	// scheme colours the pieces everywhere on the page (colours.go).
	scheme player.Scheme
}

// OnAppUpdate notes that a newer version was downloaded in the background;
// the header then offers to reload.
func (c *Playground) OnAppUpdate(ctx app.Context) {
	c.updated = ctx.AppUpdateAvailable()
}

// OnInit sets up the state, on the server (prerendering) and in the
// browser.
func (c *Playground) OnInit() {
	c.m = page.NewModel()
	c.editorText = c.m.Source
	c.fieldErr = map[string]string{}
	c.svgCache = map[string]string{}
}

// OnMount restores the state from the address and local storage and
// starts the solver worker.
func (c *Playground) OnMount(ctx app.Context) {
	saved := savedDefinition()
	if err := c.m.Restore(locationHash(), saved); err != nil {
		c.notice = err.Error()
	}
	c.applyShareLink(ctx, locationHash())
	c.loadMine(ctx)
	c.loadRuns(ctx)
	c.loadScheme(ctx)
	c.loadEditor(ctx)
	c.argsText = strings.Join(c.m.Args(), " ")
	if !c.keepShareAddress(locationHash()) {
		c.syncURL()
	}
	c.m.Workers = defaultWorkers()
	c.spawn(ctx)
	// A fragment typed or pasted into the address bar changes the state
	// without a reload.
	c.onHash = onHashChange(func() {
		ctx.Dispatch(func(ctx app.Context) { c.hashChanged(ctx) })
	})
}

// hashChanged applies an address fragment the user changed.
func (c *Playground) hashChanged(ctx app.Context) {
	frag := locationHash()
	if frag == c.lastFrag {
		return
	}
	saved := savedDefinition()
	c.notice = ""
	if err := c.m.Restore(frag, saved); err != nil {
		c.notice = err.Error()
	}
	c.applyShareLink(ctx, frag)
	c.loadEditor(ctx)
	c.argsText = strings.Join(c.m.Args(), " ")
	c.lastFrag = frag
	if !c.keepShareAddress(frag) {
		c.syncURL()
	}
}

// OnDismount stops the worker.
func (c *Playground) OnDismount() {
	if c.onHash != nil {
		c.onHash()
		c.onHash = nil
	}
	c.pool.Stop()
}

// loadEditor puts the model's definition into the editor.
func (c *Playground) loadEditor(ctx app.Context) {
	c.editorText = c.m.Source
	text := c.m.Source
	ctx.Defer(func(app.Context) { setEditorValue(idEditor, text) })
}

// syncURL writes the state into the address fragment.
func (c *Playground) syncURL() {
	if !app.IsClient {
		return
	}
	if f := c.m.Fragment(); f != c.lastFrag {
		c.lastFrag = f
		replaceHash(f)
	}
}
