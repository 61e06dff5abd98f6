package solver

import (
	"math"
	"math/bits"
	"slices"
	"sort"
)

// FILA, the fixed image list algorithm of Busche's "Fixed Image List
// Algorithm (FILA)" article, takes over from DLX each time a threshold number of pieces remain
// (Options.Fila, polycube's -f N). The sub-puzzle left in the DLX state —
// the open cells, the shapes still needed and the images still linked in
// their columns — is compiled into precalculated image list sets and
// solved by solveFila; DLX then continues where it left off.
//
// Compilation (this file, independent of the bit field width):
//
//   - The open cells are numbered 0..V-1. When a fixed-order heuristic is
//     in force at the deepest levels (where nearly all the work is), the
//     numbering follows that order, so it is selected, like F, by the lowest
//     clear bit of the occupancy. With no fixed order the numbering keeps the
//     model's x-major order. Other fixed orders use the array C of their
//     cells and the stack M of previously selected positions.
//   - Shapes form the warehouse S with counts N_s; images are numbered
//     shape by shape.
//   - For each ordering heuristic in force, a table holds for every cell
//     the image list sets A[c][z]: per shape, the images covering c. For a
//     fixed order (POF) an image is listed only at its first cell in that
//     order, since every earlier cell is full when c is the target. With NOF
//     there is one set per occupancy state z of c's neighbours that are not
//     known to be full (absent, or earlier in the fixed order): z's bits are
//     the neighbours -x, -y, -z, +x, +y, +z that remain, in that order, and
//     a set omits the images covering a neighbour whose bit is 1.
//   - Under NOF the unordered table of the E and S heuristics, which lists
//     every image at each of its cells in up to 64 sets a cell, is lazy:
//     a set is written when the search first reads it (buildSet), since
//     those heuristics choose at the upper levels, where a search reads
//     few of them.
//
// The search itself (fila64.go, and the generated wider versions in
// fila_gen.go) works on 64-bit words when V < 64, else on 128, 192 or
// 256-bit fields (one bit is kept spare). A sub-puzzle of more than 255
// cells is not handed to FILA:
// DLX places one more piece and FILA is tried again (see runFila).

// filaMaxCells is the widest sub-puzzle FILA takes. A field always has a
// spare bit (V < width), which stays clear: the ILSI reads it for absent
// neighbours.
const filaMaxCells = 255

// Selection modes of a FILA level.
const (
	// selLowest targets the lowest clear bit (F, or the fixed order the
	// cells are numbered in).
	selLowest uint8 = iota
	// selOrdered targets the first open cell of a fixed order's array C,
	// scanning on from the position chosen one level up (stack M).
	selOrdered
	// selEstimate is the E heuristic: fewest open neighbours, then fewest
	// fits.
	selEstimate
	// selMinFit is the S heuristic (MCH): fewest fits.
	selMinFit
)

// filaLevel is how FILA selects its target with p pieces remaining.
type filaLevel struct {
	kind  uint8
	table int32 // image list table
	order int32 // order (C array) for selOrdered
	// cont says that level p+1 selected in the same order, so the scan
	// may start after its position M[p+1].
	cont bool
}

// filaCell is a cell's entry in an image list table.
type filaCell struct {
	// base is the index of the cell's first image list set; set base+z
	// belongs to neighbour occupancy state z.
	base int32
	// k neighbours are read for z, at bit positions nb[0..k-1] (nb[0] is
	// z's most significant bit); nb[k:] is the spare bit V, always clear.
	k  uint8
	nb [filaWatch]uint8
}

// filaWatch is the most cells an image list set depends on: the six
// neighbours of a cube, a hexagon or (with three) a triangle.
const filaWatch = 6

// firstCell is a cell's entry for searchFirst: its ILSI is base plus
// t[0][b0] + t[1][b1], for the bytes b0 and b1 of the occupancy from bits
// ws[0] and ws[1], if those bytes hold all its watched cells (slow is 0;
// else -1, a value searchFirst tests with its other rare cases).
type firstCell struct {
	base int32
	ws   [2]uint8
	slow int8
	t    [2][256]uint8
}

