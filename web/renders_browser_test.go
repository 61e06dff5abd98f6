package main

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// renderBounds are the most components one change may render (each
// counted once: on a loaded machine go-app may render a component at two
// frames for one change, where a quiet one renders it once): a step of
// the solution player (which draws on its canvas itself), the next
// solution, an option ticked, a move in Play (a piece turned). Each feature of the page has a store
// of its own (ui/stores.go), observed by the components that read it
// (ui/state): a change renders the
// components that read the store it changed and those between them and
// the page, never the whole page.
var renderBounds = map[string]int{
	"player step":   0,
	"next solution": 7,
	"option":        4,
	"play move":     6,
}

// playParts are Play mode's components: a move in Play renders these
// and the Playground (go-app renders the page's root at every event),
// never another feature's.
var playParts = map[string]bool{"Playground": true, "playMode": true, "playBoard": true, "playScene": true,
	"sceneLayers": true, "playTray": true, "coachPanel": true, "challengePanel": true, "playShare": true}

// TestBrowserRenders counts the components that one change renders (the
// page counts them when its address has ?renders: ui/widget/render_count.go)
// and bounds them (renderBounds).
func TestBrowserRenders(t *testing.T) {
	t.Parallel()
	p := openPage(t, 1280, 800, "?renders#p=soma")
	p.solveAndWait(3 * time.Minute)
	p.within(10*time.Second, "the solutions show", chromedp.WaitEnabled(`#sol-next`, byQuery), chromedp.WaitVisible(`#player-fwd`, byQuery))
	// The workers' warm-up renders the page as it goes on.
	p.within(3*time.Minute, "the warm-up's end", chromedp.WaitVisible(`#worker-status[data-warm="ended"]`, byQuery))
	p.tab("options")
	renders := func(what string, act chromedp.Action, done string) map[string]int {
		t.Helper()
		// The count starts once the page is quiet for half a second
		// from now: a render the last action still has to make (go-app
		// renders at the next frame) is not counted with this change.
		p.eval(`window.ppQuiet = performance.now(); true`, nil)
		p.within(time.Minute, "a quiet page before "+what, poll(`(() => {
			const now = performance.now();
			if (polyplayRenders() !== "{}") window.ppQuiet = now;
			return now - (window.ppQuiet || 0) > 500;
		})()`, nil, chromedp.WithPollingInterval(100*time.Millisecond)))
		p.eval(`polyplayRenders()`, nil)
		p.run(what, act)
		if done != "" {
			p.within(10*time.Second, what+" shows", poll(done, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
		}
		// go-app renders at the next frame, and what it renders may
		// render more at the frames after: counted until two frames
		// pass without a render.
		counts := map[string]int{}
		for range 100 {
			p.frames(2)
			got := p.renderCounts(what)
			if len(got) == 0 {
				break
			}
			for name, c := range got {
				counts[name] += c
			}
		}
		n := len(counts)
		t.Logf("%s rendered %d components: %v", what, n, counts)
		if n > renderBounds[what] {
			t.Errorf("%s rendered %d components, want at most %d: %v", what, n, renderBounds[what], counts)
		}
		return counts
	}
	renders("player step", chromedp.Click(`#player-fwd`, byQuery), "")
	renders("next solution", chromedp.Click(`#sol-next`, byQuery), `document.getElementById("sol-index").value === "2"`)
	tickR := func() chromedp.Action {
		p.eval(`window.ppCLI = document.getElementById("command-line").value; true`, nil)
		return chromedp.Click(`#opt-r`, byQuery)
	}
	const cliChanged = `document.getElementById("command-line").value !== window.ppCLI`
	if n := renders("option", tickR(), cliChanged)["designer"]; n > 0 {
		t.Errorf("an option rendered the closed designer %d times", n)
	}
	// A move in Play: a piece taken from the tray, then turned.
	p.openPlay()
	p.click("#play-tray-L")
	p.within(10*time.Second, "L in hand", poll(`document.getElementById("play-status").innerText.includes("L")`, nil))
	for name := range renders("play move", chromedp.Click(`#play-scene-turn`, byQuery), "") {
		if !playParts[name] {
			t.Errorf("a move in Play rendered %s, not one of Play's components", name)
		}
	}
	// An option ticked while Play is open: Play reads no option.
	p.tab("options")
	for name := range renders("option", tickR(), cliChanged) {
		if playParts[name] && name != "Playground" {
			t.Errorf("an option ticked with Play open rendered %s", name)
		}
	}
}

// renderCounts takes the components rendered since the count was last
// taken (ui/widget/render_count.go), by name, after what.
func (p *page) renderCounts(what string) map[string]int {
	p.t.Helper()
	var s string
	p.eval(`polyplayRenders()`, &s)
	var counts map[string]int
	if err := json.Unmarshal([]byte(s), &counts); err != nil {
		p.t.Fatalf("%s: the counts %q: %v", what, s, err)
	}
	return counts
}

// TestBrowserRendersRun counts the components that a run's progress
// renders: the run's figures and the parts that show the run, never the
// puzzle tab, My puzzles, the closed designer or Play.
func TestBrowserRendersRun(t *testing.T) {
	t.Parallel()
	p := openPage(t, 1280, 800, "?renders#p=tetris-cube")
	p.within(30*time.Second, "click Solve", chromedp.WaitEnabled(`#solve`, byQuery), chromedp.Click(`#solve`, byQuery))
	p.within(time.Minute, "the run's progress", poll(`(e => !!e && e.dataset.status === "running" && Number(e.dataset.run) > 0)(document.getElementById("run-status"))`, nil))
	// Ten progress reports shown (the attempts figure changed ten
	// times), counted after the first.
	p.eval(`window.ppReports = 0;
		new MutationObserver(ms => { ppReports += ms.filter(m => m.target.id === "stat-attempts").length }).
			observe(document.body, {subtree: true, attributes: true, attributeFilter: ["data-value"]}); true`, nil)
	p.within(time.Minute, "a first progress report shown", poll(`ppReports >= 1`, nil))
	p.eval(`polyplayRenders()`, nil)
	p.within(2*time.Minute, "ten progress reports shown", poll(`ppReports >= 11`, nil))
	counts := p.renderCounts("a run's progress")
	t.Logf("a run's progress rendered %v", counts)
	if counts["runFigures"] == 0 {
		t.Errorf("the run's figures were not rendered in ten progress reports: %v", counts)
	}
	// The options tab may render: it shows the automatic configuration
	// the run chose, from its first report.
	for _, name := range []string{"puzzleTab", "myPuzzles", "designer", "playMode"} {
		if counts[name] > 0 {
			t.Errorf("a run's progress rendered %s %d times: %v", name, counts[name], counts)
		}
	}
	p.within(10*time.Second, "cancel", chromedp.Click(`#cancel`, byQuery))
}
