package ui

// The PolyPlayer's controls: their rendering and their event handlers.
// The handlers update the canvases and controls directly and prevent a
// re-render, except where the layout changes.

import (
	"math"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/ui/player"
)

func (c *PolyPlayer) onPlay(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if c.pl == nil {
		return
	}
	if c.pl.Playing {
		c.pl.Pause()
		c.stopLoop()
		c.sync()
		return
	}
	c.play()
}

func (c *PolyPlayer) step(ctx app.Context, f func()) {
	ctx.PreventUpdate()
	if c.pl == nil {
		return
	}
	c.pl.Pause()
	c.stopLoop()
	f()
	c.moved()
}

func (c *PolyPlayer) onBack(ctx app.Context, e app.Event) { c.step(ctx, func() { c.pl.Back() }) }

func (c *PolyPlayer) onFwd(ctx app.Context, e app.Event) { c.step(ctx, func() { c.pl.Forward() }) }

func (c *PolyPlayer) onStart(ctx app.Context, e app.Event) { c.step(ctx, func() { c.pl.Seek(0) }) }

func (c *PolyPlayer) onEnd(ctx app.Context, e app.Event) {
	c.step(ctx, func() { c.pl.Seek(c.pl.Len()) })
}

func (c *PolyPlayer) onScrub(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if c.pl == nil {
		return
	}
	if n, err := strconv.Atoi(controlOf(ctx).Value); err == nil {
		c.pl.Seek(n)
		c.moved()
	}
}

func (c *PolyPlayer) onSpeed(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if v, err := strconv.ParseFloat(controlOf(ctx).Value, 64); err == nil && c.pl != nil {
		c.pl.SetSpeed(v)
	}
}

func (c *PolyPlayer) onLoop(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if c.pl != nil {
		c.pl.Loop = controlOf(ctx).Checked
	}
}

func (c *PolyPlayer) onOrder(ctx app.Context, e app.Event) {
	o, err := player.ParseOrder(controlOf(ctx).Value)
	if err != nil || c.Show == nil || c.Show.Solution == nil {
		return
	}
	pos := 0
	if c.pl != nil {
		pos = c.pl.Pos()
	}
	c.order = o
	pl, err := c.Show.Player(o)
	if err != nil {
		c.err = err.Error()
		return
	}
	pl.Seek(pos)
	c.stopLoop()
	c.pl = pl
	ctx.Defer(func(app.Context) { c.moved() })
}

func (c *PolyPlayer) onView(ctx app.Context, e app.Event) {
	v := controlOf(ctx).Value
	if v != View2D && v != View3D {
		return
	}
	c.view = v
	ctx.Defer(func(app.Context) { c.paint(); c.sync() })
}

func (c *PolyPlayer) onExplode(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if v, err := strconv.ParseFloat(controlOf(ctx).Value, 64); err == nil {
		c.cam.Explode = v / 100
		c.cam = c.cam.Clamp()
		c.paint3D()
	}
}

// pair keeps a control's label with it when the controls wrap.
func pair(label, control app.UI) app.UI {
	return app.Span().Class("pplayer-pair").Body(label, control)
}

// onSettings opens or closes the settings on a narrow screen, where
// they wait behind a button so that the solutions' thumbnails come into
// the first screen under the board (style.css shows the button only
// there; elsewhere the settings are always shown).
func (c *PolyPlayer) onSettings(ctx app.Context, e app.Event) {
	c.settingsOpen = !c.settingsOpen
}

