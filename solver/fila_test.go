package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"polyplay/internal/longtest"
)

// tetrominoes are the five free tetrominoes.
func tetrominoes() []Piece {
	return []Piece{
		flat("i", "####"),
		flat("o", "##", "##"),
		flat("t", "###", ".#."),
		flat("l", "###", "#.."),
		flat("s", ".##", "##."),
	}
}

// ptDiamond is test case PT of Busche's FILA article: the 12 pentominoes and the 5
// tetrominoes in the 13x13 diamond |x-6|+|y-6| <= 6 less a line of 5
// cells through its centre (80 cells). The article does not list the
// removed cells; this choice gives its count, 51,184 with -r (a plus of
// 5 cells gives 7,302).
func ptDiamond() *Problem {
	wall := Piece{Name: "wall", Stationary: true}
	for x := 0; x < 13; x++ {
		for y := 0; y < 13; y++ {
			if abs(x-6)+abs(y-6) > 6 || y == 6 && abs(x-6) <= 2 {
				wall.Cells = append(wall.Cells, Point{X: x, Y: y, Z: 0})
			}
		}
	}
	pcs := append(pentominoes(), tetrominoes()...)
	return &Problem{Name: "pt-diamond", XDim: 13, YDim: 13, ZDim: 1, Pieces: append(pcs, wall)}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// twins has shapes with several pieces: two L, two T and one each of I
// and O tetrominoes, and two V trominoes, in a 6x5 box.
func twins() *Problem {
	return &Problem{Name: "twins", XDim: 6, YDim: 5, ZDim: 1, Pieces: []Piece{
		flat("L1", "###", "#.."), flat("L2", "###", "#.."),
		flat("T1", "###", ".#."), flat("T2", "###", ".#."),
		flat("I", "####"), flat("O", "##", "##"),
		flat("V1", "##", "#."), flat("V2", "##", "#."),
	}}
}

func mustOrder(t testing.TB, s string) []OrderStep {
	t.Helper()
	steps, err := ParseOrder(s)
	if err != nil {
		t.Fatal(err)
	}
	return steps
}

// filaVariant is FILA's test hooks for one run.
type filaVariant struct {
	name      string
	width     int  // testHooks.filaMinWidth
	warehouse bool // testHooks.filaWarehouse
}

var filaVariants = []filaVariant{{"", 0, false}, {"w128", 128, false}, {"w256+warehouse", 256, true}, {"w192", 192, false}, {"warehouse", 0, true}}

func (v filaVariant) hooks() testHooks {
	return testHooks{filaMinWidth: v.width, filaWarehouse: v.warehouse}
}

// nofVariant is one NOF setting of a test run.
type nofVariant struct {
	name  string
	nof   bool
	cells int // Options.NOFCells
}

// nofVariants are no NOF, NOF on the neighbours, and wide NOF on 6 and 2
// cells.
var nofVariants = []nofVariant{{"nof=off", false, 0}, {"nof", true, 0}, {"nof=6", true, 6}, {"nof=2", true, 2}}

// TestFilaCounts checks that every heuristic, with and without NOF (on
// the neighbours or wide), at several thresholds and on every bit field
// width, finds the known number of solutions, each valid, and that NOF
// and the width change only the no-fits (the search tree is the same).
// Every width runs with NOF off and on the neighbours, on each case's
// first order and threshold, and wide NOF with its first two orders and
// first threshold; the widths with the second order, the other
// thresholds and wide NOF, and the pentomino boxes, are long tests.
func TestFilaCounts(t *testing.T) {
	t.Parallel()
	orders := []string{"f", "e", "s", "x", "y", "z", "X", "Y", "Z", "R", "a@160", "R@1,1,1", "e=5:f=2", "x=5:f=2", "f=6:X=3:e=1", "X:s=3"}
	flat := []string{"f", "e", "s", "x", "X", "R", "a@160", "e=5:f=2", "x=5:f=2", "X=6:s=3"}
	for _, tc := range []struct {
		name     string
		p        *Problem
		opt      Options
		fila     [][]int
		orders   []string
		variants bool // also every bit field width and the warehouse
		want     int64
		long     bool // a long test: the pentomino boxes, and the 20x3 at every width, with DLX above the threshold
		few      int  // if positive, make test runs only the first few orders (the rest are long)
	}{
		{"soma -r", soma(), Options{Search: Search{Redundancy: true}}, [][]int{{6}}, orders, false, 480, false, 0},
		{"soma -r", soma(), Options{Search: Search{Redundancy: true}}, [][]int{{6}, {3}}, []string{"f", "e", "s", "x=5:f=2"}, true, 480, false, 0},
		{"soma -r", soma(), Options{Search: Search{Redundancy: true}}, [][]int{{7}, {6, 2}}, []string{"e=5:f=2", "f"}, false, 480, false, 0},
		{"soma all", soma(), Options{}, [][]int{{7}}, []string{"e"}, false, 11520, false, 0},
		{"20x3 -r", pentominoBox(20, 3), Options{Search: Search{Redundancy: true}}, [][]int{{11}}, flat, false, 2, false, 0},
		{"20x3 -r", pentominoBox(20, 3), Options{Search: Search{Redundancy: true}}, [][]int{{4}}, []string{"f"}, false, 2, false, 0},
		{"20x3 -r", pentominoBox(20, 3), Options{Search: Search{Redundancy: true}}, [][]int{{4}}, []string{"e"}, true, 2, true, 0},
		{"twins", twins(), Options{}, [][]int{{8}}, flat, false, -1, false, 3},
		{"twins", twins(), Options{}, [][]int{{5}}, []string{"f"}, true, -1, false, 0},
		{"twins", twins(), Options{}, [][]int{{5}}, []string{"e", "s"}, false, -1, false, 0},
		{"twins -r", twins(), Options{Search: Search{Redundancy: true}}, [][]int{{8}, {3}}, []string{"f", "e", "s", "Y=4:x=2"}, false, -1, false, 0},
		{"one-sided 30x3 -r", oneSided30x3(), Options{Search: Search{Redundancy: true}}, [][]int{{17}}, []string{"f"}, true, 46, false, 0},
		{"10x6 -r", pentominoBox(10, 6), Options{Search: Search{Redundancy: true}}, [][]int{{11}}, []string{"f"}, false, 2339, true, 0},
		{"12x5 -r", pentominoBox(12, 5), Options{Search: Search{Redundancy: true}}, [][]int{{11}}, []string{"f"}, false, 1010, true, 0},
		{"one-sided 30x3 -r", oneSided30x3(), Options{Search: Search{Redundancy: true}}, [][]int{{12}}, []string{"f"}, false, 46, true, 0},
	} {
		if tc.long && !longtest.EnabledNative() {
			continue // larger trees: under WebAssembly the small cases check every kind of search
		}
		want := tc.want
		if want < 0 {
			// No published count: DLX is the reference.
			want = solveAll(t, tc.p, tc.opt).Solutions
			if want == 0 {
				t.Fatalf("%s: DLX finds no solution", tc.name)
			}
		}
		orders := tc.orders
		if tc.few > 0 && !longtest.Enabled() {
			orders = orders[:tc.few]
		}
		if testing.Short() && len(orders) > 3 {
			orders = orders[:3] // the WebAssembly pass: three orders per case (F, E and S, whose counts differ there)
		}
		for oi, order := range orders {
			for fi, fl := range tc.fila {
				var ref *Stats
				for _, nof := range nofVariants {
					if testing.Short() && nof.cells != 0 {
						continue // the WebAssembly pass: no wide NOF
					}
					if nof.cells != 0 && (oi > 1 || fi > 0) && !longtest.Enabled() {
						continue // wide NOF with the first two orders and the first threshold; the rest is long
					}
					var refNOF *Stats // the first variant with this NOF setting
					for _, v := range filaVariants {
						if v.name != "" && !tc.variants {
							continue
						}
						if v.name != "" && testing.Short() && mobilePieces(tc.p) > 12 {
							continue // the WebAssembly pass: the one-sided 30x3 at its own width (128 bits) only
						}
						if v.name != "" && oi > 1 {
							// The widths with the first two
							// orders, F (no counting) and the
							// next (E's or S's counts of bit
							// fields); the rest read the same
							// fields as those two.
							continue
						}
						if v.name != "" && fi > 0 && !longtest.EnabledNative() {
							// Every width at the other thresholds,
							// natively: under WebAssembly the
							// widths count with the first
							// threshold's orders, the same fields.
							continue
						}
						if v.name != "" && (nof.cells != 0 || oi > 0 || fi > 0) && !longtest.Enabled() {
							// Every width with the case's first
							// order and threshold; with wide NOF,
							// the other orders and thresholds, a
							// long test (TestFirstSet reads wide
							// NOF's sets on 128-bit fields).
							continue
						}
						name := fmt.Sprintf("%s/o%s/f%v/%s/%s", tc.name, order, fl, nof.name, v.name)
						t.Run(name, func(t *testing.T) {
							opt := tc.opt
							opt.Order, opt.Fila, opt.NOF, opt.NOFCells = mustOrder(t, order), fl, nof.nof, nof.cells
							st := solveAllWith(t, tc.p, opt, v.hooks())
							if st.Solutions != want {
								t.Fatalf("%d solutions, want %d", st.Solutions, want)
							}
							if refNOF == nil {
								refNOF = &st
							} else if !reflect.DeepEqual(st.Attempts, refNOF.Attempts) {
								t.Errorf("attempts %v differ from %v", st.Attempts, refNOF.Attempts)
							}
							if ref == nil {
								ref = &st
								return
							}
							if !reflect.DeepEqual(st.Fits, ref.Fits) {
								t.Errorf("fits %v differ from %v", st.Fits, ref.Fits)
							}
							if nof.nof && st.TotalAttempts() > ref.TotalAttempts() {
								t.Errorf("NOF made more attempts: %d > %d", st.TotalAttempts(), ref.TotalAttempts())
							}
						})
					}
				}
			}
		}
	}
}

// TestFilaTetrisCube solves the Tetris Cube with the FILA article's best options
// (-rL -f11 -oe=11:f=3 -n), and -u, which must change nothing under -r
// (it once left 477 solutions).
func TestFilaTetrisCube(t *testing.T) {
	t.Parallel()
	longtest.Skip(t)
	longtest.SkipUnderWasm(t) // FILA under WebAssembly: TestFilaCounts, TestFirstLoop
	st := solveAll(t, tetrisCube(), Options{Search: Search{Redundancy: true, RedundancyPiece: "L", Unique: true, Fila: []int{11}, Order: mustOrder(t, "e=11:f=3"), NOF: true}})
	if st.Solutions != 9839 {
		t.Fatalf("%d solutions, want 9839", st.Solutions)
	}
}

// TestFilaStats checks the statistics: DLX places the constrained X
// (fits = attempts), FILA counts every image tested.
func TestFilaStats(t *testing.T) {
	t.Parallel()
	s, err := New(pentominoBox(10, 6), Options{Search: Search{Redundancy: true, Order: mustOrder(t, "f=11"), Fila: []int{11}}})
	if err != nil {
		t.Fatal(err)
	}
	st := solveAll(t, s.Model.Problem, Options{Search: Search{Redundancy: true, Order: mustOrder(t, "f=11"), Fila: []int{11}}})
	if st.Fits[12] != 8 || st.Attempts[12] != 8 {
		t.Errorf("DLX level: %d fits of %d attempts, want 8 of 8 (the constrained X)", st.Fits[12], st.Attempts[12])
	}
	if st.Fits[1] != 2339 {
		t.Errorf("fits with 1 piece left: %d, want the 2339 solutions", st.Fits[1])
	}
	for p := 1; p <= 12; p++ {
		if st.Fits[p] > st.Attempts[p] || st.Fits[p] == 0 {
			t.Errorf("level %d: %d fits of %d attempts", p, st.Fits[p], st.Attempts[p])
		}
	}
}

// TestFilaTable2 compares with the FILA article's Table 2 (test case P4, -r -V
// -of=11 -f11 on the 10x6) level by level, and with P5 (NOF) in total.
// The one-time volume filter must leave the FILA article's 1907 images.
func TestFilaTable2(t *testing.T) {
	t.Parallel()
	opt := Options{Search: Search{Redundancy: true, VolumeFilter: true, Order: mustOrder(t, "f=11"), Fila: []int{11}}}
	s, err := New(pentominoBox(10, 6), opt)
	if err != nil {
		t.Fatal(err)
	}
	if n := s.ActiveImages(); n != 1907 {
		t.Fatalf("the volume filter leaves %d images, not the FILA article's 1907", n)
	}
	st := solveAll(t, s.Model.Problem, opt)
	attempts := []int64{0, 301677, 3478035, 5722296, 3665538, 1284992, 386776, 200366, 126819, 28279, 3088, 131, 7}
	fits := []int64{0, 2339, 302256, 760374, 617667, 272072, 82406, 26950, 17275, 7994, 1744, 131, 7}
	if !reflect.DeepEqual(st.Attempts, attempts) || !reflect.DeepEqual(st.Fits, fits) {
		t.Errorf("attempts %v\nwant     %v\nfits %v\nwant %v", st.Attempts, attempts, st.Fits, fits)
	}
	// P5 adds NOF: the same fits, 4,682,886 no-fits (Table 1).
	opt.NOF = true
	st = solveAll(t, s.Model.Problem, opt)
	if nf := st.TotalAttempts() - st.TotalFits(); !reflect.DeepEqual(st.Fits, fits) || nf != 4682886 {
		t.Errorf("with NOF: fits %v, %d no-fits; want the same fits and 4682886 no-fits", st.Fits, nf)
	}
}

// TestFilaTrace checks that trace events balance and that a solution
// event comes with every piece placed.
func TestFilaTrace(t *testing.T) {
	t.Parallel()
	depth, maxDepth, sols := 0, 0, 0
	opt := Options{Search: Search{Redundancy: true, Fila: []int{6}, Order: mustOrder(t, "e"), NOF: true}, Run: Run{Trace: func(ev Event) {
		switch ev.Kind {
		case EventPlace:
			depth++
			maxDepth = max(maxDepth, depth)
		case EventRemove:
			depth--
		case EventSolution:
			sols++
			if depth != 7 {
				t.Errorf("solution at depth %d", depth)
			}
		}
	}}}
	st := solveAll(t, soma(), opt)
	if depth != 0 || maxDepth != 7 || sols != 480 || st.Solutions != 480 {
		t.Errorf("depth %d, max %d, %d solution events, %d solutions", depth, maxDepth, sols, st.Solutions)
	}
}

// TestFilaMaxSolutions checks that FILA stops at the requested count.
func TestFilaMaxSolutions(t *testing.T) {
	t.Parallel()
	st := solveAll(t, pentominoBox(10, 6), Options{Search: Search{Redundancy: true, Fila: []int{11}, Order: mustOrder(t, "f"), NOF: true}, Run: Run{MaxSolutions: 5}})
	if st.Solutions != 5 || st.Stopped != "max" {
		t.Errorf("%d solutions, stopped %q", st.Solutions, st.Stopped)
	}
}

// TestFilaTooWide checks that a threshold above the widest field is
// postponed until the open cells fit, still finding every solution.
func TestFilaTooWide(t *testing.T) {
	t.Parallel()
	// 65 I tetrominoes in a 260x1 strip: 260 cells, more than 255.
	p := &Problem{Name: "strip", XDim: 260, YDim: 1, ZDim: 1}
	for i := 0; i < 65; i++ {
		p.Pieces = append(p.Pieces, flat(fmt.Sprintf("I%d", i), "####"))
	}
	opt := Options{Search: Search{Fila: []int{65}, Order: mustOrder(t, "f"), NOF: true}}
	st := solveAll(t, p, opt)
	dlx := solveAll(t, p, Options{Search: Search{Order: mustOrder(t, "f")}})
	if st.Solutions != 1 || dlx.Solutions != 1 {
		t.Errorf("FILA %d solutions, DLX %d", st.Solutions, dlx.Solutions)
	}
}

// estimateScan is the E heuristic as Busche's FILA article states it, by a plain scan:
// among the holes with fewest open neighbours (counted one by one), the
// first with fewest fits; and whether it counted no fit there (a lone
// candidate is not counted).
func (f *fila64) estimateScan(tab, q int, avail uint64, o bits64) (set int32, noFit bool) {
	h := f.full.andNot(o)
	var cand []int
	nmin := 7
	for v := 0; v < f.pz.V; v++ {
		if o.bit(uint8(v)) != 0 {
			continue
		}
		switch n := f.nbMask[v].and(h).count(); {
		case n < nmin:
			nmin, cand = n, []int{v}
		case n == nmin:
			cand = append(cand, v)
		}
	}
	// The sets of the lazy table are written as estimate writes them.
	at := func(v int) int32 {
		si := f.setAt(tab, v, o)
		if f.pz.unbuilt(si) {
			f.buildSet(tab, v, si)
		}
		return si
	}
	if len(cand) == 1 {
		return at(cand[0]), false
	}
	best, fmin := int32(-1), int(^uint(0)>>1)
	for _, v := range cand {
		s := at(v)
		if n := f.countFits(s, q, avail, o, int(^uint(0)>>1)); n < fmin {
			best, fmin = s, n
		}
	}
	return best, fmin == 0
}

// TestFilaEstimateChoice checks the E heuristic's bit-sliced neighbour
// counts against a plain scan, on random occupancies of FILA sub-puzzles
// in 2-D and 3-D (sparse ones, where every hole has three open neighbours
// or more, included), and the counts' update when an image is placed.
func TestFilaEstimateChoice(t *testing.T) {
	for _, c := range []struct {
		name string
		p    *Problem
		fila int
	}{
		{"tetris-cube", tetrisCube(), 11},
		{"pt-diamond", ptDiamond(), 11},
		{"10x6", pentominoBox(10, 6), 11},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := New(c.p, Options{Search: Search{Fila: []int{c.fila}, Order: mustOrder(t, fmt.Sprintf("e=%d", c.fila)), NOF: true}})
			if err != nil {
				t.Fatal(err)
			}
			checked, updated := 0, 0
			s.setHooks(testHooks{fila: func(e *engine, p int) {
				defer e.stop("test")
				fc := e.filaState()
				pz := &fc.pz
				pz.compile(e, fc, p)
				if pz.V >= 64 {
					t.Fatalf("%d open cells: not a 64-bit sub-puzzle", pz.V)
				}
				f := &fila64{}
				f.setup(e, pz)
				r := rand.New(rand.NewPCG(1, uint64(pz.V)))
				for trial := 0; trial < 3000; trial++ {
					var o bits64
					density := r.Float64()
					for v := 0; v < pz.V; v++ {
						if r.Float64() < density {
							o = o.with(v)
						}
					}
					if o == f.full {
						continue
					}
					f.noFit, f.lone = false, false
					got := f.estimate(0, pz.Q, f.avail, o)
					want, wantNoFit := f.estimateScan(0, pz.Q, f.avail, o)
					if got != want || f.noFit != wantNoFit {
						t.Fatalf("occupancy %#x: estimate chose set %d (no fit %v), the scan %d (no fit %v)", uint64(o), got, f.noFit, want, wantNoFit)
					}
					checked++
					// Placing an image updates the counts as counting
					// them again would.
					if i := r.IntN(len(f.layout)); f.counts && o.disjoint(f.layout[i]) {
						got, want := f.countNeighbours(o).sub(f.dcount[i]), f.countNeighbours(o.or(f.layout[i]))
						if got != want {
							t.Fatalf("occupancy %#x, image %d: counts after placing it %v, counted again %v", uint64(o), i, got, want)
						}
						updated++
					}
				}
			}})
			if _, err := s.Solve(context.Background(), nil); err != nil {
				t.Fatal(err)
			}
			if checked < 2000 || updated < 100 {
				t.Fatalf("checked %d occupancies and %d updates, want at least 2000 and 100", checked, updated)
			}
		})
	}
}

