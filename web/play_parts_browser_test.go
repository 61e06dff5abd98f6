package main

// Play mode's parts in real Chromium, at a desktop's and a phone's size:
// New challenge after a game (Undo returns to the game), the pieces left
// it takes (said at once, one status line), a piece let go off the board
// (back in the tray), the buttons' size on a phone and the keys' hints on
// a touch screen.

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/solver"
	"polyplay/ui/play"
)

// reload reloads the page and waits for it to be ready.
func (p *page) reload() {
	p.t.Helper()
	var ok bool
	p.eval(`window.ppBeforeReload = true`, &ok)
	p.run("reload", chromedp.Reload())
	p.within(30*time.Second, "the reload", poll(`window.ppBeforeReload === undefined`, nil))
	p.waitReady()
}

// TestBrowserPlayChallenge plays the tiny puzzle at both sizes: a piece
// placed, then New challenge asked for more pieces left than the
// generator makes (the field says at once what it takes, Make waits),
// then a challenge made: Undo returns to the game it replaced.
func TestBrowserPlayChallenge(t *testing.T) {
	t.Parallel()
	chromium(t)
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, tinyFragment(""))
			p.openPlay()
			// The I along the bottom row, by keyboard.
			p.takeByKey("#play-tray-A")
			p.keys(kb.ArrowDown, kb.ArrowDown, kb.Enter)
			mine := "A 0,0,0 1,0,0 2,0,0 3,0,0"
			p.waitPlaced(mine)

			// Twelve pieces left of a puzzle of three: refused at once,
			// in one line; the status line says nothing of a challenge.
			p.setValue("#play-left", "12", "input")
			p.waitText("#play-challenge-status", "from 1 to 2")
			if p.screenshot(sz.name+"-play-left", sz.width); !p.disabled("#play-challenge") {
				t.Errorf("Make is enabled with 12 pieces left of 3")
			}
			if s := p.text("#play-status"); strings.Contains(s, "challenge") {
				t.Errorf("the status line says %q beside the challenge's own line", s)
			}
			var lines int
			p.eval(`document.querySelectorAll("#play-challenge-status").length`, &lines)
			if lines != 1 {
				t.Errorf("%d challenge status lines, want 1", lines)
			}

			// Two pieces left: made, the game replaced, then Undo.
			p.setValue("#play-left", "2", "input")
			p.within(10*time.Second, "Make enabled with 2 pieces left", poll(`!document.getElementById("play-challenge").disabled`, nil))
			if p.visible("#play-challenge-status") {
				t.Errorf("the challenge's line still says %q with 2 pieces left", p.text("#play-challenge-status"))
			}
			p.press("#play-challenge")
			p.waitText("#play-status", "A new")
			if got := p.placed(); len(parsePlaced(t, got)) != 1 {
				t.Fatalf("the challenge placed %q, want one piece", got)
			}
			p.screenshot(sz.name+"-play-challenge", sz.width)
			p.press("#play-undo")
			p.waitPlaced(mine)
			p.waitText("#play-status", "Back to your game")
		})
	}
}

// touchTargets fails the test if a button of Play mode on screen is
// smaller than 44×44 px, the least a finger hits surely.
func (p *page) touchTargets() {
	p.t.Helper()
	var small []string
	p.eval(`[...document.querySelectorAll("#play button")].filter(b => b.offsetParent !== null)
		.map(b => [b.id || b.textContent, b.getBoundingClientRect()])
		.filter(([_, r]) => r.width < 44 || r.height < 44)
		.map(([id, r]) => id + " " + Math.round(r.width) + "x" + Math.round(r.height))`, &small)
	if len(small) > 0 {
		p.t.Errorf("buttons under 44×44 px on a phone: %q", small)
	}
}

