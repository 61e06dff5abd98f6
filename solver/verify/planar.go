package verify

import (
	"cmp"
	"slices"
	"sort"

	"polyplay/solver/puzzle"
)

// The triangle and hexagon grids' geometry, derived here afresh (not
// taken from package grid's matrices), so that the verifier stays an
// independent check on them too.
//
// A triangle (x, y) (row y, pointing up when x+y is even) is named by
// the three strips of the triangular lattice it lies in: with the
// lattice basis e1 = (1, 0), e2 = (1/2, √3/2), a point s·e1 + t·e2 lies
// in the strips ⌊s⌋, ⌊t⌋ and ⌊s+t⌋. The up triangle whose lower left
// corner is the lattice point (a, y) lies in (a, y, a+y), the down
// triangle whose upper left corner is (a, y+1) in (a, y, a+y+1). A turn
// by 60° about the origin maps s·e1 + t·e2 to -t·e1 + (s+t)·e2, so the
// strips (A, B, C) to (-B-1, C, A); swapping e1 and e2 (a mirror image)
// maps them to (B, A, C); a translation by a lattice vector (i, j) to
// (A+i, B+j, C+i+j).
//
// A hexagon (x, y) in axial coordinates is the cube coordinates
// (x, y, -x-y): a turn by 60° maps (q, r, s) to (-r, -s, -q), a mirror
// image swaps r and s, a translation adds to q and r.

// strips is a cell in the coordinates above.
type strips [3]int

func triangleStrips(p point) strips {
	if (p.X+p.Y)%2 == 0 {
		a := (p.X - p.Y) / 2 // exact
		return strips{a, p.Y, a + p.Y}
	}
	a := (p.X - p.Y - 1) / 2 // x-y-1 is even: exact
	return strips{a, p.Y, a + p.Y + 1}
}

func hexagonStrips(p point) strips { return strips{p.X, p.Y, -p.X - p.Y} }

// planarMoves is the geometry of one planar grid for congruentPlanar.
type planarMoves struct {
	cell   func(point) strips
	turn   func(strips) strips
	mirror func(strips) strips
	// shift is the translation by (i, j) in the lattice.
	shift func(c strips, i, j int) strips
}

var (
	triangleMoves = planarMoves{
		cell:   triangleStrips,
		turn:   func(c strips) strips { return strips{-c[1] - 1, c[2], c[0]} },
		mirror: func(c strips) strips { return strips{c[1], c[0], c[2]} },
		shift:  func(c strips, i, j int) strips { return strips{c[0] + i, c[1] + j, c[2] + i + j} },
	}
	hexagonMoves = planarMoves{
		cell:   hexagonStrips,
		turn:   func(c strips) strips { return strips{-c[1], -c[2], -c[0]} },
		mirror: func(c strips) strips { return strips{c[0], c[2], c[1]} },
		shift:  func(c strips, i, j int) strips { return strips{c[0] + i, c[1] + j, c[2] - i - j} },
	}
)

// congruentPlanar reports whether the cells b are the cells a moved by
// one of the grid's six turns (and, unless oneSided, mirror images) and
// a translation of the grid.
func congruentPlanar(g planarMoves, a, b []point, oneSided bool) bool {
	if len(a) != len(b) {
		return false
	}
	conv := func(ps []point) []strips {
		out := make([]strips, len(ps))
		for i, p := range ps {
			out[i] = g.cell(p)
		}
		return out
	}
	want := g.canon(conv(b))
	cur := conv(a)
	for _, flip := range []bool{false, true} {
		if flip {
			if oneSided {
				break
			}
			for i := range cur {
				cur[i] = g.mirror(cur[i])
			}
		}
		for range 6 {
			if slices.Equal(g.canon(cur), want) {
				return true
			}
			for i := range cur {
				cur[i] = g.turn(cur[i])
			}
		}
	}
	return false
}

// canon returns a copy of cells translated so that their least first
// and second coordinates are 0, sorted.
func (g planarMoves) canon(cells []strips) []strips {
	i, j := cells[0][0], cells[0][1]
	for _, c := range cells {
		i, j = min(i, c[0]), min(j, c[1])
	}
	out := make([]strips, len(cells))
	for k, c := range cells {
		out[k] = g.shift(c, -i, -j)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1]), cmp.Compare(a[2], b[2])) < 0
	})
	return out
}

// congruentOn is congruent on the problem's grid.
func congruentOn(p *puzzle.Problem, a, b []point) bool {
	switch p.Grid.String() {
	case "triangle":
		return congruentPlanar(triangleMoves, a, b, p.OneSided)
	case "hexagon":
		return congruentPlanar(hexagonMoves, a, b, p.OneSided)
	case "sphere":
		// Balls are rigid bodies on the points of the face-centred
		// cubic lattice that they stand for (x+y+z, y-x, z), whose
		// distances are Euclidean (balls.go).
		return rigid(fcc(a), fcc(b))
	case "sphere-triangle":
		// The same balls in triangular layers: ball x of row y of
		// layer z, as hexagons' axial coordinates in each layer, is the
		// point (x+y, -x-z, y+z).
		return rigid(fccTriangle(a), fccTriangle(b))
	}
	return congruent(a, b, p.OneSided)
}

// fcc returns the balls cells (x along its row, y its row, z its layer
// of square layers) as points of the face-centred cubic lattice.
func fcc(cells []point) []point {
	out := make([]point, len(cells))
	for i, c := range cells {
		out[i] = point{X: c.X + c.Y + c.Z, Y: c.Y - c.X, Z: c.Z}
	}
	return out
}

// fccTriangle returns the balls cells of triangular layers as points of
// the face-centred cubic lattice.
func fccTriangle(cells []point) []point {
	out := make([]point, len(cells))
	for i, c := range cells {
		out[i] = point{X: c.X + c.Y, Y: -c.X - c.Z, Z: c.Y + c.Z}
	}
	return out
}
