package solver

import "math/bits"

// bitSearch is DLX with the min-fit heuristic on a small matrix (at most
// bitColumns columns that must be covered: the open cells and the
// shapes; then those that need not be, up to 256), its links replaced
// by bit sets: the rows still active are a set, each column's rows a
// set, and placing a row removes the rows it conflicts with by a few
// word operations (the rows of each column it fills) instead of walking
// their links. Each level keeps its own copy of the active rows and of
// the open columns, so that taking a row out costs nothing: the level
// above still holds its state. A column's count of active rows is
// counted when the column is looked at (the popcount of the active rows
// in its rows, over the words of the set that still hold one): most
// nodes end at the first column that has too few, before the others
// are counted.
//
// It makes the search engine.dlx makes under the same options, node for
// node: the same column at every node (the rule of engine.choose, with
// the columns in the same order), its rows in the matrix's order, the
// same attempts and fits, the same solutions in the same order, and the
// same calls to the parallel search's claims (engine.owns, claimFirst).
// Its nodes are cheaper: on a ball's twelve neighbours a cell has about
// 150 images, and DLX spends nearly all its time covering and
// uncovering them (see BenchmarkKanoodlePyramid).
//
// newBitSearch makes one where the search is min-fit throughout and
// nothing else acts during it: no FILA, no trigger or repeated filter,
// no Monte Carlo trial.
type bitSearch struct {
	e *engine
	// cols is the number of columns (the cells, then the shapes), words
	// the number of words of a set of rows.
	cols, words int
	// image maps a row to its image; rowCols lists row r's columns as
	// rowCols[rowAt[r]:rowAt[r+1]].
	image   []int32
	rowAt   []int32
	rowCols []uint8
	// colRows holds column c's rows as colRows[c*words:(c+1)*words].
	colRows []uint64
	// need is how many more rows each column needs (a shape's pieces
	// still to place).
	need []int32
	// span is the words of colRows that hold each column's rows, from
	// the first to the last (a shape's images are numbered together).
	span [][2]int32
	// The state at the node of each level p (pieces remaining): the
	// active rows live[p*words:(p+1)*words] and the open columns
	// open[p].
	live []uint64
	open [][2]uint64
}

// nodeSearch is a search that replaces engine.dlx from a node down:
// node searches with p pieces remaining.
type nodeSearch interface{ node(p int) }

// setSearch is a search on sets of rows (bitSearch, maskSearch): choose
// returns the column to branch on with p pieces remaining and its count
// of rows, or -1 where the branch ends.
type setSearch interface {
	choose(p int) (int, int32)
}

// openNode begins a node of the search s with p pieces remaining: it
// enters it (engine.enter), chooses its column and, for the parallel
// search, records its branches (engine.trackBranches), whose tracked it
// returns. col is -1 where the node is not searched further.
func openNode[S setSearch](e *engine, s S, p int) (col int, n int32, tracked bool) {
	if !e.enter(p) {
		return -1, 0, false
	}
	if col, n = s.choose(p); col < 0 {
		return -1, 0, false
	}
	return col, n, e.trackBranches(p, int(n))
}

// bitSearchApplies reports whether a search on sets of rows can
// replace e's DLX: at most bitColumns columns that must be covered
// (engine.secondary) and 256 in all, min-fit at every level,
// no FILA, trigger, repeated filter or Monte Carlo trial, and no test
// hook that asks for DLX.
func bitSearchApplies(e *engine) bool {
	m, x := e.m, e.x
	P := m.Pieces
	if e.hooks.noBits || P < 1 || x == nil || x.rng != nil || e.s.con.impossible {
		return false
	}
	// The open columns are two words; a row's columns are bytes.
	for c := range e.mat.Columns() {
		if c >= bitColumns && !e.secondary(c) || c > 255 {
			return false
		}
	}
	if x.par != nil || x.vol != nil || x.fitFilt > 0 {
		return false
	}
	for p := 1; p <= P; p++ {
		if e.filaAt[p] || e.heur[p].Heuristic != MinFit {
			return false
		}
	}
	return true
}

// bitColumns is the most columns bitSearch takes that must be covered:
// the open columns of a level are two words. (Columns that need not be,
// a spare shape's (spare.go), may follow, up to 256.)
const bitColumns = 128

// bitMaxCount is above any column's count of rows.
const bitMaxCount = 1<<31 - 1

// newBitSearch returns the bit set search of e's matrix, as build made
// it, or nil where engine.dlx must search (bitSearchApplies).
func newBitSearch(e *engine) *bitSearch {
	if !bitSearchApplies(e) {
		return nil
	}
	P := e.m.Pieces
	cols := e.mat.Columns() // the cells, the shapes, the pairing's secondary columns
	rows := len(e.rowImage)
	words := (rows + 63) / 64
	b := &bitSearch{e: e, cols: cols, words: words}
	b.image = make([]int32, rows)
	b.rowAt = make([]int32, 1, rows+1)
	b.colRows = make([]uint64, cols*words)
	b.need = make([]int32, cols)
	b.live = make([]uint64, (P+1)*words)
	b.span = make([][2]int32, cols)
	b.open = make([][2]uint64, P+1)
	var colBuf []int
	for r, id := range e.rowImage {
		b.image[r] = int32(id)
		colBuf = e.mat.RowColumns(colBuf[:0], r)
		for _, c := range colBuf {
			b.rowCols = append(b.rowCols, uint8(c))
			b.colRows[c*words+r/64] |= 1 << (r % 64)
		}
		b.rowAt = append(b.rowAt, int32(len(b.rowCols)))
		b.live[P*words+r/64] |= 1 << (r % 64)
	}
	for c := range cols {
		rows := b.colRows[c*words : (c+1)*words]
		lo, hi := 0, len(rows)
		for lo < hi && rows[lo] == 0 {
			lo++
		}
		for hi > lo && rows[hi-1] == 0 {
			hi--
		}
		b.span[c] = [2]int32{int32(lo), int32(hi)}
		b.need[c] = int32(e.mat.Need(c))
		if !e.secondary(c) {
			b.open[P][c/64] |= 1 << (c % 64)
		}
	}
	return b
}

