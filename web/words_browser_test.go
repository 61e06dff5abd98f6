package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/internal/longtest"
)

// TestBrowserPuzzleWords opens puzzles of every kind of grid, at both
// sizes, and reads the words the page says of each: the Puzzle tab's
// line under the editor and the line under the board's title. They name
// the puzzle as a person sees it (issue 65) — a pyramid or a
// tetrahedron of balls, a board of triangles, a cube of cubes — and never
// the definition format's devices: the stationary piece * around a
// pyramid, "stationary", a box around a pyramid or a tetrahedron, balls
// called cells. The library's puzzles are chosen in the picker, then a
// BurrTools file (Kanoodle's pyramid, which the page writes as a box
// with a stationary piece) is opened with Open a file: one page load for
// each size. Then every word the page shows is read, and every
// accessible name, but the definition's own text and the command line:
// the puzzle opened, and in Play.
func TestBrowserPuzzleWords(t *testing.T) {
	t.Parallel()
	puzzleWords(t, false)
}

// TestPagePuzzleWordsEverywhere, a long test (make test-long), reads
// the words of TestBrowserPuzzleWords's puzzles at both sizes in more
// places: after Solve (the Tetris Cube's long search cancelled once a
// solution is shown) and in the designer (which draws in a box, and may
// say so), whose tools, count and piece editor name the cells as the
// grid does ("Add balls", "Click a ball").
func TestPagePuzzleWordsEverywhere(t *testing.T) {
	longtest.Skip(t)
	t.Parallel()
	puzzleWords(t, true)
}

