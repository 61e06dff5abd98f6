package main

// Play's one 3-D scene (ui/play_scene.go, ui/scene) in real Chromium, at
// a desktop's and a phone's size: the Soma cube solved with keys only in
// the scene, a piece put down with the mouse on the cell under the
// pointer, a refusal in red with its reason, a placed piece picked up
// from the scene, and the phone's scene with its moves on the first
// screen.

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

	"polyplay/solver"
	"polyplay/solver/coach"
	"polyplay/ui/play"
	"polyplay/ui/player"
	"polyplay/ui/scene"
)

// sceneOf is the scene the page draws for g, built in Go from the
// camera and working layer the page's scene element says it has.
func (p *page) sceneOf(g *play.Game) *scene.Scene {
	p.t.Helper()
	num := func(key string) float64 {
		v, err := strconv.ParseFloat(p.attr("#play-scene", "data-"+key), 64)
		if err != nil {
			p.t.Fatalf("the scene's data-%s: %v", key, err)
		}
		return v
	}
	pz := g.Puzzle()
	in := scene.Input{Problem: pz.Problem, Open: pz.Open, Placed: g.Position(), Layer: int(num("layer")), Lift: pz.Z - 1,
		Cam: player.Camera3D{Yaw: num("yaw"), Pitch: num("pitch"), Zoom: num("zoom")}, W: 480, H: 400,
		Pan: [2]float64{num("panx"), num("pany")}}
	return scene.New(in)
}

// sceneClient returns where a point of the scene's drawing is on the
// page (client pixels).
func (p *page) sceneClient(at [2]float64) (float64, float64) {
	p.t.Helper()
	b := p.where("#play-scene-svg")
	return b.Left + at[0]*(b.Right-b.Left)/480, b.Top + at[1]*(b.Bottom-b.Top)/400
}

// mouseClick moves the mouse to (x, y), then presses and releases it
// there.
func (p *page) mouseClick(x, y float64) {
	p.t.Helper()
	p.run("mouse click", chromedp.MouseEvent(input.MouseMoved, x-3, y-3), chromedp.MouseEvent(input.MouseMoved, x, y),
		chromedp.MouseClickXY(x, y))
}

// fingerTap puts a finger down at (x, y) and lifts it.
func (p *page) fingerTap(x, y float64) {
	p.t.Helper()
	p.touching()
	p.run("finger tap", chromedp.ActionFunc(func(ctx context.Context) error {
		if err := input.DispatchTouchEvent(input.TouchStart, []*input.TouchPoint{{X: x, Y: y, ID: 1}}).Do(ctx); err != nil {
			return err
		}
		return input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}).Do(ctx)
	}))
	p.frames(2) // the tap handled and drawn
}

// pinch puts two fingers down at (x±from, y) and spreads them to
// (x±to, y).
func (p *page) pinch(x, y, from, to float64) {
	p.t.Helper()
	at := func(d float64) []*input.TouchPoint {
		return []*input.TouchPoint{{X: x - d, Y: y, ID: 1}, {X: x + d, Y: y, ID: 2}}
	}
	p.touching()
	p.run("pinch", chromedp.ActionFunc(func(ctx context.Context) error {
		if err := input.DispatchTouchEvent(input.TouchStart, at(from)).Do(ctx); err != nil {
			return err
		}
		for k := 1; k <= 8; k++ {
			if err := input.DispatchTouchEvent(input.TouchMove, at(from+(to-from)*float64(k)/8)).Do(ctx); err != nil {
				return err
			}
		}
		return input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}).Do(ctx)
	}))
	p.frames(2) // the pinch handled and drawn
}

// nextPiece plays the scene's N on g: the tray's next shape after the
// one in hand.
func nextPiece(g *play.Game) {
	tray := g.Tray()
	at := -1
	if h, ok := g.Held(); ok {
		for k, it := range tray {
			if slices.Contains(it.Pieces, h.Piece) {
				at = k
			}
		}
	}
	for d := 1; d <= len(tray); d++ {
		if it := tray[(at+d+len(tray))%len(tray)]; it.Count() > 0 {
			g.Pick(it.Pieces[0])
			return
		}
	}
}