// memoMul is the multiplier of the memo's hash (2^64 over the golden
// ratio).
const memoMul = 0x9e3779b97f4a7c15

// The memo's size, 1<<memoBits entries (512 KiB of 64-bit fields), and
// how many polls (of filaPollEvery fits) a search makes before it starts
// the memo (testHooks can change both).
const (
	memoBits  = 15
	memoPolls = 4
)

// What searchFirst does after firstEvent.
const (
	firstDescend = iota // place the image and descend
	firstSkip           // try the next image
	firstStop           // stop the search
)

// orderKey identifies a fixed cell order.
type orderKey struct {
	h          Heuristic
	cx, cy, cz float64
	center     bool
	angle      float64
	coef       [3]float64
}

func keyOf(st OrderStep) orderKey {
	k := orderKey{h: st.Heuristic}
	switch st.Heuristic {
	case Radial, Angular, AngularReverse:
		if st.Center != nil {
			k.center = true
			k.cx, k.cy, k.cz = st.Center[0], st.Center[1], st.Center[2]
		}
		if st.Heuristic != Radial {
			k.angle = st.Angle
		}
	case Linear:
		k.coef = st.Coef
	}
	return k
}

// filaPlan is, for one threshold p0, the selection at each level and the
// tables needed; it depends only on the options, so it is made once.
type filaPlan struct {
	levels []filaLevel // index p = 1..p0
	// orders are model cells in each fixed order (by rank, then index);
	// orders[0] is the primary order the local cells are numbered in,
	// when primary is true.
	orders  [][]int32
	primary bool
	// tableOrder gives each table's order, or -1 for the unordered table
	// of the E and S heuristics.
	tableOrder []int
}

// filaCache is the FILA state kept in the engine across hook calls.
type filaCache struct {
	plans     map[int]*filaPlan
	neighbors [][maxSlots]int32 // model neighbours
	pz        filaPuzzle
	w64       *fila64
	w128      *fila128
	w192      *fila192
	w256      *fila256
	// cur is the search running (one of the above), nil between runs:
	// progress reports read how far it has got. at is the sub-puzzle it
	// searches (pz, or one the solver stored: filaStore).
	cur filaSearch
	at  *filaPuzzle
	// scratch
	mark []int32
}

// filaSearch is a FILA search of one width (fila64, fila128, ...).
type filaSearch interface {
	// fraction returns the fraction of the search done, judged by its
	// levels from the top down to top (pieces remaining).
	fraction(top int) float64
}

// filaPuzzle is the compiled sub-puzzle.
type filaPuzzle struct {
	plan *filaPlan
	P    int // pieces remaining (p0)
	V    int // open cells
	Q    int // shapes still needed
	// local cell -> model cell, model cell -> local cell or -1.
	cells []int32
	local []int32
	nb    [][maxSlots]int32 // local neighbours, -1 if absent or full
	// shapes: model shape, and pieces still to place (N_s).
	shapes []int32
	need   []int32
	// images: model id, local shape, local cells (imgCells[imgStart[i]:imgStart[i+1]]).
	imgID    []int32
	imgShape []int32
	imgStart []int32
	imgCells []int32
	// orders holds each order's local cells (C arrays); rank the position
	// of each local cell in each order.
	orders [][]int32
	rank   [][]int32
	// The image list tables, one per heuristic (plan.tableOrder), one
	// after the other: cell v of table t is cells[t*V+v]; set i has the
	// Q+1 offsets off[i*(Q+1):] into ids, the local image numbers of the
	// lists of shapes 0..Q-1.
	tabCells []filaCell
	off      []int32
	ids      []int32
	// smask[i] has bit s set when set i's list of shape s is not empty
	// (used when Q <= 64).
	smask []uint64
	// Scratch space of buildTable, kept between compilations.
	start, owners, list, fill []int32
	runs                      []shapeRun
	masks                     []uint8
	touched                   []int32
	// The lazy table: under NOF, the unordered table of the E and S
	// heuristics (every image listed at each of its cells, up to 64 sets
	// a cell) is the largest by far, and a search reads few of its sets
	// (those heuristics choose at the upper levels), so each of its sets
	// is written when first read (buildSet). lazy says there is one; a
	// set not written yet has a negative first offset (unbuilt: the
	// check reads the offsets the count reads next, not a table of its
	// own); lzStart, lzList and lzMasks are the table's per-cell
	// lists of images and the neighbours each covers (buildTable's start,
	// list and masks); ids has room after lzAt, where the next set is
	// written, for all of them.
	lazy            bool
	lzStart, lzList []int32
	lzMasks         []uint8
	lzAt            int32
}

