package main

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/internal/longtest"
	"polyplay/solver/coach"
	"polyplay/ui/play"
)

// The page on balls (the sphere grid): Kanoodle's pyramid solved with
// its counts at a desktop's and a phone's size, the solution drawn as
// balls in 3-D and as discs in its layers.

// TestPageBallsSolve, a long test (make test-long), solves the Kanoodle pyramid in the page: 306
// solutions with the redundancy filter, 2,448 without (BurrTools' 306,
// internal/plaincount's 2,448), and shows the first in 3-D.
func TestPageBallsSolve(t *testing.T) {
	longtest.Skip(t)
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

// TestBrowserBallsPlay solves the Kanoodle pyramid by hand in Play, at
// both sizes, with the scene's keys only: each piece taken with N,
// turned (flat pieces stand upright along the pyramid's diagonal
// planes), moved and put down, found by playing the same keys on the
// play model in Go; the page then says the pyramid is solved.
func TestBrowserBallsPlay(t *testing.T) {
	docShots(t)
	t.Parallel()
	chromium(t)
	pz := libraryPlay(t, "kanoodle-pyramid")
	for _, sz := range gridSizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#p=kanoodle-pyramid")
			p.openPlay()
			g := play.NewGame(pz)
			p.solveInScene(g)
			p.waitText("#play-status", "Solved")
			p.screenshot(sz.name+"-pyramid-played", sz.width)
		})
	}
}

// TestBrowserBallsChallenge makes a pyramid challenge in Play, as the
// toy's booklet has them (seven pieces placed, five to place in exactly
// one way, counted again here in Go), and completes it with the scene's
// keys only.
func TestBrowserBallsChallenge(t *testing.T) {
	t.Parallel()
	chromium(t)
	pz := libraryPlay(t, "kanoodle-pyramid")
	p := openPage(t, 1280, 800, "#p=kanoodle-pyramid")
	p.openPlay()
	p.setValue("#play-left", "5", "change")
	p.press("#play-challenge")
	p.waitText("#play-status", "5 pieces to place, in exactly one way.")
	pos := parsePlaced(t, p.placed())
	if len(pos) != 7 {
		t.Fatalf("the challenge placed %d pieces, want 7", len(pos))
	}
	c, err := coach.Count(context.Background(), pz.Problem, pos, coach.Options{})
	if err != nil || !c.Exact || c.Count != 1 {
		t.Fatalf("the challenge has %d completions (%v), want exactly 1", c.Count, err)
	}
	g := play.NewGame(pz)
	for _, pl := range pos {
		if n := g.Place(pl.Piece, pl.Cells); n.Refused {
			t.Fatalf("the model refuses the challenge's %s: %s", pl.Piece, n.Text)
		}
	}
	p.solveInScene(g)
	p.waitText("#play-status", "Solved")
}
