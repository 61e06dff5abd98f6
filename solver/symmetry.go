package solver

import (
	"encoding/binary"
	"fmt"
	"slices"
)

// transform is a symmetry of the region: a lattice rotation (or, for the
// mirror filter, reflection) with a translation that maps the open cells
// onto themselves.
type transform struct {
	m matrix
	// perm maps cell i to cell perm[i]; inv is its inverse.
	perm, inv []int32
	// shapeMap maps a shape to its image under the transform (the identity
	// for rotations; mirror pairs for reflections).
	shapeMap []int
	// mirror marks a transform that no piece can make by turning: a 3-D
	// reflection, or a flip of a one-sided 2-D puzzle. It maps each piece
	// to its mirror image (see mirror.go).
	mirror bool
}

// symmetry holds the non-identity symmetries of a model's region and a
// lookup from image cells to image ids.
type symmetry struct {
	m      *Model
	group  []*transform
	lookup map[string]int // shape + cells -> image id
}

// newSymmetry finds the region's symmetries among the rotations a piece
// may take (all 24 in 3-D; for 2-D puzzles the turns in the plane and,
// unless one-sided, the flips). With mirrors, reflections are included too
// when the piece set is closed under mirroring.
func newSymmetry(m *Model, mirrors bool) *symmetry {
	sy := &symmetry{m: m, lookup: make(map[string]int, len(m.Images))}
	for id, img := range m.Images {
		sy.lookup[imageKey(img.Shape, img.Cells)] = id
	}
	var lo, hi Point
	for i, c := range m.Cells {
		if i == 0 {
			lo, hi = c, c
		}
		lo = Point{min(lo.X, c.X), min(lo.Y, c.Y), min(lo.Z, c.Z)}
		hi = Point{max(hi.X, c.X), max(hi.Y, c.Y), max(hi.Z, c.Z)}
	}
	ident := make([]int, len(m.Shapes))
	for i := range ident {
		ident[i] = i
	}
	mirror, closed := m.MirrorShapes()
	for _, mat := range allMatrices[1:] {
		shapeMap := ident
		// Transforms a piece cannot make (flips of one-sided pieces,
		// reflections of 3-D ones) turn every piece into its mirror image:
		// they map solutions to solutions only if the set is mirror-closed.
		proper := mat.det() == 1 && (!m.Problem.OneSided || mat[2][2] == 1)
		if !proper {
			// In a flat box a reflection acts in the plane as some rotation
			// (with z negated) does, and that rotation is already listed.
			if !closed || mat.det() != 1 && (!mirrors || m.Problem.ZDim == 1) {
				continue
			}
			shapeMap = mirror
		}
		if t := sy.fit(mat, lo, hi, shapeMap); t != nil {
			t.mirror = !proper
			sy.group = append(sy.group, t)
		}
	}
	return sy
}

// fit returns the transform for mat that maps the region's bounding box
// [lo, hi] onto itself, or nil if the region is not invariant.
func (sy *symmetry) fit(mat matrix, lo, hi Point, shapeMap []int) *transform {
	a, b := mat.apply(lo), mat.apply(hi)
	nlo := Point{min(a.X, b.X), min(a.Y, b.Y), min(a.Z, b.Z)}
	nhi := Point{max(a.X, b.X), max(a.Y, b.Y), max(a.Z, b.Z)}
	if nhi.X-nlo.X != hi.X-lo.X || nhi.Y-nlo.Y != hi.Y-lo.Y || nhi.Z-nlo.Z != hi.Z-lo.Z {
		return nil
	}
	m := sy.m
	t := &transform{m: mat, perm: make([]int32, len(m.Cells)), inv: make([]int32, len(m.Cells)), shapeMap: shapeMap}
	for i, c := range m.Cells {
		r := mat.apply(c)
		r = Point{r.X - nlo.X + lo.X, r.Y - nlo.Y + lo.Y, r.Z - nlo.Z + lo.Z}
		j := m.CellIndex(r)
		if j < 0 {
			return nil
		}
		t.perm[i] = int32(j)
		t.inv[j] = int32(i)
	}
	return t
}

func imageKey(shape int, cells []int32) string {
	// Raw little-endian words: a map key only, and much cheaper than
	// formatting (it is built for every image and symmetry).
	b := make([]byte, 0, 4+4*len(cells))
	b = binary.LittleEndian.AppendUint32(b, uint32(shape))
	for _, c := range cells {
		b = binary.LittleEndian.AppendUint32(b, uint32(c))
	}
	return string(b)
}

// mapImage returns the id of the image t makes of image id, or -1 if that
// placement is not an image (it then lies outside the model).
func (sy *symmetry) mapImage(t *transform, id int) int {
	img := sy.m.Images[id]
	cells := make([]int32, len(img.Cells))
	for i, c := range img.Cells {
		cells[i] = t.perm[c]
	}
	slices.Sort(cells)
	if j, ok := sy.lookup[imageKey(t.shapeMap[img.Shape], cells)]; ok {
		return j
	}
	return -1
}

// redundancyPlan is the effect of constraining one shape: the image kept
// for each orbit and the stabilisers of the kept images.
type redundancyPlan struct {
	shape    int
	keep     []int
	residual map[int][]*transform
}

