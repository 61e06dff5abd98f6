package main

// Every control within a finger's reach: on a touch screen each control
// the page shows, in every part of the page, is at least 44×44 CSS px,
// and nothing scrolls sideways; a desktop with a mouse keeps its density.

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// minTarget is the least width and height of a control on a touch
// screen, in CSS px (WCAG 2.5.5, and Apple's and Google's guides).
const minTarget = 44

// touchControls lists the controls shown inside the element %[3]q
// ("body": the page), as "name WIDTHxHEIGHT", and those narrower than
// its %[1]d px or lower than its %[2]d px (minTarget either way on a
// touch screen).
//
// A control is a link, a button, a field (input, select, textarea), a
// details' summary, an element with the role of a button, tab, checkbox
// or radio button, or anything else in the keyboard order (a tabindex
// not below 0). It is shown when its box has a width and a height, it
// is rendered (checkVisibility: not in a closed details, not
// visibility: hidden) and it is not clipped to a point (.visually-hidden).
//
// A checkbox or radio button inside its label is hit anywhere on the
// label: the label is its target, measured instead of the box. One
// beside its label is measured alone.
//
// A link inside a sentence is left out: the inline exception of WCAG
// 2.5.5 and 2.5.8, a target whose size is set by the line of text it
// is in. A link alone in its block is not in a sentence and counts.
const touchControls = `(() => {
	const sel = "a[href], button, input, select, textarea, summary, [role=button], [role=tab], [role=checkbox], [role=radio], [tabindex]:not([tabindex^='-'])";
	const seen = new Set(), all = [], small = [];
	const inSentence = a => {
		if (getComputedStyle(a).display !== "inline") return false;
		let block = a.parentElement;
		while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
		return !!block && block.textContent.trim() !== a.textContent.trim();
	};
	for (let el of document.querySelector(%[3]q).querySelectorAll(sel)) {
		if (el.matches("input[type=checkbox], input[type=radio]") && el.closest("label")) el = el.closest("label");
		if (seen.has(el)) continue;
		seen.add(el);
		const r = el.getBoundingClientRect();
		if (r.width === 0 || r.height === 0 || !el.checkVisibility({visibilityProperty: true}) || el.closest(".visually-hidden")) continue;
		if (el.tagName === "A" && inSentence(el)) continue;
		const name = (el.id ? "#" + el.id + " " : "") +
			JSON.stringify((el.getAttribute("aria-label") || el.textContent || el.value || el.getAttribute("type") || el.tagName).trim().replace(/\s+/g, " ").slice(0, 32));
		const s = name + " " + Math.round(r.width) + "x" + Math.round(r.height);
		all.push(s);
		if (r.width < %[1]d - 0.01 || r.height < %[2]d - 0.01) small.push(s);
	}
	return {All: all, Small: small, Wide: document.documentElement.scrollWidth, Inner: innerWidth};
})()`

// targets is what touchControls finds.
type targets struct {
	All, Small  []string
	Wide, Inner int
}

// touchCheck measures the controls of the page as it is (state names it)
// and notes, for each control under minTarget, the states it was seen
// in; it fails the test if the page scrolls sideways.
func (p *page) touchCheck(state string, small map[string][]string) {
	p.t.Helper()
	var got targets
	p.eval(fmt.Sprintf(touchControls, minTarget, minTarget, "body"), &got)
	p.t.Logf("%s: %d of %d controls under %dx%d px", state, len(got.Small), len(got.All), minTarget, minTarget)
	if len(got.All) == 0 {
		p.t.Errorf("%s: no control found", state)
	}
	for _, s := range got.Small {
		small[s] = append(small[s], state)
	}
	if got.Wide > got.Inner {
		p.t.Errorf("%s: the page is %d px wide in a %d px window: it scrolls sideways", state, got.Wide, got.Inner)
	}
}

// touchScreen makes the tab a touch screen's: touch events, and a coarse
// pointer that cannot hover, as a phone's browser reports them.
var touchScreen = chromedp.Tasks{
	emulation.SetTouchEmulationEnabled(true).WithMaxTouchPoints(5),
	emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{
		{Name: "pointer", Value: "coarse"}, {Name: "any-pointer", Value: "coarse"},
		{Name: "hover", Value: "none"}, {Name: "any-hover", Value: "none"},
	}),
}

