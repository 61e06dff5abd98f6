package designer

import (
	"fmt"

	"polyplay/solver"
	"polyplay/trace"
	"polyplay/ui/design"
	"polyplay/ui/draw"
	"polyplay/ui/player"
)

// Colours of the designer's 3-D preview.
const (
	designRegionColour = "#cbd5e1"
	designLayerColour  = "#3b82f6"
)

// DesignSVG3D draws a design's box in 3-D, turned by yaw (radians) from
// the 3-D view's starting camera: a cube (a ball on balls) for each cell of the region, the
// cells of layer z in the accent colour, fixed pieces in their colour
// (holes are left out). It is a static SVG of w×h pixels.
func DesignSVG3D(d *design.Design, layer int, yaw float64, w, h int) string {
	box := &solver.Problem{XDim: d.X, YDim: d.Y, ZDim: d.Z, Grid: d.Grid}
	b := player.NewBoard(box)
	cells := map[string][]solver.Point{}
	var order []string
	for z := range d.Z {
		for y := range d.Y {
			for x := range d.X {
				p := solver.Point{X: x, Y: y, Z: z}
				name := d.At(p)
				switch {
				case name == design.Hole:
					continue
				case name == "" && z == layer:
					name = "\x01layer"
				case name == "":
					name = "\x01region"
				}
				if cells[name] == nil {
					order = append(order, name)
				}
				cells[name] = append(cells[name], p)
			}
		}
	}
	cols := map[string]string{"\x01layer": designLayerColour, "\x01region": designRegionColour}
	for i, n := range order {
		if cols[n] == "" {
			cols[n] = player.Hue(i)
		}
		// The cells are distinct and in the box: placing cannot fail.
		_ = b.Apply(trace.Step{Kind: trace.Place, Piece: n, Cells: cells[n]})
	}
	cam := player.DefaultCamera3D
	cam.Yaw += yaw
	title := fmt.Sprintf("The %d×%d×%d box in 3-D, layer %d highlighted", d.X, d.Y, d.Z, layer+1)
	return draw.CubesSVG(player.NewScene3D(b, cols), cam.Clamp(), "designer-3d", title, w, h)
}
