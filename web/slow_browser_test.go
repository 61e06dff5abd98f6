package main

// The page on a slow device: a busy solver worker is not taken for a
// dead one (ui/workers' watch, wasm/worker's heartbeat), a stuck one is.

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"polyplay/internal/longtest"
	"polyplay/ui/link"
)

// phoneSlowdown is how many times slower than this machine the slow page
// runs: DevTools' "low-end mobile" CPU throttling.
const phoneSlowdown = 6

// busyLoops keeps n cores busy beside the browser until the test ends,
// as other programs on a loaded machine would: n shell loops.
func busyLoops(t testing.TB, n int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for range n {
		cmd := exec.CommandContext(ctx, "sh", "-c", "while :; do :; done")
		if err := cmd.Start(); err != nil {
			cancel()
			t.Fatalf("a busy loop: %v", err)
		}
		wg.Go(func() { _ = cmd.Wait() })
	}
	t.Cleanup(func() {
		cancel()
		wg.Wait()
	})
}

// slowPhone opens path of the site (a fragment) in a page as slow as a
// phone's, with two busy loops beside the browser: Chromium throttles the
// page's thread (Emulation.setCPUThrottlingRate, as DevTools' "low-end
// mobile" does), and the page's ?slow makes its solver workers as slow
// (wasm/worker/heartbeat.go), which Chromium does not throttle ("Operation
// is only supported for pages, not workers"); the first worker says it
// is slowed down. The throttling ends with the test: the tab is kept for
// the next.
func slowPhone(t *testing.T, width, height int, path string) *page {
	t.Helper()
	busyLoops(t, 2)
	p := openTab(t, 20*time.Minute)
	w := p.listenWorkers()
	throttle := func(rate float64) chromedp.Action { return emulation.SetCPUThrottlingRate(rate) }
	t.Cleanup(func() { _ = chromedp.Run(p.ctx, throttle(1)) })
	p.run("open the page slowed down", chromedp.EmulateViewport(int64(width), int64(height)), throttle(phoneSlowdown),
		chromedp.Navigate(fmt.Sprintf("%s?slow=%d%s", p.url, phoneSlowdown, path)), throttle(phoneSlowdown))
	p.within(5*time.Minute, "the solver ready", chromedp.WaitVisible(`#worker-status.ok`, byQuery, slowPoll))
	var slow float64
	p.inWorker(w.first(t), `self.polyplaySlow`, &slow)
	if slow != phoneSlowdown {
		t.Fatalf("the first worker is %v times slower, want %d", slow, phoneSlowdown)
	}
	return p
}

// replaced returns the number of solver workers the page has replaced
// (the worker status's data-replaced).
func (p *page) replaced() string {
	p.t.Helper()
	return p.attr("#worker-status", "data-replaced")
}

// watchCancel has the page note, on its own clock, when Cancel is clicked
// (the click event's time) and when the run's status first says it is
// cancelled (cancelTook reads the difference).
const watchCancel = `window.ppCancel = {click: 0, shown: 0};
	document.addEventListener("click", e => { if (e.target.closest && e.target.closest("#cancel")) ppCancel.click = e.timeStamp }, true);
	new MutationObserver(() => {
		const s = document.getElementById("run-status");
		if (!ppCancel.shown && ppCancel.click && s && s.dataset.status === "cancelled") ppCancel.shown = performance.now();
	}).observe(document.body, {subtree: true, childList: true, attributes: true}); true`

// TestPageSlowPhone: the page as slow as a phone (slowPhone), at the
// desktop's size: in Play on the Tetris Cube, the coach answers about
// the empty board (the library's count) and, after a hint, about the
// position from its worker; a Tetris Cube challenge is made; the coach
// answers about the empty board of the heptominoes' 33x23. Out of Play,
// Solve on the hexominoes' 15x14 shows progress, and Cancel stops it
// within 300 ms, as the page measures it from the click's event to the
// status that says cancelled. No worker is replaced meanwhile, and the
// console has no error.
func TestPageSlowPhone(t *testing.T) {
	longtest.Skip(t)
	chromium(t)
	p := slowPhone(t, 1280, 800, "#"+link.Share{Key: "tetris-cube"}.Fragment())
	p.within(2*time.Minute, "open Play", chromedp.WaitVisible(`#play-top`, byQuery), chromedp.Click(`#play-top`, byQuery),
		chromedp.WaitVisible(playShown, byQuery))
	if got := p.coachAnswered(time.Minute, "the coach about the empty Tetris Cube"); !strings.Contains(got, "9,839 ways up to rotation") {
		t.Errorf("the coach says %q about the empty Tetris Cube, want the library's 9,839 ways up to rotation", got)
	}
	p.run("Hint", chromedp.Click(`#play-hint`, byQuery))
	p.within(3*time.Minute, "a hint", poll(`document.getElementById("play-status").textContent.includes("Hint:")`, nil))
	t.Logf("the coach after the hint: %q", p.coachAnswered(3*time.Minute, "the coach about the hint's position"))

	p.setValue("#play-left", "4", "input")
	p.within(time.Minute, "Make enabled", poll(`!document.getElementById("play-challenge").disabled`, nil))
	p.run("Make", chromedp.Click(`#play-challenge`, byQuery))
	p.within(3*time.Minute, "a Tetris Cube challenge", poll(`document.getElementById("play-status").textContent.includes("A new")`, nil))
	if n := len(parsePlaced(t, p.placed())); n != 8 {
		t.Errorf("the challenge placed %d pieces, want the Tetris Cube's 12 but 4", n)
	}

	p.eval(fmt.Sprintf(`location.hash = %q; true`, link.Share{Key: "heptominoes-33x23-holes"}.Fragment()), nil)
	// The coach's answer about the heptominoes' board (its 108 pieces
	// in the tray, in the same rendering), read with it.
	var said string
	p.within(5*time.Minute, "the coach about the empty heptominoes", poll(`(c => !!c && (c.dataset.state || "") !== "" &&
		document.getElementById("play-tray-title").textContent === "Pieces left: 108" && c.textContent)(document.getElementById("play-coach"))`, &said))
	t.Logf("the coach about the empty heptominoes: %q", said)

	p.within(time.Minute, "leave Play", chromedp.Click(`#play-close`, byQuery), chromedp.WaitNotPresent(`#play-board, #play-scene`, byQuery))
	p.eval(fmt.Sprintf(`location.hash = %q; true`, link.Share{Key: "hexominoes-15x14-parallelogram"}.Fragment()), nil)
	p.within(2*time.Minute, "the hexominoes", poll(`(document.getElementById("puzzle-select") || {}).value === "hexominoes-15x14-parallelogram"`, nil))
	p.within(2*time.Minute, "Solve", chromedp.WaitEnabled(`#solve`, byQuery), chromedp.Click(`#solve`, byQuery),
		chromedp.WaitVisible(`#run-status[data-status="running"]`, byQuery))
	p.within(3*time.Minute, "progress", poll(`Number((document.getElementById("stat-attempts") || {dataset: {}}).dataset.value) > 0`, nil))
	p.eval(watchCancel, nil)
	p.run("Cancel", chromedp.Click(`#cancel`, byQuery))
	p.within(time.Minute, "cancelled", poll(`ppCancel.shown > 0`, nil))
	var took float64
	p.eval(`ppCancel.shown - ppCancel.click`, &took)
	t.Logf("Cancel took %.0f ms on the page's clock", took)
	if took > 300 {
		t.Errorf("Cancel took %.0f ms from the click to the status that says cancelled, want at most 300", took)
	}
	p.within(5*time.Minute, "the solver ready again", chromedp.WaitVisible(`#worker-status.ok`, byQuery, slowPoll))
	if n := p.replaced(); n != "0" {
		t.Errorf("%s workers replaced on the slow page: a busy one was taken for a dead one", n)
	}
	p.noConsoleErrors()
}

