package solver

import (
	"math/bits"
	"unsafe"
)

// This file is FILA's search on 64-bit occupancy fields. It is also the
// template of the wider searches: internal/filagen renames its identifiers
// ending in 64 (fila64, frame64, bits64, words64) to make fila_gen.go, so
// write it against the bits64 methods only.

// frame64 is the saved state of solveFila at one level.
type frame64 struct {
	o     bits64 // occupancy
	set   int32  // offsets of the image list set: off[set+s]
	j, q  int32  // warehouse position, available shapes
	i, b  int32  // current list ids[i:b]
	q2, s int32  // shapes available below, current shape
}

// fila64 is the state of one FILA search.
//
//typesize:allow FILA's hot loop, and the template filagen copies to each width.
type fila64 struct {
	e      *engine
	pz     *filaPuzzle
	levels []filaLevel
	cells  []filaCell
	off    []int32
	ids    []int32  // local image numbers
	lay    []bits64 // layouts L[i], parallel to ids
	stride int      // Q+1
	full   bits64   // the V cells
	nbMask []bits64 // per cell: its neighbours (E heuristic)
	// The E heuristic's open neighbour counts: counts says searchMask
	// keeps them up to date, nc holds them for the occupancy ncO, and
	// dcount[i] is what placing local image i takes off them.
	counts bool
	nc     nbCount64
	ncO    bits64
	dcount []nbCount64
	layout []bits64 // per local image
	shp    []int32  // the warehouse S: available shapes first
	cnt    []int32  // N_s
	placed []int32  // O_p: position in ids of the image placed with p pieces remaining
	mpos   []int32  // M_p: position in C selected with p pieces remaining
	frames []frame64
	mframe []mframe64
	smask  []uint64 // per set: shapes with a non-empty list
	masked bool     // available shapes are a mask (Q <= 64), not the warehouse
	// noFit says that the last target of the E or S heuristic has no
	// image that fits: the search skips its lists and counts no attempt
	// there, as polycube does (its heuristic finds no target).
	noFit bool
	// lone says that the E heuristic's last target was its only
	// candidate, chosen without a fit count; loneAt[p] holds the
	// attempts and fits at such a target's start, so that a target where
	// nothing fits counts no attempt (unLone), as polycube counts.
	lone   bool
	loneAt []loneMark
	orders [][]int32
	att    []int64 // statistics, shared with the engine
	fits   []int64
	budget int
	trace  bool
	// trig says that a backtrack trigger (-p N, -v N) checks some level
	// of this search: searchWarehouse then runs it (searchExt.fitEnter)
	// after each fit, and the other searches are not used.
	trig bool
	// searchFirst (and placeLast) take the levels from firstFrom down
	// (0: none); tabs are their tables' offsets in cells. avail and multi
	// are the shapes available and those with more than one piece at the
	// start (when masked).
	firstFrom    int
	tabs         []int
	avail, multi uint64
	// claims has a bit for each level whose nodes the engine must claim
	// (its split and sub-split levels); stopped mirrors the engine's
	// stopped after each poll and solution.
	claims  uint64
	stopped bool
	// event is -1 when searchFirst must call firstEvent at every fit
	// (claims is not zero), else 0. Under WebAssembly (firstFramed),
	// more has a bit for each shape with more than one piece left
	// (searchFirst's, kept when multi is not zero).
	event int
	more  uint64
	// at is the level of the last poll (pieces remaining): the frames of
	// the levels above it hold the path that fraction reads.
	at    int
	top   int // searchFirst's first level
	first []firstCell
	// searchFirst's state where its loop runs in assembly under
	// WebAssembly (scan64, firstLoop in first_wasm.s) and stops at a fit
	// for Go to take: the level, occupancy, available shapes, list
	// position and end, and shape.
	scanP               int
	scanO               bits64
	scanAvail           uint64
	scanI, scanB, scanS int32
	// The memo (Options.Memo): searchFirst's states, at the levels of
	// memoAt's bits, below which it found no solution. memoLevels are the
	// levels the options give for this run; memoAt is memoLevels once the
	// memo exists (after memoPolls polls: small searches never make it),
	// and 0 before. An entry's key is the state's available shapes (bits
	// 0 to Q-1) and the number of the run (memoGen, from bit Q: memoTag),
	// which tells this run's entries from those of earlier runs (other
	// sub-puzzles). nsol counts the solutions found.
	memo       []memo64
	memoAt     uint64
	memoLevels uint64
	polls      int
	memoUsed   bool // the run has used the memo
	memoShift  uint // 64 - memoBits
	memoGen    uint64
	memoTag    uint64
	nsol       int64
}

// memo64 is an entry of fila64's memo: a state of the search, its
// occupancy and key (available shapes and run), below which there is no
// solution. A zero entry matches no state (at least one shape is
// available where the memo is used).
type memo64 struct {
	o   bits64
	key uint64
}

// run solves the compiled sub-puzzle pz for the engine e.
func (f *fila64) run(e *engine, pz *filaPuzzle) {
	f.setup(e, pz)
	f.setupMemo()
	switch {
	case f.firstFrom == pz.P:
		var zero bits64
		f.searchFirst(pz.P, zero, f.avail, f.firstSet(pz.P, zero))
	case f.masked:
		f.searchMask()
	default:
		f.searchWarehouse()
	}
}

