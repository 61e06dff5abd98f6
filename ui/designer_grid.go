package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/design"
)

// idDesignGrid is the region grid's element id.
const idDesignGrid = "designer-grid"

// renderDesignGrid draws the current layer of the region as a grid the
// person paints: with a pointer, mouse, finger or pen (click or tap, drag;
// a rectangle from press to release with the rectangle tools) or by
// keyboard (arrow keys move the cursor, space paints, Page Up/Down change
// the layer). The grid takes the pointer pressed on it (pointer capture),
// so that a drag is followed wherever it goes and ends where it is
// released, in the grid or not; its style (touch-action: none) keeps a
// finger's drag from scrolling the page.
func (ds *designerState) grid() app.UI {
	d := ds.d
	var rect *[2]solver.Point
	if ds.anchor != nil {
		end := ds.cursor
		if ds.dragging {
			end = ds.hover
		}
		rect = &[2]solver.Point{*ds.anchor, end}
	}
	rows := make([]app.UI, 0, d.Y)
	for y := d.Y - 1; y >= 0; y-- {
		cells := make([]app.UI, d.X)
		for x := range d.X {
			p := solver.Point{X: x, Y: y, Z: ds.layer}
			name := d.At(p)
			cls, state := "dcell region", "in the region"
			switch name {
			case "":
			case design.Hole:
				cls, state = "dcell hole", "not in the region"
			default:
				cls, state = "dcell fixed", "fixed piece "+name
			}
			if p == ds.cursor {
				cls += " cursor"
			}
			if rect != nil && between(x, rect[0].X, rect[1].X) && between(y, rect[0].Y, rect[1].Y) {
				cls += " marked"
			}
			cell := app.Div().ID(fmt.Sprintf("dc-%d-%d", x, y)).Class(cls).Role("gridcell").
				DataSet("x", x).DataSet("y", y).
				Attr("aria-label", fmt.Sprintf("x %d, y %d: %s", x, y, state))
			if name != "" && name != design.Hole {
				cell = cell.Text(name)
			}
			cells[x] = cell
		}
		rows = append(rows, app.Div().Role("row").Class("drow").Body(cells...))
	}
	label := fmt.Sprintf("Region, layer %d of %d. Arrow keys move the cursor, space paints with the tool", ds.layer+1, d.Z)
	if d.Z > 1 {
		label += ", Page Up and Page Down change the layer"
	}
	// Cells of up to 36 px, fewer for wide boxes, and never wider than
	// the designer's column (a container, .designer-region: 100cqw is its
	// width, less the 1 px gaps and borders), down to 8 px: the grid takes
	// the finger's drags, so a grid wider than the screen could not be
	// scrolled by touch.
	size := max(12, min(36, 560/max(d.X, 1)))
	cell := fmt.Sprintf("min(%dpx, max(8px, calc((100cqw - %dpx) / %d)))", size, d.X+1, d.X)
	return app.Div().ID(idDesignGrid).Class("designer-grid").Role("grid").TabIndex(0).
		Attr("aria-label", label).
		Attr("aria-activedescendant", fmt.Sprintf("dc-%d-%d", ds.cursor.X, ds.cursor.Y)).
		Style("grid-template-columns", fmt.Sprintf("repeat(%d, %s)", d.X, cell)).
		Style("grid-auto-rows", cell).
		On("pointerdown", ds.onGridDown).
		On("pointermove", ds.onGridMove).
		On("pointerup", ds.onGridUp).
		On("pointercancel", ds.onGridCancel).
		On("lostpointercapture", ds.onGridCancel).
		OnKeyDown(ds.onGridKey).
		Body(rows...)
}

func between(v, a, b int) bool { return v >= min(a, b) && v <= max(a, b) }

// gridCell returns the cell under a pointer event, ok false off the
// cells. The event's target is the grid while it holds the pointer, so the
// cell is the one at the pointer's position.
func (ds *designerState) gridCell(e app.Event) (solver.Point, bool) {
	el := app.Window().Get("document").Call("elementFromPoint", e.Get("clientX"), e.Get("clientY"))
	if !el.Truthy() {
		return solver.Point{}, false
	}
	xs, ys := el.Call("getAttribute", "data-x"), el.Call("getAttribute", "data-y")
	if !xs.Truthy() || !ys.Truthy() {
		return solver.Point{}, false
	}
	x, err1 := strconv.Atoi(xs.String())
	y, err2 := strconv.Atoi(ys.String())
	p := solver.Point{X: x, Y: y, Z: ds.layer}
	if err1 != nil || err2 != nil || ds.d == nil || !ds.d.In(p) {
		return solver.Point{}, false
	}
	return p, true
}

