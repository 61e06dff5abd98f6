package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/def"
	"polyplay/solver/coach"
	"polyplay/ui/link"
	"polyplay/ui/play"
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

// TestBrowserBallsShare opens a pyramid solution's share links as a
// first visit on a fresh origin (another person's browser): by the
// library's key and as a pasted definition, the same puzzle on the
// sphere grid and the same solution assembled.
func TestBrowserBallsShare(t *testing.T) {
	t.Parallel()
	prob, sol, cells := solutionCells(t, "kanoodle-pyramid")
	want := assembledKey(t, prob, sol)
	for _, sz := range gridSizes {
		for _, share := range []link.Share{
			{Key: "kanoodle-pyramid", Args: []string{"-r"}, Solution: 1, Cells: cells},
			{Source: def.Format(prob), Solution: 1, Cells: cells},
		} {
			p := openPage(t, sz.width, sz.height, "#"+share.Fragment())
			p.within(30*time.Second, "the shared solution is shown",
				chromedp.WaitVisible(`#player[data-steps="12"]`, byQuery))
			var text string
			p.eval(`document.getElementById("definition").value`, &text)
			if !strings.Contains(text, "grid=sphere") {
				t.Errorf("%s: the editor holds %.200q, not the sphere grid's puzzle", sz.name, text)
			}
			p.toEnd()
			if got := p.attr("#player", "data-board"); got != want {
				t.Errorf("%s: assembled board %s, want the shared solution's %s", sz.name, got, want)
			}
		}
	}
}

// TestBrowserBallsEmbed plays a pyramid solution in the embed page at
// the default embed's size, 480x360: balls in 3-D, without scrolling,
// to the assembled pyramid.
func TestBrowserBallsEmbed(t *testing.T) {
	t.Parallel()
	_, _, cells := solutionCells(t, "kanoodle-pyramid")
	p := newTab(t, link.DefaultEmbedWidth, link.DefaultEmbedHeight)
	p.open("embed.html#" + link.Share{Key: "kanoodle-pyramid", Cells: cells, Speed: 8}.Fragment())
	p.within(30*time.Second, "the embed plays",
		chromedp.WaitVisible(`#embed-page[data-state="ready"][data-playing="true"]`, byQuery))
	p.within(30*time.Second, "the pyramid is assembled", poll(
		`(e => e.dataset.step === "12" && e.dataset.steps === "12")(document.getElementById("embed-page"))`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	var fit struct{ W, H, SW, SH, Bottom float64 }
	p.eval(`(() => { const s = document.querySelector("#embed-stage svg, #embed-stage canvas").getBoundingClientRect();
		return {W: s.width, H: s.height, SW: document.documentElement.scrollWidth, SH: document.documentElement.scrollHeight, Bottom: s.bottom} })()`, &fit)
	if fit.SW > float64(link.DefaultEmbedWidth) || fit.SH > float64(link.DefaultEmbedHeight) || fit.Bottom > float64(link.DefaultEmbedHeight) || fit.W < 200 {
		t.Errorf("in a %dx%d frame: the animation is %gx%g (bottom at %g), the page %gx%g", link.DefaultEmbedWidth, link.DefaultEmbedHeight, fit.W, fit.H, fit.Bottom, fit.SW, fit.SH)
	}
	if got := p.text("#embed-title"); got != "Kanoodle pyramid" {
		t.Errorf("embed title %q", got)
	}
	p.screenshot("balls-embed", link.DefaultEmbedWidth)
}

// TestBrowserBallsPlay solves the Kanoodle pyramid by hand in Play, at
// both sizes, with keys only: each piece taken from the tray, turned in
// its own 3-D view (flat pieces stand upright along the pyramid's
// diagonal planes), moved over the position and put down, found by
// playing the same keys on the play model in Go; the page then says the
// pyramid is solved.
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
			p.solveFrom3D(pz, g)
			p.waitText("#play-status", "Solved")
			p.screenshot(sz.name+"-pyramid-played", sz.width)
		})
	}
}

// TestBrowserBallsChallenge makes a pyramid challenge in Play, as the
// toy's booklet has them (seven pieces placed, five to place in exactly
// one way, counted again here in Go), and completes it with keys only.
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
	p.solveFrom3D(pz, g)
	p.waitText("#play-status", "Solved")
}
