package solver

import (
	"fmt"
	"math/bits"

	"polyplay/solver/grid"
)

// classTable answers "can the remaining pieces add up to v?" in O(1).
//
// Pieces are grouped into classes by a value (the parity magnitude for the
// parity constraint, the size for the volume constraint); the remaining
// pieces are then described by how many of each class are left, a state
// numbered in mixed radix (placing a piece of class k subtracts step[k]).
// For each state the table holds the set of reachable sums as a bit set:
// sums of a subset of the pieces (volume) or of every piece with a sign
// each (parity). This is polycube's "parity state" and "achievable volume
// per group of remaining pieces", computed lazily per state.
type classTable struct {
	class  []int // shape -> class, -1 if the shape takes no part
	step   []int // class -> state weight
	value  []int // class -> value added by one piece
	count  []int // class -> pieces at the start
	signed bool  // each piece adds +value or -value (parity)
	offset int   // bit of sum 0
	nbits  int
	states int
	start  int // state of the full piece set
	dense  [][]uint64
	sparse map[int][]uint64
}

// maxDenseStates bounds the states held in a slice; more use a map.
const maxDenseStates = 1 << 14

// maxStates bounds the number of states; beyond it the table is not built
// and newClassTable returns nil.
const maxStates = 1 << 50

// newClassTable groups the shapes of m by value(shape) (pieces whose value
// is 0 take no part) and prepares the table. It returns nil if there are no
// classes or too many states.
func newClassTable(m *Model, value func(shape int) int, signed bool) *classTable {
	t := &classTable{class: make([]int, len(m.Shapes)), signed: signed}
	byValue := map[int]int{}
	total := 0
	for s := range m.Shapes {
		v := value(s)
		if v == 0 {
			t.class[s] = -1
			continue
		}
		k, ok := byValue[v]
		if !ok {
			k = len(t.value)
			byValue[v] = k
			t.value = append(t.value, v)
			t.count = append(t.count, 0)
		}
		t.class[s] = k
		t.count[k] += m.ShapeCount(s)
		total += v * m.ShapeCount(s)
	}
	if len(t.value) == 0 {
		return nil
	}
	t.states = 1
	for k := range t.value {
		t.step = append(t.step, t.states)
		t.start += t.count[k] * t.states
		if t.states > maxStates/(t.count[k]+1) {
			return nil
		}
		t.states *= t.count[k] + 1
	}
	if signed {
		t.offset, t.nbits = total, 2*total+1
	} else {
		t.nbits = total + 1
	}
	if t.states <= maxDenseStates {
		t.dense = make([][]uint64, t.states)
	} else {
		t.sparse = map[int][]uint64{}
	}
	return t
}

// reach returns the bit set of sums reachable in state st.
func (t *classTable) reach(st int) []uint64 {
	var b []uint64
	if t.dense != nil {
		b = t.dense[st]
	} else {
		b = t.sparse[st]
	}
	if b != nil {
		return b
	}
	words := (t.nbits + 63) / 64
	b = make([]uint64, words)
	tmp := make([]uint64, words)
	b[t.offset>>6] |= 1 << (t.offset & 63)
	for k, v := range t.value {
		c := st / t.step[k] % (t.count[k] + 1)
		for ; c > 0; c-- {
			if t.signed {
				shiftInto(tmp, b, v)
				shiftInto(tmp, b, -v)
				copy(b, tmp)
				clear(tmp)
			} else {
				shiftInto(b, b, v)
			}
		}
	}
	if t.dense != nil {
		t.dense[st] = b
	} else {
		t.sparse[st] = b
	}
	return b
}

// fork returns the table with an empty memo of its own: the memo fills as
// a search asks, so each search (each worker of a parallel one) needs its
// own.
func (t *classTable) fork() *classTable {
	c := *t
	if t.dense != nil {
		c.dense = make([][]uint64, t.states)
	} else {
		c.sparse = map[int][]uint64{}
	}
	return &c
}

// ok reports whether the pieces of state st can add up to v.
func (t *classTable) ok(st, v int) bool {
	i := v + t.offset
	if i < 0 || i >= t.nbits {
		return false
	}
	return t.reach(st)[i>>6]>>(i&63)&1 == 1
}

