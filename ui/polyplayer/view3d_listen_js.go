//go:build js && wasm

package polyplayer

import (
	"syscall/js"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/norunners/vert"
)

// listener holds the 3-D view's listeners on its canvas.
type listener struct {
	el    js.Value
	funcs map[string]js.Func
}

// listen3D puts the 3-D view's listeners on its canvas, once per canvas
// element (a new render may make a new one).
func (c *playerState) listen3D() {
	el := js.Global().Get("document").Call("getElementById", c.id("3d"))
	if !el.Truthy() || c.input.el.Truthy() && c.input.el.Equal(el) {
		return
	}
	c.input.release()
	c.input = listener{el: el, funcs: map[string]js.Func{}}
	on := func(event string, passive bool, handle func(ev js.Value)) {
		f := js.FuncOf(func(this js.Value, args []js.Value) any {
			if len(args) > 0 {
				handle(args[0])
			}
			return nil
		})
		c.input.funcs[event] = f
		el.Call("addEventListener", event, f, map[string]any{"passive": passive})
	}
	// read converts an event into its Go struct; the handlers run on
	// go-app's goroutine, as its own do.
	pointer := func(ev js.Value, then func(pointerInput)) {
		var p pointerInput
		if err := vert.ValueOf(ev).AssignTo(&p); err != nil {
			return
		}
		c.dispatch(func() { then(p) })
	}
	on("pointerdown", true, func(ev js.Value) {
		el.Call("setPointerCapture", ev.Get("pointerId"))
		pointer(ev, c.pointerDown)
	})
	on("pointermove", true, func(ev js.Value) { pointer(ev, c.pointerMove) })
	on("pointerup", true, func(ev js.Value) { pointer(ev, c.pointerUp) })
	on("pointercancel", true, func(ev js.Value) { pointer(ev, c.pointerUp) })
	on("wheel", false, func(ev js.Value) {
		var w wheelInput
		if err := vert.ValueOf(ev).AssignTo(&w); err != nil {
			return
		}
		ev.Call("preventDefault") // the page does not scroll under the view
		c.dispatch(func() { c.wheel(w) })
	})
	on("keydown", false, func(ev js.Value) {
		var k keyInput
		if err := vert.ValueOf(ev).AssignTo(&k); err != nil || !camera3DKey(k.Key) {
			return
		}
		ev.Call("preventDefault") // the arrow keys do not scroll the page
		c.dispatch(func() { c.key3D(k) })
	})
}

// dispatch runs f on go-app's goroutine.
func (c *playerState) dispatch(f func()) {
	if !c.mounted {
		return
	}
	c.ctx.Dispatch(func(ctx app.Context) {
		ctx.PreventUpdate() // the canvas is repainted, the component unchanged
		f()
	})
}

// release removes the listeners.
func (l *listener) release() {
	for event, f := range l.funcs {
		l.el.Call("removeEventListener", event, f)
		f.Release()
	}
	*l = listener{}
}
