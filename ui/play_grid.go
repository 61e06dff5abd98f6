package ui

import (
	"fmt"
	"html"
	"strings"

	"polyplay/ui/draw"
	"polyplay/ui/play"
	"polyplay/ui/player"
)

// Play's board on triangles and hexagons: the same marks as layerSVG
// draws on squares (cells, outlines, labels, the dead end, the piece in
// hand, the cursor, a refused drop), each cell its polygon in the plane
// (player.DrawPlane), cs pixels to a cell's unit.

// playPlane returns the plane drawing of the puzzle's visible cells, cs
// pixels to a cell, and the board that says which are visible.
func (st *playState) playPlane(cs int) (player.Plane, *player.Board) {
	b := player.NewBoard(st.prob)
	return player.BoardPlane(b).Scaled(float64(cs)), b
}

// planeSVG is layerSVG on triangles and hexagons.
func (st *playState) planeSVG(cs int, id, title string) string {
	pz, g := st.pz, st.g
	pl, b := st.playPlane(cs)
	names := map[play.Point]string{}
	var fixed []play.Point
	cols := map[string]string{}
	for _, p := range g.Placed() {
		name := pz.Pieces[p.Piece].Name
		cols[name] = st.s.palette(st.prob).Colour(name)
		for _, c := range pz.Cells(p) {
			names[c] = name
			if p.Fixed {
				fixed = append(fixed, c)
			}
		}
	}
	var cells []play.Point
	for y := pz.Y - 1; y >= 0; y-- {
		for x := range pz.X {
			if c := (play.Point{X: x, Y: y}); !b.Hidden(c) {
				cells = append(cells, c)
			}
		}
	}
	d := player.DrawPlane(pl, cells, func(c play.Point) (string, bool) {
		if s := pz.Stationary(c); s != "" {
			cols["*"+s] = draw.StationaryColour
			return "*" + s, !b.Hidden(c)
		}
		return names[c], !b.Hidden(c)
	}, cols)
	in := func(cs []play.Point) []play.Point {
		var out []play.Point
		for _, c := range cs {
			if c.X >= 0 && c.Y >= 0 && c.X < pz.X && c.Y < pz.Y && !b.Hidden(c) {
				out = append(out, c)
			}
		}
		return out
	}
	w, h := int(pl.W+0.5)+4, int(pl.H+0.5)+4
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" class="play-svg" viewBox="-2 -2 %d %d" width="%d" height="%d" data-cols="%d" data-rows="%d" data-grid="%v" role="img" aria-label="%s">`,
		id, w, h, w, h, pz.X, pz.Y, pz.Grid(), html.EscapeString(title))
	sb.WriteString(`<defs><pattern id="play-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#fee2e2"/><line x1="0" y1="0" x2="0" y2="6" stroke="#b91c1c" stroke-width="3"/></pattern>` +
		`<pattern id="play-pins" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.4" fill="#ffffff" fill-opacity="0.7"/></pattern></defs>`)
	path := func(class, d, attrs string) {
		if d != "" {
			fmt.Fprintf(&sb, `<path class="%s" d="%s" %s/>`, class, d, attrs)
		}
	}
	for _, f := range d.Fills {
		path("play-cells", f.D, `fill="`+f.Colour+`" stroke="#cbd5e1" stroke-width="1"`)
	}
	path("play-fixed", pl.CellsPath(fixed), `fill="url(#play-pins)"`)
	path("play-outline", d.Borders, `fill="none" stroke="#0f172a" stroke-width="2.5" stroke-linecap="round"`)
	font := max(9, cs/3)
	for _, l := range d.Labels {
		if l.Text[0] != '*' {
			fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f" font-size="%d" class="play-label" aria-hidden="true">%s</text>`, l.X, l.Y+float64(font)/3, font, html.EscapeString(l.Text))
		}
	}
	if st.dead != nil {
		path("play-dead", pl.CellsPath(st.dead.Cells), `fill="url(#play-hatch)" stroke="#b91c1c" stroke-width="2"`)
	}
	if hd, ok := g.Held(); ok {
		col := st.s.palette(st.prob).Colour(pz.Pieces[hd.Piece].Name)
		path("play-held", pl.CellsPath(in(g.HeldCells())), `fill="`+col+`" fill-opacity="0.8" stroke="#0f172a" stroke-width="2" stroke-dasharray="5 3"`)
		if len(in([]play.Point{hd.At})) > 0 {
			x, y := pl.Centre(hd.At)
			fmt.Fprintf(&sb, `<circle cx="%.1f" cy="%.1f" r="%d" fill="#0f172a" fill-opacity="0.6"/>`, x, y, max(3, cs/10))
		}
	} else {
		path("play-cursor", pl.CellsPath(in([]play.Point{st.cursor})), `fill="none" stroke="#2563eb" stroke-width="3"`)
	}
	if st.note.Refused {
		path("play-refused", pl.CellsPath(in(st.note.Cells)), `fill="none" stroke="#dc2626" stroke-width="4"`)
	}
	sb.WriteString(`</svg>`)
	return sb.String()
}

// planeCell returns the cell under the point (fx, fy) of the board's
// drawing, in pixels from the cells' origin, and whether it is a cell
// of the board.
func (st *playState) planeCell(fx, fy float64, cs int) (play.Point, bool) {
	pl, b := st.playPlane(cs)
	c := st.pz.Grid().CellAt(pl.At(fx, fy))
	return c, !b.Hidden(c)
}

// planeWidth is the width of the board's drawing in pixels, cells of cs
// pixels, without its margins.
func (st *playState) planeWidth(cs int) float64 {
	pl, _ := st.playPlane(cs)
	return float64(int(pl.W + 0.5))
}
