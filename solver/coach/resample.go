package coach

import (
	"cmp"
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"slices"

	"polyplay/solver"
)

// DefaultParticles is the number of partial placements each run of
// Resample keeps.
const DefaultParticles = 4096

// DefaultEndCells is the most cells of a particle's completions that
// Resample counts exactly at the end of a run.
const DefaultEndCells = 48

// ResampleOptions configure Resample. The zero value makes one run with
// DefaultParticles and DefaultEndCells, seeded from 0.
type ResampleOptions struct {
	// Runs is the number of runs; 0 means 1.
	Runs int
	// Particles is the number of partial placements a run keeps; 0
	// means DefaultParticles.
	Particles int
	// EndCells bounds the cells left when a run counts each particle's
	// completions exactly; 0 means DefaultEndCells.
	EndCells int
	// Seed seeds the runs: a position, its options and a seed always
	// give the same estimate.
	Seed uint64
	// Window is the number of empty cells, from the lowest, among which
	// a run branches on the one the fewest images fit; 0 means
	// DefaultWindow, and a negative Window means every empty cell. A
	// wider window sees a pocket that the pieces left cannot fill
	// (Busche's landmine) sooner, so more runs reach a completion, but
	// each step costs more.
	Window int
	// Run, if not nil, is called after each run with its number (from
	// 0) and its estimate's natural logarithm (-Inf for a run that
	// reached no completion).
	Run func(i int, logZ float64)
}

// Resampled is Resample's estimate.
type Resampled struct {
	// Runs is the number of runs made; Reached the number of them that
	// reached a completion.
	Runs, Reached int
	// Estimated is set when Estimate is the estimated number of
	// completions and Low and High a range that holds it, by the rule
	// Estimate gives a range by; otherwise Estimate is still the runs'
	// mean (0 if none reached a completion).
	Estimated           bool
	Estimate, Low, High float64
	// StdErr is the standard error of Estimate.
	StdErr float64
}

// ErrNotCover is Resample's error for a position whose completions need
// not place every piece left or fill every cell left.
var ErrNotCover = errors.New("coach: the resampling estimate needs every piece placed and every cell filled")

// Resample estimates the number of completions of the position by
// sequential importance resampling over its search tree (go with the
// winners), for boards whose search is too large for Estimate's split
// level to be found in time.
//
// A run keeps a population of o.Particles partial placements; at each
// step every particle's children are the pieces it may place next (on
// the empty cell, among the o.Window lowest, that the fewest images fit,
// or, with few pieces left, on the places of the piece with the
// fewest), those that leave the open cells' colours a balance the
// pieces left can make (solver.Parity) and no region of empty cells too
// small for a piece, or not a multiple of the pieces' size where they
// all have one; the next population is
// drawn from all the children with equal chances. The product of the
// steps' mean numbers of children, times the mean of the exact counts
// of the particles' completions once at most o.EndCells cells are
// left, is an unbiased estimate of the number of completions (0 for a
// run whose particles all died). The estimate is the mean of the runs'
// estimates and its range the rule of Estimate's (spread standard
// errors either side, given only when the standard error is at most
// maxSpread of the estimate); TestResample and the long
// TestResampleKnown check it against known counts, and
// BenchmarkResample measures how often a run reaches a completion.
func (pos *Position) Resample(ctx context.Context, o ResampleOptions) (Resampled, error) {
	if pos.s == nil {
		return Resampled{}, ErrNotCover
	}
	c := newCover(pos.s.Model, cmp.Or(o.EndCells, DefaultEndCells))
	if c == nil {
		return Resampled{}, ErrNotCover
	}
	w := newWalker(c, cmp.Or(o.Particles, DefaultParticles), rand.New(rand.NewPCG(o.Seed, 0x736972)))
	if w.window = cmp.Or(o.Window, DefaultWindow); w.window < 0 {
		w.window = len(c.first)
	}
	var logs []float64
	for i := range max(o.Runs, 1) {
		l, ok := w.run(ctx)
		if !ok {
			return Resampled{}, ctx.Err()
		}
		if o.Run != nil {
			o.Run(i, l)
		}
		logs = append(logs, l)
	}
	return Summarize(logs), nil
}

// Summarize returns the resampling estimate of runs whose estimates'
// natural logarithms are logs (-Inf for a run that reached no
// completion), as Resample gives it: runs made apart, with other seeds,
// make one estimate together.
func Summarize(logs []float64) Resampled {
	r := Resampled{Runs: len(logs)}
	for _, l := range logs {
		if !math.IsInf(l, -1) {
			r.Reached++
		}
	}
	if len(logs) == 0 {
		return r
	}
	r.Estimate, r.StdErr = meanOfExp(logs)
	r.Estimated, r.Low, r.High = within(r.Estimate, r.StdErr, 0)
	return r
}

