package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"polyplay/solver/grid"
)

// constraints is the state that the constraint features (mirror, parity,
// volume and fit filters and triggers) add to a Solver.
type constraints struct {
	parity *parityInfo
	// impossible is set when parity or volume rules out every solution.
	impossible bool
	// filtered counts the images each one-shot filter removed, by name.
	filtered map[string]int

	// mirror is -M without -r and -u, or with them where the mirror
	// transforms are partial (mirror.go), or nil.
	mirror *mirrorFilter

	// block is the column (a cell, or a shape after the cells) that a
	// partial verdict of the output filters waits for (subpuzzle.go).
	block int
}

// Filtered returns the number of images each filter removed before the
// search, keyed by filter: "redundancy", "mirror", "volume", "parity" and
// "fit".
func (s *Solver) Filtered() map[string]int {
	out := map[string]int{}
	for k, v := range s.con.filtered {
		out[k] = v
	}
	return out
}

// prepareConstraints checks the constraint options, detects puzzles that
// parity or volume make impossible, and runs the one-shot image filters.
//
// Its error is ctx's if ctx is done before the image filters are made.
func (p *preparer) prepareConstraints(ctx context.Context) error {
	s := p.s
	o := &s.opt
	for _, th := range []struct {
		name string
		n    int
	}{{"parity trigger", o.ParityTrigger}, {"parity filter", o.ParityFilter},
		{"volume filter", o.VolumeFilterRepeat}, {"volume trigger", o.VolumeTrigger}, {"fit filter", o.FitFilterAt}} {
		if th.n < 0 {
			return fmt.Errorf("%s: the number of remaining pieces must not be negative, got %d", th.name, th.n)
		}
	}
	m := s.Model
	if o.MCTrials < 0 {
		return fmt.Errorf("Monte Carlo: the number of trials must not be negative, got %d", o.MCTrials)
	}
	if o.MCTrials > 0 && m.HasSpare() {
		return errSpare("a Monte Carlo run")
	}
	if o.MCTrials > 0 && (o.MCRemaining < 0 || o.MCRemaining > m.Pieces) {
		return fmt.Errorf("Monte Carlo: R (pieces remaining when a trial ends) must be between 0 and %d, the number of pieces; got %d", m.Pieces, o.MCRemaining)
	}
	if !m.Grid.TwoColoured() {
		for _, f := range []struct {
			name, flag string
			on         bool
		}{{"parity trigger", "-p", o.ParityTrigger > 0}, {"parity filter", "-P", o.ParityFilter > 0 || o.ParityFilterOnce}} {
			if f.on {
				return &OptionError{Option: f.flag, Name: f.name, Msg: fmt.Sprintf("%vs cannot be coloured in two colours that every move of a piece keeps or swaps, so there is no parity to check; it applies to squares, cubes and triangles", m.Grid)}
			}
		}
	}
	c := &constraints{filtered: map[string]int{}}
	s.con = c
	before := s.ActiveImages()
	if o.Redundancy {
		c.filtered["redundancy"] = len(m.Images) - before
	}
	// The volume checks assume that every piece is joined (volumeCheck):
	// a piece in several parts may lie across parts of the open region.
	parts := severalParts(m)
	if len(parts) > 0 {
		if msg := volumeUnapplied(s.orig, parts[0]); msg != "" {
			p.unapplied(msg)
		}
		o.VolumeFilter, o.VolumeFilterRepeat, o.VolumeTrigger = false, 0, 0
	}
	c.parity = newParityInfo(m)
	msg := ""
	exact := !m.HasOptional() && !m.HasSpare() // both count what the pieces must fill (optional.go, spare.go)
	if exact {
		msg = c.parity.impossible(m)
	}
	if msg == "" && len(parts) == 0 && exact {
		msg = volumeImpossible(newVolumeCheck(m))
	}
	if msg != "" {
		c.impossible = true
		s.notes = append(s.notes, msg)
		for i := range s.active {
			s.active[i] = false
		}
		return nil
	}
	if o.Mirror || o.Redundancy || o.Unique {
		p.prepareMirror()
		if n := before - s.ActiveImages(); n > 0 {
			c.filtered["mirror"] = n
		}
	}
	if o.VolumeFilter || o.VolumeFilterRepeat > 0 {
		n, err := volumeFilterImages(ctx, m, s.active, volumeWorkers(m, o.Jobs))
		if err != nil {
			return err
		}
		c.filtered["volume"] = n
		s.notes = append(s.notes, fmt.Sprintf("volume filter: removed %d images", n))
	}
	if (o.ParityFilterOnce || o.ParityFilter > 0 && m.Pieces >= o.ParityFilter) && c.parity.t != nil {
		n := parityFilterImages(m, c.parity, s.active)
		c.filtered["parity"] = n
		s.notes = append(s.notes, fmt.Sprintf("parity filter: removed %d images", n))
	}
	p.noteThresholds()
	if o.FitFilter && o.FitFilterAt <= m.Pieces {
		passes := fitFilterImages(m, s.active, o.FitFilterRepeat)
		n := 0
		for _, p := range passes {
			n += p
		}
		c.filtered["fit"] = n
		if o.FitFilterRepeat {
			s.notes = append(s.notes, fmt.Sprintf("fit filter: removed %d images in %d passes %v", n, len(passes), passes))
		} else {
			s.notes = append(s.notes, fmt.Sprintf("fit filter: removed %d images", n))
		}
	}
	return nil
}

