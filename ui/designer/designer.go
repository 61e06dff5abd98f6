package designer

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/command"
	"polyplay/ui/design"
	"polyplay/ui/state"
	"polyplay/ui/widget"
)

// designer is the puzzle designer (ui/design), a card above the board
// while it is open. It owns the drawing and its history: the drawing
// writes the definition into the editor as the person draws, and editing
// the text redraws the drawing; one history undoes both. Its parts are
// components owning their own state, handed the drawing as data: the
// region's grid with its pointer, keys, layer and 3-D view (designGrid),
// the pieces (designPieces) and the running check with the estimate
// (designCheck); their changes come back as actions (actionDesignChange,
// actionDesignStep). The box's size and the tools are its own. The top
// bar and the puzzle tab open it with ActionOpen, the editor
// tells it of new text with ActionTextEdited.
type Designer struct {
	app.Compo
	*puzzleStore
	// options is the options' store (observed: the check's estimate is
	// for the options); page the rest of the page; svgCache its cache
	// of drawings.
	options  *state.Store
	page     Page
	svgCache Drawings
	// designing is set while the designer is open.
	designing bool

	// d is the drawing; nil while the editor's text cannot be drawn and
	// nothing was drawn yet.
	d    *design.Design
	hist *design.History
	// tool is what a click, a drag or the space bar does to the
	// region's cells; fixedName names the fixed piece the fixed tool
	// paints.
	tool      string
	fixedName string
	// msg is the last message (an error of a control); textErr says why
	// the text cannot be drawn.
	msg, textErr string
}

// Designer tools: what a click, a drag or the space bar does to the
// region's cells.
const (
	toolAdd       = "add"        // cells join the region
	toolRemove    = "remove"     // cells leave the region (a hole)
	toolRectAdd   = "rect-add"   // a rectangle joins the region
	toolRectClear = "rect-clear" // a rectangle leaves the region
	toolFixed     = "fixed"      // cells become a fixed (stationary) piece
)

// The designer's actions.
const (
	// ActionOpen opens the designer; its value is true for a
	// new puzzle, false for the editor's definition.
	ActionOpen = "designer-open"
	// ActionTextEdited says the editor's text changed (typed, or another
	// puzzle picked): an open designer redraws it.
	ActionTextEdited = "text-edited"
	// ActionEstimated hands the designer's check a worker's estimate
	// (its value, a protocol.Message of kind estimated).
	ActionEstimated = "estimated"
	// actionDesignChange hands the designer a change of a part (its
	// value, a designChange).
	actionDesignChange = "design-change"
	// actionDesignStep steps through the history: its value is true to
	// redo, false to undo.
	actionDesignStep = "design-step"
)

// designChange is a change of the drawing: change makes it on a copy;
// joins is set for a drag's later cells, which join its first step in
// the history.
type designChange struct {
	change func(d *design.Design) error
	joins  bool
}

// changeDesign sends a change of the drawing to the designer.
func changeDesign(ctx app.Context, joins bool, f func(d *design.Design) error) {
	ctx.NewActionWithValue(actionDesignChange, designChange{change: f, joins: joins})
}

// errUnchanged marks a change that changed nothing (no history step).
var errUnchanged = errors.New("unchanged")

// OnMount takes the other components' actions, and observes the stores
// the designer reads (puzzleStore and optionsStore: the puzzle and the
// options; the drawing is its own) while it is open: closed, it has
// nothing to follow and opens on its own actions.
func (c *Designer) OnMount(ctx app.Context) {
	state.Observe(ctx, nil, func() bool { return c.designing }, c.puzzleStore.Store, c.options)
	ctx.Handle(ActionOpen, func(ctx app.Context, a app.Action) {
		fresh, _ := a.Value.(bool)
		c.openOn(ctx, fresh)
	})
	ctx.Handle(ActionTextEdited, func(ctx app.Context, a app.Action) { c.textEdited() })
	ctx.Handle(actionDesignChange, func(ctx app.Context, a app.Action) {
		if ch, ok := a.Value.(designChange); ok {
			c.change(ctx, ch)
		}
	})
	ctx.Handle(actionDesignStep, func(ctx app.Context, a app.Action) {
		redo, _ := a.Value.(bool)
		c.step(ctx, redo)
	})
}

