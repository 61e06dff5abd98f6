package playmode

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"polyplay/ui/command"
	"polyplay/ui/place"
	"polyplay/ui/widget"
)

// sceneLayers is the row under the scene's moves that says the working
// layer and changes it: Layer down, "Layer N of M" and Layer up (a
// finger's size on a phone, as every control). The scene owns the
// working layer; the row hands it a step (actionSceneLayer), which
// moves the piece in hand a layer, or without one the working layer, as
// Page Down and Page Up do.
type sceneLayers struct {
	app.Compo
	// Layer is the working layer, Z the box's layers.
	Layer, Z int
}

// actionSceneLayer hands the scene a step of the layer row: -1 down, 1
// up (an int).
const actionSceneLayer = "scene-layer"

// commands are Layer down and Layer up, each off at its end of the box.
func (c *sceneLayers) commands() []command.Command {
	step := func(id, label, key string, dz int, off bool) command.Command {
		return command.Command{ID: id, Label: label, Keys: []string{key}, Off: off, Do: func(ctx app.Context) {
			ctx.NewActionWithValue(actionSceneLayer, dz)
		}}
	}
	return []command.Command{
		step("play-layer-down", "Layer down", "PageDown", -1, c.Layer == 0),
		step("play-layer-up", "Layer up", "PageUp", 1, c.Layer >= c.Z-1),
	}
}

// Render draws the row.
func (c *sceneLayers) Render() app.UI {
	widget.Counted("sceneLayers")
	cs := c.commands()
	return app.Div().ID("play-scene-layers").Class("play-bar play-scene-layers").Role("group").
		Attr("aria-label", "The working layer").Body(
		command.Button(cs[0], c.onClick),
		app.Span().ID("play-layer").Text(place.LayerOf(c.Layer, c.Z)),
		command.Button(cs[1], c.onClick),
	)
}

// onClick makes the step of the button pressed, and hands the scene the
// keys back.
func (c *sceneLayers) onClick(ctx app.Context, e app.Event) {
	if !command.Run(ctx, c.commands()) {
		ctx.PreventUpdate()
	}
	focusQuietly(idPlayScene)
}
