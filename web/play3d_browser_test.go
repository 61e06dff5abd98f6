package main

// Play's 3-D views in real Chromium, at a desktop's and a phone's size:
// the piece in hand turned in its own 3-D view, its ghost in the
// position's 3-D view moved and placed from there, a refused placement
// saying why, and the Soma cube solved from the 3-D views alone (ui/play_view3d.go, ui/play_held3d.go).

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/solver"
	"polyplay/solver/coach"
	"polyplay/ui/play"
)

// heldKeys are the keys of the piece in hand's turns (the bar beside
// its 3-D view) with the turns they make: each a quarter about one axis,
// together reaching every orientation.
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
// target's shape (breadth first) and the move keys of the 3-D view's bar
// that then bring it onto target, plays them on g and returns both.
func turns3D(t testing.TB, g *play.Game, target []solver.Point) (turns, moves []string) {
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
	return turns, moveKeys(g, least(target))
}

// moveKeys moves the piece in hand of g so that its cells' least corner
// is at, and returns the 3-D bar's keys that do it.
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

// focusKeys focuses the element of id and presses keys on it.
func (p *page) focusKeys(id string, keys ...string) {
	p.t.Helper()
	if len(keys) == 0 {
		return
	}
	p.eval(fmt.Sprintf(`(document.getElementById(%q).focus(), true)`, id), nil)
	p.keys(keys...)
}

// pick takes the first piece of the tray's item name into hand (its tray
// button and Enter), on the page and on g.
func (p *page) pick(g *play.Game, name string) {
	p.t.Helper()
	for _, it := range g.Tray() {
		if it.Name == name {
			g.Pick(it.Pieces[0])
		}
	}
	p.eval(fmt.Sprintf(`(document.getElementById("play-tray-%s").focus(), true)`, name), nil)
	p.keys(kb.Enter)
	p.within(10*time.Second, "the piece in hand's 3-D view", chromedp.WaitVisible(`#play-held-turns`, byQuery))
}

// solveFrom3D completes the Soma cube from the 3-D views alone: for each
// piece left (the one in hand first), the turn keys on the piece in
// hand's bar, the move keys on the position's bar and Enter there, found
// by playing the same keys on the play model g in Go, which mirrors the
// page.
func (p *page) solveFrom3D(pz *play.Puzzle, g *play.Game) {
	p.t.Helper()
	held := func() (int, bool) { h, ok := g.Held(); return h.Piece, ok }
	a, err := coach.Ask(context.Background(), pz.Problem, g.Position(), coach.Options{})
	if err != nil || len(a.Completion) == 0 {
		p.t.Fatalf("no completion of %q: %v", cellsList(pz, g), err)
	}
	rest := a.Completion
	for len(rest) > 0 {
		if _, ok := held(); !ok {
			var item play.TrayItem
			for _, it := range g.Tray() {
				if it.Count() > 0 {
					item = it
					break
				}
			}
			p.pick(g, item.Name)
		}
		piece, _ := held()
		k := slices.IndexFunc(rest, func(s solver.Placement) bool {
			i, _ := pz.PieceByName(s.Piece)
			return pz.Pieces[i].Shape == pz.Pieces[piece].Shape
		})
		target := rest[k].Cells
		rest = slices.Delete(rest, k, k+1)
		turns, moves := turns3D(p.t, g, target)
		p.focusKeys("play-held-turns", turns...)
		p.focusKeys("play-3d-moves", append(moves, kb.Enter)...)
		if n := g.Drop(); n.Refused {
			p.t.Fatalf("the model refuses %s on %v: %s", pz.Pieces[piece].Name, target, n.Text)
		}
		p.waitPlaced(cellsList(pz, g))
	}
}

