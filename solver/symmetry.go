package solver

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"sync"

	"polyplay/solver/grid"
)

// transform is a symmetry of the region: a lattice rotation (or, for the
// mirror filter, reflection) with a translation that maps the open cells
// onto themselves.
type transform struct {
	m matrix // on squares and cubes (grid.Kind.AxisTurns)
	// perm maps cell i to cell perm[i]; inv is its inverse.
	perm, inv []int32
	// shapeMap maps a shape to its image under the transform (the identity
	// for rotations; mirror pairs for reflections).
	shapeMap []int
	// mirror marks a transform that no piece can make by turning: a 3-D
	// reflection, or a flip of a one-sided 2-D puzzle. It maps each piece
	// to its mirror image (see mirror.go).
	mirror bool
	// partial marks a mirror transform of a piece set that is not closed
	// under mirroring, where spare pieces make it map some solutions to
	// solutions: those whose pieces' mirror images are in the set, as
	// many of each shape as a solution may use (mirrorFilter.fits).
	// shapeMap maps a shape without a mirror image in the set to -1.
	// Such transforms are in symmetry.partial, never in the group.
	partial bool
	// dirs maps a set of neighbour directions (labelDirs) to its image:
	// 1<<Grid.Slots() sets.
	dirs []int32
}

// The output filters compare solutions by their labellings: a label per
// cell, its piece's shape in the low bits and, for a shape with several
// pieces, the directions (bit d for Model.Neighbors' d) of the cell's
// neighbours in the same piece from bit labelShift up. Where the pieces
// of one shape are joined, the directions tell apart two solutions that
// place them on the same cells differently (by shape alone their
// labellings are equal, and a symmetry that maps one to the other made
// the filters keep both). Where they are in several parts (twinParts),
// two parts may be swapped between two pieces with the same labelling:
// the output filters then compare the solutions' images instead
// (symmetry.exact), -r filters on output as -u does, and a partial
// assembly's verdict (Subproblems) is not given.
const (
	labelShift = 16
	labelShape = 1<<labelShift - 1
)

// label returns the label that t makes of label v at the image of its
// cell; a negative label (an unknown cell) stays as it is.
func (t *transform) label(v int32) int32 {
	if v < 0 {
		return v
	}
	return int32(t.shapeMap[v&labelShape]) | t.dirs[v>>labelShift]<<labelShift
}

// symmetry holds the non-identity symmetries of a model's region and a
// lookup from image cells to image ids.
type symmetry struct {
	m     *Model
	group []*transform
	// byFirst lists the image ids by shape, then by first (least) cell:
	// those of shape s whose first cell is c are byFirst[at[k]:at[k+1]],
	// k = s*len(m.Cells)+c (see find).
	byFirst, at []int32
	// exact is set when some shape has several pieces in several parts
	// (twinParts): the labellings may then not tell two solutions
	// apart, and the output filters compare the solutions' images
	// instead (imageMaps, leastImages).
	exact bool
	// maps[i][id] is the image group[i] makes of image id (imageMaps).
	maps     [][]int32
	mapsOnce sync.Once
	// partial are the mirror transforms that map only some solutions to
	// solutions (transform.partial): the mirror filter compares a
	// solution with its image under them where that is a solution.
	partial []*transform
}

// twinParts reports whether a shape of m has several pieces and its
// pieces are in several parts (grid.Kind.Connected). The output
// filters' labellings (labelShift) tell the pieces of one shape apart by
// the directions of their cells' neighbours in the same piece, which
// tells two placements of joined pieces on the same cells apart, but
// not of pieces in several parts: two parts may be swapped between two
// pieces.
func twinParts(m *Model) bool {
	for _, sh := range m.Shapes {
		if len(sh.Pieces) > 1 && !m.Grid.Connected(m.Problem.Pieces[sh.Pieces[0]].Cells) {
			return true
		}
	}
	return false
}

