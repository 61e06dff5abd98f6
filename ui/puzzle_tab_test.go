package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/mypuzzles"
	"polyplay/ui/page"
)

// testEditor is the page around the Puzzle tab in the tests: the
// editor's text and history, nothing else asked.
type testEditor struct {
	text string
	hist *mypuzzles.History
}

func (p testEditor) EditorText() string                    { return p.text }
func (p testEditor) History() *mypuzzles.History           { return p.hist }
func (p testEditor) Typed(app.Context, string, string)     {}
func (p testEditor) Refused(app.Context, error)            {}
func (p testEditor) SetText(app.Context, string)           {}
func (p testEditor) PuzzlePicked()                         {}
func (p testEditor) MineList() app.UI                      { return app.P().ID("mine-test") }
func (p testEditor) ReadFile(ctx app.Context, f app.Value) {}

// TestPuzzleTab: the tab says what the puzzle is (the library's
// description and counts, or an edited copy's origin), shows the text the
// program put into the editor, My puzzles' list, the error of a
// definition with its line and column, and undo only when there is
// something to undo.
func TestPuzzleTab(t *testing.T) {
	for _, tc := range []struct {
		name   string
		source string // "" for the library's soma
		undo   bool
		want   []string
	}{
		{"library", "", false, []string{`class="desc"`, `class="known"`, `id="mine-test"`, "Valid: "}},
		{"edited", "D:xDim=3:yDim=3:zDim=3\n", true, []string{"Your edited copy of", "Line 1, column", `class="def-status bad"`}},
	} {
		m := page.NewModel()
		if err := m.LoadEntry("soma"); err != nil {
			t.Fatal(err)
		}
		var hist mypuzzles.History
		if tc.source != "" {
			m.SetSource("", tc.source) // the error is the model's
			hist.Record(m.Source)
		}
		c := &puzzleTab{m: m, page: testEditor{text: "the editor's " + tc.name, hist: &hist}}
		html := app.HTMLString(c.Render())
		for _, w := range append(tc.want, `value="the editor&#39;s `+tc.name+`"`) {
			if !strings.Contains(html, w) {
				t.Errorf("%s: the tab lacks %s: %s", tc.name, w, html)
			}
		}
		if undo := openTag(t, html, "undo"); strings.Contains(undo, `disabled="false"`) != tc.undo {
			t.Errorf("%s: undo offered %v: %s", tc.name, !tc.undo, undo)
		}
	}
}
