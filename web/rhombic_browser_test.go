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

// tetraOctaCubes is two cubes of BurrTools' grid of tetrahedra and
// octahedra cut into three pieces: 4 solutions, 1 with -r.
const tetraOctaCubes = `D:grid=tetra-octa:xDim=2:yDim=1:zDim=5
C:name=A:layout=1 1 1, 0 2 0, 0 0 2
C:name=B:layout=2 0 0, 3 0 0
C:name=C:layout=4 1 1, 5 2 0, 5 0 2, 3 2 2, 2 2 2
~D
`

// TestBrowserRhombicSolve opens a puzzle of rhombic dodecahedra's
// tetrahedra and one of tetrahedra and octahedra in the page at a
// desktop's and a phone's size, solves each with and without the
// redundancy filter (as the command line counts them) and shows the
// first solution in 3-D, each cell a ball at its centroid.
func TestBrowserRhombicSolve(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, src string
		counts    []redundancyCount
	}{
		{"rhombic", rhombicCube, []redundancyCount{{true, 1}, {false, 6}}},
		{"tetra-octa", tetraOctaCubes, []redundancyCount{{true, 1}, {false, 4}}},
	} {
		for _, sz := range gridSizes {
			p := openPage(t, sz.width, sz.height, "#"+link.Share{Source: c.src, FileName: c.name + ".txt"}.Fragment())
			p.solveCounts(sz.name, c.counts, func(rc redundancyCount) {
				if !rc.r {
					return
				}
				p.within(10*time.Second, "the 3-D view", chromedp.WaitVisible(`canvas.pplayer-3d`, byQuery))
				p.screenshot(sz.name+"-"+c.name+"-solved", sz.width)
			})
		}
	}
}
