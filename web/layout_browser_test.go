package main

// The board-centred layout in real Chromium, at a desktop's and a phone's
// size: what a person sees on first load, after Solve and when opening a
// share link is checked by element positions (in the first viewport or
// not), and screenshots of those states are written (make screenshots).

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/ui"
	"polyplay/ui/link"
)

// sizes are the two windows every layout check runs in.
var sizes = []struct {
	name          string
	width, height int
}{
	{"desktop", 1280, 800},
	{"phone", 390, 844},
}

// box is an element's place in the viewport.
type box struct {
	Found                    bool
	Top, Left, Bottom, Right float64
	VW, VH                   float64
}

// where returns the box of the first element matching sel.
func (p *page) where(sel string) box {
	p.t.Helper()
	var b box
	p.eval(fmt.Sprintf(`(() => { const el = document.querySelector(%q); if (!el) return {Found: false};
		const r = el.getBoundingClientRect();
		return {Found: r.width > 0 && r.height > 0, Top: r.top, Left: r.left, Bottom: r.bottom, Right: r.right,
			VW: document.documentElement.clientWidth, VH: innerHeight} })()`, sel), &b)
	return b
}

// inView fails the test unless the element matching sel is shown whole
// (or, with partly, at least begun) within the viewport, without
// scrolling; state names the situation in messages.
func (p *page) inView(state, sel string, partly bool) {
	p.t.Helper()
	b := p.where(sel)
	switch {
	case !b.Found:
		p.t.Errorf("%s: %s is not shown", state, sel)
	case partly && (b.Top >= b.VH-8 || b.Bottom <= 0 || b.Left >= b.VW || b.Right <= 0):
		p.t.Errorf("%s: %s is out of the first viewport (%.0f,%.0f to %.0f,%.0f in %.0fx%.0f)", state, sel, b.Left, b.Top, b.Right, b.Bottom, b.VW, b.VH)
	case !partly && (b.Top < -1 || b.Bottom > b.VH+1 || b.Left < -1 || b.Right > b.VW+1):
		p.t.Errorf("%s: %s is not wholly in the first viewport (%.0f,%.0f to %.0f,%.0f in %.0fx%.0f)", state, sel, b.Left, b.Top, b.Right, b.Bottom, b.VW, b.VH)
	}
}

// visible reports whether the element matching sel exists and takes
// room on the page (not hidden by display: none, itself or above).
func (p *page) visible(sel string) bool {
	p.t.Helper()
	var ok bool
	p.eval(fmt.Sprintf(`(e => !!e && e.getClientRects().length > 0)(document.querySelector(%q))`, sel), &ok)
	return ok
}

// allInView fails the test unless every element matching sel is shown
// whole within the viewport, without scrolling.
func (p *page) allInView(state, sel string) {
	p.t.Helper()
	var n int
	p.eval(fmt.Sprintf(`document.querySelectorAll(%q).length`, sel), &n)
	if n == 0 {
		p.t.Errorf("%s: no %s", state, sel)
	}
	for i := 1; i <= n; i++ {
		p.inView(state, fmt.Sprintf("%s:nth-child(%d)", sel, i), false)
	}
}

// uncovered fails the test unless the centre of the element matching
// sel is the element itself (or inside it) for the browser, not a bar or
// a panel drawn over it.
func (p *page) uncovered(state, sel string) {
	p.t.Helper()
	var top string
	p.eval(fmt.Sprintf(`(() => { const el = document.querySelector(%q), r = el.getBoundingClientRect();
		const at = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
		return at && (el === at || el.contains(at)) ? "" : (at ? at.tagName + "#" + at.id + "." + at.className : "nothing") })()`, sel), &top)
	if top != "" {
		p.t.Errorf("%s: %s is covered by %s at its centre", state, sel, top)
	}
}