// TestBrowserPlayTouch checks Play's buttons on the Soma cube on a phone
// (every one at least 44×44 px, the scene's and its layer row's too),
// the keys' hints (shown with a mouse, not on a touch screen), and a
// piece dragged from the tray over the scene and let go off it: back in
// the tray, not in hand unseen.
func TestBrowserPlayTouch(t *testing.T) {
	t.Parallel()
	chromium(t)
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#p=soma")
			p.openPlay()
			// A piece in hand: every button is on, Tilt and Roll too.
			p.eval(`(document.querySelector("#play-tray button:not([disabled])").focus(), true)`, nil)
			p.keys(kb.Enter)
			p.waitText("#play-scene-ghost", "held over")
			if sz.name == "phone" {
				p.touchTargets()
			}
			if !strings.Contains(p.text("#play-scene-turn"), "(R)") {
				t.Errorf("Turn says %q with a mouse, want its key (R)", p.text("#play-scene-turn"))
			}
			p.screenshot(sz.name+"-play-parts", sz.width)

			// On a touch screen the keys' hints go.
			p.touching()
			p.run("touch screen", emulation.SetTouchEmulationEnabled(true).WithMaxTouchPoints(5),
				emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "pointer", Value: "coarse"}, {Name: "hover", Value: "none"}}))
			var coarse bool
			p.eval(`matchMedia("(pointer: coarse)").matches`, &coarse)
			if !coarse {
				t.Fatalf("the emulated touch screen's pointer is not coarse")
			}
			for _, id := range []string{"play-scene-turn", "play-scene-tilt", "play-scene-roll", "play-scene-place", "play-hint"} {
				if txt := p.text("#" + id); strings.Contains(txt, "(") {
					t.Errorf("#%s says %q on a touch screen, want no key", id, txt)
				}
			}
			p.run("no touch screen", emulation.SetTouchEmulationEnabled(false), emulation.SetEmulatedMedia())

			// A piece dragged from the tray and let go off the board goes
			// back to the tray.
			item := "#play-tray-" + strings.TrimPrefix(p.attr("#play-tray button:not([disabled])", "id"), "play-tray-")
			// A solid puzzle's piece is dragged into its scene.
			p.eval(`(document.getElementById("play-scene").focus(), true)`, nil)
			p.keys(kb.Escape)
			p.waitText("#play-scene-ghost", "No piece in hand")
			// Both in view: side by side on a desktop, one under the
			// other on a phone.
			if sz.name == "phone" {
				p.scrollTo("#play-scene-ghost")
			} else {
				p.scrollTo("#play-tray")
			}
			ax, ay := p.centre(item)
			bx, by := p.sceneClient(p.sceneOf(play.NewGame(libraryPlay(t, "soma"))).Where(solver.Point{X: 1, Y: 1}))
			var off struct{ X, Y float64 }
			p.eval(`(r => ({X: r.right + 4, Y: r.bottom + 4}))(document.getElementById("play-scene-svg").getBoundingClientRect())`, &off)
			p.mouseDragVia(ax, ay, bx, by, min(off.X, float64(sz.width-2)), off.Y)
			p.waitText("#play-status", "back in the tray")
			var inHand int
			p.eval(`document.querySelectorAll("#play-scene-svg .scene-ghost").length`, &inHand)
			if inHand != 0 {
				t.Errorf("%d ghosts of a piece in hand after it was let go off the scene", inHand)
			}
			var placed string
			if p.eval(`document.querySelector("#play-board, #play-scene").dataset.placed || ""`, &placed); placed != "" {
				t.Errorf("the scene holds %q after a piece was let go off it", placed)
			}
		})
	}
}

// disabled reports whether the element matching sel is disabled.
func (p *page) disabled(sel string) bool {
	p.t.Helper()
	var d bool
	p.eval(fmt.Sprintf(`document.querySelector(%q).disabled`, sel), &d)
	return d
}

// mouseDragVia presses the mouse at a, moves in steps to b, then to c,
// and releases it there.
func (p *page) mouseDragVia(ax, ay, bx, by, cx, cy float64) {
	p.t.Helper()
	held := func(p *input.DispatchMouseEventParams) *input.DispatchMouseEventParams {
		return p.WithButton(input.Left).WithButtons(1)
	}
	acts := []chromedp.Action{chromedp.MouseEvent(input.MouseMoved, ax, ay), chromedp.MouseEvent(input.MousePressed, ax, ay, held)}
	const steps = 8
	for _, leg := range [][4]float64{{ax, ay, bx, by}, {bx, by, cx, cy}} {
		for i := 1; i <= steps; i++ {
			f := float64(i) / steps
			acts = append(acts, chromedp.MouseEvent(input.MouseMoved, leg[0]+(leg[2]-leg[0])*f, leg[1]+(leg[3]-leg[1])*f, held))
		}
	}
	acts = append(acts, chromedp.MouseEvent(input.MouseReleased, cx, cy, chromedp.ButtonLeft))
	p.run(fmt.Sprintf("mouse drag to %.0f,%.0f", cx, cy), acts...)
}
