package main

// End-to-end tests of share links that arrive damaged or hostile (issue
// 21): the playground and the embed page keep working and say what is
// wrong. These tests share one browser (a tab each).

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/internal/librarytest"
	"polyplay/solver/flags"
	"polyplay/ui/link"
)

// newTab opens a tab of the one browser the tests share, with the given
// viewport, on the test site (nothing loaded yet: see page.open). No
// tab sees the storage or service worker of another (see openTab).
func newTab(t testing.TB, width, height int, opts ...tabOption) *page {
	t.Helper()
	p := openTab(t, 3*time.Minute, opts...)
	p.run("viewport", chromedp.EmulateViewport(int64(width), int64(height)))
	return p
}

// panicked reports whether the Go program logged a panic.
func (p *page) panicked() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, l := range p.log {
		if strings.Contains(l, "panic") || strings.Contains(l, "exit code") {
			return true
		}
	}
	return false
}

// consoleErrors returns the page's console errors and uncaught
// exceptions so far (a Go callback called after its release says
// "call to released function" on the console as an error).
func (p *page) consoleErrors() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []string
	for _, l := range p.log {
		if strings.HasPrefix(l, "error: ") || strings.HasPrefix(l, "exception: ") || strings.Contains(l, "released function") {
			out = append(out, l)
		}
	}
	return out
}

// noConsoleErrors fails the test if the page's console has an error or
// an uncaught exception (consoleErrors).
func (p *page) noConsoleErrors() {
	p.t.Helper()
	for _, l := range p.consoleErrors() {
		p.t.Errorf("console: %s", l)
	}
}

