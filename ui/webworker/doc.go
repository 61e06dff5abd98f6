// Package webworker is the page's side of the solver Web Workers
// (static/worker.js, which runs the page's own program, wasm/app) and of
// the queue of branches a divided run's workers share
// (static/queue.js): Starter starts them for package ui/workers, which
// drives them; messages cross as package wasm/protocol writes and reads
// them. Outside the browser (the server's prerendering, native tests)
// there are none, and starting one is an error.
package webworker
