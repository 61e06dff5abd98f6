package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/trace"
	"polyplay/ui/control"
	"polyplay/ui/figures"
	"polyplay/ui/player"
	"polyplay/ui/state"
	"polyplay/ui/webworker"
	"polyplay/wasm/protocol"
)

// Watching the search: a worker of its own records a window of the
// solver's trace with the options in the panel (the playground's runs are
// not disturbed), and the player plays it back step by step.

// watchState is what the board shares of watching the search: the
// recorded search, and whether the board plays it rather than the
// assembly.
type watchState struct {
	search    bool // show the trace rather than the assembly
	traceShow *player.Show
}

// watchPanel is "Watch the search" under the board: where the window
// starts and how long it is, the recording's start and stop, what it
// says, and the switch between the assembly and the search on the board.
type watchPanel struct {
	app.Compo
	*puzzleStore
	*viewStore
	// run is observed: the run's progress.
	run *runStore

	// tracer is the worker recording, tracing set while it does;
	// traceStatus says how the recording goes; traceSkip and
	// traceLimit are the window's start and length.
	tracer      *webworker.Worker
	tracing     bool
	traceStatus string
	traceSkip   int64
	traceLimit  int
}

func (c *watchPanel) onTraceSkip(ctx app.Context, e app.Event) {
	if v, err := strconv.ParseInt(control.Of(ctx).Value, 10, 64); err == nil && v >= 0 {
		c.traceSkip = v
	}
}

func (c *watchPanel) onTraceLimit(ctx app.Context, e app.Event) {
	if v, err := strconv.Atoi(control.Of(ctx).Value); err == nil && v > 0 {
		c.traceLimit = min(v, trace.MaxWindow)
	}
}

// onWatch starts recording a window of the search of the current puzzle
// with the current options, in a worker of its own.
func (c *watchPanel) onWatch(ctx app.Context, e app.Event) {
	p := c.m.Problem()
	if p == nil {
		c.traceStatus = "The definition has an error: fix it first."
		return
	}
	c.stopTrace()
	prob := *p
	title := c.m.Title()
	limit := c.traceLimit
	if limit <= 0 {
		limit = defaultTraceWindow
	}
	req := protocol.Message{Kind: protocol.KindSolve, Run: 1, Solve: &protocol.SolveRequest{
		Problem: &prob, Args: c.m.Args(), Keep: 1,
		Trace: &protocol.TraceRequest{Skip: c.traceSkip, Limit: limit},
	}}
	var w *webworker.Worker
	w, err := webworker.Start(ctx.ResolveStaticResource("/web/worker.js"),
		func(m protocol.Message) {
			ctx.Dispatch(func(ctx app.Context) {
				if c.tracer != w {
					return
				}
				switch m.Kind {
				case protocol.KindReady:
					if err := w.Post(req); err != nil {
						c.traceStatus = err.Error()
						c.stopTrace()
					}
				case protocol.KindProgress:
					c.traceStatus = "Recording the search…"
				case protocol.KindTrace:
					tr := m.Trace
					c.watch.traceShow = &player.Show{Problem: &prob, Title: title + ", search", Trace: tr, Autoplay: true}
					c.watch.search = true
					c.viewStore.changed()
					c.traceStatus = fmt.Sprintf("Recorded steps %s to %s of the search.",
						figures.Thousands(tr.First+1), figures.Thousands(tr.First+int64(len(tr.Steps))))
					if len(tr.Steps) == 0 {
						c.traceStatus = fmt.Sprintf("The search ended after %s steps, before the window began.", figures.Thousands(tr.Total))
					}
				case protocol.KindDone:
					if m.Error != "" {
						c.traceStatus = "The search failed: " + m.Error
					}
					c.stopTrace()
				}
			})
		},
		func(msg string) {
			ctx.Dispatch(func(ctx app.Context) {
				if c.tracer == w {
					c.traceStatus = msg
					c.stopTrace()
				}
			})
		})
	if err != nil {
		c.traceStatus = err.Error()
		return
	}
	c.tracer, c.tracing = w, true
	c.traceStatus = "Starting the search…"
}

// onStopTrace ends the recording early: the worker sends what it has.
func (c *watchPanel) onStopTrace(ctx app.Context, e app.Event) {
	if c.tracer != nil {
		c.tracer.Post(protocol.Message{Kind: protocol.KindCancel, Run: 1})
	}
}

// stopTrace terminates the tracing worker.
func (c *watchPanel) stopTrace() {
	if c.tracer != nil {
		c.tracer.Stop()
		c.tracer = nil
	}
	c.tracing = false
}

// defaultTraceWindow is the number of steps recorded by default.
const defaultTraceWindow = 2000

// OnMount observes the stores the watch panel reads (puzzleStore, viewStore
// and runStore): the run and the search watched.
func (c *watchPanel) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, nil, &c.puzzleStore.Store, &c.viewStore.Store, &c.run.Store)
}

// Render draws the "watch the search" controls.
func (c *watchPanel) Render() app.UI {
	counted("watchPanel")
	limit := c.traceLimit
	if limit <= 0 {
		limit = defaultTraceWindow
	}
	mode := []app.UI{}
	if c.watch.traceShow != nil {
		mode = append(mode,
			app.Button().Type("button").ID("show-assembly").Attr("aria-pressed", strconv.FormatBool(!c.watch.search)).
				Text("Show the assembly").OnClick(func(ctx app.Context, e app.Event) { c.watch.search = false; c.viewStore.changed() }),
			app.Button().Type("button").ID("show-search").Attr("aria-pressed", strconv.FormatBool(c.watch.search)).
				Text("Show the search").OnClick(func(ctx app.Context, e app.Event) { c.watch.search = true; c.viewStore.changed() }),
		)
	}
	return app.Details().ID("watch").Class("watch").Open(c.tracing || c.watch.traceShow != nil).Body(
		app.Summary().Text("Watch the search"),
		app.P().Class("pplayer-hint").Text("Record the solver's placements and removals, with the options in the panel, and play them back step by step. Long searches are recorded in a window: choose where it starts."),
		app.Div().Class("pplayer-controls").Body(
			app.Label().For("trace-skip").Class("pplayer-field").Text("Start at step"),
			app.Input().Type("number").ID("trace-skip").Min(0).Value(c.traceSkip).OnChange(c.onTraceSkip),
			app.Label().For("trace-limit").Class("pplayer-field").Text("Steps to record"),
			app.Input().Type("number").ID("trace-limit").Min(1).Max(trace.MaxWindow).Value(limit).OnChange(c.onTraceLimit),
			app.Button().Type("button").ID("trace-start").Disabled(c.tracing || c.m.Problem() == nil).Text("Watch the search").OnClick(c.onWatch),
			held(c.renderStopTrace()),
			app.Span().ID("trace-status").Class("pplayer-note").Attr("aria-live", "polite").Text(c.traceStatus),
		),
		app.If(len(mode) > 0, func() app.UI { return app.Div().Class("pplayer-controls").Body(mode...) }),
	)
}

// renderStopTrace offers to stop a recording; nil when none is made.
func (c *watchPanel) renderStopTrace() app.UI {
	if !c.tracing {
		return nil
	}
	return app.Button().Type("button").ID("trace-stop").Text("Stop recording").OnClick(c.onStopTrace)
}