// rankedFirst reports whether the ranks rk order the local cells as
// their numbers do, and those follow the model's cell order: the first of
// an image's cells (sorted in the model's order) then ranks first.
func (pz *filaPuzzle) rankedFirst(rk []int32) bool {
	for l, r := range rk {
		if r != int32(l) || l > 0 && pz.cells[l] < pz.cells[l-1] {
			return false
		}
	}
	return true
}

// shapeRun is the images of one shape in a cell's list: from to to-1.
type shapeRun struct {
	shape, from, to int32
}

// memoMade reports whether a FILA search of the engine has made the memo
// of dead ends (Options.Memo; small searches never do).
func (fc *filaCache) memoMade() bool {
	return fc != nil && (fc.w64 != nil && fc.w64.memoUsed ||
		fc.w128 != nil && fc.w128.memoUsed ||
		fc.w192 != nil && fc.w192.memoUsed ||
		fc.w256 != nil && fc.w256.memoUsed)
}

// recycle readies fc, the FILA state of an earlier run of the solver,
// for a new run (filaStore): its searches' slices and memos are kept.
func (fc *filaCache) recycle() {
	clear(fc.plans)
	fc.cur, fc.at = nil, nil
	if fc.w64 != nil {
		fc.w64.recycle()
	}
	if fc.w128 != nil {
		fc.w128.recycle()
	}
	if fc.w192 != nil {
		fc.w192.recycle()
	}
	if fc.w256 != nil {
		fc.w256.recycle()
	}
}

func (e *engine) filaState() *filaCache {
	if e.fila == nil && e.store != nil {
		if fc := e.store.takeCache(); fc != nil {
			fc.recycle()
			e.fila = fc
		}
	}
	if e.fila == nil {
		m := e.m
		fc := &filaCache{plans: map[int]*filaPlan{}}
		fc.neighbors = make([][maxSlots]int32, len(m.Cells))
		for i := range m.Cells {
			for d := range fc.neighbors[i] {
				fc.neighbors[i][d] = -1
			}
			for d, nb := range m.Neighbors(i) {
				fc.neighbors[i][d] = int32(nb)
			}
		}
		e.fila = fc
	}
	return e.fila
}

// plan returns the selection plan for FILA starting at p0 pieces.
func (fc *filaCache) plan(e *engine, p0 int) *filaPlan {
	if pl, ok := fc.plans[p0]; ok {
		return pl
	}
	pl := &filaPlan{levels: make([]filaLevel, p0+1)}
	// The primary order is the fixed order in force at the lowest level.
	keys := []orderKey{}
	steps := []OrderStep{}
	for p := 1; p <= p0; p++ {
		if st := e.heur[p]; st.Heuristic.Fixed() {
			keys = append(keys, keyOf(st))
			steps = append(steps, st)
			pl.primary = true
			break
		}
	}
	orderIndex := func(st OrderStep) int {
		k := keyOf(st)
		for i, kk := range keys {
			if kk == k {
				return i
			}
		}
		keys = append(keys, k)
		steps = append(steps, st)
		return len(keys) - 1
	}
	tableOf := map[int]int{} // order index (or -1) -> table
	table := func(order int) int32 {
		if t, ok := tableOf[order]; ok {
			return int32(t)
		}
		tableOf[order] = len(pl.tableOrder)
		pl.tableOrder = append(pl.tableOrder, order)
		return int32(len(pl.tableOrder) - 1)
	}
	for p := 1; p <= p0; p++ {
		st := e.heur[p]
		lv := filaLevel{}
		switch st.Heuristic {
		case MinFit:
			lv.kind, lv.table = selMinFit, table(-1)
		case Estimate:
			lv.kind, lv.table = selEstimate, table(-1)
		default:
			o := orderIndex(st)
			lv.order, lv.table = int32(o), table(o)
			if o == 0 && pl.primary {
				lv.kind = selLowest
			} else {
				lv.kind = selOrdered
			}
		}
		pl.levels[p] = lv
	}
	for p := 1; p < p0; p++ {
		lv, up := &pl.levels[p], pl.levels[p+1]
		lv.cont = lv.kind == selOrdered && up.kind == selOrdered && up.order == lv.order
	}
	for _, st := range steps {
		pl.orders = append(pl.orders, globalOrder(e.m, st))
	}
	fc.plans[p0] = pl
	return pl
}