// setup readies f to search pz for e.
func (f *fila64) setup(e *engine, pz *filaPuzzle) {
	f.e, f.pz = e, pz
	f.levels = pz.plan.levels
	f.orders = pz.orders
	f.cells, f.off, f.ids = pz.tabCells, pz.off, pz.ids
	f.stride = pz.Q + 1
	f.att, f.fits = e.stats.Attempts, e.stats.Fits
	f.trace = e.s.opt.Trace != nil
	f.trig = e.x.triggers(pz.P - 1)
	f.budget = filaPollEvery
	f.stopped = e.stopped
	f.at = pz.P + 1
	f.claims = 0
	for _, l := range []int{e.split, e.split2} {
		if l > 0 {
			f.claims |= 1 << (uint(l) & 63)
		}
	}
	f.event = 0
	if f.claims != 0 {
		f.event = -1
	}
	var zero bits64
	f.full = zero
	f.nbMask = resize(f.nbMask, pz.V)
	for v := 0; v < pz.V; v++ {
		f.full = f.full.with(v)
		mk := zero
		for _, nb := range pz.nb[v] {
			if nb >= 0 {
				mk = mk.with(int(nb))
			}
		}
		f.nbMask[v] = mk
	}
	f.layout = resize(f.layout, len(pz.imgID))
	for i := range f.layout {
		l := zero
		for _, c := range pz.imgCells[pz.imgStart[i]:pz.imgStart[i+1]] {
			l = l.with(int(c))
		}
		f.layout[i] = l
	}
	// searchMask keeps the counts; nothing else can have them (ncO holds
	// the spare bit V, never set in an occupancy).
	f.counts = f.counting(selEstimate) && pz.Q <= 64 && !e.hooks.filaWarehouse && !f.trig
	f.ncO = f.full.with(pz.V)
	if f.counts {
		// Per cell, how many of image i's cells it neighbours: the sum of
		// their neighbour masks.
		f.dcount = resize(f.dcount, len(pz.imgID))
		for i := range f.dcount {
			var dc nbCount64
			for _, c := range pz.imgCells[pz.imgStart[i]:pz.imgStart[i+1]] {
				dc = dc.add(f.nbMask[c])
			}
			f.dcount[i] = dc
		}
	}
	// The lazy table's sets are written on first use (buildSet): until
	// then neither their ids nor their layouts are.
	written := pz.ids
	if pz.lazy {
		written = pz.ids[:pz.lzAt]
	}
	// countSpare layouts past the last id, which countLists64 may read
	// (and ignore) after a set's last list.
	f.lay = reserve(f.lay, len(pz.ids)+countSpare)
	for i, id := range written {
		f.lay[i] = f.layout[id]
	}
	f.shp = resize(f.shp, pz.Q)
	f.cnt = resize(f.cnt, pz.Q)
	for s := range f.shp {
		f.shp[s] = int32(s)
		f.cnt[s] = pz.need[s]
	}
	f.placed = resize(f.placed, pz.P+1)
	f.mpos = resize(f.mpos, pz.P+2)
	f.frames = resize(f.frames, pz.P+1)
	f.mframe = resize(f.mframe, pz.P+1)
	f.loneAt = resize(f.loneAt, pz.P+1)
	clear(f.loneAt)
	f.lone = false
	f.smask = pz.smask
	f.masked = pz.Q <= 64 && !e.hooks.filaWarehouse && !f.trig
	f.firstFrom = 0
	if f.masked {
		f.avail, f.multi = f.shapeMasks()
	}
	if f.masked && !f.trace {
		// The levels from firstFrom down target the first open cell:
		// searchFirst takes them.
		f.tabs = resize(f.tabs, pz.P+1)
		for p := 1; p <= pz.P && f.levels[p].kind == selLowest; p++ {
			f.tabs[p] = int(f.levels[p].table) * pz.V
			f.firstFrom = p
		}
		f.buildFirst()
	}
}

// counting reports whether some level of the search selects its target
// with one of the heuristics kinds (counting fits or neighbours).
func (f *fila64) counting(kinds ...uint8) bool {
	for _, lv := range f.levels[1 : f.pz.P+1] {
		for _, k := range kinds {
			if lv.kind == k {
				return true
			}
		}
	}
	return false
}

// setAt returns the image list set for cell c of the table whose cells
// start at tab, under the occupancy o: the set of the ILSI of c's
// neighbours that may be open.
func (f *fila64) setAt(tab, c int, o bits64) int32 {
	return ilsi64(&f.cells[tab+c], o)
}

// buildSet writes set si of cell c of the lazy table (at tab), with its
// layouts. The E and S heuristics read their table's sets
// through setAt and call it for each set not yet written (unbuilt): as
// one method with setAt, the check is too large to be inlined.
func (f *fila64) buildSet(tab, c int, si int32) {
	pz := f.pz
	a, b := pz.buildSet(f.cells[tab:tab+pz.V], c, si)
	for i := a; i < b; i++ {
		f.lay[i] = f.layout[f.ids[i]]
	}
}

// ilsi64 returns the set of cell cl under o. The reads are branch-free:
// unused ones read the spare bit, always 0, and are shifted out. Cells of
// at most three neighbours to read (all of them in 2-D, and in 3-D under
// POF in most orders) read three.
func ilsi64(cl *filaCell, o bits64) int32 {
	z := o.bit(cl.nb[0])<<2 | o.bit(cl.nb[1])<<1 | o.bit(cl.nb[2])
	if cl.k <= 3 {
		return cl.base + int32(z>>(3-cl.k))
	}
	z = z<<3 | o.bit(cl.nb[3])<<2 | o.bit(cl.nb[4])<<1 | o.bit(cl.nb[5])
	return cl.base + int32(z>>(6-cl.k))
}

// target selects the image list set with p pieces remaining; q and
// avail are the available shapes (warehouse or mask).
func (f *fila64) target(p, q int, avail uint64, o bits64) int32 {
	lv := &f.levels[p]
	tab := int(lv.table) * f.pz.V
	switch lv.kind {
	case selLowest:
		return f.setAt(tab, o.lowestZero(), o)
	case selOrdered:
		m := 0
		if lv.cont {
			m = int(f.mpos[p+1]) + 1
		}
		C := f.orders[lv.order]
		for o.bit(uint8(C[m])) != 0 {
			m++
		}
		f.mpos[p] = int32(m)
		return f.setAt(tab, int(C[m]), o)
	case selEstimate:
		return f.estimate(tab, q, avail, o)
	}
	return f.minFit(tab, q, avail, o)
}

