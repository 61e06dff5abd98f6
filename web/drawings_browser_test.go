package main

// Drawings that can be read: the layer views of a solution, in the
// player and in the embed, with every ball a finger's target and names
// that can be read; and Play's scene, whose working layer's places show
// over the layers below it.

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/ui/link"
	"polyplay/ui/player"
)

// minLabel is the least size, in CSS pixels, of a name written on a
// drawing.
const minLabel = 11

// layerView is what a layer view says it was drawn at (ui's paint2D)
// and where it is on the page.
type layerView struct {
	Cell, Span, Label, Caption, Cols float64
	Width, Wrap                      float64
}

// TestBrowserLayerViews solves the Kanoodle pyramid at a desktop's and
// a phone's size: the player's layer views beside the 3-D view draw
// every ball at least player.MinTarget pixels across, in as many rows
// as that takes, the pieces' names and the layers' captions at least
// minLabel pixels high; the canvas is as wide as its layers a row at
// that size.
func TestBrowserLayerViews(t *testing.T) {
	docShots(t)
	t.Parallel()
	chromium(t)
	for _, sz := range gridSizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#p=kanoodle-pyramid")
			p.within(20*time.Second, "the puzzle is shown", chromedp.WaitVisible(`#definition-error.ok`, byQuery))
			p.solveAndWait(3 * time.Minute)
			if st := p.attr("#run-status", "data-status"); st != "done" {
				t.Fatalf("run status %q (%s)", st, p.text("#run-status"))
			}
			p.within(20*time.Second, "the layer views", chromedp.WaitVisible(`canvas.pplayer-board[data-cell]`, byQuery))
			p.scrollTo("canvas.pplayer-board")
			var v layerView
			p.eval(`(c => ({Cell: +c.dataset.cell, Span: +c.dataset.span, Label: +c.dataset.label, Caption: +c.dataset.caption,
				Cols: +c.dataset.cols, Width: c.getBoundingClientRect().width, Wrap: c.parentElement.clientWidth}))(document.querySelector("canvas.pplayer-board"))`, &v)
			checkLayerView(t, sz.name, v, 5)
			var scroll float64
			p.eval(`document.documentElement.scrollWidth`, &scroll)
			if scroll > float64(sz.width) {
				t.Errorf("%s: the page is %.0f px wide (horizontal scrolling)", sz.name, scroll)
			}
			p.elementShot(sz.name+"-pyramid-layers", ".pplayer-stage")
		})
	}
}

// checkLayerView checks the sizes a layer view of layers x cells wide
// was drawn at, and that its canvas is as wide as its layers a row at
// its cell size (player.ArrangeLayers' margins: 0.15 cell each side).
func checkLayerView(t *testing.T, name string, v layerView, x int) {
	t.Helper()
	t.Logf("%s: %g layers a row, cells %.1f px, balls %.1f px, names %.1f px, captions %.1f px, canvas %.0f px in %.0f", name, v.Cols, v.Cell, v.Span, v.Label, v.Caption, v.Width, v.Wrap)
	if v.Span < player.MinTarget {
		t.Errorf("%s: a ball is %.1f px across, under %d", name, v.Span, player.MinTarget)
	}
	if v.Label < minLabel || v.Caption < minLabel {
		t.Errorf("%s: the pieces' names are %.1f px and the layers' captions %.1f px, under %d", name, v.Label, v.Caption, minLabel)
	}
	cols := int(v.Cols)
	want := (float64(cols*x+(cols-1)*player.LayerGap) + 0.3) * v.Cell
	if math.Abs(v.Width-want) > 1 {
		t.Errorf("%s: the canvas is %.1f px wide, want %.1f (%d layers a row of %.2f px cells)", name, v.Width, want, cols, v.Cell)
	}
	if v.Width > v.Wrap+1 && cols > 1 {
		t.Errorf("%s: %d layers a row are %.0f px wide in a column of %.0f px", name, cols, v.Width, v.Wrap)
	}
}

