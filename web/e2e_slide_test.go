package main

// The embed plays a solution taken apart by sliding its pieces, and slid
// together (issue 63): a BurrTools puzzle in a frame of a plain page of
// our own at 480x360, and the Soma cube at 800x600.

import (
	"context"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/def"
	"polyplay/def/source"
	"polyplay/internal/burrexamples"
	"polyplay/solver"
	"polyplay/ui/link"
	"polyplay/ui/player"
)

// burrApart returns the definition text of a BurrTools file of the
// disassembler's test data and the cells of its first assembly that
// comes apart.
func burrApart(t *testing.T, name string) (string, []int) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "solver", "disassemble", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return burrTextApart(t, name, b)
}

// burrTextApart returns the definition text of a BurrTools file and the
// cells of its first assembly (with -r) that comes apart.
func burrTextApart(t *testing.T, name string, b []byte) (string, []int) {
	t.Helper()
	text, err := source.Text(name, b)
	if err != nil {
		t.Fatal(err)
	}
	pz, err := def.Parse(name, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	p := &pz[0].Problem
	s, err := solver.New(p, solver.Options{Search: solver.Search{Redundancy: true}})
	if err != nil {
		t.Fatal(err)
	}
	var cells []int
	if _, err := s.Solve(context.Background(), func(sol solver.Solution) bool {
		if _, err := player.TakeApart(context.Background(), p, sol); err != nil {
			return true
		}
		cells, err = link.EncodeSolution(p, sol)
		if err != nil {
			t.Fatal(err)
		}
		return false
	}); err != nil {
		t.Fatal(err)
	}
	if cells == nil {
		t.Fatalf("%s: no assembly comes apart", name)
	}
	return text, cells
}

func TestBrowserEmbedSlides(t *testing.T) {
	t.Parallel()
	text, cells := burrApart(t, "cage-3.xmpuzzle")
	_, _, soma := solutionCells(t, "soma")
	// PelikanBurr, BurrTools' example of a 98-move disassembly, from its
	// repository's mirror where there is one.
	pelikanSrc := burrexamples.Read(t, "PelikanBurr.xmpuzzle")
	pelikan, pcells := burrTextApart(t, "PelikanBurr.xmpuzzle", pelikanSrc)
	frames := []struct {
		id    string
		share link.Share
		w, h  int
		label string
	}{
		{"cage-apart", link.Share{Source: text, FileName: "cage-3.xmpuzzle", Cells: cells, Speed: 4, Order: player.TakenApart}, 480, 360,
			"taken apart by sliding its pieces (BurrTools level 1.1.2.2)"},
		{"cage-together", link.Share{Source: text, FileName: "cage-3.xmpuzzle", Cells: cells, Speed: 4, Order: player.SlidTogether}, 480, 360,
			"assembled by sliding its pieces together (BurrTools level 1.1.2.2)"},
		{"soma-apart", link.Share{Key: "soma", Cells: soma, Speed: 4, Order: player.TakenApart}, 800, 600,
			"taken apart by sliding its pieces (BurrTools level 1)"},
		{"pelikan-apart", link.Share{Source: pelikan, FileName: "PelikanBurr.xmpuzzle", Cells: pcells, Speed: 50, Order: player.TakenApart}, 480, 360,
			"taken apart by sliding its pieces (BurrTools level 98.2.4.2)"},
	}
	var page strings.Builder
	page.WriteString("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Sliding embeds</title></head><body style=\"margin:8px;background:#eee\">\n")
	for _, f := range frames {
		fmt.Fprintf(&page, "<iframe id=%q src=\"embed.html#%s\" width=\"%d\" height=\"%d\" title=\"Polyplay %s\" style=\"border:0;vertical-align:top;background:#fff\"></iframe>\n", f.id, f.share.Fragment(), f.w, f.h, f.id)
	}
	page.WriteString("</body></html>\n")
	if err := os.WriteFile(filepath.Join(testSite(t), "slide-test.html"), []byte(page.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	p := newTab(t, 1820, 1040)
	p.open("slide-test.html")
	p.within(60*time.Second, "every embed plays", poll(
		`[...document.querySelectorAll("iframe")].every(f => f.contentDocument && f.contentDocument.querySelector('#embed-page[data-state="ready"][data-view="3d"][data-playing="true"]'))`,
		nil, chromedp.WithPollingInterval(100*time.Millisecond)))
	for _, f := range frames {
		doc := fmt.Sprintf(`document.getElementById(%q).contentDocument`, f.id)
		var got struct {
			Label, Err string
			Steps      int
			W, H       float64
		}
		p.eval(fmt.Sprintf(`(d => { const s = d.querySelector("#embed-stage svg"), r = s.getBoundingClientRect();
			return {Label: s.getAttribute("aria-label"), Err: d.getElementById("embed-error").textContent,
				Steps: Number(d.getElementById("embed-page").dataset.steps), W: r.width, H: r.height} })(%s)`, doc), &got)
		if !strings.HasSuffix(got.Label, f.label) || got.Err != "" || got.Steps < 4 {
			t.Errorf("%s: label %q, error %q, %d steps; want ...%q", f.id, got.Label, got.Err, got.Steps, f.label)
		}
		// The 3-D view fills most of the frame.
		if got.W < 0.8*float64(f.w) && got.H < 0.6*float64(f.h) {
			t.Errorf("%s: the drawing is %.0fx%.0f in a %dx%d frame", f.id, got.W, got.H, f.w, f.h)
		}
		// It plays to its last drawing, the pieces apart (or together).
		p.within(60*time.Second, f.id+" reaches its last step", poll(
			fmt.Sprintf(`(e => e.dataset.step === e.dataset.steps)(%s.getElementById("embed-page"))`, doc), nil,
			chromedp.WithPollingInterval(20*time.Millisecond)))
	}
	p.screenshot("embed-slides", 1820)
}

// TestBrowserShareSlides: the player's Order offers, for a puzzle whose
// pieces slide (a BurrTools cage in a share link), the solution taken
// apart by sliding and slid together, and not for a flat one; chosen,
// the player plays the disassembly in its 3-D view, "Embed as image"
// saves it, named so, and "Copy embed code" gives an embed that plays
// it; at both sizes. PelikanBurr's 98-move disassembly (level 98.2.4.2)
// plays in the page from a link to the end.
func TestBrowserShareSlides(t *testing.T) {
	docShots(t)
	t.Parallel()
	text, cells := burrApart(t, "cage-3.xmpuzzle")
	share := link.Share{Source: text, FileName: "cage-3.xmpuzzle", Solution: 1, Cells: cells}
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			t.Parallel()
			shareSlides(t, share, size)
		})
	}
	t.Run("flat and PelikanBurr", func(t *testing.T) {
		t.Parallel()
		shareSlidesFlatAndPelikan(t)
	})
}

