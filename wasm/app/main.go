// Command app is the playground's front end compiled to WebAssembly: it
// routes the go-app page (package ui) and runs it in the browser. The
// solver does not run here but in a Web Worker (wasm/worker).
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui"
)

func main() {
	ui.GuardAddress()
	ui.Register()
	app.RunWhenOnBrowser()
}
