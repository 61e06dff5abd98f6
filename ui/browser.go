package ui

import (
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// This file holds the page's few direct uses of browser APIs: the address
// fragment, the clipboard and downloads (the solver workers are in
// worker_js.go). They only run in the browser (app.IsClient).

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

// copyText puts text on the clipboard; done reports the outcome.
func copyText(text string, done func(error)) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		done(errors.New("the clipboard is not available here: select the command and copy it"))
		return
	}
	var ok, fail app.Func
	release := func() { ok.Release(); fail.Release() }
	ok = app.FuncOf(func(app.Value, []app.Value) any { release(); done(nil); return nil })
	fail = app.FuncOf(func(app.Value, []app.Value) any {
		release()
		done(errors.New("copying was refused: select the command and copy it"))
		return nil
	})
	clip.Call("writeText", text).Call("then", ok, fail)
}

// download offers content as a file.
func download(name, mime string, content []byte) {
	w := app.Window()
	arr := w.Get("Uint8Array").New(len(content))
	app.CopyBytesToJS(arr, content)
	blob := w.Get("Blob").New([]any{arr}, map[string]any{"type": mime})
	url := w.Get("URL").Call("createObjectURL", blob)
	doc := w.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var revoke app.Func
	revoke = app.FuncOf(func(app.Value, []app.Value) any {
		w.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	w.Call("setTimeout", revoke, 10000)
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

// focusElement moves the keyboard focus to the element with the id.
func focusElement(id string) {
	if !app.IsClient {
		return
	}
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Call("focus")
	}
}

// whenIdle calls fn once the page has rendered and the browser has time
// for it (idleAfter, then requestIdleCallback, at most a second later),
// or when the page is being left (pagehide), whichever comes first; at
// once outside the browser. (go-app renders a dispatch's changes in its
// next frame, a few milliseconds later: an idle callback asked for at
// once would come before.)
func whenIdle(fn func()) {
	if !app.IsClient {
		fn()
		return
	}
	w := app.Window()
	var run, wait app.Func
	var timer, idle app.Value
	asked := false // idle holds a requestIdleCallback's handle
	run = app.FuncOf(func(app.Value, []app.Value) any {
		w.Call("removeEventListener", "pagehide", run)
		w.Call("clearTimeout", timer)
		if asked {
			w.Call("cancelIdleCallback", idle)
		}
		run.Release()
		wait.Release()
		fn()
		return nil
	})
	wait = app.FuncOf(func(app.Value, []app.Value) any {
		if w.Get("requestIdleCallback").Truthy() {
			idle, asked = w.Call("requestIdleCallback", run, map[string]any{"timeout": 1000}), true
		} else {
			run.Invoke()
		}
		return nil
	})
	w.Call("addEventListener", "pagehide", run)
	timer = w.Call("setTimeout", wait, idleAfter.Milliseconds())
}

// idleAfter is how long whenIdle waits before it asks for the browser's
// idle time: past the page's next rendering.
const idleAfter = 100 * time.Millisecond