// completion asks the coach for a completion of g's position (given
// time to find one on a loaded machine).
func (p *page) completion(g *play.Game) []solver.Placement {
	p.t.Helper()
	pz := g.Puzzle()
	a, err := coach.Ask(context.Background(), pz.Problem, g.Position(), coach.Options{Budget: 20 * time.Second})
	if err != nil || len(a.Completion) == 0 {
		p.t.Fatalf("no completion of %q: %v", cellsList(pz, g), err)
	}
	return a.Completion
}

// takeShape takes out of rest a placement of the shape of piece i and
// returns its cells; it fails the test if rest has none.
func takeShape(t testing.TB, pz *play.Puzzle, rest *[]solver.Placement, i int) []solver.Point {
	t.Helper()
	k := slices.IndexFunc(*rest, func(s solver.Placement) bool {
		j, _ := pz.PieceByName(s.Piece)
		return pz.Pieces[j].Shape == pz.Pieces[i].Shape
	})
	if k < 0 {
		t.Fatalf("the completion left places no piece of %s's shape", pz.Pieces[i].Name)
	}
	cells := (*rest)[k].Cells
	*rest = slices.Delete(*rest, k, k+1)
	return cells
}

// solveInScene completes g's puzzle with the scene's keys alone: N until
// a piece of the completion is in hand, its turns, its moves and Enter,
// found by playing the same keys on g, which mirrors the page.
func (p *page) solveInScene(g *play.Game) {
	p.t.Helper()
	pz := g.Puzzle()
	rest := p.completion(g)
	p.eval(`(document.getElementById("play-scene").focus(), true)`, nil)
	for len(rest) > 0 {
		if _, ok := g.Held(); !ok {
			nextPiece(g)
			p.keys("n")
		}
		h, _ := g.Held()
		target := takeShape(p.t, pz, &rest, h.Piece)
		turns, moves := turns3D(p.t, g, target)
		p.keys(append(append(turns, moves...), kb.Enter)...)
		if n := g.Drop(); n.Refused {
			p.t.Fatalf("the model refuses %s on %v: %s", pz.Pieces[h.Piece].Name, target, n.Text)
		}
		p.waitPlaced(cellsList(pz, g))
	}
}

// heldKeys are the scene's keys that turn the piece in hand, with the
// turns they make: each a quarter about one axis, together reaching
// every orientation.
var heldKeys = []heldKey{{"r", play.AxisZ, -1}, {"x", play.AxisX, 1}, {"y", play.AxisY, 1}}

// heldKey is a turn key and its turn.
type heldKey struct {
	key  string
	axis play.Axis
	q    int
}

// norm3 is cells moved to least coordinates 0, sorted.
func norm3(cs []solver.Point) []solver.Point {
	lo := least(cs)
	out := make([]solver.Point, len(cs))
	for i, c := range cs {
		out[i] = solver.Point{X: c.X - lo.X, Y: c.Y - lo.Y, Z: c.Z - lo.Z}
	}
	slices.SortFunc(out, func(a, b solver.Point) int { return (a.Z-b.Z)*1e6 + (a.Y-b.Y)*1e3 + a.X - b.X })
	return out
}

// least is the least corner of cells' box.
func least(cs []solver.Point) solver.Point {
	lo := cs[0]
	for _, c := range cs {
		lo = solver.Point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
	}
	return lo
}

// turns3D finds the turn keys that bring the piece in hand of g to
// target's shape (breadth first) and the scene's move keys that then
// bring it onto target, plays them on g and returns both.
func turns3D(t testing.TB, g *play.Game, target []solver.Point) (turns, moves []string) {
	turns = turnsTo3D(t, g, target)
	return turns, moveKeys(g, least(target))
}

