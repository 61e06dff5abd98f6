package solver

import (
	"context"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
)

// The redundancy filter without a piece name constrains the piece whose
// constrained search is smallest, judged in two steps:
//
//   - First by a static rule: the fewest allowed images (one per orbit of
//     the box's symmetries), then the fewest allowed images that some
//     symmetry fixes (solutions filtered on output), then a piece that
//     no symmetry turns into another shape (see staticKey for one-sided
//     puzzles). On the flat library puzzles
//     that is X, whose constrained searches make 1.5 to 6 times fewer
//     placement attempts than any other piece's (12x5: 0.66 M against
//     the next best 1.5 M).
//
//   - Then, when the search is large (gauged by Knuth's random probes of
//     a plain first-open-cell search below the static choice: cheap
//     bit-set walks, well under a millisecond, after a glance of a few
//     probes that settles the small puzzles), by a prediction of each
//     candidate's search:
//
//     In a box with few symmetries (at most 8: boxes in the plane) and
//     at most 20 pieces, from one sample of the real search without the
//     filter (the same options otherwise; see sampleCandidates): the
//     more of the search lies below a piece's placement, the more the
//     filter on that piece cuts. On the PT diamond it picks W (164.8 M
//     attempts; N, the estimate's pick before, 247.2 M); the sample
//     makes about 1.7 M placements.
//
//     When that sample would make more than pickSampleMax placements,
//     as the one-sided 18x5's (32 to 64 M), the static choice stands:
//     there, Knuth's estimates below ranked V, the best piece by a 1/128
//     sample of each piece's search, 10th of 18, and I, the second
//     best, 16th, and they delayed the search's start. The sample is abandoned as soon as the branches it
//     has reached project it beyond pickSampleProjected, which the
//     18x5's first branch does after about 0.4 M placements.
//
//     Otherwise (3-D boxes: the sample would cost 24 times a filtered
//     one; more than pickSamplePieces pieces; --max), by Knuth's estimate of
//     each candidate's min-fit search tree (Knuth, "Estimating the
//     efficiency of backtrack programs", 1975): the candidate is placed
//     first, as the search places it, at each of its allowed images in
//     turn (so the tree's first level is counted, not sampled), then
//     probes walk down from each, on the images left after the volume
//     filter and the other options' image filters (the candidate's own
//     solver, made from the options New was given). Another piece
//     replaces the static choice only if its tree is estimated at most
//     pickMargin times the static choice's: with a few hundred probes a
//     candidate's estimate varies by up to 2 times from seed to seed.
//     On the Tetris Cube this estimate picks L, much faster than the
//     static choice, G, as the polycube article found by hand. On the Bedlam Cube it keeps X (in a sample of an eighth of
//     the search, 2.3 times fewer attempts than L, the next best).
//
// On the planar grids (triangles, hexagons), under Auto, a small search (below
// the gauge's threshold) where some symmetry fixes one of the static
// choice's allowed images is decided by a small sample of the same kind:
// one branch in pickSmallParts after the first pickSmallLevel
// placements. There the static rule picks the hexiamonds' hexagon (8
// allowed images, 4 of them fixed by a symmetry of the 6x6 rhombus),
// whose search makes more than twice the fits of the sample's pick, B
// (see BenchmarkHexiamonds6x6).
//
// The probes are seeded, the sample is a fixed share of the search, and
// both count, never time, so the choice is the same at every run.

