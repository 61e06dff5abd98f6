package main

// The embed in frames of a plain page of our own (issue 21): it fills its
// frame at 300x200, 480x360 and 800x600, 2-D and 3-D, with no scrollbar
// and its controls and link back visible; it respects
// prefers-reduced-motion; the animated SVG image plays as an <img>.

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"polyplay/ui"
	"polyplay/ui/link"
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
	// Title is the puzzle's title in the controls' line: its width shown
	// (0: left out) and the width its text needs.
	Title, TitleNeeds float64
}

func TestBrowserEmbedFit(t *testing.T) {
	t.Parallel()
	_, _, pcells := solutionCells(t, "pentominoes-10x6")
	_, _, scells := solutionCells(t, "soma")
	links := map[string]string{
		"2d": link.Share{Key: "pentominoes-10x6", Cells: pcells}.Fragment(),
		"3d": link.Share{Key: "soma", Cells: scells}.Fragment(),
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
				SVG: r("#embed-stage svg"), Play: r("#embed-play"), Restart: r("#embed-restart"), Open: r("#embed-open"), Counter: r("#embed-counter"),
				Title: d.getElementById("embed-title").clientWidth, TitleNeeds: d.getElementById("embed-title").scrollWidth};
		})(document.getElementById(%q))`, id), &l)
		if l.SW > l.IW || l.SH > l.IH {
			t.Errorf("%s: content %gx%g in a %gx%g frame: it scrolls", id, l.SW, l.SH, l.IW, l.IH)
		}
		for name, b := range map[string]frameBox{"animation": l.SVG, "Play": l.Play, "Restart": l.Restart, "Open in Polyplay": l.Open, "counter": l.Counter} {
			if b.L < 0 || b.T < 0 || b.R > l.IW || b.B > l.IH || b.R-b.L < 1 || b.B-b.T < 1 {
				t.Errorf("%s: %s at %v, outside the %gx%g frame or empty", id, name, b, l.IW, l.IH)
			}
		}
		// The title is shown whole, or, in a frame too narrow for it
		// beside the controls, not at all: never cut to a letter or two.
		if l.Title > 0 && l.TitleNeeds > l.Title || l.IW >= 400 && l.Title == 0 {
			t.Errorf("%s: the title shows %g of its %g pixels in a %g-pixel frame", id, l.Title, l.TitleNeeds, l.IW)
		}
		// The animation takes what the controls leave, above them.
		if l.SVG.B > l.Play.T || l.SVG.B-l.SVG.T < l.IH-60 || l.SVG.R-l.SVG.L < l.IW-20 {
			t.Errorf("%s: animation %v, controls from %.0f, in a %gx%g frame", id, l.SVG, l.Play.T, l.IW, l.IH)
		}
	}

	// On a touch screen (a phone reading a post), the buttons are a
	// finger's target, 32 pixels high, and the controls still fit the
	// smallest frame.
	p.touching()
	p.run("touch screen", emulation.SetTouchEmulationEnabled(true).WithMaxTouchPoints(5))
	p.run("reload the frames", chromedp.Reload())
	p.within(60*time.Second, "every embed plays on a touch screen", poll(
		`[...document.querySelectorAll("iframe")].every(f => f.contentDocument && f.contentDocument.querySelector('#embed-page[data-state="ready"][data-playing="true"]'))`,
		nil, chromedp.WithPollingInterval(100*time.Millisecond)))
	for _, id := range ids {
		var l frameLayout
		p.eval(fmt.Sprintf(`(f => {
			const d = f.contentDocument, w = f.contentWindow, se = d.scrollingElement;
			const r = s => { const b = d.querySelector(s).getBoundingClientRect(); return {L: b.left, T: b.top, R: b.right, B: b.bottom} };
			return {IW: w.innerWidth, IH: w.innerHeight, SW: se.scrollWidth, SH: se.scrollHeight, SVG: r("#embed-stage svg"), Play: r("#embed-play"), Restart: r("#embed-restart"), Open: r("#embed-open")};
		})(document.getElementById(%q))`, id), &l)
		for name, b := range map[string]frameBox{"Play": l.Play, "Restart": l.Restart} {
			if b.B-b.T < 32 || b.L < 0 || b.R > l.IW || b.B > l.IH {
				t.Errorf("%s on a touch screen: %s at %v in a %gx%g frame, want 32 pixels high, inside", id, name, b, l.IW, l.IH)
			}
		}
		if l.SW > l.IW || l.SH > l.IH || l.Open.R > l.IW || l.SVG.B > l.Play.T {
			t.Errorf("%s on a touch screen: content %gx%g in %gx%g, Open in Polyplay ends at %.0f, animation %v above %v", id, l.SW, l.SH, l.IW, l.IH, l.Open.R, l.SVG, l.Play)
		}
	}
	p.run("no touch screen", emulation.SetTouchEmulationEnabled(false))

	// Reduced motion: the assembled solution, paused, until Play.
	r := newTab(t, 480, 555)
	r.run("reduce motion", emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}))
	r.open("embed.html#" + links["3d"])
	r.within(30*time.Second, "the embed shows the solution, paused",
		chromedp.WaitVisible(`#embed-page[data-state="ready"][data-playing="false"][data-step="7"]`, byQuery))
	a := r.shot("#embed-stage")
	// Measures time itself: the picture stays as it is for 0.6 s.
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
	// Measures time itself: an image's animation says nothing to the
	// page, only its pixels change as time goes.
	p.run("wait", chromedp.Sleep(700*time.Millisecond))
	b := p.shot("#img")
	if n := differ(a, b); n < 200 {
		t.Errorf("two screenshots of the image 0.7 s apart differ in %d pixels: it does not play", n)
	}
}

