package runs

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/figures"
	"polyplay/ui/kept"
	"polyplay/ui/options"
	"polyplay/ui/page"
	"polyplay/ui/state"
	"polyplay/ui/widget"
)

// Tab is the side panel's Runs tab: the table of this page's runs
// and of those saved in the browser on earlier visits, which it reads
// when it mounts, saves after each run's end (ActionEnded) and
// clears. Each row's options can be used again and its record
// exported.
type Tab struct {
	app.Compo
	// Open is set while the tab is open: the table, where nothing is typed, is built
	// only then, not at each run's end behind another tab.
	Open bool

	// m is the page model, whose runs the table shows; kept the page's
	// local storage; puzzle and run the stores observed; page the rest
	// of the page.
	m           *page.Model
	kept        *kept.State
	puzzle, run *state.Store
	page        Page

	// past are the runs saved from earlier visits, as read (with
	// those that could not be read); the table leaves out this page's
	// first cleared runs.
	past    page.KeptRuns
	cleared int
	// saving is set while a writing of the runs waits (save).
	saving bool
}

// ActionEnded says that a run ended or was cancelled: the runs are
// saved.
const ActionEnded = "run-ended"

// Page is what the runs tab asks of the rest of the page.
type Page interface {
	// OptionsChanged is called after a run's options were set again
	// (Use options): the options' form and the address follow.
	OptionsChanged()
	// Notify says msg at the top of the page.
	Notify(msg string)
	// KeptChanged renders again what the page says of its storage.
	KeptChanged()
}

// NewTab returns the runs tab of the runs of m, kept in k, observing the
// puzzle's store and the run's, in the page p; open while the tab is.
func NewTab(m *page.Model, k *kept.State, puzzle, run *state.Store, p Page, open bool) *Tab {
	return &Tab{Open: open, m: m, kept: k, puzzle: puzzle, run: run, page: p}
}

// The runs table survives a reload: finished runs are kept in local
// storage (their figures, not their solutions) and shown under this
// page's own runs.

// runsKey names the saved runs in local storage.
const runsKey = "polyplay.runs"

// maxSavedRuns bounds the runs saved.
const maxSavedRuns = 200

// OnMount reads the saved runs and saves the runs after each run's end
// (ActionEnded), and observes the stores the tab reads (puzzleStore
// and runStore): the runs.
func (t *Tab) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, nil, t.puzzle, t.run)
	t.load()
	ctx.Handle(ActionEnded, func(ctx app.Context, a app.Action) { t.save(ctx) })
}

// runsWhat names the runs kept in what the page says.
const runsWhat = "the runs table"

// load reads the saved runs; this page's runs are numbered after them.
// Runs that cannot be read stay kept as they were, and are said.
func (t *Tab) load() {
	var kept page.KeptRuns
	if _, ok := t.kept.Load(runsKey, runsWhat, func(text string) (err error) {
		kept, err = page.ReadRuns(text)
		return err
	}); !ok {
		return
	}
	t.past = kept
	t.kept.EntriesUnread(runsKey, "the runs kept", kept.Unread, func() {
		t.past.Unread = nil
		t.write()
	})
	for _, r := range kept.Runs {
		t.m.NumberRunsAfter(r.ID)
	}
}

// save keeps the finished runs, the newest maxSavedRuns, once the
// page has time for it (whenIdle): converting and writing them took the
// page's thread between a warm 10x6's done message and its solutions on
// screen (BenchmarkBrowserSolve). The runs are read
// when they are written; one writing waits at a time.
func (t *Tab) save(ctx app.Context) {
	if t.saving {
		return
	}
	t.saving = true
	widget.WhenIdle(func() {
		t.saving = false
		// What the notice says of the runs shows (a failure, or its
		// end after one).
		before := t.kept.Failed(runsKey)
		if t.write(); t.kept.Failed(runsKey) != before {
			ctx.Dispatch(func(app.Context) { t.page.KeptChanged() })
		}
	})
}

// write writes the finished runs, the newest maxSavedRuns, into local
// storage, with the runs that could not be read as they were; a
// failure is said.
func (t *Tab) write() {
	text, err := t.past.Text(t.m.Runs[min(t.cleared, len(t.m.Runs)):], t.m.Now(), maxSavedRuns)
	if err != nil {
		t.kept.SayFailed(runsKey, "Could not keep the runs table in this browser: "+err.Error()+".")
		return
	}
	t.kept.Write(runsKey, runsWhat, text)
}

// onClear empties the runs table (this page's runs stay in view on the
// board); runs kept that could not be read stay kept.
func (t *Tab) onClear(ctx app.Context, e app.Event) {
	t.past.Clear()
	t.cleared = len(t.m.Runs)
	if len(t.past.Unread) == 0 {
		t.kept.Remove(runsKey, runsWhat)
	} else {
		t.write()
	}
}

// exportRun offers a run's record as a CSV or JSON file.
func (t *Tab) exportRun(r *page.Run, ext string) {
	rec := r.Record(t.m.Now())
	name := fmt.Sprintf("polyplay-run-%d.%s", r.ID, ext)
	if ext == "csv" {
		widget.Download(name, "text/csv;charset=utf-8", page.RunCSV(rec))
		return
	}
	data, err := page.RunJSON(rec)
	if err != nil {
		t.page.Notify(err.Error())
		return
	}
	widget.Download(name, "application/json", data)
}

