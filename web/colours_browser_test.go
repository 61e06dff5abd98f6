package main

// The colour-blind-safe colour scheme: a switch among the options that
// recolours the pieces, the board and the player, and is kept in the
// browser.

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/ui/link"
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

// articleColours are the pentominoes' colours in the figures of
// "Solving Polyomino and Polycube Puzzles" (Matt Busche), its
// pentominoColor written out in full, but for Y: the article's "yellow"
// (#ffff00) is darkened to #f5e12e to stand out on white.
var articleColours = map[string]string{
	"F": "#770000", "I": "#cc0000", "L": "#007700", "N": "#00cc00",
	"P": "#000077", "T": "#0000cc", "U": "#77cccc", "V": "#cc00cc",
	"W": "#ffaa00", "X": "#ff7777", "Y": "#f5e12e", "Z": "#6000ac",
}

// okabeItoColours are the colours of Okabe and Ito's "Color Universal
// Design" that the colour-blind-safe scheme keeps for the 10x6's first
// pieces in definition order: orange, sky blue, bluish green, blue and
// vermilion (N's yellow and U's reddish purple are moved apart from
// the others, as are the hues of the pieces after them).
var okabeItoColours = map[string]string{
	"F": "#e69f00", "I": "#56b4e9", "L": "#009e73", "P": "#0072b2", "T": "#d55e00",
}

// checkFills fails the test unless the pieces under the board are the
// twelve pentominoes, each with the colour want gives its name, and, if
// unlike is given, of twelve different colours none of which is the one
// unlike gives it.
func checkFills(t *testing.T, state string, got, want, unlike map[string]string) {
	t.Helper()
	seen := map[string]string{}
	for _, name := range []string{"F", "I", "L", "N", "P", "T", "U", "V", "W", "X", "Y", "Z"} {
		c, ok := got[name]
		switch {
		case !ok:
			t.Errorf("%s: piece %s is not listed", state, name)
		case want[name] != "" && c != want[name]:
			t.Errorf("%s: piece %s is %q, want %q", state, name, c, want[name])
		case unlike != nil && c == unlike[name]:
			t.Errorf("%s: piece %s is %q, the other scheme's colour", state, name, c)
		case seen[c] != "":
			t.Errorf("%s: pieces %s and %s are both %q", state, seen[c], name, c)
		}
		seen[c] = name
	}
	if len(got) != 12 {
		t.Errorf("%s: %d pieces listed, want 12", state, len(got))
	}
}

func TestBrowserColourScheme(t *testing.T) {
	docShots(t)
	t.Parallel()
	prob, sol := firstSolution(t, "pentominoes-10x6")
	cells, err := link.EncodeSolution(prob, sol)
	if err != nil {
		t.Fatal(err)
	}
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			st := func(s string) string { return sz.name + ", " + s }
			p := openPage(t, sz.width, sz.height, "#p=pentominoes-10x6&o=-r")
			p.within(10*time.Second, "the pieces", chromedp.WaitVisible(`#pieces`, byQuery))
			checkFills(t, st("standard"), p.pieceFills(), articleColours, nil)

			// The switch recolours the pieces at once.
			p.tab("options")
			p.run("colour-blind-safe colours", chromedp.Click(`#opt-colour-safe`, byQuery))
			p.within(10*time.Second, "recoloured", poll(
				`(li => li && li.querySelector("svg g > path[fill='`+okabeItoColours["F"]+`']") !== null)([...document.querySelectorAll("#pieces li")].find(li => li.querySelector(".piece-name").textContent === "F"))`,
				nil, chromedp.WithPollingInterval(50*time.Millisecond)))
			checkFills(t, st("colour-blind-safe"), p.pieceFills(), okabeItoColours, articleColours)
			p.viewShot(sz.name + "-colour-switch")
			p.checkLabels()
			p.checkA11y(st("colour switch"))

			// Kept across a reload, and used by the player: a shared
			// solution drawn whole in the safe colours differs from the
			// standard ones.
			p.resize(sz.width, sz.height, "#"+link.Share{Key: "pentominoes-10x6", Solution: 1, Cells: cells, Step: 12}.Fragment())
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
			// The colours are the page's style: the board's pixels say
			// when they are drawn.
			if n := p.repainted("#player-board", safeShot, 1000, 10*time.Second); n < 1000 {
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
