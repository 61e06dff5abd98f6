//go:build js && wasm

package webworker

import (
	"errors"
	"strconv"
	"syscall/js"

	"github.com/norunners/vert"

	"polyplay/ui/workers"
	"polyplay/wasm/protocol"
)

// The page's side of the solver Web Workers and of the queue of branches.
// Messages cross as protocol.ToJS writes them and protocol.FromJS reads
// them: plain objects converted with vert, or JSON text for the bulky ones
// (solution batches, trace windows).

// Starter starts the solver Web Workers from the scripts at Worker
// (static/worker.js) and Queue (static/queue.js): the page's
// workers.Starter.
type Starter struct{ Worker, Queue string }

// StartWorker starts a solver worker.
func (s Starter) StartWorker(onMessage func(protocol.Message), onError func(string)) (workers.Worker, error) {
	return Start(s.Worker, onMessage, onError)
}

// StartQueue starts the queue of branches.
func (s Starter) StartQueue(onError func(string)) (workers.Queue, error) {
	return startQueue(s.Queue, onError)
}

// Worker is the page's side of the solver Web Worker.
type Worker struct {
	w            js.Value
	onMsg, onErr js.Func
}

// Start starts the worker script at url. onMessage receives each
// decoded message and onError each failure, both on the browser's event
// loop (use Context.Dispatch to touch component state).
func Start(url string, onMessage func(protocol.Message), onError func(string)) (*Worker, error) {
	ctor := js.Global().Get("Worker")
	if !ctor.Truthy() {
		return nil, errors.New("this browser cannot run Web Workers")
	}
	// The early worker gets its first message from the page's head
	// (static/early.js); another, from sendModule.
	w, early, ok := takeEarlyWorker(url)
	if !ok {
		w = ctor.New(url)
		sendModule(w)
	}
	sw := &Worker{w: w}
	sw.onMsg = js.FuncOf(func(this js.Value, args []js.Value) any {
		m, err := protocol.FromJS(args[0].Get("data"))
		if err != nil {
			onError("the solver sent a broken message: " + err.Error())
			return nil
		}
		if m.Kind == protocol.KindDone {
			// The benchmarks measure the page's time from here to the
			// run's end on screen (web/bench_solve_browser_test.go).
			// Only the latest is kept: marks stay until cleared.
			perf := js.Global().Get("performance")
			perf.Call("clearMarks", doneMark)
			perf.Call("mark", doneMark)
		}
		onMessage(m)
		return nil
	})
	sw.onErr = errorHandler("the solver worker failed", onError)
	sw.w.Set("onmessage", sw.onMsg)
	sw.w.Set("onerror", sw.onErr)
	for _, ev := range early { // the early worker's errors so far
		sw.onErr.Invoke(ev)
	}
	return sw, nil
}

// takeEarlyWorker returns the worker that the page's head started for
// the script at url (static/early.js), with the errors it has had so
// far, once: later calls, or another url, find none. An early worker of
// another script is stopped.
func takeEarlyWorker(url string) (w js.Value, errs []js.Value, ok bool) {
	early := js.Global().Get("polyplayEarlyWorker")
	if !early.Truthy() || !early.Get("worker").Truthy() {
		return js.Undefined(), nil, false
	}
	w = early.Get("worker")
	early.Set("worker", nil)
	w.Set("onerror", nil)
	if early.Get("url").String() != url {
		w.Call("terminate")
		return js.Undefined(), nil, false
	}
	evs := early.Get("errors")
	for i := range evs.Length() {
		errs = append(errs, evs.Index(i))
	}
	return w, errs, true
}

// doneMark names the performance mark made when a worker's done message
// arrives.
const doneMark = "polyplay-done"

// sendModule sends worker w its first message (static/worker.js):
// {module, slow}: the page's program as the page compiled it, which the
// page's head keeps as the promise polyplayModule (static/early.js), or
// null if there is none, and then w downloads and compiles the program
// itself; and slowWorkers. The page's program is the workers' too
// (wasm/app): compiled once, it costs them neither a download nor a
// compilation, and the page's workers share the optimised code V8 makes
// of the solver as any of them runs it.
func sendModule(w js.Value) {
	msg := js.Global().Get("Object").New()
	msg.Set("module", nil)
	msg.Set("slow", slowWorkers())
	module := js.Global().Get("polyplayModule")
	if module.Type() != js.TypeObject || module.Get("then").Type() != js.TypeFunction {
		w.Call("postMessage", msg)
		return
	}
	var send js.Func
	send = js.FuncOf(func(this js.Value, args []js.Value) any {
		send.Release()
		if len(args) > 0 && args[0].Truthy() {
			msg.Set("module", args[0])
		}
		w.Call("postMessage", msg)
		return nil
	})
	module.Call("then", send)
}