const (
	// pickGaugeProbes is the number of probes that gauge the search.
	pickGaugeProbes = 256
	// pickEstimateAbove is the gauge's estimated tree size above which
	// the candidates are estimated.
	pickEstimateAbove = 100e6
	// pickGlanceProbes probes come before the gauge's: a search they
	// estimate below pickGlanceBelow nodes, a hundredth of
	// pickEstimateAbove, is small without the gauge, which costs a
	// sizeable share of the smallest puzzles' runs (BenchmarkSmall). The
	// library's small puzzles glance at most 0.26 M (Soma 53 k), the large
	// ones at 18 M or more (TestSearchLarge).
	pickGlanceProbes = 32
	pickGlanceBelow  = pickEstimateAbove / 100
	// pickBudget is the number of probes over all candidates, shared
	// equally among them and, within a candidate, among its allowed images
	// (each has at least 2).
	pickBudget = 3000
	// pickWorkPerImage and pickWorkMax set the estimates' budget,
	// counted in the words of the images' masks that the probes look at
	// (cellProber.work): pickWorkPerImage a model's image, at most
	// pickWorkMax (see estimateCandidates). The library's puzzles that
	// the estimates decide spend up to about their budget, and are
	// estimated whole (TestPickWork); without one, the hexominoes' and
	// heptominoes' would look at billions of images (minutes) before
	// their search began. pickWorkOver is how many times its budget the estimates
	// may be expected to spend, or spend, before they give up.
	pickWorkPerImage = 16384
	pickWorkMax      = 64 << 20
	pickWorkOver     = 4
	// pickMargin is how much smaller another candidate's estimated tree
	// must be than the static choice's for it to be chosen instead.
	pickMargin = 0.6
	// pickSampleNodes is the number of nodes at the level where the
	// sample of the static choice's search is taken, one branch in
	// pickSampleParts.
	pickSampleNodes = 16384
	pickSampleParts = 256
	// pickSampleMax is the most placements the sample may make: a larger
	// sample (a search of hours) is abandoned and the static choice
	// stands. The PT diamond's makes about 1.7 M; the one-sided 18x5's
	// would make more than 32 M, and every placement made before it is
	// abandoned delays the search's first figures (in the playground
	// too).
	pickSampleMax = 2 << 20
	// pickSampleProjected is the most placements the whole sample may be
	// projected to make from the share of its branches reached so far
	// (the branch being searched counted as done): beyond it the sample
	// is abandoned early. The PT diamond's projection peaks at 9.2 M
	// (after its second branch, 0.2 M placements) and ends at 1.6 M;
	// the one-sided 18x5's first branch alone projects it at 55 M (0.86
	// M placements, of 64 branches).
	pickSampleProjected = 24 << 20
	// pickSamplePieces is the most pieces for which the sample is taken:
	// with more (the hexominoes' 35), the levels above the sample's own
	// can take minutes.
	pickSamplePieces = 20
	// pickSmallLevel and pickSmallParts make the small sample on the
	// triangle and hexagon grids: the branches numbered 0,
	// pickSmallParts, ... after the first pickSmallLevel placements, a
	// small share of the search it guides (see BenchmarkHexiamonds6x6).
	pickSmallLevel = 3
	pickSmallParts = 1024
	// pickSampleGroup is the largest order of the box's symmetry group
	// (the identity included) for which the sample is taken.
	pickSampleGroup = 8
	// pickSeed seeds the probes.
	pickSeed = 0x5eed
)

// redundancyPick chooses the piece that the redundancy filter
// constrains (-r without a name) among the plans of the uniquely shaped
// pieces: by the static rule, or by a sample or Knuth's estimates of
// each candidate's search. It reads the solver's model, symmetries and
// active images as the preparation left them, and makes the solvers it
// samples and estimates with the solver's test hooks.
type redundancyPick struct {
	m      *Model
	group  []*transform
	active []bool
	// opt are the solver's options: the sample's search is made from
	// them.
	opt   Options
	hooks testHooks
}

// redundancyPick returns the choice of the piece that s's redundancy
// filter constrains, from s as prepared so far.
func (s *Solver) redundancyPick() *redundancyPick {
	return &redundancyPick{m: s.Model, group: s.sym.group, active: s.active, opt: s.opt, hooks: s.hooks}
}

// activeImages returns the number of images active marks.
func activeImages(active []bool) int {
	n := 0
	for _, a := range active {
		if a {
			n++
		}
	}
	return n
}

// staticKey orders redundancy plans by the static rule.
func (r *redundancyPick) staticKey(p redundancyPlan) [4]int {
	moved, turns := 0, 0
	for _, t := range r.group {
		if t.shapeMap[p.shape] != p.shape {
			moved = 1
		}
		if t.mirror {
			turns = 1
		}
	}
	// Where some symmetries turn pieces into their mirror images (a
	// one-sided puzzle, or -M), a plan whose allowed images some symmetry
	// fixes goes last: on the one-sided 30x3, X (every allowed image fixed)
	// took many times as long as V with about as many fits (compare
	// -rX against -rV on BenchmarkOneSided30x3's puzzle).
	fixed := 0
	if turns == 1 && len(p.residual) > 0 {
		fixed = 1
	}
	return [4]int{fixed, len(p.allowed), len(p.residual), moved}
}

// sortPlans sorts plans by the static rule, stably.
func (r *redundancyPick) sortPlans(plans []redundancyPlan) {
	slices.SortStableFunc(plans, func(a, b redundancyPlan) int {
		ka, kb := r.staticKey(a), r.staticKey(b)
		return slices.Compare(ka[:], kb[:])
	})
}

