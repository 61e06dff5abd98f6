package main

// Play mode in real Chromium, at a desktop's and a phone's size: a
// person solving a puzzle by hand (ui/play_*.go). The pieces are dragged
// with a mouse and with a finger, a small puzzle is solved by keyboard
// alone, a refused drop and a dead end say why, a hint is checked with
// the play model in Go, and a shared position opens in Play with its
// pieces placed.

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/coach"
	"polyplay/ui/link"
	"polyplay/ui/play"
)

// tinyFragment is the address of the tiny puzzle, with a play position
// if code is not empty.
func tinyFragment(code string) string {
	return "#" + link.Share{Source: librarytest.TinyPlay, Play: code}.Fragment()
}

// tinyPuzzle compiles the tiny puzzle for play, as the page does.
func tinyPuzzle(t *testing.T) *play.Puzzle {
	t.Helper()
	return definitionPlay(t, librarytest.TinyPlay)
}

// definitionPlay compiles the puzzle of a definition's text for play.
func definitionPlay(t testing.TB, src string) *play.Puzzle {
	t.Helper()
	pz, err := play.NewPuzzle(librarytest.Parse(t, src))
	if err != nil {
		t.Fatal(err)
	}
	return pz
}

// libraryPlay compiles a library puzzle for play.
func libraryPlay(t testing.TB, key string) *play.Puzzle {
	t.Helper()
	pz, err := play.NewPuzzle(librarytest.Problem(t, key))
	if err != nil {
		t.Fatal(err)
	}
	return pz
}

// playShown matches what Play shows the position in: a flat puzzle's
// board or a solid's scene (both say what is placed in data-placed).
const playShown = `#play-board svg, #play-scene svg`

// openPlay opens Play mode from the top bar's button and waits for its
// board or scene. The wait only bounds a hang: with two busy loops beside
// make test-long, whose browser and native tests run side by side, the
// Tetris Cube's scene after a Solve once took more than 20 seconds.
func (p *page) openPlay() {
	p.t.Helper()
	p.within(time.Minute, "open Play", chromedp.WaitVisible(`#play-top`, byQuery), chromedp.Click(`#play-top`, byQuery),
		chromedp.WaitVisible(playShown, byQuery))
}

// placed returns what the board or scene says is placed (data-placed):
// "A 0,0,0 1,0,0 …; B …", pieces and cells sorted.
func (p *page) placed() string {
	p.t.Helper()
	var s string
	p.eval(`document.querySelector("#play-board, #play-scene").dataset.placed || ""`, &s)
	return s
}

// waitPlaced waits until the board holds want.
func (p *page) waitPlaced(want string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 10*time.Second)
	defer cancel()
	err := chromedp.Run(ctx, poll(fmt.Sprintf(`document.querySelector("#play-board, #play-scene").dataset.placed === %q`, want), nil))
	if err != nil {
		p.t.Fatalf("the board holds %q, want %q; the status says %q", p.placed(), want, p.text("#play-status"))
	}
}

// waitText waits until the element matching sel has text containing
// want.
func (p *page) waitText(sel, want string) {
	p.t.Helper()
	p.waitTextAs(sel, want, fmt.Sprintf("t.includes(%q)", want), "want it to say")
}

// waitTextIs waits until the element matching sel has exactly the text
// want.
func (p *page) waitTextIs(sel, want string) {
	p.t.Helper()
	p.waitTextAs(sel, want, fmt.Sprintf("t === %q", want), "want")
}

// waitTextAs waits until the text t of the element matching sel passes
// test, a JavaScript expression of t, and fails with the text and want.
func (p *page) waitTextAs(sel, want, test, say string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
	defer cancel()
	err := chromedp.Run(ctx, poll(fmt.Sprintf(`(e => !!e && (t => %s)(e.textContent))(document.querySelector(%q))`, test, sel), nil))
	if err != nil {
		var got string
		p.eval(fmt.Sprintf(`(e => e ? e.textContent : "(none)")(document.querySelector(%q))`, sel), &got)
		p.t.Fatalf("%s says %q, %s %q", sel, got, say, want)
	}
}

