package play

import (
	"fmt"
	"polyplay/solver"

	"polyplay/solver/grid"
	"polyplay/ui/figures"
	"polyplay/ui/place"
)

// DeadEndKind says which argument shows a dead end.
type DeadEndKind int

// The arguments, in the order DeadEnd tries them.
const (
	// Hole: an enclosed area that no remaining piece fits in at all.
	Hole DeadEndKind = iota + 1
	// Area: an enclosed area whose number of cells no set of the
	// remaining pieces makes.
	Area
	// Uncovered: empty cells that no remaining piece can cover, however
	// placed.
	Uncovered
	// Colour: coloured like a chessboard (in 3-D, alternating along every
	// axis), the empty cells' balance of dark and light cells is one that
	// the remaining pieces cannot make.
	Colour
)

// String names the argument.
func (k DeadEndKind) String() string {
	switch k {
	case Hole:
		return "hole"
	case Area:
		return "area"
	case Uncovered:
		return "uncovered"
	case Colour:
		return "colour"
	}
	return fmt.Sprintf("DeadEndKind(%d)", int(k))
}

// DeadEnd is a reason why a position cannot be completed, in plain words,
// with the cells concerned.
type DeadEnd struct {
	Kind  DeadEndKind
	Text  string
	Cells []solver.Point
}

// colourLimit bounds the size of an enclosed area whose colouring
// DeadEnd checks on its own (a table of sizes by balances, the area's
// size squared bits).
const colourLimit = 1024

// DeadEnd looks for a simple reason why the game's position cannot be
// completed (the piece in hand counts as not placed): nil if it finds
// none, which does not mean that a completion exists.
func (g *Game) DeadEnd() *DeadEnd { return g.pz.DeadEnd(g.placed) }

