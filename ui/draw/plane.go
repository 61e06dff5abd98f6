package draw

import (
	"fmt"
	"html"
	"math"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
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
	if o.Title != "" {
		fmt.Fprintf(&b, `<title>%s</title>`, html.EscapeString(o.Title))
	}
	// Plane coordinates are in cells: scale once.
	fmt.Fprintf(&b, `<g transform="translate(%d %d) scale(%d)" stroke-linejoin="round">`, margin, margin, cell)
	var colours []string
	byColour := map[string][]byte{}
	var borders, lines []byte
	byName := map[string][]solver.Point{}
	var names []string
	for _, c := range g.cells() {
		n := g.Names[0][c.Y][c.X]
		col := pal.Colour(n)
		d, ok := byColour[col]
		if !ok {
			colours = append(colours, col)
		}
		byColour[col] = pl.AppendCell(d, c)
		if n != "" {
			if _, ok := byName[n]; !ok {
				names = append(names, n)
			}
			byName[n] = append(byName[n], c)
		}
		for e := range g.Kind.Sides() {
			nb := player.Across(g.Kind, c, e)
			other := g.At(nb)
			switch {
			case other == Absent:
				borders = pl.AppendEdge(borders, c, e)
			case other != n:
				if grid.Compare(c, nb) < 0 {
					borders = pl.AppendEdge(borders, c, e)
				}
			case grid.Compare(c, nb) < 0:
				lines = pl.AppendEdge(lines, c, e)
			}
		}
	}
	for _, col := range colours {
		fmt.Fprintf(&b, `<path fill="%s" d="%s"/>`, col, byColour[col])
	}
	if len(lines) > 0 {
		fmt.Fprintf(&b, `<path d="%s" stroke="#cbd5e1" stroke-width="0.04" fill="none"/>`, lines)
	}
	if len(borders) > 0 {
		fmt.Fprintf(&b, `<path d="%s" stroke="#0f172a" stroke-width="0.12" stroke-linecap="round" fill="none"/>`, borders)
	}
	if o.Labels {
		shrink := 1.0
		if g.Kind == grid.Triangle {
			shrink = 0.75
		}
		for _, n := range names {
			x, y := player.LabelCentre(pl, byName[n])
			fmt.Fprintf(&b, `<text x="%g" y="%g" font-size="%g" fill="%s" text-anchor="middle" dominant-baseline="central" font-family="ui-monospace,monospace">%s</text>`,
				round2(x), round2(y), round2(labelSize(n)/cell*shrink), textColour(pal.Colour(n)), html.EscapeString(n))
		}
	}
	b.WriteString(`</g></svg>`)
	return b.String()
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }
