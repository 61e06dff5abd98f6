package main

// Play's Slide the pieces in (ui/playmode/slide.go) in real Chromium, at
// a desktop's and a phone's size, on the slot box (librarytest.SlotBox,
// ui/play/testdata/slot-box.xmpuzzle opened): a box puzzle of our own
// whose box is a piece, opened solved from a play link; its pieces laid apart, a piece selected by a click (a tap), a
// refused move with its reason, Undo, a slide all the way (Shift with the
// key; the All the way button), the disassembly backwards, played with
// the keys, assembles it, and a drag turns the scene.

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/link"
	"polyplay/ui/play"
	"polyplay/ui/player"
	"polyplay/ui/scene"
)

// dirKey is the key of step d.
func dirKey(t *testing.T, s *play.Slide, d grid.Point) string {
	t.Helper()
	for _, sd := range s.Dirs() {
		if sd.Step == d {
			return map[string]string{"ArrowRight": kb.ArrowRight, "ArrowLeft": kb.ArrowLeft, "ArrowUp": kb.ArrowUp,
				"ArrowDown": kb.ArrowDown, "PageUp": kb.PageUp, "PageDown": kb.PageDown}[sd.Key]
		}
	}
	t.Fatalf("no key for %v", d)
	return ""
}

// solvedSlotBox returns the slot box (librarytest.SlotBoxProblem), its
// solution, and a play link of its board solved.
func solvedSlotBox(t *testing.T) (*solver.Problem, solver.Solution, link.Share) {
	t.Helper()
	p, sol := librarytest.SlotBoxProblem(t)
	pz, err := play.NewPuzzle(p)
	if err != nil {
		t.Fatal(err)
	}
	g := play.NewGame(pz)
	for _, pl := range sol.Placements {
		if n := g.Place(pl.Piece, pl.Cells); n.Refused {
			t.Fatalf("placing %s: %s", pl.Piece, n.Text)
		}
	}
	return p, sol, link.Share{Source: librarytest.SlotBox, FileName: "slot-box.xmpuzzle", Play: g.Code()}
}

