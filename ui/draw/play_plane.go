package draw

import (
	"fmt"
	"html"
	"strings"

	"polyplay/solver"
	"polyplay/trace"
	"polyplay/ui/player"
)

// Play's board on triangles and hexagons: the marks PlayLayer.SVG draws
// on squares, each cell its polygon in the plane (player.DrawPlane),
// CellPixels to a cell's unit. The cells not drawn (Absent) are left
// out of the plane, so that a rhombus is drawn without the box's corners.

// Plane returns the plane drawing of the layer's drawn cells, CellPixels
// to a cell's unit (PlayPlane's, when Absent marks the hidden cells).
func (l PlayLayer) Plane() player.Plane {
	var cells []solver.Point
	for y := range l.Y {
		for x := range l.X {
			if l.Names[y][x] != Absent {
				cells = append(cells, solver.Point{X: x, Y: y})
			}
		}
	}
	return player.NewPlane(l.Kind, cells).Scaled(float64(l.CellPixels))
}

// PlayPlane returns the plane of Play's board of problem p, cs pixels
// to a cell's unit, and the board that says which cells are drawn: a
// PlayLayer whose Absent cells are the board's Hidden ones has this
// plane.
func PlayPlane(p *solver.Problem, cs int) (player.Plane, *trace.Board) {
	b := player.NewBoard(p)
	return player.BoardPlane(b).Scaled(float64(cs)), b
}

// planeSVG is SVG on triangles and hexagons.
func (l PlayLayer) planeSVG() string {
	pl := l.Plane()
	var cells []solver.Point
	for y := l.Y - 1; y >= 0; y-- {
		for x := range l.X {
			if l.Names[y][x] != Absent {
				cells = append(cells, solver.Point{X: x, Y: y})
			}
		}
	}
	in := func(c solver.Point) bool {
		return c.X >= 0 && c.Y >= 0 && c.X < l.X && c.Y < l.Y && l.Names[c.Y][c.X] != Absent
	}
	cols := map[string]string{}
	var fixed []solver.Point
	d := player.DrawPlane(pl, cells, func(c solver.Point) (string, bool) {
		if !in(c) {
			return "", false
		}
		n := l.Names[c.Y][c.X]
		if strings.HasPrefix(n, StationaryMark) {
			cols[n] = player.StationaryColour
		} else if n != "" {
			cols[n] = l.Colours.Colour(n)
		}
		return n, true
	}, cols)
	for _, c := range cells {
		if l.Fixed[[2]int{c.X, c.Y}] {
			fixed = append(fixed, c)
		}
	}
	only := func(cs []solver.Point) []solver.Point {
		var out []solver.Point
		for _, c := range cs {
			if in(c) {
				out = append(out, c)
			}
		}
		return out
	}
	w, h := int(pl.W+0.5)+4, int(pl.H+0.5)+4
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" class="play-svg" viewBox="-2 -2 %d %d" width="%d" height="%d" data-cols="%d" data-rows="%d" data-grid="%v" role="img" aria-label="%s">`,
		l.ID, w, h, w, h, l.X, l.Y, l.Kind, html.EscapeString(l.Title))
	b.WriteString(`<defs><pattern id="play-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#fee2e2"/><line x1="0" y1="0" x2="0" y2="6" stroke="#b91c1c" stroke-width="3"/></pattern>` +
		`<pattern id="play-pins" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.4" fill="#ffffff" fill-opacity="0.7"/></pattern></defs>`)
	path := func(class, d, attrs string) {
		if d != "" {
			fmt.Fprintf(&b, `<path class="%s" d="%s" %s/>`, class, d, attrs)
		}
	}
	for _, f := range d.Fills {
		path("play-cells", f.D, `fill="`+f.Colour+`" stroke="#cbd5e1" stroke-width="1"`)
	}
	path("play-fixed", pl.CellsPath(fixed), `fill="url(#play-pins)"`)
	path("play-outline", d.Borders, `fill="none" stroke="#0f172a" stroke-width="2.5" stroke-linecap="round"`)
	font := max(9, l.CellPixels/3)
	for _, lb := range d.Labels {
		if !strings.HasPrefix(lb.Text, StationaryMark) {
			fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" font-size="%d" class="play-label" aria-hidden="true">%s</text>`, lb.X, lb.Y+float64(font)/3, font, html.EscapeString(lb.Text))
		}
	}
	path("play-dead", pl.CellsPath(only(l.Dead)), `fill="url(#play-hatch)" stroke="#b91c1c" stroke-width="2"`)
	path("play-held", pl.CellsPath(only(l.Held)), `fill="`+l.HeldColour+`" fill-opacity="0.8" stroke="#0f172a" stroke-width="2" stroke-dasharray="5 3"`)
	if c := l.HeldAt; c != nil && in(*c) {
		x, y := pl.Centre(*c)
		fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="%d" fill="#0f172a" fill-opacity="0.6"/>`, x, y, max(3, l.CellPixels/10))
	}
	if c := l.Cursor; c != nil && in(*c) {
		path("play-cursor", pl.CellsPath([]solver.Point{{X: c.X, Y: c.Y}}), `fill="none" stroke="#2563eb" stroke-width="3"`)
	}
	path("play-refused", pl.CellsPath(only(l.Refused)), `fill="none" stroke="#dc2626" stroke-width="4"`)
	b.WriteString(`</svg>`)
	return b.String()
}