// playCell returns the page position of the centre of board cell x, y
// (y up, as the puzzle counts), with the board scrolled into view.
func (p *page) playCell(x, y int) (float64, float64) {
	p.t.Helper()
	var r struct{ X, Y float64 }
	p.eval(fmt.Sprintf(`(() => { const s = document.getElementById("play-board-svg");
		const vb = s.viewBox.baseVal, b = s.getBoundingClientRect(), k = b.width / vb.width;
		const cols = +s.dataset.cols, rows = +s.dataset.rows, cs = (vb.width - 4) / cols;
		return {X: b.left + (2 + (%d + 0.5) * cs) * k, Y: b.top + (2 + (rows - 1 - %d + 0.5) * cs) * k} })()`, x, y), &r)
	return r.X, r.Y
}

// centre returns the page position of the centre of the element
// matching sel.
func (p *page) centre(sel string) (float64, float64) {
	p.t.Helper()
	b := p.where(sel)
	if !b.Found {
		p.t.Fatalf("%s is not shown", sel)
	}
	return (b.Left + b.Right) / 2, (b.Top + b.Bottom) / 2
}

// scrollTo scrolls the element matching sel to the middle of the window.
func (p *page) scrollTo(sel string) {
	p.t.Helper()
	var ok bool
	p.eval(fmt.Sprintf(`(document.querySelector(%q).scrollIntoView({block: "center", behavior: "instant"}), true)`, sel), &ok)
	p.frames(2) // the layout after the scroll
}

// press scrolls the element matching sel to the middle of the window
// (on a phone, clear of the bottom bar) and clicks it.
func (p *page) press(sel string) {
	p.t.Helper()
	p.scrollTo(sel)
	p.click(sel)
}

// mouseDrag presses the mouse at a, moves in steps to b and releases it
// there.
func (p *page) mouseDrag(ax, ay, bx, by float64) {
	p.t.Helper()
	held := func(p *input.DispatchMouseEventParams) *input.DispatchMouseEventParams {
		return p.WithButton(input.Left).WithButtons(1)
	}
	acts := []chromedp.Action{chromedp.MouseEvent(input.MouseMoved, ax, ay), chromedp.MouseEvent(input.MousePressed, ax, ay, held)}
	const steps = 8
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		acts = append(acts, chromedp.MouseEvent(input.MouseMoved, ax+(bx-ax)*f, ay+(by-ay)*f, held))
	}
	acts = append(acts, chromedp.MouseEvent(input.MouseReleased, bx, by, chromedp.ButtonLeft))
	p.run("mouse drag", acts...)
}

// fingerDrag puts a finger down at a, slides it to b and lifts it; it
// fails the test if the slide scrolled the page.
func (p *page) fingerDrag(ax, ay, bx, by float64) {
	p.t.Helper()
	p.touching()
	var before, after float64
	p.eval(`window.scrollY`, &before)
	touch := func(typ input.TouchType, x, y float64) chromedp.Action {
		pts := []*input.TouchPoint{{X: x, Y: y, ID: 1}}
		if typ == input.TouchEnd {
			pts = []*input.TouchPoint{}
		}
		return chromedp.ActionFunc(func(ctx context.Context) error { return input.DispatchTouchEvent(typ, pts).Do(ctx) })
	}
	acts := []chromedp.Action{touch(input.TouchStart, ax, ay)}
	const steps = 12
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		acts = append(acts, touch(input.TouchMove, ax+(bx-ax)*f, ay+(by-ay)*f))
	}
	acts = append(acts, touch(input.TouchEnd, bx, by))
	p.run("finger drag", acts...)
	if p.eval(`window.scrollY`, &after); after != before {
		p.t.Errorf("the finger's drag scrolled the page from %v to %v", before, after)
	}
}

// takeByKey focuses the tray's button sel, presses Enter on it, and
// waits until the board or the scene has the keys, trying again (up to
// three times) if they do not: go-app moves the focus when it handles
// the key, after the key's event, and a key pressed before then would
// go to the tray; and a button focused as the tray is drawn again
// loses the focus, and the Enter with it.
func (p *page) takeByKey(sel string) {
	p.t.Helper()
	for try := 1; ; try++ {
		p.eval(fmt.Sprintf(`(b => !!b && (b.focus(), true))(document.querySelector(%q))`, sel), nil)
		p.keys(kb.Enter)
		ctx, done := context.WithTimeout(p.ctx, 3*time.Second)
		err := chromedp.Run(ctx, poll(`(e => !!e && (e.id === "play-board" || e.id === "play-scene"))(document.activeElement)`, nil))
		done()
		if err == nil {
			return
		}
		if try == 3 {
			p.t.Fatalf("Enter on %s did not give the board or the scene the keys in %d tries; the status says %q", sel, try, p.text("#play-status"))
		}
		p.t.Logf("Enter on %s did not give the board or the scene the keys (try %d): again", sel, try)
	}
}

