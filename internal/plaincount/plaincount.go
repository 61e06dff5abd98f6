// Package plaincount counts a puzzle's solutions with plain dancing links
// (package solver/dlx's Search, Knuth's Algorithm X with the S heuristic),
// building the exact cover matrix from the puzzle's description alone: it
// imports only solver/puzzle and solver/dlx, so the compiler checks that
// it shares no code with package solver's model and search. Its geometry
// is its own on every grid: on squares and cubes rotations composed of
// quarter turns; on triangles and hexagons (planar.go) the cells' centres
// turned and mirrored in floating point and rounded back to cells, not
// package solver/grid's matrices, and on triangular prisms (prism.go)
// the same with the layers turned over; on balls (sphere.go) a piece laid ball
// by ball on the points of the face-centred cubic lattice at its own
// distances, as a rigid body, never turned by a matrix; on rhombic
// dodecahedra (blocks.go) the voxels of BurrTools' files turned by
// quarter turns about their block's centre and moved by whole blocks. Tests use it
// as the second search that checks what the solver and the starting
// position generator (solver/challenge) claim: that a position has
// exactly one completion.
package plaincount

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"polyplay/solver/dlx"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// Count returns the number of solutions of p (pieces of the same shape
// are not told apart: two solutions that differ only in which of them
// lies where are one) and its first solution in p's piece order, or an
// error if p is not valid. It searches to the end. Where some pieces may
// be left out (puzzle.Piece.Spare), a solution uses some of a shape's
// pieces, and the solutions are counted by their layouts (Solutions).
func Count(p *puzzle.Problem) (int64, puzzle.Solution, error) {
	if slices.ContainsFunc(p.Pieces, func(pc puzzle.Piece) bool { return pc.Spare }) {
		sols, err := Solutions(p)
		if err != nil || len(sols) == 0 {
			return 0, puzzle.Solution{}, err
		}
		return int64(len(sols)), sols[0], nil
	}
	var first puzzle.Solution
	n, ways, err := search(p, func(sol puzzle.Solution) {
		if len(first.Placements) == 0 {
			first = sol
		}
	})
	if err != nil {
		return 0, puzzle.Solution{}, err
	}
	return n / ways, first, nil
}

// Solutions returns every solution of p once (of two that differ only
// in which piece of one shape lies where, the first found), each in p's
// piece order, or an error if p is not valid.
func Solutions(p *puzzle.Problem) ([]puzzle.Solution, error) {
	var out []puzzle.Solution
	seen := map[string]bool{}
	_, _, err := search(p, func(sol puzzle.Solution) {
		if k := Layout(sol); !seen[k] {
			seen[k] = true
			out = append(out, sol)
		}
	})
	return out, err
}

// Layout returns a key that two solutions share exactly when they cover
// the same sets of cells with the same colours on them
// (puzzle.Placement.Colours): the same solution up to which piece of one
// shape lies where.
func Layout(sol puzzle.Solution) string {
	keys := make([]string, len(sol.Placements))
	var b []byte
	for i, pl := range sol.Placements {
		order := make([]int, len(pl.Cells))
		for k := range order {
			order[k] = k
		}
		slices.SortFunc(order, func(a, b int) int { return cmpPoints(pl.Cells[a], pl.Cells[b]) })
		// Each cell as "x y z;", then each colour as "c,": a key
		// built without fmt, which the property tests call for every
		// solution.
		b = b[:0]
		for _, j := range order {
			c := pl.Cells[j]
			b = strconv.AppendInt(b, int64(c.X), 10)
			b = append(b, ' ')
			b = strconv.AppendInt(b, int64(c.Y), 10)
			b = append(b, ' ')
			b = strconv.AppendInt(b, int64(c.Z), 10)
			b = append(b, ';')
		}
		if pl.Colours != nil {
			b = append(b, '|')
			for _, j := range order {
				b = strconv.AppendInt(b, int64(pl.Colours[j]), 10)
				b = append(b, ',')
			}
		}
		keys[i] = string(b)
	}
	slices.Sort(keys)
	return strings.Join(keys, "/")
}

