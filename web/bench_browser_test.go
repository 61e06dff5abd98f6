package main

// Frame rate of the PolyPlayer in headless Chromium (issue 6: "at least 30
// frames per second on the articles' largest boards and on 3-D puzzles").
// Speed is measured here, in a benchmark, never inside a test:
//
//	make bench-browser
//	go test -run '^$' -bench BrowserFrameRate -benchtime 1x ./web/
//
// Each case records a window of the search in the playground ("Watch the
// search") and plays it at the player's full speed, 1000 steps per second,
// so that every animation frame moves the board and must be painted: the
// 2-D board, and for 3-D puzzles the 3-D view beside the layers. The player
// counts the frames it paints (data-frames on its element); the benchmark
// reads that counter and the page's clock (performance.now) at the start
// and the end of a window of frameWindow, and reports the painted frames
// per second (frames/s), the longest time between two painted frames
// (worst-ms) and the steps played per second (steps/s, about 1000 when the
// player keeps up). One op is one window. Headless Chromium draws at most
// 60 frames per second, so 60 frames/s means the player keeps up.

import (
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// frameWindow is how long each op watches the player animate.
const frameWindow = 3 * time.Second

// frameRateCases are the boards measured: the largest boards of
// "Solving Polyomino and Polycube Puzzles" by Matt Busche (its Figure 16's 33x23 heptomino board and the 23x23
// box-in-a-diamond), the latter also in the 3-D view, and the Tetris Cube,
// a 3-D puzzle, in the 3-D view with its layers.
var frameRateCases = []struct {
	name, key string
	view      string // "" for the player's default view
	summary   string // the puzzle summary to wait for
}{
	{"heptominoes-33x23", "heptominoes-33x23-holes", "", "33×23"},
	{"box-in-a-diamond", "hexominoes-box-in-a-diamond", "", "23×23"},
	{"box-in-a-diamond-3d", "hexominoes-box-in-a-diamond", "3d", "23×23"},
	{"tetris-cube-3d", "tetris-cube", "", "4×4×4"},
}

// Trace window played: the steps after the first traceSkip of the search
// (so that the board is well filled), traceSteps of them (more than the
// player can play in a window at full speed, so that it never holds at the
// end and loops).
const (
	traceSkip  = 20000
	traceSteps = 20000
	fullSpeed  = "1000" // steps per second, the speed menu's fastest
)

// frameProbe starts measuring: it notes the player's frame counter and
// the clock, and records the time of every painted frame (the player sets
// data-frames after each paint).
const frameProbe = `(() => {
	const el = document.getElementById("player");
	const probe = {el, f0: Number(el.dataset.frames), t0: performance.now(), last: performance.now(), worst: 0, s0: Number(el.dataset.step)};
	probe.obs = new MutationObserver(() => {
		const now = performance.now();
		probe.worst = Math.max(probe.worst, now - probe.last);
		probe.last = now;
	});
	probe.obs.observe(el, {attributes: true, attributeFilter: ["data-frames"]});
	window.__frameProbe = probe;
	return true;
})()`

// frameResult ends the measurement.
const frameResult = `(() => {
	const p = window.__frameProbe;
	p.obs.disconnect();
	const now = performance.now();
	return {Frames: Number(p.el.dataset.frames) - p.f0, MS: now - p.t0, Worst: Math.max(p.worst, now - p.last),
		Steps: Number(p.el.dataset.step) - p.s0, Playing: p.el.dataset.playing === "true",
		Board: document.getElementById("player-board").width + "x" + document.getElementById("player-board").height,
		Solid: (c => c ? c.width + "x" + c.height : "")(document.getElementById("player-3d"))};
})()`

func BenchmarkBrowserFrameRate(b *testing.B) {
	for _, c := range frameRateCases {
		b.Run(c.name, func(b *testing.B) {
			b.StopTimer()
			p := newPage(b, 1280, 900)
			p.setValue("#puzzle-select", c.key, "change")
			p.within(10*time.Second, "the puzzle is shown", poll(
				fmt.Sprintf(`(e => e.classList.contains("ok") && e.textContent.includes(%q))(document.getElementById("definition-error"))`, c.summary),
				nil, chromedp.WithPollingInterval(50*time.Millisecond)))
			p.run("open the search's controls", chromedp.Click(`#watch summary`, byQuery))
			p.setValue("#trace-skip", strconv.Itoa(traceSkip), "change")
			p.setValue("#trace-limit", strconv.Itoa(traceSteps), "change")
			p.within(2*time.Minute, "record the search",
				chromedp.Click(`#trace-start`, byQuery),
				chromedp.WaitVisible(fmt.Sprintf(`#player[data-steps="%d"][data-playing="true"]`, traceSteps), byQuery))
			if c.view != "" {
				p.setValue("#player-view", c.view, "change")
				p.within(10*time.Second, "the view changes", chromedp.WaitVisible(fmt.Sprintf(`#player[data-view=%q]`, c.view), byQuery))
			}
			p.setValue("#player-speed", fullSpeed, "change")
			p.run("show the player", chromedp.ScrollIntoView(`#player`, byQuery))
			p.frames(2)

			var frames, ms, worst float64
			steps := 0
			var board, solid string
			for i := 0; i < b.N; i++ {
				var ok bool
				b.StartTimer()
				p.eval(frameProbe, &ok)
				// Measures time itself: the frames drawn in frameWindow.
				p.run("animate", chromedp.Sleep(frameWindow))
				var r struct {
					Frames, MS, Worst float64
					Steps             int
					Playing           bool
					Board, Solid      string
				}
				p.eval(frameResult, &r)
				b.StopTimer()
				if r.Steps <= 0 || !r.Playing || r.Frames <= 0 {
					b.Fatalf("the player did not animate: %+v; page: %s", r, p.state())
				}
				frames += r.Frames
				steps += r.Steps
				ms += r.MS
				worst = max(worst, r.Worst)
				board, solid = r.Board, r.Solid
			}
			if (c.view == "3d" || c.key == "tetris-cube") && solid == "" {
				b.Fatalf("no 3-D view was painted")
			}
			fps := frames / (ms / 1000)
			b.ReportMetric(fps, "frames/s")
			b.ReportMetric(worst, "worst-ms")
			b.ReportMetric(float64(steps)/(ms/1000), "steps/s")
			b.Logf("%s: %.0f frames and %d steps in %.0f ms = %.1f frames/s, longest gap %.0f ms; board canvas %s px, 3-D canvas %q",
				c.name, frames, steps, ms, fps, worst, board, solid)
		})
	}
}
