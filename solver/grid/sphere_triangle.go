package grid

import (
	"fmt"
	"math"
)

// sphereTriangle is the grid of balls in the densest packing in
// triangular layers, as a tetrahedron of balls stacks them (see the
// package comment): the same balls as sphere's, each layer a triangular
// lattice in axial coordinates, as hexagons are.
var sphereTriangle = lattice{
	name: "sphere-triangle", noun: "ball", units: [2]string{"ball", "ball"}, pile: "tetrahedron", title: "Balls in triangular layers (polyspheres)",
	family: "sphere", layers: "triangle",
	staggered: true, solid: true, round: true,
	sides: 6, slots: 12,
	req: required{burr: burrType{2, "balls"}, axisTurns: no, rowParallelograms: no, sampleSmallPick: no, slides: no},
	slot: func(p Point, s int) (Point, bool) {
		d := sphereTriangleDirs[s]
		return Point{p.X + d.X, p.Y + d.Y, p.Z + d.Z}, true
	},
	flatSlot: func(s int) bool { return sphereTriangleDirs[s].Z == 0 },
	rigid:    &rigidBody{kind: SphereTriangle, of: triangleLattice, half: triangleLayersHalf},
	corners:  func(p Point) []Vec { return hexagonAround(sphereTriangleCentre(p)) },
	centre:   sphereTriangleCentre,
	plane:    hexagon.plane,
	cellAt:   hexagon.cellAt,
	space: func(p Point) [3]float64 {
		c := sphereTriangleCentre(p)
		return [3]float64{c.X, c.Y, float64(p.Z)*math.Sqrt(2.0/3) + 0.5}
	},
	toFile: func(p Point) Point { return Point{p.X + p.Y, -p.X - p.Z, p.Y + p.Z} },
	fromFile: func(q Point) (Point, error) {
		if (q.X+q.Y+q.Z)&1 != 0 {
			return Point{}, fmt.Errorf("no ball is at %v: a ball's x+y+z is even", q)
		}
		r := (q.X + q.Y + q.Z) / 2
		return Point{q.X - r, r, q.Z - r}, nil
	},
}

// sphereTriangleDirs are a ball's twelve neighbours in triangular
// layers, in Slot's order: the six beside it in its layer (as a
// hexagon's), the three under it, the three over it.
var sphereTriangleDirs = [12]Point{
	{1, 0, 0}, {0, 1, 0}, {-1, 1, 0}, {-1, 0, 0}, {0, -1, 0}, {1, -1, 0},
	{0, 0, -1}, {1, 0, -1}, {0, 1, -1},
	{0, 0, 1}, {-1, 0, 1}, {0, -1, 1},
}

// triangleLattice is the matrix T of the file's coordinates: the ball
// (X, Y, Z) of triangular layers is the point (X+Y, -X-Z, Y+Z) of the
// face-centred cubic lattice; triangleLayersHalf is 2·T⁻¹.
var (
	triangleLattice    = [3][3]int{{1, 1, 0}, {-1, 0, -1}, {0, 1, 1}}
	triangleLayersHalf = [3][3]int{{1, -1, -1}, {1, 1, 1}, {-1, -1, 1}}
)

// sphereTriangleCentre is a ball's centre seen from above: layer Z is a
// triangular lattice drawn as hexagons are, each layer moved half a ball
// right and a third of a row up from the one under it, so that its ball
// (X, Y) lies over the hollow of (X, Y), (X+1, Y) and (X, Y+1) below.
func sphereTriangleCentre(p Point) Vec {
	x, y, z := float64(p.X), float64(p.Y), float64(p.Z)
	return Vec{x + y/2 + z/2, (y + z/3) * rowHeight}
}
