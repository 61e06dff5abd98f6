package disassemble

import (
	"cmp"
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"

	"polyplay/solver/grid"
)

// MaxPieces is the most pieces a puzzle taken apart may have.
const MaxPieces = 64

// far is the free distance between pieces that never meet.
const far = math.MaxInt32

// search takes apart the pieces of one puzzle, part after part.
type search struct {
	ctx    context.Context
	grid   grid.Kind
	pieces [][]grid.Point
	// dirs are the directions of the moves: each axis forwards, then
	// backwards.
	dirs []grid.Point
	// max bounds visited, the positions seen in all parts.
	max, visited int
	// box holds the piece at each cell of a position (freeDistances).
	box []int
	// groups are the pieces' groups (Options.Groups, Options.Shapes),
	// nil for none.
	groups *grouping
	// yield is Options.Yield.
	yield func()
}

// node is a position of one part's search: the offset of each piece
// from its place in the assembly, and the move that reached it.
type node struct {
	pos    []grid.Point
	parent int // index of the node it was reached from; -1 at the start
	move   Move
}

// slide is a move of a position: the pieces of mask (bits numbering the
// part's pieces) slide steps cells in direction dir, or away (steps 0).
type slide struct {
	mask  uint64
	dir   int
	steps int
}

// part searches the fewest moves that separate the pieces ids (indices
// into s.pieces) from their offsets pos, then takes both parts apart. It
// returns nil when they do not come apart.
func (s *search) part(ids []int, pos []grid.Point) (*Separation, error) {
	if len(ids) > MaxPieces {
		return nil, fmt.Errorf("%d pieces: at most %d are taken apart", len(ids), MaxPieces)
	}
	nodes := []node{{pos: pos, parent: -1}}
	seen := map[string]bool{}
	if err := s.visit(seen, pos); err != nil {
		return nil, err
	}
	var free [][][]int
	for at := 0; at < len(nodes); at++ {
		if at%256 == 0 {
			if s.yield != nil {
				s.yield()
			}
			if err := s.ctx.Err(); err != nil {
				return nil, err
			}
		}
		cur := nodes[at].pos
		free = s.freeDistances(ids, cur, free)
		var found *slide
		var err error
		s.slides(free, func(m slide) bool {
			if m.steps == 0 {
				found = &m
				return false
			}
			next := make([]grid.Point, len(cur))
			copy(next, cur)
			d := s.dirs[m.dir]
			for k := range next {
				if m.mask&(1<<k) != 0 {
					next[k].X += d.X * m.steps
					next[k].Y += d.Y * m.steps
					next[k].Z += d.Z * m.steps
				}
			}
			if seen[key(next)] {
				return true
			}
			if err = s.visit(seen, next); err != nil {
				return false
			}
			nodes = append(nodes, node{pos: next, parent: at, move: s.move(ids, m)})
			return true
		})
		if err != nil {
			return nil, err
		}
		if found != nil {
			return s.separate(ids, nodes, at, *found)
		}
		nodes[at].pos = nil // only the moves are read back
	}
	return nil, nil
}

// visit counts a new position, within the bound.
func (s *search) visit(seen map[string]bool, pos []grid.Point) error {
	s.visited++
	if s.visited > s.max {
		return fmt.Errorf("%w: more than %d positions visited", ErrTooManyStates, s.max)
	}
	seen[key(pos)] = true
	return nil
}