// keys presses keys on the focused element, one after another, each
// once the page has drawn what the one before did (it renders at its
// next frame).
func (p *page) keys(ks ...string) {
	p.t.Helper()
	for _, k := range ks {
		p.run("press "+k, chromedp.KeyEvent(k))
		p.frames(2)
	}
}

// cellsOf writes cells as data-placed does.
func cellsOf(name string, cells []solver.Point) string {
	s := make([]string, len(cells))
	for i, c := range cells {
		s[i] = fmt.Sprintf("%d,%d,%d", c.X, c.Y, c.Z)
	}
	slices.Sort(s)
	return name + " " + strings.Join(s, " ")
}

// TestBrowserPlay drives Play mode at both sizes: in the first screen,
// dragging with a mouse and a finger, a dead end, a refused drop, a hint,
// a whole solve by keyboard, Play and the game kept over a reload, a
// shared position (kept over a reload too); axe-core on the play
// screens; screenshots.
func TestBrowserPlay(t *testing.T) {
	t.Parallel()
	chromium(t)
	pz := tinyPuzzle(t)
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, tinyFragment(""))
			p.inView(sz.name+" first screen", "#play-top", false)
			p.openPlay()
			p.inView(sz.name+" play", "#play-board", true)

			// A mouse drags the I from the tray onto the middle row: the
			// piece is held by its first cell, its left end. That is a
			// dead end, said at once with its cells marked: the rows
			// above and below hold four cells in a line, which no L fits.
			p.scrollTo("#play-tray-A")
			ax, ay := p.centre("#play-tray-A")
			p.scrollTo("#play-board")
			ax, ay = p.centre("#play-tray-A")
			bx, by := p.playCell(0, 1)
			p.mouseDrag(ax, ay, bx, by)
			p.waitPlaced("A 0,1,0 1,1,0 2,1,0 3,1,0")
			p.waitText("#play-status", "A placed")
			p.waitText("#play-coach", "Dead end: No remaining piece fits")
			var dead int
			p.eval(`document.querySelectorAll("#play-board .play-dead").length`, &dead)
			if dead != 4 {
				t.Errorf("the dead end marks %d cells, want the 4 of the hole it names", dead)
			}
			p.screenshot(sz.name+"-play-dead-end", sz.width)

			// A finger picks the I up by its second cell and slides it
			// down a row: the bottom row, where it can be completed.
			ax, ay = p.playCell(1, 1)
			bx, by = p.playCell(1, 0)
			p.fingerDrag(ax, ay, bx, by)
			wantI := "A 0,0,0 1,0,0 2,0,0 3,0,0"
			p.waitPlaced(wantI)
			p.waitText("#play-coach", "completed in 2 ways")

			// A refused drop, by keyboard: an L taken from the tray
			// (its button, Enter), moved down onto the I and dropped.
			p.eval(`document.getElementById("play-tray-B").focus()`, nil)
			p.keys(kb.Enter)
			p.waitText("#play-status", "B")
			p.keys(kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, kb.Enter)
			p.waitText("#play-status", "Refused: B overlaps A")
			if got := p.placed(); got != wantI {
				t.Errorf("a refused drop changed the board to %q", got)
			}
			var refused int
			p.eval(`document.querySelectorAll("#play-board .play-refused").length`, &refused)
			if refused == 0 {
				t.Errorf("the refused drop marks no cells")
			}
			p.screenshot(sz.name+"-play-refused", sz.width)
			// A finger's tap on the piece in hand turns it.
			x, y := p.playCell(0, 0)
			p.fingerDrag(x, y, x, y)
			p.waitText("#play-status", "B turned clockwise")
			p.keys(kb.Escape)

			// A hint: one piece of a completion, checked with the model.
			p.press("#play-hint")
			ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
			err := chromedp.Run(ctx, poll(`document.querySelector("#play-board, #play-scene").dataset.placed.split("; ").length === 2`, nil))
			cancel()
			if err != nil {
				t.Fatalf("no hint placed: board %q, status %q, coach %q", p.placed(), p.text("#play-status"), p.text("#play-coach"))
			}
			checkExtends(t, pz, p.placed())
			p.waitText("#play-status", "Hint")
			p.press("#play-undo")
			p.waitPlaced(wantI)
			p.checkA11y(sz.name + " play")
			p.screenshot(sz.name+"-play", sz.width)

			// The rest by keyboard alone: each piece chosen in the tray,
			// turned, flipped and moved with the keys, and placed.
			p.solveByKeys(pz, wantI)
			p.waitText("#play-solved", "Solved in")
			p.checkA11y(sz.name + " play solved")
			p.screenshot(sz.name+"-play-solved", sz.width)
			solved := p.placed()

			// A reload keeps Play and the game: the address holds the
			// position as a play link.
			p.reload()
			p.within(20*time.Second, "Play after the reload", chromedp.WaitVisible(playShown, byQuery))
			p.waitPlaced(solved)
			p.waitText("#play-solved", "Solved in")

			// A position shared as a challenge opens in Play with its
			// pieces placed, and fixed.
			p.press("#play-undo") // the solve's last piece
			p.press("#play-share-start")
			p.within(10*time.Second, "the link", chromedp.WaitVisible(`#play-link`, byQuery))
			url := p.value("#play-link")
			frag := url[strings.IndexByte(url, '#'):]
			want := p.placed()
			q := openPage(t, sz.width, sz.height, frag)
			q.within(20*time.Second, "Play opens", chromedp.WaitVisible(playShown, byQuery))
			q.waitPlaced(want)
			// The link stays in the address: a reload reopens it.
			q.reload()
			q.within(20*time.Second, "Play after the reload", chromedp.WaitVisible(playShown, byQuery))
			q.waitPlaced(want)
			q.press("#play-clear")
			q.waitText("#play-status", "no piece to clear")
			if got := q.placed(); got != want {
				t.Errorf("Clear took a challenge's fixed pieces off: %q, want %q", got, want)
			}
			// The same link pasted into the address bar of an open page,
			// out of Play, opens Play on it.
			q.press("#play-close")
			q.within(10*time.Second, "Play closes", chromedp.WaitNotPresent(`#play-board`, byQuery))
			q.eval(fmt.Sprintf(`(location.hash = %q, true)`, frag), nil)
			q.within(20*time.Second, "Play opens again", chromedp.WaitVisible(playShown, byQuery))
			q.waitPlaced(want)
			// On a desktop Solve stays in the top bar while playing (a
			// phone's bottom bar gives its room to the board): it leaves
			// Play, so that the run's solutions are seen.
			if sz.name == "desktop" {
				q.press("#solve")
				q.within(10*time.Second, "Solve leaves Play", chromedp.WaitNotPresent(`#play-board`, byQuery))
				q.within(30*time.Second, "the run's end", poll(`document.getElementById("run-status") && document.getElementById("run-status").dataset.status === "done"`, nil))
				q.within(10*time.Second, "the run's figures", chromedp.WaitVisible(`#run-status`, byQuery))
			}
			// No console error through the game, the links and the
			// Solve after Play.
			p.noConsoleErrors()
			q.noConsoleErrors()
		})
	}
}

