package ui

import (
	"fmt"
	"math"
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
			Title("Open the designer on an empty box: draw the region and the pieces").
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(actionDesignerOpen, true) }),
		app.Button().Type("button").ID("designer-edit").Class("small").Text("Draw this puzzle").
			Title("Open the designer on the definition below").
			OnClick(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(actionDesignerOpen, false) }),
	)
}

// card draws the designer when it is open; nil when it is closed.
func (ds *designerState) card() app.UI {
	if !ds.open {
		return nil
	}
	head := app.Div().Class("designer-bar").Body(
		app.Button().Type("button").ID("designer-undo").Class("small").Text("Undo").
			Disabled(!ds.hist.CanUndo()).Attr("aria-keyshortcuts", "Control+Z").
			OnClick(func(ctx app.Context, e app.Event) { ds.step(ctx, false) }),
		app.Button().Type("button").ID("designer-redo").Class("small").Text("Redo").
			Disabled(!ds.hist.CanRedo()).Attr("aria-keyshortcuts", "Control+Y").
			OnClick(func(ctx app.Context, e app.Event) { ds.step(ctx, true) }),
		app.Button().Type("button").ID("designer-close").Class("small").Text("Close the designer").
			OnClick(func(ctx app.Context, e app.Event) { ds.open = false }),
	)
	body := []app.UI{
		app.P().Class("help").Text("Draw the region and pick or draw the pieces: the definition in the editor follows the drawing, and editing the text redraws it. Solve, save and share it like any other puzzle."),
		head,
	}
	if ds.msg != "" {
		body = append(body, app.P().ID("designer-msg").Class("field-error").Role("alert").Text(ds.msg))
	}
	if ds.textErr != "" {
		body = append(body, app.P().ID("designer-text-error").Class("designer-note").Role("status").Text(ds.textErr))
	}
	if ds.d == nil {
		return section("designer", "Puzzle designer", body...)
	}
	body = append(body,
		app.Div().Class("designer-cols").Body(
			app.Div().Class("designer-region").Body(
				ds.box(),
				ds.tools(),
				ds.layerView(),
				ds.grid(),
			),
			app.Div().Class("designer-side").Body(
				ds.check(),
				ds.pieces(),
			),
		),
	)
	return section("designer", "Puzzle designer", body...)
}

// renderDesignBox draws the box's size fields and the one-sided switch.
func (ds *designerState) box() app.UI {
	d := ds.d
	fields := []app.UI{
		ds.gridChoice(),
		ds.boxField("designer-x", "Width", 0, design.MaxSide),
		ds.boxField("designer-y", "Height", 1, design.MaxSide),
		ds.boxField("designer-z", "Layers (3-D)", 2, 16),
	}
	if d.Z == 1 {
		fields = append(fields, app.Div().Class("designer-check").Body(
			app.Input().Type("checkbox").ID("designer-onesided").Checked(d.OneSided).
				OnChange(func(ctx app.Context, e app.Event) {
					on := control.Of(ctx).Checked
					ds.change(ctx, func(d *design.Design) error { d.OneSided = on; return nil })
				}),
			app.Label().For("designer-onesided").Text("One-sided (pieces may not be turned over)"),
		))
	}
	return app.FieldSet().Class("designer-box").Body(append([]app.UI{app.Legend().Text("Box")}, fields...)...)
}

// designBoxField draws the field of one side of the box (axis 0, 1, 2).
func (ds *designerState) boxField(id, label string, axis, hi int) app.UI {
	d := ds.d
	v := []int{d.X, d.Y, d.Z}[axis]
	return app.Div().Class("designer-num").Body(
		app.Label().For(id).Text(label),
		app.Input().Type("number").ID(id).Min(1).Max(hi).Step(1).Attr("inputmode", "numeric").
			Value(strconv.Itoa(v)).
			OnChange(func(ctx app.Context, e app.Event) {
				n, err := strconv.Atoi(strings.TrimSpace(control.Of(ctx).Value))
				if err != nil {
					ds.msg = label + ": enter a whole number"
					return
				}
				ds.change(ctx, func(d *design.Design) error {
					size := []int{d.X, d.Y, d.Z}
					size[axis] = n
					return d.Resize(size[0], size[1], size[2])
				})
			}),
	)
}

