package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/def"
	"polyplay/ui"
)

// The page on triangles and hexagons (issue 47): the library's hexiamond
// puzzle solved with its counts, at a desktop's and a phone's size.

// gridSizes are the window sizes the grid tests run at.
var gridSizes = []struct {
	name          string
	width, height int
}{{"desktop", 1280, 800}, {"phone", 390, 844}}

// TestBrowserGridsSolve solves the hexiamonds in the 6x6 rhombus in the
// page: 156 solutions with the redundancy filter, 624 without, the
// board and the thumbnails drawn in triangles.
func TestBrowserGridsSolve(t *testing.T) {
	t.Parallel()
	for _, sz := range gridSizes {
		// The page's first visit has the redundancy filter (-r) on.
		p := openPage(t, sz.width, sz.height, "#p=hexiamonds-6x6")
		p.within(20*time.Second, "the puzzle is shown", chromedp.WaitVisible(`#definition-error.ok`, byQuery))
		for _, c := range []struct {
			r    bool
			want int64
		}{{true, 156}, {false, 624}} {
			var on bool
			p.eval(`(e => { if (e.checked !== `+fmt.Sprint(c.r)+`) e.click(); return e.checked })(document.getElementById("opt-r"))`, &on)
			if on != c.r {
				t.Fatalf("%s: -r is %v, want %v", sz.name, on, c.r)
			}
			p.solveAndWait(3 * time.Minute)
			if st := p.attr("#run-status", "data-status"); st != "done" {
				t.Fatalf("%s, -r %v: run status %q (%s)", sz.name, c.r, st, p.text("#run-status"))
			}
			if n := p.count("stat-solutions"); n != c.want {
				t.Errorf("%s, -r %v: %d solutions, want %d", sz.name, c.r, n, c.want)
			}
			p.screenshot(fmt.Sprintf("grids-%s-solved-%d", sz.name, c.want), sz.width)
		}
	}
}

// TestBrowserGridsShare opens a hexiamond solution's share links as a
// first visit on a fresh origin (no storage: another person's browser):
// by the library's key and as a pasted definition, the same puzzle on
// the triangle grid and the same solution assembled; the page's own
// Share link carries it again.
func TestBrowserGridsShare(t *testing.T) {
	t.Parallel()
	prob, sol, cells := solutionCells(t, "hexiamonds-6x6")
	want := assembledKey(t, prob, sol)
	for _, sz := range gridSizes {
		for _, share := range []ui.Share{
			{Key: "hexiamonds-6x6", Args: []string{"-r"}, Solution: 1, Cells: cells},
			{Source: def.Format(prob), Solution: 1, Cells: cells},
		} {
			p := openPage(t, sz.width, sz.height, "#"+share.Fragment())
			p.within(30*time.Second, "the shared solution is shown",
				chromedp.WaitVisible(`#player[data-steps="12"]`, byQuery))
			var text string
			p.eval(`document.getElementById("definition").value`, &text)
			if !strings.Contains(text, "grid=triangle") {
				t.Errorf("%s: the editor holds %.200q, not the triangle grid's puzzle", sz.name, text)
			}
			p.toEnd()
			if got := p.attr("#player", "data-board"); got != want {
				t.Errorf("%s: assembled board %s, want the shared solution's %s", sz.name, got, want)
			}
			if share.Key == "" {
				continue
			}
			p.screenshot("grids-"+sz.name+"-share", sz.width)
			p.run("share", chromedp.Click(`#share-link`, byQuery))
			p.within(10*time.Second, "the link is shown", chromedp.WaitVisible(`#share-url`, byQuery))
			link := p.value("#share-url")
			i := strings.IndexByte(link, '#')
			back, err := ui.ParseShare(link[i+1:])
			if i < 0 || err != nil || back.Key != share.Key || fmt.Sprint(back.Cells) != fmt.Sprint(cells) {
				t.Errorf("%s: the page's share link %q reads as %+v, %v", sz.name, link, back, err)
			}
		}
	}
}

// TestBrowserGridsEmbed plays a hexiamond solution in the embed page at
// the default embed's size, 480x360: drawn in triangles, without
// scrolling, to the assembled solution.
func TestBrowserGridsEmbed(t *testing.T) {
	t.Parallel()
	_, _, cells := solutionCells(t, "hexiamonds-6x6")
	p := newTab(t, ui.DefaultEmbedWidth, ui.DefaultEmbedHeight)
	p.open("embed.html#" + ui.Share{Key: "hexiamonds-6x6", Cells: cells, Speed: 8}.Fragment())
	p.within(30*time.Second, "the embed plays",
		chromedp.WaitVisible(`#embed-page[data-state="ready"][data-playing="true"]`, byQuery))
	p.within(30*time.Second, "the solution is assembled", poll(
		`(e => e.dataset.step === "12" && e.dataset.steps === "12")(document.getElementById("embed-page"))`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	var fit struct{ W, H, SW, SH, Bottom float64 }
	p.eval(`(() => { const s = document.querySelector("#embed-stage svg").getBoundingClientRect();
		return {W: s.width, H: s.height, SW: document.documentElement.scrollWidth, SH: document.documentElement.scrollHeight, Bottom: s.bottom} })()`, &fit)
	if fit.SW > float64(ui.DefaultEmbedWidth) || fit.SH > float64(ui.DefaultEmbedHeight) || fit.Bottom > float64(ui.DefaultEmbedHeight) || fit.W < 300 {
		t.Errorf("in a %dx%d frame: the animation is %gx%g (bottom at %g), the page %gx%g", ui.DefaultEmbedWidth, ui.DefaultEmbedHeight, fit.W, fit.H, fit.Bottom, fit.SW, fit.SH)
	}
	if got := p.text("#embed-title"); got != "Hexiamonds 6×6 rhombus" {
		t.Errorf("embed title %q", got)
	}
	p.screenshot("grids-embed", ui.DefaultEmbedWidth)
}
