package ui

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/design"
	"polyplay/wasm/protocol"
)

// This file connects the puzzle designer (ui/design) to the playground:
// the drawing writes the definition into the editor as the person draws,
// and editing the text redraws the drawing; one history undoes both.

// Designer tools: what a click, a drag or the space bar does to the
// region's cells.
const (
	toolAdd       = "add"        // cells join the region
	toolRemove    = "remove"     // cells leave the region (a hole)
	toolRectAdd   = "rect-add"   // a rectangle joins the region
	toolRectClear = "rect-clear" // a rectangle leaves the region
	toolFixed     = "fixed"      // cells become a fixed (stationary) piece
)

// designerState is the designer's state, which the designer component
// owns: the drawing, its history, the tools, the cursor and the
// estimate. Its methods change the drawing and write it into the session's
// editor as the person draws (the designer's event handlers are among
// them: designer_grid.go, designer_pieces.go, designer_view.go).
type designerState struct {
	// s is the page's session: the drawing's text goes into its model.
	s    *session
	open bool
	// d is the drawing; nil while the editor's text cannot be drawn and
	// nothing was drawn yet.
	d    *design.Design
	hist *design.History
	tool string
	// fixedName names the fixed piece the fixed tool paints.
	fixedName string
	layer     int
	cursor    solver.Point
	// anchor is the first corner of a rectangle (pointer or keyboard),
	// dragging is set while a pointer (mouse button, finger, pen) is down
	// on the grid, pointer is that pointer's id.
	anchor   *solver.Point
	dragging bool
	pointer  int
	// dragged is set once a drag has written a step: its later cells
	// join that step.
	dragged bool
	hover   solver.Point
	// yaw turns the 3-D preview.
	yaw float64
	// set is the catalogue set picked; piece the piece drawn on its own
	// grid (-1 none).
	set   string
	piece int
	// msg is the last message (an error of a control); textErr says why
	// the text cannot be drawn.
	msg, textErr string
	// The estimate (designer_estimate.go): the id of the last request,
	// whether it is out and to which spin of workers, what it was asked
	// for (text, puzzle index, options), and the last answer and what it
	// is for.
	estID, estSpin   int
	estPending       bool
	estAsked, estFor string
	est              *protocol.Estimate
	estErr           string
}

// openOn opens the designer on a new puzzle (fresh) or on the editor's
// definition.
func (ds *designerState) openOn(ctx app.Context, fresh bool) {
	keepGridKeys()
	ds.open, ds.msg, ds.textErr, ds.anchor = true, "", "", nil
	if ds.tool == "" {
		ds.tool, ds.fixedName, ds.set = toolAdd, "S", "polyominoes-5"
	}
	ds.layer, ds.cursor, ds.piece = 0, solver.Point{}, -1
	ctx.Defer(func(app.Context) { showDesigner() })
	cur, err := design.Read(ds.s.m.FileName, ds.s.m.Source, ds.s.m.Index)
	ds.hist = design.NewHistory(design.State{Text: ds.s.m.Source, Design: cur})
	if fresh || err != nil {
		if !fresh {
			ds.msg = "The definition cannot be drawn (" + err.Error() + "); start a new drawing or fix the text."
			ds.d = nil
			return
		}
		d, _ := design.New(5, 5, 1)
		ds.d = d
		// A new puzzle is the person's own, not an edited library entry.
		ds.s.m.Key, ds.s.m.FileName = "", "designed.txt"
		ds.write(ctx)
		return
	}
	ds.d = cur
	ds.estimate()
}

// showDesigner brings the designer, just opened, into view and puts the
// focus on its grid. It opens above the board while its buttons are in
// the panel, further down: without this, a person who scrolled to them (on
// a phone, below the board) would see the page keep its place and the
// designer open out of sight, above it.
func showDesigner() {
	if !app.IsClient {
		return
	}
	sec := app.Window().GetElementByID("designer-section")
	if !sec.Truthy() {
		return
	}
	if grid := app.Window().GetElementByID(idDesignGrid); grid.Truthy() {
		grid.Call("focus", map[string]any{"preventScroll": true})
	}
	sec.Call("scrollIntoView", map[string]any{"block": "start", "behavior": "instant"})
}

