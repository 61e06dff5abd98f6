package main

// The board shows a run's solutions only under its own puzzle: picking
// another puzzle shows that puzzle (and a share link of it carries no
// solution of the other), picking the run's puzzle back shows its
// solutions again, and a share link typed into the address bar of the
// open page shows the shared solution, not the last run's. The run's
// solutions download as JSON. The player, left while it plays, calls
// nothing it has released.

import (
	"encoding/json"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/ui"
	"polyplay/ui/link"
)

func TestBrowserShownRun(t *testing.T) {
	t.Parallel()
	prob, sol := firstSolution(t, "pentominoes-10x6")
	cells, err := link.EncodeSolution(prob, sol)
	if err != nil {
		t.Fatal(err)
	}
	p := openPage(t, 1280, 800, "#p=soma")
	p.solveAndWait(2 * time.Minute)
	p.within(10*time.Second, "the Soma cube's solution", chromedp.WaitVisible(`#player[data-steps="7"]`, byQuery))
	// The solutions download as JSON too (the text download is
	// TestBrowserSolvePentominoes's).
	dl := t.TempDir()
	p.run("download JSON", p.allowDownloads(dl), chromedp.Click(`#download-json`, byQuery))
	var export struct {
		Puzzle, Status string
		Box            [3]int
		Solutions      []json.RawMessage
	}
	if err := json.Unmarshal([]byte(p.waitFile(filepath.Join(dl, "soma-solutions.json"))), &export); err != nil ||
		export.Puzzle != "Soma cube" || export.Status != "done" || export.Box != [3]int{3, 3, 3} || len(export.Solutions) != 480 {
		t.Errorf("the JSON download reads puzzle %q, status %q, box %v, %d solutions (%v); want the Soma cube's 480, done",
			export.Puzzle, export.Status, export.Box, len(export.Solutions), err)
	}

	// Another puzzle: its empty board and pieces, no way through the
	// Soma cube's solutions, and a share link without a solution.
	p.setValue("#puzzle-select", "pentominoes-10x6", "change")
	p.within(10*time.Second, "the 10×6 board", chromedp.WaitVisible(`#preview-section svg.board`, byQuery))
	p.inView("another puzzle", "#preview-section svg.board", false)
	p.inView("another puzzle", "#pieces", true)
	for _, sel := range []string{"#player", "#sol-index", ".gallery .thumb"} {
		if p.where(sel).Found {
			t.Errorf("another puzzle: %s of the Soma cube's run is still shown", sel)
		}
	}
	if got := p.text("#stage-title"); got != "Pentominoes 10×6" {
		t.Errorf("another puzzle: the board is titled %q", got)
	}
	p.run("share", chromedp.Click(`#share-link`, byQuery))
	p.within(10*time.Second, "the link", chromedp.WaitVisible(`#share-url`, byQuery))
	u, err := url.Parse(p.value("#share-url"))
	if err != nil {
		t.Fatal(err)
	}
	if sh, err := ui.ParseShare(u.Fragment); err != nil || sh.Key != "pentominoes-10x6" || sh.Solution != 0 || sh.Cells != nil {
		t.Errorf("another puzzle: the share link %q reads as puzzle %q, solution %d (%d cells), %v; want the puzzle alone",
			u.Fragment, sh.Key, sh.Solution, len(sh.Cells), err)
	}

	// The run's puzzle again: its solutions are back.
	p.setValue("#puzzle-select", "soma", "change")
	p.within(10*time.Second, "the Soma cube's solution again", chromedp.WaitVisible(`#player[data-steps="7"]`, byQuery))
	if got := p.value("#sol-index"); got != "1" {
		t.Errorf("the run's puzzle again: solution %q in view, want 1", got)
	}

	// A share link of another puzzle typed into the address bar.
	share := link.Share{Key: "pentominoes-10x6", Args: []string{"-r"}, Solution: 2, Cells: cells, Step: 4}
	p.run("a new fragment", chromedp.Evaluate(`location.hash = `+jsString(share.Fragment()), nil))
	p.within(10*time.Second, "the shared solution", chromedp.WaitVisible(`#player[data-step="4"][data-steps="12"]`, byQuery))
	if got := p.text("#player-shared"); !strings.Contains(got, "Solution 2 from the share link") {
		t.Errorf("a share link in the address bar: %q under the board", got)
	}
}

// TestBrowserPlayerLeft: the solution player left while it plays
// (another puzzle picked) calls nothing it has released: the console has
// no "call to released function", nor any other error.
func TestBrowserPlayerLeft(t *testing.T) {
	t.Parallel()
	chromium(t)
	p := openPage(t, 1280, 800, tinyFragment(""))
	p.solveAndWait(time.Minute)
	p.within(10*time.Second, "the player", chromedp.WaitVisible(`#player-play`, byQuery))
	p.press("#player-play")
	p.within(10*time.Second, "the player plays", poll(`document.querySelector("[data-playing=true]") !== null`, nil))
	p.setValue("#puzzle-select", "pentominoes-10x6", "change")
	p.within(10*time.Second, "the player leaves", chromedp.WaitNotPresent(`#player-play`, byQuery))
	p.frames(3) // a frame the player asked for before would have come
	p.noConsoleErrors()
}
