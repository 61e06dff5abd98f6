package solver

import (
	"fmt"
	"slices"
)

// Mirror redundancy (-M).
//
// When every piece is its own mirror image or has its mirror in the set,
// the mirror image of a solution (with each piece replaced by its mirror)
// is a solution too, if the region is mirror symmetric. The symmetry group
// then holds "mirror" transforms besides the rotations: 3-D reflections,
// or the flips of a one-sided 2-D puzzle (see newSymmetry).
//
// With -r or -u the mirror transforms simply join the group: the
// redundancy filter then picks orbit representatives under rotations and
// reflections, and accept keeps one solution per orbit of the whole group
// (the Soma cube's 480 rotationally distinct solutions become 240).
//
// With -M alone the rotated copies of a solution stay and only mirror
// pairs are merged: a solution is kept if its rotation class is no greater
// than the class of its mirror image, comparing the least labelling of
// each class (the Soma cube's 11520 become 5760). To avoid finding the
// dropped half at all, one piece P whose shape is its own mirror image is
// constrained: an orbit O of P's images under the rotations is paired with
// the orbit m(O) of their mirror images, and only the orbit with the
// smaller least image id is kept. Every solution of a rotation class has P
// in the same orbit, so the constraint drops whole classes, exactly one of
// each mirror pair, except when O = m(O): such images are kept and their
// solutions go through the output comparison.

// prepareMirror sets up -M: notes when it can do nothing and, for -M
// without -r and -u, the search constraint and output filter; and the
// output filter of partial mirror transforms (partialMirror), under -M,
// -r or -u.
func (p *preparer) prepareMirror() {
	s := p.s
	m := s.Model
	if note, partial, done := partialMirror(m, s.sym, s.opt.Search); done {
		s.con.mirror = partial
		if note != "" {
			s.notes = append(s.notes, note)
		}
		return
	}
	var improper []*transform
	for _, t := range s.sym.group {
		if t.mirror {
			improper = append(improper, t)
		}
	}
	if len(improper) == 0 {
		if m.Problem.ZDim == 1 && !m.Problem.OneSided {
			s.notes = append(s.notes, "mirror filter: the pieces may be turned over, so the mirror image of a solution is one of its rotations; -M has nothing to add")
		} else {
			s.notes = append(s.notes, "mirror filter: the region has no mirror symmetry, so no solution's mirror image fits it; -M has no effect")
		}
		return
	}
	if s.opt.Redundancy || s.opt.Unique {
		return // the mirror transforms are in the group
	}
	c := newMirrorFilter(m, s.sym, improper)
	s.con.mirror = c
	// Constrain the uniquely shaped, mirror-symmetric piece that loses the
	// most images.
	bestKept := 0
	var bestSelf map[int]bool
	var bestDrop []int
	for sh := range m.Shapes {
		if !m.unique(sh) || improper[0].shapeMap[sh] != sh {
			continue
		}
		drop, self, kept := c.plan(sh, s.active)
		if c.shape < 0 || kept < bestKept {
			c.shape, bestKept, bestSelf, bestDrop = sh, kept, self, drop
		}
	}
	if c.shape < 0 {
		s.notes = append(s.notes, "mirror filter: every uniquely shaped piece is chiral, so mirror images are filtered on output only")
		return
	}
	for _, id := range bestDrop {
		s.active[id] = false
	}
	c.self = bestSelf
	s.notes = append(s.notes, fmt.Sprintf("mirror filter: constrained piece %s to %d of its %d images",
		m.ShapeName(c.shape), bestKept, m.ShapeImages[c.shape][1]-m.ShapeImages[c.shape][0]))
}

