package ui

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/control"
	"polyplay/ui/figures"
	"polyplay/ui/page"
	"polyplay/ui/state"
)

// topBar is the page's top bar: the name, the puzzle picker (the
// library and My puzzles) with the designer's button, Solve and Cancel
// (in a bar at the bottom of the screen on a phone), Share, the panel's
// toggle, the offer to reload a new version and the solver's status.
type topBar struct {
	app.Compo
	// Updated is set once a new version of the site has been installed.
	Updated bool

	// m is the page model; own the store of the page's parts (the panel
	// closed, Play mode open, My puzzles); observed the stores the bar
	// reads; page the rest of the page.
	m        *page.Model
	own      *pageStore
	observed []*state.Store
	page     barPage
}

// barPage is what the top bar asks of the rest of the page.
type barPage interface {
	// Pick loads the puzzle picked: the picker's value key.
	Pick(ctx app.Context, key string)
	// Solve starts a run, the solutions on the board staying until it
	// has its own.
	Solve()
	// ChangedAll renders every component again.
	ChangedAll()
	// Replaced returns the number of solver workers replaced since the
	// page began (workers.Pool.Replaced).
	Replaced() int
}

// newTopBar returns the top bar of session s, updated as set: it
// observes puzzleStore, optionsStore, pageStore and runStore (the puzzle
// picked, whether it can be solved with the options, the run, My
// puzzles, the panel closed).
func newTopBar(s *session, updated bool) *topBar {
	return &topBar{
		Updated:  updated,
		m:        s.m,
		own:      s.pageStore,
		observed: []*state.Store{&s.puzzleStore.Store, &s.optionsStore.Store, &s.pageStore.Store, &s.runStore.Store},
		page:     topSession{s},
	}
}

// OnMount observes the stores the top bar reads.
func (c *topBar) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, nil, c.observed...)
}

// Render draws the top bar: the name, the puzzle picker, the solve
// actions, sharing and the panel's toggle.
func (c *topBar) Render() app.UI {
	counted("topBar")
	// The status shows short words (data-short), in one width whatever
	// it says (static/style.css); its text is the whole words.
	st := StatusReady
	switch {
	case c.m.WorkerErr != "":
		st = StatusFailed
	case c.m.Running() != nil:
		st = StatusSolving
	case !c.m.Ready:
		st = StatusStarting
	}
	panelLabel := "Hide the panel"
	if c.own.panelClosed {
		panelLabel = "Show the panel"
	}
	return app.Header().Class("pp-header").Body(
		app.Div().Class("pp-brand").Body(
			app.Img().Src("/web/icons/icon.svg").Alt("Polyplay logo").Class("pp-logo").Width(32).Height(32),
			app.H1().Text("Polyplay"),
		),
		c.renderPicker(),
		c.renderActions(),
		app.Div().Class("pp-tools").Body(
			app.Button().Type("button").ID("share-link").Text("Share").Attr("aria-describedby", "share-help").OnClick(func(ctx app.Context, e app.Event) { ctx.NewAction(actionShareLink) }),
			app.Span().ID("share-help").Class("visually-hidden").Text("Make a link to this puzzle, its options and the solution in view, and copy it."),
			app.Button().Type("button").ID("panel-toggle").Class("icon").
				Attr("aria-expanded", boolText(!c.own.panelClosed)).Attr("aria-controls", "side-panel").Attr("aria-label", panelLabel).
				Title(panelLabel).Text("☰").
				OnClick(func(ctx app.Context, e app.Event) {
					c.own.panelClosed = !c.own.panelClosed
					c.own.changed()
				}),
			held(c.renderReload()),
			// data-replaced: the workers replaced since the page began
			// (workers.Pool.Replaced), which the browser tests read.
			app.Span().ID("worker-status").Class("pp-status "+st.Class).Attr("aria-live", "polite").
				Attr("data-warm", warmState(c.m.WarmAsked(), c.m.WarmRuns, c.m.WarmEnded)).
				Attr("data-replaced", strconv.Itoa(c.page.Replaced())).Attr("data-short", st.Shown()).Text(st.Text),
			app.Span().ID("run-announce").Class("visually-hidden").Attr("aria-live", "polite").Text(c.runAnnounce()),
		),
	)
}

// WorkerStatus is what the top bar's worker status says: Text its whole
// words (its text, which screen readers say), Short the words it shows
// ("" for Text), Class its class (ok, busy or bad).
type WorkerStatus struct{ Text, Short, Class string }

