package grid

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
	req:  required{burr: burrType{4, "tetrahedra and octahedra"}, axisTurns: no, rowParallelograms: no, sampleSmallPick: no, slides: no},
	slot: tetraOctaSlot,
	// A layer holds the cells of one place in their cubes, none of
	// which share a face.
	flatSlot:   func(int) bool { return false },
	symmetries: func(bool) []Transform { return signed(TetraOcta) },
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

// tetraOctaCubes is the grid's cells in their cubes: a cell's centroid
// is 1 more than its voxel, in quarters of a cube's edge (the cube's
// centre 2, a small tetrahedron's 1 or 3 along each axis).
var tetraOctaCubes = func() *cubeCells {
	g := &cubeCells{per: tetraOctaCells, scale: tetraOctaScale, block: tetraOctaBlockSize,
		noCell: "a block of 3×3×3 voxels holds its middle one and four of its corners, every other one"}
	for par, vs := range tetraOctaBlock {
		for _, v := range vs {
			g.voxel[par] = append(g.voxel[par], v)
			g.offset[par] = append(g.offset[par], Point{v.X + 1, v.Y + 1, v.Z + 1})
		}
	}
	return g
}()

func init() { tetraOctaCubes.drawing(&tetraOcta) }

// tetraOctaSlot returns the neighbour of p in direction s. A regular
// tetrahedron (the middle of its cube) has its four neighbours, the small
// ones of its cube, in directions 0 to 3: 0 the corner whose signs from
// the cube's centre are all alike, 1, 2, 3 the one whose x, y or z sign
// differs from the other two. A small tetrahedron has its neighbours in
// directions 4 to 7: 4 the regular one of its cube, 5, 6, 7 the small
// ones at the same corner of space in the next cube along x, y or z.
// Every symmetry maps each direction to one direction at every cell.
func tetraOctaSlot(p Point, s int) (Point, bool) {
	q := tetraOctaCubes.linear(p)
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
				if r, ok := tetraOctaCubes.find(w); ok {
					return r, true
				}
			}
		}
		panic("grid: a cube without its small tetrahedra")
	case s == 4:
		return tetraOctaCubes.cell(Point{n*c[0] + 2, n*c[1] + 2, n*c[2] + 2}), true
	}
	a := s - 5
	o[a] = -o[a]
	if o[a] > 0 {
		c[a]--
	} else {
		c[a]++
	}
	return tetraOctaCubes.cell(Point{n*c[0] + 2 + o[0], n*c[1] + 2 + o[1], n*c[2] + 2 + o[2]}), true
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