// partialMirror returns what prepareMirror does where o is not -M or
// m's piece set is not closed under mirroring (done): the note on -M
// and the mirror filter, if any. With spare pieces and mirror
// transforms of the region (symmetry.partial) the mirror image of a
// solution is one where it uses no shape whose mirror image is missing
// (or as many as the mirror images' ranges allow), and the filter
// compares those: under -M, and under -r and -u where mirror transforms
// join their group (on solids, and flips of one-sided pieces); else
// -M has no effect.
func partialMirror(m *Model, sy *symmetry, o Search) (note string, c *mirrorFilter, done bool) {
	if len(sy.partial) > 0 && (o.Mirror || o.Redundancy || o.Unique) {
		c = newMirrorFilter(m, sy, sy.partial)
	}
	if !o.Mirror {
		return "", c, true
	}
	mirror, closed := m.MirrorShapes()
	if closed {
		return "", nil, false
	}
	for sh, t := range mirror {
		if t >= 0 && m.sameCount(t, sh) {
			continue
		}
		if c != nil {
			return fmt.Sprintf("mirror filter: the mirror image of piece %s is not in the set in the same numbers, so a solution's mirror image is compared with it only where it is a solution too", m.ShapeName(sh)), c, true
		}
		return fmt.Sprintf("mirror filter: the mirror image of piece %s is not in the set, so mirror images of solutions are not solutions; -M has no effect", m.ShapeName(sh)), nil, true
	}
	return "", nil, false
}

// newMirrorFilter returns the mirror filter of the mirror transforms
// improper against the group's turns, without a constrained shape.
func newMirrorFilter(m *Model, sy *symmetry, improper []*transform) *mirrorFilter {
	c := &mirrorFilter{m: m, sym: sy, improper: improper, shape: -1}
	for _, t := range sy.group {
		if !t.mirror {
			c.proper = append(c.proper, t)
		}
	}
	return c
}

// mirrorFilter is -M without -r and -u: the output filter that keeps a
// solution's rotation class or its mirror image's, whichever is less,
// and the search constraint on one piece whose shape is its own mirror
// image that drops most of the other half before the output. Where the
// mirror transforms are partial (transform.partial: spare pieces of a
// set not closed under mirroring) it is the output filter of -M with
// -r and -u too, without the constraint: a solution is compared with
// its mirror images only where they are solutions (fits), and the
// solutions whose mirror images are solutions are closed under the
// rotations, so it keeps one class of each such pair.
type mirrorFilter struct {
	m   *Model
	sym *symmetry
	// proper are the group's rotations, improper its mirror transforms.
	proper, improper []*transform
	// shape is the constrained shape (-1: none), self its allowed images
	// whose rotation orbit is its own mirror (kept, and compared on
	// output).
	shape int
	self  map[int]bool
}

// plan pairs the rotation orbits of shape sh's images with their mirror
// orbits. It returns the images active marks to drop, the allowed images
// whose orbit is its own mirror, and the number of active images kept.
func (c *mirrorFilter) plan(sh int, active []bool) (drop []int, self map[int]bool, kept int) {
	m, sy := c.m, c.sym
	lo, hi := m.ShapeImages[sh][0], m.ShapeImages[sh][1]
	// orbit[id-lo] is the least image id of id's rotation orbit.
	orbit := make([]int, hi-lo)
	for i := range orbit {
		orbit[i] = -1
	}
	for id := lo; id < hi; id++ {
		if orbit[id-lo] >= 0 {
			continue
		}
		members := []int{id}
		for _, t := range c.proper {
			if j := sy.mapImage(t, id); j >= 0 {
				members = append(members, j)
			}
		}
		least := id
		for _, j := range members {
			least = min(least, j)
		}
		for _, j := range members {
			orbit[j-lo] = least
		}
	}
	self = map[int]bool{}
	for id := lo; id < hi; id++ {
		if !active[id] {
			continue
		}
		j := sy.mapImage(c.improper[0], id)
		if j < 0 {
			continue // cannot happen for a mirror-symmetric shape; keep
		}
		o, mo := orbit[id-lo], orbit[j-lo]
		switch {
		case o < mo:
			kept++
		case o == mo:
			kept++
			self[id] = true
		default:
			drop = append(drop, id)
		}
	}
	return drop, self, kept
}

// accept is the output filter: it keeps a solution if the least
// labelling of its rotation class is no greater than the least labelling
// of its mirror images' class.
func (c *mirrorFilter) accept(images []int, b *labelBuf) bool {
	if c.shape >= 0 {
		for _, id := range images {
			if c.m.Images[id].Shape == c.shape {
				if !c.self[id] {
					return true
				}
				break
			}
		}
	}
	// A partial transform may map a shape of one piece to a shape of
	// several, whose labels tell their pieces apart (labelShift): such
	// labellings are compared by their images.
	if c.sym.exact || c.improper[0].partial {
		return c.acceptImages(images, b)
	}
	lab := c.m.labels(images, b)
	n := len(lab)
	b.least, b.cur = resize(b.least, n), resize(b.cur, n)
	least, cur := b.least, b.cur
	copy(least, lab)
	for _, t := range c.proper {
		applyLabels(cur, lab, t)
		if less(cur, least) {
			copy(least, cur)
		}
	}
	for _, t := range c.improper {
		applyLabels(cur, lab, t)
		if less(cur, least) {
			return false
		}
	}
	return true
}

