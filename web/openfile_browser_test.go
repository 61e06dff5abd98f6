package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/internal/longtest"
)

// TestPageOpenFile, a long test (make test-long), opens BurrTools files in the page (issue 53): the
// gzipped Kanoodle pyramid with the Puzzle tab's "Open a file" button,
// solved with its 2,448 solutions, 306 up to the pyramid's symmetries;
// the 6×6 hexiamond rhombus, 624 and 156; a file
// of two problems dropped on the page, both in the editor; a file that
// is neither a definition nor a BurrTools file dropped, which the notice
// names and which leaves the editor as it was.
func TestPageOpenFile(t *testing.T) {
	longtest.Skip(t)
	t.Parallel()
	p := openPage(t, 1280, 800, "#p=soma")
	p.tab("puzzle")
	pyramid, err := filepath.Abs(filepath.Join("..", "def", "burr", "testdata", "kanoodle-pyramid.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	p.within(20*time.Second, "open the pyramid", chromedp.SetUploadFiles(`#open-file`, []string{pyramid}, byQuery))
	var ok bool
	p.within(20*time.Second, "the pyramid is in the editor",
		poll(`document.getElementById("definition").value.includes("D:grid=sphere:xDim=5:yDim=5:zDim=5")`, &ok))
	if n := p.text("#notice"); !strings.Contains(n, "Opened kanoodle-pyramid.xmpuzzle") {
		t.Errorf("notice %q", n)
	}
	p.checkA11y("a BurrTools file opened")
	p.solveCounts("desktop", []redundancyCount{{true, 306}, {false, 2448}}, nil)

	hex, err := filepath.Abs(filepath.Join("..", "def", "burr", "testdata", "hexiamonds-6x6.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	p.within(20*time.Second, "open the hexiamonds", chromedp.SetUploadFiles(`#open-file`, []string{hex}, byQuery))
	p.within(20*time.Second, "the hexiamonds are in the editor",
		poll(`document.getElementById("definition").value.includes("D:grid=triangle:xDim=17:yDim=6")`, &ok))
	p.solveCounts("desktop", []redundancyCount{{true, 156}, {false, 624}}, nil)

	drop := func(name, content string) {
		p.eval(`(() => { const dt = new DataTransfer(); dt.items.add(new File([`+jsString(content)+`], `+jsString(name)+`));
			document.querySelector(".pp").dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true, cancelable: true})); return true })()`, nil)
	}
	two, err := os.ReadFile(filepath.Join("..", "def", "burr", "testdata", "two-problems.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	drop("two.xmpuzzle", string(two))
	p.within(20*time.Second, "the dropped file is in the editor",
		poll(`(v => v.includes("D:xDim=2:yDim=3") && v.includes("D:xDim=2:yDim=2"))(document.getElementById("definition").value)`, &ok))
	if n := p.evalInt(`document.getElementById("puzzle-index").options.length`); n != 2 {
		t.Errorf("%d puzzles to choose from, want 2", n)
	}
	p.solveCounts("desktop", []redundancyCount{{false, 3}}, nil)

	before := p.value("#definition")
	drop("bad.xmpuzzle", `<puzzle version="2"><shapes><voxel x="1" y="1" z="1" type="0">+</voxel></shapes><problems><problem><shapes><shape id="0"/></shapes><result id="0"/></problem></problems></puzzle>`)
	p.within(20*time.Second, "the notice names the error",
		poll(`(n => n && n.innerText.includes("bad.xmpuzzle: problem 1: the result shape 0 has no filled cell"))(document.getElementById("notice"))`, &ok))
	if after := p.value("#definition"); after != before {
		t.Errorf("a bad file changed the editor:\n%s", after)
	}
}

// evalInt evaluates a JavaScript expression whose value is a number.
func (p *page) evalInt(js string) int {
	p.t.Helper()
	var n int
	p.eval(js, &n)
	return n
}