// DeadEnd looks for a simple reason why the position placed (the
// placements must fit, as a Game's do) cannot be completed, trying in
// turn: an enclosed area that no remaining piece fits in (Hole), an
// enclosed area whose size no set of the remaining pieces makes (Area),
// empty cells that no remaining piece can cover (Uncovered), and the
// chessboard colouring of each enclosed area and of all the empty cells
// together (Colour). It returns nil if none applies, which does not mean
// that a completion exists, and always where cells may stay empty
// (solver.Problem.Optional) or pieces may be left out
// (solver.Piece.Spare).
func (pz *Puzzle) DeadEnd(placed []Placement) *DeadEnd {
	m := pz.model
	if m.HasOptional() || m.HasSpare() {
		// Each argument counts what the remaining pieces must fill,
		// which cells that may stay empty leave open.
		return nil
	}
	n := len(m.Cells)
	filled, count := pz.occupancy(placed)
	// The empty areas, each in reading order of discovery.
	area := make([]int, n)
	for i := range area {
		area[i] = -1
	}
	var areas [][]int
	for i := range n {
		if filled[i] || area[i] >= 0 {
			continue
		}
		a := len(areas)
		cells := []int{i}
		area[i] = a
		for k := 0; k < len(cells); k++ {
			for _, j := range pz.nb[cells[k]] {
				if j >= 0 && !filled[j] && area[j] < 0 {
					area[j] = a
					cells = append(cells, j)
				}
			}
		}
		areas = append(areas, cells)
	}
	if len(areas) == 0 {
		return nil
	}
	// Which empty cells some remaining piece can cover, and which areas
	// some remaining piece fits in.
	covered := make([]bool, n)
	fitsIn := make([]bool, len(areas))
	pz.eachFit(filled, count, func(id int) {
		for _, c := range m.Images[id].Cells {
			covered[c] = true
			fitsIn[area[c]] = true
		}
	})
	points := func(cells []int) []solver.Point {
		out := make([]solver.Point, len(cells))
		for k, c := range cells {
			out[k] = m.Cells[c]
		}
		grid.SortPoints(out, place.Compare)
		return out
	}
	for a, cells := range areas {
		if !fitsIn[a] {
			ps := points(cells)
			return &DeadEnd{Kind: Hole, Cells: ps,
				Text: fmt.Sprintf("No remaining piece fits in the hole of %s at %s.", pz.region.Count(len(ps)), pz.CellName(ps[0]))}
		}
	}
	// Sizes the remaining pieces make.
	var items []item
	total := 0
	for s, k := range count {
		sh := m.Shapes[s]
		b := pz.balance(pz.Problem.Pieces[sh.Pieces[0]].Cells)
		for range k {
			items = append(items, item{size: sh.Size, bal: b})
			total += sh.Size
		}
	}
	sizes := newBitset(total + 1)
	sizes.set(0)
	for _, it := range items {
		sizes.orShifted(sizes, it.size)
	}
	for _, cells := range areas {
		if !sizes.has(len(cells)) {
			ps := points(cells)
			return &DeadEnd{Kind: Area, Cells: ps,
				Text: fmt.Sprintf("The enclosed area of %s at %s cannot be filled: no set of the remaining pieces has %s.", pz.region.Count(len(ps)), pz.CellName(ps[0]), pz.region.Count(len(ps)))}
		}
	}
	var bare []int
	for i := range n {
		if !filled[i] && !covered[i] {
			bare = append(bare, i)
		}
	}
	if len(bare) > 0 {
		ps := points(bare)
		what := "the " + pz.region.Unit
		if len(ps) > 1 {
			what += "s"
		}
		return &DeadEnd{Kind: Uncovered, Cells: ps,
			Text: fmt.Sprintf("No remaining piece can cover %s at %s.", what, pz.cellList(ps))}
	}
	if !pz.kind.TwoColoured() {
		return nil // hexagons and balls have no two colours that pieces balance
	}
	board := "Coloured like a chessboard"
	if pz.ThreeD() {
		board = "Coloured like a chessboard along every axis"
	}
	if pz.kind.ColourByShape() {
		c := pz.kind.Colours()
		board = "Counting " + pz.kind.Noun() + "s pointing " + c[0] + " as dark and " + c[1] + " as light"
	}
	if len(areas) > 1 {
		for _, cells := range areas {
			if len(cells) > colourLimit {
				continue
			}
			want := 0
			for _, c := range cells {
				want += pz.colour(m.Cells[c])
			}
			if !areaBalances(items, len(cells), want) {
				ps := points(cells)
				return &DeadEnd{Kind: Colour, Cells: ps,
					Text: fmt.Sprintf("%s, the enclosed area of %s at %s has %s, and no set of the remaining pieces of that size has.", board, pz.region.Count(len(ps)), pz.CellName(ps[0]), balanceWords(want, pz.region.Unit))}
			}
		}
	}
	// All the empty cells, filled by all the remaining pieces: each piece
	// of balance b adds b or -b.
	want, sum := 0, 0
	var empty []int
	for i := range n {
		if !filled[i] {
			want += pz.colour(m.Cells[i])
			empty = append(empty, i)
		}
	}
	for _, it := range items {
		sum += it.bal
	}
	signs := newBitset(2*sum + 1) // bit sum+v: balance v reachable
	signs.set(sum)
	for _, it := range items {
		if it.bal == 0 {
			continue
		}
		next := newBitset(2*sum + 1)
		next.orShifted(signs, it.bal)
		next.orShiftedDown(signs, it.bal)
		signs = next
	}
	if want < -sum || want > sum || !signs.has(sum+want) {
		ps := points(empty)
		return &DeadEnd{Kind: Colour, Cells: ps,
			Text: fmt.Sprintf("%s, the empty %ss have %s, and the remaining pieces cannot make that.", board, pz.region.Unit, balanceWords(want, pz.region.Unit))}
	}
	return nil
}

// occupancy returns, for the position placed, which open cells (the
// model's numbering) are filled and how many pieces of each shape are
// left.
func (pz *Puzzle) occupancy(placed []Placement) (filled []bool, left []int) {
	m := pz.model
	filled = make([]bool, len(m.Cells))
	left = make([]int, len(m.Shapes))
	for s := range m.Shapes {
		left[s] = m.ShapeCount(s)
	}
	for _, pl := range placed {
		for _, c := range pz.Cells(pl) {
			if i := m.CellIndex(c); i >= 0 {
				filled[i] = true
			}
		}
		left[pz.Pieces[pl.Piece].Shape]--
	}
	return filled, left
}

