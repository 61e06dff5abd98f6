package draw

import (
	"fmt"
	"strings"

	"polyplay/solver"
	"polyplay/ui/place"
	"polyplay/ui/player"
)

// layersSVG is SVG on the grids whose boards are drawn in layers of the
// plane (player.PrismLayers: triangular prisms): the layers side by side
// as cubes' are (svgOpen, the layers' captions), each layer's cells as
// the flat grid draws them (player.DrawLayers, writePlane).
func (g Grid) layersSVG(pal Palette, o SVGOptions) string {
	var b strings.Builder
	top := g.svgOpen(&b, o)
	fmt.Fprintf(&b, `<g transform="translate(%d %g) scale(%d)" stroke-linejoin="round">`, margin, top, cell)
	d := player.DrawLayers(g.Kind, g.X, g.Y, g.Z, func(p solver.Point) (string, bool) {
		n := g.At(p)
		return n, n != Absent
	}, map[string]string(pal))
	g.writePlane(&b, pal, d, o.Labels)
	b.WriteString(`</g>`)
	if o.LayerCaptions && g.Z > 1 {
		for z := range g.Z {
			fmt.Fprintf(&b, `<text x="%g" y="%g" font-size="6" fill="#475569" text-anchor="middle">%s</text>`,
				float64(margin+z*(g.X*cell+layerGap))+float64(g.X*cell)/2, float64(margin)+6.5, place.Layer(z))
		}
	}
	b.WriteString(`</svg>`)
	return b.String()
}
