package solver

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/longtest"
	"polyplay/internal/plaincount"
	"polyplay/solver/grid"
	"polyplay/solver/verify"
)

// The property test: small random puzzles on every grid, solved under
// many option sets, each count compared with internal/plaincount's (a
// search that shares no code with this package's model) and every
// solution checked by the verifier.

// cut cuts the free cells, in the order of cells, into pieces each
// grown from the first free cell left through random neighbours (all of
// the grid's, in the box) to a random size from lo to hi, or less where
// it runs out of free neighbours; it marks them taken in free.
func cut(r *rand.Rand, k grid.Kind, cells []Point, free map[Point]bool, lo, hi int) [][]Point {
	var pieces [][]Point
	var nbs []Point
	for _, c := range cells {
		if !free[c] {
			continue
		}
		free[c] = false
		pc := []Point{c}
		for size := lo + r.IntN(hi-lo+1); len(pc) < size; {
			var grow []Point
			for _, q := range pc {
				for _, n := range k.Neighbours(nbs[:0], q, false) {
					if free[n] && !slices.Contains(grow, n) {
						grow = append(grow, n)
					}
				}
			}
			if len(grow) == 0 {
				break
			}
			n := grow[r.IntN(len(grow))]
			free[n] = false
			pc = append(pc, n)
		}
		pieces = append(pieces, pc)
	}
	return pieces
}

// randomPuzzle returns a small random puzzle on grid k: a box of a few
// to about 16 cells, partly held by a stationary piece (which may be in
// several parts) now and then, the rest cut at random into mobile
// pieces of one to five cells, some of them joined into pieces in
// several parts; small pieces often have the same shape (copies), some
// pieces are made copies of others, and a flat puzzle is one-sided now
// and then. Pieces grow through every neighbour in the box; pieces of
// one cell beyond maxSingles are joined in pairs (joinSingles). The cut
// is a solution, unless a piece was made a copy.
func randomPuzzle(r *rand.Rand, k grid.Kind, name string) *Problem {
	p := &Problem{Name: name, Grid: k, ZDim: 1}
	// A flat box of a grid whose cells have no neighbours in a layer
	// (Sides 0: tetrahedra, each layer one place in every cube) would
	// be cut into single cells, copies of one another.
	flat := k.Planar() || k.Sides() > 0 && r.IntN(2) == 0
	for {
		if flat {
			p.XDim, p.YDim, p.ZDim = 1+r.IntN(6), 1+r.IntN(4), 1
		} else {
			p.XDim, p.YDim, p.ZDim = 1+r.IntN(3), 1+r.IntN(3), 2+r.IntN(2)
		}
		if n := p.XDim * p.YDim * p.ZDim; n >= 3 && n <= 16 {
			break
		}
	}
	var cells []Point
	for z := range p.ZDim {
		for y := range p.YDim {
			for x := range p.XDim {
				cells = append(cells, Point{X: x, Y: y, Z: z})
			}
		}
	}
	free := map[Point]bool{}
	for _, c := range cells {
		free[c] = true
	}
	if r.IntN(4) == 0 {
		st := Piece{Name: "*", Stationary: true}
		for range 1 + r.IntN(3) {
			c := cells[r.IntN(len(cells))]
			if free[c] {
				free[c] = false
				st.Cells = append(st.Cells, c)
			}
		}
		if len(st.Cells) < len(cells)-1 {
			p.Pieces = append(p.Pieces, st)
		} else {
			for _, c := range st.Cells {
				free[c] = true
			}
		}
	}
	// Cut the open cells into pieces grown from random cells.
	pieces := cut(r, k, cells, free, 1, 5)
	// Join some pieces into one in several parts.
	for range r.IntN(3) {
		if len(pieces) < 3 {
			break
		}
		i := r.IntN(len(pieces) - 1)
		j := i + 1 + r.IntN(len(pieces)-i-1)
		if len(pieces[i])+len(pieces[j]) > 6 {
			continue
		}
		pieces[i] = append(pieces[i], pieces[j]...)
		pieces = slices.Delete(pieces, j, j+1)
	}
	// Now and then a piece becomes a copy of another of its size, often
	// one in several parts (the puzzle may then have no solution).
	if r.IntN(3) == 0 {
		for i := range pieces {
			for j := range i {
				if len(pieces[i]) == len(pieces[j]) && len(pieces[i]) > 1 && (r.IntN(2) == 0 || !k.Connected(pieces[j])) {
					pieces[i] = slices.Clone(pieces[j])
					break
				}
			}
		}
	}
	pieces = joinSingles(pieces)
	r.Shuffle(len(pieces), func(i, j int) { pieces[i], pieces[j] = pieces[j], pieces[i] })
	for i, pc := range pieces {
		p.Pieces = append(p.Pieces, Piece{Name: string(rune('A' + i)), Cells: pc})
	}
	p.OneSided = p.ZDim == 1 && !k.Solid() && r.IntN(3) == 0
	return p
}

