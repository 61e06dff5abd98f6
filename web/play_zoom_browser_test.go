package main

// A long board zoomed and panned in Play on a phone (ui/play_board.go):
// the 22 pentahexes' 3x40 board, every cell tapped at 44 px or more.

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/internal/longtest"
	"polyplay/solver"
	"polyplay/ui/draw"
	"polyplay/ui/play"
)

// TestPagePlayZoom, a long test (make test-long): on a phone, the pentahexes' 3x40 board is drawn
// with cells under 44 px; zoomed in twice, neighbouring cells' centres
// are 44 px apart or more, and every cell of the board, panned into
// view with Pan, answers a tap with its name; a piece taken from the
// tray is moved by a tap and placed.
func TestPagePlayZoom(t *testing.T) {
	longtest.Skip(t)
	docShots(t)
	t.Parallel()
	chromium(t)
	pz := libraryPlay(t, "pentahexes-3x40-notched")
	p := openPage(t, 390, 844, "#p=pentahexes-3x40-notched")
	p.openPlay()
	// The centres of cells a and b on the page, the board drawn with
	// cells cs pixels to a unit.
	pair := func(cs int, a, b solver.Point) float64 {
		pl, _ := draw.PlayPlane(pz.Problem, cs)
		ax, ay := pl.Centre(a)
		bx, by := pl.Centre(b)
		var k float64
		p.eval(`(s => s.getBoundingClientRect().width / s.viewBox.baseVal.width)(document.getElementById("play-board-svg"))`, &k)
		return k * dist(ax-bx, ay-by)
	}
	a, b := solver.Point{X: 10, Y: 1}, solver.Point{X: 11, Y: 1}
	base := draw.PlayCellPixels(pz.X)
	if d := pair(base, a, b); d >= 44 {
		t.Fatalf("unzoomed, the cells are %.1f px apart: nothing to zoom", d)
	}
	p.press("#play-zoom-in")
	p.press("#play-zoom-in")
	p.waitText("#play-status", "Board zoom: hexagons 48 px wide.")
	if d := pair(48, a, b); d < 44 {
		t.Errorf("zoomed in twice, the cells are %.1f px apart, want 44 or more", d)
	}
	// Every cell, panned into view, answers a tap.
	cellAt := func(c solver.Point) (float64, float64) {
		pl, _ := draw.PlayPlane(pz.Problem, 48)
		x, y := pl.Centre(c)
		var r struct{ L, T, K float64 }
		p.eval(`(s => { const b = s.getBoundingClientRect(); return {L: b.left, T: b.top, K: b.width / s.viewBox.baseVal.width} })(document.getElementById("play-board-svg"))`, &r)
		return r.L + (x+2)*r.K, r.T + (y+2)*r.K
	}
	// panTo pans the zoomed board (its Pan buttons) until cell c is
	// within it, and returns c's place on the screen.
	panTo := func(c solver.Point) (float64, float64) {
		for range 20 {
			cx, _ := cellAt(c)
			bb := p.where("#play-board")
			p.eval(`window.ppScroll = [document.getElementById("play-board").scrollLeft]; true`, nil)
			if cx < bb.Left+24 {
				p.click("#play-pan-left")
			} else if cx > bb.Right-24 {
				p.click("#play-pan-right")
			} else {
				break
			}
			// A pan scrolls the board: done once it has moved and
			// then stayed put from one look to the next.
			p.within(10*time.Second, "the board panned", poll(`(l => (ppScroll.push(l), l !== ppScroll[0] && l === ppScroll[ppScroll.length-2]))(document.getElementById("play-board").scrollLeft)`, nil))
		}
		return cellAt(c)
	}
	p.scrollTo("#play-board")
	taps := 0
	for x := range pz.X {
		for y := range pz.Y {
			c := solver.Point{X: x, Y: y}
			if !pz.Open(c) {
				continue
			}
			cx, cy := panTo(c)
			p.fingerTap(cx, cy)
			p.waitText("#play-status", "Cursor at "+pz.CellName(c)+":")
			taps++
		}
	}
	if taps < 100 {
		t.Errorf("%d cells tapped, want every one of the board's", taps)
	}

	// A piece from the tray, moved by a tap and placed.
	g := play.NewGame(pz)
	it := g.Tray()[0]
	g.Pick(it.Pieces[0])
	p.eval(fmt.Sprintf(`(document.getElementById("play-tray-%s").focus(), true)`, it.Name), nil)
	p.keys(kb.Enter)
	p.within(10*time.Second, "the piece in hand", chromedp.WaitVisible(`#play-board .play-held`, byQuery))
	to := solver.Point{X: 20, Y: 1}
	g.MoveTo(to)
	over := pz.PlaceName(g.HeldCells())
	if n := g.Drop(); n.Refused {
		t.Fatalf("the model refuses the piece at %v: %s", to, n.Text)
	}
	p.scrollTo("#play-board")
	cx, cy := panTo(to)
	p.fingerTap(cx, cy)
	p.waitText("#play-status", "over "+over)
	p.press("#play-drop")
	p.waitPlaced(cellsList(pz, g))
	p.viewShot("phone-play-zoom-placed")
}

// dist is the length of (x, y).
func dist(x, y float64) float64 { return math.Hypot(x, y) }

// TestBrowserPlayPhoneMoves: on a phone, a flat puzzle's board and the
// moves a turn needs (Turn, Place, Undo, Hint) are on the first screen,
// above the tray, each button at least 44×44 px.
func TestBrowserPlayPhoneMoves(t *testing.T) {
	t.Parallel()
	chromium(t)
	p := openPage(t, 390, 844, "#p=pentominoes-10x6")
	p.openPlay()
	p.eval(`window.scrollTo(0, 0)`, nil)
	tray := p.where("#play-tray")
	for _, sel := range []string{"#play-board-svg", "#play-turn", "#play-drop", "#play-undo", "#play-hint"} {
		b := p.where(sel)
		if !b.Found || b.Bottom > 844 {
			t.Errorf("%s ends at %.0f px, below the first screen (844 px)", sel, b.Bottom)
		}
		if b.Bottom > tray.Top {
			t.Errorf("%s (bottom %.0f) is not above the tray (top %.0f)", sel, b.Bottom, tray.Top)
		}
		if sel != "#play-board-svg" && (b.Right-b.Left < 44 || b.Bottom-b.Top < 44) {
			t.Errorf("%s is %.0f×%.0f px", sel, b.Right-b.Left, b.Bottom-b.Top)
		}
	}
	p.screenshot("phone-play-2d-moves", 390)
}
