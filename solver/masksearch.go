package solver

import "math/bits"

// maskSearch is bitSearch for a matrix whose cell columns and secondary
// columns fit in one word together (Kanoodle's pyramid: 55 cells and the
// pairing's 8 columns). A row is then a word, its cells and secondary
// columns, and a shape; the state of a level is the list of the words
// of the rows that still fit, shape by shape in the matrix's order, and
// the word of the columns filled. Placing a row makes the next level's
// list in one branch-free pass over this level's, shape by shape over
// the shapes with a piece left: it keeps the words that miss the
// columns filled and records the cells they cover once and twice.
// Those two words end the dead nodes (an open cell no row covers) and
// find a forced cell (one row) without counting; only where every open
// cell has two rows or more are the cells counted, all at once on bit
// slices. A shape's count is the length of its part of the list.
//
// It makes the same search as bitSearch and engine.dlx, node for node:
// the same column at every node, its rows in the matrix's order, the
// same attempts, fits and solutions in the same order, and the same
// calls to the parallel search's claims (TestBitSearch).
// BenchmarkKanoodlePyramid measures it.
type maskSearch struct {
	e *engine
	// cells is the number of cell columns; the shapes' columns follow
	// them, then the secondary columns.
	cells, shapes int
	// A row's word has bit c for cell c and bit cells+k for the k-th
	// secondary column. A row's image is found again from its shape and
	// word (images): no two rows of a shape have the same word.
	images imageTable
	// left is each shape's pieces still to place (its column's need),
	// live the shapes with some left (bit sh: shape sh).
	left []int32
	live uint64
	// The state at the node of each level p (pieces remaining; level
	// P+1 holds every row): its list masks[at[p]:at[p]+n[p]], a live
	// shape sh's part of it count[p*shapes+sh] words from
	// start[p*shapes+sh] (after at[p]), and the columns filled
	// filled[p]. A level's list follows its parent's.
	masks        []uint64
	at, n        []int
	start, count []int32
	filled       []uint64
	// once[p] and twice[p] are the cells that level p's rows cover once
	// or more and twice or more; sl is the bit slices of a level's
	// counts, when choose needs them (bit j of a cell's count is its bit
	// in sl[j]: enough slices for every row, and at least four).
	once, twice []uint64
	sl          []uint64
}

// newMaskSearch returns the one-word search of e's matrix, or nil where
// bitSearch or engine.dlx must search: where bitSearch does not apply
// (bitSearchApplies), where the cells and secondary columns take more
// than a word, where there are more than 64 shapes (the live ones are
// a word), where the matrix's rows are not shape by shape or two
// rows of a shape fill the same columns, or where a test hook asks for
// another search.
func newMaskSearch(e *engine) *maskSearch {
	if e.hooks.noMasks || !bitSearchApplies(e) {
		return nil
	}
	mat, m := e.mat, e.m
	cells, shapes := e.cells, len(m.Shapes)
	secondary := mat.Columns() - mat.Primary()
	if mat.Primary() != cells+shapes || cells+secondary > 64 || shapes > 64 {
		return nil
	}
	for c := range cells {
		if mat.Need(c) != 1 {
			return nil
		}
	}
	P := m.Pieces
	nrows := len(e.rowImage)
	b := &maskSearch{e: e, cells: cells, shapes: shapes,
		left:  make([]int32, shapes),
		masks: make([]uint64, nrows*(P+2)),
		at:    make([]int, P+2), n: make([]int, P+2),
		start: make([]int32, (P+2)*shapes), count: make([]int32, (P+2)*shapes),
		filled: make([]uint64, P+2), once: make([]uint64, P+2), twice: make([]uint64, P+2)}
	b.sl = make([]uint64, max(bits.Len(uint(nrows))+1, 4))
	b.images = newImageTable(nrows)
	// Level P+1: every row, in the matrix's order.
	start, count := b.start[(P+1)*shapes:(P+2)*shapes], b.count[(P+1)*shapes:(P+2)*shapes]
	var colBuf []int
	last := 0
	for r, id := range e.rowImage {
		colBuf = mat.RowColumns(colBuf[:0], r)
		sh := -1
		var w uint64
		for _, c := range colBuf {
			switch {
			case c < cells:
				w |= 1 << uint(c)
			case c < cells+shapes:
				sh = c - cells
			default:
				w |= 1 << uint(cells+c-mat.Primary())
			}
		}
		if sh < last || !b.images.add(sh, w, int32(id)) {
			return nil
		}
		if count[sh] == 0 {
			start[sh] = int32(r)
		}
		count[sh]++
		last = sh
		b.masks[r] = w
	}
	for sh := range shapes {
		b.left[sh] = int32(mat.Need(cells + sh))
		if b.left[sh] > 0 {
			b.live |= 1 << uint(sh)
		}
	}
	b.at[P+1], b.n[P+1], b.at[P] = 0, nrows, nrows
	b.n[P] = b.filter(P, 0)
	return b
}

