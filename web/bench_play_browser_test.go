package main

// The coach of Play mode in headless Chromium (issue 40: "from a drop to
// the coach's exact answer on screen at most 300 ms in the page for
// positions with three or more pieces placed"):
//
//	go test -run '^$' -bench BrowserCoach -benchtime 10x ./web/
//
// Each case opens a play link of a library puzzle with four pieces of a
// solution placed, and a hint places a fifth. An op is a move, Undo and
// Redo in turn (four and five pieces placed), timed in the page from the
// button's click to the coach's exact count of the new position on
// screen (the coach's line's data-state, with the board's new position):
// the page's move, the coach message to the first worker, its search, the
// answer and the rendering. coach-ms/op is the mean.

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"polyplay/solver/coach"
	"polyplay/ui/link"
	"polyplay/ui/play"
)

// timedMove clicks the button with the id and returns the milliseconds
// until the board shows another position and the coach its exact count.
const timedMove = `(btn => new Promise(res => {
	const board = document.getElementById("play-board"), coach = document.getElementById("play-coach");
	const before = board.dataset.placed, t0 = performance.now();
	document.getElementById(btn).click();
	const check = () => board.dataset.placed !== before && coach.dataset.state === "exact" ? res(performance.now() - t0) : setTimeout(check, 1);
	check();
}))`

// fourPlaced returns the fragment ("#...") of a play link of the library
// puzzle key with four pieces of a solution (the coach's) placed.
func fourPlaced(b *testing.B, key string) string {
	b.Helper()
	pz := libraryPlay(b, key)
	a, err := coach.Ask(context.Background(), pz.Problem, nil, coach.Options{Budget: 50 * time.Millisecond})
	if err != nil || len(a.Completion) < 4 {
		b.Fatalf("a solution of %s: %v", key, err)
	}
	g := play.NewGame(pz)
	for _, s := range a.Completion[:4] {
		g.Place(s.Piece, s.Cells)
	}
	return "#" + link.Share{Key: key, Play: g.Code()}.Fragment()
}

func BenchmarkBrowserCoach(b *testing.B) {
	for _, key := range []string{"pentominoes-10x6", "kanoodle"} {
		b.Run(key, func(b *testing.B) {
			b.StopTimer()
			p := openPage(b, 1280, 800, fourPlaced(b, key))
			p.within(20*time.Second, "Play opens", chromedp.WaitVisible(`#play-board svg`, byQuery))
			p.within(30*time.Second, "the coach answers", poll(`document.getElementById("play-coach").dataset.state === "exact"`, nil))
			p.press("#play-hint")
			p.within(30*time.Second, "the hint", poll(`document.getElementById("play-board").dataset.placed.split("; ").length === 5 && document.getElementById("play-coach").dataset.state === "exact"`, nil))
			var total float64
			for i := 0; i < b.N; i++ {
				btn := "play-undo"
				if i%2 == 1 {
					btn = "play-redo"
				}
				var ms float64
				p.within(30*time.Second, "a timed move", chromedp.Evaluate(timedMove+`("`+btn+`")`, &ms,
					func(ep *runtime.EvaluateParams) *runtime.EvaluateParams { return ep.WithAwaitPromise(true) }))
				total += ms
			}
			b.ReportMetric(total/float64(b.N), "coach-ms/op")
		})
	}
}

// timedChallenge clicks Make and returns the milliseconds until the board
// shows the new starting position (another position than before: each
// Make takes the next seed).
const timedChallenge = `(() => new Promise(res => {
	const before = document.getElementById("play-board").dataset.placed, t0 = performance.now();
	document.getElementById("play-challenge").click();
	const check = () => {
		const board = document.getElementById("play-board"), btn = document.getElementById("play-challenge");
		board && board.dataset.placed !== before && btn.textContent === "Make" ? res(performance.now() - t0) : setTimeout(check, 1);
	};
	check();
}))()`

// BenchmarkBrowserChallenge measures a new challenge in Play mode (issue
// 40: "a 10x6 position with six pieces left and one completion,
// generated in the page in at most 2 s"):
//
//	go test -run '^$' -bench BrowserChallenge -benchtime 10x ./web/
//
// An op is a click on Make with six pieces left, at any level, timed in
// the page until the board shows the new position: the request to the
// first worker, the generator's search (solver/challenge), the answer and
// the rendering. challenge-ms/op is the mean.
func BenchmarkBrowserChallenge(b *testing.B) {
	b.StopTimer()
	p := openPage(b, 1280, 800, "#p=pentominoes-10x6")
	p.openPlay()
	p.within(30*time.Second, "the solver", poll(`document.getElementById("worker-status").textContent.includes("ready")`, nil))
	var ok bool
	p.eval(`(el => (el.value = "6", el.dispatchEvent(new Event("change", {bubbles: true})), true))(document.getElementById("play-left"))`, &ok)
	var total float64
	for i := 0; i < b.N; i++ {
		var ms float64
		p.within(30*time.Second, "a new challenge", chromedp.Evaluate(timedChallenge, &ms,
			func(ep *runtime.EvaluateParams) *runtime.EvaluateParams { return ep.WithAwaitPromise(true) }))
		if n := strings.Count(p.placed(), ";") + 1; n != 6 {
			b.Fatalf("the challenge placed %d pieces, want 6 (6 left of 12): %s", n, p.text("#play-status"))
		}
		total += ms
	}
	b.ReportMetric(total/float64(b.N), "challenge-ms/op")
}
