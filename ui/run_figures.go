package ui

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/figures"
	"polyplay/ui/options"
	"polyplay/ui/page"
	"polyplay/ui/runs"
	"polyplay/ui/state"
)

// statusText describes a run's state for people; wall is the time since
// Solve was pressed (page.Run.Wall).
func statusText(r *page.Run, wall time.Duration) string {
	el := figures.Short(wall)
	switch r.Status {
	case page.StatusRunning:
		return "Solving…"
	case page.StatusDone:
		return "Done in " + el + "."
	case page.StatusStopped:
		why := "a limit"
		switch r.Stats.Stopped {
		case "max":
			why = "the solution limit"
		case "time":
			why = "the time limit"
		}
		return fmt.Sprintf("Stopped at %s after %s.", why, el)
	case page.StatusCancelled:
		return "Cancelled after " + el + "."
	case page.StatusFailed:
		return "Failed: " + r.Err
	}
	return string(r.Status)
}

// tile draws one live figure, compact (its exact value in the title, as a
// tooltip, and in data-value).
func tile(id, label string, value int64, sub string) app.UI {
	return app.Div().Class("tile").Body(
		app.Span().Class("tile-label").Text(label),
		app.Span().ID(id).Class("tile-value").DataSet("value", strconv.FormatInt(value, 10)).
			Title(figures.Thousands(value)).Text(figures.CompactCount(value)),
		app.Span().Class("tile-sub").Text(sub),
	)
}

// runSummary draws run r's state and, under the automatic configuration,
// what it chose; nil before the first run (r nil). now is the page's
// clock (page.Model.Now).
func runSummary(r *page.Run, now time.Time) app.UI {
	if r == nil {
		return nil
	}
	return app.Div().ID("run-summary").Class("run-summary").Body(
		app.P().ID("run-status").Class("run-status "+string(r.Status)).DataSet("status", string(r.Status)).DataSet("run", strconv.Itoa(r.ID)).
			DataSet("parts", strconv.Itoa(max(r.Parts, 1))).DataSet("branches", strconv.FormatInt(int64(r.Stats.Branches), 10)).
			DataSet("shared", strconv.FormatInt(int64(r.Stats.Shared), 10)).
			Text(fmt.Sprintf("Run %d, %s: %s%s", r.ID, r.Puzzle, statusText(r, r.Wall(now)), partsText(r))),
		app.If(r.Chosen() != "", func() app.UI {
			return app.P().ID("run-chosen").Class("run-chosen").Body(
				app.Strong().Text("Automatic: "), app.Text(r.Chosen()+" "), options.ChosenFlags(r.ChosenArgs()))
		}),
	)
}

// runFigures is the current run's live figures under the board
// (page.Model.Current: none once another puzzle is opened): while it
// runs its state first (Summary, runSummary), then the progress bar and
// the counters, and the per-level figures and notes, open on demand.
type runFigures struct {
	app.Compo
	*puzzleStore
	*viewStore
	// run is observed: the run's progress.
	run *runStore
	// Summary puts the run's state first.
	Summary bool

	// levelsOpen is whether the per-level figures are open.
	levelsOpen bool
}

// OnMount observes the stores the run's figures reads (puzzleStore, viewStore
// and runStore): the run, and the share link's solution.
func (c *runFigures) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, nil, &c.puzzleStore.Store, &c.viewStore.Store, &c.run.Store)
}

// Render draws the figures, each in its place (held) whether it shows or
// not; an empty place before the first run of a puzzle with an error.
func (c *runFigures) Render() app.UI {
	counted("runFigures")
	return held(c.figures())
}

// figures draws the figures; nil without them.
func (c *runFigures) figures() app.UI {
	summary := c.Summary
	r := c.m.Current()
	if r == nil {
		if c.m.Problem() == nil {
			// The board says what is wrong with the definition; Solve
			// waits for it to be fixed.
			return nil
		}
		hint := "Press Solve: the solutions appear on the board, with the solver's figures here."
		if c.share.shared != nil {
			hint = "The board shows the shared solution. Press Solve to find every solution, with the solver's figures here."
		}
		return app.P().ID("figures-empty").Class("muted small").Text(hint)
	}
	s := &r.Stats
	// The Elapsed figure is the time the person has waited since Solve
	// (page.Run.Wall); the rates are per second of the solver's search
	// (page.Run.Search), the clock their counts were made on.
	el, wall := r.Search(), r.Wall(c.m.Now())
	var sum app.UI
	if summary {
		sum = runSummary(r, c.m.Now())
	}
	body := []app.UI{held(sum), held(renderProgress(r)), held(apartFigures(r)),
		app.Div().Class("tiles").Body(
			tile("stat-solutions", "Solutions", int64(s.Solutions), figures.Rate(int64(s.Solutions), el)),
			tile("stat-fits", "Fits", s.TotalFits(), figures.Rate(s.TotalFits(), el)),
			tile("stat-nofits", "No-fits", s.NoFits(), figures.Rate(s.NoFits(), el)),
			tile("stat-attempts", "Attempts", s.TotalAttempts(), figures.Rate(s.TotalAttempts(), el)),
			app.Div().Class("tile").Body(
				app.Span().Class("tile-label").Text("Elapsed"),
				app.Span().ID("stat-elapsed").Class("tile-value").DataSet("ms", strconv.FormatInt(wall.Milliseconds(), 10)).
					Title("Since you pressed Solve: "+figures.Clock(wall)).Text(figures.Short(wall)),
				app.Span().ID("stat-search").Class("tile-sub").DataSet("ms", strconv.FormatInt(el.Milliseconds(), 10)).
					Title(runs.SearchHelp).Text("search "+figures.Short(el)),
			),
		),
	}
	var more []app.UI
	if s.Images > 0 {
		more = append(more, app.P().ID("stat-images").Class("muted small").Text(figures.Count(int64(s.Images), "piece image")+" after the filters."))
	}
	if len(s.Notes) > 0 {
		var notes []app.UI
		for _, n := range s.Notes {
			notes = append(notes, app.Li().Text(n))
		}
		more = append(more, app.Ul().Class("notes").Attr("aria-label", "Solver notes").Body(notes...))
	}
	if rows := figures.Levels(s); len(rows) > 0 || len(more) > 0 {
		// The table is built only while its details are open: it has
		// a hundred-odd cells, and building them at each run's end took
		// a noticeable share of the page's time from a warm 10x6's end
		// to its solutions on screen (BenchmarkBrowserSolve).
		var lv app.UI
		if c.levelsOpen {
			lv = renderLevels(rows)
		}
		body = append(body, app.Details().ID("levels-details").Class("levels").Open(c.levelsOpen).
			OnToggle(func(ctx app.Context, e app.Event) {
				c.levelsOpen = ctx.JSSrc().Get("open").Bool()
			}).Body(
			app.Summary().Text("More figures: per remaining-piece level, notes"),
			app.Div().Body(more...),
			held(lv),
		))
	}
	cls := "figures"
	if r.Status == page.StatusRunning {
		cls += " running"
	}
	return app.Div().ID("figures").Class(cls).Body(body...)
}