// puzzleWords is TestBrowserPuzzleWords, and with everywhere
// TestPagePuzzleWordsEverywhere.
func puzzleWords(t *testing.T, everywhere bool) {
	burr, err := filepath.Abs(filepath.Join("..", "def", "burr", "testdata", "kanoodle-pyramid.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	type puzzle struct {
		key, file string // a library key, or a BurrTools file to open
		want      string // the summary, after "Valid: "
		unit      string // the designer's word for its cells
		bad       []string
	}
	balls := []string{"*", "stationary", "box", "cell"}
	puzzles := []puzzle{
		{key: "kanoodle-pyramid", want: "a pyramid of 55 balls, 12 pieces.", unit: "balls", bad: balls},
		{key: "tetraspheres-tetrahedron", want: "a tetrahedron of 20 balls, 5 pieces.", unit: "balls", bad: balls},
		{key: "hexiamonds-6x6", want: "a board of 72 triangles, 12 pieces.", unit: "triangles", bad: []string{"*", "stationary", "box", "cell"}},
		{key: "tetris-cube", want: "a 4×4×4 cube, 12 pieces of 64 cubes.", unit: "cubes", bad: []string{"*", "stationary", "cell"}}, // a cube is a box
		{file: burr, want: "a pyramid of 55 balls, 12 pieces.", unit: "balls", bad: balls},
	}
	for _, sz := range gridSizes {
		p := newPage(t, sz.width, sz.height)
		p.tab("puzzle")
		for _, pz := range puzzles {
			name := pz.key
			if pz.file != "" {
				name = "burrtools-" + filepath.Base(pz.file)
				p.within(20*time.Second, "open "+pz.file, chromedp.SetUploadFiles(`#open-file`, []string{pz.file}, byQuery))
			} else {
				p.setValue("#puzzle-select", pz.key, "change")
			}
			want := "Valid: " + pz.want
			var ok bool
			p.within(20*time.Second, name+": the summary", poll(fmt.Sprintf(
				`(a => a && a.textContent.trim() === %q)(document.getElementById("definition-error"))`, want), &ok,
				chromedp.WithPollingInterval(50*time.Millisecond)))
			for _, sel := range []string{"#definition-error", "#stage-sub"} {
				got := p.text(sel)
				if got != want {
					t.Errorf("%s %s: %s reads %q, want %q", sz.name, name, sel, got, want)
				}
				for _, w := range pz.bad {
					if says(got, w) {
						t.Errorf("%s %s: %s reads %q, which says %q", sz.name, name, sel, got, w)
					}
				}
			}
			// Every word the page shows, and every accessible name of
			// what it shows, but the definition's own text: none is a
			// device of the format; the same in Play and, everywhere,
			// after Solve (the Tetris Cube's long search cancelled at
			// its first solutions) and in the designer.
			scan := func(when string) {
				var shown []string
				p.eval(shownWords, &shown)
				for _, line := range shown {
					for _, w := range pz.bad {
						if says(line, w) {
							t.Errorf("%s %s %s: the page shows %q, which says %q", sz.name, name, when, line, w)
						}
					}
					if strings.Contains(line, "z = ") {
						t.Errorf("%s %s %s: the page shows %q, which names a layer by z", sz.name, name, when, line)
					}
				}
			}
			scan("opened")
			p.eval(`document.getElementById("definition-error").scrollIntoView({block: "center", behavior: "instant"}), true`, nil)
			p.viewShot(sz.name + "-words-" + strings.TrimSuffix(name, ".xmpuzzle"))
			switch {
			case !everywhere:
			case pz.key != "tetris-cube":
				p.solveAndWait(time.Minute)
				scan("after Solve")
			default:
				// The Tetris Cube's long search: cancelled once a
				// solution is shown.
				p.within(30*time.Second, "start solving", chromedp.WaitEnabled(`#solve`, byQuery), chromedp.Click(`#solve`, byQuery),
					chromedp.WaitVisible(`#run-status[data-status="running"]`, byQuery))
				p.within(time.Minute, "a solution", poll(`Number((document.getElementById("stat-solutions") || {dataset: {}}).dataset.value) > 0`, nil))
				p.run("cancel", chromedp.Click(`#cancel`, byQuery))
				p.within(10*time.Second, "the run is cancelled", chromedp.WaitVisible(`#run-status[data-status="cancelled"]`, byQuery))
				scan("after a cancelled Solve")
			}
			p.openPlay()
			scan("in Play")
			p.press("#play-close")
			p.within(10*time.Second, "Play closes", chromedp.WaitNotPresent(`#play-top[aria-pressed="true"], .play-card`, byQuery))
			if !everywhere {
				continue
			}
			// The designer draws in a box, and says so; its tools and
			// its count name the cells as the grid does.
			p.press("#designer-edit")
			p.within(10*time.Second, "the designer opens", chromedp.WaitVisible(`#designer-grid`, byQuery))
			for _, c := range []struct{ sel, want string }{
				{`label[for="designer-tool-add"]`, "Add " + pz.unit},
				{`label[for="designer-tool-remove"]`, "Remove " + pz.unit},
				{"#designer-cells", "Region: "},
			} {
				if got := p.text(c.sel); !strings.HasPrefix(got, c.want) || says(got, "cell") {
					t.Errorf("%s %s: the designer's %s reads %q, want it to start %q", sz.name, name, c.sel, got, c.want)
				}
			}
			if got := p.text("#designer-cells"); !strings.Contains(got, " "+pz.unit+".") {
				t.Errorf("%s %s: the designer counts %q, want %s", sz.name, name, got, pz.unit)
			}
			bad := pz.bad
			pz.bad = slices.DeleteFunc(slices.Clone(bad), func(w string) bool { return w == "box" })
			scan("in the designer")
			// A new piece drawn: its editor's words too.
			p.press("#designer-new-piece")
			p.within(10*time.Second, "the piece editor", chromedp.WaitVisible(`#designer-piece-editor`, byQuery))
			if got, want := p.text("#designer-piece-editor .help"), "Click a "+strings.TrimSuffix(pz.unit, "s")+" to add it"; !strings.HasPrefix(got, want) {
				t.Errorf("%s %s: the piece editor says %q, want %q", sz.name, name, got, want)
			}
			scan("drawing a piece")
			pz.bad = bad
			p.press("#designer-close")
			p.within(10*time.Second, "the designer closes", chromedp.WaitNotPresent(`#designer-grid`, byQuery))
		}
	}
}

// shownWords lists the texts a page shows (visible text nodes) and the
// accessible names and titles of what it shows, leaving out the
// definition's editor (its head, help and text: the format itself, as
// the file writes it) and the command line, which speak the format.
const shownWords = `(() => {
	const skip = e => e.closest(".editor-block, #args, #command-line, script, style");
	const out = [];
	const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n; (n = w.nextNode()); ) {
		const e = n.parentElement, t = n.data.trim();
		if (t && e && !skip(e) && e.checkVisibility()) out.push(t);
	}
	for (const e of document.querySelectorAll("[aria-label], [title], svg title")) {
		if (skip(e) || !(e.closest("svg") || e).checkVisibility()) continue;
		for (const t of [e.getAttribute("aria-label"), e.getAttribute("title"), e.tagName === "title" ? e.textContent : null]) {
			if (t && t.trim()) out.push(t.trim());
		}
	}
	return out;
})()`

// says reports whether text says w: a word (letters) where a word
// starts ("cells" says cell, "Cancelled" does not), any other mark
// anywhere.
func says(text, w string) bool {
	if strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" {
		return strings.Contains(text, w)
	}
	return regexp.MustCompile(`(?i)\b` + w).MatchString(text)
}
