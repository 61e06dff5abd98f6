package ui

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/draw"
	"polyplay/ui/figures"
	"polyplay/ui/page"
)

// solutionSVG draws solution i of run r, cached.
func (c *Playground) solutionSVG(r *page.Run, i int, thumb bool) string {
	if s, ok := c.drawnSVG(r, i, thumb); ok {
		return s
	}
	return c.cachedSVG(solutionKey(r.ID, i, thumb), func() string {
		s, err := r.Solutions[i].ToSolver()
		if err != nil {
			return ""
		}
		g := draw.SolutionGrid(r.Problem, s)
		o := draw.SVGOptions{Title: "Solution " + strconv.Itoa(i+1), Class: "board", Labels: true, LayerCaptions: true, CellPixels: g.FitCells(720, 12, 44)}
		if thumb {
			o = thumbOptions(i)
		}
		return g.SVG(c.paletteOf(r), o)
	})
}

// thumbOptions are the options of thumbnail i's drawing.
func thumbOptions(i int) draw.SVGOptions {
	return draw.SVGOptions{Title: "Solution " + strconv.Itoa(i+1), Class: "thumb-svg"}
}

// When a run's solutions first show, the board, the count and the
// first thumbnails are drawn at once, and the rest of the gallery's page
// a moment later, in the place an empty item held for them: drawing and
// mounting all the page's thumbnails took a fifth of the page's time
// from the end of a warm 10x6 search to its solutions on screen.
const (
	// thumbsFirst is the number of thumbnails drawn with the board: as
	// many as a wide screen shows.
	thumbsFirst = 8
	// thumbsLater is when the others are drawn, once the browser has
	// shown the board.
	thumbsLater = 50 * time.Millisecond
)

// thumbPage is a gallery page of a run.
type thumbPage struct{ run, page int }

// holdThumbs draws only the first thumbnails of the shown run's gallery
// page in the coming rendering, if its solutions are about to show for
// the first time (had: the run shown before had solutions) and the
// others need drawing, and the others thumbsLater after.
func (c *Playground) holdThumbs(ctx app.Context, had bool) {
	if had || !c.runHasSolutions() {
		return
	}
	r := c.m.Shown()
	from, to, _ := page.GalleryRange(len(r.Solutions), c.galleryPg)
	if c.thumbsDrawn(r, from+thumbsFirst, to) >= to {
		return // the others are drawn already (the staying run's, stayingRun)
	}
	held := thumbPage{r.ID, c.galleryPg}
	c.thumbsHeld = held
	ctx.After(thumbsLater, func(ctx app.Context) {
		if c.thumbsHeld == held {
			c.thumbsHeld = thumbPage{}
		}
	})
}

func (c *Playground) setView(i int) {
	r := c.m.Shown()
	if r == nil || len(r.Solutions) == 0 {
		return
	}
	c.m.View = min(max(i, 0), len(r.Solutions)-1)
	c.galleryPg = c.m.View / page.GalleryPage
}

// thumbsDrawn returns the first of run r's thumbnails from to to-1 that
// needs drawing (drawnSVG), or to if none does.
func (c *Playground) thumbsDrawn(r *page.Run, from, to int) int {
	for from < to {
		if _, ok := c.drawnSVG(r, from, true); !ok {
			break
		}
		from++
	}
	return from
}