// solveByKeys completes the position on the board (placed, as the
// board's data-placed writes it) by keyboard alone: for each piece left,
// its tray button (the arrow keys along the tray) and Enter, then the turns, flips and moves that bring
// it onto a completion's cells, found by playing the same keys on the
// play model in Go, then Enter.
func (p *page) solveByKeys(pz *play.Puzzle, placed string) {
	p.t.Helper()
	g := play.NewGame(pz)
	for _, pl := range parsePlaced(p.t, placed) {
		if n := g.Place(pl.Piece, pl.Cells); n.Refused {
			p.t.Fatalf("mirroring the board: %s", n.Text)
		}
	}
	a, err := coach.Ask(context.Background(), pz.Problem, g.Position(), coach.Options{})
	if err != nil || len(a.Completion) == 0 {
		p.t.Fatalf("no completion of %q: %v", placed, err)
	}
	rest := a.Completion
	for len(rest) > 0 {
		tray := g.Tray()
		i := slices.IndexFunc(tray, func(it play.TrayItem) bool { return it.Count() > 0 })
		if i < 0 {
			p.t.Fatalf("the tray is empty with %d pieces of the completion left", len(rest))
		}
		item := tray[i]
		piece := item.Pieces[0]
		// A completion's piece of the same shape: its cells.
		k := slices.IndexFunc(rest, func(s solver.Placement) bool {
			i, _ := pz.PieceByName(s.Piece)
			return pz.Pieces[i].Shape == pz.Pieces[piece].Shape
		})
		if k < 0 {
			p.t.Fatalf("the completion places no piece of %s's shape", item.Name)
		}
		target := rest[k].Cells
		rest = slices.Delete(rest, k, k+1)
		g.Pick(piece)
		keys := turnsTo(p.t, g, target)
		// Into the tray, and along it with the arrow keys to the piece.
		p.eval(`(document.querySelector("#play-tray button:not([disabled])").focus(), true)`, nil)
		for i := 0; ; i++ {
			var id string
			if p.eval(`document.activeElement.id`, &id); id == "play-tray-"+item.Name {
				break
			}
			if i == len(pz.Shapes) {
				p.t.Fatalf("the arrow keys do not reach play-tray-%s in the tray (at %q)", item.Name, id)
			}
			p.keys(kb.ArrowRight)
		}
		p.keys(kb.Enter)
		// The piece in hand: the board takes the keys.
		p.within(10*time.Second, "the board's focus", poll(`["play-board", "play-scene"].includes(document.activeElement.id)`, nil))
		p.keys(keys...)
		p.keys(kb.Enter)
		g.Drop()
		p.waitPlaced(cellsList(pz, g))
	}
}

