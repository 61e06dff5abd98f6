package share

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/link"
	"polyplay/ui/page"
	"polyplay/ui/player"
	"polyplay/ui/state"
	"polyplay/ui/workers"
)

// testPage is the page around the panel in the tests: the share link it
// came from, if any, and no solution on the board.
type testPage struct {
	from link.Share
	ok   bool
}

func (p testPage) SharedFrom() (link.Share, bool) { return p.from, p.ok }
func (p testPage) WatchingSearch() bool           { return false }
func (p testPage) SolutionShow() *player.Show     { return nil }
func (p testPage) Taker() *workers.Taker          { return nil }

// TestPanel: with no solution to share the embed buttons are off and the
// image asks for a solve; a share link's solution, shown, can be shared
// again, with the puzzle's options.
func TestPanel(t *testing.T) {
	m := page.NewModel()
	if err := m.LoadEntry("soma"); err != nil {
		t.Fatal(err)
	}
	if err := m.SetArgs("-r"); err != nil {
		t.Fatal(err)
	}
	// A button off has the attribute alone (go-app writes an on one's
	// as "false").
	off := regexp.MustCompile(`\bdisabled[ >]`)
	newPanel := func(p Page) *Panel { return NewPanel(m, &state.Store{}, &state.Store{}, &state.Store{}, p) }
	c := newPanel(testPage{})
	if html := app.HTMLString(c.Render()); len(off.FindAllString(html, -1)) != 2 {
		t.Errorf("no solution, the embed buttons are on: %s", html)
	}
	c.onEmbedImage(app.Context{}, app.Event{})
	if !strings.HasPrefix(c.notice, "Solve the puzzle first") {
		t.Errorf("the image without a solution says %q", c.notice)
	}
	from := link.Share{Key: "soma", Solution: 3, Cells: []int{1, 2, 3}}
	c = newPanel(testPage{from: from, ok: true})
	if html := app.HTMLString(c.Render()); off.MatchString(html) {
		t.Errorf("a shared solution cannot be shared again: %s", html)
	}
	s := c.shareNow()
	if s.Key != "soma" || s.Solution != 3 || !slices.Equal(s.Cells, from.Cells) || !strings.Contains(strings.Join(s.Args, " "), "-r") {
		t.Errorf("shared again as %+v", s)
	}
}

// TestEmbed: the embed page's share state has the size asked for and
// starts from the first step.
func TestEmbed(t *testing.T) {
	s := Embed(link.Share{Key: "soma", Step: 5, Speed: 2}, 480, 360)
	if s.Width != 480 || s.Height != 360 || s.Step != 0 || s.Speed != 2 || s.Key != "soma" {
		t.Errorf("Embed: %+v", s)
	}
}