// filter writes level p's list (from at[p]): the words of level p+1's
// that miss the columns filled, leaving out the shapes with no piece
// left; it records the cells they cover once or more and twice or more
// (once[p], twice[p]) and returns their number.
func (b *maskSearch) filter(p int, filled uint64) int {
	S := b.shapes
	from, to := b.at[p+1], b.at[p]
	fstart, fcount := b.start[(p+1)*S:(p+2)*S], b.count[(p+1)*S:(p+2)*S]
	start, count := b.start[p*S:(p+1)*S], b.count[p*S:(p+1)*S]
	n := 0
	var once, twice uint64
	for live := b.live; live != 0; live &= live - 1 {
		sh := bits.TrailingZeros64(live)
		lo := from + int(fstart[sh])
		hi := lo + int(fcount[sh])
		var k int
		k, once, twice = sieve(b.masks[to+n:to+n+hi-lo], b.masks[lo:hi], filled, once, twice)
		start[sh], count[sh] = int32(n), int32(k)
		n += k
	}
	b.once[p], b.twice[p] = once, twice
	return n
}

// sieve copies to out the words of masks that miss filled, adds the
// cells they cover to once and, those covered before, to twice, and
// returns their number and the two sets. out has room for all of masks.
func sieve(out, masks []uint64, filled, once, twice uint64) (int, uint64, uint64) {
	o := out[:len(masks)]
	for _, m := range masks {
		// Without a branch: half of the words go, in no order that a
		// branch predictor learns.
		var keep uint64
		if m&filled == 0 {
			keep = 1
		}
		o[0] = m
		o = o[keep:]
		m &= -keep
		twice |= once & m
		once |= m
	}
	return len(masks) - len(o), once, twice
}

// countCells counts the cells of the words masks on the bit slices sl
// (at least four; bit j of a cell's count is its bit in sl[j]).
func countCells(sl, masks []uint64) {
	clear(sl)
	for i := 0; i < len(masks); {
		// Fifteen words at most on four slices in registers, then added
		// to sl.
		end := min(i+15, len(masks))
		var s0, s1, s2, s3 uint64
		for ; i < end; i++ {
			m := masks[i]
			t0 := s0 & m
			s0 ^= m
			t1 := s1 & t0
			s1 ^= t0
			t2 := s2 & t1
			s2 ^= t1
			s3 ^= t2
		}
		addSlices(sl, s0, s1, s2, s3)
	}
}

// node searches with p pieces remaining, as engine.dlx does.
func (b *maskSearch) node(p int) {
	e := b.e
	col, n, tracked := openNode(e, b, p)
	if col < 0 {
		return
	}
	x := e.x
	S := b.shapes
	start, count := b.start[p*S:(p+1)*S], b.count[p*S:(p+1)*S]
	at := b.at[p]
	b.at[p-1] = at + b.n[p]
	// A cell's rows are in every live shape's part of the list; a
	// shape's are its part.
	var bit uint64
	shapes := b.live
	if col < b.cells {
		bit = 1 << uint(col)
	} else {
		shapes = 1 << uint(col-b.cells)
	}
	// The column's n rows: the scan ends at the last.
	rest := n
	for ; shapes != 0 && rest > 0 && !e.stopped; shapes &= shapes - 1 {
		sh := bits.TrailingZeros64(shapes)
		list := b.masks[at+int(start[sh]) : at+int(start[sh])+int(count[sh])]
		for _, w := range list {
			if w&bit != bit {
				continue
			}
			rest--
			if e.tryRow(p, tracked) {
				id := int(b.images.find(sh, w))
				b.place(id, sh, w, p)
				b.node(p - 1)
				b.unplace(id, sh)
				if tracked {
					x.idx[p]++
				}
			}
			if e.stopped || rest == 0 {
				break
			}
		}
	}
	if tracked {
		x.in[p] = false
	}
}