// turnsTo finds the keys that bring the piece in hand onto target (turns
// and flips, then arrows), plays them on g and returns them.
func turnsTo(t testing.TB, g *play.Game, target []solver.Point) []string {
	t.Helper()
	norm := func(cs []solver.Point) []solver.Point {
		out := slices.Clone(cs)
		mx, my := out[0].X, out[0].Y
		for _, c := range out {
			mx, my = min(mx, c.X), min(my, c.Y)
		}
		for i := range out {
			out[i].X -= mx
			out[i].Y -= my
		}
		slices.SortFunc(out, func(a, b solver.Point) int { return (a.Y-b.Y)*1000 + a.X - b.X })
		return out
	}
	want := norm(target)
	var keys []string
	for flip := range 2 {
		for turn := range 4 {
			if slices.Equal(norm(g.HeldCells()), want) {
				// Move: the least corner of the held cells onto target's.
				dx, dy := minX(target)-minX(g.HeldCells()), minY(target)-minY(g.HeldCells())
				for ; dx > 0; dx-- {
					g.Move(1, 0, 0)
					keys = append(keys, kb.ArrowRight)
				}
				for ; dx < 0; dx++ {
					g.Move(-1, 0, 0)
					keys = append(keys, kb.ArrowLeft)
				}
				for ; dy > 0; dy-- {
					g.Move(0, 1, 0)
					keys = append(keys, kb.ArrowUp)
				}
				for ; dy < 0; dy++ {
					g.Move(0, -1, 0)
					keys = append(keys, kb.ArrowDown)
				}
				return keys
			}
			if turn < 3 {
				g.Turn(play.AxisZ, -1)
				keys = append(keys, "r")
			}
		}
		if flip == 0 {
			g.Turn(play.AxisZ, -1) // back to the first orientation
			g.Flip()
			keys = append(keys, "r", "f")
		}
	}
	t.Fatalf("no orientation of the piece in hand covers %v", target)
	return nil
}

func minX(cs []solver.Point) int {
	m := cs[0].X
	for _, c := range cs {
		m = min(m, c.X)
	}
	return m
}

func minY(cs []solver.Point) int {
	m := cs[0].Y
	for _, c := range cs {
		m = min(m, c.Y)
	}
	return m
}

// cellsList writes g's board as data-placed does.
func cellsList(pz *play.Puzzle, g *play.Game) string {
	var parts []string
	for _, pl := range g.Placed() {
		parts = append(parts, cellsOf(pz.Pieces[pl.Piece].Name, pz.Cells(pl)))
	}
	slices.Sort(parts)
	return strings.Join(parts, "; ")
}

