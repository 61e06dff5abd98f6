package main

// The embed plays a solution taken apart by sliding its pieces, and slid
// together (issue 63): a BurrTools puzzle in a frame of a plain page of
// our own at 480x360, and the Soma cube at 800x600.

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/def"
	"polyplay/def/source"
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
	text, err := source.Text(name, b)
	if err != nil {
		t.Fatal(err)
	}
	pz, err := def.Parse(name, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	p := &pz[0].Problem
	s, err := solver.New(p, solver.Options{})
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
	frames := []struct {
		id    string
		share link.Share
		w, h  int
		label string
	}{
		{"cage-apart", link.Share{Source: text, FileName: "cage-3.xmpuzzle", Cells: cells, Speed: 4, Slide: link.SlideApart}, 480, 360,
			"taken apart by sliding its pieces (BurrTools level 1.1.2.2)"},
		{"cage-together", link.Share{Source: text, FileName: "cage-3.xmpuzzle", Cells: cells, Speed: 4, Slide: link.SlideTogether}, 480, 360,
			"assembled by sliding its pieces together (BurrTools level 1.1.2.2)"},
		{"soma-apart", link.Share{Key: "soma", Cells: soma, Speed: 4, Slide: link.SlideApart}, 800, 600,
			"taken apart by sliding its pieces (BurrTools level 1)"},
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
	p := newTab(t, 1820, 640)
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
