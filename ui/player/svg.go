package player

import (
	"errors"
	"fmt"
	"polyplay/trace"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"polyplay/solver"
	"polyplay/ui/place"
)

// Animated SVG export: a self-contained SVG file (no script, no external
// resources) that plays an animation — a solution being assembled, or a
// recorded part of the search — and loops. It uses SMIL <animate>
// elements, which play wherever SVG is shown, including an <img> in a
// blog post. Boards are drawn as in the player: each layer z as a grid of
// square cells (y upwards), layers side by side, pieces in their colours
// with dark borders, each layer of a box captioned as every view names
// it ("Layer 1", place.Layer) when its cells are large enough to read
// the caption (captionPixels).
//
// The timeline: step k happens at k·Step, then the last board is held for
// Hold and everything starts again. Each placement is one element whose
// opacity is animated on and (if the piece is removed later) off; the
// element's own opacity is its state at the end, so a viewer without SMIL
// shows the final board.

// SVGAnimation configures an animated SVG export.
type SVGAnimation struct {
	// Title is the drawing's accessible name.
	Title string
	// Step is the time between steps (default 600 ms); Hold is how long
	// the last board stays before the loop restarts (default 2 s).
	Step, Hold time.Duration
	// Counter is the step counter format, e.g. "Step {}." ("" for none).
	Counter string
	// Cell is the size of a cell in pixels (default: fit about 640 pixels
	// of width, between 6 and 32).
	Cell float64
	// Colours are the piece colours (default Colours).
	Colours map[string]string
	// View3D adds the 3-D view (from DefaultCamera3D) above the layers,
	// one frame per step, for animations of at most Max3DSteps steps.
	View3D bool
	// Fit, when not zero, is the size in pixels of the frame the
	// animation is shown in (an embed's): the drawing is laid out to
	// fill it, the layers of a box in rows (ArrangeLayers) as large as
	// they can be beside or under the 3-D view, which keeps at least a
	// third of the frame. Cell is then ignored.
	Fit [2]float64
}

// Max3DSteps bounds the steps of an animation with the 3-D view (each
// step is a drawing of its own).
const Max3DSteps = 400

// MaxSVGSteps bounds the steps of an SVG animation (the file grows with
// every step).
const MaxSVGSteps = 5000