// TestFilaLazyTable checks the lazy table (the E and S heuristics'
// table under NOF, whose sets are written when first read) against the
// same table written whole by buildTable: each cell's neighbours read,
// and each set's lists and shape mask, on sub-puzzles in 3-D and 2-D,
// with the neighbours and the wide NOF watched.
func TestFilaLazyTable(t *testing.T) {
	for _, c := range []struct {
		name     string
		p        *Problem
		order    string
		fila     int
		nofCells int
	}{
		{"soma", soma(), "e=6:f=3", 6, 0},
		{"soma-s", soma(), "s=6", 6, 0},
		{"tetris-cube", tetrisCube(), "e=11:f=3", 11, 0},
		{"tetris-cube-wide", tetrisCube(), "e=11", 11, MaxNOFCells},
		{"pt-diamond", ptDiamond(), "e=11:f=3", 11, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := New(c.p, Options{Search: Search{Fila: []int{c.fila}, Order: mustOrder(t, c.order), NOF: true, NOFCells: c.nofCells}})
			if err != nil {
				t.Fatal(err)
			}
			sets := 0
			s.setHooks(testHooks{fila: func(e *engine, p int) {
				defer e.stop("test")
				fc := e.filaState()
				pz := &fc.pz
				pz.compile(e, fc, p)
				lazy := slices.Index(pz.plan.tableOrder, -1)
				if lazy < 0 {
					t.Fatalf("no lazy table (tables %v)", pz.plan.tableOrder)
				}
				V, stride := pz.V, pz.Q+1
				cells := slices.Clone(pz.tabCells[lazy*V : (lazy+1)*V])
				for si := range len(pz.smask) {
					if !pz.unbuilt(int32(si)) {
						continue
					}
					v := 0
					for v+1 < V && cells[v+1].base <= int32(si) {
						v++
					}
					if si < int(cells[0].base) {
						t.Fatalf("set %d unbuilt, before the lazy table's first %d", si, cells[0].base)
					}
					pz.buildSet(cells, v, int32(si))
				}
				// The whole table, written after the lazy one's sets.
				whole := make([]filaCell, V)
				mark := make([]int32, V)
				pz.buildTable(whole, nil, true, c.nofCells, mark)
				for v := range cells {
					lz, wh := cells[v], whole[v]
					if lz.k != wh.k || lz.nb != wh.nb {
						t.Fatalf("cell %d: lazy reads %d neighbours %v, whole %d %v", v, lz.k, lz.nb, wh.k, wh.nb)
					}
					for z := int32(0); z < 1<<lz.k; z++ {
						a, b := lz.base+z, wh.base+z
						if pz.smask[a] != pz.smask[b] {
							t.Fatalf("cell %d, z %d: shapes %#x lazily, %#x whole", v, z, pz.smask[a], pz.smask[b])
						}
						for sh := 0; sh < pz.Q; sh++ {
							la := pz.ids[pz.off[int(a)*stride+sh]:pz.off[int(a)*stride+sh+1]]
							wa := pz.ids[pz.off[int(b)*stride+sh]:pz.off[int(b)*stride+sh+1]]
							if !slices.Equal(la, wa) {
								t.Fatalf("cell %d, z %d, shape %d: images %v lazily, %v whole", v, z, sh, la, wa)
							}
						}
						sets++
					}
				}
			}})
			if _, err := s.Solve(context.Background(), nil); err != nil {
				t.Fatal(err)
			}
			if sets < 100 {
				t.Fatalf("compared %d sets, want at least 100", sets)
			}
		})
	}
}

