package solver

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Cells that may stay empty (Problem.Optional) are secondary columns of
// the DLX matrix (dlx.Matrix.SetSecondary): a row may cover one, none
// must, and the search never branches on one while a column that must
// be covered is left. A solution is found when every piece is placed and
// every cell that must be filled is (engine.enter).
//
// The pieces then need not fill the region exactly, which much of the
// search assumes: FILA and the searches on sets of rows stop at the
// pieces' count, the volume and parity checks and the fit filter count
// what the remaining pieces must fill, the split into sub-puzzles writes
// puzzles filled exactly. New turns them off for such a puzzle
// (exactFillOff; optionalUnapplied notes the options given), and the automatic
// configuration chooses DLX alone.

// chooseEmpty is engine.choose's answer where no column that must be
// covered is left to branch on but pieces remain.
const chooseEmpty = -2

// emptyBranch searches with p pieces remaining where the pieces left can
// go only into cells that may stay empty: it takes those cells in turn
// (the one with fewest rows first), tries each row that fills the cell,
// then leaves the cell empty (covered, so that no later row fills it)
// and takes the next. Each solution is found once: under the first of
// the cells taken that it fills. A cell left empty is marked occupied
// until emptyBranch returns, so that the nodes below, where spare pieces
// (spare.go) may still go into cells that may stay empty, do not take
// it again.
func (e *engine) emptyBranch(p int) {
	var empty []int
	for !e.stopped {
		c := e.nextEmpty(empty)
		if c < 0 {
			break
		}
		e.mat.Cover(c)
		e.branch(c, p)
		empty = append(empty, c)
		e.occupied[c] = true
	}
	for i := len(empty) - 1; i >= 0; i-- {
		e.occupied[empty[i]] = false
		e.mat.Uncover(empty[i])
	}
}

// nextEmpty returns the cell that may stay empty that emptyBranch takes
// once the cells of empty are left empty (covered): of those still open
// that some row fills, the one with fewest rows; -1 if none is.
func (e *engine) nextEmpty(empty []int) int {
	c, size := -1, 0
	for i := range e.m.Cells {
		if !e.m.Optional(i) || e.occupied[i] || slices.Contains(empty, i) {
			continue
		}
		if n := e.mat.Size(i); n > 0 && (c < 0 || n < size) {
			c, size = i, n
		}
	}
	return c
}

// probeEmpty is x.probe at a node that emptyBranch searches: its
// children are the rows of each cell it takes in turn, the cells taken
// before left empty; one of them is drawn at random. (A function, not a
// method: searchExt has enough of them.)
func probeEmpty(x *searchExt, p int, w float64, fits []float64) float64 {
	e := x.e
	var cells, sizes []int
	d := 0
	for c := e.nextEmpty(nil); c >= 0; c = e.nextEmpty(cells) {
		e.mat.Cover(c)
		cells, sizes = append(cells, c), append(sizes, e.mat.Size(c))
		d += sizes[len(sizes)-1]
	}
	// The k-th child: a row of cells[j], cells[:j] left empty.
	k, j := 0, 0
	if d > 0 {
		k = x.rng.IntN(d)
		for k >= sizes[j] {
			k -= sizes[j]
			j++
		}
	}
	for i := len(cells) - 1; i > j; i-- {
		e.mat.Uncover(cells[i])
	}
	sol := 0.0
	if d > 0 {
		sol = probeRow(x, cells[j], k, d, p, w, fits)
	}
	for i := min(j, len(cells)-1); i >= 0; i-- {
		e.mat.Uncover(cells[i])
	}
	return sol
}

// keepOptional keeps, of the region's symmetries, those that map the
// cells that may stay empty onto themselves: the others map a solution
// to an arrangement that is none.
func (sy *symmetry) keepOptional() {
	m := sy.m
	if !m.HasOptional() {
		return
	}
	sy.group = slices.DeleteFunc(sy.group, func(t *transform) bool {
		for i, j := range t.perm {
			if m.Optional(i) != m.Optional(int(j)) {
				return true
			}
		}
		return false
	})
}

// errSubproblemsOptional is Subproblems' error for a puzzle whose cells
// may stay empty: a sub-puzzle is written as a definition, whose
// pieces fill its region exactly.
var errSubproblemsOptional = errors.New("sub-puzzles: cells of the region may stay empty, which the split into sub-puzzles does not support")

// exactFillOff turns off in o, for a puzzle whose cells may stay empty
// (m.HasOptional), what assumes that the pieces fill the region exactly
// (see above), and returns the note on those of the options given
// (Solver.Unapplied), or "".
func exactFillOff(m *Model, given Options, o *Options) string {
	if !m.HasOptional() {
		return ""
	}
	o.Fila = nil
	o.VolumeFilter, o.VolumeFilterRepeat, o.VolumeTrigger = false, 0, 0
	o.ParityTrigger, o.ParityFilter, o.ParityFilterOnce = 0, 0, false
	o.FitFilter, o.FitFilterRepeat, o.FitFilterAt = false, false, 0
	return optionalUnapplied(given)
}

// optionalUnapplied returns the note on the options given that
// exactFillOff turns off, or "" if none was given.
func optionalUnapplied(given Options) string {
	var what []string
	add := func(name, flag string) { what = append(what, name+" ("+flag+")") }
	if len(given.Fila) > 0 {
		fs := make([]string, len(given.Fila))
		for i, f := range given.Fila {
			fs[i] = fmt.Sprintf("-f%d", f)
		}
		add("FILA", strings.Join(fs, " "))
	}
	switch {
	case given.VolumeFilterRepeat > 0:
		add("volume filter", fmt.Sprintf("-V%d", given.VolumeFilterRepeat))
	case given.VolumeFilter:
		add("volume filter", "-V")
	}
	if given.VolumeTrigger > 0 {
		add("volume trigger", fmt.Sprintf("-v%d", given.VolumeTrigger))
	}
	if given.ParityTrigger > 0 {
		add("parity trigger", fmt.Sprintf("-p%d", given.ParityTrigger))
	}
	switch {
	case given.ParityFilter > 0:
		add("parity filter", fmt.Sprintf("-P%d", given.ParityFilter))
	case given.ParityFilterOnce:
		add("parity filter", "-P")
	}
	switch {
	case given.FitFilterAt > 0 && given.FitFilter:
		add("fit filter", fmt.Sprintf("-F%d", given.FitFilterAt))
	case given.FitFilterRepeat && given.FitFilter:
		add("fit filter", "-FF")
	case given.FitFilter:
		add("fit filter", "-F")
	}
	if len(what) == 0 {
		return ""
	}
	return strings.Join(what, ", ") + ": not applied, since cells of the region may stay empty: they assume that the pieces fill the region exactly"
}
