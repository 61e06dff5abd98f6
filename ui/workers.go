package ui

// The page's solver workers: starting and stopping them, their messages,
// Solve and Cancel.

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/wasm/protocol"
)

// maxWorkers bounds the number of solver workers a page runs.
const maxWorkers = 32

// spawn starts Model.Workers solver workers; each reports ready when it
// can take a run.
func (c *Playground) spawn(ctx app.Context) {
	c.stopWorkers()
	c.workerSpin++
	spin := c.workerSpin
	url := ctx.ResolveStaticResource("/web/worker.js")
	c.m.Workers = min(max(c.m.Workers, 1), maxWorkers)
	c.m.WorkersStarted()
	// A failure of any of this spawn's workers (not of those stopped
	// since) stops them all.
	onError := func(msg string) {
		ctx.Dispatch(func(ctx app.Context) {
			if spin == c.workerSpin {
				c.onWorkerError(msg)
			}
		})
	}
	for range c.m.Workers {
		w, err := startWorker(url,
			func(m protocol.Message) {
				schedule, after := c.inbox.add(spin, m, time.Now())
				if !schedule {
					return
				}
				handle := func() {
					ctx.Dispatch(func(ctx app.Context) {
						had := c.runHasSolutions()
						for _, m := range c.inbox.take(c.workerSpin, time.Now()) {
							c.onWorkerMessage(m)
						}
						c.holdThumbs(ctx, had)
						if c.runsChanged {
							c.runsChanged = false
							c.saveRuns(ctx)
						}
					})
				}
				if after > 0 {
					time.AfterFunc(after, handle)
				} else {
					handle()
				}
			}, onError)
		if err != nil {
			c.stopWorkers()
			c.m.WorkerFailed(err.Error())
			return
		}
		c.workers = append(c.workers, w)
	}
	if c.m.Workers > 1 {
		q, err := startQueue(ctx.ResolveStaticResource("/web/queue.js"), onError)
		if err != nil {
			c.stopWorkers()
			c.m.WorkerFailed(err.Error())
			return
		}
		c.queue = q
	}
}

// stopWorkers terminates every solver worker at once, whatever it is doing.
func (c *Playground) stopWorkers() {
	for _, w := range c.workers {
		w.stop()
	}
	c.workers = nil
	if c.queue != nil {
		c.queue.stop()
		c.queue = nil
	}
}

func (c *Playground) onWorkerMessage(m protocol.Message) {
	if m.Kind == protocol.KindEstimated { // the designer's estimate (designer_estimate.go)
		c.designerEstimated(m)
		return
	}
	defer c.designerEstimate() // the designer's estimate waits for idle workers
	if t := c.trial; t.run != 0 && m.Run == t.run && m.Part == 0 {
		switch {
		case m.Kind == protocol.KindSplit:
			// The first worker's trial did not end the search: the
			// other workers, configured and waiting, start their parts.
			c.trial = trial{}
			c.tellOthers(protocol.Message{Kind: protocol.KindGo, Run: t.run}, t.parts)
		case m.Kind == protocol.KindDone:
			// The trial was the whole search (or failed): the others
			// drop the run.
			c.trial = trial{}
			c.tellOthers(protocol.Message{Kind: protocol.KindCancel, Run: t.run}, t.parts)
		}
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
		c.pruneCache()
	}
	if wasRunning && c.m.Running() == nil {
		c.runsChanged = true // a run ended: keep the runs (runs_store.go)
		c.warm()             // the warm-up this run stopped, if any, goes on
	}
}

// warm posts the workers' warm-up, when the page has one to start
// (page.Model.Warm).
func (c *Playground) warm() {
	msgs, ok := c.m.Warm()
	if !ok {
		return
	}
	for k, w := range msgs {
		if k < len(c.workers) {
			_ = c.workers[k].post(w) // a warm-up lost costs only time
		}
	}
}

func (c *Playground) onWorkerError(msg string) {
	c.m.WorkerFailed(msg)
	c.stopWorkers()
}

func (c *Playground) onSolve(ctx app.Context, e app.Event) {
	msgs, err := c.m.Start()
	if err != nil {
		c.notice = err.Error()
		return
	}
	c.notice = ""
	c.galleryPg = 0
	if len(c.workers) < len(msgs) {
		c.m.WorkerFailed("the solver is not running")
		return
	}
	var ports []port
	if msgs[0].Solve.Queue {
		if c.queue == nil {
			c.m.WorkerFailed("the queue of branches is not running")
			return
		}
		ports = c.queue.open(msgs[0].Run, len(msgs))
	}
	c.trial = trial{}
	if msgs[0].Solve.Trial {
		c.trial = trial{run: msgs[0].Run, parts: len(msgs)}
	}
	for k, msg := range msgs {
		var p []port
		if ports != nil {
			p = ports[k : k+1]
		}
		if err := c.workers[k].post(msg, p...); err != nil {
			c.m.WorkerFailed(err.Error())
			return
		}
	}
}

// trial is a divided run whose first worker tries the search alone
// (protocol.SolveRequest.Trial) while its other parts wait
// (SolveRequest.Wait); zero when there is none.
type trial struct {
	run, parts int
}

// tellOthers sends m to the workers of parts 1 to parts-1.
func (c *Playground) tellOthers(m protocol.Message, parts int) {
	for k := 1; k < parts && k < len(c.workers); k++ {
		if err := c.workers[k].post(m); err != nil {
			c.m.WorkerFailed(err.Error())
			return
		}
	}
}

func (c *Playground) onCancel(ctx app.Context, e app.Event) {
	if c.m.Running() == nil {
		return
	}
	// Terminating the workers stops the search at once, whatever they are
	// doing; fresh workers take the next run.
	c.m.Cancel()
	c.saveRuns(ctx)
	c.spawn(ctx)
}

func (c *Playground) onRestartWorker(ctx app.Context, e app.Event) {
	c.spawn(ctx)
}

// onWorkers sets the number of solver workers and restarts them.
func (c *Playground) onWorkers(ctx app.Context, e app.Event) {
	n, err := strconv.Atoi(controlOf(ctx).Value)
	if err != nil || n < 1 || n > maxWorkers {
		c.fieldErr["workers"] = fmt.Sprintf("expected a number of workers from 1 to %d", maxWorkers)
		return
	}
	delete(c.fieldErr, "workers")
	if n == c.m.Workers || c.m.Running() != nil {
		return
	}
	c.m.Workers = n
	c.spawn(ctx)
}
