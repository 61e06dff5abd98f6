package main

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/ui/figures"
)

// TestBrowserSavedData: what the page kept in a browser's local storage
// before it used vert to read and write it (ui/storage's fixture,
// written by go-app's LocalStorage: two of My puzzles, three runs, the
// colour-blind-safe scheme) still loads, and what the page keeps now is
// the same JSON.
func TestBrowserSavedData(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("../ui/storage/testdata/saved-2026-11-26.json")
	if err != nil {
		t.Fatal(err)
	}
	var kept map[string]string
	if err := json.Unmarshal(b, &kept); err != nil {
		t.Fatal(err)
	}
	// The values go into the origin's storage from one of the site's
	// small files (the page's icon), before the playground's first load.
	p := openTab(t, 15*time.Minute)
	p.run("keep the old values", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(p.url+"web/icons/icon.svg"),
		chromedp.Evaluate(`localStorage.clear(); for (const [k, v] of Object.entries(`+string(b)+`)) localStorage.setItem(k, v); true`, nil))
	p.open("#p=soma&o=-r")
	p.waitReady()

	var names []string
	p.eval(`[...document.querySelectorAll("#mine-list li")].map(li => li.textContent)`, &names)
	if want := []string{"Soma cube (edited)", `Dominoes "2" <b>`}; !reflect.DeepEqual(names, want) {
		t.Errorf("My puzzles: %q, want %q", names, want)
	}

	p.tab("runs")
	// Runs kept before the page measured the time since Solve have only
	// their search time: the Wall column says it is not known.
	var rows []struct{ Run, Solutions, Fits, Wall, Search, State string }
	p.eval(`[...document.querySelectorAll("#runs-table tbody tr")].map(tr => ({Run: tr.dataset.run,
		Solutions: tr.querySelector(".run-solutions").textContent, Fits: tr.children[3].textContent,
		Wall: tr.querySelector(".run-wall").textContent, Search: tr.querySelector(".run-search").textContent,
		State: tr.querySelector(".run-state").textContent}))`, &rows)
	want := []struct{ Run, Solutions, Fits, Wall, Search, State string }{
		{"3", "12", "0", "–", "00:00:00.050", "cancelled"},
		{"2", "0", "0", "–", "00:00:00.000", "failed"},
		{"1", "2,339", figures.Thousands(4000000003), "–", "00:00:02.082", "done"},
	}
	if !reflect.DeepEqual(rows, want) {
		t.Errorf("runs table:\n got %+v\nwant %+v", rows, want)
	}

	p.tab("options")
	var safe bool
	p.eval(`document.getElementById("opt-colour-safe").checked`, &safe)
	if !safe {
		t.Error("the colour-blind-safe scheme kept is not in use")
	}
	// Keeping the scheme anew writes what was read.
	p.run("standard colours", chromedp.Click(`#opt-colour-safe`, byQuery))
	p.run("safe colours", chromedp.Click(`#opt-colour-safe`, byQuery))
	p.within(5*time.Second, "kept", poll(`document.getElementById("opt-colour-safe").checked`, nil))
	var scheme string
	p.eval(`localStorage.getItem("polyplay.colours")`, &scheme)
	if scheme != kept["polyplay.colours"] {
		t.Errorf("the scheme is kept as %s, want %s", scheme, kept["polyplay.colours"])
	}
	// Renaming an entry keeps My puzzles in the old form.
	p.tab("puzzle")
	p.run("open an entry", chromedp.Click(`#mine-list li:first-child button`, byQuery))
	p.within(10*time.Second, "the entry's name", poll(`(e => e && e.value === "Soma cube (edited)")(document.getElementById("mine-name"))`, nil))
	p.setValue("#mine-name", "Renamed", "change")
	p.within(10*time.Second, "renamed", poll(`JSON.parse(localStorage.getItem("polyplay.puzzles")).entries[0].name === "Renamed"`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	got := p.storedPuzzles()
	if len(got) != 2 || got[0].ID != "m1" || got[0].From != "soma" || got[1].ID != "m3" || got[1].Name != `Dominoes "2" <b>` {
		t.Errorf("My puzzles kept after renaming: %+v", got)
	}
}
