package ui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/figures"
	"polyplay/ui/link"
	"polyplay/ui/page"
	"polyplay/wasm/protocol"
)

// Heuristics lists the ordering heuristics in the order the form offers
// them.
var Heuristics = []solver.Heuristic{
	solver.MinFit, solver.Estimate, solver.First,
	solver.MinX, solver.MinY, solver.MinZ, solver.MaxX, solver.MaxY, solver.MaxZ,
	solver.Radial, solver.Angular,
}

// optionsChanged is called after the form changed the options.
func (c *Playground) optionsChanged() {
	// Round-trip through the flags so that the form shows what the solver
	// will get (for example a repeated fit filter implies the fit filter).
	if o, _, err := solver.ParseArgs(c.m.Args()); err == nil {
		c.m.Options = o
	}
	c.argsText = strings.Join(c.m.Args(), " ")
	c.m.ArgsErr = ""
	c.syncURL()
}

// fieldError returns what describes the field id (its help, and its error
// if it has one: the aria-describedby list) and the element that shows
// the error (nil without one).
func (c *Playground) fieldError(id string) (desc string, errEl app.UI) {
	desc = id + "-help"
	if msg := c.fieldErr[id]; msg != "" {
		errEl = app.P().ID(id + "-error").Class("field-error").Role("alert").Text(msg)
		desc += " " + id + "-error"
	}
	return desc, errEl
}

func (c *Playground) checkbox(id, label, help string, checked bool, set func(bool)) app.UI {
	return app.Div().Class("opt check").Body(
		app.Input().Type("checkbox").ID(id).Checked(checked).Aria("describedby", id+"-help").
			OnChange(func(ctx app.Context, e app.Event) {
				set(controlOf(ctx).Checked)
				c.optionsChanged()
			}),
		app.Label().For(id).Text(label),
		app.P().ID(id+"-help").Class("help").Text(help),
	)
}

// number draws a whole-number field from minV to maxV; 0 shows as empty
// ("off") and an empty field sets 0.
func (c *Playground) number(id, label, help string, value int64, minV, maxV int64, set func(int64)) app.UI {
	v := ""
	if value != 0 {
		v = strconv.FormatInt(value, 10)
	}
	desc, errEl := c.fieldError(id)
	return app.Div().Class("opt num").Body(
		app.Label().For(id).Text(label),
		app.Input().Type("number").ID(id).Min(minV).Max(maxV).Step(1).Attr("inputmode", "numeric").
			Placeholder("off").Value(v).Aria("describedby", desc).
			OnChange(func(ctx app.Context, e app.Event) {
				s := strings.TrimSpace(controlOf(ctx).Value)
				n := int64(0)
				if s != "" {
					var err error
					n, err = strconv.ParseInt(s, 10, 64)
					if err != nil || n < minV || n > maxV {
						c.fieldErr[id] = fmt.Sprintf("%s: enter a whole number from %d to %d, or leave it empty", label, minV, maxV)
						return
					}
				}
				delete(c.fieldErr, id)
				set(n)
				c.optionsChanged()
			}),
		app.P().ID(id+"-help").Class("help").Text(help),
		errEl,
	)
}