// viewShot saves a screenshot of the viewport (what the person sees
// without scrolling) into $POLYPLAY_SCREENSHOTS, if set.
func (p *page) viewShot(name string) {
	p.t.Helper()
	dir := os.Getenv("POLYPLAY_SCREENSHOTS")
	if dir == "" {
		return
	}
	var buf []byte
	p.run("screenshot "+name, chromedp.CaptureScreenshot(&buf))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(dir+"/"+name+".png", buf, 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// resize sets the viewport and opens path afresh at that size.
func (p *page) resize(width, height int, path string) {
	p.t.Helper()
	p.run("viewport", chromedp.EmulateViewport(int64(width), int64(height), chromedp.EmulateScale(1)))
	p.open(path)
	p.waitReady()
}

// shareFixture reads the share link kept from the playground as it was
// before the board-centred layout: its fragment and the assembled board.
func shareFixture(t *testing.T) (frag, board string) {
	t.Helper()
	b, err := os.ReadFile("testdata/share-link-2026-11.txt")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(b), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	if len(lines) != 2 {
		t.Fatalf("the fixture has %d lines, want the fragment and the board", len(lines))
	}
	return lines[0], lines[1]
}

// TestBrowserLayout checks, at both sizes, what the person sees without
// scrolling: on first load the board, every piece and Solve (on a phone
// in the lower half, in one thumb's reach), and the side panel closing
// and opening; while solving a long search the progress bar, the figures
// and Cancel, the board not covered by them; after Solve the first
// solution on the board with the way through the solutions, the
// thumbnails and the player's controls (on a phone, Solve still in reach
// at the foot of the page); a share link of today's version opens to its
// puzzle, options, solution and step; a damaged link says so at the top
// and keeps its valid puzzle and options; that puzzle, the Soma cube,
// solved shows its solution in 3-D and as layers with the player.
func TestBrowserLayout(t *testing.T) {
	docShots(t)
	t.Parallel()
	frag, board := shareFixture(t)
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			checkLayout(t, sz.name, sz.width, sz.height, frag, board)
		})
	}
}

