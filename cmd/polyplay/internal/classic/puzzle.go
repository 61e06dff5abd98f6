package classic

import (
	"errors"
	"fmt"
)

// image is one placement of a shape: its cells (grid numbers, in the
// order of the oriented piece's sorted cells) and its parity.
type image struct {
	shape  *shape
	layout []int32
	parity int
	// mask is the image's cells as bits of the tiling searches (MCH, de
	// Bruijn), set when DLX hands over to them.
	mask uint64
	// name is the piece bound to the image when a solution is read.
	name *namedPiece
}

// shape is a set of pieces of one shape: polycube searches shapes, and
// names the copies of a shape only when it prints a solution.
type shape struct {
	piece    // the first piece's cells, as the definition gives them
	id       int
	mirrorID int // one-sided puzzles: the shape flipped over, or -1
	pieces   []*namedPiece
	// rotations are the shape's distinct orientations (rotation numbers)
	// and rotated the shape in each.
	rotations        []int
	rotated          []piece
	stationaryImages []*image
	mobileImages     []*image
	col              int32 // its DLX column, 0 if it has no mobile piece
}

func (s *shape) numMobile() int { return len(s.pieces) - len(s.stationaryImages) }

func newShape(p piece, id int, allowed []int) *shape {
	s := &shape{piece: p, id: id, mirrorID: -1}
	s.initRotations(allowed)
	return s
}

func (s *shape) initRotations(allowed []int) {
	s.rotations, s.rotated = nil, nil
	for _, r := range allowed {
		rp := s.piece.rotate(r)
		dup := false
		for _, q := range s.rotated {
			if q.congruent(rp) {
				dup = true
				break
			}
		}
		if !dup {
			s.rotations = append(s.rotations, r)
			s.rotated = append(s.rotated, rp)
		}
	}
}

// pruneRotations keeps one rotation of each class of the shape's rotations
// under the box's symmetries, the first by rotation number.
func (s *shape) pruneRotations(sym []int) {
	var have [24]bool
	for _, r := range s.rotations {
		have[r] = true
	}
	s.rotations, s.rotated = nil, nil
	for r := range 24 {
		if !have[r] {
			continue
		}
		s.rotations = append(s.rotations, r)
		s.rotated = append(s.rotated, s.piece.rotate(r))
		for _, sr := range sym {
			have[rotationProduct[r][sr]] = false
		}
	}
}

// puzzle is a puzzle as polycube models it: the box's cells (all of
// them, fixed pieces' too), the shapes, the fixed pieces placed.
type puzzle struct {
	xDim, yDim, zDim int
	oneSide          bool
	numGrid          int
	pts              []point
	fill             []int32
	neighbors        [][]int32
	unoccupied       int32
	pieceFill        int32
	remainingGrid    int

	shapes          []*shape
	shapeOf         []*shape      // by piece number
	pieceOf         []*namedPiece // by piece number
	longestName     int
	numPieces       int
	numStationary   int
	numMobile       int
	numMobileShapes int
	stationaryVol   int
	allowed         []int
	mirrors         bool
	redundancy      bool
	complexity      bool
	stack           []*image
	symRotations    []int
	symPerms        [][]int32
	shapeCount      []int
}

func (p *puzzle) gridID(c point) int { return (c.x*p.yDim+c.y)*p.zDim + c.z }

func (p *puzzle) bounded(c point) bool {
	return c.x >= 0 && c.x < p.xDim && c.y >= 0 && c.y < p.yDim && c.z >= 0 && c.z < p.zDim
}

