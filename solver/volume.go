package solver

import (
	"context"
	"fmt"
	"math/bits"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"polyplay/solver/grid"
)

// vgrid lays the box out as a bit set for flood fills. Cell (x, y, z) is
// bit (x*Yp+y)*Zp+z, where Yp and Zp add a padding row (and column) that
// is never open, so that moving to a neighbour is a shift by a fixed
// stride that never wraps onto an open cell.
//
// On hexagons (z = 0) the neighbours (x+1, y-1) and (x-1, y+1) are the
// stride Yp-1 as well. On triangles Yp is odd, so that a cell points up
// exactly when its bit is even: the neighbours in the row are the stride
// Yp, and the third neighbour is the next bit down from an up cell, the
// next bit up from a down cell (spreadTri).
type vgrid struct {
	words   int
	bitOf   []int32 // model cell -> bit
	strides []int   // neighbour strides in use (1, Zp, Yp*Zp)
	reach   int     // the largest stride
	tri     bool    // triangles (upDown): spreadTri
}

func newVgrid(m *Model) *vgrid {
	p := m.Problem
	zp, yp := 1, 1
	if p.ZDim > 1 {
		zp = p.ZDim + 1
	}
	// A flat box of one row has no padding row on a grid whose
	// directions each move along one axis (squares): no stride crosses
	// from one row to the next.
	tri := upDown(m.Grid)
	if p.YDim > 1 || diagonal(m.Grid) || tri {
		yp = p.YDim + 1
	}
	if tri && yp%2 == 0 {
		yp++
	}
	g := &vgrid{bitOf: make([]int32, len(m.Cells)), tri: tri}
	for i, c := range m.Cells {
		g.bitOf[i] = int32((c.X*yp+c.Y)*zp + c.Z)
	}
	if g.tri {
		g.strides = []int{yp}
	} else {
		// A neighbour in direction d is the stride (d.X*Yp+d.Y)*Zp+d.Z
		// away, the opposite direction the same stride back; a
		// direction along an axis of one layer has no neighbour. The
		// directions are those of the region's cells: on most grids
		// the same at every cell, on rhombic dodecahedra each of a
		// cube's 24 tetrahedra has its own. A stride longer than a
		// column may also join cells that are not neighbours, which
		// only merges components: the check stays sound.
		dims := [3]int{p.XDim, p.YDim, p.ZDim}
		for _, c := range cellsOnce(m) {
			for k := range m.Grid.Slots() {
				n, ok := m.Grid.Slot(c, k)
				if !ok {
					continue
				}
				d := Point{X: n.X - c.X, Y: n.Y - c.Y, Z: n.Z - c.Z}
				st := (d.X*yp+d.Y)*zp + d.Z
				if st < 0 {
					st = -st
				}
				in := true
				for i, v := range [3]int{d.X, d.Y, d.Z} {
					in = in && (v == 0 || dims[i] > 1)
				}
				if in && !slices.Contains(g.strides, st) {
					g.strides = append(g.strides, st)
				}
			}
		}
	}
	for _, s := range g.strides {
		g.reach = max(g.reach, s)
	}
	g.words = (p.XDim*yp*zp + 63) / 64
	return g
}

// cellsOnce returns the cells whose neighbours' directions newVgrid
// collects: the origin on the grids that translate by every move (each
// cell's neighbours lie in the same directions), else every cell of the
// region.
func cellsOnce(m *Model) []Point {
	g := m.Grid
	if g.Translates(Point{X: 1}) && g.Translates(Point{Y: 1}) && g.Translates(Point{Z: 1}) {
		return []Point{{}}
	}
	return m.Cells
}

// diagonal reports whether some direction of grid k moves along more than
// one axis (hexagons, balls).
func diagonal(k grid.Kind) bool {
	for s := range k.Slots() {
		for _, c := range []Point{{}, {X: 1}} {
			n, ok := k.Slot(c, s)
			if !ok {
				continue
			}
			axes := 0
			for _, v := range [3]int{n.X - c.X, n.Y - c.Y, n.Z - c.Z} {
				if v != 0 {
					axes++
				}
			}
			if axes > 1 {
				return true
			}
		}
	}
	return false
}

