package classic

import (
	"bufio"
	"fmt"
	"unsafe"
)

// node is a DLX node: its links up, down and right, and its column (for
// a column's head, c is the column's number of rows). A
// row's nodes are side by side, its last linked to its first; within a
// row the order in which nodes leave and return to their columns does not
// matter, so a row needs no left links (dlxCover and checkFit, which
// cover a row's columns and must uncover them in reverse, step back
// through the array: prev). The columns' heads, nodes 0 (the root) to the last column,
// have their left links in hl.
type node struct {
	u, d, c, r uint32
}

// search is one solve of one puzzle: polycube's Solver with its DLX
// matrix, tiling searches (MCH, de Bruijn), filters, triggers and
// statistics.
//
//typesize:allow polycube 1.2.1's one Solver, frozen behind its golden tests.
type search struct {
	cfg *Config
	p   *puzzle
	out *bufio.Writer
	m   *meters

	// The DLX matrix: columns 1..numGridCols are the open cells in grid
	// order, then the shapes with mobile pieces; 0 is the root.
	nodes       []node
	keyed       []keyedRow // randomize's rows of a column, kept for the next trial
	packed      []uint64   // and their keys with the order met
	hl          []int32    // the heads' left links
	imgOf       []int32    // by node: its row's image, -1 for a head
	rowFirst    []int32    // by image: its row's first node
	count       []int32
	colGrid     []int32 // the column's cell, -1 for a shape's column
	colShape    []*shape
	numGridCols int32
	images      []*image
	filterList  []int32

	// Settings as polycube derives them.
	mch, emch, bruijn      int
	numMobile              int
	redIndex               int
	volumeBacktrackControl int
	parityFilterControl    int
	volumeFilterControl    int
	fitFilterControl       int
	parityPlaceControl     int
	volumePlaceControl     int
	filterControl          int
	uniqueControl          bool
	heur                   []heuristic // by pieces left
	allFit                 bool        // every level's heuristic is f
	endTrial               bool
	trial                  int

	parity  *parityMonitor
	volume  *volumeMonitor
	end     *endgame // the last levels' search, from endFrom pieces left
	endFrom int

	// The tiling searches' state.
	occupancy     uint64
	bit           []uint64     // by column
	bruijnLists   [][][]*image // by column, then shape
	mchLists      [][][]*image // by column, then shape
	remShapes     []int        // shapes left (tiling)
	remCount      []int        // copies left by shape (tiling)
	checkList     []int32      // estimated MCH's candidate holes
	neighborCols  [][]int32    // by column: the neighbouring cells' columns
	gridCol       []int32      // by cell: its column, 0 if none
	solutions     map[string]struct{}
	stateBuf, rot []uint8
	normBuf       []uint8

	// Statistics.
	traceCount                  uint64
	solutionCount, redundant    int64
	parityBacktrack, volumeBack []int64
	fitFilter, parityFilter     []int64
	volumeFilter                []int64
	attempts, fits              []int64
}

func translateFilter(v, pieces int) int {
	switch v {
	case 0:
		return pieces + 1
	case -1:
		return pieces
	}
	return v
}