// search calls fn with every solution of p in which pieces of one shape
// are told apart, in p's piece order, and returns their number and the
// number of ways of handing the places of one solution to the pieces of
// each shape (the first is a multiple of the second).
func search(p *puzzle.Problem, fn func(puzzle.Solution)) (n, ways int64, err error) {
	if err := p.Validate(); err != nil {
		return 0, 0, err
	}
	if err := known(p.Grid); err != nil {
		return 0, 0, err
	}
	open := map[grid.Point]int{}
	for x := 0; x < p.XDim; x++ {
		for y := 0; y < p.YDim; y++ {
			for z := 0; z < p.ZDim; z++ {
				open[grid.Point{X: x, Y: y, Z: z}] = -1
			}
		}
	}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				delete(open, c)
			}
		}
	}
	var mobile []puzzle.Piece
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			mobile = append(mobile, pc)
		}
	}
	// Number the open cells in a fixed order, those that may stay empty
	// last, after the mobile pieces' columns (secondary columns: covered
	// at most once).
	optional := map[grid.Point]bool{}
	for _, c := range p.Optional {
		optional[c] = true
	}
	var cells []grid.Point
	for c := range open {
		cells = append(cells, c)
	}
	slices.SortFunc(cells, func(a, b grid.Point) int {
		if optional[a] != optional[b] {
			if optional[a] {
				return 1
			}
			return -1
		}
		return cmpPoints(a, b)
	})
	required := len(cells) - len(optional)
	for i, c := range cells {
		open[c] = i
		if i >= required {
			open[c] = i + len(mobile)
		}
	}
	// One column per open cell and per mobile piece (cell columns
	// 0..required-1, the pieces' from required on, where addRow's first
	// says); one row per piece and placement. Pieces of one shape are
	// told apart here, so each solution is found once for every way of
	// handing its places to them: the count is divided by those ways at
	// the end.
	m := dlx.New(required+len(mobile), len(optional))
	var rows []placement
	shapes := map[string]int{}
	sphere, tri := p.Grid.Rigid(), triangleLayers(p.Grid)
	switch {
	case p.Grid.Planar():
		rows = planarRows(p, m, cells, open, required, mobile)
	case sphere:
		rows = sphereRows(m, cells, open, required, mobile, tri)
	case prisms(p.Grid):
		rows = prismRows(m, cells, open, required, mobile)
	case p.Grid.FileBlock() > 0:
		var keys []string
		rows, keys = blockRows(p, m, cells, open, required, mobile)
		for _, k := range keys {
			shapes[k]++
		}
	}
	rots := rotations(p.ZDim == 1 && p.OneSided)
	var bodies []int
	if sphere {
		bodies = sphereShapes(mobile, tri)
	}
	region, coloured := colourOf(p)
	if coloured && !p.Grid.AxisTurns() {
		return 0, 0, fmt.Errorf("plaincount counts colour constraints only on squares and cubes, not on the %v grid", p.Grid)
	}
	for i, pc := range mobile {
		switch {
		case coloured && slices.ContainsFunc(pc.Colours, func(c int) bool { return c != 0 }):
			shapes[colouredKey(pc, rots)]++
			colouredRows(p, func(o []colouredCell, d grid.Point) bool {
				n := len(rows)
				cells := make([]grid.Point, len(o))
				colours := make([]int, len(o))
				for k, c := range o {
					cells[k], colours[k] = c.c, c.colour
				}
				rows = addRow(m, rows, open, required, i, cells, d)
				if len(rows) == n {
					return false
				}
				rows[n].colours = colours
				return true
			}, pc, rots, region)
			continue
		case p.Grid.FileBlock() > 0:
			continue // blockRows
		case p.Grid.Planar():
			shapes[planarKey(p, pc.Cells)]++
			continue
		case sphere:
			shapes[fmt.Sprint("piece ", bodies[i])]++
			continue
		case prisms(p.Grid):
			shapes[prismKey(pc.Cells)]++
			continue
		}
		shapes[shapeKey(pc.Cells, rots)]++
		for _, o := range orientations(pc.Cells, rots) {
			ext := o[len(o)-1]
			for _, c := range o {
				ext = grid.Point{X: max(ext.X, c.X), Y: max(ext.Y, c.Y), Z: max(ext.Z, c.Z)}
			}
			for tx := 0; tx+ext.X < p.XDim; tx++ {
				for ty := 0; ty+ext.Y < p.YDim; ty++ {
					for tz := 0; tz+ext.Z < p.ZDim; tz++ {
						rows = addRow(m, rows, open, required, i, o, grid.Point{X: tx, Y: ty, Z: tz})
					}
				}
			}
		}
	}
	// A piece that may be left out has a row that covers its column
	// alone: the piece left out. (Its column stays primary: a row that
	// covered secondary columns only, a spare piece in cells that may
	// stay empty, would never be chosen.)
	spare := false
	for i, pc := range mobile {
		if pc.Spare {
			m.AddRow(required + i)
			rows = append(rows, placement{piece: i})
			spare = true
		}
	}
	n = m.Search(func(rs []int) bool {
		sol := puzzle.Solution{Placements: make([]puzzle.Placement, len(mobile))}
		for _, r := range rs {
			sol.Placements[rows[r].piece] = puzzle.Placement{Piece: mobile[rows[r].piece].Name, Cells: rows[r].cells, Colours: rows[r].colours}
		}
		// The pieces left out (spare ones) have no placement.
		sol.Placements = slices.DeleteFunc(sol.Placements, func(pl puzzle.Placement) bool { return len(pl.Cells) == 0 })
		fn(sol)
		return true
	})
	if spare {
		// The ways vary with the pieces a solution uses: Count counts
		// layouts instead.
		return n, 1, nil
	}
	ways = 1
	for _, k := range shapes {
		for f := 2; f <= k; f++ {
			ways *= int64(f)
		}
	}
	if n%ways != 0 {
		return 0, 0, fmt.Errorf("plaincount: %d labelled solutions is not a multiple of %d", n, ways)
	}
	return n, ways, nil
}

