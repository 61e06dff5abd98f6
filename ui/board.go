package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/control"
	"polyplay/ui/draw"
	"polyplay/ui/figures"
	"polyplay/ui/link"
	"polyplay/ui/page"
	"polyplay/ui/player"
	"polyplay/ui/polyplayer"
	"polyplay/ui/region"
	"polyplay/ui/share"
	"polyplay/ui/state"
	"polyplay/ui/workers"
)

// board is the board and its player, the centre of the page: the puzzle
// before solving (its region and pieces), the solution in view and its
// player (PolyPlayer) after, or the solution a share link brought; the
// way through the solutions; and under it the strip of solutions
// (solutionStrip), the run's figures (runFigures), the share panel
// (share.Panel) and watching the search (watchPanel).
type board struct {
	app.Compo
	// m is the page model; view the store of the solution in view (the
	// share link's, the search watched); own the store of the page's
	// parts (the colours, the panel); cache the drawings made; observed
	// the stores the board reads; page the rest of the page.
	m        *page.Model
	view     *viewStore
	own      *pageStore
	cache    *drawings
	observed []*state.Store
	page     boardPage
	// taker has the solver's worker take the solution in view apart
	// (the player's animation by sliding).
	taker *workers.Taker

	// show is what the player plays (session.currentShow), and drawn
	// the puzzle's drawings when it plays nothing, found when the
	// session changes: Render only reads them.
	show  *player.Show
	drawn puzzleDrawings
}

// boardPage is what the board asks of the rest of the page.
type boardPage interface {
	// BoardRun returns the run whose solutions the board shows, with
	// the solution in view and the strip's page (session.boardRun).
	BoardRun() (r *page.Run, view, pg int, staying bool)
	// RunHasSolutions reports whether the run shown has solutions.
	RunHasSolutions() bool
	// SolutionShow returns the show of the solution in view, or the
	// share link's (session.solutionShow).
	SolutionShow() *player.Show
	// SetView puts solution i of the run shown in view.
	SetView(i int)
	// Parts returns the parts under the board: the strip of solutions,
	// the run's figures (their summary while running), the share panel
	// and watching the search.
	Parts(running bool) (strip, figures, share, watch app.UI)
}

// newBoard returns the board of session s: it observes puzzleStore,
// viewStore and runStore (the puzzle, its run and the solution in view).
func newBoard(s *session) *board {
	return &board{
		m: s.m, view: s.viewStore, own: s.pageStore, cache: s.svgCache,
		observed: s.solutionStores(),
		page:     boardSession{s},
		taker:    s.taker,
	}
}

// solutionStores are the stores the board and the strip observe:
// puzzleStore, viewStore and runStore.
func (c *session) solutionStores() []*state.Store {
	return []*state.Store{&c.puzzleStore.Store, &c.viewStore.Store, &c.runStore.Store}
}

// boardSession answers the board and the strip from the session
// (boardPage, stripPage).
type boardSession struct{ s *session }

// BoardRun returns the run on the board (session.boardRun).
func (p boardSession) BoardRun() (*page.Run, int, int, bool) { return p.s.boardRun() }

// RunHasSolutions reports whether the run shown has solutions.
func (p boardSession) RunHasSolutions() bool { return p.s.runHasSolutions() }

// SolutionShow returns the solution's show (session.solutionShow).
func (p boardSession) SolutionShow() *player.Show { return p.s.solutionShow() }

// SetView puts solution i in view (session.setView).
func (p boardSession) SetView(i int) { p.s.setView(i) }

// Palette returns run r's colours (session.paletteOf).
func (p boardSession) Palette(r *page.Run) draw.Palette { return p.s.paletteOf(r) }

// Notify says msg at the top of the page.
func (p boardSession) Notify(msg string) { p.s.notice = msg }

// Parts returns the strip, the run's figures, the share panel and the
// watch panel, made from the session.
func (p boardSession) Parts(running bool) (strip, figs, sharing, watch app.UI) {
	s := p.s
	return newSolutionStrip(s),
		&runFigures{puzzleStore: s.puzzleStore, viewStore: s.viewStore, run: s.runStore, Summary: running},
		share.NewPanel(s.m, &s.puzzleStore.Store, &s.viewStore.Store, &s.runStore.Store, sharePage{s}),
		&watchPanel{puzzleStore: s.puzzleStore, viewStore: s.viewStore, run: s.runStore}
}

// OnInit finds what the board shows, before the first Render.
func (c *board) OnInit() { c.find() }

// OnMount observes the stores the board reads, and finds what the board
// shows at each change of one: the run's solutions, the one in view,
// the share link, the search watched, or the puzzle.
func (c *board) OnMount(ctx app.Context) {
	c.find()
	state.Observe(ctx, func(app.Context) { c.find() }, nil, c.observed...)
}

