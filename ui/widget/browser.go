package widget

// What the page's features ask of the browser.

import "github.com/maxence-charriere/go-app/v10/pkg/app"

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
