package main

// The colour-blind-safe colour scheme: a switch among the options that
// recolours the pieces, the board and the player, and is kept in the
// browser.

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/solver"
	"polyplay/ui"
	"polyplay/ui/player"
)

// pieceFills reads each listed piece's colour from the pieces under the
// board.
func (p *page) pieceFills() map[string]string {
	p.t.Helper()
	var pairs [][2]string
	p.eval(`[...document.querySelectorAll("#pieces li")].map(li => [li.querySelector(".piece-name").textContent,
		[...li.querySelectorAll("svg g > path")].map(r => r.getAttribute("fill")).find(f => f && f !== "#ffffff") || ""])`, &pairs)
	out := map[string]string{}
	for _, pr := range pairs {
		out[pr[0]] = pr[1]
	}
	return out
}

// checkFills fails the test unless the pieces under the board have the
// colours want gives their names.
func checkFills(t *testing.T, state string, got, want map[string]string, prob *solver.Problem) {
	t.Helper()
	n := 0
	for _, pc := range prob.Pieces {
		if pc.Stationary {
			continue
		}
		n++
		if got[pc.Name] != want[pc.Name] {
			t.Errorf("%s: piece %s is %q, want %q", state, pc.Name, got[pc.Name], want[pc.Name])
		}
	}
	if len(got) != n {
		t.Errorf("%s: %d pieces listed, want %d", state, len(got), n)
	}
}

func TestBrowserColourScheme(t *testing.T) {
	t.Parallel()
	prob, sol := firstSolution(t, "pentominoes-10x6")
	cells, err := ui.EncodeSolution(prob, sol)
	if err != nil {
		t.Fatal(err)
	}
	standard, safe := player.Colours(prob), player.SafeColours(prob)
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			st := func(s string) string { return sz.name + ", " + s }
			p := openPage(t, sz.width, sz.height, "#p=pentominoes-10x6&o=-r")
			p.within(10*time.Second, "the pieces", chromedp.WaitVisible(`#pieces`, byQuery))
			checkFills(t, st("standard"), p.pieceFills(), standard, prob)

			// The switch recolours the pieces at once.
			p.tab("options")
			p.run("colour-blind-safe colours", chromedp.Click(`#opt-colour-safe`, byQuery))
			p.within(10*time.Second, "recoloured", poll(
				`(li => li && li.querySelector("svg g > path[fill='`+safe["F"]+`']") !== null)([...document.querySelectorAll("#pieces li")].find(li => li.querySelector(".piece-name").textContent === "F"))`,
				nil, chromedp.WithPollingInterval(50*time.Millisecond)))
			checkFills(t, st("colour-blind-safe"), p.pieceFills(), safe, prob)
			p.viewShot(sz.name + "-colour-switch")
			p.checkLabels()
			p.checkA11y(st("colour switch"))

			// Kept across a reload, and used by the player: a shared
			// solution drawn whole in the safe colours differs from the
			// standard ones.
			p.resize(sz.width, sz.height, "#"+ui.Share{Key: "pentominoes-10x6", Solution: 1, Cells: cells, Step: 12}.Fragment())
			p.within(30*time.Second, "the shared solution", chromedp.WaitVisible(`#player[data-step="12"]`, byQuery))
			var on bool
			p.eval(`document.getElementById("opt-colour-safe").checked`, &on)
			if !on {
				t.Errorf("%s: the switch is off after a reload", st("reloaded"))
			}
			p.inView(st("reloaded"), "#player-board", false)
			p.viewShot(sz.name + "-colour-safe")
			safeShot := p.shot("#player-board")
			p.tab("options")
			p.run("standard colours", chromedp.Click(`#opt-colour-safe`, byQuery))
			p.within(5*time.Second, "off", poll(`!document.getElementById("opt-colour-safe").checked`, nil))
			p.run("settle", chromedp.Sleep(300*time.Millisecond))
			if n := differ(safeShot, p.shot("#player-board")); n < 1000 {
				t.Errorf("%s: the player's board changed in %d pixels with the colours", st("reloaded"), n)
			}
			var kept string
			p.eval(`localStorage.getItem("polyplay.colours")`, &kept)
			if kept != `"standard"` {
				t.Errorf("%s: kept scheme %s, want \"standard\"", st("reloaded"), kept)
			}
		})
	}
}