// turnsTo3D finds the turn keys that bring the piece in hand of g to
// target's shape (breadth first), plays them on g and returns them.
func turnsTo3D(t testing.TB, g *play.Game, target []solver.Point) []string {
	t.Helper()
	want := fmt.Sprint(norm3(target))
	h, _ := g.Held()
	pz := g.Puzzle()
	// The shape after turn keys, read from a game of its own whose piece
	// in hand starts as g's is turned.
	shapeAfter := func(keys []string) string {
		sg := play.NewGame(pz)
		sg.Pick(h.Piece)
		sg.Orient(canonical(pz, h.Piece, h.Rot))
		for _, k := range keys {
			i := slices.IndexFunc(heldKeys, func(x heldKey) bool { return x.key == k })
			sg.Turn(heldKeys[i].axis, heldKeys[i].q)
		}
		return fmt.Sprint(norm3(sg.HeldCells()))
	}
	seen := map[string]bool{}
	queue := [][]string{nil}
	var turns []string
	found := false
	for len(queue) > 0 {
		keys := queue[0]
		queue = queue[1:]
		sh := shapeAfter(keys)
		if sh == want {
			turns, found = keys, true
			break
		}
		if seen[sh] {
			continue
		}
		seen[sh] = true
		for _, k := range heldKeys {
			queue = append(queue, append(slices.Clone(keys), k.key))
		}
	}
	if !found {
		t.Fatalf("no turns bring %s onto %v", pz.Pieces[h.Piece].Name, target)
	}
	for _, k := range turns {
		i := slices.IndexFunc(heldKeys, func(x heldKey) bool { return x.key == k })
		g.Turn(heldKeys[i].axis, heldKeys[i].q)
	}
	return turns
}

// solveEachWay completes g's puzzle in the scene and waits for the page
// to say it is solved: on a phone with a finger alone; on a desktop with
// the keys alone, then, its last three moves taken back, again with the
// mouse alone.
func (p *page) solveEachWay(g *play.Game, phone bool) {
	p.t.Helper()
	if phone {
		p.solveByPointer(g, true)
	} else {
		p.solveInScene(g)
		p.waitText("#play-solved", "Solved")
		p.undo(g, 3)
		p.solveByPointer(g, false)
	}
	p.waitText("#play-solved", "Solved")
}

// undo takes the last n moves back with the scene's Undo, on the page
// and on g.
func (p *page) undo(g *play.Game, n int) {
	p.t.Helper()
	for range n {
		g.Undo()
		p.press("#play-undo")
		p.waitPlaced(cellsList(g.Puzzle(), g))
	}
}

// turnButtons are the scene's buttons of the turn keys.
var turnButtons = map[string]string{"r": "#play-scene-turn", "x": "#play-scene-tilt", "y": "#play-scene-roll"}

// solveByPointer completes g's puzzle in the scene with a pointer
// alone, a finger if touch is set, else the mouse: each piece of a
// completion taken from the tray, turned with the scene's buttons,
// brought to its layer with the layer row and put down on the cell
// under the pointer (a finger's first tap moves it there, the second
// places it), played on g too, which mirrors the page.
func (p *page) solveByPointer(g *play.Game, touch bool) {
	p.t.Helper()
	pz := g.Puzzle()
	tap := func(sel string) {
		if !touch {
			p.press(sel)
			return
		}
		p.scrollTo(sel)
		p.fingerTap(p.centre(sel))
	}
	rest := p.completion(g)
	for len(rest) > 0 {
		if _, ok := g.Held(); !ok {
			i := slices.IndexFunc(g.Tray(), func(it play.TrayItem) bool { return it.Count() > 0 })
			if i < 0 {
				p.t.Fatalf("the tray is empty with %d pieces of the completion left", len(rest))
			}
			it := g.Tray()[i]
			g.Pick(it.Pieces[0])
			tap("#play-tray-" + it.Name)
		}
		h, _ := g.Held()
		target := takeShape(p.t, pz, &rest, h.Piece)
		for _, k := range turnsTo3D(p.t, g, target) {
			tap(turnButtons[k])
		}
		// The cell the piece is held by once on target, reached
		// through the layer row and the pointer.
		h, _ = g.Held()
		lo, want := least(g.HeldCells()), least(target)
		at := solver.Point{X: h.At.X + want.X - lo.X, Y: h.At.Y + want.Y - lo.Y, Z: h.At.Z + want.Z - lo.Z}
		for ; h.At.Z < at.Z; h.At.Z++ {
			g.Move(0, 0, 1)
			tap("#play-layer-up")
		}
		for ; h.At.Z > at.Z; h.At.Z-- {
			g.Move(0, 0, -1)
			tap("#play-layer-down")
		}
		p.waitText("#play-layer", fmt.Sprintf("Layer %d of", at.Z+1))
		p.scrollTo("#play-scene")
		x, y := p.sceneClient(p.sceneOf(g).Where(at))
		if !touch {
			p.mouseClick(x, y)
		} else {
			if h.At != at {
				p.fingerTap(x, y)
				p.waitText("#play-scene-ghost", "held over "+pz.PlaceName(target))
			}
			p.fingerTap(x, y)
		}
		if n := g.DropAt(at); n.Refused {
			p.t.Fatalf("the model refuses %s at %v: %s", pz.Pieces[h.Piece].Name, at, n.Text)
		}
		p.waitPlaced(cellsList(pz, g))
	}
}