// workerTargets are the page's solver workers (worker.js) in the order
// the browser attached DevTools to them, from listenWorkers on.
type workerTargets struct {
	mu  sync.Mutex
	ids []target.ID
}

// listenWorkers notes the page's solver workers as they start.
func (p *page) listenWorkers() *workerTargets {
	w := &workerTargets{}
	chromedp.ListenTarget(p.ctx, func(ev any) {
		if e, ok := ev.(*target.EventAttachedToTarget); ok && e.TargetInfo.Type == "worker" && strings.HasSuffix(e.TargetInfo.URL, "/worker.js") {
			w.mu.Lock()
			w.ids = append(w.ids, e.TargetInfo.TargetID)
			w.mu.Unlock()
		}
	})
	return w
}

// first returns the first solver worker noted.
func (w *workerTargets) first(t *testing.T) target.ID {
	t.Helper()
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.ids) == 0 {
		t.Fatal("no solver worker seen")
	}
	return w.ids[0]
}

// workerContext returns the context of DevTools attached to the solver
// worker id, detached at the test's end.
func (p *page) workerContext(id target.ID) context.Context {
	wctx, cancel := chromedp.NewContext(p.ctx, chromedp.WithTargetID(id))
	p.t.Cleanup(cancel)
	return wctx
}

// inWorker evaluates js in the solver worker id, when its event loop
// runs, into out.
func (p *page) inWorker(id target.ID, js string, out any) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.workerContext(id), 2*time.Minute)
	defer cancel()
	if err := chromedp.Run(ctx, chromedp.Evaluate(js, out)); err != nil {
		p.t.Fatalf("%s in the worker: %v", js, err)
	}
}

// stick has the solver worker id run a loop that never ends and never
// reaches a checkpoint, as a bug in its work would: evaluated in it
// through DevTools while it is idle, it holds its thread for good.
func (p *page) stick(id target.ID) {
	p.t.Helper()
	var ok bool
	p.inWorker(id, `typeof self.postMessage === "function"`, &ok)
	wctx := p.workerContext(id)
	go func() { _ = chromedp.Run(wctx, chromedp.Evaluate(`for (;;) {}`, nil)) }()
}

// TestPageStuckWorker: a solver worker stuck where its work has no
// checkpoint says nothing: the page replaces it after workers.Replace,
// says so once, and counts it (data-replaced 1); the new worker takes
// the page's runs, the 10x6's 2,339 solutions.
func TestPageStuckWorker(t *testing.T) {
	longtest.Skip(t)
	chromium(t)
	p := openTab(t, 10*time.Minute)
	w := p.listenWorkers()
	p.run("open the page", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(p.url+"#"+link.Share{Key: "pentominoes-10x6"}.Fragment()))
	p.waitReady()
	if n := p.replaced(); n != "0" {
		t.Fatalf("%s workers replaced before any was stuck", n)
	}
	p.stick(w.first(t))
	p.within(2*time.Minute, "the stuck worker replaced", chromedp.WaitVisible(`#worker-status[data-replaced="1"]`, byQuery, slowPoll))
	if got := p.text("#notice"); !strings.Contains(got, "A solver worker stopped answering; a new one took its place.") {
		t.Errorf("the notice says %q", got)
	}
	p.waitReady()
	p.solveAndWait(2 * time.Minute)
	if got := p.count("stat-solutions"); got != 2339 {
		t.Errorf("the 10x6 after a worker was replaced: %d solutions, want 2,339", got)
	}
	if n := p.replaced(); n != "1" {
		t.Errorf("%s workers replaced, want the stuck one alone", n)
	}
}
