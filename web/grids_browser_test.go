package main

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/def"
	"polyplay/internal/longtest"
	"polyplay/solver"
	"polyplay/solver/coach"
	"polyplay/solver/grid"
	"polyplay/ui"
	"polyplay/ui/link"
	"polyplay/ui/play"
)

// The page on triangles and hexagons (issue 47): the library's hexiamond
// puzzle solved with its counts, at a desktop's and a phone's size.

// gridSizes are the window sizes the grid tests run at.
var gridSizes = []struct {
	name          string
	width, height int
}{{"desktop", 1280, 800}, {"phone", 390, 844}}

// TestBrowserGridsSolve solves the hexiamonds in the 6x6 rhombus in the
// page: 156 solutions with the redundancy filter, 624 without, the
// board and the thumbnails drawn in triangles. The first run's are
// README's screenshots of the triangle grid (make screenshots).
func TestBrowserGridsSolve(t *testing.T) {
	docShots(t)
	t.Parallel()
	for _, sz := range gridSizes {
		p := openPage(t, sz.width, sz.height, "#p=hexiamonds-6x6")
		p.solveCounts(sz.name, []redundancyCount{{true, 156}, {false, 624}}, func(c redundancyCount) {
			shot := fmt.Sprintf("grids-%s-solved-%d", sz.name, c.want)
			if c.r {
				shot = sz.name + "-hexiamonds-solved"
			}
			p.screenshot(shot, sz.width)
		})
	}
}

// TestPageGridCounts, a long test (make test-long), solves the library's
// other puzzles on triangles, hexagons and balls in the page at both sizes,
// with and without the redundancy filter, against the counts the
// command line and internal/plaincount give (def's TestLibraryCounts,
// plaincount's TestCountGrids). The one-sided hexiamonds in O'Beirne's
// hexagon (124,519, minutes of search) are left to the command line.
func TestPageGridCounts(t *testing.T) {
	longtest.Skip(t)
	chromium(t)
	for _, c := range []struct {
		key    string
		counts []redundancyCount
	}{
		{"hexiamonds-4x9", []redundancyCount{{true, 74}, {false, 148}}},
		{"tetrahexes-4x7", []redundancyCount{{true, 9}, {false, 18}}},
		{"pentahexes-3x40-notched", []redundancyCount{{true, 80}, {false, 160}}},
		{"tetraspheres-tetrahedron", []redundancyCount{{true, 20}, {false, 240}}},
		{"tetraspheres-tower", []redundancyCount{{true, 16}, {false, 32}}},
	} {
		for _, sz := range gridSizes {
			t.Run(c.key+"/"+sz.name, func(t *testing.T) {
				p := openPage(t, sz.width, sz.height, "#p="+c.key)
				p.solveCounts(sz.name, c.counts, nil)
			})
		}
	}
}

// redundancyCount is a puzzle's count with the redundancy filter (-r)
// on or off.
type redundancyCount struct {
	r    bool
	want int64
}

// solveCounts solves the page's puzzle with -r set as each case says
// and checks the count; then calls shot, if not nil. size names the
// window in errors.
func (p *page) solveCounts(size string, cases []redundancyCount, shot func(redundancyCount)) {
	t := p.t
	t.Helper()
	p.within(20*time.Second, "the puzzle is shown", chromedp.WaitVisible(`#definition-error.ok`, byQuery))
	for _, c := range cases {
		var on bool
		p.eval(`(e => { if (e.checked !== `+fmt.Sprint(c.r)+`) e.click(); return e.checked })(document.getElementById("opt-r"))`, &on)
		if on != c.r {
			t.Fatalf("%s: -r is %v, want %v", size, on, c.r)
		}
		p.solveAndWait(3 * time.Minute)
		if st := p.attr("#run-status", "data-status"); st != "done" {
			t.Fatalf("%s, -r %v: run status %q (%s)", size, c.r, st, p.text("#run-status"))
		}
		if n := p.count("stat-solutions"); n != c.want {
			t.Errorf("%s, -r %v: %d solutions, want %d", size, c.r, n, c.want)
		}
		if shot != nil {
			shot(c)
		}
	}
}