// moveKeys moves the piece in hand of g so that its cells' least corner
// is at, and returns the scene's keys that do it.
func moveKeys(g *play.Game, at solver.Point) []string {
	var keys []string
	step := func(n int, up, down string, dx, dy, dz int) {
		for ; n > 0; n-- {
			g.Move(dx, dy, dz)
			keys = append(keys, up)
		}
		for ; n < 0; n++ {
			g.Move(-dx, -dy, -dz)
			keys = append(keys, down)
		}
	}
	lo := least(g.HeldCells())
	step(at.X-lo.X, kb.ArrowRight, kb.ArrowLeft, 1, 0, 0)
	step(at.Y-lo.Y, kb.ArrowUp, kb.ArrowDown, 0, 1, 0)
	step(at.Z-lo.Z, kb.PageUp, kb.PageDown, 0, 0, 1)
	return keys
}

// canonical is the orientation of Puzzle.Orientations that piece i in
// rotation rot has.
func canonical(pz *play.Puzzle, i, rot int) int {
	want := fmt.Sprint(norm3(pz.Oriented(i, rot)))
	for _, r := range pz.Orientations(i) {
		if fmt.Sprint(norm3(pz.Oriented(i, r))) == want {
			return r
		}
	}
	return -1
}

// onto returns where the least corner of held goes so that one of its
// cells is on one of on's and all of them are in the box.
func onto(pz *play.Puzzle, held, on []solver.Point) solver.Point {
	lo := least(held)
	for _, f := range on {
		for _, h := range held {
			d := solver.Point{X: f.X - h.X, Y: f.Y - h.Y, Z: f.Z - h.Z}
			in := true
			for _, c := range held {
				c = solver.Point{X: c.X + d.X, Y: c.Y + d.Y, Z: c.Z + d.Z}
				in = in && c.X >= 0 && c.X < pz.X && c.Y >= 0 && c.Y < pz.Y && c.Z >= 0 && c.Z < pz.Z
			}
			if in {
				return solver.Point{X: lo.X + d.X, Y: lo.Y + d.Y, Z: lo.Z + d.Z}
			}
		}
	}
	return lo
}