// newPuzzle builds the puzzle of d as polycube does before it solves.
func newPuzzle(d *definition) (*puzzle, error) {
	p := &puzzle{
		xDim: d.x, yDim: d.y, zDim: d.z, oneSide: d.oneSide,
		numPieces:     len(d.stationary) + len(d.mobile),
		numStationary: len(d.stationary), numMobile: len(d.mobile),
		unoccupied: -1, mirrors: true, redundancy: true,
	}
	vol := 0
	for _, c := range d.stationary {
		p.stationaryVol += len(c.cells)
	}
	for _, c := range d.mobile {
		vol += len(c.cells)
	}
	if box := d.x * d.y * d.z; box != vol+p.stationaryVol {
		return nil, fmt.Errorf("the pieces have %d cells and the box %d: they must be the same", vol+p.stationaryVol, box)
	}
	if p.oneSide {
		p.allowed = []int{0, 1, 2, 3}
	} else {
		for r := range 24 {
			p.allowed = append(p.allowed, r)
		}
	}
	for _, c := range d.stationary {
		for _, q := range c.cells {
			if !p.bounded(q) {
				return nil, fmt.Errorf("stationary piece %s is outside the box", c.name)
			}
		}
	}
	p.numGrid = d.x * d.y * d.z
	p.remainingGrid = p.numGrid
	p.pts = make([]point, p.numGrid)
	p.fill = make([]int32, p.numGrid)
	for x := range d.x {
		for y := range d.y {
			for z := range d.z {
				i := p.gridID(point{x, y, z})
				p.pts[i] = point{x, y, z}
				p.fill[i] = -1
			}
		}
	}
	p.shapeOf = make([]*shape, p.numPieces+1)
	p.pieceOf = make([]*namedPiece, p.numPieces+1)
	p.addShapes(d.stationary, true)
	p.addShapes(d.mobile, false)
	for _, s := range p.shapes {
		if s.numMobile() > 0 {
			p.numMobileShapes++
		}
	}
	p.initMirrors()
	if err := p.loadStationary(); err != nil {
		return nil, err
	}
	p.neighbors = make([][]int32, p.numGrid)
	for i, c := range p.pts {
		if p.fill[i] >= 0 {
			continue
		}
		for _, n := range [6]point{{c.x + 1, c.y, c.z}, {c.x - 1, c.y, c.z}, {c.x, c.y + 1, c.z}, {c.x, c.y - 1, c.z}, {c.x, c.y, c.z + 1}, {c.x, c.y, c.z - 1}} {
			if p.bounded(n) && p.fill[p.gridID(n)] < 0 {
				p.neighbors[i] = append(p.neighbors[i], int32(p.gridID(n)))
			}
		}
	}
	p.initSymmetries()
	return p, nil
}

func (p *puzzle) addShapes(list []*namedPiece, stationary bool) {
	for _, c := range list {
		p.pieceOf[c.id] = c
		p.longestName = max(p.longestName, len(c.name))
		s := p.findShape(c.piece)
		if s == nil {
			s = newShape(c.piece, len(p.shapes), p.allowed)
			p.shapes = append(p.shapes, s)
		}
		p.shapeOf[c.id] = s
		s.pieces = append(s.pieces, c)
		if stationary {
			s.stationaryImages = append(s.stationaryImages, p.newImage(s, c.piece))
		}
	}
}

func (p *puzzle) findShape(c piece) *shape {
	for _, s := range p.shapes {
		for _, r := range s.rotated {
			if r.congruent(c) {
				return s
			}
		}
	}
	return nil
}

func (p *puzzle) newImage(s *shape, o piece) *image {
	im := &image{shape: s, parity: o.parity, layout: make([]int32, len(o.cells))}
	for i, c := range o.cells {
		im.layout[i] = int32(p.gridID(c))
	}
	return im
}

func (p *puzzle) initMirrors() {
	if !p.oneSide {
		return
	}
	for _, s := range p.shapes {
		if s.mirrorID != -1 {
			continue
		}
		m := p.findShape(s.piece.rotate(8)) // x180
		if m != nil {
			m.mirrorID = s.id
			s.mirrorID = m.id
		}
		if m == nil || len(s.pieces) != len(m.pieces) {
			p.mirrors = false
		}
	}
}