// noteThresholds explains, in the notes, the backtrack triggers and
// repeated filters that the puzzle or the other options keep from doing
// anything where they ask to (0, as in polycube, turns them off and
// needs no note).
func (p *preparer) noteThresholds() {
	s := p.s
	o, m := s.opt, s.Model
	P := m.Pieces
	fila := 0 // FILA takes over from this many pieces
	for _, f := range o.Fila {
		if f <= P {
			fila = max(fila, f)
		}
	}
	noParity := s.con.parity.t == nil
	for _, th := range []struct {
		name, flag string
		n          int
		parity     bool
		filter     bool
	}{{"parity trigger", "-p", o.ParityTrigger, true, false}, {"volume trigger", "-v", o.VolumeTrigger, false, false},
		{"parity filter", "-P", o.ParityFilter, true, true}, {"volume filter", "-V", o.VolumeFilterRepeat, false, true},
		{"fit filter", "-F", fitAt(o), false, true}} {
		switch {
		case th.n == 0:
		case th.parity && noParity:
			s.notes = append(s.notes, noParityNote(m.Grid, th.name, fmt.Sprintf("%s%d", th.flag, th.n)))
		case !th.filter && th.n >= P:
			s.notes = append(s.notes, fmt.Sprintf("%s: %s%d checks the placements that leave at least %d pieces, but the puzzle has %d; it never runs", th.name, th.flag, th.n, th.n, P))
		case th.flag == "-V" && th.n >= P:
			s.notes = append(s.notes, fmt.Sprintf("volume filter: -V%d repeats the filter while at least %d pieces remain after a placement, but the puzzle has %d; it runs once, before the search, as -V does", th.n, th.n, P))
		case th.filter && th.n > P:
			s.notes = append(s.notes, fmt.Sprintf("%s: %s%d filters while at least %d pieces remain, but the puzzle has %d; it never runs", th.name, th.flag, th.n, th.n, P))
		case th.filter && th.n < P && fila > 0 && th.n < fila:
			s.notes = append(s.notes, fmt.Sprintf("%s: FILA, which takes over from %d pieces, filters no images: %s%d filters only while at least %d pieces remain", th.name, fila, th.flag, th.n, fila))
		}
	}
	if o.ParityFilterOnce && o.ParityFilter == 0 && noParity {
		s.notes = append(s.notes, noParityNote(m.Grid, "parity filter", "-P"))
	}
	trig := o.ParityTrigger > 0 && !noParity && fila-1 >= o.ParityTrigger || o.VolumeTrigger > 0 && fila-1 >= o.VolumeTrigger
	if trig && o.Memo > 0 {
		s.notes = append(s.notes, "memo of dead ends: off, since FILA searches with a backtrack trigger (-p, -v)")
	}
}

// fitAt is the threshold of the repeated fit filter (0: none).
func fitAt(o Options) int {
	if o.FitFilter {
		return o.FitFilterAt
	}
	return 0
}

// noParityNote is the note for the parity option flag (the trigger or
// the filter, name) on a puzzle of grid g where every piece has parity 0.
func noParityNote(g grid.Kind, name, flag string) string {
	c := g.Colours()
	cells := "as many " + c[0] + " as " + c[1] + " cells of a checkerboard"
	if g.ColourByShape() {
		cells = "as many " + c[0] + " as " + c[1] + " " + g.Noun() + "s"
	}
	return name + ": every piece covers " + cells + ", so parity rules nothing out; " + flag + " does nothing"
}