// choose returns the plan to apply among plans (one per uniquely
// shaped piece). orig are the options New was given: each candidate is
// estimated on a solver made from them, with the candidate named. Its
// error is ctx's, if ctx is done first.
func (r *redundancyPick) choose(ctx context.Context, plans []redundancyPlan, orig Options) (redundancyPlan, error) {
	r.sortPlans(plans)
	if len(plans) == 1 || r.m.Pieces < 5 {
		return plans[0], nil
	}
	// The sample needs a box in the plane (few symmetries), not too many
	// pieces, and a search not stopped after a few solutions (--max).
	sampleable := len(r.group)+1 <= pickSampleGroup && r.m.Pieces <= pickSamplePieces && orig.MaxSolutions == 0
	large := r.searchLarge(ctx, plans[0])
	if err := ctx.Err(); err != nil && r.m.large() {
		return plans[0], err // the gauge was cut short
	}
	if !large {
		// A small search keeps the static choice, except on the
		// planar grids (triangles, hexagons:
		// grid.Kind.SampleSmallPick) under --auto (whose
		// configuration the sample measures) when some symmetry fixes
		// one of the static choice's allowed images: the filter then
		// removes less than it seems (the hexiamonds' hexagon is the
		// worst piece of the 6x6 rhombus), and a small sample decides
		// (pickSmallLevel). Elsewhere the sample would cost more than
		// it saves (the 4x9 parallelogram); on balls it does not rank
		// the pieces (BenchmarkKanoodlePyramid: the twelve pieces' -rX
		// searches make 202 k to 428 k fits, and the sample keeps the
		// static choice, L, at 263 k).
		if !r.m.Grid.SampleSmallPick() || !sampleable || !orig.Auto || len(plans[0].residual) == 0 {
			return plans[0], nil
		}
		sizes, _, err := r.sampleCandidates(ctx, plans, 0, pickSmallParts)
		return pickSmallest(plans, sizes, 1), err
	}
	// A few symmetries (boxes in the plane): sample the search without
	// the filter, which costs about as much as the group's order times
	// the same sample of a filtered search; if that sample would be too
	// large, the static choice (Knuth's estimates do not rank the
	// plane's pieces: see the comment above). Else Knuth's estimates.
	var sizes []float64
	margin := pickMargin
	// A search stopped after a few solutions (--max) does not pay for it.
	if sampleable {
		var tooLarge bool
		var err error
		sizes, tooLarge, err = r.sampleCandidates(ctx, plans, pickSampleNodes, pickSampleParts)
		if tooLarge || err != nil {
			return plans[0], err
		}
		margin = 1
	}
	if sizes == nil {
		var err error
		sizes, err = r.estimateCandidates(ctx, plans, orig, pickBudget, pickSeed)
		if err != nil {
			return plans[0], err
		}
		margin = pickMargin
	}
	return pickSmallest(plans, sizes, margin), nil
}

// pickSmallest returns the plan of the smallest size (plans[0] if sizes
// is nil). The static choice keeps its place unless another piece's
// search is estimated clearly smaller (margin): Knuth's estimates of 3-D
// puzzles vary by up to 2 times from seed to seed. The sample has no
// such noise (margin 1). Where the static choice has no size (its solver
// could not be made), the smallest of the others wins.
func pickSmallest(plans []redundancyPlan, sizes []float64, margin float64) redundancyPlan {
	if sizes == nil {
		return plans[0]
	}
	best, bestSize := 0, math.Inf(1)
	if sizes[0] >= 0 {
		bestSize = sizes[0] * margin
	}
	for i, size := range sizes[1:] {
		if size >= 0 && size < bestSize {
			best, bestSize = i+1, size
		}
	}
	return plans[best]
}

// searchLarge gauges the search that constrains plan p's piece: true
// when its first-open-cell tree is estimated at pickEstimateAbove nodes
// or more. A glance of pickGlanceProbes probes settles the small ones.
// ctx stops the probes of a large model (the answer is then false; the
// caller looks at ctx).
func (r *redundancyPick) searchLarge(ctx context.Context, p redundancyPlan) bool {
	return r.gauge(ctx, p, pickGlanceProbes) >= pickGlanceBelow && r.gauge(ctx, p, pickGaugeProbes) >= pickEstimateAbove
}

// gauge estimates the tree of searchLarge from probes seeded probes, or
// returns 0 once ctx is done.
func (r *redundancyPick) gauge(ctx context.Context, p redundancyPlan, probes int) float64 {
	pr := newCellProber(ctx, r.m, r.active, r.hooks.proberWide)
	if r.m.large() {
		pr.ctx = ctx
	}
	return pr.treeSize(p.shape, p.allowed, probes)
}

// largeModel is the number of images above which a pass over a model's
// images takes tens of milliseconds under WebAssembly (the heptominoes
// have 442,000): the gauge and the redundancy plans of such a model look
// at their context as they go. A smaller model's pass is short: its
// preparation ends as New's would, whatever its context.
const largeModel = 1 << 16

// large reports whether m has more than largeModel images.
func (m *Model) large() bool { return len(m.Images) > largeModel }

