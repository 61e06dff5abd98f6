package ui

// Small form widgets shared by the page's components.

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/widget"
)

// tableWrap holds a table that may be wider than the screen (a phone's):
// the box scrolls sideways, and it is a named region in the keyboard
// order, so that the keyboard scrolls it too.
func tableWrap(label string, table app.UI) app.HTMLDiv {
	return app.Div().Class("table-wrap").Role("region").Attr("aria-label", label).TabIndex(0).Body(table)
}

// The shared parts of package widget, by the names the page's files use.
var (
	held           = widget.Held
	checkBox       = widget.CheckBox
	panelSection   = widget.PanelSection
	counted        = widget.Counted
	countRenders   = widget.CountRenders
	copyText       = widget.CopyText
	download       = widget.Download
	menuOption     = widget.MenuOption
	pageURL        = widget.PageURL
	focusElement   = widget.Focus
	boolText       = widget.BoolText
	capturePointer = widget.CapturePointer
)