// maxSingles is the most pieces of one cell that joinSingles leaves.
const maxSingles = 6

// joinSingles joins pieces of one cell two by two, the last ones first,
// into pieces in two parts while there are more than maxSingles of them,
// and returns the pieces. Where a cell has few neighbours in the box (a
// box of a few places of each cube of rhombic dodecahedra' tetrahedra)
// the cut leaves mostly single cells, copies of one another, and
// plaincount would hand the places of each solution to n copies in n!
// ways. It draws nothing, so that the puzzles drawn after it stay the
// same.
func joinSingles(pieces [][]Point) [][]Point {
	for {
		var ones []int
		for i, pc := range pieces {
			if len(pc) == 1 {
				ones = append(ones, i)
			}
		}
		if len(ones) <= maxSingles {
			return pieces
		}
		i, j := ones[len(ones)-2], ones[len(ones)-1]
		pieces[i] = append(pieces[i], pieces[j]...)
		pieces = slices.Delete(pieces, j, j+1)
	}
}

// String describes p in one line, for the test's messages.
func describe(p *Problem) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v %dx%dx%d", p.Grid, p.XDim, p.YDim, p.ZDim)
	if p.OneSided {
		b.WriteString(" one-sided")
	}
	for _, pc := range p.Pieces {
		fmt.Fprintf(&b, " %s", pc.Name)
		if pc.Stationary {
			b.WriteString("(stationary)")
		}
		b.WriteString("=")
		for i, c := range pc.Cells {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, "%d.%d.%d", c.X, c.Y, c.Z)
		}
	}
	if len(p.Optional) > 0 {
		fmt.Fprintf(&b, " optional=%v", p.Optional)
	}
	return b.String()
}

// propertyOptions are the option sets of the property test, as command
// lines: polycube's options (-fP is FILA from the top, P the number of
// mobile pieces), -jN the goroutines and /N a search in N parts, added
// up. The empty line is the command line's default (the automatic
// configuration).
var propertyOptions = []string{
	"-os", "-oe", "-of", "-ox", "-oY", "-oR", "-oa@90",
	"-fP -os", "-fP -oe", "-fP -of -n", "-fP -oe -n6", "-f2 -oe=3:f=2 -n", "-f3 -of -n",
	"-V", "-V1", "-v1", "-v1 -fP -oe", "-p1", "-p1 -fP -of", "-P", "-P1", "-F", "-FF", "-F1",
	"-V1 -v1 -p1 -P1 -F -fP -of", "-V2 -v2 -f2 -oe", "--memo=2 -fP -of", "-j1", "-j2", "-j2 -fP -oe --memo=2",
	"/2", "/3 -fP -oz -j2", "--auto", "--auto -j2", "",
}

// propertyFilters are the output filters of the property test, each
// tried with propertySearches.
var propertyFilters = []string{"-r", "-u", "-r -u", "-M", "-r -M", "-u -M", "-r -u -M", "-r -R"}

var propertySearches = []string{"-os", "-fP -of -n", "-V -v1 -p1 -F", "-j2", "/2", "--auto", ""}

