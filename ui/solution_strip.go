package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/draw"
	"polyplay/ui/page"
	"polyplay/ui/state"
)

// solutionStrip is the strip of solutions under the board: the kept
// solutions' thumbnails a page at a time (the first drawn at once, the
// rest a moment later: session.holdThumbs), the pages, and the
// solutions' downloads as text or JSON.
type solutionStrip struct {
	app.Compo
	// m is the page model; view the store of the solution in view and
	// the strip's page; run the store of a run's progress (the staying
	// run); cache the drawings made; observed the stores the strip
	// reads; page the rest of the page.
	m        *page.Model
	view     *viewStore
	run      *runStore
	cache    *drawings
	observed []*state.Store
	page     stripPage

	// shown is what the strip shows, found and drawn when the session
	// changes: Render only reads it.
	shown stripShown
}

// stripShown is what the strip shows: the run whose solutions it shows
// (nil for none), the solution in view, the gallery page's range
// from..to of the pages, the thumbnails drawn (from..drawn-1: the
// others come later, session.holdThumbs), and whether the run is the
// staying one (stayingRun).
type stripShown struct {
	r                            *page.Run
	view, from, to, pages, drawn int
	staying                      bool
	pics                         []string
}

// stripPage is what the strip asks of the rest of the page.
type stripPage interface {
	// BoardRun returns the run whose solutions the board shows, with
	// the solution in view and the strip's page (session.boardRun).
	BoardRun() (r *page.Run, view, pg int, staying bool)
	// SetView puts solution i of the run shown in view.
	SetView(i int)
	// Palette returns the colours of run r's pieces.
	Palette(r *page.Run) draw.Palette
	// Notify says msg at the top of the page.
	Notify(msg string)
}

// newSolutionStrip returns the strip of session s: it observes
// puzzleStore, viewStore and runStore (the run's solutions, the one in
// view and the strip's page).
func newSolutionStrip(s *session) *solutionStrip {
	return &solutionStrip{
		m: s.m, view: s.viewStore, run: s.runStore, cache: s.svgCache,
		observed: s.solutionStores(),
		page:     boardSession{s},
	}
}

// OnInit finds what the strip shows, before the first Render.
func (c *solutionStrip) OnInit() { c.find() }

// OnMount observes the stores the strip reads, and finds what the
// strip shows at each change of one.
func (c *solutionStrip) OnMount(ctx app.Context) {
	c.find()
	state.Observe(ctx, func(app.Context) { c.find() }, nil, c.observed...)
}

// find finds the run and the gallery page the strip shows, and draws
// their thumbnails (the page's cache keeps them).
func (c *solutionStrip) find() {
	r, view, gpg, staying := c.page.BoardRun()
	c.shown = stripShown{r: r, staying: staying}
	if r == nil || len(r.Solutions) == 0 {
		return
	}
	n := len(r.Solutions)
	from, to, pages := page.GalleryRange(n, gpg)
	drawn := to
	if c.view.thumbsHeld == (thumbPage{r.ID, from / page.GalleryPage}) {
		// Those drawn already (the staying run's same solutions) come
		// at once too.
		drawn = c.cache.thumbsDrawn(c.run.staying, r, min(to, from+thumbsFirst), to)
	}
	pics := make([]string, 0, drawn-from)
	for i := from; i < drawn; i++ {
		pics = append(pics, c.solutionSVG(r, i, true))
	}
	c.shown = stripShown{r: r, view: min(view, n-1), from: from, to: to, pages: pages, drawn: drawn, staying: staying, pics: pics}
}

// Render draws the kept solutions as a strip of thumbnails under the
// board, a page at a time, and their downloads; an empty place (held)
// without solutions.
func (c *solutionStrip) Render() app.UI {
	counted("solutionStrip")
	return held(c.strip())
}

