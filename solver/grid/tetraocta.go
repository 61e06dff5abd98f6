package grid

import (
	"fmt"
	"math"
)

// tetraOcta is BurrTools' grid of tetrahedra and octahedra: in every unit
// cube a regular tetrahedron on four of its corners, every other corner
// of space (those whose coordinates add up to an even number), and the
// four small tetrahedra that the cuts leave at the cube's other corners,
// five cells to a cube (see the package comment). The eight small
// tetrahedra around a corner of space make an octahedron.
var tetraOcta = lattice{
	name: "tetra-octa", noun: "tetrahedron", units: [2]string{"tetrahedron", "tetrahedron"},
	title: "Tetrahedra and octahedra (tetrahedron cells, 5 to a cube)",
	solid: true, round: true,
	// The cubes of a row alternate between the two orientations of
	// their regular tetrahedra, as triangles point up and down.
	zigzag: true,
	sides:  0, slots: 8,
	block: tetraOctaBlockSize,
	req:   required{burr: burrType{4, "tetrahedra and octahedra"}, axisTurns: no, rowParallelograms: no, sampleSmallPick: no, slides: no},
	slot:  tetraOctaSlot,
	// A layer holds the cells of one place in their cubes, none of
	// which share a face.
	flatSlot:   func(int) bool { return false },
	symmetries: func(bool) []Transform { return signed(TetraOcta) },
	toLinear:   tetraOctaLinear,
	fromLinear: tetraOctaCell,
	translates: func(d Point) bool {
		return floorMod(d.Z, tetraOctaCells) == 0 && (d.X+d.Y+d.Z/tetraOctaCells)&1 == 0
	},
	align: func(d Point) Point {
		d.Z += floorMod(-d.Z, tetraOctaCells)
		if (d.X+d.Y+d.Z/tetraOctaCells)&1 != 0 {
			d.X++
		}
		return d
	},
	corners: func(p Point) []Vec {
		c := tetraOctaCentre(p)
		return []Vec{{c.X - 0.5, c.Y - 0.5}, {c.X + 0.5, c.Y - 0.5}, {c.X + 0.5, c.Y + 0.5}, {c.X - 0.5, c.Y + 0.5}}
	},
	centre: tetraOctaCentre,
	plane: func(x, y float64) Vec {
		return Vec{tetraOctaScale*x + 2, tetraOctaScale*y + 2}
	},
	cellAt: func(v Vec) Point {
		return Point{int(math.Floor(v.X / tetraOctaScale)), int(math.Floor(v.Y / tetraOctaScale)), 0}
	},
	space: func(p Point) [3]float64 {
		q := tetraOctaLinear(p)
		return [3]float64{float64(q.X), float64(q.Y), float64(q.Z)}
	},
	toFile: func(p Point) Point {
		c, t := tetraOctaSplit(p)
		b := tetraOctaBlock[(c.X+c.Y+c.Z)&1][t]
		n := tetraOctaBlockSize
		return Point{n*c.X + b.X, n*c.Y + b.Y, n*c.Z + b.Z}
	},
	fromFile: func(q Point) (Point, error) {
		n := tetraOctaBlockSize
		c := Point{floorDiv(q.X, n), floorDiv(q.Y, n), floorDiv(q.Z, n)}
		b := Point{q.X - n*c.X, q.Y - n*c.Y, q.Z - n*c.Z}
		for t, v := range tetraOctaBlock[(c.X+c.Y+c.Z)&1] {
			if v == b {
				return Point{c.X, c.Y, tetraOctaCells*c.Z + t}, nil
			}
		}
		return Point{}, fmt.Errorf("no tetrahedron is at %v: a block of 3×3×3 voxels holds its middle one and four of its corners, every other one", q)
	},
}

const (
	// tetraOctaCells is the number of cells of a cube.
	tetraOctaCells = 5
	// tetraOctaBlockSize is the edge of the block of voxels in which
	// BurrTools' files place a cube's cells.
	tetraOctaBlockSize = 3
	// tetraOctaScale is a cube's edge in Space's and Centre's units, in
	// which every cell's centroid is a point of integers, two of them at
	// least √3 apart.
	tetraOctaScale = 4
)

// tetraOctaBlock lists the cells of a cube whose coordinates add up to an
// even number (index 0) or an odd one (1), cell t at index t, as
// BurrTools' files place them in a block of 3×3×3 voxels: the middle
// voxel, the regular tetrahedron, then the four corners that hold a
// small tetrahedron, in the order of the block's voxels (x fastest, then
// y, then z): the corners of space whose coordinates add up to an odd
// number.
var tetraOctaBlock = func() (out [2][tetraOctaCells]Point) {
	for parity := range 2 {
		out[parity][0] = Point{1, 1, 1}
		t := 1
		for z := 0; z <= 2; z += 2 {
			for y := 0; y <= 2; y += 2 {
				for x := 0; x <= 2; x += 2 {
					if (parity+(x+y+z)/2)&1 == 1 {
						out[parity][t] = Point{x, y, z}
						t++
					}
				}
			}
		}
	}
	return out
}()

