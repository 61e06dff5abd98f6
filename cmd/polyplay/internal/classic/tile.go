package classic

// The tiling searches: when few pieces are left (-m, -e, -b) and the open
// cells fit in 64 bits, polycube leaves DLX for a search on bit masks:
// MCH fills the cell with the fewest fits (estimated MCH looks only at
// the cells with the fewest open neighbours), de Bruijn the first open
// cell in grid order.

// tile hands the search over from DLX to MCH or de Bruijn.
func (s *search) tile() {
	stop := s.m.start("initTile", "solve-algo")
	nShapes := s.initTile()
	stop()
	p := s.p
	left := p.numPieces - len(p.stack)
	if left <= s.bruijn {
		s.bruijnSearch(s.R(0), nShapes, left)
	} else {
		best := s.R(0)
		for h := s.R(best); s.isGrid(h); h = s.R(h) {
			if s.rows(best) > s.rows(h) {
				best = h
			}
		}
		s.mchSearch(best, nShapes, left)
	}
	s.cleanupTile(nShapes)
}

func (s *search) initTile() int {
	if s.bruijnLists == nil {
		p := s.p
		cols := len(s.hl)
		s.bruijnLists = make([][][]*image, cols)
		s.mchLists = make([][][]*image, cols)
		for c := 1; c <= int(s.numGridCols); c++ {
			s.bruijnLists[c] = make([][]*image, len(p.shapes))
			s.mchLists[c] = make([][]*image, len(p.shapes))
		}
		s.remShapes = make([]int, len(p.shapes))
		s.remCount = make([]int, len(p.shapes))
		s.checkList = make([]int32, 0, s.numGridCols)
	}
	nShapes := 0
	for h := s.hl[0]; !s.isGrid(h); h = s.hl[h] {
		id := s.colShape[h].id
		s.remShapes[nShapes] = id
		s.remCount[id] = int(s.count[h])
		nShapes++
	}
	s.occupancy = 0
	var bit uint64 = 1
	for h := s.R(0); s.isGrid(h); h = s.R(h) {
		s.bit[h] = bit
		bit <<= 1
	}
	for h := s.hl[0]; !s.isGrid(h); h = s.hl[h] {
		for r := s.D(h); r != h; r = s.D(r) {
			im := s.images[s.imgOf[r]]
			sid := im.shape.id
			j := s.R(r)
			g := s.C(j)
			im.mask = s.bit[g]
			s.bruijnLists[g][sid] = append(s.bruijnLists[g][sid], im)
			s.mchLists[g][sid] = append(s.mchLists[g][sid], im)
			for j = s.R(j); j != r; j = s.R(j) {
				g = s.C(j)
				im.mask |= s.bit[g]
				s.mchLists[g][sid] = append(s.mchLists[g][sid], im)
			}
		}
	}
	return nShapes
}

func (s *search) cleanupTile(nShapes int) {
	for h := s.R(0); s.isGrid(h); h = s.R(h) {
		s.bit[h] = 0
		for _, id := range s.remShapes[:nShapes] {
			s.bruijnLists[h][id] = s.bruijnLists[h][id][:0]
			s.mchLists[h][id] = s.mchLists[h][id][:0]
		}
	}
}

// tilePlaced goes on from a placement of the tiling searches: the
// triggers, then the next step, MCH's (target 0) or de Bruijn's from the
// cell target.
func (s *search) tilePlaced(im *image, left, nShapes int, target int32) {
	if left >= s.parityPlaceControl {
		s.parity.place(im.parity)
		if !s.cfg.ParityBacktrack || s.parity.check() {
			s.tileVolume(im, left, nShapes, target)
		} else {
			s.parityBacktrack[left]++
		}
		s.parity.unplace(im.parity)
		return
	}
	s.tileVolume(im, left, nShapes, target)
}

