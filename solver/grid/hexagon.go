package grid

import "math"

// hexagon is the grid of regular hexagons in axial coordinates.
var hexagon = lattice{
	name: "hexagon", noun: "hexagon", units: [2]string{"hexagon", "hexagon"}, title: "Hexagons (polyhexes)",
	planar: true, staggered: true,
	sides: 6, slots: 6,
	req: required{burr: noBurr, axisTurns: no, rowParallelograms: no, sampleSmallPick: yes, slides: no},
	slot: func(p Point, s int) (Point, bool) {
		d := hexagonDirs[s]
		return Point{p.X + d.X, p.Y + d.Y, p.Z}, true
	},
	flatSlot:   func(int) bool { return true },
	symmetries: func(bool) []Transform { return hexagonal(Hexagon) },
	corners:    func(p Point) []Vec { return hexagonAround(hexagonCentre(p)) },
	centre:     hexagonCentre,
	plane:      func(x, y float64) Vec { return Vec{x + y/2, y * rowHeight} },
	cellAt: func(v Vec) Point {
		// Axial coordinates, rounded as cube coordinates (x, y, -x-y):
		// the nearest centre.
		fy := v.Y / rowHeight
		fx := v.X - fy/2
		fz := -fx - fy
		x, y, z := math.Round(fx), math.Round(fy), math.Round(fz)
		dx, dy, dz := math.Abs(x-fx), math.Abs(y-fy), math.Abs(z-fz)
		switch {
		case dx > dy && dx > dz:
			x = -y - z
		case dy > dz:
			y = -x - z
		}
		return Point{int(x), int(y), 0}
	},
	space: planeSpace(hexagonCentre),
}

// hexagonDirs are the six directions at s·60° in axial coordinates.
var hexagonDirs = [6]Point{{1, 0, 0}, {0, 1, 0}, {-1, 1, 0}, {-1, 0, 0}, {0, -1, 0}, {1, -1, 0}}

// hexagonAround returns the corners of the unit-width hexagon centred on
// c, pointy side up (a hexagon's cell, or a ball of a triangular layer
// drawn in its layer).
func hexagonAround(c Vec) []Vec {
	r := 1 / math.Sqrt(3)
	out := make([]Vec, 6)
	for i := range out {
		a := math.Pi/6 + float64(i)*math.Pi/3
		out[i] = Vec{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	return out
}

func hexagonCentre(p Point) Vec {
	x, y := float64(p.X), float64(p.Y)
	return Vec{x + y/2, y * rowHeight}
}

// hexagonal returns the 12 symmetries of the hexagon on the triangular
// lattice's basis, for triangles and hexagons alike: 6 turns, then 6
// mirror images. A turn by 60° anticlockwise maps the basis vector e1
// to e2 and e2 to e2-e1; the mirror in the x axis keeps e1 and maps e2
// to e1-e2.
func hexagonal(k Kind) []Transform {
	turn := [3][3]int{{0, -1, 0}, {1, 1, 0}, {0, 0, 1}}
	mirror := [3][3]int{{1, 1, 0}, {0, -1, 0}, {0, 0, 1}}
	var out []Transform
	m := identity()
	for range 6 {
		out = append(out, Transform{m: m, kind: k})
		m = mul(turn, m)
	}
	for i := range 6 {
		out = append(out, Transform{m: mul(out[i].m, mirror), kind: k})
	}
	return out
}

// planeSpace returns a flat grid's Space: the cell's centre seen from
// above, at half a cell's height.
func planeSpace(centre func(Point) Vec) func(Point) [3]float64 {
	return func(p Point) [3]float64 {
		c := centre(p)
		return [3]float64{c.X, c.Y, float64(p.Z) + 0.5}
	}
}
