//go:build js && wasm

package control

import (
	"syscall/js"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/norunners/vert"
)

// Of reads the form control an event came from.
func Of(ctx app.Context) Control { return readControl(jsOf(ctx.JSSrc())) }

// ByID reads the form control with the given id; ok is false when
// there is none on the page.
func ByID(id string) (c Control, ok bool) {
	el := js.Global().Get("document").Call("getElementById", id)
	if !el.Truthy() {
		return Control{}, false
	}
	return readControl(el), true
}

// readControl converts el with vert; a field that is not there (a select
// has no checked) stays zero.
func readControl(el js.Value) Control {
	var c Control
	if err := vert.ValueOf(el).AssignTo(&c); err != nil {
		return Control{}
	}
	return c
}

// holder is a plain JavaScript object that go-app's values are set on
// to read them back as syscall/js values (go-app hides them; setting a
// property is how it hands them over to JavaScript itself).
var holder, holderApp = func() (js.Value, app.Value) {
	o := js.Global().Get("Object").New()
	return o, app.ValueOf(o)
}()

// jsOf returns the syscall/js value behind a go-app value.
func jsOf(v app.Value) js.Value {
	holderApp.Set("v", v)
	el := holder.Get("v")
	holder.Delete("v")
	return el
}