// placement is a row of the matrix: a piece (its index among the mobile
// pieces), the cells it covers and, of a coloured piece, their colours.
type placement struct {
	piece   int
	cells   []grid.Point
	colours []int
}

func cmpPoints(a, b grid.Point) int {
	switch {
	case a.X != b.X:
		return a.X - b.X
	case a.Y != b.Y:
		return a.Y - b.Y
	}
	return a.Z - b.Z
}

// rotation maps a point to its image under one rotation of the lattice.
type rotation func(grid.Point) grid.Point

// rotations returns the 24 rotations of the cube, or the 4 quarter turns
// about the z axis for one-sided puzzles, as compositions of quarter
// turns (a flat piece's flips are the half turns about x and y).
func rotations(oneSided bool) []rotation {
	turnZ := func(p grid.Point) grid.Point { return grid.Point{X: -p.Y, Y: p.X, Z: p.Z} }
	turnX := func(p grid.Point) grid.Point { return grid.Point{X: p.X, Y: -p.Z, Z: p.Y} }
	turnY := func(p grid.Point) grid.Point { return grid.Point{X: p.Z, Y: p.Y, Z: -p.X} }
	id := func(p grid.Point) grid.Point { return p }
	then := func(f, g rotation) rotation { return func(p grid.Point) grid.Point { return g(f(p)) } }
	var zs []rotation
	r := rotation(id)
	for range 4 {
		zs = append(zs, r)
		r = then(r, turnZ)
	}
	if oneSided {
		return zs
	}
	// Point the piece's z axis each of six ways, then turn about it.
	ups := []rotation{id, turnX, then(turnX, turnX), then(then(turnX, turnX), turnX), turnY, then(then(turnY, turnY), turnY)}
	var out []rotation
	for _, u := range ups {
		for _, z := range zs {
			out = append(out, then(z, u))
		}
	}
	return out
}

// orientations returns the distinct orientations of cells under rots,
// each translated to the origin and sorted.
func orientations(cells []grid.Point, rots []rotation) [][]grid.Point {
	var out [][]grid.Point
	seen := map[string]bool{}
	for _, r := range rots {
		o := make([]grid.Point, len(cells))
		for i, c := range cells {
			o[i] = r(c)
		}
		o = normal(o)
		if k := fmt.Sprint(o); !seen[k] {
			seen[k] = true
			out = append(out, o)
		}
	}
	return out
}

// normal translates cells to the origin and sorts them.
func normal(cells []grid.Point) []grid.Point {
	lo := cells[0]
	for _, c := range cells {
		lo = grid.Point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
	}
	out := make([]grid.Point, len(cells))
	for i, c := range cells {
		out[i] = grid.Point{X: c.X - lo.X, Y: c.Y - lo.Y, Z: c.Z - lo.Z}
	}
	slices.SortFunc(out, cmpPoints)
	return out
}

// shapeKey names a piece's shape under rots: its least orientation.
func shapeKey(cells []grid.Point, rots []rotation) string {
	var keys []string
	for _, o := range orientations(cells, rots) {
		keys = append(keys, fmt.Sprint(o))
	}
	return slices.Min(keys)
}

// addRow adds to m the row of mobile piece i (column first+i) in
// orientation o moved by d, if every cell it covers is open (open gives
// the cell's column), and returns rows with its placement.
func addRow(m *dlx.Matrix, rows []placement, open map[grid.Point]int, first, i int, o []grid.Point, d grid.Point) []placement {
	cols := []int{first + i}
	var at []grid.Point
	for _, c := range o {
		q := grid.Point{X: c.X + d.X, Y: c.Y + d.Y, Z: c.Z + d.Z}
		k, ok := open[q]
		if !ok {
			return rows
		}
		cols = append(cols, k)
		at = append(at, q)
	}
	m.AddRow(cols...)
	return append(rows, placement{piece: i, cells: at})
}

// known reports an error for a grid that none of this package's own
// geometries fits: the cube's turns (grid.Kind.AxisTurns), triangles or
// hexagons in the plane (planar.go), triangles in layers (prism.go),
// balls (sphere.go), cells several to a block of voxels (blocks.go,
// grid.Kind.FileBlock). Which one a grid takes is asked of its
// description, never its name, and a new grid is an error here rather
// than counted by another grid's geometry.
func known(g grid.Kind) error {
	if g.AxisTurns() || g.Rigid() || triangles(g) || prisms(g) || g.Planar() && g.Sides() == 6 || g.FileBlock() > 0 {
		return nil
	}
	return fmt.Errorf("plaincount has no geometry for the %v grid", g)
}

// triangles reports whether g is a planar grid of triangles (cells of
// three sides), whose moves keep up cells up.
func triangles(g grid.Kind) bool { return g.Planar() && g.Sides() == 3 }

// triangleLayers reports whether g is a grid of balls in triangular
// layers (each ball touching six in its layer).
func triangleLayers(g grid.Kind) bool { return g.Rigid() && g.Sides() == 6 }