// find finds what the player plays and, when it plays nothing, draws
// the puzzle.
func (c *board) find() {
	c.show = c.currentShow()
	c.drawn = puzzleDrawings{}
	if c.show == nil {
		c.drawn = c.drawPuzzle(c.m.Problem())
	}
}

// Render draws the board area, the centre of the page: what is being
// looked at (the puzzle before solving, the solution in view and its
// player after, or the solution a share link brought), the way through
// the solutions, and the live figures of the run under it.
func (c *board) Render() app.UI {
	counted("board")
	show := c.show
	board := app.UI(stayingAttrs(app.Div().Class("stage-board"), c.boardStays()).Body(&polyplayer.PolyPlayer{ID: "player", Show: show, Scheme: c.own.scheme, Taker: c.taker}))
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
		summary = runSummary(c.m.Current(), c.m.Now())
		if c.m.Current() != nil {
			cls += " solved"
		}
	}
	if show == nil {
		pieces = c.renderPieces()
	}
	strip, figs, sharing, watch := c.page.Parts(running)
	return app.Section().ID(idStage).Class(cls).TabIndex(-1).Attr("aria-labelledby", "stage-title").Body(
		c.renderHead(show),
		board,
		held(summary),
		strip,
		figs,
		held(pieces),
		sharing,
		watch,
	)
}

// renderHead names what the board shows and, with solutions, the way
// through them: previous, the number, next.
func (c *board) renderHead(show *player.Show) app.UI {
	title := c.m.Title()
	if title == "" {
		title = "Your puzzle"
	}
	sub, subID := puzzleSummary(c.m.Problem()), "stage-sub"
	r, view, _, staying := c.page.BoardRun()
	switch {
	case c.view.watch.search && c.view.watch.traceShow != nil:
		sub = "The solver's search, step by step."
	case show != nil && show == c.view.share.shared && !c.page.RunHasSolutions():
		sub, subID = fmt.Sprintf("Solution %d from the share link.", max(c.view.share.fromLink.Solution, 1)), "player-shared"
	case show != nil && !c.page.RunHasSolutions() && c.m.Shown() != nil && c.m.Shown().Preview != nil:
		sub, subID = "A first solution found. The numbered solutions follow as the workers search.", "player-preview"
		if c.m.Running() == nil {
			sub = "A solution found before the run stopped."
		}
	case c.boardStays():
		sub, subID = "Solving. Run "+strconv.Itoa(r.ID)+"'s solutions stay until this run finds its own.", "player-staying"
	}
	head := []app.UI{
		app.Div().Class("stage-title").Body(
			app.H2().ID("stage-title").Text(title),
			app.P().ID(subID).Class("muted").Text(sub),
		),
	}
	if r != nil && len(r.Solutions) > 0 && !c.view.watch.search {
		head = append(head, c.renderSolutionNav(r, view, staying))
	}
	return app.Div().Class("stage-head").Body(head...)
}

// runHasSolutions reports whether the run shown (Model.Shown) has
// solutions.
func (c *session) runHasSolutions() bool {
	r := c.m.Shown()
	return r != nil && len(r.Solutions) > 0
}

// renderPreview draws the selected puzzle's region on the board.
func (c *board) renderPreview() app.UI {
	p := c.m.Problem()
	if p == nil {
		// Say what is wrong: a new drawing without pieces yet reads
		// "... on line 1: the puzzle has no pieces".
		msg := "The definition has an error"
		if line, _ := c.m.ErrorPos(); line > 0 {
			msg += fmt.Sprintf(" on line %d", line)
		}
		if why := c.m.ErrorText(); why != "" {
			msg += ": " + why
		}
		msg += ". Fix it to see the puzzle."
		return app.Div().ID("preview-section").Class("preview").Body(
			app.P().ID("stage-error").Class("def-status bad").Body(
				app.Text(msg+" "),
				app.Button().Type("button").ID("show-definition").Class("small").Text("Show the definition").
					OnClick(func(ctx app.Context, e app.Event) {
						c.own.tab, c.own.panelClosed = tabPuzzle, false
						c.own.changed()
						ctx.Defer(func(app.Context) { focusElement(idEditor) })
					}),
			))
	}
	return app.Div().ID("preview-section").Class("preview").Body(
		app.Div().Class("board-wrap").Body(app.Raw(c.drawn.region)),
		app.If(player.RegionLegend(p, nil) != "", func() app.UI {
			return app.P().ID("colour-legend").Class("colour-legend").Text(player.RegionLegend(p, nil))
		}),
	)
}

