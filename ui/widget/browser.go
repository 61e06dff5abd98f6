package widget

// What the page's features ask of the browser.

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// PageURL is the address of the page without its fragment.
func PageURL() string {
	if !app.IsClient {
		return "/"
	}
	loc := app.Window().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String()
}

// Focus moves the keyboard focus to the element with the id.
func Focus(id string) {
	if !app.IsClient {
		return
	}
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Call("focus")
	}
}

// CapturePointer makes the element el (a board, a grid) the target of
// the pointer id's events until it is released. go-app calls handlers after the event, and a quick tap
// may be over by then: the browser then throws (InvalidStateError), and
// CapturePointer reports whether it took the pointer.
func CapturePointer(el, id app.Value) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	el.Call("setPointerCapture", id)
	return true
}

// BoolText writes b for ARIA attributes.
func BoolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// WhenIdle calls fn once the page has rendered and the browser has time
// for it (idleAfter, then requestIdleCallback, at most a second later),
// or when the page is being left (pagehide), whichever comes first; at
// once outside the browser. (go-app renders a dispatch's changes in its
// next frame, a few milliseconds later: an idle callback asked for at
// once would come before.)
func WhenIdle(fn func()) {
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

// idleAfter is how long WhenIdle waits before it asks for the browser's
// idle time: past the page's next rendering.
const idleAfter = 100 * time.Millisecond