// The worker status's states: the workers starting, ready, solving, or
// failed.
var (
	StatusStarting = WorkerStatus{"Starting the solver…", "Starting…", "busy"}
	StatusReady    = WorkerStatus{"Solver ready", "", "ok"}
	StatusSolving  = WorkerStatus{"Solving…", "", "busy"}
	StatusFailed   = WorkerStatus{"Solver failed", "", "bad"}
)

// Shown returns the words the status shows: Short, or Text if it has
// none.
func (s WorkerStatus) Shown() string { return cmp.Or(s.Short, s.Text) }

// WorkerStatuses lists the worker status's states.
var WorkerStatuses = []WorkerStatus{StatusStarting, StatusReady, StatusSolving, StatusFailed}

// warmState is what the worker status says of the workers' warm-up
// (page.Model.Warm), for the benchmarks that measure a warm page and the
// tests: "off" before it is asked for, then the number of its runs that
// ended so far, then "ended".
func warmState(asked bool, runs int, ended bool) string {
	switch {
	case ended:
		return "ended"
	case !asked:
		return "off"
	}
	return strconv.Itoa(runs)
}

// renderReload offers to reload the page once a new version of the site
// has been installed; nil until then.
func (c *topBar) renderReload() app.UI {
	if !c.Updated {
		return nil
	}
	return app.Button().Type("button").ID("reload").Class("small").Text("New version: reload").
		OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() })
}

// onSolve starts a run; the solutions on the board stay until it has its
// own (barPage.Solve). In Play mode it leaves Play, whose
// game is kept, so that the run's solutions are seen.
func (c *topBar) onSolve(ctx app.Context, e app.Event) {
	if c.own.playing {
		ctx.NewActionWithValue(actionPlayOpen, false)
	}
	c.page.Solve()
	c.page.ChangedAll()
}

// onCancel stops the run going on.
func (c *topBar) onCancel(ctx app.Context, e app.Event) {
	if c.m.Running() == nil {
		return
	}
	// Terminating the workers stops the search at once, whatever they are
	// doing; fresh workers take the next run.
	c.m.Cancel()
	ctx.NewAction(actionRunEnded)
	ctx.NewAction(actionStartWorkers)
	c.page.ChangedAll()
}

// renderActions draws Solve and Cancel (in the top bar on a desktop, in a
// bar at the bottom of the screen on a phone).
func (c *topBar) renderActions() app.UI {
	m := c.m
	running := m.Running() != nil
	why := m.CanSolve()
	return app.Div().ID("solve-section").Class("pp-actions").Body(
		app.Button().Type("button").ID(idSolve).Class("primary").Disabled(why != "" || running).
			Attr("aria-describedby", "solve-why").Text("Solve").OnClick(c.onSolve),
		app.Button().Type("button").ID(idCancel).Disabled(!running).Text("Cancel").OnClick(c.onCancel),
		app.If(m.WorkerErr != "", func() app.UI {
			return app.Button().Type("button").ID("restart").Text("Restart the solver").OnClick(func(ctx app.Context, e app.Event) { ctx.NewAction(actionStartWorkers) })
		}),
		app.Span().ID("solve-why").Class("solve-why").Text(whyText(why, running)),
	)
}

// runAnnounce is what a screen reader says when a run ends: its state
// and its solutions. The run's status line is not the live region: it
// counts branches while the run goes on, and it is built anew when the
// run ends (the figures move under the thumbnails), which screen readers
// do not announce; the top bar's live region, always there, says this
// once. Empty while a run goes on (the top bar's status says "Solving…")
// and before the first.
func (c *topBar) runAnnounce() string {
	r := c.m.Latest()
	if r == nil || r.Status == page.StatusRunning {
		return ""
	}
	s := fmt.Sprintf("Run %d, %s: %s", r.ID, r.Puzzle, statusText(r, r.Wall(c.m.Now())))
	if r.Status != page.StatusFailed {
		s += " " + figures.Count(int64(r.Stats.Solutions), "solution") + "."
	}
	return s
}

func whyText(why string, running bool) string {
	if why == "" || running {
		return ""
	}
	return "Cannot solve yet: " + why + "."
}