// renderPieces shows the puzzle's pieces, under the board before
// solving.
func (c *board) renderPieces() app.UI {
	if c.m.Problem() == nil {
		return nil
	}
	var pieces []app.UI
	for _, pd := range c.drawn.pieces {
		var body []app.UI
		if pd.cubes != "" {
			body = append(body, app.Raw(pd.cubes))
		}
		body = append(body, app.Raw(pd.layers), app.Span().Class("piece-name").Text(pd.name))
		pieces = append(pieces, app.Li().Class("piece").Body(body...))
	}
	return app.Ul().ID("pieces").Class("pieces").Attr("aria-label", "The "+figures.Count(int64(len(pieces)), "piece")).TabIndex(0).Body(pieces...)
}

// regionTitle describes the region for screen readers.
func regionTitle(p *solver.Problem) string {
	s := "The " + region.Of(p).Name()
	if p.ZDim > 1 {
		s += fmt.Sprintf(", drawn as %d layers side by side", p.ZDim)
	}
	return s
}

// renderSolutionNav draws the way through run r's kept solutions,
// solution view in view: previous, the number in view, next, and how
// many were found; staying: r is the staying run (stayingRun).
func (c *board) renderSolutionNav(r *page.Run, view int, staying bool) app.UI {
	n := len(r.Solutions)
	view = min(view, n-1)
	found := int64(r.Stats.Solutions)
	summary := fmt.Sprintf("%s found", figures.Thousands(found))
	if apart := r.ApartText(); apart != "" {
		summary = apart // "96 assemblies · 1 solution"
	}
	keptText := ""
	if int64(n) < found {
		summary += fmt.Sprintf("; %s kept", figures.Thousands(int64(n)))
		keptText = fmt.Sprintf("The first %s are kept to browse and download.", figures.Thousands(int64(n)))
	}
	return stayingAttrs(app.Div().Class("viewer-nav"), staying).Body(
		app.Button().Type("button").ID("sol-prev").Disabled(view == 0).Attr("aria-label", "Previous solution").Text("‹").
			OnClick(func(ctx app.Context, e app.Event) { c.page.SetView(view - 1) }),
		app.Label().For("sol-index").Text("Solution"),
		app.Input().Type("number").ID("sol-index").Min(1).Max(n).Value(view+1).
			OnChange(func(ctx app.Context, e app.Event) {
				if v, err := strconv.Atoi(control.Of(ctx).Value); err == nil {
					c.page.SetView(v - 1)
				}
			}),
		app.Span().Text(fmt.Sprintf("of %s", figures.Thousands(int64(n)))),
		app.If(r.Level(view) != "", func() app.UI {
			return app.Span().ID("sol-level").Class("sol-level").DataSet("level", r.Level(view)).
				Title("BurrTools' level: the moves to take the solution apart, part after part").Text("level " + r.Level(view))
		}),
		app.Button().Type("button").ID("sol-next").Disabled(view >= n-1).Attr("aria-label", "Next solution").Text("›").
			OnClick(func(ctx app.Context, e app.Event) { c.page.SetView(view + 1) }),
		app.Span().ID("solutions-summary").Class("muted small").Title(keptText).Attr("aria-live", "polite").Text(summary+"."),
	)
}

// currentShow returns what the player plays: the recorded search when
// watching it, else the viewed solution of the run shown (Model.Shown),
// or the shared one.
func (c *board) currentShow() *player.Show {
	if c.view.watch.search && c.view.watch.traceShow != nil {
		return c.view.watch.traceShow
	}
	return c.page.SolutionShow()
}

// boardStays reports whether the board shows the staying run's solution:
// the stage keeps it and the new run has no first solution to preview.
func (c *board) boardStays() bool {
	_, _, _, staying := c.page.BoardRun()
	return staying && c.m.Shown().Preview == nil
}

// actionShareLink asks the share panel for a share link of what the page
// shows (package ui/share).
const actionShareLink = share.ActionLink

// sharePage is what the share panel asks of the rest of the page
// (share.Page): what the board shows.
type sharePage struct{ s *session }

// SharedFrom returns the share link the page came from while the
// solution it brought is shown.
func (p sharePage) SharedFrom() (link.Share, bool) {
	return p.s.share.fromLink, p.s.share.shared != nil
}

// WatchingSearch reports whether the board plays the recorded search.
func (p sharePage) WatchingSearch() bool {
	return p.s.watch.search && p.s.watch.traceShow != nil
}

// SolutionShow returns the show of the solution on the board.
func (p sharePage) SolutionShow() *player.Show { return p.s.solutionShow() }

// Taker asks the solver's worker to take solutions apart.
func (p sharePage) Taker() *workers.Taker { return p.s.taker }
