package main

// The workers' warm-up (wasm/job's Warm, ui/page's Model.Warm): at the
// first sign that the person means to solve (ui's intentSelector, watched by widget.WatchIntent: the
// pointer over Solve, here), the first worker runs the default puzzle
// whole a few times, and the page handles each run's end without showing
// it. A visitor who only looks starts no warm-up.

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestBrowserWarmUp: no warm-up starts while the visitor only looks (the
// workers ready, the page asks for none: data-warm "off"); once the
// pointer comes over Solve, the warm-up's runs end one after the
// other and the warm-up ends (the worker status's data-warm), with
// nothing of them shown: no run, the solver ready, the puzzle unsolved.
// The person's first Solve after it is run 1, with the 10x6's 2,339
// solutions.
func TestBrowserWarmUp(t *testing.T) {
	t.Parallel()
	p := newPage(t, 1280, 800)
	// The page would ask for it as the last worker's ready comes, in the
	// rendering that says the solver is ready.
	p.waitReady()
	if w := p.attr("#worker-status", "data-warm"); w != "off" {
		t.Errorf("a page only looked at warmed up: data-warm %q, want off", w)
	}
	// The warm-up's states as they come.
	p.eval(`window.ppWarm = [];
		(obs => obs.observe(document.getElementById("worker-status"), {attributes: true, attributeFilter: ["data-warm"]}))(
			new MutationObserver(() => window.ppWarm.push(document.getElementById("worker-status").dataset.warm))); true`, nil)
	p.showIntent()
	p.within(60*time.Second, "the warm-up ends", chromedp.WaitVisible(`#worker-status[data-warm="ended"]`, byQuery, slowPoll))
	var seen []string
	p.eval(`window.ppWarm`, &seen)
	runs := 0
	for _, s := range seen {
		if n, err := strconv.Atoi(s); err == nil {
			if n < runs {
				t.Errorf("the warm-up's runs went back: %q", seen)
			}
			runs = n
		}
	}
	if runs < 1 {
		t.Errorf("the warm-up ended after %d runs (states %q), want at least one", runs, seen)
	}
	if got := p.text("#worker-status"); got != "Solver ready" {
		t.Errorf("worker status %q after the warm-up, want Solver ready", got)
	}
	var shown bool
	p.eval(`!!document.getElementById("run-status") || !!document.querySelector("#solutions-section .thumb")`, &shown)
	if shown {
		t.Errorf("the warm-up's runs are shown: %s", p.state())
	}
	p.solveAndWait(time.Minute)
	if st := p.text("#run-status"); !strings.HasPrefix(st, "Run 1,") {
		t.Errorf("the first Solve after the warm-up: %q, want run 1", st)
	}
	if n := p.count("stat-solutions"); n != 2339 {
		t.Errorf("%d solutions, want 2339", n)
	}
}

// TestBrowserWarmUpResumes: a Solve pressed as soon as the page takes
// it stops the warm-up; once that run has ended the warm-up starts again
// and ends, still unseen: the page shows run 1 and its 2,339 solutions
// throughout.
func TestBrowserWarmUpResumes(t *testing.T) {
	t.Parallel()
	p := newPage(t, 1280, 800)
	p.solveAndWait(time.Minute)
	stopped := p.attr("#worker-status", "data-warm") != "ended"
	if !stopped {
		t.Skip("the warm-up ended before the first Solve: nothing to resume")
	}
	p.within(60*time.Second, "the warm-up ends after the run", chromedp.WaitVisible(`#worker-status[data-warm="ended"]`, byQuery, slowPoll))
	if st := p.text("#run-status"); !strings.HasPrefix(st, "Run 1,") {
		t.Errorf("after the warm-up: %q, want run 1 still shown", st)
	}
	if n := p.count("stat-solutions"); n != 2339 {
		t.Errorf("%d solutions shown after the warm-up, want the run's 2339", n)
	}
	if got := p.text("#worker-status"); got != "Solver ready" {
		t.Errorf("worker status %q after the warm-up, want Solver ready", got)
	}
}

// showIntent moves the mouse over Solve: a sign that the person means to
// solve, which starts the workers' warm-up.
func (p *page) showIntent() {
	p.t.Helper()
	x, y := p.centre("#solve")
	p.run("the pointer over Solve", chromedp.MouseEvent(input.MouseMoved, x, y))
}
