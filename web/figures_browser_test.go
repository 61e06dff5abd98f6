package main

import (
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserFiguresNewPuzzle: a file opened after another shows no
// figures of the other's run: the figures under the board and the run's
// state are those of the puzzle in view's run (page.Model.Current), none
// until it is solved; a library puzzle picked after them too, and the
// file picked back from My puzzles shows its run's again.
func TestBrowserFiguresNewPuzzle(t *testing.T) {
	t.Parallel()
	p := openPage(t, 1280, 800, "#p=soma&o=")
	drop := func(name, content string) {
		p.eval(`(() => { const dt = new DataTransfer(); dt.items.add(new File([`+jsString(content)+`], `+jsString(name)+`));
			document.querySelector(".pp").dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true, cancelable: true})); return true })()`, nil)
	}
	// One solution each: a domino in a 2x1 box, a straight tromino in a
	// 3x1 box.
	files := []struct{ name, text, title string }{
		{"domino.txt", "# Domino\nD:xDim=2:yDim=1:zDim=1\nC:name=A:layout=0 0 0, 1 0 0\n~D\n", "Domino"},
		{"tromino.txt", "# Tromino\nD:xDim=3:yDim=1:zDim=1\nC:name=B:layout=0 0 0, 1 0 0, 2 0 0\n~D\n", "Tromino"},
	}
	noFigures := func(what string) {
		t.Helper()
		p.within(10*time.Second, what+": no figures", chromedp.WaitVisible(`#figures-empty`, byQuery))
		var left bool
		p.eval(`!!(document.getElementById("run-status") || document.getElementById("stat-solutions"))`, &left)
		if left {
			t.Errorf("%s: the figures of a run before are shown: %s", what, p.text("#board"))
		}
	}
	for i, f := range files {
		drop(f.name, f.text)
		p.within(20*time.Second, "the file "+f.name, poll(`document.getElementById("stage-title").textContent === `+jsString(f.title), nil))
		if i > 0 {
			noFigures("a file opened after another's run")
		}
		p.solveAndWait(time.Minute)
		if run := p.attr("#run-status", "data-run"); run != strconv.Itoa(i+1) {
			t.Errorf("%s: the figures of run %s, want run %d", f.name, run, i+1)
		}
		if n := p.count("stat-solutions"); n != 1 {
			t.Errorf("%s: %d solutions, want 1", f.name, n)
		}
	}
	p.setValue("#puzzle-select", "soma", "change")
	p.within(10*time.Second, "the Soma cube", poll(`document.getElementById("stage-title").textContent === "Soma cube"`, nil))
	noFigures("a library puzzle after a file's run")
	// The file's run is the latest: picked back, its figures show again.
	p.run("open the tromino", chromedp.Click(`#mine-list li:last-child button`, byQuery))
	p.within(10*time.Second, "the tromino's run", poll(`(e => e && e.dataset.run === "2")(document.getElementById("run-status"))`, nil))
}
