package widget

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The page's direct uses of the window: the address fragment, the
// window's events, a text field's value, the cores. They only run in the
// browser (app.IsClient).

// Workers is the number of solver workers to run by default: one per
// core (navigator.hardwareConcurrency), at most 8.
func Workers() int {
	n := app.Window().Get("navigator").Get("hardwareConcurrency")
	if n.Type() != app.TypeNumber {
		return 1
	}
	return min(max(n.Int(), 1), 8)
}

// Hash returns the address fragment without "#", still escaped.
func Hash() string {
	h := app.Window().Get("location").Get("hash").String()
	if len(h) > 0 && h[0] == '#' {
		h = h[1:]
	}
	return h
}

// ReplaceHash sets the address fragment without adding a history entry or
// navigating.
func ReplaceHash(frag string) {
	app.Window().Get("history").Call("replaceState", nil, "", "#"+frag)
}

// OnHashChange calls fn when the address fragment changes (not through
// ReplaceHash) and returns a function that stops listening.
func OnHashChange(fn func()) (remove func()) {
	return onWindow("hashchange", func(app.Value) { fn() })
}

// OnStorage calls fn with the key of each value another tab of this
// site changes in local storage (the browser's storage event, which the
// tab that writes does not get) and returns a function that stops
// listening.
func OnStorage(fn func(key string)) (remove func()) {
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

// SetValue replaces the text of the text field with the id in place.
func SetValue(id, text string) {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Set("value", text)
	}
}

// SyncScroll copies the vertical scroll of editor (a text field) to
// the element with the id gutterID (its line numbers).
func SyncScroll(editor app.Value, gutterID string) {
	if g := app.Window().GetElementByID(gutterID); g.Truthy() {
		g.Set("scrollTop", editor.Get("scrollTop"))
	}
}