// TestBrowserPlayScene: on the Soma cube at both sizes, a piece taken
// with N snaps to the cell under the mouse and a click places it there;
// a piece over it is red, says why, and is refused with Drop's words; a
// press on the placed piece picks it up; a drag turns the scene; the
// cube is then solved on the desktop with the scene's keys alone, the
// focus kept after the mouse, and its last three pieces again with the
// mouse alone; on the phone with a finger alone. On the phone the
// scene, its moves (Turn, Place, Undo, Hint) and its layer row are
// within the first 844 px, each at least 44×44 px.
func TestBrowserPlayScene(t *testing.T) {
	docShots(t)
	t.Parallel()
	chromium(t)
	pz := libraryPlay(t, "soma")
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#p=soma")
			p.openPlay()
			p.within(10*time.Second, "the scene", chromedp.WaitVisible(`#play-scene-svg`, byQuery))
			if sz.name == "phone" {
				p.eval(`window.scrollTo(0, 0)`, nil)
				for _, sel := range []string{"#play-scene-svg", "#play-scene-turn", "#play-scene-place", "#play-undo", "#play-hint", "#play-layer-down", "#play-layer-up"} {
					b := p.where(sel)
					var y float64
					p.eval(`window.scrollY`, &y)
					if !b.Found || b.Bottom+y > 844 {
						t.Errorf("phone: %s ends at %.0f px of the page, below the first screen (844 px)", sel, b.Bottom+y)
					}
					if sel != "#play-scene-svg" && (b.Right-b.Left < 44 || b.Bottom-b.Top < 44) {
						t.Errorf("phone: %s is %.0f×%.0f px", sel, b.Right-b.Left, b.Bottom-b.Top)
					}
				}
				if s, m := p.where("#play-scene-svg"), p.where("#play-scene-moves"); m.Top < s.Bottom {
					t.Errorf("phone: the moves (top %.0f) are not under the scene (bottom %.0f)", m.Top, s.Bottom)
				}
			}
			g := play.NewGame(pz)
			p.scrollTo("#play-scene")
			p.eval(`(document.getElementById("play-scene").focus(), true)`, nil)
			nextPiece(g)
			p.keys("n")
			p.waitText("#play-scene-ghost", "fits (green)")

			// The mouse: the ghost snaps to the cell under the pointer
			// and a click places it there.
			cell := solver.Point{X: 1, Y: 1, Z: 0}
			x, y := p.sceneClient(p.sceneOf(g).Where(cell))
			dropped := g.DropAt(cell)
			if dropped.Refused {
				t.Fatalf("the model refuses the drop at %v: %s", cell, dropped.Text)
			}
			if sz.name == "phone" {
				// A finger: the first tap moves the ghost there, a tap
				// on it places it.
				p.fingerTap(x, y)
				p.waitText("#play-scene-ghost", "held over "+pz.PlaceName(pz.Cells(g.Placed()[len(g.Placed())-1])))
				p.fingerTap(x, y)
			} else {
				p.mouseClick(x, y)
			}
			p.waitPlaced(cellsList(pz, g))
			p.waitText("#play-status", dropped.Text)

			// The keys still work after the mouse: the next piece, over
			// the first, is red with Drop's reason, and refused.
			nextPiece(g)
			p.keys("n")
			first := g.Placed()[0]
			p.keys(moveKeys(g, onto(pz, g.HeldCells(), pz.Cells(first)))...)
			why, _, fits := g.HeldFits()
			if fits {
				t.Fatalf("the model's piece fits over the first")
			}
			p.waitText("#play-scene-ghost", why)
			if got := p.attr("#play-scene-svg .scene-ghost", "data-fits"); got != "false" {
				t.Errorf("the ghost over a placed piece has data-fits %q", got)
			}
			if cls := p.attr("#play-scene-ghost", "class"); !strings.Contains(cls, "refused") {
				t.Errorf("the ghost's line is not marked refused: %q", cls)
			}
			n := g.Drop()
			p.keys(kb.Enter)
			p.waitText("#play-status", n.Text)
			p.viewShot(sz.name + "-play-scene-refused")
			p.keys(kb.Escape)
			g.Cancel()

			// A press on the placed piece picks it up.
			s := p.sceneOf(g)
			var hit [2]float64
			var hc solver.Point
			found := false
			for yy := 0.0; yy < 400 && !found; yy += 3 {
				for xx := 0.0; xx < 480; xx += 3 {
					if c, ok := s.Hit([2]float64{xx, yy}); ok {
						hit, hc, found = [2]float64{xx, yy}, c, true
						break
					}
				}
			}
			if !found {
				t.Fatalf("no point of the scene hits the placed piece")
			}
			hx, hy := p.sceneClient(hit)
			p.mouseClick(hx, hy)
			g.PickUp(hc)
			p.waitText("#play-scene-ghost", "held over "+pz.PlaceName(g.HeldCells()))
			// Turn clicked, then Enter: the scene has the keys back, and
			// Enter places (it does not press Turn again).
			p.press("#play-scene-turn")
			g.Turn(play.AxisZ, -1)
			p.keys(kb.Enter)
			n = g.Drop()
			p.waitText("#play-status", n.Text)
			if n.Refused {
				p.keys(kb.Escape)
				g.Cancel()
			}
			p.waitPlaced(cellsList(pz, g))

			// A drag turns the scene.
			yaw := p.attr("#play-scene", "data-yaw")
			cx, cy := p.centre("#play-scene-svg")
			p.mouseDrag(cx-10, cy+60, cx+10, cy+60)
			if got := p.attr("#play-scene", "data-yaw"); got == yaw {
				t.Errorf("a drag left the scene's yaw at %s", got)
			}

			// The rest by each way of playing.
			p.solveEachWay(g, sz.name == "phone")
			p.scrollTo("#play-scene")
			p.viewShot(sz.name + "-play-scene-solved")

			// See inside: the top layer lifted away, fewer faces drawn.
			var before, after int
			p.eval(`document.querySelectorAll("#play-scene-svg .scene-placed path").length`, &before)
			p.keys(kb.PageDown, kb.PageDown) // the working layer: the first
			p.press("#play-scene-lift")
			p.waitText("#play-scene-lift", "Layers 1–2 shown")
			p.eval(`document.querySelectorAll("#play-scene-svg .scene-placed path").length`, &after)
			if after >= before {
				t.Errorf("See inside: %d paths of placed pieces drawn, %d before", after, before)
			}
			if sz.name == "phone" {
				// Two fingers spread apart zoom the scene in.
				cx, cy := p.centre("#play-scene-svg")
				zoom := func() float64 {
					z, _ := strconv.ParseFloat(p.attr("#play-scene", "data-zoom"), 64)
					return z
				}
				z0 := zoom()
				p.pinch(cx, cy, 20, 90)
				// The page may take the moves one render at a time.
				ctx, cancel := context.WithTimeout(p.ctx, 5*time.Second)
				err := chromedp.Run(ctx, poll(fmt.Sprintf(`+document.getElementById("play-scene").dataset.zoom >= %g`, 2*z0), nil))
				cancel()
				if err != nil {
					t.Errorf("two fingers spread from 40 to 180 px apart zoomed from %.2f to %.2f", z0, zoom())
				}
			}
		})
	}
}