// init prepares the search as polycube's Solver::init does, in its order
// (so that an error comes where polycube's would).
func (s *search) init() error {
	cfg, p := s.cfg, s.p
	s.bruijn = cfg.Bruijn
	s.emch = max(cfg.Emch, s.bruijn)
	s.mch = max(cfg.Mch, s.emch)
	s.numMobile = p.numMobile
	n := s.numMobile
	s.parityBacktrack = make([]int64, n+1)
	s.fitFilter = make([]int64, n+1)
	s.parityFilter = make([]int64, n+1)
	s.volumeBack = make([]int64, n+1)
	s.volumeFilter = make([]int64, n+1)
	s.fits = make([]int64, max(n, 1))
	s.attempts = make([]int64, max(n, 1))

	switch cfg.RedundancyFilter {
	case ".":
		s.redIndex = filterOff
	case "#":
		s.redIndex = filterAuto
	default:
		s.redIndex = -3
		for _, sh := range p.shapes {
			for _, c := range sh.pieces {
				if c.name == cfg.RedundancyFilter && s.redIndex == -3 {
					s.redIndex = sh.id
				}
			}
		}
		if s.redIndex == -3 {
			return fmt.Errorf("redundancy filter: there is no piece %s", cfg.RedundancyFilter)
		}
	}
	stop := s.m.start("genImageLists", "solve-init")
	idx, err := p.genImageLists(s.redIndex)
	stop()
	if err != nil {
		return err
	}
	s.redIndex = idx

	s.volumeBacktrackControl = n + 1
	if cfg.VolumeBacktrack > 0 {
		s.volumeBacktrackControl = cfg.VolumeBacktrack
	}
	s.parityFilterControl = translateFilter(cfg.ParityFilter, n)
	s.volumeFilterControl = translateFilter(cfg.VolumeFilter, n)
	s.fitFilterControl = translateFilter(cfg.FitFilter, n)
	s.parityPlaceControl = s.parityFilterControl
	if cfg.ParityBacktrack {
		s.parityPlaceControl = 0
	}
	s.volumePlaceControl = min(s.volumeBacktrackControl, s.volumeFilterControl)
	s.filterControl = min(s.parityFilterControl, s.volumeFilterControl, s.fitFilterControl)
	s.uniqueControl = cfg.Unique && p.redundancy

	if s.parityPlaceControl <= n {
		target := 0
		for _, c := range p.pts {
			target += c.parity()
		}
		var parities []int
		for _, sh := range p.shapes {
			for range sh.pieces {
				parities = append(parities, sh.parity)
			}
		}
		s.parity = newParityMonitor(target, parities)
		for _, im := range p.stack {
			s.parity.place(im.parity)
		}
	}
	if s.volumePlaceControl <= n {
		var vols []int
		for _, sh := range p.shapes {
			for range sh.pieces {
				vols = append(vols, len(sh.cells))
			}
		}
		s.volume = newVolumeMonitor(vols)
		for _, im := range p.stack {
			s.volume.place(len(im.layout))
		}
	}

	if err := s.initHeuristics(); err != nil {
		return err
	}
	stop = s.m.start("dlxLoad", "solve-init")
	s.load()
	stop()
	if s.endFrom = s.endgameFrom(); noEndgame {
		s.endFrom = 0
	}
	if s.endFrom > 0 {
		s.end = newEndgame(s)
	}
	return nil
}

func (s *search) initHeuristics() error {
	p, n := s.p, s.numMobile
	o := s.cfg.Order
	from, defs := append([]int(nil), o.from...), append([]string(nil), o.defs...)
	if len(from) == 0 || from[len(from)-1] < n {
		o2 := orderSpec{from: from, defs: defs}
		o2.set(n, "f")
		from, defs = o2.from, o2.defs
	}
	xc, yc, zc := float64(p.xDim-1)/2, float64(p.yDim-1)/2, float64(p.zDim-1)/2
	s.heur = make([]heuristic, n+1)
	s.allFit = true
	i := 0
	for k := 1; k <= n; k++ {
		for from[i] < k {
			i++
		}
		h, err := parseHeuristic(defs[i], xc, yc, zc)
		if err != nil {
			return err
		}
		s.heur[k] = h
		if h.kind != 'f' {
			s.allFit = false
		}
	}
	return nil
}

// load builds the DLX matrix: a column for each open cell, in grid order,
// then one for each shape with mobile pieces, whose count is its mobile
// copies; a row for each image, shape by shape.
func (s *search) load() {
	p := s.p
	var cols int32 = 1
	s.gridCol = make([]int32, p.numGrid)
	s.colGrid = []int32{-1}
	s.colShape = []*shape{nil}
	for g := range p.numGrid {
		if p.fill[g] >= 0 {
			continue
		}
		s.gridCol[g] = cols
		s.colGrid = append(s.colGrid, int32(g))
		s.colShape = append(s.colShape, nil)
		cols++
	}
	s.numGridCols = cols - 1
	for _, sh := range p.shapes {
		if sh.numMobile() == 0 {
			continue
		}
		sh.col = cols
		s.colGrid = append(s.colGrid, -1)
		s.colShape = append(s.colShape, sh)
		cols++
	}
	total := int(cols)
	for _, sh := range p.shapes {
		if sh.numMobile() > 0 {
			total += len(sh.mobileImages) * (len(sh.cells) + 1)
		}
	}
	s.nodes = make([]node, cols, total)
	s.imgOf = make([]int32, cols, total)
	s.hl = make([]int32, cols)
	s.count = make([]int32, cols)
	for c := range cols {
		s.nodes[c] = node{u: off(c), d: off(c), r: off(c + 1)}
		s.hl[c] = c - 1
		s.imgOf[c] = -1
		s.count[c] = 1
	}
	s.hl[0] = cols - 1
	s.nodes[cols-1].r = off(0)
	for _, sh := range p.shapes {
		if sh.numMobile() == 0 {
			continue
		}
		s.count[sh.col] = int32(sh.numMobile())
		for _, im := range sh.mobileImages {
			s.addRow(im)
		}
	}
	s.bit = make([]uint64, cols)
	s.neighborCols = make([][]int32, cols)
	for c := int32(1); c <= s.numGridCols; c++ {
		for _, g := range p.neighbors[s.colGrid[c]] {
			s.neighborCols[c] = append(s.neighborCols[c], s.gridCol[g])
		}
	}
}

