package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/control"
	"polyplay/ui/design"
)

// designerButtons draws the buttons that open the designer (in the puzzle
// tab).
func designerButtons() app.UI {
	return app.Div().Class("designer-open").Role("group").Attr("aria-labelledby", "designer-open-label").Body(
		app.Span().ID("designer-open-label").Class("designer-open-label").Text("Designer:"),
		app.Button().Type("button").ID("designer-new").Class("small").Text("Draw a new puzzle").
			Title("Open the designer on an empty grid: draw the region and the pieces").
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(actionDesignerOpen, true) }),
		app.Button().Type("button").ID("designer-edit").Class("small").Text("Draw this puzzle").
			Title("Open the designer on the definition below").
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(actionDesignerOpen, false) }),
	)
}

// card draws the designer when it is open; nil when it is closed.
func (c *designer) card() app.UI {
	if !c.designing {
		return nil
	}
	head := app.Div().Class("designer-bar").Body(append(commandButtons(designerCommands(c.hist.CanUndo(), c.hist.CanRedo()), c.onCommand),
		app.Button().Type("button").ID("designer-close").Class("small").Text("Close the designer").
			OnClick(func(ctx app.Context, e app.Event) { c.designing = false }))...)
	body := []app.UI{
		app.P().Class("help").Text("Draw the region and pick or draw the pieces: the definition in the editor follows the drawing, and editing the text redraws it. Solve, save and share it like any other puzzle."),
		head,
	}
	if c.msg != "" {
		body = append(body, app.P().ID("designer-msg").Class("field-error").Role("alert").Text(c.msg))
	}
	if c.textErr != "" {
		body = append(body, app.P().ID("designer-text-error").Class("designer-note").Role("status").Text(c.textErr))
	}
	if c.d == nil {
		return section("designer", "Puzzle designer", body...)
	}
	body = append(body,
		app.Div().Class("designer-cols").Body(
			app.Div().Class("designer-region").Body(
				c.box(),
				c.tools(),
				&designGrid{Design: c.d, Paint: paintName(c.tool, c.fixedName), Rect: c.tool == toolRectAdd || c.tool == toolRectClear,
					Undo: c.hist.CanUndo(), Redo: c.hist.CanRedo()},
			),
			app.Div().Class("designer-side").Body(
				&designCheck{puzzleStore: c.puzzleStore, Rev: c.Rev, Design: c.d},
				&designPieces{svgCache: c.svgCache, Design: c.d},
			),
		),
	)
	return section("designer", "Puzzle designer", body...)
}

// onCommand runs the command of the button pressed (Undo, Redo).
func (c *designer) onCommand(ctx app.Context, e app.Event) {
	if c.hist == nil || !runCommand(ctx, designerCommands(c.hist.CanUndo(), c.hist.CanRedo())) {
		ctx.PreventUpdate()
	}
}

// box draws the box's size fields and the one-sided switch.
func (c *designer) box() app.UI {
	d := c.d
	fields := []app.UI{
		c.gridChoice(),
		c.boxField("designer-x", "Width", 0, design.MaxSide),
		c.boxField("designer-y", "Height", 1, design.MaxSide),
		c.boxField("designer-z", "Layers (3-D)", 2, 16),
	}
	if d.Z == 1 {
		fields = append(fields, app.Label().Class("designer-check").For("designer-onesided").Body(
			app.Input().Type("checkbox").ID("designer-onesided").Checked(d.OneSided).
				OnChange(func(ctx app.Context, e app.Event) {
					on := control.Of(ctx).Checked
					c.change(ctx, designChange{change: func(d *design.Design) error { d.OneSided = on; return nil }})
				}),
			app.Span().Text("One-sided (pieces may not be turned over)"),
		))
	}
	return app.FieldSet().Class("designer-box").Body(append([]app.UI{app.Legend().Text("Box")}, fields...)...)
}

// boxField draws the field of one side of the box (axis 0, 1, 2).
func (c *designer) boxField(id, label string, axis, hi int) app.UI {
	d := c.d
	v := []int{d.X, d.Y, d.Z}[axis]
	return app.Div().Class("designer-num").Body(
		app.Label().For(id).Text(label),
		app.Input().Type("number").ID(id).Min(1).Max(hi).Step(1).Attr("inputmode", "numeric").
			Value(strconv.Itoa(v)).
			OnChange(func(ctx app.Context, e app.Event) {
				n, err := strconv.Atoi(strings.TrimSpace(control.Of(ctx).Value))
				if err != nil {
					c.msg = label + ": enter a whole number"
					return
				}
				c.change(ctx, designChange{change: func(d *design.Design) error {
					size := []int{d.X, d.Y, d.Z}
					size[axis] = n
					return d.Resize(size[0], size[1], size[2])
				}})
			}),
	)
}

// tools draws the painting tools, named in the grid's own words ("Add
// balls"; grid.Kind.Unit).
func (c *designer) tools() app.UI {
	units := c.d.Grid.Unit(c.d.Z) + "s"
	tools := []struct{ id, label string }{
		{toolAdd, "Add " + units}, {toolRemove, "Remove " + units},
		{toolRectAdd, "Fill a rectangle"}, {toolRectClear, "Clear a rectangle"},
		{toolFixed, "Fixed piece"},
	}
	var radios []app.UI
	for _, t := range tools {
		id := "designer-tool-" + t.id
		radios = append(radios, app.Label().Class("designer-radio").For(id).Body(
			app.Input().Type("radio").Name("designer-tool").ID(id).Value(t.id).Checked(c.tool == t.id).
				OnChange(func(ctx app.Context, e app.Event) { c.tool = t.id }),
			app.Span().Text(t.label),
		))
	}
	radios = append(radios, app.Span().Class("designer-num").Body(
		app.Label().For("designer-fixed-name").Text("Fixed piece's name"),
		app.Input().Type("text").ID("designer-fixed-name").Value(c.fixedName).Size(4).
			OnChange(func(ctx app.Context, e app.Event) {
				name := strings.TrimSpace(control.Of(ctx).Value)
				if err := design.CheckName(name); err != nil {
					c.msg = err.Error()
					return
				}
				c.fixedName, c.tool, c.msg = name, toolFixed, ""
			}),
	))
	return app.FieldSet().Class("designer-tools").Body(append([]app.UI{app.Legend().Text("Tool")}, radios...)...)
}
