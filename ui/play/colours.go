package play

import (
	"fmt"
	"slices"
	"strings"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/ui/place"
	"polyplay/ui/player"
)

// Colour constraints (solver/puzzle.Colours) in play: a cell of a piece
// that carries a colour may cover a cell of the region only where the
// puzzle allows it (Colours.Fits), so a drop that breaks the rule is
// refused, naming the cell and the colours in words, and two turns of a
// coloured piece that cover the same cells with its colours the other
// way round are two orientations.

// colourMap is the colours a puzzle's region requires.
type colourMap struct {
	// box is the box's size; required is, per box cell, the constraint
	// colour the cell requires, nil where the puzzle's colours
	// constrain nothing.
	box      solver.Point
	required []int
	// fits is the puzzle's Colours.Fits.
	fits func(pc, rc int) bool
}

// newColourMap returns the colours p's region requires.
func newColourMap(p *solver.Problem) colourMap {
	m := colourMap{box: solver.Point{X: p.XDim, Y: p.YDim, Z: p.ZDim}, fits: p.Colours.Fits}
	if !p.Constrains() {
		return m
	}
	m.required = make([]int, p.XDim*p.YDim*p.ZDim)
	for _, rc := range p.Colours.Region {
		if c := rc.Cell; m.inBox(c) {
			m.required[(c.Z*m.box.Y+c.Y)*m.box.X+c.X] = rc.Colour
		}
	}
	return m
}

func (m colourMap) inBox(c solver.Point) bool {
	return c.X >= 0 && c.Y >= 0 && c.Z >= 0 && c.X < m.box.X && c.Y < m.box.Y && c.Z < m.box.Z
}

// RegionColour returns the constraint colour region cell c requires (0:
// none, any cell may cover it).
func (m colourMap) RegionColour(c solver.Point) int {
	if m.required == nil || !m.inBox(c) {
		return 0
	}
	return m.required[(c.Z*m.box.Y+c.Y)*m.box.X+c.X]
}

// Coloured reports whether the puzzle's colours constrain its pieces
// (solver.Problem.Constrains): the region and the pieces have colours
// to show.
func (m colourMap) Coloured() bool { return m.required != nil }

// PieceColours returns the constraint colours of piece i's cells, in the
// order of its Cells (and of Oriented's cells); nil if it has none.
func (pz *Puzzle) PieceColours(i int) []int {
	if !pz.Coloured() {
		return nil
	}
	return pz.Problem.Pieces[pz.Pieces[i].Index].Colours
}

// colourKey identifies piece pc's cells turned to cells (in the order of
// its Cells) with their colours, whatever their order: two turns with
// the same cells but the colours elsewhere differ.
func colourKey(pc solver.Piece, cells []solver.Point) string {
	key := pointsKey(cells)
	if pc.Colours == nil {
		return key
	}
	at := map[solver.Point]int{}
	for k, c := range cells {
		at[c] = pc.Colours[k]
	}
	var b strings.Builder
	b.WriteString(key)
	sorted := slices.Clone(cells)
	grid.SortPoints(sorted, place.Compare)
	for _, c := range sorted {
		fmt.Fprintf(&b, " %d", at[c])
	}
	return b.String()
}

// colourFault returns why piece i cannot lie on cells (in the order of
// its Cells) for its colours, and the cells at fault: "A's colour 1
// (black) cell cannot lie on row 1, column 3: that cell must be colour
// 2 (white)". It returns "" where the colours fit.
func (b *board) colourFault(i int, cells []solver.Point) (string, []solver.Point) {
	pz := b.pz
	cols := pz.PieceColours(i)
	if cols == nil {
		return "", nil
	}
	allow := &pz.Problem.Colours
	cp := player.PaletteOf(pz.Problem)
	for k, c := range cells {
		rc := pz.RegionColour(c)
		if allow.Fits(cols[k], rc) {
			continue
		}
		var may []string
		for _, a := range allow.Allow {
			if a.Region == rc {
				may = append(may, cp.Name(a.Piece))
			}
		}
		must := "no coloured cell may cover it"
		if may != nil {
			must = "it takes only a cell of " + strings.Join(may, " or ")
		}
		return fmt.Sprintf("%s's %s cell cannot lie on %s: that cell is %s, and %s",
			b.name(i), cp.Name(cols[k]), pz.CellName(c), cp.Name(rc), must), []solver.Point{c}
	}
	return "", nil
}

// coloursFit reports whether cells coloured cols (nil: none) lie on
// region cells their colours may cover.
func (m colourMap) coloursFit(cols []int, cells []solver.Point) bool {
	for k, c := range cells {
		if cols != nil && !m.fits(cols[k], m.RegionColour(c)) {
			return false
		}
	}
	return true
}