// upDown reports whether the neighbours of grid k are those spreadTri
// finds, asked of its slots: a flat grid whose cell (x, y) has the
// neighbours (x±1, y) and one more, (x, y-1) if x+y is even (an up
// triangle) and (x, y+1) if it is odd (a down one).
func upDown(k grid.Kind) bool {
	if !k.Planar() {
		return false
	}
	for _, c := range []Point{{}, {X: 1}, {Y: 1}, {X: 1, Y: 1}} {
		third := Point{X: c.X, Y: c.Y + 1}
		if (c.X+c.Y)%2 == 0 {
			third.Y = c.Y - 1
		}
		want := []Point{{X: c.X - 1, Y: c.Y}, {X: c.X + 1, Y: c.Y}, third}
		var got []Point
		for s := range k.Slots() {
			if n, ok := k.Slot(c, s); ok && !slices.Contains(got, n) {
				got = append(got, n)
			}
		}
		if len(got) != len(want) {
			return false
		}
		for _, n := range got {
			if !slices.Contains(want, n) {
				return false
			}
		}
	}
	return true
}

// The bits of up and down triangles in a word (see vgrid).
const (
	upBits   = 0x5555555555555555
	downBits = 0xaaaaaaaaaaaaaaaa
)

// spreadTri is spread on triangles: the row's neighbours at the stride
// Yp, and each up cell's bit to the bit below it, each down cell's to
// the bit above it.
func (g *vgrid) spreadTri(dst, src []uint64) {
	if len(src) <= 2 && g.reach <= 64 {
		var c1, d1 uint64
		if len(src) == 2 {
			c1, d1 = src[1], dst[1]
		}
		n0, n1 := triStep(src[0], c1, uint(g.reach))
		dst[0] |= n0
		if len(src) == 2 {
			dst[1] = d1 | n1
		}
		return
	}
	shiftInto(dst, src, g.reach)
	shiftInto(dst, src, -g.reach)
	var carry uint64
	for i, v := range src {
		down, up := v&downBits, v&upBits
		dst[i] |= down<<1 | carry | up>>1
		carry = down >> 63
		if i > 0 {
			dst[i-1] |= up << 63
		}
	}
}

// triStep returns the neighbours on triangles of the cells c0, c1 (the
// two words of a grid of at most 128 bits) with the row stride s (at
// most 64), as spreadTri: the row's neighbours at the stride, down
// cells' bits one up, up cells' bits one down.
func triStep(c0, c1 uint64, s uint) (uint64, uint64) {
	n0 := c0<<s | c0>>s | c1<<(64-s)
	n1 := c1<<s | c0>>(64-s) | c1>>s
	d0, d1 := c0&downBits, c1&downBits
	u0, u1 := c0&upBits, c1&upBits
	n0 |= d0<<1 | u0>>1 | u1<<63
	n1 |= d1<<1 | d0>>63 | u1>>1
	return n0, n1
}

// spread ORs into dst the neighbours of the bits of src (dst and src
// distinct, of the same length). Grids of one or two words (the Soma
// cube, the pentomino rectangles) shift them whole: the volume filter's
// fills spend most of their time here.
func (g *vgrid) spread(dst, src []uint64) {
	if g.tri {
		g.spreadTri(dst, src)
		return
	}
	switch {
	case len(src) == 1:
		x, v := dst[0], src[0]
		for _, s := range g.strides {
			x |= v<<s | v>>s
		}
		dst[0] = x
	case len(src) == 2 && g.reach <= 64:
		// Go's shifts by 64 give 0.
		lo, hi := src[0], src[1]
		dlo, dhi := dst[0], dst[1]
		for _, s := range g.strides {
			dlo |= lo<<s | lo>>s | hi<<(64-s)
			dhi |= hi<<s | lo>>(64-s) | hi>>s
		}
		dst[0], dst[1] = dlo, dhi
	default:
		for _, s := range g.strides {
			shiftInto(dst, src, s)
			shiftInto(dst, src, -s)
		}
	}
}

// fill grows comp inside region until it stops growing, or until it
// contains every bit of targets (if targets is not nil). next is scratch.
// It returns whether it stopped on reaching the targets.
func (g *vgrid) fill(comp, region, targets, next []uint64) bool {
	if len(comp) <= 2 && g.reach <= 64 {
		return g.fillSmall(comp, region, targets)
	}
	for {
		copy(next, comp)
		g.spread(next, comp)
		changed := false
		for i := range next {
			v := next[i] & region[i]
			if v != comp[i] {
				changed = true
			}
			next[i] = v
		}
		if !changed {
			return false
		}
		copy(comp, next)
		if targets != nil && subset(targets, comp) {
			return true
		}
	}
}

