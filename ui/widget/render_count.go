package widget

import (
	"encoding/json"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// renderCounts counts the components' renderings, by component, for the
// browser test that bounds what one change renders
// (web/renders_browser_test.go). It is nil, and nothing is counted,
// unless the page's address asks for the count (?renders): then
// window.polyplayRenders() returns the counts as JSON and empties them.
// It is the one thing a Render writes, and no rendering reads it.
var renderCounts map[string]int

// Counted notes one rendering of the component named name, when the
// renderings are counted.
func Counted(name string) {
	if renderCounts != nil {
		renderCounts[name]++
	}
}

// CountRenders turns the counting on if the page's address asks for it.
func CountRenders() {
	if !app.IsClient || !strings.Contains(app.Window().Get("location").Get("search").String(), "renders") {
		return
	}
	renderCounts = map[string]int{}
	app.Window().Set("polyplayRenders", app.FuncOf(func(app.Value, []app.Value) any {
		b, _ := json.Marshal(renderCounts)
		renderCounts = map[string]int{}
		return string(b)
	}))
}
