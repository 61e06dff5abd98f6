package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/page"
	"polyplay/wasm/protocol"
)

// testBar is the page around the top bar in the tests: the workers
// replaced, nothing else asked.
type testBar struct{ replaced int }

func (p testBar) Pick(app.Context, string) {}
func (p testBar) Solve()                   {}
func (p testBar) ChangedAll()              {}
func (p testBar) Replaced() int            { return p.replaced }

// TestTopBar: the top bar says the solver's state and why Solve cannot
// be pressed yet, lists My puzzles in the picker (the one in the editor
// picked), and counts the workers replaced for the tests.
func TestTopBar(t *testing.T) {
	for _, tc := range []struct {
		name  string
		ready bool
		mine  bool
		want  []string
	}{
		{"starting", false, false, []string{">Starting the solver…<", "Cannot solve yet: the solver is starting.", `data-replaced="0"`}},
		{"ready", true, false, []string{">Solver ready<", `data-replaced="2"`}},
		{"mine", true, true, []string{`<optgroup label="My puzzles">`, `value="mine:`, ">Tiles<"}},
	} {
		m := page.NewModel()
		if tc.ready {
			m.Workers = 1
			m.WorkersStarted()
			m.Handle(protocol.Message{Kind: protocol.KindReady})
		}
		own := &pageStore{}
		if tc.mine {
			e := own.mine.store.Add("Tiles", "tiles.txt", "D:xDim=1:yDim=1:zDim=1\n", "")
			own.mine.id = e.ID
			m.Edited = true
		}
		replaced := 0
		if tc.ready {
			replaced = 2
		}
		c := &topBar{m: m, own: own, page: testBar{replaced}}
		html := app.HTMLString(c.Render())
		for _, w := range tc.want {
			if !strings.Contains(html, w) {
				t.Errorf("%s: the bar lacks %s: %s", tc.name, w, html)
			}
		}
		if tc.ready && strings.Contains(html, "Cannot solve yet") {
			t.Errorf("%s: the bar says Solve cannot be pressed", tc.name)
		}
	}
}