// shareSlides is TestBrowserShareSlides at one size: the cage of share
// taken apart in the player, saved as an image and embedded.
func shareSlides(t *testing.T, share link.Share, size [2]int) {
	p := openPage(t, size[0], size[1], "#"+share.Fragment())
	p.within(30*time.Second, "the shared solution is shown", chromedp.WaitVisible(`#player[data-steps="5"]`, byQuery))
	if size[0] < 640 {
		p.run("open the player's settings", chromedp.Click(`#player-settings-toggle`, byQuery))
	}
	p.within(10*time.Second, "the order offers taking apart", chromedp.WaitVisible(`#player-order`, byQuery),
		poll(`!!document.querySelector('#player-order option[value="apart"]')`, nil))
	p.setValue("#player-order", string(player.TakenApart), "change")
	p.within(30*time.Second, "the player takes the solution apart in 3-D",
		chromedp.WaitVisible(`#player[data-view="3d"][data-steps="12"]`, byQuery))
	p.eval(`document.getElementById("player-play").click(); true`, nil) // wherever the page is scrolled
	p.within(30*time.Second, "the disassembly plays to its end", poll(
		`(e => e.dataset.step === "12")(document.getElementById("player"))`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
	p.eval(`document.getElementById("player").scrollIntoView({block: "start", behavior: "instant"}); true`, nil)
	p.viewShot(map[bool]string{true: "phone", false: "desktop"}[size[0] < 640] + "-player-apart")
	dl := t.TempDir()
	p.run("embed as image", p.allowDownloads(dl), chromedp.Click(`#embed-image`, byQuery))
	img := p.waitFile(filepath.Join(dl, "cage-3-animation.svg"))
	if !strings.HasPrefix(img, `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"`) || !strings.Contains(img, "<animate") || strings.Contains(img, "<script") {
		t.Errorf("%dx%d: the saved image (%d bytes) is not the 3-D view's animated SVG: %.200s", size[0], size[1], len(img), img)
	}
	p.within(10*time.Second, "the image snippets", chromedp.WaitVisible(`#image-snippet`, byQuery))
	if snip := p.value("#image-snippet"); !strings.Contains(snip, "taken apart by sliding its pieces (BurrTools level 1.1.2.2)") {
		t.Errorf("%dx%d: image snippets %q", size[0], size[1], snip)
	}
	p.run("embed code", chromedp.Click(`#embed-code`, byQuery))
	p.within(10*time.Second, "the embed code is shown", chromedp.WaitVisible(`#embed-snippet`, byQuery))
	code := p.value("#embed-snippet")
	m := regexp.MustCompile(`src="([^"]*)"`).FindStringSubmatch(code)
	if m == nil || !strings.Contains(m[1], "a=apart") || !strings.Contains(code, `width="480" height="360"`) {
		t.Fatalf("%dx%d: embed code %q", size[0], size[1], code)
	}
	p.run("open the embed code's address", chromedp.Navigate("about:blank"), chromedp.Navigate(html.UnescapeString(m[1])))
	p.within(60*time.Second, "the embed plays the solution taken apart",
		chromedp.WaitVisible(`#embed-page[data-state="ready"][data-view="3d"]`, byQuery))
	if label := p.attr("#embed-stage svg", "aria-label"); !strings.HasSuffix(label, "taken apart by sliding its pieces (BurrTools level 1.1.2.2)") {
		t.Errorf("%dx%d: the embed's label %q", size[0], size[1], label)
	}
}

// shareSlidesFlatAndPelikan is the rest of TestBrowserShareSlides: a
// flat puzzle offers no taking apart, and PelikanBurr's disassembly plays
// from a link to its end.
func shareSlidesFlatAndPelikan(t *testing.T) {
	// A flat puzzle's pieces do not slide apart: no such order.
	_, _, pc := solutionCells(t, "pentominoes-10x6")
	p := openPage(t, 1280, 800, "#"+link.Share{Key: "pentominoes-10x6", Solution: 1, Cells: pc}.Fragment())
	p.within(30*time.Second, "the shared solution is shown", chromedp.WaitVisible(`#player[data-steps="12"]`, byQuery))
	var n int
	p.eval(`document.querySelectorAll('#player-order option[value="apart"]').length`, &n)
	if n != 0 {
		t.Errorf("the pentominoes' player offers taking them apart")
	}
	// PelikanBurr from a link, taken apart in the page.
	ptext, pcells := burrTextApart(t, "PelikanBurr.xmpuzzle", burrexamples.Read(t, "PelikanBurr.xmpuzzle"))
	p.open("#" + link.Share{Source: ptext, FileName: "PelikanBurr.xmpuzzle", Solution: 1, Cells: pcells, Order: player.TakenApart, Speed: 200}.Fragment())
	p.within(60*time.Second, "PelikanBurr's disassembly is in the player",
		chromedp.WaitVisible(`#player[data-view="3d"][data-steps="218"]`, byQuery))
	p.eval(`document.getElementById("player-play").click(); true`, nil) // wherever the page is scrolled
	p.within(60*time.Second, "PelikanBurr's 98 moves play to the end", poll(
		`(e => e.dataset.step === "218")(document.getElementById("player"))`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
	p.viewShot("desktop-pelikan-apart")
}
