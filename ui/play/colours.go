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

// RegionColour returns the constraint colour region cell c requires (0:
// none, any cell may cover it).
func (pz *Puzzle) RegionColour(c solver.Point) int {
	if !pz.inBox(c) || pz.regionColour == nil {
		return 0
	}
	return pz.regionColour[pz.boxIndex(c)]
}

// Coloured reports whether the puzzle's colours constrain its pieces
// (solver.Problem.Constrains): the region and the pieces have colours
// to show.
func (pz *Puzzle) Coloured() bool { return pz.regionColour != nil }

// PieceColours returns the constraint colours of piece i's cells, in the
// order of its Cells (and of Oriented's cells); nil if it has none.
func (pz *Puzzle) PieceColours(i int) []int {
	if !pz.Coloured() {
		return nil
	}
	return pz.Problem.Pieces[pz.Pieces[i].Index].Colours
}

// setColours fills the region's colours, if the puzzle's colours
// constrain anything.
func (pz *Puzzle) setColours() {
	p := pz.Problem
	if !p.Constrains() {
		return
	}
	pz.regionColour = make([]int, pz.X*pz.Y*pz.Z)
	for _, rc := range p.Colours.Region {
		if pz.inBox(rc.Cell) {
			pz.regionColour[pz.boxIndex(rc.Cell)] = rc.Colour
		}
	}
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
	for k, c := range cells {
		rc := pz.RegionColour(c)
		if allow.Fits(cols[k], rc) {
			continue
		}
		var may []string
		for _, a := range allow.Allow {
			if a.Region == rc {
				may = append(may, player.ConstraintName(a.Piece))
			}
		}
		must := "no coloured cell may cover it"
		if may != nil {
			must = "it takes only a cell of " + strings.Join(may, " or ")
		}
		return fmt.Sprintf("%s's %s cell cannot lie on %s: that cell is %s, and %s",
			b.name(i), player.ConstraintName(cols[k]), pz.CellName(c), player.ConstraintName(rc), must), []solver.Point{c}
	}
	return "", nil
}

// RegionColoursText describes in words the colours the region's cells
// require, for the board's accessible description: "Cells of colour 1
// (black): row 1, column 1 and row 2, column 1." ("" if none).
func (pz *Puzzle) RegionColoursText() string {
	if !pz.Coloured() {
		return ""
	}
	byColour := map[int][]solver.Point{}
	var order []int
	for _, rc := range pz.Problem.Colours.Region {
		if rc.Colour == 0 || !pz.Open(rc.Cell) {
			continue
		}
		if byColour[rc.Colour] == nil {
			order = append(order, rc.Colour)
		}
		byColour[rc.Colour] = append(byColour[rc.Colour], rc.Cell)
	}
	var parts []string
	for _, n := range order {
		parts = append(parts, fmt.Sprintf("cells of %s: %s", player.ConstraintName(n), pz.cellList(byColour[n])))
	}
	if parts == nil {
		return ""
	}
	s := strings.Join(parts, "; ")
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

// coloursFit reports whether pl's coloured cells lie on region cells
// their colours may cover.
func (pz *Puzzle) coloursFit(pl Placement) bool {
	cols := pz.PieceColours(pl.Piece)
	for k, c := range pz.Cells(pl) {
		if cols != nil && !pz.Problem.Colours.Fits(cols[k], pz.RegionColour(c)) {
			return false
		}
	}
	return true
}