// slowWorkers returns how many times slower the page's address (?slow=N)
// asks its workers to run, for tests (wasm/worker/heartbeat.go), as
// static/early.js reads it for the first worker: 1 unless it says more.
func slowWorkers() float64 {
	v := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search")).Call("get", "slow")
	if v.Type() != js.TypeString {
		return 1
	}
	n, err := strconv.ParseFloat(v.String(), 64)
	if err != nil || !(n > 1) {
		return 1
	}
	return n
}

// errorHandler returns a Web Worker's onerror handler: it passes onError
// what, followed by the error's message if it has one, and keeps the
// error from the console.
func errorHandler(what string, onError func(string)) js.Func {
	return js.FuncOf(func(this js.Value, args []js.Value) any {
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

// Post sends a message to the worker, and transfers ports (MessagePorts)
// to it (the worker finds them in its message event's ports).
func (sw *Worker) Post(m protocol.Message, ports ...workers.Port) error {
	v, err := protocol.ToJS(m)
	if err != nil {
		return err
	}
	if len(ports) == 0 {
		sw.w.Call("postMessage", v)
		return nil
	}
	vs := make([]js.Value, len(ports))
	for k, p := range ports {
		vs[k] = p.(js.Value)
	}
	sw.w.Call("postMessage", v, jsArray(vs))
	return nil
}

// Stop terminates the worker at once, whatever it is doing.
func (sw *Worker) Stop() {
	sw.w.Set("onmessage", nil)
	sw.w.Set("onerror", nil)
	sw.w.Call("terminate")
	sw.onMsg.Release()
	sw.onErr.Release()
}

// jsArray returns a JavaScript array of vs.
func jsArray(vs []js.Value) js.Value {
	a := js.Global().Get("Array").New()
	for _, v := range vs {
		a.Call("push", v)
	}
	return a
}

// branchQueue is the page's side of the queue of branches (static/
// queue.js), a Web Worker of its own that the solver workers of a
// divided run ask for branches through MessagePorts.
type branchQueue struct {
	w     js.Value
	onErr js.Func
}

// startQueue starts the queue worker script at url. onError receives its
// failures (for example a script that does not load), on the browser's
// event loop: the solver workers would wait for it forever.
func startQueue(url string, onError func(string)) (*branchQueue, error) {
	ctor := js.Global().Get("Worker")
	if !ctor.Truthy() {
		return nil, errors.New("this browser cannot run Web Workers")
	}
	if !js.Global().Get("MessageChannel").Truthy() {
		return nil, errors.New("this browser has no MessageChannel")
	}
	q := &branchQueue{w: ctor.New(url)}
	q.onErr = errorHandler("the queue of branches failed", onError)
	q.w.Set("onerror", q.onErr)
	return q, nil
}

// queueOpen is the message that starts a run's queue (static/queue.js).
type queueOpen struct {
	Run     int `js:"run"`
	Workers int `js:"workers"`
}

// Open starts the queue of run for n workers and returns the ports to
// send to them, one each: the queue holds the other ends.
func (q *branchQueue) Open(run, n int) []workers.Port {
	mc := js.Global().Get("MessageChannel")
	mine, theirs := make([]js.Value, n), make([]js.Value, n)
	for k := range n {
		ch := mc.New()
		mine[k], theirs[k] = ch.Get("port1"), ch.Get("port2")
	}
	q.w.Call("postMessage", vert.ValueOf(queueOpen{Run: run, Workers: n}).JSValue(), jsArray(mine))
	ports := make([]workers.Port, n)
	for k, p := range theirs {
		ports[k] = p
	}
	return ports
}

// Stop terminates the queue worker.
func (q *branchQueue) Stop() {
	q.w.Set("onerror", nil)
	q.w.Call("terminate")
	q.onErr.Release()
}