// propertyHooks are the test hooks the property test searches with:
// the memo from the first poll and parallel searches without their
// trial, so that small searches take those paths, and in turn the
// searches on links, on bit sets, FILA's wider fields and warehouse
// and branches shared at once.
var propertyHooks = []testHooks{
	{memoAtOnce: true, noTrial: true},
	{noBits: true, memoAtOnce: true},
	{noMasks: true, noTrial: true},
	{filaMinWidth: 128, filaWarehouse: true, memoAtOnce: true},
	{shareAlways: true, noTrial: true, noPair: true},
}

// TestProperty solves small random puzzles on every grid (randomPuzzle)
// under every option set of propertyOptions, and under every output
// filter of propertyFilters with the searches of propertySearches: each
// count must be internal/plaincount's, or under the output filters what
// plaincount's solutions and symmetries make of it (symRef.check), and
// every solution is verified and found once; the automatic
// configuration's choice (Solver.Chosen) finds the same solutions as
// --auto. It is seeded: the same puzzles every run; the long tests try
// more of them.
func TestProperty(t *testing.T) {
	runProperty(t, rand.NewPCG(1, 2), 60, nil)
}

// runProperty checks n random puzzles on every grid, drawn from src,
// each changed by change if it is not nil, with checkProperty. Unless
// the long tests run, it checks as many as there are propertyHooks, each
// setting of the hooks on one puzzle of every grid.
func runProperty(t *testing.T, src rand.Source, n int, change func(*rand.Rand, *Problem)) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	if !longtest.Enabled() {
		n = len(propertyHooks)
	}
	r := rand.New(src)
	for i := range n {
		for _, k := range grid.Kinds() {
			p := randomPuzzle(r, k, fmt.Sprintf("random%d", i))
			if change != nil {
				change(r, p)
			}
			h := propertyHooks[i%len(propertyHooks)]
			if err := checkProperty(p, h); err != nil {
				t.Errorf("%s: %v", describe(p), err)
			}
		}
	}
}

// checkProperty checks p's counts under the property test's option sets
// with the test hooks h.
func checkProperty(p *Problem, h testHooks) error {
	want, _, err := plaincount.Count(p)
	if err != nil {
		return fmt.Errorf("plaincount: %v", err)
	}
	P := mobilePieces(p)
	run := func(args string) (map[string]Solution, Options, error) {
		o, parts, err := propertyArgs(args, P)
		if err != nil {
			return nil, o, err
		}
		found, err := propertySolve(p, o, parts, h)
		return found, o, err
	}
	parity := func(args string) bool {
		return !p.Grid.TwoColoured() && (strings.Contains(args, "-p") || strings.Contains(args, "-P"))
	}
	var errs []error
	for _, args := range propertyOptions {
		if parity(args) {
			continue
		}
		found, _, err := run(args)
		if err == nil && int64(len(found)) != want {
			err = fmt.Errorf("%d solutions, plaincount %d", len(found), want)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("%q: %v", args, err))
		}
	}
	// The automatic configuration's choice (Solver.Chosen) is the same
	// search, where it is not solved by symmetry (expand.go).
	for _, args := range []string{"--auto", "-r --auto", "-V -v1 --auto"} {
		o, _, err := propertyArgs(args, P)
		if err != nil {
			return err
		}
		s, err := newWithHooks(p, o, h)
		if err != nil {
			errs = append(errs, fmt.Errorf("%q: %v", args, err))
			continue
		}
		if s.reduced != nil {
			continue
		}
		ch := s.Chosen()
		auto, err := propertySolve(p, o, 1, h)
		if err != nil {
			errs = append(errs, fmt.Errorf("%q: %v", args, err))
			continue
		}
		found, err := propertySolve(p, ch, 1, h)
		if err == nil && !slices.Equal(slices.Sorted(maps.Keys(found)), slices.Sorted(maps.Keys(auto))) {
			err = fmt.Errorf("%d solutions, --auto %d", len(found), len(auto))
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("%q chose %+v: %v", args, ch.Search, err))
		}
	}
	ref, err := newSymRef(p)
	if err != nil {
		return err
	}
	for _, f := range propertyFilters {
		for _, sa := range propertySearches {
			args := f + " " + sa
			if parity(args) || strings.Contains(f, "-R") && strings.Contains(sa, "-fP") {
				continue
			}
			found, o, err := run(args)
			if err == nil {
				err = ref.check(o, found)
			}
			if err != nil {
				errs = append(errs, fmt.Errorf("%q: %v", args, err))
			}
		}
	}
	return errors.Join(errs...)
}

