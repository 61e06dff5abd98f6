package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/def"
)

// TestBrowserLimits checks the page against input over def's limits: a
// paste longer than def.MaxText or def.MaxLines is refused at once with
// Open a file's words, the editor keeps the text before it and nothing
// is kept in local storage; a file as long, and one over def.MaxBurrBytes, dropped
// on the page are refused with the same words; a share link too long to
// open is not made.
func TestBrowserLimits(t *testing.T) {
	t.Parallel()
	p := openPage(t, 1280, 800, "#p=soma")
	p.tab("puzzle")
	p.within(10*time.Second, "the puzzle", chromedp.WaitVisible(`#definition-error.ok`, byQuery))
	original := p.value("#definition")
	tooLong := "the definition is longer than 1 MiB (1,048,576 bytes), the most Polyplay reads at once"
	if err := def.CheckText("x", strings.Repeat("#", def.MaxText+1)); !strings.HasSuffix(err.Error(), tooLong) {
		t.Fatalf("def.CheckText says %v", err)
	}
	notice := func(what, want string) {
		t.Helper()
		var ok bool
		p.within(10*time.Second, what, poll(`(n => n !== null && n.innerText.includes(`+jsString(want)+`))(document.getElementById("notice"))`, &ok))
	}

	// A paste of 5 MB into the editor.
	var pasted bool
	p.eval(`(() => { const el = document.getElementById("definition"); el.focus();
		el.value = el.value + "# a long comment\n".repeat(5 << 20 >> 4);
		el.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, &pasted)
	notice("the paste is refused", "soma.txt: "+tooLong)
	p.within(10*time.Second, "the editor holds the text before the paste",
		poll(`document.getElementById("definition").value === `+jsString(original), nil))
	p.eval(`(() => { const el = document.getElementById("definition"); el.focus();
		el.value = el.value + "\n".repeat(1 << 14);
		el.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, &pasted)
	notice("a paste of too many lines is refused", "soma.txt: the definition has more than 16,384 lines, the most Polyplay reads at once")
	p.within(10*time.Second, "the editor holds the text before the paste",
		poll(`document.getElementById("definition").value === `+jsString(original), nil))
	var kept string
	p.eval(`[localStorage.getItem("polyplay.definition"), localStorage.getItem("polyplay.puzzles")].join("|")`, &kept)
	if kept != "|" {
		t.Errorf("the refused paste was kept in local storage: %.200q", kept)
	}

	// The same words for a file dropped on the page; a larger file is
	// refused before it is read.
	drop := func(name, size string) {
		p.eval(`(() => { const dt = new DataTransfer(); dt.items.add(new File([new Uint8Array(`+size+`).fill(35)], `+jsString(name)+`));
			document.querySelector(".pp").dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true, cancelable: true})); return true })()`, nil)
	}
	drop("long.txt", "(1 << 20) + 1")
	notice("a long file is refused", "long.txt: "+tooLong)
	drop("huge.txt", "(16 << 20) + 1")
	notice("a huge file is refused", "huge.txt: a file of more than 16 MiB (16,777,216 bytes) is no puzzle Polyplay reads")
	if got := p.value("#definition"); got != original {
		t.Errorf("a refused file changed the editor:\n%.200s", got)
	}

	// A definition whose link would be too long is not made a link.
	p.eval(`(() => { const el = document.getElementById("definition"); el.focus();
		const rows = []; for (let i = 0; i < 500; i++) { let r = "# "; while (r.length < 1000) r += Math.random().toString(36).slice(2); rows.push(r) }
		el.value = el.value + rows.join("\n") + "\n";
		el.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, &pasted)
	p.within(10*time.Second, "the long definition is valid", chromedp.WaitVisible(`#definition-error.ok`, byQuery))
	p.run("share", chromedp.Click(`#share-link`, byQuery))
	var ok bool
	p.within(10*time.Second, "the share panel says the link is too long",
		poll(`(n => n !== null && n.innerText.startsWith("share link: the link is too long (") && n.innerText.endsWith("share the definition as a file instead"))(document.getElementById("share-notice"))`, &ok))
	p.eval(`document.getElementById("share-url") === null`, &ok)
	if !ok {
		t.Error("a share link too long to open was made")
	}
}
