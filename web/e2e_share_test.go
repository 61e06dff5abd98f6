package main

// End-to-end tests of sharing in headless Chromium (issue 6): share links
// reproduce the puzzle, the solver settings and the chosen solution; the
// embed page plays a solution by itself; the exported animated SVG is
// valid and animates. They use the site, browser and page helpers of
// browser_test.go.

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"html"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/internal/librarytest"
	"polyplay/internal/longtest"
	"polyplay/solver"
	"polyplay/solver/flags"
	"polyplay/ui"
	"polyplay/ui/link"
	"polyplay/ui/player"
)

// firstSolution solves a library puzzle natively and returns its problem
// and first solution.
func firstSolution(t *testing.T, key string) (*solver.Problem, solver.Solution) {
	t.Helper()
	return librarytest.First(t, key, solver.Options{})
}

// solutionCells returns a library puzzle's problem, first solution and
// that solution's cells as a share link carries them.
func solutionCells(t *testing.T, key string) (*solver.Problem, solver.Solution, []int) {
	t.Helper()
	p, sol := firstSolution(t, key)
	cells, err := link.EncodeSolution(p, sol)
	if err != nil {
		t.Fatal(err)
	}
	return p, sol, cells
}

// assembledKey is the board fingerprint the player shows once solution sol
// of p is assembled.
func assembledKey(t *testing.T, p *solver.Problem, sol solver.Solution) string {
	t.Helper()
	pl, err := player.AssemblyPlayer(p, sol, player.BottomUp)
	if err != nil {
		t.Fatal(err)
	}
	pl.Seek(pl.Len())
	return player.BoardKey(pl.Board())
}

// shot takes a PNG screenshot of the element matching sel.
func (p *page) shot(sel string) image.Image {
	p.t.Helper()
	var buf []byte
	p.run("screenshot "+sel, chromedp.Screenshot(sel, &buf, byQuery))
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		p.t.Fatalf("screenshot of %s: %v", sel, err)
	}
	return img
}

// repainted waits, for at most d, until the screenshot of the element
// matching sel differs from before in at least want pixels (a canvas, an
// animation or a style the page's markup does not show), and returns in
// how many it does at last.
func (p *page) repainted(sel string, before image.Image, want int, d time.Duration) int {
	p.t.Helper()
	n := 0
	ctx, cancel := context.WithTimeout(p.ctx, d)
	defer cancel()
	waitFor(ctx, 50*time.Millisecond, func() bool {
		p.frames(1)
		n = differ(before, p.shot(sel))
		return n >= want
	})
	return n
}

// differ counts the pixels that differ between two images of one size.
func differ(a, b image.Image) int {
	if a.Bounds() != b.Bounds() {
		return a.Bounds().Dx() * a.Bounds().Dy()
	}
	n := 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 {
				n++
			}
		}
	}
	return n
}