// renderPicker draws the puzzle picker of the top bar: the library, one
// option group per library group in library order, and the person's own
// definition.
func (c *topBar) renderPicker() app.UI {
	m := c.m
	// The picker: one option group per library group, in library order.
	var groups []app.UI
	var cur string
	var opts []app.UI
	flush := func() {
		if cur != "" {
			groups = append(groups, app.OptGroup().Label(cur).Body(opts...))
		}
		opts = nil
	}
	for _, e := range m.Entries {
		if e.Group != cur {
			flush()
			cur = e.Group
		}
		// The title alone, so that the picker can show it whole; the
		// Puzzle tab says the count.
		opts = append(opts, app.Option().Value(e.Key).Selected(!m.Edited && m.Key == e.Key).Text(e.Title))
	}
	flush()
	if mine := c.mineOptions(); len(mine) > 0 {
		groups = append(groups, app.OptGroup().Label("My puzzles").Body(mine...))
	}
	return app.Div().Class("pp-pick").Body(
		app.Label().For(idPuzzleSelect).Text("Puzzle"),
		app.Select().ID(idPuzzleSelect).OnChange(c.onPick).Body(groups...),
		// The designer, findable from the first screen at every size
		// (its other buttons are in the panel's Puzzle tab).
		app.Button().Type("button").ID("designer-top").Class("draw").
			Attr("aria-label", "Draw a new puzzle (the designer)").Title("Draw a new puzzle: the region and the pieces").
			Body(app.Text("✎ "), app.Span().Class("word").Text("Draw")).
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(actionDesignerOpen, true) }),
		// Play mode: solving by hand (ui/playmode).
		app.Button().Type("button").ID("play-top").Class("draw").Attr("aria-pressed", boolText(c.own.playing)).
			Attr("aria-label", "Play: solve this puzzle yourself").Title("Solve this puzzle yourself, with the solver as a coach").
			Body(app.Text("▶ "), app.Span().Class("word").Text("Play")).
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(actionPlayOpen, !c.own.playing) }),
	)
}

// mineOptions are the picker's options for My puzzles.
func (c *topBar) mineOptions() []app.UI {
	var opts []app.UI
	for _, e := range c.own.mine.store.Entries {
		opts = append(opts, app.Option().Value(minePrefix+e.ID).Selected(c.m.Edited && e.ID == c.own.mine.id).Text(e.Name))
	}
	if c.m.Edited && c.own.mine.id == "" {
		opts = append(opts, app.Option().Value(page.CustomKey).Selected(true).Text("Edited definition"))
	}
	return opts
}

// onPick loads the puzzle picked.
func (c *topBar) onPick(ctx app.Context, e app.Event) {
	c.page.Pick(ctx, control.Of(ctx).Value)
}

// topSession answers the top bar from the session (barPage).
type topSession struct{ s *session }

// Replaced returns the number of solver workers replaced.
func (p topSession) Replaced() int { return p.s.pool.Replaced() }

// ChangedAll renders every component again.
func (p topSession) ChangedAll() { p.s.changedAll() }

// Pick loads the puzzle picked: a library puzzle, one of My puzzles or
// the edited definition.
func (p topSession) Pick(ctx app.Context, key string) {
	c := p.s
	if id, ok := strings.CutPrefix(key, minePrefix); ok {
		c.openMine(ctx, id)
		return
	}
	defer c.changedAll()
	c.mine.leave(c.m)
	if key == page.CustomKey {
		if s := savedDefinition(&c.kept); s != nil {
			key := c.m.Key
			c.m.Key = s.Key
			if err := c.m.SetSource(s.FileName, s.Source); err != nil {
				c.m.Key, c.notice = key, err.Error()
				return
			}
		}
	} else if err := c.m.LoadEntry(key); err != nil {
		c.notice = err.Error()
		return
	}
	c.m.Index = 0
	c.loadEditor(ctx)
	ctx.NewAction(actionTextEdited) // the designer, if open, draws the puzzle picked
	c.syncURL()
}

// Solve starts a run (session.start); the solutions on the board stay
// until the run has its own.
func (p topSession) Solve() {
	c := p.s
	var stay stayingRun
	if r := c.m.Shown(); r != nil && len(r.Solutions) > 0 && r.Status != page.StatusRunning {
		// Start drops the older runs' solutions from the runs
		// themselves; the copy keeps them.
		prev := *r
		stay = stayingRun{run: &prev, view: min(max(c.m.View, 0), len(r.Solutions)-1), page: c.galleryPg}
	}
	c.start()
	if r := c.m.Running(); r != nil && stay.run != nil {
		stay.next = r.ID
		c.staying = stay
	} else {
		c.staying = stayingRun{}
	}
}
