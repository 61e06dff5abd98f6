package ui

import (
	"reflect"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/page"
)

// stayingRun is the run whose solutions stay on the board and the strip
// while the next run of the same puzzle has none of its own yet
// (topSession.Solve): solving again no longer swaps the solution for the
// empty puzzle and back. For a warm 10x6 that swap was most of the
// page's work at the click (taking down the player and the strip's
// elements, building the puzzle's preview and pieces) and again at the
// run's end (BenchmarkBrowserSolve measures it). What stays is dimmed and
// inert: it is the run before's.
type stayingRun struct {
	run        *page.Run // a copy of the run shown at the click, with its solutions
	view, page int       // its solution in view and gallery page then
	next       int       // the id of the run started by that click
}

// boardRun returns the run whose solutions the stage shows, with the
// solution in view and the gallery's page: the run shown (Model.Shown),
// or the staying run while the run shown is the one started after it and
// has no solution yet (staying is then true). A first solution of the new
// run to preview (page.Run.Preview) takes the board (solutionShow), not
// the strip.
func (c *session) boardRun() (r *page.Run, view, pg int, staying bool) {
	r = c.m.Shown()
	if k := c.staying; k.holds(r, c.watch.search) {
		return k.run, k.view, k.page, true
	}
	return r, c.m.View, c.galleryPg, false
}

// holds reports whether the stage shows k's run in place of run r, the
// run shown: r is the run started after it, running with no solution
// yet, and the board does not play the search (search).
func (k stayingRun) holds(r *page.Run, search bool) bool {
	return r != nil && k.run != nil && r.ID == k.next && r.Status == page.StatusRunning &&
		len(r.Solutions) == 0 && !search
}

// drop forgets the staying run once the run started after it (the
// latest run of m) has shown solutions of its own or ended: it holds the
// run's solutions. It is called before the workers' next messages are
// handled (takeMessages), so that the rendering after the new run's
// first solutions has drawn them with the staying run's drawings that
// serve again.
func (k *stayingRun) drop(m *page.Model) {
	if k.run == nil {
		return
	}
	if r := m.Latest(); r == nil || r.ID != k.next || r.Status != page.StatusRunning || len(r.Solutions) > 0 {
		*k = stayingRun{}
	}
}

// same reports whether solution i of run r is the staying run's
// solution i, which r was started after (same puzzle, same colours):
// its drawings serve again.
func (k stayingRun) same(r *page.Run, i int) bool {
	return k.run != nil && k.run != r && k.next == r.ID && i < len(k.run.Solutions) && i < len(r.Solutions) &&
		reflect.DeepEqual(k.run.Solutions[i], r.Solutions[i])
}

// solutionKey names solution i of run id's drawing in the page's cache.
func solutionKey(id, i int, thumb bool) string {
	return "sol:" + strconv.Itoa(id) + ":" + strconv.Itoa(i) + ":" + strconv.FormatBool(thumb)
}

// stayingAttrs marks an element of the stage that shows the staying run:
// dimmed, and out of reach of clicks and the keyboard (inert).
func stayingAttrs(h app.HTMLDiv, staying bool) app.HTMLDiv {
	if !staying {
		return h
	}
	return h.Class("staying").Attr("inert", true)
}
