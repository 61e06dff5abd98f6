package ui

import (
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// gridKeysOnce installs keepGridKeys' listener once per page.
var gridKeysOnce sync.Once

// keepGridKeys keeps the keys that paint the designer's grid (arrows,
// space, Enter, Page Up and Down) from also scrolling the page. go-app
// runs event handlers after the browser's default action, so
// PreventDefault in onGridKey comes too late; a listener of the page's own
// runs at once. Only in the browser.
func keepGridKeys() {
	if !app.IsClient {
		return
	}
	gridKeysOnce.Do(func() {
		f := app.FuncOf(func(this app.Value, args []app.Value) any {
			if len(args) == 0 {
				return nil
			}
			e := args[0]
			if t := e.Get("target"); !t.Truthy() || t.Get("id").String() != idDesignGrid {
				return nil
			}
			switch e.Get("key").String() {
			case " ", "Enter", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown":
				e.Call("preventDefault")
			}
			return nil
		})
		// Kept for the page's lifetime: never released. A space also
		// scrolls on keypress when that comes as an event of its own.
		doc := app.Window().Get("document")
		doc.Call("addEventListener", "keydown", f)
		doc.Call("addEventListener", "keypress", f)
	})
}