// exactWhy says why the output filters compare images (exact): pieces
// of one shape in several parts (twinParts), or a coloured piece on the
// same cells in several ways (colourWays).
func (sy *symmetry) exactWhy() string {
	if twinParts(sy.m) {
		return "pieces of one shape are in several parts"
	}
	return "a coloured piece lies on the same cells in several ways"
}

// imageMaps returns, for each symmetry of the group, the image each
// image turns into (by a hash of the shape and cells: no key strings).
func (sy *symmetry) imageMaps() [][]int32 {
	sy.mapsOnce.Do(func() {
		m := sy.m
		hash := func(shape int, cells []int32, colours []uint8) uint64 {
			h := uint64(shape)*0x9e3779b97f4a7c15 + 1
			for _, c := range cells {
				h = (h ^ uint64(c)) * 0x100000001b3
			}
			for _, c := range colours {
				h = (h ^ uint64(c)) * 0x100000001b3
			}
			return h
		}
		byHash := make(map[uint64]int32, len(m.Images))
		for id, img := range m.Images {
			byHash[hash(img.Shape, img.Cells, img.Colours)] = int32(id)
		}
		sy.maps = make([][]int32, len(sy.group))
		var cells []int32
		var colours []uint8
		for i, t := range sy.group {
			mp := make([]int32, len(m.Images))
			for id, img := range m.Images {
				cells, colours = moveImage(t, img, cells, colours)
				sh := t.shapeMap[img.Shape]
				j, ok := byHash[hash(sh, cells, colours)]
				if !ok || m.Images[j].Shape != sh || !slices.Equal(m.Images[j].Cells, cells) || !slices.Equal(m.Images[j].Colours, colours) {
					j = int32(sy.mapImage(t, id)) // a hash collision: look it up by key
				}
				mp[id] = j
			}
			sy.maps[i] = mp
		}
	})
	return sy.maps
}

// imagesUnder writes into dst the sorted images that group[i] makes of
// the solution images, and returns it.
func (sy *symmetry) imagesUnder(dst []int, images []int, i int) []int {
	mp := sy.imageMaps()[i]
	dst = dst[:0]
	for _, id := range images {
		dst = append(dst, int(mp[id]))
	}
	slices.Sort(dst)
	return dst
}

// minimalImages is minimal on the solution's images (sorted in b.ids)
// rather than its labelling, for the transforms ts of the group (each a
// member of sy.group): whether no image of the solution under them is
// less. It is exact whatever the pieces (symmetry.exact).
func (sy *symmetry) minimalImages(images []int, ts []*transform, b *labelBuf) bool {
	b.ids = append(b.ids[:0], images...)
	slices.Sort(b.ids)
	for _, t := range ts {
		b.img = sy.imagesUnder(b.img, b.ids, slices.Index(sy.group, t))
		if slices.Compare(b.img, b.ids) < 0 {
			return false
		}
	}
	return true
}

// indexImages fills sy.byFirst and sy.at.
func (sy *symmetry) indexImages() {
	m := sy.m
	n := len(m.Cells)
	sy.at = make([]int32, len(m.Shapes)*n+1)
	for _, img := range m.Images {
		sy.at[img.Shape*n+int(img.Cells[0])+1]++
	}
	for k := 1; k < len(sy.at); k++ {
		sy.at[k] += sy.at[k-1]
	}
	// Place each id at its key's next slot: at[k] moves on to at[k+1]'s
	// old value, then the offsets shift back by one.
	sy.byFirst = make([]int32, len(m.Images))
	for id, img := range m.Images {
		k := img.Shape*n + int(img.Cells[0])
		sy.byFirst[sy.at[k]] = int32(id)
		sy.at[k]++
	}
	copy(sy.at[1:], sy.at[:len(sy.at)-1])
	sy.at[0] = 0
}