// separate builds the separation found at nodes[at] by the move away m,
// taking both parts apart: nil if either does not come apart.
func (s *search) separate(ids []int, nodes []node, at int, m slide) (*Separation, error) {
	var moves []Move
	for i := at; nodes[i].parent >= 0; i = nodes[i].parent {
		moves = append(moves, nodes[i].move)
	}
	for i, j := 0, len(moves)-1; i < j; i, j = i+1, j-1 {
		moves[i], moves[j] = moves[j], moves[i]
	}
	moves = append(moves, s.move(ids, m))
	sep := &Separation{Pieces: ids, Moves: moves}
	pos := nodes[at].pos
	for _, removed := range []bool{false, true} {
		var sub []int
		var subPos []grid.Point
		for k, id := range ids {
			if (m.mask&(1<<k) != 0) == removed {
				sub = append(sub, id)
				subPos = append(subPos, pos[k])
			}
		}
		if len(sub) < 2 || s.groups.oneGroup(sub) {
			continue
		}
		r, err := s.part(sub, subPos)
		if err != nil {
			return nil, err
		}
		if r == nil {
			// A part that does not come apart stays together where
			// its pieces can be given one group.
			if ok, err := s.groups.add(sub); !ok || err != nil {
				return nil, cmp.Or(err, errStuck)
			}
			continue
		}
		if removed {
			sep.Removed = r
		} else {
			sep.Left = r
		}
	}
	return sep, nil
}

// move returns the Move of a slide of the part ids.
func (s *search) move(ids []int, m slide) Move {
	mv := Move{Dir: s.dirs[m.dir], Steps: m.steps, Away: m.steps == 0}
	for k, id := range ids {
		if m.mask&(1<<k) != 0 {
			mv.Pieces = append(mv.Pieces, id)
		}
	}
	return mv
}

// key names a position up to a move of the whole: the offsets relative
// to the first piece's.
func key(pos []grid.Point) string {
	b := make([]byte, 0, 12*len(pos))
	o := pos[0]
	for _, p := range pos[1:] {
		b = binary.LittleEndian.AppendUint32(b, uint32(p.X-o.X))
		b = binary.LittleEndian.AppendUint32(b, uint32(p.Y-o.Y))
		b = binary.LittleEndian.AppendUint32(b, uint32(p.Z-o.Z))
	}
	return string(b)
}

// freeDistances returns, for each direction d and pieces i and j of the
// part ids at offsets pos, how many cells i can slide in direction d
// while j stays (far when it never meets j), reusing buf. It lays the
// pieces out in a box and slides every cell along each direction, step
// by step, for the first cell of each other piece it sweeps.
func (s *search) freeDistances(ids []int, pos []grid.Point, buf [][][]int) [][][]int {
	n := len(ids)
	if len(buf) != len(s.dirs) || len(buf[0]) != n {
		buf = make([][][]int, len(s.dirs))
		for d := range buf {
			buf[d] = make([][]int, n)
			for i := range buf[d] {
				buf[d][i] = make([]int, n)
			}
		}
	}
	for d := range buf {
		for i := range buf[d] {
			for j := range buf[d][i] {
				buf[d][i][j] = far
			}
		}
	}
	lo := grid.Point{X: far, Y: far, Z: far}
	hi := grid.Point{X: -far, Y: -far, Z: -far}
	for k, id := range ids {
		for _, c := range s.pieces[id] {
			x, y, z := c.X+pos[k].X, c.Y+pos[k].Y, c.Z+pos[k].Z
			lo = grid.Point{X: min(lo.X, x), Y: min(lo.Y, y), Z: min(lo.Z, z)}
			hi = grid.Point{X: max(hi.X, x), Y: max(hi.Y, y), Z: max(hi.Z, z)}
		}
	}
	size := [3]int{hi.X - lo.X + 1, hi.Y - lo.Y + 1, hi.Z - lo.Z + 1}
	stride := [3]int{1, size[0], size[0] * size[1]}
	cells := size[0] * size[1] * size[2]
	if cap(s.box) < cells {
		s.box = make([]int, cells)
	}
	box := s.box[:cells]
	clear(box)
	for k, id := range ids {
		for _, c := range s.pieces[id] {
			box[(c.X+pos[k].X-lo.X)+(c.Y+pos[k].Y-lo.Y)*stride[1]+(c.Z+pos[k].Z-lo.Z)*stride[2]] = k + 1
		}
	}
	// at returns the piece at the cell q, -1 for none or outside the box.
	at := func(q grid.Point) int {
		x, y, z := q.X-lo.X, q.Y-lo.Y, q.Z-lo.Z
		if x < 0 || y < 0 || z < 0 || x >= size[0] || y >= size[1] || z >= size[2] {
			return -1
		}
		return box[x+y*stride[1]+z*stride[2]] - 1
	}
	var swept []grid.Point
	for a := 0; a < len(s.dirs); a += 2 {
		d := s.dirs[a]
		for i, id := range ids {
			for _, c := range s.pieces[id] {
				// Step t takes the cell from q to q+d across the cells
				// the grid says it sweeps (grid.Kind.Sweep, which asks
				// the cell's own coordinates), until it has left the box.
				q := grid.Point{X: c.X + pos[i].X, Y: c.Y + pos[i].Y, Z: c.Z + pos[i].Z}
				for t := 1; inside(q, d, lo, hi); t++ {
					swept = s.grid.Sweep(swept[:0], q, d)
					for _, w := range swept {
						o := at(w)
						if o >= 0 && o != i && t-1 < buf[a][i][o] {
							// i slides forwards as far as o slides backwards.
							buf[a][i][o] = t - 1
							buf[a+1][o][i] = t - 1
						}
					}
					q = grid.Point{X: q.X + d.X, Y: q.Y + d.Y, Z: q.Z + d.Z}
				}
			}
		}
	}
	return buf
}