// TestBrowserCutLinks opens links cut inside a %-escape, and hostile ones,
// on the playground and the embed page: each page works and says what is
// wrong.
func TestBrowserCutLinks(t *testing.T) {
	t.Parallel()
	p := newTab(t, 1280, 800)
	playground := []struct{ frag, want string }{
		{`o=-rL+-oe%3D11%3Af%3`, "the link is cut or damaged (a broken %-escape at character 19 of 20)"},
		{`p=soma&c=AB%2`, "the link is cut or damaged"},
		{`p=soma&o=-s1000000000000`, "the number of Monte Carlo trials (-s) 1000000000000 is more than 1000000000"},
		{`p=soma&z=9`, "made by a newer Polyplay"},
	}
	for _, tt := range playground {
		p.open("#" + tt.frag)
		p.waitReady()
		p.within(10*time.Second, "the notice", chromedp.WaitVisible(`#notice`, byQuery))
		if got := p.text("#notice"); !strings.Contains(got, tt.want) {
			t.Errorf("playground #%s: notice %q, want %q", tt.frag, got, tt.want)
		}
	}
	// The page works: a link typed into the address bar (a hash change,
	// damaged first) is read, and the puzzle solves.
	p.eval(`location.hash = "p=soma%ZZ"; true`, nil)
	p.within(10*time.Second, "the notice of a damaged hash change", poll(
		`document.getElementById("notice") && document.getElementById("notice").innerText.includes("cut or damaged")`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	p.eval(`location.hash = "p=soma&o=-r"; true`, nil)
	p.within(10*time.Second, "the puzzle from the address", poll(`document.getElementById("puzzle-select").value === "soma"`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	p.solveAndWait(60 * time.Second)
	if got, want := p.count("stat-solutions"), nativeCount(t, "soma", "-r"); got != want {
		t.Errorf("soma -r: %d solutions, want %d", got, want)
	}

	embed := []struct{ frag, want string }{
		{`p=soma%ZZ`, "the link is cut or damaged (a broken %-escape at character 7 of 9)"},
		{`c=BMAHEQAACMPAoyv-HfN3yslSSzJ7hQZvHwAA__8&h=360&p=so%6`, "the link is cut or damaged"},
		{`p=soma&t=999999999`, "animation step"},
	}
	for _, tt := range embed {
		p.open("embed.html#" + tt.frag)
		p.within(20*time.Second, "the embed's error", chromedp.WaitVisible(`#embed-error`, byQuery))
		if got := p.text("#embed-error"); !strings.Contains(got, tt.want) {
			t.Errorf("embed #%s: error %q, want %q", tt.frag, got, tt.want)
		}
	}
	// The embed page still works: a good link given afterwards plays.
	good := strings.TrimSpace(strings.Split(readFixture(t), "\n")[2])
	p.eval(`location.hash = "`+good+`"; true`, nil)
	p.within(20*time.Second, "the embed plays a good link after a cut one",
		chromedp.WaitVisible(`#embed-page[data-state="ready"]`, byQuery))
	if p.panicked() {
		t.Errorf("the Go program panicked")
	}
}

// readFixture returns the share links made by format version 1 (the
// codec's test fixtures).
func readFixture(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile("../ui/link/testdata/v1-links.txt")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// nativeCount counts a library puzzle's solutions natively with args.
func nativeCount(t testing.TB, key string, args ...string) int64 {
	t.Helper()
	o, _, err := flags.ParseArgs(args)
	if err != nil {
		t.Fatal(err)
	}
	return librarytest.Count(t, key, o)
}

// TestBrowserDamagedShareKeeps opens a share link with three bad parts
// (a step beyond the last, a speed and a view out of range) at both
// sizes: the notice at the top of the page, under the top bar and above
// the board, gives each problem a line of its own, and the board shows
// the link's solution at the nearest valid step (the last), in view; a
// link cut short in its solution opens its puzzle and options. The embed
// page plays the damaged link too, in a large and a small frame.
func TestBrowserDamagedShareKeeps(t *testing.T) {
	t.Parallel()
	_, _, cells := solutionCells(t, "soma")
	frag := link.Share{Key: "soma", Solution: 2, Cells: cells, Step: 3, Speed: 4, View: link.View3D}.Fragment()
	frag = strings.NewReplacer("t=3", "t=50", "r=4", "r=1e308", "v=3d", "v=4d").Replace(frag)
	want := []string{
		"share link: animation speed:",
		"share link: view:",
		"share link: animation step: 50 is beyond the last step, 7; the solution is shown assembled",
	}
	p := newTab(t, 1280, 800)
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		p.run("viewport", chromedp.EmulateViewport(int64(size[0]), int64(size[1])))
		p.open("#" + frag)
		p.waitReady()
		p.within(30*time.Second, "the shared solution at its last step",
			chromedp.WaitVisible(`#player[data-step="7"][data-steps="7"]`, byQuery))
		var l struct {
			VH, HeaderB, NoticeT, NoticeB, StageT, BoardT float64
			Lines                                         [][2]float64 // each problem's first line: left, top
			Shared                                        string
		}
		p.eval(fmt.Sprintf(`(() => {
			const box = s => document.querySelector(s).getBoundingClientRect();
			const span = document.querySelector("#notice > span"), text = span.firstChild.textContent;
			const lines = %s.map(w => { const i = text.indexOf(w); if (i < 0) return [-1, -1];
				const r = document.createRange(); r.setStart(span.firstChild, i); r.setEnd(span.firstChild, i + 1);
				const b = r.getClientRects()[0]; return [b.left, b.top] });
			return {VH: innerHeight, HeaderB: box(".pp-header").bottom, NoticeT: box("#notice").top, NoticeB: box("#notice").bottom,
				StageT: box("#board").top, BoardT: box("#player").top, Lines: lines,
				Shared: (document.getElementById("player-shared") || {}).textContent || ""};
		})()`, jsStrings(want)), &l)
		at := fmt.Sprintf("%dx%d", size[0], size[1])
		if l.NoticeT < l.HeaderB-1 || l.NoticeB > l.StageT+1 || l.NoticeT > 150 {
			t.Errorf("%s: notice from %.0f to %.0f, want it under the top bar (%.0f) and above the board (%.0f)", at, l.NoticeT, l.NoticeB, l.HeaderB, l.StageT)
		}
		for i, w := range want {
			if l.Lines[i][1] < 0 {
				t.Errorf("%s: the notice %q does not say %q", at, p.text("#notice"), w)
			} else if i > 0 && (l.Lines[i][1] <= l.Lines[i-1][1] || l.Lines[i][0] != l.Lines[0][0]) {
				t.Errorf("%s: problem %d starts at %v, after problem %d at %v: want a line each", at, i+1, l.Lines[i], i, l.Lines[i-1])
			}
		}
		if l.BoardT > l.VH-200 {
			t.Errorf("%s: the shared solution's player starts at %.0f in a %.0f-pixel viewport", at, l.BoardT, l.VH)
		}
		if l.Shared != "Solution 2 from the share link." {
			t.Errorf("%s: board says %q", at, l.Shared)
		}
		p.screenshot("share-damaged-"+at, size[0])

		// The link cut short inside its solution (chat programs cut long
		// links): the puzzle and options before the cut open, and the
		// notice says the link may be cut short.
		good := link.Share{Key: "soma", Args: []string{"-r"}, Solution: 2, Cells: cells, Step: 3, View: link.View3D}.Fragment()
		p.open("#" + good[:len(good)-12])
		p.waitReady()
		p.within(10*time.Second, "the cut link's notice", chromedp.WaitVisible(`#notice`, byQuery))
		var c struct {
			Title, Notice, Args string
			NoticeT, StageT     float64
		}
		p.eval(`({Title: document.getElementById("stage-title").textContent, Notice: document.getElementById("notice").innerText,
			Args: document.getElementById("command-line").value,
			NoticeT: document.getElementById("notice").getBoundingClientRect().top, StageT: document.getElementById("board").getBoundingClientRect().top})`, &c)
		if c.Title != "Soma cube" || !strings.Contains(c.Args, " -r") || !strings.Contains(c.Notice, "share link: solution: it is not valid compressed data (the link may be cut short)") || c.NoticeT > c.StageT {
			t.Errorf("%s: a link cut in its solution shows %q with %q, the notice %q at %.0f (the board at %.0f)", at, c.Title, c.Args, c.Notice, c.NoticeT, c.StageT)
		}
	}
	// The embed page of the same link plays the solution, with the
	// problems above it, and its way back to the playground leaves the
	// bad parts out.
	for _, size := range [][2]int{{480, 555}, {320, 400}} {
		at := fmt.Sprintf("embed %dx%d", size[0], size[1])
		p.run("viewport", chromedp.EmulateViewport(int64(size[0]), int64(size[1])))
		p.open("embed.html#" + frag)
		p.within(30*time.Second, at+" plays", chromedp.WaitVisible(`#embed-page[data-state="ready"][data-steps="7"]`, byQuery))
		var l struct {
			IH, SH, ErrT, ErrB, SVGT, SVGB float64
			Err, Open                      string
		}
		p.eval(`(() => {
			const box = s => document.querySelector(s).getBoundingClientRect();
			return {IH: innerHeight, SH: document.scrollingElement.scrollHeight, ErrT: box("#embed-error").top, ErrB: box("#embed-error").bottom,
				SVGT: box("#embed-stage svg").top, SVGB: box("#embed-stage svg").bottom,
				Err: document.getElementById("embed-error").innerText, Open: document.getElementById("embed-open").getAttribute("href")};
		})()`, &l)
		if got := strings.Split(l.Err, "\n"); len(got) != len(want) || !strings.HasPrefix(got[0], want[0]) || !strings.HasPrefix(got[2], want[2]) {
			t.Errorf("%s: error %q, want the lines %q", at, l.Err, want)
		}
		if l.ErrT < 0 || l.ErrB > l.SVGT+1 || l.SVGB-l.SVGT < 100 || l.SH > l.IH {
			t.Errorf("%s: error from %.0f to %.0f, animation from %.0f to %.0f, content %.0f high in %.0f", at, l.ErrT, l.ErrB, l.SVGT, l.SVGB, l.SH, l.IH)
		}
		if strings.Contains(l.Open, "r=") || strings.Contains(l.Open, "v=") || strings.Contains(l.Open, "t=") || !strings.Contains(l.Open, "c=") {
			t.Errorf("%s: Open in Polyplay goes to %q, want the solution without the bad parts", at, l.Open)
		}
		p.screenshot("embed-damaged-"+strconv.Itoa(size[0]), size[0])
	}
	if p.panicked() {
		t.Errorf("the Go program panicked")
	}
}

// jsStrings writes ss as a JavaScript array of strings.
func jsStrings(ss []string) string {
	b, _ := json.Marshal(ss)
	return string(b)
}

// TestBrowserStepLessLinks opens share links written without a step (t),
// as links left it out at the first step: the playground opens on the
// whole shared solution, its last step, at both sizes, and an embed's
// link (with its size) at the first step, where the embed page started.
func TestBrowserStepLessLinks(t *testing.T) {
	t.Parallel()
	_, _, cells := solutionCells(t, "soma")
	frag := link.Share{Key: "soma", Solution: 1, Cells: cells}.Fragment()
	if !strings.Contains(frag, "&t=0") {
		t.Fatalf("a link with a solution gives its step: %s", frag)
	}
	old := strings.Replace(frag, "&t=0", "", 1)
	p := newTab(t, 1280, 800)
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		at := fmt.Sprintf("%dx%d", size[0], size[1])
		p.run("viewport", chromedp.EmulateViewport(int64(size[0]), int64(size[1])))
		p.open("#" + old)
		p.waitReady()
		p.within(30*time.Second, at+": the whole shared solution",
			chromedp.WaitVisible(`#player[data-step="7"][data-steps="7"][data-playing="false"]`, byQuery))
		var top, bottom, vh float64
		p.eval(`document.getElementById("player").getBoundingClientRect().top`, &top)
		p.eval(`document.getElementById("player").getBoundingClientRect().bottom`, &bottom)
		p.eval(`innerHeight`, &vh)
		if top < 0 || top > vh/2 || bottom <= top {
			t.Errorf("%s: the player at %.0f to %.0f in a %.0f-pixel window", at, top, bottom, vh)
		}
		p.screenshot("stepless-link-"+at, size[0])
	}
	// Slowly (0.1 steps a second), so that the first step is seen.
	p.open("embed.html#" + old + "&r=0.1&w=480&h=360")
	p.within(30*time.Second, "the embed at its first step",
		chromedp.WaitVisible(`#embed-page[data-state="ready"][data-step="0"][data-steps="7"]`, byQuery))
}
