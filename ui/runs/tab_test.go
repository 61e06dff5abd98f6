package runs

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/kept"
	"polyplay/ui/page"
	"polyplay/ui/state"
	"polyplay/wasm/protocol"
)

// testPage is the page around the tab in the tests: it counts the
// options used again and keeps the last notice.
type testPage struct {
	used   *int
	notice *string
}

func (p testPage) OptionsChanged()   { *p.used++ }
func (p testPage) Notify(msg string) { *p.notice = msg }
func (p testPage) KeptChanged()      {}

// TestTab: the table shows this page's runs while the tab is open, the
// newest first, with their options and figures, and nothing while it is
// closed; Clear empties it (this browser keeps nothing outside the
// browser, which the page says).
func TestTab(t *testing.T) {
	m := page.NewModel()
	if err := m.LoadEntry("soma"); err != nil {
		t.Fatal(err)
	}
	m.Workers = 1
	m.WorkersStarted()
	m.Handle(protocol.Message{Kind: protocol.KindReady})
	for _, args := range []string{"-r", "-r -V"} {
		if err := m.SetArgs(args); err != nil {
			t.Fatal(err)
		}
		msgs, err := m.Start()
		if err != nil {
			t.Fatal(err)
		}
		m.Handle(protocol.Message{Kind: protocol.KindDone, Run: msgs[0].Run, Whole: true, Stats: &protocol.Stats{Solutions: 240}})
	}
	var used int
	var notice string
	k := &kept.State{}
	tab := NewTab(m, k, &state.Store{}, &state.Store{}, testPage{&used, &notice}, true)
	html := app.HTMLString(tab.Render())
	first, second := strings.Index(html, `data-run="2"`), strings.Index(html, `data-run="1"`)
	if !strings.Contains(html, `id="runs-table"`) || first < 0 || second < first {
		t.Fatalf("the table lacks the runs, newest first: %s", html)
	}
	for _, want := range []string{">-r -V<", ">240<", "Use the options of run 1", `id="clear-runs"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the table lacks %s", want)
		}
	}
	closed := NewTab(m, k, &state.Store{}, &state.Store{}, testPage{&used, &notice}, false)
	if html := app.HTMLString(closed.Render()); strings.Contains(html, "runs-table") {
		t.Errorf("a closed tab draws the table: %s", html)
	}
	tab.onClear(app.Context{}, app.Event{})
	if html := app.HTMLString(tab.Render()); strings.Contains(html, "runs-table") || !strings.Contains(html, "Each solve adds a row") {
		t.Errorf("a cleared table: %s", html)
	}
	if k.Notice() == nil {
		t.Errorf("the page does not say that this browser keeps nothing")
	}
}

// TestWallText: a run's wall time in the table, "–" when it is not
// known (a run kept by an earlier version of the page).
func TestWallText(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{{0, "–"}, {6100 * time.Millisecond, "00:00:06.100"}} {
		if got := wallText(tc.d); got != tc.want {
			t.Errorf("wallText(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}