// plan computes the orbit representatives of shape s's active images.
func (s *Solver) plan(shape int) redundancyPlan {
	sy := s.sym
	r := redundancyPlan{shape: shape, residual: map[int][]*transform{}}
	lo, hi := s.Model.ShapeImages[shape][0], s.Model.ShapeImages[shape][1]
	for id := lo; id < hi; id++ {
		if !s.active[id] {
			continue
		}
		rep := true
		var stab []*transform
		for _, t := range sy.group {
			if t.shapeMap[shape] != shape {
				continue
			}
			j := sy.mapImage(t, id)
			if j == id {
				stab = append(stab, t)
			} else if j >= 0 && j < id && s.active[j] {
				rep = false
				break
			}
		}
		if rep {
			r.keep = append(r.keep, id)
			if len(stab) > 0 {
				r.residual[id] = stab
			}
		}
	}
	return r
}

// applyRedundancy constrains the named piece (or the best uniquely shaped
// piece) to one image per orbit of the region's symmetry group, so that
// rotated copies of a solution are never searched. Solutions containing a
// kept image that some symmetry fixes are filtered to the least of their
// orbit under that image's stabiliser, so counts are exact.
func (s *Solver) applyRedundancy(name string) error {
	m := s.Model
	if len(s.sym.group) == 0 {
		s.notes = append(s.notes, "redundancy filter: the region has no rotational symmetry; nothing to filter")
		return nil
	}
	var cands []int
	if name != "" {
		found := -1
		for sh := range m.Shapes {
			for _, pi := range m.Shapes[sh].Pieces {
				if m.Problem.Pieces[pi].Name == name {
					found = sh
				}
			}
		}
		if found < 0 {
			return fmt.Errorf("redundancy filter: no mobile piece is named %q", name)
		}
		if m.ShapeCount(found) != 1 {
			return fmt.Errorf("redundancy filter: piece %s shares its shape with other pieces; name a uniquely shaped piece", name)
		}
		cands = []int{found}
	} else {
		for sh := range m.Shapes {
			if m.ShapeCount(sh) == 1 {
				cands = append(cands, sh)
			}
		}
	}
	if len(cands) == 0 {
		s.notes = append(s.notes, "redundancy filter: no uniquely shaped piece; rotated solutions are filtered on output instead")
		s.opt.Unique = true
		return nil
	}
	plans := make([]redundancyPlan, len(cands))
	for i, sh := range cands {
		plans[i] = s.plan(sh)
	}
	best := s.pickRedundancy(plans, s.orig)
	total := m.ShapeImages[best.shape][1] - m.ShapeImages[best.shape][0]
	for id := m.ShapeImages[best.shape][0]; id < m.ShapeImages[best.shape][1]; id++ {
		s.active[id] = false
	}
	for _, id := range best.keep {
		s.active[id] = true
	}
	s.residual = best.residual
	s.redShape = best.shape
	s.kept = map[int]bool{}
	for _, id := range best.keep {
		s.kept[id] = true
	}
	for _, t := range s.sym.group {
		if t.shapeMap[best.shape] != best.shape {
			s.cosets = append(s.cosets, t)
		}
	}
	s.notes = append(s.notes, fmt.Sprintf("redundancy filter: constrained piece %s to %d of its %d images",
		m.ShapeName(best.shape), len(best.keep), total))
	return nil
}

// accept applies the output filters to a solution given by its images.
//
// With the redundancy filter on piece P, the search finds the solutions F
// whose P image is a kept orbit representative. A kept image fixed by some
// symmetries (its stabiliser) lets several members of one orbit into F, and
// symmetries that turn P into another shape (flips of one-sided puzzles,
// mirror images) map F outside itself; in both cases a solution is kept
// only if it is the least member of F in its orbit.
//
// b is the caller's scratch space: workers of a parallel search filter
// their solutions at the same time, each with its own.
func (s *Solver) accept(images []int, b *labelBuf) bool {
	if s.con != nil && s.con.mirrorOnly && !s.mirrorAccept(images, b) {
		return false
	}
	if s.opt.Unique {
		return s.minimal(s.labels(images, b), s.sym.group)
	}
	if s.residual == nil && s.cosets == nil {
		return true
	}
	lab := s.labels(images, b)
	var pImg int
	for _, id := range images {
		if s.Model.Images[id].Shape == s.redShape {
			pImg = id
		}
	}
	if st, ok := s.residual[pImg]; ok && !s.minimal(lab, st) {
		return false
	}
	if s.cosets == nil {
		return true
	}
	// Is any image of the solution under a shape-changing symmetry in F and
	// smaller?
	b.cur = grow(b.cur, len(lab))
	tl := b.cur
	for _, t := range s.cosets {
		var cells []int32
		for c := range lab {
			tl[c] = int32(t.shapeMap[lab[t.inv[c]]])
			if int(tl[c]) == s.redShape {
				cells = append(cells, int32(c))
			}
		}
		id, ok := s.sym.lookup[imageKey(s.redShape, cells)]
		if !ok || !s.kept[id] {
			continue
		}
		if st, ok := s.residual[id]; ok && !s.minimal(tl, st) {
			continue
		}
		if less(tl, lab) {
			return false
		}
	}
	return true
}

// labelBuf is the scratch space of the output filters: the labelling
// of a solution (labels) and the labellings compared with it.
type labelBuf struct {
	lab, least, cur []int32
}

// labels returns the shape of each cell of a solution, in b.lab.
func (s *Solver) labels(images []int, b *labelBuf) []int32 {
	m := s.Model
	b.lab = grow(b.lab, len(m.Cells))
	lab := b.lab
	clear(lab)
	for _, id := range images {
		img := m.Images[id]
		for _, c := range img.Cells {
			lab[c] = int32(img.Shape)
		}
	}
	return lab
}

func less(a, b []int32) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// minimal reports whether the labelling is no greater than its image under
// each transform.
func (s *Solver) minimal(lab []int32, ts []*transform) bool {
	for _, t := range ts {
		for c := range lab {
			v := int32(t.shapeMap[lab[t.inv[c]]])
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
