package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/page"
	"polyplay/ui/player"
)

// testBoard is the page around the board in the tests: no run, no
// solution, the parts under the board as placeholders.
type testBoard struct{}

func (p testBoard) BoardRun() (*page.Run, int, int, bool) { return nil, 0, 0, false }
func (p testBoard) RunHasSolutions() bool                 { return false }
func (p testBoard) SolutionShow() *player.Show            { return nil }
func (p testBoard) SetView(int)                           {}
func (p testBoard) Parts(running bool) (strip, figs, sharing, watch app.UI) {
	return app.P().ID("strip-test"), app.P().ID("figures-test"), app.P().ID("share-test"), app.P().ID("watch-test")
}

// TestBoard: before solving, the board draws the puzzle's region and
// pieces with the parts under it; a definition with an error says where
// and offers the definition instead.
func TestBoard(t *testing.T) {
	for _, tc := range []struct {
		name   string
		source string // "" for the library's soma
		want   []string
		not    []string
	}{
		{"soma", "", []string{`id="stage-title"`, "Soma cube", `id="pieces"`, `aria-label="The 7 pieces"`, "<svg", `id="strip-test"`, `id="figures-test"`, `id="share-test"`, `id="watch-test"`}, []string{"stage-error"}},
		{"error", "D:xDim=3:yDim=3:zDim=3\nL\nA A\n", []string{`id="stage-error"`, "The definition has an error on line", `id="show-definition"`}, []string{`id="pieces"`}},
	} {
		m := page.NewModel()
		if err := m.LoadEntry("soma"); err != nil {
			t.Fatal(err)
		}
		if tc.source != "" {
			m.SetSource("", tc.source) // the error is the model's
		}
		c := &board{m: m, view: &viewStore{}, own: &pageStore{scheme: player.Standard}, cache: &drawings{}, page: testBoard{}}
		c.find()
		html := app.HTMLString(c.Render())
		for _, w := range tc.want {
			if !strings.Contains(html, w) {
				t.Errorf("%s: the board lacks %s: %s", tc.name, w, html)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(html, w) {
				t.Errorf("%s: the board has %s", tc.name, w)
			}
		}
	}
}