// parsePlaced reads data-placed.
func parsePlaced(t testing.TB, placed string) []solver.Placement {
	t.Helper()
	var pos []solver.Placement
	for _, part := range strings.Split(placed, "; ") {
		f := strings.Fields(part)
		if len(f) < 2 {
			t.Fatalf("data-placed %q", placed)
		}
		var cells []solver.Point
		for _, c := range f[1:] {
			var pt solver.Point
			if _, err := fmt.Sscanf(c, "%d,%d,%d", &pt.X, &pt.Y, &pt.Z); err != nil {
				t.Fatalf("data-placed %q: %v", placed, err)
			}
			cells = append(cells, pt)
		}
		pos = append(pos, solver.Placement{Piece: f[0], Cells: cells})
	}
	return pos
}

// checkExtends fails the test unless the position the board holds (as
// data-placed writes it) has a completion, checked by the coach's own
// search in Go.
func checkExtends(t *testing.T, pz *play.Puzzle, placed string) {
	t.Helper()
	pos := parsePlaced(t, placed)
	a, err := coach.Count(context.Background(), pz.Problem, pos, coach.Options{})
	if err != nil {
		t.Fatalf("the hinted position %q: %v", placed, err)
	}
	if !a.Exact || a.Count == 0 {
		t.Errorf("the hinted position %q has %d completions (exact %v), want at least one", placed, a.Count, a.Exact)
	}
}

