package polyplayer

// The PolyPlayer's animation: painting the board and the 3-D view, the
// frame loop, and the controls updated in place while it plays.

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/trace"
	"polyplay/ui/link"
	"polyplay/ui/player"
)

// paint draws the board (and the 3-D view) at the current position.
func (c *playerState) paint() {
	if !app.IsClient || !c.mounted || c.pl == nil {
		return
	}
	b := c.pl.Board()
	var hl highlight
	if s, ok := c.pl.Last(); ok && s.Kind != trace.Solution {
		hl = highlight{s.Kind, s.Cells}
	}
	paint2D(app.Window().GetElementByID(c.id("board")), player.Draw2D(b, c.cols), b, hl)
	if el := app.Window().GetElementByID(c.id("colours")); el.Truthy() {
		el.Set("textContent", player.ColoursText(b))
	}
	if c.view == link.View3D {
		c.paint3D()
	}
	c.frames++
}

// paint3D repaints the 3-D view, rebuilding its scene if the board moved.
func (c *playerState) paint3D() {
	if c.pl == nil {
		return
	}
	if c.apart != nil {
		// The solution taken apart: its scene posed at the step.
		c.apart.Pose(c.pl.Pos())
		c.faces.paint3D(app.Window().GetElementByID(c.id("3d")), c.apart.Scene(), c.cam)
		c.listen3D()
		return
	}
	if c.scene == nil || c.sceneV != c.boardV {
		c.scene, c.sceneV = player.NewScene3D(c.pl.Board(), c.cols), c.boardV
	}
	c.faces.paint3D(app.Window().GetElementByID(c.id("3d")), c.scene, c.cam)
	c.listen3D()
}

// sync updates the controls in place (no re-render).
func (c *playerState) sync() {
	if !app.IsClient || !c.mounted || c.pl == nil {
		return
	}
	doc := app.Window()
	if el := doc.GetElementByID(c.id("counter")); el.Truthy() {
		el.Set("textContent", c.counterText())
	}
	if el := doc.GetElementByID(c.id("scrub")); el.Truthy() {
		el.Set("max", c.pl.Len())
		el.Set("value", c.pl.Pos())
		el.Call("setAttribute", "aria-valuetext", c.counterText())
	}
	if el := doc.GetElementByID(c.id("play")); el.Truthy() {
		label, text := c.playLabel()
		el.Set("textContent", text)
		el.Call("setAttribute", "aria-label", label)
		el.Call("setAttribute", "aria-pressed", strconv.FormatBool(c.pl.Playing))
	}
	if root := doc.GetElementByID(c.id("")); root.Truthy() {
		ds := root.Get("dataset")
		ds.Set("step", c.pl.Pos())
		ds.Set("steps", c.pl.Len())
		ds.Set("playing", strconv.FormatBool(c.pl.Playing))
		ds.Set("board", player.BoardKey(c.pl.Board()))
		ds.Set("frames", c.frames)
	}
}

func (c *playerState) counterText() string {
	if c.pl == nil {
		return ""
	}
	t := c.pl.CounterText()
	if s, ok := c.pl.Last(); ok && s.Kind == trace.Solution && c.apart == nil {
		t += " Solution!"
	}
	return t
}

func (c *playerState) playLabel() (label, text string) {
	if c.pl != nil && c.pl.Playing {
		return "Pause", "❚❚"
	}
	return "Play", "▶"
}

// moved repaints after the position changed.
func (c *playerState) moved() {
	c.boardV++
	c.paint()
	c.sync()
}

// play starts the animation loop.
func (c *playerState) play() {
	if c.pl == nil || c.pl.Len() == 0 {
		return
	}
	c.pl.Play()
	c.moved()
	c.startLoop()
}

func (c *playerState) startLoop() {
	if !app.IsClient || c.rafOn {
		return
	}
	if c.raf == nil {
		c.raf = app.FuncOf(func(this app.Value, args []app.Value) any {
			ts := 0.0
			if len(args) > 0 {
				ts = args[0].Float()
			}
			c.ctx.Dispatch(func(ctx app.Context) {
				ctx.PreventUpdate()
				c.frame(ts)
			})
			return nil
		})
	}
	c.rafOn, c.lastTS = true, -1
	c.requestFrame()
}

// requestFrame asks the browser for the next frame, and keeps its
// handle (rafID) for stopLoop.
func (c *playerState) requestFrame() {
	c.rafID = app.Window().Call("requestAnimationFrame", c.raf)
}

// stopLoop stops the animation, the frame asked for with it: released at
// OnDismount, the callback of a frame still to come would be a call to
// a released function (the browser's console says so).
func (c *playerState) stopLoop() {
	if c.rafOn && c.rafID != nil {
		app.Window().Call("cancelAnimationFrame", c.rafID)
	}
	c.rafOn, c.rafID = false, nil
}

// frame advances the animation by the time since the last frame.
func (c *playerState) frame(ts float64) {
	if !c.rafOn || !c.mounted || c.pl == nil {
		c.rafOn = false
		return
	}
	dt := 0.0
	if c.lastTS >= 0 {
		// A tab in the background gets no frames: do not jump ahead.
		dt = min(max(ts-c.lastTS, 0), 250)
	}
	c.lastTS = ts
	if c.pl.Tick(time.Duration(dt * float64(time.Millisecond))) {
		c.moved()
	}
	if !c.pl.Playing {
		c.rafOn = false
		c.sync()
		return
	}
	c.requestFrame()
}
