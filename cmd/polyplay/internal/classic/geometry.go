package classic

import "slices"

// point is a cell of the box or of a piece.
type point struct{ x, y, z int }

// parity is a cell's colour on the three-dimensional checkerboard: 1 where
// x+y+z is odd, -1 where it is even.
func (p point) parity() int {
	if (p.x+p.y+p.z)&1 != 0 {
		return 1
	}
	return -1
}

// less orders points by x, then y, then z.
func (p point) less(q point) bool {
	if p.x != q.x {
		return p.x < q.x
	}
	if p.y != q.y {
		return p.y < q.y
	}
	return p.z < q.z
}

func (p point) cmp(q point) int {
	switch {
	case p.less(q):
		return -1
	case q.less(p):
		return 1
	}
	return 0
}

func (p point) rotate(r int) point {
	m := &rotations[r]
	return point{
		m[0][0]*p.x + m[0][1]*p.y + m[0][2]*p.z,
		m[1][0]*p.x + m[1][1]*p.y + m[1][2]*p.z,
		m[2][0]*p.x + m[2][1]*p.y + m[2][2]*p.z,
	}
}

type matrix [3][3]int

func (a matrix) mul(b matrix) matrix {
	var c matrix
	for r := range 3 {
		for col := range 3 {
			for i := range 3 {
				c[r][col] += a[r][i] * b[i][col]
			}
		}
	}
	return c
}

// The 24 rotations, numbered as polycube numbers them: the identity, the
// quarter turns about z, then x90, x180 and x270 each followed by the
// turns about z, then y90 and y270 each followed by the turns about z.
// Their numbering matters: the redundancy filter keeps a piece's
// rotations by it, and the one-sided puzzles' rotations are 0 to 3.
var (
	rotations [24]matrix
	// rotationProduct[a][b] is the rotation whose matrix is a's times b's.
	rotationProduct [24][24]int
)

func init() {
	id := matrix{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}
	x90 := matrix{{1, 0, 0}, {0, 0, -1}, {0, 1, 0}}
	y90 := matrix{{0, 0, 1}, {0, 1, 0}, {-1, 0, 0}}
	z90 := matrix{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}
	z180 := z90.mul(z90)
	z270 := z180.mul(z90)
	zs := [4]matrix{id, z90, z180, z270}
	x180 := x90.mul(x90)
	x270 := x180.mul(x90)
	y270 := x180.mul(z180).mul(y90)
	n := 0
	for _, base := range []matrix{id, x90, x180, x270, y90, y270} {
		for k, z := range zs {
			if k == 0 {
				rotations[n] = base
			} else {
				rotations[n] = base.mul(z)
			}
			n++
		}
	}
	for a := range 24 {
		for b := range 24 {
			p := rotations[a].mul(rotations[b])
			for k := range 24 {
				if rotations[k] == p {
					rotationProduct[a][b] = k
					break
				}
			}
		}
	}
}

// piece is a set of cells, kept sorted by x, y, z, with its parity: the
// sum of its cells' parities, as the piece was first given, carried
// along through rotations and translations.
type piece struct {
	cells  []point
	parity int
}

// add adds a cell; it reports false if the piece has it already.
func (p *piece) add(c point) bool {
	if slices.Contains(p.cells, c) {
		return false
	}
	p.cells = append(p.cells, c)
	p.parity += c.parity()
	slices.SortFunc(p.cells, point.cmp)
	return true
}

// moved returns the piece with every cell mapped by f. The parity
// follows the first cell: it keeps its sign if the first cell keeps its
// colour, and changes it otherwise.
func (p piece) moved(f func(point) point, sorted bool) piece {
	q := piece{cells: make([]point, len(p.cells))}
	for i, c := range p.cells {
		q.cells[i] = f(c)
	}
	if len(p.cells) > 0 {
		if q.cells[0].parity() == p.cells[0].parity() {
			q.parity = p.parity
		} else {
			q.parity = -p.parity
		}
	}
	if sorted {
		slices.SortFunc(q.cells, point.cmp)
	}
	return q
}

func (p piece) rotate(r int) piece {
	return p.moved(func(c point) point { return c.rotate(r) }, true)
}

func (p piece) translate(d point) piece {
	return p.moved(func(c point) point { return point{c.x + d.x, c.y + d.y, c.z + d.z} }, false)
}

// congruent reports whether q is p moved without turning.
func (p piece) congruent(q piece) bool {
	if len(p.cells) != len(q.cells) {
		return false
	}
	if len(p.cells) == 1 {
		return true
	}
	d := point{p.cells[0].x - q.cells[0].x, p.cells[0].y - q.cells[0].y, p.cells[0].z - q.cells[0].z}
	for i := 1; i < len(p.cells); i++ {
		c, e := p.cells[i], q.cells[i]
		if e.x+d.x != c.x || e.y+d.y != c.y || e.z+d.z != c.z {
			return false
		}
	}
	return true
}
