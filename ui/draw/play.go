package draw

import (
	"fmt"
	"html"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/player"
)

// PlayLayer is one layer of Play mode's board (ui/play) to draw: the
// pieces placed in their colours, the stationary pieces dark, a
// starting position's pieces dotted, the cells of a dead end hatched,
// the piece in hand over them with the cell it is held by, the
// keyboard's cursor, and the cells of a refused move outlined.
type PlayLayer struct {
	// ID and Title are the svg element's id and its label.
	ID, Title string
	// X and Y are the board's size in cells, CellPixels a cell's size.
	X, Y, CellPixels int
	// Names[y][x] is the piece on each cell: "" for an open cell,
	// Absent for a cell that is not part of the board, StationaryMark
	// and the name for a stationary piece's.
	Names [][]string
	// Fixed marks the cells of a starting position's pieces.
	Fixed map[[2]int]bool
	// Colours gives the pieces' colours.
	Colours Palette
	// Dead, Refused and Held are the cells of the layer (x, y) of a
	// dead end, a refused move and the piece in hand; HeldColour is the
	// colour of the piece in hand, HeldAt the cell it is held by (nil if
	// not on this layer), Cursor the keyboard's cell (nil for none).
	Dead, Refused, Held []solver.Point
	HeldColour          string
	HeldAt, Cursor      *solver.Point
	// Marks are the constraint colours on the layer, in the player's
	// 2-D drawing of a one-layer board (player.RegionMarks' rings on the
	// open cells, the placed pieces' discs), HeldMarks those of the
	// piece in hand; drawn on squares and cubes.
	Marks, HeldMarks []player.Mark
	// Kind is the board's grid: on triangles and hexagons the cells are
	// drawn as their polygons, those not part of the board (Absent) left
	// out of the plane.
	Kind grid.Kind
}

// StationaryMark begins the name of a stationary piece's cell in
// PlayLayer.Names.
const StationaryMark = "*"