// searchExt runs the search levels that need more than plain DLX: the
// parity and volume triggers and repeated filters, progress tracking at
// the top levels, and the random order of Monte Carlo trials. Levels p >=
// from use branch instead of engine.dlx's plain loop; the set is closed
// upwards, so the parity and volume states see every placement above the
// levels they are checked at.
type searchExt struct {
	e    *engine
	from int

	par              *parityRun
	parTrig, parFilt int
	vol              *volumeCheck
	volTrig, volFilt int
	// fitFilt is the repeated fit filter's threshold (0: none); fit is
	// its scratch space.
	fitFilt int
	fit     fitScratch
	left    []int   // pieces left per shape
	hidden  []int32 // rows hidden by the filters, a stack

	// Progress: levels p >= top record the branch in progress.
	top      int
	idx, cnt []int
	in       []bool

	// Monte Carlo: random row order; a trial ends when a piece is removed
	// with mcEnd pieces remaining.
	rng       *rand.Rand
	mcEnd     int
	trialOver bool
	buf       [][]int32
	// mcTrials and mcDone give the progress of a Monte Carlo run.
	mcTrials, mcDone int64

	work int // filter work since the last poll

	parCuts, volCuts, parHidden, volHidden int64
}

// progressLevels is how many top levels record their branch for
// Stats.Progress.
const progressLevels = 8

// filterWorkPoll is how many images the repeated filters check between
// polls for cancellation.
const filterWorkPoll = 1 << 12

// pollWork polls the clock and the context once the repeated filters
// have checked filterWorkPoll images since the last time, and reports
// whether the search goes on.
func (x *searchExt) pollWork() bool {
	if x.work < filterWorkPoll {
		return true
	}
	x.work = 0
	x.e.polls |= pollMask // make the next poll check the clock and context
	return x.e.poll()
}

func newSearchExt(e *engine) *searchExt {
	s, m := e.s, e.m
	P := m.Pieces
	x := &searchExt{e: e, left: make([]int, len(m.Shapes))}
	for sh := range m.Shapes {
		x.left[sh] = m.ShapeCount(sh)
	}
	x.top = max(1, P-progressLevels+1)
	x.from = x.top
	x.idx, x.cnt, x.in = make([]int, P+1), make([]int, P+1), make([]bool, P+1)
	o := s.opt
	if s.con.impossible {
		return x
	}
	if pi := s.con.parity; pi.t != nil && (o.ParityTrigger > 0 || o.ParityFilter > 0) {
		x.par = newParityRun(m, pi)
		x.parTrig, x.parFilt = o.ParityTrigger, o.ParityFilter
		x.from = min(x.from, max(o.ParityTrigger, o.ParityFilter)+1)
	}
	if o.VolumeTrigger > 0 || o.VolumeFilterRepeat > 0 {
		x.vol = newVolumeCheck(m)
		x.volTrig, x.volFilt = o.VolumeTrigger, o.VolumeFilterRepeat
		x.from = min(x.from, max(o.VolumeTrigger, o.VolumeFilterRepeat)+1)
	}
	if n := fitAt(o); n > 0 && n < P {
		x.fitFilt = n
		x.from = min(x.from, n+1)
	}
	return x
}

// randomize makes every level use a random row order drawn from rng, and
// ends each trial when a piece is removed with end pieces remaining (0:
// never).
func (x *searchExt) randomize(rng *rand.Rand, end int) {
	x.rng, x.mcEnd, x.from = rng, end, 1
	x.buf = make([][]int32, x.e.m.Pieces+1)
}

// branch tries each row of the covered column col with p pieces remaining.
func (x *searchExt) branch(col, p int) {
	mat := x.e.mat
	tracked := p >= x.top
	if tracked {
		x.cnt[p], x.idx[p], x.in[p] = mat.Size(col), 0, true
	}
	if x.rng != nil {
		rows := x.buf[p][:0]
		for r := mat.FirstRow(col); r != 0; r = mat.NextRow(r) {
			rows = append(rows, r)
		}
		x.rng.Shuffle(len(rows), func(i, j int) { rows[i], rows[j] = rows[j], rows[i] })
		x.buf[p] = rows
		for _, r := range rows {
			if !x.child(r, p) {
				break
			}
			if tracked {
				x.idx[p]++
			}
		}
	} else {
		for r := mat.FirstRow(col); r != 0; r = mat.NextRow(r) {
			if !x.child(r, p) {
				break
			}
			if tracked {
				x.idx[p]++
			}
		}
	}
	if tracked {
		x.in[p] = false
	}
}