// checkLayout runs TestBrowserLayout's checks at one size, on a page of
// its own.
func checkLayout(t *testing.T, name string, width, height int, frag, board string) {
	sz := struct {
		name          string
		width, height int
	}{name, width, height}
	p := openPage(t, width, height, "#p=pentominoes-10x6&o=-r")
	{
		st := func(s string) string { return sz.name + ", " + s }

		// First load: the puzzle's board and pieces, and Solve.
		p.within(10*time.Second, "the preview", chromedp.WaitVisible(`#preview-section svg.board`, byQuery))
		p.inView(st("first load"), "#preview-section svg.board", false)
		p.allInView(st("first load"), "#pieces li")
		p.inView(st("first load"), "#solve", false)
		if board, panel := p.where("#board"), p.where("#side-panel"); sz.name == "phone" && board.Bottom > panel.Top+1 {
			t.Errorf("%s: the board ends at %.0f px, the panel starts at %.0f px: want the board on top", st("first load"), board.Bottom, panel.Top)
		} else if sz.name == "desktop" && board.Right > panel.Left+1 {
			t.Errorf("%s: the board ends at %.0f px, the panel starts at %.0f px: want the panel beside it", st("first load"), board.Right, panel.Left)
		}
		p.uncovered(st("first load"), "#solve")
		p.steadyTopBar(st("first load"))
		if sz.name == "phone" {
			p.thumbReach(st("first load"), "#solve")
		}
		// The first Tab reaches the skip link; it moves the focus to the
		// board.
		var focused string
		p.run("tab to the skip link", chromedp.KeyEvent(kb.Tab))
		p.eval(`document.activeElement.textContent`, &focused)
		if focused != "Skip to the board" {
			t.Errorf("%s: the first Tab focuses %q, want the skip link", st("first load"), focused)
		}
		p.run("follow it", chromedp.KeyEvent(kb.Enter))
		p.within(5*time.Second, "the board has the focus", poll(`document.activeElement.id === "board"`, nil))
		p.run("back to the top", chromedp.Evaluate(`scrollTo(0, 0)`, nil))
		p.viewShot(sz.name + "-first-load")
		p.checkA11y(st("first load"))
		p.checkLabels()
		// The side panel closes and opens again from the top bar; closed,
		// the board takes its room.
		p.run("close the panel", chromedp.Click(`#panel-toggle`, byQuery))
		p.within(5*time.Second, "the panel closed", chromedp.WaitNotVisible(`#side-panel`, byQuery))
		if got := p.attr("#panel-toggle", "aria-expanded"); got != "false" {
			t.Errorf("%s: the closed panel's toggle has aria-expanded %q", st("panel closed"), got)
		}
		p.inView(st("panel closed"), "#preview-section svg.board", false)
		if sz.name == "desktop" {
			var w struct{ Stage, Page float64 }
			p.eval(`({Stage: document.getElementById("board").getBoundingClientRect().width, Page: document.documentElement.clientWidth})`, &w)
			if w.Stage < w.Page*0.9 {
				t.Errorf("%s: the board area is %.0f px wide of %.0f: want it to take the panel's room", st("panel closed"), w.Stage, w.Page)
			}
		}
		p.run("open the panel", chromedp.Click(`#panel-toggle`, byQuery))
		p.within(5*time.Second, "the panel open", chromedp.WaitVisible(`#panel-puzzle`, byQuery))

		// After Solve: the first solution drawn whole, the way through the
		// solutions, the thumbnails and the player's controls.
		p.solveAndWait(3 * time.Minute)
		p.within(10*time.Second, "the solution on the board", chromedp.WaitVisible(`#player[data-steps="12"]`, byQuery))
		if step, steps := p.attr("#player", "data-step"), p.attr("#player", "data-steps"); step != steps {
			t.Errorf("%s: the player is at step %s of %s, want the solution drawn whole", st("solved"), step, steps)
		}
		for _, sel := range []string{"#player-board", "#sol-prev", "#sol-index", "#sol-next", "#player-play", "#player-scrub", "#cancel"} {
			p.inView(st("solved"), sel, false)
		}
		p.inView(st("solved"), ".gallery .thumb", true)
		p.uncovered(st("solved"), "#player-board")
		if sz.name == "phone" {
			// The bar of actions stays at the foot of the screen however
			// far down the page is read.
			p.run("to the foot of the page", chromedp.Evaluate(`scrollTo(0, document.documentElement.scrollHeight)`, nil))
			p.thumbReach(st("solved, scrolled down"), "#solve")
			p.uncovered(st("solved, scrolled down"), "#solve")
			p.run("back to the top", chromedp.Evaluate(`scrollTo(0, 0)`, nil))
		}
		if got := p.value("#sol-index"); got != "1" {
			t.Errorf("%s: solution %s in view, want 1", st("solved"), got)
		}
		p.viewShot(sz.name + "-solved")
		p.checkA11y(st("solved"))
		p.checkLabels()

		// While solving a long search with the default options: the
		// progress bar with the time left, the figures and Cancel.
		p.resize(sz.width, sz.height, "#p=bedlam-cube&o=")
		p.within(30*time.Second, "start solving", chromedp.WaitEnabled(`#solve`, byQuery),
			chromedp.Click(`#solve`, byQuery), chromedp.WaitVisible(`#run-status[data-status="running"]`, byQuery))
		p.within(90*time.Second, "the fraction done and the time left are known", poll(
			`(e => e && e.position >= 0 && / left$/.test(document.getElementById("run-progress-label").textContent))(document.getElementById("run-progress"))`,
			nil, chromedp.WithPollingInterval(100*time.Millisecond)))
		if got := p.text("#run-progress-label"); !strings.Contains(got, "% done, about ") || !strings.HasSuffix(got, " left") {
			t.Errorf("%s: progress %q, want the fraction done and the time left", st("solving"), got)
		}
		// A solution is on the board: the trial's first (a preview) or
		// the run's own once it is divided.
		p.within(2*time.Second, "a solution on the board while solving", chromedp.WaitVisible(`#player[data-steps="13"]`, byQuery))
		for _, sel := range []string{"#run-progress", "#cancel", "#stat-solutions", "#run-status", "#player-board"} {
			p.inView(st("solving"), sel, false)
		}
		p.uncovered(st("solving"), "#cancel")
		p.uncovered(st("solving"), "#player-board")
		if sz.name == "phone" {
			p.thumbReach(st("solving"), "#cancel")
		}
		p.tilesFit(st("solving"))
		p.viewShot(sz.name + "-solving")
		if sz.name == "phone" {
			// axe once while solving, where the figures stick over the
			// board: it is slow beside a search (the same page as on a
			// desktop but for the layout).
			p.checkA11y(st("solving"))
		}
		p.run("cancel", chromedp.Click(`#cancel`, byQuery))
		p.within(10*time.Second, "cancelled", chromedp.WaitVisible(`#run-status[data-status="cancelled"]`, byQuery))

		// A share link made before this layout: its puzzle, options,
		// solution and step fill the screen.
		p.resize(sz.width, sz.height, "#"+frag)
		p.within(30*time.Second, "the shared solution", chromedp.WaitVisible(`#player[data-step="5"][data-steps="12"]`, byQuery))
		for _, sel := range []string{"#player-board", "#player-play", "#player-shared"} {
			p.inView(st("share link"), sel, false)
		}
		if got := p.value("#puzzle-select"); got != "pentominoes-10x6" {
			t.Errorf("%s: puzzle %q", st("share link"), got)
		}
		if got := p.value("#player-order"); got != "left-right" {
			t.Errorf("%s: order %q", st("share link"), got)
		}
		if got := p.value("#command-line"); got != "polyplay -r pentominoes-10x6.txt" {
			t.Errorf("%s: options %q, want the link's -r", st("share link"), got)
		}
		if got := p.text("#player-shared"); got != "Solution 3 from the share link." {
			t.Errorf("%s: %q under the title, want the link's solution 3", st("share link"), got)
		}
		p.viewShot(sz.name + "-share-link")
		if sz.name == "desktop" {
			p.checkA11y(st("share link")) // once: the solved state's page, checked at both sizes
		}
		p.toEnd()
		if got := p.attr("#player", "data-board"); got != board {
			t.Errorf("%s: assembled board %s, want the fixture's %s", st("share link"), got, board)
		}

		// A damaged link says so at the top, and keeps what is valid:
		// the puzzle and the options.
		p.resize(sz.width, sz.height, "#p=soma&o=-r&c=AAAA")
		p.within(10*time.Second, "the notice", chromedp.WaitVisible(`#notice`, byQuery))
		if b := p.where("#notice"); b.Top > 140 {
			t.Errorf("%s: the notice of a damaged link is %.0f px down, want it at the top", st("damaged link"), b.Top)
		}
		if got := p.text("#notice"); !strings.Contains(got, "share link: solution") {
			t.Errorf("%s: notice %q", st("damaged link"), got)
		}
		p.inView(st("damaged link"), "#preview-section svg.board", true)
		if got := p.text("#stage-title"); got != "Soma cube" {
			t.Errorf("%s: the board shows %q, want the link's Soma cube", st("damaged link"), got)
		}
		if got := p.value("#command-line"); got != "polyplay -r soma.txt" {
			t.Errorf("%s: options %q, want the link's -r", st("damaged link"), got)
		}
		p.viewShot(sz.name + "-damaged-link")
		if sz.name == "phone" {
			p.checkA11y(st("damaged link")) // once: the first load's page and the notice
		}

		// After Solve on that 3-D puzzle: its first solution whole in 3-D
		// and as layers, the way through the solutions, the player's
		// controls and the thumbnails in view (on a phone the player's
		// settings wait behind a button for that).
		p.run("dismiss the notice", chromedp.Click(`#notice-close`, byQuery))
		p.solveAndWait(2 * time.Minute)
		p.within(10*time.Second, "the Soma cube's solution", chromedp.WaitVisible(`#player[data-steps="7"][data-step="7"]`, byQuery))
		p.run("to the top", chromedp.Evaluate(`scrollTo(0, 0)`, nil))
		for _, sel := range []string{"#player-3d", "#player-board", "#sol-prev", "#sol-index", "#sol-next", "#player-play", "#player-scrub"} {
			p.inView(st("solved in 3-D"), sel, false)
		}
		p.uncovered(st("solved in 3-D"), "#player-play")
		// The gallery may render after the player under load.
		p.within(10*time.Second, "the thumbnails", chromedp.WaitVisible(`.gallery .thumb`, byQuery))
		p.inView(st("solved in 3-D"), ".gallery .thumb", true)
		p.uncovered(st("solved in 3-D"), ".gallery .thumb")
		p.viewShot(sz.name + "-solved-3d")
		if sz.name == "phone" {
			// The settings open under their button, and close again.
			if p.visible("#player-speed") {
				t.Errorf("%s: the player's settings shown before their button is pressed", st("solved in 3-D"))
			}
			p.run("open the settings", chromedp.Click(`#player-settings-toggle`, byQuery))
			p.within(5*time.Second, "the settings open", chromedp.WaitVisible(`#player-view`, byQuery))
			if got := p.attr("#player-settings-toggle", "aria-expanded"); got != "true" {
				t.Errorf("%s: the settings button says aria-expanded=%q once open", st("solved in 3-D"), got)
			}
			for _, sel := range []string{"#player-speed", "#player-order", "#player-view"} {
				p.inView(st("settings open"), sel, true)
			}
			if !p.visible("#player-svg") || !p.visible("#player-png") {
				t.Errorf("%s: the exports are not with the settings", st("settings open"))
			}
			p.run("close the settings", chromedp.Click(`#player-settings-toggle`, byQuery))
			p.within(5*time.Second, "the settings closed", chromedp.WaitNotVisible(`#player-view`, byQuery))
		} else if !p.visible("#player-speed") || p.visible("#player-settings-toggle") {
			t.Errorf("%s: on a desktop the player's settings are shown without a button", st("solved in 3-D"))
		}
	}
}

