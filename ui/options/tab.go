package options

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/ui/control"
	"polyplay/ui/figures"
	"polyplay/ui/link"
	"polyplay/ui/page"
	"polyplay/ui/player"
	"polyplay/ui/widget"
	"polyplay/ui/workers"
	"polyplay/wasm/protocol"
)

// Tab is the side panel's Options tab: the solver configuration
// form, the number of workers, the colours and the options as
// command-line flags. go-app renders a child component again only when
// one of its exported fields changed: Key says everything the form
// shows, so that a run's start, progress and end, which change none of
// it, do not build and compare the form's 150 elements (or parse the
// options and the automatic choice's flags again). It was a large share
// of the page's work at each click on Solve (BenchmarkBrowserSolve);
// and code that runs at each run's
// end is code the browser optimises, on another core, during the first
// tens of runs.
type Tab struct {
	app.Compo
	// Key is what the form shows (keyOf).
	Key Key

	// m is the page model, whose options the form shows and sets;
	// store the flags being typed; page the rest of the page.
	m     *page.Model
	store *Store
	page  Page

	// fieldErr holds the errors of the fields, by id: what was typed
	// in a field that could not be read.
	fieldErr map[string]string
}

// OnInit makes the fields' errors.
func (c *Tab) OnInit() { c.fieldErr = map[string]string{} }

// NewTab returns the options tab of the options of m, with the flags
// being typed of s, the workers started and the colours.
func NewTab(m *page.Model, s *Store, p Page, started int, scheme player.Scheme) *Tab {
	return &Tab{Key: keyOf(m, s, started, scheme), m: m, store: s, page: p}
}

// Key is what the options form shows: the options
// themselves as their flags, with the page's own settings, the
// puzzle's pieces (the choice of the piece held still), whether a run
// goes on (the number of workers cannot change then) and the latest
// automatic choice.
type Key struct {
	Args, ArgsText, ArgsErr, FileName string
	Keep, Workers, Started            int
	Running                           bool
	Pieces                            string
	ChosenRun                         int
	Chosen                            string
	Scheme                            player.Scheme
	// NoApart says why the puzzle's assemblies cannot be taken apart
	// (disassemble.Slides); "" where they can.
	NoApart string
}

// keyOf returns what the options form shows now of the options of m,
// the flags being typed of s, the workers started and the colours.
func keyOf(m *page.Model, s *Store, started int, scheme player.Scheme) Key {
	k := Key{
		Args: strings.Join(m.Args(), "\x00"), ArgsText: s.ArgsText, ArgsErr: m.ArgsErr, FileName: m.FileName,
		Keep: m.Keep, Workers: m.Workers, Started: started,
		Running: m.Running() != nil,
		Scheme:  scheme,
	}
	if p := m.Problem(); p != nil {
		var b strings.Builder
		for _, pc := range p.Pieces {
			if !pc.Stationary {
				b.WriteString(pc.Name)
				b.WriteByte(0)
			}
		}
		k.Pieces = b.String()
		if err := disassemble.Slides(p.Grid); err != nil {
			k.NoApart = err.Error()
		}
	}
	// The latest run with a choice (renderAutoChosen), by its flags:
	// describing them takes parsing them.
	for i := len(m.Runs) - 1; i >= 0; i-- {
		if r := m.Runs[i]; len(r.Stats.Chosen) > 0 {
			k.ChosenRun, k.Chosen = r.ID, strings.Join(r.Stats.Chosen, "\x00")
			break
		}
	}
	return k
}

