package main

// Play's Slide the pieces in takes the solution apart in the solver's
// worker, the page saying "Taking it apart…" meanwhile, and keeps the
// slide in progress in local storage: a reload returns to the same
// offsets and moves; a kept slide that cannot be read is set aside with
// a notice, Play opening on the game instead (ui/playmode/slide.go).

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"polyplay/internal/burrexamples"
	"polyplay/solver/grid"
	"polyplay/ui/link"
	"polyplay/ui/play"
	"polyplay/ui/player"
)

// textsSeen returns a script that records every text of the element
// with id, as the page changes, in window[into].
func textsSeen(id, into string) string {
	return fmt.Sprintf(`(() => {
  const seen = window[%[2]q] = [];
  const note = () => {
    const el = document.getElementById(%[1]q);
    if (el && seen[seen.length - 1] !== el.textContent) seen.push(el.textContent);
  };
  new MutationObserver(note).observe(document.body, {subtree: true, childList: true, characterData: true});
  return true;
})()`, id, into)
}

func TestBrowserSlideKept(t *testing.T) {
	t.Parallel()
	chromium(t)
	p, sol, share := solvedSlotBox(t)
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			s, err := play.NewSlide(context.Background(), p, sol)
			if err != nil {
				t.Fatal(err)
			}
			pg := openPage(t, sz.width, sz.height, "#"+share.Fragment())
			pg.within(30*time.Second, "Play opens solved", chromedp.WaitVisible(`#play-solved`, byQuery))
			pg.eval(textsSeen("slide-status", "slideStatuses"), nil)
			pg.scrollTo("#slide-start")
			pg.click("#slide-start")
			pg.within(30*time.Second, "the pieces laid apart", chromedp.WaitVisible(`#slide-svg`, byQuery))
			var seen []string
			pg.eval(`window.slideStatuses`, &seen)
			if len(seen) == 0 || seen[0] != "Taking it apart…" {
				t.Errorf("#slide-status said %q; want \"Taking it apart…\" first, while the worker takes the solution apart", seen)
			}

			// Two moves: B, selected by its digit, slides down two cells.
			pg.eval(`(document.getElementById("slide-scene").focus(), true)`, nil)
			s.SelectNamed("B", false)
			pg.keys("3")
			for range 2 {
				s.Move(grid.Point{Z: -1})
				pg.keys(dirKey(t, s, grid.Point{Z: -1}))
			}
			var want []string
			for _, o := range s.Offsets() {
				want = append(want, o.String())
			}
			pg.within(10*time.Second, "two moves made", poll(`document.getElementById("slide-scene").dataset.moves === "2"`, nil))
			if got := pg.attr("#slide-scene", "data-offsets"); got != strings.Join(want, ";") {
				t.Fatalf("the page has the pieces at %q; the model at %q", got, strings.Join(want, ";"))
			}

			// A reload returns to the slide: the same offsets and moves.
			pg.run("reload", chromedp.Reload())
			pg.within(30*time.Second, "the slide after the reload", chromedp.WaitVisible(`#slide-svg`, byQuery))
			pg.waitTextIs("#slide-status", "Your slide, kept in this browser: 2 moves made.")
			if got, moves := pg.attr("#slide-scene", "data-offsets"), pg.attr("#slide-scene", "data-moves"); got != strings.Join(want, ";") || moves != "2" {
				t.Errorf("after the reload the pieces are at %q after %s moves; want %q after 2", got, moves, strings.Join(want, ";"))
			}
			pg.eval(`window.scrollTo(0, 0)`, nil)
			pg.viewShot(sz.name + "-slide-kept")
			pg.checkA11y(sz.name + ": a slide kept across a reload")

			// A kept slide that cannot be read: set aside, said, and
			// Play opens on the game.
			pg.eval(`(() => { for (const k of Object.keys(localStorage)) if (k.endsWith(".slide")) localStorage.setItem(k, "{broken"); return true; })()`, nil)
			pg.run("reload", chromedp.Reload())
			pg.within(30*time.Second, "Play opens on the game", chromedp.WaitVisible(`#play-solved`, byQuery))
			pg.waitText("#kept-notice", "Your slide of this puzzle's pieces kept in this browser could not be read")
			if pg.visible("#slide") {
				t.Error("a slide shows from a kept slide that could not be read")
			}
			pg.eval(`window.scrollTo(0, 0)`, nil)
			pg.viewShot(sz.name + "-slide-kept-unread")

			// Back to placing pieces ends the slide: a reload opens the
			// board.
			pg.scrollTo("#slide-start")
			pg.click("#slide-start")
			pg.within(30*time.Second, "the pieces laid apart again", chromedp.WaitVisible(`#slide-svg`, byQuery))
			pg.click("#slide-back")
			pg.within(10*time.Second, "back to the board", chromedp.WaitVisible(`#slide-start`, byQuery))
			pg.run("reload", chromedp.Reload())
			pg.within(30*time.Second, "Play opens on the board", chromedp.WaitVisible(`#slide-start`, byQuery))
			if pg.visible("#slide") {
				t.Error("a slide ended by Back to placing pieces came back after a reload")
			}
		})
	}
}

