package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/def"
	"polyplay/internal/longtest"
	"polyplay/ui/link"
)

// coachAnswered waits, for at most d, until the coach's line holds an
// answer about the position on the board (a count, at least one, a
// range, or a dead end), and returns it: never "thinking" for ever.
func (p *page) coachAnswered(d time.Duration, what string) string {
	p.t.Helper()
	p.within(d, what, poll(`(e => !!e && (e.dataset.state || "") !== "")(document.getElementById("play-coach"))`, nil,
		chromedp.WithPollingInterval(50*time.Millisecond)))
	return p.text("#play-coach")
}

// pickPuzzle opens library puzzle key as a pasted link would, in the mode the
// page is in, and waits until the page shows it.
func (p *page) pickPuzzle(key string) {
	p.t.Helper()
	p.eval(fmt.Sprintf(`location.hash = %q; true`, link.Share{Key: key}.Fragment()), nil)
	p.within(20*time.Second, "the puzzle "+key, poll(fmt.Sprintf(`(document.getElementById("puzzle-select") || {}).value === %q`, key), nil))
}

// TestBrowserNeverStuck: the sequence that stopped the page's solver for
// good. Play on the hexominoes' 15x14 parallelogram: the coach answers
// about the empty board (at least some ways: the count is far beyond its
// budget), and gives a hint; another puzzle picked while the coach still
// counts on gets its own answer and hint. Then Solve on the hexominoes
// shows progress and Cancel stops it at once; the 10x6 then solves with
// its 2,339 solutions. At both sizes, with no console error.
func TestBrowserNeverStuck(t *testing.T) {
	t.Parallel()
	chromium(t)
	for _, sz := range []struct {
		name          string
		width, height int
	}{{"desktop", 1280, 800}, {"phone", 390, 844}} {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#"+link.Share{Key: "hexominoes-15x14-parallelogram"}.Fragment())
			p.openPlay()
			text := p.coachAnswered(30*time.Second, "the coach's answer about the empty hexominoes")
			if !strings.Contains(text, "No completion found yet") && !strings.Contains(text, "at least") && !strings.Contains(text, "about") {
				t.Errorf("the coach says %q about the empty hexominoes' board", text)
			}
			p.run("Hint", chromedp.Click(`#play-hint`, byQuery))
			// A hint, or the coach's word that it found no completion
			// to give one from in its search's budget: never "looking"
			// for ever.
			p.within(30*time.Second, "a hint", poll(`/Hint:|No hint:/.test(document.body.innerText)`, nil))
			var note string
			p.eval(`(document.body.innerText.match(/(No hint|Hint):[^\n]*/) || [""])[0]`, &note)
			t.Logf("after Hint: %q", note)
			// Another puzzle while the coach counts on about the first.
			p.pickPuzzle("pentominoes-8x8-hole")
			p.run("Hint", chromedp.Click(`#play-hint`, byQuery))
			p.within(30*time.Second, "a hint on the 8x8", poll(`/Hint:/.test(document.body.innerText)`, nil))
			p.pickPuzzle("hexominoes-15x14-parallelogram")
			p.run("leave Play", chromedp.Click(`#play-close`, byQuery))
			p.within(30*time.Second, "start solving",
				chromedp.WaitEnabled(`#solve`, byQuery),
				chromedp.Click(`#solve`, byQuery),
				chromedp.WaitVisible(`#run-status[data-status="running"]`, byQuery))
			p.within(60*time.Second, "progress", poll(`Number((document.getElementById("stat-attempts") || {dataset: {}}).dataset.value) > 0`, nil))
			p.run("cancel", chromedp.Click(`#cancel`, byQuery))
			p.within(5*time.Second, "the run is cancelled", chromedp.WaitVisible(`#run-status[data-status="cancelled"]`, byQuery))
			p.pickPuzzle("pentominoes-10x6")
			p.solveAndWait(60 * time.Second)
			if got := p.count("stat-solutions"); got != 2339 {
				t.Errorf("the 10x6 after the hexominoes: %d solutions, want 2,339", got)
			}
			p.noConsoleErrors()
		})
	}
}

// TestPageEveryPuzzle goes through every library puzzle in Play and in
// Solve, picking the next while the last one's work still runs: each
// gets the coach's answer about its empty board or after a hint, and a
// Solve that shows progress or ends, then is cancelled; the page's last
// Solve, of the 10x6, gives its 2,339 solutions.
func TestPageEveryPuzzle(t *testing.T) {
	longtest.Skip(t)
	chromium(t)
	p := openPage(t, 1280, 800, "#"+link.Share{Key: "pentominoes-10x6"}.Fragment())
	p.openPlay()
	for _, key := range def.Keys() {
		p.pickPuzzle(key)
		p.run("Hint", chromedp.Click(`#play-hint`, byQuery))
		p.coachAnswered(30*time.Second, "the coach's answer about "+key)
	}
	p.run("leave Play", chromedp.Click(`#play-close`, byQuery))
	for _, key := range def.Keys() {
		p.pickPuzzle(key)
		// The run before, whose status shows until this one's does.
		var before int
		p.eval(`Number((document.getElementById("run-status") || {dataset: {}}).dataset.run || 0)`, &before)
		p.within(30*time.Second, "solve "+key,
			chromedp.WaitEnabled(`#solve`, byQuery),
			chromedp.Click(`#solve`, byQuery))
		p.within(60*time.Second, "progress or the end of "+key, poll(fmt.Sprintf(`(e => !!e && Number(e.dataset.run) > %d && (e.dataset.status !== "running" || Number((document.getElementById("stat-attempts") || {dataset: {}}).dataset.value) > 0))(document.getElementById("run-status"))`, before), nil))
		var running bool
		p.eval(`document.getElementById("run-status").dataset.status === "running"`, &running)
		if running {
			p.run("cancel "+key, chromedp.Click(`#cancel`, byQuery))
			p.within(5*time.Second, key+" cancelled", poll(`document.getElementById("run-status").dataset.status !== "running"`, nil))
		}
	}
	p.pickPuzzle("pentominoes-10x6")
	p.solveAndWait(60 * time.Second)
	if got := p.count("stat-solutions"); got != 2339 {
		t.Errorf("the 10x6 at the end: %d solutions, want 2,339", got)
	}
	p.noConsoleErrors()
}
