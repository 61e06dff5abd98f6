package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
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
	var notice bool
	p.eval(`document.getElementById("kept-notice") !== null`, &notice)
	if notice {
		t.Errorf("the page says it could not read what it kept: %s", p.text("#kept-notice"))
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

// TestBrowserKeptAside: what the page cannot read in local storage is
// never lost. My puzzles with an entry whose "from" is a number lists
// the other entries, says that one could not be read, and keeps it, as
// it was, through the next edit; a runs table cut short is moved aside
// before anything is written in its place; a game of Play for another
// box is moved aside too. Save a copy downloads what could not be read;
// Discard them drops the damaged entries, and the notice does not come
// back.
// A write that a full storage refuses is said in words, and what was
// kept before stays.
func TestBrowserKeptAside(t *testing.T) {
	t.Parallel()
	const (
		good    = `{"id":"m1","name":"Good one","source":"# Two dominoes\nD:xDim=2:yDim=2:zDim=1\nC:name=A:layout=0 0 0, 1 0 0\nC:name=B:layout=0 0 0, 1 0 0\n~D\n"}`
		bad     = `{"id":"m2","name":"Bad one","source":"# x\n","from":5}`
		another = `{"id":"m3","name":"Another good","source":"D:xDim=2:yDim=1:zDim=1\nC:name=a:layout=0 0 0, 1 0 0\n~D\n"}`
		puzzles = `{"entries":[` + good + `,` + bad + `,` + another + `],"next":3}`
		runs    = `[{"id":1,"puzzle":"Soma cube","st`
		gameKey = "polyplay.play.pentominoes-10x6.0"
		game    = `"{\"v\":1,\"box\":[12,5,1],\"placed\":[]}"`
	)
	p := openTab(t, 15*time.Minute)
	p.run("keep damaged values", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(p.url+parkPath),
		chromedp.Evaluate(`localStorage.clear(); localStorage.setItem("polyplay.puzzles", `+jsString(puzzles)+`);
			localStorage.setItem("polyplay.runs", `+jsString(runs)+`); localStorage.setItem("`+gameKey+`", `+jsString(game)+`); true`, nil))
	p.open("#p=pentominoes-10x6")
	p.waitReady()
	said := func() []string {
		var s []string
		p.eval(`[...document.querySelectorAll("#kept-notice li")].map(li => li.textContent)`, &s)
		return s
	}
	p.within(10*time.Second, "the notice", chromedp.WaitVisible(`#kept-notice`, byQuery))
	want := []string{
		"1 of your puzzles could not be read; it is kept aside in this browser, unchanged.",
		"The runs table kept in this browser could not be read (its text is cut short); that text is kept aside, unchanged, under the name polyplay.runs.unread.",
	}
	if got := said(); !reflect.DeepEqual(got, want) {
		t.Errorf("the notice says\n%q\nwant\n%q", got, want)
	}
	var names []string
	p.eval(`[...document.querySelectorAll("#mine-list li")].map(li => li.textContent)`, &names)
	if want := []string{"Good one", "Another good"}; !reflect.DeepEqual(names, want) {
		t.Errorf("My puzzles lists %q, want %q", names, want)
	}
	stored := func(key string) string {
		var s string
		p.eval(`localStorage.getItem(`+jsString(key)+`) || ""`, &s)
		return s
	}
	if got := stored("polyplay.runs.unread"); got != runs {
		t.Errorf("the runs kept aside: %q, want %q", got, runs)
	}
	p.checkA11y("a notice of what could not be read")
	p.screenshot("kept-aside-1280x800", 1280)
	p.run("phone", chromedp.EmulateViewport(390, 844))
	p.screenshot("kept-aside-390x844", 390)
	p.run("desktop", chromedp.EmulateViewport(1280, 800))

	// An edit of an entry read keeps the damaged one, as it was.
	p.run("open an entry", chromedp.Click(`#mine-list li:first-child button`, byQuery))
	p.within(10*time.Second, "the entry", poll(`(e => e && e.value === "Good one")(document.getElementById("mine-name"))`, nil))
	edited := "# Two dominoes, edited\nD:xDim=2:yDim=2:zDim=1\nC:name=A:layout=0 0 0, 1 0 0\nC:name=B:layout=0 0 0, 1 0 0\n~D\n"
	p.setValue("#definition", edited, "input")
	p.within(10*time.Second, "the edit kept", poll(`JSON.parse(localStorage.getItem("polyplay.puzzles")).entries[0].source === `+jsString(edited), nil))
	if got := stored("polyplay.puzzles"); !strings.Contains(got, bad) || !strings.Contains(got, `"id":"m3"`) {
		t.Errorf("My puzzles kept after an edit: %s; want the damaged entry %s as it was", got, bad)
	}

	// Play on the 10x6: the game kept for another box is moved aside.
	p.setValue("#puzzle-select", "pentominoes-10x6", "change")
	p.openPlay()
	p.within(10*time.Second, "the game's sentence", poll(`[...document.querySelectorAll("#kept-notice li")].length === 3`, nil))
	wantGame := "Your game of this puzzle kept in this browser could not be read (saved game: it is for a 12x5x1 box, the puzzle's is 10x6x1); " +
		"that text is kept aside, unchanged, under the name " + gameKey + ".unread."
	if got := said(); len(got) != 3 || got[0] != wantGame {
		t.Errorf("the notice says\n%q\nwant among them\n%q", got, wantGame)
	}
	if got := stored(gameKey + ".unread"); got != game {
		t.Errorf("the game kept aside: %q, want %q", got, game)
	}
	p.run("close Play", chromedp.Click(`#play-close`, byQuery))

	// Save a copy: what could not be read, by key, as it was.
	dl := t.TempDir()
	p.run("save a copy", p.allowDownloads(dl), chromedp.Click(`#kept-save`, byQuery))
	var copied map[string][]json.RawMessage
	if err := json.Unmarshal([]byte(p.waitFile(filepath.Join(dl, "polyplay-kept-aside.json"))), &copied); err != nil {
		t.Fatal(err)
	}
	var gameCopy, runsCopy string
	if len(copied["polyplay.puzzles"]) != 1 || string(copied["polyplay.puzzles"][0]) != bad ||
		len(copied["polyplay.runs"]) != 1 || json.Unmarshal(copied["polyplay.runs"][0], &runsCopy) != nil || runsCopy != runs ||
		len(copied[gameKey]) != 1 || json.Unmarshal(copied[gameKey][0], &gameCopy) != nil || gameCopy != game {
		t.Errorf("the copy saved: %s", copied)
	}

	// A full storage: the edit is not kept, the notice says so in words,
	// and what was kept stays; with room again, the next edit is kept.
	var filled int
	p.eval(`(() => { let n = 1 << 20, i = 0; while (n >= 8) { try { localStorage.setItem("polyplay.test.fill" + i, "x".repeat(n)); i++; } catch (e) { n >>= 1; } } return i; })()`, &filled)
	before := stored("polyplay.puzzles")
	p.run("open the entry", chromedp.Click(`#mine-list li:first-child button`, byQuery))
	// More than the room left: the loop above leaves less than a key
	// and 8 characters.
	longer := edited + "# " + strings.Repeat("more ", 40) + "\n"
	p.setValue("#definition", longer, "input")
	full := "This browser's storage is full: the latest change to your puzzles is not kept (what was kept before is still there). " +
		"Delete some of your puzzles or clear the runs table to make room."
	p.within(10*time.Second, "the full storage said", poll(`[...document.querySelectorAll("#kept-notice li")].some(li => li.textContent === `+jsString(full)+`)`, nil))
	if got := stored("polyplay.puzzles"); got != before {
		t.Errorf("after a refused write My puzzles holds\n%s\nwant\n%s", got, before)
	}
	p.screenshot("kept-full-1280x800", 1280)
	p.run("phone", chromedp.EmulateViewport(390, 844))
	p.screenshot("kept-full-390x844", 390)
	p.run("desktop", chromedp.EmulateViewport(1280, 800))
	p.eval(`Object.keys(localStorage).filter(k => k.startsWith("polyplay.test.fill")).forEach(k => localStorage.removeItem(k)), true`, nil)
	p.setValue("#definition", longer+"# and more\n", "input")
	p.within(10*time.Second, "kept again", poll(`JSON.parse(localStorage.getItem("polyplay.puzzles")).entries[0].source.endsWith("# and more\n") &&
		![...document.querySelectorAll("#kept-notice li")].some(li => li.textContent.startsWith("This browser's storage is full"))`, nil))
	if got := stored("polyplay.puzzles"); !strings.Contains(got, bad) {
		t.Errorf("My puzzles kept with room again: %s; want the damaged entry as it was", got)
	}
	if filled == 0 {
		t.Error("the storage was never full")
	}

	// Discard them: the damaged entry leaves My puzzles, the others stay,
	// and the next page load says nothing of it.
	p.run("discard", chromedp.Click(`#kept-discard`, byQuery))
	p.within(10*time.Second, "the entry discarded", poll(`!localStorage.getItem("polyplay.puzzles").includes('"Bad one"')`, nil))
	if got := p.storedPuzzles(); len(got) != 2 || got[0].ID != "m1" || got[1].ID != "m3" {
		t.Errorf("My puzzles kept after discarding: %+v, want m1 and m3", got)
	}
	p.reload()
	for _, s := range said() {
		if strings.Contains(s, "your puzzles") || strings.Contains(s, "runs kept") {
			t.Errorf("after discarding, the next load says %q", s)
		}
	}
}