// find returns the id of the image of shape sh that covers cells (in
// increasing order) with colours on them (Image.Colours; nil: the
// first image on those cells), or -1 if there is none.
func (sy *symmetry) find(sh int, cells []int32, colours []uint8) int {
	if sh < 0 || len(cells) == 0 {
		return -1
	}
	k := sh*len(sy.m.Cells) + int(cells[0])
	for _, id := range sy.byFirst[sy.at[k]:sy.at[k+1]] {
		img := sy.m.Images[id]
		if slices.Equal(img.Cells, cells) && (colours == nil || slices.Equal(img.Colours, colours)) {
			return int(id)
		}
	}
	return -1
}

// newSymmetry finds the region's symmetries among the rotations a piece
// may take (all 24 in 3-D; for 2-D puzzles the turns in the plane and,
// unless one-sided, the flips). With mirrors, reflections are included too
// when the piece set is closed under mirroring.
//
// The filters built on it (-r, -u, -M, and the reduced search of
// expand.go) assume that each symmetry maps every solution to a
// solution, which holds as the group is chosen: stationary pieces lie
// outside the open cells, whose own symmetries count; a flip of a
// one-sided puzzle or a mirror image maps every piece to its mirror
// image, and is in the group only if the piece set is closed under
// mirroring; pieces in several parts turn as joined ones do. Pieces of
// one shape in several parts are told apart by their images rather
// than by labellings (symmetry.exact). Where the set is not closed but
// has spare pieces, the mirror transforms that would be in the group go
// to sy.partial instead (transform.partial). TestProperty checks the counts
// on every grid against internal/plaincount's solutions and symmetries.
func newSymmetry(m *Model, mirrors bool) *symmetry {
	sy := &symmetry{m: m, exact: twinParts(m) || colourWays(m)}
	sy.indexImages()
	if !m.Grid.AxisTurns() {
		sy.gridGroup()
		sy.keepOptional()
		sy.keepColours()
		sy.splitPartial()
		return sy
	}
	var lo, hi Point
	for i, c := range m.Cells {
		if i == 0 {
			lo, hi = c, c
		}
		lo = Point{X: min(lo.X, c.X), Y: min(lo.Y, c.Y), Z: min(lo.Z, c.Z)}
		hi = Point{X: max(hi.X, c.X), Y: max(hi.Y, c.Y), Z: max(hi.Z, c.Z)}
	}
	ident, mirrorShapes := shapeMaps(m)
	for _, mat := range allMatrices[1:] {
		shapeMap := ident
		// Transforms a piece cannot make (flips of one-sided pieces,
		// reflections of 3-D ones) turn every piece into its mirror image:
		// they map solutions to solutions only if the set is mirror-closed.
		proper := mat.det() == 1 && (!m.Problem.OneSided || mat[2][2] == 1)
		if !proper {
			// In a flat box a reflection acts in the plane as some rotation
			// (with z negated) does, and that rotation is already listed.
			if mat.det() != 1 && (!mirrors || m.Problem.ZDim == 1) {
				continue
			}
			mirror, closed := mirrorShapes()
			if !closed && !m.HasSpare() {
				continue
			}
			shapeMap = mirror
		}
		if t := sy.fit(mat, lo, hi, shapeMap); t != nil {
			t.mirror = !proper
			t.partial = !proper && !closedSet(mirrorShapes)
			sy.group = append(sy.group, t)
		}
	}
	sy.keepOptional()
	sy.keepColours()
	sy.splitPartial()
	return sy
}

// closedSet reports whether the piece set is closed under mirroring.
func closedSet(mirrorShapes func() ([]int, bool)) bool {
	_, closed := mirrorShapes()
	return closed
}

// splitPartial moves the partial mirror transforms out of the group into
// sy.partial, once the group is filtered.
func (sy *symmetry) splitPartial() {
	for _, t := range sy.group {
		if t.partial {
			sy.partial = append(sy.partial, t)
		}
	}
	sy.group = slices.DeleteFunc(sy.group, func(t *transform) bool { return t.partial })
}