// TestBrowserPlaySceneBalls: Kanoodle's pyramid is played in the same
// scene, its cells balls: a piece taken with N is placed with a click
// on a ball's place of the bottom layer, where the model places it.
func TestBrowserPlaySceneBalls(t *testing.T) {
	docShots(t)
	t.Parallel()
	chromium(t)
	pz := libraryPlay(t, "kanoodle-pyramid")
	p := openPage(t, 1280, 800, "#p=kanoodle-pyramid")
	p.openPlay()
	p.within(10*time.Second, "the scene", chromedp.WaitVisible(`#play-scene-svg`, byQuery))
	p.scrollTo("#play-scene")
	p.eval(`(document.getElementById("play-scene").focus(), true)`, nil)
	p.keys("n")
	p.waitText("#play-scene-ghost", "held over")
	// The cell of the bottom layer farthest along x and y where the
	// model places the piece with the cell it is held by there.
	var g *play.Game
	var at solver.Point
	for y := pz.Y - 1; y >= 0 && g == nil; y-- {
		for x := pz.X - 1; x >= 0; x-- {
			try := play.NewGame(pz)
			nextPiece(try)
			if n := try.DropAt(solver.Point{X: x, Y: y}); !n.Refused {
				g, at = play.NewGame(pz), solver.Point{X: x, Y: y}
				nextPiece(g)
				break
			}
		}
	}
	if g == nil {
		t.Fatalf("the first piece fits nowhere on the bottom layer")
	}
	// Zoomed in with the wheel and panned with a drag with Shift: the
	// click still finds its cell.
	cx, cy := p.centre("#play-scene-svg")
	p.run("wheel", chromedp.MouseEvent(input.MouseWheel, cx, cy, func(m *input.DispatchMouseEventParams) *input.DispatchMouseEventParams {
		return m.WithDeltaY(-300)
	}))
	p.within(5*time.Second, "the wheel's zoom", poll(`+document.getElementById("play-scene").dataset.zoom > 1.2`, nil))
	shift := func(m *input.DispatchMouseEventParams) *input.DispatchMouseEventParams {
		return m.WithButton(input.Left).WithButtons(1).WithModifiers(input.ModifierShift)
	}
	p.run("pan", chromedp.MouseEvent(input.MouseMoved, cx, cy), chromedp.MouseEvent(input.MousePressed, cx, cy, shift),
		chromedp.MouseEvent(input.MouseMoved, cx+20, cy+10, shift), chromedp.MouseEvent(input.MouseMoved, cx+40, cy+20, shift),
		chromedp.MouseEvent(input.MouseReleased, cx+40, cy+20, shift))
	// The drag moved 40 pixels along x: the scene pans by them in its
	// own units, 480 across the drawing's width. The page may take the
	// moves one render at a time.
	drag := `40 * 480 / document.getElementById("play-scene-svg").getBoundingClientRect().width`
	p.within(5*time.Second, "the drag's pan", poll(fmt.Sprintf(`Math.abs(document.getElementById("play-scene").dataset.panx - %s) < 0.01`, drag), nil))
	// Shift with an arrow key pans it a tenth of its width (48 units).
	panx := func() float64 {
		v, _ := strconv.ParseFloat(p.attr("#play-scene", "data-panx"), 64)
		return v
	}
	x0 := panx()
	p.run("pan by keys", chromedp.Focus("#play-scene", byQuery),
		chromedp.KeyEvent(kb.ArrowLeft, chromedp.KeyModifiers(input.ModifierShift)),
		chromedp.KeyEvent(kb.ArrowLeft, chromedp.KeyModifiers(input.ModifierShift)))
	p.within(5*time.Second, "the keys' pan", poll(fmt.Sprintf(`+document.getElementById("play-scene").dataset.panx < %g`, x0-95), nil))
	if got := x0 - panx(); got != 96 {
		t.Errorf("two presses of Shift+ArrowLeft panned the scene by %g units, want 96", got)
	}
	x, y := p.sceneClient(p.sceneOf(g).Where(at))
	dropped := g.DropAt(at)
	p.mouseClick(x, y)
	p.waitPlaced(cellsList(pz, g))
	p.waitText("#play-status", dropped.Text)
	if n := strings.Count(p.attr("#play-scene-svg", "aria-label"), "1 of 12"); n != 1 {
		t.Errorf("the scene's label says %q", p.attr("#play-scene-svg", "aria-label"))
	}
	p.viewShot("desktop-play-scene-balls")
}