// fillSmall is fill for grids of one or two words (the Soma cube, the
// pentomino rectangles, triangle grids of rows of at most 64 bits), in
// local variables: under WebAssembly the general loop's copies and calls
// took most of New's time for the 10x6 pentominoes (the volume filter's
// preparation). The grid's kind is one branch inside the loop rather than
// two copies of it: BenchmarkPentominoes10x6 and BenchmarkHexiamonds6x6
// run as fast either way.
func (g *vgrid) fillSmall(comp, region, targets []uint64) bool {
	var c0, c1, r0, r1, t0, t1 uint64
	c0, r0 = comp[0], region[0]
	if len(comp) == 2 {
		c1, r1 = comp[1], region[1]
	}
	if targets != nil {
		t0 = targets[0]
		if len(targets) == 2 {
			t1 = targets[1]
		}
	}
	tri, reach := g.tri, uint(g.reach)
	reached := false
	for {
		var n0, n1 uint64
		if tri {
			n0, n1 = triStep(c0, c1, reach)
			n0, n1 = n0|c0, n1|c1
		} else {
			// As spread's two words; with one, r1 == 0 drops the
			// second. Strides are at most 64: Go's shifts by 64 give 0.
			n0, n1 = c0, c1
			for _, s := range g.strides {
				n0 |= c0<<s | c0>>s | c1<<(64-s)
				n1 |= c1<<s | c0>>(64-s) | c1>>s
			}
		}
		n0, n1 = n0&r0, n1&r1
		if n0 == c0 && n1 == c1 {
			break
		}
		c0, c1 = n0, n1
		if targets != nil && t0&^c0 == 0 && t1&^c1 == 0 {
			reached = true
			break
		}
	}
	comp[0] = c0
	if len(comp) == 2 {
		comp[1] = c1
	}
	return reached
}

func subset(a, b []uint64) bool {
	for i := range a {
		if a[i]&^b[i] != 0 {
			return false
		}
	}
	return true
}

func intersects(a, b []uint64) bool {
	for i := range a {
		if a[i]&b[i] != 0 {
			return true
		}
	}
	return false
}

// lowestBit returns the index of the lowest set bit, or -1.
func lowestBit(a []uint64) int {
	for i, w := range a {
		if w != 0 {
			return i*64 + bits.TrailingZeros64(w)
		}
	}
	return -1
}

// component is a connected part of the open region.
type component struct {
	bits []uint64
	vol  int
}

// severalParts returns the names of m's mobile pieces whose cells are
// not all joined (grid.Kind.Connected: through the faces that the
// volume checks' fills cross), in the problem's order.
func severalParts(m *Model) []string {
	var out []string
	for _, pc := range m.Problem.Pieces {
		if !pc.Stationary && !m.Grid.Connected(pc.Cells) {
			out = append(out, pc.Name)
		}
	}
	return out
}

// volumeUnapplied returns the note on the volume filter and trigger of
// the options given, which New turns off for a puzzle with a piece in
// several parts (piece names one), or "" if none was given (the
// automatic configuration does not choose them there). Such a piece's
// cells may lie in parts of the open region that no path joins: the
// volume checks, which measure each part on its own, would throw away
// solutions.
func volumeUnapplied(given Options, piece string) string {
	var flags []string
	switch {
	case given.VolumeFilterRepeat > 0:
		flags = append(flags, fmt.Sprintf("-V%d", given.VolumeFilterRepeat))
	case given.VolumeFilter:
		flags = append(flags, "-V")
	}
	if given.VolumeTrigger > 0 {
		flags = append(flags, fmt.Sprintf("-v%d", given.VolumeTrigger))
	}
	what := "volume filter and trigger"
	switch {
	case len(flags) == 0:
		return ""
	case given.VolumeTrigger == 0:
		what = "volume filter"
	case len(flags) == 1:
		what = "volume trigger"
	}
	return fmt.Sprintf("%s (%s): not applied, since piece %s is in several parts: the volume checks count the cells of each part of the open region as if every piece lay within one", what, strings.Join(flags, " "), piece)
}

