package polyplayer

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

// paint2D draws a 2-D drawing on the canvas, filling its column's
// width: the layers side by side, or in rows when their cells would be
// smaller than a finger's target side by side (player.ArrangeLayers). It
// notes on the canvas the sizes it drew at, in CSS pixels: data-cell, a
// cell; data-span, a cell's disc or square; data-label, a piece's name;
// data-caption, a layer's caption (0 when names are not written), and
// data-cols, the layers a row.
func paint2D(cv app.Value, d player.Drawing, b *trace.Board, hl highlight) {
	if !cv.Truthy() {
		return
	}
	m := player.Margins{Side: boardPad, Top: topPad(len(d.Layers) > 0), Bottom: boardPad}
	width := 480.0
	if p := cv.Get("parentElement"); p.Truthy() && p.Get("clientWidth").Float() > 0 {
		width = p.Get("clientWidth").Float()
	}
	r := player.ArrangeLayers(b.Grid, b.X, b.Y, player.LayerRows(b), width, m)
	need := r.W * r.Cell
	if rows := r.Cols < b.Z || need > width+0.5; rows || cv.Call("hasAttribute", "data-rows").Bool() {
		// The rows' shape, and no cap on the width that would shrink
		// the cells below the target: a layer wider than the column
		// scrolls. Side by side again (a wider window), the layers fill
		// the column.
		st := cv.Get("style")
		st.Set("aspectRatio", fmt.Sprintf("%.4f", r.W/r.H))
		if need > width+0.5 {
			st.Set("maxWidth", "none")
			st.Set("minWidth", fmt.Sprintf("%.1fpx", need))
		} else {
			st.Set("maxWidth", "100%")
			st.Set("minWidth", "0")
		}
		cv.Call("setAttribute", "data-rows", "")
	}
	w, _, dpr := fitCanvas(cv, 480, r.W/r.H)
	ctx := cv.Call("getContext", "2d")
	if !ctx.Truthy() {
		return
	}
	cell := w / r.W
	ctx.Call("setTransform", 1, 0, 0, 1, 0, 0)
	ctx.Call("clearRect", 0, 0, cv.Get("width"), cv.Get("height"))
	if r.Cols >= b.Z {
		ctx.Call("setTransform", cell*dpr, 0, 0, cell*dpr, m.Side*cell*dpr, m.Top*cell*dpr)
		paintBoard(ctx, d, b, hl, cell)
	} else {
		// Each layer in its place in the rows: the whole drawing moved
		// there, clipped to the rows of the layer that hold cells, its
		// caption above the first of them.
		layers := d.Layers
		for z := range b.Z {
			dx, dy := r.Shift(b.X, z)
			first, end := r.Span(z)
			if z < len(layers) {
				caption := layers[z]
				caption.Y += float64(first)
				d.Layers = []player.Label{caption}
			}
			ctx.Call("save")
			ctx.Call("setTransform", cell*dpr, 0, 0, cell*dpr, (m.Side+dx)*cell*dpr, (m.Top+dy)*cell*dpr)
			ctx.Call("beginPath")
			ctx.Call("rect", float64(z*(b.X+player.LayerGap))-float64(player.LayerGap)/2, float64(first)-m.Top,
				float64(b.X+player.LayerGap), float64(end-first)+m.Top+m.Bottom)
			ctx.Call("clip")
			paintBoard(ctx, d, b, hl, cell)
			ctx.Call("restore")
		}
	}
	label, caption := 0.0, 0.0
	if cell >= minLabelCell {
		label, caption = labelFont(cell)*cell, captionFont(cell)*cell
	}
	cv.Call("setAttribute", "data-cell", fmt.Sprintf("%.2f", cell))
	cv.Call("setAttribute", "data-span", fmt.Sprintf("%.2f", cell*player.CellSpan(b.Grid)))
	cv.Call("setAttribute", "data-label", fmt.Sprintf("%.2f", label))
	cv.Call("setAttribute", "data-caption", fmt.Sprintf("%.2f", caption))
	cv.Call("setAttribute", "data-cols", r.Cols)
}

// paintBoard paints drawing d of board b, with the cells of the last
// step highlighted, on a context whose transform maps a cell to cell
// pixels.
func paintBoard(ctx app.Value, d player.Drawing, b *trace.Board, hl highlight, cell float64) {
	for _, f := range d.Fills {
		if f.D == "" {
			continue
		}
		ctx.Set("fillStyle", f.Colour)
		ctx.Call("fill", path2D(f.D))
	}
	for _, m := range d.Marks {
		p := path2D(m.D)
		ctx.Set("fillStyle", m.Fill)
		ctx.Call("fill", p)
		ctx.Set("strokeStyle", player.MarkOutline)
		ctx.Set("lineWidth", max(1/cell, 0.04))
		ctx.Call("stroke", p)
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

// minLabelCell is the least cell, in pixels, on which the names are
// written: on a smaller one they would not be read.
const minLabelCell = 11

// labelFont and captionFont are the sizes of a piece's name and of a
// layer's caption, in cells, on cells of cell pixels: half a cell up to
// 15 pixels, and a little more up to 14.
func labelFont(cell float64) float64   { return min(0.5, 15/cell) }
func captionFont(cell float64) float64 { return min(0.55, 14/cell) }

// paintLabels writes the pieces' names on them and the layers' captions,
// when cells are large enough to read them.
func paintLabels(ctx app.Value, d player.Drawing, cell float64) {
	if cell < minLabelCell {
		return
	}
	ctx.Set("textAlign", "center")
	ctx.Set("textBaseline", "middle")
	ctx.Set("font", fmt.Sprintf("600 %.3fpx system-ui, sans-serif", labelFont(cell)))
	for _, l := range d.Labels {
		ctx.Set("fillStyle", l.Colour)
		ctx.Call("fillText", l.Text, l.X, l.Y)
	}
	ctx.Set("font", fmt.Sprintf("%.3fpx system-ui, sans-serif", captionFont(cell)))
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