// TestBrowserPlayerTakesApart: the PolyPlayer's Order "taken apart" has
// the solver's worker take the solution apart, here PelikanBurr's (98
// moves to its first separation, seconds of search): the player says
// "Taking it apart…" in its live region and shows the solution
// assembled meanwhile, and the page answers: a step pressed is taken and
// drawn while the search goes on (with the search on the page's thread,
// nothing could be drawn until it ended); then the disassembly comes
// (218 steps) and the live region falls silent; at both sizes.
func TestBrowserPlayerTakesApart(t *testing.T) {
	t.Parallel()
	ptext, pcells := burrTextApart(t, "PelikanBurr.xmpuzzle", burrexamples.Read(t, "PelikanBurr.xmpuzzle"))
	share := link.Share{Source: ptext, FileName: "PelikanBurr.xmpuzzle", Solution: 1, Cells: pcells}
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#"+share.Fragment())
			p.within(60*time.Second, "the shared solution is shown", chromedp.WaitVisible(`#player[data-steps]`, byQuery))
			if sz.width < 640 {
				p.run("open the player's settings", chromedp.Click(`#player-settings-toggle`, byQuery))
			}
			p.within(10*time.Second, "the order offers taking apart", chromedp.WaitVisible(`#player-order`, byQuery))
			p.eval(textsSeen("player-taking", "takingTexts"), nil)
			p.setValue("#player-order", string(player.TakenApart), "change")
			p.within(10*time.Second, "the worker takes it apart", chromedp.WaitVisible(`#player[data-taking="true"]`, byQuery))
			var before string
			p.eval(`(e => { const s = e.dataset.step; document.getElementById(s === "0" ? "player-fwd" : "player-back").click(); return s; })(document.getElementById("player"))`, &before)
			var taking string
			p.within(10*time.Second, "the step pressed is drawn", poll(fmt.Sprintf(`(e => e.dataset.step !== %q ? e.dataset.taking : false)(document.getElementById("player"))`, before), &taking))
			if taking != "true" {
				t.Errorf("the step pressed was drawn with data-taking %q: the page did not answer while the worker searched", taking)
			}
			p.eval(`document.getElementById("player").scrollIntoView({block: "start", behavior: "instant"}); true`, nil)
			p.viewShot(sz.name + "-player-taking-apart") // while the search goes on, as a rule
			p.within(60*time.Second, "PelikanBurr's disassembly is in the player",
				chromedp.WaitVisible(`#player[data-view="3d"][data-steps="218"][data-taking="false"]`, byQuery))
			var seen []string
			p.eval(`window.takingTexts`, &seen)
			if len(seen) < 2 || !strings.HasPrefix(seen[0], "Taking it apart…") || seen[len(seen)-1] != "" {
				t.Errorf("#player-taking said %q; want \"Taking it apart…\" while the worker searched, then nothing", seen)
			}
			p.eval(`document.getElementById("player").scrollIntoView({block: "start", behavior: "instant"}); true`, nil)
			p.viewShot(sz.name + "-player-taken-apart")
		})
	}
}

// embedStates records, from the start of every document, each
// data-state of #embed-page and each text of #embed-note, in
// window.embedSeen.
const embedStates = `window.embedSeen = [];
document.addEventListener("DOMContentLoaded", () => {
  const root = document.getElementById("embed-page"), note = document.getElementById("embed-note");
  if (!root || !note) return; // not the embed page
  const see = () => {
    const s = root.dataset.state + ": " + (note.hidden ? "" : note.textContent);
    if (window.embedSeen[window.embedSeen.length - 1] !== s) window.embedSeen.push(s);
  };
  see();
  new MutationObserver(see).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
});`

// TestBrowserEmbedTakingApart: the embed, which has no worker, says
// "Taking it apart…" (data-state "taking") while it takes PelikanBurr's
// solution apart (seconds of search), its search yielding to the
// browser, and then plays it; at both sizes.
func TestBrowserEmbedTakingApart(t *testing.T) {
	t.Parallel()
	ptext, pcells := burrTextApart(t, "PelikanBurr.xmpuzzle", burrexamples.Read(t, "PelikanBurr.xmpuzzle"))
	share := link.Share{Source: ptext, FileName: "PelikanBurr.xmpuzzle", Cells: pcells, Speed: 50, Order: player.TakenApart}
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := newTab(t, sz.width, sz.height)
			p.run("watch the embed's states", chromedp.ActionFunc(func(ctx context.Context) error {
				_, err := cdppage.AddScriptToEvaluateOnNewDocument(embedStates).Do(ctx)
				return err
			}))
			p.open("embed.html#" + share.Fragment())
			p.within(60*time.Second, "the embed plays the solution taken apart",
				chromedp.WaitVisible(`#embed-page[data-state="ready"][data-view="3d"][data-playing="true"]`, byQuery))
			var seen []string
			p.eval(`window.embedSeen`, &seen)
			taking := slices.Index(seen, "taking: Taking it apart…")
			if taking < 0 || !slices.Contains(seen[taking:], "ready: ") {
				t.Errorf("the embed's states %q; want \"taking: Taking it apart…\", then ready", seen)
			}
			if label := p.attr("#embed-stage svg", "aria-label"); !strings.HasSuffix(label, "taken apart by sliding its pieces (BurrTools level 98.2.4.2)") {
				t.Errorf("the embed's label %q", label)
			}
			p.viewShot(sz.name + "-embed-taken-apart")
		})
	}
}
