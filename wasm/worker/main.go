//go:build js && wasm

// Command worker is the playground's solver, compiled to WebAssembly and run
// in a dedicated Web Worker (static/worker.js loads it). It installs its
// message handler, then posts a ready message; after that it runs one solve
// at a time and reports it with the messages of package protocol.
//
// The search runs on the worker's own thread, never the page's. While a
// run waits for the page to hand it more branches (a take message), its
// goroutine blocks and the JavaScript event loop delivers the answer. A cancel
// message takes effect at the next progress report, where the search yields
// to the JavaScript event loop; the page may also simply terminate the
// worker and start a new one.
package main

import (
	"context"
	"syscall/js"
	"time"

	"polyplay/wasm/job"
	"polyplay/wasm/protocol"
)

// Version is the build version, set with -ldflags "-X main.Version=...".
var Version = "dev"

func main() {
	self := js.Global()
	post := func(m protocol.Message) {
		s, err := protocol.Encode(m)
		if err != nil {
			s, _ = protocol.Encode(protocol.Message{Kind: protocol.KindDone, Run: m.Run, Error: err.Error()})
		}
		self.Call("postMessage", s)
	}

	var (
		cancel   context.CancelFunc
		running  int
		branches chan protocol.Message // the page's answers to the run's take messages
	)
	handler := js.FuncOf(func(this js.Value, args []js.Value) any {
		data := args[0].Get("data")
		if data.Type() != js.TypeString {
			post(protocol.Message{Kind: protocol.KindDone, Error: "worker: expected a JSON string message"})
			return nil
		}
		m, err := protocol.Decode(data.String())
		if err != nil {
			post(protocol.Message{Kind: protocol.KindDone, Run: m.Run, Error: "worker: " + err.Error()})
			return nil
		}
		switch m.Kind {
		case protocol.KindSolve:
			if cancel != nil {
				cancel()
			}
			var ctx context.Context
			ctx, cancel = context.WithCancel(context.Background())
			running = m.Run
			req := *m.Solve
			branches = make(chan protocol.Message, 1)
			go job.Run(ctx, m.Run, req, post, yield, branches)
		case protocol.KindBranches:
			// The run waits for it (it has one take message out at a
			// time); an answer to an earlier run is dropped.
			if m.Run == running {
				select {
				case branches <- m:
				default:
				}
			}
		case protocol.KindCancel:
			if cancel != nil && (m.Run == 0 || m.Run == running) {
				cancel()
			}
		}
		return nil
	})
	self.Set("onmessage", handler)
	post(protocol.Message{Kind: protocol.KindReady, Version: Version})
	select {}
}

// yield blocks the search goroutine briefly. With every goroutine blocked,
// the Go runtime returns to the JavaScript event loop, which then delivers
// pending messages (such as cancel) to the handler.
func yield() { time.Sleep(time.Millisecond) }
