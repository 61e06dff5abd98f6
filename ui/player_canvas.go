package ui

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"polyplay/solver"
	"polyplay/trace"
	"polyplay/ui/player"
)

// Painting on canvases. The drawings are computed in pure Go
// (player.Draw2D, player.Scene3D.Frame) as SVG path data; here each path
// becomes one Path2D and one fill or stroke, so a frame costs a few calls
// per piece (2-D) or per face (3-D). These functions only run in the browser; natively every
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
	kind  trace.Kind
	cells []solver.Point
}

// paint2D draws a 2-D drawing (layers side by side) on the canvas, filling
// its width.
func paint2D(cv app.Value, d player.Drawing, b *trace.Board, hl highlight) {
	if !cv.Truthy() {
		return
	}
	top := topPad(len(d.Layers) > 0)
	dw, dh := d.W+2*boardPad, d.H+boardPad+top
	w, _, dpr := fitCanvas(cv, 480, dw/dh)
	ctx := cv.Call("getContext", "2d")
	if !ctx.Truthy() {
		return
	}
	cell := w / dw
	ctx.Call("setTransform", 1, 0, 0, 1, 0, 0)
	ctx.Call("clearRect", 0, 0, cv.Get("width"), cv.Get("height"))
	ctx.Call("setTransform", cell*dpr, 0, 0, cell*dpr, boardPad*cell*dpr, top*cell*dpr)
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
		fill, outline := player.CellPaths(b, hl.cells)
		if hl.kind == trace.Remove {
			ctx.Set("fillStyle", "rgba(220,38,38,0.28)")
			ctx.Call("fill", path2D(fill))
		}
		if d.Borders != "" {
			ctx.Set("strokeStyle", player.EdgeColour)
			ctx.Set("lineWidth", lw)
			ctx.Call("stroke", path2D(d.Borders))
		}
		colour := "#facc15"
		if hl.kind == trace.Remove {
			colour = "#dc2626"
		}
		ctx.Set("strokeStyle", colour)
		ctx.Set("lineWidth", lw*1.8)
		ctx.Call("stroke", path2D(outline))
		paintLabels(ctx, d, cell)
		return
	}
	if d.Borders != "" {
		ctx.Set("strokeStyle", player.EdgeColour)
		ctx.Set("lineWidth", lw)
		ctx.Call("stroke", path2D(d.Borders))
	}
	paintLabels(ctx, d, cell)
}

// topPad is the margin above a 2-D drawing, in cells: room for the layer
// captions of a 3-D box.
func topPad(layers bool) float64 {
	if layers {
		return 1
	}
	return boardPad
}

// paintLabels writes the pieces' names on them and the layers' captions,
// when cells are large enough to read them.
func paintLabels(ctx app.Value, d player.Drawing, cell float64) {
	if cell < 11 {
		return
	}
	ctx.Set("textAlign", "center")
	ctx.Set("textBaseline", "middle")
	ctx.Set("font", fmt.Sprintf("600 %.3fpx system-ui, sans-serif", min(0.5, 15/cell)))
	for _, l := range d.Labels {
		ctx.Set("fillStyle", l.Colour)
		ctx.Call("fillText", l.Text, l.X, l.Y)
	}
	ctx.Set("font", fmt.Sprintf("%.3fpx system-ui, sans-serif", min(0.55, 14/cell)))
	for _, l := range d.Layers {
		ctx.Set("fillStyle", "#334155")
		ctx.Call("fillText", l.Text, l.X, l.Y)
	}
}

// drawFacesJS is the one piece of JavaScript of the 3-D view: a loop that
// paints packed faces, so that a frame costs one call from Go instead of
// several per face. data holds, per face: the fill's index in fills, the
// four corners (x, y), the number of edges, and each edge (x1, y1, x2, y2).
const drawFacesJS = `
let i = 0, last = -1;
while (i < n) {
  const f = data[i++];
  if (f !== last) { ctx.fillStyle = fills[f]; last = f; }
  ctx.beginPath();
  ctx.moveTo(data[i], data[i + 1]); ctx.lineTo(data[i + 2], data[i + 3]);
  ctx.lineTo(data[i + 4], data[i + 5]); ctx.lineTo(data[i + 6], data[i + 7]);
  ctx.closePath(); ctx.fill();
  i += 8;
  const e = data[i++];
  if (e > 0) {
    ctx.beginPath();
    for (let k = 0; k < e; k++, i += 4) { ctx.moveTo(data[i], data[i + 1]); ctx.lineTo(data[i + 2], data[i + 3]); }
    ctx.stroke();
  }
}`

// facePainter paints 3-D frames with drawFacesJS, keeping the fills it has
// sent to JavaScript.
type facePainter struct {
	fn    app.Value
	fills app.Value
	index map[string]int
	buf   []float32
	bytes []byte
}

// packFaces appends the faces to buf in drawFacesJS's layout, numbering new
// fills in index (and reporting them to add).
func packFaces(buf []float32, faces []player.Face3D, index map[string]int, add func(string)) []float32 {
	for _, f := range faces {
		i, ok := index[f.Fill]
		if !ok {
			i = len(index)
			index[f.Fill] = i
			add(f.Fill)
		}
		// Grow the polygon a little about its centre, so that no
		// anti-aliasing seam shows between neighbouring faces.
		var cx, cy float64
		for _, p := range f.Corners {
			cx += p[0] / 4
			cy += p[1] / 4
		}
		buf = append(buf, float32(i))
		for _, p := range f.Corners {
			dx, dy := p[0]-cx, p[1]-cy
			if l := math.Hypot(dx, dy); l > 0 {
				dx, dy = dx*(1+0.4/l), dy*(1+0.4/l)
			}
			buf = append(buf, float32(cx+dx), float32(cy+dy))
		}
		buf = append(buf, float32(len(f.Edges)))
		for _, e := range f.Edges {
			buf = append(buf, float32(e[0][0]), float32(e[0][1]), float32(e[1][0]), float32(e[1][1]))
		}
	}
	return buf
}

// paint3D draws the scene on the canvas (aspect 4:3) from the camera.
func (fp *facePainter) paint3D(cv app.Value, s *player.Scene3D, cam player.Camera3D) {
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
	if fp.fn == nil {
		fp.fn = app.Window().Get("Function").New("ctx", "data", "n", "fills", drawFacesJS)
		fp.fills = app.Window().Get("Array").New()
		fp.index = map[string]int{}
	}
	fp.buf = packFaces(fp.buf[:0], s.Frame(cam, w, h), fp.index, func(c string) { fp.fills.Call("push", c) })
	n := len(fp.buf)
	if n == 0 {
		return
	}
	if cap(fp.bytes) < 4*n {
		fp.bytes = make([]byte, 4*n)
	}
	b := fp.bytes[:4*n]
	for i, v := range fp.buf {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	arr := app.Window().Get("Uint8Array").New(len(b))
	app.CopyBytesToJS(arr, b)
	data := app.Window().Get("Float32Array").New(arr.Get("buffer"))
	fp.fn.Invoke(ctx, data, n, fp.fills)
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