// TestFirstSet checks searchFirst's image list sets, read from two bytes
// of the occupancy, against the ILSI read bit by bit, on random
// occupancies of FILA sub-puzzles in 2-D (64-bit fields) and 3-D (128),
// with the neighbours and the wide NOF watched: both the cells whose
// watched cells two bytes hold and the others.
func TestFirstSet(t *testing.T) {
	for _, c := range []struct {
		name  string
		p     *Problem
		fila  int
		cells int // NOFCells
	}{
		{"10x6", pentominoBox(10, 6), 11, 0},
		{"10x6 wide", pentominoBox(10, 6), 11, 6},
		{"tetris-cube", tetrisCube(), 11, 0},
		{"tetris-cube wide", tetrisCube(), 11, 6},
		{"pt-diamond wide", ptDiamond(), 13, 6},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := New(c.p, Options{Search: Search{Fila: []int{c.fila}, Order: mustOrder(t, fmt.Sprintf("f=%d", c.fila)), NOF: true, NOFCells: c.cells}})
			if err != nil {
				t.Fatal(err)
			}
			checked, windows, bitwise := 0, 0, 0
			s.setHooks(testHooks{fila: func(e *engine, p int) {
				defer e.stop("test")
				fc := e.filaState()
				pz := &fc.pz
				pz.compile(e, fc, p)
				r := rand.New(rand.NewPCG(2, uint64(pz.V)))
				check := func(firstFrom int, first []firstCell, set func(p int, o []uint64) (got, want int32)) {
					if firstFrom != pz.P {
						t.Fatalf("searchFirst takes levels %d down, want all %d", firstFrom, pz.P)
					}
					for _, fc := range first[:pz.V] {
						if fc.slow == 0 {
							windows++
						} else {
							bitwise++
						}
					}
					for trial := 0; trial < 3000; trial++ {
						o := make([]uint64, 4)
						density := r.Float64()
						for v := 0; v < pz.V-1; v++ {
							if r.Float64() < density {
								o[v/64] |= 1 << (v % 64)
							}
						}
						p := 1 + r.IntN(pz.P)
						if got, want := set(p, o); got != want {
							t.Fatalf("occupancy %x, %d pieces left: set %d, the ILSI bit by bit %d", o, p, got, want)
						}
						checked++
					}
				}
				switch {
				case pz.V < 64:
					f := &fila64{}
					f.setup(e, pz)
					check(f.firstFrom, f.first, func(p int, w []uint64) (int32, int32) {
						o := bits64(w[0])
						return f.firstSet(p, o), ilsi64(&f.cells[f.tabs[p]+o.lowestZero()], o)
					})
				case pz.V < 128:
					f := &fila128{}
					f.setup(e, pz)
					check(f.firstFrom, f.first, func(p int, w []uint64) (int32, int32) {
						o := bits128{w[0], w[1]}
						return f.firstSet(p, o), ilsi128(&f.cells[f.tabs[p]+o.lowestZero()], o)
					})
				default:
					t.Fatalf("%d open cells: not a 64- or 128-bit sub-puzzle", pz.V)
				}
			}})
			if _, err := s.Solve(context.Background(), nil); err != nil {
				t.Fatal(err)
			}
			if checked < 3000 || windows == 0 {
				t.Fatalf("checked %d occupancies, %d cells read from bytes, want at least 3000 and 1", checked, windows)
			}
			t.Logf("%d occupancies; %d cells read from two bytes, %d bit by bit", checked, windows, bitwise)
		})
	}
}