// SVG draws the layer: an svg element whose data-cols and data-rows give
// its size in cells, with a margin of 2 units around them (a pointer's
// cell is found from them).
func (l PlayLayer) SVG() string {
	if l.Kind.Planar() {
		return l.planeSVG()
	}
	X, Y, cs := l.X, l.Y, l.CellPixels
	at := func(x, y int) string {
		if x < 0 || y < 0 || x >= X || y >= Y {
			return Absent
		}
		return l.Names[y][x]
	}
	in := func(c solver.Point) bool { return c.X >= 0 && c.Y >= 0 && c.X < X && c.Y < Y }
	labels := map[string][2]int{}
	for y := range Y {
		for x := range X {
			n := at(x, y)
			if n == "" || n == Absent || strings.HasPrefix(n, StationaryMark) {
				continue
			}
			if p, ok := labels[n]; !ok || y > p[1] || (y == p[1] && x < p[0]) {
				labels[n] = [2]int{x, y}
			}
		}
	}
	px := func(x int) int { return x * cs }
	py := func(y int) int { return (Y - 1 - y) * cs }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" class="play-svg" viewBox="-2 -2 %d %d" width="%d" height="%d" data-cols="%d" data-rows="%d" role="img" aria-label="%s">`,
		l.ID, X*cs+4, Y*cs+4, X*cs+4, Y*cs+4, X, Y, html.EscapeString(l.Title))
	b.WriteString(`<defs><pattern id="play-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#fee2e2"/><line x1="0" y1="0" x2="0" y2="6" stroke="#b91c1c" stroke-width="3"/></pattern>` +
		`<pattern id="play-pins" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.4" fill="#ffffff" fill-opacity="0.7"/></pattern></defs>`)
	for y := range Y {
		for x := range X {
			n := at(x, y)
			var fill string
			switch {
			case n == Absent:
				continue
			case n == "":
				fill = OpenColour
			case strings.HasPrefix(n, StationaryMark):
				fill = player.StationaryColour
			default:
				fill = l.Colours.Colour(n)
			}
			if l.Kind.Round() {
				// A ball: a disc on its square of the layer.
				fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#f8fafc" stroke="#e2e8f0" stroke-width="1"/>`, px(x), py(y), cs, cs)
				fmt.Fprintf(&b, `<circle cx="%g" cy="%g" r="%g" fill="%s" stroke="#94a3b8" stroke-width="1"/>`, float64(px(x))+float64(cs)/2, float64(py(y))+float64(cs)/2, 0.45*float64(cs), fill)
			} else {
				fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#cbd5e1" stroke-width="1"/>`, px(x), py(y), cs, cs, fill)
			}
			if l.Fixed[[2]int{x, y}] {
				// A starting position's piece: pinned in place.
				fmt.Fprintf(&b, `<rect class="play-fixed" x="%d" y="%d" width="%d" height="%d" fill="url(#play-pins)"/>`, px(x), py(y), cs, cs)
			}
		}
	}
	// The pieces' outlines: a thick line between cells of different
	// pieces, and around the region.
	b.WriteString(`<path fill="none" stroke="#0f172a" stroke-width="2.5" stroke-linecap="square" d="`)
	for y := range Y {
		for x := range X {
			n := at(x, y)
			if n == Absent {
				continue
			}
			if at(x-1, y) != n {
				fmt.Fprintf(&b, "M%d %dv%d", px(x), py(y), cs)
			}
			if at(x+1, y) != n {
				fmt.Fprintf(&b, "M%d %dv%d", px(x+1), py(y), cs)
			}
			if at(x, y+1) != n {
				fmt.Fprintf(&b, "M%d %dh%d", px(x), py(y), cs)
			}
			if at(x, y-1) != n {
				fmt.Fprintf(&b, "M%d %dh%d", px(x), py(y-1), cs)
			}
		}
	}
	b.WriteString(`"/>`)
	font := max(10, cs*2/5)
	for name, p := range labels {
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="%d" class="play-label" aria-hidden="true">%s</text>`,
			px(p[0])+cs/2, py(p[1])+cs/2+font/3, font, html.EscapeString(name))
	}
	l.writeMarks(&b, l.Marks)
	for _, c := range l.Dead {
		if in(c) {
			fmt.Fprintf(&b, `<rect class="play-dead" x="%d" y="%d" width="%d" height="%d" fill="url(#play-hatch)" stroke="#b91c1c" stroke-width="2"/>`, px(c.X)+2, py(c.Y)+2, cs-4, cs-4)
		}
	}
	for _, c := range l.Held {
		if in(c) {
			fmt.Fprintf(&b, `<rect class="play-held" x="%d" y="%d" width="%d" height="%d" fill="%s" fill-opacity="0.8" stroke="#0f172a" stroke-width="2" stroke-dasharray="5 3"/>`,
				px(c.X)+1, py(c.Y)+1, cs-2, cs-2, l.HeldColour)
		}
	}
	l.writeMarks(&b, l.HeldMarks)
	if c := l.HeldAt; c != nil && in(*c) {
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="#0f172a" fill-opacity="0.6"/>`, px(c.X)+cs/2, py(c.Y)+cs/2, max(3, cs/8))
	}
	if c := l.Cursor; c != nil && in(*c) {
		fmt.Fprintf(&b, `<rect class="play-cursor" x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#2563eb" stroke-width="3"/>`, px(c.X)+2, py(c.Y)+2, cs-4, cs-4)
	}
	for _, c := range l.Refused {
		if in(c) {
			fmt.Fprintf(&b, `<rect class="play-refused" x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#dc2626" stroke-width="4"/>`, px(c.X)+2, py(c.Y)+2, cs-4, cs-4)
		}
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// PlayCellPixels is the size of a cell of Play's board for a box x
// cells wide.
func PlayCellPixels(x int) int { return max(16, min(64, 560/max(x, 1))) }

// writeMarks writes marks, in cells, at the layer's scale.
func (l PlayLayer) writeMarks(b *strings.Builder, marks []player.Mark) {
	if len(marks) == 0 {
		return
	}
	fmt.Fprintf(b, `<g class="play-marks" transform="scale(%d)">`, l.CellPixels)
	writeMarkPaths(b, marks)
	b.WriteString(`</g>`)
}
