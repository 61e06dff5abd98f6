package grid

import "math"

// CellAt returns the cell that holds the point v of the plane (as Corners
// draws cells, seen from above; z is 0): the inverse of Centre, for
// pointing at cells. A point on an edge goes to one of the two cells.
func (k Kind) CellAt(v Vec) Point {
	switch k {
	case Triangle:
		// In row y, at height t (0 to 1) within it, the edges are the
		// lines 2x-t = j and 2x+t = j for j of y's parity: the up cell j
		// lies between 2x-t = j and 2x+t = j+2, the down cell j+1 between
		// 2x+t = j+2 and 2x-t = j+2.
		fy := v.Y / rowHeight
		y := int(math.Floor(fy))
		t := fy - float64(y)
		a, b := 2*v.X-t, 2*v.X+t
		j := y + 2*int(math.Floor((a-float64(y))/2))
		if b <= float64(j+2) {
			return Point{j, y, 0}
		}
		return Point{j + 1, y, 0}
	case Hexagon:
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
	}
	return Point{int(math.Floor(v.X)), int(math.Floor(v.Y)), 0}
}