// globalOrder lists the model's cells in the order a fixed heuristic
// targets them: by rank, ties by cell index.
func globalOrder(m *Model, st OrderStep) []int32 {
	r := CellRanks(m, st)
	out := make([]int32, len(m.Cells))
	for i := range out {
		out[i] = int32(i)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := r[out[i]], r[out[j]]
		if a != b && !(math.IsNaN(a) || math.IsNaN(b)) {
			return a < b
		}
		return out[i] < out[j]
	})
	return out
}

// runFila is the hook DLX calls when p pieces remain and p is a FILA
// threshold: it solves the sub-puzzle in the DLX state.
func runFila(e *engine, p int) {
	fc := e.filaState()
	open := 0
	for _, occ := range e.occupied {
		if !occ {
			open++
		}
	}
	if open > filaMaxCells {
		// Too wide for FILA's bit fields: let DLX place one more piece.
		e.dlxStep(p, runFila)
		return
	}
	if e.beat != nil {
		e.beat() // a compilation below is the work of thousands of nodes
	}
	pz := &fc.pz
	if e.store != nil {
		pz = e.store.compiled(e, fc, p)
	} else {
		pz.compile(e, fc, p)
	}
	fc.at = pz
	w := max(pz.V+1, e.hooks.filaMinWidth)
	switch {
	case w <= 64:
		if fc.w64 == nil {
			fc.w64 = &fila64{}
		}
		fc.cur = fc.w64
		fc.w64.run(e, pz)
	case w <= 128:
		if fc.w128 == nil {
			fc.w128 = &fila128{}
		}
		fc.cur = fc.w128
		fc.w128.run(e, pz)
	case w <= 192:
		if fc.w192 == nil {
			fc.w192 = &fila192{}
		}
		fc.cur = fc.w192
		fc.w192.run(e, pz)
	default:
		if fc.w256 == nil {
			fc.w256 = &fila256{}
		}
		fc.cur = fc.w256
		fc.w256.run(e, pz)
	}
	fc.cur = nil
}

// loneMark is the statistics at the start of a lone E target (on).
type loneMark struct {
	att, fits int64
	on        bool
}

// dlxStep places one piece with DLX, as engine.dlx does (with its
// triggers and repeated filters where they apply), and hands each
// resulting state with p-1 pieces to next.
func (e *engine) dlxStep(p int, next func(*engine, int)) {
	if p == 0 {
		e.solution()
		return
	}
	col := e.choose(p)
	if col < 0 {
		return
	}
	e.mat.Cover(col)
	ext := e.x != nil && p >= e.x.from
	for x := e.mat.FirstRow(col); x != 0; x = e.mat.NextRow(x) {
		e.stats.Attempts[p]++
		e.stats.Fits[p]++
		e.place(x)
		id, mark, ok := e.stack[len(e.stack)-1], 0, true
		if ext {
			mark = len(e.x.hidden)
			ok = e.x.enter(id, p-1, false)
		}
		// At the split level the node is claimed before the filters
		// run, which then count in its owner alone (MergeStats), as
		// searchExt.child does.
		split := ok && e.split > 0 && p-1 == e.split
		if split {
			ok = e.owns(p - 1)
		}
		if ok && ext {
			e.x.filter(id, p-1)
		}
		switch {
		case !ok:
		case p == 1:
			e.solution()
		case split || e.owns(p-1):
			next(e, p-1)
		}
		if ext {
			e.x.leave(id, mark)
		}
		e.unplace(x)
		if e.stopped {
			break
		}
	}
	e.mat.Uncover(col)
}