// Render draws the solver configuration form and the equivalent command
// line.
func (c *Tab) Render() app.UI {
	widget.Counted("optionsTab")
	form := form{c}
	o := &c.m.Options
	var pieceOpts []app.UI
	pieceOpts = append(pieceOpts, app.Option().Value("").Selected(o.RedundancyPiece == "").Text("chosen by the solver"))
	if p := c.m.Problem(); p != nil {
		for _, pc := range p.Pieces {
			if !pc.Stationary {
				pieceOpts = append(pieceOpts, app.Option().Value(pc.Name).Selected(o.RedundancyPiece == pc.Name).Text("piece "+pc.Name))
			}
		}
	}

	return widget.PanelSection("options", "Solver options",
		c.renderWorkers(c.m.Running() != nil),
		app.FieldSet().Body(
			app.Legend().Text("How to search"),
			form.checkbox("opt-auto", "Let the solver choose how to search (automatic configuration, --auto)", autoHelp(o),
				o.Auto || !o.AlgorithmChosen(), func(v bool) { o.Auto = v }),
			widget.Held(c.renderAutoChosen()),
			form.filaField(),
			form.checkbox("opt-nof", "Skip placements that cannot fit beside the filled cells (neighbour occupancy filtering, NOF, -n)", "With FILA: skip images that cannot fit next to the cells already filled around the target (-n).",
				o.NOF, func(v bool) { o.NOF = v }),
			form.number("opt-nofcells", "Look further around each cell when skipping placements (wide NOF, -n K)", fmt.Sprintf("With FILA: instead of the neighbours, the 1 to %d cells the target's images cover most often; fewer images that cannot fit, larger tables (-n K; --auto uses %d on full boxes).", solver.MaxNOFCells, solver.MaxNOFCells),
				int64(o.NOFCells), 0, solver.MaxNOFCells, func(n int64) {
					o.NOFCells = int(n)
					o.NOF = o.NOF || n > 0
				}),
			form.memoField(),
			form.renderOrder(),
		),
		app.FieldSet().Body(
			app.Legend().Text("Turned and mirrored solutions"),
			form.checkbox("opt-r", "Don't search turned or mirrored copies of solutions (redundancy filter, -r)", "Constrain one uniquely shaped piece so rotated or reflected copies of a solution are never searched (-r).",
				o.Redundancy, func(v bool) { o.Redundancy = v }),
			app.Div().Class("opt sel").Body(
				app.Label().For("opt-rpiece").Text("Piece held still for that (-r NAME)"),
				app.Select().ID("opt-rpiece").Disabled(!o.Redundancy).Attr("aria-describedby", "opt-rpiece-help").
					OnChange(func(ctx app.Context, e app.Event) {
						o.RedundancyPiece = control.Of(ctx).Value
						c.changed()
					}).Body(pieceOpts...),
				app.P().ID("opt-rpiece-help").Class("help").Text("A piece with few placements often works best (-r NAME)."),
			),
			form.checkbox("opt-u", "Count each different solution once (unique solutions, -u)", "Drop solutions that are rotations of ones already found (-u).",
				o.Unique, func(v bool) { o.Unique = v }),
			form.checkbox("opt-m", "Count a solution and its mirror image once (-M)", "Keep one solution of each mirror pair, and avoid searching mirror images where possible (-M).",
				o.Mirror, func(v bool) { o.Mirror = v }),
		),
		app.FieldSet().Body(
			app.Legend().Text("Taking assemblies apart"),
			form.checkboxOff("opt-disassemble", "Keep only the assemblies that come apart by sliding pieces, each with its level (BurrTools' solutions, --disassemble)",
				apartHelp(c.Key.NoApart), o.Disassemble, c.Key.NoApart != "", func(v bool) { o.Disassemble = v }),
		),
		app.Details().Class("group").Open(o.VolumeFilter || o.VolumeTrigger > 0 || o.ParityTrigger > 0 || o.ParityFilter > 0 || o.ParityFilterOnce || o.FitFilter).Body(
			app.Summary().Text("Cutting the search short (filters and triggers)"),
			form.checkbox("opt-V", "Before searching, drop placements that wall off a space no pieces can fill (volume filter, -V)", "Before the search, remove images that cut off a region no set of remaining pieces can fill (-V).",
				o.VolumeFilter, func(v bool) { o.VolumeFilter = v }),
			form.number("opt-Vn", "Do that again after each placement while N pieces remain (-V N)", "Reapply it after each placement (-V N); slower per step, often far fewer steps.",
				int64(o.VolumeFilterRepeat), 0, link.MaxPieceCount, func(n int64) { o.VolumeFilterRepeat = int(n) }),
			form.number("opt-v", "Back up when a placement walls off an unfillable space, while N pieces remain (volume trigger, -v N)", "Backtrack when a placement cuts off a region that cannot be filled (-v N).",
				int64(o.VolumeTrigger), 0, link.MaxPieceCount, func(n int64) { o.VolumeTrigger = int(n) }),
			form.number("opt-p", "Back up when the checkerboard colours can no longer match, while N pieces remain (parity trigger, -p N)", "Backtrack when the remaining pieces cannot match the open cells' checkerboard colours (-p N).",
				int64(o.ParityTrigger), 0, link.MaxPieceCount, func(n int64) { o.ParityTrigger = int(n) }),
			form.checkbox("opt-P1", "Before searching, drop placements that break the checkerboard count (parity filter, -P)", "Before the search, remove images that would break parity (-P).",
				o.ParityFilterOnce, func(v bool) { o.ParityFilterOnce = v }),
			form.number("opt-P", "Drop placements that break the checkerboard count, while N pieces remain (parity filter, -P N)", "After each placement, remove images that would break parity (-P N).",
				int64(o.ParityFilter), 0, link.MaxPieceCount, func(n int64) { o.ParityFilter = int(n) }),
			form.checkbox("opt-F", "Drop placements that leave a hole or a piece with nowhere to go (fit filter, -F)", "Remove images after which some hole or piece has no fit left (-F).",
				o.FitFilter, func(v bool) { o.FitFilter = v }),
			form.checkbox("opt-FF", "Repeat that until nothing changes (-F -F)", "Run the fit filter again while it keeps removing images.",
				o.FitFilterRepeat, func(v bool) { o.FitFilterRepeat = v }),
		),
		app.Details().Class("group").Open(o.MCTrials > 0).Body(
			app.Summary().Text("Estimate instead of solving (Monte Carlo)"),
			form.number("opt-mc", "Estimate the size of the search from N random tries instead of solving (Monte Carlo, -s N)", "Instead of searching everything, run N trials down random paths to estimate the size of the search (-s N).",
				o.MCTrials, 0, link.MaxTrials, func(n int64) { o.MCTrials = n }),
			form.number("opt-mcr", "End each try when R pieces remain (-s N,R)", "Stop a trial the first time it backtracks with R pieces left; empty runs each trial to the end (-s N,R).",
				int64(o.MCRemaining), 0, link.MaxPieceCount, func(n int64) { o.MCRemaining = int(n) }),
			form.number("opt-mcseed", "Random seed, to repeat an estimate exactly (-s N,R,SEED)", "Repeat an estimate exactly by giving the same seed (-s N,R,SEED).",
				o.MCSeed, 0, 1<<62, func(n int64) { o.MCSeed = n }),
		),
		app.FieldSet().Body(
			app.Legend().Text("Limits"),
			form.number("opt-max", "Stop after N solutions (--max=N)", "Leave empty to find them all (--max=N).",
				o.MaxSolutions, 0, 1<<62, func(n int64) { o.MaxSolutions = n }),
			form.number("opt-time", "Stop after N seconds (time limit, --time=N)", "Counted from the press on Solve. Leave empty for no time limit.",
				int64(o.TimeLimit/time.Second), 0, link.MaxSeconds, func(n int64) { o.TimeLimit = time.Duration(n) * time.Second }),
			form.number("opt-keep", "Keep the first N solutions to look at and download", fmt.Sprintf("All solutions are counted; only these are kept to browse and download (1 to %s, this page only).", figures.Thousands(protocol.MaxKeep)),
				int64(c.m.Keep), 1, protocol.MaxKeep, func(n int64) {
					if n == 0 {
						n = protocol.DefaultKeep
					}
					c.m.Keep = int(n)
				}),
		),
		c.renderColours(),
		form.renderCLI(),
	)
}

