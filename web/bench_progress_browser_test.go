package main

// How soon the playground shows how far a long search has got (issue 25:
// "live figures and a progress bar with the time left for every run that
// lasts more than about two seconds, with the default options too").
// Speed is measured here, in a benchmark, never inside a test:
//
//	make bench-browser BENCH_BROWSER=Progress
//	go test -run '^$' -bench BrowserProgress -benchtime 3x ./web/
//
// Each op opens a share link of a long search with the default options
// in a new tab, clicks Solve as soon as it can be clicked, and records on
// the page's clock (performance.now, checked every 20 ms) when the live
// figures first count attempts (figures-ms), when the run is divided
// among the workers (split-ms; the first worker searches alone first)
// and when the progress bar first has a value, the fraction done with the
// time left (fraction-ms), all from the click; then, for progressWatch,
// how long the bar has no value again while the run goes on (gap-ms). It
// then cancels the run.

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// progressCases are the long searches measured, as share links with the
// default options.
var progressCases = []struct{ name, link string }{
	{"bedlam-cube", "#p=bedlam-cube&o="},
	{"tetris-cube", "#p=tetris-cube&o="},
	{"pentominoes-onesided-18x5", "#p=pentominoes-onesided-18x5&o="},
}

// progressWatch is how long the probe watches the progress bar after the
// fraction done first shows, for times it shows none again (gap-ms: the
// run is divided among the workers then, and their parts start afresh).
const progressWatch = 4000

// progressProbe clicks Solve and records when the figures, the split and
// the fraction done first show, then for progressWatch ms how long the
// fraction is missing again.
const progressProbe = `(() => {
	const probe = {t0: performance.now(), figures: 0, split: 0, fraction: 0, label: "", gap: 0, end: 0};
	let last = 0;
	const tick = setInterval(() => {
		const now = performance.now() - probe.t0;
		const at = document.getElementById("stat-attempts");
		if (!probe.figures && at && Number(at.dataset.value) > 0) {
			probe.figures = now;
		}
		const st = document.getElementById("run-status");
		if (!probe.split && st && Number(st.dataset.parts) > 1 && Number(st.dataset.branches) > 0) {
			probe.split = now;
		}
		const pr = document.getElementById("run-progress");
		const known = pr && pr.position >= 0;
		if (!probe.fraction && known) {
			probe.fraction = now;
			probe.label = document.getElementById("run-progress-label").textContent;
		} else if (probe.fraction && !known && st && st.dataset.status === "running") {
			probe.gap += now - last;
		}
		last = now;
		if (probe.fraction && now >= probe.fraction + ` + "%d" + `) {
			probe.end = now;
			clearInterval(tick);
		}
	}, 20);
	window.__progressProbe = probe;
	document.getElementById("solve").click();
	return true;
})()`

func BenchmarkBrowserProgress(b *testing.B) {
	for _, c := range progressCases {
		b.Run(c.name, func(b *testing.B) {
			var figures, split, fraction, gap float64
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				p := openPage(b, 1280, 900, "/"+c.link)
				p.within(time.Minute, "Solve can be clicked", chromedp.WaitEnabled(`#solve`, chromedp.ByQuery))
				var ok bool
				b.StartTimer()
				p.eval(fmt.Sprintf(progressProbe, progressWatch), &ok)
				p.within(2*time.Minute, "the fraction done shows", chromedp.Poll(`window.__progressProbe.end > 0`, nil,
					chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(0)))
				b.StopTimer()
				var r struct {
					Figures, Split, Fraction, Gap float64
					Label                         string
				}
				p.eval(`window.__progressProbe`, &r)
				if r.Figures <= 0 {
					b.Fatalf("no live figures before the fraction done (%+v)", r)
				}
				p.run("cancel", chromedp.Click(`#cancel`, chromedp.ByQuery))
				p.within(30*time.Second, "cancelled", chromedp.WaitVisible(`#run-status[data-status="cancelled"]`, chromedp.ByQuery))
				figures += r.Figures
				split += r.Split
				fraction += r.Fraction
				gap += r.Gap
				b.Logf("%s: figures %.0f ms, split %.0f ms, fraction %.0f ms after the click (%q), then none for %.0f ms", c.name, r.Figures, r.Split, r.Fraction, r.Label, r.Gap)
				p.close()
			}
			n := float64(b.N)
			b.ReportMetric(figures/n, "figures-ms")
			b.ReportMetric(split/n, "split-ms")
			b.ReportMetric(fraction/n, "fraction-ms")
			b.ReportMetric(gap/n, "gap-ms")
		})
	}
}
