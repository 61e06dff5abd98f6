// Command app is the playground's program compiled to WebAssembly
// (app.wasm), one program for the page and its solver workers. Started in
// a page, it routes the go-app page (package ui) and runs it; started in
// a dedicated Web Worker (static/worker.js), where there is no document,
// it runs the solver worker's loop (wasm/worker). The page compiles the
// program once and hands the compiled module to its workers (static/
// early.js, ui/worker_js.go), so that the solver costs neither a second
// download nor a second compilation. It builds with the solver's
// profile (default.pgo, the same file as cmd/polyplay's).
package main

import (
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui"
)

func main() {
	if inWorker() {
		runWorker()
		return
	}
	// The page's live heap is a few MB: at Go's default the collector
	// ran about once a solve, marking on the page's thread at the click
	// on Solve, while the worker searched on the other core.
	debug.SetGCPercent(400)
	ui.GuardAddress()
	ui.Register()
	app.RunWhenOnBrowser()
}
