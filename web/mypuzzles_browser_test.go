package main

// Keeping people's work: My puzzles (every edit kept under a name, a
// library puzzle edited twice makes two entries, undo and redo, delete
// asks first) and the runs table across reloads, cleared and exported.

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/def"
)

// storedPuzzles reads My puzzles from the page's local storage.
func (p *page) storedPuzzles() []struct{ ID, Name, Source, From string } {
	p.t.Helper()
	var out []struct{ ID, Name, Source, From string }
	p.eval(`(JSON.parse(localStorage.getItem("polyplay.puzzles") || "{}").entries || []).map(e => ({ID: e.id, Name: e.name, Source: e.source, From: e.from || ""}))`, &out)
	return out
}

func TestBrowserMyPuzzles(t *testing.T) {
	t.Parallel()
	p := openPage(t, 1280, 800, "#p=soma&o=-r")
	p.within(10*time.Second, "the puzzle", chromedp.WaitVisible(`#definition-error.ok`, byQuery))
	original := p.value("#definition")

	// Editing a library puzzle makes an entry of My puzzles.
	first := original + "# mine\n"
	p.setValue("#definition", first, "input")
	p.within(10*time.Second, "the entry", chromedp.WaitVisible(`#mine-list`, byQuery))
	got := p.storedPuzzles()
	if len(got) != 1 || got[0].Name != "Soma cube (edited)" || got[0].Source != first || got[0].From != "soma" {
		t.Fatalf("My puzzles after one edit: %+v", got)
	}
	if v := p.value("#puzzle-select"); v != "mine:"+got[0].ID {
		t.Errorf("the picker shows %q, want the new entry", v)
	}
	// Undo and redo.
	p.run("undo", chromedp.Click(`#undo`, byQuery))
	p.within(10*time.Second, "undone", poll(`document.getElementById("definition").value === `+jsString(original), nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	p.run("redo", chromedp.Click(`#redo`, byQuery))
	p.within(10*time.Second, "redone", poll(`document.getElementById("definition").value === `+jsString(first), nil, chromedp.WithPollingInterval(50*time.Millisecond)))

	// The library puzzle edited again is a second entry; the first keeps
	// its text.
	p.setValue("#puzzle-select", "soma", "change")
	p.within(10*time.Second, "the library text", poll(`document.getElementById("definition").value === `+jsString(original), nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	second := original + "# another\n"
	p.setValue("#definition", second, "input")
	p.within(10*time.Second, "two entries", poll(`document.querySelectorAll("#mine-list li").length === 2`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	got = p.storedPuzzles()
	if len(got) != 2 || got[0].Source != first || got[1].Source != second || got[1].Name != "Soma cube (edited) (2)" {
		t.Errorf("My puzzles after editing the library puzzle again: %+v", got)
	}
	// Renaming.
	p.within(10*time.Second, "the entry's name", poll(`(e => e && e.value === "Soma cube (edited) (2)")(document.getElementById("mine-name"))`, nil))
	p.setValue("#mine-name", "My cube", "change")
	p.within(10*time.Second, "renamed", poll(`[...document.querySelectorAll("#mine-list button")].some(b => b.textContent === "My cube")`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	if got = p.storedPuzzles(); len(got) != 2 || got[1].Name != "My cube" {
		t.Errorf("after renaming: %+v", got)
	}
	if got := p.text("#stage-title"); got != "My cube" {
		t.Errorf("after renaming: the board is titled %q, want the entry's name", got)
	}
	// Deleting asks first.
	p.run("delete", chromedp.Click(`#delete-puzzle`, byQuery))
	p.within(10*time.Second, "the question", chromedp.WaitVisible(`#delete-question`, byQuery))
	if n := len(p.storedPuzzles()); n != 2 {
		t.Errorf("%d entries while the question is asked, want 2", n)
	}
	p.checkA11y("my puzzles, delete asked")
	p.run("keep it", chromedp.Click(`#delete-no`, byQuery))
	if n := len(p.storedPuzzles()); n != 2 {
		t.Errorf("%d entries after answering keep, want 2", n)
	}
	p.run("delete", chromedp.Click(`#delete-puzzle`, byQuery))
	p.within(10*time.Second, "the question", chromedp.Click(`#delete-yes`, byQuery))
	p.within(10*time.Second, "deleted", poll(`document.querySelectorAll("#mine-list li").length === 1`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	if got = p.storedPuzzles(); len(got) != 1 || got[0].Source != first {
		t.Errorf("after deleting the second entry: %+v", got)
	}

	// Another puzzle's definition pasted over a library puzzle is named
	// after its own first line, not after the puzzle it replaced.
	p.setValue("#puzzle-select", "soma", "change")
	p.within(10*time.Second, "the library puzzle", poll(`document.getElementById("definition").value === `+jsString(original), nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	pento, _ := def.Lookup("pentominoes-10x6")
	p.setValue("#definition", pento.Source, "input")
	p.within(10*time.Second, "the pasted entry", poll(`document.querySelectorAll("#mine-list li").length === 2`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	if got = p.storedPuzzles(); len(got) != 2 || got[1].Name != "Pentominoes 10x6" || got[1].Source != pento.Source || got[1].From != "" {
		t.Errorf("after pasting the 10x6 pentominoes over the Soma cube: %+v, want an entry of its own named Pentominoes 10x6", got)
	}
	if got := p.text("#stage-title"); got != "Pentominoes 10x6" {
		t.Errorf("the pasted puzzle's board is titled %q, want Pentominoes 10x6", got)
	}
	// It is no copy of the Soma cube, and goes by a file name of its own.
	if got := p.text("#puzzle-section .about"); strings.Contains(got, "Soma") {
		t.Errorf("the pasted puzzle is described as %q", got)
	}
	if got := p.value("#command-line"); !strings.HasSuffix(got, " pentominoes-10x6.txt") {
		t.Errorf("the pasted puzzle's command line is %q, want its own file name", got)
	}

	// The runs table survives a reload, exports a row and can be cleared.
	p.setValue("#puzzle-select", "soma", "change")
	p.within(10*time.Second, "the library puzzle", poll(`document.getElementById("definition").value === `+jsString(original), nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	p.solveAndWait(2 * time.Minute)
	p.open("#p=soma&o=-r")
	p.waitReady()
	p.tab("runs")
	p.within(10*time.Second, "the kept run", chromedp.WaitVisible(`#runs-table tbody tr .run-solutions`, byQuery))
	if got := p.text("#runs-table tbody tr .run-solutions"); got != "480" {
		t.Errorf("after a reload the runs table shows %q solutions, want the Soma cube's 480", got)
	}
	dl := t.TempDir()
	p.run("export CSV", p.allowDownloads(dl), chromedp.Click(`#runs-table tbody tr button[aria-label$="as CSV"]`, byQuery))
	csv := p.waitFile(filepath.Join(dl, "polyplay-run-1.csv"))
	if lines := strings.Split(strings.TrimSpace(csv), "\n"); len(lines) != 2 || lines[0] != "run,puzzle,options,status,workers,solutions,fits,no-fits,attempts,wall (ms),search (ms)" ||
		!strings.Contains(lines[1], ",Soma cube,-r --auto,done,") {
		t.Errorf("the CSV export is %q", csv)
	}
	p.run("export JSON", chromedp.Click(`#runs-table tbody tr button[aria-label$="as JSON"]`, byQuery))
	var rec struct {
		ID        int
		Puzzle    string
		Args      []string
		Status    string
		Solutions int64
		WallMs    float64
		SearchMs  float64
	}
	if err := json.Unmarshal([]byte(p.waitFile(filepath.Join(dl, "polyplay-run-1.json"))), &rec); err != nil ||
		rec.ID != 1 || rec.Puzzle != "Soma cube" || strings.Join(rec.Args, " ") != "-r --auto" || rec.Status != "done" || rec.Solutions != 480 ||
		rec.SearchMs <= 0 || rec.WallMs < rec.SearchMs {
		t.Errorf("the JSON export reads %+v, %v; want run 1 of the Soma cube, -r --auto, done, 480 solutions, a search time within the wall time", rec, err)
	}
	p.checkA11y("runs table")
	p.run("clear", chromedp.Click(`#clear-runs`, byQuery))
	p.within(10*time.Second, "cleared", poll(`document.getElementById("runs-table") === null`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	p.open("#p=soma&o=-r")
	p.waitReady()
	var kept string
	p.eval(`localStorage.getItem("polyplay.runs") || ""`, &kept)
	if kept != "" && kept != "null" && kept != "[]" {
		t.Errorf("runs kept after clearing: %s", kept)
	}
}

// TestBrowserMyPuzzlesTwoTabs: My puzzles open in two tabs. An entry
// made in one shows in the other's list, and an entry made then in the
// other keeps the first: neither tab writes over what the other kept.
func TestBrowserMyPuzzlesTwoTabs(t *testing.T) {
	t.Parallel()
	p := openPage(t, 1280, 800, "#p=soma")
	p.eval(`localStorage.removeItem("polyplay.puzzles"), true`, nil)
	tctx, cancel := chromedp.NewContext(sharedBrowser(t))
	closeQ := tabCloser(tctx, cancel)
	q := &page{t: t, ctx: tctx, srv: p.srv, url: p.url, end: closeQ}
	t.Cleanup(closeQ)
	q.run("open the second tab", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(q.url+"#p=pentominoes-10x6"))
	q.waitReady()

	first := p.value("#definition") + "# from the first tab\n"
	p.setValue("#definition", first, "input")
	p.within(10*time.Second, "the first entry kept", poll(`(JSON.parse(localStorage.getItem("polyplay.puzzles") || "{}").entries || []).length === 1`, nil))
	q.within(10*time.Second, "the first tab's entry listed in the second", poll(`document.querySelectorAll("#mine-list li").length === 1`, nil))

	second := q.value("#definition") + "# from the second tab\n"
	q.setValue("#definition", second, "input")
	q.within(10*time.Second, "the second entry kept", poll(`(JSON.parse(localStorage.getItem("polyplay.puzzles") || "{}").entries || []).length === 2`, nil))
	got := q.storedPuzzles()
	if len(got) != 2 || got[0].Source != first || got[1].Source != second {
		t.Errorf("My puzzles after an entry in each tab: %+v, want both", got)
	}
	p.within(10*time.Second, "both entries listed in the first tab", poll(`document.querySelectorAll("#mine-list li").length === 2`, nil))
	// The first tab's editor still holds its entry, and an edit there
	// changes only it.
	p.setValue("#definition", first+"# again\n", "input")
	p.within(10*time.Second, "the first entry edited", poll(`(e => e.length === 2 && e[0].source.endsWith("# again\n"))(JSON.parse(localStorage.getItem("polyplay.puzzles")).entries)`, nil))
	if got := p.storedPuzzles(); len(got) != 2 || got[1].Source != second {
		t.Errorf("after an edit in the first tab: %+v, want the second tab's entry as it was", got)
	}
}