// child places the row of node r, searches below it and removes it. It
// returns false when the search (or the Monte Carlo trial) must stop.
func (x *searchExt) child(r int32, p int) bool {
	e := x.e
	e.stats.Attempts[p]++
	e.stats.Fits[p]++
	if e.split > 0 && p-1 == e.split && !x.triggers(p-1) && !e.claimFirst() {
		return !e.stopped
	}
	e.place(r)
	id := e.stack[len(e.stack)-1]
	mark := len(x.hidden)
	// At the split level every worker runs the triggers, as it walks the
	// levels above, and claims the node once they pass (else before
	// placing it, above): its filters run in its owner alone (MergeStats).
	claim := e.split > 0 && p-1 == e.split && x.triggers(p-1)
	if x.enter(id, p-1, !claim) && (!claim || e.claimFirst()) {
		if claim {
			x.filter(id, p-1)
		}
		e.dlx(p - 1)
	}
	x.leave(id, mark)
	e.unplace(r)
	if x.rng != nil && p == x.mcEnd {
		x.trialOver = true
	}
	return !e.stopped && !x.trialOver
}

// triggers reports whether a trigger may reject a placement that leaves
// q pieces remaining (enter's conditions).
func (x *searchExt) triggers(q int) bool {
	return q > 0 && (x.vol != nil && x.volTrig > 0 && q >= x.volTrig || x.par != nil && x.parTrig > 0 && q >= x.parTrig)
}

// enter updates the constraint states for image id, just placed with q
// pieces now remaining, runs the triggers and, if filters, the filters
// (else the caller may run filter). It returns false if a trigger fired
// (the caller must still call leave).
func (x *searchExt) enter(id, q int, filters bool) bool {
	sh := x.e.m.Images[id].Shape
	x.left[sh]--
	// Parity first, then volume, as polycube checks them: a placement
	// that fails both counts as a parity backtrack.
	ok := true
	if x.par != nil {
		x.par.place(id)
		if x.parTrig > 0 && q >= x.parTrig && q > 0 && !x.par.ok() {
			ok = false
			x.parCuts++
			x.e.stats.ParityBacktracks[q]++
		}
	}
	if x.vol != nil {
		if ok && x.volTrig > 0 && q >= x.volTrig && q > 0 && x.vol.cuts(id) {
			ok = false
			x.volCuts++
			x.e.stats.VolumeBacktracks[q]++
		}
		x.vol.place(id)
	}
	if ok && filters {
		x.filter(id, q)
	}
	return ok
}

// filter runs the repeated filters after image id (enter).
func (x *searchExt) filter(id, q int) {
	if q == 0 {
		return
	}
	if x.parFilt > 0 && q >= x.parFilt && x.par.pi.img[id] != 0 {
		x.parityFilter(q)
	}
	if x.volFilt > 0 && q >= x.volFilt {
		x.volumeFilter(q)
	}
	if x.fitFilt > 0 && q >= x.fitFilt {
		x.fitFilter(q)
	}
}

// fitEnter is enter for a FILA search (searchWarehouse, when triggers
// reports that a trigger checks its levels): it runs the triggers for
// image id, just placed with q pieces now remaining, and if none fires
// keeps the image in the constraint states and returns true (the caller
// then calls fitLeave when it takes the image out). FILA filters no
// images: the repeated filters work on DLX's matrix.
func (x *searchExt) fitEnter(id, q int) bool {
	if q == 0 {
		return true
	}
	// Parity first, then volume, as in enter.
	if x.par != nil {
		x.par.place(id)
		if x.parTrig > 0 && q >= x.parTrig && !x.par.ok() {
			x.parCuts++
			x.e.stats.ParityBacktracks[q]++
			x.par.unplace(id)
			return false
		}
	}
	if x.vol != nil {
		if x.volTrig > 0 && q >= x.volTrig && x.vol.cuts(id) {
			x.volCuts++
			x.e.stats.VolumeBacktracks[q]++
			if x.par != nil {
				x.par.unplace(id)
			}
			return false
		}
		x.vol.place(id)
	}
	return true
}

// fitLeave undoes a fitEnter that returned true.
func (x *searchExt) fitLeave(id int) {
	if x.par != nil {
		x.par.unplace(id)
	}
	if x.vol != nil {
		x.vol.unplace(id)
	}
}

// leave undoes enter: it shows the rows hidden since mark again and
// restores the constraint states.
func (x *searchExt) leave(id, mark int) {
	mat := x.e.mat
	for i := len(x.hidden) - 1; i >= mark; i-- {
		mat.UnhideRow(int(x.hidden[i]))
	}
	x.hidden = x.hidden[:mark]
	if x.par != nil {
		x.par.unplace(id)
	}
	if x.vol != nil {
		x.vol.unplace(id)
	}
	x.left[x.e.m.Images[id].Shape]++
}

