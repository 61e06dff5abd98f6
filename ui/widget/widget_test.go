package widget

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestWidgets: each widget's HTML has what it promises, and lacks what
// it must not have (a box unticked has no checked attribute at all).
func TestWidgets(t *testing.T) {
	tests := []struct {
		name      string
		ui        app.UI
		has, lack []string
	}{
		{"held nothing", Held(nil), []string{`class="held"`, "hidden"}, nil},
		{"held a paragraph", Held(app.P().ID("x")), []string{`<p id="x"`}, []string{"held", "hidden"}},
		{"box ticked", CheckBox("b", true), []string{`type="checkbox"`, `id="b"`, "checked"}, nil},
		{"box unticked", CheckBox("b", false), []string{`type="checkbox"`, `id="b"`}, []string{"checked"}},
		{"panel section", PanelSection("runs", "Runs", app.P().Text("body")),
			[]string{`id="runs-section"`, `class="panel-section runs"`, `aria-labelledby="runs-section-title"`, `id="runs-section-title"`, `class="visually-hidden"`, ">Runs</h2>", "<p>body</p>"}, nil},
	}
	for _, tt := range tests {
		out := app.HTMLString(tt.ui)
		for _, s := range tt.has {
			if !strings.Contains(out, s) {
				t.Errorf("%s: %s lacks %s", tt.name, out, s)
			}
		}
		for _, s := range tt.lack {
			if strings.Contains(out, s) {
				t.Errorf("%s: %s has %s", tt.name, out, s)
			}
		}
	}
}

// TestCounted: nothing is counted until the count is asked for (the
// page's address has ?renders), then each rendering by its name.
func TestCounted(t *testing.T) {
	Counted("board")
	if renderCounts != nil {
		t.Fatalf("counted %v without being asked", renderCounts)
	}
	renderCounts = map[string]int{}
	defer func() { renderCounts = nil }()
	for _, name := range []string{"board", "topBar", "board"} {
		Counted(name)
	}
	if renderCounts["board"] != 2 || renderCounts["topBar"] != 1 || len(renderCounts) != 2 {
		t.Errorf("counted %v, want board 2 and topBar 1", renderCounts)
	}
}
