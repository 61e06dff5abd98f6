package ui

import (
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/ui/player"
)

// Painting on canvases. The drawings are computed in pure Go (player.Draw2D,
// Scene3D.Frame) as SVG path data; here each path becomes one Path2D and
// one fill or stroke, so a frame costs a few calls per piece (2-D) or per
// face (3-D). These functions only run in the browser; natively every
// app.Value is inert.

// fitCanvas sizes the canvas's pixel buffer to its CSS box (falling back to
// fallbackW wide when it has no layout yet) at the device's pixel ratio,
// with the given width/height aspect if aspect > 0 (otherwise the CSS
// height). It returns the CSS size and the pixel ratio.
func fitCanvas(cv app.Value, fallbackW, aspect float64) (w, h, dpr float64) {
	dpr = app.Window().Get("devicePixelRatio").Float()
	if !(dpr >= 1) || dpr > 4 {
		dpr = 1
	}
	w = cv.Get("clientWidth").Float()
	if w <= 0 {
		w = fallbackW
	}
	if aspect > 0 {
		h = w / aspect
	} else if h = cv.Get("clientHeight").Float(); h <= 0 {
		h = w * 3 / 4
	}
	pw, ph := int(math.Round(w*dpr)), int(math.Round(h*dpr))
	if cv.Get("width").Int() != pw {
		cv.Set("width", pw)
	}
	if cv.Get("height").Int() != ph {
		cv.Set("height", ph)
	}
	return w, h, dpr
}

// path2D makes a Path2D from SVG path data.
func path2D(d string) app.Value { return app.Window().Get("Path2D").New(d) }

// boardPad is the margin around a 2-D drawing, in cells, so that borders
// are not clipped.
const boardPad = 0.15

// highlight marks the cells of the last step on the board.
type highlight struct {
	kind  player.Kind
	cells []solver.Point
}

// paint2D draws a 2-D drawing (layers side by side) on the canvas, filling
// its width.
func paint2D(cv app.Value, d player.Drawing, xdim, ydim int, hl highlight) {
	if !cv.Truthy() {
		return
	}
	dw, dh := d.W+2*boardPad, d.H+2*boardPad
	w, _, dpr := fitCanvas(cv, 480, dw/dh)
	ctx := cv.Call("getContext", "2d")
	if !ctx.Truthy() {
		return
	}
	cell := w / dw
	ctx.Call("setTransform", 1, 0, 0, 1, 0, 0)
	ctx.Call("clearRect", 0, 0, cv.Get("width"), cv.Get("height"))
	ctx.Call("setTransform", cell*dpr, 0, 0, cell*dpr, boardPad*cell*dpr, boardPad*cell*dpr)
	for _, f := range d.Fills {
		if f.D == "" {
			continue
		}
		ctx.Set("fillStyle", f.Colour)
		ctx.Call("fill", path2D(f.D))
	}
	ctx.Set("lineCap", "square")
	if d.Grid != "" {
		ctx.Set("strokeStyle", "rgba(100,116,139,0.45)")
		ctx.Set("lineWidth", 1/cell)
		ctx.Call("stroke", path2D(d.Grid))
	}
	lw := max(1.6/cell, 0.08)
	if len(hl.cells) > 0 {
		fill, outline := player.PiecePaths(xdim, ydim, hl.cells)
		if hl.kind == player.Remove {
			ctx.Set("fillStyle", "rgba(220,38,38,0.28)")
			ctx.Call("fill", path2D(fill))
		}
		if d.Borders != "" {
			ctx.Set("strokeStyle", player.EdgeColour)
			ctx.Set("lineWidth", lw)
			ctx.Call("stroke", path2D(d.Borders))
		}
		colour := "#facc15"
		if hl.kind == player.Remove {
			colour = "#dc2626"
		}
		ctx.Set("strokeStyle", colour)
		ctx.Set("lineWidth", lw*1.8)
		ctx.Call("stroke", path2D(outline))
		return
	}
	if d.Borders != "" {
		ctx.Set("strokeStyle", player.EdgeColour)
		ctx.Set("lineWidth", lw)
		ctx.Call("stroke", path2D(d.Borders))
	}
}

// paint3D draws the scene on the canvas (aspect 4:3) from the camera.
func paint3D(cv app.Value, s *Scene3D, cam Camera3D) {
	if !cv.Truthy() || s == nil {
		return
	}
	w, h, dpr := fitCanvas(cv, 480, 4.0/3)
	ctx := cv.Call("getContext", "2d")
	if !ctx.Truthy() {
		return
	}
	ctx.Call("setTransform", dpr, 0, 0, dpr, 0, 0)
	// An opaque background, so that the PNG export looks like the view.
	ctx.Set("fillStyle", "#ffffff")
	ctx.Call("fillRect", 0, 0, w, h)
	if floor, ok := s.FloorPath(cam, w, h); ok {
		p := path2D(floor)
		ctx.Set("fillStyle", "#eef2f7")
		ctx.Call("fill", p)
		ctx.Set("strokeStyle", "#94a3b8")
		ctx.Set("lineWidth", 1)
		ctx.Call("stroke", p)
	}
	ctx.Set("lineJoin", "round")
	ctx.Set("lineCap", "round")
	ctx.Set("strokeStyle", player.EdgeColour)
	ctx.Set("lineWidth", 1.3)
	fill := ""
	for _, f := range s.Frame(cam, w, h) {
		if f.Fill != fill {
			fill = f.Fill
			ctx.Set("fillStyle", fill)
		}
		ctx.Call("fill", path2D(f.FacePath(0.4)))
		if len(f.Edges) > 0 {
			ctx.Call("stroke", path2D(f.EdgePath()))
		}
	}
}

// savePNG offers the canvas's pixels as a PNG file.
func savePNG(cv app.Value, name string) {
	if !cv.Truthy() {
		return
	}
	url := cv.Call("toDataURL", "image/png").String()
	doc := app.Window().Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
}
