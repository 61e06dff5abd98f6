package ui

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/draw"
	"polyplay/ui/page"
)

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
func (c *session) holdThumbs(ctx app.Context, had bool) {
	if had || !c.runHasSolutions() {
		return
	}
	r := c.m.Shown()
	from, to, _ := page.GalleryRange(len(r.Solutions), c.galleryPg)
	if c.svgCache.thumbsDrawn(c.staying, r, from+thumbsFirst, to) >= to {
		return // the others are drawn already (the staying run's, stayingRun)
	}
	held := thumbPage{r.ID, c.galleryPg}
	c.thumbsHeld = held
	ctx.After(thumbsLater, func(ctx app.Context) {
		if c.thumbsHeld == held {
			c.thumbsHeld = thumbPage{}
			c.viewStore.changed()
		}
	})
}

// setView puts solution i of the run shown in view, and its gallery page.
func (c *session) setView(i int) {
	r := c.m.Shown()
	if r == nil || len(r.Solutions) == 0 {
		return
	}
	c.m.View = min(max(i, 0), len(r.Solutions)-1)
	c.galleryPg = c.m.View / page.GalleryPage
	c.viewStore.changed()
}
