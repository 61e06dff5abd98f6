//go:build js

package solver

import (
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
