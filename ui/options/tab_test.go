package options

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/page"
	"polyplay/ui/player"
	"polyplay/wasm/protocol"
)

// TestOptionsKey: the options form's key (optionsKeyOf) changes whenever
// what the form shows of the session does, through a session's changes
// of the options, of the puzzle and of runs; and does not at a run's
// progress, which the form does not show, nor at the tab's own fields'
// errors, which only the tab's own events change (go-app renders a
// component after its own events). A key that missed something would
// leave the form stale (go-app renders the tab for the session only when
// its key changes).
func TestOptionsKey(t *testing.T) {
	m, store, scheme := page.NewModel(), &Store{}, player.Standard
	tab := newTab(m, store, scheme)
	m.Workers = 2
	m.WorkersStarted()
	for range 2 {
		m.Handle(protocol.Message{Kind: protocol.KindReady})
	}
	run := 0
	steps := []struct {
		name string
		do   func()
		same bool // the form shows the same
	}{
		{"automatic configuration off", func() { m.Options.Auto = false; store.Follow(m) }, false},
		{"a heuristic step", func() {
			m.Options.Order = append(m.Options.Order, solver.OrderStep{Heuristic: solver.Estimate})
			store.Follow(m)
		}, false},
		{"its heuristic changed in place", func() { m.Options.Order[0].Heuristic = solver.MinFit; store.Follow(m) }, false},
		{"flags typed, not yet read", func() { store.ArgsText = "-r -V" }, false},
		{"flags read", func() {
			if err := m.SetArgs(store.ArgsText); err != nil {
				t.Fatal(err)
			}
		}, false},
		{"bad flags", func() { _ = m.SetArgs("-q -z") }, false},
		{"a field's error", func() { tab.fieldErr["opt-max"] = "Stop after N solutions: expected a whole number" }, false},
		{"its error gone", func() { delete(tab.fieldErr, "opt-max") }, false},
		{"solutions kept", func() { m.Keep = 50 }, false},
		{"workers", func() { m.Workers = 3 }, false},
		{"colours", func() { scheme = player.ColourBlindSafe }, false},
		{"another puzzle", func() {
			if err := m.LoadEntry("soma"); err != nil {
				t.Fatal(err)
			}
		}, false},
		{"a file name", func() { m.FileName = "mine.txt" }, false},
		{"a run starts", func() {
			m.SetArgs("-r --auto")
			msgs, err := m.Start()
			if err != nil {
				t.Fatal(err)
			}
			run = msgs[0].Run
		}, false},
		{"its progress", func() {
			m.Handle(protocol.Message{Kind: protocol.KindProgress, Run: run, Stats: &protocol.Stats{Solutions: 5, Attempts: []protocol.Count{0, 9}}})
		}, true},
		{"its automatic choice", func() {
			m.Handle(protocol.Message{Kind: protocol.KindProgress, Run: run, Stats: &protocol.Stats{Solutions: 9, Chosen: []string{"-f7", "-n"}}})
		}, false},
		{"more progress", func() {
			m.Handle(protocol.Message{Kind: protocol.KindProgress, Run: run, Stats: &protocol.Stats{Solutions: 70}})
		}, true},
		{"its end", func() {
			// The first worker's trial was the whole search.
			m.Handle(protocol.Message{Kind: protocol.KindDone, Run: run, Whole: true, Stats: &protocol.Stats{Solutions: 240}})
			if r := m.Running(); r != nil {
				t.Fatalf("the run goes on: %+v", r)
			}
		}, false},
		{"a warm-up's run", func() { m.Handle(protocol.Message{Kind: protocol.KindWarmed, Run: 3, Stats: &protocol.Stats{}}) }, true},
	}
	// The steps that change the tab's own state: the form changes, not
	// its key.
	own := map[string]bool{"a field's error": true, "its error gone": true}
	key := keyOf(m, store, 0, scheme)
	tab.Key = key
	html := formHTML(tab)
	for _, s := range steps {
		s.do()
		// The tab is handed the key as the side panel hands it.
		k := keyOf(m, store, 0, scheme)
		tab.Key = k
		h := formHTML(tab)
		switch {
		case own[s.name] && k != key:
			t.Errorf("%s: the key changed (%+v to %+v) for the tab's own state", s.name, key, k)
		case own[s.name] && h == html:
			t.Errorf("%s: the form did not change: a step that tests nothing", s.name)
		case own[s.name]:
		case k == key && h != html:
			t.Errorf("%s: the form changed, its key did not", s.name)
		case s.same && k != key:
			t.Errorf("%s: the key changed (%+v to %+v), the form shows the same", s.name, key, k)
		case !s.same && h == html:
			t.Errorf("%s: the form did not change: a step that tests nothing", s.name)
		}
		key, html = k, h
	}
}

