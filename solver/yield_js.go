//go:build js

package solver

import (
	"context"
	"runtime"
	"time"
)

// yieldEvery is how long a search runs between two of its yields.
const yieldEvery = 10 * time.Millisecond

// lastYield is when a search last yielded (WebAssembly has one thread).
var lastYield time.Time

// yield lets other goroutines and expired timers run, at most every
// yieldEvery. WebAssembly has one thread and no preemption: without it a
// search would never see a context's deadline, a cancel from another
// goroutine or its sibling workers (Options.Jobs) until it ended. A
// yield unwinds the search's stack and winds it again (Go's goroutines
// under WebAssembly), so yieldEvery keeps yields rare against a
// search's own work.
func yield() {
	if now := time.Now(); now.Sub(lastYield) >= yieldEvery {
		lastYield = now
		runtime.Gosched()
	}
}

// checkpointEvery is how often the solver's work outside a search with
// progress reports (its preparation, an estimate's probes, a search
// without progress reports) lets the JavaScript event loop run
// (checkpoint). Each time costs the few milliseconds of a timer.
const checkpointEvery = 40 * time.Millisecond

// lastCheckpoint is when checkpoint last let the event loop run.
var lastCheckpoint time.Time

// checkpoint returns ctx's error, after calling its heartbeat
// (WithHeartbeat) and letting the JavaScript event loop run if it has
// not for checkpointEvery: a cancel message for the worker comes in
// through it. Unlike yield, which lets only other goroutines run, it
// sleeps, so that the Go program hands control back to JavaScript. The
// long parts of a preparation (the redundancy pick's searches, the
// volume filter) and an estimate's probes call it as they go, at points
// counted in their work.
func checkpoint(ctx context.Context) error {
	beat(ctx)
	if now := time.Now(); now.Sub(lastCheckpoint) >= checkpointEvery {
		lastCheckpoint = now
		time.Sleep(time.Millisecond)
	}
	return ctx.Err()
}