// write writes the drawing into the editor and the history.
func (ds *designerState) write(ctx app.Context) {
	text := ds.d.Text()
	if ds.dragging && ds.dragged {
		ds.hist.Replace(design.State{Text: text, Design: ds.d.Clone()})
	} else {
		ds.hist.Push(design.State{Text: text, Design: ds.d.Clone()})
	}
	ds.dragged = ds.dragging
	ds.textErr = ""
	ds.setText(ctx, text)
	ds.estimate()
}

// setText puts text into the editor and the model, as typing it
// would.
func (ds *designerState) setText(ctx app.Context, text string) {
	ds.s.m.SetSource("", text)
	ds.s.editorText = text
	ctx.Defer(func(app.Context) { setEditorValue(idEditor, text) })
	ds.s.saveDefinition(ctx)
	ds.s.syncURL()
	ds.s.changed()
}

// textEdited redraws the drawing from the text typed in the editor (the
// puzzle tab and the picker ask for it with actionTextEdited).
func (ds *designerState) textEdited() {
	if !ds.open {
		return
	}
	d, err := design.Read(ds.s.m.FileName, ds.s.m.Source, ds.s.m.Index)
	if err != nil {
		ds.textErr = "The drawing shows the last definition that could be drawn: " + err.Error()
		ds.hist.Push(design.State{Text: ds.s.m.Source, Design: ds.hist.Current().Design})
		return
	}
	ds.textErr = ""
	ds.d = d
	ds.clampCursor()
	ds.hist.Push(design.State{Text: ds.s.m.Source, Design: d.Clone()})
	ds.estimate()
}

// step goes back (undo) or forward (redo) in the history.
func (ds *designerState) step(ctx app.Context, redo bool) {
	step := ds.hist.Undo
	if redo {
		step = ds.hist.Redo
	}
	s, ok := step()
	if !ok {
		return
	}
	if s.Design != nil {
		ds.d = s.Design.Clone()
		ds.clampCursor()
	}
	ds.textErr = ""
	if s.Design == nil {
		ds.textErr = "The drawing shows the last definition that could be drawn."
	}
	ds.setText(ctx, s.Text)
	ds.estimate()
}

// change applies a change to the drawing and writes it out; an
// error is shown instead.
func (ds *designerState) change(ctx app.Context, change func(d *design.Design) error) {
	if ds.d == nil {
		return
	}
	d := ds.d.Clone()
	if err := change(d); err != nil {
		ds.msg = err.Error()
		return
	}
	ds.msg = ""
	ds.d = d
	ds.clampCursor()
	ds.write(ctx)
}

// clampCursor keeps the cursor and layer in the box.
func (ds *designerState) clampCursor() {
	if ds.d == nil {
		return
	}
	ds.layer = min(max(ds.layer, 0), ds.d.Z-1)
	ds.cursor = solver.Point{X: min(max(ds.cursor.X, 0), ds.d.X-1), Y: min(max(ds.cursor.Y, 0), ds.d.Y-1), Z: ds.layer}
	if ds.piece >= len(ds.d.Pieces) {
		ds.piece = -1
	}
}

// paintName returns the name the current tool paints cells with.
func (ds *designerState) paintName() string {
	switch ds.tool {
	case toolRemove, toolRectClear:
		return design.Hole
	case toolFixed:
		return ds.fixedName
	}
	return ""
}

// rectTool reports whether the tool paints rectangles.
func (ds *designerState) rectTool() bool { return ds.tool == toolRectAdd || ds.tool == toolRectClear }

// paint paints the rectangle a-b (a single cell when a == b) with the
// current tool.
func (ds *designerState) paint(ctx app.Context, a, b solver.Point) {
	name := ds.paintName()
	ds.change(ctx, func(d *design.Design) error {
		changed, err := d.Paint(a, b, name)
		if err == nil && !changed {
			return errUnchanged
		}
		return err
	})
	if ds.msg == errUnchanged.Error() {
		ds.msg = ""
	}
}

// errUnchanged marks a paint that changed nothing (no history step).
var errUnchanged = fmt.Errorf("unchanged")
