//go:build !(js && wasm)

package main

// inWorker reports whether the program runs in a Web Worker: never
// outside the browser.
func inWorker() bool { return false }

// runWorker is not called outside the browser.
func runWorker() {}