// TestNbCount checks the bit-sliced counts of the E heuristic against
// plain numbers: set, then sub of every pair of numbers from 0 to 7
// (d <= c), cell by cell, and eq.
func TestNbCount(t *testing.T) {
	t.Parallel()
	var c, d nbCount64
	want := map[int]int{}
	v := 0
	for a := 0; a < 8; a++ {
		for b := 0; b <= a; b++ {
			c, d = c.set(v, a), d.set(v, b)
			want[v] = a - b
			v++
		}
	}
	r := c.sub(d)
	var all bits64
	for u := 0; u < v; u++ {
		all = all.with(u)
	}
	check := func(op string, r nbCount64, want map[int]int) {
		for n := 0; n < 8; n++ {
			in := r.eq(all, n)
			for u := 0; u < v; u++ {
				if got := in.bit(uint8(u)) == 1; got != (want[u] == n) {
					t.Errorf("%s: cell %d: eq(%d) = %v, want number %d", op, u, n, got, want[u])
				}
			}
		}
	}
	check("sub", r, want)
	// add: cell u (number a) is in the first b of seven masks, a+b <= 7.
	var masks [7]bits64
	sum := map[int]int{}
	c = nbCount64{}
	for u := 0; u < v; u++ {
		a := u % 8
		b := (u / 8) % (8 - a)
		c = c.set(u, a)
		for j := 0; j < b; j++ {
			masks[j] = masks[j].with(u)
		}
		sum[u] = a + b
	}
	for _, m := range masks {
		c = c.add(m)
	}
	check("add", c, sum)
}