// gridCases are the library puzzles of the grids other than squares
// and cubes that the share and embed tests open: the word of the grid in
// their definition, the title the embed shows, and the width its
// animation takes at least in the default embed's frame.
var gridCases = []struct {
	key, grid, title string
	minWidth         float64
}{
	{"hexiamonds-6x6", "grid=triangle", "Hexiamonds 6×6 rhombus", 300},
	{"kanoodle-pyramid", "grid=sphere", "Kanoodle pyramid", 200},
}

// TestBrowserGridsShare opens a hexiamond solution's and a Kanoodle
// pyramid solution's share links as a first visit on a fresh origin (no
// storage: another person's browser): by the library's key and as a
// pasted definition, the same puzzle on the same grid and the same
// solution assembled; the page's own Share link carries it again.
func TestBrowserGridsShare(t *testing.T) {
	t.Parallel()
	for _, c := range gridCases {
		t.Run(c.key, func(t *testing.T) {
			t.Parallel()
			prob, sol, cells := solutionCells(t, c.key)
			want := assembledKey(t, prob, sol)
			for _, sz := range gridSizes {
				for _, share := range []link.Share{
					{Key: c.key, Args: []string{"-r"}, Solution: 1, Cells: cells},
					{Source: def.Format(prob), Solution: 1, Cells: cells},
				} {
					p := openPage(t, sz.width, sz.height, "#"+share.Fragment())
					p.within(30*time.Second, "the shared solution is shown",
						chromedp.WaitVisible(`#player[data-steps="12"]`, byQuery))
					var text string
					p.eval(`document.getElementById("definition").value`, &text)
					if !strings.Contains(text, c.grid) {
						t.Errorf("%s: the editor holds %.200q, not the puzzle with %s", sz.name, text, c.grid)
					}
					p.toEnd()
					if got := p.attr("#player", "data-board"); got != want {
						t.Errorf("%s: assembled board %s, want the shared solution's %s", sz.name, got, want)
					}
					if share.Key == "" {
						continue
					}
					p.screenshot(c.key+"-"+sz.name+"-share", sz.width)
					p.run("share", chromedp.Click(`#share-link`, byQuery))
					p.within(10*time.Second, "the link is shown", chromedp.WaitVisible(`#share-url`, byQuery))
					link := p.value("#share-url")
					i := strings.IndexByte(link, '#')
					back, err := ui.ParseShare(link[i+1:])
					if i < 0 || err != nil || back.Key != share.Key || fmt.Sprint(back.Cells) != fmt.Sprint(cells) {
						t.Errorf("%s: the page's share link %q reads as %+v, %v", sz.name, link, back, err)
					}
				}
			}
		})
	}
}

