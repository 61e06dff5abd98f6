//go:build js

package solver

import "runtime"

// yield lets other goroutines and expired timers run. WebAssembly has one
// thread and no preemption: without it a search would never see a
// context's deadline, a cancel from another goroutine or its sibling
// workers (Options.Jobs) until it ended.
func yield() { runtime.Gosched() }