// TestBrowserPlayLibrary opens a library puzzle's play link (the
// pentominoes 10×6 with five pieces of a solution placed) at both sizes:
// Play opens with those pieces, the coach counts the completions, a
// piece taken from the tray waits in hand (the screenshots of the docs,
// desktop-play and phone-play), and Show a completion finishes the board
// with pieces that complete it, and says the coach did.
func TestBrowserPlayLibrary(t *testing.T) {
	t.Parallel()
	docShots(t)
	chromium(t)
	pz := libraryPlay(t, "pentominoes-10x6")
	a, err := coach.Ask(context.Background(), pz.Problem, nil, coach.Options{Budget: 50 * time.Millisecond})
	if err != nil || len(a.Completion) < 12 {
		t.Fatalf("a solution of the 10x6: %v", err)
	}
	g := play.NewGame(pz)
	for _, s := range a.Completion[:5] {
		g.Place(s.Piece, s.Cells)
	}
	want := cellsList(pz, g)
	frag := "#" + link.Share{Key: "pentominoes-10x6", Play: g.Code()}.Fragment()
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, frag)
			p.within(20*time.Second, "Play opens", chromedp.WaitVisible(playShown, byQuery))
			p.waitPlaced(want)
			p.waitText("#play-coach", "completed")
			// The arrow keys go along the tray's pieces left, round.
			var ids []string
			p.eval(`[...document.querySelectorAll("#play-tray button:not([disabled])")].map(b => b.id)`, &ids)
			p.eval(`(document.getElementById(`+jsString(ids[0])+`).focus(), true)`, nil)
			p.keys(kb.ArrowRight, kb.ArrowRight, kb.ArrowLeft, kb.ArrowLeft, kb.ArrowLeft)
			var at string
			if p.eval(`document.activeElement.id`, &at); at != ids[len(ids)-1] {
				t.Errorf("the arrow keys in the tray end on %q, want %q, the last of %q", at, ids[len(ids)-1], ids)
			}
			// A piece into the hand from the tray: pressed and let go.
			item := ""
			for _, it := range g.Tray() {
				if it.Count() > 0 {
					item = "#play-tray-" + it.Name
					break
				}
			}
			p.scrollTo(item)
			x, y := p.centre(item)
			p.mouseDrag(x, y, x, y)
			p.waitText("#play-status", "taken")
			p.eval(`window.scrollTo(0, 0)`, nil)
			p.inView(sz.name+" play", "#play-board", true)
			p.checkA11y(sz.name + " play 10x6")
			p.screenshot(sz.name+"-play", sz.width)

			// The tray counts the piece in hand with those left.
			p.waitTextIs("#play-tray-title", "Pieces left: 7, 1 in hand")
			p.press("#play-return")
			p.waitTextIs("#play-tray-title", "Pieces left: 7")
			p.press("#play-complete")
			// The coach did the work: the banner and the status say so,
			// not "Solved".
			p.waitText("#play-solved", "Completed by the coach")
			p.waitText("#play-status", "Completed by the coach (Show a completion) after")
			all := parsePlaced(t, p.placed())
			if len(all) != 12 {
				t.Fatalf("the completion shown leaves %d pieces placed, want 12", len(all))
			}
			// One of the coach's pieces picked up and put back where it
			// was: still the coach's.
			shown := all[len(all)-1]
			for _, pl := range all {
				if !slices.ContainsFunc(a.Completion[:5], func(s solver.Placement) bool { return s.Piece == pl.Piece }) {
					shown = pl
					break
				}
			}
			// (A click picks it up, the Place button puts it back: the
			// board moves as the banner goes.)
			p.scrollTo("#play-board")
			x, y = p.playCell(shown.Cells[0].X, shown.Cells[0].Y)
			p.run("click the coach's piece", chromedp.MouseClickXY(x, y))
			p.waitText("#play-status", shown.Piece+" picked up")
			p.press("#play-drop")
			p.waitText("#play-status", shown.Piece+" placed at")
			if got := p.text("#play-status"); !strings.Contains(got, "Completed by the coach") {
				t.Errorf("a piece of the coach's put back: the status says %q", got)
			}
			p.waitText("#play-solved", "Completed by the coach")
			c, err := coach.Count(context.Background(), pz.Problem, all, coach.Options{})
			if err != nil || !c.Exact || c.Count != 1 {
				t.Errorf("the completed board is not a solution: %v, %d completions", err, c.Count)
			}

			// New challenge: a position of four pieces left, made in a
			// worker, with exactly one completion (counted here in Go).
			// The game it replaces is kept: Undo returns to it.
			p.setValue("#play-left", "4", "change")
			p.press("#play-challenge")
			p.waitText("#play-status", "A new")
			p.waitText("#play-status", "4 pieces to place, in exactly one way. Undo returns to your game.")
			var undo bool
			if p.eval(`!document.getElementById("play-undo").disabled`, &undo); !undo {
				t.Errorf("the challenge says Undo returns to the game, and Undo is disabled")
			}
			pos := parsePlaced(t, p.placed())
			if len(pos) != 8 {
				t.Fatalf("the challenge placed %d pieces, want 8", len(pos))
			}
			c, err = coach.Count(context.Background(), pz.Problem, pos, coach.Options{})
			if err != nil || !c.Exact || c.Count != 1 {
				t.Errorf("the challenge has %d completions (%v), want exactly 1", c.Count, err)
			}
			p.waitText("#play-coach", "exactly one way")
			// One being made is cancelled (Make, then at once Cancel: the
			// page handles the second click before any answer can come),
			// and its answer, if the worker sends one, is dropped.
			before := p.placed()
			p.setValue("#play-left", "9", "change")
			p.setValue("#play-level", "hard", "change")
			p.eval(`(b => (b.click(), b.click(), true))(document.getElementById("play-challenge"))`, nil)
			p.waitText("#play-challenge-status", "cancelled")
			p.waitText("#play-challenge", "Make")
			// A hint, and the coach's answer about the position it
			// makes, asked of the same worker after the cancel: that
			// answer comes after any the challenge sent, so that by then
			// the page has had that one. Undone, the board is as before.
			p.press("#play-hint")
			p.waitText("#play-status", "Hint:") // rendered with the coach's line emptied
			p.within(time.Minute, "the coach's answer after the hint", poll(`(document.getElementById("play-coach").dataset.state || "") !== ""`, nil))
			p.press("#play-undo")
			p.waitText("#play-status", "Undone")
			if got := p.placed(); got != before {
				t.Errorf("a cancelled challenge changed the board to %q", got)
			}
			p.noConsoleErrors()
		})
	}
}

