package ui

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/page"
	"polyplay/ui/storage"
)

// The runs table survives a reload: finished runs are kept in local
// storage (their figures, not their solutions) and shown under this
// page's own runs.

// runsKey names the saved runs in local storage.
const runsKey = "polyplay.runs"

// maxSavedRuns bounds the runs saved.
const maxSavedRuns = 200

// loadRuns reads the saved runs; this page's runs are numbered after them.
func (c *Playground) loadRuns(ctx app.Context) {
	var objs []page.RunObject
	if err := storage.Get(runsKey, &objs); err != nil {
		return
	}
	c.pastRuns = nil
	for _, o := range objs {
		rec, err := o.Record()
		if err != nil {
			continue
		}
		c.pastRuns = append(c.pastRuns, page.RunFromRecord(rec))
		c.m.NumberRunsAfter(rec.ID)
	}
}

// saveRuns keeps the finished runs, the newest maxSavedRuns, once the
// page has time for it (whenIdle): converting and writing them took 7
// ms of the page's thread between a warm 10x6's done message and its
// solutions on screen (BENCHMARKS.md, "fifth round"). The runs are read
// when they are written; one writing waits at a time.
func (c *Playground) saveRuns(ctx app.Context) {
	if c.runsSaving {
		return
	}
	c.runsSaving = true
	whenIdle(func() {
		c.runsSaving = false
		if err := c.writeRuns(); err != nil {
			ctx.Dispatch(func(app.Context) { c.notice = "could not keep the runs in this browser: " + err.Error() })
		}
	})
}

// writeRuns writes the finished runs, the newest maxSavedRuns, into local
// storage.
func (c *Playground) writeRuns() error {
	var objs []page.RunObject
	for _, r := range c.allRuns() {
		if r.Status != page.StatusRunning {
			objs = append(objs, r.Record(c.m.Now()).Object())
		}
	}
	if len(objs) > maxSavedRuns {
		objs = objs[len(objs)-maxSavedRuns:]
	}
	return storage.Set(runsKey, objs)
}

// allRuns returns the saved runs and this page's, oldest first.
func (c *Playground) allRuns() []*page.Run {
	return append(append([]*page.Run(nil), c.pastRuns...), c.m.Runs...)
}

// onClearRuns empties the runs table (this page's runs stay in view on
// the board).
func (c *Playground) onClearRuns(ctx app.Context, e app.Event) {
	c.pastRuns = nil
	c.runsCleared = len(c.m.Runs)
	storage.Del(runsKey)
}

// exportRun offers a run's record as a CSV or JSON file.
func (c *Playground) exportRun(r *page.Run, ext string) {
	rec := r.Record(c.m.Now())
	name := fmt.Sprintf("polyplay-run-%d.%s", r.ID, ext)
	if ext == "csv" {
		download(name, "text/csv;charset=utf-8", page.RunCSV(rec))
		return
	}
	data, err := page.RunJSON(rec)
	if err != nil {
		c.notice = err.Error()
		return
	}
	download(name, "application/json", data)
}