// sampleCandidates predicts each plan's search size from one sample of
// the search without the redundancy filter (s's options otherwise): the
// branches numbered 0, parts, 2 parts, ... at the highest level with at
// least nodes nodes (with nodes 0, the level after the first
// pickSmallLevel placements). It returns nil when the search is too small to
// sample that way, and nil and true when the sample would make more than
// pickSampleMax placements or is projected to make more than
// pickSampleProjected; sizes are -1 for plans not compared (their allowed images
// fixed by some symmetry where plans[0]'s are not, or the reverse: see
// staticKey).
//
// Constraining piece P to the fraction r of its images removes about the
// share 1-r of the placements made with P already in place (P's own
// included); the sample counts those placements for every piece at once,
// so that the prediction for P is all - placedP (1-r).
//
// The sample stops with ctx's error if ctx is done first; it lets the
// JavaScript event loop run as the preparation does (checkpoint).
func (r *redundancyPick) sampleCandidates(ctx context.Context, plans []redundancyPlan, nodes, parts int) (sizes []float64, tooLarge bool, err error) {
	m := r.m
	o := r.opt
	o.Auto, o.Redundancy, o.RedundancyPiece, o.Unique, o.Mirror = false, false, "", false, false
	o.Jobs, o.MaxSolutions, o.TimeLimit, o.MCTrials = 1, 0, 0, 0
	o.Split, o.Part, o.Parts, o.Take, o.Share = 0, 0, 0, nil, nil
	o.Progress, o.ProgressInterval = func(Stats) { _ = checkpoint(ctx) }, checkpointEvery
	o.VolumeFilterRepeat, o.Trace = 0, func(Event) {}
	sub, err := newFromModelContext(ctx, m, o, r.hooks)
	if err != nil {
		return nil, false, ctx.Err()
	}
	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	L, atL := m.Pieces-pickSmallLevel, int64(0)
	if nodes > 0 {
		L, atL = (&splitRun{s: sub, ctx: ctx}).level(1, nodes)
	}
	if L == 0 {
		return nil, false, nil
	}
	// The sample's branches: the nodes at level L numbered 0, parts, ...,
	// each entered by the placement that leaves L pieces to place.
	branches := max((atL+int64(parts)-1)/int64(parts), 1)
	depth := m.Pieces - L
	var reached int64
	limit := int64(pickSampleMax)
	planOf := make([]int, len(m.Shapes))
	for i := range planOf {
		planOf[i] = -1
	}
	for i, pl := range plans {
		planOf[pl.shape] = i
	}
	// The placements counted when each piece on the board was placed.
	var at []int64
	var all int64
	under := make([]int64, len(plans))
	sub.traceImage = func(k EventKind, id int) {
		switch k {
		case EventPlace:
			at = append(at, all)
			all++
			if len(at) == depth {
				reached++
				limit = min(pickSampleMax, pickSampleProjected*reached/branches)
			}
			if all > limit {
				tooLarge = true
				cancel()
			}
		case EventRemove:
			if i := planOf[m.Images[id].Shape]; i >= 0 {
				under[i] += all - at[len(at)-1]
			}
			at = at[:len(at)-1]
		}
	}
	sub.opt.Split, sub.opt.Parts = L, parts
	if _, err := sub.Solve(ctx, nil); tooLarge || err != nil || all == 0 || parent.Err() != nil {
		return nil, tooLarge, parent.Err()
	}
	k0 := r.staticKey(plans[0])
	sizes = make([]float64, len(plans))
	for i, pl := range plans {
		if r.staticKey(pl)[0] != k0[0] {
			sizes[i] = -1
			continue
		}
		total := m.ShapeImages[pl.shape][1] - m.ShapeImages[pl.shape][0]
		r := float64(len(pl.allowed)) / float64(total)
		sizes[i] = float64(all) - float64(under[i])*(1-r)
	}
	return sizes, false, nil
}