// acceptImages is accept on the solution's images rather than its
// labelling (symmetry.exact): the least images of its rotation class
// against each of its mirror images.
func (c *mirrorFilter) acceptImages(images []int, b *labelBuf) bool {
	sy := c.sym
	if !c.fits(images, c.improper[0], b) {
		return true
	}
	b.ids = append(b.ids[:0], images...)
	slices.Sort(b.ids)
	b.low = append(b.low[:0], b.ids...)
	for _, t := range c.proper {
		b.img = sy.imagesUnder(b.img, b.ids, slices.Index(sy.group, t))
		if slices.Compare(b.img, b.low) < 0 {
			b.low = append(b.low[:0], b.img...)
		}
	}
	for _, t := range c.improper {
		if i := slices.Index(sy.group, t); i >= 0 {
			b.img = sy.imagesUnder(b.img, b.ids, i)
		} else {
			b.img = b.img[:0]
			for _, id := range b.ids {
				b.img = append(b.img, sy.mapImage(t, id))
			}
			slices.Sort(b.img)
		}
		if slices.Compare(b.img, b.low) < 0 {
			return false
		}
	}
	return true
}

// fits reports whether the mirror image under t of the solution of the
// given images is a solution: always, unless t is partial; else where
// each of its pieces' shapes has a mirror image in the set, and the
// image uses as many pieces of each shape as a solution may. Every
// mirror transform maps shapes alike, so one answers for all, and
// rotations keep what a solution uses, so its whole rotation class
// answers alike.
func (c *mirrorFilter) fits(images []int, t *transform, b *labelBuf) bool {
	if !t.partial {
		return true
	}
	m := c.m
	b.uses = resize(b.uses, len(m.Shapes))
	clear(b.uses)
	for _, id := range images {
		u := t.shapeMap[m.Images[id].Shape]
		if u < 0 {
			return false
		}
		b.uses[u]++
	}
	for u, n := range b.uses {
		if int(n) > m.ShapeCount(u) || int(n) < m.ShapeCount(u)-m.ShapeSpare(u) {
			return false
		}
	}
	return true
}

// applyLabels writes into dst the labelling t makes of lab: the label at
// cell t(c) is the image of the label at c (transform.label). Negative
// labels (unknown cells) stay negative.
func applyLabels(dst, lab []int32, t *transform) {
	for c := range dst {
		dst[c] = t.label(lab[t.inv[c]])
	}
}

// judge is accept for a partial labelling: con compares the labellings
// and records the column the verdict waits for (constraints.block). It
// is not asked where the mirror transforms are partial: those have
// spare pieces, which the split into sub-puzzles refuses.
func (c *mirrorFilter) judge(con *constraints, lab, buf, buf2 []int32) tri {
	pUnplaced := false
	if c.shape >= 0 {
		if placed(lab, c.shape, c.m.Shapes[c.shape].Size) {
			if !c.self[c.sym.imageOf(lab, c.shape)] {
				return triYes
			}
		} else {
			pUnplaced = true
		}
	}
	res := triYes
	for _, t := range c.improper {
		applyLabels(buf, lab, t)
		// Is some rotation of lab (or lab itself) no greater than t(lab)?
		exists := triNo
		if v, ok := con.cmp3(lab, buf, nil, view{t}); !ok {
			exists = triUnknown
		} else if v <= 0 {
			exists = triYes
		}
		for _, g := range c.proper {
			if exists == triYes {
				break
			}
			applyLabels(buf2, lab, g)
			if v, ok := con.cmp3(buf2, buf, view{g}, view{t}); !ok {
				exists = triUnknown
			} else if v <= 0 {
				exists = triYes
			}
		}
		res = and3(res, exists)
		if res == triNo {
			break
		}
	}
	if pUnplaced && res == triNo {
		// P may yet land in an orbit that is kept without comparison.
		con.blockShape(c.m, c.shape)
		return triUnknown
	}
	return res
}