// searchWarehouse is solveFila(P, Q, 0) of Busche's FILA article, with the recursion unrolled
// into frames: at each level it selects a target (an image list set),
// and for each available shape s (the first q of the warehouse S) with a
// non-empty list it takes one piece of s (removing s from the available
// shapes when none is left), tries each image i of the list (an attempt)
// and descends for each that fits (o & L[i] == 0).
func (f *fila64) searchWarehouse() {
	P := f.pz.P
	var zero bits64
	var (
		p           = P
		o           = zero
		q           = int32(f.pz.Q)
		set         = f.target(p, int(q), 0, o) * int32(f.stride)
		j           = int32(-1)
		i, b, q2, s int32
	)
	if f.noFit {
		f.noFit, q = false, 0
	}
	if f.lone {
		f.markLone(p)
	}
	lay, ids, off, shp, cnt := f.lay, f.ids, f.off, f.shp, f.cnt
	frames, fits, placed := f.frames, f.fits, f.placed
	for {
		for i < b {
			l := lay[i]
			i++
			if !o.disjoint(l) {
				continue
			}
			fits[p]++
			placed[p] = i - 1
			if f.budget--; f.budget <= 0 {
				if f.budget = filaPollEvery; !f.poll(p) {
					return
				}
			}
			if p == 1 {
				if f.trace {
					f.e.trace(EventPlace, int(f.pz.imgID[ids[i-1]]))
				}
				f.solution()
				if f.trace {
					f.e.trace(EventRemove, int(f.pz.imgID[ids[i-1]]))
				}
				if f.e.stopped {
					return
				}
				continue
			}
			if f.trace {
				f.e.trace(EventPlace, int(f.pz.imgID[ids[i-1]]))
			}
			if f.trig && !f.e.x.fitEnter(int(f.pz.imgID[ids[i-1]]), p-1) {
				// A backtrack trigger fired.
				if f.trace {
					f.e.trace(EventRemove, int(f.pz.imgID[ids[i-1]]))
				}
				continue
			}
			fr := &frames[p]
			fr.o, fr.set, fr.j, fr.q, fr.i, fr.b, fr.q2, fr.s = o, set, j, q, i, b, q2, s
			p--
			o = o.or(l)
			q = q2
			if !f.owns(p) {
				// A branch of a split search that another worker takes:
				// leave it empty.
				q, j, i, b = 0, -1, 0, 0
				continue
			}
			set = f.target(p, int(q), 0, o) * int32(f.stride)
			j, i, b = -1, 0, 0
			if f.noFit {
				// No image fits at the E or S heuristic's target: no
				// shape is tried or counted there.
				f.noFit, q = false, 0
			}
			if f.lone {
				f.markLone(p)
			}
		}
		// The list is exhausted: give the piece back and move to the next
		// available shape with a non-empty list.
		if j >= 0 {
			if cnt[s] == 0 {
				shp[j], shp[q2] = shp[q2], shp[j]
			}
			cnt[s]++
		}
		for j++; j < q; j++ {
			s = shp[j]
			if a, bb := off[set+s], off[set+s+1]; a != bb {
				i, b = a, bb
				break
			}
		}
		if j < q {
			f.att[p] += int64(b - i)
			cnt[s]--
			q2 = q
			if cnt[s] == 0 {
				q2--
				shp[j], shp[q2] = shp[q2], shp[j]
			}
			continue
		}
		// The target is done: back up one level.
		if f.loneAt[p].on {
			f.unLone(p)
		}
		p++
		if p > P {
			return
		}
		fr := &frames[p]
		o, set, j, q, i, b, q2, s = fr.o, fr.set, fr.j, fr.q, fr.i, fr.b, fr.q2, fr.s
		if f.trig {
			f.e.x.fitLeave(int(f.pz.imgID[ids[i-1]]))
		}
		if f.trace {
			f.e.trace(EventRemove, int(f.pz.imgID[ids[i-1]]))
		}
	}
}

// nbCount64 holds a number from 0 to 7 for each cell, bit-sliced: bit v
// of s0, s1, s2 is bit 0, 1, 2 of cell v's number. The E heuristic keeps
// each cell's number of open neighbours in one. A struct, not an array:
// the compiler then keeps one in registers and copies it word by word (an
// array of three words is copied with 16-byte moves, and a 16-byte load of
// words just stored word by word waits for the stores to reach the cache:
// searchMask stores the counts and estimate reads them right after).
type nbCount64 struct{ s0, s1, s2 bits64 }

// set returns c with cell v's number set to n.
func (c nbCount64) set(v, n int) nbCount64 {
	if n&1 != 0 {
		c.s0 = c.s0.with(v)
	}
	if n&2 != 0 {
		c.s1 = c.s1.with(v)
	}
	if n&4 != 0 {
		c.s2 = c.s2.with(v)
	}
	return c
}

// add returns c plus one for each cell of m (no number above 7).
func (c nbCount64) add(m bits64) nbCount64 {
	k0 := c.s0.and(m)
	k1 := c.s1.and(k0)
	return nbCount64{c.s0.xor(m), c.s1.xor(k0), c.s2.or(k1)}
}

// sub returns c - d, cell by cell (no number of d above c's).
func (c nbCount64) sub(d nbCount64) nbCount64 {
	// A ripple-borrow subtractor on the bit slices.
	r0 := c.s0.xor(d.s0)
	borrow := d.s0.andNot(c.s0)
	t := c.s1.xor(d.s1)
	r1 := t.xor(borrow)
	borrow = d.s1.andNot(c.s1).or(borrow.andNot(t))
	r2 := c.s2.xor(d.s2).xor(borrow)
	return nbCount64{r0, r1, r2}
}

// eq returns the cells of in whose number is n.
func (c nbCount64) eq(in bits64, n int) bits64 {
	for j, s := range [3]bits64{c.s0, c.s1, c.s2} {
		if n>>j&1 != 0 {
			in = in.and(s)
		} else {
			in = in.andNot(s)
		}
	}
	return in
}