// choose returns the column to branch on with p pieces remaining and
// its count of rows, or -1 when the search must backtrack: the rule of
// engine.choose (min-fit, or the constrained piece first under -R),
// read off the level's counts.
func (b *maskSearch) choose(p int) (int, int32) {
	e := b.e
	count := b.count[p*b.shapes : (p+1)*b.shapes]
	if e.s.redFirst && p == e.m.Pieces {
		sh := e.s.red.shape
		if n := count[sh]; n > 0 {
			return b.cells + sh, n
		}
		return -1, 0
	}
	// A column with fewer rows than it needs ends the branch: an open
	// cell that no row covers, or a shape short of rows for its pieces.
	open := openInWord(b.filled[p], b.cells)
	if open&^b.once[p] != 0 {
		return -1, 0
	}
	one := -1 // the first shape with one row and one piece left
	for live := b.live; live != 0; live &= live - 1 {
		sh := bits.TrailingZeros64(live)
		n, l := count[sh], b.left[sh]
		if n < l {
			return -1, 0
		}
		if l == 1 && n == 1 && one < 0 {
			one = sh
		}
	}
	// The first column with one row: cells come before shapes.
	if ones := open &^ b.twice[p]; ones != 0 {
		return bits.TrailingZeros64(ones), 1
	}
	if one >= 0 {
		return b.cells + one, 1
	}
	best, bestN := -1, int32(bitMaxCount)
	if open != 0 {
		// Every open cell has two rows or more: count them, and take
		// the first with the fewest.
		countCells(b.sl, b.masks[b.at[p]:b.at[p]+b.n[p]])
		var fewest int
		best, fewest = fewestSliced(b.sl, open, b.n[p])
		bestN = int32(fewest)
	}
	// Then the shapes, after the cells: one with fewer rows than the
	// best cell, among those with one piece left (branching on a shape
	// with several repeats solutions).
	for live := b.live; live != 0; live &= live - 1 {
		sh := bits.TrailingZeros64(live)
		if n := count[sh]; b.left[sh] == 1 && n < bestN {
			best, bestN = b.cells+sh, n
		}
	}
	return best, bestN
}

// place puts image id, of shape sh and word w, into the solution with p
// pieces remaining and makes the state of level p-1.
func (b *maskSearch) place(id, sh int, w uint64, p int) {
	e := b.e
	filled := b.filled[p] | w
	b.filled[p-1] = filled
	if b.left[sh]--; b.left[sh] == 0 {
		b.live &^= 1 << uint(sh)
	}
	b.n[p-1] = b.filter(p-1, filled)
	e.stack = append(e.stack, id)
	if e.s.opt.Trace != nil {
		e.trace(EventPlace, id)
	}
}

// unplace takes image id, of shape sh, placed by place, out of the
// solution.
func (b *maskSearch) unplace(id, sh int) {
	e := b.e
	b.left[sh]++
	b.live |= 1 << uint(sh)
	e.stack = e.stack[:len(e.stack)-1]
	if e.s.opt.Trace != nil {
		e.trace(EventRemove, id)
	}
}

// imageTable finds a row's image from the row's shape and word: an
// open-addressing hash table.
type imageTable struct {
	// keys holds each slot's word and shape+1 (0: empty), images its
	// image.
	keys   []rowKey
	images []int32
	shift  uint
}

// rowKey is a row's shape (plus one) and word.
type rowKey struct {
	shape int32
	word  uint64
}

// newImageTable returns a table with room for n rows.
func newImageTable(n int) imageTable {
	size := 1 << bits.Len(uint(2*n))
	return imageTable{keys: make([]rowKey, size), images: make([]int32, size), shift: uint(64 - bits.Len(uint(size-1)))}
}

// slot returns the first slot of shape sh's word w.
func (t *imageTable) slot(sh int, w uint64) int {
	h := (w ^ uint64(sh)*0x9e3779b97f4a7c15) * 0xff51afd7ed558ccd
	return int(h >> t.shift)
}

// add records the image id of the row of shape sh and word w; false if
// the table holds that shape and word already.
func (t *imageTable) add(sh int, w uint64, id int32) bool {
	k := rowKey{int32(sh + 1), w}
	for i := t.slot(sh, w); ; i = (i + 1) & (len(t.keys) - 1) {
		switch t.keys[i] {
		case k:
			return false
		case rowKey{}:
			t.keys[i], t.images[i] = k, id
			return true
		}
	}
}

// find returns the image of the row of shape sh and word w, which the
// table holds.
func (t *imageTable) find(sh int, w uint64) int32 {
	k := rowKey{int32(sh + 1), w}
	i := t.slot(sh, w)
	for t.keys[i] != k {
		i = (i + 1) & (len(t.keys) - 1)
	}
	return t.images[i]
}
