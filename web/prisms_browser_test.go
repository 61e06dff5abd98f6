package main

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/solver"
	"polyplay/ui/play"
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
// box and says that nothing is placed yet. On the desktop, piece B,
// drawn with one prism in the lower layer, is put in Play where a
// solution has it turned over (three in the lower layer), by the
// scene's keys, which must tilt or roll it; the scene completes it.
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
			if sz.name == "desktop" {
				p.prismTurnedOver(t)
			}
		})
	}
}

// prismTurnedOver puts piece B of prismDefinition in Play where a
// solution has it with three prisms in the lower layer, taking it with
// N and turning it with the scene's keys (found on the play model), then
// completes the puzzle in the scene.
func (p *page) prismTurnedOver(t *testing.T) {
	pz := definitionPlay(t, prismDefinition)
	s, err := solver.New(pz.Problem, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var target []solver.Point
	if _, err := s.Solve(context.Background(), func(sol solver.Solution) bool {
		for _, pl := range sol.Placements {
			if pl.Piece == "B" && len(slices.DeleteFunc(slices.Clone(pl.Cells), func(c solver.Point) bool { return c.Z != 0 })) == 3 {
				target = pl.Cells
			}
		}
		return target == nil
	}); err != nil || target == nil {
		t.Fatalf("no solution with B turned over (%v)", err)
	}
	g := play.NewGame(pz)
	b, _ := pz.PieceByName("B")
	p.eval(`(document.getElementById("play-scene").focus(), true)`, nil)
	for h, ok := g.Held(); !ok || h.Piece != b; h, ok = g.Held() {
		nextPiece(g)
		p.keys("n")
	}
	turns, moves := turns3D(t, g, target)
	if !slices.ContainsFunc(turns, func(k string) bool { return k == "x" || k == "y" }) {
		t.Fatalf("B turned over by %q, without a tilt or a roll", turns)
	}
	p.keys(append(append(turns, moves...), kb.Enter)...)
	if n := g.Drop(); n.Refused {
		t.Fatalf("the model refuses B on %v: %s", target, n.Text)
	}
	p.waitPlaced(cellsList(pz, g))
	p.solveInScene(g)
	p.waitText("#play-status", "Solved")
	p.screenshot("desktop-prisms-played", 1280)
}
