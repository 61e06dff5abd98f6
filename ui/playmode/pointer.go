package playmode

import (
	"math"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/draw"
	"polyplay/ui/play"
	"polyplay/ui/widget"
)

// The pointer on Play mode's board (playBoard): a press on the piece in
// hand drags it, on a piece placed picks it up and drags it, elsewhere
// moves the piece in hand there (or the cursor); a drag begun on the
// tray (actionPlayGrab) is followed here too. Let go over the board, the
// piece is placed; let go off it, the piece goes back to the tray.

// boardCell returns the box cell under a pointer event (on the layer in
// view) and whether it is over the board.
func (c *playBoard) boardCell(e app.Event) (solver.Point, bool) {
	svg := app.Window().GetElementByID(idPlayBoard + "-svg")
	if !svg.Truthy() {
		return solver.Point{}, false
	}
	r := svg.Call("getBoundingClientRect")
	w, h := r.Get("width").Float(), r.Get("height").Float()
	if w <= 0 || h <= 0 {
		return solver.Point{}, false
	}
	pz := c.Game.Puzzle()
	X, Y := pz.X, pz.Y
	cs := float64(c.cellPixels())
	if pz.Grid().Planar() {
		pl, b := draw.PlayPlane(pz.Problem, int(cs))
		scale := w / (float64(int(pl.W+0.5)) + 4)
		fx := (e.Get("clientX").Float()-r.Get("left").Float())/scale - 2
		fy := (e.Get("clientY").Float()-r.Get("top").Float())/scale - 2
		at := pz.Grid().CellAt(pl.At(fx, fy))
		return at, !b.Hidden(at)
	}
	// The drawing has a margin of 2 units around the cells.
	scale := w / (float64(X)*cs + 4)
	fx := (e.Get("clientX").Float()-r.Get("left").Float())/scale - 2
	fy := (e.Get("clientY").Float()-r.Get("top").Float())/scale - 2
	x, row := int(math.Floor(fx/cs)), int(math.Floor(fy/cs))
	at := solver.Point{X: x, Y: Y - 1 - row}
	return at, x >= 0 && x < X && row >= 0 && row < Y
}

// capturePlay makes the board the target of the pointer's events until
// it is released (capturePointer); false if the pointer is gone.
func capturePlay(pointer int) bool {
	b := app.Window().GetElementByID(idPlayBoard)
	return b.Truthy() && widget.CapturePointer(b, app.ValueOf(pointer))
}

// startDrag notes a drag beginning on the board. go-app runs handlers
// after their events, so a quick drag may be over before the capture:
// its moves and its release are queued behind this press all the same
// (a finger's events go to the board it went down on), so the drag is
// followed whether or not the capture took.
func (c *playBoard) startDrag(e app.Event, fromHand bool, off solver.Point) {
	id := e.Get("pointerId").Int()
	capturePlay(id)
	typ := e.Get("pointerType").String()
	h, _ := c.Game.Held()
	c.drag = playDrag{on: true, pointer: id, fromHand: fromHand, off: off, last: h.At,
		entered: true, touch: typ == "touch" || typ == "pen"}
}

func (c *playBoard) onDown(ctx app.Context, e app.Event) {
	if c.drag.on && e.Get("pointerId").Int() == c.drag.pointer {
		// A new press of the drag's own pointer: its release fell
		// outside the board, uncaptured; that drag is over.
		c.drag = playDrag{}
	}
	if e.Get("button").Int() != 0 || c.drag.on {
		ctx.PreventUpdate()
		return
	}
	at, ok := c.boardCell(e)
	if !ok {
		ctx.PreventUpdate()
		return
	}
	widget.Focus(idPlayBoard)
	g := c.Game
	if h, held := g.Held(); held && slices.Contains(g.HeldCells(), at) {
		c.startDrag(e, true, sub(at, h.At))
		return
	}
	if _, on := g.PieceAt(at); on {
		move(ctx, func(g *play.Game) play.Note { return g.PickUp(at) })
		c.startDrag(e, false, solver.Point{})
		c.drag.last = at
		return
	}
	if _, held := g.Held(); held {
		move(ctx, func(g *play.Game) play.Note { return g.MoveTo(at) })
		c.startDrag(e, true, solver.Point{})
		c.drag.last = at
		// A finger's tap there only moves the piece (a tap on it then
		// turns it); a mouse's click places it.
		c.drag.fromHand = !c.drag.touch
		return
	}
	c.cursor = at
	say(ctx, play.Note{Text: c.cursorText()})
}

// onDragMove follows the pointer: the piece in hand moves with it over
// the board.
func (c *playBoard) onDragMove(ctx app.Context, e app.Event) {
	d := &c.drag
	if _, held := c.Game.Held(); !d.on || !held || e.Get("pointerId").Int() != d.pointer {
		ctx.PreventUpdate()
		return
	}
	at, over := c.boardCell(e)
	if !over && !d.entered {
		ctx.PreventUpdate()
		return
	}
	d.entered = true
	to := sub(at, d.off)
	if to == d.last {
		ctx.PreventUpdate()
		return
	}
	d.last, d.moved = to, true
	move(ctx, func(g *play.Game) play.Note { return g.MoveTo(to) })
}

// onDragEnd places the piece where the pointer is released over the
// board and returns it to the tray when released off it; a tap on the
// piece in hand turns it (a finger or a pen) or places it (a mouse).
func (c *playBoard) onDragEnd(ctx app.Context, e app.Event) {
	d := c.drag
	if !d.on || e.Get("pointerId").Int() != d.pointer {
		ctx.PreventUpdate()
		return
	}
	c.drag = playDrag{}
	at, over := c.boardCell(e)
	switch {
	case d.moved && over:
		to := sub(at, d.off)
		move(ctx, func(g *play.Game) play.Note { return g.DropAt(to) })
	case d.moved:
		// Let go off the board: back to the tray, where it is seen.
		move(ctx, func(g *play.Game) play.Note {
			h, ok := g.Held()
			if !ok {
				return play.Note{}
			}
			g.Return()
			return play.Note{Text: g.Puzzle().Pieces[h.Piece].Name + " let go off the board: back in the tray."}
		})
	case d.fromHand && d.touch:
		move(ctx, func(g *play.Game) play.Note { return g.Turn(play.AxisZ, -1) })
	case d.fromHand:
		move(ctx, (*play.Game).Drop)
	}
}

// onDragCancel ends a drag the browser took away: the piece stays in
// hand where it is.
func (c *playBoard) onDragCancel(ctx app.Context, e app.Event) {
	if !c.drag.on || e.Get("pointerId").Int() != c.drag.pointer {
		ctx.PreventUpdate()
		return
	}
	c.drag = playDrag{}
}

// sub returns a less b.
func sub(a, b solver.Point) solver.Point {
	return solver.Point{X: a.X - b.X, Y: a.Y - b.Y, Z: a.Z - b.Z}
}
