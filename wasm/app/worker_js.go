//go:build js && wasm

package main

import (
	"syscall/js"

	"polyplay/wasm/worker"
)

// inWorker reports whether the program runs in a Web Worker: a worker's
// global scope has no document.
func inWorker() bool { return js.Global().Get("document").IsUndefined() }

// runWorker runs the solver worker's loop, for good.
func runWorker() { worker.Run() }