// TestBrowserPlay3D plays the Soma cube at both sizes: a piece taken
// from the tray by keyboard and tilted (a turn about the x axis, which
// lifts it onto the board: the working layer follows it) is placed on
// the cells the play model in Go gives for the same keys, on two
// layers, and the scene draws more faces. The layer row under the
// scene's moves (Layer down, Layer N of M, Layer up: on the phone each
// at least 44×44 px, on the desktop as tall as the moves' buttons)
// changes the working layer, as Page Up and Page Down do, and the
// status says it. Then a one-sided puzzle picked while playing: no
// Flip.
func TestBrowserPlay3D(t *testing.T) {
	t.Parallel()
	chromium(t)
	pz := libraryPlay(t, "soma")
	g := play.NewGame(pz)
	it := g.Tray()[1]
	g.Pick(it.Pieces[0])
	// Tilted, the piece would reach below the box: the turn lifts it
	// onto the second layer.
	g.Turn(play.AxisX, 1)
	if n := g.Drop(); n.Refused {
		t.Fatalf("the model refuses the drop: %s", n.Text)
	}
	want := cellsList(pz, g)
	layers := map[int]bool{}
	for _, c := range pz.Cells(g.Placed()[0]) {
		layers[c.Z] = true
	}
	if len(layers) < 2 {
		t.Fatalf("the piece placed lies on one layer: %s", want)
	}
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#p=soma")
			p.openPlay()
			for _, gone := range []string{"#play-board", "#play-held-view", "#play-view", ".play-strip", ".play-moves"} {
				if p.visible(gone) {
					t.Errorf("a solid's Play shows %s beside its scene", gone)
				}
			}
			p.takeByKey("#play-tray-" + it.Name)
			p.keys("x")
			p.waitText("#play-layer", "Layer 2 of 3")
			faces := func() int {
				var n int
				p.eval(`document.querySelectorAll("#play-scene-svg .scene-placed path").length`, &n)
				return n
			}
			before := faces()
			p.keys(kb.Enter)
			p.waitPlaced(want)
			if after := faces(); after <= before {
				t.Errorf("the scene draws %d faces of placed pieces after the piece was placed, %d before", after, before)
			}

			// The layer row: one row right under the scene's moves,
			// each button a finger's size on the phone, and on the
			// desktop as tall as the moves' own.
			m, down, label, up := p.where("#play-scene-moves"), p.where("#play-layer-down"), p.where("#play-layer"), p.where("#play-layer-up")
			if !down.Found || down.Top < m.Bottom || down.Top > m.Bottom+16 {
				t.Errorf("Layer down (top %.0f) is not right under the scene's moves (bottom %.0f)", down.Top, m.Bottom)
			}
			if label.Left < down.Right || up.Left < label.Right || up.Top != down.Top {
				t.Errorf("the layer row is not one row: down %+v, label %+v, up %+v", down, label, up)
			}
			move := p.where("#play-scene-moves button")
			for _, b := range []box{down, up} {
				w, h := b.Right-b.Left, b.Bottom-b.Top
				if sz.name == "phone" && (w < 44 || h < 44) || sz.name == "desktop" && h != move.Bottom-move.Top {
					t.Errorf("%s: a layer button is %.0f×%.0f px, a move's %.0f px tall", sz.name, w, h, move.Bottom-move.Top)
				}
			}
			p.press("#play-layer-up")
			p.waitText("#play-status", "Working on layer 3 of 3.")
			p.waitText("#play-layer", "Layer 3 of 3")
			if !p.disabled("#play-layer-up") {
				t.Errorf("Layer up is on at the top layer")
			}
			p.press("#play-layer-down")
			p.waitText("#play-layer", "Layer 2 of 3")
			p.press("#play-layer-down")
			p.waitText("#play-status", "Working on layer 1 of 3.")
			if !p.disabled("#play-layer-down") {
				t.Errorf("Layer down is on at the bottom layer")
			}
			// The button gave the scene the keys back: Page Up steps up.
			p.keys(kb.PageUp)
			p.waitText("#play-layer", "Layer 2 of 3")
			if got := p.attr("#play-scene", "data-layer"); got != "1" {
				t.Errorf("the scene works on layer index %s, want 1", got)
			}
			p.eval(`window.scrollTo(0, 0)`, nil)
			p.screenshot(sz.name+"-play-3d", sz.width)
			p.checkA11y(sz.name + " play 3-D")
			if p.visible("#play-flip") {
				t.Errorf("a 3-D puzzle's pieces have a Flip button")
			}

			// Another puzzle picked while playing: Play follows it. A
			// one-sided puzzle's pieces cannot be turned over: no Flip,
			// and F says why.
			p.setValue("#puzzle-select", "pentominoes-onesided-18x5", "change")
			p.waitText("#play-title", "One-sided")
			if p.visible("#play-flip") || !p.visible("#play-turn") {
				t.Errorf("a one-sided puzzle: Flip shown %v, Turn shown %v; want only Turn", p.visible("#play-flip"), p.visible("#play-turn"))
			}
			p.takeByKey("#play-tray button:not([disabled])")
			p.keys("f")
			p.waitText("#play-status", "one-sided")
		})
	}
}