// TestBrowserPlayLayerPlaces: in Play on the Kanoodle pyramid, a
// challenge's pieces placed, on the third layer at both sizes, the
// working layer's places drawn are its free ones, and at the centre of
// each the page shows the place itself (document.elementFromPoint), or
// a face of the layers above, faded; with those lifted away (See
// inside), the place itself: no ball of the layers below covers it.
func TestBrowserPlayLayerPlaces(t *testing.T) {
	docShots(t)
	t.Parallel()
	chromium(t)
	for _, sz := range gridSizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#p=kanoodle-pyramid")
			p.openPlay()
			p.setValue("#play-left", "5", "change")
			p.press("#play-challenge")
			p.waitText("#play-status", "5 pieces to place")
			p.press("#play-layer-up")
			p.press("#play-layer-up")
			p.waitText("#play-layer", "Layer 3 of")
			p.scrollTo("#play-scene")
			// The third layer's 9 places that no piece covers.
			free := map[string]bool{}
			for x := range 3 {
				for y := range 3 {
					free[fmt.Sprintf("%d,%d", x, y)] = true
				}
			}
			for _, pl := range parsePlaced(t, p.placed()) {
				for _, c := range pl.Cells {
					if c.Z == 2 {
						delete(free, fmt.Sprintf("%d,%d", c.X, c.Y))
					}
				}
			}
			check := func(lifted bool) {
				var places []struct {
					X, Y int
					At   string
				}
				p.eval(`[...document.querySelectorAll("#play-scene-svg .scene-place")].map(e => {
					const r = e.getBoundingClientRect(), at = document.elementFromPoint(r.left + r.width/2, r.top + r.height/2);
					return {X: +e.dataset.x, Y: +e.dataset.y,
						At: at === e ? "the place" : at && at.closest(".scene-near") ? "a faded face" : at && at.closest(".scene-placed") ? "a piece's face" : String(at && at.tagName)};
				})`, &places)
				if len(places) != len(free) || len(free) == 0 {
					t.Errorf("%s: %d places drawn on the working layer, %d free", sz.name, len(places), len(free))
				}
				for _, pl := range places {
					if !free[fmt.Sprintf("%d,%d", pl.X, pl.Y)] {
						t.Errorf("%s: the place (%d, %d) is drawn, but a piece covers it", sz.name, pl.X, pl.Y)
					}
					if pl.At != "the place" && (lifted || pl.At != "a faded face") {
						t.Errorf("%s, the layers above lifted %v: at the centre of the free place (%d, %d) is %s", sz.name, lifted, pl.X, pl.Y, pl.At)
					}
				}
			}
			check(false)
			p.elementShot(sz.name+"-pyramid-play-layer3", "#play-scene-svg")
			p.press("#play-scene-lift")
			p.press("#play-scene-lift")
			p.waitText("#play-scene-lift", "Layers 1–3 shown")
			p.scrollTo("#play-scene")
			check(true)
		})
	}
}

// TestBrowserEmbedLayerViews plays a Kanoodle pyramid solution in the
// embed page at 800x600 to the end: its layer views draw every ball at
// least player.MinTarget pixels across, each layer captioned ("Layer
// 1"), and no word of the format's devices shown.
func TestBrowserEmbedLayerViews(t *testing.T) {
	docShots(t)
	t.Parallel()
	_, _, cells := solutionCells(t, "kanoodle-pyramid")
	p := newTab(t, 800, 600)
	p.open("embed.html#" + link.Share{Key: "kanoodle-pyramid", Cells: cells, Speed: 8}.Fragment())
	p.within(30*time.Second, "the embed plays",
		chromedp.WaitVisible(`#embed-page[data-state="ready"][data-playing="true"]`, byQuery))
	p.within(30*time.Second, "the solution is assembled", poll(
		`(e => e.dataset.step === "12" && e.dataset.steps === "12")(document.getElementById("embed-page"))`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	// The drawing's scale on the page: its box against its viewBox
	// (shown whole, centred).
	var s struct{ W, H, VW, VH float64 }
	p.eval(`(s => { const r = s.getBoundingClientRect(), v = s.viewBox.baseVal; return {W: r.width, H: r.height, VW: v.width, VH: v.height} })(document.querySelector("#embed-stage svg"))`, &s)
	span, err := strconv.ParseFloat(p.attr("#embed-stage svg", "data-span"), 64)
	if err != nil {
		t.Fatalf("the embed's drawing has no data-span: %v", err)
	}
	got := span * min(s.W/s.VW, s.H/s.VH)
	t.Logf("800x600 embed: a ball is %.1f px across in a %gx%g drawing shown %.0fx%.0f", got, s.VW, s.VH, s.W, s.H)
	if got < player.MinTarget {
		t.Errorf("800x600 embed: a ball is %.1f px across (%.1f units in a %gx%g drawing shown %.0fx%.0f), under %d", got, span, s.VW, s.VH, s.W, s.H, player.MinTarget)
	}
	// Its words: each layer captioned as on the main page, and no
	// device of the format in anything it shows.
	var caps []string
	p.eval(`[...document.querySelectorAll("#embed-stage text.layer-caption")].map(e => e.textContent)`, &caps)
	if want := []string{"Layer 1", "Layer 2", "Layer 3", "Layer 4", "Layer 5"}; !slices.Equal(caps, want) {
		t.Errorf("800x600 embed: the layers are captioned %q, want %q", caps, want)
	}
	var shown []string
	p.eval(shownWords, &shown)
	for _, line := range shown {
		for _, w := range []string{"*", "stationary", "box", "cell", "z = "} {
			if says(line, w) {
				t.Errorf("800x600 embed: it shows %q, which says %q", line, w)
			}
		}
	}
	p.viewShot("embed-pyramid-800")
}

// elementShot saves a screenshot of the element matching sel alone to
// $POLYPLAY_SCREENSHOTS (none without it).
func (p *page) elementShot(name, sel string) {
	p.t.Helper()
	dir := os.Getenv("POLYPLAY_SCREENSHOTS")
	if dir == "" {
		return
	}
	var buf []byte
	p.run("screenshot "+name, chromedp.Screenshot(sel, &buf, byQuery))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf, 0o644); err != nil {
		p.t.Fatal(err)
	}
}