func (s *search) addRow(im *image) {
	img := int32(len(s.images))
	s.images = append(s.images, im)
	first := int32(len(s.nodes))
	s.rowFirst = append(s.rowFirst, first)
	add := func(col int32) {
		i := int32(len(s.nodes))
		up := s.U(col)
		s.nodes = append(s.nodes, node{u: off(up), d: off(col), c: off(col), r: off(i + 1)})
		s.imgOf = append(s.imgOf, img)
		s.nodes[up].d = off(i)
		s.nodes[col].u = off(i)
		s.nodes[col].c++
	}
	for _, g := range im.layout {
		add(s.gridCol[g])
	}
	add(im.shape.col)
	last := int32(len(s.nodes)) - 1
	s.nodes[last].r = off(first)
}

// The nodes' links are byte offsets into the node array, so that the
// DLX loops (cover, uncover, filterRow, unfilterRow) address nodes
// without arithmetic or bounds checks; elsewhere the nodes go by index
// (off, idx, and the accessors U, D, R, C, rows). BenchmarkSearch and
// testdata/classic/bench.sh measure them.
const nodeShift = 4 // log2 of unsafe.Sizeof(node{})

func off(i int32) uint32 { return uint32(i) << nodeShift }
func idx(o uint32) int32 { return int32(o >> nodeShift) }

func (s *search) U(i int32) int32 { return idx(s.nodes[i].u) }
func (s *search) D(i int32) int32 { return idx(s.nodes[i].d) }
func (s *search) R(i int32) int32 { return idx(s.nodes[i].r) }

// C returns the column of row node i.
func (s *search) C(i int32) int32 { return idx(s.nodes[i].c) }

// rows returns the number of rows of column c.
func (s *search) rows(c int32) int32 { return int32(s.nodes[c].c) }

func at(base unsafe.Pointer, o uint32) *node {
	return (*node)(unsafe.Add(base, uintptr(o)))
}

func (s *search) cover(col int32) {
	base := unsafe.Pointer(&s.nodes[0])
	c := off(col)
	hc := at(base, c)
	s.hl[idx(hc.r)] = s.hl[col]
	at(base, off(s.hl[col])).r = hc.r
	for i := hc.d; i != c; i = at(base, i).d {
		for j := at(base, i).r; j != i; {
			nj := at(base, j)
			r, u, d, h := nj.r, nj.u, nj.d, nj.c
			at(base, d).u = u
			at(base, u).d = d
			at(base, h).c--
			j = r
		}
	}
}

func (s *search) uncover(col int32) {
	base := unsafe.Pointer(&s.nodes[0])
	c := off(col)
	hc := at(base, c)
	for i := hc.u; i != c; i = at(base, i).u {
		for j := at(base, i).r; j != i; {
			nj := at(base, j)
			r, u, d, h := nj.r, nj.u, nj.d, nj.c
			at(base, h).c++
			at(base, d).u = j
			at(base, u).d = j
			j = r
		}
	}
	at(base, off(s.hl[col])).r = c
	s.hl[idx(hc.r)] = col
}

