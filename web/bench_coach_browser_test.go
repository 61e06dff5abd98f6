package main

import (
	"context"
	"slices"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// firstAnswer, run in a page before its scripts, records in
// window.coachFirst the times (performance.now, from the navigation's
// start) when Play mode's board first shows and when the coach's line
// first shows an exact count.
const firstAnswer = `(() => {
	const seen = {};
	const check = () => {
		const board = document.getElementById("play-board"), coach = document.getElementById("play-coach");
		if (board && seen.board === undefined) seen.board = performance.now();
		if (coach && seen.asked === undefined && coach.textContent.includes("thinking")) seen.asked = performance.now();
		if (coach && coach.dataset.state === "exact" && seen.exact === undefined) {
			seen.exact = performance.now();
			seen.search = Number(coach.dataset.ms || 0);
			const status = document.getElementById("worker-status");
			seen.warm = status ? status.dataset.warm || "" : "";
			window.coachFirst = seen;
		}
	};
	new MutationObserver(check).observe(document, {subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["data-state"]});
})()`

// BenchmarkBrowserFirstCoach measures the coach's first answer after a
// Play link opens (issue 45: "the first coach answer after opening Play
// takes 400-520 ms, target 300 ms"):
//
//	go test -run '^$' -bench BrowserFirstCoach -benchtime 5x ./web/
//
// An op opens a new page on a play link of a library puzzle with four
// pieces of a solution placed (as BenchmarkBrowserCoach), and times, in
// the page, from Play mode's board on screen to the coach's exact count
// on screen: the solver workers' start, the coach message, the search
// in a cold worker, the answer and the rendering. first-ms is the
// median; load-ms the median time from the navigation's start to the
// answer; ask-ms the median time from the question (the coach's line
// says it is thinking: the first worker is ready) to the answer;
// search-ms the median of the worker's own time for the answer (its
// preparation and search, the coach line's data-ms).
func BenchmarkBrowserFirstCoach(b *testing.B) {
	for _, key := range []string{"pentominoes-10x6", "kanoodle"} {
		b.Run(key, func(b *testing.B) {
			b.StopTimer()
			frag := fourPlaced(b, key)
			var first, load, ask, search, board []float64
			for i := 0; i < b.N; i++ {
				p := openTab(b, 2*time.Minute)
				p.run("the probe", chromedp.ActionFunc(func(ctx context.Context) error {
					_, err := cdppage.AddScriptToEvaluateOnNewDocument(firstAnswer).Do(ctx)
					return err
				}))
				p.run("open the link", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(p.url+frag))
				var t struct {
					Board, Asked, Exact, Search float64
					Warm                        string
				}
				p.within(60*time.Second, "the first answer", poll(`window.coachFirst`, &t))
				first = append(first, t.Exact-t.Board)
				b.Logf("first answer %.0f ms after the board (asked at %.0f, the worker's search %.0f ms), warm-up runs ended then: %q", t.Exact-t.Board, t.Asked-t.Board, t.Search, t.Warm)
				search = append(search, t.Search)
				load = append(load, t.Exact)
				board = append(board, t.Board)
				if t.Asked > 0 {
					ask = append(ask, t.Exact-t.Asked)
				}
				p.close()
			}
			b.ReportMetric(median(first), "first-ms")
			b.ReportMetric(median(load), "load-ms")
			b.ReportMetric(median(board), "board-ms")
			b.ReportMetric(median(search), "search-ms")
			if len(ask) > 0 {
				b.ReportMetric(median(ask), "ask-ms")
			}
		})
	}
}

// median returns the median of xs.
func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
