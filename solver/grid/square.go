package grid

import "math"

// square is the cubic lattice: unit squares in 2-D, unit cubes in 3-D.
var square = lattice{
	name: "square", aliases: []string{"cube"}, noun: "cell", units: [2]string{"square", "cube"}, title: "Squares and cubes",
	twoColoured: true, columns: true, implicit: true,
	colours: [2]string{"black", "white"},
	sides:   4, slots: 6,
	req: required{burr: burrType{0, "cubes"}, axisTurns: yes, rowParallelograms: no, sampleSmallPick: no, slides: yes},
	slot: func(p Point, s int) (Point, bool) {
		d := squareDirs[s]
		return Point{p.X + d.X, p.Y + d.Y, p.Z + d.Z}, true
	},
	flatSlot:  func(s int) bool { return squareDirs[s].Z == 0 },
	slideDirs: []Point{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
	symmetries: func(flat bool) []Transform {
		var out []Transform
		for _, m := range cubeMatrices(flat) {
			out = append(out, Transform{m: m, kind: Square})
		}
		return out
	},
	corners: func(p Point) []Vec {
		x, y := float64(p.X), float64(p.Y)
		return []Vec{{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}}
	},
	centre: func(p Point) Vec { return Vec{float64(p.X) + 0.5, float64(p.Y) + 0.5} },
	plane:  func(x, y float64) Vec { return Vec{x + 0.5, y + 0.5} },
	cellAt: func(v Vec) Point { return Point{int(math.Floor(v.X)), int(math.Floor(v.Y)), 0} },
	space: func(p Point) [3]float64 {
		return [3]float64{float64(p.X) + 0.5, float64(p.Y) + 0.5, float64(p.Z) + 0.5}
	},
}

// squareDirs are the cube's six directions in Slot's order.
var squareDirs = [6]Point{{-1, 0, 0}, {0, -1, 0}, {0, 0, -1}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}
