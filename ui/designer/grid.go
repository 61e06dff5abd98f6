package designer

import (
	"fmt"
	"math"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/command"
	"polyplay/ui/control"
	"polyplay/ui/design"
	"polyplay/ui/place"
	"polyplay/ui/widget"
)

// idDesignGrid is the region grid's element id.
const idDesignGrid = "designer-grid"

// designGrid is the designer's region: the layer in view drawn as a grid
// the person paints, with the layer's choice and the box in 3-D for a
// 3-D design. It owns the cursor, the layer, the pointer's drag and the
// rectangle begun; the drawing comes in as data and the paint goes out to
// the designer (actionDesignChange).
type designGrid struct {
	app.Compo
	// Design is the drawing; Paint is the name the tool paints cells
	// with, Rect set when it paints rectangles; Undo and Redo say
	// whether the history can step.
	Design     *design.Design
	Paint      string
	Rect       bool
	Undo, Redo bool

	layer  int
	cursor solver.Point
	// anchor is the first corner of a rectangle (pointer or keyboard),
	// dragging is set while a pointer (mouse button, finger, pen) is down
	// on the grid, pointer is that pointer's id.
	anchor   *solver.Point
	dragging bool
	pointer  int
	// dragged is set once a drag has painted: its later cells join that
	// step.
	dragged bool
	hover   solver.Point
	// yaw turns the 3-D view.
	yaw float64
	// rect is Rect when the anchor was set (another tool drops it).
	rect bool
}

// OnMount keeps the grid's keys from scrolling the page.
func (c *designGrid) OnMount(ctx app.Context) {
	command.KeepKeys(idDesignGrid, c.commands())
	c.clamp()
}

// OnUpdate keeps the cursor and the layer in the drawing's box, and
// drops a rectangle begun with another tool.
func (c *designGrid) OnUpdate(ctx app.Context) {
	if c.Rect != c.rect {
		c.anchor = nil
	}
	c.clamp()
}

// clamp keeps the cursor and layer in the box.
func (c *designGrid) clamp() {
	d := c.Design
	c.layer = min(max(c.layer, 0), d.Z-1)
	c.cursor = solver.Point{X: min(max(c.cursor.X, 0), d.X-1), Y: min(max(c.cursor.Y, 0), d.Y-1), Z: c.layer}
}

// paint paints the rectangle a-b (a single cell when a == b); joins
// makes it part of the last step (a drag's later cells).
func (c *designGrid) paint(ctx app.Context, a, b solver.Point, joins bool) {
	changeDesign(ctx, joins, paint(a, b, c.Paint))
}

// Render draws the layer's choice and the 3-D view of a 3-D design,
// then the grid.
func (c *designGrid) Render() app.UI {
	widget.Counted("designGrid")
	return app.Div().Class("designer-grid-box").Body(widget.Held(c.layerView()), c.grid())
}

