package polyplayer

// The PolyPlayer's controls: their rendering and their event handlers.
// The handlers update the canvases and controls directly and prevent a
// re-render, except where the layout changes.

import (
	"polyplay/ui/control"
	"polyplay/ui/link"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func (c *playerState) onPlay(ctx app.Context, e app.Event) {
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

func (c *playerState) step(ctx app.Context, f func()) {
	ctx.PreventUpdate()
	if c.pl == nil {
		return
	}
	c.pl.Pause()
	c.stopLoop()
	f()
	c.moved()
}

func (c *playerState) onBack(ctx app.Context, e app.Event) { c.step(ctx, func() { c.pl.Back() }) }

func (c *playerState) onFwd(ctx app.Context, e app.Event) { c.step(ctx, func() { c.pl.Forward() }) }

func (c *playerState) onStart(ctx app.Context, e app.Event) { c.step(ctx, func() { c.pl.Seek(0) }) }

func (c *playerState) onEnd(ctx app.Context, e app.Event) {
	c.step(ctx, func() { c.pl.Seek(c.pl.Len()) })
}

func (c *playerState) onScrub(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if c.pl == nil {
		return
	}
	if n, err := strconv.Atoi(control.Of(ctx).Value); err == nil {
		c.pl.Seek(n)
		c.moved()
	}
}

func (c *playerState) onSpeed(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if v, err := strconv.ParseFloat(control.Of(ctx).Value, 64); err == nil && c.pl != nil {
		c.pl.SetSpeed(v)
	}
}

func (c *playerState) onLoop(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if c.pl != nil {
		c.pl.Loop = control.Of(ctx).Checked
	}
}

func (c *playerState) onView(ctx app.Context, e app.Event) {
	v := control.Of(ctx).Value
	if v != link.View2D && v != link.View3D {
		return
	}
	c.view = v
	ctx.Defer(func(app.Context) { c.paint(); c.sync() })
}

func (c *playerState) onExplode(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if v, err := strconv.ParseFloat(control.Of(ctx).Value, 64); err == nil {
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
func (c *playerState) onSettings(ctx app.Context, e app.Event) {
	c.settingsOpen = !c.settingsOpen
}
