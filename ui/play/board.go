package play

import (
	"fmt"
	"slices"
	"sort"

	"polyplay/solver"
	"polyplay/ui/place"
	"polyplay/ui/region"
)

// board is the pieces a game has on the board of its puzzle: where each
// lies and which covers each cell, with what it takes to put them on,
// take them off, check where they fit and say what a move did.
type board struct {
	pz     *Puzzle
	placed []Placement // in the order placed
	// at is, per box cell, the index into pz.Pieces of the placed piece
	// covering it, or -1.
	at []int
}

// newBoard returns an empty board of pz.
func newBoard(pz *Puzzle) board {
	b := board{pz: pz, at: make([]int, pz.X*pz.Y*pz.Z)}
	for i := range b.at {
		b.at[i] = -1
	}
	return b
}

// Puzzle returns the game's puzzle.
func (b *board) Puzzle() *Puzzle { return b.pz }

// Placed returns the pieces on the board in the order they were placed
// (the starting position's first).
func (b *board) Placed() []Placement { return slices.Clone(b.placed) }

// PieceAt returns the index into Puzzle.Pieces of the placed piece
// covering box cell c.
func (b *board) PieceAt(c solver.Point) (int, bool) {
	if !b.pz.inBox(c) {
		return 0, false
	}
	i := b.at[b.pz.boxIndex(c)]
	return i, i >= 0
}

// Solved reports whether every mobile piece is on the board and every
// cell that must be filled is (where cells may stay empty,
// solver.Problem.Optional, the pieces may all lie with one open; where
// pieces may be left out, solver.Piece.Spare, each shape needs only its
// pieces that are not spare, whichever copies lie).
func (b *board) Solved() bool {
	m := b.pz.model
	if !m.HasSpare() && len(b.placed) != len(b.pz.Pieces) {
		return false
	}
	if m.HasSpare() {
		on := make([]int, len(m.Shapes))
		for _, pl := range b.placed {
			on[b.pz.Pieces[pl.Piece].Shape]++
		}
		for s, n := range on {
			if n < m.ShapeCount(s)-m.ShapeSpare(s) {
				return false
			}
		}
	} else if !m.HasOptional() {
		return true // the pieces fill the region exactly
	}
	for i, c := range m.Cells {
		if !m.Optional(i) && b.at[b.pz.boxIndex(c)] < 0 {
			return false
		}
	}
	return true
}

// onBoard returns the index in b.placed of piece i, or -1.
func (b *board) onBoard(i int) int {
	return slices.IndexFunc(b.placed, func(pl Placement) bool { return pl.Piece == i })
}

// name is piece i's name.
func (b *board) name(i int) string { return b.pz.Pieces[i].Name }

// placement is where the piece h holds would be placed.
func (b *board) placement(h *Held) Placement {
	a := b.pz.Pieces[h.Piece].orient[h.Rot][h.Anchor]
	at := solver.Point{X: h.At.X - a.X, Y: h.At.Y - a.Y, Z: h.At.Z - a.Z}
	if !b.pz.kind.Translates(at) {
		// On triangles the cell held points the other way than the cell
		// under it: the piece lies one cell to the right.
		at.X++
	}
	return Placement{Piece: h.Piece, Rot: h.Rot, At: at}
}

// least returns the index of the least cell of piece i turned by rot.
func (b *board) least(i, rot int) int {
	o := b.pz.Pieces[i].orient[rot]
	k := 0
	for j := range o {
		if place.Compare(o[j], o[k]) < 0 {
			k = j
		}
	}
	return k
}

// firstEmpty returns the first open cell in reading order that no piece
// covers, or the first cell of the box if there is none.
func (b *board) firstEmpty() solver.Point {
	for z := range b.pz.Z {
		for y := b.pz.Y - 1; y >= 0; y-- {
			for x := range b.pz.X {
				c := solver.Point{X: x, Y: y, Z: z}
				if b.pz.Open(c) && b.at[b.pz.boxIndex(c)] < 0 {
					return c
				}
			}
		}
	}
	return solver.Point{Y: b.pz.Y - 1}
}

// fits reports whether piece i can lie on cells; if not, it says why in
// words and returns the cells at fault in the box.
func (b *board) fits(i int, cells []solver.Point) (string, []solver.Point, bool) {
	var outside int
	var bad []solver.Point
	var over []string
	overAt := map[string][]solver.Point{}
	for _, c := range cells {
		switch {
		case b.pz.Outside(c):
			// Beyond the box or on the stationary cells that shape
			// the region: a person is told neither, and these cells
			// have no place in the region to be named by.
			outside++
			if !b.pz.inBox(c) {
				continue
			}
		case b.pz.Stationary(c) != "":
			n := "a " + region.Hole // one of several
			if b.pz.region.Holes == 1 {
				n = "the " + region.Hole
			}
			if overAt[n] == nil {
				over = append(over, n)
			}
			overAt[n] = append(overAt[n], c)
		case b.at[b.pz.boxIndex(c)] >= 0 && b.at[b.pz.boxIndex(c)] != i:
			n := b.name(b.at[b.pz.boxIndex(c)])
			if overAt[n] == nil {
				over = append(over, n)
			}
			overAt[n] = append(overAt[n], c)
		default:
			continue
		}
		bad = append(bad, c)
	}
	if outside == 0 && len(bad) == 0 {
		if text, at := b.colourFault(i, cells); text != "" {
			return text, at, false
		}
		return "", nil, true
	}
	var parts []string
	for _, n := range over {
		parts = append(parts, fmt.Sprintf("overlaps %s at %s", n, b.pz.cellList(overAt[n])))
	}
	if outside > 0 {
		parts = append(parts, fmt.Sprintf("has %s outside %s", b.pz.region.Count(outside), b.pz.region.The()))
	}
	text := b.name(i) + " " + parts[0]
	for k, p := range parts[1:] {
		if k == len(parts)-2 {
			text += ", and " + p
		} else {
			text += ", " + p
		}
	}
	return text, bad, false
}

