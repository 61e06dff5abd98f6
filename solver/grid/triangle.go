package grid

import "math"

// triangle is the grid of equilateral triangles, as BurrTools numbers
// them.
var triangle = lattice{
	name: "triangle", noun: "triangle", units: [2]string{"triangle", "triangle"}, title: "Triangles (polyiamonds)",
	planar: true, twoColoured: true, zigzag: true,
	colours: [2]string{"up", "down"}, colourByShape: true,
	sides: 3, slots: 6,
	req: required{burr: burrType{1, "triangles"}, axisTurns: no, rowParallelograms: yes, sampleSmallPick: yes, slides: no},
	slot: func(p Point, s int) (Point, bool) {
		// An up cell has neighbours in the even directions, a down cell
		// in the odd ones.
		x, y, z := p.X, p.Y, p.Z
		if Up(p) != (s%2 == 0) {
			return Point{}, false
		}
		switch s {
		case 0:
			return Point{x + 1, y, z}, true
		case 2, 3:
			return Point{x - 1, y, z}, true
		case 4:
			return Point{x, y - 1, z}, true
		case 1:
			return Point{x, y + 1, z}, true
		}
		return Point{x + 1, y, z}, true
	},
	flatSlot:   func(int) bool { return true },
	symmetries: func(bool) []Transform { return hexagonal(Triangle) },
	toLinear:   toCentre,
	fromLinear: fromCentre,
	translates: func(d Point) bool { return (d.X+d.Y)&1 == 0 },
	corners: func(p Point) []Vec {
		x, y := float64(p.X), float64(p.Y)
		left := x / 2
		if Up(p) {
			return []Vec{{left, y * rowHeight}, {left + 1, y * rowHeight}, {left + 0.5, (y + 1) * rowHeight}}
		}
		return []Vec{{left + 0.5, y * rowHeight}, {left + 1, (y + 1) * rowHeight}, {left, (y + 1) * rowHeight}}
	},
	centre: triangleCentre,
	plane:  func(x, y float64) Vec { return Vec{x/2 + 0.5, (y + 0.5) * rowHeight} },
	cellAt: func(v Vec) Point {
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
	},
	space: planeSpace(triangleCentre),
}

// toCentre maps the triangle (x, y) to three times its centre in the
// basis (1, 0), (1/2, √3/2) of the triangular lattice: an up triangle
// whose lower left corner is the lattice point (a, b) has its centre at
// (a+1/3, b+1/3), a down triangle whose upper left corner is (a, b+1) at
// (a+2/3, b+2/3).
func toCentre(p Point) Point {
	if Up(p) {
		a := (p.X - p.Y) / 2
		return Point{3*a + 1, 3*p.Y + 1, p.Z}
	}
	a := floorDiv(p.X-p.Y-1, 2)
	return Point{3*a + 2, 3*p.Y + 2, p.Z}
}

// fromCentre inverts toCentre.
func fromCentre(c Point) Point {
	if floorMod(c.X, 3) == 1 {
		a, b := floorDiv(c.X-1, 3), floorDiv(c.Y-1, 3)
		return Point{2*a + b, b, c.Z}
	}
	a, b := floorDiv(c.X-2, 3), floorDiv(c.Y-2, 3)
	return Point{2*a + b + 1, b, c.Z}
}

func triangleCentre(p Point) Vec {
	x, y := float64(p.X), float64(p.Y)
	if Up(p) {
		return Vec{x/2 + 0.5, (y + 1.0/3) * rowHeight}
	}
	return Vec{x/2 + 0.5, (y + 2.0/3) * rowHeight}
}