// estimateCandidates returns the estimated min-fit tree size of each
// plan's search (-1 where the candidate's solver cannot be made), from
// probes probes over all of them, or nil (the static choice stands) when
// the estimates would look at more than pickWorkOver times their budget
// (pickWork): judged from the static choice's first allowed image, whose
// work times the candidates' allowed images is about the estimates'
// (within a few times: the library's puzzles that the estimates decide
// spend up to about their budget; the hexominoes' and heptominoes' would
// spend hundreds of times it), or before any image where the
// images looked at once for each allowed image are already too many.
// Past pickWorkOver times the budget, the candidates left are not
// estimated (-1).
func (r *redundancyPick) estimateCandidates(ctx context.Context, plans []redundancyPlan, orig Options, probes int, seed uint64) ([]float64, error) {
	sizes := make([]float64, len(plans))
	budget := r.pickWork()
	images := 0
	for _, pl := range plans {
		images += len(pl.allowed)
	}
	var spent int64
	cut := false
	defer func() {
		if r.hooks.pickWork != nil {
			r.hooks.pickWork(spent, budget, cut)
		}
	}()
	// Each allowed image's probes look at least once at the images
	// that fit beside it, about all the active ones: where that alone
	// is over the bound, the estimates are not begun (the heptominoes').
	if int64(images)*int64(activeImages(r.active))*int64(maskWords(r.m)) > pickWorkOver*budget {
		cut = true
		return nil, nil
	}
	for i, pl := range plans {
		sizes[i] = -1
		if spent > pickWorkOver*budget {
			cut = true
			continue
		}
		o := orig
		o.RedundancyPiece = r.m.ShapeName(pl.shape)
		sub, err := newFromModelContext(ctx, r.m, o, r.hooks)
		if err != nil && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if err != nil {
			continue
		}
		sp := newCellProber(ctx, r.m, sub.active, r.hooks.proberWide)
		sp.work = int64(len(r.m.Images) * sp.words) // its masks
		sp.rng = rand.New(rand.NewPCG(seed, mcStream))
		over := func(first bool) bool {
			if i == 0 && first && sp.work*int64(images) > pickWorkOver*budget {
				return true
			}
			return spent+sp.work > pickWorkOver*budget
		}
		var whole bool
		sizes[i], whole, err = sp.minFitSize(ctx, pl.shape, pl.allowed, max(2, probes/len(plans)/len(pl.allowed)), over)
		spent += sp.work
		if err != nil {
			return nil, err
		}
		if !whole {
			cut, sizes[i] = true, -1
			if i == 0 {
				return nil, nil
			}
		}
	}
	return sizes, nil
}

// pickWork returns the work budget of the candidates' estimates, in
// words of image masks looked at: pickWorkPerImage a model's image, at
// most pickWorkMax.
func (r *redundancyPick) pickWork() int64 {
	return min(pickWorkMax, pickWorkPerImage*int64(len(r.m.Images)))
}

// cellProber estimates search trees on a model with bit sets.
type cellProber struct {
	m     *Model
	words int
	// masks holds each image's cells as words bits, flattened; shape
	// holds each image's shape.
	masks []uint64
	shape []int32
	// byLow lists, for each cell, the active images whose lowest cell it
	// is.
	byLow [][]int32
	// left counts the unplaced pieces of each shape; occ is the occupancy.
	left []int
	occ  []uint64
	rng  *rand.Rand
	// cand is the scratch list of the images that fit at a node, stack
	// the placements of a probe.
	cand, stack []int32
	// count holds the counts of filter's images over each cell (unless
	// the cells fit in one word: then sl, bit-sliced) and each shape
	// (after the cells), for minFitChoice.
	count []int
	sl    [32]uint64
	// cover lists, for each cell, the images of minFitSize's all that
	// cover it, in all's order (for minFitChoice).
	cover [][]int32
	// wide says the masks take more than one word: minFitChoice then
	// counts cell by cell (minFitCount), else on bit slices.
	wide bool
	// ctx, if not nil, stops minFitSize's probes (checkpoint).
	ctx context.Context
	// work counts the words of the images' masks that filter looked
	// at, and those of minFitSize's lists and of the masks made: the
	// measure of the estimates' budget.
	work int64
}

// maskWords returns the number of 64-bit words of a prober's image mask
// on m: one bit a cell.
func maskWords(m *Model) int { return (len(m.Cells) + 63) / 64 }

// newCellProber returns a prober of m's search on the active images;
// wide makes it count cell by cell even where the masks take one word
// (testHooks.proberWide).
//
// It lets the event loop run as it goes (checkpoint: the heptominoes'
// masks take tens of milliseconds), but goes on whatever ctx says: its
// caller looks at ctx.
func newCellProber(ctx context.Context, m *Model, active []bool, wide bool) *cellProber {
	w := maskWords(m)
	p := &cellProber{m: m, words: w, masks: make([]uint64, w*len(m.Images)),
		shape: make([]int32, len(m.Images)), wide: w > 1 || wide, count: make([]int, len(m.Cells)+len(m.Shapes)),
		byLow: make([][]int32, len(m.Cells)), left: make([]int, len(m.Shapes)),
		occ: make([]uint64, w), rng: rand.New(rand.NewPCG(pickSeed, mcStream))}
	// The lists share one backing array, each cut to its length.
	count := make([]int, len(m.Cells))
	n := 0
	for id, img := range m.Images {
		if id&0xffff == 0xffff {
			_ = checkpoint(ctx)
		}
		p.shape[id] = int32(img.Shape)
		mk := p.masks[id*w : id*w+w]
		for _, c := range img.Cells {
			mk[c/64] |= 1 << (c % 64)
		}
		if active[id] {
			count[img.Cells[0]]++
			n++
		}
	}
	ids := make([]int32, n)
	for c, k := range count {
		p.byLow[c], ids = ids[:0:k], ids[k:]
	}
	for id, img := range m.Images {
		if active[id] {
			p.byLow[img.Cells[0]] = append(p.byLow[img.Cells[0]], int32(id))
		}
	}
	return p
}