// openOn opens the designer on a new puzzle (fresh) or on the editor's
// definition.
func (c *Designer) openOn(ctx app.Context, fresh bool) {
	c.designing, c.msg, c.textErr = true, "", ""
	if c.tool == "" {
		c.tool, c.fixedName = toolAdd, "S"
	}
	ctx.Defer(func(app.Context) { showDesigner() })
	cur, err := design.Read(c.m.FileName, c.m.Source, c.m.Index)
	c.hist = design.NewHistory(design.State{Text: c.m.Source, Design: cur})
	if fresh || err != nil {
		if !fresh {
			c.msg = "The definition cannot be drawn (" + err.Error() + "); start a new drawing or fix the text."
			c.d = nil
			return
		}
		d, _ := design.New(5, 5, 1)
		c.d = d
		// A new puzzle is the person's own, not an edited library entry.
		c.m.Key, c.m.FileName = "", "designed.txt"
		c.write(ctx, false)
		return
	}
	c.d = cur
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

// write writes the drawing into the editor and the history: a step of
// its own, or joined to the last (a drag's later cells).
func (c *Designer) write(ctx app.Context, joins bool) {
	text := c.d.Text()
	if joins {
		c.hist.Replace(design.State{Text: text, Design: c.d.Clone()})
	} else {
		c.hist.Push(design.State{Text: text, Design: c.d.Clone()})
	}
	c.textErr = ""
	c.setText(ctx, text)
}

// setText puts text into the editor and the model, as typing it
// would.
func (c *Designer) setText(ctx app.Context, text string) {
	c.page.SetText(ctx, text)
}

// textEdited redraws the drawing from the text typed in the editor (the
// puzzle tab and the picker ask for it with ActionTextEdited).
func (c *Designer) textEdited() {
	if !c.designing {
		return
	}
	d, err := design.Read(c.m.FileName, c.m.Source, c.m.Index)
	if err != nil {
		c.textErr = "The drawing shows the last definition that could be drawn: " + err.Error()
		c.hist.Push(design.State{Text: c.m.Source, Design: c.hist.Current().Design})
		return
	}
	c.textErr = ""
	c.d = d
	c.hist.Push(design.State{Text: c.m.Source, Design: d.Clone()})
}

// step goes back (undo) or forward (redo) in the history.
func (c *Designer) step(ctx app.Context, redo bool) {
	if !c.designing {
		return
	}
	step := c.hist.Undo
	if redo {
		step = c.hist.Redo
	}
	s, ok := step()
	if !ok {
		return
	}
	if s.Design != nil {
		c.d = s.Design.Clone()
	}
	c.textErr = ""
	if s.Design == nil {
		c.textErr = "The drawing shows the last definition that could be drawn."
	}
	c.setText(ctx, s.Text)
}

// change applies a change to the drawing and writes it out; an error is
// shown instead.
func (c *Designer) change(ctx app.Context, ch designChange) {
	if c.d == nil || !c.designing {
		return
	}
	d := c.d.Clone()
	switch err := ch.change(d); {
	case errors.Is(err, errUnchanged):
		return
	case err != nil:
		c.msg = err.Error()
		return
	}
	c.msg = ""
	c.d = d
	c.write(ctx, ch.joins)
}

// designerCommands are the designer's Undo and Redo, drawn as buttons
// and played by the grid's keys; undo and redo say whether the history
// can step.
func designerCommands(undo, redo bool) []command.Command {
	return []command.Command{
		{ID: "designer-undo", Label: "Undo", Keys: []string{"Control+z"}, Off: !undo,
			Do: func(ctx app.Context) { ctx.NewActionWithValue(actionDesignStep, false) }},
		{ID: "designer-redo", Label: "Redo", Keys: []string{"Control+y", "Control+Shift+z"}, Off: !redo,
			Do: func(ctx app.Context) { ctx.NewActionWithValue(actionDesignStep, true) }},
	}
}

// paintName returns the name tool paints cells with (fixed: the fixed
// piece's name).
func paintName(tool, fixed string) string {
	switch tool {
	case toolRemove, toolRectClear:
		return design.Hole
	case toolFixed:
		return fixed
	}
	return ""
}

// paint returns the change that paints the rectangle a-b (a single cell
// when a == b) with name.
func paint(a, b solver.Point, name string) func(d *design.Design) error {
	return func(d *design.Design) error {
		changed, err := d.Paint(a, b, name)
		if err == nil && !changed {
			return errUnchanged
		}
		return err
	}
}

// Render draws the designer while it is open, else an empty place
// (held): with nothing there, opening the designer moved the board and
// the panel one place on, and go-app mounted them again, losing their
// state (the player's, the focus) and dropping what was deferred from the
// button pressed (ctx.Defer runs only while its element is mounted).
func (c *Designer) Render() app.UI {
	widget.Counted("designer")
	return widget.Held(c.card())
}
