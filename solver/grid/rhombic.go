package grid

// rhombic is BurrTools' grid of rhombic dodecahedra: every unit cube of
// space cut by its six diagonal planes into 24 congruent tetrahedra, the
// cells (see the package comment). A rhombic dodecahedron is the 24
// tetrahedra of a cube and the 4 of each of its six neighbours that touch
// it (48 cells), so the dodecahedra of the cubes whose x+y+z is even fill
// space; the pieces of Coffin's puzzles are clusters of them, often
// trimmed by the faces of cubes, which is why the grid is of tetrahedra.
var rhombic = lattice{
	name: "rhombic", noun: "tetrahedron", units: [2]string{"tetrahedron", "tetrahedron"},
	title: "Rhombic dodecahedra (tetrahedron cells, 24 to a cube)",
	solid: true, round: true,
	sides: 0, slots: 4,
	req:  required{burr: burrType{3, "rhombic dodecahedra"}, axisTurns: no, rowParallelograms: no, sampleSmallPick: no, slides: no},
	slot: rhombicSlot,
	// A layer holds the tetrahedra of one orientation, none of which
	// share a face.
	flatSlot:   func(int) bool { return false },
	symmetries: func(bool) []Transform { return signed(Rhombic) },
	translates: func(d Point) bool { return floorMod(d.Z, rhombicOrients) == 0 },
	align: func(d Point) Point {
		d.Z += floorMod(-d.Z, rhombicOrients)
		return d
	},
}

const (
	// rhombicOrients is the number of tetrahedra in a cube, each of its
	// own orientation.
	rhombicOrients = 24
	// rhombicBlockSize is the edge of the block of voxels in which
	// BurrTools' files place a cube's tetrahedra.
	rhombicBlockSize = 5
	// rhombicScale is a cube's edge in Space's and Centre's units, in
	// which every tetrahedron's centroid is a point of integers and two
	// centroids are at least √2 apart (so balls of diameter 1 drawn there
	// do not meet).
	rhombicScale = 8
)

// rhombicBlock lists the tetrahedra of a cube, orientation t at index t,
// as BurrTools' files place them in a block of 5×5×5 voxels: the voxel
// in the middle of each quarter of each face, in the order of the block's
// voxels (x fastest, then y, then z). Along the axis across its face a
// tetrahedron's voxel is 0 or 4, along the axis towards the edge of the
// face its quarter touches 1 or 3, and along the third axis 2.
// rhombicOffset is the centroid of each, in eighths of the cube's edge.
var rhombicBlock, rhombicOffset = func() (block, offset [rhombicOrients]Point) {
	eighths := [rhombicBlockSize]int{1, 2, 4, 6, 7}
	t := 0
	for z := range rhombicBlockSize {
		for y := range rhombicBlockSize {
			for x := range rhombicBlockSize {
				var seen [3]bool
				for _, v := range []int{x, y, z} {
					seen[abs(v-2)] = true
				}
				if seen != [3]bool{true, true, true} {
					continue
				}
				block[t] = Point{x, y, z}
				offset[t] = Point{eighths[x], eighths[y], eighths[z]}
				t++
			}
		}
	}
	return block, offset
}()

// rhombicCells is the grid's cells in their cubes.
var rhombicCells = &cubeCells{
	per: rhombicOrients, scale: rhombicScale,
	offset: [2][]Point{rhombicOffset[:], rhombicOffset[:]},
	voxel:  [2][]Point{rhombicBlock[:], rhombicBlock[:]},
	block:  rhombicBlockSize,
	noCell: "in each block of 5×5×5 voxels only the 4 in the middle of each face are",
}

func init() { rhombicCells.drawing(&rhombic) }

// rhombicSlot returns the neighbour of p in direction s: 0 across its
// face on the cube's face (in the next cube), 1 across its face on the
// cube's edge (the tetrahedron of the other face at that edge), 2 and 3
// the two of its own face of the cube whose quarters share a half
// diagonal with its own: 2 where the face's outward normal, the
// direction from the cube's centre to the edge and the direction to the
// neighbour make a left-handed frame, 3 a right-handed one, so that a
// turn maps each direction to itself and a mirror image swaps 2 and 3
// at every cell.
func rhombicSlot(p Point, s int) (Point, bool) {
	q := rhombicCells.linear(p)
	c := [3]int{floorDiv(q.X, rhombicScale), floorDiv(q.Y, rhombicScale), floorDiv(q.Z, rhombicScale)}
	o := [3]int{q.X - rhombicScale*c[0], q.Y - rhombicScale*c[1], q.Z - rhombicScale*c[2]}
	// The axis across the face (o 1 or 7), towards the edge (2 or 6) and
	// the third (4), each as its offset from the cube's centre.
	var face, edge, third int
	for i, v := range o {
		switch abs(v - 4) {
		case 3:
			face = i
		case 2:
			edge = i
		default:
			third = i
		}
	}
	switch s {
	case 0:
		if o[face] == 1 {
			c[face]--
		} else {
			c[face]++
		}
		o[face] = 8 - o[face]
	case 1:
		o[face], o[edge] = 4+(o[face]-4)*2/3, 4+(o[edge]-4)*3/2
	case 2, 3:
		// The side neighbour v (±1 along the third axis) for which the
		// frame of the face's normal, the edge's direction and v turns
		// as s says: negative for 2, positive for 3, which every turn
		// keeps and every mirror image swaps.
		sign := (o[face] - 4) / 3 * (o[edge] - 4) / 2
		if (edge-face+3)%3 != 1 {
			sign = -sign // (face, edge, third) is an odd permutation
		}
		o[edge], o[third] = 4, 4+2*sign*(2*s-5)
	}
	return rhombicCells.cell(Point{rhombicScale*c[0] + o[0], rhombicScale*c[1] + o[1], rhombicScale*c[2] + o[2]}), true
}

// FileBlock returns the edge of the blocks of voxels in which files
// (BurrTools', the definition format's C directive, FilePoint) place the
// grid's cells, several to a block, 0 on the grids whose cells are one
// voxel each: 5 on rhombic dodecahedra, a cube's 24 tetrahedra in a block
// of 5×5×5 voxels. The grid's moves are then, on the voxels, the cube's
// turns (and mirror images) about a block's centre and moves by whole
// blocks: what package solver/verify checks, and nothing else is.
func (k Kind) FileBlock() int { return k.lat().block }

// signed returns the cube's 48 symmetries, the 24 turns first, as
// transforms of the grid k.
func signed(k Kind) []Transform {
	var out []Transform
	for _, m := range cubeMatrices(false) {
		out = append(out, Transform{m: m, kind: k})
	}
	return out
}