func (s *search) tileVolume(im *image, left, nShapes int, target int32) {
	if left >= s.volumePlaceControl {
		s.placeVolume(im)
		if left < s.volumeBacktrackControl || s.checkVolume() {
			s.tileNext(left, nShapes, target)
		} else {
			s.volumeBack[left]++
		}
		s.unplaceVolume(im)
		return
	}
	s.tileNext(left, nShapes, target)
}

func (s *search) tileNext(left, nShapes int, target int32) {
	if target != 0 {
		s.bruijnSearch(s.nextHole(target), nShapes, left)
		return
	}
	if left == s.bruijn {
		s.bruijnSearch(s.nextHole(0), nShapes, left)
		return
	}
	s.mchSearch(s.mostConstrained(nShapes, left <= s.emch), nShapes, left)
}

func (s *search) mchSearch(target int32, nShapes, left int) {
	if target == 0 {
		return
	}
	s.placeEach(s.mchLists[target], 0, nShapes, left)
}

// nextHole returns the first open cell's column after column c.
func (s *search) nextHole(c int32) int32 {
	for {
		c = s.R(c)
		if s.bit[c]&s.occupancy == 0 {
			return c
		}
	}
}

func (s *search) mostConstrained(nShapes int, estimate bool) int32 {
	check := s.checkList[:0]
	minNeighbours := 7
	for h := s.R(0); s.isGrid(h); h = s.R(h) {
		if s.bit[h]&s.occupancy != 0 {
			continue
		}
		if estimate {
			k := 0
			for _, nc := range s.neighborCols[h] {
				if nc == 0 {
					continue
				}
				if b := s.bit[nc]; b != 0 && b&s.occupancy == 0 {
					k++
				}
			}
			if k > minNeighbours {
				continue
			}
			if k < minNeighbours {
				check = check[:0]
				minNeighbours = k
			}
		}
		check = append(check, h)
	}
	s.checkList = check
	minFits := 0x7FFFFFFF
	var best int32
	for _, g := range check {
		f := s.countFits(g, minFits, nShapes)
		if f < minFits {
			minFits = f
			if minFits == 0 {
				return 0
			}
			best = g
		}
	}
	return best
}

func (s *search) countFits(g int32, minFits, nShapes int) int {
	k := 0
	for _, id := range s.remShapes[:nShapes] {
		for _, im := range s.mchLists[g][id] {
			if im.mask&s.occupancy == 0 {
				k++
				if k > minFits {
					return k
				}
			}
		}
	}
	return k
}

func (s *search) bruijnSearch(target int32, nShapes, left int) {
	s.placeEach(s.bruijnLists[target], target, nShapes, left)
}

// placeEach places in turn every image of lists (by shape) of each
// remaining shape that fits, and goes on from each with tilePlaced and
// next: the de Bruijn search's hole, or 0 to choose the next cell anew.
func (s *search) placeEach(lists [][]*image, next int32, nShapes, left int) {
	left--
	p := s.p
	occ := s.occupancy
	for si := 0; si < nShapes; si++ {
		pi := s.remShapes[si]
		s.remCount[pi]--
		if s.remCount[pi] == 0 {
			nShapes--
			s.remShapes[si], s.remShapes[nShapes] = s.remShapes[nShapes], s.remShapes[si]
		}
		list := lists[pi]
		s.attempts[left] += int64(len(list))
		for _, im := range list {
			if occ&im.mask != 0 {
				continue
			}
			s.occupancy |= im.mask
			p.stack = append(p.stack, im)
			s.fits[left]++
			s.traceAfterPlace(left)
			if left == s.cfg.Goal {
				s.solution()
			} else {
				s.tilePlaced(im, left, nShapes, next)
			}
			p.stack = p.stack[:len(p.stack)-1]
			s.occupancy &^= im.mask
			s.traceAfterRemove(left)
		}
		if s.remCount[pi] == 0 {
			s.remShapes[si], s.remShapes[nShapes] = s.remShapes[nShapes], s.remShapes[si]
			nShapes++
		}
		s.remCount[pi]++
	}
}