// eachFit calls fn with every image (the model's) of a shape with pieces
// left that covers only empty cells.
func (pz *Puzzle) eachFit(filled []bool, left []int, fn func(id int)) {
	m := pz.model
	for s, r := range m.ShapeImages {
		if left[s] <= 0 {
			continue
		}
	images:
		for id := r[0]; id < r[1]; id++ {
			for _, c := range m.Images[id].Cells {
				if filled[c] {
					continue images
				}
			}
			fn(id)
		}
	}
}

// item is one remaining piece: its size and its colour balance (dark
// cells less light ones, in one of its placements; the others have the
// same or its opposite).
type item struct{ size, bal int }

// colour is +1 for a dark cell (grid.Kind.Colour 0: x+y+z even; on
// triangles a triangle pointing up), -1 for a light one.
func (pz *Puzzle) colour(c solver.Point) int {
	if pz.kind.Colour(c) == 0 {
		return 1
	}
	return -1
}

// balance returns the absolute colour balance of a piece's cells.
func (pz *Puzzle) balance(cells []solver.Point) int {
	b := 0
	for _, c := range cells {
		b += pz.colour(c)
	}
	return max(b, -b)
}

// balanceWords describes a colour balance of cells called unit.
func balanceWords(b int, unit string) string {
	switch {
	case b == 0:
		return "as many dark " + unit + "s as light"
	case b > 0:
		return figures.Count(int64(b), "more dark "+unit) + " than light"
	}
	return figures.Count(int64(-b), "more light "+unit) + " than dark"
}

// areaBalances reports whether some set of items has size size and, each
// item's balance counted with either sign, balance want.
func areaBalances(items []item, size, want int) bool {
	// rows[s] holds the balances reachable with size s, bit size+v for v.
	width := 2*size + 1
	rows := make([]bitset, size+1)
	for s := range rows {
		rows[s] = newBitset(width)
	}
	rows[0].set(size)
	for _, it := range items {
		for s := size - it.size; s >= 0; s-- {
			if rows[s].empty() {
				continue
			}
			rows[s+it.size].orShifted(rows[s], it.bal)
			rows[s+it.size].orShiftedDown(rows[s], it.bal)
		}
	}
	return want >= -size && want <= size && rows[size].has(size+want)
}

// bitset is a fixed-size set of small numbers.
type bitset []uint64

func newBitset(n int) bitset { return make(bitset, (n+63)/64) }

func (b bitset) set(i int) { b[i/64] |= 1 << (i % 64) }

func (b bitset) has(i int) bool { return i >= 0 && i/64 < len(b) && b[i/64]>>(i%64)&1 == 1 }

func (b bitset) empty() bool {
	for _, w := range b {
		if w != 0 {
			return false
		}
	}
	return true
}

// orShifted sets in b every bit i+k for i in a (a may be b: it is read
// from the top down). Bits past b's length are dropped.
func (b bitset) orShifted(a bitset, k int) {
	if k == 0 {
		for i := range b {
			b[i] |= a[i]
		}
		return
	}
	w, s := k/64, uint(k%64)
	for i := len(b) - 1; i >= w; i-- {
		v := a[i-w] << s
		if s > 0 && i-w-1 >= 0 {
			v |= a[i-w-1] >> (64 - s)
		}
		b[i] |= v
	}
}

// orShiftedDown sets in b every bit i-k for i in a (a is not b).
func (b bitset) orShiftedDown(a bitset, k int) {
	w, s := k/64, uint(k%64)
	for i := 0; i+w < len(a); i++ {
		v := a[i+w] >> s
		if s > 0 && i+w+1 < len(a) {
			v |= a[i+w+1] << (64 - s)
		}
		b[i] |= v
	}
}
