package ui

import (
	"errors"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/wasm/protocol"
)

// This file holds the page's few direct uses of browser APIs: the solver
// worker, the address fragment, the clipboard and downloads. They only run
// in the browser (app.IsClient).

// solverWorker is the page's side of the solver Web Worker.
type solverWorker struct {
	w            app.Value
	onMsg, onErr app.Func
}

// startWorker starts the worker script at url. onMessage receives each
// decoded message and onError each failure, both on the browser's event
// loop (use Context.Dispatch to touch component state).
func startWorker(url string, onMessage func(protocol.Message), onError func(string)) (*solverWorker, error) {
	ctor := app.Window().Get("Worker")
	if !ctor.Truthy() {
		return nil, errors.New("this browser cannot run Web Workers")
	}
	sw := &solverWorker{w: ctor.New(url)}
	sendModule(sw.w, strings.TrimSuffix(url, "worker.js")+"worker.wasm")
	sw.onMsg = app.FuncOf(func(this app.Value, args []app.Value) any {
		data := args[0].Get("data")
		if data.Type() != app.TypeString {
			onError("the solver sent an unexpected message")
			return nil
		}
		m, err := protocol.Decode(data.String())
		if err != nil {
			onError("the solver sent a broken message: " + err.Error())
			return nil
		}
		onMessage(m)
		return nil
	})
	sw.onErr = errorHandler("the solver worker failed", onError)
	sw.w.Set("onmessage", sw.onMsg)
	sw.w.Set("onerror", sw.onErr)
	return sw, nil
}

// compiled is the promise of the solver's WebAssembly module, compiled
// once for all the page's workers (nil until the first worker starts),
// and the address it was compiled from. It resolves to undefined if the
// module could not be compiled.
var compiled struct {
	url     string
	promise app.Value
	orNot   app.Func
}

// sendModule sends worker w its first message (static/worker.js): the
// solver compiled from url, once that is done, or no module if this
// browser cannot compile it here. Compiling it once saves each further
// worker its own compilation, and the workers share the optimised code
// V8 makes of the solver as any of them runs it.
func sendModule(w app.Value, url string) {
	wa := app.Window().Get("WebAssembly")
	if !wa.Truthy() || !wa.Get("compileStreaming").Truthy() {
		w.Call("postMessage", map[string]any{"module": nil})
		return
	}
	if compiled.promise == nil || compiled.url != url {
		if compiled.orNot == nil {
			// A host that serves .wasm without its type, or a failed
			// download: the worker tries for itself.
			compiled.orNot = app.FuncOf(func(app.Value, []app.Value) any { return nil })
		}
		compiled.url = url
		compiled.promise = wa.Call("compileStreaming", app.Window().Call("fetch", url)).Call("catch", compiled.orNot)
	}
	var send app.Func
	send = app.FuncOf(func(this app.Value, args []app.Value) any {
		send.Release()
		msg := app.Window().Get("Object").New()
		msg.Set("module", nil)
		if len(args) > 0 && args[0].Truthy() {
			msg.Set("module", args[0])
		}
		w.Call("postMessage", msg)
		return nil
	})
	compiled.promise.Call("then", send)
}

// errorHandler returns a Web Worker's onerror handler: it passes onError
// what, followed by the error's message if it has one, and keeps the
// error from the console.
func errorHandler(what string, onError func(string)) app.Func {
	return app.FuncOf(func(this app.Value, args []app.Value) any {
		ev := args[0]
		msg := what
		if m := ev.Get("message"); m.Truthy() {
			msg += ": " + m.String()
		}
		ev.Call("preventDefault")
		onError(msg)
		return nil
	})
}

// post sends a message to the worker, and transfers ports to it (the
// worker finds them in its message event's ports).
func (sw *solverWorker) post(m protocol.Message, ports ...app.Value) error {
	s, err := protocol.Encode(m)
	if err != nil {
		return err
	}
	if len(ports) == 0 {
		sw.w.Call("postMessage", s)
		return nil
	}
	sw.w.Call("postMessage", s, jsArray(ports))
	return nil
}

// jsArray returns a JavaScript array of vs.
func jsArray(vs []app.Value) app.Value {
	a := app.Window().Get("Array").New()
	for _, v := range vs {
		a.Call("push", v)
	}
	return a
}

// branchQueue is the page's side of the queue of branches (static/
// queue.js), a Web Worker of its own that the solver workers of a
// divided run ask for branches through MessagePorts.
type branchQueue struct {
	w     app.Value
	onErr app.Func
}

// startQueue starts the queue worker script at url. onError receives its
// failures (for example a script that does not load), on the browser's
// event loop: the solver workers would wait for it forever.
func startQueue(url string, onError func(string)) (*branchQueue, error) {
	ctor := app.Window().Get("Worker")
	if !ctor.Truthy() {
		return nil, errors.New("this browser cannot run Web Workers")
	}
	if !app.Window().Get("MessageChannel").Truthy() {
		return nil, errors.New("this browser has no MessageChannel")
	}
	q := &branchQueue{w: ctor.New(url)}
	q.onErr = errorHandler("the queue of branches failed", onError)
	q.w.Set("onerror", q.onErr)
	return q, nil
}

// open starts the queue of run for n workers and returns the ports to
// send to them, one each: the queue holds the other ends.
func (q *branchQueue) open(run, n int) []app.Value {
	mc := app.Window().Get("MessageChannel")
	mine, theirs := make([]app.Value, n), make([]app.Value, n)
	for k := range n {
		ch := mc.New()
		mine[k], theirs[k] = ch.Get("port1"), ch.Get("port2")
	}
	msg := app.Window().Get("Object").New()
	msg.Set("run", run)
	msg.Set("workers", n)
	q.w.Call("postMessage", msg, jsArray(mine))
	return theirs
}

// stop terminates the queue worker.
func (q *branchQueue) stop() {
	q.w.Set("onerror", nil)
	q.w.Call("terminate")
	q.onErr.Release()
}

// stop terminates the worker at once, whatever it is doing.
func (sw *solverWorker) stop() {
	sw.w.Set("onmessage", nil)
	sw.w.Set("onerror", nil)
	sw.w.Call("terminate")
	sw.onMsg.Release()
	sw.onErr.Release()
}

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
	f := app.FuncOf(func(app.Value, []app.Value) any { fn(); return nil })
	w := app.Window()
	w.Call("addEventListener", "hashchange", f)
	return func() {
		w.Call("removeEventListener", "hashchange", f)
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
