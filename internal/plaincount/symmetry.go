package plaincount

import (
	"fmt"
	"slices"

	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// Symmetry is a symmetry of a puzzle's open cells: a turn or a mirror
// image of the grid, then a move of the grid, that maps the open cells
// onto themselves. Symmetries finds them with this package's geometry
// (the cube's signed permutations on squares, the centres turned and
// mirrored on triangles and hexagons, the maps of the balls' centres
// that keep their distances), so that tests can count solutions up to
// them without package solver's.
type Symmetry struct {
	// Map maps each open cell to its image.
	Map map[grid.Point]grid.Point
	// Proper is true for a turn in space. On a flat puzzle every
	// symmetry of the plane is one (a mirror image in the plane is the
	// plane turned over); in space a mirror image is not.
	Proper bool
	// Flip is true, on a flat puzzle, for a mirror image in the plane:
	// the plane turned over, which a one-sided piece cannot be.
	Flip bool
}

// Apply returns the image of sol under y: each placement's cells
// mapped (their colours carried with them), the pieces named as in
// sol.
func (y Symmetry) Apply(sol puzzle.Solution) puzzle.Solution {
	out := puzzle.Solution{Placements: make([]puzzle.Placement, len(sol.Placements))}
	for i, pl := range sol.Placements {
		cells := make([]grid.Point, len(pl.Cells))
		for j, c := range pl.Cells {
			cells[j] = y.Map[c]
		}
		out.Placements[i] = puzzle.Placement{Piece: pl.Piece, Cells: cells, Colours: pl.Colours}
	}
	return out
}

// Symmetries returns the symmetries of p's open cells that map the
// cells that may stay empty (Problem.Optional) onto themselves, the
// identity first, each map once: where a turn in space and a mirror image act
// alike on the cells (a flat puzzle on squares), as the turn.
func Symmetries(p *puzzle.Problem) ([]Symmetry, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if err := known(p.Grid); err != nil {
		return nil, err
	}
	open := openCells(p)
	flat := p.ZDim == 1
	var out []Symmetry
	seen := map[string]bool{}
	add := func(img func(grid.Point) (grid.Point, bool), proper, flip bool) {
		// The images of the open cells, moved so that their least cell
		// is the open cells' least.
		moved := make([]grid.Point, len(open))
		for i, c := range open {
			q, ok := img(c)
			if !ok {
				return
			}
			moved[i] = q
		}
		lo := slices.MinFunc(moved, cmpPoints)
		d := grid.Point{X: open[0].X - lo.X, Y: open[0].Y - lo.Y, Z: open[0].Z - lo.Z}
		if (triangles(p.Grid) || prisms(p.Grid)) && (d.X+d.Y)%2 != 0 {
			return // a move of triangles keeps up cells up
		}
		y := Symmetry{Map: map[grid.Point]grid.Point{}, Proper: proper, Flip: flat && flip}
		for i, c := range open {
			q := grid.Point{X: moved[i].X + d.X, Y: moved[i].Y + d.Y, Z: moved[i].Z + d.Z}
			if _, in := slices.BinarySearchFunc(open, q, cmpPoints); !in {
				return
			}
			y.Map[c] = q
		}
		k := fmt.Sprint(y.Map)
		if !seen[k] {
			seen[k] = true
			out = append(out, y)
		}
	}
	switch {
	case p.Grid.FileBlock() > 0:
		out = blockSymmetries(p, open)
	case p.Grid.Planar():
		triangle := triangles(p.Grid)
		for i, mv := range planarMoves(triangle, false) {
			add(func(c grid.Point) (grid.Point, bool) { return mv(c), true }, true, i >= 6)
		}
	case prisms(p.Grid):
		// The turns first: in one layer a mirror image of the plane
		// acts on the cells as the half turn that turns the layer over.
		for _, proper := range []bool{true, false} {
			for _, mv := range prismMoves() {
				if mv.proper == proper {
					add(func(c grid.Point) (grid.Point, bool) { return mv.apply(c), true }, proper, false)
				}
			}
		}
	case p.Grid.Rigid():
		// Balls are rigid bodies (sphere.go): a symmetry is a map of the
		// open balls' centres onto themselves that keeps every distance,
		// a turn of space if the balls are flat or it keeps their
		// handedness.
		ps := lattice(open, triangleLayers(p.Grid))
		isometries(ps, func(img []int, proper bool) {
			y := Symmetry{Map: map[grid.Point]grid.Point{}, Proper: proper}
			for i, c := range open {
				y.Map[c] = open[img[i]]
			}
			if k := fmt.Sprint(y.Map); !seen[k] {
				seen[k] = true
				out = append(out, y)
			}
		})
	default:
		// On a flat puzzle a mirror image in the plane is a half turn
		// in space (m[2][2] = -1), listed before the mirror image in
		// space that acts on the plane alike.
		for _, m := range signedPermutations() {
			add(func(c grid.Point) (grid.Point, bool) { return m.apply(c), true }, m.det() == 1, m.det()*m[2][2] < 0)
		}
	}
	// A symmetry maps the cells that may stay empty onto themselves,
	// and, where colours constrain, each cell onto one of its colour.
	optional := map[grid.Point]bool{}
	for _, c := range p.Optional {
		optional[c] = true
	}
	colour, coloured := colourOf(p)
	return slices.DeleteFunc(out, func(y Symmetry) bool {
		for c, q := range y.Map {
			if optional[c] != optional[q] || coloured && colour[c] != colour[q] {
				return true
			}
		}
		return false
	}), nil
}

// openCells returns the cells of p's box that no stationary piece
// holds, sorted.
func openCells(p *puzzle.Problem) []grid.Point {
	held := map[grid.Point]bool{}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				held[c] = true
			}
		}
	}
	var out []grid.Point
	for x := 0; x < p.XDim; x++ {
		for y := 0; y < p.YDim; y++ {
			for z := 0; z < p.ZDim; z++ {
				if c := (grid.Point{X: x, Y: y, Z: z}); !held[c] {
					out = append(out, c)
				}
			}
		}
	}
	slices.SortFunc(out, cmpPoints)
	return out
}

