package options

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/control"
	"polyplay/ui/page"
)

// The options form's fields for how the search goes on: the FILA
// thresholds, the memo of dead ends and the ordering heuristics.

// Heuristics lists the ordering heuristics in the order the form offers
// them.
var Heuristics = []solver.Heuristic{
	solver.MinFit, solver.Estimate, solver.First,
	solver.MinX, solver.MinY, solver.MinZ, solver.MaxX, solver.MaxY, solver.MaxZ,
	solver.Radial, solver.Angular,
}

// filaField edits the FILA thresholds.
func (c form) filaField() app.UI {
	o := &c.m.Options
	id := "opt-f"
	desc, errEl := c.fieldError(id)
	return app.Div().Class("opt txt").Body(
		app.Label().For(id).Text("Switch to the fast fill-in method when N pieces remain (fixed image list algorithm, FILA, -f N)"),
		app.Input().Type("text").ID(id).Attr("inputmode", "numeric").Placeholder("off, e.g. 11").Value(page.FormatInts(o.Fila)).
			Attr("aria-describedby", desc).
			OnChange(parsed(c, id, "FILA thresholds: ", page.ParseInts, func(v []int) { o.Fila = v })),
		app.P().ID(id+"-help").Class("help").Text("DLX places pieces until this many remain, then the fixed image list algorithm solves the rest (-f N; several numbers allowed)."),
		errEl,
	)
}

// memoField edits the memo of dead ends as --memo=N does: empty leaves the
// choice to --auto, 0 turns it off, N >= 2 turns it on from N pieces.
func (c form) memoField() app.UI {
	o := &c.m.Options
	id := "opt-memo"
	v := page.FormatMemo(o.Memo)
	desc, errEl := c.fieldError(id)
	return app.Div().Class("opt num").Body(
		app.Label().For(id).Text("Remember dead ends while N pieces remain (memo of dead ends, -m N)"),
		app.Input().Type("number").ID(id).Min(0).Max(64).Step(1).Attr("inputmode", "numeric").
			Placeholder("automatic").Value(v).Attr("aria-describedby", desc).
			OnChange(parsed(c, id, "", page.ParseMemo, func(n int) { o.Memo = n })),
		app.P().ID(id+"-help").Class("help").Text("With FILA filling the first open cell: remember the states with at least N pieces left that led to no solution, and skip them when met again; same solutions, fewer fits (--memo=N). Empty: on from 3 under the automatic configuration, off otherwise; 0: off."),
		errEl,
	)
}

// renderOrder edits the ordering heuristic pipeline.
func (c form) renderOrder() app.UI {
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
				if v := control.Of(ctx).Value; v != "" {
					o.Order[i].Heuristic = solver.Heuristic(v[0])
					c.changed()
				}
			}).Body(hopts...),
			app.Label().For(nid).Text("from N pieces left (0: start)"),
			app.Input().Type("number").ID(nid).Min(0).Step(1).Value(st.Remaining).
				OnChange(func(ctx app.Context, e app.Event) {
					n, err := strconv.Atoi(control.Of(ctx).Value)
					if err != nil || n < 0 {
						c.fieldErr["order"] = fmt.Sprintf("Step %d: enter a whole number of pieces, 0 or more", i+1)
						return
					}
					delete(c.fieldErr, "order")
					o.Order[i].Remaining = n
					c.changed()
				}),
			app.Button().Type("button").Class("small").Attr("aria-label", fmt.Sprintf("Remove step %d", i+1)).Text("Remove").
				OnClick(func(ctx app.Context, e app.Event) {
					o.Order = append(o.Order[:i:i], o.Order[i+1:]...)
					c.changed()
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
		app.Ol().Class("order-steps").Attr("aria-labelledby", "order-title").Body(rows...),
		errEl,
		app.Button().Type("button").Class("small").Text("Add a heuristic step").Attr("aria-describedby", "order-help").
			OnClick(func(ctx app.Context, e app.Event) {
				next := solver.OrderStep{Heuristic: solver.First}
				if len(o.Order) == 0 {
					next.Heuristic = solver.Estimate
				}
				o.Order = append(o.Order, next)
				c.changed()
			}),
	)
}
