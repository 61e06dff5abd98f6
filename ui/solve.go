package ui

// The page's solver workers (package workers) as the session drives
// them: starting them, handling their messages, starting a run.

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/options"
	"polyplay/ui/page"
	"polyplay/ui/runs"
	"polyplay/ui/webworker"
	"polyplay/ui/workers"
	"polyplay/wasm/protocol"
)

// actionStartWorkers asks the Playground to start Model.Workers solver
// workers afresh (spawn), stopping those running: the workers' messages
// are then handled in the Playground's own context. The options tab
// sends it when the number of workers changed, the top bar's Restart.
const actionStartWorkers = options.ActionWorkers

// actionRunEnded says that a run ended or was cancelled: the runs tab
// saves the runs (package ui/runs).
const actionRunEnded = runs.ActionEnded

// spawn starts Model.Workers solver workers (workers.Pool.Start); each
// reports ready when it can take a run.
func (c *session) spawn(ctx app.Context) {
	c.m.Workers = workers.Clamp(c.m.Workers)
	c.m.WorkersStarted()
	s := webworker.Starter{Worker: ctx.ResolveStaticResource("/web/worker.js"), Queue: ctx.ResolveStaticResource("/web/queue.js")}
	err := c.pool.Start(s, c.m.Workers, workers.Events{
		Arrived: func() { ctx.Dispatch(c.takeMessages) },
		// A failure of any of this start's workers (not of those
		// stopped since) stops them all.
		Failed: func(spin int, msg string) {
			ctx.Dispatch(func(ctx app.Context) {
				if spin == c.pool.Spin() {
					c.onWorkerError(msg)
				}
			})
		},
	})
	if err != nil {
		c.m.WorkerFailed(err.Error())
		return
	}
	c.watchWorkers(ctx, c.pool.Spin())
}

// watchWorkers watches the workers of start spin every
// workers.WatchEvery (workers.Pool.Watch) until another start. The
// watch runs on a timer, as the workers' own messages reach the pool
// (WebAssembly's one thread runs one at a time), not through the page's
// dispatch, which would render the page four times a second: only a
// worker replaced or a part lost comes to the page (workersReplaced).
func (c *session) watchWorkers(ctx app.Context, spin int) {
	time.AfterFunc(workers.WatchEvery, func() {
		if spin != c.pool.Spin() || c.pool.Started() == 0 {
			return
		}
		got, err := c.pool.Watch(time.Now())
		if err != nil || len(got.Replaced)+len(got.Lost) > 0 {
			ctx.Dispatch(func(ctx app.Context) { c.workersReplaced(got, err) })
		}
		if err == nil {
			c.watchWorkers(ctx, spin)
		}
	})
}

// workersReplaced takes the watch's news: the page waits for the ready
// of the workers started in place of silent ones, and says so, once; a
// part lost fails the run it belonged to (its other parts are
// cancelled); err, a worker that could not be started in place of one,
// stops them all.
func (c *session) workersReplaced(got workers.Watched, err error) {
	c.puzzleStore.changed()
	c.optionsStore.Changed()
	c.runStore.changed()
	if err != nil {
		c.onWorkerError(err.Error())
		return
	}
	r := c.m.Running()
	for _, k := range got.Replaced {
		c.m.WorkerReplaced(k)
	}
	if r != nil && len(got.Lost) > 0 {
		c.m.PartLost(lostMessage)
	}
	if r != nil && r.Status != page.StatusRunning {
		for k := range c.pool.Started() {
			_ = c.pool.Post(k, protocol.Message{Kind: protocol.KindCancel, Run: r.ID})
		}
	}
	if !c.toldReplaced {
		c.toldReplaced, c.notice = true, replacedMessage
	}
}

// replacedMessage is what the page says when a worker is replaced.
const replacedMessage = "A solver worker stopped answering; a new one took its place."

// lostMessage is the error of a run whose part was lost with a worker
// that never answered again.
const lostMessage = "A solver worker stopped answering and its part of the search was lost; solve again."

