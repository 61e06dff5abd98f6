package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/def/source"
	"polyplay/ui/link"
)

// TestBrowserDisassemble: on a puzzle of cubes the Options tab offers
// --disassemble (its box a touch target); checked, it shows in the flags,
// the equivalent command and the share link, and a run keeps the
// assemblies that come apart: its figures read "3 assemblies · 2
// solutions" (burrTxt -q -d's counts for solver/disassemble's cage-3,
// a puzzle of ours), as the solutions' summary does in the first
// viewport, with the solution in view's level, burrTxt's 1.1.2.2, at a
// desktop's and a phone's size. On
// triangles the box is disabled and says why, and a link that asks for
// the option anyway gets a run that fails saying so.
func TestBrowserDisassemble(t *testing.T) {
	docShots(t)
	t.Parallel()
	src, err := os.ReadFile(filepath.Join("..", "solver", "disassemble", "testdata", "cage-3.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	text, err := source.Text("cage-3.xmpuzzle", src)
	if err != nil {
		t.Fatal(err)
	}
	cage := "#" + link.Share{Source: text, FileName: "cage-3.xmpuzzle"}.Fragment()
	for _, sz := range sizes {
		p := openPage(t, sz.width, sz.height, cage)
		p.within(30*time.Second, "the puzzle is shown", chromedp.WaitVisible(`#definition-error.ok`, byQuery))
		p.tab("options")
		if disabled(p, "#opt-disassemble") {
			t.Fatalf("%s: --disassemble is disabled on cubes: %s", sz.name, p.text("#opt-disassemble-help"))
		}
		var box struct{ W, H float64 }
		p.eval(`(r => ({W: r.width, H: r.height}))(document.querySelector('label[for="opt-disassemble"]').getBoundingClientRect())`, &box)
		if box.W < 44 || box.H < 44 {
			t.Errorf("%s: --disassemble's label is %.0f×%.0f px, want at least 44×44", sz.name, box.W, box.H)
		}
		p.run("scroll to the box", chromedp.ScrollIntoView(`#opt-disassemble`, byQuery))
		p.within(10*time.Second, "check --disassemble", chromedp.Click(`label[for="opt-disassemble"]`, byQuery),
			poll(`document.getElementById("args").value.includes("--disassemble")`, nil))
		if cli := p.value("#command-line"); !strings.Contains(cli, "--disassemble") {
			t.Errorf("%s: the equivalent command %q lacks --disassemble", sz.name, cli)
		}
		var hash string
		p.eval(`location.hash`, &hash)
		if sh, err := link.Parse(hash); err != nil || !slices.Contains(sh.Args, "--disassemble") {
			t.Errorf("%s: the share link %q holds options %q (%v), want --disassemble", sz.name, hash, sh.Args, err)
		}

		p.solveAndWait(time.Minute)
		if st := p.attr("#run-status", "data-status"); st != "done" {
			t.Fatalf("%s: run %s: %s", sz.name, st, p.text("#run-status"))
		}
		if a, s, txt := p.attr("#stat-apart", "data-assemblies"), p.attr("#stat-apart", "data-solutions"), p.text("#stat-apart"); a != "3" || s != "2" || txt != "3 assemblies · 2 solutions" {
			t.Errorf("%s: figures %q (assemblies %s, solutions %s), want \"3 assemblies · 2 solutions\"", sz.name, txt, a, s)
		}
		if got := p.text("#sol-level"); got != "level 1.1.2.2" {
			t.Errorf("%s: the solution in view says %q, want level 1.1.2.2", sz.name, got)
		}
		p.run("to the top", chromedp.Evaluate(`window.scrollTo(0, 0); true`, nil))
		if got := p.text("#solutions-summary"); got != "3 assemblies · 2 solutions." {
			t.Errorf("%s: the solutions' summary says %q, want \"3 assemblies · 2 solutions.\"", sz.name, got)
		}
		for _, sel := range []string{"#sol-level", "#solutions-summary"} {
			var r struct{ Top, Bottom, H float64 }
			p.eval(`(r => ({Top: r.top, Bottom: r.bottom, H: innerHeight}))(document.querySelector("`+sel+`").getBoundingClientRect())`, &r)
			if r.Top < 0 || r.Bottom > r.H {
				t.Errorf("%s: %s at %.0f to %.0f px, not in the first viewport (%.0f px high)", sz.name, sel, r.Top, r.Bottom, r.H)
			}
		}
		p.viewShot(sz.name + "-disassemble-run")
		p.close()
	}

	// Triangles: offered nowhere, and refused when asked for.
	p := openPage(t, 1280, 800, "#"+link.Share{Key: "hexiamonds-6x6", Args: []string{"--disassemble"}}.Fragment())
	p.tab("options")
	if !disabled(p, "#opt-disassemble") {
		t.Error("--disassemble is offered on triangles")
	}
	if help, want := p.text("#opt-disassemble-help"), "Not for this puzzle: pieces on the triangle grid do not slide by whole cells along axes"; !strings.HasPrefix(help, want) {
		t.Errorf("the disabled box says %q, want %q…", help, want)
	}
	p.solveAndWait(time.Minute)
	if st, msg := p.attr("#run-status", "data-status"), p.text("#run-status"); st != "failed" || !strings.Contains(msg, "--disassemble: pieces on the triangle grid do not slide") {
		t.Errorf("a run of triangles under --disassemble: %s, %q; want failed, saying why", st, msg)
	}
	p.close()
}

// disabled reports whether the control sel is disabled.
func disabled(p *page, sel string) bool {
	p.t.Helper()
	var off bool
	p.eval(`document.querySelector("`+sel+`").disabled`, &off)
	return off
}
