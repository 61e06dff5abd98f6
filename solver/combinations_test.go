package solver

import (
	"fmt"
	"polyplay/internal/longtest"
	"slices"
	"strings"
	"testing"
)

// The combination test: every combination of the output filters (-r,
// -rNAME, -u, -M) with the search options, on small puzzles, checked
// against the plain search's solutions reduced by each filter's
// definition. The reduction is computed here from cell coordinates, with
// no use of the solver's symmetry or filter code.

// comboPuzzle is a puzzle of the combination test: small enough that the
// plain search lists every solution in milliseconds.
type comboPuzzle struct {
	name string
	p    func() *Problem
	// plain is the number of solutions of the plain search.
	plain int
	// rname names a uniquely shaped piece, for -rNAME.
	rname string
}

// comboPuzzles are 2-D and 3-D, with symmetric and less symmetric
// regions, stationary pieces, one-sided pieces, pieces of one shape.
var comboPuzzles = []comboPuzzle{
	// A square: the 8 symmetries of the square, every piece its own shape.
	{"square 5x5", func() *Problem {
		return &Problem{Name: "square", XDim: 5, YDim: 5, ZDim: 1, Pieces: pickPentominoes("FILUY")}
	}, 48, "F"},
	// A rectangle (4 symmetries) with two L tetrominoes.
	{"twins 5x4", func() *Problem {
		return &Problem{Name: "twins5x4", XDim: 5, YDim: 4, ZDim: 1, Pieces: []Piece{
			flat("L", "###", "#.."), flat("L2", "###", "#.."), flat("O", "##", "##"),
			flat("I", "####"), flat("S", ".##", "##."),
		}}
	}, 16, "S"},
	// One-sided: P, Y and their mirror images p, y, and I; the flips of
	// the square are mirror symmetries.
	{"one-sided 5x5", func() *Problem {
		return &Problem{Name: "onesided5x5", XDim: 5, YDim: 5, ZDim: 1, OneSided: true, Pieces: pickPentominoes("PpYyI")}
	}, 16, "P"},
	// A 2x3x3 box (8 rotations) with two V trominoes and the chiral pair
	// A, B of the Soma cube: its mirror images are solutions too.
	{"box 2x3x3", func() *Problem {
		so := soma().Pieces // V L T Z A B P
		v2 := so[0]
		v2.Name = "V2"
		return &Problem{Name: "box233", XDim: 2, YDim: 3, ZDim: 3, Pieces: []Piece{so[0], v2, so[4], so[5], so[6]}}
	}, 208, "A"},
	// The Soma cube with V fixed at its centre: a region with one
	// rotation besides the identity, and mirror symmetries.
	{"soma stationary V", func() *Problem {
		p := soma()
		p.Name = "somaV"
		p.Pieces[0] = cubes("V", 1, 1, 1, 2, 1, 1, 1, 2, 1)
		p.Pieces[0].Stationary = true
		return p
	}, 76, "Z"},
}

// pickPentominoes returns the named pentominoes; a lower-case letter is
// the mirror image of the upper-case one.
func pickPentominoes(names string) []Piece {
	byName := map[string]Piece{}
	for _, pc := range pentominoes() {
		byName[pc.Name] = pc
	}
	var out []Piece
	for _, r := range names {
		n := string(r)
		pc, ok := byName[strings.ToUpper(n)]
		if !ok {
			panic("no pentomino " + n)
		}
		if n != pc.Name {
			m := Piece{Name: n}
			for _, c := range pc.Cells {
				m.Cells = append(m.Cells, Point{X: -c.X, Y: c.Y, Z: c.Z})
			}
			pc = m
		}
		out = append(out, pc)
	}
	return out
}

// comboFilter is a combination of the output filters.
type comboFilter struct {
	name                   string
	red, named, uniq, mirr bool
}

// comboFilters are every combination of -r (or -rNAME), -u and -M.
func comboFilters() []comboFilter {
	var out []comboFilter
	for _, red := range []string{"", "-r", "-rNAME"} {
		for _, u := range []bool{false, true} {
			for _, m := range []bool{false, true} {
				f := comboFilter{red: red != "", named: red == "-rNAME", uniq: u, mirr: m}
				var parts []string
				if red != "" {
					parts = append(parts, red)
				}
				if u {
					parts = append(parts, "-u")
				}
				if m {
					parts = append(parts, "-M")
				}
				f.name = strings.Join(parts, " ")
				if f.name == "" {
					f.name = "none"
				}
				out = append(out, f)
			}
		}
	}
	return out
}

// comboSearch is a setting of the search options; P is the puzzle's
// number of mobile pieces, for thresholds.
type comboSearch struct {
	name string
	set  func(o *Options, P int)
	// parts > 1 runs the search in that many parts and adds them up.
	parts int
	// short marks the settings of the -short run.
	short bool
}