// shiftInto ORs src shifted by k bits (towards higher bits if k > 0) into
// dst. dst and src have the same length and may be the same slice when
// k > 0 (the shift then runs from the top down).
func shiftInto(dst, src []uint64, k int) {
	n := len(src)
	if k >= 0 {
		w, b := k>>6, uint(k&63)
		for i := n - 1; i >= w; i-- {
			v := src[i-w] << b
			if b > 0 && i-w-1 >= 0 {
				v |= src[i-w-1] >> (64 - b)
			}
			dst[i] |= v
		}
		return
	}
	k = -k
	w, b := k>>6, uint(k&63)
	for i := 0; i+w < n; i++ {
		v := src[i+w] >> b
		if b > 0 && i+w+1 < n {
			v |= src[i+w+1] << (64 - b)
		}
		dst[i] |= v
	}
}

// parityInfo is the two-colouring of a model's cells: on squares and
// cubes the checkerboard, cells with x+y+z even counting +1 and odd -1;
// on triangles up cells +1 and down cells -1 (x+y even or odd again).
// Every move of a piece (a translation, a turn, a flip) keeps these
// colourings or swaps their colours, so a piece covers +mag or -mag
// wherever it lies. Hexagons have no such colouring (every neighbour of
// a cell would need the other colour, and three hexagons meet at a
// corner), so they have no parity: t is nil and region 0.
//
// That is all it assumes: a piece's cells keep or swap their colours
// together whatever its shape (joined or in several parts, one-sided or
// not), so the parity trigger, filter and impossibility check hold for
// every puzzle on a two-coloured grid (TestProperty checks them against
// internal/plaincount).
type parityInfo struct {
	t      *classTable // nil if every piece has parity 0
	img    []int8      // parity of each image
	mag    []int       // parity magnitude of each shape
	region int         // parity of the open cells
	words  string      // what the colours are, for the messages
}

// parityWords describes the colouring of grid g in the notes.
func parityWords(g grid.Kind) string {
	c := g.Colours()
	if g.ColourByShape() {
		return c[0] + " minus " + c[1] + " " + g.Noun() + "s"
	}
	return c[0] + " minus " + c[1] + " cells on a checkerboard"
}

func cellColor(c Point) int {
	if (c.X+c.Y+c.Z)&1 == 0 {
		return 1
	}
	return -1
}

// newParityInfo computes the parities of the model's cells, shapes and
// images.
func newParityInfo(m *Model) *parityInfo {
	pi := &parityInfo{img: make([]int8, len(m.Images)), mag: make([]int, len(m.Shapes)), words: parityWords(m.Grid)}
	if !m.Grid.TwoColoured() {
		return pi
	}
	for _, c := range m.Cells {
		pi.region += cellColor(c)
	}
	for s, sh := range m.Shapes {
		p := 0
		for _, c := range sh.Orients[0] {
			p += cellColor(c)
		}
		pi.mag[s] = max(p, -p)
	}
	for id, img := range m.Images {
		p := 0
		for _, c := range img.Cells {
			p += cellColor(m.Cells[c])
		}
		pi.img[id] = int8(p)
	}
	pi.t = newClassTable(m, func(s int) int { return pi.mag[s] }, true)
	return pi
}

// impossible returns a message if the pieces' parities can never add up
// to the region's parity, or "" if they can.
func (pi *parityInfo) impossible(m *Model) string {
	if pi.t == nil {
		if pi.region == 0 {
			return ""
		}
		return fmt.Sprintf("parity: the open cells have parity %d (%s) but every piece has parity 0, so the puzzle has no solutions", pi.region, pi.words)
	}
	if pi.t.ok(pi.t.start, pi.region) {
		return ""
	}
	desc := ""
	for k, v := range pi.t.value {
		if desc != "" {
			desc += ", "
		}
		desc += fmt.Sprintf("%d of parity %d", pi.t.count[k], v)
	}
	return fmt.Sprintf("parity: the open cells have parity %d (%s) but the pieces (%s, the rest 0) cannot add up to it, so the puzzle has no solutions", pi.region, pi.words, desc)
}