// TestCountLists checks countLists64 and countLists128 against a count
// image by image, on sets of 12 lists of every length from 0 to 9 (the
// first four counted without a branch, the rest one by one; the shapes
// counted have images), the layouts past the last list empty (they would
// all fit if counted): below max the count is exact, else it is at
// least max.
func TestCountLists(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(3, 4))
	const Q = 12
	for trial := 0; trial < 2000; trial++ {
		off := make([]int32, Q+1)
		for s := 0; s < Q; s++ {
			off[s+1] = off[s] + int32(rng.IntN(10))
		}
		n := int(off[Q])
		lay, wide := make([]bits64, n+countSpare), make([]bits128, n+countSpare)
		for k := 0; k < n; k++ {
			// Sparse layouts, so that about half of them fit.
			l := rng.Uint64() & rng.Uint64() & rng.Uint64() & rng.Uint64()
			lay[k], wide[k] = bits64(l), bits128{l, l >> 7}
		}
		o := rng.Uint64() & rng.Uint64()
		// Shapes with images in the set only, as avail&smask[si].
		m := rng.Uint64() & (1<<Q - 1)
		for s := 0; s < Q; s++ {
			if off[s] == off[s+1] {
				m &^= 1 << s
			}
		}
		want := 0
		for s := 0; s < Q; s++ {
			if m>>s&1 == 0 {
				continue
			}
			for _, l := range lay[off[s]:off[s+1]] {
				if uint64(l)&o == 0 {
					want++
				}
			}
		}
		for _, max := range []int{0, 1, 3, 8, 9, want, want + 1, 1 << 30} {
			got := countLists64(lay, off, m, bits64(o), max)
			got128 := countLists128(wide, off, m, bits128{o, 0}, max)
			for _, g := range []struct {
				name string
				n    int
			}{{"countLists64", got}, {"countLists128", got128}} {
				if want < max && g.n != want || want >= max && g.n < max {
					t.Fatalf("offsets %v, shapes %#x, max=%d: %s = %d, want %d", off, m, max, g.name, g.n, want)
				}
			}
		}
	}
}
