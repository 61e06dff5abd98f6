package ui

// Small form widgets shared by the page's components.

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// menuOption is a menu entry; selected only when sel (server-rendered HTML
// would select an option whose selected attribute is "false").
func menuOption(value, text string, sel bool) app.HTMLOption {
	o := app.Option().Value(value).Text(text)
	if sel {
		o = o.Selected(true)
	}
	return o
}

// checkBox is a check box, checked only when on (see option).
func checkBox(id string, on bool) app.HTMLInput {
	in := app.Input().Type("checkbox").ID(id)
	if on {
		in = in.Checked(true)
	}
	return in
}

// tableWrap holds a table that may be wider than the screen (a phone's):
// the box scrolls sideways, and it is a named region in the keyboard
// order, so that the keyboard scrolls it too.
func tableWrap(label string, table app.UI) app.HTMLDiv {
	return app.Div().Class("table-wrap").Role("region").Attr("aria-label", label).TabIndex(0).Body(table)
}
