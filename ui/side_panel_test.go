package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// testPanels are the side panel's panels in the tests: a paragraph each,
// naming the tab open when they were asked for.
type testPanels struct{}

func (testPanels) Panels(tab string) (puzzle, opts, runsTab app.UI) {
	return app.P().Text("puzzle " + tab), app.P().Text("options " + tab), app.P().Text("runs " + tab)
}

// TestSidePanel: the tab open is selected and its panel shown, the
// others hidden (and kept); the Puzzle tab is open when none was picked;
// the panel closed is hidden whole.
func TestSidePanel(t *testing.T) {
	for _, tc := range []struct {
		name   string
		tab    string
		closed bool
		open   string
	}{
		{"first", "", false, tabPuzzle},
		{"options", tabOptions, false, tabOptions},
		{"runs closed", tabRuns, true, tabRuns},
	} {
		c := &sidePanel{own: &pageStore{tab: tc.tab, panelClosed: tc.closed}, parts: testPanels{}}
		html := app.HTMLString(c.Render())
		for _, p := range panelTabs {
			tab := openTag(t, html, "tab-"+p.id)
			if selected := !strings.Contains(tab, `aria-selected="false"`); selected != (p.id == tc.open) {
				t.Errorf("%s: tab %s selected %v: %s", tc.name, p.id, selected, tab)
			}
			panel := openTag(t, html, "panel-"+p.id)
			if hidden := isHidden(panel); hidden != (p.id != tc.open) {
				t.Errorf("%s: panel %s hidden %v: %s", tc.name, p.id, hidden, panel)
			}
		}
		if !strings.Contains(html, "<p>puzzle "+tc.open+"</p>") {
			t.Errorf("%s: the panels were not asked for with tab %s: %s", tc.name, tc.open, html)
		}
		if aside := openTag(t, html, "side-panel"); isHidden(aside) != tc.closed {
			t.Errorf("%s: the panel hidden %v: %s", tc.name, !tc.closed, aside)
		}
	}
}

// openTag returns the opening tag of the element with the id in html.
func openTag(t *testing.T, html, id string) string {
	t.Helper()
	i := strings.Index(html, `id="`+id+`"`)
	if i < 0 {
		t.Fatalf("no element %s: %s", id, html)
	}
	start := strings.LastIndex(html[:i], "<")
	return html[start : i+strings.Index(html[i:], ">")+1]
}

// isHidden reports whether the opening tag has the hidden attribute
// (go-app writes hidden="false" for one not hidden).
func isHidden(tag string) bool {
	return strings.Contains(tag, " hidden") && !strings.Contains(tag, `hidden="false"`)
}