// strip draws the strip; nil without solutions.
func (c *solutionStrip) strip() app.UI {
	sh := c.shown
	r, view, from, to, pages, drawn := sh.r, sh.view, sh.from, sh.to, sh.pages, sh.drawn
	if r == nil || len(r.Solutions) == 0 {
		if r != nil && r.Status != page.StatusRunning && r.Stats.Solutions == 0 && r.Status != page.StatusFailed {
			return app.P().ID("solutions-empty").Class("muted").Text("This run found no solution.")
		}
		return nil
	}
	pg := from / page.GalleryPage
	var thumbs []app.UI
	for i := from; i < drawn; i++ {
		i := i
		pic := sh.pics[i-from]
		cls := "thumb"
		if i == view {
			cls += " current"
		}
		thumbs = append(thumbs, app.Li().Body(
			app.Button().Type("button").Class(cls).Attr("aria-label", "Show solution "+strconv.Itoa(i+1)).
				Attr("aria-pressed", strconv.FormatBool(i == view)).
				OnClick(func(ctx app.Context, e app.Event) { c.page.SetView(i) }).
				Body(app.Raw(pic), app.Span().Class("thumb-n").Text(strconv.Itoa(i+1))),
		))
	}
	if drawn < to {
		// The others' places, held by one empty item as wide as they
		// are, so that the strip is as long (and its scroll bar the same)
		// before they come.
		thumbs = append(thumbs, app.Li().Class("thumbs-later").Attr("aria-hidden", "true").
			Style("grid-column", "span "+strconv.Itoa(to-drawn)))
	}
	return stayingAttrs(app.Div().ID("solutions-section").Class("filmstrip"), sh.staying).Body(
		app.Ul().Class("gallery").Attr("aria-label", fmt.Sprintf("Solutions %d to %d", from+1, to)).Body(thumbs...),
		app.Div().Class("pager").Body(
			app.If(pages > 1, func() app.UI {
				return app.Button().Type("button").ID("page-prev").Class("small").Disabled(pg == 0).Text("‹ Page").
					Attr("aria-label", "Previous page of solutions").
					OnClick(func(ctx app.Context, e app.Event) { c.view.galleryPg = pg - 1; c.view.changed() })
			}),
			app.If(pages > 1, func() app.UI {
				return app.Span().Class("muted small").Text(fmt.Sprintf("Page %d of %d", pg+1, pages))
			}),
			app.If(pages > 1, func() app.UI {
				return app.Button().Type("button").ID("page-next").Class("small").Disabled(pg >= pages-1).Text("Page ›").
					Attr("aria-label", "Next page of solutions").
					OnClick(func(ctx app.Context, e app.Event) { c.view.galleryPg = pg + 1; c.view.changed() })
			}),
			app.Button().Type("button").ID("download-text").Class("small").Text("Download text").
				Title("The kept solutions in polycube's format").
				OnClick(func(ctx app.Context, e app.Event) { c.download(r, "txt") }),
			app.Button().Type("button").ID("download-json").Class("small").Text("Download JSON").
				OnClick(func(ctx app.Context, e app.Event) { c.download(r, "json") }),
		),
	)
}

// download offers the run's kept solutions as a file.
func (c *solutionStrip) download(r *page.Run, ext string) {
	var data []byte
	mime := "text/plain;charset=utf-8"
	switch ext {
	case "json":
		b, err := page.SolutionsJSON(r)
		if err != nil {
			c.page.Notify(err.Error())
			return
		}
		data, mime = b, "application/json"
	default:
		s, err := page.SolutionsText(r)
		if err != nil {
			c.page.Notify(err.Error())
			return
		}
		data = []byte(s)
	}
	download(page.DownloadName(c.m.FileName, ext), mime, data)
}

// solutionSVG draws solution i of run r, cached.
func (c *solutionStrip) solutionSVG(r *page.Run, i int, thumb bool) string {
	if s, ok := c.cache.solution(c.run.staying, r, i, thumb); ok {
		return s
	}
	return c.cache.Get(solutionKey(r.ID, i, thumb), func() string {
		s, err := r.Solutions[i].ToSolver()
		if err != nil {
			return ""
		}
		g := draw.SolutionGrid(r.Problem, s)
		o := draw.SVGOptions{Title: "Solution " + strconv.Itoa(i+1), Class: "board", Labels: true, LayerCaptions: true, CellPixels: g.FitCells(720, 12, 44)}
		if thumb {
			o = thumbOptions(i)
		}
		return g.SVG(c.page.Palette(r), o)
	})
}
