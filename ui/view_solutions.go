package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// GalleryPage is the number of solution thumbnails per page.
const GalleryPage = 24

// Page returns the index range [from, to) of gallery page pg (0-based)
// over n solutions, and the number of pages.
func Page(n, pg int) (from, to, pages int) {
	pages = max((n+GalleryPage-1)/GalleryPage, 1)
	pg = min(max(pg, 0), pages-1)
	from = pg * GalleryPage
	return from, min(from+GalleryPage, n), pages
}

// solutionSVG draws solution i of run r, cached.
func (c *Playground) solutionSVG(r *Run, i int, thumb bool) string {
	key := fmt.Sprintf("sol:%d:%d:%t", r.ID, i, thumb)
	return c.cachedSVG(key, func() string {
		s, err := r.Solutions[i].ToSolver()
		if err != nil {
			return ""
		}
		g := SolutionGrid(r.Problem, s)
		o := SVGOptions{Title: fmt.Sprintf("Solution %d", i+1), Class: "board", Labels: true, LayerCaptions: true, CellPixels: g.FitCells(720, 12, 44)}
		if thumb {
			o = SVGOptions{Title: fmt.Sprintf("Solution %d", i+1), Class: "thumb-svg"}
		}
		return g.SVG(NewPalette(r.Problem), o)
	})
}

func (c *Playground) setView(i int) {
	r := c.m.Latest()
	if r == nil || len(r.Solutions) == 0 {
		return
	}
	c.m.View = min(max(i, 0), len(r.Solutions)-1)
	c.galleryPg = c.m.View / GalleryPage
}

// renderSolutions draws the solution browser and the downloads.
func (c *Playground) renderSolutions() app.UI {
	r := c.m.Latest()
	if r == nil || len(r.Solutions) == 0 {
		msg := "Solutions appear here as they are found."
		if r != nil && r.Status != StatusRunning {
			msg = "This run found no solution."
		}
		return section("solutions", "5. Solutions", app.P().ID("solutions-empty").Class("muted").Text(msg))
	}
	n := len(r.Solutions)
	view := min(c.m.View, n-1)
	found := int64(r.Stats.Solutions)
	summary := fmt.Sprintf("%s found", Thousands(found))
	if int64(n) < found {
		summary += fmt.Sprintf("; the first %s are kept to browse and download", Thousands(int64(n)))
	}
	from, to, pages := Page(n, c.galleryPg)
	pg := from / GalleryPage
	var thumbs []app.UI
	for i := from; i < to; i++ {
		i := i
		cls := "thumb"
		if i == view {
			cls += " current"
		}
		thumbs = append(thumbs, app.Li().Body(
			app.Button().Type("button").Class(cls).Aria("label", fmt.Sprintf("Show solution %d", i+1)).
				Aria("pressed", strconv.FormatBool(i == view)).
				OnClick(func(ctx app.Context, e app.Event) { c.setView(i) }).
				Body(app.Raw(c.solutionSVG(r, i, true)), app.Span().Class("thumb-n").Text(strconv.Itoa(i+1))),
		))
	}
	return section("solutions", "5. Solutions",
		app.P().ID("solutions-summary").Aria("live", "polite").Text(summary+"."),
		app.Div().Class("viewer").Body(
			app.Div().Class("viewer-nav").Body(
				app.Button().Type("button").ID("sol-prev").Disabled(view == 0).Text("‹ Previous").
					OnClick(func(ctx app.Context, e app.Event) { c.setView(view - 1) }),
				app.Label().For("sol-index").Text("Solution"),
				app.Input().Type("number").ID("sol-index").Min(1).Max(n).Value(view+1).
					OnChange(func(ctx app.Context, e app.Event) {
						if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
							c.setView(v - 1)
						}
					}),
				app.Span().Text(fmt.Sprintf("of %s", Thousands(int64(n)))),
				app.Button().Type("button").ID("sol-next").Disabled(view >= n-1).Text("Next ›").
					OnClick(func(ctx app.Context, e app.Event) { c.setView(view + 1) }),
			),
			app.Div().Class("board-wrap").Body(app.Raw(c.solutionSVG(r, view, false))),
		),
		app.H3().Text("All kept solutions"),
		app.Ul().Class("gallery").Aria("label", fmt.Sprintf("Solutions %d to %d", from+1, to)).Body(thumbs...),
		app.If(pages > 1, func() app.UI {
			return app.Div().Class("pager").Body(
				app.Button().Type("button").ID("page-prev").Disabled(pg == 0).Text("Previous page").
					OnClick(func(ctx app.Context, e app.Event) { c.galleryPg = pg - 1 }),
				app.Span().Text(fmt.Sprintf("Page %d of %d", pg+1, pages)),
				app.Button().Type("button").ID("page-next").Disabled(pg >= pages-1).Text("Next page").
					OnClick(func(ctx app.Context, e app.Event) { c.galleryPg = pg + 1 }),
			)
		}),
		app.Div().Class("downloads").Body(
			app.Button().Type("button").ID("download-text").Text("Download text (polycube format)").
				OnClick(func(ctx app.Context, e app.Event) { c.download(r, "txt") }),
			app.Button().Type("button").ID("download-json").Text("Download JSON").
				OnClick(func(ctx app.Context, e app.Event) { c.download(r, "json") }),
		),
	)
}

// download offers the run's kept solutions as a file.
func (c *Playground) download(r *Run, ext string) {
	var data []byte
	mime := "text/plain;charset=utf-8"
	switch ext {
	case "json":
		b, err := SolutionsJSON(r)
		if err != nil {
			c.notice = err.Error()
			return
		}
		data, mime = b, "application/json"
	default:
		s, err := SolutionsText(r)
		if err != nil {
			c.notice = err.Error()
			return
		}
		data = []byte(s)
	}
	download(DownloadName(c.m.FileName, ext), mime, data)
}