// toEnd moves the playground's player to its last step.
func (p *page) toEnd() {
	p.t.Helper()
	p.within(10*time.Second, "move the player to the end", chromedp.Click(`#player-end`, byQuery),
		poll(`(e => e.dataset.step === e.dataset.steps)(document.getElementById("player"))`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
}

// open loads a path of the site afresh in the page's tab, through the
// site's icon (parkPath), so that a new fragment on the same page loads
// it anew, in the tab's renderer process (about:blank would take the tab
// to a new process, and the page load would compile the site's
// WebAssembly afresh: see reusedTab).
func (p *page) open(path string) {
	p.t.Helper()
	p.run("open "+path, chromedp.Navigate(p.url+parkPath), chromedp.Navigate(p.url+path))
}

func TestBrowserEmbedAnimates(t *testing.T) {
	t.Parallel()
	_, _, cells := solutionCells(t, "pentominoes-10x6")
	share := link.Share{Key: "pentominoes-10x6", Args: []string{"-r"}, Solution: 1, Cells: cells, Speed: 4, Width: 480, Height: 360}
	p := newTab(t, 480, 360)
	p.open("embed.html#" + share.Fragment())
	p.within(30*time.Second, "the embed page plays",
		chromedp.WaitVisible(`#embed-page[data-state="ready"][data-playing="true"]`, byQuery))
	if got := p.text("#embed-title"); got != "Pentominoes 10×6" {
		t.Errorf("embed title %q", got)
	}
	// It animates: the counter moves on by itself, and the board with
	// it.
	first := p.shot("#embed-stage")
	step0 := p.attr("#embed-page", "data-step")
	if !p.until(10*time.Second, fmt.Sprintf(`document.getElementById("embed-page").dataset.step !== %q`, step0)) {
		t.Errorf("the embed stayed at step %s", step0)
	}
	p.frames(2)
	if n := differ(first, p.shot("#embed-stage")); n < 100 {
		t.Errorf("the frames of two steps differ in %d pixels: not animating", n)
	}
	// It reaches the last step, then loops.
	p.within(30*time.Second, "the solution is assembled", poll(
		`(e => e.dataset.step === "12" && e.dataset.steps === "12")(document.getElementById("embed-page"))`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	p.within(30*time.Second, "the animation loops", poll(
		`Number(document.getElementById("embed-page").dataset.step) < 3`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	// Pause stops it; Restart plays from the start.
	p.run("pause", chromedp.Click("#embed-play", byQuery))
	p.within(10*time.Second, "Pause stops", poll(
		`document.getElementById("embed-page").dataset.playing === "false"`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
	a := p.shot("#embed-stage")
	// Measures time itself: paused, the picture stays as it is for
	// 0.8 s.
	p.run("wait", chromedp.Sleep(800*time.Millisecond))
	if n := differ(a, p.shot("#embed-stage")); n != 0 || p.attr("#embed-page", "data-playing") != "false" {
		t.Errorf("paused, the animation changed %d pixels", n)
	}
	p.run("restart", chromedp.Click("#embed-restart", byQuery))
	p.within(10*time.Second, "Restart plays", poll(
		`document.getElementById("embed-page").dataset.playing === "true"`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
	p.screenshot("embed-pentominoes", 480)
	// The link back to the playground carries the puzzle and solution.
	href := p.attr("#embed-open", "href")
	if !strings.Contains(href, "p=pentominoes-10x6") || !strings.Contains(href, "c=") || strings.Contains(href, "w=") {
		t.Errorf("playground link %q", href)
	}

	// A 3-D puzzle shows the 3-D view above the layers.
	_, _, scells := solutionCells(t, "soma")
	p.open("embed.html#" + link.Share{Key: "soma", Cells: scells, Speed: 8}.Fragment())
	p.within(30*time.Second, "the soma embed plays",
		chromedp.WaitVisible(`#embed-page[data-state="ready"][data-view="3d"][data-playing="true"]`, byQuery))
	a = p.shot("#embed-stage")
	step0 = p.attr("#embed-page", "data-step")
	p.within(10*time.Second, "the soma embed moves on a step", poll(fmt.Sprintf(`document.getElementById("embed-page").dataset.step !== %q`, step0), nil))
	p.frames(2)
	if n := differ(a, p.shot("#embed-stage")); n < 100 {
		t.Errorf("3-D view frames differ in %d pixels: not animating", n)
	}
	p.screenshot("embed-soma", 480)
}

func TestBrowserEmbedHostileLink(t *testing.T) {
	t.Parallel()
	p := newTab(t, 480, 360)
	bad := []struct{ frag, want string }{
		{`p=%3Cimg%20src=x%20onerror=document.title='pwned'%3E`, "there is no puzzle"},
		{`p=custom&d=%3Cscript%3Edocument.title='pwned'%3C/script%3E`, "not valid base64url"},
		{`p=soma&c=` + strings.Repeat("A", 300), "solution"},
	}
	for _, b := range bad {
		p.open("embed.html#" + b.frag)
		p.within(60*time.Second, "the error is shown", chromedp.WaitVisible(`#embed-error`, byQuery))
		if got := p.text("#embed-error"); !strings.Contains(got, b.want) {
			t.Errorf("%s: error %q, want %q", b.frag, got, b.want)
		}
		var injected bool
		p.eval(`document.title === "pwned" || document.querySelector("#embed-page img, #embed-page script") !== null`, &injected)
		if injected {
			t.Errorf("%s: markup from the link reached the page", b.frag)
		}
	}
}

// TestBrowserAnimatedSVG exports the animated SVG from the playground's
// player, checks it is well-formed, and shows it in the browser, where it
// animates without any script.
func TestBrowserAnimatedSVG(t *testing.T) {
	t.Parallel()
	_, _, cells := solutionCells(t, "pentominoes-10x6")
	p := openPage(t, 1280, 800, "#"+link.Share{Key: "pentominoes-10x6", Solution: 1, Cells: cells}.Fragment())
	p.within(30*time.Second, "the shared solution's player", chromedp.WaitVisible(`#player-svg`, byQuery))
	dl := t.TempDir()
	p.run("export SVG", p.allowDownloads(dl),
		chromedp.Click(`#player-svg`, byQuery))
	doc := p.waitFile(filepath.Join(dl, "pentominoes-10x6.svg"))
	dec := xml.NewDecoder(strings.NewReader(doc))
	animates := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the exported SVG is not well-formed: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "animate" {
			animates++
		}
	}
	if animates < 12 || strings.Contains(doc, "<script") {
		t.Errorf("the SVG has %d animate elements (want one per piece at least) or a script", animates)
	}
	// Shown as an image (scripts never run there), it animates.
	svgFile := filepath.Join(t.TempDir(), "anim.svg")
	if err := os.WriteFile(svgFile, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	p.run("show the SVG", chromedp.Navigate("file://"+svgFile))
	var a, b []byte
	// Measures time itself: an SVG's own animation says nothing to the
	// test, only its pixels change as time goes.
	p.run("frame 1", chromedp.Sleep(300*time.Millisecond), chromedp.CaptureScreenshot(&a))
	p.run("frame 2", chromedp.Sleep(1500*time.Millisecond), chromedp.CaptureScreenshot(&b))
	ia, err1 := png.Decode(bytes.NewReader(a))
	ib, err2 := png.Decode(bytes.NewReader(b))
	if err1 != nil || err2 != nil {
		t.Fatalf("screenshots: %v %v", err1, err2)
	}
	if n := differ(ia, ib); n < 100 {
		t.Errorf("the SVG's frames 1.5 s apart differ in %d pixels: not animating", n)
	}
}

// TestPageEmbedLargeBoards, a long test (make test-long), plays the largest boards of "Solving
// Polyomino and Polycube Puzzles" by Matt Busche (from its figures'
// solutions) flat and in 3-D: they animate.
func TestPageEmbedLargeBoards(t *testing.T) {
	longtest.Skip(t)
	t.Parallel()
	p := newTab(t, 800, 700)
	// Each plays its last steps (from steps-left, at speed steps a
	// second) for four seconds, so that a loaded machine still takes both
	// frames while it plays, and the test does not wait for the whole.
	for _, f := range []struct {
		key, fig, view string
		speed          float64
		left           int
	}{
		{"heptominoes-33x23-holes", figure16, link.View2D, 15, 60},
		{"hexominoes-box-in-a-diamond", boxDiamondFigure, link.View3D, 5, 20},
	} {
		prob, sol := figureSolution(t, f.key, f.fig)
		cells, err := link.EncodeSolution(prob, sol)
		if err != nil {
			t.Fatal(err)
		}
		if len(sol.Placements) <= f.left {
			t.Fatalf("%s: %d steps, want more than the %d played", f.key, len(sol.Placements), f.left)
		}
		share := link.Share{Key: f.key, Cells: cells, Speed: f.speed, View: f.view, Step: len(sol.Placements) - f.left}
		if n := len(share.Fragment()); n > 1200 {
			t.Errorf("%s: the share link's fragment has %d characters", f.key, n)
		}
		p.open("embed.html#" + share.Fragment())
		p.within(60*time.Second, f.key+" plays",
			chromedp.WaitVisible(`#embed-page[data-state="ready"][data-playing="true"][data-view="`+f.view+`"]`, byQuery))
		steps := len(sol.Placements)
		step := p.attr("#embed-page", "data-step")
		a := p.shot("#embed-stage")
		p.within(10*time.Second, f.key+" moves on a step", poll(
			fmt.Sprintf(`document.getElementById("embed-page").dataset.step !== %q`, step), nil))
		// The picture follows the step as the browser paints it: on a
		// loaded machine a frame or two later.
		if n := p.repainted("#embed-stage", a, 100, 10*time.Second); n < 100 {
			t.Errorf("%s: frames at steps %s and %s differ in %d pixels: not animating", f.key, step, p.attr("#embed-page", "data-step"), n)
		}
		p.within(60*time.Second, f.key+" assembled", poll(
			fmt.Sprintf(`document.getElementById("embed-page").dataset.step === "%d"`, steps), nil, chromedp.WithPollingInterval(20*time.Millisecond)))
		p.screenshot("embed-"+f.key, 800)
	}
}

// TestBrowserShareLink opens share links on a fresh page: the same puzzle
// (library or pasted), the same solver settings and the same solution,
// at the shared animation state; the page's own Share link round-trips.
func TestBrowserShareLink(t *testing.T) {
	t.Parallel()
	prob, sol, cells := solutionCells(t, "pentominoes-10x6")
	args := flags.Args(solver.Options{Search: solver.Search{Redundancy: true, Fila: []int{6}}})
	share := link.Share{Key: "pentominoes-10x6", Args: args, Solution: 3, Cells: cells,
		Order: player.LeftRight, Step: 5, Speed: 4, View: link.View2D}
	p := openPage(t, 1280, 800, "#"+share.Fragment())
	p.within(30*time.Second, "the shared solution is shown",
		chromedp.WaitVisible(`#player[data-step="5"][data-steps="12"]`, byQuery))
	if got := p.value("#puzzle-select"); got != "pentominoes-10x6" {
		t.Errorf("puzzle %q, want pentominoes-10x6", got)
	}
	if cli := p.value("#command-line"); !strings.Contains(cli, strings.Join(args, " ")) {
		t.Errorf("command line %q, want the options %q", cli, strings.Join(args, " "))
	}
	if got := p.value("#player-order"); got != string(player.LeftRight) {
		t.Errorf("order %q", got)
	}
	if got := p.value("#player-speed"); got != "4" {
		t.Errorf("speed %q", got)
	}
	if got := p.text("#player-counter"); got != "Step 5." {
		t.Errorf("counter %q, want Step 5.", got)
	}
	p.toEnd()
	if got, want := p.attr("#player", "data-board"), assembledKey(t, prob, sol); got != want {
		t.Errorf("assembled board %s, want the shared solution's %s", got, want)
	}
	p.screenshot("share-library", 1280)

	// The page's own share link carries the same state.
	p.run("share", chromedp.Click(`#share-link`, byQuery))
	p.within(10*time.Second, "the link is shown", chromedp.WaitVisible(`#share-url`, byQuery))
	shareURL := p.value("#share-url")
	i := strings.IndexByte(shareURL, '#')
	if i < 0 || !strings.HasPrefix(shareURL, p.url) {
		t.Fatalf("share link %q", shareURL)
	}
	back, err := ui.ParseShare(shareURL[i+1:])
	if err != nil {
		t.Fatalf("share link %q: %v", shareURL, err)
	}
	if back.Key != share.Key || strings.Join(back.Args, " ") != strings.Join(args, " ") || back.Step != 12 ||
		back.Order != player.LeftRight || back.Speed != 4 || fmt.Sprint(back.Cells) != fmt.Sprint(cells) {
		t.Errorf("the page's share link holds %+v", back)
	}
	// Embed as image: the animated SVG is saved, with snippets naming it.
	dl := t.TempDir()
	p.run("embed as image", p.allowDownloads(dl), chromedp.Click(`#embed-image`, byQuery))
	img := p.waitFile(filepath.Join(dl, "pentominoes-10x6-animation.svg"))
	if !strings.HasPrefix(img, "<svg") || !strings.Contains(img, "<animate") || strings.Contains(img, "<script") || len(img) > 200_000 {
		t.Errorf("the saved image (%d bytes) is not a script-free animated SVG of at most 200 KB", len(img))
	}
	p.within(10*time.Second, "the image snippets", chromedp.WaitVisible(`#image-snippet`, byQuery))
	if snip := p.value("#image-snippet"); !strings.Contains(snip, "](pentominoes-10x6-animation.svg)") || !strings.Contains(snip, `<img src="pentominoes-10x6-animation.svg"`) {
		t.Errorf("image snippets %q", snip)
	}
	p.run("embed code", chromedp.Click(`#embed-code`, byQuery))
	p.within(10*time.Second, "the embed code is shown", chromedp.WaitVisible(`#embed-snippet`, byQuery))
	code := p.value("#embed-snippet")
	if !strings.HasPrefix(code, `<iframe src="`+p.url+"embed.html#") || !strings.Contains(code, `width="480" height="344"`) ||
		!strings.Contains(code, `loading="lazy"`) || !strings.Contains(code, "aspect-ratio:480/344") {
		t.Errorf("embed code %q", code)
	}
	// The snippet's address plays the solution on a plain static host
	// (the test server maps no /embed to embed.html).
	m := regexp.MustCompile(`src="([^"]*)"`).FindStringSubmatch(code)
	if m == nil {
		t.Fatalf("no src in the embed code %q", code)
	}
	embedSrc := html.UnescapeString(m[1])
	p.run("open the embed code's address", chromedp.Navigate("about:blank"), chromedp.Navigate(embedSrc))
	p.within(60*time.Second, "the embedded solution plays",
		chromedp.WaitVisible(`#embed-page[data-state="ready"]`, byQuery),
		chromedp.WaitVisible(`#embed-page[data-steps="12"]`, byQuery))
	p.within(30*time.Second, "the embed assembles the shared solution", poll(
		`document.getElementById("embed-page").dataset.step === "12"`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))

	// A pasted definition travels in the link itself.
	src := "# two dominoes and an L\nD:xDim=4:yDim=2:zDim=1\nL\nA A . B . C C C\n. . . B . C . .\n~L\n~D\n"
	pz, err := link.Share{Source: src}.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	custom := &pz.Problem
	cs, err := solver.New(custom, solver.Options{Run: solver.Run{MaxSolutions: 1}})
	if err != nil {
		t.Fatal(err)
	}
	var csol solver.Solution
	cs.Solve(context.Background(), func(x solver.Solution) bool { csol = x; return false })
	ccells, err := link.EncodeSolution(custom, csol)
	if err != nil {
		t.Fatal(err)
	}
	p.open("#" + link.Share{Source: src, FileName: "mine.txt", Cells: ccells, Solution: 1}.Fragment())
	p.waitReady()
	p.within(30*time.Second, "the pasted puzzle is shown",
		chromedp.WaitVisible(`#definition-error.ok`, byQuery),
		chromedp.WaitVisible(`#player[data-steps="3"]`, byQuery))
	var text string
	p.eval(`document.getElementById("definition").value`, &text)
	if text != src {
		t.Errorf("editor holds %q, want the shared definition", text)
	}
	p.toEnd()
	if got, want := p.attr("#player", "data-board"), assembledKey(t, custom, csol); got != want {
		t.Errorf("assembled board %s, want %s", got, want)
	}
	// It is kept like an edited definition: a reload without the link
	// still has it.
	p.open("#p=custom")
	p.waitReady()
	p.eval(`document.getElementById("definition").value`, &text)
	if text != src {
		t.Errorf("after a reload the editor holds %q", text)
	}
}

// TestBrowserWatchSearch records a window of the search in the worker and
// plays it: the counter numbers the steps of the whole search, stepping
// back undoes stepping forward.
func TestBrowserWatchSearch(t *testing.T) {
	t.Parallel()
	p := newPage(t, 1280, 800)
	p.setValue("#puzzle-select", "pentominoes-10x6", "change")
	p.within(10*time.Second, "the puzzle is shown", chromedp.WaitVisible(`#definition-error.ok`, byQuery))
	p.run("open the search's controls", chromedp.Click(`#watch summary`, byQuery))
	p.setValue("#trace-skip", "100", "change")
	p.setValue("#trace-limit", "300", "change")
	p.within(60*time.Second, "record the search",
		chromedp.Click(`#trace-start`, byQuery),
		chromedp.WaitVisible(`#player[data-steps="300"][data-playing="true"]`, byQuery))
	if got := p.text("#trace-status"); !strings.Contains(got, "101 to 400") {
		t.Errorf("trace status %q", got)
	}
	a := p.shot("#player-board")
	step := p.attr("#player", "data-step")
	p.within(10*time.Second, "the search's player moves on", poll(fmt.Sprintf(`document.getElementById("player").dataset.step !== %q`, step), nil))
	p.frames(2)
	if n := differ(a, p.shot("#player-board")); n < 50 {
		t.Errorf("the search's frames differ in %d pixels: not playing", n)
	}
	// Pause, then step: forward and back return to the same board.
	p.run("pause", chromedp.Click(`#player-play`, byQuery))
	p.within(5*time.Second, "paused", chromedp.WaitVisible(`#player[data-playing="false"]`, byQuery))
	before := p.attr("#player", "data-board")
	step = p.attr("#player", "data-step")
	p.run("forward", chromedp.Click(`#player-fwd`, byQuery))
	p.within(5*time.Second, "stepped", poll(fmt.Sprintf(`document.getElementById("player").dataset.step !== %q`, step), nil))
	if p.attr("#player", "data-board") == before {
		t.Errorf("a step forward did not change the board")
	}
	p.run("back", chromedp.Click(`#player-back`, byQuery))
	p.within(5*time.Second, "stepped back", poll(fmt.Sprintf(`document.getElementById("player").dataset.step === %q`, step), nil))
	if got := p.attr("#player", "data-board"); got != before {
		t.Errorf("back after forward: board %s, want %s", got, before)
	}
	var n int
	fmt.Sscan(step, &n)
	if got, want := p.text("#player-counter"), fmt.Sprintf("Step %d.", 100+n); !strings.HasPrefix(got, want) {
		t.Errorf("counter %q, want %q (steps numbered from the start of the search)", got, want)
	}
	p.screenshot("watch-search", 1280)
}

// TestBrowser3DView turns, zooms and explodes the 3-D view of a shared
// Soma cube solution with the mouse, the wheel, the keyboard and the
// slider, and saves the view as PNG.
func TestBrowser3DView(t *testing.T) {
	t.Parallel()
	_, _, cells := solutionCells(t, "soma")
	p := openPage(t, 1280, 900, "#"+link.Share{Key: "soma", Solution: 1, Cells: cells, Step: 7}.Fragment())
	p.within(30*time.Second, "the 3-D view", chromedp.WaitVisible(`#player-3d`, byQuery),
		chromedp.WaitVisible(`#player[data-step="7"]`, byQuery))
	p.run("scroll", chromedp.ScrollIntoView(`#player-3d`, byQuery))
	changes := func(what string, act ...chromedp.Action) {
		t.Helper()
		before := p.shot("#player-3d")
		p.run(what, act...)
		// The view is a canvas: its pixels say when it is redrawn.
		if n := p.repainted("#player-3d", before, 200, 10*time.Second); n < 200 {
			t.Errorf("%s changed %d pixels of the 3-D view", what, n)
		}
	}
	var box struct{ X, Y, W, H float64 }
	p.eval(`(r => ({X: r.left, Y: r.top, W: r.width, H: r.height}))(document.getElementById("player-3d").getBoundingClientRect())`, &box)
	cx, cy := box.X+box.W/2, box.Y+box.H/2
	changes("drag to turn", chromedp.MouseEvent(input.MousePressed, cx, cy, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.MouseMoved, cx+40, cy+10, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.MouseMoved, cx+90, cy+25, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.MouseReleased, cx+90, cy+25, chromedp.ButtonLeft))
	changes("wheel to zoom", chromedp.ActionFunc(func(ctx context.Context) error {
		return input.DispatchMouseEvent(input.MouseWheel, cx, cy).WithDeltaY(-400).Do(ctx)
	}))
	changes("keys to turn", chromedp.Focus(`#player-3d`, byQuery), chromedp.KeyEvent(kb.ArrowLeft), chromedp.KeyEvent(kb.ArrowUp))
	// The wheel and the arrow keys over the view turn or zoom it only: the
	// page does not scroll (their default action is prevented while the
	// event is dispatched, as a listener on the window sees).
	var prevented struct{ Wheel, Key bool }
	p.eval(`addEventListener("wheel", e => window.wheelPrevented = e.defaultPrevented);
		addEventListener("keydown", e => window.keyPrevented = e.defaultPrevented); true`, nil)
	p.run("wheel and key again", chromedp.ActionFunc(func(ctx context.Context) error {
		return input.DispatchMouseEvent(input.MouseWheel, cx, cy).WithDeltaY(100).Do(ctx)
	}), chromedp.KeyEvent(kb.ArrowDown))
	p.eval(`({Wheel: window.wheelPrevented === true, Key: window.keyPrevented === true})`, &prevented)
	if !prevented.Wheel || !prevented.Key {
		t.Errorf("over the 3-D view the page's default was prevented: wheel %v, arrow key %v; want both", prevented.Wheel, prevented.Key)
	}
	changes("explode", chromedp.Evaluate(`(el => { el.value = "80"; el.dispatchEvent(new Event("input", {bubbles: true})); return true })(document.getElementById("player-explode"))`, nil))
	p.screenshot("3d-view", 1280)
	p.checkLabels()

	dl := t.TempDir()
	p.run("save PNG", p.allowDownloads(dl),
		chromedp.Click(`#player-png`, byQuery))
	data := p.waitFile(filepath.Join(dl, "soma.png"))
	img, err := png.Decode(strings.NewReader(data))
	if err != nil {
		t.Fatalf("the saved view is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() < 200 || b.Dy() < 150 {
		t.Errorf("saved PNG is %v", b)
	}
}

// TestBrowserHostileShareLink: a broken or hostile share link on the
// playground gives a clear message and injects nothing.
func TestBrowserHostileShareLink(t *testing.T) {
	t.Parallel()
	p := openPage(t, 1280, 800, `#p=soma&c=%3Cimg%20src%3Dx%20onerror%3D%22document.title%3D'pwned'%22%3E&f=%3Cscript%3Ealert(1)%3C/script%3E`)
	p.within(10*time.Second, "the notice", chromedp.WaitVisible(`#notice`, byQuery))
	if got := p.text("#notice"); !strings.Contains(got, "share link: solution") {
		t.Errorf("notice %q, want the share link's error", got)
	}
	var injected bool
	p.eval(`document.title === "pwned" || document.querySelector("main img:not(.pp-logo), main script") !== null`, &injected)
	if injected {
		t.Errorf("markup from the link reached the page")
	}
	if got := p.value("#puzzle-select"); got != "soma" {
		t.Errorf("the valid part of the link (the puzzle) was not kept: %q", got)
	}
}

// TestBrowserShareWhileWatching solves 10x6 pentominoes, checks that
// Share and Copy embed code bring what they made into view (shareInView),
// then plays a window of the search to its end (step 300) and presses
// Share: the link shares the
// solution in view assembled (12 steps), not the search's position, and
// opens without a complaint; Embed as image saves the solution's
// animation.
func TestBrowserShareWhileWatching(t *testing.T) {
	t.Parallel()
	p := openPage(t, 1280, 800, "#p=pentominoes-10x6&o=-r")
	p.solveAndWait(60 * time.Second)
	shareInView(t, p)
	p.run("viewport", chromedp.EmulateViewport(1280, 800))
	p.run("open the search's controls", chromedp.Click(`#watch summary`, byQuery))
	p.setValue("#trace-skip", "100", "change")
	p.setValue("#trace-limit", "300", "change")
	p.within(60*time.Second, "record the search",
		chromedp.Click(`#trace-start`, byQuery),
		chromedp.WaitVisible(`#player[data-steps="300"]`, byQuery))
	p.toEnd()
	p.run("share", chromedp.Click(`#share-link`, byQuery))
	p.within(10*time.Second, "the link is shown", chromedp.WaitVisible(`#share-url`, byQuery))
	l := p.value("#share-url")
	i := strings.IndexByte(l, '#')
	if i < 0 {
		t.Fatalf("share link %q", l)
	}
	s, err := ui.ParseShare(l[i+1:])
	if err != nil || s.Step != 12 || len(s.Cells) != 60 {
		t.Fatalf("the link shared while watching the search: step %d, %d cells, %v; want the solution's 60 cells at step 12", s.Step, len(s.Cells), err)
	}
	// Embed as image saves the solution's animation (12 pieces), not
	// "Solve the puzzle first".
	dl := t.TempDir()
	p.run("embed as image", p.allowDownloads(dl), chromedp.Click(`#embed-image`, byQuery))
	if img := p.waitFile(filepath.Join(dl, "pentominoes-10x6-animation.svg")); strings.Count(img, "<animate") < 12 {
		t.Errorf("the image saved while watching the search has %d animations, want one a piece", strings.Count(img, "<animate"))
	}
	p.open("#" + l[i+1:])
	p.waitReady()
	p.within(30*time.Second, "the shared solution assembled", chromedp.WaitVisible(`#player[data-step="12"][data-steps="12"]`, byQuery))
	var notice bool
	p.eval(`document.getElementById("notice") !== null`, &notice)
	if notice {
		t.Errorf("the link made while watching the search opens with the notice %q", p.text("#notice"))
	}
}

// TestBrowserShareOpens opens one share link that plays (g=1), three
// ways, in one tab (each way was a test of its own, with twice the page
// loads):
//   - at 1280x800, then reloaded at 390x844: the link stays in the
//     address while the page shows what it brought, so that the reload
//     shows the shared solution again, the player in the upper half of
//     the window; at each size Pause leaves the player's controls where
//     they were (Play and Pause are glyphs of different widths: a wider
//     button pushed the scrubber and the counter to another line on a
//     phone, under the finger that pressed it);
//   - reloaded for a reader who asks for reduced motion: the board shows
//     the shared step, paused, as the embed page does, until Play;
//   - the person's next change makes the address the playground's own.
func TestBrowserShareOpens(t *testing.T) {
	t.Parallel()
	_, _, cells := solutionCells(t, "pentominoes-10x6")
	frag := link.Share{Key: "pentominoes-10x6", Args: []string{"-r"}, Solution: 3, Cells: cells, Step: 1, Speed: 2, Playing: true}.Fragment()
	p := openPage(t, 1280, 800, "#"+frag)
	const boxes = `["player-play", "player-scrub", "player-counter"].map(id => { const b = document.getElementById(id).getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom] })`
	for i, at := range []string{"1280x800", "390x844, reloaded"} {
		if i == 1 {
			p.run("reload on a phone", chromedp.EmulateViewport(390, 844), chromedp.Reload())
			p.waitReady()
		}
		p.within(30*time.Second, "the shared solution plays", chromedp.WaitVisible(`#player[data-steps="12"][data-playing="true"]`, byQuery))
		var hash string
		p.eval(`location.hash`, &hash)
		if hash != "#"+frag {
			t.Errorf("%s: the address became %q, want the share link's #%s", at, hash, frag)
		}
		if got := p.text("#player-shared"); got != "Solution 3 from the share link." {
			t.Errorf("%s: the board says %q", at, got)
		}
		var top, vh float64
		p.eval(`document.getElementById("player").getBoundingClientRect().top`, &top)
		p.eval(`innerHeight`, &vh)
		if top < 0 || top > vh/2 {
			t.Errorf("%s: the player starts at %.0f in a %.0f-pixel window", at, top, vh)
		}
		var playing, paused [][4]float64
		p.eval(boxes, &playing)
		p.run("pause", chromedp.Click(`#player-play`, byQuery))
		p.within(10*time.Second, "paused", chromedp.WaitVisible(`#player[data-playing="false"]`, byQuery))
		p.eval(boxes, &paused)
		if fmt.Sprint(playing) != fmt.Sprint(paused) {
			t.Errorf("%s: the controls (play, scrubber, counter) moved from %v playing to %v paused", at, playing, paused)
		}
	}

	p.run("reduce motion", emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}),
		chromedp.Reload())
	p.waitReady()
	p.within(30*time.Second, "the shared step", chromedp.WaitVisible(`#player[data-step="1"][data-steps="12"]`, byQuery))
	// Measures time itself: under reduced motion the player stays at
	// its step for 1.2 s.
	p.run("wait", chromedp.Sleep(1200*time.Millisecond))
	if st, pl := p.attr("#player", "data-step"), p.attr("#player", "data-playing"); st != "1" || pl != "false" {
		t.Errorf("reduced motion: the board at step %s, playing %s; want step 1, paused", st, pl)
	}
	p.run("play", chromedp.Click(`#player-play`, byQuery))
	p.within(10*time.Second, "Play plays", chromedp.WaitVisible(`#player[data-playing="true"]`, byQuery))

	p.setValue("#puzzle-select", "soma", "change")
	p.within(10*time.Second, "the address follows the change", poll(`location.hash.includes("p=soma") && !location.hash.includes("c=")`, nil))
}

// shareInView: with a run solved, so that the share output is below the
// first screen (under the run's thumbnails and figures), it presses
// Share in the top bar, then Copy embed code, at both sizes: the field
// with what each made, and what sharing says, come into the window,
// uncovered, with the link or code selected, ready to copy.
func shareInView(t *testing.T, p *page) {
	t.Helper()
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		at := fmt.Sprintf("%dx%d", size[0], size[1])
		p.run("viewport", chromedp.EmulateViewport(int64(size[0]), int64(size[1])))
		for _, b := range []struct{ button, field string }{{"share-link", "share-url"}, {"embed-code", "embed-snippet"}} {
			p.eval(`scrollTo(0, 0), true`, nil)
			var below bool
			p.eval(`document.getElementById("share-output").getBoundingClientRect().top > innerHeight`, &below)
			if !below && b.button == "share-link" {
				t.Errorf("%s: the share output is in the first screen already: the test shows nothing", at)
			}
			// A click as a person's, where the button is (Share is in the
			// top bar; Copy embed code is scrolled to first).
			p.eval(`document.activeElement && document.activeElement.blur(), true`, nil)
			p.run("press "+b.button, chromedp.ScrollIntoView("#"+b.button, byQuery), chromedp.Click("#"+b.button, byQuery))
			// The field may be shown already (from the other size): wait
			// for what the press does, the field focused and in view.
			p.within(10*time.Second, b.field+" is shown and focused", chromedp.WaitVisible("#"+b.field, byQuery),
				poll(fmt.Sprintf(`(f => document.activeElement === f && f.getBoundingClientRect().bottom <= innerHeight)(document.getElementById(%q))`, b.field), nil))
			var v struct {
				Field, Notice    bool // each uncovered at its centre
				Focused          bool
				Selected, Length int
			}
			p.eval(fmt.Sprintf(`(() => {
				const seen = el => { const r = el.getBoundingClientRect(), y = (r.top + r.bottom) / 2;
					return r.top >= 0 && r.bottom <= innerHeight && document.elementFromPoint(r.left + 10, y) === el };
				const f = document.getElementById(%q), n = document.getElementById("share-notice");
				return {Field: seen(f), Notice: seen(n), Focused: document.activeElement === f,
					Selected: f.selectionEnd - f.selectionStart, Length: f.value.length};
			})()`, b.field), &v)
			if !v.Field || !v.Notice {
				t.Errorf("%s: after %s, the %s in view: %v, what sharing says in view: %v", at, b.button, b.field, v.Field, v.Notice)
			}
			if !v.Focused || v.Selected != v.Length || v.Length == 0 {
				t.Errorf("%s: after %s, the %s focused %v, %d of its %d characters selected", at, b.button, b.field, v.Focused, v.Selected, v.Length)
			}
		}
		p.screenshot("share-in-view-"+at, size[0])
	}
}