// comboSearches are the search options: DLX and FILA with each
// heuristic, NOF, the image filters and backtrack triggers, the memo,
// parallel and partial searches.
func comboSearches() []comboSearch {
	order := func(s string) []OrderStep {
		st, err := ParseOrder(s)
		if err != nil {
			panic(err)
		}
		return st
	}
	var out []comboSearch
	add := func(name string, short bool, set func(o *Options, P int)) {
		out = append(out, comboSearch{name: name, set: set, short: short})
	}
	for _, h := range []string{"s", "e", "f", "x", "y", "z", "X", "Y", "Z", "R", "a@90"} {
		add("DLX -o"+h, h == "s" || h == "f", func(o *Options, P int) { o.Order = order(h) })
		add("FILA -o"+h, h == "e" || h == "x", func(o *Options, P int) { o.Order, o.Fila = order(h), []int{P} })
	}
	add("DLX then FILA -oe=3:f=2 -f3 -n", true, func(o *Options, P int) {
		o.Order, o.Fila, o.NOF = order("s:e=3:f=2"), []int{3}, true
	})
	add("FILA -of -n", false, func(o *Options, P int) { o.Order, o.Fila, o.NOF = order("f"), []int{P}, true })
	add("FILA -oe -n6", false, func(o *Options, P int) {
		o.Order, o.Fila, o.NOF, o.NOFCells = order("e"), []int{P}, true, MaxNOFCells
	})
	add("-V", false, func(o *Options, P int) { o.VolumeFilter = true })
	add("-V2", true, func(o *Options, P int) { o.VolumeFilter, o.VolumeFilterRepeat = true, 2 })
	add("-p1", false, func(o *Options, P int) { o.ParityTrigger = 1 })
	add("-p2 -f3 -of", true, func(o *Options, P int) { o.ParityTrigger, o.Fila, o.Order = 2, []int{3}, order("f") })
	add("-P1", false, func(o *Options, P int) { o.ParityFilter = 1 })
	add("-P2 -oy", true, func(o *Options, P int) { o.ParityFilter, o.Order = 2, order("y") })
	add("-v1", false, func(o *Options, P int) { o.VolumeTrigger = 1 })
	add("-v1 -f4 -oe", true, func(o *Options, P int) { o.VolumeTrigger, o.Fila, o.Order = 1, []int{4}, order("e") })
	add("-F", false, func(o *Options, P int) { o.FitFilter = true })
	add("-FF", true, func(o *Options, P int) { o.FitFilter, o.FitFilterRepeat = true, true })
	add("-m2 -f4 -of", true, func(o *Options, P int) { o.Memo, o.Fila, o.Order = 2, []int{4}, order("f") })
	add("-j1", false, func(o *Options, P int) { o.Jobs = 1 })
	add("-j2", true, func(o *Options, P int) { o.Jobs = 2 })
	add("-j2 -fP -of -m2", false, func(o *Options, P int) { o.Jobs, o.Fila, o.Order, o.Memo = 2, []int{P}, order("f"), 2 })
	add("--auto", true, func(o *Options, P int) { o.Auto = true })
	out = append(out,
		comboSearch{name: "--part K/2", parts: 2, short: true, set: func(o *Options, P int) {}},
		comboSearch{name: "--part K/3 -fP -oz -j2", parts: 3, set: func(o *Options, P int) {
			o.Fila, o.Order, o.Jobs = []int{P}, order("z"), 2
		}})
	return out
}

// layout is a solution as the cells of its placements, each placement's
// cells sorted by cell number (x, then y, then z) and the placements
// sorted: a solution up to the names of pieces of one shape.
type layout [][]int

// key returns a string that identifies the layout.
func (l layout) key() string {
	var b strings.Builder
	for _, pl := range l {
		for _, c := range pl {
			fmt.Fprintf(&b, "%d,", c)
		}
		b.WriteByte('|')
	}
	return b.String()
}

// boxSym is a symmetry of the box: cell coordinate i of the image is
// sign[i] times coordinate axis[i] of the cell, shifted back into the box.
type boxSym struct {
	axis [3]int
	sign [3]int
	// turn is true for a move every piece can make: in 3-D a rotation, in
	// 2-D a turn in the plane, or also a flip unless the puzzle is
	// one-sided.
	turn bool
	// rotation is true for a rotation of the box in space: in 3-D a
	// rotation, in 2-D every symmetry (a flip turns the flat box over,
	// and each one-sided piece into its mirror image).
	rotation bool
}

