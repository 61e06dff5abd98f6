package main

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/solver"
	"polyplay/ui/link"
	"polyplay/ui/play"
)

// placeWords matches a place on a solid of balls as every view names it
// (package place): "layer 1, row 5, column 1".
var placeWords = regexp.MustCompile(`layer \d+, row \d+, column \d+`)

// TestBrowserCoachPlaceNames: one naming of a place across Play's
// scene, its status and its coach (issue 65). On the Kanoodle pyramid,
// at both sizes, a first piece placed so that it leaves a dead end: the
// status names its place as the model does, and the coach's line names
// the dead end's place as the model does. A second piece held over that
// place: the scene's ghost line names it in the same words as the coach.
// Then, the board emptied, the coach's Hint places a piece: the status
// names the place where the address says it went. No line calls a ball
// a cell or names a layer by z, and Play shows one Hint and one Undo.
func TestBrowserCoachPlaceNames(t *testing.T) {
	t.Parallel()
	chromium(t)
	pz := libraryPlay(t, "kanoodle-pyramid")
	// The model: the first two pieces of the tray, each moved by the
	// scene's keys (not turned) and placed, that leave a dead end whose
	// place is named, and the keys that then hold the next piece with
	// its first cell there.
	var moves [][]string
	var third []string
	var dropped, dead, over string
	// positions lists the keys that move the next piece, after moves,
	// to each place where it fits.
	positions := func(moves [][]string) [][]string {
		var out [][]string
		for z := range pz.Z {
			for y := range pz.Y {
				for x := range pz.X {
					try := replay(pz, append(moves, nil))
					k := moveKeys(try, solver.Point{X: x, Y: y, Z: z})
					if _, _, fits := try.HeldFits(); fits {
						out = append(out, k)
					}
				}
			}
		}
		return out
	}
search:
	for _, a := range positions(nil) {
		for _, b := range positions([][]string{a}) {
			g := replay(pz, [][]string{a, b})
			n := g.Drop()
			if n.Refused {
				continue
			}
			d := g.DeadEnd()
			if d == nil || !placeWords.MatchString(d.Text) {
				continue
			}
			at := placeWords.FindString(d.Text)
			if k := heldOver(pz, [][]string{a, b}, at); k != nil {
				moves, third, dropped, dead, over = [][]string{a, b}, k, n.Text, d.Text, at
				break search
			}
		}
	}
	if third == nil {
		t.Fatal("no two moves leave a dead end whose place a third piece can be held over")
	}
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			t.Parallel()
			p := openPage(t, sz.width, sz.height, "#p=kanoodle-pyramid")
			p.openPlay()
			p.within(10*time.Second, "the scene", chromedp.WaitVisible(`#play-scene-svg`, byQuery))
			p.scrollTo("#play-scene")
			// One Hint and one Undo in Play, the scene's.
			var controls map[string]int
			p.eval(`(() => { const n = {}; for (const b of document.querySelectorAll("#play button")) {
				const w = b.textContent.trim().split(" ")[0]; if (b.checkVisibility()) n[w] = (n[w] || 0) + 1 } return n })()`, &controls)
			if controls["Hint"] != 1 || controls["Undo"] != 1 {
				t.Errorf("Play shows %d Hint and %d Undo buttons, want one of each", controls["Hint"], controls["Undo"])
			}
			p.eval(`(document.getElementById("play-scene").focus(), true)`, nil)
			for _, m := range moves {
				p.keys("n")
				p.keys(m...)
				p.keys(kb.Enter)
			}
			p.waitTextIs("#play-status", dropped)
			p.waitTextIs("#play-coach", "Dead end: "+dead)
			p.keys("n")
			p.keys(third...)
			p.waitText("#play-scene-ghost", " held over "+over+":")
			ghost, coach := p.text("#play-scene-ghost"), p.text("#play-coach")
			if g, c := placeWords.FindString(ghost), placeWords.FindString(coach); g != over || c != over {
				t.Errorf("the scene's ghost %q names %q, the coach %q names %q, want both %q", ghost, g, coach, c, over)
			}
			p.viewShot(sz.name + "-coach-places-dead-end")
			texts := []string{p.text("#play-status"), ghost, coach}

			// The board emptied, the coach's Hint.
			p.keys(kb.Escape)
			p.press("#play-undo")
			p.press("#play-undo")
			p.within(10*time.Second, "the board emptied", poll(`!document.querySelector("#play-scene").dataset.placed`, nil))
			p.eval(`(document.getElementById("play-scene").focus(), true)`, nil)
			p.keys("h")
			p.waitTextAs("#play-status", "Hint: … placed at …", `t.startsWith("Hint: ") && t.includes(" placed at ")`, "want")
			status := p.text("#play-status")
			var hash string
			p.eval(`location.hash`, &hash)
			s, err := link.Parse(strings.TrimPrefix(hash, "#"))
			if err != nil {
				t.Fatalf("the address %q: %v", hash, err)
			}
			placed, err := play.DecodePosition(pz, s.Play)
			if err != nil || len(placed) != 1 {
				t.Fatalf("the address %q holds %v (%v), want the hint's one piece", hash, placed, err)
			}
			want := "Hint: " + pz.Pieces[placed[0].Piece].Name + " placed at " + pz.PlaceName(pz.Cells(placed[0])) + "."
			if !strings.HasPrefix(status, want) {
				t.Errorf("the hint's status %q, want %q", status, want)
			}
			p.viewShot(sz.name + "-coach-places-hint")
			for _, s := range append(texts, status, p.text("#play-coach")) {
				for _, bad := range []string{"cell", "z =", "box", "stationary", "*"} {
					if says(s, bad) {
						t.Errorf("%q says %q", s, bad)
					}
				}
			}
		})
	}
}

// heldOver returns the scene's keys that, after moves are played (each
// a piece taken with N, moved by its keys and placed), take the next
// piece of the tray and hold it (not turned) with its first cell in
// reading order at the place named at; nil if none does.
func heldOver(pz *play.Puzzle, moves [][]string, at string) []string {
	for z := range pz.Z {
		for y := range pz.Y {
			for x := range pz.X {
				g := replay(pz, append(moves, nil))
				k := moveKeys(g, solver.Point{X: x, Y: y, Z: z})
				if pz.PlaceName(g.HeldCells()) == at {
					return k
				}
			}
		}
	}
	return nil
}

// replay plays moves on a new game of pz: for each, N takes the next
// piece of the tray and its keys move it; every move but the last is
// placed (the last piece stays in hand).
func replay(pz *play.Puzzle, moves [][]string) *play.Game {
	g := play.NewGame(pz)
	for i, m := range moves {
		nextPiece(g)
		replayKeys(g, m)
		if i < len(moves)-1 {
			g.Drop()
		}
	}
	return g
}

// replayKeys plays the scene's move keys on the piece in hand of g.
func replayKeys(g *play.Game, keys []string) {
	for _, k := range keys {
		switch k {
		case kb.ArrowRight:
			g.Move(1, 0, 0)
		case kb.ArrowLeft:
			g.Move(-1, 0, 0)
		case kb.ArrowUp:
			g.Move(0, 1, 0)
		case kb.ArrowDown:
			g.Move(0, -1, 0)
		case kb.PageUp:
			g.Move(0, 0, 1)
		case kb.PageDown:
			g.Move(0, 0, -1)
		}
	}
}
