package classic

import "math/bits"

// The endgame: DLX's last levels on sets of bits. With few pieces left
// the matrix holds few rows, and covering a column (unlinking every row
// that meets it from every other column, then linking them back) costs
// more than the search it serves. The endgame reads the rows left into
// sets of at most endgameRows bits, one set a column, and searches on
// them: a column's rows are its set and the rows alive, a cover is a
// mask, the rows' count is a population count. It makes DLX's search, not
// another: at each step the column with the fewest rows, the first of
// them in the list's order, its rows in the matrix's order (the order a
// column's list keeps: every row joins at its bottom, and cover, uncover
// and the filters undo what they do in reverse), the same attempts,
// fits, traces and solutions. It serves where nothing else acts on the
// last levels: min fit there, no filter or trigger, no Monte Carlo run,
// no MCH, estimated MCH or de Bruijn (endgameOK). BenchmarkSearch's
// roadblock measures it.

// endgameLevels is the most levels the endgame searches, endgameDepth
// the fewest: the search hands over to it, with the rows left in a
// rowSet, at most endgameLevels pieces above the goal (which ends a
// branch), and at least endgameDepth: reading the rows costs about as
// much as the search of a few levels.
const (
	endgameLevels = 8
	endgameDepth  = 3
)

// noEndgame turns the endgame off: the matrix makes the whole search
// (TestEndgameSameSearch compares the two).
var noEndgame bool

// endgameRows is the most rows the endgame takes, the bits of a rowSet.
const endgameRows = 256

// rowSet is a set of the endgame's rows, by their place in the matrix's
// order.
type rowSet [endgameRows / 64]uint64

// endgame is the search's last levels on bit sets: the columns left (at
// most 64) and the rows left, as the matrix held them when it started.
type endgame struct {
	s   *search
	gen uint32
	// By the matrix's column: gen where it is one of cols, and its place
	// there.
	colMark, local []uint32
	cols           []int32 // the columns left, in the list's order
	all            uint64  // a bit for each of cols
	count          [64]int32
	colRows        [64]rowSet // by column: its rows
	rows           []int32    // the rows' images, in the matrix's order
	rowCols        []uint8    // the rows' columns, row after row
	rowAt          []int32    // by row: where its columns start in rowCols
}

// endgameFrom returns the most pieces left (up to endgameLevels above
// the goal) from which the endgame may make the search, 0 if none:
// nothing but DLX with min fit acts there.
func (s *search) endgameFrom() int {
	if s.cfg.Sample.Trials > 0 || s.mch >= 1 {
		return 0
	}
	goal := max(s.cfg.Goal, 0)
	n := 0
	// At l pieces left the endgame places pieces with l-1 left.
	for l := goal + 1; l <= min(goal+endgameLevels, s.numMobile); l++ {
		if s.heur[l].kind != 'f' || s.cfg.Sample.Range == l || l-1 >= s.filterControl ||
			l-1 >= s.parityPlaceControl || l-1 >= s.volumePlaceControl {
			break
		}
		n = l
	}
	return n
}

// fits reports whether the rows left fit in a rowSet: each lies in its
// shape's column, and those columns are the last of the list.
func (s *search) endgameFits() bool {
	n := int32(0)
	for h := s.hl[0]; !s.isGrid(h) && h != 0; h = s.hl[h] {
		if n += s.rows(h); n > endgameRows {
			return false
		}
	}
	return true
}

func newEndgame(s *search) *endgame {
	return &endgame{s: s, colMark: make([]uint32, len(s.hl)), local: make([]uint32, len(s.hl))}
}

