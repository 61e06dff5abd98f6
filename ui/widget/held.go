package widget

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Held returns ui, or, where ui is nil, an empty hidden element in its
// place. go-app updates a parent's children by position: a child that is
// there in one render and not in the next moves every later sibling one
// place, and go-app mounts those again instead of updating them, which
// drops the focus and the text being typed in them (a run that ended
// while someone typed in an option field) and costs the page the time to
// build them anew. A hidden element takes no room and no gap.
func Held(ui app.UI) app.UI {
	if ui == nil {
		return app.Div().Class("held").Hidden(true)
	}
	return ui
}
