package main

// Solve times in the playground, in headless Chromium (issue 7: "one Web
// Worker per core ... same splitting"). Speed is measured here, in a
// benchmark, never inside a test:
//
//	make bench-browser
//	go test -run '^$' -bench BrowserSolve -benchtime 3x ./web/
//
// Each case solves a puzzle in the page with 1 worker and with one per core
// (navigator.hardwareConcurrency, at most 8): one op is one solve, from the
// click on Solve to the run's end as the page shows it (the page's clock,
// performance.now, read when the run status changes), so that it includes
// the messages between the page and its workers; lag-ms is how long the
// page's own thread was busy meanwhile, about; end-ms from the arrival of
// the last worker's done message (the page's performance mark
// "polyplay-done") to the run's end on screen: the page's share after the
// search. The solution count is
// checked after each op. Before the first op, each page waits for its
// workers' warm-up to end (job.Warm: a few whole runs, a second or two
// after the page loaded) and solves the 10x6 once: a warm page, where the
// browser has optimised the code of a run. BenchmarkBrowserFirstSolve
// measures a page before that.

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// solveCases are the puzzles solved, with the options typed in.
var solveCases = []struct {
	name, key, args string
	summary         string // the puzzle summary to wait for
	solutions       int64
	trial           bool // the search ends within the first worker's trial (job.TrialFits): one part
}{
	{"pentominoes-10x6", "pentominoes-10x6", "-r --auto", "10×6", 2339, true},
	{"tetris-cube", "tetris-cube", "-rL --auto", "4×4×4", 9839, false},
	// Split at its top level, into a few dozen branches of very different
	// sizes: the workers split the last large ones further on demand.
	{"tetris-cube-top", "tetris-cube", "-rL --auto --split=11", "4×4×4", 9839, false},
}

// solveProbe clicks Solve and records the time of the click and of the
// run status leaving "running", and how late a 10 ms timer on the page's
// thread fired in all (lag: the time the page's thread was busy, about).
const solveProbe = `(() => {
	const probe = {t0: 0, t1: 0, lag: 0};
	let last = performance.now();
	const tick = setInterval(() => {
		const now = performance.now();
		probe.lag += Math.max(0, now - last - 10);
		last = now;
		if (probe.t1 > 0) {
			clearInterval(tick);
		}
	}, 10);
	const st = () => document.getElementById("run-status");
	probe.obs = new MutationObserver(records => {
		const el = st();
		if (probe.t1 === 0 && el && el.dataset.status && el.dataset.status !== "running" && el.textContent.startsWith("Run " + probe.run + ",")) {
			probe.t1 = performance.now();
			// The elements the rendering that showed the run's end
			// added, with those inside them.
			probe.added = 0;
			for (const r of records) {
				for (const n of r.addedNodes) {
					probe.added += n.nodeType === 1 ? 1 + n.querySelectorAll("*").length : 0;
				}
			}
			const done = performance.getEntriesByName("polyplay-done", "mark").filter(e => e.startTime >= probe.t0);
			probe.done = done.length ? done[done.length-1].startTime : 0;
			probe.obs.disconnect();
		}
	});
	probe.obs.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
	const prev = st();
	const m = prev ? /^Run (\d+),/.exec(prev.textContent) : null;
	probe.run = m ? Number(m[1]) + 1 : 1;
	window.__solveProbe = probe;
	probe.t0 = performance.now();
	document.getElementById("solve").click();
	return true;
})()`

func BenchmarkBrowserSolve(b *testing.B) {
	for _, c := range solveCases {
		for _, all := range []bool{false, true} {
			name := c.name + "/workers=1"
			if all {
				name = c.name + "/workers=cores"
			}
			b.Run(name, func(b *testing.B) {
				b.StopTimer()
				p := newPage(b, 1280, 900)
				workers := 1
				if all {
					p.eval(`Math.min(Math.max(navigator.hardwareConcurrency || 1, 1), 8)`, &workers)
				}
				if p.value("#workers") != fmt.Sprint(workers) {
					p.setValue("#workers", fmt.Sprint(workers), "change")
					p.within(10*time.Second, "the workers start", poll(
						fmt.Sprintf(`document.getElementById("workers-help").textContent.includes("%d now")`, workers), nil, chromedp.WithPollingInterval(50*time.Millisecond)))
				}
				p.waitReady()
				// A warm page: the workers' warm-up, which the pointer
				// over Solve starts, has ended, and a first solve of the
				// default puzzle (10x6) ran the page's code for a run's
				// end.
				p.showIntent()
				p.within(30*time.Second, "the warm-up ends", chromedp.WaitVisible(`#worker-status[data-warm="ended"]`, byQuery))
				p.setValue("#args", "-r --auto", "change")
				p.solveAndWait(time.Minute)
				p.setValue("#puzzle-select", c.key, "change")
				p.within(10*time.Second, "the puzzle is shown", poll(
					fmt.Sprintf(`(e => e.classList.contains("ok") && e.textContent.includes(%q))(document.getElementById("definition-error"))`, c.summary),
					nil, chromedp.WithPollingInterval(50*time.Millisecond)))
				p.setValue("#args", c.args, "change")
				var total, totalLag, totalEnd float64
				for i := 0; i < b.N; i++ {
					p.within(30*time.Second, "Solve is enabled", chromedp.WaitEnabled(`#solve`, byQuery))
					ms, lag, _, end := p.timedSolve(b, c.solutions)
					want := workers
					if c.trial {
						want = 1
					}
					if parts := p.attr("#run-status", "data-parts"); parts != fmt.Sprint(want) {
						b.Fatalf("the run was divided into %s parts, want %d", parts, want)
					}
					total += ms
					totalLag += lag
					totalEnd += end
					var added int
					p.eval(`window.__solveProbe.added`, &added)
					b.Logf("%s, %d workers: %.0f ms, the page's thread late by %.0f ms, %.0f ms from the last done message, %d elements added; search %s ms (%s)",
						c.name, workers, ms, lag, end, added, p.attr("#stat-search", "data-ms"), p.text("#run-status"))
				}
				b.ReportMetric(total/float64(b.N), "page-ms/op")
				b.ReportMetric(totalLag/float64(b.N), "lag-ms/op")
				b.ReportMetric(totalEnd/float64(b.N), "end-ms/op")
			})
		}
	}
}