// inside reports whether a cell at q sliding in direction d may still
// meet a cell of the box from lo to hi: it has not passed the box along
// any coordinate d moves.
func inside(q, d, lo, hi grid.Point) bool {
	for _, c := range [3][4]int{{q.X, d.X, lo.X, hi.X}, {q.Y, d.Y, lo.Y, hi.Y}, {q.Z, d.Z, lo.Z, hi.Z}} {
		if c[1] > 0 && c[0] > c[3] || c[1] < 0 && c[0] < c[2] {
			return false
		}
	}
	return true
}

// group returns the smallest group of pieces, as a mask, that holds seed
// and slides steps cells in direction d (far: away) without meeting the
// rest, or 0 when it has more than most pieces.
func group(free [][][]int, seed, d, steps, most int) uint64 {
	m := free[d]
	mask := uint64(1) << seed
	queue := []int{seed}
	for len(queue) > 0 {
		i := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for j := range m[i] {
			if mask&(1<<j) == 0 && steps > m[i][j] {
				mask |= 1 << j
				if bits.OnesCount64(mask) > most {
					return 0
				}
				queue = append(queue, j)
			}
		}
	}
	return mask
}

// slides calls yield with the moves of a position, whose free distances
// are free, in BurrTools' order (see the package comment), until yield
// returns false.
func (s *search) slides(free [][][]int, yield func(slide) bool) {
	n := len(free[0])
	for _, most := range []int{1, n / 2} {
		for d := range s.dirs {
			for p := range n {
				if g := group(free, p, d, far, most); g != 0 && !yield(slide{mask: g, dir: d}) {
					return
				}
			}
		}
	}
	all := uint64(1)<<n - 1
	if n == MaxPieces {
		all = math.MaxUint64
	}
	longest := 0
	for _, m := range free {
		for _, row := range m {
			for _, v := range row {
				if v != far {
					longest = max(longest, v)
				}
			}
		}
	}
	for d := range s.dirs {
		var found []slide // newest first, as BurrTools scans them
		// add lists m unless it is listed, and reports whether it was
		// not; then yield has it.
		add := func(m slide) bool {
			for _, f := range found {
				if f == m {
					return false
				}
			}
			found = append([]slide{m}, found...)
			return true
		}
		for p := range n {
			for steps := 1; steps <= longest+1; steps++ {
				g := group(free, p, d, steps, n/2)
				if g == 0 {
					break
				}
				m := slide{mask: g, dir: d, steps: steps}
				if !add(m) {
					continue
				}
				if !yield(m) {
					return
				}
				// The unions with the moves found before by as many
				// cells, that neither holds.
				for _, f := range found[1:] {
					u := f.mask | g
					if f.steps != steps || u == all || u == f.mask || u == g {
						continue
					}
					if um := (slide{mask: u, dir: d, steps: steps}); add(um) && !yield(um) {
						return
					}
				}
			}
		}
	}
}