// parityFilter hides the active rows that would break parity, q pieces
// remaining.
func (x *searchExt) parityFilter(q int) {
	e := x.e
	mat := e.mat
	for sh, n := range x.left {
		if n == 0 {
			continue
		}
		bad := x.par.badSign(sh)
		if bad == 0 {
			continue
		}
		col := e.cells + sh
		for r := mat.FirstRow(col); r != 0; r = mat.NextRow(r) {
			row := mat.Row(r)
			if bad&signBit(int(x.par.pi.img[e.rowImage[row]])) != 0 {
				mat.HideRow(row)
				x.hidden = append(x.hidden, int32(row))
				x.parHidden++
				e.stats.ParityFiltered[q]++
			}
		}
	}
}

// volumeFilter hides the active rows that would cut off an unfillable
// region, q pieces remaining.
func (x *searchExt) volumeFilter(q int) {
	e := x.e
	mat := e.mat
	for sh, n := range x.left {
		if n == 0 {
			continue
		}
		col := e.cells + sh
		for r := mat.FirstRow(col); r != 0; r = mat.NextRow(r) {
			row := mat.Row(r)
			if x.vol.cuts(e.rowImage[row]) {
				mat.HideRow(row)
				x.hidden = append(x.hidden, int32(row))
				x.volHidden++
				e.stats.VolumeFiltered[q]++
			}
			// A volume check floods the image's neighbourhood: far more
			// work than the other filters' look at an image, and a
			// shape's images on a large board are thousands.
			x.work += volumeWork
			if !x.pollWork() {
				return
			}
		}
	}
}

// volumeWork is what one image's volume check, or a row's check by the
// fit filter, counts for pollWork: those filters poll every
// filterWorkPoll/volumeWork images, so that a worker's event loop runs
// within its watch's time (ui/workers) on the largest boards.
const volumeWork = 64

// finish adds the triggers' and filters' counts to the notes and marks
// the progress complete.
func (x *searchExt) finish() {
	st := &x.e.stats
	for _, n := range []struct {
		on     bool
		format string
		n      int64
	}{{x.parTrig > 0 && x.par != nil, "parity trigger: %d backtracks", x.parCuts},
		{x.parFilt > 0 && x.par != nil, "parity filter: %d images removed during the search", x.parHidden},
		{x.volTrig > 0 && x.vol != nil, "volume trigger: %d backtracks", x.volCuts},
		{x.volFilt > 0 && x.vol != nil, "volume filter: %d images removed during the search", x.volHidden}} {
		if n.on {
			st.Notes = append(st.Notes, fmt.Sprintf(n.format, n.n))
		}
	}
	if !x.e.stopped {
		st.Progress, st.ETA = 1, 0
	}
}

// fraction returns the fraction of the search tree done, judged by the
// branches completed at the top levels that its searchExt tracks: each
// level's completed branches count in proportion to the share of the
// level above that they split. The levels that FILA searches count their
// fits (filaSearch.fraction). It never decreases during a search.
func (e *engine) fraction() float64 {
	x := e.x
	if x.mcTrials > 0 {
		return float64(x.mcDone) / float64(x.mcTrials)
	}
	f, w := 0.0, 1.0
	p := e.m.Pieces
	for ; p >= x.top && x.in[p]; p-- {
		n := x.cnt[p]
		if n == 0 {
			return f
		}
		f += w * float64(x.idx[p]) / float64(n)
		w /= float64(n)
	}
	// Below the levels DLX tracks, a FILA search from p pieces down:
	// the branch in progress at p, as far as FILA has got in it.
	if fc := e.fila; p >= x.top && fc != nil && fc.cur != nil && fc.at.P == p {
		f += w * fc.cur.fraction(x.top)
	}
	return f
}

// fillProgress sets Stats.Progress and Stats.ETA for a progress report.
func (e *engine) fillProgress(now time.Time) {
	if e.x == nil {
		return
	}
	if e.helping {
		return // a walk to help another worker: this one's own search is done
	}
	// FILA's fraction reads the levels above the one it polled at, so a
	// poll at a higher level than the last may read a little less: the
	// report keeps the most reached.
	f := max(e.fraction(), e.stats.Progress)
	e.stats.Progress = f
	e.stats.ETA = 0
	if f > 0 {
		el := now.Sub(e.start)
		e.stats.ETA = time.Duration(float64(el) * (1 - f) / f)
	}
}
