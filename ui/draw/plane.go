package draw

import (
	"fmt"
	"html"
	"math"
	"strings"

	"polyplay/solver"
	"polyplay/ui/player"
)

// Boards on the triangle and hexagon grids: each cell is its polygon
// (grid.Kind.Corners), placed as the PolyPlayer places it (player.Plane),
// so that a board looks the same on the board, in the thumbnails and in
// the player.

// cells returns the grid's drawn cells (those not Absent) of layer 0.
func (g Grid) cells() []solver.Point {
	var out []solver.Point
	for y := 0; y < g.Y; y++ {
		for x := 0; x < g.X; x++ {
			if g.Names[0][y][x] != Absent {
				out = append(out, solver.Point{X: x, Y: y})
			}
		}
	}
	return out
}

// plane returns the plane drawing of the grid's drawn cells.
func (g Grid) plane() player.Plane {
	if g.Z == 0 {
		return player.NewPlane(g.Kind, nil)
	}
	return player.NewPlane(g.Kind, g.cells())
}

// planeSVG is SVG on the triangle and hexagon grids: the cells as one
// path a colour, thick lines between different pieces and around the
// region, the pieces' names at their middle cell's centre.
func (g Grid) planeSVG(pal Palette, o SVGOptions) string {
	pl := g.plane()
	w, h := pl.W*cell+2*margin, pl.H*cell+2*margin
	pw, ph := w, h
	if o.CellPixels > 0 {
		pw, ph = math.Round(w*o.CellPixels/cell), math.Round(h*o.CellPixels/cell)
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" width="%g" height="%g" role="img"`,
		round2(w), round2(h), pw, ph)
	if o.Class != "" {
		fmt.Fprintf(&b, ` class="%s"`, html.EscapeString(o.Class))
	}
	b.WriteString(` preserveAspectRatio="xMidYMid meet">`)
	if t := g.title(o); t != "" {
		fmt.Fprintf(&b, `<title>%s</title>`, html.EscapeString(t))
	}
	// Plane coordinates are in cells: scale once.
	fmt.Fprintf(&b, `<g transform="translate(%d %d) scale(%d)" stroke-linejoin="round">`, margin, margin, cell)
	d := player.DrawPlane(pl, g.cells(), func(c solver.Point) (string, bool) {
		n := g.At(c)
		return n, n != Absent
	}, map[string]string(pal))
	g.writePlane(&b, pal, d, o.Labels)
	b.WriteString(`</g></svg>`)
	return b.String()
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }

// writePlane writes a drawing in the plane (player.DrawPlane,
// player.DrawLayers), in cells: the cells as one path a colour, thick
// lines between different pieces and around the region, and, if labels
// is set, the pieces' names at their middle cell's centre.
func (g Grid) writePlane(b *strings.Builder, pal Palette, d player.Drawing, labels bool) {
	for _, f := range d.Fills {
		fmt.Fprintf(b, `<path fill="%s" d="%s"/>`, pal.Colour(f.Piece), f.D)
	}
	writeMarkPaths(b, g.Marks)
	if d.Grid != "" {
		fmt.Fprintf(b, `<path d="%s" stroke="#cbd5e1" stroke-width="0.04" fill="none"/>`, d.Grid)
	}
	if d.Borders != "" {
		fmt.Fprintf(b, `<path d="%s" stroke="#0f172a" stroke-width="0.12" stroke-linecap="round" fill="none"/>`, d.Borders)
	}
	if labels {
		// A name shrinks by a quarter in a cell whose inscribed circle is
		// smaller than a unit square's (triangles).
		shrink := 1.0
		if player.Inradius(g.Kind) < 0.5-1e-9 {
			shrink = 0.75
		}
		for _, l := range d.Labels {
			fmt.Fprintf(b, `<text x="%g" y="%g" font-size="%g" fill="%s" text-anchor="middle" dominant-baseline="central" font-family="ui-monospace,monospace">%s</text>`,
				round2(l.X), round2(l.Y), round2(labelSize(l.Text)/cell*shrink), textColour(pal.Colour(l.Text)), html.EscapeString(l.Text))
		}
	}
}