// AnimatedSVG writes the animation of steps, starting from start (a board
// of problem p), as an SVG document.
func AnimatedSVG(p *solver.Problem, start *trace.Board, steps []trace.Step, o SVGAnimation) (string, error) {
	if len(steps) == 0 {
		return "", errors.New("nothing to animate: there are no steps")
	}
	if len(steps) > MaxSVGSteps {
		return "", fmt.Errorf("%d steps are too many for an SVG animation (at most %d): record a shorter window", len(steps), MaxSVGSteps)
	}
	// Check the steps by playing them.
	if _, err := New(start, steps); err != nil {
		return "", err
	}
	if o.Step <= 0 {
		o.Step = 600 * time.Millisecond
	}
	if o.Hold < 0 {
		o.Hold = 0
	} else if o.Hold == 0 {
		o.Hold = 2 * time.Second
	}
	if o.Colours == nil {
		o.Colours = Colours(p)
	}
	o.View3D = o.View3D && len(steps) <= Max3DSteps && !start.Grid.Planar()
	g := layout(start, o)
	cell, w, h, view3D := g.cell, g.w, g.h, o.View3D

	n := len(steps)
	total := o.Step*time.Duration(n) + o.Hold
	dur := fmt.Sprintf("%.3fs", total.Seconds())
	// key returns the keyTime of step k (at k·Step).
	key := func(k int) float64 { return float64(o.Step) * float64(k) / float64(total) }

	var b strings.Builder
	b.Grow(4096 + 400*n)
	caption := captionPixels(start, cell)
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" role="img" data-span="%s" data-caption="%s">`,
		svgNum(w), svgNum(h), svgNum(w), svgNum(h), svgNum(cell*CellSpan(start.Grid)), svgNum(caption))
	title := o.Title
	if title == "" {
		title = p.Name
	}
	fmt.Fprintf(&b, `<title>%s</title>`, xmlEsc(title))
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="#ffffff"/>`)
	if view3D {
		fmt.Fprintf(&b, `<g transform="translate(%s %s)">`, svgNum(g.x3), svgNum(g.y3))
		write3D(&b, start, steps, o.Colours, g.w3, g.h3, dur, key)
		b.WriteString(`</g>`)
	}
	// Board coordinates are in cells: scale once. Layers in rows are
	// each the whole board moved to its place and clipped to the layer.
	if g.rows.Cols == 0 || g.rows.Cols >= start.Z {
		fmt.Fprintf(&b, `<g transform="translate(%s %s) scale(%s)" stroke-linejoin="round">`, svgNum(g.x0+margin*cell), svgNum(g.y0+g.top*cell), svgNum(cell))
		writeBoard(&b, start, steps, o, key, dur)
		for z := range start.Z {
			writeCaption(&b, start, z, -g.top/2, caption/cell)
		}
		b.WriteString(`</g>`)
	} else {
		for z := range start.Z {
			dx, dy := g.rows.Shift(start.X, z)
			first, end := g.rows.Span(z)
			lx := float64(z * (start.X + LayerGap))
			fmt.Fprintf(&b, `<clipPath id="pp-layer-%d"><rect x="%s" y="%s" width="%s" height="%s"/></clipPath>`, z,
				svgNum(lx-margin), svgNum(float64(first)-margin), svgNum(float64(start.X)+2*margin), svgNum(float64(end-first)+2*margin))
			fmt.Fprintf(&b, `<g transform="translate(%s %s) scale(%s) translate(%s %s)" stroke-linejoin="round"><g clip-path="url(#pp-layer-%d)">`,
				svgNum(g.x0), svgNum(g.y0), svgNum(cell), svgNum(margin+dx), svgNum(g.top+dy), z)
			writeBoard(&b, start, steps, o, key, dur)
			b.WriteString(`</g>`)
			writeCaption(&b, start, z, float64(first)-g.top/2, caption/cell)
			b.WriteString(`</g>`)
		}
	}

	// The step counter: one text per step, each shown during its step.
	if o.Counter != "" {
		size := min(cell*0.9, 16)
		fmt.Fprintf(&b, `<g font-family="system-ui,sans-serif" font-size="%s" fill="#1e293b">`, svgNum(size))
		y := svgNum(h - 0.5*cell)
		for k := 0; k <= n; k++ {
			text := strings.ReplaceAll(o.Counter, "{}", strconv.Itoa(k))
			values, times, final := duringStep(k, n, key)
			fmt.Fprintf(&b, `<text x="%s" y="%s" opacity="%s">%s<animate attributeName="opacity" calcMode="discrete" values="%s" keyTimes="%s" dur="%s" repeatCount="indefinite"/></text>`,
				svgNum(margin*cell), y, final, xmlEsc(text), values, times, dur)
		}
		b.WriteString(`</g>`)
	}
	b.WriteString(`</svg>`)
	return b.String(), nil
}

// writeBoard writes the 2-D drawing of the animation of steps from
// start, in cells: the starting board (open cells, stationary pieces
// and the pieces already placed, with faint grid lines), then each
// placement, on from its step until its removal (or the end).
func writeBoard(b *strings.Builder, start *trace.Board, steps []trace.Step, o SVGAnimation, key func(int) float64, dur string) {
	d := Draw2D(start, o.Colours)
	for _, f := range d.Fills {
		if f.D == "" {
			continue
		}
		fmt.Fprintf(b, `<path d="%s" fill="%s"/>`, f.D, xmlEsc(f.Colour))
	}
	writeMarks(b, d.Marks)
	if d.Grid != "" {
		fmt.Fprintf(b, `<path d="%s" stroke="#94a3b8" stroke-width="0.04" fill="none"/>`, d.Grid)
	}
	if d.Borders != "" {
		fmt.Fprintf(b, `<path d="%s" stroke="%s" stroke-width="0.12" stroke-linecap="square" fill="none"/>`, d.Borders, EdgeColour)
	}
	type span struct {
		step trace.Step
		on   int
		off  int // step that removes it, 0 if none
	}
	var spans []*span
	open := map[string][]*span{}
	for i, s := range steps {
		switch s.Kind {
		case trace.Place:
			sp := &span{step: s, on: i + 1}
			spans = append(spans, sp)
			open[s.Piece] = append(open[s.Piece], sp)
		case trace.Remove:
			// The removed placement is the open one with the same cells.
			list := open[s.Piece]
			for j := len(list) - 1; j >= 0; j-- {
				if sameCells(list[j].step.Cells, s.Cells) {
					list[j].off = i + 1
					open[s.Piece] = append(list[:j:j], list[j+1:]...)
					break
				}
			}
		}
	}
	for _, sp := range spans {
		fill, outline := CellPaths(start, sp.step.Cells)
		colour := o.Colours[sp.step.Piece]
		if colour == "" {
			colour = "#94a3b8"
		}
		a := key(sp.on)
		fade := min(key(1)*0.35, 1-a)
		var values, times string
		final := "1"
		if sp.off == 0 {
			values, times = "0;0;1;1", keyTimes(0, a, a+fade, 1)
		} else {
			r := key(sp.off)
			values, times = "0;0;1;1;0;0", keyTimes(0, a, min(a+fade, r), r, r, 1)
			final = "0"
		}
		fmt.Fprintf(b, `<g opacity="%s"><title>%s</title><path d="%s" fill="%s"/>`, final, xmlEsc(sp.step.Piece), fill, xmlEsc(colour))
		writeMarks(b, marks(start, sp.step.Cells, func(solver.Point) string { return sp.step.Piece }))
		fmt.Fprintf(b, `<path d="%s" stroke="%s" stroke-width="0.12" stroke-linecap="square" fill="none"/>`, outline, EdgeColour)
		fmt.Fprintf(b, `<animate attributeName="opacity" values="%s" keyTimes="%s" dur="%s" repeatCount="indefinite"/></g>`, values, times, dur)
	}
}

// writeMarks writes the marks of constraint colours (Drawing.Marks) of a
// drawing in cells, each colour's named in its title.
func writeMarks(b *strings.Builder, ms []Mark) {
	for _, m := range ms {
		fmt.Fprintf(b, `<path class="pp-mark" d="%s" fill="%s" stroke="%s" stroke-width="0.04"><title>%s</title></path>`,
			m.D, xmlEsc(m.Fill), MarkOutline, xmlEsc(m.Name))
	}
}

// margin is the space around the layers, in cells.
const margin = 0.5

// captionTop is the space above each layer of a box, in cells: room for
// its caption.
const captionTop = 1

// topMargin is the space above the layers of board b, in cells.
func topMargin(b *trace.Board) float64 {
	if b.Z > 1 {
		return captionTop
	}
	return margin
}

// Layer captions are 0.55 of a cell high, from minCaption to maxCaption
// pixels, and written only where a layer and its gap are at least
// captionRoom times that wide: on smaller cells they would be
// unreadable or run into one another.
const (
	minCaption, maxCaption = 11, 14
	captionRoom            = 4
)

// captionPixels returns the size in pixels of the layer captions of
// board b drawn in cells of cell pixels: 0 for a flat board, or where
// the layers are too small to caption.
func captionPixels(b *trace.Board, cell float64) float64 {
	f := min(maxCaption, max(minCaption, 0.55*cell))
	if b.Z <= 1 || cell*float64(b.X+LayerGap) < captionRoom*f {
		return 0
	}
	return f
}

// writeCaption writes layer z's caption ("Layer 1", place.Layer) centred
// over the layer, at height y, in the board's cells (size: the font's
// size in cells; 0 writes none).
func writeCaption(b *strings.Builder, start *trace.Board, z int, y, size float64) {
	if size <= 0 {
		return
	}
	x := float64(z*(start.X+LayerGap)) + float64(start.X)/2
	fmt.Fprintf(b, `<text class="layer-caption" x="%s" y="%s" font-size="%s" font-family="system-ui,sans-serif" text-anchor="middle" dominant-baseline="central" fill="#334155">%s</text>`,
		svgNum(x), svgNum(y), svgNum(size), xmlEsc(place.Layer(z)))
}

// geometry is the layout of an animated SVG: its size w by h, the 3-D
// view's place (x3, y3) and size w3 by h3, the layers' place (x0, y0),
// their cells' size, their rows (Cols 0: side by side) and the space
// above each row of them, in cells (topMargin).
type geometry struct {
	cell, w, h     float64
	x3, y3, w3, h3 float64
	x0, y0         float64
	rows           Rows
	top            float64
}

// layout places the parts of an animated SVG of board b: the layers
// in cells of cell pixels, and with o.View3D the 3-D view above them, as
// wide as the layers and three quarters of that in height (at least 240
// by 180 pixels). With o.Fit, fit lays them out in the frame instead.
func layout(b *trace.Board, o SVGAnimation) geometry {
	if o.Fit[0] > 0 && o.Fit[1] > 0 {
		return fit(b, o)
	}
	bw, bh := BoardSize(b)
	cell := o.Cell
	if cell <= 0 {
		cell = min(32, max(6, float64(int(640/bw))))
	}
	counterH := 0.0
	if o.Counter != "" {
		counterH = 1.6
	}
	top := topMargin(b)
	g := geometry{cell: cell, w: (bw + 2*margin) * cell, h: (bh + top + margin + counterH) * cell, top: top}
	if o.View3D {
		g.w = max(g.w, 240)
		g.w3, g.h3 = g.w, max(180, 0.75*g.w)
		g.h += g.h3
		g.y0 = g.h3
	}
	return g
}

// fit lays an animated SVG out in a frame of o.Fit pixels. The layers
// of a box go in rows beside or under the 3-D view, which keeps at
// least a third of the frame's width or height: of the arrangements
// whose cells reach a finger's target (MinTarget across a cell's span)
// with a tenth to spare, or else just reach it, the one that leaves the
// 3-D view the largest (as a 4:3 view, which it is drawn in), the cells
// grown into what the view cannot use; if none reach it, the one with
// the largest cells. Without the 3-D view, the layers fill the frame.
func fit(b *trace.Board, o SVGAnimation) geometry {
	W, H := o.Fit[0], o.Fit[1]
	if o.Counter != "" {
		H = max(H-24, 1)
	}
	least := MinTarget / CellSpan(b.Grid)
	aim := 1.1 * least
	// reach ranks a cell size: 2 with a tenth to spare over the
	// target, 1 at the target, 0 under it.
	reach := func(c float64) int {
		switch {
		case c >= aim*(1-1e-9):
			return 2
		case c >= least:
			return 1
		}
		return 0
	}
	type plan struct {
		g     geometry
		reach int
		view  float64 // the 3-D view's width as a 4:3 view
	}
	var best plan
	better := func(p plan) bool {
		switch {
		case best.g.cell == 0:
			return true
		case p.reach != best.reach:
			return p.reach > best.reach
		case p.reach > 0 && p.view != best.view:
			return p.view > best.view
		}
		return p.g.cell > best.g.cell
	}
	m := Margins{Side: margin, Top: topMargin(b), Bottom: margin}
	spans := LayerRows(b)
	for cols := max(b.Z, 1); cols >= 1; cols-- {
		r := RowsOf(b.X, b.Y, spans, cols, m)
		if b.Grid.Planar() {
			bw, bh := BoardSize(b)
			r = Rows{Cols: 1, Rows: 1, W: bw + 2*margin, H: bh + 2*margin}
		}
		if !o.View3D {
			c := min(W/r.W, H/r.H)
			r.Cell = c
			if p := (plan{g: geometry{cell: c, w: W, h: H, rows: r, x0: (W - r.W*c) / 2, y0: (H - r.H*c) / 2}, reach: reach(c)}); better(p) {
				best = p
			}
			continue
		}
		for _, beside := range []bool{true, false} {
			aw, ah := W*2/3, H
			if !beside {
				aw, ah = W, H*2/3
			}
			largest := min(aw/r.W, ah/r.H)
			c := min(largest, aim)
			// The cells grow into what a 4:3 view cannot use.
			if beside {
				c = max(c, min(largest, (W-H*4/3)/r.W))
			} else {
				c = max(c, min(largest, (H-W*3/4)/r.H))
			}
			r.Cell = c
			lw, lh := r.W*c, r.H*c
			g := geometry{cell: c, w: W, h: H, rows: r}
			if beside {
				g.w3, g.h3, g.x0, g.y0 = W-lw, H, W-lw, (H-lh)/2
			} else {
				g.w3, g.h3, g.x0, g.y0 = W, H-lh, (W-lw)/2, H-lh
			}
			if p := (plan{g: g, reach: reach(c), view: min(g.w3, g.h3*4/3)}); better(p) {
				best = p
			}
		}
	}
	if o.Counter != "" {
		best.g.h = H + 24
	}
	best.g.top = m.Top
	return best.g
}

// AnimationSize returns the size in pixels of the animated SVG of a board
// of p's box drawn with o (its Cell, Counter and View3D).
func AnimationSize(p *solver.Problem, o SVGAnimation) (w, h float64) {
	b := NewBoard(p)
	o.View3D = o.View3D && !b.Grid.Planar()
	g := layout(b, o)
	return g.w, g.h
}

// write3D writes the 3-D view of each board from start through steps, in
// a w×h area, each shown during its step of the loop (discrete opacity
// animations of duration dur; key gives a step's keyTime).
func write3D(b *strings.Builder, start *trace.Board, steps []trace.Step, colours map[string]string, w, h float64, dur string, key func(int) float64) {
	board := start.Clone()
	n := len(steps)
	b.WriteString(`<g class="view-3d" stroke-linejoin="round" stroke-linecap="round">`)
	for k := 0; k <= n; k++ {
		if k > 0 {
			board.Apply(steps[k-1]) // checked by New
		}
		values, times, final := duringStep(k, n, key)
		fmt.Fprintf(b, `<g opacity="%s">`, final)
		writeScene(b, NewScene3D(board, colours), w, h)
		fmt.Fprintf(b, `<animate attributeName="opacity" calcMode="discrete" values="%s" keyTimes="%s" dur="%s" repeatCount="indefinite"/></g>`, values, times, dur)
	}
	b.WriteString(`</g>`)
}

// writeScene writes scene s from DefaultCamera3D in a w×h area: the
// floor, then the faces in painting order, runs of one colour without
// edges between them sharing a path.
func writeScene(b *strings.Builder, s *Scene3D, w, h float64) {
	if floor, ok := s.FloorPath(DefaultCamera3D, w, h); ok {
		fmt.Fprintf(b, `<path d="%s" fill="#e2e8f0" stroke="#94a3b8" stroke-width="1"/>`, floor)
	}
	faces := s.Frame(DefaultCamera3D, w, h)
	for i := 0; i < len(faces); {
		j := i
		var d, e strings.Builder
		for ; j < len(faces) && faces[j].Fill == faces[i].Fill && (j == i || len(faces[j-1].Edges) == 0); j++ {
			d.WriteString(faces[j].FacePath(0.3))
			e.WriteString(faces[j].EdgePath())
		}
		fmt.Fprintf(b, `<path d="%s" fill="%s"/>`, d.String(), xmlEsc(faces[i].Fill))
		if e.Len() > 0 {
			fmt.Fprintf(b, `<path d="%s" fill="none" stroke="%s" stroke-width="1"/>`, e.String(), EdgeColour)
		}
		i = j
	}
}

// sameCells reports whether a and b list the same cells (in any order).
func sameCells(a, b []solver.Point) bool {
	if len(a) != len(b) {
		return false
	}
	in := make(map[solver.Point]bool, len(a))
	for _, c := range a {
		in[c] = true
	}
	for _, c := range b {
		if !in[c] {
			return false
		}
	}
	return true
}

// duringStep returns the discrete opacity animation of what is shown
// during step k of a loop of n steps (key gives a step's keyTime): its
// values, its keyTimes, and its opacity when the animation does not run
// (shown at the last step only, the assembled solution).
func duringStep(k, n int, key func(int) float64) (values, times, final string) {
	final = "0"
	switch {
	case k == 0:
		values, times = "1;0", keyTimes(0, key(1))
	case k == n:
		values, times, final = "0;1", keyTimes(0, key(n)), "1"
	default:
		values, times = "0;1;0", keyTimes(0, key(k), key(k+1))
	}
	return values, times, final
}

// keyTimes writes keyTimes, each clamped to 0..1 and not below the previous.
func keyTimes(ts ...float64) string {
	var b strings.Builder
	prev := 0.0
	for i, t := range ts {
		t = max(prev, min(1, t))
		if i == len(ts)-1 {
			t = max(t, prev)
		}
		prev = t
		if i > 0 {
			b.WriteByte(';')
		}
		b.WriteString(strconv.FormatFloat(t, 'f', 5, 64))
	}
	return b.String()
}

// svgNum formats a length for SVG.
func svgNum(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// xmlEsc escapes text and attribute values for XML, dropping characters XML
// cannot hold (control characters, invalid UTF-8).
func xmlEsc(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			return r
		case r < 0x20 || r == 0xfffe || r == 0xffff || r == utf8.RuneError || r >= 0xd800 && r < 0xe000:
			return -1
		}
		return r
	}, s)
	return EscapeXML(s)
}

// EscapeXML escapes the five characters html.EscapeString escapes, the
// same way: package html's replacer and entity table would weigh on the
// embed page's program.
func EscapeXML(s string) string {
	if !strings.ContainsAny(s, `<>&'"`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '\'':
			b.WriteString("&#39;")
		case '"':
			b.WriteString("&#34;")
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
