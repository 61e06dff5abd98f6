package design

import (
	"fmt"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/figures"
)

// Report is the running check of a design.
type Report struct {
	// RegionCells and PieceCells are the cells to fill and the cells of
	// all the pieces' copies.
	RegionCells, PieceCells int
	// Grid is the design's grid: the colouring is a checkerboard's on
	// squares and cubes ((x+y+z) even is dark), up and down cells on
	// triangles (up is dark); hexagons have none.
	Grid grid.Kind
	// Unit is the word for one of the region's cells, for people
	// (grid.Kind.Unit): "square", "cube", "triangle", "hexagon", "ball".
	Unit string
	// Dark and Light count the region's cells of each colour.
	Dark, Light int
	// ParityImpossible is set when the colouring proves that the pieces
	// cannot fill the region although the cells add up: every piece covers
	// a fixed difference of dark and light cells wherever it is placed,
	// and no choice of signs of those differences adds up to Dark-Light.
	ParityImpossible bool
	// Disconnected names the pieces whose cells are not all joined face
	// to face.
	Disconnected []string
	// Identical lists groups of pieces (indexes into Design.Pieces) that
	// the solver takes for one shape (solver.SameShapes), each group at
	// least two, in the order of their first piece.
	Identical [][]int
	// SameShape maps a piece's index to the group of Identical it is in.
	SameShape map[int]int
}

// Problems lists what the report shows to be wrong, for people; none if
// the design may have solutions.
func (r Report) Problems() []string {
	var out []string
	if r.PieceCells != r.RegionCells {
		out = append(out, fmt.Sprintf("The region has %s but the pieces have %d.", figures.Count(int64(r.RegionCells), r.Unit), r.PieceCells))
	}
	if c := r.Grid.Colours(); r.ParityImpossible && r.Grid.ColourByShape() {
		out = append(out, fmt.Sprintf("No solution: the region has %d %ss pointing %s and %d pointing %s, a difference no placing of the pieces can cover.", r.Dark, r.Unit, c[0], r.Light, c[1]))
	} else if r.ParityImpossible {
		out = append(out, fmt.Sprintf("No solution: coloured like a checkerboard, the region has %d dark and %d light %ss, a difference no placing of the pieces can cover.", r.Dark, r.Light, r.Unit))
	}
	for _, n := range r.Disconnected {
		out = append(out, fmt.Sprintf("Piece %s is in several parts (the solver accepts it, but is that meant?).", n))
	}
	return out
}

// Check checks the design as it stands.
func (d *Design) Check() Report {
	r := Report{Grid: d.Grid, Unit: d.Grid.Unit(d.Z), RegionCells: d.RegionCells(), PieceCells: d.PieceCells(), SameShape: map[int]int{}}
	// dark reports a cell's colour (grid.Kind.Colour: on triangles, up
	// is dark): a piece covers a fixed difference of dark and light
	// cells, up to its sign, wherever it lies.
	dark := func(c solver.Point) bool { return d.Grid.Colour(c) == 0 }
	for k := range d.Z {
		for j := range d.Y {
			for i := range d.X {
				p := solver.Point{X: i, Y: j, Z: k}
				if d.At(p) != "" {
					continue
				}
				if dark(p) {
					r.Dark++
				} else {
					r.Light++
				}
			}
		}
	}
	var diffs []int
	cells := make([][]solver.Point, len(d.Pieces))
	for i, p := range d.Pieces {
		cells[i] = p.Cells
		if !ConnectedOn(d.Grid, p.Cells) {
			r.Disconnected = append(r.Disconnected, p.Names...)
		}
		n := 0
		for _, c := range p.Cells {
			if dark(c) {
				n++
			}
		}
		for range p.Count() {
			diffs = append(diffs, abs(2*n-len(p.Cells)))
		}
	}
	// The pieces the solver takes for one shape, as a definition's notes
	// name them (def.Note).
	r.Identical = solver.SameShapes(d.Grid, cells, d.OneSided)
	for g, group := range r.Identical {
		for _, i := range group {
			r.SameShape[i] = g
		}
	}
	if r.RegionCells == r.PieceCells && len(diffs) > 0 && d.Grid.TwoColoured() {
		r.ParityImpossible = !signedSum(diffs, r.Dark-r.Light)
	}
	return r
}

// signedSum reports whether some choice of signs makes the values add up
// to target.
func signedSum(values []int, target int) bool {
	total := 0
	for _, v := range values {
		total += v
	}
	if target > total || target < -total {
		return false
	}
	// Reachable sums, offset by total.
	reach := make([]bool, 2*total+1)
	reach[total] = true
	for _, v := range values {
		if v == 0 {
			continue
		}
		next := make([]bool, len(reach))
		for s, ok := range reach {
			if !ok {
				continue
			}
			if s+v < len(next) {
				next[s+v] = true
			}
			if s-v >= 0 {
				next[s-v] = true
			}
		}
		reach = next
	}
	return reach[target+total]
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