// grid draws the current layer of the region as a grid the
// person paints: with a pointer, mouse, finger or pen (click or tap, drag;
// a rectangle from press to release with the rectangle tools) or by
// keyboard (arrow keys move the cursor, space paints, Page Up/Down change
// the layer). The grid takes the pointer pressed on it (pointer capture),
// so that a drag is followed wherever it goes and ends where it is
// released, in the grid or not; its style (touch-action: none) keeps a
// finger's drag from scrolling the page.
func (c *designGrid) grid() app.UI {
	if c.Design.Grid.Planar() || c.Design.Grid.Round() {
		return c.planeGrid()
	}
	d := c.Design
	rect := c.marking()
	rows := make([]app.UI, 0, d.Y)
	for y := d.Y - 1; y >= 0; y-- {
		cells := make([]app.UI, d.X)
		for x := range d.X {
			p := solver.Point{X: x, Y: y, Z: c.layer}
			name := d.At(p)
			cls, state := "dcell region", "in the region"
			switch name {
			case "":
			case design.Hole:
				cls, state = "dcell hole", "not in the region"
			default:
				cls, state = "dcell fixed", "fixed piece "+name
			}
			if p == c.cursor {
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
	label := fmt.Sprintf("Region, layer %d of %d. Arrow keys move the cursor, space paints with the tool", c.layer+1, d.Z)
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
	return c.gridEvents(app.Div().ID(idDesignGrid).Class("designer-grid").Role("grid").TabIndex(0).
		Attr("aria-label", label).
		Attr("aria-activedescendant", fmt.Sprintf("dc-%d-%d", c.cursor.X, c.cursor.Y)).
		Style("grid-template-columns", fmt.Sprintf("repeat(%d, %s)", d.X, cell)).
		Style("grid-auto-rows", cell)).
		Body(rows...)
}

// marking returns the rectangle being marked, from the anchor to the
// cursor (to the pointer while dragging), or nil with no anchor.
func (c *designGrid) marking() *[2]solver.Point {
	if c.anchor == nil {
		return nil
	}
	end := c.cursor
	if c.dragging {
		end = c.hover
	}
	return &[2]solver.Point{*c.anchor, end}
}

// gridEvents sets on the drawn grid (squares' or the plane's) the
// handlers of its pointer and keys.
func (c *designGrid) gridEvents(div app.HTMLDiv) app.HTMLDiv {
	return div.
		On("pointerdown", c.onGridDown).
		On("pointermove", c.onGridMove).
		On("pointerup", c.onGridUp).
		On("pointercancel", c.onGridCancel).
		On("lostpointercapture", c.onGridCancel).
		OnKeyDown(c.onGridKey)
}

func between(v, a, b int) bool { return v >= min(a, b) && v <= max(a, b) }

// gridCell returns the cell under a pointer event, ok false off the
// cells. The event's target is the grid while it holds the pointer, so the
// cell is the one at the pointer's position.
func (c *designGrid) gridCell(e app.Event) (solver.Point, bool) {
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
	p := solver.Point{X: x, Y: y, Z: c.layer}
	if err1 != nil || err2 != nil || !c.Design.In(p) {
		return solver.Point{}, false
	}
	return p, true
}

func (c *designGrid) onGridDown(ctx app.Context, e app.Event) {
	p, ok := c.gridCell(e)
	if !ok || e.Get("button").Int() != 0 || (c.dragging && e.Get("pointerId").Int() != c.pointer) {
		ctx.PreventUpdate()
		return
	}
	widget.CapturePointer(ctx.JSSrc(), e.Get("pointerId"))
	c.pointer = e.Get("pointerId").Int()
	c.cursor, c.hover, c.dragging, c.dragged = p, p, true, false
	if c.Rect {
		c.anchor, c.rect = &p, true
		return
	}
	c.paint(ctx, p, p, false)
	c.dragged = true
}

func (c *designGrid) onGridMove(ctx app.Context, e app.Event) {
	if !c.dragging || e.Get("pointerId").Int() != c.pointer {
		ctx.PreventUpdate()
		return
	}
	if e.Get("buttons").Int()&1 == 0 {
		// The pointer was released where the grid did not hear it: the
		// drag is over, and a rectangle not finished is dropped.
		c.onGridCancel(ctx, e)
		return
	}
	p, ok := c.gridCell(e)
	if !ok || p == c.hover {
		ctx.PreventUpdate() // moves within a cell or off the grid
		return
	}
	c.hover, c.cursor = p, p
	if !c.Rect {
		c.paint(ctx, p, p, c.dragged)
		c.dragged = true
	}
}

func (c *designGrid) onGridUp(ctx app.Context, e app.Event) {
	if !c.dragging || e.Get("pointerId").Int() != c.pointer {
		ctx.PreventUpdate()
		return
	}
	if p, ok := c.gridCell(e); ok {
		c.hover, c.cursor = p, p
	}
	if c.Rect && c.anchor != nil {
		a := *c.anchor
		c.anchor = nil
		c.paint(ctx, a, c.hover, false)
	}
	c.dragging, c.dragged = false, false
}

// onGridCancel ends a drag the browser took away (pointercancel) or that
// lost its pointer: what was painted stays, a rectangle not finished is
// dropped.
func (c *designGrid) onGridCancel(ctx app.Context, e app.Event) {
	if !c.dragging || e.Get("pointerId").Int() != c.pointer {
		ctx.PreventUpdate()
		return
	}
	c.dragging, c.dragged, c.anchor = false, false, nil
}

// commands are the designer's Undo and Redo and the grid's keys: the
// arrows move the cursor, Page Up and Down the layer, space or Enter
// paint with the tool (a rectangle's corners, one after the other),
// Escape drops a rectangle begun.
func (c *designGrid) commands() []command.Command {
	cs := designerCommands(c.Undo, c.Redo)
	step := func(name string, dx, dy, dz int) command.Command {
		return command.Command{ID: "designer-key-" + name, Keys: []string{name}, Do: func(ctx app.Context) {
			c.cursor.X += dx
			c.cursor.Y += dy
			c.layer += dz
			c.clamp()
		}}
	}
	return append(cs,
		step("ArrowLeft", -1, 0, 0), step("ArrowRight", 1, 0, 0), step("ArrowUp", 0, 1, 0), step("ArrowDown", 0, -1, 0),
		step("PageUp", 0, 0, 1), step("PageDown", 0, 0, -1),
		command.Command{ID: "designer-key-paint", Keys: []string{" ", "Enter"}, Do: func(ctx app.Context) {
			switch {
			case !c.Rect:
				c.paint(ctx, c.cursor, c.cursor, false)
			case c.anchor == nil:
				p := c.cursor
				c.anchor, c.rect = &p, true
			default:
				a := *c.anchor
				c.anchor = nil
				c.paint(ctx, a, c.cursor, false)
			}
		}},
		command.Command{ID: "designer-key-escape", Keys: []string{"Escape"}, Do: func(ctx app.Context) { c.anchor = nil }},
	)
}

// onGridKey plays a key pressed on the grid.
func (c *designGrid) onGridKey(ctx app.Context, e app.Event) {
	command.OnKey(ctx, e, c.commands(), "")
}

// layerView draws the layer's choice and the 3-D view of a 3-D design;
// nil for a flat one.
func (c *designGrid) layerView() app.UI {
	d := c.Design
	if d.Z == 1 {
		return nil
	}
	var opts []app.UI
	for z := range d.Z {
		opts = append(opts, app.Option().Value(strconv.Itoa(z)).Selected(z == c.layer).Text(place.Layer(z)))
	}
	turn := func(by float64) app.EventHandler {
		return func(ctx app.Context, e app.Event) { c.yaw = math.Mod(c.yaw+by, 2*math.Pi) }
	}
	return app.Div().Class("designer-layers").Body(
		app.Div().Class("designer-num").Body(
			app.Label().For("designer-layer").Text("Layer drawn"),
			app.Select().ID("designer-layer").OnChange(func(ctx app.Context, e app.Event) {
				if z, err := strconv.Atoi(control.Of(ctx).Value); err == nil {
					c.layer = z
					c.clamp()
				}
			}).Body(opts...),
		),
		app.Div().Class("designer-3d-wrap").Body(
			app.Raw(DesignSVG3D(d, c.layer, c.yaw, 220, 180)),
			app.Div().Class("designer-bar").Body(
				app.Button().Type("button").ID("designer-turn-left").Class("small").Text("⟲ Turn left").OnClick(turn(-math.Pi/8)),
				app.Button().Type("button").ID("designer-turn-right").Class("small").Text("Turn right ⟳").OnClick(turn(math.Pi/8)),
			),
		),
	)
}