// count returns the number of column c's rows in the active rows
// live.
func (b *bitSearch) count(live []uint64, c int) int32 {
	lo, hi := int(b.span[c][0]), int(b.span[c][1])
	live = live[lo:hi]
	rows := b.colRows[c*b.words+lo : c*b.words+hi]
	rows = rows[:len(live)]
	n := 0
	for w, x := range live {
		n += bits.OnesCount64(x & rows[w])
	}
	return int32(n)
}

// node searches with p pieces remaining, as engine.dlx does.
func (b *bitSearch) node(p int) {
	e := b.e
	col, _, tracked := openNode(e, b, p)
	if col < 0 {
		return
	}
	x := e.x
	W := b.words
	live := b.live[p*W : (p+1)*W]
	rows := b.colRows[col*W : (col+1)*W]
	for w := range W {
		for set := live[w] & rows[w]; set != 0; set &= set - 1 {
			r := w*64 + bits.TrailingZeros64(set)
			if e.tryRow(p, tracked) {
				b.place(r, col, p)
				b.node(p - 1)
				b.unplace(r, col)
				if tracked {
					x.idx[p]++
				}
			}
			if e.stopped {
				break
			}
		}
		if e.stopped {
			break
		}
	}
	if tracked {
		x.in[p] = false
	}
}

// choose returns the column to branch on with p pieces remaining and
// its count of rows, or -1 when the search must backtrack: the rule of
// engine.choose (min-fit, or the constrained piece first under -R).
func (b *bitSearch) choose(p int) (int, int32) {
	e := b.e
	open := b.open[p]
	live := b.live[p*b.words : (p+1)*b.words]
	if e.s.redFirst && p == e.m.Pieces {
		c := e.cells + e.s.red.shape
		if n := b.count(live, c); n > 0 {
			return c, n
		}
		return -1, 0
	}
	best, bestSize, one := -1, int32(bitMaxCount), -1
	for w, set := range open {
		for ; set != 0; set &= set - 1 {
			c := w*64 + bits.TrailingZeros64(set)
			need := b.need[c]
			n := b.count(live, c)
			if n < need {
				return -1, 0
			}
			if need > 1 || one >= 0 {
				continue
			}
			if n == 1 {
				one = c
				continue
			}
			if n < bestSize {
				best, bestSize = c, n
			}
		}
	}
	if one >= 0 {
		return one, 1
	}
	if best < 0 {
		// Only shape columns with several pieces left: the smallest
		// that needs one row (none that needs several).
		for w, set := range open {
			for ; set != 0; set &= set - 1 {
				c := w*64 + bits.TrailingZeros64(set)
				if n := b.count(live, c); b.need[c] == 1 && n < bestSize {
					best, bestSize = c, n
				}
			}
		}
	}
	return best, bestSize
}

// place puts row r, of the branching column col, into the solution with
// p pieces remaining, and makes the state of level p-1: the rows of
// col and of every other column the row completes leave the active set.
func (b *bitSearch) place(r, col, p int) {
	e := b.e
	W := b.words
	dst := b.live[(p-1)*W : p*W]
	copy(dst, b.live[p*W:(p+1)*W])
	open := b.open[p]
	open[col/64] &^= 1 << (col % 64)
	b.remove(dst, col)
	for _, h := range b.rowCols[b.rowAt[r]:b.rowAt[r+1]] {
		c := int(h)
		if c == col {
			continue
		}
		b.need[c]--
		if b.need[c] == 0 {
			if c < bitColumns {
				open[c/64] &^= 1 << (c % 64)
			}
			b.remove(dst, c)
		}
	}
	b.open[p-1] = open
	id := int(b.image[r])
	e.stack = append(e.stack, id)
	if e.s.opt.Trace != nil {
		e.trace(EventPlace, id)
	}
}

// remove takes column c's rows out of the active rows live.
func (b *bitSearch) remove(live []uint64, c int) {
	lo, hi := int(b.span[c][0]), int(b.span[c][1])
	live = live[lo:hi]
	rows := b.colRows[c*b.words+lo : c*b.words+hi]
	rows = rows[:len(live)]
	for w := range live {
		live[w] &^= rows[w]
	}
}

// unplace takes row r, placed by place in column col, out of the
// solution: the columns it filled need their rows again.
func (b *bitSearch) unplace(r, col int) {
	e := b.e
	for _, h := range b.rowCols[b.rowAt[r]:b.rowAt[r+1]] {
		if int(h) != col {
			b.need[h]++
		}
	}
	id := e.stack[len(e.stack)-1]
	e.stack = e.stack[:len(e.stack)-1]
	if e.s.opt.Trace != nil {
		e.trace(EventRemove, id)
	}
}
