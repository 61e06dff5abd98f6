package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/internal/longtest"
)

// TestPageBallsDesigner, a long test (make test-long), draws a puzzle of balls in the designer at
// both sizes (issue 53): the sphere grid chosen, a 2×2×2 box whose top
// layer keeps one ball, so that the region is the smallest square
// pyramid (four balls and one resting in their hollow); a piece of two
// balls and one of three drawn ball by ball, one of its balls in the
// layer over the others; 4 solutions, 1 up to the pyramid's symmetries,
// as docs/format.md counts them and the command line counts the text
// the designer wrote. Then a new design on balls takes the pieces of
// Kanoodle's pyramid from the catalogue, and one in triangular layers
// draws its second layer over the first.
func TestPageBallsDesigner(t *testing.T) {
	longtest.Skip(t)
	t.Parallel()
	for _, sz := range gridSizes {
		p := newPage(t, sz.width, sz.height)
		p.click("#designer-new")
		p.within(10*time.Second, "the designer opens", chromedp.WaitVisible(`#designer-grid`, byQuery))
		p.setValue("#designer-grid-kind", "sphere", "change")
		p.within(10*time.Second, "the sphere grid", chromedp.WaitVisible(`#designer-grid[data-grid="sphere"] circle`, byQuery))
		p.setValue("#designer-x", "2", "change")
		p.setValue("#designer-y", "2", "change")
		p.setValue("#designer-z", "2", "change")
		p.designerCells("Region: 8 balls. Pieces: 0 balls.")
		if n := p.evalInt(`document.querySelectorAll("#designer-grid circle.dcell").length`); n != 4 {
			t.Errorf("%s: layer 1 drawn as %d circles, want 4", sz.name, n)
		}
		// The top layer: three of its balls taken out, the one left
		// drawn over the four under it.
		p.setValue("#designer-layer", "1", "change")
		p.within(10*time.Second, "layer 2 drawn over layer 1", chromedp.WaitVisible(`#designer-grid circle.under`, byQuery))
		if n := p.evalInt(`document.querySelectorAll("#designer-grid circle.under").length`); n != 4 {
			t.Errorf("%s: %d balls drawn under layer 2, want 4", sz.name, n)
		}
		p.tool("remove")
		for i, c := range [][2]int{{1, 0}, {0, 1}, {1, 1}} {
			p.drag(c[0], c[1], c[0], c[1])
			p.designerCells("Region: " + []string{"7", "6", "5"}[i] + " balls. Pieces: 0 balls.")
		}
		// The top ball rests in the hollow of the four: its centre is
		// at the middle of theirs.
		var off float64
		p.eval(`(() => { const c = e => { const r = e.getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2] };
			const top = c(document.querySelector("#designer-grid circle.dcell.region"));
			const us = [...document.querySelectorAll("#designer-grid circle.under")].map(c);
			const mx = us.reduce((s, u) => s + u[0], 0) / 4, my = us.reduce((s, u) => s + u[1], 0) / 4;
			return Math.hypot(top[0] - mx, top[1] - my) })()`, &off)
		if off > 1 {
			t.Errorf("%s: the top ball is %.1f px off the hollow of the four under it", sz.name, off)
		}

		// Two pieces, ball by ball: a domino, and three balls with one
		// over the other two.
		piece := func(x, y, z int) {
			p.click(`#designer-piece-editor circle[data-x="` + strconv.Itoa(x) + `"][data-y="` + strconv.Itoa(y) + `"][data-z="` + strconv.Itoa(z) + `"]`)
		}
		p.click("#designer-new-piece")
		p.designerCells("Region: 5 balls. Pieces: 1 ball.")
		piece(0, 1, 0)
		p.designerCells("Region: 5 balls. Pieces: 2 balls.")
		p.click("#designer-new-piece")
		p.designerCells("Region: 5 balls. Pieces: 3 balls.")
		piece(0, 1, 0)
		p.designerCells("Region: 5 balls. Pieces: 4 balls.")
		piece(-1, 0, 1)
		p.designerCells("Region: 5 balls. Pieces: 5 balls.")
		p.sectionShot("#designer-section", "balls-"+sz.name+"-designer")

		text := p.value("#definition")
		if !strings.Contains(text, "grid=sphere") {
			t.Fatalf("%s: the designer wrote\n%s", sz.name, text)
		}
		cmd, want := p.value("#command-line"), int64(4)
		if strings.Contains(cmd, " -r ") {
			want = 1
		}
		if n := cliCount(t, cmd, text); n != want {
			t.Errorf("%s: %s counts %d solutions of\n%s\nwant %d", sz.name, cmd, n, text, want)
		}
		p.solveCounts(sz.name, []redundancyCount{{true, 1}, {false, 4}}, nil)

		// Kanoodle's twelve pieces, picked from the catalogue on balls.
		p.click("#designer-new")
		p.setValue("#designer-grid-kind", "sphere", "change")
		p.within(10*time.Second, "the sphere grid", chromedp.WaitVisible(`#designer-grid[data-grid="sphere"] circle`, byQuery))
		p.setValue("#designer-z", "2", "change")
		p.setValue("#designer-set", "kanoodle-pyramid", "change")
		// Clicked by script: on the phone the button may lie under the
		// page's sticky bar once scrolled into view.
		var ok bool
		p.eval(`(document.getElementById("designer-add-set").click(), true)`, &ok)
		if !p.until(10*time.Second, `document.getElementById("designer-cells").textContent.trim().endsWith("Pieces: 55 balls.")`) {
			t.Fatalf("%s: the Kanoodle pieces not added: %s", sz.name, p.text("#designer-section"))
		}
		if text := p.value("#definition"); !strings.Contains(text, "grid=sphere") || strings.Count(text, "\nC:name=") != 12 {
			t.Errorf("%s: the Kanoodle pieces as\n%s", sz.name, text)
		}

		// Balls in triangular layers: a 3×3 rhombus of balls a layer,
		// the second layer drawn over the first.
		p.click("#designer-new")
		p.setValue("#designer-grid-kind", "sphere-triangle", "change")
		p.within(10*time.Second, "triangular layers", chromedp.WaitVisible(`#designer-grid[data-grid="sphere-triangle"] circle`, byQuery))
		p.setValue("#designer-x", "3", "change")
		p.setValue("#designer-y", "3", "change")
		p.setValue("#designer-z", "2", "change")
		p.designerCells("Region: 18 balls. Pieces: 0 balls.")
		p.setValue("#designer-layer", "1", "change")
		p.within(10*time.Second, "layer 2 drawn over layer 1", chromedp.WaitVisible(`#designer-grid circle.under`, byQuery))
		if n := p.evalInt(`document.querySelectorAll("#designer-grid circle.under").length`); n != 9 {
			t.Errorf("%s: %d balls drawn under layer 2, want 9", sz.name, n)
		}
		if text := p.value("#definition"); !strings.Contains(text, "D:grid=sphere:layers=triangle:xDim=3:yDim=3:zDim=2") {
			t.Errorf("%s: the designer wrote\n%s", sz.name, text)
		}
		p.sectionShot("#designer-section", "balls-"+sz.name+"-designer-triangle")
	}
}
