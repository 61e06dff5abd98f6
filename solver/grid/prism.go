package grid

// prism is the grid of triangular prisms: the triangles of triangle.go
// stacked in layers, each prism as high as a triangle's edge, as
// BurrTools stacks them (its grid type 1 in more than one layer). The
// cell (X, Y, Z) is the triangle (X, Y) of layer Z; it has the
// triangle's three neighbours in its layer, one under it and one over it.
var prism = lattice{
	name: "prism", noun: "prism", units: [2]string{"prism", "prism"}, title: "Triangular prisms (triangles in layers)",
	solid: true, twoColoured: true, zigzag: true,
	colours: [2]string{"black", "white"},
	sides:   3, slots: 8,
	req: required{burr: burrType{1, "triangular prisms"}, axisTurns: no, rowParallelograms: no, sampleSmallPick: no, slides: yes},
	slot: func(p Point, s int) (Point, bool) {
		switch s {
		case 6:
			return Point{p.X, p.Y, p.Z - 1}, true
		case 7:
			return Point{p.X, p.Y, p.Z + 1}, true
		}
		return triangle.slot(p, s)
	},
	flatSlot:   func(s int) bool { return s < 6 },
	symmetries: func(bool) []Transform { return prismSymmetries() },
	toLinear:   toCentre,
	fromLinear: fromCentre,
	translates: func(d Point) bool { return (d.X+d.Y)&1 == 0 },
	// BurrTools' order: up a layer, two columns along (a triangle's edge
	// to the right), a row up and a column to the right (at 60°), a row
	// up and a column to the left (at 120°).
	slideDirs: []Point{{0, 0, 1}, {2, 0, 0}, {1, 1, 0}, {-1, 1, 0}},
	sweep:     prismSweep,
	corners:   func(p Point) []Vec { return triangle.corners(p) },
	centre:    triangleCentre,
	plane:     func(x, y float64) Vec { return triangle.plane(x, y) },
	cellAt:    func(v Vec) Point { return triangle.cellAt(v) },
	space:     planeSpace(triangleCentre),
}

// prismSweep appends to dst the cells that the prism p passes through
// when it slides one step d along one of prism's slideDirs: in its layer
// a triangle slides across the triangle beside it, whose edge it
// crosses, into the next one that points as it does.
func prismSweep(dst []Point, p Point, d Point) []Point {
	to := Point{p.X + d.X, p.Y + d.Y, p.Z + d.Z}
	if d.Z != 0 {
		return append(dst, to)
	}
	var via Point
	switch {
	case d.Y == 0:
		// Two columns along: across the cell between.
		via = Point{p.X + d.X/2, p.Y, p.Z}
	case Up(p) == (d.Y > 0):
		// Away from a base: across the neighbour in the row, on the side
		// the step leans to.
		via = Point{p.X + d.X, p.Y, p.Z}
	default:
		// Across the base: into the next row first.
		via = Point{p.X, p.Y + d.Y, p.Z}
	}
	return append(dst, via, to)
}

// prismSymmetries returns the 24 symmetries of the triangular prisms
// that fix the origin: each of the hexagon's 12 (hexagonal), with the
// layers kept or turned over (z to -z). The 12 turns of space come
// first: the 6 turns in the plane, then the plane's 6 mirror images with
// the layers turned over (half turns about lines in the plane); then the
// 12 mirror images: the plane's, then its turns with the layers turned
// over.
func prismSymmetries() []Transform {
	over := [3][3]int{{1, 0, 0}, {0, 1, 0}, {0, 0, -1}}
	hex := hexagonal(Prism)
	var out []Transform
	add := func(ts []Transform, turnOver bool) {
		for _, t := range ts {
			m := t.m
			if turnOver {
				m = mul(over, m)
			}
			out = append(out, Transform{m: m, kind: Prism})
		}
	}
	add(hex[:6], false)
	add(hex[6:], true)
	add(hex[6:], false)
	add(hex[:6], true)
	return out
}