func (s *search) filterRow(row int32) {
	base := unsafe.Pointer(&s.nodes[0])
	start := off(row)
	j := start
	for {
		nj := at(base, j)
		r, u, d, h := nj.r, nj.u, nj.d, nj.c
		at(base, u).d = d
		at(base, d).u = u
		at(base, h).c--
		j = r
		if j == start {
			break
		}
	}
	s.filterList = append(s.filterList, row)
}

func (s *search) unfilterRow() {
	row := s.filterList[len(s.filterList)-1]
	s.filterList = s.filterList[:len(s.filterList)-1]
	base := unsafe.Pointer(&s.nodes[0])
	start := off(row)
	j := start
	for {
		nj := at(base, j)
		r, u, d, h := nj.r, nj.u, nj.d, nj.c
		at(base, h).c++
		at(base, d).u = j
		at(base, u).d = j
		j = r
		if j == start {
			break
		}
	}
}

// prev returns the node before j in its row: rows are side by side in
// the node array, from first to last.
func prev(j, first, last int32) int32 {
	if j == first {
		return last
	}
	return j - 1
}

// rowEnds returns the first and last nodes of node r's row.
func (s *search) rowEnds(r int32) (int32, int32) {
	img := s.imgOf[r]
	first := s.rowFirst[img]
	return first, first + int32(len(s.images[img].layout))
}

func (s *search) isGrid(c int32) bool { return c >= 1 && c <= s.numGridCols }

// best returns the column the heuristic for level picks.
func (s *search) best(level int) int32 {
	best := s.R(0)
	if s.allFit || s.heur[level].kind == 'f' {
		base := unsafe.Pointer(&s.nodes[0])
		b := off(best)
		m := at(base, b).c
		for h := at(base, b).r; h != 0; h = at(base, h).r {
			if r := at(base, h).c; r < m {
				m, b = r, h
			}
		}
		return idx(b)
	}
	hr := &s.heur[level]
	m := s.evalCol(hr, best)
	for h := s.R(best); h != 0; h = s.R(h) {
		e := s.evalCol(hr, h)
		if m > e || m == e && s.rows(best) > s.rows(h) {
			m, best = e, h
		}
	}
	return best
}

func (s *search) evalCol(h *heuristic, c int32) float64 {
	if g := s.colGrid[c]; g >= 0 {
		return h.eval(s.rows(c), s.p.pts[g], true)
	}
	return h.eval(s.rows(c), point{}, false)
}

func (s *search) run() {
	p := s.p
	n := s.numMobile
	if s.cfg.ParityBacktrack && !s.parity.check() {
		s.parityBacktrack[n]++
		return
	}
	if n >= s.volumeBacktrackControl && !s.checkVolume() {
		s.volumeBack[n]++
		return
	}
	if s.cfg.Sample.Trials > 0 {
		rng := newDSFMT(uint32(s.cfg.Sample.Seed))
		for s.trial = 0; s.trial < s.cfg.Sample.Trials; s.trial++ {
			s.randomize(rng)
			s.once()
			s.endTrial = false
		}
		return
	}
	_ = p
	s.once()
}

func (s *search) once() {
	p := s.p
	left := p.numPieces - len(p.stack)
	numFilter := 0
	if left >= s.filterControl {
		numFilter = s.filter(left, 1)
	}
	if left >= 1 {
		best := s.best(left)
		if s.rows(best) > 0 {
			if left <= s.mch && p.remainingGrid <= 64 {
				s.tile()
			} else {
				s.dlx(best, s.numMobile)
			}
		}
	}
	if left >= s.filterControl {
		s.unfilter(numFilter)
	}
}

func (s *search) filter(left int, lastParity int) int {
	stop := s.m.start("solve-filter", "solve-algo")
	defer stop()
	n := 0
	if left >= s.parityFilterControl && lastParity != 0 {
		k := s.filterParity()
		n += k
		s.parityFilter[left] += int64(k)
	}
	if left >= s.volumeFilterControl {
		k := s.filterVolume()
		n += k
		s.volumeFilter[left] += int64(k)
	}
	if left >= s.fitFilterControl {
		k := s.filterFit()
		n += k
		s.fitFilter[left] += int64(k)
	}
	return n
}

func (s *search) unfilter(n int) {
	for range n {
		s.unfilterRow()
	}
}