// apartHelp is the help of --disassemble's box; noApart says why the
// puzzle's assemblies cannot be taken apart, "" where they can.
func apartHelp(noApart string) string {
	if noApart != "" {
		return "Not for this puzzle: " + noApart + "."
	}
	return "Each assembly found (the pieces fill the puzzle) is taken apart as BurrTools does; the run counts the assemblies and keeps those that come apart, its solutions, each with BurrTools' level (such as 4.9.3: the moves until a first part comes out, then within each part)."
}

// autoHelp says whether the automatic configuration is in use, and what
// it chooses.
func autoHelp(o *solver.Options) string {
	const what = "It picks for this puzzle: dancing links (DLX) first, then FILA for the last pieces, with neighbour filtering (NOF), the volume filter and the memo of dead ends."
	switch {
	case o.Auto:
		return "In use (--auto). " + what + " Options you set below are kept."
	case !o.AlgorithmChosen():
		return "In use: no algorithm or filter option is set, so the solver chooses, as the command line does. " + what
	}
	return "Not in use: the options below say how to search. " + what
}

// renderAutoChosen says what the automatic configuration chose for the
// latest run that it chose for: while a run goes on, the one before's
// (named by its number), not nothing until the new run's choice comes.
func (c *Tab) renderAutoChosen() app.UI {
	var r *page.Run
	var chosen string
	for i := len(c.m.Runs) - 1; i >= 0 && chosen == ""; i-- {
		r, chosen = c.m.Runs[i], c.m.Runs[i].Chosen()
	}
	if chosen == "" {
		return nil
	}
	return app.P().ID("auto-chosen").Class("help auto-chosen").Body(
		app.Strong().Text(fmt.Sprintf("Automatic, run %d: ", r.ID)),
		app.Text(chosen+" "),
		ChosenFlags(r.ChosenArgs()),
	)
}