// boxSyms returns the symmetries of p's box that map its open cells onto
// themselves: in 3-D the 48 rotations and reflections, in 2-D the 8 of
// the square (fewer for a rectangle).
func boxSyms(p *Problem) []boxSym {
	dims := [3]int{p.XDim, p.YDim, p.ZDim}
	open := openCells(p)
	var out []boxSym
	for _, axis := range [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
		for signs := 0; signs < 8; signs++ {
			g := boxSym{axis: axis}
			det := 1
			for i := range 3 {
				g.sign[i] = 1
				if signs>>i&1 == 1 {
					g.sign[i] = -1
					det = -det
				}
				if dims[axis[i]] != dims[i] {
					det = 0
				}
			}
			if det == 0 {
				continue
			}
			for i := range 3 {
				for j := i + 1; j < 3; j++ {
					if axis[i] > axis[j] {
						det = -det // an inversion of the axes' permutation
					}
				}
			}
			if p.ZDim == 1 {
				if axis[2] != 2 || g.sign[2] != 1 {
					continue
				}
				g.turn, g.rotation = !p.OneSided || det == 1, true
			} else {
				g.turn, g.rotation = det == 1, det == 1
			}
			ok := true
			for c := range open {
				if !open[g.apply(c, dims)] {
					ok = false
					break
				}
			}
			if ok {
				out = append(out, g)
			}
		}
	}
	return out
}

func (g boxSym) apply(c Point, dims [3]int) Point {
	in := [3]int{c.X, c.Y, c.Z}
	var r [3]int
	for i := range 3 {
		v := in[g.axis[i]]
		if g.sign[i] < 0 {
			v = dims[i] - 1 - v
		}
		r[i] = v
	}
	return Point{X: r[0], Y: r[1], Z: r[2]}
}

// openCells returns the cells of p's box that no stationary piece holds.
func openCells(p *Problem) map[Point]bool {
	open := map[Point]bool{}
	for x := range p.XDim {
		for y := range p.YDim {
			for z := range p.ZDim {
				open[Point{X: x, Y: y, Z: z}] = true
			}
		}
	}
	for _, pc := range p.Pieces {
		if pc.Stationary {
			for _, c := range pc.Cells {
				delete(open, c)
			}
		}
	}
	return open
}

// comboRef is a puzzle's plain solutions and box symmetries.
type comboRef struct {
	p    *Problem
	dims [3]int
	all  map[string]layout
	// turns are the symmetries that every piece can make (boxSym.turn);
	// rot the box's rotations in space, and sym all its symmetries, that
	// map solutions to solutions (a flip of a one-sided puzzle, a 3-D
	// reflection, only if the pieces are closed under mirroring).
	turns, rot, sym []boxSym
}

func newComboRef(t *testing.T, p *Problem) *comboRef {
	t.Helper()
	r := &comboRef{p: p, dims: [3]int{p.XDim, p.YDim, p.ZDim}}
	var err error
	r.all, _, err = comboSolve(p, Options{}, 1, testHooks{})
	if err != nil {
		t.Fatalf("plain search: %v", err)
	}
	for _, g := range boxSyms(p) {
		if !g.turn {
			in := 0
			for _, l := range r.all {
				if _, ok := r.all[r.transform(l, g).key()]; ok {
					in++
				}
			}
			if in == 0 {
				continue
			}
			if in < len(r.all) {
				t.Fatalf("%d of %d solutions have a mirror image that is a solution", in, len(r.all))
			}
		}
		if g.turn {
			r.turns = append(r.turns, g)
		}
		if g.rotation {
			r.rot = append(r.rot, g)
		}
		r.sym = append(r.sym, g)
	}
	return r
}

// transform returns the image of l under g.
func (r *comboRef) transform(l layout, g boxSym) layout {
	out := make(layout, len(l))
	for i, pl := range l {
		cells := make([]int, len(pl))
		for j, c := range pl {
			cells[j] = r.index(g.apply(r.point(c), r.dims))
		}
		slices.Sort(cells)
		out[i] = cells
	}
	slices.SortFunc(out, slices.Compare)
	return out
}

func (r *comboRef) index(c Point) int { return (c.Z*r.dims[1]+c.Y)*r.dims[0] + c.X }

func (r *comboRef) point(i int) Point {
	return Point{X: i % r.dims[0], Y: i / r.dims[0] % r.dims[1], Z: i / (r.dims[0] * r.dims[1])}
}

// orbit returns the keys of l's images under the group that gs generate
// with the identity (gs is a whole group here: the rotations, or the
// rotations and reflections).
func (r *comboRef) orbit(l layout, gs []boxSym) map[string]bool {
	o := map[string]bool{l.key(): true}
	for _, g := range gs {
		o[r.transform(l, g).key()] = true
	}
	return o
}

// canon returns the least key of l's orbit under gs.
func (r *comboRef) canon(l layout, gs []boxSym) string {
	best := l.key()
	for _, g := range gs {
		if k := r.transform(l, g).key(); k < best {
			best = k
		}
	}
	return best
}