func (s *search) filterFit() int {
	old := len(s.filterList)
	for h := s.hl[0]; !s.isGrid(h); h = s.hl[h] {
		for r := s.D(h); r != h; r = s.D(r) {
			if !s.checkFit(r) {
				s.filterRow(r)
			}
		}
	}
	return len(s.filterList) - old
}

func (s *search) checkFit(row int32) bool {
	ok := true
	if s.count[s.C(row)]--; s.count[s.C(row)] == 0 {
		s.cover(s.C(row))
	}
	for j := s.R(row); j != row; j = s.R(j) {
		if s.count[s.C(j)]--; s.count[s.C(j)] == 0 {
			s.cover(s.C(j))
		}
	}
	for h := s.R(0); h != 0; h = s.R(h) {
		if s.rows(h) == 0 {
			ok = false
			break
		}
	}
	first, last := s.rowEnds(row)
	for j := prev(row, first, last); j != row; j = prev(j, first, last) {
		c := s.C(j)
		if s.count[c]++; s.count[c] == 1 {
			s.uncover(c)
		}
	}
	if s.count[s.C(row)]++; s.count[s.C(row)] == 1 {
		s.uncover(s.C(row))
	}
	return ok
}

func (s *search) filterParity() int {
	old := len(s.filterList)
	for h := s.hl[0]; !s.isGrid(h); h = s.hl[h] {
		sh := s.colShape[h]
		par := sh.parity
		if par == 0 {
			continue
		}
		for _, q := range [2]int{par, -par} {
			if !s.parity.placeCheck(q) {
				for r := s.D(h); r != h; r = s.D(r) {
					if s.images[s.imgOf[r]].parity == q {
						s.filterRow(r)
					}
				}
			}
		}
	}
	return len(s.filterList) - old
}

func (s *search) filterVolume() int {
	old := len(s.filterList)
	for h := s.hl[0]; !s.isGrid(h); h = s.hl[h] {
		for r := s.D(h); r != h; r = s.D(r) {
			im := s.images[s.imgOf[r]]
			s.placeVolume(im)
			if !s.checkVolume() {
				s.filterRow(r)
			}
			s.unplaceVolume(im)
		}
	}
	return len(s.filterList) - old
}

func (s *search) placeVolume(im *image) {
	p := s.p
	s.volume.place(len(im.layout))
	for _, g := range im.layout {
		p.fill[g] = p.pieceFill
	}
	p.pieceFill++
}

func (s *search) unplaceVolume(im *image) {
	p := s.p
	for _, g := range im.layout {
		p.fill[g] = p.unoccupied
	}
	p.pieceFill--
	s.volume.unplace(len(im.layout))
}

// checkVolume measures every region of empty cells; it reports whether
// the pieces left can fill each.
func (s *search) checkVolume() bool {
	p := s.p
	newFill := -3 - p.unoccupied
	ok := true
	var stack []int32
	for g := range p.numGrid {
		if p.fill[g] != p.unoccupied {
			continue
		}
		vol := 0
		p.fill[g] = newFill
		stack = append(stack[:0], int32(g))
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			vol++
			for _, nb := range p.neighbors[c] {
				if p.fill[nb] == p.unoccupied {
					p.fill[nb] = newFill
					stack = append(stack, nb)
				}
			}
		}
		if !s.volume.check(vol) {
			ok = false
		}
	}
	p.unoccupied = newFill
	return ok
}

func (s *search) traceAfterPlace(left int) {
	if t := s.cfg.Trace; t != 0 && (t > 0 && left >= t-1 || t < 0 && left == -t-1) {
		s.showTrace()
	}
}

func (s *search) traceAfterRemove(left int) {
	if t := s.cfg.Trace; t > 0 && left >= t-1 {
		s.showTrace()
	}
}

// dlx branches on the target column with left pieces to place.
func (s *search) dlx(target int32, left int) {
	left--
	p := s.p
	if s.count[target]--; s.count[target] == 0 {
		s.cover(target)
	}
	for r := s.D(target); r != target && !s.endTrial; r = s.D(r) {
		im := s.images[s.imgOf[r]]
		p.stack = append(p.stack, im)
		s.attempts[left]++
		s.fits[left]++
		s.traceAfterPlace(left)
		switch {
		case left == s.cfg.Goal:
			s.solution()
		case left < s.parityPlaceControl && left < s.volumePlaceControl:
			s.dlxCover(r, im, left)
		default:
			s.dlxParity(r, im, left)
		}
		p.stack = p.stack[:len(p.stack)-1]
		s.traceAfterRemove(left)
		if s.cfg.Sample.Range == left+1 {
			s.endTrial = true
		}
	}
	if s.count[target]++; s.count[target] == 1 {
		s.uncover(target)
	}
}