// TestBrowserPlaySceneChallenge: a new challenge of the Tetris Cube
// with four pieces left, a hint asked from the scene, is completed in
// the scene: on the desktop with its keys alone, then again with the
// mouse alone; on the phone with a finger alone.
func TestBrowserPlaySceneChallenge(t *testing.T) {
	docShots(t)
	t.Parallel()
	chromium(t)
	pz := libraryPlay(t, "tetris-cube")
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#p=tetris-cube")
			p.openPlay()
			p.setValue("#play-left", "4", "input")
			p.within(20*time.Second, "Make enabled", poll(`!document.getElementById("play-challenge").disabled`, nil))
			p.press("#play-challenge")
			p.waitText("#play-status", "A new")
			var start []play.Placement
			for _, sp := range parsePlaced(t, p.placed()) {
				pl, err := pz.Find(sp.Piece, sp.Cells)
				if err != nil {
					t.Fatalf("the challenge's %s: %v", sp.Piece, err)
				}
				start = append(start, pl)
			}
			if len(start) != len(pz.Pieces)-4 {
				t.Fatalf("the challenge placed %d pieces, want %d", len(start), len(pz.Pieces)-4)
			}
			g, err := play.StartGame(pz, start)
			if err != nil {
				t.Fatal(err)
			}
			// The starting position's pieces are drawn pinned, and a
			// press on one is refused with the reason.
			p.scrollTo("#play-scene")
			var at []float64
			p.run("a pinned face", chromedp.Evaluate(`(() => {
				const fs = [...document.querySelectorAll("#play-scene-svg .scene-pinned")];
				for (const f of fs.slice().reverse()) {
					const r = f.getBoundingClientRect(), x = r.left + r.width/2, y = r.top + r.height/2;
					const e = document.elementFromPoint(x, y);
					if (e && e.classList.contains("scene-pinned")) return [x, y, fs.length];
				}
				return [0, 0, fs.length];
			})()`, &at))
			switch {
			case at[2] == 0:
				t.Errorf("no face of the starting position's %d pieces is drawn pinned", len(start))
			case at[0] == 0 && at[1] == 0:
				t.Errorf("none of the %.0f pinned faces is uncovered", at[2])
			default:
				p.mouseClick(at[0], at[1])
				p.waitText("#play-status", "is part of the starting position; it cannot be moved")
				if n := len(parsePlaced(t, p.placed())); n != len(start) {
					t.Errorf("after the refused press, %d pieces are placed, want %d", n, len(start))
				}
			}
			// A hint from the scene's Hint: a piece placed, said in the
			// status line, which is in view with the scene.
			p.press("#play-hint")
			p.waitText("#play-status", "Hint: ")
			p.within(10*time.Second, "the hint's piece", poll(fmt.Sprintf(`document.querySelector("#play-board, #play-scene").dataset.placed.split("; ").length === %d`, len(start)+1), nil))
			for _, sp := range parsePlaced(t, p.placed()) {
				if _, on := g.PieceAt(sp.Cells[0]); !on {
					if n := g.Place(sp.Piece, sp.Cells); n.Refused {
						t.Fatalf("the model refuses the hint %s: %s", sp.Piece, n.Text)
					}
				}
			}
			if st, sc := p.where("#play-status"), p.where("#play-scene-svg"); st.Top < 0 || st.Bottom > st.VH || sc.Bottom < 0 {
				t.Errorf("the hint's line (%.0f to %.0f) is not in view with the scene (bottom %.0f) in a window %.0f px high", st.Top, st.Bottom, sc.Bottom, st.VH)
			}
			p.scrollTo("#play-scene")
			p.solveEachWay(g, sz.name == "phone")
			p.scrollTo("#play-scene")
			p.viewShot(sz.name + "-play-scene-challenge")
		})
	}
}

