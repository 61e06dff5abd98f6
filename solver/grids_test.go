package solver

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strings"
	"testing"
	"time"

	"polyplay/internal/longtest"
	"polyplay/internal/plaincount"
	"polyplay/internal/polyforms"
	"polyplay/solver/grid"
	"polyplay/solver/verify"
)

// Puzzles on triangles and hexagons, built from the enumerated polyforms
// (internal/polyforms): the twelve hexiamonds in the 6x6 rhombus and
// the 4x9 parallelogram (with the stationary piece * that shapes them in
// their box), the tetrahexes in the 4x7 parallelogram, and smaller ones.

func hexiamonds() []Piece { return polyforms.Pieces(polyforms.Free(grid.Triangle, 6)) }

func hexiamonds6x6() *Problem {
	return polyforms.Parallelogram("hexiamonds-6x6", grid.Triangle, 6, 6, false, hexiamonds())
}

func hexiamonds4x9() *Problem {
	return polyforms.Parallelogram("hexiamonds-4x9", grid.Triangle, 9, 4, false, hexiamonds())
}

func tetrahexes4x7() *Problem {
	return polyforms.Parallelogram("tetrahexes-4x7", grid.Hexagon, 7, 4, false, polyforms.Pieces(polyforms.Free(grid.Hexagon, 4)))
}

// Pieces of three balls in a triangular layer: a row, a row bent at its
// middle ball (its ends 120° apart) and a triangle.
var (
	ballRow      = []Point{{}, {X: 1}, {X: 2}}
	ballBent     = []Point{{}, {X: 1}, {X: 1, Y: 1}}
	ballTriangle = []Point{{}, {X: 1}, {Y: 1}}
)

// gridPuzzle is a small puzzle of the grid tests, with its counts: plain
// (checked against internal/plaincount) and up to the region's
// symmetries (-r, -u).
type gridPuzzle struct {
	name         string
	p            func() *Problem
	plain, orbit int64
}