// compile builds the sub-puzzle from the engine's DLX state.
func (pz *filaPuzzle) compile(e *engine, fc *filaCache, p0 int) {
	m := e.m
	pl := fc.plan(e, p0)
	pz.plan, pz.P = pl, p0
	// Cells, numbered in the primary order (or x-major).
	if cap(pz.local) < len(m.Cells) {
		pz.local = make([]int32, len(m.Cells))
	}
	pz.local = pz.local[:len(m.Cells)]
	pz.cells = pz.cells[:0]
	number := func(c int32) {
		if !e.occupied[c] {
			pz.local[c] = int32(len(pz.cells))
			pz.cells = append(pz.cells, c)
		} else {
			pz.local[c] = -1
		}
	}
	if pl.primary {
		for _, c := range pl.orders[0] {
			number(c)
		}
	} else {
		for c := range m.Cells {
			number(int32(c))
		}
	}
	pz.V = len(pz.cells)
	pz.nb = resize(pz.nb, pz.V)
	for v, c := range pz.cells {
		for d, nb := range fc.neighbors[c] {
			if nb >= 0 {
				nb = pz.local[nb]
			}
			pz.nb[v][d] = nb
		}
	}
	// Orders and ranks.
	pz.orders = resize(pz.orders, len(pl.orders))
	pz.rank = resize(pz.rank, len(pl.orders))
	for i, ord := range pl.orders {
		C := pz.orders[i][:0]
		rk := resize(pz.rank[i], pz.V)
		for _, c := range ord {
			if l := pz.local[c]; l >= 0 {
				rk[l] = int32(len(C))
				C = append(C, l)
			}
		}
		pz.orders[i], pz.rank[i] = C, rk
	}
	// Shapes and images: the rows still linked in the uncovered shape
	// columns are exactly the images that still fit.
	pz.shapes, pz.need = pz.shapes[:0], pz.need[:0]
	pz.imgID, pz.imgShape = pz.imgID[:0], pz.imgShape[:0]
	pz.imgStart, pz.imgCells = append(pz.imgStart[:0], 0), pz.imgCells[:0]
	mat := e.mat
	for c := mat.FirstColumn(); c >= 0; c = mat.NextColumn(c) {
		s := c - e.cells
		if s < 0 || s >= len(m.Shapes) {
			continue
		}
		ls := int32(len(pz.shapes))
		pz.shapes = append(pz.shapes, int32(s))
		pz.need = append(pz.need, int32(mat.Need(c)))
		for x := mat.FirstRow(c); x != 0; x = mat.NextRow(x) {
			id := e.rowImage[mat.Row(x)]
			pz.imgID = append(pz.imgID, int32(id))
			pz.imgShape = append(pz.imgShape, ls)
			for _, mc := range m.Images[id].Cells {
				pz.imgCells = append(pz.imgCells, pz.local[mc])
			}
			pz.imgStart = append(pz.imgStart, int32(len(pz.imgCells)))
		}
	}
	pz.Q = len(pz.shapes)
	// Tables.
	pz.tabCells = resize(pz.tabCells, len(pl.tableOrder)*pz.V)
	pz.off, pz.ids, pz.smask = pz.off[:0], pz.ids[:0], pz.smask[:0]
	if cap(fc.mark) < pz.V {
		fc.mark = make([]int32, pz.V)
	}
	mark := fc.mark[:pz.V]
	lazy := -1 // the lazy table, if any
	for t, ord := range pl.tableOrder {
		if ord < 0 && e.s.opt.NOF {
			lazy = t
		}
	}
	for t, ord := range pl.tableOrder {
		var rk []int32
		if ord >= 0 {
			rk = pz.rank[ord]
		}
		if t != lazy {
			pz.buildTable(pz.tabCells[t*pz.V:(t+1)*pz.V], rk, e.s.opt.NOF, e.s.opt.NOFCells, mark)
		}
	}
	pz.lazy = lazy >= 0
	if !pz.lazy {
		return
	}
	// The lazy table's sets come after the others' (whose ids are then
	// all written), and its ids after theirs, as its sets are built.
	// (writeSet may write one past the last id it keeps.)
	room := pz.buildLazy(pz.tabCells[lazy*pz.V:(lazy+1)*pz.V], e.s.opt.NOFCells, mark)
	pz.lzAt = int32(len(pz.ids))
	pz.ids = extend(pz.ids, len(pz.ids)+room+1)
}

