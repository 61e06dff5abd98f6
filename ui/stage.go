package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/player"
)

// renderStage draws the board area, the centre of the page: what is being
// looked at (the puzzle before solving, the solution in view and its
// player after, or the solution a share link brought), the way through
// the solutions, and the live figures of the run under it.
func (c *Playground) renderStage() app.UI {
	show := c.currentShow()
	board := app.UI(stayingAttrs(app.Div().Class("stage-board"), c.boardStays()).Body(&PolyPlayer{ID: "player", Show: show, Scheme: c.scheme}))
	if show == nil {
		board = c.renderPreview()
	}
	// While solving, the run's state, the figures and the progress bar
	// come right under the board (the style sheet puts the running
	// figures before the thumbnails); after, the run's state and the
	// automatic choice do (in the first screen on a desktop; on a phone
	// the style sheet puts them after the thumbnails), then the
	// thumbnails, then the counters. Each has its place, held when empty
	// (held), so that the run's start and end update the elements after
	// them rather than build them anew; the counters keep theirs.
	var summary, pieces app.UI
	cls := "stage"
	running := c.m.Running() != nil
	if !running {
		summary = c.renderRunSummary()
		if c.m.Latest() != nil {
			cls += " solved"
		}
	}
	if show == nil {
		pieces = c.renderPieces()
	}
	return app.Section().ID(idStage).Class(cls).TabIndex(-1).Attr("aria-labelledby", "stage-title").Body(
		c.renderStageHead(show),
		board,
		held(summary),
		held(c.renderFilmstrip()),
		held(c.renderFigures(running)),
		held(pieces),
		&sharePanel{session: c.session, Rev: c.rev},
		c.renderWatch(),
	)
}

// renderStageHead names what the board shows and, with solutions, the way
// through them: previous, the number, next.
func (c *Playground) renderStageHead(show *player.Show) app.UI {
	title := c.m.Title()
	if title == "" {
		title = "Your puzzle"
	}
	sub, subID := puzzleSummary(c.m.Problem()), "stage-sub"
	r, view, _, staying := c.boardRun()
	switch {
	case c.watch.search && c.watch.traceShow != nil:
		sub = "The solver's search, step by step."
	case show != nil && show == c.share.shared && !c.runHasSolutions():
		sub, subID = fmt.Sprintf("Solution %d from the share link.", max(c.share.fromLink.Solution, 1)), "player-shared"
	case show != nil && !c.runHasSolutions() && c.m.Shown() != nil && c.m.Shown().Preview != nil:
		sub, subID = "A first solution found. The numbered solutions follow as the workers search.", "player-preview"
		if c.m.Running() == nil {
			sub = "A solution found before the run stopped."
		}
	case c.boardStays():
		sub, subID = "Solving. Run "+strconv.Itoa(r.ID)+"'s solutions stay until this run finds its own.", "player-kept"
	}
	head := []app.UI{
		app.Div().Class("stage-title").Body(
			app.H2().ID("stage-title").Text(title),
			app.P().ID(subID).Class("muted").Text(sub),
		),
	}
	if r != nil && len(r.Solutions) > 0 && !c.watch.search {
		head = append(head, c.renderSolutionNav(r, view, staying))
	}
	return app.Div().Class("stage-head").Body(head...)
}

// runHasSolutions reports whether the run shown (Model.Shown) has
// solutions.
func (c *Playground) runHasSolutions() bool {
	r := c.m.Shown()
	return r != nil && len(r.Solutions) > 0
}
