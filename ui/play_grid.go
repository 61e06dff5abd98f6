package ui

import (
	"fmt"
	"html"
	"strings"

	"polyplay/ui/draw"
	"polyplay/ui/play"
	"polyplay/ui/player"
)

// Play's board on triangles and hexagons: the same layers of marks as
// layerSVG draws on squares (cells, outlines, labels, the dead end, the
// piece in hand, the cursor, a refused drop), each cell its polygon in
// the plane (player.Plane), cs pixels to a cell's unit.

// playPlane returns the plane drawing of the puzzle's visible cells.
func (st *playState) playPlane() (player.Plane, *player.Board) {
	b := player.NewBoard(st.prob)
	return player.BoardPlane(b), b
}

// planeSVG is layerSVG on triangles and hexagons.
func (st *playState) planeSVG(cs int, id, title string) string {
	pz, g := st.pz, st.g
	pl, b := st.playPlane()
	k := pz.Grid()
	pal := st.s.palette(st.prob)
	names := map[play.Point]string{}
	fixed := map[play.Point]bool{}
	cells := map[string][]play.Point{}
	var order []string
	for _, p := range g.Placed() {
		name := pz.Pieces[p.Piece].Name
		for _, c := range pz.Cells(p) {
			names[c], fixed[c] = name, p.Fixed
			if cells[name] == nil {
				order = append(order, name)
			}
			cells[name] = append(cells[name], c)
		}
	}
	at := func(c play.Point) string {
		if b.Hidden(c) {
			return "\x00"
		}
		if s := pz.Stationary(c); s != "" {
			return "*" + s
		}
		return names[c]
	}
	f := float64(cs)
	poly := func(c play.Point, inset float64) string {
		var d []byte
		cx, cy := pl.Centre(c)
		for i, v := range k.Corners(c) {
			x, y := pl.Point(v)
			x, y = x+(cx-x)*inset, y+(cy-y)*inset
			if i == 0 {
				d = append(d, 'M')
			} else {
				d = append(d, 'L')
			}
			d = player.AppendCoord(d, x*f)
			d = append(d, ' ')
			d = player.AppendCoord(d, y*f)
		}
		return string(append(d, 'z'))
	}
	w, h := int(pl.W*f+0.5)+4, int(pl.H*f+0.5)+4
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" class="play-svg" viewBox="-2 -2 %d %d" width="%d" height="%d" data-cols="%d" data-rows="%d" data-grid="%v" role="img" aria-label="%s">`,
		id, w, h, w, h, pz.X, pz.Y, k, html.EscapeString(title))
	sb.WriteString(`<defs><pattern id="play-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#fee2e2"/><line x1="0" y1="0" x2="0" y2="6" stroke="#b91c1c" stroke-width="3"/></pattern>` +
		`<pattern id="play-pins" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.4" fill="#ffffff" fill-opacity="0.7"/></pattern></defs>`)
	var borders []byte
	for y := pz.Y - 1; y >= 0; y-- {
		for x := range pz.X {
			c := play.Point{X: x, Y: y}
			n := at(c)
			if n == "\x00" {
				continue
			}
			fill := draw.OpenColour
			switch {
			case n == "":
			case n[0] == '*':
				fill = draw.StationaryColour
			default:
				fill = pal.Colour(n)
			}
			// data-cell names the cell for the tests and the pointer.
			fmt.Fprintf(&sb, `<path data-cell="%d,%d" d="%s" fill="%s" stroke="#cbd5e1" stroke-width="1"/>`, x, y, poly(c, 0), fill)
			if fixed[c] {
				fmt.Fprintf(&sb, `<path class="play-fixed" d="%s" fill="url(#play-pins)"/>`, poly(c, 0))
			}
			for e := range k.Sides() {
				nb := player.Across(k, c, e)
				if at(nb) != n && (at(nb) == "\x00" || c.Y > nb.Y || c.Y == nb.Y && c.X < nb.X) {
					borders = pl.AppendEdge(borders, c, e)
				}
			}
		}
	}
	fmt.Fprintf(&sb, `<path fill="none" stroke="#0f172a" stroke-width="%s" stroke-linecap="round" transform="scale(%d)" d="%s"/>`,
		string(player.AppendCoord(nil, 2.5/f)), cs, borders)
	font := max(9, cs/3)
	for _, name := range order {
		x, y := player.LabelCentre(pl, cells[name])
		fmt.Fprintf(&sb, `<text x="%s" y="%s" font-size="%d" class="play-label" aria-hidden="true">%s</text>`,
			player.AppendCoord(nil, x*f), player.AppendCoord(nil, y*f+float64(font)/3), font, html.EscapeString(name))
	}
	if st.dead != nil {
		for _, c := range st.dead.Cells {
			fmt.Fprintf(&sb, `<path class="play-dead" d="%s" fill="url(#play-hatch)" stroke="#b91c1c" stroke-width="2"/>`, poly(c, 0.12))
		}
	}
	inBox := func(c play.Point) bool { return c.X >= 0 && c.Y >= 0 && c.X < pz.X && c.Y < pz.Y && !b.Hidden(c) }
	if hd, ok := g.Held(); ok {
		col := pal.Colour(pz.Pieces[hd.Piece].Name)
		for _, c := range g.HeldCells() {
			if inBox(c) {
				fmt.Fprintf(&sb, `<path class="play-held" d="%s" fill="%s" fill-opacity="0.8" stroke="#0f172a" stroke-width="2" stroke-dasharray="5 3"/>`, poly(c, 0.06), col)
			}
		}
		if inBox(hd.At) {
			x, y := pl.Centre(hd.At)
			fmt.Fprintf(&sb, `<circle cx="%s" cy="%s" r="%d" fill="#0f172a" fill-opacity="0.6"/>`, player.AppendCoord(nil, x*f), player.AppendCoord(nil, y*f), max(3, cs/10))
		}
	} else if inBox(st.cursor) {
		fmt.Fprintf(&sb, `<path class="play-cursor" d="%s" fill="none" stroke="#2563eb" stroke-width="3"/>`, poly(st.cursor, 0.12))
	}
	if st.note.Refused {
		for _, c := range st.note.Cells {
			if inBox(c) {
				fmt.Fprintf(&sb, `<path class="play-refused" d="%s" fill="none" stroke="#dc2626" stroke-width="4"/>`, poly(c, 0.12))
			}
		}
	}
	sb.WriteString(`</svg>`)
	return sb.String()
}

// planeCell returns the cell under the point (fx, fy) of the board's
// drawing, in pixels from the cells' origin, and whether it is a cell
// of the board.
func (st *playState) planeCell(fx, fy float64, cs int) (play.Point, bool) {
	pl, b := st.playPlane()
	c := st.pz.Grid().CellAt(pl.At(fx/float64(cs), fy/float64(cs)))
	return c, !b.Hidden(c)
}

// planeWidth is the width of the board's drawing in pixels, cells of cs
// pixels, without its margins.
func (st *playState) planeWidth(cs int) float64 {
	pl, _ := st.playPlane()
	return float64(int(pl.W*float64(cs) + 0.5))
}