func (p *puzzle) loadStationary() error {
	for _, s := range p.shapes {
		for i, im := range s.stationaryImages {
			for _, g := range im.layout {
				if p.fill[g] >= 0 {
					state := p.state()
					other := p.pieceOf[state[g]]
					c := p.pts[g]
					return fmt.Errorf("stationary piece %s overlaps stationary piece %s at %d %d %d", s.pieces[i].name, other.name, c.x, c.y, c.z)
				}
			}
			p.fillImage(im, p.pieceFill)
			p.pieceFill++
			p.remainingGrid -= len(im.layout)
			p.stack = append(p.stack, im)
		}
	}
	return nil
}

func (p *puzzle) fillImage(im *image, v int32) {
	for _, g := range im.layout {
		p.fill[g] = v
	}
}

// state returns the piece number at each cell (0 where empty), naming
// each placed image by the pieces of its shape in the order they were
// placed.
func (p *puzzle) state() []uint8 {
	st := make([]uint8, p.numGrid)
	p.stateInto(st)
	return st
}

func (p *puzzle) stateInto(st []uint8) {
	clear(st)
	if len(p.shapeCount) != len(p.shapes) {
		p.shapeCount = make([]int, len(p.shapes))
	}
	clear(p.shapeCount)
	for _, im := range p.stack {
		s := im.shape
		im.name = s.pieces[p.shapeCount[s.id]]
		for _, g := range im.layout {
			st[g] = uint8(im.name.id)
		}
		p.shapeCount[s.id]++
	}
}

func rotateState(st []uint8, perm []int32, out []uint8) {
	for i := range out {
		out[i] = st[perm[i]]
	}
}

