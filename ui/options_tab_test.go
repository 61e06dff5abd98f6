package ui

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
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
	c := &Playground{}
	c.OnInit()
	tab := newOptionsTab(c.session)
	c.m.Workers = 2
	c.m.WorkersStarted()
	for range 2 {
		c.m.Handle(protocol.Message{Kind: protocol.KindReady})
	}
	run := 0
	steps := []struct {
		name string
		do   func()
		same bool // the form shows the same
	}{
		{"automatic configuration off", func() { c.m.Options.Auto = false; c.optionsChanged() }, false},
		{"a heuristic step", func() {
			c.m.Options.Order = append(c.m.Options.Order, solver.OrderStep{Heuristic: solver.Estimate})
			c.optionsChanged()
		}, false},
		{"its heuristic changed in place", func() { c.m.Options.Order[0].Heuristic = solver.MinFit; c.optionsChanged() }, false},
		{"flags typed, not yet read", func() { c.argsText = "-r -V" }, false},
		{"flags read", func() {
			if err := c.m.SetArgs(c.argsText); err != nil {
				t.Fatal(err)
			}
		}, false},
		{"bad flags", func() { _ = c.m.SetArgs("-q -z") }, false},
		{"a field's error", func() { tab.fieldErr["opt-max"] = "Stop after N solutions: expected a whole number" }, false},
		{"its error gone", func() { delete(tab.fieldErr, "opt-max") }, false},
		{"solutions kept", func() { c.m.Keep = 50 }, false},
		{"workers", func() { c.m.Workers = 3 }, false},
		{"colours", func() { c.scheme = player.ColourBlindSafe }, false},
		{"another puzzle", func() {
			if err := c.m.LoadEntry("soma"); err != nil {
				t.Fatal(err)
			}
		}, false},
		{"a file name", func() { c.m.FileName = "mine.txt" }, false},
		{"a run starts", func() {
			c.m.SetArgs("-r --auto")
			msgs, err := c.m.Start()
			if err != nil {
				t.Fatal(err)
			}
			run = msgs[0].Run
		}, false},
		{"its progress", func() {
			c.m.Handle(protocol.Message{Kind: protocol.KindProgress, Run: run, Stats: &protocol.Stats{Solutions: 5, Attempts: []protocol.Count{0, 9}}})
		}, true},
		{"its automatic choice", func() {
			c.m.Handle(protocol.Message{Kind: protocol.KindProgress, Run: run, Stats: &protocol.Stats{Solutions: 9, Chosen: []string{"-f7", "-n"}}})
		}, false},
		{"more progress", func() {
			c.m.Handle(protocol.Message{Kind: protocol.KindProgress, Run: run, Stats: &protocol.Stats{Solutions: 70}})
		}, true},
		{"its end", func() {
			// The first worker's trial was the whole search.
			c.m.Handle(protocol.Message{Kind: protocol.KindDone, Run: run, Whole: true, Stats: &protocol.Stats{Solutions: 240}})
			if r := c.m.Running(); r != nil {
				t.Fatalf("the run goes on: %+v", r)
			}
		}, false},
		{"a warm-up's run", func() { c.m.Handle(protocol.Message{Kind: protocol.KindWarmed, Run: 3, Stats: &protocol.Stats{}}) }, true},
	}
	// The steps that change the tab's own state: the form changes, not
	// its key.
	own := map[string]bool{"a field's error": true, "its error gone": true}
	key, html := optionsKeyOf(c.session), formHTML(tab)
	for _, s := range steps {
		s.do()
		k, h := optionsKeyOf(c.session), formHTML(tab)
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
func formHTML(tab *optionsTab) string {
	attr := regexp.MustCompile(`[a-z-]+(?:="[^"]*")?`)
	return regexp.MustCompile(`<([a-z0-9]+)((?: [^>]*)?)>`).ReplaceAllStringFunc(app.HTMLString(tab.Render()), func(tag string) string {
		m := regexp.MustCompile(`^<([a-z0-9]+)(.*)>$`).FindStringSubmatch(tag)
		attrs := attr.FindAllString(m[2], -1)
		slices.Sort(attrs)
		return "<" + m[1] + " " + strings.Join(attrs, " ") + ">"
	})
}

// newOptionsTab returns the options tab of session s, initialised as
// go-app does before rendering it.
func newOptionsTab(s *session) *optionsTab {
	tab := &optionsTab{session: s}
	tab.OnInit()
	return tab
}

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
		c := &Playground{}
		c.OnInit()
		tab := newOptionsTab(c.session)
		if err := c.m.SetArgs(tc.args); err != nil {
			t.Fatal(err)
		}
		c.optionsChanged()
		if got := argsField(t, tab); got != tc.args {
			t.Fatalf("%s: the flags show %q", tc.args, got)
		}
		tc.untick(&c.m.Options)
		c.optionsChanged()
		if got := argsField(t, tab); got != tc.want || c.argsText != tc.want {
			t.Errorf("%s unticked: the flags show %q (the session's text %q), want %q", tc.args, got, c.argsText, tc.want)
		}
	}
}

// argsField returns the value the options form gives the flags' field.
func argsField(t *testing.T, tab *optionsTab) string {
	t.Helper()
	m := regexp.MustCompile(`<input [^>]*id="args"[^>]*>`).FindString(app.HTMLString(tab.Render()))
	// An empty value is written as the attribute's name alone.
	v := regexp.MustCompile(` value(?:="([^"]*)")?[ >]`).FindStringSubmatch(m)
	if v == nil {
		t.Fatalf("the flags' field has no value: %s", m)
	}
	return v[1]
}