// volumeCheck decides whether placing an image cuts off a region that
// the remaining pieces cannot fill.
//
// It assumes that every piece is joined (severalParts finds none): a
// piece then lies within one part of the open region, so each part must
// be filled by a subset of the remaining pieces. A piece in several
// parts may lie across parts, and the check would throw solutions
// away; New turns the volume filter and trigger off for such a puzzle
// (volumeUnapplied), and the automatic configuration does not
// choose them. It keeps the open cells as a bit set
// and the remaining pieces as a classTable state.
//
// Placing image J can only change the components that J touches: J's own
// component loses J's cells and may fall apart into the parts that J's
// open neighbours lie in. The check first looks for a path between the
// neighbours in a small box around J (two steps out); only if it finds
// none does it flood the whole region, growing one fill per neighbour
// group in lockstep so that a small pocket is measured without measuring
// the large part around it. When all pieces have the same size the other
// components cannot change (their volumes stay multiples of the size), so
// nothing else is looked at; with mixed sizes the components that J does
// not touch are checked too, since using up J's piece changes which
// volumes the rest can fill.
type volumeCheck struct {
	m       *Model
	g       *vgrid
	t       *classTable
	uniform bool
	open    []uint64
	state   int
	depth   int

	// scratch
	jb, d1, d2, nb, loc, tmp []uint64
	region, next, fronts     []uint64
	groups                   [][]uint64
	done                     []bool

	// per-depth component labels (mixed sizes only)
	comps      [][]component
	compsValid []bool
	bad        [][]int // per depth, per class: components unfillable without a piece of the class
}

// newVolumeCheck prepares the check for the whole region with every piece
// remaining.
func newVolumeCheck(m *Model) *volumeCheck {
	v := &volumeCheck{m: m, g: newVgrid(m)}
	v.t = newClassTable(m, func(s int) int { return m.Shapes[s].Size }, false)
	v.uniform = len(v.t.value) == 1
	v.state = v.t.start
	W := v.g.words
	v.open = make([]uint64, W)
	for _, b := range v.g.bitOf {
		v.open[b>>6] |= 1 << (b & 63)
	}
	v.region = make([]uint64, W)
	v.next = make([]uint64, W)
	v.tmp = make([]uint64, W)
	v.comps = make([][]component, m.Pieces+1)
	v.compsValid = make([]bool, m.Pieces+1)
	v.bad = make([][]int, m.Pieces+1)
	return v
}

// place and unplace update the open cells and the remaining pieces.
func (v *volumeCheck) place(id int) {
	img := v.m.Images[id]
	for _, c := range img.Cells {
		b := v.g.bitOf[c]
		v.open[b>>6] &^= 1 << (b & 63)
	}
	v.state -= v.t.step[v.t.class[img.Shape]]
	v.depth++
	v.compsValid[v.depth] = false
}

func (v *volumeCheck) unplace(id int) {
	img := v.m.Images[id]
	for _, c := range img.Cells {
		b := v.g.bitOf[c]
		v.open[b>>6] |= 1 << (b & 63)
	}
	v.state += v.t.step[v.t.class[img.Shape]]
	v.depth--
}

// components returns the components of the open region at the current
// depth and, per class k, how many of them the remaining pieces could not
// fill once a piece of class k is used.
func (v *volumeCheck) components() ([]component, []int) {
	d := v.depth
	if v.compsValid[d] {
		return v.comps[d], v.bad[d]
	}
	W := v.g.words
	rest := v.tmp
	copy(rest, v.open)
	cs := v.comps[d][:0]
	for {
		b := lowestBit(rest)
		if b < 0 {
			break
		}
		var c component
		if len(cs) < cap(cs) {
			c = cs[:cap(cs)][len(cs)]
		}
		if c.bits == nil {
			c.bits = make([]uint64, W)
		}
		clear(c.bits)
		c.bits[b>>6] = 1 << (b & 63)
		v.g.fill(c.bits, v.open, nil, v.next)
		c.vol = popcount(c.bits)
		for i := range rest {
			rest[i] &^= c.bits[i]
		}
		cs = append(cs, c)
	}
	v.comps[d] = cs
	bad := v.bad[d][:0]
	for k := range v.t.value {
		n := 0
		if v.state >= v.t.step[k] && v.state/v.t.step[k]%(v.t.count[k]+1) > 0 {
			st := v.state - v.t.step[k]
			for _, c := range cs {
				if !v.t.ok(st, c.vol) {
					n++
				}
			}
		}
		bad = append(bad, n)
	}
	v.bad[d] = bad
	v.compsValid[d] = true
	return cs, bad
}

// unfillable reports whether some component of the open region cannot be
// filled by any subset of the remaining pieces (checked once, before the
// search).
func (v *volumeCheck) unfillable() (int, bool) {
	d := v.depth
	v.compsValid[d] = false
	cs, _ := v.components()
	for _, c := range cs {
		if !v.t.ok(v.state, c.vol) {
			return c.vol, true
		}
	}
	return 0, false
}

