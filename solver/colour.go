package solver

import (
	"errors"
	"slices"

	"polyplay/solver/puzzle"
)

// Colour constraints (Problem.Colours) are a filter on images: an image
// is made only if its colouring fits the colours of the region's cells
// under it (Model.fits), so every search, filter and count sees only
// the placements the colours allow, and the dancing links are those of
// any other puzzle. Pieces of one shape but other colourings are other
// shapes (colouredKey), and the region's symmetries are those that keep
// its colours (keepColours).
//
// An orientation is one of cells and colours, as in BurrTools: a piece
// whose colouring its shape's symmetry does not keep has, on one set of
// cells, several orientations, one for each colouring, and each makes
// images of its own (Image.Colours). Two images of a shape may then
// cover the same cells, which the output filters' labellings, of cells
// and shapes only, do not tell apart: they compare the solutions'
// images instead (symmetry.exact, colourWays).

// colourModel is the part of a Model that colours need: each open cell's
// colour and the pairs that fit (allow[pc] has bit rc set when a piece's
// colour pc may cover a region's rc). Its zero value, of a problem
// whose colours constrain nothing (Problem.Constrains), keeps every
// image.
type colourModel struct {
	colour []uint8
	allow  [puzzle.MaxColour + 1]uint64
}

// setColours fills m's colourModel, if p's colours constrain anything.
func (m *Model) setColours(p *Problem) {
	if !p.Constrains() {
		return
	}
	m.colour = make([]uint8, len(m.Cells))
	for _, rc := range p.Colours.Region {
		m.colour[m.CellIndex(rc.Cell)] = uint8(rc.Colour)
	}
	for pc := 1; pc <= puzzle.MaxColour; pc++ {
		for rc := 1; rc <= puzzle.MaxColour; rc++ {
			if p.Colours.Fits(pc, rc) {
				m.allow[pc] |= 1 << rc
			}
		}
	}
}

// coloured returns the colours of a mobile piece that the model takes
// into account: nil when the problem's colours constrain nothing or
// every cell of the piece is neutral.
func (m *Model) coloured(pc Piece) []int {
	if m.colour == nil || !slices.ContainsFunc(pc.Colours, func(c int) bool { return c != 0 }) {
		return nil
	}
	return pc.Colours
}

// colourings returns, for each orientation of a piece of these cells
// and colours (orients, in the order the model makes them), the
// distinct colourings of its cells (in the orientation's order) that
// the piece's moves give it.
func (m *Model) colourings(cells []Point, colours []int, orients [][]Point) [][][]uint8 {
	var moves []func(Point) Point
	switch {
	case m.Grid.AxisTurns():
		for _, r := range m.rots {
			moves = append(moves, r.apply)
		}
	case m.Grid.Rigid():
		for _, t := range m.Grid.Moves(cells, false) {
			moves = append(moves, t.Apply)
		}
	default:
		for _, t := range m.moves {
			moves = append(moves, t.Apply)
		}
	}
	out := make([][][]uint8, len(orients))
	moved := make([]Point, len(cells))
	at := map[Point]uint8{}
	for _, mv := range moves {
		for i, c := range cells {
			moved[i] = mv(c)
		}
		d := m.Grid.Normalize(slices.Clone(moved))
		clear(at)
		for i, c := range moved {
			at[Point{X: c.X + d.X, Y: c.Y + d.Y, Z: c.Z + d.Z}] = uint8(colours[i])
		}
		for o, or := range orients {
			col := make([]uint8, len(or))
			ok := true
			for i, c := range or {
				v, in := at[c]
				if !in {
					ok = false
					break
				}
				col[i] = v
			}
			if ok {
				if !slices.ContainsFunc(out[o], func(x []uint8) bool { return slices.Equal(x, col) }) {
					out[o] = append(out[o], col)
				}
				break
			}
		}
	}
	return out
}

// colouredKey identifies a coloured piece under the moves it may make:
// the least of its orientations' keys with each of their colourings.
func colouredKey(orients [][]Point, colourings [][][]uint8) string {
	key := ""
	for o, or := range orients {
		for _, col := range colourings[o] {
			k := pointsKey(or) + "|" + string(col)
			if key == "" || k < key {
				key = k
			}
		}
	}
	return key
}

// fits reports whether the colouring col of an orientation fits the
// region's colours when its cells lie on the open cells cells, in the
// orientation's order.
func (m *Model) fits(col []uint8, cells []int32) bool {
	for i, ci := range cells {
		pc, rc := col[i], m.colour[ci]
		if pc != 0 && rc != 0 && m.allow[pc]>>rc&1 == 0 {
			return false
		}
	}
	return true
}

// colourWays reports whether some shape of m has two orientations of
// one set of cells (with other colourings): two of its images may then
// cover the same cells.
func colourWays(m *Model) bool {
	for _, sh := range m.Shapes {
		for o := 1; o < len(sh.Orients); o++ {
			if slices.Equal(sh.Orients[o], sh.Orients[o-1]) {
				return true
			}
		}
	}
	return false
}

// imageColours returns the colours col of an orientation's cells,
// which lie on the open cells at (in the orientation's order), in the
// order of sorted, the same cells sorted.
func imageColours(col []uint8, at, sorted []int32) []uint8 {
	out := make([]uint8, len(col))
	for i, c := range at {
		k, _ := slices.BinarySearch(sorted, c)
		out[k] = col[i]
	}
	return out
}

// keepColours keeps, of the region's symmetries, those that map each
// cell onto one of its colour: the others map a solution to an
// arrangement the colours may forbid.
func (sy *symmetry) keepColours() {
	m := sy.m
	if m.colour == nil {
		return
	}
	sy.group = slices.DeleteFunc(sy.group, func(t *transform) bool {
		for i, j := range t.perm {
			if m.colour[i] != m.colour[j] {
				return true
			}
		}
		return false
	})
}

// errSubproblemsColours is Subproblems' error for a puzzle with colour
// constraints, which a sub-puzzle, written as a definition without
// them, would lose.
var errSubproblemsColours = errors.New("sub-puzzles: the puzzle has colour constraints, which the split into sub-puzzles does not support")
