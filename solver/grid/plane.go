package grid

import "math"

// Vec is a point of the plane, for drawing: x to the right and y
// upwards, in units of a cell's edge (squares and triangles) or of the
// distance between two hexagons' centres.
type Vec struct{ X, Y float64 }

// rowHeight is the height of a row of triangles, and the distance
// between two rows of hexagons' centres.
var rowHeight = math.Sqrt(3) / 2

// Corners returns the corners of the cell p seen from above (z is
// ignored), anticlockwise.
func (k Kind) Corners(p Point) []Vec {
	x, y := float64(p.X), float64(p.Y)
	switch k {
	case Triangle:
		left := x / 2
		if Up(p) {
			return []Vec{{left, y * rowHeight}, {left + 1, y * rowHeight}, {left + 0.5, (y + 1) * rowHeight}}
		}
		return []Vec{{left + 0.5, y * rowHeight}, {left + 1, (y + 1) * rowHeight}, {left, (y + 1) * rowHeight}}
	case Hexagon:
		c := k.Centre(p)
		r := 1 / math.Sqrt(3)
		out := make([]Vec, 6)
		for i := range out {
			a := math.Pi/6 + float64(i)*math.Pi/3
			out[i] = Vec{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
		}
		return out
	}
	return []Vec{{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}}
}

// Centre returns the centre of the cell p seen from above.
func (k Kind) Centre(p Point) Vec {
	x, y := float64(p.X), float64(p.Y)
	switch k {
	case Triangle:
		if Up(p) {
			return Vec{x/2 + 0.5, (y + 1.0/3) * rowHeight}
		}
		return Vec{x/2 + 0.5, (y + 2.0/3) * rowHeight}
	case Hexagon:
		return Vec{x + y/2, y * rowHeight}
	}
	return Vec{x + 0.5, y + 0.5}
}
