package solver

// The redundancy filter constrains piece P to one image per orbit of
// the region's symmetries. An allowed image l of P that some symmetries
// fix (its stabiliser S) leaves them unbroken: every solution with P at
// l is found once for each member of its orbit under S, and all but one
// are dropped on output. On Kanoodle's pyramid every image of L, the
// piece the static rule picks, is fixed by some symmetry: the filter
// keeps 8 of its 24 images, a third, where the pyramid has eight
// symmetries.
//
// A pairing breaks what S leaves with a second uniquely shaped piece Q:
// with P at l, Q may take only the least active image of its orbit
// under S, and of the solutions that then remain in one orbit (those
// related by the symmetries of S that fix Q's image too), the filter
// keeps the least. That keeps exactly one solution of each orbit, as
// before, and the search prunes the rest as soon as both pieces are
// placed: the DLX engines give l and the images of Q it excludes a
// secondary column of their own (engine.build). The output filter
// checks the pairing itself, so a search that does not prune (FILA,
// the coach's sub-puzzles) keeps the same solutions.
type pairing struct {
	// shape is Q's shape, its images lo to hi-1.
	shape, lo, hi int
	// fixed lists the allowed images of P that some symmetry fixes, in
	// order; excluded[k] marks (bit i: image lo+i) the active images of
	// Q that the stabiliser of fixed[k] maps to a smaller active image.
	fixed    []int
	excluded [][]uint64
	// index maps a fixed image to its place in fixed.
	index map[int]int
}

// pairWork bounds the work of choosing a pairing, in images mapped by a
// symmetry: the largest boards' pieces have tens of thousands of images
// each, and a pairing there would delay the search's start.
const pairWork = 1 << 18

// newPairing returns the pairing of the plan best (P's constraint) in
// s as prepared so far, s.red's cosets included, or nil where there is
// none to make: no allowed image of P is fixed by a symmetry, some
// symmetry turns P into another shape (the cosets that accept checks,
// which a pairing does not follow), no other uniquely shaped piece
// keeps its shape under every symmetry, or the choice would cost more
// than pairWork. Among the candidates it takes the one whose exclusions
// leave the fewest of its images beside the fixed images of P.
func newPairing(s *Solver, best redundancyPlan) *pairing {
	m, sy := s.Model, s.sym
	if len(best.residual) == 0 || len(s.red.cosets) > 0 {
		return nil
	}
	var fixed []int
	for _, id := range best.allowed {
		if _, ok := best.residual[id]; ok {
			fixed = append(fixed, id)
		}
	}
	var pick *pairing
	var pickKept, pickAll int
	work := 0
candidates:
	for sh := range m.Shapes {
		if sh == best.shape || !m.unique(sh) {
			continue
		}
		for _, t := range sy.group {
			if t.shapeMap[sh] != sh {
				continue candidates
			}
		}
		lo, hi := m.ShapeImages[sh][0], m.ShapeImages[sh][1]
		for _, l := range fixed {
			work += (hi - lo) * len(best.residual[l])
		}
		if work > pairWork {
			return pick
		}
		pr := &pairing{shape: sh, lo: lo, hi: hi, fixed: fixed, index: map[int]int{}}
		kept, all := 0, 0
		for k, l := range fixed {
			pr.index[l] = k
			ex := make([]uint64, (hi-lo+63)/64)
			for q := lo; q < hi; q++ {
				if !s.active[q] {
					continue
				}
				all++
				if smallerImage(sy, best.residual[l], q, s.active) {
					ex[(q-lo)/64] |= 1 << ((q - lo) % 64)
				} else {
					kept++
				}
			}
			pr.excluded = append(pr.excluded, ex)
		}
		// The share of Q's images kept: the smaller, the more the
		// pairing cuts.
		if pick == nil || kept*pickAll < pickKept*all {
			pick, pickKept, pickAll = pr, kept, all
		}
	}
	if pick != nil && pickKept == pickAll {
		return nil // it would exclude nothing
	}
	return pick
}

// smallerImage reports whether one of the symmetries ts maps image q to
// a smaller active image.
func smallerImage(sy *symmetry, ts []*transform, q int, active []bool) bool {
	for _, t := range ts {
		if j := sy.mapImage(t, q); j >= 0 && j < q && active[j] {
			return true
		}
	}
	return false
}

// excludes reports whether Q's image q is excluded beside P's fixed
// image l.
func (pr *pairing) excludes(l, q int) bool {
	k, ok := pr.index[l]
	return ok && pr.excludedAt(k, q)
}

// excludedAt reports whether Q's image q is excluded beside P's fixed
// image fixed[k].
func (pr *pairing) excludedAt(k, q int) bool {
	if q < pr.lo || q >= pr.hi {
		return false
	}
	i := q - pr.lo
	return pr.excluded[k][i/64]&(1<<(i%64)) != 0
}

// fixing returns the symmetries of st (P's fixed image's stabiliser)
// that fix Q's image q too: those under which a solution with both
// pieces there must be minimal.
func (pr *pairing) fixing(sy *symmetry, st []*transform, q int) []*transform {
	var ts []*transform
	for _, t := range st {
		if sy.mapImage(t, q) == q {
			ts = append(ts, t)
		}
	}
	return ts
}

// columns returns the number of secondary columns the pairing gives the
// DLX matrix: one for each fixed image of P.
func (pr *pairing) columns() int {
	if pr == nil {
		return 0
	}
	return len(pr.fixed)
}

// appendColumns appends image id's secondary columns, numbered from
// first: fixed image k of P has column first+k, and so has each image of
// Q that it excludes.
func (pr *pairing) appendColumns(cols []int, id, first int) []int {
	if pr == nil {
		return cols
	}
	if k, ok := pr.index[id]; ok {
		return append(cols, first+k)
	}
	for k := range pr.fixed {
		if pr.excludedAt(k, id) {
			cols = append(cols, first+k)
		}
	}
	return cols
}
