package main

// The embed in frames of a plain page of our own (issue 21): it fills its
// frame at 300x200, 480x360 and 800x600, 2-D and 3-D, with no scrollbar
// and its controls and link back visible; it respects
// prefers-reduced-motion; the animated SVG image plays as an <img>.

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"polyplay/ui"
	"polyplay/ui/player"
)

// frameBox is an element's rectangle in its frame.
type frameBox struct{ L, T, R, B float64 }

func (b frameBox) String() string { return fmt.Sprintf("(%.0f,%.0f)-(%.0f,%.0f)", b.L, b.T, b.R, b.B) }

// frameLayout is what TestBrowserEmbedFit reads from one frame.
type frameLayout struct {
	State, Playing     string
	IW, IH, SW, SH     float64
	SVG, Play, Restart frameBox
	Open, Counter      frameBox
}

func TestBrowserEmbedFit(t *testing.T) {
	t.Parallel()
	pento, psol := firstSolution(t, "pentominoes-10x6")
	pcells, _ := ui.EncodeSolution(pento, psol)
	soma, ssol := firstSolution(t, "soma")
	scells, _ := ui.EncodeSolution(soma, ssol)
	links := map[string]string{
		"2d": ui.Share{Key: "pentominoes-10x6", Cells: pcells}.Fragment(),
		"3d": ui.Share{Key: "soma", Cells: scells}.Fragment(),
	}
	sizes := [][2]int{{300, 200}, {480, 360}, {800, 600}}
	var page strings.Builder
	page.WriteString("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Embeds</title></head><body style=\"margin:8px;background:#eee\">\n")
	var ids []string
	for _, view := range []string{"2d", "3d"} {
		for _, s := range sizes {
			id := fmt.Sprintf("f-%s-%dx%d", view, s[0], s[1])
			ids = append(ids, id)
			fmt.Fprintf(&page, "<iframe id=%q src=\"embed.html#%s\" width=\"%d\" height=\"%d\" title=\"Polyplay %s\" style=\"border:0;vertical-align:top;background:#fff\"></iframe>\n", id, links[view], s[0], s[1], id)
		}
		page.WriteString("<br>\n")
	}
	page.WriteString("</body></html>\n")
	if err := os.WriteFile(filepath.Join(testSite(t), "fit-test.html"), []byte(page.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	p := newTab(t, 1650, 1300)
	p.open("fit-test.html")
	p.within(60*time.Second, "every embed plays", poll(
		`[...document.querySelectorAll("iframe")].every(f => f.contentDocument && f.contentDocument.querySelector('#embed-page[data-state="ready"][data-playing="true"]'))`,
		nil, chromedp.WithPollingInterval(100*time.Millisecond)))
	p.screenshot("embed-fit", 1650)
	for _, id := range ids {
		var l frameLayout
		p.eval(fmt.Sprintf(`(f => {
			const d = f.contentDocument, w = f.contentWindow, se = d.scrollingElement;
			const r = s => { const b = d.querySelector(s).getBoundingClientRect(); return {L: b.left, T: b.top, R: b.right, B: b.bottom} };
			const page = d.getElementById("embed-page");
			return {State: page.dataset.state, Playing: page.dataset.playing, IW: w.innerWidth, IH: w.innerHeight, SW: se.scrollWidth, SH: se.scrollHeight,
				SVG: r("#embed-stage svg"), Play: r("#embed-play"), Restart: r("#embed-restart"), Open: r("#embed-open"), Counter: r("#embed-counter")};
		})(document.getElementById(%q))`, id), &l)
		if l.SW > l.IW || l.SH > l.IH {
			t.Errorf("%s: content %gx%g in a %gx%g frame: it scrolls", id, l.SW, l.SH, l.IW, l.IH)
		}
		for name, b := range map[string]frameBox{"animation": l.SVG, "Play": l.Play, "Restart": l.Restart, "Open in Polyplay": l.Open, "counter": l.Counter} {
			if b.L < 0 || b.T < 0 || b.R > l.IW || b.B > l.IH || b.R-b.L < 1 || b.B-b.T < 1 {
				t.Errorf("%s: %s at %v, outside the %gx%g frame or empty", id, name, b, l.IW, l.IH)
			}
		}
		// The animation takes what the controls leave, above them.
		if l.SVG.B > l.Play.T || l.SVG.B-l.SVG.T < l.IH-60 || l.SVG.R-l.SVG.L < l.IW-20 {
			t.Errorf("%s: animation %v, controls from %.0f, in a %gx%g frame", id, l.SVG, l.Play.T, l.IW, l.IH)
		}
	}

	// Reduced motion: the assembled solution, paused, until Play.
	r := newTab(t, 480, 555)
	r.run("reduce motion", emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}))
	r.open("embed.html#" + links["3d"])
	r.within(30*time.Second, "the embed shows the solution, paused",
		chromedp.WaitVisible(`#embed-page[data-state="ready"][data-playing="false"][data-step="7"]`, byQuery))
	a := r.shot("#embed-stage")
	r.run("wait", chromedp.Sleep(600*time.Millisecond))
	if n := differ(a, r.shot("#embed-stage")); n != 0 {
		t.Errorf("reduced motion: the animation moved (%d pixels)", n)
	}
	// The page updates after the click's event: wait for it (a busy
	// machine may take a while), and fail with the page's state if not.
	r.run("play", chromedp.Click("#embed-play", byQuery))
	ctx, cancel := context.WithTimeout(r.ctx, 10*time.Second)
	defer cancel()
	if err := chromedp.Run(ctx, chromedp.WaitVisible(`#embed-page[data-playing="true"]`, byQuery)); err != nil {
		t.Errorf("Play did not play under reduced motion: data-playing %q", r.attr("#embed-page", "data-playing"))
	}
}

// TestBrowserEmbedImage: "Embed as image"'s SVG, shown with an <img> (no
// script runs there), plays by itself.
func TestBrowserEmbedImage(t *testing.T) {
	t.Parallel()
	soma, sol := firstSolution(t, "soma")
	doc, err := player.AnimatedSVG(soma, player.NewBoard(soma), player.Assembly(sol, player.BottomUp),
		player.SVGAnimation{Title: "Soma cube", Counter: player.DefaultCounter, Step: 300 * time.Millisecond, View3D: true})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(doc, "<script") {
		t.Fatal("the image holds a script")
	}
	dir := testSite(t)
	if err := os.WriteFile(filepath.Join(dir, "soma-animation.svg"), []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "image-test.html"), []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Image</title></head><body style="margin:0"><img id="img" src="soma-animation.svg" alt="Soma cube, assembled"></body></html>`), 0o644); err != nil {
		t.Fatal(err)
	}
	p := newTab(t, 600, 700)
	p.open("image-test.html")
	p.within(20*time.Second, "the image loads", chromedp.WaitVisible("#img", byQuery), poll(`document.getElementById("img").complete && document.getElementById("img").naturalWidth > 0`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	a := p.shot("#img")
	p.run("wait", chromedp.Sleep(700*time.Millisecond))
	b := p.shot("#img")
	if n := differ(a, b); n < 200 {
		t.Errorf("two screenshots of the image 0.7 s apart differ in %d pixels: it does not play", n)
	}
}