// TestBrowserEmbedInPost pastes what "Copy embed code" and "Embed as
// image" give (both iframe forms, a 2-D and a 3-D puzzle, and the images'
// HTML) into a blog post of our own, served from another origin, with
// paragraphs around them, and reads it in a 320- and a 1280-pixel window:
// every embed fits the post's column, keeps its aspect ratio, nothing
// scrolls sideways, the full-width 3-D embed fits the window's height,
// and in each frame the animation plays within it, above its controls,
// and Pause, clicked through the other origin, pauses it.
func TestBrowserEmbedInPost(t *testing.T) {
	t.Parallel()
	p := newTab(t, 1280, 800)
	type embed struct {
		key  string
		w, h int // the snippet's size
	}
	var snippets []string
	var sizes []embed // of the post's iframes, then of its images
	images := map[string]string{}
	for _, key := range []string{"pentominoes-10x6", "soma"} {
		prob, sol, cells := solutionCells(t, key)
		// As onEmbedCode and onEmbedImage make them.
		w, h := link.EmbedSize(prob, prob.ZDim > 1)
		src := link.EmbedURL(p.url, ui.EmbedShare(link.Share{Key: key, Solution: 1, Cells: cells}, w, h))
		snippets = append(snippets, link.EmbedCode(src, "Polyplay: "+key, w, h), link.ResponsiveEmbedCode(src, "Polyplay: "+key, w, h))
		sizes = append(sizes, embed{key, w, h}, embed{key, w, h})
		opts := player.SVGAnimation{Title: key, Counter: player.DefaultCounter, Step: 300 * time.Millisecond, View3D: prob.ZDim > 1}
		doc, err := player.AnimatedSVG(prob, player.NewBoard(prob), player.Assembly(sol, player.BottomUp), opts)
		if err != nil {
			t.Fatal(err)
		}
		images["/"+key+"-animation.svg"] = doc
	}
	for _, key := range []string{"pentominoes-10x6", "soma"} {
		prob, _ := firstSolution(t, key)
		w, h := player.AnimationSize(prob, player.SVGAnimation{View3D: prob.ZDim > 1})
		_, htm := link.ImageCode(key+"-animation.svg", "Animation: "+key, int(w), int(h))
		snippets = append(snippets, htm)
		sizes = append(sizes, embed{key, int(w), int(h)})
	}
	const words = "<p>Polyomino puzzles have fascinated mathematicians since Solomon Golomb named them in 1953. The twelve pentominoes tile a 10×6 rectangle in 2,339 ways, not counting rotations and reflections; here is one, assembled piece by piece.</p>\n"
	var post strings.Builder
	post.WriteString(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title>
<style>body{margin:0;font:17px/1.6 Georgia,serif;background:#fafaf7}main{max-width:720px;margin:0 auto;padding:0 16px}</style></head><body><main><h1>Pentominoes and the Soma cube</h1>` + "\n" + words)
	for _, s := range snippets {
		post.WriteString(s + "\n" + words)
	}
	post.WriteString("</main></body></html>\n")
	blog := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if doc, ok := images[r.URL.Path]; ok {
			w.Header().Set("Content-Type", "image/svg+xml")
			io.WriteString(w, doc)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, post.String())
	}))
	t.Cleanup(blog.Close)
	if strings.HasPrefix(p.url, blog.URL) {
		t.Fatalf("the post is served from the site's origin %s", blog.URL)
	}

	for _, width := range []int{320, 1280} {
		at := fmt.Sprintf("%dx800", width)
		p.run("viewport", chromedp.EmulateViewport(int64(width), 800))
		p.run("open the post", chromedp.Navigate(blog.URL+"/post.html"))
		var l struct {
			IW, IH, SW float64
			Column     frameBox
			Embeds     []frameBox
		}
		p.eval(`(() => {
			const r = e => { const b = e.getBoundingClientRect(); return {L: b.left, T: b.top, R: b.right, B: b.bottom} };
			const main = document.querySelector("main"), cs = getComputedStyle(main);
			const col = r(main); col.L += parseFloat(cs.paddingLeft); col.R -= parseFloat(cs.paddingRight);
			return {IW: innerWidth, IH: innerHeight, SW: document.scrollingElement.scrollWidth, Column: col,
				Embeds: [...document.querySelectorAll("main iframe, main img")].map(r)};
		})()`, &l)
		if l.SW > l.IW {
			t.Errorf("%s: the post is %g pixels wide in a %g-pixel window", at, l.SW, l.IW)
		}
		if len(l.Embeds) != len(sizes) {
			t.Fatalf("%s: %d embeds in the post, want %d", at, len(l.Embeds), len(sizes))
		}
		for i, b := range l.Embeds {
			e := sizes[i]
			w, h := b.R-b.L, b.B-b.T
			if b.L < l.Column.L-0.5 || b.R > l.Column.R+0.5 {
				t.Errorf("%s: embed %d (%s) at %v, outside the column %v", at, i+1, e.key, b, l.Column)
			}
			if want := w * float64(e.h) / float64(e.w); h < want-1.5 || h > want+1.5 {
				t.Errorf("%s: embed %d (%s) is %.0fx%.0f, not the aspect ratio of %dx%d", at, i+1, e.key, w, h, e.w, e.h)
			}
			if i < 4 && h > 0.9*l.IH+1 {
				t.Errorf("%s: embed %d (%s) is %.0f pixels high in an %g-pixel window", at, i+1, e.key, h, l.IH)
			}
		}
		// Inside each frame (another origin: read through an isolated
		// world of the frame).
		ids := childFrames(t, p)
		if len(ids) != 4 {
			t.Fatalf("%s: %d frames, want 4", at, len(ids))
		}
		for i, id := range ids {
			p.eval(fmt.Sprintf(`document.querySelectorAll("main iframe")[%d].scrollIntoView({block: "center"}), true`, i), nil)
			var in frameLayout
			ready, cancel := context.WithTimeout(p.ctx, 60*time.Second)
			waitFor(ready, 100*time.Millisecond, func() bool {
				frameEval(t, p, id, `(() => {
					const d = document, se = d.scrollingElement, page = d.getElementById("embed-page");
					if (!page) return {};
					const r = s => { const b = d.querySelector(s).getBoundingClientRect(); return {L: b.left, T: b.top, R: b.right, B: b.bottom} };
					return {State: page.dataset.state, Playing: page.dataset.playing, IW: innerWidth, IH: innerHeight, SW: se.scrollWidth, SH: se.scrollHeight,
						SVG: page.dataset.state === "ready" ? r("#embed-stage svg") : {}, Play: r("#embed-play")};
				})()`, &in)
				return in.State == "ready" && in.Playing == "true"
			})
			cancel()
			name := fmt.Sprintf("%s: frame %d (%s)", at, i+1, sizes[i].key)
			b := l.Embeds[i]
			if in.State != "ready" || in.Playing != "true" {
				t.Errorf("%s: state %q, playing %q", name, in.State, in.Playing)
				continue
			}
			if in.IW < b.R-b.L-1 || in.IW > b.R-b.L+1 || in.SW > in.IW || in.SH > in.IH {
				t.Errorf("%s: content %gx%g in a %gx%g frame shown %.0f wide", name, in.SW, in.SH, in.IW, in.IH, b.R-b.L)
			}
			if in.SVG.B > in.Play.T || in.SVG.R-in.SVG.L < in.IW-20 || in.SVG.B-in.SVG.T < in.IH-60 || in.Play.B > in.IH {
				t.Errorf("%s: animation %v, controls %v, in a %gx%g frame", name, in.SVG, in.Play, in.IW, in.IH)
			}
			var top float64
			p.eval(fmt.Sprintf(`document.querySelectorAll("main iframe")[%d].getBoundingClientRect().top`, i), &top)
			x, y := b.L+(in.Play.L+in.Play.R)/2, top+(in.Play.T+in.Play.B)/2
			p.run("click Pause", chromedp.MouseClickXY(x, y))
			paused, cancel := context.WithTimeout(p.ctx, 10*time.Second)
			waitFor(paused, 50*time.Millisecond, func() bool {
				frameEval(t, p, id, `document.getElementById("embed-page").dataset.playing`, &in.Playing)
				return in.Playing == "false"
			})
			cancel()
			if in.Playing != "false" {
				t.Errorf("%s: Pause clicked at (%.0f,%.0f) did not pause", name, x, y)
			}
		}
		p.eval(`scrollTo(0, 0), true`, nil)
		p.screenshot("embed-in-post-"+strconv.Itoa(width), width)
	}
	if p.panicked() {
		t.Errorf("the Go program panicked")
	}
}