// tetraOctaSplit returns the cube of the cell p and its place t in it.
func tetraOctaSplit(p Point) (Point, int) {
	return Point{p.X, p.Y, floorDiv(p.Z, tetraOctaCells)}, floorMod(p.Z, tetraOctaCells)
}

// tetraOctaLinear returns the centroid of the cell p in quarters of a
// cube's edge, the coordinates on which the cube's symmetries are
// linear: a cube's centre 4c+2, a small tetrahedron's 1 or 3 along each
// axis from the cube's corner 4c (the voxel 0 or 2 of its block).
func tetraOctaLinear(p Point) Point {
	c, t := tetraOctaSplit(p)
	b := tetraOctaBlock[(c.X+c.Y+c.Z)&1][t]
	return Point{tetraOctaScale*c.X + b.X + 1, tetraOctaScale*c.Y + b.Y + 1, tetraOctaScale*c.Z + b.Z + 1}
}

// tetraOctaCell inverts tetraOctaLinear.
func tetraOctaCell(q Point) Point {
	if p, ok := tetraOctaFind(q); ok {
		return p
	}
	panic(fmt.Sprintf("grid: %v is no tetrahedron's centroid", q))
}

// tetraOctaCentre is a cell's centroid seen from above.
func tetraOctaCentre(p Point) Vec {
	q := tetraOctaLinear(p)
	return Vec{float64(q.X), float64(q.Y)}
}

// tetraOctaSlot returns the neighbour of p in direction s. A regular
// tetrahedron (the middle of its cube) has its four neighbours, the small
// ones of its cube, in directions 0 to 3: 0 the corner whose signs from
// the cube's centre are all alike, 1, 2, 3 the one whose x, y or z sign
// differs from the other two. A small tetrahedron has its neighbours in
// directions 4 to 7: 4 the regular one of its cube, 5, 6, 7 the small
// ones at the same corner of space in the next cube along x, y or z.
// Every symmetry maps each direction to one direction at every cell.
func tetraOctaSlot(p Point, s int) (Point, bool) {
	q := tetraOctaLinear(p)
	n := tetraOctaScale
	c := [3]int{floorDiv(q.X, n), floorDiv(q.Y, n), floorDiv(q.Z, n)}
	o := [3]int{q.X - n*c[0] - 2, q.Y - n*c[1] - 2, q.Z - n*c[2] - 2} // from the centre
	middle := o == [3]int{}
	if middle != (s < 4) {
		return Point{}, false
	}
	switch {
	case middle:
		// The corner of this cube in class s whose coordinates' parity
		// fits the cube's.
		for _, u := range [][3]int{{1, 1, 1}, {-1, 1, 1}, {1, -1, 1}, {1, 1, -1}} {
			for _, sign := range []int{1, -1} {
				v := [3]int{sign * u[0], sign * u[1], sign * u[2]}
				if tetraOctaClass(v) != s {
					continue
				}
				w := Point{n*c[0] + 2 + v[0], n*c[1] + 2 + v[1], n*c[2] + 2 + v[2]}
				if r, ok := tetraOctaFind(w); ok {
					return r, true
				}
			}
		}
		panic("grid: a cube without its small tetrahedra")
	case s == 4:
		return tetraOctaCell(Point{n*c[0] + 2, n*c[1] + 2, n*c[2] + 2}), true
	}
	a := s - 5
	o[a] = -o[a]
	if o[a] > 0 {
		c[a]--
	} else {
		c[a]++
	}
	return tetraOctaCell(Point{n*c[0] + 2 + o[0], n*c[1] + 2 + o[1], n*c[2] + 2 + o[2]}), true
}

// tetraOctaClass is the direction 0 to 3 of the corner v (signs ±1 from
// the cube's centre): 0 if its signs are alike, else 1 plus the axis
// whose sign differs from the other two.
func tetraOctaClass(v [3]int) int {
	switch {
	case v[0] == v[1] && v[1] == v[2]:
		return 0
	case v[1] == v[2]:
		return 1
	case v[0] == v[2]:
		return 2
	}
	return 3
}

// tetraOctaFind returns the cell whose centroid is q (tetraOctaLinear),
// if one is.
func tetraOctaFind(q Point) (Point, bool) {
	n := tetraOctaScale
	c := Point{floorDiv(q.X, n), floorDiv(q.Y, n), floorDiv(q.Z, n)}
	b := Point{q.X - n*c.X - 1, q.Y - n*c.Y - 1, q.Z - n*c.Z - 1}
	for t, v := range tetraOctaBlock[(c.X+c.Y+c.Z)&1] {
		if v == b {
			return Point{c.X, c.Y, tetraOctaCells*c.Z + t}, true
		}
	}
	return Point{}, false
}