// apartFigures draws, for a run under --disassemble, its counts of
// assemblies and of solutions, those that come apart ("96 assemblies · 1
// solution"); nil for another run, and for one that failed.
func apartFigures(r *page.Run) app.UI {
	text := r.ApartText()
	if text == "" || r.Status == page.StatusFailed {
		return nil
	}
	return app.P().ID("stat-apart").Class("apart-figures").
		DataSet("assemblies", strconv.FormatInt(int64(r.Stats.Assemblies), 10)).
		DataSet("solutions", strconv.FormatInt(int64(r.Stats.Solutions), 10)).
		Title("Assemblies fill the puzzle; solutions are the assemblies that come apart by sliding pieces, as BurrTools counts them.").
		Text(text)
}

// partsText says how many workers shared a run, if more than one, how
// many of its branches they have taken, and how many of those they split
// further on demand.
func partsText(r *page.Run) string {
	if r.Parts <= 1 {
		return ""
	}
	total, taken := int64(r.Stats.Branches), int64(r.Stats.Taken)
	switch {
	case total == 0:
		return fmt.Sprintf(" (%d workers)", r.Parts)
	case r.Status == page.StatusRunning:
		return fmt.Sprintf(" (%d workers; %s of %s branches taken)", r.Parts, figures.Thousands(taken), figures.Thousands(total))
	}
	if shared := int64(r.Stats.Shared); shared > 0 {
		return fmt.Sprintf(" (%d workers shared %s branches and split %s of them on demand)", r.Parts, figures.Thousands(total), figures.Thousands(shared))
	}
	return fmt.Sprintf(" (%d workers shared %s branches)", r.Parts, figures.Thousands(total))
}

// renderProgress draws the progress bar of a running run: the fraction
// done and the time left when they are known (ProgressText), a bar
// without a value until then.
func renderProgress(r *page.Run) app.UI {
	if r.Status != page.StatusRunning {
		return nil
	}
	if done, text, ok := figures.ProgressText(&r.Stats, r.Parts); ok {
		return app.Div().Class("progress").Body(
			app.Label().For("run-progress").ID("run-progress-label").Text(text),
			app.Progress().ID("run-progress").Max(1).Value(done).Title(text),
		)
	}
	return app.Div().Class("progress").Body(
		app.Label().For("run-progress").ID("run-progress-label").Text("Searching; the time left shows once part of the search is done"),
		app.Progress().ID("run-progress"),
	)
}

// renderLevels draws the per-level table of fits and attempts
// (figures.Levels).
func renderLevels(rows []figures.Level) app.UI {
	if len(rows) == 0 {
		return nil
	}
	var trs []app.UI
	for _, l := range rows {
		trs = append(trs, app.Tr().Body(
			app.Th().Scope("row").Text(strconv.Itoa(l.Remaining)),
			app.Td().Text(figures.Thousands(l.Attempts)),
			app.Td().Text(figures.Thousands(l.Fits)),
			app.Td().Text(figures.Thousands(l.NoFits)),
			app.Td().Text(figures.Fixed(l.AttemptsPerTarget)),
			app.Td().Text(figures.Fixed(l.FitsPerTarget)),
			app.Td().Text(figures.Fixed(l.NoFitsPerTarget)),
		))
	}
	return tableWrap("Per-level figures", app.Table().ID("levels").Body(
		app.Caption().Text("Attempts and fits when p pieces remained; per target = divided by the fits one level up."),
		app.THead().Body(app.Tr().Body(
			app.Th().Scope("col").Text("p"),
			app.Th().Scope("col").Text("Attempts"),
			app.Th().Scope("col").Text("Fits"),
			app.Th().Scope("col").Text("No-fits"),
			app.Th().Scope("col").Text("Attempts / target"),
			app.Th().Scope("col").Text("Fits / target"),
			app.Th().Scope("col").Text("No-fits / target"),
		)),
		app.TBody().Body(trs...),
	),
	)
}