// ChosenFlags draws solver flags as code in brackets, each flag kept on
// one line.
func ChosenFlags(args []string) app.UI {
	body := []app.UI{app.Text("(")}
	for i, a := range args {
		if i > 0 {
			body = append(body, app.Text(" "))
		}
		body = append(body, app.Span().Class("flag").Text(a))
	}
	body = append(body, app.Text(")"))
	return app.Code().Class("chosen-flags").Body(body...)
}

// renderWorkers draws the number of solver workers.
func (c *Tab) renderWorkers(running bool) app.UI {
	desc, errEl := form{c}.fieldError("workers")
	return app.Div().Class("opt num workers").Body(
		app.Label().For("workers").Text("Background threads solving at once (Web Workers)"),
		app.Input().Type("number").ID("workers").Min(1).Max(workers.Max).Step(1).Attr("inputmode", "numeric").
			Value(strconv.Itoa(c.m.Workers)).Disabled(running).Attr("aria-describedby", desc).OnChange(c.onWorkers),
		app.P().ID("workers-help").Class("help").Text(fmt.Sprintf(
			"Web Workers that share each search (one per core by default; %d now). A run with a solution limit or Monte Carlo trials uses one.",
			c.Key.Started)),
		errEl,
	)
}

// onWorkers sets the number of solver workers and restarts them.
func (c *Tab) onWorkers(ctx app.Context, e app.Event) {
	n, err := strconv.Atoi(control.Of(ctx).Value)
	if err != nil || n < 1 || n > workers.Max {
		c.fieldErr["workers"] = fmt.Sprintf("expected a number of workers from 1 to %d", workers.Max)
		return
	}
	delete(c.fieldErr, "workers")
	if n == c.m.Workers || c.m.Running() != nil {
		return
	}
	c.m.Workers = n
	ctx.NewAction(ActionWorkers)
}

// renderColours draws the colour scheme's switch.
func (c *Tab) renderColours() app.UI {
	const id = "opt-colour-safe"
	return app.FieldSet().Body(
		app.Legend().Text("Colours"),
		app.Div().Class("opt check").Body(
			app.Label().For(id).Body(
				widget.CheckBox(id, c.Key.Scheme == player.ColourBlindSafe).Attr("aria-describedby", id+"-help").
					OnChange(func(ctx app.Context, e app.Event) {
						scheme := player.Standard
						if control.Of(ctx).Checked {
							scheme = player.ColourBlindSafe
						}
						c.page.SetScheme(scheme)
					}),
				app.Span().Text("Colours for colour-blind eyes"),
			),
			app.P().ID(id+"-help").Class("help").Text("Okabe and Ito's colours, then others, kept apart as people with red-green or blue-yellow colour blindness see them; the pieces' names are on the board too. Kept in this browser."),
		),
	)
}