// TestBrowserSharePlaying: a share link that says the animation plays
// (g=1) opens playing from its step, with the player in view; the same
// link without it waits at its step; and the link made while the player
// plays says so again.
func TestBrowserSharePlaying(t *testing.T) {
	docShots(t)
	t.Parallel()
	prob, sol := firstSolution(t, "soma")
	cells, err := link.EncodeSolution(prob, sol)
	if err != nil {
		t.Fatal(err)
	}
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			st := func(s string) string { return sz.name + ", " + s }
			share := link.Share{Key: "soma", Solution: 1, Cells: cells, Step: 1, Speed: 4}

			// Not playing: the player waits at the link's step.
			p := openPage(t, sz.width, sz.height, "#"+share.Fragment())
			p.within(30*time.Second, "the shared solution", chromedp.WaitVisible(`#player[data-step="1"][data-playing="false"]`, byQuery))
			// Measures time itself: the player stays at its step for
			// 0.6 s.
			p.run("wait", chromedp.Sleep(600*time.Millisecond))
			if got := p.attr("#player", "data-step"); got != "1" {
				t.Errorf("%s: a link without g=1 moved on to step %s", st("paused link"), got)
			}

			// Playing: it moves on from the link's step by itself.
			share.Playing = true
			frag := share.Fragment()
			if !strings.Contains(frag, "g=1") {
				t.Fatalf("the fragment %q does not say it plays", frag)
			}
			p.resize(sz.width, sz.height, "#"+frag)
			p.within(30*time.Second, "playing", chromedp.WaitVisible(`#player[data-playing="true"]`, byQuery))
			p.within(10*time.Second, "the animation moves on", poll(
				`Number(document.getElementById("player").dataset.step) > 1`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
			for _, sel := range []string{"#player-board", "#player-play"} {
				p.inView(st("playing link"), sel, false)
			}
			if got := p.attr("#player-play", "aria-pressed"); got != "true" {
				t.Errorf("%s: the play button's aria-pressed is %q", st("playing link"), got)
			}
			p.viewShot(sz.name + "-share-playing")

			// The link made while it plays says it plays; paused, it
			// does not.
			p.run("share", chromedp.Click(`#share-link`, byQuery))
			p.within(10*time.Second, "the link", chromedp.WaitVisible(`#share-url`, byQuery))
			if got := p.value("#share-url"); !strings.Contains(got, "g=1") {
				t.Errorf("%s: the link made while playing is %q, want g=1", st("playing link"), got)
			}
			p.run("pause", chromedp.Click(`#player-play`, byQuery))
			p.within(5*time.Second, "paused", chromedp.WaitVisible(`#player[data-playing="false"]`, byQuery))
			p.run("share", chromedp.Click(`#share-link`, byQuery))
			p.within(10*time.Second, "the paused link", poll(`!document.getElementById("share-url").value.includes("g=1")`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
		})
	}
}

// steadyTopBar fails the test if a control of the top bar moves when
// the worker status changes its text (a run's start and end, and a
// worker's restart, would move a button from under a pointer about to
// click it), or if the status does not show its words whole.
func (p *page) steadyTopBar(state string) {
	p.t.Helper()
	var places []string
	var texts, shorts []string
	for _, st := range ui.WorkerStatuses {
		texts, shorts = append(texts, st.Text), append(shorts, st.Shown())
	}
	p.eval(fmt.Sprintf(`(() => {
		const st = document.getElementById("worker-status"), was = st.textContent, short = st.dataset.short;
		const shorts = %s;
		const places = %s.map((text, i) => {
			st.textContent = text;
			st.dataset.short = shorts[i];
			if (st.scrollWidth > st.clientWidth) return "the status cut short: " + st.scrollWidth + " px in " + st.clientWidth;
			return [...document.querySelectorAll(".pp-header button")].map(b => {
				const r = b.getBoundingClientRect();
				return b.id + " " + Math.round(r.left) + "," + Math.round(r.top) + " " + Math.round(r.width) + "x" + Math.round(r.height);
			}).join("; ");
		});
		st.textContent = was;
		st.dataset.short = short;
		return places;
	})()`, jsonText(p.t, shorts), jsonText(p.t, texts)), &places)
	for i, pl := range places {
		if strings.HasPrefix(pl, "the status cut short") {
			p.t.Errorf("%s: with the worker status %q (%q), %s", state, texts[i], shorts[i], pl)
		} else if pl != places[0] {
			p.t.Errorf("%s: with the worker status %q the top bar's buttons are at %s; with %q at %s", state,
				texts[0], places[0], texts[i], pl)
		}
	}
}

// jsonText writes v as JSON, which a script reads as a literal.
func jsonText(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
