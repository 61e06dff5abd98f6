package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"polyplay/def"
	"polyplay/internal/longtest"
	"polyplay/ui"
	"polyplay/ui/design"
)

// cliCount runs the polyplay command line, built from ./cmd/polyplay, on
// a definition text with the options of the command the page shows under
// its options (#command-line: "polyplay ARGS FILE"), plus -q, and returns
// the number of solutions it prints.
func cliCount(t *testing.T, cmdline, text string) int64 {
	t.Helper()
	f := strings.Fields(cmdline)
	if len(f) < 2 || f[0] != "polyplay" || strings.ContainsAny(cmdline, `'"\`) {
		t.Fatalf("the page's command line %q", cmdline)
	}
	dir := t.TempDir()
	root, err := moduleRoot(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "polyplay")
	build := exec.Command("go", "build", "-o", bin, "./cmd/polyplay")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the command line: %v\n%s", err, out)
	}
	file := filepath.Join(dir, f[len(f)-1])
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append(append([]string{"-q"}, f[1:len(f)-1]...), file)
	out, err := exec.Command(bin, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("polyplay %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	m := regexp.MustCompile(`(?m)^# Solutions: (\d+)$`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("polyplay %s printed no count:\n%s", strings.Join(args, " "), out)
	}
	n, _ := strconv.ParseInt(string(m[1]), 10, 64)
	t.Logf("polyplay %s: %d solutions", strings.Join(args[:len(args)-1], " "), n)
	return n
}