// cuts reports whether placing image id now would leave a region that
// the remaining pieces cannot fill.
func (v *volumeCheck) cuts(id int) bool {
	img := v.m.Images[id]
	g := v.g
	k := v.t.class[img.Shape]
	st := v.state - v.t.step[k]
	// The span of words that J's two-step neighbourhood can touch.
	lo, hi := int(g.bitOf[img.Cells[0]]), int(g.bitOf[img.Cells[len(img.Cells)-1]])
	for _, c := range img.Cells {
		b := int(g.bitOf[c])
		lo, hi = min(lo, b), max(hi, b)
	}
	lw := max(0, (lo-2*g.reach)>>6)
	hw := min(g.words, (hi+2*g.reach)>>6+1)
	L := hw - lw
	if cap(v.jb) < L {
		v.jb, v.d1, v.d2 = make([]uint64, L), make([]uint64, L), make([]uint64, L)
		v.nb, v.loc = make([]uint64, L), make([]uint64, L)
	}
	jb, d1, d2, nb, loc := v.jb[:L], v.d1[:L], v.d2[:L], v.nb[:L], v.loc[:L]
	clear(jb)
	for _, c := range img.Cells {
		b := int(g.bitOf[c]) - lw*64
		jb[b>>6] |= 1 << (b & 63)
	}
	open := v.open[lw:hw]
	copy(d1, jb)
	g.spread(d1, jb)
	copy(d2, d1)
	g.spread(d2, d1)
	for i := range nb {
		nb[i] = d1[i] &^ jb[i] & open[i]
		d2[i] = d2[i] &^ jb[i] & open[i] // the local region
	}
	var compJ *component
	var cs []component
	var bad []int
	if !v.uniform {
		cs, bad = v.components()
		b := int(g.bitOf[img.Cells[0]])
		for i := range cs {
			if cs[i].bits[b>>6]>>(b&63)&1 == 1 {
				compJ = &cs[i]
				break
			}
		}
		// Components that J does not touch must stay fillable without
		// J's piece.
		others := bad[k]
		if !v.t.ok(st, compJ.vol) {
			others--
		}
		if others > 0 {
			return true
		}
	}
	first := lowestBit(nb)
	if first < 0 {
		// J fills its component exactly.
		return false
	}
	// Local groups: neighbours connected within the small box.
	v.groups = v.groups[:0]
	rest := v.tmp[:L]
	copy(rest, nb)
	for {
		b := lowestBit(rest)
		if b < 0 {
			break
		}
		clear(loc)
		loc[b>>6] = 1 << (b & 63)
		reached := g.fill(loc, d2, rest, v.next[:L])
		for i := range rest {
			rest[i] &^= loc[i]
		}
		if reached && len(v.groups) == 0 {
			// All neighbours are connected around J: no split.
			if compJ != nil && !v.t.ok(st, compJ.vol-len(img.Cells)) {
				return true
			}
			return false
		}
		v.groups = append(v.groups, v.widen(loc, lw))
	}
	if len(v.groups) == 1 {
		if compJ != nil && !v.t.ok(st, compJ.vol-len(img.Cells)) {
			return true
		}
		return false
	}
	return v.split(img, lw, st, compJ)
}

// widen copies a local group (cells connected to some of the neighbours
// within the small box) into a full-width
// front and returns the front.
func (v *volumeCheck) widen(local []uint64, lw int) []uint64 {
	W := v.g.words
	n := len(v.groups)
	need := (n + 1) * W
	if cap(v.fronts) < need {
		nf := make([]uint64, need*2)
		copy(nf, v.fronts)
		v.fronts = nf
		// Re-slice the existing groups onto the new backing array.
		for i := range v.groups {
			v.groups[i] = v.fronts[i*W : (i+1)*W]
		}
	}
	f := v.fronts[n*W : (n+1)*W]
	clear(f)
	copy(f[lw:], local)
	return f
}

