package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// The workers' warm-up (page.Model.Warm) costs a core for a second or
// two: it waits for a sign that the person means to solve, so that a
// visitor who only looks (a shared solution, the puzzle before any move)
// pays for no search. The signs: the pointer over, or the focus on,
// Solve, the definition, the options, Play or the designer; a press
// there (a finger has no hover); typing there. The first Solve then
// finds the solver warm, or warming since the pointer came over it.

// intentSelector matches the parts of the page whose use shows an
// intent to solve.
const intentSelector = "#solve, #definition, #tab-options, #panel-options, #play-top, #play, #designer-top, #designer-section"

// watchIntent calls fn once, at the first sign of an intent to solve,
// and returns a function that stops watching.
func watchIntent(fn func()) (stop func()) {
	if !app.IsClient {
		return func() {}
	}
	doc := app.Window().Get("document")
	events := []string{"pointerover", "pointerdown", "focusin", "input"}
	var f app.Func
	stopped := false
	stop = func() {
		if stopped {
			return
		}
		stopped = true
		for _, ev := range events {
			doc.Call("removeEventListener", ev, f, true)
		}
		f.Release()
	}
	f = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		t := args[0].Get("target")
		if !t.Truthy() || !t.Get("closest").Truthy() || !t.Call("closest", intentSelector).Truthy() {
			return nil
		}
		stop()
		fn()
		return nil
	})
	for _, ev := range events {
		doc.Call("addEventListener", ev, f, true)
	}
	return stop
}