// designerCells waits for the check's line of cells to read want.
func (p *page) designerCells(want string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 10*time.Second)
	defer cancel()
	err := chromedp.Run(ctx, poll(
		fmt.Sprintf(`(el => el && el.textContent === %q)(document.getElementById("designer-cells"))`, want),
		nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	if err != nil {
		p.mu.Lock()
		for _, l := range p.log {
			p.t.Log(l)
		}
		p.mu.Unlock()
		p.t.Fatalf("the check reads %q, want %q; editor:\n%s", p.text("#designer-cells"), want, p.value("#definition"))
	}
}

// cellCentre returns the page position of the centre of a grid cell.
func (p *page) cellCentre(x, y int) (float64, float64) {
	p.t.Helper()
	var r struct{ X, Y float64 }
	p.eval(fmt.Sprintf(`(r => ({X: r.left + r.width/2, Y: r.top + r.height/2}))(document.getElementById("dc-%d-%d").getBoundingClientRect())`, x, y), &r)
	return r.X, r.Y
}

// dragEnds scrolls the grid into view and returns the page positions of
// the centres of two cells, once the layout has settled and they are
// under those positions.
func (p *page) dragEnds(x0, y0, x1, y1 int) (ax, ay, bx, by float64) {
	p.t.Helper()
	for try := 0; ; try++ {
		var ok bool
		p.eval(`(document.getElementById("designer-grid").scrollIntoView({block: "center", behavior: "instant"}), true)`, &ok)
		p.frames(2) // the layout after the scroll
		ax, ay = p.cellCentre(x0, y0)
		bx, by = p.cellCentre(x1, y1)
		var at string
		p.eval(fmt.Sprintf(`[document.elementFromPoint(%f, %f), document.elementFromPoint(%f, %f)].map(e => e ? e.id : "").join(" ")`, ax, ay, bx, by), &at)
		if at == fmt.Sprintf("dc-%d-%d dc-%d-%d", x0, y0, x1, y1) {
			return ax, ay, bx, by
		}
		if try == 20 {
			p.t.Fatalf("the cells to drag are not under the pointer: %s", at)
		}
	}
}

// drag presses the mouse on one cell, moves over the cells between and
// releases it on another.
func (p *page) drag(x0, y0, x1, y1 int) {
	p.t.Helper()
	ax, ay, bx, by := p.dragEnds(x0, y0, x1, y1)
	held := func(p *input.DispatchMouseEventParams) *input.DispatchMouseEventParams {
		return p.WithButton(input.Left).WithButtons(1)
	}
	p.run(fmt.Sprintf("drag from %d,%d to %d,%d", x0, y0, x1, y1),
		chromedp.MouseEvent(input.MouseMoved, ax, ay),
		chromedp.MouseEvent(input.MousePressed, ax, ay, held),
		chromedp.MouseEvent(input.MouseMoved, (ax+bx)/2, (ay+by)/2, held),
		chromedp.MouseEvent(input.MouseMoved, bx, by, held),
		chromedp.MouseEvent(input.MouseReleased, bx, by, chromedp.ButtonLeft))
}

// touchDrag puts a finger on one cell, slides it over the cells between
// (in steps of about a quarter of a cell, as a finger's moves come) and
// lifts it on another; it fails the test if the slide scrolled the page.
func (p *page) touchDrag(x0, y0, x1, y1 int) {
	p.t.Helper()
	ax, ay, bx, by := p.dragEnds(x0, y0, x1, y1)
	p.fingerDrag(ax, ay, bx, by)
}

// click clicks the element matching sel.
func (p *page) click(sel string) {
	p.t.Helper()
	p.within(10*time.Second, "click "+sel, chromedp.Click(sel, byQuery))
}

// tool picks a painting tool, making sure the click took.
func (p *page) tool(id string) {
	p.t.Helper()
	sel := "#designer-tool-" + id
	for try := 0; ; try++ {
		p.click(sel)
		if p.until(2*time.Second, fmt.Sprintf(`document.querySelector(%q).checked`, sel)) {
			p.frames(2) // the page has taken the click (it renders at its next frame)
			return
		}
		if try == 10 {
			p.t.Fatalf("the tool %s cannot be picked", id)
		}
	}
}

// sectionShot saves a screenshot of one element, as screenshot does the
// page's (the README's picture of the designer comes from here).
func (p *page) sectionShot(sel, name string) {
	p.t.Helper()
	dir := os.Getenv("POLYPLAY_SCREENSHOTS")
	if dir == "" {
		dir = p.t.TempDir()
	}
	var buf []byte
	p.run("screenshot "+sel, chromedp.Screenshot(sel, &buf, byQuery))
	if len(buf) < 8 || string(buf[1:4]) != "PNG" {
		p.t.Fatalf("screenshot %s is not a PNG", name)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf, 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// estimate waits for the designer's estimate, which must be the exact
// count or an estimate.
func (p *page) estimate(exact string) string {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 60*time.Second)
	defer cancel()
	err := chromedp.Run(ctx, poll(`(el => el && /^(Exactly|About|No estimate)/.test(el.textContent))(document.getElementById("designer-estimate"))`,
		nil, chromedp.WithPollingInterval(100*time.Millisecond)))
	if err != nil {
		p.t.Fatalf("no estimate: %v; the check reads %q", err, p.text("#designer-check"))
	}
	got := p.text("#designer-estimate")
	if !strings.HasPrefix(got, exact) && !strings.HasPrefix(got, "About ") {
		p.t.Errorf("estimate %q, want %q or an estimate", got, exact)
	}
	return got
}

// editorIs waits for the editor to hold want.
func (p *page) editorIs(want string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 10*time.Second)
	defer cancel()
	var got string
	err := chromedp.Run(ctx, poll(fmt.Sprintf(`document.getElementById("definition").value === %q`, want), nil,
		chromedp.WithPollingInterval(50*time.Millisecond)))
	if err != nil {
		got = p.value("#definition")
		p.t.Fatalf("the editor holds\n%s\nwant\n%s", got, want)
	}
}

// solveDrawn solves the editor's puzzle in the page and checks the count
// against the command line's on the same text with the options the page
// shows.
func (p *page) solveDrawn(text string, want int64) {
	p.t.Helper()
	cmd := p.value("#command-line")
	if n := cliCount(p.t.(*testing.T), cmd, text); n != want {
		p.t.Errorf("%s: %d solutions, want %d", cmd, n, want)
	}
	p.solveAndWait(3 * time.Minute)
	if st := p.attr("#run-status", "data-status"); st != "done" {
		p.t.Fatalf("run status = %q (%s), want done", st, p.text("#run-status"))
	}
	if n := p.count("stat-solutions"); n != want {
		p.t.Errorf("the page found %d solutions, the command line %d", n, want)
	}
}

// TestBrowserDesigner2D draws a 6x5 region, picks the pentominoes from the
// catalogue and keeps six, checks the definition written, edits the text
// and undoes the edit, then solves the puzzle in the page and compares the
// count with the solver's on the same text.
func TestBrowserDesigner2D(t *testing.T) {
	t.Parallel()
	p := newPage(t, 1280, 800)
	// The designer opens above the board, its button is in the panel:
	// opened from further down the page, it comes into view, with the
	// focus on its grid.
	p.run("scroll down", chromedp.Evaluate(`window.scrollTo(0, document.body.scrollHeight)`, nil))
	p.click("#designer-new")
	p.within(10*time.Second, "the designer opens", chromedp.WaitVisible(`#designer-grid`, byQuery))
	p.designerCells("Region: 25 squares. Pieces: 0 squares.")
	p.within(10*time.Second, "the designer in view", poll(`(() => {
		const top = document.getElementById("designer-section").getBoundingClientRect().top;
		const below = Math.max(0, document.querySelector(".pp-header").getBoundingClientRect().bottom);
		return top >= below - 1 && top < below + 80 && document.activeElement.id === "designer-grid";
	})()`, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	p.setValue("#designer-x", "6", "change")
	p.designerCells("Region: 30 squares. Pieces: 0 squares.")

	// Paint: clear a rectangle by dragging, remove and add cells by
	// keyboard, fill the rectangle back.
	p.tool("rect-clear")
	p.drag(1, 1, 3, 2)
	p.designerCells("Region: 24 squares. Pieces: 0 squares.")
	// The cursor follows the mouse: it is on 3,2, the drag's end.
	p.tool("add")
	var before, after float64
	p.run("keyboard paint", chromedp.Focus(`#designer-grid`, byQuery),
		chromedp.Evaluate(`window.scrollY`, &before),
		chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent(kb.ArrowLeft), chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent(" "))
	p.designerCells("Region: 25 squares. Pieces: 0 squares.")
	// The keys paint; they do not also scroll the page.
	if p.eval(`window.scrollY`, &after); after != before {
		t.Errorf("the keys scrolled the page from %v to %v", before, after)
	}
	if got := p.attr("#designer-grid", "aria-activedescendant"); got != "dc-2-2" {
		t.Errorf("the cursor is on %s, want dc-2-2", got)
	}
	p.tool("rect-add")
	p.drag(0, 0, 5, 4)
	p.designerCells("Region: 30 squares. Pieces: 0 squares.")

	// Pieces: the twelve pentominoes from the catalogue, then six removed.
	p.setValue("#designer-set", "polyominoes-5", "change")
	p.click("#designer-add-set")
	p.designerCells("Region: 30 squares. Pieces: 60 squares.")
	for _, n := range []string{"W", "T", "F", "Z", "U", "X"} {
		sel := fmt.Sprintf(`button[aria-label="Remove a copy of %s"]`, n)
		p.click(sel)
		p.within(10*time.Second, n+" removed", chromedp.WaitNotPresent(sel, byQuery))
	}
	p.designerCells("Region: 30 squares. Pieces: 30 squares.")
	t.Logf("estimate: %s", p.estimate("Exactly 14 solutions"))

	// The definition is the model's.
	d, _ := design.New(6, 5, 1)
	set, _ := design.FindSet("polyominoes-5")
	if err := d.AddSet(set); err != nil {
		t.Fatal(err)
	}
	d.Pieces = d.Pieces[:6]
	want := d.Text()
	if !strings.Contains(want, "D:xDim=6:yDim=5:zDim=1\nL\n") || strings.Contains(want, "stationary") {
		t.Fatalf("the model's text:\n%s", want)
	}
	p.editorIs(want)
	p.within(10*time.Second, "the definition is valid", chromedp.WaitVisible(`#definition-error.ok`, byQuery))
	if got := p.text("#definition-error"); !strings.Contains(got, "6×5 board, 6 pieces of 30 squares") {
		t.Errorf("summary %q", got)
	}

	// Editing the text redraws the drawing; undo undoes the edit.
	p.setValue("#definition", strings.Replace(want, "zDim=1", "zDim=1:oneSide", 1), "input")
	p.within(10*time.Second, "one-sided drawn", poll(`document.getElementById("designer-onesided").checked`, nil))
	p.click("#designer-undo")
	p.editorIs(want)
	var checked bool
	p.eval(`document.getElementById("designer-onesided").checked`, &checked)
	if checked {
		t.Errorf("undo left the drawing one-sided")
	}
	p.click("#designer-redo")
	p.editorIs(strings.Replace(want, "zDim=1", "zDim=1:oneSide", 1))
	p.click("#designer-undo")
	p.editorIs(want)

	p.run("scroll up", chromedp.ScrollIntoView(`#designer-section`, byQuery))
	p.screenshot("designer-2d", 1280)
	p.sectionShot("#designer-section", "designer-section")
	p.checkLabels()
	p.solveDrawn(want, 14)

	// The drawn puzzle is kept in the browser and shared by link like any
	// other definition.
	var saved string
	p.eval(`localStorage.getItem("polyplay.definition") || ""`, &saved)
	if !strings.Contains(saved, "D:xDim=6:yDim=5:zDim=1") {
		t.Errorf("local storage holds %q", saved)
	}
	p.click("#share-link")
	p.within(10*time.Second, "the link is shown", chromedp.WaitVisible(`#share-url`, byQuery))
	link := p.value("#share-url")
	i := strings.IndexByte(link, '#')
	if i < 0 {
		t.Fatalf("share link %q", link)
	}
	if back, err := ui.ParseShare(link[i+1:]); err != nil || back.Source != want {
		t.Errorf("the share link carries %q (%v), want the drawn definition", back.Source, err)
	}

	// A piece drawn on its own grid: a new monomino grown to a domino.
	p.click("#designer-new-piece")
	p.designerCells("Region: 30 squares. Pieces: 31 squares.")
	p.click(`#designer-piece-editor button[aria-label="Piece A, x 1, y 0, z 0"]`)
	p.designerCells("Region: 30 squares. Pieces: 32 squares.")
	if got := p.value("#definition"); !strings.Contains(got, "A A") {
		t.Errorf("the drawn domino A is not in the definition:\n%s", got)
	}
	// Cells added left of the piece, above it and right of it, then taken
	// away, stay where they were clicked in the piece's grid, and so do
	// its other cells: the next click lands where it is aimed
	// (design.Frame). (Places are measured from the grid's corner: what
	// the designer says above it may take another line.)
	cellAt := func(label string) string {
		var at []float64
		p.eval(`((r, g) => [Math.round(r.x + r.width / 2 - g.x), Math.round(r.y + r.height / 2 - g.y)])(document.querySelector('#designer-piece-editor button[aria-label="Piece A, `+label+`, z 0"]').getBoundingClientRect(), document.querySelector("#designer-piece-editor .designer-piece-grid").getBoundingClientRect())`, &at)
		return fmt.Sprintf("%.0f,%.0f", at[0], at[1])
	}
	var drawn []string // the screen places added, in order
	for i, add := range []string{"x -1, y 0", "x 0, y 1", "x 3, y 0"} {
		before, at := p.pieceCellsSeen(), cellAt(add)
		p.click(`#designer-piece-editor button[aria-label="Piece A, ` + add + `, z 0"]`)
		p.designerCells(fmt.Sprintf("Region: 30 squares. Pieces: %d squares.", 33+i))
		want := append(before, at)
		slices.Sort(want)
		if after := p.pieceCellsSeen(); !slices.Equal(after, want) {
			t.Errorf("after adding %s: the piece's cells are seen at %v, want %v (where they were, and the one clicked)", add, after, want)
		}
		drawn = append(drawn, at)
	}
	for i := len(drawn) - 1; i >= 0; i-- {
		before := p.pieceCellsSeen()
		var g []float64
		p.eval(`(g => [g.x, g.y])(document.querySelector("#designer-piece-editor .designer-piece-grid").getBoundingClientRect())`, &g)
		x, y := parseXY(drawn[i])
		p.run("take a cell away", chromedp.MouseClickXY(g[0]+x, g[1]+y))
		p.designerCells(fmt.Sprintf("Region: 30 squares. Pieces: %d squares.", 32+i))
		want := slices.DeleteFunc(before, func(s string) bool { return s == drawn[i] })
		if after := p.pieceCellsSeen(); !slices.Equal(after, want) {
			t.Errorf("after taking away the cell at %s: the piece's cells are seen at %v, want %v", drawn[i], after, want)
		}
	}
	p.run("phone viewport", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(1)))
	p.screenshot("designer-2d-phone", 390)

	// On a phone a finger paints too: a slide along the bottom row
	// removes its first three cells, and undo brings them back in one
	// step.
	p.tool("remove")
	p.touchDrag(0, 0, 2, 0)
	p.designerCells("Region: 27 squares. Pieces: 32 squares.")
	for x := range 3 {
		if cls := p.attr(fmt.Sprintf("#dc-%d-0", x), "class"); !strings.Contains(cls, "hole") {
			t.Errorf("cell %d,0 after the finger's drag: class %q, want a hole", x, cls)
		}
	}
	p.click("#designer-undo")
	p.designerCells("Region: 30 squares. Pieces: 32 squares.")

	// A wide box still fits the phone's screen: a finger's drag paints,
	// so a grid wider than the screen could not be scrolled.
	p.setValue("#designer-x", "20", "change")
	p.designerCells("Region: 100 squares. Pieces: 32 squares.")
	var fits struct{ Right, Screen, Scroll, Client float64 }
	p.eval(`(g => ({Right: g.getBoundingClientRect().right, Screen: document.documentElement.clientWidth, Scroll: g.scrollWidth, Client: g.clientWidth}))(document.getElementById("designer-grid"))`, &fits)
	if fits.Right > fits.Screen || fits.Scroll > fits.Client {
		t.Errorf("the 20-wide grid does not fit the phone's screen: %+v", fits)
	}
}

// TestPageDesigner3D, a long test (make test-long), draws a 3x3x3 box, picks the Soma set, draws on a
// layer and undoes it, checks the definition and solves it in the page.
// parseXY reads "x,y" as a point on the page.
func parseXY(s string) (x, y float64) {
	fmt.Sscanf(s, "%g,%g", &x, &y)
	return x, y
}

// pieceCellsSeen returns where the piece being drawn shows its cells:
// the centres of its grid's pressed buttons from the grid's corner,
// sorted.
func (p *page) pieceCellsSeen() []string {
	p.t.Helper()
	var seen []string
	p.eval(`(g => [...document.querySelectorAll('#designer-piece-editor button[aria-pressed="true"]')].map(b => (r => Math.round(r.x + r.width / 2 - g.x) + "," + Math.round(r.y + r.height / 2 - g.y))(b.getBoundingClientRect())))(document.querySelector("#designer-piece-editor .designer-piece-grid").getBoundingClientRect())`, &seen)
	slices.Sort(seen)
	return seen
}

func TestPageDesigner3D(t *testing.T) {
	longtest.Skip(t)
	t.Parallel()
	p := newPage(t, 1280, 800)
	// A library puzzle as a drawing: its comments stay in the text.
	p.setValue("#puzzle-select", "tetris-cube", "change")
	p.click("#designer-edit")
	p.designerCells("Region: 64 cubes. Pieces: 64 cubes.")
	p.click(`button[aria-label="Add a copy of A"]`)
	p.designerCells("Region: 64 cubes. Pieces: 70 cubes.")
	if got := p.value("#definition"); !strings.Contains(got, "# Tetris Cube Puzzle Definition\n") ||
		!strings.Contains(got, "C:name=A:layout=0 0 2, 1 0 2, 2 0 2, 2 0 1, 2 0 0, 2 1 0  # Blue angle with end-notch\n") ||
		!strings.Contains(got, "C:name=A2:layout=0 0 2, 1 0 2, 2 0 2, 2 0 1, 2 0 0, 2 1 0\n") {
		t.Errorf("the Tetris Cube with a second A:\n%s", got)
	}
	p.click("#designer-undo")
	p.designerCells("Region: 64 cubes. Pieces: 64 cubes.")

	p.click("#designer-new")
	p.within(10*time.Second, "the designer opens", chromedp.WaitVisible(`#designer-grid`, byQuery))
	p.setValue("#designer-x", "3", "change")
	p.setValue("#designer-y", "3", "change")
	p.setValue("#designer-z", "3", "change")
	p.designerCells("Region: 27 cubes. Pieces: 0 cubes.")
	p.within(10*time.Second, "the 3-D preview", chromedp.WaitVisible(`svg.designer-3d`, byQuery))

	p.setValue("#designer-set", "soma", "change")
	p.click("#designer-add-set")
	p.designerCells("Region: 27 cubes. Pieces: 27 cubes.")
	t.Logf("estimate: %s", p.estimate("Exactly 480 solutions"))

	// Draw on the top layer by keyboard, turn the preview, undo.
	before := p.attr("svg.designer-3d", "aria-label")
	p.setValue("#designer-layer", "2", "change")
	p.within(10*time.Second, "layer 3 drawn", poll(`document.querySelector("svg.designer-3d").getAttribute("aria-label").includes("layer 3")`, nil))
	if before == p.attr("svg.designer-3d", "aria-label") {
		t.Errorf("the preview did not follow the layer")
	}
	p.tool("remove")
	p.run("keyboard paint", chromedp.Focus(`#designer-grid`, byQuery), chromedp.KeyEvent(" "))
	p.designerCells("Region: 26 cubes. Pieces: 27 cubes.")
	p.eval(`window.ppPreview = document.querySelector("svg.designer-3d").innerHTML; true`, nil)
	turned := false
	for try := 0; try < 3 && !turned; try++ {
		p.click("#designer-turn-right")
		turned = p.until(2*time.Second, `document.querySelector("svg.designer-3d").innerHTML !== window.ppPreview`)
	}
	if !turned {
		t.Errorf("turning did not change the 3-D preview")
	}
	p.run("undo by keyboard", chromedp.Focus(`#designer-grid`, byQuery), chromedp.KeyEvent("z", chromedp.KeyModifiers(input.ModifierCtrl)))
	p.designerCells("Region: 27 cubes. Pieces: 27 cubes.")

	e, _ := def.Lookup("soma")
	d, _ := design.New(3, 3, 3)
	set, _ := design.FindSet("soma")
	if err := d.AddSet(set); err != nil {
		t.Fatal(err)
	}
	want := d.Text()
	if strings.Count(want, "\nC:name=") != 7 {
		t.Fatalf("the model's text:\n%s", want)
	}
	p.editorIs(want)
	p.run("scroll up", chromedp.ScrollIntoView(`#designer-section`, byQuery))
	p.screenshot("designer-3d", 1280)
	p.checkLabels()
	p.solveDrawn(want, e.Solutions)
	p.run("phone viewport", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(1)))
	p.screenshot("designer-3d-phone", 390)
}
