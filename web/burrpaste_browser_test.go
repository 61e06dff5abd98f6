package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserBurrPasted: a BurrTools file's text pasted into the editor
// is said to be one, with the way to open it, under the editor and on
// the board (it said `unknown directive "<?xml…"`), at a desktop's and
// a phone's size.
func TestBrowserBurrPasted(t *testing.T) {
	t.Parallel()
	xml, err := os.ReadFile(filepath.Join("..", "def", "burr", "testdata", "two-problems.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	for _, sz := range sizes {
		p := newPage(t, sz.width, sz.height)
		p.tab("puzzle")
		p.setValue("#definition", string(xml), "input")
		p.within(10*time.Second, "the error is shown", chromedp.WaitVisible(`#definition-error.bad`, byQuery))
		for _, sel := range []string{"#definition-error", "#stage-error"} {
			msg := p.text(sel)
			if !strings.Contains(msg, "BurrTools file") || !strings.Contains(msg, `"Open a file…"`) || strings.Contains(msg, "unknown directive") {
				t.Errorf("%s: %s says %q, want the BurrTools file and Open a file named", sz.name, sel, msg)
			}
		}
		p.run("the editor in view", chromedp.Evaluate(`document.getElementById("definition-error").scrollIntoView({block: "center"})`, nil))
		p.viewShot("burr-pasted-" + sz.name)
		p.close()
	}
}