// shapeMaps returns the map of m's shapes onto themselves and a function
// that returns MirrorShapes' map and whether the set is mirror-closed,
// working them out the first time it is called only.
func shapeMaps(m *Model) (ident []int, mirrorShapes func() ([]int, bool)) {
	ident = make([]int, len(m.Shapes))
	for i := range ident {
		ident[i] = i
	}
	return ident, sync.OnceValues(m.MirrorShapes)
}

// fit returns the transform for mat that maps the region's bounding box
// [lo, hi] onto itself, or nil if the region is not invariant.
func (sy *symmetry) fit(mat matrix, lo, hi Point, shapeMap []int) *transform {
	a, b := mat.apply(lo), mat.apply(hi)
	nlo := Point{X: min(a.X, b.X), Y: min(a.Y, b.Y), Z: min(a.Z, b.Z)}
	nhi := Point{X: max(a.X, b.X), Y: max(a.Y, b.Y), Z: max(a.Z, b.Z)}
	if nhi.X-nlo.X != hi.X-lo.X || nhi.Y-nlo.Y != hi.Y-lo.Y || nhi.Z-nlo.Z != hi.Z-lo.Z {
		return nil
	}
	m := sy.m
	t := &transform{m: mat, perm: make([]int32, len(m.Cells)), inv: make([]int32, len(m.Cells)), shapeMap: shapeMap}
	// The neighbour directions of Model.Neighbors and their images.
	var dir [6]Point
	for d := range dir {
		dir[d], _ = m.Grid.Slot(Point{}, d)
	}
	img := make([]int32, len(dir))
	for d, v := range dir {
		img[d] = int32(slices.Index(dir[:], mat.apply(v)))
	}
	t.dirs = dirSets(img)
	for i, c := range m.Cells {
		r := mat.apply(c)
		r = Point{X: r.X - nlo.X + lo.X, Y: r.Y - nlo.Y + lo.Y, Z: r.Z - nlo.Z + lo.Z}
		j := m.CellIndex(r)
		if j < 0 {
			return nil
		}
		t.perm[i] = int32(j)
		t.inv[j] = int32(i)
	}
	return t
}

// gridGroup fills sy.group on a grid other than squares (one whose
// moves are not the cube's, grid.Kind.AxisTurns): the grid's
// symmetries (turns and mirror images, grid.Kind.Symmetries) that map the
// open cells onto themselves once both are normalised (so a rhombus has
// four, a parallelogram two, a square pyramid of balls eight); on balls
// the turns of space that do (grid.Kind.Moves), which are more than the
// lattice's for a flat region in a triangular layer, and the mirror
// images of one that spans space. A mirror image is a move of flat
// pieces unless they are one-sided; else (and always for solids) it maps
// each piece to its mirror image and counts only when the piece set is
// closed under mirroring, or as a partial transform (transform.partial)
// where some pieces are spare.
func (sy *symmetry) gridGroup() {
	m := sy.m
	g := m.Grid
	region := slices.Clone(m.Cells)
	d0 := g.Normalize(region)
	ident, mirrorShapes := shapeMaps(m)
	img := make([]Point, len(m.Cells))
	moves := g.Symmetries(g.Planar())
	if g.Rigid() {
		// Every turn of space that maps the region onto itself maps a
		// piece's orientations onto its orientations; a mirror image
		// that acts on the region as no turn does (the region spans
		// space) maps each piece to its mirror image.
		moves = g.Moves(m.Cells, true)
	}
	for _, tr := range moves[1:] {
		shapeMap := ident
		proper := !tr.Mirror() || !m.Problem.OneSided && !g.Solid()
		if !proper {
			mirror, closed := mirrorShapes()
			if !closed && !m.HasSpare() {
				continue
			}
			shapeMap = mirror
		}
		for i, c := range m.Cells {
			img[i] = tr.Apply(c)
		}
		// The image of cell i is tr(c) moved by d, the translation that
		// takes tr's normalised region back onto the open cells.
		sorted := slices.Clone(img)
		dt := g.Normalize(sorted)
		if !slices.Equal(sorted, region) {
			continue
		}
		d := Point{X: dt.X - d0.X, Y: dt.Y - d0.Y, Z: dt.Z - d0.Z}
		t := &transform{perm: make([]int32, len(m.Cells)), inv: make([]int32, len(m.Cells)), shapeMap: shapeMap, mirror: !proper, partial: !proper && !closedSet(mirrorShapes)}
		for i, r := range img {
			j := m.CellIndex(Point{X: r.X + d.X, Y: r.Y + d.Y, Z: r.Z + d.Z})
			if j < 0 {
				panic("solver: a symmetry of the region maps an open cell outside it")
			}
			t.perm[i] = int32(j)
			t.inv[j] = int32(i)
		}
		t.dirs = slotMap(g, tr)
		sy.group = append(sy.group, t)
	}
}

