package verify

import (
	"cmp"
	"fmt"
	"slices"
	"sort"

	"polyplay/solver/grid"
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

// rules returns the check that a placement is its piece moved on the
// grid g, chosen by what the grid's description says of it, never by its
// name: the cube's turns, composed here of quarter turns about the axes
// (grid.Kind.AxisTurns); balls as rigid bodies at the points of the
// face-centred cubic lattice that the description gives them
// (grid.Kind.Rigid, FilePoint), whose distances are Euclidean; cells
// that files place several to a block of voxels (grid.Kind.FileBlock,
// rhombic dodecahedra's tetrahedra) by the cube's turns about a block's
// centre and moves by whole blocks, on their voxels (FilePoint); on the
// other planar grids the geometry of this file, by the cells' number of
// sides (grid.Kind.Sides: triangles and hexagons), and triangles in
// layers, whose pieces are solids (grid.Kind.Solid), by prism.go's. A grid none of these
// fits is an error, not a fall back on another grid's rules.
func rules(g grid.Kind) (func(a, b []point, oneSided bool) bool, error) {
	switch {
	case g.AxisTurns():
		return congruent, nil
	case g.Rigid():
		return func(a, b []point, _ bool) bool { return rigid(latticePoints(g, a), latticePoints(g, b)) }, nil
	case g.FileBlock() > 0:
		same := congruentBlocks(g.FileBlock())
		return func(a, b []point, oneSided bool) bool {
			return same(latticePoints(g, a), latticePoints(g, b), oneSided)
		}, nil
	case g.Planar() && g.Sides() == 3:
		return strip(triangleMoves), nil
	case g.Planar() && g.Sides() == 6:
		return strip(hexagonMoves), nil
	case g.Solid() && g.Sides() == 3:
		return congruentPrisms, nil
	}
	return nil, fmt.Errorf("verify has no rules for the %v grid", g)
}

// strip returns congruentPlanar on the planar grid m.
func strip(m planarMoves) func(a, b []point, oneSided bool) bool {
	return func(a, b []point, oneSided bool) bool { return congruentPlanar(m, a, b, oneSided) }
}

// latticePoints returns balls as the points of the face-centred cubic
// lattice that the grid g gives them (grid.Kind.FilePoint).
func latticePoints(g grid.Kind, cells []point) []point {
	out := make([]point, len(cells))
	for i, c := range cells {
		out[i] = g.FilePoint(c)
	}
	return out
}