func TestBrowserSlideIn(t *testing.T) {
	docShots(t)
	t.Parallel()
	chromium(t)
	p, sol, share := solvedSlotBox(t)
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			phone := sz.name == "phone"
			s, err := play.NewSlide(context.Background(), p, sol)
			if err != nil {
				t.Fatal(err)
			}
			pg := openPage(t, sz.width, sz.height, "#"+share.Fragment())
			pg.within(30*time.Second, "Play opens solved", chromedp.WaitVisible(`#play-scene-svg`, byQuery), chromedp.WaitVisible(`#play-solved`, byQuery))
			pg.waitText("#slide-offer-text", "Take your solution apart, then put it together by sliding the pieces in")
			pg.scrollTo("#slide-start")
			pg.viewShot(sz.name + "-slide-offer")
			pg.click("#slide-start")
			pg.within(10*time.Second, "the pieces laid apart", chromedp.WaitVisible(`#slide-svg`, byQuery))
			pg.waitText("#slide-status", "The pieces of your solution lie apart.")
			offsets := func(s *play.Slide) string {
				var out []string
				for _, o := range s.Offsets() {
					out = append(out, o.String())
				}
				return strings.Join(out, ";")
			}
			if got := pg.attr("#slide-scene", "data-offsets"); got != offsets(s) {
				t.Fatalf("the page lays the pieces at %q; the model at %q", got, offsets(s))
			}
			pg.eval(`window.scrollTo(0, 0)`, nil)
			if phone {
				for _, sel := range []string{"#slide-svg", "#slide-px", "#slide-mx", "#slide-py", "#slide-my", "#slide-pz", "#slide-mz", "#slide-piece-1", "#slide-piece-3"} {
					b := pg.where(sel)
					var y float64
					pg.eval(`window.scrollY`, &y)
					if !b.Found || b.Bottom+y > 844 {
						t.Errorf("phone: %s ends at %.0f px of the page, below the first screen (844 px)", sel, b.Bottom+y)
					}
				}
			}
			for _, sel := range []string{"#slide-px", "#slide-mz", "#slide-piece-2", "#slide-undo", "#slide-back"} {
				if b := pg.where(sel); b.Right-b.Left < 44 || b.Bottom-b.Top < 44 {
					t.Errorf("%s is %.0f×%.0f px", sel, b.Right-b.Left, b.Bottom-b.Top)
				}
			}
			if got := pg.attr("#slide-mz", "aria-label"); got != "Slide −z" {
				t.Errorf("the −z button's name is %q", got)
			}
			pg.viewShot(sz.name + "-slide-apart")
			pg.checkA11y(sz.name + ": the pieces laid apart")

			// B, selected by a click (a tap) where the page draws it.
			names := s.Names()
			b := slices.Index(names, "B")
			in := scene.SlidInput{Problem: p, Offsets: s.Offsets(), Fit: [][]grid.Point{s.Start(), make([]grid.Point, len(names))},
				Selected: make([]bool, len(names)), Cam: player.DefaultCamera3D, W: 480, H: 400}
			for i, name := range names {
				in.Pieces = append(in.Pieces, solver.Placement{Piece: name, Cells: s.Cells(i)})
			}
			at := scene.NewSlid(in).Where(b)
			r := pg.where("#slide-svg")
			x, y := r.Left+at[0]*(r.Right-r.Left)/480, r.Top+at[1]*(r.Bottom-r.Top)/400
			if phone {
				pg.fingerTap(x, y)
			} else {
				pg.mouseClick(x, y)
			}
			pg.within(10*time.Second, "B selected", poll(`document.getElementById("slide-scene").dataset.selected === "B"`, nil))
			s.Select(b, false)
			if got := pg.attr("#slide-piece-3", "aria-pressed"); got != "true" {
				t.Errorf("B's button is pressed %q", got)
			}

			// Down into the box's opening, then into its wall: refused,
			// with the piece in the way.
			pg.eval(`(document.getElementById("slide-scene").focus(), true)`, nil)
			down, left := grid.Point{Z: -1}, grid.Point{X: -1}
			for range 3 {
				s.Move(down)
				pg.keys(dirKey(t, s, down))
			}
			refused := s.Move(left)
			if !refused.Refused || refused.Text != "Cannot slide B −x: B would hit Box." {
				t.Fatalf("the model says %+v", refused)
			}
			pg.keys(dirKey(t, s, left))
			pg.waitTextIs("#slide-status", refused.Text)
			if cls := pg.attr("#slide-status", "class"); !strings.Contains(cls, "refused") {
				t.Errorf("the refusal is not marked: class %q", cls)
			}
			if got := pg.attr("#slide-scene", "data-moves"); got != "3" {
				t.Errorf("%s moves after the refusal; want 3", got)
			}
			pg.viewShot(sz.name + "-slide-refused")
			pg.checkA11y(sz.name + ": a move refused")

			// Undo takes the three moves back.
			for range 3 {
				s.Undo()
				pg.click("#slide-undo")
			}
			pg.within(10*time.Second, "back where they started", poll(fmt.Sprintf(`document.getElementById("slide-scene").dataset.offsets === %q`, offsets(s)), nil))

			// All the way: B drops into the box's slot in one move of
			// three cells (Shift with the key; on the phone, the All the
			// way button), and Undo takes it back.
			far := s.MoveAllTheWay(down)
			if far.Text != "B slid −z 3 cubes, up to Box (move 3)." {
				t.Fatalf("the model says %+v", far)
			}
			if phone {
				pg.click("#slide-far")
				pg.within(10*time.Second, "All the way pressed", poll(`document.getElementById("slide-far").getAttribute("aria-pressed") === "true"`, nil))
				pg.click("#slide-mz")
				pg.waitTextIs("#slide-status", far.Text)
				pg.click("#slide-far")
			} else {
				pg.eval(`(document.getElementById("slide-scene").focus(), true)`, nil)
				pg.run("Shift+Page Down", chromedp.KeyEvent(kb.PageDown, chromedp.KeyModifiers(input.ModifierShift)))
				pg.waitTextIs("#slide-status", far.Text)
			}
			s.Undo()
			pg.click("#slide-undo")
			pg.within(10*time.Second, "back where they started again", poll(fmt.Sprintf(`document.getElementById("slide-scene").dataset.offsets === %q`, offsets(s)), nil))

			// The disassembly backwards, with the keys: a digit selects
			// a piece, the arrows and Page Up and Down slide it.
			pg.eval(`(document.getElementById("slide-scene").focus(), true)`, nil)
			var last play.Note
			for _, mv := range s.Plan() {
				if len(mv.Pieces) != 1 {
					t.Fatalf("the plan moves %v together", mv.Pieces)
				}
				s.Select(mv.Pieces[0], false)
				pg.keys(strconv.Itoa(mv.Pieces[0] + 1))
				for range mv.Steps {
					last = s.Move(mv.Dir)
					pg.keys(dirKey(t, s, mv.Dir))
				}
			}
			if !s.Assembled() || last.Text != "Assembled in 9 moves!" {
				t.Fatalf("the model's plan ends with %+v", last)
			}
			pg.waitTextIs("#slide-status", last.Text)
			if got := pg.attr("#slide-scene", "data-assembled"); got != "true" {
				t.Errorf("data-assembled %q", got)
			}
			pg.eval(`window.scrollTo(0, 0)`, nil)
			pg.viewShot(sz.name + "-slide-assembled")

			// A drag turns the scene.
			if !phone {
				yaw := pg.attr("#slide-scene", "data-yaw")
				r := pg.where("#slide-svg")
				pg.mouseDrag(r.Left+40, r.Top+40, r.Left+140, r.Top+60)
				pg.within(10*time.Second, "the scene turned", poll(fmt.Sprintf(`document.getElementById("slide-scene").dataset.yaw !== %q`, yaw), nil))
				if got := pg.attr("#slide-scene", "data-moves"); got != "9" {
					t.Errorf("%s moves after a drag; want 9", got)
				}
			}

			// Back to placing pieces: the solved board again.
			pg.click("#slide-back")
			pg.within(10*time.Second, "the board again", chromedp.WaitVisible(`#play-scene-svg`, byQuery))
		})
	}
}