// slotMap returns the images of the sets of Neighbors' slots under the
// grid symmetry tr (transform.dirs): tr maps the neighbour in slot k of
// a cell to the neighbour in one slot k' of its image, the same at every
// cell (TestGridSymmetries checks it).
func slotMap(g grid.Kind, tr grid.Transform) []int32 {
	img := make([]int32, g.Slots())
	for k := range img {
		img[k] = int32(k)
		c, ok := slotCell(g, k)
		if !ok {
			continue
		}
		q, _ := g.Slot(c, k)
		tc, tq := tr.Apply(c), tr.Apply(q)
		// A move of a region of balls that is not the lattice's own
		// (a turn by 60° of a triangular layer) may take the neighbour
		// where no ball is: no two cells of the region lie that way.
		if _, ok := tr.Map(q); !ok {
			continue
		}
		for k2 := range img {
			if r, ok := g.Slot(tc, k2); ok && r == tq {
				img[k] = int32(k2)
			}
		}
	}
	return dirSets(img)
}

// slotCell returns a cell that has a neighbour in slot k: not every
// cell has every slot (an up triangle has the even ones, a down
// triangle the odd ones; on a grid of several cells to a cube each
// place in the cube has its own), so it looks through the cells of two
// cubes side by side.
func slotCell(g grid.Kind, k int) (Point, bool) {
	places := 1
	if b := g.FileBlock(); b > 0 {
		places = b * b * b // at most a cell to a voxel of the block
	}
	for z := range places {
		for x := range 2 {
			c := Point{X: x, Z: z}
			if _, ok := g.Slot(c, k); ok {
				return c, true
			}
		}
	}
	return Point{}, false
}

// dirSets returns the images of the sets of directions (bit d for
// direction d) under the map img of the directions.
func dirSets(img []int32) []int32 {
	dirs := make([]int32, 1<<len(img))
	for set := 1; set < len(dirs); set++ {
		// The set without its lowest direction d, and d's image.
		d := bits.TrailingZeros(uint(set))
		dirs[set] = dirs[set&(set-1)] | 1<<img[d]
	}
	return dirs
}

// mapImage returns the id of the image t makes of image id, or -1 if that
// placement is not an image (it then lies outside the model).
func (sy *symmetry) mapImage(t *transform, id int) int {
	img := sy.m.Images[id]
	var buf [16]int32
	var cbuf [16]uint8
	cells, colours := moveImage(t, img, buf[:0], cbuf[:0])
	return sy.find(t.shapeMap[img.Shape], cells, colours)
}

// moveImage writes into cells the cells t moves img's onto, sorted, and
// into colours their colours (nil for an image without them), and
// returns both.
func moveImage(t *transform, img Image, cells []int32, colours []uint8) ([]int32, []uint8) {
	cells = cells[:0]
	for _, c := range img.Cells {
		cells = append(cells, t.perm[c])
	}
	if img.Colours == nil {
		slices.Sort(cells)
		return cells, nil
	}
	// Sort the pairs of cell and colour as one number each.
	pairs := make([]int64, len(cells))
	for i, c := range cells {
		pairs[i] = int64(c)<<8 | int64(img.Colours[i])
	}
	slices.Sort(pairs)
	colours = colours[:0]
	for i, pr := range pairs {
		cells[i] = int32(pr >> 8)
		colours = append(colours, uint8(pr))
	}
	return cells, colours
}