// meanOfExp returns the mean of the numbers whose natural logarithms
// are logs, and its standard error, scaled by the largest so that
// numbers whose squares overflow still have a mean.
func meanOfExp(logs []float64) (mean, stderr float64) {
	top := slices.Max(logs)
	if math.IsInf(top, -1) {
		return 0, 0
	}
	n := float64(len(logs))
	var sum, sum2 float64
	for _, l := range logs {
		z := math.Exp(l - top)
		sum += z
		sum2 += z * z
	}
	m := sum / n
	if n > 1 {
		stderr = math.Sqrt(max(0, sum2-n*m*m)/(n-1)/n) * math.Exp(top)
	}
	return m * math.Exp(top), stderr
}

// within returns the range of an estimate est with standard error se,
// no lower than least: spread standard errors either side, and ok only
// when se is at most maxSpread of est.
func within(est, se, least float64) (ok bool, low, high float64) {
	if est <= 0 || se > maxSpread*est {
		return false, 0, 0
	}
	low = max(est-spread*se, least)
	return true, low, max(est+spread*se, low)
}

// cover is a position's exact cover, for the resampling estimate: the
// open cells, numbered as the model numbers them, each covered by one
// image of a shape while the shape has pieces left.
type cover struct {
	m     *solver.Model
	words int
	// first lists the images by their first (lowest) cell; covering
	// those that cover each cell.
	first, covering [][]int32
	// shapes lists every image's id (the images of a shape are a range).
	shapes []int32
	// pieces is the number of pieces of each shape; size the cells of one
	// of them.
	pieces, size []int
	// smallest is the fewest cells of a piece; same, if every piece has
	// the same number of cells, that number (0 otherwise).
	smallest, same int
	total          int // pieces to place
	// par is the model's parity check, nil if it has none.
	par *solver.Parity
	// end is the number of pieces left from which a run counts each
	// particle's completions exactly: those left then cover at most
	// endCells cells.
	end int
}

// newCover returns the exact cover of m whose runs count the last
// endCells cells or fewer exactly, or nil if m has optional cells or
// spare pieces (a completion then need not place every piece).
func newCover(m *solver.Model, endCells int) *cover {
	if m.HasOptional() || m.HasSpare() || len(m.Cells) == 0 {
		return nil
	}
	c := &cover{m: m, words: (len(m.Cells) + 63) / 64, first: make([][]int32, len(m.Cells)),
		covering: make([][]int32, len(m.Cells)), par: m.Parity()}
	for s, sh := range m.Shapes {
		c.pieces = append(c.pieces, len(sh.Pieces))
		c.size = append(c.size, sh.Size)
		c.total += len(sh.Pieces)
		if s == 0 || sh.Size < c.smallest {
			c.smallest = sh.Size
		}
		if s == 0 || sh.Size == c.same {
			c.same = sh.Size
		} else {
			c.same = 0
		}
	}
	sizes := []int{}
	for s, n := range c.pieces {
		for range n {
			sizes = append(sizes, c.size[s])
		}
	}
	slices.Sort(sizes)
	for sum := 0; c.end < len(sizes)-1; c.end++ {
		sum += sizes[len(sizes)-1-c.end]
		if sum > endCells {
			break
		}
	}
	for i, img := range m.Images {
		f := img.Cells[0]
		c.first[f] = append(c.first[f], int32(i))
		c.shapes = append(c.shapes, int32(i))
		for _, x := range img.Cells {
			c.covering[x] = append(c.covering[x], int32(i))
		}
	}
	return c
}

// particles is a population of partial placements: for each, the cells
// covered, the pieces of each shape left and the lowest cell that may be
// empty.
type particles struct {
	cov  []uint64
	left []int16
	low  []int
	par  []solver.ParityState
}

func (c *cover) population(k int) *particles {
	return &particles{cov: make([]uint64, k*c.words), left: make([]int16, k*len(c.pieces)), low: make([]int, k), par: make([]solver.ParityState, k)}
}

// walker runs the resampling estimate of one cover.
type walker struct {
	c        *cover
	k        int
	rng      *rand.Rand
	cur, nxt *particles
	// children lists the images each particle may place next, kids[i] to
	// kids[i+1] those of particle i.
	children []int32
	kids     []int
	// seen and stack serve the region check.
	seen   []uint64
	stack  []int
	nodes  int // nodes of the exact counts
	window int // empty cells among which pick branches
}

func newWalker(c *cover, k int, rng *rand.Rand) *walker {
	return &walker{c: c, k: k, rng: rng, cur: c.population(k), nxt: c.population(k), kids: make([]int, k+1),
		seen: make([]uint64, c.words)}
}