// mframe64 is the saved state of searchMask at one level.
type mframe64 struct {
	nc       nbCount64 // the E heuristic's neighbour counts
	o        bits64
	avail, m uint64 // available shapes, shapes still to try
	below    uint64 // available shapes one level down
	set      int32  // offsets of the image list set: off[set+s]
	i, b, s  int32  // current list ids[i:b] of shape s
	sols     int64  // searchFirst: solutions found before the level below
}

// searchMask is searchWarehouse with the warehouse S and its swaps
// replaced by a mask of the available shapes (N_s > 0), used when there
// are at most 64 shapes: each image list set also has the mask of its
// non-empty lists, so a target iterates exactly the shapes that are
// available and have images there. Shapes of one piece (most) need no
// count: taking the piece clears the shape's bit for the levels below.
// The last piece is placed without a frame (placeLast, placeOne).
func (f *fila64) searchMask() {
	// Few locals: the loop's state (o, the shapes, the current list) and
	// the tables it reads at every attempt, so that the compiler keeps
	// them in registers; the rest is read through f where it is used.
	var zero bits64
	lay := f.lay
	p, o, avail := f.pz.P, zero, f.avail
	if f.counts {
		f.nc, f.ncO = f.countNeighbours(o), o
	}
	si := f.target(p, 0, avail, o)
	m, set := avail&f.smask[si], si*int32(f.stride)
	if f.noFit {
		f.noFit, m = false, 0
	}
	if f.lone {
		f.markLone(p)
	}
	var i, b int32
	var below uint64 // the shapes available one level down
	s := int32(-1)
	for {
		// Scan the list for the next image that fits.
		for i < b && !o.disjoint(lay[i]) {
			i++
		}
		if i < b {
			l := lay[i]
			i++
			f.fits[p]++
			f.placed[p] = i - 1
			if f.budget--; f.budget <= 0 {
				if f.budget = filaPollEvery; !f.poll(p) {
					return
				}
			}
			if f.trace {
				f.e.trace(EventPlace, int(f.pz.imgID[f.ids[i-1]]))
			}
			if p == 1 {
				if f.solution(); f.e.stopped {
					return
				}
			} else if o2 := o.or(l); p > 2 {
				// Descend.
				fr := &f.mframe[p]
				fr.o, fr.avail, fr.m, fr.below, fr.set, fr.i, fr.b, fr.s = o, avail, m, below, set, i, b, s
				p--
				o, avail = o2, below
				if f.counts && p > f.firstFrom {
					fr.nc = f.nc
					f.nc, f.ncO = f.nc.sub(f.dcount[f.ids[i-1]]), o
				}
				if !f.owns(p) {
					// A branch of a split search that another worker
					// takes: leave it empty.
					m, i, b, s = 0, 0, 0, -1
					continue
				}
				if p <= f.firstFrom {
					// The first open cell from here down: searchFirst
					// does this level, which is then done, if an
					// available shape has images there.
					if si = f.firstSet(p, o); avail&f.smask[si] != 0 {
						if f.searchFirst(p, o, avail, si); f.e.stopped {
							return
						}
					}
					m, i, b, s = 0, 0, 0, -1
					continue
				}
				if lv := &f.levels[p]; lv.kind == selLowest {
					// The F heuristic, inline.
					si = ilsi64(&f.cells[int(lv.table)*f.pz.V+o.lowestZero()], o)
				} else {
					si = f.target(p, 0, avail, o)
				}
				m, set = avail&f.smask[si], si*int32(f.stride)
				if f.noFit {
					// The E or S heuristic counted no fit at its target:
					// its images are neither tried again nor counted.
					f.noFit, m = false, 0
				}
				if f.lone {
					f.markLone(p)
				}
				i, b, s = 0, 0, -1
				continue
			} else if f.firstFrom >= 1 {
				// One piece remains, at the first open cell.
				if f.placeLast(o2, below); f.e.stopped {
					return
				}
			} else if f.placeOne(o2, below) {
				return
			}
			if f.trace {
				f.e.trace(EventRemove, int(f.pz.imgID[f.ids[i-1]]))
			}
			continue
		}
		// The list is exhausted: give the piece back and take the next
		// available shape with a non-empty list.
		if s >= 0 && f.multi>>(uint(s)&63)&1 != 0 {
			f.cnt[s]++
		}
		if m != 0 {
			s = int32(bits.TrailingZeros64(m))
			m &= m - 1
			i, b = f.off[set+s], f.off[set+s+1]
			f.att[p] += int64(b - i)
			bit := uint64(1) << (uint(s) & 63)
			below = avail &^ bit
			if f.multi&bit != 0 {
				if f.cnt[s]--; f.cnt[s] > 0 {
					below = avail
				}
			}
			continue
		}
		// The target is done: back up one level.
		if f.loneAt[p].on {
			f.unLone(p)
		}
		p++
		if p > f.pz.P {
			return
		}
		fr := &f.mframe[p]
		o, avail, m, below, set, i, b, s = fr.o, fr.avail, fr.m, fr.below, fr.set, fr.i, fr.b, fr.s
		if f.counts && p-1 > f.firstFrom {
			f.nc = fr.nc
		}
		if f.trace {
			f.e.trace(EventRemove, int(f.pz.imgID[f.ids[i-1]]))
		}
	}
}

// placeOne places the last piece, of the shape in avail, under the
// occupancy o at the target of the last level (searchMask, when no level
// targets the first open cell): each fit is a solution. It reports
// whether the search is stopped.
func (f *fila64) placeOne(o bits64, avail uint64) bool {
	si := f.target(1, 0, avail, o)
	mm := avail & f.smask[si]
	if f.noFit {
		f.noFit, mm = false, 0
	}
	if mm == 0 {
		return false
	}
	s := int32(bits.TrailingZeros64(mm))
	stride := int32(f.stride)
	a, b := f.off[si*stride+s], f.off[si*stride+s+1]
	if f.lone {
		f.markLone(1)
		defer f.unLone(1)
	}
	f.att[1] += int64(b - a)
	for k := a; k < b; k++ {
		if !o.disjoint(f.lay[k]) {
			continue
		}
		f.fits[1]++
		f.placed[1] = k
		if f.trace {
			f.e.trace(EventPlace, int(f.pz.imgID[f.ids[k]]))
		}
		f.solution()
		if f.trace {
			f.e.trace(EventRemove, int(f.pz.imgID[f.ids[k]]))
		}
		if f.e.stopped {
			return true
		}
	}
	return false
}