func (p *cellProber) fits(id int32) bool {
	mk := p.masks[int(id)*p.words : int(id)*p.words+p.words]
	for i, w := range mk {
		if w&p.occ[i] != 0 {
			return false
		}
	}
	return true
}

// filter appends to dst the images of live that fit the current state
// and whose shape has a piece left, and returns it. It counts them for
// minFitChoice: over each shape (p.count after the cells) and each
// cell (p.count, or where the cells fit in one word, the bit slices
// p.sl).
func (p *cellProber) filter(dst, live []int32) []int32 {
	p.work += int64(len(live) * p.words)
	nc := len(p.m.Cells)
	clear(p.count)
	shapes := p.count[nc:]
	if p.wide {
		for _, id := range live {
			if p.left[p.shape[id]] > 0 && p.fits(id) {
				dst = append(dst, id)
				shapes[p.shape[id]]++
				for _, c := range p.m.Images[id].Cells {
					p.count[c]++
				}
			}
		}
		return dst
	}
	// Bit j of cell c's count is bit c of p.sl[j]. The images are
	// added to a counter of three slices in registers, which is added
	// to p.sl every seven images. The loop reads the tables through
	// locals, writes the allowed images in place after dst (grown first,
	// as append would, to room for all of live) and tests an image
	// with one branch (a shape with no piece left is a bit of dead, as
	// the cells' occupancy).
	clear(p.sl[:])
	if len(p.left) > 64 {
		return p.filterMany(dst, live)
	}
	dst = slices.Grow(dst, len(live))
	var dead uint64
	for sh, l := range p.left {
		if l <= 0 {
			dead |= 1 << uint(sh)
		}
	}
	o := p.occ[0]
	masks, shape := p.masks, p.shape
	out := dst[len(dst) : len(dst)+len(live)]
	n := 0
	var s0, s1, s2 uint64
	k := 0
	for _, id := range live {
		m := masks[id]
		sh := shape[id]
		if m&o|dead>>uint(sh&63)&1 != 0 {
			continue
		}
		out[n] = id
		n++
		shapes[sh]++
		t0 := s0 & m
		s0 ^= m
		t1 := s1 & t0
		s1 ^= t0
		s2 ^= t1
		if k++; k == 7 {
			addSlices(p.sl[:], s0, s1, s2, 0)
			s0, s1, s2, k = 0, 0, 0, 0
		}
	}
	addSlices(p.sl[:], s0, s1, s2, 0)
	return dst[:len(dst)+n]
}

// filterMany is filter's loop on bit slices for models of more than 64
// shapes, whose dead shapes do not fit one word.
func (p *cellProber) filterMany(dst, live []int32) []int32 {
	shapes := p.count[len(p.m.Cells):]
	o := p.occ[0]
	var s0, s1, s2 uint64
	k := 0
	for _, id := range live {
		m := p.masks[id]
		if m&o != 0 || p.left[p.shape[id]] <= 0 {
			continue
		}
		dst = append(dst, id)
		shapes[p.shape[id]]++
		t0 := s0 & m
		s0 ^= m
		t1 := s1 & t0
		s1 ^= t0
		s2 ^= t1
		if k++; k == 7 {
			addSlices(p.sl[:], s0, s1, s2, 0)
			s0, s1, s2, k = 0, 0, 0, 0
		}
	}
	addSlices(p.sl[:], s0, s1, s2, 0)
	return dst
}

// addSlices adds the four-slice counts (s0, s1, s2, s3: bit j of a
// cell's count is its bit in sj) to the bit slices sl (at least four).
func addSlices(sl []uint64, s0, s1, s2, s3 uint64) {
	_ = sl[3]
	a := sl[0]
	sl[0] = a ^ s0
	c := a & s0
	a = sl[1]
	t := a ^ s1
	sl[1] = t ^ c
	c = a&s1 | c&t
	a = sl[2]
	t = a ^ s2
	sl[2] = t ^ c
	c = a&s2 | c&t
	a = sl[3]
	t = a ^ s3
	sl[3] = t ^ c
	c = a&s3 | c&t
	for j := 4; c != 0 && j < len(sl); j++ {
		a = sl[j]
		sl[j] = a ^ c
		c &= a
	}
}