// signed is a signed permutation matrix of the cube's lattice.
type signed [3][3]int

func (m signed) apply(c grid.Point) grid.Point {
	v := [3]int{c.X, c.Y, c.Z}
	var w [3]int
	for i := range 3 {
		w[i] = m[i][0]*v[0] + m[i][1]*v[1] + m[i][2]*v[2]
	}
	return grid.Point{X: w[0], Y: w[1], Z: w[2]}
}

func (m signed) det() int {
	return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) -
		m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) +
		m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
}

// signedPermutations returns the cube's 48 symmetries, the identity
// first, the 24 turns before the mirror images.
func signedPermutations() []signed {
	var out []signed
	for _, perm := range [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
		for signs := range 8 {
			var m signed
			for i := range 3 {
				m[i][perm[i]] = 1
				if signs>>i&1 == 1 {
					m[i][perm[i]] = -1
				}
			}
			out = append(out, m)
		}
	}
	slices.SortStableFunc(out, func(a, b signed) int { return b.det() - a.det() })
	return out
}

// isometries calls yield with every map of the points ps onto themselves
// that keeps the distance of every two (ps[i] onto ps[img[i]]), the
// identity first, and whether it is a turn of space: the points are flat,
// or the map keeps the handedness of the first four of them that span
// space.
func isometries(ps []grid.Point, yield func(img []int, proper bool)) {
	hand := spanning(ps)
	img := make([]int, len(ps))
	used := make([]bool, len(ps))
	var lay func(i int)
	lay = func(i int) {
		if i == len(ps) {
			proper := hand == nil
			if !proper {
				a := volume(ps[hand[0]], ps[hand[1]], ps[hand[2]], ps[hand[3]])
				b := volume(ps[img[hand[0]]], ps[img[hand[1]]], ps[img[hand[2]]], ps[img[hand[3]]])
				proper = (a > 0) == (b > 0)
			}
			yield(img, proper)
			return
		}
	next:
		for j := range ps {
			if used[j] {
				continue
			}
			for h := range i {
				if dist2(ps[img[h]], ps[j]) != dist2(ps[h], ps[i]) {
					continue next
				}
			}
			img[i], used[j] = j, true
			lay(i + 1)
			used[j] = false
		}
	}
	lay(0)
}