// renderSolutionNav draws the way through run r's kept solutions,
// solution view in view: previous, the number in view, next, and how
// many were found; staying: r is the staying run (stayingRun).
func (c *Playground) renderSolutionNav(r *page.Run, view int, staying bool) app.UI {
	n := len(r.Solutions)
	view = min(view, n-1)
	found := int64(r.Stats.Solutions)
	summary := fmt.Sprintf("%s found", figures.Thousands(found))
	keptText := ""
	if int64(n) < found {
		summary += fmt.Sprintf("; %s kept", figures.Thousands(int64(n)))
		keptText = fmt.Sprintf("The first %s are kept to browse and download.", figures.Thousands(int64(n)))
	}
	return stayingAttrs(app.Div().Class("viewer-nav"), staying).Body(
		app.Button().Type("button").ID("sol-prev").Disabled(view == 0).Attr("aria-label", "Previous solution").Text("‹").
			OnClick(func(ctx app.Context, e app.Event) { c.setView(view - 1) }),
		app.Label().For("sol-index").Text("Solution"),
		app.Input().Type("number").ID("sol-index").Min(1).Max(n).Value(view+1).
			OnChange(func(ctx app.Context, e app.Event) {
				if v, err := strconv.Atoi(controlOf(ctx).Value); err == nil {
					c.setView(v - 1)
				}
			}),
		app.Span().Text(fmt.Sprintf("of %s", figures.Thousands(int64(n)))),
		app.Button().Type("button").ID("sol-next").Disabled(view >= n-1).Attr("aria-label", "Next solution").Text("›").
			OnClick(func(ctx app.Context, e app.Event) { c.setView(view + 1) }),
		app.Span().ID("solutions-summary").Class("muted small").Title(keptText).Attr("aria-live", "polite").Text(summary+"."),
	)
}

// renderFilmstrip draws the kept solutions as a strip of thumbnails under
// the board, a page at a time, and their downloads.
func (c *Playground) renderFilmstrip() app.UI {
	r, view, gpg, staying := c.boardRun()
	if r == nil || len(r.Solutions) == 0 {
		if r != nil && r.Status != page.StatusRunning && r.Stats.Solutions == 0 && r.Status != page.StatusFailed {
			return app.P().ID("solutions-empty").Class("muted").Text("This run found no solution.")
		}
		return nil
	}
	n := len(r.Solutions)
	view = min(view, n-1)
	from, to, pages := page.GalleryRange(n, gpg)
	pg := from / page.GalleryPage
	var thumbs []app.UI
	drawn := to
	if c.thumbsHeld == (thumbPage{r.ID, pg}) {
		// Those drawn already (the staying run's same solutions) come
		// at once too.
		drawn = c.thumbsDrawn(r, min(to, from+thumbsFirst), to)
	}
	for i := from; i < drawn; i++ {
		i := i
		pic := c.solutionSVG(r, i, true)
		cls := "thumb"
		if i == view {
			cls += " current"
		}
		thumbs = append(thumbs, app.Li().Body(
			app.Button().Type("button").Class(cls).Attr("aria-label", "Show solution "+strconv.Itoa(i+1)).
				Attr("aria-pressed", strconv.FormatBool(i == view)).
				OnClick(func(ctx app.Context, e app.Event) { c.setView(i) }).
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
	return stayingAttrs(app.Div().ID("solutions-section").Class("filmstrip"), staying).Body(
		app.Ul().Class("gallery").Attr("aria-label", fmt.Sprintf("Solutions %d to %d", from+1, to)).Body(thumbs...),
		app.Div().Class("pager").Body(
			app.If(pages > 1, func() app.UI {
				return app.Button().Type("button").ID("page-prev").Class("small").Disabled(pg == 0).Text("‹ Page").
					Attr("aria-label", "Previous page of solutions").
					OnClick(func(ctx app.Context, e app.Event) { c.galleryPg = pg - 1 })
			}),
			app.If(pages > 1, func() app.UI {
				return app.Span().Class("muted small").Text(fmt.Sprintf("Page %d of %d", pg+1, pages))
			}),
			app.If(pages > 1, func() app.UI {
				return app.Button().Type("button").ID("page-next").Class("small").Disabled(pg >= pages-1).Text("Page ›").
					Attr("aria-label", "Next page of solutions").
					OnClick(func(ctx app.Context, e app.Event) { c.galleryPg = pg + 1 })
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
func (c *Playground) download(r *page.Run, ext string) {
	var data []byte
	mime := "text/plain;charset=utf-8"
	switch ext {
	case "json":
		b, err := page.SolutionsJSON(r)
		if err != nil {
			c.notice = err.Error()
			return
		}
		data, mime = b, "application/json"
	default:
		s, err := page.SolutionsText(r)
		if err != nil {
			c.notice = err.Error()
			return
		}
		data = []byte(s)
	}
	download(page.DownloadName(c.m.FileName, ext), mime, data)
}