// extend returns s lengthened to n, its first len(s) elements kept. New
// storage has room for later compilations' growth, and is not cleared
// where Go gives it cleared: the pages of the lazy table's room that no
// set reaches are then never touched.
func extend[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	t := make([]T, n, n+n/2)
	copy(t, s)
	return t
}

// reserve returns a slice of length n whose contents are to be written
// whole: s's storage if it is large enough, else new storage with room
// for later growth, as extend's, s's elements not copied.
func reserve[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n, n+n/2)
}

// buildTable appends the image list sets for the order given by the ranks
// rk (nil: unordered, no POF) and fills the table's cells. With nof, a
// cell's sets depend on its neighbours, or with wide > 0 on the wide
// cells its images cover most often (watch).
func (pz *filaPuzzle) buildTable(cells []filaCell, rk []int32, nof bool, wide int, mark []int32) {
	Q := pz.Q
	start, list := pz.listImages(rk)
	masks, runs := pz.masks, pz.runs
	// First the cells each cell's sets depend on, and so the size of the
	// table: its sets are then written without growing a slice.
	nsets := int32(len(pz.off) / (Q + 1))
	sets, listed := pz.tableCells(cells, start, list, rk, nof, wide, mark)
	pz.off = slices.Grow(pz.off, sets*(Q+1))
	pz.ids = slices.Grow(pz.ids, listed)
	pz.smask = slices.Grow(pz.smask, sets)
	for v := range cells {
		cl := &cells[v]
		cl.base = nsets
		imgs := list[start[v]:start[v+1]]
		masks = pz.imageMasks(masks[:0], imgs, cl, mark)
		runs = pz.shapeRuns(runs[:0], imgs)
		// One set per occupancy z of the free neighbours.
		n := 1 << cl.k
		all, w := pz.ids[:cap(pz.ids)], int32(len(pz.ids))
		for z := 0; z < n; z++ {
			at := len(pz.off)
			pz.off = pz.off[:at+Q+1]
			var sm uint64
			w, sm = writeSet(pz.off[at:at+Q+1], all, w, imgs, masks, runs, z)
			pz.smask = append(pz.smask, sm)
		}
		pz.ids = all[:w]
		nsets += int32(n)
	}
	pz.start, pz.list, pz.runs, pz.masks = start, list, runs, masks
}

// listImages lists the images at each cell, in image order (hence
// grouped by shape): the images of local cell v are list[start[v]:
// start[v+1]]. With an order (the ranks rk), an image is listed only at
// its first cell in that order; else at each of its cells. It uses and
// keeps buildTable's scratch space.
func (pz *filaPuzzle) listImages(rk []int32) (start, list []int32) {
	V, nimg := pz.V, len(pz.imgID)
	start = resize(pz.start, V+1)
	clear(start)
	var owners []int32
	if rk != nil {
		// An image's cells are sorted in the model's order, so when the
		// ranks follow it too its first cell is the first listed.
		owners = resize(pz.owners, nimg)
		first := pz.rankedFirst(rk)
		for i := range owners {
			best := pz.imgCells[pz.imgStart[i]]
			if !first {
				br := int32(math.MaxInt32)
				for _, c := range pz.imgCells[pz.imgStart[i]:pz.imgStart[i+1]] {
					if r := rk[c]; r < br {
						best, br = c, r
					}
				}
			}
			owners[i] = best
			start[best+1]++
		}
		pz.owners = owners
	} else {
		for _, c := range pz.imgCells {
			start[c+1]++
		}
	}
	for v := 0; v < V; v++ {
		start[v+1] += start[v]
	}
	list = resize(pz.list, int(start[V]))
	fill := append(pz.fill[:0], start[:V]...)
	for i := 0; i < nimg; i++ {
		if rk != nil {
			c := owners[i]
			list[fill[c]] = int32(i)
			fill[c]++
			continue
		}
		for _, c := range pz.imgCells[pz.imgStart[i]:pz.imgStart[i+1]] {
			list[fill[c]] = int32(i)
			fill[c]++
		}
	}
	pz.fill = fill
	return start, list
}

