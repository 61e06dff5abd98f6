package solver

// redundancy is the rotational redundancy filter's state (-r) once New
// has constrained a piece (applyRedundancy): the search then finds the
// solutions F whose constrained piece is at an allowed image, and the
// filter keeps, of the solutions F holds of one orbit, the least. The
// zero value constrains nothing and keeps every solution.
type redundancy struct {
	m   *Model
	sym *symmetry
	// residual maps an allowed image to the stabiliser transforms under
	// which solutions containing it must be minimal.
	residual map[int][]*transform
	// shape is the constrained shape, allowed the images of it that the
	// filter allows (one per orbit), and cosets the symmetries that map
	// it to another shape.
	shape   int
	allowed map[int]bool
	cosets  []*transform
	// pair constrains a second piece where P's image is fixed by some
	// symmetries (pairing.go), or is nil.
	pair *pairing
}

// on reports whether the filter constrains a piece.
func (r *redundancy) on() bool { return r.allowed != nil }

// accept applies the filter to a solution given by its images and its
// labelling lab.
//
// With the filter on piece P, the search finds the solutions F whose P
// image is an allowed orbit representative. An allowed image fixed by
// some symmetries (its stabiliser) lets several members of one orbit
// into F, and symmetries that turn P into another shape (flips of
// one-sided puzzles, mirror images) map F outside itself; in both cases
// a solution is kept only if it is the least member of F in its orbit.
//
// b is the caller's scratch space: workers of a parallel search filter
// their solutions at the same time, each with its own.
func (r *redundancy) accept(images []int, lab []int32, b *labelBuf) bool {
	// P's image, and Q's where a pairing names a second piece.
	pImg, q := 0, -1
	for _, id := range images {
		switch sh := r.m.Images[id].Shape; {
		case sh == r.shape:
			pImg = id
		case r.pair != nil && sh == r.pair.shape:
			q = id
		}
	}
	if st, ok := r.residual[pImg]; ok {
		if pr := r.pair; pr != nil {
			if pr.excludes(pImg, q) {
				return false
			}
			st = pr.fixing(r.sym, st, q)
		}
		if !minimal(lab, st) {
			return false
		}
	}
	if r.cosets == nil {
		return true
	}
	// Is any image of the solution under a shape-changing symmetry in F and
	// smaller?
	b.cur = resize(b.cur, len(lab))
	tl := b.cur
	for _, t := range r.cosets {
		var cells []int32
		for c := range lab {
			tl[c] = t.label(lab[t.inv[c]])
			if int(tl[c]) == r.shape {
				cells = append(cells, int32(c))
			}
		}
		// Its cells name its image: with several on the same cells
		// (colourWays) the filter on output replaces this one.
		id := r.sym.find(r.shape, cells, nil)
		if id < 0 || !r.allowed[id] {
			continue
		}
		if st, ok := r.residual[id]; ok && !minimal(tl, st) {
			continue
		}
		if less(tl, lab) {
			return false
		}
	}
	return true
}

// filters reports whether accept may drop a solution.
func (r *redundancy) filters() bool { return r.residual != nil || r.cosets != nil }

// judge is accept for a partial labelling (unknown cells negative), with
// the constraint filters' comparisons (con) and scratch space buf and tl:
// it returns triYes (triNo) if accept holds (fails) for every completion
// of lab, and triUnknown if that depends on the unknown cells; it then
// records in con.block a cell (or shape column) that the verdict waits
// for. res is the verdict of the other output filters, which it refines.
func (r *redundancy) judge(con *constraints, lab []int32, res tri, buf, tl []int32) tri {
	m := r.m
	size := m.Shapes[r.shape].Size
	if !placed(lab, r.shape, size) {
		con.blockShape(m, r.shape)
		return and3(res, triUnknown)
	}
	pImg := r.sym.imageOf(lab, r.shape)
	if st, ok := r.residual[pImg]; ok {
		if pr := r.pair; pr != nil {
			// A pairing has no cosets to look at (pairing.go).
			if !placed(lab, pr.shape, m.Shapes[pr.shape].Size) {
				con.blockShape(m, pr.shape)
				return and3(res, triUnknown)
			}
			q := r.sym.imageOf(lab, pr.shape)
			if pr.excludes(pImg, q) {
				return triNo
			}
			st = pr.fixing(r.sym, st, q)
		}
		res = and3(res, con.minimal3(lab, nil, st, buf))
		if res == triNo {
			return triNo
		}
	}
	for _, t := range r.cosets {
		applyLabels(tl, lab, t)
		c, known := con.cmp3(tl, lab, view{t}, nil)
		if known && c >= 0 {
			continue // t's image is not smaller
		}
		less := triYes
		if !known {
			less = triUnknown
		}
		// Is t's image in F: is the constrained piece at a allowed image there?
		if !placed(tl, r.shape, size) {
			for sh, to := range t.shapeMap {
				if to == r.shape {
					con.blockShape(m, sh)
				}
			}
			res = and3(res, not3(and3(less, triUnknown)))
			continue
		}
		id := r.sym.imageOf(tl, r.shape)
		if id < 0 || !r.allowed[id] {
			continue
		}
		inF := triYes
		if st, ok := r.residual[id]; ok {
			inF = con.minimal3(tl, view{t}, st, buf)
		}
		res = and3(res, not3(and3(inF, less)))
		if res == triNo {
			return triNo
		}
	}
	return res
}

// minimal reports whether the labelling is no greater than its image under
// each transform.
func minimal(lab []int32, ts []*transform) bool {
	for _, t := range ts {
		for c := range lab {
			v := t.label(lab[t.inv[c]])
			if v != lab[c] {
				if v < lab[c] {
					return false
				}
				break
			}
		}
	}
	return true
}

// minimal3 is minimal for a partial labelling (lab, a view v of the
// solver's labelling): whether lab is no greater than its image under each
// transform, for every completion.
func (c *constraints) minimal3(lab []int32, v view, ts []*transform, buf []int32) tri {
	res := triYes
	for _, t := range ts {
		applyLabels(buf, lab, t)
		cmp, ok := c.cmp3(lab, buf, v, append(view{t}, v...))
		if !ok {
			res = triUnknown
			continue
		}
		if cmp > 0 {
			return triNo
		}
	}
	return res
}