// Render draws the table of runs while the tab is open, else an empty
// place.
func (t *Tab) Render() app.UI {
	widget.Counted("runsTab")
	if !t.Open {
		return widget.Held(nil)
	}
	rows := page.RunRows(append(slices.Clip(t.past.Runs), t.m.Runs[min(t.cleared, len(t.m.Runs)):]...))
	if len(rows) == 0 {
		return widget.PanelSection("runs", "Runs", app.P().Class("muted").Text("Each solve adds a row here — options, fits, no-fits, wall and search time, solutions — so configurations can be compared side by side, as in the articles' performance tables."))
	}
	var trs []app.UI
	for i := len(rows) - 1; i >= 0; i-- {
		row := rows[i]
		r := row.Run
		args := strings.Join(r.Args, " ")
		if args == "" {
			args = "(defaults)"
		}
		trs = append(trs, app.Tr().DataSet("run", r.ID).Body(
			app.Th().Scope("row").Text(strconv.Itoa(r.ID)),
			app.Td().Text(r.Puzzle),
			app.Td().Class("mono").Body(
				app.Text(args),
				app.If(len(r.Stats.Chosen) > 0, func() app.UI {
					return app.Span().Class("run-auto").Title("Automatic: "+r.Chosen()).Body(
						app.Text("Automatic: "), options.ChosenFlags(r.ChosenArgs()))
				}),
			),
			app.Td().Class("num").Text(figures.Thousands(r.Stats.TotalFits())),
			app.Td().Class("num delta").Text(row.FitsDelta),
			app.Td().Class("num").Text(figures.Thousands(r.Stats.NoFits())),
			app.Td().Class("num delta").Text(row.NoFitsDelta),
			app.Td().Class("num run-wall").Text(wallText(r.Wall(t.m.Now()))),
			app.Td().Class("num run-search").Text(figures.Clock(r.Search())),
			app.Td().Class("num delta").Text(row.SearchDelta),
			app.Td().Class("num run-solutions").Title(r.ApartText()).Text(figures.Thousands(int64(r.Stats.Solutions))),
			app.Td().Class("run-state "+string(r.Status)).Text(string(r.Status)),
			app.Td().Class("row-actions").Body(
				app.Button().Type("button").Class("small").Attr("aria-label", "Use the options of run "+strconv.Itoa(r.ID)).Text("Use options").
					OnClick(func(ctx app.Context, e app.Event) {
						if err := t.m.SetArgs(strings.Join(r.Args, " ")); err == nil {
							t.page.OptionsChanged()
						}
					}),
				app.Button().Type("button").Class("small").Attr("aria-label", "Export run "+strconv.Itoa(r.ID)+" as CSV").Text("CSV").
					OnClick(func(ctx app.Context, e app.Event) { t.exportRun(r, "csv") }),
				app.Button().Type("button").Class("small").Attr("aria-label", "Export run "+strconv.Itoa(r.ID)+" as JSON").Text("JSON").
					OnClick(func(ctx app.Context, e app.Event) { t.exportRun(r, "json") }),
			),
		))
	}
	return widget.PanelSection("runs", "Runs",
		app.Div().Class("runs-head").Body(
			app.P().Class("help").Text("Kept in this browser across reloads. Wall is the time from Solve to the end of a run; Search is the solver's own search time, as the command line reports it."),
			app.Button().Type("button").ID("clear-runs").Class("small").Text("Clear the table").OnClick(t.onClear),
		),
		widget.TableWrap("Runs", app.Table().ID("runs-table").Body(
			app.Caption().Text("Newest first. Δ is the change from the previous finished run of the same puzzle."),
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text("#"),
				app.Th().Scope("col").Text("Puzzle"),
				app.Th().Scope("col").Text("Options"),
				app.Th().Scope("col").Text("Fits"),
				app.Th().Scope("col").Text("Δ"),
				app.Th().Scope("col").Text("No-fits"),
				app.Th().Scope("col").Text("Δ"),
				app.Th().Scope("col").Title("From Solve to the end of the run").Text("Wall"),
				app.Th().Scope("col").Title(SearchHelp).Text("Search"),
				app.Th().Scope("col").Text("Δ"),
				app.Th().Scope("col").Text("Solutions"),
				app.Th().Scope("col").Text("Status"),
				app.Th().Scope("col").Text("Reuse, export"),
			)),
			app.TBody().Body(trs...),
		),
		),
	)
}

// SearchHelp says what the search time is, where it shows.
const SearchHelp = "The solver's own search time, as the command line reports it: without the workers' start and the solver's setup, and for a run divided among workers from the split on. The rates are per second of it."

// wallText writes a run's wall time for the runs table, "–" when it is
// not known (a run kept by an earlier version of the page).
func wallText(d time.Duration) string {
	if d <= 0 {
		return "–"
	}
	return figures.Clock(d)
}