// TestBrowserGridsEmbed plays a hexiamond solution and a Kanoodle pyramid
// solution in the embed page at the default embed's size, 480x360: drawn
// in triangles or balls, without scrolling, to the assembled solution.
func TestBrowserGridsEmbed(t *testing.T) {
	t.Parallel()
	for _, c := range gridCases {
		t.Run(c.key, func(t *testing.T) {
			t.Parallel()
			_, _, cells := solutionCells(t, c.key)
			p := newTab(t, link.DefaultEmbedWidth, link.DefaultEmbedHeight)
			p.open("embed.html#" + link.Share{Key: c.key, Cells: cells, Speed: 8}.Fragment())
			p.within(30*time.Second, "the embed plays",
				chromedp.WaitVisible(`#embed-page[data-state="ready"][data-playing="true"]`, byQuery))
			p.within(30*time.Second, "the solution is assembled", poll(
				`(e => e.dataset.step === "12" && e.dataset.steps === "12")(document.getElementById("embed-page"))`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
			var fit struct{ W, H, SW, SH, Bottom float64 }
			p.eval(`(() => { const s = document.querySelector("#embed-stage svg, #embed-stage canvas").getBoundingClientRect();
		return {W: s.width, H: s.height, SW: document.documentElement.scrollWidth, SH: document.documentElement.scrollHeight, Bottom: s.bottom} })()`, &fit)
			if fit.SW > float64(link.DefaultEmbedWidth) || fit.SH > float64(link.DefaultEmbedHeight) || fit.Bottom > float64(link.DefaultEmbedHeight) || fit.W < c.minWidth {
				t.Errorf("in a %dx%d frame: the animation is %gx%g (bottom at %g), the page %gx%g", link.DefaultEmbedWidth, link.DefaultEmbedHeight, fit.W, fit.H, fit.Bottom, fit.SW, fit.SH)
			}
			if got := p.text("#embed-title"); got != c.title {
				t.Errorf("embed title %q, want %q", got, c.title)
			}
			p.screenshot(c.key+"-embed", link.DefaultEmbedWidth)
		})
	}
}

// TestPageGridsDesigner, a long test (make test-long), draws a hexiamond puzzle in the designer at
// both sizes: the triangle grid chosen, a box of 6x2 triangles, a cell
// removed and painted back with the mouse, the hexiamonds picked and all
// but C and J removed; the page's count is the command line's on the
// text it wrote; then the puzzle is played by hand with the keyboard
// (turns of 60°, flips, moves) to the end, and drawn by mouse on Play's
// board: a piece dragged onto its cells.
func TestPageGridsDesigner(t *testing.T) {
	longtest.Skip(t)
	t.Parallel()
	for _, sz := range gridSizes {
		p := newPage(t, sz.width, sz.height)
		p.click("#designer-new")
		p.within(10*time.Second, "the designer opens", chromedp.WaitVisible(`#designer-grid`, byQuery))
		p.setValue("#designer-grid-kind", "triangle", "change")
		p.within(10*time.Second, "the triangle grid", chromedp.WaitVisible(`#designer-grid[data-grid="triangle"]`, byQuery))
		p.setValue("#designer-x", "6", "change")
		p.setValue("#designer-y", "2", "change")
		p.designerCells("Region: 12 triangles. Pieces: 0 triangles.")
		p.tool("remove")
		p.drag(2, 1, 2, 1)
		p.designerCells("Region: 11 triangles. Pieces: 0 triangles.")
		p.tool("add")
		p.drag(2, 1, 2, 1)
		p.designerCells("Region: 12 triangles. Pieces: 0 triangles.")
		p.setValue("#designer-set", "hexiamonds", "change")
		p.click("#designer-add-set")
		p.designerCells("Region: 12 triangles. Pieces: 72 triangles.")
		for i, n := range []string{"A", "B", "D", "E", "F", "G", "H", "I", "K", "L"} {
			var ok bool
			p.eval(fmt.Sprintf(`(b => !!b && (b.click(), true))(document.querySelector('button[aria-label="Remove a copy of %s"]'))`, n), &ok)
			if !ok {
				p.screenshot("grids-fail", sz.width)
				t.Fatalf("%s: no button to remove %s", sz.name, n)
			}
			p.designerCells(fmt.Sprintf("Region: 12 triangles. Pieces: %d triangles.", 66-6*i))
		}
		p.sectionShot("#designer-section", "grids-"+sz.name+"-designer")
		text := p.value("#definition")
		if !strings.Contains(text, "grid=triangle") {
			t.Fatalf("%s: the designer wrote\n%s", sz.name, text)
		}
		want := cliCount(t, p.value("#command-line"), text)
		p.solveAndWait(3 * time.Minute)
		if n := p.count("stat-solutions"); n != want || n < 1 {
			t.Errorf("%s: the page found %d solutions, the command line %d", sz.name, n, want)
		}
		// Play it by hand.
		pz := definitionPlay(t, text)
		p.openPlay()
		if got := p.attr("#play-board-svg", "data-grid"); got != "triangle" {
			t.Errorf("%s: Play's board is drawn on %q", sz.name, got)
		}
		p.screenshot("grids-"+sz.name+"-play", sz.width)
		p.solvePlaneByKeys(pz)
		p.waitText("#play-status", "Solved")
		p.screenshot("grids-"+sz.name+"-played", sz.width)
	}
}

// solvePlaneByKeys solves the puzzle in Play from an empty board by
// keyboard alone, as solveByKeys does on squares: for each piece its
// tray button and Enter, then the turns of 60°, flips and moves that
// bring it onto a completion's cells (found by playing the same keys on
// the play model in Go), then Enter.
func (p *page) solvePlaneByKeys(pz *play.Puzzle) {
	p.t.Helper()
	g := play.NewGame(pz)
	a, err := coach.Ask(context.Background(), pz.Problem, nil, coach.Options{})
	if err != nil || len(a.Completion) == 0 {
		p.t.Fatalf("no solution: %v", err)
	}
	k := pz.Grid()
	same := func(a, b []solver.Point) bool {
		a, b = slices.Clone(a), slices.Clone(b)
		k.Normalize(a)
		k.Normalize(b)
		return slices.Equal(a, b)
	}
	for _, target := range a.Completion {
		i, _ := pz.PieceByName(target.Piece)
		g.Pick(i)
		var keys []string
		found := false
		for flip := 0; flip < 2 && !found; flip++ {
			for turn := 0; turn < pz.Turns(); turn++ {
				if same(g.HeldCells(), target.Cells) {
					found = true
					break
				}
				g.Turn(play.AxisZ, -1)
				keys = append(keys, "r")
			}
			if !found {
				g.Flip()
				keys = append(keys, "f")
			}
		}
		if !found {
			p.t.Fatalf("no orientation of %s covers %v", target.Piece, target.Cells)
		}
		// Move: the translation from the held cells to the target's.
		h, tg := slices.Clone(g.HeldCells()), slices.Clone(target.Cells)
		dh, dt := k.Normalize(h), k.Normalize(tg)
		tx, ty := dh.X-dt.X, dh.Y-dt.Y
		dx, dy := tx, ty
		if k == grid.Triangle {
			dx = (tx - ty) / 2 // a step sideways is two columns, a step up one row and one column
		}
		for dx != 0 || dy != 0 {
			moved := false
			if sx := sign(dx); sx != 0 && !g.Move(sx, 0, 0).Refused {
				dx -= sx
				keys = append(keys, map[int]string{1: kb.ArrowRight, -1: kb.ArrowLeft}[sx])
				moved = true
			} else if sy := sign(dy); sy != 0 && !g.Move(0, sy, 0).Refused {
				dy -= sy
				keys = append(keys, map[int]string{1: kb.ArrowUp, -1: kb.ArrowDown}[sy])
				moved = true
			}
			if !moved {
				p.t.Fatalf("the moves of %s to %v are refused", target.Piece, target.Cells)
			}
		}
		if !same(g.HeldCells(), target.Cells) || fmt.Sprint(sortedCells(g.HeldCells())) != fmt.Sprint(sortedCells(target.Cells)) {
			p.t.Fatalf("%s in hand covers %v, not %v", target.Piece, g.HeldCells(), target.Cells)
		}
		p.eval(fmt.Sprintf(`(document.getElementById("play-tray-%s").focus(), true)`, pz.Pieces[i].Name), nil)
		p.keys(kb.Enter)
		p.keys(keys...)
		p.keys(kb.Enter)
		g.Drop()
		p.waitPlaced(cellsList(pz, g))
	}
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

func sortedCells(cs []solver.Point) []solver.Point {
	out := slices.Clone(cs)
	slices.SortFunc(out, grid.Compare)
	return out
}
