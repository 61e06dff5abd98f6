// Package widget holds the small go-app parts the page's features share:
// an element held in place (Held), a menu entry, a check box, a side
// panel's section and a card's, a file offered for download, the
// clipboard, what the features ask of the browser (the focus, the
// page's address and its fragment, the window's events, a pointer
// captured, the first sign of an intent: WatchIntent), and the
// test-only count of renderings (Counted).
package widget

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// MenuOption is a menu entry; selected only when sel (server-rendered HTML
// would select an option whose selected attribute is "false").
func MenuOption(value, text string, sel bool) app.HTMLOption {
	o := app.Option().Value(value).Text(text)
	if sel {
		o = o.Selected(true)
	}
	return o
}

// CheckBox is a check box, checked only when on (see MenuOption).
func CheckBox(id string, on bool) app.HTMLInput {
	in := app.Input().Type("checkbox").ID(id)
	if on {
		in = in.Checked(true)
	}
	return in
}

// PanelSection wraps a tab's content with its heading.
func PanelSection(name, title string, body ...app.UI) app.UI {
	id := name + "-section"
	return app.Section().ID(id).Class("panel-section "+name).Attr("aria-labelledby", id+"-title").Body(
		append([]app.UI{app.H2().ID(id + "-title").Class("visually-hidden").Text(title)}, body...)...,
	)
}

// Section wraps a card of the main area (the puzzle designer) with its
// visible heading.
func Section(name, title string, body ...app.UI) app.UI {
	id := name + "-section"
	return app.Section().ID(id).Class("card "+name).Attr("aria-labelledby", id+"-title").Body(
		append([]app.UI{app.H2().ID(id + "-title").Text(title)}, body...)...,
	)
}

// TableWrap holds a table that may be wider than the screen (a phone's):
// the box scrolls sideways, and it is a named region in the keyboard
// order, so that the keyboard scrolls it too.
func TableWrap(label string, table app.UI) app.HTMLDiv {
	return app.Div().Class("table-wrap").Role("region").Attr("aria-label", label).TabIndex(0).Body(table)
}