// start reads the matrix as it stands: the columns left and the rows
// left, every one of which lies in the lists of its cells' columns. It
// reports false where they do not fit (over 64 columns or endgameRows
// rows): the matrix goes on.
func (e *endgame) start() bool {
	s := e.s
	e.gen++
	gen := e.gen
	e.cols = e.cols[:0]
	for h := s.R(0); h != 0; h = s.R(h) {
		if len(e.cols) == len(e.count) {
			return false
		}
		e.colMark[h], e.local[h] = gen, uint32(len(e.cols))
		e.cols = append(e.cols, h)
	}
	// Every row left lies in its shape's column, which is left: the
	// shapes' columns, in the list's order (the shapes' order), list the
	// rows left in the order they joined the matrix.
	e.rows = e.rows[:0]
	for _, h := range e.cols {
		if s.isGrid(h) {
			continue
		}
		for r := s.D(h); r != h; r = s.D(r) {
			if len(e.rows) == endgameRows {
				return false
			}
			e.rows = append(e.rows, s.imgOf[r])
		}
	}
	clear(e.colRows[:len(e.cols)])
	e.rowCols, e.rowAt = e.rowCols[:0], append(e.rowAt[:0], 0)
	for k, img := range e.rows {
		first, last := s.rowEnds(s.rowFirst[img])
		for j := first; j <= last; j++ {
			c := s.C(j)
			if e.colMark[c] != gen {
				return false // a row alive meets only columns left
			}
			e.colRows[e.local[c]][k>>6] |= 1 << (k & 63)
			e.rowCols = append(e.rowCols, uint8(e.local[c]))
		}
		e.rowAt = append(e.rowAt, int32(len(e.rowCols)))
	}
	for l, h := range e.cols {
		e.count[l] = s.count[h]
	}
	e.all = ^uint64(0) >> (64 - len(e.cols))
	return true
}

// alive returns the set of all the endgame's rows.
func (e *endgame) alive() rowSet {
	var a rowSet
	for k := range e.rows {
		a[k>>6] |= 1 << (k & 63)
	}
	return a
}

// inner is dlxInner: with left pieces to place, the rows alive a and the
// columns covered, it picks the first column with the fewest rows and
// branches on it.
func (e *endgame) inner(a rowSet, covered uint64, left int) {
	if left < 1 || covered == e.all {
		return
	}
	best, fewest := 0, endgameRows+1
	for free := e.all &^ covered; free != 0; free &= free - 1 {
		c := bits.TrailingZeros64(free)
		n := 0
		for w, b := range e.colRows[c] {
			n += bits.OnesCount64(b & a[w])
		}
		if n < fewest {
			best, fewest = c, n
			if n == 0 {
				return
			}
		}
	}
	e.dlx(best, a, covered, left)
}

// dlx is search.dlx on the endgame: it places each row of column t in
// turn.
func (e *endgame) dlx(t int, a rowSet, covered uint64, left int) {
	s, p := e.s, e.s.p
	left--
	var rows rowSet
	for w, b := range e.colRows[t] {
		rows[w] = b & a[w]
	}
	if e.count[t]--; e.count[t] == 0 {
		covered |= 1 << t
		a = a.without(&e.colRows[t])
	}
	for w, rw := range rows {
		for ; rw != 0; rw &= rw - 1 {
			k := w<<6 | bits.TrailingZeros64(rw)
			p.stack = append(p.stack, s.images[e.rows[k]])
			s.attempts[left]++
			s.fits[left]++
			s.traceAfterPlace(left)
			if left == s.cfg.Goal {
				s.solution()
			} else {
				e.place(k, t, a, covered, left)
			}
			p.stack = p.stack[:len(p.stack)-1]
			s.traceAfterRemove(left)
		}
	}
	e.count[t]++
}

// place is search.dlxCover on the endgame: row k, of column t, covers
// its other columns whose copies run out, and the search goes on.
func (e *endgame) place(k, t int, a rowSet, covered uint64, left int) {
	cols := e.rowCols[e.rowAt[k]:e.rowAt[k+1]]
	for _, c := range cols {
		if int(c) != t {
			if e.count[c]--; e.count[c] == 0 {
				covered |= 1 << c
				a = a.without(&e.colRows[c])
			}
		}
	}
	e.inner(a, covered, left)
	for _, c := range cols {
		if int(c) != t {
			e.count[c]++
		}
	}
}

// without returns a without the rows of b.
func (a rowSet) without(b *rowSet) rowSet {
	for w := range a {
		a[w] &^= b[w]
	}
	return a
}