// parityRun is the parity state of a search: the state of the remaining
// pieces and the parity of the open cells.
type parityRun struct {
	pi    *parityInfo
	t     *classTable // pi.t with a memo of this run's own
	m     *Model
	state int
	hole  int
}

func newParityRun(m *Model, pi *parityInfo) *parityRun {
	return &parityRun{pi: pi, t: pi.t.fork(), m: m, state: pi.t.start, hole: pi.region}
}

// place and unplace update the state for image id.
func (r *parityRun) place(id int) {
	if k := r.t.class[r.m.Images[id].Shape]; k >= 0 {
		r.state -= r.t.step[k]
		r.hole -= int(r.pi.img[id])
	}
}

func (r *parityRun) unplace(id int) {
	if k := r.t.class[r.m.Images[id].Shape]; k >= 0 {
		r.state += r.t.step[k]
		r.hole += int(r.pi.img[id])
	}
}

// ok reports whether the remaining pieces can still match the open cells'
// parity.
func (r *parityRun) ok() bool { return r.t.ok(r.state, r.hole) }

// badSign returns, for shape s, a bit mask of the image parities that
// would break parity if placed now: bit 0 for +mag, bit 1 for -mag.
func (r *parityRun) badSign(s int) int {
	k := r.t.class[s]
	if k < 0 {
		return 0
	}
	st := r.state - r.t.step[k]
	mag := r.pi.mag[s]
	bad := 0
	if !r.t.ok(st, r.hole-mag) {
		bad |= 1
	}
	if !r.t.ok(st, r.hole+mag) {
		bad |= 2
	}
	return bad
}

// parityFilterImages clears active[id] for the images that break parity
// at the start of the search, and returns how many it removed.
func parityFilterImages(m *Model, pi *parityInfo, active []bool) int {
	r := newParityRun(m, pi)
	n := 0
	for s := range m.Shapes {
		bad := r.badSign(s)
		if bad == 0 {
			continue
		}
		for id := m.ShapeImages[s][0]; id < m.ShapeImages[s][1]; id++ {
			if active[id] && bad&signBit(int(pi.img[id])) != 0 {
				active[id] = false
				n++
			}
		}
	}
	return n
}

// signBit maps a nonzero parity to the badSign bit of its sign.
func signBit(p int) int {
	if p > 0 {
		return 1
	}
	if p < 0 {
		return 2
	}
	return 0
}

// popcount returns the number of set bits in b.
func popcount(b []uint64) int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// Parity is the parity check of a model, for searches outside the solver
// (the coach's resampling estimate): the open cells' two colours (see
// the parity filter) and whether the pieces not yet placed can still
// make up the colours of the cells not yet covered. A search keeps a
// ParityState for each of its partial placements.
type Parity struct {
	pi *parityInfo
	t  *classTable
	m  *Model
}

// ParityState is the state of a partial placement for the parity
// check: which pieces are left, and the open cells' imbalance of
// colours.
type ParityState struct{ left, hole int32 }

// Parity returns the model's parity check, or nil if its grid has no
// two colours that every move of a piece keeps or swaps or every piece
// covers as many cells of each (the check then rules nothing out; the
// model's own impossibility check covers the open cells). The check
// remembers what it computes: a concurrent search needs one of its own.
func (m *Model) Parity() *Parity {
	pi := newParityInfo(m)
	if pi.t == nil || pi.t.states > 1<<31 {
		return nil
	}
	return &Parity{pi: pi, t: pi.t, m: m}
}

// Start returns the state of the model with no piece placed.
func (p *Parity) Start() ParityState {
	return ParityState{left: int32(p.t.start), hole: int32(p.pi.region)}
}

// Place returns the state st with image placed.
func (p *Parity) Place(st ParityState, image int) ParityState {
	if k := p.t.class[p.m.Images[image].Shape]; k >= 0 {
		st.left -= int32(p.t.step[k])
		st.hole -= int32(p.pi.img[image])
	}
	return st
}

// OK reports whether the pieces left in st can still make up the
// colours of the cells it leaves open.
func (p *Parity) OK(st ParityState) bool { return p.t.ok(int(st.left), int(st.hole)) }
