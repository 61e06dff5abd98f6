package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// This file holds the page's few direct uses of browser APIs: the address
// fragment, the window's events, the editor's text (the clipboard,
// downloads and the focus are in ui/widget, the solver workers in
// ui/webworker). They only run in the browser (app.IsClient).

// defaultWorkers is the number of solver workers to run: one per core
// (navigator.hardwareConcurrency), at most 8 by default.
func defaultWorkers() int {
	n := app.Window().Get("navigator").Get("hardwareConcurrency")
	if n.Type() != app.TypeNumber {
		return 1
	}
	return min(max(n.Int(), 1), 8)
}

// locationHash returns the address fragment without "#", still escaped,
// as it arrived (see GuardAddress).
func locationHash() string {
	h := app.Window().Get("location").Get("hash").String()
	if len(h) > 0 && h[0] == '#' {
		h = h[1:]
	}
	return arrivedHash(h)
}

// replaceHash sets the address fragment without adding a history entry or
// navigating.
func replaceHash(frag string) {
	app.Window().Get("history").Call("replaceState", nil, "", "#"+frag)
}

// onHashChange calls fn when the address fragment changes (not through
// replaceHash) and returns a function that stops listening.
func onHashChange(fn func()) (remove func()) {
	return onWindow("hashchange", func(app.Value) { fn() })
}

// onStorage calls fn with the key of each value another tab of this
// site changes in local storage (the browser's storage event, which the
// tab that writes does not get) and returns a function that stops
// listening.
func onStorage(fn func(key string)) (remove func()) {
	return onWindow("storage", func(ev app.Value) {
		if k := ev.Get("key"); k.Truthy() {
			fn(k.String())
		}
	})
}

// onWindow calls fn with each of the window's events named event and
// returns a function that stops listening.
func onWindow(event string, fn func(ev app.Value)) (remove func()) {
	f := app.FuncOf(func(_ app.Value, args []app.Value) any {
		if len(args) > 0 {
			fn(args[0])
		}
		return nil
	})
	w := app.Window()
	w.Call("addEventListener", event, f)
	return func() {
		w.Call("removeEventListener", event, f)
		f.Release()
	}
}

// setEditorValue replaces the text of the definition editor in place.
func setEditorValue(id, text string) {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Set("value", text)
	}
}

// syncScroll copies the editor's vertical scroll to its line-number gutter.
func syncScroll(editor app.Value, gutterID string) {
	if g := app.Window().GetElementByID(gutterID); g.Truthy() {
		g.Set("scrollTop", editor.Get("scrollTop"))
	}
}
