// Package region names a puzzle's region and its cells in a person's
// words, on every grid: "a pyramid of 55 balls", "a tetrahedron of 20
// balls", "a 10×6 board", "a 4×4×4 cube", "a board of 72 triangles";
// the cells as squares, cubes, triangles, hexagons or balls. The
// definition format states a region as a box with stationary pieces
// around it (Kanoodle's pyramid is a 5×5×5 box whose outside is the
// stationary piece *): those are how a file writes the region, not what
// a person sees, and are never named; a stationary piece inside the
// region is one a person sees, and is counted as a hole. The words come from the grid's description
// (grid.Kind's Unit, Pile, Columns and Neighbours), never from which grid
// it is. It is plain Go, without the browser, and tested natively.
package region

import (
	"fmt"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/trace"
	"polyplay/ui/figures"
)

// Hole is the word for a stationary piece inside the region: a person
// sees the cells it takes from the region as a hole in it.
const Hole = "hole"

// Region is a puzzle's region as a person sees it.
type Region struct {
	// Unit is the word for one cell: "square", "cube", "triangle",
	// "hexagon" or "ball".
	Unit string
	// Shape is what the region is: "board" (one layer), "box" or "cube"
	// (a solid box of cubes), the grid's Pile ("pyramid",
	// "tetrahedron"), or "shape" (any other solid).
	Shape string
	// Size is the box's size, "10×6" or "4×4×4", when the region fills
	// a box that looks like one on the page; "" otherwise.
	Size string
	// Cells counts the cells the pieces are to fill.
	Cells int
	// Holes counts the stationary pieces inside the region, which leave
	// holes in it, leaving out those that only shape it.
	Holes int
	// board tells the cells outside the region.
	board *trace.Board
}

// Of describes p's region.
func Of(p *solver.Problem) Region {
	b := trace.NewBoard(p)
	var outline []solver.Point
	cells := 0
	for z := 0; z < b.Z; z++ {
		for y := 0; y < b.Y; y++ {
			for x := 0; x < b.X; x++ {
				c := solver.Point{X: x, Y: y, Z: z}
				if b.Hidden(c) {
					continue
				}
				outline = append(outline, c)
				if !b.Stationary(c) {
					cells++
				}
			}
		}
	}
	holes := 0
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			continue
		}
		for _, c := range pc.Cells {
			if !b.Hidden(c) {
				holes++
				break
			}
		}
	}
	r := Region{Unit: p.Grid.Unit(p.ZDim), Cells: cells, Holes: holes, board: b}
	full := len(outline) == b.X*b.Y*b.Z
	switch {
	case layerCount(outline) <= 1:
		r.Shape = "board"
		if full && p.Grid.Columns() {
			r.Size = fmt.Sprintf("%d×%d", b.X, b.Y)
		}
	case p.Grid.Pile() != "" && isPile(p.Grid, outline):
		r.Shape = p.Grid.Pile()
	case full && p.Grid.Columns() && upright(p.Grid):
		r.Shape = "box"
		if b.X == b.Y && b.Y == b.Z {
			r.Shape = "cube"
		}
		r.Size = fmt.Sprintf("%d×%d×%d", b.X, b.Y, b.Z)
	default:
		r.Shape = "shape"
	}
	return r
}

// layerCount returns the number of layers that cells occupy.
func layerCount(cells []solver.Point) int {
	seen := map[int]bool{}
	for _, c := range cells {
		seen[c.Z] = true
	}
	return len(seen)
}

// upright reports whether each of k's cells rests on a single cell, as
// a cube on a cube, so that a box of cells is a box in space.
func upright(k grid.Kind) bool {
	under := 0
	for _, n := range k.Neighbours(nil, grid.Point{}, false) {
		if n.Z == -1 {
			under++
		}
	}
	return under == 1
}

