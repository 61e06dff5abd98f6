package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserDesignerFindable checks, at both sizes, that the designer
// can be found from the first viewport: the top bar's "✎ Draw" beside the
// puzzle picker is in view on first load and opens the designer, in view,
// on an empty box. The Puzzle tab's buttons say what each makes: a text
// definition from a template, a drawing, or a drawing of this puzzle.
func TestBrowserDesignerFindable(t *testing.T) {
	docShots(t)
	t.Parallel()
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#p=pentominoes-10x6&o=-r")
			st := sz.name + ", first load"
			p.inView(st, "#designer-top", false)
			p.inView(st, "#puzzle-select", false)
			// Beside the picker: on its row, not over it.
			pick, draw := p.where("#puzzle-select"), p.where("#designer-top")
			if draw.Left < pick.Right || draw.Top > pick.Bottom || draw.Bottom < pick.Top {
				t.Errorf("%s: ✎ Draw at %.0f,%.0f to %.0f,%.0f, the picker at %.0f,%.0f to %.0f,%.0f: want it right of the picker on its row",
					st, draw.Left, draw.Top, draw.Right, draw.Bottom, pick.Left, pick.Top, pick.Right, pick.Bottom)
			}
			if got := p.attr("#designer-top", "aria-label"); got != "Draw a new puzzle (the designer)" {
				t.Errorf("%s: ✎ Draw's name %q", st, got)
			}
			p.viewShot(sz.name + "-designer-top")
			p.checkA11y(st)

			p.click("#designer-top")
			p.within(10*time.Second, "the designer opens", chromedp.WaitVisible(`#designer-grid`, byQuery))
			p.designerCells("Region: 25 squares. Pieces: 0 squares.")
			p.within(10*time.Second, "the designer in view, with the focus on its grid", poll(
				`document.activeElement.id === "designer-grid"`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
			p.inView(sz.name+", designer open", "#designer-grid", true)
			// On a desktop the top bar stays one row, though the drawing
			// has no pieces yet and Solve says why it cannot solve.
			if h := p.where(".pp-header"); sz.name == "desktop" && h.Bottom-h.Top > 60 {
				t.Errorf("%s: the top bar is %.0f px high, want one row", sz.name, h.Bottom-h.Top)
			}
			p.viewShot(sz.name + "-designer-opened")
			p.click("#designer-close")

			// The Puzzle tab's three ways to start: names that say what
			// each makes.
			p.tab("puzzle")
			for sel, want := range map[string]string{
				"#new-puzzle":    "New as text",
				"#designer-new":  "Draw a new puzzle",
				"#designer-edit": "Draw this puzzle",
			} {
				if got := strings.TrimSpace(p.text(sel)); got != want {
					t.Errorf("%s: %s says %q, want %q", sz.name, sel, got, want)
				}
			}
			if got := p.text("#designer-open-label"); got != "Designer:" {
				t.Errorf("%s: the designer's buttons are labelled %q", sz.name, got)
			}
		})
	}
}