// shapeMasks returns the masks of the shapes available (N_s > 0) and of
// those with more than one piece left (Q <= 64).
func (f *fila64) shapeMasks() (avail, multi uint64) {
	for s, n := range f.cnt {
		if n > 0 {
			avail |= 1 << (uint(s) & 63)
		}
		if n > 1 {
			multi |= 1 << (uint(s) & 63)
		}
	}
	return avail, multi
}

// searchFirst is searchMask for the searches that target the first open
// cell at every level and record no trace (F on rectangles, the last
// levels of most runs): top pieces remain, o is the occupancy, avail the
// available shapes and si the set of the first open cell. Its visits,
// statistics and solutions are searchMask's. It is one loop over the
// levels from top down, whose state (the occupancy, the shapes, the
// current list) stays in registers while it scans a list and goes to
// f.mframe when it descends. The rare events (polls, solutions, branches
// of other workers) are one call, firstEvent. Most placements leave a
// next target where no available shape has images: searchFirst finds
// that out (reading the ILSI from two bytes of the occupancy, set64)
// before it saves a frame. It is never inlined (into searchMask): in a
// function of its own its loop keeps its state in registers.
//
// The loop has two forms, which the constant firstFramed chooses when
// the package is compiled (one function, so that both read the one PGO
// profile at the same lines). Both test the rare events in one test of
// values that are negative when they apply. Natively a level's shapes
// still to try (m) and its set stay in registers, and the rare events
// are tested before the target below is read. Under WebAssembly
// (firstFramed) the shapes and the set live in the level's frame, a
// shape with pieces left stays available through a mask (f.more)
// instead of a branch, and the rare events are tested after the target
// is read: a fit that does not descend then takes no other branch, and
// under WebAssembly, where Go makes each jump between blocks a jump
// through the function's table of blocks, every branch taken costs
// several instructions. Natively that form costs the Tetris Cube more
// instructions (see BenchmarkTetrisCube).
//
//go:noinline
func (f *fila64) searchFirst(top int, o bits64, avail uint64, si int32) {
	f.top = top
	p := top
	var m uint64 // not firstFramed: the shapes to try at level p, its set
	var set int32
	if firstFramed {
		fr := &f.mframe[p]
		fr.m, fr.set = avail&f.smask[si], si*int32(f.stride)
		f.more = f.multiLeft()
	} else {
		m, set = avail&f.smask[si], si*int32(f.stride)
	}
	var i, b, s int32
	// Under WebAssembly the loop runs in assembly (firstLoop) where every
	// shape has one piece left.
	asm := scan64 && f.multi == 0 && !f.e.hooks.firstLoopOff
	for {
		for i < b || asm {
			var l bits64
			if asm {
				// The loop in assembly, up to a fit that needs Go
				// (its target's set read by neighbours, a rare
				// event) or the search's end.
				f.scanP, f.scanO, f.scanAvail, f.scanI, f.scanB, f.scanS = p, o, avail, i, b, s
				if firstLoop(unsafe.Pointer(f)) == 0 {
					return
				}
				p, o, avail, i, b, s = f.scanP, f.scanO, f.scanAvail, f.scanI, f.scanB, f.scanS
				l = f.lay[i-1]
			} else {
				l = f.lay[i]
				i++
				if !o.disjoint(l) {
					continue
				}
				f.fits[p]++
				f.budget--
			}
			if !firstFramed && (f.budget-1)|(p-2)|f.event < 0 {
				// The rare cases, in one test (each is negative, as
				// below) and one call: a poll, a solution, a branch
				// that another worker takes. (With a branch for each,
				// the compiler saves the loop's registers at every fit.)
				if a := f.firstEvent(p, i-1); a != firstDescend {
					if a == firstStop {
						return
					}
					continue
				}
			}
			// The shapes available below (a shape with pieces left
			// stays), and the target one level down: the first open
			// cell, whose set set64 reads. (At p == 1, a solution, x
			// may be the one past a table: f.first has room for it.)
			bit := uint64(1) << (uint(s) & 63)
			below := avail &^ bit
			if firstFramed {
				below = avail &^ (bit &^ f.more)
			} else if f.multi&bit != 0 && f.cnt[s] > 1 {
				below = avail
			}
			o2 := o.or(l)
			x := f.tabs[p-1] + o2.lowestZero()
			fc := &f.first[x]
			var si2 int32
			if firstFramed {
				si2 = set64(fc, o2)
			}
			// A cell whose set two bytes do not give (fc.slow) reads
			// its neighbours one by one: under wide NOF (-n6) in 3-D,
			// two thirds of the Tetris Cube's fits here target one.
			if fc.slow < 0 {
				si2 = ilsi64(&f.cells[x], o2)
			} else if !firstFramed {
				si2 = set64(fc, o2)
			}
			// Under WebAssembly the rare cases are one test (each is
			// negative) and one call: a poll (the budget spent), a
			// solution (p == 1), a branch that another worker may take
			// (f.event). Whether any available shape has images at the
			// target is asked on each path (most targets have none,
			// and those cost no frame), so that the common one goes
			// straight on.
			if firstFramed && (f.budget-1)|(p-2)|f.event < 0 {
				if a := f.firstEvent(p, i-1); a != firstDescend {
					if a == firstStop {
						return
					}
					continue
				}
			}
			if below&f.smask[si2] == 0 {
				continue
			}
			if f.memoAt>>(uint(p-1)&63)&1 != 0 && f.memoHas(o2, below) {
				// A state already searched to no solution.
				continue
			}
			if f.multi&bit != 0 {
				if f.cnt[s]--; firstFramed && f.cnt[s] <= 1 {
					f.more &^= bit
				}
			}
			fr := &f.mframe[p]
			fr.o, fr.avail, fr.i, fr.b, fr.s = o, avail, i, b, s
			if !firstFramed {
				fr.m, fr.set = m, set
			}
			fr.sols = f.nsol
			p--
			if firstFramed {
				fr = &f.mframe[p]
				fr.m, fr.set = below&f.smask[si2], si2*int32(f.stride)
			} else {
				m, set = below&f.smask[si2], si2*int32(f.stride)
			}
			o, avail = o2, below
			i, b = 0, 0
		}
		if firstFramed {
			if fr := &f.mframe[p]; fr.m != 0 {
				// The next available shape with images at the target.
				s = int32(bits.TrailingZeros64(fr.m))
				fr.m &= fr.m - 1
				i, b = f.off[fr.set+s], f.off[fr.set+s+1]
				f.att[p] += int64(b - i)
				continue
			}
		} else if m != 0 {
			s = int32(bits.TrailingZeros64(m))
			m &= m - 1
			i, b = f.off[set+s], f.off[set+s+1]
			f.att[p] += int64(b - i)
			continue
		}
		// The target is done: back up one level.
		if p == f.top {
			return
		}
		p++
		fr := &f.mframe[p]
		if f.memoAt>>(uint(p-1)&63)&1 != 0 && fr.sols == f.nsol {
			f.memoAdd(o, avail)
		}
		o, avail, i, b, s = fr.o, fr.avail, fr.i, fr.b, fr.s
		if !firstFramed {
			m, set = fr.m, fr.set
		}
		if f.multi>>(uint(s)&63)&1 != 0 {
			if f.cnt[s]++; firstFramed && f.cnt[s] > 1 {
				f.more |= 1 << (uint(s) & 63)
			}
		}
	}
}