// takeMessages handles the messages the workers sent since the last
// time, then the page renders once: the run's progress and the solution
// in view, and the features that read the run's and the workers' state
// (runState) only when it changed.
func (c *session) takeMessages(ctx app.Context) {
	c.staying.drop(c.m)
	before := c.runState()
	had := c.runHasSolutions()
	for _, m := range c.pool.Take(time.Now()) {
		c.onWorkerMessage(ctx, m)
	}
	c.taker.Pump() // the questions that waited for the first worker
	if c.runState() != before {
		c.puzzleStore.changed()
		c.viewStore.changed()
		c.optionsStore.Changed()
		c.runStore.changed()
	} else {
		c.viewStore.changed()
		c.runStore.changed()
	}
	c.holdThumbs(ctx, had)
	if c.runsChanged {
		c.runsChanged = false
		ctx.NewAction(actionRunEnded)
	}
}

// onWorkerMessage handles a worker's message. The designer, rendered
// again after the messages, asks for its estimate when the workers are
// idle (designer.OnUpdate).
func (c *session) onWorkerMessage(ctx app.Context, m protocol.Message) {
	if m.Kind == protocol.KindEstimated { // the designer's estimate (ui/designer)
		ctx.NewActionWithValue(actionEstimated, m)
		return
	}
	if c.taker.Answer(m) { // a solution taken apart
		return
	}
	if m.Kind == protocol.KindCoached || m.Kind == protocol.KindChallenged { // Play mode (ui/playmode)
		ctx.NewActionWithValue(actionCoached, m)
		return
	}
	if err := c.pool.Heard(m); err != nil { // the end of a divided run's trial
		c.m.WorkerFailed(err.Error())
	}
	if m.Kind == protocol.KindSplit {
		c.m.Handle(m)
		return
	}
	if m.Kind == protocol.KindReady {
		c.m.Handle(m)
		c.warm()
		return
	}
	before := c.m.Latest()
	// The run's status is read before Handle changes it: before points
	// at the run itself, not a copy.
	wasRunning := c.m.Running() != nil
	c.m.Handle(m)
	if before != nil && m.Kind == protocol.KindDone && m.Run == before.ID {
		c.svgCache.prune()
	}
	if wasRunning && c.m.Running() == nil {
		c.runsChanged = true // a run ended: save the runs (ui/runs)
		c.warm()             // the warm-up this run stopped, if any, goes on
	}
}

// warm posts the workers' warm-up, when the page has one to start
// (page.Model.Warm) and the person has shown that they mean to solve
// (intentSelector).
func (c *session) warm() {
	if !c.intent {
		return
	}
	if msgs, ok := c.m.Warm(); ok {
		c.pool.Warm(msgs)
	}
}

func (c *session) onWorkerError(msg string) {
	c.m.WorkerFailed(msg)
	c.pool.Stop()
}

// start starts a run of the puzzle with the options (page.Model.Start)
// on the workers.
func (c *session) start() {
	msgs, err := c.m.Start()
	if err != nil {
		c.notice = err.Error()
		return
	}
	c.notice = ""
	c.galleryPg = 0
	if err := c.pool.Solve(msgs); err != nil {
		c.m.WorkerFailed(err.Error())
	}
}

// runState is what of a run and of the workers the features besides
// the run's own progress read: whether a run goes on (the Solve button,
// the workers' number), whether the workers are ready and warmed up,
// the first worker's lease (the coach and New challenge ask it), and
// how many were started. The designer's estimate and Play's coach ask
// the workers when it changes.
type runState struct {
	running, ready, firstReady, warmEnded bool
	started, lease                        int
}

// runState returns the run's and the workers' state now.
func (c *session) runState() runState {
	return runState{
		running:    c.m.Running() != nil,
		ready:      c.m.Ready,
		firstReady: c.m.WorkerReady(0),
		warmEnded:  c.m.WarmEnded,
		started:    c.pool.Started(),
		lease:      c.pool.Lease(0),
	}
}