// redundancyPlan is the effect of constraining one shape: the image
// allowed for each orbit and the stabilisers of the allowed images.
type redundancyPlan struct {
	shape    int
	allowed  []int
	residual map[int][]*transform
}

// plan computes the orbit representatives of shape s's active images:
// each active image that no symmetry maps to a smaller active image.
// The symmetries that keep the shape (with the identity) form a group,
// so going up the ids, the first active image met of an orbit is its
// representative, and the orbit's other images are passed over.
func (p *preparer) plan(shape int) redundancyPlan {
	s := p.s
	sy := s.sym
	r := redundancyPlan{shape: shape, residual: map[int][]*transform{}}
	lo, hi := s.Model.ShapeImages[shape][0], s.Model.ShapeImages[shape][1]
	seen := make([]bool, hi-lo)
	for id := lo; id < hi; id++ {
		if !s.active[id] || seen[id-lo] {
			continue
		}
		var stab []*transform
		for _, t := range sy.group {
			if t.shapeMap[shape] != shape {
				continue
			}
			if j := sy.mapImage(t, id); j == id {
				stab = append(stab, t)
			} else if j >= 0 {
				seen[j-lo] = true
			}
		}
		r.allowed = append(r.allowed, id)
		if len(stab) > 0 {
			r.residual[id] = stab
		}
	}
	return r
}

// applyRedundancy constrains the named piece (or the best uniquely shaped
// piece) to one image per orbit of the region's symmetry group, so that
// rotated copies of a solution are never searched. Solutions containing a
// allowed image that some symmetry fixes are filtered to the least of their
// orbit under that image's stabiliser, so counts are exact.
//
// ctx stops the choice of the piece (redundancyPick) with its error.
func (p *preparer) applyRedundancy(ctx context.Context, name string) error {
	s := p.s
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
		if err := uniquePiece(m, found, name); err != nil {
			return err
		}
		cands = []int{found}
	} else {
		for sh := range m.Shapes {
			if m.unique(sh) {
				cands = append(cands, sh)
			}
		}
	}
	if len(cands) == 0 {
		s.notes = append(s.notes, "redundancy filter: no uniquely shaped piece; rotated solutions are filtered on output instead")
		s.opt.Unique = true
		return nil
	}
	if s.sym.exact {
		// The constraint's check of the solutions it lets through
		// compares labellings, which do not tell them apart.
		s.notes = append(s.notes, "redundancy filter: "+s.sym.exactWhy()+"; rotated solutions are filtered on output instead")
		s.opt.Unique = true
		return nil
	}
	plans := make([]redundancyPlan, len(cands))
	for i, sh := range cands {
		// A large model's plans take long (the heptominoes' 108):
		// they look at ctx between them.
		if m.large() {
			if err := checkpoint(ctx); err != nil {
				return err
			}
		}
		plans[i] = p.plan(sh)
	}
	best, err := s.redundancyPick().choose(ctx, plans, s.orig)
	if err != nil {
		return err
	}
	total := m.ShapeImages[best.shape][1] - m.ShapeImages[best.shape][0]
	for id := m.ShapeImages[best.shape][0]; id < m.ShapeImages[best.shape][1]; id++ {
		s.active[id] = false
	}
	for _, id := range best.allowed {
		s.active[id] = true
	}
	s.red = redundancy{m: m, sym: s.sym, residual: best.residual, shape: best.shape, allowed: map[int]bool{}}
	for _, id := range best.allowed {
		s.red.allowed[id] = true
	}
	for _, t := range s.sym.group {
		if t.shapeMap[best.shape] != best.shape {
			s.red.cosets = append(s.red.cosets, t)
		}
	}
	if !s.hooks.noPair {
		s.red.pair = newPairing(s, best)
	}
	// The constraint and accept's checks on the allowed images already keep
	// exactly one solution of each orbit, so -u has nothing left to do.
	// Its own check must not run: it keeps the least labelling of the
	// whole orbit, which the constraint may have excluded from the search,
	// and would then drop the orbit's only solution found.
	s.opt.Unique = false
	s.notes = append(s.notes, fmt.Sprintf("redundancy filter: constrained piece %s to %d of its %d images",
		m.ShapeName(best.shape), len(best.allowed), total))
	if pr := s.red.pair; pr != nil {
		s.notes = append(s.notes, fmt.Sprintf("redundancy filter: where %d of them are fixed by symmetries, piece %s takes one image of each orbit under those (the pairing)",
			len(pr.fixed), m.ShapeName(pr.shape)))
	}
	return nil
}