func (p *cellProber) toggle(id int32) {
	mk := p.masks[int(id)*p.words : int(id)*p.words+p.words]
	for i, w := range mk {
		p.occ[i] ^= w
	}
}

// firstOpen returns the lowest open cell, or -1 if the box is full.
func (p *cellProber) firstOpen() int {
	for i, w := range p.occ {
		if w != ^uint64(0) {
			if c := i*64 + bits.TrailingZeros64(^w); c < len(p.m.Cells) {
				return c
			}
		}
	}
	return -1
}

// probe walks one random path down from the current state and returns
// the estimated number of nodes (placements) below it, leaving the state
// as it found it.
func (p *cellProber) probe() float64 {
	total, w := 0.0, 1.0
	for {
		c := p.firstOpen()
		if c < 0 {
			break
		}
		p.cand = p.cand[:0]
		for _, id := range p.byLow[c] {
			if p.left[p.m.Images[id].Shape] > 0 && p.fits(id) {
				p.cand = append(p.cand, id)
			}
		}
		if len(p.cand) == 0 {
			break
		}
		w *= float64(len(p.cand))
		total += w
		id := p.cand[p.rng.IntN(len(p.cand))]
		p.toggle(id)
		p.left[p.m.Images[id].Shape]--
		p.stack = append(p.stack, id)
	}
	for _, id := range p.stack {
		p.toggle(id)
		p.left[p.m.Images[id].Shape]++
	}
	p.stack = p.stack[:0]
	return total
}

// start empties the box and takes one piece of shape sh out of the
// pieces left, before the probes of a candidate placed first.
func (p *cellProber) start(sh int) {
	clear(p.occ)
	for i := range p.m.Shapes {
		p.left[i] = p.m.ShapeCount(i)
	}
	p.left[sh]--
}

// treeSize estimates the nodes of the search that places shape sh at one
// of the allowed images first and then fills the box from its lowest open
// cell, from probes probes spread over the allowed images; 0 if p.ctx is
// done first.
func (p *cellProber) treeSize(sh int, allowed []int, probes int) float64 {
	p.start(sh)
	each := max(1, probes/max(1, len(allowed))) // no images: nothing to probe
	total := 0.0
	for _, id := range allowed {
		if p.ctx != nil && checkpoint(p.ctx) != nil {
			return 0
		}
		p.toggle(int32(id))
		sum := 0.0
		for range each {
			sum += p.probe()
		}
		total += 1 + sum/float64(each)
		p.toggle(int32(id))
	}
	return total
}

// minFitSize estimates the nodes of the min-fit search that places shape
// sh at one of the allowed images first, with probes probes below each.
// After each image it asks over (told whether it was the first) whether
// the work so far (p.work) is too much: then it gives up, with whole
// false. It stops with ctx's error when ctx is done.
func (p *cellProber) minFitSize(ctx context.Context, sh int, allowed []int, probes int, over func(first bool) bool) (size float64, whole bool, err error) {
	p.ctx = ctx
	defer func() { p.ctx = nil }()
	p.start(sh)
	var all []int32
	for _, l := range p.byLow {
		all = append(all, l...)
	}
	p.work += int64(len(all) * p.words) // the lists below
	// Room for a probe's lists one after another (filter's fast loop
	// needs room for all of its input).
	if cap(p.cand) < 4*len(all) {
		p.cand = make([]int32, 0, 4*len(all))
	}
	// The images covering each cell, in all's order: a probe's list of
	// the images that fit is always all's that fit, so minFitChoice can
	// take a cell's from the shorter of the two.
	nc := make([]int, len(p.m.Cells))
	for _, id := range all {
		for _, c := range p.m.Images[id].Cells {
			nc[c]++
		}
	}
	p.cover = make([][]int32, len(nc))
	sum := 0
	for _, k := range nc {
		sum += k
	}
	covers := make([]int32, sum)
	for c, k := range nc {
		p.cover[c], covers = covers[:0:k], covers[k:cap(covers)]
	}
	for _, id := range all {
		for _, c := range p.m.Images[id].Cells {
			p.cover[c] = append(p.cover[c], id)
		}
	}
	total := 0.0
	buf := make([]int32, 0, len(all))
	for k, id := range allowed {
		if err := checkpoint(ctx); err != nil {
			return 0, false, err
		}
		p.toggle(int32(id))
		live := p.filter(buf, all)
		// The first node is the same for every probe: choose its branch
		// once.
		first := p.minFitChoice(live, nil)
		sum := 0.0
		for range probes {
			if len(first) == 0 {
				break
			}
			pick := first[p.rng.IntN(len(first))]
			p.place(pick)
			next := p.filter(p.cand[:0], live)
			p.cand = next
			sum += float64(len(first)) * (1 + p.minFitProbe(next[len(next):], next))
			p.remove(pick)
			if err := ctx.Err(); err != nil {
				return 0, false, err
			}
		}
		total += 1 + sum/float64(probes)
		p.toggle(int32(id))
		if over(k == 0) {
			return 0, false, nil
		}
	}
	return total, true, nil
}

