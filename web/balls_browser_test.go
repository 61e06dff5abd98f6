package main

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The page on balls (the sphere grid): Kanoodle's pyramid solved with
// its counts at a desktop's and a phone's size, the solution drawn as
// balls in 3-D and as discs in its layers.

// TestBrowserBallsSolve solves the Kanoodle pyramid in the page: 306
// solutions with the redundancy filter, 2,448 without (BurrTools' 306,
// internal/plaincount's 2,448), and shows the first in 3-D.
func TestBrowserBallsSolve(t *testing.T) {
	docShots(t)
	t.Parallel()
	for _, sz := range gridSizes {
		p := openPage(t, sz.width, sz.height, "#p=kanoodle-pyramid")
		p.solveCounts(sz.name, []redundancyCount{{true, 306}, {false, 2448}}, func(c redundancyCount) {
			if !c.r {
				return
			}
			p.screenshot(sz.name+"-pyramid-solved", sz.width)
			// The 3-D view draws the balls: a canvas with pixels in the
			// pieces' colours, not only the floor.
			p.within(10*time.Second, "the 3-D view", chromedp.WaitVisible(`canvas.pplayer-3d`, byQuery))
		})
	}
}