func (s *search) dlxParity(r int32, im *image, left int) {
	if left < s.parityPlaceControl {
		s.dlxVolume(r, im, left)
		return
	}
	s.parity.place(im.parity)
	if !s.cfg.ParityBacktrack || s.parity.check() {
		s.dlxVolume(r, im, left)
	} else {
		s.parityBacktrack[left]++
	}
	s.parity.unplace(im.parity)
}

func (s *search) dlxVolume(r int32, im *image, left int) {
	if left < s.volumePlaceControl {
		s.dlxCover(r, im, left)
		return
	}
	s.placeVolume(im)
	if left < s.volumeBacktrackControl || s.checkVolume() {
		s.dlxCover(r, im, left)
	} else {
		s.volumeBack[left]++
	}
	s.unplaceVolume(im)
}

func (s *search) dlxCover(r int32, im *image, left int) {
	base := unsafe.Pointer(&s.nodes[0])
	for j := at(base, off(r)).r; j != off(r); {
		nj := at(base, j)
		c := idx(nj.c)
		if s.count[c]--; s.count[c] == 0 {
			s.cover(c)
		}
		j = nj.r
	}
	if left >= s.filterControl {
		k := s.filter(left, im.parity)
		s.dlxInner(im, left)
		s.unfilter(k)
	} else {
		s.dlxInner(im, left)
	}
	first, last := s.rowEnds(r)
	for j := prev(r, first, last); j != r; j = prev(j, first, last) {
		c := s.C(j)
		if s.count[c]++; s.count[c] == 1 {
			s.uncover(c)
		}
	}
}

func (s *search) dlxInner(im *image, left int) {
	if left < 1 || s.R(0) == 0 {
		return
	}
	best := s.best(left)
	if s.rows(best) == 0 {
		return
	}
	if left <= s.endFrom && left-s.cfg.Goal >= endgameDepth && s.endgameFits() && s.end.start() {
		s.end.dlx(int(s.end.local[best]), s.end.alive(), 0, left)
		return
	}
	p := s.p
	p.remainingGrid -= len(im.layout)
	if left <= s.mch && p.remainingGrid <= 64 && s.rows(best) > 1 {
		s.tile()
	} else {
		s.dlx(best, left)
	}
	p.remainingGrid += len(im.layout)
}

// solution counts a solution and prints it unless it is a rotation of
// one found before (with --unique) or the run is quiet.
func (s *search) solution() {
	s.solutionCount++
	if s.uniqueControl && !s.newSolution() {
		return
	}
	if !s.cfg.Quiet {
		fmt.Fprintf(s.out, "\n# --- SOLUTION %d ---\n", s.solutionCount-s.redundant)
		s.printState()
		s.out.Flush()
	}
}

// newSolution reports whether the solution is no rotation of one kept;
// it keeps it with its rotations if so.
func (s *search) newSolution() bool {
	p := s.p
	if s.solutions == nil {
		s.solutions = map[string]struct{}{}
		s.stateBuf = make([]uint8, p.numGrid)
		s.rot = make([]uint8, p.numGrid)
		s.normBuf = make([]uint8, p.numPieces+1)
	}
	p.stateInto(s.stateBuf)
	normalize(s.stateBuf, s.normBuf)
	if _, ok := s.solutions[string(s.stateBuf)]; ok {
		s.redundant++
		return false
	}
	for _, perm := range p.symPerms {
		rotateState(s.stateBuf, perm, s.rot)
		normalize(s.rot, s.normBuf)
		s.solutions[string(s.rot)] = struct{}{}
	}
	return true
}

func (s *search) showTrace() {
	s.traceCount++
	fmt.Fprintf(s.out, "TRACE %d:\n", s.traceCount)
	s.printState()
	s.out.WriteString("END TRACE\n")
}