// childFrames returns the frames of the page's document, in the order of
// their elements.
func childFrames(t *testing.T, p *page) []cdp.FrameID {
	t.Helper()
	var ids []cdp.FrameID
	p.run("read the frames", chromedp.ActionFunc(func(ctx context.Context) error {
		tree, err := cdppage.GetFrameTree().Do(ctx)
		if err != nil {
			return err
		}
		for _, f := range tree.ChildFrames {
			ids = append(ids, f.Frame.ID)
		}
		return nil
	}))
	return ids
}

// frameEval evaluates js in an isolated world of frame id (of any
// origin), and decodes its value into out.
func frameEval(t *testing.T, p *page, id cdp.FrameID, js string, out any) {
	t.Helper()
	p.run("evaluate in a frame", chromedp.ActionFunc(func(ctx context.Context) error {
		var res *runtime.RemoteObject
		var exc *runtime.ExceptionDetails
		var err error
		// The frame's document may be replaced between the two calls
		// (a frame still loading its page): then again, in a world of
		// the new one, until it answers.
		wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		waitFor(wctx, 50*time.Millisecond, func() bool {
			var world runtime.ExecutionContextID
			if world, err = cdppage.CreateIsolatedWorld(id).Do(ctx); err != nil {
				return true
			}
			res, exc, err = runtime.Evaluate(js).WithContextID(world).WithReturnByValue(true).Do(ctx)
			return err == nil || !strings.Contains(err.Error(), "Cannot find context with specified id")
		})
		if err != nil {
			return err
		}
		if exc != nil {
			return exc
		}
		return json.Unmarshal(res.Value, out)
	}))
}