// run makes one run of the estimate: it returns the natural logarithm of
// its estimate of the number of exact covers (-Inf for none), or ok false
// if ctx ended first.
func (w *walker) run(ctx context.Context) (logZ float64, ok bool) {
	c, cur := w.c, w.cur
	clear(cur.cov)
	for i := range w.k {
		for s, n := range c.pieces {
			cur.left[i*len(c.pieces)+s] = int16(n)
		}
		cur.low[i] = 0
		if c.par != nil {
			cur.par[i] = c.par.Start()
		}
	}
	for step := range c.total {
		if ctx.Err() != nil {
			return 0, false
		}
		if c.total-step <= c.end {
			return w.finish(ctx, logZ)
		}
		w.children = w.children[:0]
		for i := range w.k {
			w.kids[i] = len(w.children)
			w.expand(i, c.total-step)
		}
		w.kids[w.k] = len(w.children)
		d := len(w.children)
		if d == 0 {
			return math.Inf(-1), true
		}
		logZ += math.Log(float64(d) / float64(w.k))
		w.resample(d)
	}
	return logZ, true
}

// expand appends the images particle i may place next: those whose first
// cell is its lowest empty cell, of shapes with pieces left, covering only
// empty cells and leaving no region too small for any piece.
func (w *walker) expand(i, n int) {
	c, p := w.c, w.cur
	cov := p.cov[i*c.words : (i+1)*c.words]
	left := p.left[i*len(c.pieces) : (i+1)*len(c.pieces)]
	at := p.low[i]
	for cov[at/64]&(1<<(at%64)) != 0 {
		at++
	}
	p.low[i] = at
	for _, im := range w.pick(cov, left, at, n) {
		img := &c.m.Images[im]
		if left[img.Shape] > 0 && free(cov, img.Cells) && w.parityFits(p.par[i], im) && w.regionsFit(cov, img.Cells) {
			w.children = append(w.children, im)
		}
	}
}

// DefaultWindow is the number of empty cells, from the lowest, among
// which Resample's runs branch on the one the fewest images fit.
const DefaultWindow = 16

// pick returns the images among which a particle with cov and left,
// whose lowest empty cell is low, places its next piece: those covering
// the empty cell, among the w.window lowest, that the fewest images fit
// (0 for a cell no image fits, which ends the particle).
func (w *walker) pick(cov []uint64, left []int16, low, n int) []int32 {
	c := w.c
	best, fits := low, 0
	for _, im := range c.first[low] {
		img := &c.m.Images[im]
		if left[img.Shape] > 0 && free(cov, img.Cells) {
			fits++
		}
	}
	if fits == 0 {
		return nil
	}
	seen := 1
	for x := low + 1; x < len(c.first) && seen < w.window; x++ {
		if cov[x/64]&(1<<(x%64)) != 0 {
			continue
		}
		seen++
		n := 0
		for _, im := range c.covering[x] {
			img := &c.m.Images[im]
			if left[img.Shape] > 0 && free(cov, img.Cells) {
				if n++; n >= fits {
					break
				}
			}
		}
		if n == 0 {
			return nil
		}
		if n < fits {
			best, fits = x, n
		}
	}
	if n <= pieceWindow {
		// A piece with fewer places than the cell is more constrained.
		for sh, k := range left {
			if k != 1 {
				continue
			}
			r := c.m.ShapeImages[sh]
			places := 0
			for im := r[0]; im < r[1] && places < fits; im++ {
				if free(cov, c.m.Images[im].Cells) {
					places++
				}
			}
			if places == 0 {
				return nil
			}
			if places < fits {
				fits, best = places, -1-sh
			}
		}
	}
	switch {
	case best < 0:
		r := c.m.ShapeImages[-1-best]
		return c.shapes[r[0]:r[1]]
	case best == low:
		return c.first[low]
	}
	return c.covering[best]
}

// pieceWindow is the number of pieces left from which the resampling
// estimate may branch on the places of a piece rather than on the
// pieces covering a cell.
const pieceWindow = 12

// finish ends a run: it counts each particle's completions and returns
// logZ with the logarithm of their mean added.
func (w *walker) finish(ctx context.Context, logZ float64) (float64, bool) {
	c := w.c
	var sum float64
	cov, left := make([]uint64, c.words), make([]int16, len(c.pieces))
	for i := range w.k {
		copy(cov, w.cur.cov[i*c.words:(i+1)*c.words])
		copy(left, w.cur.left[i*len(c.pieces):(i+1)*len(c.pieces)])
		n, ok := w.count(ctx, cov, left, w.cur.par[i], w.cur.low[i], c.end)
		if !ok {
			return 0, false
		}
		sum += float64(n)
	}
	if sum == 0 {
		return math.Inf(-1), true
	}
	return logZ + math.Log(sum/float64(w.k)), true
}