// tableCells fills each cell's neighbours read for its sets (none
// without nof) and returns how many sets the table has and the most ids
// they list.
func (pz *filaPuzzle) tableCells(cells []filaCell, start, list, rk []int32, nof bool, wide int, mark []int32) (sets, listed int) {
	V := pz.V
	clear(mark)
	for v := range cells {
		cl := filaCell{}
		for j := range cl.nb {
			cl.nb[j] = uint8(V)
		}
		imgs := list[start[v]:start[v+1]]
		switch {
		case nof && wide > 0:
			cl.k = pz.watch(&cl.nb, v, imgs, rk, wide, mark)
		case nof:
			for _, nb := range pz.nb[v] {
				if nb >= 0 && (rk == nil || rk[nb] > rk[v]) && int(cl.k) < len(cl.nb) {
					cl.nb[cl.k] = uint8(nb)
					cl.k++
				}
			}
		}
		cells[v] = cl
		sets += 1 << cl.k
		listed += len(imgs) << cl.k
	}
	return sets, listed
}

// imageMasks appends to masks, for each image of imgs, the neighbours of
// cl that it covers, as ILSI bits. mark is scratch space of V zeros,
// left zeroed.
func (pz *filaPuzzle) imageMasks(masks []uint8, imgs []int32, cl *filaCell, mark []int32) []uint8 {
	for j := 0; j < int(cl.k); j++ {
		mark[cl.nb[j]] = int32(1) << (int(cl.k) - 1 - j)
	}
	for _, i := range imgs {
		var mk int32
		for _, c := range pz.imgCells[pz.imgStart[i]:pz.imgStart[i+1]] {
			mk |= mark[c]
		}
		masks = append(masks, uint8(mk))
	}
	for j := 0; j < int(cl.k); j++ {
		mark[cl.nb[j]] = 0
	}
	return masks
}

// shapeRuns appends to runs the shapes with images in imgs, and where
// their images start and end in imgs.
func (pz *filaPuzzle) shapeRuns(runs []shapeRun, imgs []int32) []shapeRun {
	for pos, i := range imgs {
		if sh := pz.imgShape[i]; len(runs) == 0 || runs[len(runs)-1].shape != sh {
			runs = append(runs, shapeRun{shape: sh, from: int32(pos)})
		}
		runs[len(runs)-1].to = int32(pos + 1)
	}
	return runs
}

// writeSet writes the set of a cell for the occupancy z of its free
// neighbours: for each shape, its images of imgs that cover none of the
// neighbours z says are full (masks, runs: the images' masks and shape
// runs). The ids go to all from w on, the Q+1 offsets to set; it returns
// the end of the ids and the shapes with a non-empty list.
func writeSet(set, all []int32, w int32, imgs []int32, masks []uint8, runs []shapeRun, z int) (int32, uint64) {
	var sm uint64
	s := 0
	for _, r := range runs {
		at := w
		for ; s <= int(r.shape); s++ {
			set[s] = at
		}
		// Each image is written and kept (the end w moves on) only if it
		// covers none of the full neighbours, without a branch.
		for pos := r.from; pos < r.to; pos++ {
			all[w] = imgs[pos]
			w += int32((uint32(masks[pos])&uint32(z) - 1) >> 31)
		}
		if w > at {
			sm |= 1 << (uint(r.shape) & 63)
		}
	}
	for ; s < len(set); s++ {
		set[s] = w
	}
	return w, sm
}