// isPile reports whether cells are a pile that ends in one cell (see
// grid.Kind.Pile), standing on its base or on its point: each layer,
// from the base, holds exactly the cells that rest on the layer before
// it, and the last holds one cell.
func isPile(k grid.Kind, cells []solver.Point) bool {
	byZ := map[int]map[solver.Point]bool{}
	lo, hi := cells[0].Z, cells[0].Z
	for _, c := range cells {
		if byZ[c.Z] == nil {
			byZ[c.Z] = map[solver.Point]bool{}
		}
		byZ[c.Z][c] = true
		lo, hi = min(lo, c.Z), max(hi, c.Z)
	}
	if len(byZ) != hi-lo+1 {
		return false
	}
	for _, d := range []int{1, -1} {
		base, top := lo, hi
		if d < 0 {
			base, top = hi, lo
		}
		ok := len(byZ[top]) == 1
		for z := base; ok && z != top; z += d {
			ok = sameSet(restingOn(k, byZ[z], d), byZ[z+d])
		}
		if ok {
			return true
		}
	}
	return false
}

// restingOn returns the cells of the layer next to layer (d = 1 above
// it, -1 under it) whose every neighbour in layer is in it.
func restingOn(k grid.Kind, layer map[solver.Point]bool, d int) map[solver.Point]bool {
	out := map[solver.Point]bool{}
	var nbs, back []solver.Point
	for c := range layer {
		nbs = k.Neighbours(nbs[:0], c, false)
		for _, n := range nbs {
			if n.Z != c.Z+d || out[n] {
				continue
			}
			rests := true
			back = k.Neighbours(back[:0], n, false)
			for _, m := range back {
				if m.Z == c.Z && !layer[m] {
					rests = false
					break
				}
			}
			if rests {
				out[n] = true
			}
		}
	}
	return out
}

// sameSet reports whether a and b hold the same cells.
func sameSet(a, b map[solver.Point]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for c := range a {
		if !b[c] {
			return false
		}
	}
	return true
}

// Count writes n of the region's cells: "55 balls", "1 square".
func (r Region) Count(n int) string { return figures.Count(int64(n), r.Unit) }

// The names the region with the definite article: "the pyramid", "the
// board", "the cube".
func (r Region) The() string { return "the " + r.Shape }

// Outside reports whether c lies outside the region: beyond the box, or
// on a stationary piece that only shapes the region (the format's box
// around a pyramid). The zero Region has no cells: every point is
// outside it.
func (r Region) Outside(c solver.Point) bool { return r.board == nil || r.board.Hidden(c) }

// String describes the region with its article: "a 10×6 board", "an
// 8×8 board with 1 hole", "a pyramid of 55 balls" (see Name).
func (r Region) String() string {
	s := r.Name()
	return article(s) + " " + s
}

// Name describes the region without an article: by its size where it
// fills a box that looks like one ("10×6 board", "4×4×4 cube"), else by
// its cells ("pyramid of 55 balls", "board of 72 triangles"), with the
// holes in it ("8×8 board with 1 hole").
func (r Region) Name() string {
	s := r.Shape + " of " + r.Count(r.Cells)
	if r.Size != "" {
		s = r.Size + " " + r.Shape
	}
	if r.Holes > 0 {
		s += " with " + figures.Count(int64(r.Holes), Hole)
	}
	return s
}

// Summary describes p in a person's words: its region, its pieces and
// the cells they cover when the region's words do not say it ("a
// pyramid of 55 balls, 12 pieces", "a 10×6 board, 12 pieces of 60
// squares"), and whether the pieces are one-sided.
func Summary(p *solver.Problem) string {
	r := Of(p)
	mobile, cells := 0, 0
	for _, pc := range p.Pieces {
		if !pc.Stationary {
			mobile++
			cells += len(pc.Cells)
		}
	}
	s := r.String() + ", " + figures.Count(int64(mobile), "piece")
	if r.Size != "" || cells != r.Cells {
		s += " of " + r.Count(cells)
	}
	if p.OneSided {
		s += ", one-sided"
	}
	return s
}

// article returns "an" for words said with a vowel first ("an 8×8
// board", "an 11×5 board", "an 18×5 board"), else "a".
func article(s string) string {
	digits := len(s) - len(strings.TrimLeft(s, "0123456789"))
	switch {
	case digits > 0 && s[0] == '8':
		return "an"
	case digits%3 == 2 && (strings.HasPrefix(s, "11") || strings.HasPrefix(s, "18")):
		return "an"
	}
	return "a"
}
