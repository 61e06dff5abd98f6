// Package ui is the playground's front end, written with go-app v10: the
// Playground component and its views (puzzle library and editor, preview,
// solver options, live figures, runs, solutions). The state and logic live
// in Model, which is pure Go and tested natively; the solver itself runs in
// a Web Worker (wasm/worker), never on the page's thread.
package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
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

// Playground is the page: the top component. It makes the session the
// page's components share, starts the solver workers, follows the address
// and lays the components out (layout.go).
type Playground struct {
	app.Compo
	*session

	// onHash removes the hashchange listener.
	onHash func()
	// updated is set when a newer version of the app has been downloaded.
	updated bool
	// intent is set at the first sign that the person means to solve,
	// which starts the workers' warm-up; stopIntent stops watching for
	// it (warm_intent.go).
	intent     bool
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
	c.session = newSession()
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
	c.loadScheme(ctx)
	c.loadEditor(ctx)
	c.argsText = strings.Join(c.m.Args(), " ")
	if !c.keepShareAddress(locationHash()) {
		c.syncURL()
	}
	c.m.Workers = defaultWorkers()
	c.stopIntent = watchIntent(func() {
		ctx.Dispatch(func(ctx app.Context) {
			c.intent = true
			c.warm()
		})
	})
	c.spawn(ctx)
	ctx.Handle(actionStartWorkers, func(ctx app.Context, a app.Action) {
		c.spawn(ctx)
		c.changed()
	})
	// A fragment typed or pasted into the address bar changes the state
	// without a reload.
	c.onHash = onHashChange(func() {
		ctx.Dispatch(func(ctx app.Context) { c.hashChanged(ctx) })
	})
	c.changed()
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
	ctx.NewActionWithValue(actionPlayLink, frag) // a play link opens Play mode
	if !c.keepShareAddress(frag) {
		c.syncURL()
	}
	c.changed()
}

// OnDismount stops the worker.
func (c *Playground) OnDismount() {
	if c.onHash != nil {
		c.onHash()
		c.onHash = nil
	}
	if c.stopIntent != nil {
		c.stopIntent()
	}
	c.pool.Stop()
}

// loadEditor puts the model's definition into the editor.
func (c *session) loadEditor(ctx app.Context) {
	c.editorText = c.m.Source
	text := c.m.Source
	ctx.Defer(func(app.Context) { setEditorValue(idEditor, text) })
}

// syncURL writes the state into the address fragment.
func (c *session) syncURL() {
	if !app.IsClient {
		return
	}
	if f := c.m.Fragment(); f != c.lastFrag {
		c.lastFrag = f
		replaceHash(f)
	}
}