// BenchmarkBrowserFirstSolve measures the first solve of a page: each op
// opens the playground in a new tab (a fresh origin: nothing cached),
// clicks Solve as soon as the button can be clicked (wait=0), or as a
// person who looks at the page first: nothing for two seconds (no search
// runs while a visitor only looks), then the pointer over Solve, which
// starts the workers' warm-up, and the click hover later (wait=2s), and
// waits for the 10x6's 2,339 solutions. first-ms/op is from the click to
// the run's end as the page shows it; load-ms/op from the start of the
// navigation to the click (the page's own clock, performance.now).
func BenchmarkBrowserFirstSolve(b *testing.B) {
	for _, tc := range []struct{ wait, hover time.Duration }{{0, 0}, {2 * time.Second, 300 * time.Millisecond}} {
		name := fmt.Sprintf("wait=%v", tc.wait)
		if tc.hover > 0 {
			name += fmt.Sprintf("/hover=%v", tc.hover)
		}
		b.Run(name, func(b *testing.B) {
			var total, totalLoad float64
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				p := openTab(b, 5*time.Minute)
				p.run("open the page", chromedp.EmulateViewport(1280, 900), chromedp.Navigate(p.url))
				p.within(time.Minute, "Solve can be clicked", chromedp.WaitEnabled(`#solve`, byQuery))
				// Measures time itself: a person's pause before the
				// click, and the pointer's over Solve, are the case.
				time.Sleep(tc.wait)
				if tc.hover > 0 {
					var ok bool
					p.eval(`document.getElementById("solve").dispatchEvent(new PointerEvent("pointerover", {bubbles: true}))`, &ok)
					time.Sleep(tc.hover) // the pointer's time over Solve (above)
				}
				ms, _, load, _ := p.timedSolve(b, 2339)
				total += ms
				totalLoad += load
				b.Logf("first solve: clicked %.0f ms after the navigation began, done %.0f ms later (%s)", load, ms, p.text("#run-status"))
				p.close()
			}
			b.ReportMetric(total/float64(b.N), "first-ms/op")
			b.ReportMetric(totalLoad/float64(b.N), "load-ms/op")
		})
	}
}

// timedSolve clicks Solve through solveProbe, with b's timer running
// until the run ends, checks that it found solutions solutions, and
// returns the time from the click to the end, how late the page's thread
// was meanwhile, and the time of the click (all in ms, the page's clock).
func (p *page) timedSolve(b *testing.B, solutions int64) (ms, lag, click, end float64) {
	b.Helper()
	var ok bool
	b.StartTimer()
	p.eval(solveProbe, &ok)
	// Poll's own timeout (30 s by default) would end a long search
	// first.
	p.within(5*time.Minute, "the run ends", poll(`window.__solveProbe.t1 > 0`, nil,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(0)))
	b.StopTimer()
	p.eval(`window.__solveProbe.t1 - window.__solveProbe.t0`, &ms)
	p.eval(`window.__solveProbe.lag`, &lag)
	p.eval(`window.__solveProbe.t0`, &click)
	p.eval(`window.__solveProbe.done > 0 ? window.__solveProbe.t1 - window.__solveProbe.done : -1`, &end)
	if st := p.attr("#run-status", "data-status"); st != "done" {
		b.Fatalf("run status %q: %s", st, p.text("#run-status"))
	}
	if n := p.count("stat-solutions"); n != solutions {
		b.Fatalf("%d solutions, want %d", n, solutions)
	}
	return ms, lag, click, end
}
