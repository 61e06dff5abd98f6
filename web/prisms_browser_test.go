package main

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// prismDefinition is docs/format.md's example of triangular prisms: a
// hexagonal prism of two layers in three pieces, 12 solutions, 1 with
// the redundancy filter (def's TestFormatDocPrisms).
const prismDefinition = `D:grid=prism:xDim=4:yDim=2:zDim=2
L:stationary=*
* A B C, * B B C
* A A A, * B C C
~L
~D
`

// TestBrowserPrisms opens a definition on triangular prisms in the page
// at a desktop's and a phone's size, solves it with the counts the
// command line and plaincount give, and shows the solution in 3-D, each
// cell a triangular prism; then opens Play, whose scene shows the empty
// box and says that nothing is placed yet.
func TestBrowserPrisms(t *testing.T) {
	t.Parallel()
	chromium(t)
	for _, sz := range gridSizes {
		t.Run(sz.name, func(t *testing.T) {
			p := openPage(t, sz.width, sz.height, "/")
			p.setValue("#definition", prismDefinition, "input")
			p.solveCounts(sz.name, []redundancyCount{{false, 12}, {true, 1}}, func(c redundancyCount) {
				p.within(10*time.Second, "the 3-D view", chromedp.WaitVisible(`canvas.pplayer-3d`, byQuery))
				p.screenshot(sz.name+"-prisms-solved", sz.width)
			})
			p.openPlay()
			if got := p.placed(); got != "" {
				t.Errorf("Play opens with %q placed", got)
			}
			p.screenshot(sz.name+"-prisms-play", sz.width)
		})
	}
}
