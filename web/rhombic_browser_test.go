package main

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/ui/link"
)

// rhombicCube is docs/format.md's cube of 24 tetrahedra cut in two on
// BurrTools' grid of rhombic dodecahedra: 6 solutions, 1 with -r.
const rhombicCube = `D:grid=rhombic:xDim=1:yDim=1:zDim=24
C:name=A:layout=2 1 0, 1 2 0, 3 2 0, 2 3 0, 2 0 1, 0 2 1, 4 2 1, 2 4 1
C:name=B:layout=1 0 2, 3 0 2, 0 1 2, 4 1 2, 0 3 2, 4 3 2, 1 4 2, 3 4 2, 2 0 3, 0 2 3, 4 2 3, 2 4 3, 2 1 4, 1 2 4, 3 2 4, 2 3 4
~D
`

// TestBrowserRhombicSolve opens a puzzle of rhombic dodecahedra's
// tetrahedra in the page at a desktop's and a phone's size, solves it
// with and without the redundancy filter (1 and 6 solutions, as the
// command line counts them) and shows the first solution in 3-D, each
// tetrahedron a ball at its centroid.
func TestBrowserRhombicSolve(t *testing.T) {
	t.Parallel()
	for _, sz := range gridSizes {
		p := openPage(t, sz.width, sz.height, "#"+link.Share{Source: rhombicCube, FileName: "cube.txt"}.Fragment())
		p.solveCounts(sz.name, []redundancyCount{{true, 1}, {false, 6}}, func(c redundancyCount) {
			if !c.r {
				return
			}
			p.within(10*time.Second, "the 3-D view", chromedp.WaitVisible(`canvas.pplayer-3d`, byQuery))
			p.screenshot(sz.name+"-rhombic-solved", sz.width)
		})
	}
}