// gridPuzzles are small: the plain search lists every solution in
// milliseconds. They have hexagons and triangles, free and one-sided
// pieces, stationary pieces, balls, and regions with two symmetries (a
// parallelogram) or one.
var gridPuzzles = []gridPuzzle{
	{"tetrahexes 7x4", tetrahexes4x7, 18, 9},
	{"one-sided tetrahexes 8x5", func() *Problem {
		return polyforms.Parallelogram("ostetrahexes", grid.Hexagon, 8, 5, true, polyforms.Pieces(polyforms.OneSided(grid.Hexagon, 4)))
	}, 384, 192},
	{"tetrahexes around a stationary piece", func() *Problem {
		p := polyforms.Parallelogram("tetrahexes-hole", grid.Hexagon, 6, 5, false, polyforms.Pieces(polyforms.Free(grid.Hexagon, 4)))
		p.Pieces = append(p.Pieces, Piece{Name: "*", Cells: []Point{{X: 2, Y: 2}, {X: 3, Y: 2}}, Stationary: true})
		return p
	}, 4, 2},
	{"one-sided pentiamonds 5x3", func() *Problem {
		return polyforms.Parallelogram("ospentiamonds", grid.Triangle, 5, 3, true, polyforms.Pieces(polyforms.OneSided(grid.Triangle, 5)))
	}, 2, 1},
	{"pentiamonds and tetriamonds 8x2", func() *Problem {
		pcs := append(polyforms.Pieces(polyforms.Free(grid.Triangle, 5)), polyforms.Pieces(polyforms.Free(grid.Triangle, 4))...)
		for i := range pcs {
			pcs[i].Name = fmt.Sprintf("%c%d", 'a'+i, len(pcs[i].Cells))
		}
		return polyforms.Parallelogram("pt", grid.Triangle, 8, 2, false, pcs)
	}, 4, 2},
	// Pieces of one shape: the output filters tell their placements
	// apart by the neighbour slots of their cells.
	{"tetrahexes with a twin", func() *Problem {
		pcs := polyforms.Pieces(polyforms.Free(grid.Hexagon, 4))
		pcs[2] = pcs[1]
		pcs[2].Name = "Z"
		return polyforms.Parallelogram("twins", grid.Hexagon, 7, 4, false, pcs)
	}, 20, 10},
	// Balls in a triangular layer, turned by 60° in it and turned over
	// (turns of space that are not the lattice's), in a rhombus whose
	// half turn in the layer is not the lattice's either.
	{"bent rows of balls in a rhombus", func() *Problem {
		return polyforms.Parallelogram("bent rows", grid.SphereTriangle, 4, 3, false, polyforms.Pieces([][]Point{ballRow, ballBent, ballTriangle, ballBent}))
	}, 4, 2},
	// A flat piece of four balls and two of three in a tetrahedron of
	// ten: the pieces are their own mirror images, so the region's
	// twelve turns and twelve mirror images are its symmetries.
	{"flat balls in a tetrahedron", func() *Problem {
		p := &Problem{Name: "tetrahedron", Grid: grid.SphereTriangle, XDim: 3, YDim: 3, ZDim: 3,
			Pieces: polyforms.Pieces([][]Point{{{X: 0, Y: 1}, {X: 1}, {X: 1, Y: 1}, {X: 2}}, ballBent, ballRow})}
		outside := Piece{Name: "*", Stationary: true}
		for x := range 3 {
			for y := range 3 {
				for z := range 3 {
					if x+y+z >= 3 {
						outside.Cells = append(outside.Cells, Point{X: x, Y: y, Z: z})
					}
				}
			}
		}
		p.Pieces = append(p.Pieces, outside)
		return p
	}, 24, 1},
	// Three solutions are their own half turn: 13 = 2·8 - 3.
	{"tetriamonds twice 4x3", func() *Problem {
		pcs := polyforms.Pieces(polyforms.Free(grid.Triangle, 4))
		for _, pc := range pcs[:3] {
			pc.Name += "2"
			pcs = append(pcs, pc)
		}
		return polyforms.Parallelogram("twins", grid.Triangle, 4, 3, false, pcs)
	}, 13, 8},
}

// TestGridCombinations counts each grid puzzle with every search setting
// of comboSearches (DLX and FILA with each heuristic, NOF, the filters
// and triggers, the memo, parallel and partial searches, --auto), with
// no output filter, with -r, with -u and with -M: the plain count is
// plaincount's (a search that shares no code with this package's
// model), -r and -u agree, every solution is verified and found once.
// Parity on hexagons is an error (TestGridParity). It runs each setting
// on one puzzle (the settings marked short with -short), and every
// setting on every puzzle in the long tests.
func TestGridCombinations(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	for _, gp := range gridPuzzles {
		p := gp.p()
		n, sol, err := plaincount.Count(p)
		if err != nil || n != gp.plain {
			t.Fatalf("%s: plaincount counts %d (%v), want %d", gp.name, n, err, gp.plain)
		}
		if err := verify.Solution(p, sol); err != nil {
			t.Errorf("%s: plaincount's solution: %v", gp.name, err)
		}
	}
	for si, cs := range comboSearches() {
		if testing.Short() && !cs.short && si > 0 {
			continue
		}
		for pi, gp := range gridPuzzles {
			if !longtest.Enabled() && pi != si%len(gridPuzzles) {
				continue // each setting on one puzzle but in the long tests
			}
			p := gp.p()
			if !p.Grid.TwoColoured() && (strings.Contains(cs.name, "-p") || strings.Contains(cs.name, "-P")) {
				continue
			}
			for _, f := range []struct {
				name            string
				red, uniq, mirr bool
				want            int64
			}{{"none", false, false, false, gp.plain}, {"-r", true, false, false, gp.orbit},
				{"-u", false, true, false, gp.orbit}, {"-r -u", true, true, false, gp.orbit}} {
				var o Options
				cs.set(&o, mobilePieces(p))
				o.Redundancy, o.Unique, o.Mirror = f.red, f.uniq, f.mirr
				found, n, err := comboSolve(p, o, cs.parts, testHooks{})
				if err == nil && (n != f.want || int64(len(found)) != n) {
					err = fmt.Errorf("%d solutions (%d distinct), want %d", n, len(found), f.want)
				}
				if err != nil {
					t.Errorf("%s, %s, %s: %v", gp.name, f.name, cs.name, err)
				}
			}
		}
	}
}

