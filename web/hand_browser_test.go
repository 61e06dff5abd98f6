package main

// Play's words follow the hand in use (play.Hand): on a touch screen
// they say tap, never Enter, a click or the arrow keys; a mouse's press
// or a key turns them to its own; a solved puzzle's scene does not send
// the player to the empty tray.

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"polyplay/ui/play"
)

// TestBrowserPlayHandWords plays the Soma cube on a phone's touch screen
// (390×844, touch emulated) with a finger alone: before a move, with a
// piece in hand and once solved, the status line and the scene's line
// say tap and name no key and no click; the solved scene does not ask
// for a piece from the tray. Then a mouse's press on Play's title turns
// the words to a click's, and a key to the keys'.
func TestBrowserPlayHandWords(t *testing.T) {
	t.Parallel()
	chromium(t)
	pz := libraryPlay(t, "soma")
	p := openTab(t, 15*time.Minute)
	p.touching()
	p.run("a phone's touch screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(1)), touchScreen,
		chromedp.Navigate(p.url+"#p=soma"))
	p.waitReady()
	p.openPlay()
	p.within(10*time.Second, "the scene", chromedp.WaitVisible(`#play-scene-svg`, byQuery))

	// fingerWords checks the lines a finger reads: they say tap, and
	// name neither a key nor a click.
	fingerWords := func(state string) {
		t.Helper()
		for _, sel := range []string{"#play-status", "#play-scene-ghost"} {
			s := p.text(sel)
			if !strings.Contains(strings.ToLower(s), "tap") && !strings.Contains(s, "placed") && !strings.Contains(s, "taken") {
				t.Errorf("%s: %s says %q, want a finger's words (tap)", state, sel, s)
			}
			for _, bad := range []string{"Enter", "click", "arrow", "press N", "keyboard"} {
				if strings.Contains(s, bad) {
					t.Errorf("%s: %s says %q, naming %q on a touch screen", state, sel, s, bad)
				}
			}
		}
	}
	p.waitText("#play-scene-ghost", play.EmptyHandWords(play.Touch, play.Where{Solid: true}))
	p.waitTextIs("#play-status", play.StartWords(play.Touch, play.Where{Solid: true}))
	fingerWords("before a move")

	// A piece taken with a tap on the tray: the scene says a tap on it
	// places it.
	g := play.NewGame(pz)
	it := g.Tray()[0]
	g.Pick(it.Pieces[0])
	p.scrollTo("#play-tray-" + it.Name)
	p.fingerTap(p.centre("#play-tray-" + it.Name))
	p.waitText("#play-scene-ghost", "fits (green). "+play.PlaceWords(play.Touch))
	fingerWords("a piece in hand")

	p.solveByPointer(g, true)
	p.waitText("#play-solved", "Solved")
	solved := play.EmptyHandWords(play.Touch, play.Where{Solid: true, TrayEmpty: true, Solved: true})
	p.waitTextIs("#play-scene-ghost", solved)
	if s := p.text("#play-scene-ghost"); strings.Contains(s, "tray") {
		t.Errorf("solved: the scene says %q, sending the player to the empty tray", s)
	}
	fingerWords("solved")
	p.screenshot("phone-play-hand-solved", 390)

	// A mouse's press in Play turns the words to a click's; a key to
	// the keys'.
	p.scrollTo("#play-title")
	p.mouseClick(p.centre("#play-title"))
	p.waitTextIs("#play-scene-ghost", play.EmptyHandWords(play.Mouse, play.Where{Solid: true, TrayEmpty: true, Solved: true}))
	p.eval(`(document.getElementById("play-scene").focus(), true)`, nil)
	p.keys("l")
	p.waitTextIs("#play-scene-ghost", play.EmptyHandWords(play.Keys, play.Where{Solid: true, TrayEmpty: true, Solved: true}))
}
