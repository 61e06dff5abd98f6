package ui

import (
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
	s *session
	// Updated is set once a new version of the site has been installed.
	Updated bool
}

// OnMount observes the stores the top bar reads (puzzleStore,
// optionsStore, pageStore and runStore): the puzzle picked, whether it
// can be solved with the options, the run, My puzzles, the panel closed.
func (c *topBar) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, nil, &c.s.puzzleStore.Store, &c.s.optionsStore.Store, &c.s.pageStore.Store, &c.s.runStore.Store)
}

// Render draws the top bar: the name, the puzzle picker, the solve
// actions, sharing and the panel's toggle.
func (c *topBar) Render() app.UI {
	counted("topBar")
	status, cls := "Solver ready", "ok"
	switch {
	case c.s.m.WorkerErr != "":
		status, cls = "Solver failed", "bad"
	case c.s.m.Running() != nil:
		status, cls = "Solving…", "busy"
	case !c.s.m.Ready:
		status, cls = "Starting the solver…", "busy"
	}
	panelLabel := "Hide the panel"
	if c.s.panelClosed {
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
				Attr("aria-expanded", boolText(!c.s.panelClosed)).Attr("aria-controls", "side-panel").Attr("aria-label", panelLabel).
				Title(panelLabel).Text("☰").
				OnClick(func(ctx app.Context, e app.Event) {
					c.s.panelClosed = !c.s.panelClosed
					c.s.pageStore.changed()
				}),
			held(c.renderReload()),
			// data-replaced: the workers replaced since the page began
			// (workers.Pool.Replaced), which the browser tests read.
			app.Span().ID("worker-status").Class("pp-status "+cls).Attr("aria-live", "polite").
				Attr("data-warm", warmState(c.s.m.WarmAsked(), c.s.m.WarmRuns, c.s.m.WarmEnded)).
				Attr("data-replaced", strconv.Itoa(c.s.pool.Replaced())).Text(status),
			app.Span().ID("run-announce").Class("visually-hidden").Attr("aria-live", "polite").Text(c.runAnnounce()),
		),
	)
}

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
// own (session.startKeepingBoard). In Play mode it leaves Play, whose
// game is kept, so that the run's solutions are seen.
func (c *topBar) onSolve(ctx app.Context, e app.Event) {
	if c.s.playing {
		ctx.NewActionWithValue(actionPlayOpen, false)
	}
	c.startKeepingBoard()
	c.s.changedAll()
}

// onCancel stops the run going on.
func (c *topBar) onCancel(ctx app.Context, e app.Event) {
	if c.s.m.Running() == nil {
		return
	}
	// Terminating the workers stops the search at once, whatever they are
	// doing; fresh workers take the next run.
	c.s.m.Cancel()
	ctx.NewAction(actionRunEnded)
	ctx.NewAction(actionStartWorkers)
	c.s.changedAll()
}

// renderActions draws Solve and Cancel (in the top bar on a desktop, in a
// bar at the bottom of the screen on a phone).
func (c *topBar) renderActions() app.UI {
	m := c.s.m
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
	r := c.s.m.Latest()
	if r == nil || r.Status == page.StatusRunning {
		return ""
	}
	s := fmt.Sprintf("Run %d, %s: %s", r.ID, r.Puzzle, statusText(r, r.Wall(c.s.m.Now())))
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
	m := c.s.m
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
		app.Button().Type("button").ID("play-top").Class("draw").Attr("aria-pressed", boolText(c.s.playing)).
			Attr("aria-label", "Play: solve this puzzle yourself").Title("Solve this puzzle yourself, with the solver as a coach").
			Body(app.Text("▶ "), app.Span().Class("word").Text("Play")).
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(actionPlayOpen, !c.s.playing) }),
	)
}

// mineOptions are the picker's options for My puzzles.
func (c *topBar) mineOptions() []app.UI {
	var opts []app.UI
	for _, e := range c.s.mine.store.Entries {
		opts = append(opts, app.Option().Value(minePrefix+e.ID).Selected(c.s.m.Edited && e.ID == c.s.mine.id).Text(e.Name))
	}
	if c.s.m.Edited && c.s.mine.id == "" {
		opts = append(opts, app.Option().Value(page.CustomKey).Selected(true).Text("Edited definition"))
	}
	return opts
}

// onPick loads the puzzle picked: a library puzzle, one of My puzzles or
// the edited definition.
func (c *topBar) onPick(ctx app.Context, e app.Event) {
	key := control.Of(ctx).Value
	if id, ok := strings.CutPrefix(key, minePrefix); ok {
		c.s.openMine(ctx, id)
		return
	}
	defer c.s.changedAll()
	c.s.mine.leave(c.s.m)
	if key == page.CustomKey {
		if s := savedDefinition(&c.s.kept); s != nil {
			key := c.s.m.Key
			c.s.m.Key = s.Key
			if err := c.s.m.SetSource(s.FileName, s.Source); err != nil {
				c.s.m.Key, c.s.notice = key, err.Error()
				return
			}
		}
	} else if err := c.s.m.LoadEntry(key); err != nil {
		c.s.notice = err.Error()
		return
	}
	c.s.m.Index = 0
	c.s.loadEditor(ctx)
	ctx.NewAction(actionTextEdited) // the designer, if open, draws the puzzle picked
	c.s.syncURL()
}

// startKeepingBoard starts a run (start); the solutions on the board
// stay until the run has its own.
func (c *topBar) startKeepingBoard() {
	var stay stayingRun
	if r := c.s.m.Shown(); r != nil && len(r.Solutions) > 0 && r.Status != page.StatusRunning {
		// Start drops the older runs' solutions from the runs
		// themselves; the copy keeps them.
		prev := *r
		stay = stayingRun{run: &prev, view: min(max(c.s.m.View, 0), len(r.Solutions)-1), page: c.s.galleryPg}
	}
	c.s.start()
	if r := c.s.m.Running(); r != nil && stay.run != nil {
		stay.next = r.ID
		c.s.staying = stay
	} else {
		c.s.staying = stayingRun{}
	}
}