// multiLeft returns the shapes with more than one piece left (when
// masked), searchFirst's f.more at its start.
func (f *fila64) multiLeft() uint64 {
	var more uint64
	for ms := f.multi; ms != 0; ms &= ms - 1 {
		if s := bits.TrailingZeros64(ms); f.cnt[s] > 1 {
			more |= 1 << (uint(s) & 63)
		}
	}
	return more
}

// set64 returns the image list set of the cell of fc under o, which
// fc.slow says it can read from bytes of o.
func set64(fc *firstCell, o bits64) int32 {
	return fc.base + int32(fc.t[0][o.byteAt(int(fc.ws[0]))]) + int32(fc.t[1][o.byteAt(int(fc.ws[1]))])
}

// firstSet returns the image list set of the first open cell under o
// with p pieces remaining (searchFirst's loop has a copy inline).
func (f *fila64) firstSet(p int, o bits64) int32 {
	x := f.tabs[p] + o.lowestZero()
	if fc := &f.first[x]; fc.slow == 0 {
		return set64(fc, o)
	}
	return ilsi64(&f.cells[x], o)
}

// buildFirst makes searchFirst's entries for the cells of its tables
// (the levels from firstFrom down).
func (f *fila64) buildFirst() {
	// One entry more than the cells, zero, for searchFirst's target
	// after a solution: one past the last table.
	fcs, V := resize(f.first, len(f.cells)+1), f.pz.V
	fcs[len(f.cells)] = firstCell{}
	f.tabs[0] = f.tabs[1]
	for p := 1; p <= f.firstFrom; p++ {
		if p > 1 && f.tabs[p] == f.tabs[p-1] {
			continue
		}
		for c := 0; c < V; c++ {
			x := f.tabs[p] + c
			cl, fc := &f.cells[x], &fcs[x]
			// Two bytes of the occupancy, from ws[0] and ws[1], must
			// hold the watched cells: ws[0] the lowest, ws[1] the lowest
			// beyond ws[0]+7.
			ws := [2]int{V, V}
			for _, nb := range cl.nb[:cl.k] {
				ws[0] = min(ws[0], int(nb))
			}
			for _, nb := range cl.nb[:cl.k] {
				if int(nb) >= ws[0]+8 {
					ws[1] = min(ws[1], int(nb))
				}
			}
			var v [16]uint8 // the ILSI bit of each bit of the two bytes
			fc.base, fc.slow = cl.base, 0
			for j, nb := range cl.nb[:cl.k] {
				d := int(nb) - ws[0]
				if d >= 8 {
					d = int(nb) - ws[1] + 8
				}
				if d >= 16 {
					fc.slow = -1
				} else {
					v[d] = uint8(1) << (int(cl.k) - 1 - j)
				}
			}
			if fc.slow != 0 {
				continue
			}
			fc.ws = [2]uint8{uint8(ws[0]), uint8(ws[1])}
			fc.t[0][0], fc.t[1][0] = 0, 0
			for bb := 1; bb < 256; bb++ {
				low := bits.TrailingZeros8(uint8(bb))
				fc.t[0][bb] = fc.t[0][bb&(bb-1)] | v[low]
				fc.t[1][bb] = fc.t[1][bb&(bb-1)] | v[8+low]
			}
		}
	}
	f.first = fcs
}

// firstEvent handles what searchFirst rarely meets at a fit of the image
// at position i of ids with p pieces remaining: the poll when the budget
// is spent, a solution (p == 1), a branch that another worker takes. It
// returns firstDescend when searchFirst goes on to the target below (it
// has read the target's set itself).
func (f *fila64) firstEvent(p int, i int32) int {
	if f.budget <= 0 {
		if f.budget = filaPollEvery; !f.poll(p) {
			return firstStop
		}
	}
	switch {
	case p == 1:
		if f.firstSolution(i); f.stopped {
			return firstStop
		}
		return firstSkip
	case !f.owns(p - 1):
		return firstSkip
	}
	return firstDescend
}

