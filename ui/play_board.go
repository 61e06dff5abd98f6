package ui

import (
	"fmt"
	"html"
	"math"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/draw"
	"polyplay/ui/play"
)

// The board of Play mode: one layer of the box drawn as SVG (a 2-D
// puzzle's only one), the pieces placed in their colours (the page's
// scheme, as on the player's board), the stationary pieces dark, the
// piece in hand over them, the cells of a refused drop and of a dead end
// marked. A drag with a mouse, a pen or a finger moves the piece in hand
// (Pointer Events: the card takes the pointer pressed on it, so that a
// drag is followed wherever it goes; the board's style, touch-action:
// none, keeps a finger's drag from scrolling the page); the keyboard
// moves it too (play_keys.go).

// playDrag is a drag of the pointer going on.
type playDrag struct {
	on      bool
	pointer int
	// from is where the drag began: a tray item, a piece on the board
	// (picked up), or the piece in hand.
	from dragFrom
	// off is the cell pressed less the cell held: the piece keeps its
	// place under the pointer.
	off play.Point
	// last is the cell the piece was last moved to; moved is set once
	// it moved, entered once the pointer was over the board.
	last           play.Point
	moved, entered bool
	// touch is set for a finger or a pen: a tap on the piece in hand
	// turns it.
	touch bool
}

// dragFrom says where a drag began.
type dragFrom int

const (
	fromTray dragFrom = iota + 1
	fromBoard
	fromHand
)

// boardCellPixels is the size of a board cell for a box x cells wide.
func boardCellPixels(x int) int { return max(16, min(64, 560/max(x, 1))) }

// boardSVG draws the layer of the board in view.
func (st *playState) boardSVG() string {
	return st.layerSVG(st.layer, boardCellPixels(st.pz.X), idPlayBoard+"-svg", st.boardTitle())
}