// split grows the neighbour groups of image img in lockstep in the open
// region without img, merging groups that meet; each group that stops
// growing is a part cut off by img and must have a fillable volume.
func (v *volumeCheck) split(img Image, lw, st int, compJ *component) bool {
	g := v.g
	region := v.region
	copy(region, v.open)
	for _, c := range img.Cells {
		b := g.bitOf[c]
		region[b>>6] &^= 1 << (b & 63)
	}
	n := len(v.groups)
	if cap(v.done) < n {
		v.done = make([]bool, n)
	}
	done := v.done[:n]
	for i := range done {
		done[i] = false
	}
	alive := n
	measured := 0
	next := v.next
	for alive > 1 {
		for i := 0; i < n && alive > 1; i++ {
			if done[i] {
				continue
			}
			f := v.groups[i]
			copy(next, f)
			g.spread(next, f)
			changed := false
			for w := range next {
				x := next[w] & region[w]
				if x != f[w] {
					changed = true
				}
				f[w] = x
			}
			if !changed {
				done[i] = true
				alive--
				vol := popcount(f)
				if !v.t.ok(st, vol) {
					return true
				}
				measured += vol
				continue
			}
			for j := 0; j < n; j++ {
				if j != i && !done[j] && intersects(f, v.groups[j]) {
					for w := range f {
						f[w] |= v.groups[j][w]
					}
					done[j] = true
					alive--
				}
			}
		}
	}
	if compJ != nil && alive == 1 {
		if !v.t.ok(st, compJ.vol-len(img.Cells)-measured) {
			return true
		}
	}
	return false
}

// volumeBeat is how many images volumeFilterImages goes through between
// two heartbeats (WithHeartbeat): an image's check floods the board's
// open cells, which on the largest boards (the heptominoes' 759) takes
// as long as thousands of search nodes. It looks at its context every
// 4,096, so that a small puzzle's preparation ends as New's would
// (NewContext).
const volumeBeat = 1 << 8

// volumeFilterImages clears active[id] for the images that cut off an
// unfillable region at the start of the search, and returns how many.
// w goroutines check the active images, each with its own volumeCheck
// (see volumeWorkers). The check does not depend on the other images,
// so each image's answer is kept with the model (Model.cuts): a solver's
// preparation makes several solvers of one model (the redundancy pick's
// candidates, the reduced search of an expansion), each with the volume
// filter, and checks an image once. The error is ctx's, if ctx is done
// before the images are checked.
func volumeFilterImages(ctx context.Context, m *Model, active []bool, w int) (int, error) {
	m.cutsMu.Lock()
	defer m.cutsMu.Unlock()
	if m.cuts == nil {
		m.cuts = make([]int8, len(m.Images))
	}
	var stopped atomic.Bool
	filter := func(i int) {
		v := newVolumeCheck(m)
		for k, id := 0, i; id < len(m.Images); k, id = k+1, id+w {
			if k%volumeBeat == volumeBeat-1 && i == 0 {
				beat(ctx)
			}
			if k%4096 == 4095 && (stopped.Load() || i == 0 && checkpoint(ctx) != nil) {
				stopped.Store(true)
				return
			}
			if active[id] && m.cuts[id] == cutUnknown {
				m.cuts[id] = cutKeeps
				if v.cuts(id) {
					m.cuts[id] = cutCuts
				}
			}
		}
	}
	var wg sync.WaitGroup
	for i := 1; i < w; i++ {
		wg.Go(func() { filter(i) })
	}
	filter(0)
	wg.Wait()
	if stopped.Load() {
		return 0, ctx.Err()
	}
	n := 0
	for id, c := range m.cuts {
		if c == cutCuts && active[id] {
			active[id] = false
			n++
		}
	}
	return n, nil
}

// The volume filter's answers about an image, kept in Model.cuts.
const (
	cutUnknown int8 = iota // not checked yet
	cutKeeps               // the image cuts off no unfillable region
	cutCuts                // it does: the filter removes it
)

// volumeWorkers is the number of goroutines that volumeFilterImages
// uses in a search with jobs workers: New runs before the workers start,
// so its time is not divided among them otherwise. Below a thousand
// images per goroutine (about half a millisecond), one costs more than
// it saves: Go wakes a thread for it (and creates one at the start of a
// process), and the smallest puzzles' whole runs are short (see
// BenchmarkSmall).
func volumeWorkers(m *Model, jobs int) int {
	const perWorker = 1024
	return max(1, min(jobs, runtime.GOMAXPROCS(0), len(m.Images)/perWorker))
}

// volumeImpossible returns a message if some part of the open region can
// never be filled by the pieces, or "".
func volumeImpossible(v *volumeCheck) string {
	if vol, bad := v.unfillable(); bad {
		return fmt.Sprintf("volume: a separate part of the open region has %d cells, which no set of the pieces adds up to, so the puzzle has no solutions", vol)
	}
	return ""
}