// count returns the number of ways to place the n pieces left (left,
// with parity state par) on the empty cells of cov, all from low on (ok
// false if ctx ended first). It changes cov and left while it counts,
// and restores them.
func (w *walker) count(ctx context.Context, cov []uint64, left []int16, par solver.ParityState, low, n int) (int64, bool) {
	if n == 0 {
		return 1, true
	}
	w.nodes++
	if w.nodes%4096 == 0 && ctx.Err() != nil {
		return 0, false
	}
	c := w.c
	for cov[low/64]&(1<<(low%64)) != 0 {
		low++
	}
	var total int64
	for _, im := range w.pick(cov, left, low, n) {
		img := &c.m.Images[im]
		if left[img.Shape] == 0 || !free(cov, img.Cells) || !w.parityFits(par, im) || !w.regionsFit(cov, img.Cells) {
			continue
		}
		left[img.Shape]--
		for _, x := range img.Cells {
			cov[x/64] |= 1 << (x % 64)
		}
		k, ok := w.count(ctx, cov, left, w.placeParity(par, im), low, n-1)
		for _, x := range img.Cells {
			cov[x/64] &^= 1 << (x % 64)
		}
		left[img.Shape]++
		if !ok {
			return 0, false
		}
		total += k
	}
	return total, true
}

// free reports whether cells are all empty in cov.
func free(cov []uint64, cells []int32) bool {
	for _, x := range cells {
		if cov[x/64]&(1<<(x%64)) != 0 {
			return false
		}
	}
	return true
}

// regionsFit reports whether placing cells on cov leaves every region of
// empty cells it borders large enough for a piece (a multiple of the
// pieces' size, if they all have the same).
func (w *walker) regionsFit(cov []uint64, cells []int32) bool {
	c := w.c
	copy(w.seen, cov)
	for _, x := range cells {
		w.seen[x/64] |= 1 << (x % 64)
	}
	for _, x := range cells {
		for _, n := range c.m.Neighbors(int(x)) {
			if n < 0 || w.seen[n/64]&(1<<(n%64)) != 0 {
				continue
			}
			if size := w.fill(n); size < c.smallest || c.same > 0 && size%c.same != 0 {
				return false
			}
		}
	}
	return true
}

// fill marks the empty region of cell n in seen and returns the number
// of its cells.
func (w *walker) fill(n int) int {
	w.seen[n/64] |= 1 << (n % 64)
	w.stack = append(w.stack[:0], n)
	size := 0
	for len(w.stack) > 0 {
		x := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		size++
		for _, y := range w.c.m.Neighbors(x) {
			if y >= 0 && w.seen[y/64]&(1<<(y%64)) == 0 {
				w.seen[y/64] |= 1 << (y % 64)
				w.stack = append(w.stack, y)
			}
		}
	}
	return size
}

// resample draws the next population from the d children of the current
// one, each with the same chance (stratified resampling: the
// j-th of k particles is a child in the j-th k-th of them), and places them.
func (w *walker) resample(d int) {
	c, cur, nxt := w.c, w.cur, w.nxt
	i := 0
	for j := range w.k {
		at := int((float64(j) + w.rng.Float64()) * float64(d) / float64(w.k))
		for w.kids[i+1] <= at {
			i++
		}
		copy(nxt.cov[j*c.words:(j+1)*c.words], cur.cov[i*c.words:(i+1)*c.words])
		copy(nxt.left[j*len(c.pieces):(j+1)*len(c.pieces)], cur.left[i*len(c.pieces):(i+1)*len(c.pieces)])
		nxt.low[j] = cur.low[i]
		nxt.par[j] = w.placeParity(cur.par[i], w.children[at])
		img := &c.m.Images[w.children[at]]
		nxt.left[j*len(c.pieces)+img.Shape]--
		cov := nxt.cov[j*c.words : (j+1)*c.words]
		for _, x := range img.Cells {
			cov[x/64] |= 1 << (x % 64)
		}
	}
	w.cur, w.nxt = nxt, cur
}

// placeParity returns the parity state par with image im placed.
func (w *walker) placeParity(par solver.ParityState, im int32) solver.ParityState {
	if w.c.par == nil {
		return par
	}
	return w.c.par.Place(par, int(im))
}

// parityFits reports whether placing image im on a particle of parity
// state par leaves pieces that can still make up the open cells'
// colours.
func (w *walker) parityFits(par solver.ParityState, im int32) bool {
	return w.c.par == nil || w.c.par.OK(w.placeParity(par, im))
}
