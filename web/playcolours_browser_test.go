package main

// Colour constraints before solving and in Play: the coloured dominoes'
// board rings the cells that require a colour, with a legend under it;
// the pieces' pictures mark their coloured cells; in Play a drop that
// puts A's coloured cell on a cell that refuses it is refused with its
// reason, the right one is accepted (the coach counting its completions
// with the colours), and the finished board is solved. The puzzle gives
// its colours their own look (palette=), colour 1 red and 2 grey, and
// the page draws and names them so.

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/ui/link"
)

func TestBrowserPlayColours(t *testing.T) {
	t.Parallel()
	chromium(t)
	src := strings.Replace(librarytest.ColouredDominoes, "allow=1-1", "allow=1-1:palette=f51340 76727c", 1)
	pz := definitionPlay(t, src)
	frag := "#" + link.Share{Source: src}.Fragment()
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, frag)
			// The open puzzle: six rings on the board (two of colour
			// 1, four of colour 2), in the first screen, the legend
			// under it, and A's picture with its mark.
			p.within(10*time.Second, "the rings", chromedp.WaitVisible(`#preview-section svg .ring`, byQuery))
			var rings struct{ One, Two int }
			p.eval(`(n => ({One: n(1), Two: n(2)}))(c => [...document.querySelectorAll('#preview-section svg .ring[data-colour="'+c+'"] path:last-child')].reduce((s, e) => s + e.getAttribute("d").split("M").length - 1, 0))`, &rings)
			if rings.One != 2 || rings.Two != 4 {
				t.Errorf("%s: %d rings of colour 1 and %d of colour 2, want 2 and 4", sz.name, rings.One, rings.Two)
			}
			var stroke string
			p.eval(`document.querySelector('#preview-section svg .ring[data-colour="1"] path:last-child').getAttribute("stroke")`, &stroke)
			if stroke != "#f51340" {
				t.Errorf("%s: the ring of colour 1 is drawn in %q, want the puzzle's #f51340", sz.name, stroke)
			}
			p.inView(sz.name+" rings", "#preview-section svg .ring", false)
			if got, want := p.text("#colour-legend"), "Cells ringed in colour 1 (red) may be covered only by a cell of colour 1 (red) or an uncoloured one."; !strings.HasPrefix(got, want) {
				t.Errorf("%s: the legend says %q, want it to start %q", sz.name, got, want)
			}
			var marks int
			p.eval(`[...document.querySelectorAll("#pieces li")].filter(li => li.querySelector(".piece-name").textContent === "A" && li.querySelector("svg .mark")).length`, &marks)
			if marks != 1 {
				t.Errorf("%s: A's picture has no mark of its colour", sz.name)
			}
			p.viewShot(sz.name + "-play-colours-open")
			p.checkA11y(sz.name + " coloured puzzle")

			// Play: the rings on the board; A taken lies over the
			// top row's first cells, its coloured cell on the left
			// column. Moved right, its drop is refused.
			p.openPlay()
			p.within(10*time.Second, "the play board's rings", chromedp.WaitVisible(`#play-board svg .ring`, byQuery))
			p.inView(sz.name+" play", "#play-board", true)
			if got, want := p.attr("#play-tray-A", "aria-label"), "Piece A, 2 squares, a cell of colour 1 (red): 1 left"; got != want {
				t.Errorf("%s: the tray's A is labelled %q, want %q", sz.name, got, want)
			}
			if got := p.attr("#play-board-svg", "aria-label"); !strings.Contains(got, "Cells ringed in colour 1 (red) ("+pz.CellName(solver.Point{})+"; "+pz.CellName(solver.Point{Y: 1})+") may be covered only by a cell of colour 1 (red)") {
				t.Errorf("%s: the board's label %q does not say what its rings ask", sz.name, got)
			}
			p.takeByKey("#play-tray-A")
			p.within(10*time.Second, "A's mark in hand", poll(`document.querySelector("#play-board svg .mark") !== null`, nil))
			p.keys(kb.ArrowRight, kb.Enter)
			p.waitText("#play-status", "Refused: A's colour 1 (red) cell cannot lie on "+pz.CellName(solver.Point{X: 1, Y: 1})+": that cell is colour 2 (grey), and no coloured cell may cover it.")
			p.viewShot(sz.name + "-play-colours-refused")
			p.keys(kb.ArrowLeft, kb.Enter)
			p.waitPlaced("A 0,1,0 1,1,0")
			// The coach counts with the colours: of the six solutions
			// one has A there (its colour at the left).
			p.waitText("#play-coach", "completed in exactly one way")
			p.solveByKeys(pz, p.placed())
			p.waitText("#play-solved", "Solved in")
			p.viewShot(sz.name + "-play-colours-solved")
			p.checkLabels()
			p.checkA11y(sz.name + " coloured puzzle solved in Play")
			p.noConsoleErrors()
		})
	}
}