// TestBrowserPlaySceneFlip: on the tetrahedron of tetraspheres the scene
// offers Flip (F) under it, at both sizes: the flat piece B in hand is
// turned over in its plane as the model turns it (an orientation that
// no quarter turn gives, play's TestPlayBallsOrientations), its ghost
// says whether it fits as the model does, and Enter places it, or
// refuses, as the model does.
func TestBrowserPlaySceneFlip(t *testing.T) {
	t.Parallel()
	chromium(t)
	pz := libraryPlay(t, "tetraspheres-tetrahedron")
	b, _ := pz.PieceByName("B")
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		p := openPage(t, size[0], size[1], "#p=tetraspheres-tetrahedron")
		p.openPlay()
		p.within(10*time.Second, "the scene", chromedp.WaitVisible(`#play-scene-svg`, byQuery))
		p.scrollTo("#play-scene")
		p.eval(`(document.getElementById("play-scene").focus(), true)`, nil)
		g := play.NewGame(pz)
		for h, ok := g.Held(); !ok || h.Piece != b; h, ok = g.Held() {
			nextPiece(g)
			p.keys("n")
		}
		p.waitText("#play-scene-ghost", "B held over")
		p.within(5*time.Second, "the Flip button", chromedp.WaitVisible(`#play-scene-flip`, byQuery))
		n := g.Flip()
		if h, _ := g.Held(); h.Rot < 24 {
			t.Fatalf("B turned over is in orientation %d, one of the lattice's 24 turns", h.Rot)
		}
		p.keys("f")
		p.waitTextIs("#play-status", n.Text)
		fit := "it does not fit (red)"
		if _, _, ok := g.HeldFits(); ok {
			fit = "it fits (green)"
		}
		p.waitText("#play-scene-ghost", fit)
		p.viewShot(fmt.Sprintf("play-scene-flip-%d", size[0]))
		n = g.Drop()
		p.keys(kb.Enter)
		p.waitTextIs("#play-status", n.Text)
		p.waitPlaced(cellsList(pz, g))
	}
}