// TestGridMirror checks -M on the new grids: where the pieces may be
// turned over it has nothing to add; on one-sided pieces whose set is
// closed under mirroring, the region's mirror images join -r's group.
// Flat pieces of balls are their own mirror images, so in the
// tetrahedron -M keeps one of each mirror pair of solutions (24 in all,
// none its own mirror image).
func TestGridMirror(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		gp         int
		args, note string
		want       int64
	}{
		{0, "-M", "mirror filter: the pieces may be turned over, so the mirror image of a solution is one of its rotations; -M has nothing to add", 18},
		{1, "-r -M", "", 192},
		{1, "-u -M", "", 192},
		{6, "-M", "mirror filter: the pieces may be turned over, so the mirror image of a solution is one of its rotations; -M has nothing to add", 4},
		{7, "-M", "", 12},
		{7, "-r -M", "", 1},
	} {
		gp := gridPuzzles[tc.gp]
		opt, _, err := ParseArgs(strings.Fields(tc.args))
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(gp.p(), opt)
		if err != nil {
			t.Fatal(err)
		}
		st, err := s.Solve(context.Background(), nil)
		if err != nil || st.Solutions != tc.want || tc.note != "" && !slices.Contains(st.Notes, tc.note) {
			t.Errorf("%s %s: %d solutions (%v), notes %q; want %d and %q", gp.name, tc.args, st.Solutions, err, st.Notes, tc.want, tc.note)
		}
	}
}

// TestGridPublished counts the twelve hexiamonds in the 6x6 rhombus
// (156 solutions up to its four symmetries, as published) and in the
// 4x9 parallelogram (74 up to its half turn), and the tetrahexes in the
// 4x7 parallelogram, with and without -r, with -u, across algorithms.
// Without -r every solution's orbit is whole (no solution is its own
// image), so the counts are 4 and 2 times as many; the long test checks
// them with plaincount.
func TestGridPublished(t *testing.T) {
	t.Parallel()
	type run struct {
		args string
		long bool
	}
	for _, tc := range []struct {
		name         string
		p            func() *Problem
		plain, orbit int64
		runs         []run
	}{
		{"hexiamonds 6x6", hexiamonds6x6, 624, 156, []run{{"--auto -r", false}, {"--auto", false}, {"--auto -r -j2", false},
			{"-r -f12 -of -n", true}, {"-u --auto", false}, {"-r", true}, {"-u", true}, {"", true}, {"-r -V -p4 -P -F", true}, {"-r -j2", true}}},
		{"hexiamonds 4x9", hexiamonds4x9, 148, 74, []run{{"--auto -r", false}, {"--auto", false}, {"-r -f6 -oe=6:f=3 -n6", true},
			{"-u --auto", false}, {"-r", true}, {"", true}, {"-r -oy", true}, {"-r -j2 --memo=3 -f12 -of", true}}},
		{"tetrahexes 4x7", tetrahexes4x7, 18, 9, []run{{"--auto -r", false}, {"--auto", false}, {"-r", false}, {"", false}, {"-u", false}}},
	} {
		for _, r := range tc.runs {
			if r.long && !longtest.EnabledNative() {
				continue // under WebAssembly the other runs check each algorithm
			}
			var args []string
			jobs := 0
			for _, a := range strings.Fields(r.args) {
				if n, ok := strings.CutPrefix(a, "-j"); ok {
					jobs = int(n[0] - '0') // the command line's -j
					continue
				}
				args = append(args, a)
			}
			opt, rest, err := ParseArgs(args)
			if err != nil || len(rest) > 0 {
				t.Fatal(r.args, err)
			}
			opt.Jobs = jobs
			want := tc.plain
			if opt.Redundancy || opt.Unique {
				want = tc.orbit
			}
			p := tc.p()
			s, err := New(p, opt)
			if err != nil {
				t.Fatal(err)
			}
			var bad error
			st, err := s.Solve(context.Background(), func(sol Solution) bool {
				if bad == nil {
					bad = verify.Solution(p, sol)
				}
				return true
			})
			if err != nil || bad != nil || st.Solutions != want {
				t.Errorf("%s %s: %d solutions (%v, %v), want %d", tc.name, r.args, st.Solutions, err, bad, want)
			}
		}
	}
}