// TestBrowserTouchTargets visits every part of the page on a phone's
// touch screen, 390×844: the first load with the side panel open and
// closed, the Options and Runs tabs, after Solve (the way through the
// solutions, the player with its settings open, the thumbnails, the
// run's figures, the watch of the search), the share panel, the
// designer, and Play on a flat puzzle and a 3-D one with a piece in
// hand. Every control shown is at least 44×44 px, and the page never
// scrolls sideways. Then, at 1280×800 with a mouse, the desktop's
// controls keep their sizes.
func TestBrowserTouchTargets(t *testing.T) {
	t.Parallel()
	p := openTab(t, 15*time.Minute)
	t.Cleanup(func() {
		// The reused tab goes back to a mouse (park resets the rest).
		chromedp.Run(p.ctx, emulation.SetTouchEmulationEnabled(false))
	})
	// chromedp's EmulateViewport turns touch off: the touch screen after it.
	p.touching()
	p.run("a phone's touch screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(1)), touchScreen,
		chromedp.Navigate(p.url+"#p=pentominoes-10x6&o=-r"))
	p.waitReady()
	var media struct{ Coarse, Hover, Touch bool }
	p.eval(`({Coarse: matchMedia("(pointer: coarse)").matches, Hover: matchMedia("(hover: hover)").matches, Touch: navigator.maxTouchPoints > 0})`, &media)
	if !media.Coarse || media.Hover || !media.Touch {
		t.Fatalf("the emulated touch screen: pointer coarse %v, hover %v, touch points %v; want a coarse pointer that cannot hover, with touch", media.Coarse, media.Hover, media.Touch)
	}
	small := map[string][]string{}

	p.within(10*time.Second, "the preview", chromedp.WaitVisible(`#preview-section svg.board`, byQuery))
	p.touchCheck("first load", small)
	p.screenshot("touch-first-load", 390)
	p.run("close the panel", chromedp.Click(`#panel-toggle`, byQuery))
	p.within(5*time.Second, "the panel closed", chromedp.WaitNotVisible(`#side-panel`, byQuery))
	p.touchCheck("panel closed", small)
	p.run("open the panel", chromedp.Click(`#panel-toggle`, byQuery))
	p.within(5*time.Second, "the panel open", chromedp.WaitVisible(`#panel-puzzle`, byQuery))
	p.tab("options")
	p.touchCheck("options tab", small)
	p.screenshot("touch-options", 390)
	p.checkA11y("touch screen, options tab") // the checkboxes in their labels
	p.tab("runs")
	p.touchCheck("runs tab", small)
	p.tab("puzzle")

	p.solveAndWait(3 * time.Minute)
	p.within(10*time.Second, "the solution on the board", chromedp.WaitVisible(`#player[data-steps="12"]`, byQuery))
	p.touchCheck("solved", small)
	p.screenshot("touch-solved", 390)
	p.run("open the player's settings", chromedp.Click(`#player-settings-toggle`, byQuery))
	p.within(5*time.Second, "the settings open", chromedp.WaitVisible(`#player-speed`, byQuery))
	p.touchCheck("player settings", small)
	p.run("open the search's details", chromedp.Evaluate(`document.querySelectorAll("details").forEach(d => d.open = true), true`, nil))
	p.touchCheck("details open", small)
	p.tab("runs")
	p.touchCheck("runs tab, solved", small)
	p.tab("puzzle")
	p.run("share", chromedp.Click(`#share-link`, byQuery))
	p.within(10*time.Second, "the link is shown", chromedp.WaitVisible(`#share-url`, byQuery))
	p.touchCheck("share panel", small)

	// The designer of the puzzle shown: its pieces, each with its
	// buttons, and the grid of the piece drawn.
	p.press("#designer-edit")
	p.within(10*time.Second, "the designer's pieces", chromedp.WaitVisible(`#designer-pieces li`, byQuery))
	p.touchCheck("designer, the puzzle's pieces", small)
	p.press(`#designer-pieces button[aria-label="Draw piece F"]`)
	p.within(10*time.Second, "the piece's grid", chromedp.WaitVisible(`#designer-piece-editor .pcell`, byQuery))
	p.touchCheck("designer, drawing a piece", small)
	p.screenshot("touch-designer-pieces", 390)
	p.press("#designer-close")
	p.run("draw a new puzzle", chromedp.Click(`#designer-top`, byQuery))
	p.within(10*time.Second, "the designer opens", chromedp.WaitVisible(`#designer-grid`, byQuery))
	p.touchCheck("designer", small)
	p.screenshot("touch-designer", 390)
	p.checkA11y("touch screen, designer") // the radio buttons in their labels
	p.run("close the designer", chromedp.Click(`#designer-close`, byQuery))

	for _, puzzle := range []string{"pentominoes-10x6", "soma"} {
		p.open("#p=" + puzzle)
		p.waitReady()
		p.openPlay()
		p.touchCheck("play "+puzzle, small)
		p.eval(`(document.querySelector("#play-tray button:not([disabled])").focus(), true)`, nil)
		p.run("take a piece", chromedp.KeyEvent(kb.Enter))
		p.within(10*time.Second, "the piece in hand", chromedp.WaitVisible(`#play-tray .in-hand`, byQuery))
		p.touchCheck("play "+puzzle+", a piece in hand", small)
		p.screenshot("touch-play-"+puzzle, 390)
	}

	var lines []string
	for s, states := range small {
		lines = append(lines, fmt.Sprintf("%s (%s)", s, strings.Join(states, ", ")))
	}
	sort.Strings(lines)
	if len(lines) > 0 {
		t.Errorf("%d controls under %dx%d px on a touch screen:\n%s", len(lines), minTarget, minTarget, strings.Join(lines, "\n"))
	}

	// A desktop with a mouse keeps its density: the top bar, the
	// picker (as wide as the longest puzzle's name, TestBrowserPickerNames),
	// Solve, the tabs, the player's buttons and an option's checkbox in
	// its label as they were.
	p.run("a desktop with a mouse", chromedp.EmulateViewport(1280, 800, chromedp.EmulateScale(1)), emulation.SetEmulatedMedia())
	p.open("#p=pentominoes-10x6&o=-r")
	p.waitReady()
	// Headless, the browser has no mouse: its pointer is none, not fine.
	p.eval(`({Coarse: matchMedia("(pointer: coarse), (any-pointer: coarse)").matches, Touch: navigator.maxTouchPoints > 0})`, &media)
	if media.Coarse || media.Touch {
		t.Fatalf("the desktop: pointer coarse %v, touch %v; want neither", media.Coarse, media.Touch)
	}
	p.solveAndWait(3 * time.Minute)
	p.within(10*time.Second, "the solution on the board", chromedp.WaitVisible(`#player[data-steps="12"]`, byQuery))
	p.tab("options")
	p.screenshot("desktop-touch-options", 1280)
	var sizes []string
	p.eval(`["header.pp-header", "#puzzle-select", "#solve", "#share-link", "#panel-toggle", "#tab-puzzle", "#sol-next", "#player-play", "#player-scrub", "#download-text",
		".opt:has(#opt-r)", "#opt-r"].map(s =>
		(r => s + " " + Math.round(r.width) + "x" + Math.round(r.height))(document.querySelector(s).getBoundingClientRect()))`, &sizes)
	want := []string{"header.pp-header 1280x54", "#puzzle-select 427x32", "#solve 92x38", "#share-link 69x36", "#panel-toggle 38x32",
		"#tab-puzzle 82x41", "#sol-next 38x33", "#player-play 48x28", "#player-scrub 182x16", "#download-text 112x27",
		".opt:has(#opt-r) 364x79", "#opt-r 13x13"}
	if got := strings.Join(sizes, ", "); got != strings.Join(want, ", ") {
		t.Errorf("on a desktop the controls are %s, want %s", got, strings.Join(want, ", "))
	}
}
