package grid

import (
	"fmt"
	"math"
)

// sphere is the grid of balls in the densest packing, the face-centred
// cubic lattice, in square layers (see the package comment).
var sphere = lattice{
	name: "sphere", aliases: []string{"ball"}, noun: "ball", units: [2]string{"ball", "ball"}, pile: "pyramid", title: "Balls (polyspheres)",
	layers:  "square",
	columns: true, solid: true, round: true,
	sides: 4, slots: 12,
	req: required{burr: burrType{2, "balls"}, axisTurns: no, rowParallelograms: no, sampleSmallPick: no, slides: no},
	slot: func(p Point, s int) (Point, bool) {
		d := sphereDirs[s]
		return Point{p.X + d.X, p.Y + d.Y, p.Z + d.Z}, true
	},
	flatSlot: func(s int) bool { return sphereDirs[s].Z == 0 },
	rigid:    &rigidBody{kind: Sphere, of: latticeOf, half: layersHalf},
	corners: func(p Point) []Vec {
		c := sphereCentre(p)
		return []Vec{{c.X - 0.5, c.Y - 0.5}, {c.X + 0.5, c.Y - 0.5}, {c.X + 0.5, c.Y + 0.5}, {c.X - 0.5, c.Y + 0.5}}
	},
	centre: sphereCentre,
	plane:  func(x, y float64) Vec { return Vec{x + 0.5, y + 0.5} },
	cellAt: func(v Vec) Point { return Point{int(math.Floor(v.X)), int(math.Floor(v.Y)), 0} },
	space: func(p Point) [3]float64 {
		c := sphereCentre(p)
		return [3]float64{c.X, c.Y, float64(p.Z)/math.Sqrt2 + 0.5}
	},
	toFile: ToLattice,
	fromFile: func(q Point) (Point, error) {
		p, ok := FromLattice(q)
		if !ok {
			return p, fmt.Errorf("no ball is at %v: a ball's x+y+z is even", q)
		}
		return p, nil
	},
}

// sphereDirs are a ball's twelve neighbours in Slot's order: the four
// beside it in its layer, the four under it, the four over it.
var sphereDirs = [12]Point{
	{-1, 0, 0}, {0, -1, 0}, {1, 0, 0}, {0, 1, 0},
	{0, 0, -1}, {1, 0, -1}, {0, 1, -1}, {1, 1, -1},
	{0, 0, 1}, {-1, 0, 1}, {0, -1, 1}, {-1, -1, 1},
}

// latticeOf is the matrix L of ToLattice: the ball (X, Y, Z) of the
// layers is the point (X+Y+Z, Y-X, Z) of the face-centred cubic lattice;
// layersHalf is 2·L⁻¹.
var (
	latticeOf  = [3][3]int{{1, 1, 1}, {-1, 1, 0}, {0, 0, 1}}
	layersHalf = [3][3]int{{1, -1, -1}, {1, 1, -1}, {0, 0, 2}}
)

// sphereCentre is a ball's centre seen from above: each layer half a
// ball right of and above the one under it.
func sphereCentre(p Point) Vec {
	h := float64(p.Z) / 2
	return Vec{float64(p.X) + h + 0.5, float64(p.Y) + h + 0.5}
}

// ToLattice returns the ball p of the layers' coordinates as the point
// of the face-centred cubic lattice that BurrTools and the definition
// format's C directive write: (X+Y+Z, Y-X, Z), whose coordinates add up
// to an even number. Every point of the lattice is one ball's.
func ToLattice(p Point) Point {
	return Point{p.X + p.Y + p.Z, p.Y - p.X, p.Z}
}

// FromLattice returns the ball at the point q of the face-centred cubic
// lattice in the layers' coordinates, and false when q.X+q.Y+q.Z is odd
// (no ball is there).
func FromLattice(q Point) (Point, bool) {
	if (q.X+q.Y+q.Z)&1 != 0 {
		return Point{}, false
	}
	return Point{(q.X - q.Y - q.Z) / 2, (q.X + q.Y - q.Z) / 2, q.Z}, true
}