// propertySolve solves p with o (in parts parts, added up) and the test
// hooks h, and returns the solutions found by their layout
// (plaincount.Layout), checking that each is valid, found once, and
// that the statistics count them.
func propertySolve(p *Problem, o Options, parts int, h testHooks) (map[string]Solution, error) {
	found := map[string]Solution{}
	var total int64
	var bad error
	for k := range max(parts, 1) {
		if parts > 1 {
			o.Part, o.Parts = k, parts
		}
		s, err := newWithHooks(p, o, h)
		if err != nil {
			return nil, err
		}
		st, err := s.Solve(context.Background(), func(sol Solution) bool {
			if err := verify.Solution(p, sol); err != nil && bad == nil {
				bad = err
			}
			key := plaincount.Layout(sol)
			if _, dup := found[key]; dup && bad == nil {
				bad = fmt.Errorf("solution %s found twice", key)
			}
			found[key] = sol
			return true
		})
		if err != nil {
			return nil, err
		}
		total += st.Solutions
	}
	if bad == nil && total != int64(len(found)) {
		bad = fmt.Errorf("the statistics count %d solutions, the callback %d", total, len(found))
	}
	return found, bad
}

// propertyArgs reads the option set args of a puzzle of P mobile
// pieces (see propertyOptions) and returns the options and the number
// of parts.
func propertyArgs(args string, P int) (Options, int, error) {
	var fields []string
	jobs, parts := 0, 0
	for _, f := range strings.Fields(args) {
		switch {
		case strings.HasPrefix(f, "-j"):
			fmt.Sscan(f[2:], &jobs)
		case strings.HasPrefix(f, "/"):
			fmt.Sscan(f[1:], &parts)
		case f == "-fP":
			fields = append(fields, fmt.Sprint("-f", P))
		default:
			fields = append(fields, f)
		}
	}
	o, rest, err := ParseArgs(fields)
	if err == nil && len(rest) > 0 {
		err = fmt.Errorf("%q: arguments left: %q", args, rest)
	}
	o.Jobs = jobs
	return o, parts, err
}

// symRef is what a puzzle's counts under the output filters should be,
// from plaincount's solutions and its symmetries of the open cells.
type symRef struct {
	all map[string]Solution // the plain solutions by plaincount.Layout
	// rot are the symmetries that the redundancy filter counts
	// solutions up to (turns in space; on balls all), sym all of them,
	// turns those that every piece can make (turns in space but the
	// flips of a one-sided puzzle), each only if it maps solutions to
	// solutions.
	rot, sym, turns []plaincount.Symmetry
	// partial are the mirror images that map some solutions to
	// solutions and not others, on a puzzle whose spare pieces (counts
	// from LO to HI) are chiral, where whether the image is a solution
	// depends on which pieces a solution leaves out. The mirror filter
	// merges a solution with its image under them where that is a
	// solution, as BurrTools does with piece ranges (its assemblies'
	// mirror images are compared where they are valid solutions); the
	// solutions whose image is one are closed under the region's
	// symmetries, so the classes are well defined. partialRot are those
	// of them that the redundancy filter counts solutions up to, as rot.
	partial, partialRot []plaincount.Symmetry
}