// renderControls draws the controls: the buttons, the scrubber and the
// counter, and unless Compact the speed, loop, order, view and explode
// settings and the exports, behind a Settings button on a narrow
// screen.
func (c *PolyPlayer) renderControls() []app.UI {
	what := "assembly"
	if c.Show.Trace != nil {
		what = "search"
	}
	label, text := c.playLabel()
	controls := []app.UI{
		app.Span().Class("pplayer-buttons").Body(
			app.If(!c.Compact, func() app.UI {
				return app.Button().Type("button").ID(c.id("start")).Attr("aria-label", "Back to the start").Text("⇤").OnClick(c.onStart)
			}),
			app.Button().Type("button").ID(c.id("back")).Attr("aria-label", "Step back").Text("‹").OnClick(c.onBack),
			app.Button().Type("button").ID(c.id("play")).Attr("aria-label", label).Attr("aria-pressed", strconv.FormatBool(c.pl.Playing)).Text(text).OnClick(c.onPlay),
			app.Button().Type("button").ID(c.id("fwd")).Attr("aria-label", "Step forward").Text("›").OnClick(c.onFwd),
			app.If(!c.Compact, func() app.UI {
				return app.Button().Type("button").ID(c.id("end")).Attr("aria-label", "Forward to the end").Text("⇥").OnClick(c.onEnd)
			}),
		),
		app.Span().Class("pplayer-scrub").Body(
			app.Input().Type("range").ID(c.id("scrub")).Min(0).Max(c.pl.Len()).Step(1).Value(c.pl.Pos()).
				Attr("aria-label", "Position in the "+what).OnInput(c.onScrub),
		),
		app.Span().ID(c.id("counter")).Class("pplayer-counter").Text(c.counterText()),
	}
	if !c.Compact {
		var settings []app.UI
		var speeds []app.UI
		cur := c.pl.Speed()
		for _, v := range player.Speeds {
			speeds = append(speeds, menuOption(strconv.FormatFloat(v, 'g', -1, 64), strconv.FormatFloat(v, 'g', -1, 64)+" steps/s", v == cur))
		}
		if !slices.Contains(player.Speeds, cur) {
			speeds = append(speeds, menuOption(strconv.FormatFloat(cur, 'g', -1, 64), strconv.FormatFloat(cur, 'g', 4, 64)+" steps/s", true))
		}
		settings = append(settings,
			pair(app.Label().Class("pplayer-field").For(c.id("speed")).Text("Speed"),
				app.Select().ID(c.id("speed")).OnChange(c.onSpeed).Body(speeds...)),
			app.Label().Class("pplayer-field").Body(
				checkBox(c.id("loop"), c.pl.Loop).OnChange(c.onLoop),
				app.Text("Loop"),
			),
		)
		if c.Show.Solution != nil {
			var opts []app.UI
			for _, o := range player.Orders {
				opts = append(opts, menuOption(string(o), string(o), o == c.order))
			}
			settings = append(settings,
				pair(app.Label().Class("pplayer-field").For(c.id("order")).Text("Order"),
					app.Select().ID(c.id("order")).OnChange(c.onOrder).Body(opts...)))
		}
		flat, solid := "Flat board", "3-D view"
		if c.is3D {
			flat, solid = "Layers only", "3-D view and layers"
		}
		settings = append(settings,
			pair(app.Label().Class("pplayer-field").For(c.id("view")).Text("View"),
				app.Select().ID(c.id("view")).OnChange(c.onView).Body(
					menuOption(View2D, flat, c.view == View2D),
					menuOption(View3D, solid, c.view == View3D),
				)),
		)
		if c.view == View3D {
			settings = append(settings,
				pair(app.Label().Class("pplayer-field").For(c.id("explode")).Text("Explode"),
					app.Input().Type("range").ID(c.id("explode")).Min(0).Max(100).Step(1).
						Value(int(math.Round(c.cam.Explode*100))).OnInput(c.onExplode)))
		}
		// The exports follow the settings in their row.
		settings = append(settings, c.renderExports())
		class := "pplayer-settings"
		if c.settingsOpen {
			class += " open"
		}
		controls = append(controls,
			app.Button().Type("button").ID(c.id("settings-toggle")).Class("pplayer-settings-toggle small").
				Attr("aria-expanded", strconv.FormatBool(c.settingsOpen)).Attr("aria-controls", c.id("settings")).
				Text("Settings").OnClick(c.onSettings),
			app.Span().ID(c.id("settings")).Class(class).Body(settings...))
	}
	return controls
}