// firstSolution reports the solution whose last piece, placed by
// searchFirst, is the image at position i of ids.
func (f *fila64) firstSolution(i int32) {
	f.placed[1] = i
	for q := 2; q <= f.top; q++ {
		f.placed[q] = f.mframe[q].i - 1
	}
	f.solution()
}

// placeLast places the last piece, of the shape in avail, under the
// occupancy o at the first open cell: each fit is a solution.
func (f *fila64) placeLast(o bits64, avail uint64) {
	f.searchFirst(1, o, avail, f.firstSet(1, o))
}

// setupMemo readies the memo for a run: on at the levels Options.Memo
// names that searchFirst takes, below the levels whose nodes the engine
// claims (a subtree with nodes that other workers search is not known to
// be empty), when every shape has one piece (the available shapes then
// say which pieces remain).
func (f *fila64) setupMemo() {
	f.memoAt, f.memoLevels = 0, 0
	from := f.e.s.opt.Memo
	if from <= 0 || f.multi != 0 || f.firstFrom < 2 || f.e.s.opt.MCTrials > 0 {
		return
	}
	to := f.firstFrom - 1 // searchFirst's levels below its first
	if f.claims != 0 {
		to = min(to, bits.TrailingZeros64(f.claims))
	}
	for q := max(from, 2); q <= to; q++ {
		f.memoLevels |= 1 << uint(q)
	}
	if f.memoLevels == 0 {
		return
	}
	// Run numbers from 1 up, until they no longer fit above the shapes'
	// bits: then the memo is cleared and the count starts again. (With
	// 64 shapes, it is cleared for every run.)
	Q := uint(f.pz.Q)
	if Q >= 64 {
		clear(f.memo)
		f.memoTag = 0
	} else {
		if f.memoGen++; f.memoGen>>(64-Q) != 0 {
			clear(f.memo)
			f.memoGen = 1
		}
		f.memoTag = f.memoGen << Q
	}
	f.startMemo()
}

// startMemo makes the memo once the run has polled memoPolls times (a
// recycled search keeps the memo of an earlier run, whose entries carry
// other run numbers), and uses it.
func (f *fila64) startMemo() {
	if f.polls < f.e.hooks.memoPolls() {
		return
	}
	if bits := f.e.hooks.memoBits(); len(f.memo) != 1<<bits {
		f.memo = make([]memo64, 1<<bits)
		f.memoShift = 64 - uint(bits)
	}
	f.memoAt, f.memoUsed = f.memoLevels, true
}

// recycle readies f, a search of an earlier run, for a new run
// (filaStore): the run's polls and memo start again.
func (f *fila64) recycle() {
	f.polls, f.memoAt, f.memoUsed = 0, 0, false
}

// memoSlot returns the memo entry for the state (o, avail).
func (f *fila64) memoSlot(o bits64, avail uint64) *memo64 {
	h := avail * memoMul
	for w := 0; w < words64; w++ {
		h = (h ^ o.word(w)) * memoMul
	}
	return &f.memo[h>>(f.memoShift&63)]
}

// memoHas reports whether the memo holds the state (o, avail).
func (f *fila64) memoHas(o bits64, avail uint64) bool {
	m := f.memoSlot(o, avail)
	return m.key == avail|f.memoTag && m.o == o
}

// memoAdd puts the state (o, avail) in the memo, in place of the entry
// that was in its slot.
func (f *fila64) memoAdd(o bits64, avail uint64) {
	*f.memoSlot(o, avail) = memo64{o, avail | f.memoTag}
}

// owns reports whether the engine searches below a node with p pieces
// remaining: engine.owns at the levels it claims nodes at, true at the
// others (checked here with a bit test, in the search's loops).
func (f *fila64) owns(p int) bool {
	return f.claims>>(uint(p)&63)&1 == 0 || f.e.owns(p)
}

// poll lets the engine check for cancellation, the time limit and
// progress, at a fit with p pieces remaining; it returns false to stop.
func (f *fila64) poll(p int) bool {
	f.at = p
	if f.memoAt != f.memoLevels {
		f.polls++
		f.startMemo()
	}
	f.e.polls |= pollMask // make this call do the full check
	ok := f.e.poll()
	f.stopped = f.e.stopped
	return ok
}

// fraction returns the fraction of this search done, judged by the
// targets of the levels from the top down to top (pieces remaining),
// above the level of the last poll: at each, the fits before the one
// being searched (at the level's occupancy) out of all of the target's
// fits, each level weighted by its share of the level above, as
// searchExt.fraction does with DLX's branches. It reads the frames of
// searchMask and searchFirst, and gives 0 for searchWarehouse, whose
// warehouse of shapes the levels below reorder while they search.
// Level 2 is left out: placeLast polls at level 1 without its frame.
func (f *fila64) fraction(top int) float64 {
	if !f.masked {
		return 0
	}
	done, w := 0.0, 1.0
	for p := f.pz.P; p > f.at && p >= max(top, 3); p-- {
		fr := &f.mframe[p]
		cur := fr.i - 1 // the image being searched below
		d, n := 0, 0
		for m := fr.avail & f.smask[fr.set/int32(f.stride)]; m != 0; m &= m - 1 {
			s := int32(bits.TrailingZeros64(m))
			a, b := f.off[fr.set+s], f.off[fr.set+s+1]
			for k := a; k < b; k++ {
				if fr.o.disjoint(f.lay[k]) {
					n++
					if s < fr.s || s == fr.s && k < cur {
						d++
					}
				}
			}
		}
		if n == 0 {
			break
		}
		done += w * float64(d) / float64(n)
		w /= float64(n)
	}
	return done
}

// solution reports the images placed by DLX and FILA.
func (f *fila64) solution() {
	f.nsol++
	e := f.e
	n := len(e.stack)
	for p := f.pz.P; p >= 1; p-- {
		e.stack = append(e.stack, int(f.pz.imgID[f.ids[f.placed[p]]]))
	}
	e.solution()
	e.stack = e.stack[:n]
	f.stopped = e.stopped
}