func newSymRef(p *Problem) (*symRef, error) {
	sols, err := plaincount.Solutions(p)
	if err != nil {
		return nil, err
	}
	syms, err := plaincount.Symmetries(p)
	if err != nil {
		return nil, err
	}
	r := &symRef{all: map[string]Solution{}}
	for _, s := range sols {
		r.all[plaincount.Layout(s)] = s
	}
	for _, y := range syms {
		in := 0
		for _, s := range sols {
			if _, ok := r.all[plaincount.Layout(y.Apply(s))]; ok {
				in++
			}
		}
		switch {
		case in == 0:
			continue
		case in < len(sols):
			// Only a symmetry that no piece can make by turning (a
			// mirror image in space, a flip of one-sided pieces) may,
			// where pieces are spare.
			if y.Proper && !(p.OneSided && y.Flip) || !hasSpare(p) {
				return nil, fmt.Errorf("%d of %d solutions have an image that is a solution", in, len(sols))
			}
			r.partial = append(r.partial, y)
			if y.Proper || p.Grid.Solid() {
				r.partialRot = append(r.partialRot, y)
			}
			continue
		}
		r.sym = append(r.sym, y)
		// On balls the redundancy filter counts solutions up to the
		// region's mirror images too, as BurrTools does (see
		// symmetry.gridGroup), where they map solutions to solutions.
		if y.Proper || p.Grid.Solid() {
			r.rot = append(r.rot, y)
		}
		if y.Proper && (!p.OneSided || !y.Flip) {
			r.turns = append(r.turns, y)
		}
	}
	return r, nil
}

// hasSpare reports whether p has pieces that may be left out.
func hasSpare(p *Problem) bool {
	return slices.ContainsFunc(p.Pieces, func(pc Piece) bool { return pc.Spare })
}

// orbit returns the layouts of s's images under ys, those that are
// solutions (in all; every image, if all is nil).
func orbit(s Solution, ys []plaincount.Symmetry, all map[string]Solution) map[string]bool {
	o := map[string]bool{plaincount.Layout(s): true}
	for _, y := range ys {
		k := plaincount.Layout(y.Apply(s))
		if _, ok := all[k]; ok || all == nil {
			o[k] = true
		}
	}
	return o
}

// canon returns the least layout of s's orbit under ys.
func canon(s Solution, ys []plaincount.Symmetry, all map[string]Solution) string {
	return slices.Min(slices.Collect(maps.Keys(orbit(s, ys, all))))
}

// check compares the solutions found under the output filters of o
// with their definition, as comboRef.check does: with -r or -u exactly
// one solution of each orbit under the turns in space (and, with -M,
// the mirror images); with -M alone, of each pair of mirror-image
// classes under the pieces' turns, one class whole; else every
// solution.
func (r *symRef) check(o Options, found map[string]Solution) error {
	var keep, merge []plaincount.Symmetry
	red := o.Redundancy || o.Unique
	switch {
	case red && o.Mirror:
		merge = slices.Concat(r.sym, r.partial)
	case red:
		merge = slices.Concat(r.rot, r.partialRot)
	case o.Mirror:
		keep, merge = r.turns, slices.Concat(r.sym, r.partial)
	}
	want := 0
	seen := map[string]bool{}
	for _, s := range r.all {
		if c := canon(s, merge, r.all); !seen[c] {
			seen[c] = true
			want += len(orbit(s, keep, r.all))
		}
	}
	if len(found) != want {
		return fmt.Errorf("%d solutions, want %d", len(found), want)
	}
	classes := map[string]string{}
	for k, s := range found {
		if _, ok := r.all[k]; !ok {
			return fmt.Errorf("solution %s is not one of plaincount's", k)
		}
		for ok := range orbit(s, keep, r.all) {
			if _, in := found[ok]; !in {
				return fmt.Errorf("solution %s is kept but its image %s is not", k, ok)
			}
		}
		mc, kc := canon(s, merge, r.all), canon(s, keep, r.all)
		if prev, ok := classes[mc]; ok && prev != kc {
			return fmt.Errorf("solutions %s and %s are both kept, but one is an image of the other", prev, kc)
		}
		classes[mc] = kc
	}
	return nil
}