// capturePointer makes the grid the target of the pointer's events until
// it is released. go-app calls handlers after the event, and a quick tap
// may be over by then: the browser then throws (InvalidStateError), and
// the tap has nothing left to follow: capturePointer reports whether it
// took the pointer.
func capturePointer(grid, id app.Value) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	grid.Call("setPointerCapture", id)
	return true
}

func (ds *designerState) onGridDown(ctx app.Context, e app.Event) {
	p, ok := ds.gridCell(e)
	if !ok || e.Get("button").Int() != 0 || (ds.dragging && e.Get("pointerId").Int() != ds.pointer) {
		ctx.PreventUpdate()
		return
	}
	capturePointer(ctx.JSSrc(), e.Get("pointerId"))
	ds.pointer = e.Get("pointerId").Int()
	ds.cursor, ds.hover, ds.dragging, ds.dragged = p, p, true, false
	if ds.rectTool() {
		ds.anchor = &p
		return
	}
	ds.paint(ctx, p, p)
}

func (ds *designerState) onGridMove(ctx app.Context, e app.Event) {
	if !ds.dragging || e.Get("pointerId").Int() != ds.pointer {
		ctx.PreventUpdate()
		return
	}
	if e.Get("buttons").Int()&1 == 0 {
		// The pointer was released where the grid did not hear it: the
		// drag is over, and a rectangle not finished is dropped.
		ds.onGridCancel(ctx, e)
		return
	}
	p, ok := ds.gridCell(e)
	if !ok || p == ds.hover {
		ctx.PreventUpdate() // moves within a cell or off the grid
		return
	}
	ds.hover, ds.cursor = p, p
	if !ds.rectTool() {
		ds.paint(ctx, p, p)
	}
}

func (ds *designerState) onGridUp(ctx app.Context, e app.Event) {
	if !ds.dragging || e.Get("pointerId").Int() != ds.pointer {
		ctx.PreventUpdate()
		return
	}
	if p, ok := ds.gridCell(e); ok {
		ds.hover, ds.cursor = p, p
	}
	if ds.rectTool() && ds.anchor != nil {
		a := *ds.anchor
		ds.anchor = nil
		ds.paint(ctx, a, ds.hover)
	}
	ds.dragging, ds.dragged = false, false
}

// onGridCancel ends a drag the browser took away (pointercancel) or that
// lost its pointer: what was painted stays, a rectangle not finished is
// dropped.
func (ds *designerState) onGridCancel(ctx app.Context, e app.Event) {
	if !ds.dragging || e.Get("pointerId").Int() != ds.pointer {
		ctx.PreventUpdate()
		return
	}
	ds.dragging, ds.dragged, ds.anchor = false, false, nil
}

func (ds *designerState) onGridKey(ctx app.Context, e app.Event) {
	if ds.d == nil {
		return
	}
	key := e.Get("key").String()
	ctrl := e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()
	moves := map[string][2]int{"ArrowLeft": {-1, 0}, "ArrowRight": {1, 0}, "ArrowUp": {0, 1}, "ArrowDown": {0, -1}}
	switch {
	case ctrl && (key == "z" || key == "Z"):
		ds.step(ctx, e.Get("shiftKey").Bool())
	case ctrl && key == "y":
		ds.step(ctx, true)
	case moves[key] != [2]int{}:
		m := moves[key]
		ds.cursor.X += m[0]
		ds.cursor.Y += m[1]
		ds.clampCursor()
	case key == "PageUp" || key == "PageDown":
		if key == "PageUp" {
			ds.layer++
		} else {
			ds.layer--
		}
		ds.clampCursor()
	case key == " " || key == "Enter":
		if !ds.rectTool() {
			ds.paint(ctx, ds.cursor, ds.cursor)
		} else if ds.anchor == nil {
			p := ds.cursor
			ds.anchor = &p
		} else {
			a := *ds.anchor
			ds.anchor = nil
			ds.paint(ctx, a, ds.cursor)
		}
	case key == "Escape":
		ds.anchor = nil
	default:
		return
	}
	e.PreventDefault() // too late in go-app: see keepGridKeys
}
