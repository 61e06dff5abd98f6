package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/trace"
	"polyplay/ui/figures"
	"polyplay/ui/player"
	"polyplay/wasm/protocol"
)

// Watching the search: a worker of its own records a window of the
// solver's trace with the options in the panel (the playground's runs are
// not disturbed), and the player plays it back step by step.

// watchState is the Playground's state of watching the search.
type watchState struct {
	search      bool // show the trace rather than the assembly
	tracer      *solverWorker
	tracing     bool
	traceShow   *player.Show
	traceStatus string
	traceSkip   int64
	traceLimit  int
}

func (c *Playground) onTraceSkip(ctx app.Context, e app.Event) {
	if v, err := strconv.ParseInt(controlOf(ctx).Value, 10, 64); err == nil && v >= 0 {
		c.watch.traceSkip = v
	}
}

func (c *Playground) onTraceLimit(ctx app.Context, e app.Event) {
	if v, err := strconv.Atoi(controlOf(ctx).Value); err == nil && v > 0 {
		c.watch.traceLimit = min(v, trace.MaxWindow)
	}
}

// onWatch starts recording a window of the search of the current puzzle
// with the current options, in a worker of its own.
func (c *Playground) onWatch(ctx app.Context, e app.Event) {
	p := c.m.Problem()
	if p == nil {
		c.watch.traceStatus = "The definition has an error: fix it first."
		return
	}
	c.stopTrace()
	prob := *p
	title := c.m.Title()
	limit := c.watch.traceLimit
	if limit <= 0 {
		limit = defaultTraceWindow
	}
	req := protocol.Message{Kind: protocol.KindSolve, Run: 1, Solve: &protocol.SolveRequest{
		Problem: &prob, Args: c.m.Args(), Keep: 1,
		Trace: &protocol.TraceRequest{Skip: c.watch.traceSkip, Limit: limit},
	}}
	var w *solverWorker
	w, err := startWorker(ctx.ResolveStaticResource("/web/worker.js"),
		func(m protocol.Message) {
			ctx.Dispatch(func(ctx app.Context) {
				if c.watch.tracer != w {
					return
				}
				switch m.Kind {
				case protocol.KindReady:
					if err := w.Post(req); err != nil {
						c.watch.traceStatus = err.Error()
						c.stopTrace()
					}
				case protocol.KindProgress:
					c.watch.traceStatus = "Recording the search…"
				case protocol.KindTrace:
					tr := m.Trace
					c.watch.traceShow = &player.Show{Problem: &prob, Title: title + ", search", Trace: tr, Autoplay: true}
					c.watch.search = true
					c.watch.traceStatus = fmt.Sprintf("Recorded steps %s to %s of the search.",
						figures.Thousands(tr.First+1), figures.Thousands(tr.First+int64(len(tr.Steps))))
					if len(tr.Steps) == 0 {
						c.watch.traceStatus = fmt.Sprintf("The search ended after %s steps, before the window began.", figures.Thousands(tr.Total))
					}
				case protocol.KindDone:
					if m.Error != "" {
						c.watch.traceStatus = "The search failed: " + m.Error
					}
					c.stopTrace()
				}
			})
		},
		func(msg string) {
			ctx.Dispatch(func(ctx app.Context) {
				if c.watch.tracer == w {
					c.watch.traceStatus = msg
					c.stopTrace()
				}
			})
		})
	if err != nil {
		c.watch.traceStatus = err.Error()
		return
	}
	c.watch.tracer, c.watch.tracing = w, true
	c.watch.traceStatus = "Starting the search…"
}

// onStopTrace ends the recording early: the worker sends what it has.
func (c *Playground) onStopTrace(ctx app.Context, e app.Event) {
	if c.watch.tracer != nil {
		c.watch.tracer.Post(protocol.Message{Kind: protocol.KindCancel, Run: 1})
	}
}

// stopTrace terminates the tracing worker.
func (c *Playground) stopTrace() {
	if c.watch.tracer != nil {
		c.watch.tracer.Stop()
		c.watch.tracer = nil
	}
	c.watch.tracing = false
}

// defaultTraceWindow is the number of steps recorded by default.
const defaultTraceWindow = 2000

// renderWatch draws the "watch the search" controls.
func (c *Playground) renderWatch() app.UI {
	limit := c.watch.traceLimit
	if limit <= 0 {
		limit = defaultTraceWindow
	}
	mode := []app.UI{}
	if c.watch.traceShow != nil {
		mode = append(mode,
			app.Button().Type("button").ID("show-assembly").Attr("aria-pressed", strconv.FormatBool(!c.watch.search)).
				Text("Show the assembly").OnClick(func(ctx app.Context, e app.Event) { c.watch.search = false }),
			app.Button().Type("button").ID("show-search").Attr("aria-pressed", strconv.FormatBool(c.watch.search)).
				Text("Show the search").OnClick(func(ctx app.Context, e app.Event) { c.watch.search = true }),
		)
	}
	return app.Details().ID("watch").Class("watch").Open(c.watch.tracing || c.watch.traceShow != nil).Body(
		app.Summary().Text("Watch the search"),
		app.P().Class("pplayer-hint").Text("Record the solver's placements and removals, with the options in the panel, and play them back step by step. Long searches are recorded in a window: choose where it starts."),
		app.Div().Class("pplayer-controls").Body(
			app.Label().For("trace-skip").Class("pplayer-field").Text("Start at step"),
			app.Input().Type("number").ID("trace-skip").Min(0).Value(c.watch.traceSkip).OnChange(c.onTraceSkip),
			app.Label().For("trace-limit").Class("pplayer-field").Text("Steps to record"),
			app.Input().Type("number").ID("trace-limit").Min(1).Max(trace.MaxWindow).Value(limit).OnChange(c.onTraceLimit),
			app.Button().Type("button").ID("trace-start").Disabled(c.watch.tracing || c.m.Problem() == nil).Text("Watch the search").OnClick(c.onWatch),
			held(c.renderStopTrace()),
			app.Span().ID("trace-status").Class("pplayer-note").Attr("aria-live", "polite").Text(c.watch.traceStatus),
		),
		app.If(len(mode) > 0, func() app.UI { return app.Div().Class("pplayer-controls").Body(mode...) }),
	)
}

// renderStopTrace offers to stop a recording; nil when none is made.
func (c *Playground) renderStopTrace() app.UI {
	if !c.watch.tracing {
		return nil
	}
	return app.Button().Type("button").ID("trace-stop").Text("Stop recording").OnClick(c.onStopTrace)
}