// TestBrowserPlay3DHand: on the Soma cube at both sizes, the piece in
// hand is turned in its own 3-D view (a drag turns the view, its buttons
// the piece, which the orientations' strip follows), its ghost in the
// position's 3-D view is moved and placed with the view's buttons, a
// placement on another piece is refused with the game's words, and the
// cube is then solved from the 3-D views' bars alone; every button is
// at least 44×44 px on the phone, and the views are where a newcomer
// finds them.
func TestBrowserPlay3DHand(t *testing.T) {
	t.Parallel()
	chromium(t)
	pz := libraryPlay(t, "soma")
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#p=soma")
			p.openPlay()
			g := play.NewGame(pz)
			if !p.visible("#play-held-none") {
				t.Errorf("with no piece in hand, its view does not say how to get one")
			}
			name := g.Tray()[2].Name
			p.pick(g, name)
			if sz.name == "desktop" {
				p.inView("desktop", "#play-held-view h3", false)
				p.inView("desktop", "#play-held-player-3d", true)
			} else {
				// On a phone: right after the board, the tray and the
				// piece's moves, before the coach.
				if b, m := p.where("#play-held-view"), p.where(".play-moves"); !b.Found || b.Top < m.Bottom {
					t.Errorf("phone: the piece in hand's view (top %.0f) is not under the piece's moves (bottom %.0f)", b.Top, m.Bottom)
				}
				// The status line is under the scene's moves (the
				// scene is first: TestBrowserPlayScene), above these.
				if m, c, b := p.where("#play-scene-moves"), p.where("#play-status"), p.where("#play-view"); !b.Found || c.Top < m.Bottom || b.Top < c.Bottom {
					t.Errorf("phone: the status line (top %.0f) is not between the scene's moves (bottom %.0f) and the position's 3-D view (top %.0f)", c.Top, m.Bottom, b.Top)
				}
			}

			// A drag turns the piece's view.
			p.scrollTo("#play-held-player-3d")
			time.Sleep(300 * time.Millisecond)
			before := p.shot("#play-held-player-3d")
			vx, vy := p.centre("#play-held-player-3d")
			p.mouseDrag(vx-30, vy, vx+30, vy+15)
			time.Sleep(300 * time.Millisecond)
			if n := differ(before, p.shot("#play-held-player-3d")); n < 100 {
				t.Errorf("a drag changed %d pixels of the piece in hand's 3-D view", n)
			}
			// Its buttons turn the piece: the orientations' strip marks
			// the orientation the model has after the same turns.
			g.Turn(play.AxisX, -1)
			g.Turn(play.AxisY, 1)
			p.press("#play-held-tilt-back")
			p.waitText("#play-status", "turned")
			before = p.shot("#play-held-player-3d")
			p.press("#play-held-roll")
			p.waitText("#play-status", "about the y axis")
			time.Sleep(300 * time.Millisecond)
			if n := differ(before, p.shot("#play-held-player-3d")); n < 100 {
				t.Errorf("Roll changed %d pixels of the piece in hand's 3-D view", n)
			}
			h, _ := g.Held()
			k := slices.Index(pz.Orientations(h.Piece), canonical(pz, h.Piece, h.Rot))
			if got := p.attr(fmt.Sprintf("#play-orient-%d", k+1), "aria-pressed"); got != "true" {
				t.Errorf("after Tilt back and Roll the strip does not mark orientation %d (aria-pressed %q)", k+1, got)
			}

			// The ghost, moved with the view's buttons and placed there.
			for _, mv := range []struct {
				id         string
				dx, dy, dz int
			}{{"play-3d-right", 1, 0, 0}, {"play-3d-y-up", 0, 1, 0}, {"play-3d-left", -1, 0, 0}} {
				g.Move(mv.dx, mv.dy, mv.dz)
				p.press("#" + mv.id)
			}
			hh, _ := g.Held()
			p.waitText("#play-ghost", "held over "+pz.CellName(hh.At)+".")
			if n := g.Drop(); n.Refused {
				t.Fatalf("the model refuses the drop: %s", n.Text)
			}
			p.press("#play-3d-place")
			p.waitPlaced(cellsList(pz, g))
			if sz.name == "desktop" {
				p.screenshot(sz.name+"-play-3d-placed", sz.width)
			}

			// A piece put on the one placed: refused, saying why.
			first := g.Placed()[0]
			next := g.Tray()[0].Name
			p.pick(g, next)
			moves := moveKeys(g, onto(pz, g.HeldCells(), pz.Cells(first)))
			p.focusKeys("play-3d-moves", moves...)
			if !strings.Contains(p.text("#play-ghost"), "Place would be refused") {
				t.Errorf("the ghost on the placed piece: the line says %q", p.text("#play-ghost"))
			}
			n := g.Drop()
			if !n.Refused {
				t.Fatalf("the model places %s on %s", next, name)
			}
			p.press("#play-3d-place")
			p.waitText("#play-status", n.Text)
			if cls := p.attr("#play-status", "class"); !strings.Contains(cls, "refused") {
				t.Errorf("the refusal %q is not marked refused (class %q)", n.Text, cls)
			}
			if sz.name == "phone" {
				p.touchTargets()
			}
			p.scrollTo("#play-view")
			p.viewShot(sz.name + "-play-3d-refused")

			// The rest of the cube from the 3-D views alone.
			p.solveFrom3D(pz, g)
			p.waitText("#play-solved", "Solved")
			p.scrollTo("#play-view")
			p.viewShot(sz.name + "-play-3d-solved")
		})
	}
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