// formHTML is the options form's HTML, each element's attributes in
// order (go-app writes them in a map's order).
func formHTML(tab *Tab) string {
	attr := regexp.MustCompile(`[a-z-]+(?:="[^"]*")?`)
	return regexp.MustCompile(`<([a-z0-9]+)((?: [^>]*)?)>`).ReplaceAllStringFunc(app.HTMLString(tab.Render()), func(tag string) string {
		m := regexp.MustCompile(`^<([a-z0-9]+)(.*)>$`).FindStringSubmatch(tag)
		attrs := attr.FindAllString(m[2], -1)
		slices.Sort(attrs)
		return "<" + m[1] + " " + strings.Join(attrs, " ") + ">"
	})
}

// newTab returns the options tab of the options of m, the flags typed
// of s and the colours, initialised as go-app does before rendering it,
// in a page that writes no address.
func newTab(m *page.Model, s *Store, scheme player.Scheme) *Tab {
	tab := NewTab(m, s, testPage{}, 0, scheme)
	tab.OnInit()
	return tab
}

// testPage is the page around the tab in the tests: it has no address,
// no notice and no colours of its own.
type testPage struct{}

func (testPage) SyncURL()                {}
func (testPage) Notify(string)           {}
func (testPage) SetScheme(player.Scheme) {}

// TestOptionsFlagsFollow: the options as command-line flags follow the
// form, and show nothing once the last option is unticked (the field
// once kept showing -r: go-app wrote no value for an empty one).
func TestOptionsFlagsFollow(t *testing.T) {
	for _, tc := range []struct {
		args   string
		untick func(o *solver.Options)
		want   string
	}{
		{"-r", func(o *solver.Options) { o.Redundancy = false }, ""},
		{"-r -V", func(o *solver.Options) { o.Redundancy = false }, "-V"},
		{"-V", func(o *solver.Options) { o.VolumeFilter = false }, ""},
	} {
		m, s := page.NewModel(), &Store{}
		tab := newTab(m, s, player.Standard)
		if err := m.SetArgs(tc.args); err != nil {
			t.Fatal(err)
		}
		s.Follow(m)
		if got := argsField(t, tab); got != tc.args {
			t.Fatalf("%s: the flags show %q", tc.args, got)
		}
		tc.untick(&m.Options)
		s.Follow(m)
		if got := argsField(t, tab); got != tc.want || s.ArgsText != tc.want {
			t.Errorf("%s unticked: the flags show %q (the store's text %q), want %q", tc.args, got, s.ArgsText, tc.want)
		}
	}
}

// argsField returns the value the options form gives the flags' field.
func argsField(t *testing.T, tab *Tab) string {
	t.Helper()
	m := regexp.MustCompile(`<input [^>]*id="args"[^>]*>`).FindString(app.HTMLString(tab.Render()))
	// An empty value is written as the attribute's name alone.
	v := regexp.MustCompile(` value(?:="([^"]*)")?[ >]`).FindStringSubmatch(m)
	if v == nil {
		t.Fatalf("the flags' field has no value: %s", m)
	}
	return v[1]
}
