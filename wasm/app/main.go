// Command app is the playground's front end compiled to WebAssembly: it
// routes the go-app page (package ui) and runs it in the browser. The
// solver does not run here but in a Web Worker (wasm/worker).
package main

import (
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui"
)

func main() {
	// The page's live heap is a few MB: at Go's default the collector
	// ran about once a solve, marking on the page's thread at the click
	// on Solve, while the worker searched on the other core.
	debug.SetGCPercent(400)
	ui.GuardAddress()
	ui.Register()
	app.RunWhenOnBrowser()
}