// accept applies the output filters to a solution given by its images:
// the mirror filter (-M), then the unique filter (-u) or the redundancy
// filter's (-r) check of the solutions its constraint lets through.
//
// b is the caller's scratch space: workers of a parallel search filter
// their solutions at the same time, each with its own.
func (s *Solver) accept(images []int, b *labelBuf) bool {
	if s.con != nil && s.con.mirror != nil && !s.con.mirror.accept(images, b) {
		return false
	}
	if s.opt.Unique {
		if s.sym.exact {
			return s.sym.minimalImages(images, s.sym.group, b)
		}
		return minimal(s.Model.labels(images, b), s.sym.group)
	}
	if !s.red.filters() {
		return true
	}
	return s.red.accept(images, s.Model.labels(images, b), b)
}

// labelBuf is the scratch space of the output filters: the labelling
// of a solution (labels) and the labellings compared with it.
type labelBuf struct {
	lab, least, cur []int32
	// own numbers the piece of each cell (labels).
	own []int32
	// ids, img and low are sorted lists of images (symmetry.exact).
	ids, img, low []int
	// uses counts a solution's pieces of each shape (mirrorFilter.fits).
	uses []int32
}

// labels returns the labelling of a solution (see labelShift), in b.lab.
func (m *Model) labels(images []int, b *labelBuf) []int32 {
	b.lab = resize(b.lab, len(m.Cells))
	lab := b.lab
	clear(lab)
	if m.HasOptional() {
		// A cell left empty is labelled as no piece's.
		for i := range lab {
			lab[i] = -1
		}
	}
	twins := false
	for _, id := range images {
		img := m.Images[id]
		for _, c := range img.Cells {
			lab[c] = int32(img.Shape)
		}
		twins = twins || m.ShapeCount(img.Shape) > 1
	}
	if !twins {
		return lab
	}
	b.own = resize(b.own, len(m.Cells))
	if m.HasOptional() {
		for i := range b.own {
			b.own[i] = -1
		}
	}
	for k, id := range images {
		for _, c := range m.Images[id].Cells {
			b.own[c] = int32(k)
		}
	}
	for _, id := range images {
		img := m.Images[id]
		if m.ShapeCount(img.Shape) == 1 {
			continue
		}
		for _, c := range img.Cells {
			var dirs int32
			for d, nb := range m.Neighbors(int(c)) {
				if nb >= 0 && b.own[nb] == b.own[c] {
					dirs |= 1 << d
				}
			}
			lab[c] |= dirs << labelShift
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

// Rotations returns the number of the region's symmetries other than the
// identity among the turns the pieces may make: those under which the
// unique filter (-u) compares solutions. With none, every solution the
// search finds is rotationally unique (polycube's ROTATIONALLY_UNIQUE).
func (s *Solver) Rotations() int {
	sy := s.sym
	if sy == nil {
		sy = newSymmetry(s.Model, false)
	}
	n := 0
	for _, t := range sy.group {
		if !t.mirror {
			n++
		}
	}
	return n
}