// TestGridPlaincount checks the plain counts of TestGridPublished with
// internal/plaincount (long: seconds).
func TestGridPlaincount(t *testing.T) {
	longtest.Skip(t)
	longtest.SkipUnderWasm(t)
	t.Parallel()
	for _, tc := range []struct {
		p    *Problem
		want int64
	}{{hexiamonds6x6(), 624}, {hexiamonds4x9(), 148}, {tetrahexes4x7(), 18}} {
		n, sol, err := plaincount.Count(tc.p)
		if err != nil || n != tc.want {
			t.Errorf("%s: plaincount counts %d (%v), want %d", tc.p.Name, n, err, tc.want)
		}
		if err := verify.Solution(tc.p, sol); err != nil {
			t.Errorf("%s: %v", tc.p.Name, err)
		}
	}
}

// TestGridParity checks the parity rules of the new grids: on triangles
// up and down cells are the colours (a region with more up than down
// cells is impossible for pieces of parity 0); hexagons have no
// two-colouring, so -p and -P are errors.
func TestGridParity(t *testing.T) {
	t.Parallel()
	// A row of five triangles without its second (a down triangle):
	// three up triangles and one down, parity 2, which two diamonds
	// (parity 0 each) cannot fill, though the cells add up.
	diamond := []Point{{X: 0, Y: 0}, {X: 1, Y: 0}}
	p := &Problem{Name: "tri", Grid: grid.Triangle, XDim: 5, YDim: 1, ZDim: 1, Pieces: []Piece{
		{Name: "a", Cells: diamond}, {Name: "b", Cells: diamond}, {Name: "*", Cells: []Point{{X: 1, Y: 0}}, Stationary: true}}}
	s, err := New(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	st, _ := s.Solve(context.Background(), nil)
	want := "parity: the open cells have parity 2 (up minus down triangles) but every piece has parity 0, so the puzzle has no solutions"
	if st.Solutions != 0 || !slices.Contains(st.Notes, want) {
		t.Errorf("diamonds: %d solutions, notes %q, want 0 and %q", st.Solutions, st.Notes, want)
	}
	hp := tetrahexes4x7()
	for _, tc := range []struct{ args, want string }{
		{"-p3", "option -p (parity trigger): hexagons cannot be coloured in two colours that every move of a piece keeps or swaps, so there is no parity to check; it applies to squares, cubes and triangles"},
		{"-P", "option -P (parity filter): hexagons cannot be coloured in two colours that every move of a piece keeps or swaps, so there is no parity to check; it applies to squares, cubes and triangles"},
	} {
		opt, _, _ := ParseArgs([]string{tc.args})
		_, err := New(hp, opt)
		var oe *OptionError
		if !errors.As(err, &oe) || err.Error() != tc.want {
			t.Errorf("hexagons %s: error %v, want the option error %q", tc.args, err, tc.want)
		}
	}
}

// TestGridEstimate checks Knuth's estimate and the Monte Carlo runs on
// the triangle and hexagon grids: the probes' mean number of solutions
// lies within four standard errors of the true count, and calibration
// that finishes the search is exact; one Monte Carlo trial to the end
// is the whole search in a random order, its solutions verified.
func TestGridEstimate(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	for _, tc := range []struct {
		p    *Problem
		opt  Options
		want int64
	}{
		{gridPuzzles[4].p(), Options{}, 4},
		{gridPuzzles[1].p(), Options{Search: Search{Redundancy: true}}, 192},
		{tetrahexes4x7(), Options{}, 18},
	} {
		s, err := New(tc.p, tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		est, err := s.Estimate(context.Background(), EstimateOptions{Probes: 4000, Seed: 5, Calibration: -1})
		if err != nil || math.Abs(est.Solutions-float64(tc.want)) > 4*est.SolutionsErr+1 {
			t.Errorf("%s: estimate %.1f ± %.1f solutions (%v), want about %d", tc.p.Name, est.Solutions, est.SolutionsErr, err, tc.want)
		}
		exact, err := s.Estimate(context.Background(), EstimateOptions{Calibration: time.Minute})
		if err != nil || !exact.Exact || exact.Solutions != float64(tc.want) {
			t.Errorf("%s: calibrated estimate %+v (%v), want exact %d", tc.p.Name, exact, err, tc.want)
		}
		mc := monteCarlo(t, tc.p, tc.opt, 1, 0, 7)
		if mc.Solutions != tc.want {
			t.Errorf("%s: one Monte Carlo trial to the end finds %d solutions, want %d", tc.p.Name, mc.Solutions, tc.want)
		}
	}
}

// TestGridSubproblems splits the hexiamonds in the 4x9 parallelogram,
// with -r, into the sub-puzzles with 9 pieces left: each keeps the grid,
// and their counts add up to the whole's 74.
func TestGridSubproblems(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	opt := Options{Search: Search{Redundancy: true}}
	s, err := New(hexiamonds4x9(), opt)
	if err != nil {
		t.Fatal(err)
	}
	var total int64
	parts := 0
	err = s.Subproblems(context.Background(), 9, func(q *Problem) bool {
		parts++
		if q.Grid != grid.Triangle {
			t.Errorf("%s: grid %v", q.Name, q.Grid)
		}
		n, err := Count(q, Options{})
		if err != nil {
			t.Error(err)
		}
		total += n
		return true
	})
	if err != nil || total != 74 || parts < 2 {
		t.Errorf("%d sub-puzzles with %d solutions in all (%v), want 74", parts, total, err)
	}
}

// TestGridSymmetries checks the regions' symmetry groups on the new
// grids: the 6x6 rhombus has four symmetries (three besides the
// identity), the 4x9 parallelogram two, the 4x7 hexagon parallelogram
// two; and on every grid whose symmetries are its own (not the cube's
// matrices of newSymmetry) Neighbors' slots map alike at every cell
// under each of them.
func TestGridSymmetries(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		p    *Problem
		want int
	}{{hexiamonds6x6(), 3}, {hexiamonds4x9(), 1}, {tetrahexes4x7(), 1}} {
		s, err := New(tc.p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if n := s.Rotations(); n != tc.want {
			t.Errorf("%s: %d symmetries besides the identity, want %d", tc.p.Name, n, tc.want)
		}
	}
	for _, g := range grid.Kinds() {
		if g.AxisTurns() {
			continue // the solver's own matrices (newSymmetry)
		}
		// Cells several to a cube are told apart by z: every place in
		// the cubes of a few layers.
		zs := 1
		if b := g.FileBlock(); b > 0 {
			zs = b * b * b
		}
		for _, tr := range g.Symmetries(g.Planar()) {
			dirs := slotMap(g, tr)
			for x := -3; x <= 3; x++ {
				for y := -3; y <= 3; y++ {
					for z := -zs; z <= zs; z++ {
						c := Point{X: x, Y: y, Z: z}
						if g.Planar() {
							c.Z = 0
						}
						for k := range g.Slots() {
							q, ok := g.Slot(c, k)
							if !ok {
								continue
							}
							k2 := bits.TrailingZeros32(uint32(dirs[1<<k]))
							r, ok := g.Slot(tr.Apply(c), k2)
							if !ok || r != tr.Apply(q) {
								t.Fatalf("%v: slot %d of %v maps to slot %d, which is not the image of its neighbour", g, k, c, k2)
							}
						}
					}
				}
			}
		}
	}
}
