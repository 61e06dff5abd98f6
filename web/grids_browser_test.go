package main

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
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