// put places pl on the board.
func (b *board) put(pl Placement) {
	for _, c := range b.pz.Cells(pl) {
		b.at[b.pz.boxIndex(c)] = pl.Piece
	}
	b.placed = append(b.placed, pl)
}

// take removes piece i from the board and returns its placement.
func (b *board) take(i int) Placement {
	k := b.onBoard(i)
	pl := b.placed[k]
	for _, c := range b.pz.Cells(pl) {
		b.at[b.pz.boxIndex(c)] = -1
	}
	b.placed = slices.Delete(b.placed, k, k+1)
	return pl
}

// apply takes placements off the board and puts others on.
func (b *board) apply(off, on []Placement) {
	for _, pl := range off {
		b.take(pl.Piece)
	}
	for _, pl := range on {
		b.put(pl)
	}
}

// describe says what move m did, or (undone) what undoing it did.
func (b *board) describe(m move, undone bool) string {
	at := func(pl Placement) string { return b.pz.PlaceName(b.pz.Cells(pl)) }
	switch {
	case m.kind == clearMove && undone:
		return fmt.Sprintf("%s back on the board.", piecesWord(len(m.off)))
	case m.kind == clearMove:
		return fmt.Sprintf("board cleared, %s back in the tray.", piecesWord(len(m.off)))
	case m.kind == placeMove && undone, m.kind == removeMove && !undone:
		pl := append(m.on, m.off...)[0]
		return fmt.Sprintf("%s back in the tray.", b.name(pl.Piece))
	case m.kind == placeMove, m.kind == removeMove:
		pl := append(m.on, m.off...)[0]
		return fmt.Sprintf("%s placed at %s.", b.name(pl.Piece), at(pl))
	case undone:
		return fmt.Sprintf("%s back at %s.", b.name(m.off[0].Piece), at(m.off[0]))
	}
	return fmt.Sprintf("%s moved to %s.", b.name(m.on[0].Piece), at(m.on[0]))
}

// Position returns the pieces on the board as a solver's placements (name
// and cells, and the colours on the cells of a coloured piece), in
// definition order: what the coach is asked about.
func (b *board) Position() []solver.Placement {
	pls := b.Placed()
	// sort.SliceStable, not slices.SortFunc: a generic sort of
	// Placements would add its own copy of the sorting code to the page's
	// program (TestBrowserWeight weighs it).
	sort.SliceStable(pls, func(i, j int) bool { return pls[i].Piece < pls[j].Piece })
	out := make([]solver.Placement, len(pls))
	for k, pl := range pls {
		out[k] = solver.Placement{Piece: b.name(pl.Piece), Cells: b.pz.Cells(pl), Colours: b.pz.PieceColours(pl.Piece)}
	}
	return out
}

// lies reports whether the piece h holds fits where it is, or, with
// onBoard, only lies wholly in the box.
func (b *board) lies(h *Held, onBoard bool) bool {
	cells := b.pz.Cells(b.placement(h))
	if onBoard {
		for _, c := range cells {
			if !b.pz.inBox(c) {
				return false
			}
		}
		return true
	}
	_, _, ok := b.fits(h.Piece, cells)
	return ok
}

// start returns where piece i, taken from the tray, is held: held by its
// least cell, at the first cell in reading order where it fits, turned
// as the puzzle's first orientation if it fits so anywhere, else as the
// first that does; if it fits nowhere, at the first cell where it lies
// wholly on the board, so that it is seen; else over the first empty
// cell.
func (b *board) start(i int) *Held {
	for _, whole := range []bool{false, true} {
		for _, rot := range b.pz.allowed {
			if b.pz.Pieces[i].orient[rot] == nil {
				continue // a turn of balls that lands another piece only
			}
			anchor := b.least(i, rot)
			for z := range b.pz.Z {
				for y := b.pz.Y - 1; y >= 0; y-- {
					for x := range b.pz.X {
						h := &Held{Piece: i, Rot: rot, Anchor: anchor, At: solver.Point{X: x, Y: y, Z: z}}
						if b.lies(h, whole) {
							return h
						}
					}
				}
			}
			if whole {
				break // on the board in the first orientation
			}
		}
	}
	rot := b.pz.allowed[0]
	return &Held{Piece: i, Rot: rot, Anchor: b.least(i, rot), At: b.firstEmpty()}
}
