package main

// The size of Play's and the designer's controls at a desktop's and a
// phone's size (docs/play.md, docs/designer.md): at 1280×800 with a
// mouse each is at least 36 px high, at 390×844 at least 44×44 px.

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// minDesktopHeight is the least height of Play's and the designer's
// controls on a desktop, in CSS px: a mouse's target, denser than a
// finger's (minTarget).
const minDesktopHeight = 36

// TestBrowserControlSizes measures every control (touchControls: each
// button, field, summary and keyboard stop shown) of Play, on a solid
// puzzle and a flat one with a piece in hand, and of the designer, a new
// puzzle's and a piece being drawn, at 1280×800 (each at least 36 px
// high) and 390×844 (each at least 44×44 px). On the desktop the Soma
// cube's scene, its moves, the layer row and the coach end within the
// first 800 px.
func TestBrowserControlSizes(t *testing.T) {
	t.Parallel()
	chromium(t)
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			minW, minH := 1, minDesktopHeight
			if sz.name == "phone" {
				minW, minH = minTarget, minTarget
			}
			p := openPage(t, sz.width, sz.height, "#p=soma")
			var small []string
			measure := func(state, root string) {
				t.Helper()
				var got targets
				p.eval(fmt.Sprintf(touchControls, minW, minH, root), &got)
				t.Logf("%s: %d of %d controls under %dx%d px", state, len(got.Small), len(got.All), minW, minH)
				if len(got.All) < 5 {
					t.Errorf("%s: %d controls found in %s (%q), want its buttons and fields", state, len(got.All), root, got.All)
				}
				for _, s := range got.Small {
					small = append(small, state+": "+s)
				}
			}
			for _, puzzle := range []string{"soma", "pentominoes-10x6"} {
				p.open("#p=" + puzzle)
				p.waitReady()
				p.openPlay()
				measure("play "+puzzle, "#play")
				p.eval(`(document.querySelector("#play-tray button:not([disabled])").focus(), true)`, nil)
				p.run("take a piece", chromedp.KeyEvent(kb.Enter))
				p.within(10*time.Second, "the piece in hand", chromedp.WaitVisible(`#play-tray .in-hand`, byQuery))
				measure("play "+puzzle+", a piece in hand", "#play")
				if puzzle == "soma" && sz.name == "desktop" {
					// The scene, its moves, the layer row and the coach
					// in the first screen.
					for _, sel := range []string{"#play-scene-svg", "#play-undo", "#play-hint", "#play-layer-up", "#play-coach", "#play-complete"} {
						b := p.where(sel)
						var y float64
						p.eval(`window.scrollY`, &y)
						if !b.Found || b.Bottom+y > float64(sz.height) {
							t.Errorf("%s ends at %.0f px of the page, below the first screen (%d px)", sel, b.Bottom+y, sz.height)
						}
					}
				}
				p.screenshot(sz.name+"-controls-play-"+puzzle, sz.width)
				p.press("#play-close")
			}

			p.open("#p=pentominoes-10x6")
			p.waitReady()
			p.press("#designer-edit")
			p.within(10*time.Second, "the designer's pieces", chromedp.WaitVisible(`#designer-pieces li`, byQuery))
			p.press(`#designer-pieces button[aria-label="Draw piece F"]`)
			p.within(10*time.Second, "the piece's grid", chromedp.WaitVisible(`#designer-piece-editor .pcell`, byQuery))
			measure("designer, drawing a piece", "#designer-section")
			p.screenshot(sz.name+"-controls-designer-pieces", sz.width)
			p.press("#designer-close")
			p.run("draw a new puzzle", chromedp.Click(`#designer-top`, byQuery))
			p.within(10*time.Second, "the designer opens", chromedp.WaitVisible(`#designer-grid`, byQuery))
			measure("designer", "#designer-section")
			p.screenshot(sz.name+"-controls-designer", sz.width)

			if len(small) > 0 {
				t.Errorf("%d controls under %dx%d px at %dx%d:\n%s", len(small), minW, minH, sz.width, sz.height, strings.Join(small, "\n"))
			}
		})
	}
}