// normalize renumbers the pieces of st by their first cell, so that a
// state says only how the box is cut.
func normalize(st []uint8, m []uint8) {
	clear(m)
	var n uint8
	for i, v := range st {
		if v == 0 {
			continue
		}
		if m[v] == 0 {
			n++
			m[v] = n
		}
		st[i] = m[v]
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// initSymmetries finds the rotations of the box that could map a
// solution onto another: those that keep its dimensions and can keep
// its fixed pieces' cells filled by pieces of their shapes.
func (p *puzzle) initSymmetries() {
	cand := p.allowed
	if p.mirrors {
		cand = nil
		for r := range 24 {
			cand = append(cand, r)
		}
	}
	mag := point{p.xDim, p.yDim, p.zDim}
	for _, r := range cand {
		rm := mag.rotate(r)
		if abs(rm.x) != p.xDim || abs(rm.y) != p.yDim || abs(rm.z) != p.zDim {
			continue
		}
		var t point
		if rm.x < 0 {
			t.x = p.xDim - 1
		}
		if rm.y < 0 {
			t.y = p.yDim - 1
		}
		if rm.z < 0 {
			t.z = p.zDim - 1
		}
		perm := make([]int32, p.numGrid)
		for i, c := range p.pts {
			q := c.rotate(r)
			q = point{q.x + t.x, q.y + t.y, q.z + t.z}
			perm[p.gridID(q)] = int32(i)
		}
		st := p.state()
		rst := make([]uint8, p.numGrid)
		rotateState(st, perm, rst)
		if p.symmetric(st, rst, r) {
			p.symRotations = append(p.symRotations, r)
			p.symPerms = append(p.symPerms, perm)
		}
	}
}

func (p *puzzle) symmetric(st, rst []uint8, r int) bool {
	m := make([]int, p.numPieces+1)
	rc := false
	for i, old := range st {
		if old == 0 {
			continue
		}
		nw := rst[i]
		switch {
		case m[old] == 0 && nw == 0:
			rc = true
			s := p.shapeOf[old]
			if p.oneSide && r >= 4 {
				s = p.shapes[s.mirrorID]
			}
			if p.shapeCount[s.id] == len(s.pieces) {
				return false
			}
			spawn := s.pieces[p.shapeCount[s.id]].id
			p.shapeCount[s.id]++
			m[old] = spawn
			for k := i; k < p.numGrid; k++ {
				if st[k] == old {
					if rst[k] != 0 {
						return false
					}
					rst[k] = uint8(spawn)
				}
			}
		case m[old] == 0:
			op, np := p.shapeOf[old], p.shapeOf[nw]
			if op.id != np.id && op.mirrorID != np.id {
				return false
			}
			m[old] = int(nw)
		case int(nw) != m[old]:
			return false
		}
	}
	if rc {
		p.complexity = true
	}
	return true
}

// Redundancy filter settings.
const (
	filterOff  = -1
	filterAuto = -2
)

// genImageLists makes every shape's images and, as asked, filters one
// shape's to avoid rotated copies of solutions; it returns the shape
// filtered or filterOff.
func (p *puzzle) genImageLists(index int) (int, error) {
	for _, s := range p.shapes {
		p.genImageList(s, false)
	}
	if len(p.symRotations) == 1 {
		p.redundancy = false
	}
	if index == filterOff || !p.redundancy {
		if index == filterAuto {
			return filterOff, nil
		}
		return index, nil
	}
	if p.complexity {
		return 0, errors.New("the fixed pieces make the puzzle's symmetries too complex for the redundancy filter: turn it off (-r.) or split the puzzle")
	}
	if index >= 0 && p.shapes[index].numMobile() > 1 {
		return 0, errors.New("the redundancy filter cannot take a piece with several mobile copies")
	}
	if index == filterAuto {
		best, bestCount, bestIndex := 1.0, 0, filterOff
		for si := 1; si < len(p.shapes); si++ {
			orig := p.shapes[si]
			if orig.numMobile() > 1 {
				continue
			}
			old := len(orig.mobileImages)
			s := *orig
			s.mobileImages = nil
			p.genImageList(&s, true)
			n := len(s.mobileImages)
			f := float64(old) / float64(n)
			if f > best || f == best && n < bestCount {
				best, bestCount, bestIndex = f, n, si
			}
		}
		if bestIndex == filterOff {
			return 0, errors.New("the redundancy filter found no mobile piece of a shape of its own")
		}
		index = bestIndex
	}
	s := p.shapes[index]
	old := len(s.mobileImages)
	s.mobileImages = nil
	p.genImageList(s, true)
	if float64(old)/float64(len(s.mobileImages)) == float64(len(p.symRotations)) {
		p.redundancy = false
	}
	return index, nil
}

func (p *puzzle) genImageList(s *shape, filter bool) {
	if filter {
		old := len(s.rotations)
		s.pruneRotations(p.symRotations)
		if float64(old)/float64(len(s.rotations)) == float64(len(p.symRotations)) {
			filter = false
		}
	}
	var seen map[string]bool
	var st, rst []uint8
	if filter {
		seen = map[string]bool{}
		st = make([]uint8, p.numGrid)
		rst = make([]uint8, p.numGrid)
	}
	for gi, gp := range p.pts {
		_ = gi
		for _, rs := range s.rotated {
			d := point{gp.x - rs.cells[0].x, gp.y - rs.cells[0].y, gp.z - rs.cells[0].z}
			ts := rs.translate(d)
			if !p.fits(ts) {
				continue
			}
			im := p.newImage(s, ts)
			if filter {
				clear(st)
				for _, g := range im.layout {
					st[g] = 1
				}
				if seen[string(st)] {
					continue
				}
				for _, perm := range p.symPerms {
					rotateState(st, perm, rst)
					seen[string(rst)] = true
				}
			}
			s.mobileImages = append(s.mobileImages, im)
		}
	}
}

func (p *puzzle) fits(q piece) bool {
	for _, c := range q.cells {
		if !p.bounded(c) {
			return false
		}
	}
	for _, c := range q.cells {
		if p.fill[p.gridID(c)] >= 0 {
			return false
		}
	}
	return true
}

func (p *puzzle) boundedImages() int {
	n := 0
	for _, s := range p.shapes {
		n += len(s.stationaryImages) + len(s.mobileImages)
	}
	return n
}

func (p *puzzle) unboundedImages() int {
	n := 0
	for _, s := range p.shapes {
		n += len(s.rotations) * (p.numGrid - p.stationaryVol)
	}
	return n - p.boundedImages()
}