// renderDesignTools draws the painting tools.
func (ds *designerState) tools() app.UI {
	tools := []struct{ id, label string }{
		{toolAdd, "Add cells"}, {toolRemove, "Remove cells"},
		{toolRectAdd, "Fill a rectangle"}, {toolRectClear, "Clear a rectangle"},
		{toolFixed, "Fixed piece"},
	}
	var radios []app.UI
	for _, t := range tools {
		id := "designer-tool-" + t.id
		radios = append(radios, app.Span().Class("designer-radio").Body(
			app.Input().Type("radio").Name("designer-tool").ID(id).Value(t.id).Checked(ds.tool == t.id).
				OnChange(func(ctx app.Context, e app.Event) { ds.tool, ds.anchor = t.id, nil }),
			app.Label().For(id).Text(t.label),
		))
	}
	radios = append(radios, app.Span().Class("designer-num").Body(
		app.Label().For("designer-fixed-name").Text("Fixed piece's name"),
		app.Input().Type("text").ID("designer-fixed-name").Value(ds.fixedName).Size(4).
			OnChange(func(ctx app.Context, e app.Event) {
				name := strings.TrimSpace(control.Of(ctx).Value)
				if err := design.CheckName(name); err != nil {
					ds.msg = err.Error()
					return
				}
				ds.fixedName, ds.tool, ds.msg = name, toolFixed, ""
			}),
	))
	return app.FieldSet().Class("designer-tools").Body(append([]app.UI{app.Legend().Text("Tool")}, radios...)...)
}

// renderDesignLayer draws the layer selector and the 3-D preview of 3-D
// designs.
func (ds *designerState) layerView() app.UI {
	d := ds.d
	if d.Z == 1 {
		return nil
	}
	var opts []app.UI
	for z := range d.Z {
		opts = append(opts, app.Option().Value(strconv.Itoa(z)).Selected(z == ds.layer).Text(fmt.Sprintf("Layer %d (z = %d)", z+1, z)))
	}
	turn := func(by float64) app.EventHandler {
		return func(ctx app.Context, e app.Event) { ds.yaw = math.Mod(ds.yaw+by, 2*math.Pi) }
	}
	return app.Div().Class("designer-layers").Body(
		app.Div().Class("designer-num").Body(
			app.Label().For("designer-layer").Text("Layer drawn"),
			app.Select().ID("designer-layer").OnChange(func(ctx app.Context, e app.Event) {
				if z, err := strconv.Atoi(control.Of(ctx).Value); err == nil {
					ds.layer = z
					ds.clampCursor()
				}
			}).Body(opts...),
		),
		app.Div().Class("designer-3d-wrap").Body(
			app.Raw(DesignSVG3D(d, ds.layer, ds.yaw, 220, 180)),
			app.Div().Class("designer-bar").Body(
				app.Button().Type("button").ID("designer-turn-left").Class("small").Text("⟲ Turn left").OnClick(turn(-math.Pi/8)),
				app.Button().Type("button").ID("designer-turn-right").Class("small").Text("Turn right ⟳").OnClick(turn(math.Pi/8)),
			),
		),
	)
}

// renderDesignCheck draws the running check.
func (ds *designerState) check() app.UI {
	r := ds.d.Check()
	cls := "ok"
	probs := r.Problems()
	if len(probs) > 0 {
		cls = "bad"
	}
	items := []app.UI{app.Li().ID("designer-cells").Class(cls).Text(fmt.Sprintf("Region: %d cells. Pieces: %d cells.", r.RegionCells, r.PieceCells))}
	for _, p := range probs {
		items = append(items, app.Li().Class("bad").Text(p))
	}
	if len(probs) == 0 && r.PieceCells > 0 {
		items = append(items, app.Li().Class("ok").Text("Nothing rules out a solution: solve it to find out."))
	}
	if s := ds.estimateText(); s != "" {
		items = append(items, app.Li().ID("designer-estimate").Class("note").Text(s))
	}
	for _, g := range r.Identical {
		var names []string
		for _, i := range g {
			names = append(names, ds.d.Pieces[i].Names...)
		}
		items = append(items, app.Li().Class("note").Text("Same shape: "+strings.Join(names, ", ")+"."))
	}
	return app.Div().Class("designer-report").Body(
		app.H3().Text("Check"),
		app.Ul().ID("designer-check").Attr("aria-live", "polite").Body(items...),
	)
}