// layerSVG draws layer z of the board with cells of cs pixels: the
// board itself (the svg's id and title given), or a small picture of
// another layer of a 3-D puzzle.
func (st *playState) layerSVG(z, cs int, id, title string) string {
	if st.pz.Grid().Planar() {
		return st.planeSVG(cs, id, title)
	}
	pz, g := st.pz, st.g
	X, Y := pz.X, pz.Y
	pal := st.s.palette(st.prob)
	names := make([]string, X*Y) // the piece on each cell of the layer
	at := func(x, y int) string {
		if x < 0 || y < 0 || x >= X || y >= Y {
			return "\x00"
		}
		return names[y*X+x]
	}
	labels := map[string][2]int{}
	for y := range Y {
		for x := range X {
			c := play.Point{X: x, Y: y, Z: z}
			switch {
			case pz.Stationary(c) != "":
				names[y*X+x] = "*" + pz.Stationary(c)
			case !pz.Open(c):
				names[y*X+x] = "\x00"
			}
		}
	}
	fixed := map[[2]int]bool{}
	for _, pl := range g.Placed() {
		name := pz.Pieces[pl.Piece].Name
		for _, c := range pz.Cells(pl) {
			if c.Z == z {
				names[c.Y*X+c.X] = name
				fixed[[2]int{c.X, c.Y}] = pl.Fixed
				if l, ok := labels[name]; !ok || c.Y > l[1] || (c.Y == l[1] && c.X < l[0]) {
					labels[name] = [2]int{c.X, c.Y}
				}
			}
		}
	}
	px := func(x int) int { return x * cs }
	py := func(y int) int { return (Y - 1 - y) * cs }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" class="play-svg" viewBox="-2 -2 %d %d" width="%d" height="%d" data-cols="%d" data-rows="%d" role="img" aria-label="%s">`,
		id, X*cs+4, Y*cs+4, X*cs+4, Y*cs+4, X, Y, html.EscapeString(title))
	b.WriteString(`<defs><pattern id="play-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#fee2e2"/><line x1="0" y1="0" x2="0" y2="6" stroke="#b91c1c" stroke-width="3"/></pattern>` +
		`<pattern id="play-pins" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.4" fill="#ffffff" fill-opacity="0.7"/></pattern></defs>`)
	for y := range Y {
		for x := range X {
			n := at(x, y)
			var fill string
			switch {
			case n == "\x00":
				continue
			case n == "":
				fill = draw.OpenColour
			case n[0] == '*':
				fill = draw.StationaryColour
			default:
				fill = pal.Colour(n)
			}
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#cbd5e1" stroke-width="1"/>`, px(x), py(y), cs, cs, fill)
			if fixed[[2]int{x, y}] {
				// A starting position's piece: pinned in place.
				fmt.Fprintf(&b, `<rect class="play-fixed" x="%d" y="%d" width="%d" height="%d" fill="url(#play-pins)"/>`, px(x), py(y), cs, cs)
			}
		}
	}
	// The pieces' outlines: a thick line between cells of different
	// pieces, and around the region.
	b.WriteString(`<path fill="none" stroke="#0f172a" stroke-width="2.5" stroke-linecap="square" d="`)
	for y := range Y {
		for x := range X {
			n := at(x, y)
			if n == "\x00" {
				continue
			}
			if at(x-1, y) != n {
				fmt.Fprintf(&b, "M%d %dv%d", px(x), py(y), cs)
			}
			if at(x+1, y) != n {
				fmt.Fprintf(&b, "M%d %dv%d", px(x+1), py(y), cs)
			}
			if at(x, y+1) != n {
				fmt.Fprintf(&b, "M%d %dh%d", px(x), py(y), cs)
			}
			if at(x, y-1) != n {
				fmt.Fprintf(&b, "M%d %dh%d", px(x), py(y-1), cs)
			}
		}
	}
	b.WriteString(`"/>`)
	font := max(10, cs*2/5)
	for name, l := range labels {
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="%d" class="play-label" aria-hidden="true">%s</text>`,
			px(l[0])+cs/2, py(l[1])+cs/2+font/3, font, html.EscapeString(name))
	}
	if st.dead != nil {
		for _, c := range st.dead.Cells {
			if c.Z == z {
				fmt.Fprintf(&b, `<rect class="play-dead" x="%d" y="%d" width="%d" height="%d" fill="url(#play-hatch)" stroke="#b91c1c" stroke-width="2"/>`, px(c.X)+2, py(c.Y)+2, cs-4, cs-4)
			}
		}
	}
	if h, ok := g.Held(); ok {
		col := pal.Colour(pz.Pieces[h.Piece].Name)
		cells := g.HeldCells()
		for _, c := range cells {
			if c.Z != z || c.X < 0 || c.Y < 0 || c.X >= X || c.Y >= Y {
				continue
			}
			fmt.Fprintf(&b, `<rect class="play-held" x="%d" y="%d" width="%d" height="%d" fill="%s" fill-opacity="0.8" stroke="#0f172a" stroke-width="2" stroke-dasharray="5 3"/>`,
				px(c.X)+1, py(c.Y)+1, cs-2, cs-2, col)
		}
		if c := h.At; c.Z == z && c.X >= 0 && c.Y >= 0 && c.X < X && c.Y < Y {
			fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="#0f172a" fill-opacity="0.6"/>`, px(c.X)+cs/2, py(c.Y)+cs/2, max(3, cs/8))
		}
	} else if c := st.cursor; c.Z == z && z == st.layer {
		fmt.Fprintf(&b, `<rect class="play-cursor" x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#2563eb" stroke-width="3"/>`, px(c.X)+2, py(c.Y)+2, cs-4, cs-4)
	}
	if st.note.Refused {
		for _, c := range st.note.Cells {
			if c.Z == z && c.X >= 0 && c.Y >= 0 && c.X < X && c.Y < Y {
				fmt.Fprintf(&b, `<rect class="play-refused" x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#dc2626" stroke-width="4"/>`, px(c.X)+2, py(c.Y)+2, cs-4, cs-4)
			}
		}
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// boardTitle describes the board for a screen reader.
func (st *playState) boardTitle() string {
	s := fmt.Sprintf("The board, %d by %d", st.pz.X, st.pz.Y)
	if st.pz.ThreeD() {
		s += fmt.Sprintf(", layer %d of %d", st.layer+1, st.pz.Z)
	}
	s += fmt.Sprintf(": %d of %d pieces placed", len(st.g.Placed()), len(st.pz.Pieces))
	fixed := 0
	for _, pl := range st.g.Placed() {
		if pl.Fixed {
			fixed++
		}
	}
	if fixed > 0 {
		s += fmt.Sprintf(", %d of them pinned in place by the challenge (dotted)", fixed)
	}
	return s
}

// placedText lists the pieces on the board and their cells, for the
// tests and a screen reader's reading of the board: "L 0,0 0,1 …; …".
func (st *playState) placedText() string {
	var parts []string
	for _, pl := range st.g.Placed() {
		cells := st.pz.Cells(pl)
		s := make([]string, len(cells))
		for i, c := range cells {
			s[i] = fmt.Sprintf("%d,%d,%d", c.X, c.Y, c.Z)
		}
		slices.Sort(s)
		parts = append(parts, st.pz.Pieces[pl.Piece].Name+" "+strings.Join(s, " "))
	}
	slices.Sort(parts)
	return strings.Join(parts, "; ")
}

// board draws the board with its handlers.
func (st *playState) board() app.UI {
	label := "The board. Arrow keys move the piece in hand, R turns it"
	if st.canFlip() {
		label += ", F flips it"
	}
	label += ", Enter places it, Escape puts it back. Without a piece in hand, arrow keys move the cursor and Enter picks up the piece under it."
	if st.pz.ThreeD() {
		label += " Page Up and Page Down change the layer; X and Y turn the piece about the other axes."
	}
	return app.Div().ID(idPlayBoard).Class("play-board").TabIndex(0).Role("application").
		Attr("aria-label", label).Attr("aria-describedby", idPlayStatus).
		DataSet("placed", st.placedText()).DataSet("layer", st.layer).
		On("pointerdown", st.onBoardDown).
		OnKeyDown(st.onKey).
		Body(app.Raw(st.boardSVG()))
}

// canFlip reports whether the puzzle's pieces can be turned over.
func (st *playState) canFlip() bool { return !st.pz.ThreeD() && !st.prob.OneSided }

// boardCell returns the box cell under a pointer event (on the layer in
// view) and whether it is over the board.
func (st *playState) boardCell(e app.Event) (play.Point, bool) {
	svg := app.Window().GetElementByID(idPlayBoard + "-svg")
	if !svg.Truthy() {
		return play.Point{}, false
	}
	r := svg.Call("getBoundingClientRect")
	w, h := r.Get("width").Float(), r.Get("height").Float()
	if w <= 0 || h <= 0 {
		return play.Point{}, false
	}
	X, Y := st.pz.X, st.pz.Y
	cs := float64(boardCellPixels(X))
	// The drawing has a margin of 2 units around the cells.
	scale := w / (float64(X)*cs + 4)
	if st.pz.Grid().Planar() {
		scale = w / (st.planeWidth(int(cs)) + 4)
	}
	fx := (e.Get("clientX").Float()-r.Get("left").Float())/scale - 2
	fy := (e.Get("clientY").Float()-r.Get("top").Float())/scale - 2
	if st.pz.Grid().Planar() {
		return st.planeCell(fx, fy, int(cs))
	}
	x, row := int(math.Floor(fx/cs)), int(math.Floor(fy/cs))
	c := play.Point{X: x, Y: Y - 1 - row, Z: st.layer}
	return c, x >= 0 && x < X && row >= 0 && row < Y
}

// capturePlay makes the card the target of the pointer's events until it
// is released (capturePointer).
func capturePlay(id app.Value) {
	if card := app.Window().GetElementByID(idPlay); card.Truthy() {
		capturePointer(card, id)
	}
}

// startDrag notes a drag beginning.
func (st *playState) startDrag(e app.Event, from dragFrom, off play.Point, over bool) {
	capturePlay(e.Get("pointerId"))
	typ := e.Get("pointerType").String()
	h, _ := st.g.Held()
	st.drag = playDrag{on: true, pointer: e.Get("pointerId").Int(), from: from, off: off, last: h.At,
		entered: over, touch: typ == "touch" || typ == "pen"}
}

func (st *playState) onBoardDown(ctx app.Context, e app.Event) {
	if st.g == nil || e.Get("button").Int() != 0 || st.drag.on {
		ctx.PreventUpdate()
		return
	}
	c, ok := st.boardCell(e)
	if !ok {
		ctx.PreventUpdate()
		return
	}
	focusElement(idPlayBoard)
	if h, held := st.g.Held(); held {
		if slices.Contains(st.g.HeldCells(), c) {
			st.startDrag(e, fromHand, sub(c, h.At), true)
			return
		}
	}
	if i, on := st.g.PieceAt(c); on {
		_ = i
		st.do(func(g *play.Game) play.Note { return g.PickUp(c) })
		if _, held := st.g.Held(); held {
			st.startDrag(e, fromBoard, play.Point{}, true)
		}
		return
	}
	if _, held := st.g.Held(); held {
		st.note = st.g.MoveTo(c)
		st.startDrag(e, fromHand, play.Point{}, true)
		return
	}
	st.cursor = c
}

// onDragMove follows the pointer: the piece in hand moves with it over
// the board.
func (st *playState) onDragMove(ctx app.Context, e app.Event) {
	d := &st.drag
	if !d.on || e.Get("pointerId").Int() != d.pointer {
		ctx.PreventUpdate()
		return
	}
	c, over := st.boardCell(e)
	if !over && !d.entered {
		ctx.PreventUpdate()
		return
	}
	d.entered = true
	to := sub(c, d.off)
	if to == d.last {
		ctx.PreventUpdate()
		return
	}
	d.last, d.moved = to, true
	st.note = st.g.MoveTo(to)
}

// onDragEnd drops the piece where the pointer is released over the
// board; a tap on the piece in hand turns it (a finger or a pen) or
// places it (a mouse).
func (st *playState) onDragEnd(ctx app.Context, e app.Event) {
	d := st.drag
	if !d.on || e.Get("pointerId").Int() != d.pointer {
		ctx.PreventUpdate()
		return
	}
	st.drag = playDrag{}
	c, over := st.boardCell(e)
	switch {
	case d.moved && over:
		to := sub(c, d.off)
		st.do(func(g *play.Game) play.Note { return g.DropAt(to) })
	case d.moved:
		st.note = play.Note{Text: "Not placed: the piece is off the board. Drag it onto the board, or put it back.", Refused: true}
	case d.from == fromHand && d.touch:
		st.do(func(g *play.Game) play.Note { return g.Turn(play.AxisZ, -1) })
	case d.from == fromHand:
		st.do(func(g *play.Game) play.Note { return g.Drop() })
	}
	st.followHeld()
}

// onDragCancel ends a drag the browser took away: the piece stays in
// hand where it is.
func (st *playState) onDragCancel(ctx app.Context, e app.Event) {
	if !st.drag.on || e.Get("pointerId").Int() != st.drag.pointer {
		ctx.PreventUpdate()
		return
	}
	st.drag = playDrag{}
}

// followHeld moves the keyboard's cursor and the layer in view to the
// piece in hand, or to where it was placed.
func (st *playState) followHeld() {
	if h, ok := st.g.Held(); ok {
		st.cursor = h.At
		if h.At.Z >= 0 && h.At.Z < st.pz.Z {
			st.layer = h.At.Z
		}
	}
	st.cursor.X = min(max(st.cursor.X, 0), st.pz.X-1)
	st.cursor.Y = min(max(st.cursor.Y, 0), st.pz.Y-1)
	st.cursor.Z = st.layer
}

// sub returns a less b.
func sub(a, b play.Point) play.Point { return play.Point{X: a.X - b.X, Y: a.Y - b.Y, Z: a.Z - b.Z} }