// renderOptions draws the solver configuration form and the equivalent
// command line.
func (c *Playground) renderOptions() app.UI {
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

	return panelSection("options", "Solver options",
		c.renderWorkers(c.m.Running() != nil),
		app.FieldSet().Body(
			app.Legend().Text("How to search"),
			c.checkbox("opt-auto", "Let the solver choose how to search (automatic configuration, --auto)", autoHelp(o),
				o.Auto || !o.AlgorithmChosen(), func(v bool) { o.Auto = v }),
			c.renderAutoChosen(),
			c.filaField(),
			c.checkbox("opt-nof", "Skip placements that cannot fit beside the filled cells (neighbour occupancy filtering, NOF, -n)", "With FILA: skip images that cannot fit next to the cells already filled around the target (-n).",
				o.NOF, func(v bool) { o.NOF = v }),
			c.number("opt-nofcells", "Look further around each cell when skipping placements (wide NOF, -n K)", fmt.Sprintf("With FILA: instead of the neighbours, the 1 to %d cells the target's images cover most often; fewer images that cannot fit, larger tables (-n K; --auto uses %d on full boxes).", solver.MaxNOFCells, solver.MaxNOFCells),
				int64(o.NOFCells), 0, solver.MaxNOFCells, func(n int64) {
					o.NOFCells = int(n)
					o.NOF = o.NOF || n > 0
				}),
			c.memoField(),
			c.renderOrder(),
		),
		app.FieldSet().Body(
			app.Legend().Text("Turned and mirrored solutions"),
			c.checkbox("opt-r", "Don't search turned or mirrored copies of solutions (redundancy filter, -r)", "Constrain one uniquely shaped piece so rotated or reflected copies of a solution are never searched (-r).",
				o.Redundancy, func(v bool) { o.Redundancy = v }),
			app.Div().Class("opt sel").Body(
				app.Label().For("opt-rpiece").Text("Piece held still for that (-r NAME)"),
				app.Select().ID("opt-rpiece").Disabled(!o.Redundancy).Aria("describedby", "opt-rpiece-help").
					OnChange(func(ctx app.Context, e app.Event) {
						o.RedundancyPiece = controlOf(ctx).Value
						c.optionsChanged()
					}).Body(pieceOpts...),
				app.P().ID("opt-rpiece-help").Class("help").Text("A piece with few placements often works best (-r NAME)."),
			),
			c.checkbox("opt-u", "Count each different solution once (unique solutions, -u)", "Drop solutions that are rotations of ones already found (-u).",
				o.Unique, func(v bool) { o.Unique = v }),
			c.checkbox("opt-m", "Count a solution and its mirror image once (-M)", "Keep one solution of each mirror pair, and avoid searching mirror images where possible (-M).",
				o.Mirror, func(v bool) { o.Mirror = v }),
		),
		app.Details().Class("group").Open(o.VolumeFilter || o.VolumeTrigger > 0 || o.ParityTrigger > 0 || o.ParityFilter > 0 || o.FitFilter).Body(
			app.Summary().Text("Cutting the search short (filters and triggers)"),
			c.checkbox("opt-V", "Before searching, drop placements that wall off a space no pieces can fill (volume filter, -V)", "Before the search, remove images that cut off a region no set of remaining pieces can fill (-V).",
				o.VolumeFilter, func(v bool) { o.VolumeFilter = v }),
			c.number("opt-Vn", "Do that again after each placement while N pieces remain (-V N)", "Reapply it after each placement (-V N); slower per step, often far fewer steps.",
				int64(o.VolumeFilterRepeat), 0, link.MaxPieceCount, func(n int64) { o.VolumeFilterRepeat = int(n) }),
			c.number("opt-v", "Back up when a placement walls off an unfillable space, while N pieces remain (volume trigger, -v N)", "Backtrack when a placement cuts off a region that cannot be filled (-v N).",
				int64(o.VolumeTrigger), 0, link.MaxPieceCount, func(n int64) { o.VolumeTrigger = int(n) }),
			c.number("opt-p", "Back up when the checkerboard colours can no longer match, while N pieces remain (parity trigger, -p N)", "Backtrack when the remaining pieces cannot match the open cells' checkerboard colours (-p N).",
				int64(o.ParityTrigger), 0, link.MaxPieceCount, func(n int64) { o.ParityTrigger = int(n) }),
			c.number("opt-P", "Drop placements that break the checkerboard count, while N pieces remain (parity filter, -P N)", "After each placement, remove images that would break parity (-P N).",
				int64(o.ParityFilter), 0, link.MaxPieceCount, func(n int64) { o.ParityFilter = int(n) }),
			c.checkbox("opt-F", "Drop placements that leave a hole or a piece with nowhere to go (fit filter, -F)", "Remove images after which some hole or piece has no fit left (-F).",
				o.FitFilter, func(v bool) { o.FitFilter = v }),
			c.checkbox("opt-FF", "Repeat that until nothing changes (-F -F)", "Run the fit filter again while it keeps removing images.",
				o.FitFilterRepeat, func(v bool) { o.FitFilterRepeat = v }),
		),
		app.Details().Class("group").Open(o.MCTrials > 0).Body(
			app.Summary().Text("Estimate instead of solving (Monte Carlo)"),
			c.number("opt-mc", "Estimate the size of the search from N random tries instead of solving (Monte Carlo, -s N)", "Instead of searching everything, run N trials down random paths to estimate the size of the search (-s N).",
				o.MCTrials, 0, link.MaxTrials, func(n int64) { o.MCTrials = n }),
			c.number("opt-mcr", "End each try when R pieces remain (-s N,R)", "Stop a trial the first time it backtracks with R pieces left; empty runs each trial to the end (-s N,R).",
				int64(o.MCRemaining), 0, link.MaxPieceCount, func(n int64) { o.MCRemaining = int(n) }),
			c.number("opt-mcseed", "Random seed, to repeat an estimate exactly (-s N,R,SEED)", "Repeat an estimate exactly by giving the same seed (-s N,R,SEED).",
				o.MCSeed, 0, 1<<62, func(n int64) { o.MCSeed = n }),
		),
		app.FieldSet().Body(
			app.Legend().Text("Limits"),
			c.number("opt-max", "Stop after N solutions (--max=N)", "Leave empty to find them all (--max=N).",
				o.MaxSolutions, 0, 1<<62, func(n int64) { o.MaxSolutions = n }),
			c.number("opt-time", "Stop after N seconds (time limit)", "Leave empty for no time limit.",
				int64(o.TimeLimit/time.Second), 0, link.MaxSeconds, func(n int64) { o.TimeLimit = time.Duration(n) * time.Second }),
			c.number("opt-keep", "Keep the first N solutions to look at and download", fmt.Sprintf("All solutions are counted; only these are kept to browse and download (1 to %s, this page only).", figures.Thousands(protocol.MaxKeep)),
				int64(c.m.Keep), 1, protocol.MaxKeep, func(n int64) {
					if n == 0 {
						n = protocol.DefaultKeep
					}
					c.m.Keep = int(n)
				}),
		),
		c.renderColours(),
		c.renderCLI(),
	)
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
// latest run, if it chose.
func (c *Playground) renderAutoChosen() app.UI {
	r := c.m.Latest()
	if r == nil {
		return nil
	}
	chosen := r.Chosen()
	if chosen == "" {
		return nil
	}
	return app.P().ID("auto-chosen").Class("help auto-chosen").Body(
		app.Strong().Text(fmt.Sprintf("Automatic, run %d: ", r.ID)),
		app.Text(chosen+" "),
		chosenFlags(r.Stats.Chosen),
	)
}

// chosenFlags draws solver flags as code in brackets, each flag kept on
// one line.
func chosenFlags(args []string) app.UI {
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

// filaField edits the FILA thresholds.
func (c *Playground) filaField() app.UI {
	o := &c.m.Options
	id := "opt-f"
	desc, errEl := c.fieldError(id)
	return app.Div().Class("opt txt").Body(
		app.Label().For(id).Text("Switch to the fast fill-in method when N pieces remain (fixed image list algorithm, FILA, -f N)"),
		app.Input().Type("text").ID(id).Attr("inputmode", "numeric").Placeholder("off, e.g. 11").Value(page.FormatInts(o.Fila)).
			Aria("describedby", desc).
			OnChange(func(ctx app.Context, e app.Event) {
				v, err := page.ParseInts(controlOf(ctx).Value)
				if err != nil {
					c.fieldErr[id] = "FILA thresholds: " + err.Error()
					return
				}
				delete(c.fieldErr, id)
				o.Fila = v
				c.optionsChanged()
			}),
		app.P().ID(id+"-help").Class("help").Text("DLX places pieces until this many remain, then the fixed image list algorithm solves the rest (-f N; several numbers allowed)."),
		errEl,
	)
}

// memoField edits the memo of dead ends as --memo=N does: empty leaves the
// choice to --auto, 0 turns it off, N >= 2 turns it on from N pieces.
func (c *Playground) memoField() app.UI {
	o := &c.m.Options
	id := "opt-memo"
	v := page.FormatMemo(o.Memo)
	desc, errEl := c.fieldError(id)
	return app.Div().Class("opt num").Body(
		app.Label().For(id).Text("Remember dead ends while N pieces remain (memo of dead ends, -m N)"),
		app.Input().Type("number").ID(id).Min(0).Max(64).Step(1).Attr("inputmode", "numeric").
			Placeholder("automatic").Value(v).Aria("describedby", desc).
			OnChange(func(ctx app.Context, e app.Event) {
				n, err := page.ParseMemo(controlOf(ctx).Value)
				if err != nil {
					c.fieldErr[id] = err.Error()
					return
				}
				delete(c.fieldErr, id)
				o.Memo = n
				c.optionsChanged()
			}),
		app.P().ID(id+"-help").Class("help").Text("With FILA filling the first open cell: remember the states with at least N pieces left that led to no solution, and skip them when met again; same solutions, fewer fits (--memo=N). Empty: on from 3 under the automatic configuration, off otherwise; 0: off."),
		errEl,
	)
}

// renderOrder edits the ordering heuristic pipeline.
func (c *Playground) renderOrder() app.UI {
	o := &c.m.Options
	var rows []app.UI
	for i, st := range o.Order {
		i, st := i, st
		hid, nid := fmt.Sprintf("order-h-%d", i), fmt.Sprintf("order-n-%d", i)
		var hopts []app.UI
		for _, h := range Heuristics {
			hopts = append(hopts, app.Option().Value(string(rune(h))).Selected(h == st.Heuristic).Text(fmt.Sprintf("%c: %s", h, h)))
		}
		rows = append(rows, app.Li().Class("order-step").Body(
			app.Label().For(hid).Text(fmt.Sprintf("Step %d heuristic", i+1)),
			app.Select().ID(hid).OnChange(func(ctx app.Context, e app.Event) {
				if v := controlOf(ctx).Value; v != "" {
					o.Order[i].Heuristic = solver.Heuristic(v[0])
					c.optionsChanged()
				}
			}).Body(hopts...),
			app.Label().For(nid).Text("from N pieces left (0: start)"),
			app.Input().Type("number").ID(nid).Min(0).Step(1).Value(st.Remaining).
				OnChange(func(ctx app.Context, e app.Event) {
					n, err := strconv.Atoi(controlOf(ctx).Value)
					if err != nil || n < 0 {
						c.fieldErr["order"] = fmt.Sprintf("Step %d: enter a whole number of pieces, 0 or more", i+1)
						return
					}
					delete(c.fieldErr, "order")
					o.Order[i].Remaining = n
					c.optionsChanged()
				}),
			app.Button().Type("button").Class("small").Aria("label", fmt.Sprintf("Remove step %d", i+1)).Text("Remove").
				OnClick(func(ctx app.Context, e app.Event) {
					o.Order = append(o.Order[:i:i], o.Order[i+1:]...)
					c.optionsChanged()
				}),
		))
	}
	var errEl app.UI
	if msg := c.fieldErr["order"]; msg != "" {
		errEl = app.P().Class("field-error").Role("alert").Text(msg)
	}
	return app.Div().Class("opt order").Body(
		app.P().ID("order-title").Class("label").Text("Which hole or piece to try next (ordering heuristics, -o)"),
		app.P().ID("order-help").Class("help").Text("Which hole or piece to fill next. Each step takes over once at most N pieces remain, e.g. e from 11 then f from 3 (-o e=11:f=3). Without steps: min-fit (s)."),
		app.Ol().Class("order-steps").Aria("labelledby", "order-title").Body(rows...),
		errEl,
		app.Button().Type("button").Class("small").Text("Add a heuristic step").Aria("describedby", "order-help").
			OnClick(func(ctx app.Context, e app.Event) {
				next := solver.OrderStep{Heuristic: solver.First}
				if len(o.Order) == 0 {
					next.Heuristic = solver.Estimate
				}
				o.Order = append(o.Order, next)
				c.optionsChanged()
			}),
	)
}

// renderCLI shows the equivalent command line, editable.
func (c *Playground) renderCLI() app.UI {
	var errEl app.UI
	if c.m.ArgsErr != "" {
		errEl = app.P().ID("args-error").Class("field-error").Role("alert").Text(c.m.ArgsErr)
	}
	return app.Div().Class("cli").Body(
		app.Label().For("args").Text("Options as command-line flags"),
		app.Input().Type("text").ID("args").Value(c.argsText).Spellcheck(false).Attr("autocomplete", "off").
			Aria("describedby", "args-help").
			OnChange(func(ctx app.Context, e app.Event) {
				c.argsText = controlOf(ctx).Value
				if err := c.m.SetArgs(c.argsText); err == nil {
					c.fieldErr = map[string]string{}
					c.argsText = strings.Join(c.m.Args(), " ")
					c.syncURL()
				}
			}),
		app.P().ID("args-help").Class("help").Text("Type flags as in the articles' tables, e.g. -r -V -f11 -oe=11:f=3 -n, and press Enter: the form follows."),
		errEl,
		app.Label().For(idCLI).Text("Equivalent command"),
		app.Div().Class("cli-row").Body(
			app.Input().Type("text").ID(idCLI).ReadOnly(true).Value(c.m.CommandLine()).Class("mono").
				OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
			app.Button().Type("button").ID("copy-cli").Text("Copy").OnClick(func(ctx app.Context, e app.Event) {
				copyText(c.m.CommandLine(), func(err error) {
					ctx.Dispatch(func(ctx app.Context) {
						if err != nil {
							c.notice = err.Error()
						} else {
							c.notice = "Command copied."
						}
					})
				})
			}),
		),
	)
}
