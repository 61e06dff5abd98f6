package main

// The progress bar with the time left for the other long searches the
// issue of the board-centred layout names (TestBrowserLayout checks it
// for the Bedlam cube at both sizes): the Tetris Cube on a phone, with
// the default options; and before solving, every piece in view (the
// Tetris Cube's 3-D pieces on a phone, the one-sided 18x5's eighteen on
// a desktop). The 18x5 is not solved here, to keep the browser tests
// within their two minutes: its fraction comes from FILA's levels as the
// Tetris Cube's does (solver's TestProgressFila), and
// BenchmarkBrowserProgress times its first figures and fraction.

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

func TestBrowserProgressShown(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		key, summary  string
		width, height int
		solve         bool // solve until the time left shows (the 18x5's way there is the Bedlam cube's and TestProgressFila's; BenchmarkBrowserProgress times it)
	}{
		{"tetris-cube", "4×4×4 cube, 12 pieces", 390, 844, true},
		{"pentominoes-onesided-18x5", "18×5 board, 18 pieces", 1280, 800, false},
	} {
		t.Run(tc.key, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, tc.width, tc.height, "#p="+tc.key+"&o=")
			if got := p.text("#definition-error"); !strings.Contains(got, tc.summary) {
				t.Fatalf("the puzzle reads %q, want %s", got, tc.summary)
			}
			if cli := p.value("#command-line"); cli != "polyplay "+tc.key+".txt" {
				t.Errorf("command line %q, want the default options", cli)
			}
			// Before solving: the board and every piece in view (the
			// Tetris Cube's twelve 3-D pieces on a phone too).
			p.inView(tc.key+", first load", "#preview-section svg.board", false)
			p.allInView(tc.key+", first load", "#pieces li")
			p.viewShot(fmt.Sprintf("%s-first-load-%dx%d", tc.key, tc.width, tc.height))
			if !tc.solve {
				return
			}
			p.within(30*time.Second, "start solving", chromedp.WaitEnabled(`#solve`, byQuery),
				chromedp.Click(`#solve`, byQuery), chromedp.WaitVisible(`#run-status[data-status="running"]`, byQuery))
			p.within(90*time.Second, "the fraction done and the time left", poll(
				`(e => e && e.position > 0 && / left$/.test(document.getElementById("run-progress-label").textContent))(document.getElementById("run-progress"))`,
				nil, chromedp.WithPollingInterval(100*time.Millisecond)))
			if got := p.text("#run-progress-label"); !strings.Contains(got, "% done, about ") {
				t.Errorf("progress %q, want the fraction done and the time left", got)
			}
			if st := p.attr("#run-status", "data-status"); st != "running" {
				t.Fatalf("run %s before the check: %s", st, p.text("#run-status"))
			}
			for _, sel := range []string{"#run-progress", "#run-progress-label", "#stat-attempts", "#cancel"} {
				p.inView(tc.key+", solving", sel, false)
			}
			p.uncovered(tc.key+", solving", "#cancel")
			p.run("cancel", chromedp.Click(`#cancel`, byQuery))
			p.within(10*time.Second, "cancelled", chromedp.WaitVisible(`#run-status[data-status="cancelled"]`, byQuery))
		})
	}
}