// check compares the solutions found under filter f with the filter's
// definition: with -r or -u exactly one solution of each orbit under the
// box's rotations in space (and, with -M, its reflections); with -M
// alone, the whole class under the pieces' turns of one of each pair of
// mirror-image classes; with no filter, every solution.
func (r *comboRef) check(f comboFilter, found map[string]layout) error {
	var keep, merge []boxSym // solutions kept together, merged into one
	switch {
	case (f.red || f.uniq) && f.mirr:
		merge = r.sym
	case f.red || f.uniq:
		merge = r.rot
	case f.mirr:
		keep, merge = r.turns, r.sym
	}
	// Each merged class must hold exactly one kept class, all of it.
	want := 0
	seen := map[string]bool{}
	for _, l := range r.all {
		c := r.canon(l, merge)
		if seen[c] {
			continue
		}
		seen[c] = true
		want += len(r.orbit(l, keep))
	}
	if len(found) != want {
		return fmt.Errorf("%d solutions, want %d", len(found), want)
	}
	classes := map[string]string{} // merged class -> kept class found
	for k, l := range found {
		if _, ok := r.all[k]; !ok {
			return fmt.Errorf("solution %s is not a solution of the plain search", k)
		}
		for ok := range r.orbit(l, keep) {
			if _, in := found[ok]; !in {
				return fmt.Errorf("solution %s is kept but its rotation %s is not", k, ok)
			}
		}
		mc, kc := r.canon(l, merge), r.canon(l, keep)
		if prev, ok := classes[mc]; ok && prev != kc {
			return fmt.Errorf("solutions %s and %s are both kept, but one is a symmetric image of the other", prev, kc)
		}
		classes[mc] = kc
	}
	return nil
}

// comboSolve runs one search (in parts parts, merged; propertySolve) and
// returns its solutions as layouts, with the statistics' solution count
// summed.
func comboSolve(p *Problem, o Options, parts int, h testHooks) (map[string]layout, int64, error) {
	sols, err := propertySolve(p, o, parts, h)
	if err != nil {
		return nil, 0, err
	}
	found := map[string]layout{}
	for _, sol := range sols {
		l := make(layout, 0, len(sol.Placements))
		for _, pl := range sol.Placements {
			cells := make([]int, len(pl.Cells))
			for j, c := range pl.Cells {
				cells[j] = (c.Z*p.YDim+c.Y)*p.XDim + c.X
			}
			slices.Sort(cells)
			l = append(l, cells)
		}
		slices.SortFunc(l, slices.Compare)
		found[l.key()] = l
	}
	return found, int64(len(sols)), nil
}

// TestFilterCombinations runs every combination of the output filters on
// every puzzle of comboPuzzles, with the search options of comboSearches:
// each filter combination with each search setting on one puzzle at
// least (the puzzle turns with the pair), and each filter combination on
// each puzzle with plain DLX. With -short it runs the settings marked
// short.
func TestFilterCombinations(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	memo := memoSettings[1].hooks // the memo from the start: the searches are small
	refs := make([]*comboRef, len(comboPuzzles))
	for i, cp := range comboPuzzles {
		refs[i] = newComboRef(t, cp.p())
		if n := len(refs[i].all); n != cp.plain {
			t.Fatalf("%s: the plain search finds %d solutions, want %d", cp.name, n, cp.plain)
		}
	}
	filters, searches := comboFilters(), comboSearches()
	run := func(pi int, f comboFilter, cs comboSearch) {
		comboRun(t, comboPuzzles[pi], refs[pi], f, cs, memo)
	}
	for pi := range comboPuzzles {
		for _, f := range filters {
			run(pi, f, searches[0])
		}
	}
	for si, cs := range searches[1:] {
		if testing.Short() && !cs.short {
			continue
		}
		for fi, f := range filters {
			run((si+fi)%len(comboPuzzles), f, cs)
		}
	}
}

// comboRun runs one search of puzzle cp (whose plain solutions are ref's)
// with filter f and setting cs, and checks its solutions against the
// filter's definition.
func comboRun(t *testing.T, cp comboPuzzle, ref *comboRef, f comboFilter, cs comboSearch, h testHooks) {
	t.Helper()
	var o Options
	cs.set(&o, mobilePieces(ref.p))
	o.Redundancy, o.Unique, o.Mirror = f.red, f.uniq, f.mirr
	if f.named {
		o.RedundancyPiece = cp.rname
	}
	found, n, err := comboSolve(ref.p, o, cs.parts, h)
	if err == nil && n != int64(len(found)) {
		err = fmt.Errorf("the statistics count %d solutions, the callback %d", n, len(found))
	}
	if err == nil {
		err = ref.check(f, found)
	}
	if err != nil {
		t.Errorf("%s, %s, %s (%s): %v", cp.name, f.name, cs.name, fmt.Sprintf("%+v", o.Search), err)
	}
}