// minFitChoice appends to dst the images of live (the images that fit
// the current state, as filter returned them: it reads filter's counts)
// that fill the cell or shape with the fewest of them (the min-fit
// rule: the first such cell in cell order, else the first such shape),
// and returns it; it is empty at a dead end.
func (p *cellProber) minFitChoice(live, dst []int32) []int32 {
	nc := len(p.m.Cells)
	var best, bestN int
	if p.wide {
		best, bestN = p.minFitCount()
	} else {
		best, bestN = p.minFitSliced(len(live))
	}
	for sh, l := range p.left {
		if l > 0 && p.count[nc+sh] < bestN {
			best, bestN = nc+sh, p.count[nc+sh]
		}
	}
	if best < 0 || bestN == 0 {
		return dst
	}
	if best >= nc {
		for _, id := range live {
			if int(p.shape[id]) == best-nc {
				dst = append(dst, id)
			}
		}
		return dst
	}
	if cv := p.cover[best]; !p.wide && len(cv) < len(live) {
		// live holds all of the images that fit: those covering best
		// are cv's that fit.
		o := p.occ[0]
		for _, id := range cv {
			if p.masks[id]&o == 0 && p.left[p.shape[id]] > 0 {
				dst = append(dst, id)
			}
		}
		return dst
	}
	for _, id := range live {
		if p.masks[int(id)*p.words+best/64]&(1<<(best%64)) != 0 {
			dst = append(dst, id)
		}
	}
	return dst
}

// minFitCount returns the first open cell with the fewest of filter's
// images and that number (-1 and 0 if no cell is open).
func (p *cellProber) minFitCount() (best, bestN int) {
	best = -1
	for c := 0; c < len(p.m.Cells); c++ {
		if p.occ[c/64]&(1<<(c%64)) == 0 && (best < 0 || p.count[c] < bestN) {
			best, bestN = c, p.count[c]
		}
	}
	return best, bestN
}

// minFitSliced is minFitCount for cells in one word, on the bit slices
// of the n images (fewestSliced).
func (p *cellProber) minFitSliced(n int) (best, bestN int) {
	open := openInWord(p.occ[0], len(p.m.Cells))
	if open == 0 {
		return -1, 0
	}
	return fewestSliced(p.sl[:], open, n)
}

// openInWord returns the cells of a word of cells (bit c: cell c) that
// filled leaves open.
func openInWord(filled uint64, cells int) uint64 {
	open := ^filled
	if cells < 64 {
		open &= 1<<uint(cells) - 1
	}
	return open
}

// fewestSliced returns the first cell of open (not empty) whose count on
// the bit slices sl (bit j of a cell's count is its bit in sl[j]; every
// count at most n) is the least, and that count: the cells with the
// fewest are found from the highest slice down.
func fewestSliced(sl []uint64, open uint64, n int) (cell, count int) {
	top := min(bits.Len(uint(n)), len(sl)-1)
	for j := top; j >= 0; j-- {
		if z := open &^ sl[j]; z != 0 {
			open = z
		}
	}
	cell = bits.TrailingZeros64(open)
	for j, w := range sl[:top+1] {
		count |= int(w>>uint(cell)&1) << j
	}
	return cell, count
}

func (p *cellProber) place(id int32) {
	p.toggle(id)
	p.left[p.m.Images[id].Shape]--
}

func (p *cellProber) remove(id int32) {
	p.toggle(id)
	p.left[p.m.Images[id].Shape]++
}

// minFitProbe walks one random path of the min-fit search down from the
// current state, whose fitting images are live, and returns the
// estimated number of nodes below it, leaving the state as it found it.
// buf is scratch space after live.
func (p *cellProber) minFitProbe(buf, live []int32) float64 {
	total, w := 0.0, 1.0
	mark := len(p.stack)
	for len(live) > 0 {
		if p.ctx != nil && checkpoint(p.ctx) != nil {
			break // minFitSize returns the error
		}
		choice := p.minFitChoice(live, buf[:0])
		if len(choice) == 0 {
			break
		}
		w *= float64(len(choice))
		total += w
		pick := choice[p.rng.IntN(len(choice))]
		p.place(pick)
		p.stack = append(p.stack, pick)
		next := p.filter(choice[len(choice):], live)
		buf = next[len(next):]
		live = next
	}
	for _, id := range p.stack[mark:] {
		p.remove(id)
	}
	p.stack = p.stack[:mark]
	return total
}