// buildLazy readies the lazy table (the unordered one, under NOF): its
// cells, and its sets' places in off and smask, all unbuilt.
// It returns how many ids its sets list.
func (pz *filaPuzzle) buildLazy(cells []filaCell, wide int, mark []int32) int {
	Q := pz.Q
	start, list := pz.listImages(nil)
	pz.lzStart = append(pz.lzStart[:0], start...)
	pz.lzList = append(pz.lzList[:0], list...)
	nsets := int32(len(pz.off) / (Q + 1))
	sets, _ := pz.tableCells(cells, pz.lzStart, pz.lzList, nil, true, wide, mark)
	pz.lzMasks = pz.lzMasks[:0]
	// An image whose mask has m of its cell's k bits set is in 2^(k-m)
	// of the cell's sets: the table lists that many ids in all.
	listed := 0
	for v := range cells {
		cells[v].base = nsets
		k := int(cells[v].k)
		nsets += 1 << k
		from := len(pz.lzMasks)
		pz.lzMasks = pz.imageMasks(pz.lzMasks, pz.lzList[pz.lzStart[v]:pz.lzStart[v+1]], &cells[v], mark)
		for _, mk := range pz.lzMasks[from:] {
			listed += 1 << (k - bits.OnesCount8(mk))
		}
	}
	from := len(pz.off)
	pz.off = extend(pz.off, len(pz.off)+sets*(Q+1))
	pz.smask = extend(pz.smask, len(pz.smask)+sets)
	for i := from; i < len(pz.off); i += Q + 1 {
		pz.off[i] = -1
	}
	return listed
}

// buildSet writes set si of local cell v of the lazy table and returns
// where its ids are in ids: a to b.
func (pz *filaPuzzle) buildSet(cells []filaCell, v int, si int32) (a, b int32) {
	cl := &cells[v]
	from, to := pz.lzStart[v], pz.lzStart[v+1]
	imgs := pz.lzList[from:to]
	pz.runs = pz.shapeRuns(pz.runs[:0], imgs)
	stride := int32(pz.Q + 1)
	a = pz.lzAt
	b, pz.smask[si] = writeSet(pz.off[si*stride:(si+1)*stride], pz.ids, a, imgs, pz.lzMasks[from:to], pz.runs, int(si-cl.base))
	pz.lzAt = b
	return a, b
}

// watch chooses the cells the image list sets of cell v depend on under
// wide NOF: the at most n cells other than v, and after v in the order
// of the ranks rk (if any: earlier cells are full when v is the target),
// that v's images imgs cover most often (the lowest cell first on ties).
// It writes them to nb and returns how many there are. count is scratch
// space of V zeros, left zeroed.
func (pz *filaPuzzle) watch(nb *[filaWatch]uint8, v int, imgs, rk []int32, n int, count []int32) uint8 {
	touched := pz.touched[:0]
	for _, i := range imgs {
		for _, c := range pz.imgCells[pz.imgStart[i]:pz.imgStart[i+1]] {
			if int(c) == v || rk != nil && rk[c] < rk[v] {
				continue
			}
			if count[c] == 0 {
				touched = append(touched, c)
			}
			count[c]++
		}
	}
	n = min(n, len(nb), len(touched))
	for k := 0; k < n; k++ {
		best := -1
		for j, c := range touched[k:] {
			if best < 0 || count[c] > count[touched[k+best]] || count[c] == count[touched[k+best]] && c < touched[k+best] {
				best = j
			}
		}
		touched[k], touched[k+best] = touched[k+best], touched[k]
		nb[k] = uint8(touched[k])
	}
	for _, c := range touched {
		count[c] = 0
	}
	pz.touched = touched
	return uint8(n)
}

// resize returns s with length n on its own storage when that is large
// enough, else on new storage of about n elements: all of s's storage is
// kept (the elements past len(s) too, so that a slice of slices reuses
// its inner slices) and the new elements are zero.
func resize[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return append(s[:cap(s)], make([]T, n-cap(s))...)
}

// countSpare is how many layouts past the last id the E and S
// heuristics' counts (countLists64) may read: a list's first four
// layouts are read whatever its length.
const countSpare = 3

// filaPollEvery is how many fits FILA makes between engine polls.
const filaPollEvery = 1 << 14