// countFits counts the images of set si that fit, up to max (checked
// after each list), over the available shapes (the mask avail, or the
// warehouse's first q): list by list, so that the lists of shapes no
// longer available (most of a set's images at the E heuristic's levels)
// are not read. With the mask, unless countPerShape, a list's first four
// images are counted without a branch (countLists64).
func (f *fila64) countFits(si int32, q int, avail uint64, o bits64, max int) int {
	set := si * int32(f.stride)
	n := 0
	if f.masked && !countPerShape {
		return countLists64(f.lay, f.off[set:set+int32(f.stride)], avail&f.smask[si], o, max)
	}
	if f.masked {
		for m := avail & f.smask[si]; m != 0; m &= m - 1 {
			s := int32(bits.TrailingZeros64(m))
			for _, l := range f.lay[f.off[set+s]:f.off[set+s+1]] {
				n += o.fits(l)
			}
			if n >= max {
				return n
			}
		}
		return n
	}
	for j := 0; j < q; j++ {
		s := f.shp[j]
		for _, l := range f.lay[f.off[set+s]:f.off[set+s+1]] {
			n += o.fits(l)
		}
		if n >= max {
			return n
		}
	}
	return n
}

// countLists64 counts the images of the lists of the shapes in m that
// fit under o, up to max (checked after each list): the list of shape s
// is lay[off[s]:off[s+1]], not empty. A list's first four images are counted
// without a branch, the layouts past its end (countSpare of them may be
// past the last id) read and masked out, and the rest one by one: three
// lists in four have at most four images (the Tetris Cube), and a loop
// over each list costs a mispredicted exit per list. Over the whole set
// at once, with the other shapes' images masked out (as before), the
// count read about 2.5 times as many layouts.
func countLists64(lay []bits64, off []int32, m uint64, o bits64, max int) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		s := bits.TrailingZeros64(m)
		a, b := int(off[s]), int(off[s+1])
		l4 := (*[4]bits64)(lay[a : a+4])
		k := b - a
		// uint(j-k)>>63 is 1 when j < k: image j is in the list.
		n += o.fits(l4[0]) +
			o.fits(l4[1])&int(uint(1-k)>>63) +
			o.fits(l4[2])&int(uint(2-k)>>63) +
			o.fits(l4[3])&int(uint(3-k)>>63)
		for j := a + 4; j < b; j++ {
			n += o.fits(lay[j])
		}
		if n >= max {
			return n
		}
	}
	return n
}

// estimate is the E heuristic: among the holes with fewest open
// neighbours, the one with fewest fits (the first in cell order on ties).
// It returns the chosen set. It is never inlined (into searchMask, through
// target): searchMask's loop must stay small enough for its state to
// stay in registers (inlining it made the Tetris Cube slower: see
// BenchmarkTetrisCube).
//
//go:noinline
func (f *fila64) estimate(tab, q int, avail uint64, o bits64) int32 {
	h := f.full.andNot(o)
	nc := f.nc
	if !f.counts || f.ncO != o {
		nc = f.countNeighbours(o)
	}
	// The candidates: the holes with the fewest open neighbours (none,
	// one, two, else rarely more).
	c := h.andNot(nc.s0.or(nc.s1).or(nc.s2))
	if c.isZero() {
		c = h.and(nc.s0).andNot(nc.s1.or(nc.s2))
	}
	if c.isZero() {
		c = h.and(nc.s1).andNot(nc.s0.or(nc.s2))
	}
	for n := 3; n <= 6 && c.isZero(); n++ {
		c = nc.eq(h, n)
	}
	best, fmin := int32(-1), int(^uint(0)>>1)
	for w := 0; w < words64; w++ {
		for x := c.word(w); x != 0; x &= x - 1 {
			v := w*64 + bits.TrailingZeros64(x)
			set := ilsi64(&f.cells[tab+v], o)
			if f.off[set*int32(f.stride)] < 0 {
				f.buildSet(tab, v, set)
			}
			if best < 0 && c.count() == 1 {
				// A single candidate needs no fit count: if no image
				// fits there, the search takes back its attempts.
				f.lone = true
				return set
			}
			if n := f.countFits(set, q, avail, o, fmin); n < fmin {
				best, fmin = set, n
				if n == 0 {
					f.noFit = true
					return best
				}
			}
		}
	}
	return best
}

// markLone records the statistics at the start of the lone E target
// that the last target call chose with p pieces remaining.
func (f *fila64) markLone(p int) {
	f.lone = false
	f.loneAt[p] = loneMark{f.att[p], f.fits[p], true}
}

// unLone ends the lone E target with p pieces remaining: if no image
// fitted there, its attempts are taken back (polycube's E heuristic
// counts the fits of a lone candidate too, and gives no target).
func (f *fila64) unLone(p int) {
	if m := &f.loneAt[p]; f.fits[p] == m.fits {
		f.att[p] = m.att
	}
	f.loneAt[p].on = false
}

// countNeighbours returns each cell's number of open neighbours under o.
func (f *fila64) countNeighbours(o bits64) nbCount64 {
	h := f.full.andNot(o)
	var nc nbCount64
	for v := 0; v < f.pz.V; v++ {
		nc = nc.set(v, f.nbMask[v].and(h).count())
	}
	return nc
}

// minFit is the S heuristic (MCH): the hole with fewest fits. It is never
// inlined, as estimate.
//
//go:noinline
func (f *fila64) minFit(tab, q int, avail uint64, o bits64) int32 {
	h := f.full.andNot(o)
	best, fmin := int32(0), int(^uint(0)>>1)
	for w := 0; w < words64; w++ {
		for x := h.word(w); x != 0; x &= x - 1 {
			v := w*64 + bits.TrailingZeros64(x)
			set := f.setAt(tab, v, o)
			if f.off[set*int32(f.stride)] < 0 {
				f.buildSet(tab, v, set)
			}
			if n := f.countFits(set, q, avail, o, fmin); n < fmin {
				best, fmin = set, n
				if n == 0 {
					f.noFit = true
					return best
				}
			}
		}
	}
	return best
}
