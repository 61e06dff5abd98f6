package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/solver"
	"polyplay/ui"
	"polyplay/ui/link"
	"polyplay/ui/play"
)

// noZ lists what a page shows or says (its text outside scripts and
// styles, and its attributes) that names a layer by its coordinate
// ("z = 0") rather than by its number ("Layer 1").
const noZ = `(() => {
	const bad = [], re = /\bz = \d/;
	const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n; (n = w.nextNode()); ) {
		const tag = n.parentElement ? n.parentElement.tagName : "";
		if (tag !== "SCRIPT" && tag !== "STYLE" && re.test(n.data)) bad.push(tag + ": " + n.data.trim().slice(0, 80));
	}
	for (const e of document.querySelectorAll("*")) {
		for (const a of e.attributes) if (re.test(a.value)) bad.push(e.tagName + "@" + a.name + ": " + a.value.slice(0, 80));
	}
	return bad;
})()`

// TestBrowserPlaceNames: a place has one name in every view. In Play on
// the Kanoodle pyramid, at both sizes, a piece held over a place on the
// second layer (the layer row saying "Layer 2 of 5") is named by the
// ghost's line as the status names it once placed there, counted in the
// layer's own rows (1 to 4). After Solve the main page's layer views,
// and an embed's, name layers from 1 and never by "z =".
func TestBrowserPlaceNames(t *testing.T) {
	docShots(t)
	t.Parallel()
	chromium(t)
	pz := libraryPlay(t, "kanoodle-pyramid")
	// The model's game: the first piece of the tray held with its
	// least corner on the second layer, as far along x and y as it
	// fits, and the scene's keys that take it there from where N puts
	// it.
	var g *play.Game
	var keys []string
	for y := pz.Y - 1; y >= 0 && g == nil; y-- {
		for x := pz.X - 1; x >= 0; x-- {
			try := play.NewGame(pz)
			nextPiece(try)
			k := moveKeys(try, solver.Point{X: x, Y: y, Z: 1})
			if _, _, fits := try.HeldFits(); fits && least(try.HeldCells()).Z == 1 {
				g, keys = try, k
				break
			}
		}
	}
	if g == nil {
		t.Fatal("the first piece fits nowhere on the pyramid's second layer")
	}
	held := pz.PlaceName(g.HeldCells())
	if !strings.HasPrefix(held, "layer 2, ") || strings.Contains(held, "row 5") {
		t.Fatalf("the model names the place %q, want one of layer 2's rows 1 to 4", held)
	}
	placed := g.Drop()
	if placed.Refused {
		t.Fatalf("the model refuses the drop: %s", placed.Text)
	}
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#p=kanoodle-pyramid")
			p.openPlay()
			p.within(10*time.Second, "the scene", chromedp.WaitVisible(`#play-scene-svg`, byQuery))
			p.scrollTo("#play-scene")
			p.eval(`(document.getElementById("play-scene").focus(), true)`, nil)
			p.keys("n")
			p.keys(keys...)
			p.waitText("#play-scene-ghost", "held over "+held+": it fits")
			p.waitText("#play-layer", "Layer 2 of 5")
			ghost := p.text("#play-scene-ghost")
			p.viewShot(sz.name + "-places-held")
			p.keys(kb.Enter)
			p.waitText("#play-status", placed.Text)
			status := p.text("#play-status")
			// The page's own words: the place after "held over" and
			// the one after "placed at" are the same.
			over := between(ghost, "held over ", ":")
			at := between(status, "placed at ", ".")
			if over == "" || over != at {
				t.Errorf("the ghost's line %q names %q, the status %q names %q", ghost, over, status, at)
			}
			p.viewShot(sz.name + "-places-placed")

			// The main page after Solve: the Soma cube's layers.
			p.open("#p=soma")
			p.waitReady()
			p.solveAndWait(2 * time.Minute)
			if got := p.attr("#player-board", "aria-label"); !strings.HasPrefix(got, "Layers 1 to 3, side by side") {
				t.Errorf("the solution's board is labelled %q, want its layers 1 to 3", got)
			}
			var bad []string
			p.eval(noZ, &bad)
			if len(bad) > 0 {
				t.Errorf("the main page after Solve names layers by z: %q", bad)
			}
			p.viewShot(sz.name + "-places-solved")

			// An embed of a solution drawn as layers.
			_, _, cells := solutionCells(t, "soma")
			share := link.Share{Key: "soma", Solution: 1, Cells: cells, View: link.View2D}
			p.open("embed.html#" + ui.EmbedShare(share, 480, 360).Fragment())
			p.within(30*time.Second, "the embed plays", chromedp.WaitVisible(`#embed-page[data-state="ready"]`, byQuery))
			var labels []string
			p.eval(`[...document.querySelectorAll("[role=img]")].map(e => e.getAttribute("aria-label"))`, &labels)
			if !strings.Contains(strings.Join(labels, "|"), "Layers 1 to 3 side by side") {
				t.Errorf("the embed's drawing is labelled %q, want its layers 1 to 3", labels)
			}
			p.eval(noZ, &bad)
			if len(bad) > 0 {
				t.Errorf("the embed names layers by z: %q", bad)
			}
			// Each layer captioned as the main page captions it, in
			// letters at least 11 px high, inside the drawing.
			var caps []struct {
				Text   string
				H      float64
				Inside bool
			}
			p.eval(`(() => { const s = document.querySelector("#embed-page svg").getBoundingClientRect();
				return [...document.querySelectorAll("#embed-page text.layer-caption")].map(e => { const r = e.getBoundingClientRect();
					return {Text: e.textContent, H: r.height, Inside: r.left >= s.left && r.right <= s.right && r.top >= s.top && r.bottom <= s.bottom} }) })()`, &caps)
			if len(caps) != 3 {
				t.Errorf("the embed captions %d layers, want 3: %+v", len(caps), caps)
			}
			for i, c := range caps {
				if want := "Layer " + strconv.Itoa(i+1); c.Text != want || c.H < 11 || !c.Inside {
					t.Errorf("the embed's caption %d: %+v, want %q at least 11 px high inside the drawing", i+1, c, want)
				}
			}
			p.viewShot(sz.name + "-places-embed")
		})
	}
}

// between returns the part of s after the first before and up to the
// next after, or "".
func between(s, before, after string) string {
	_, rest, ok := strings.Cut(s, before)
	if !ok {
		return ""
	}
	got, _, ok := strings.Cut(rest, after)
	if !ok {
		return ""
	}
	return got
}
