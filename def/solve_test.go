package def_test

import (
	"context"
	"testing"

	"polyplay/def"
	"polyplay/internal/librarytest"
	"polyplay/internal/longtest"
	"polyplay/solver"
)

// TestLibraryFirstSolution finds a first solution of library puzzles
// with the automatic configuration (--auto, what polyplay uses without
// algorithm options), including puzzles of more than 64 open cells (the
// PT diamond, the one-sided 18x5) and, in the long tests, more than 128
// (the box-in-a-diamond: the 35 hexominoes in 210 cells), and checks it
// with the verifier. The hexomino parallelogram, the same 35 pieces in
// 210 cells, takes minutes to its first solution and checks nothing
// more; the 756-cell heptomino board takes longer still. Both are left
// out.
func TestLibraryFirstSolution(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		key  string
		long bool
	}{
		{"pentominoes-10x6", false},
		{"pentominoes-onesided-18x5", false},
		{"pt-diamond-13x13", false},
		{"tetris-cube", false},
		{"bedlam-cube", false},
		{"hexiamonds-onesided-hexagon", false},
		{"hexominoes-box-in-a-diamond", true},
	} {
		t.Run(tc.key, func(t *testing.T) {
			t.Parallel()
			if tc.long {
				longtest.Skip(t)
				longtest.SkipUnderWasm(t)
			}
			if got := librarytest.Count(t, tc.key, solver.Options{Search: solver.Search{Auto: true}, Run: solver.Run{MaxSolutions: 1}}); got != 1 {
				t.Errorf("%d solutions with --max 1, want 1", got)
			}
		})
	}
}

// fila is a fast configuration for the larger puzzles, like the polycube
// runs of Busche's FILA article: FILA with neighbour occupancy filtering
// when 11 pieces remain, the estimate heuristic, then first-hole for the
// last 3 pieces.
var fila = solver.Options{Search: solver.Search{Redundancy: true, Fila: []int{11}, NOF: true,
	Order: []solver.OrderStep{{Heuristic: solver.Estimate, Remaining: 11}, {Heuristic: solver.First, Remaining: 3}}}}

// obeirne is a fast configuration for the one-sided hexiamonds in
// O'Beirne's hexagon: the redundancy filter on N, FILA from 14 pieces
// left with the estimate heuristic, then first-hole for the last 2, the
// memo of dead ends from 3 (-rN -V -oe=14:f=2 -f14 -n --memo=3).
var obeirne = solver.Options{Search: solver.Search{Redundancy: true, RedundancyPiece: "N", VolumeFilter: true, Fila: []int{14}, NOF: true, Memo: 3,
	Order: []solver.OrderStep{{Heuristic: solver.Estimate, Remaining: 14}, {Heuristic: solver.First, Remaining: 2}}}}

// plain is DLX alone: the default order, no FILA, no filter but the
// redundancy filter.
var plain = solver.Options{Search: solver.Search{Redundancy: true}}

// TestLibraryCounts solves library puzzles and checks the counts recorded
// in the index: Solutions with the redundancy filter and, where recorded,
// AllSolutions without it. Every puzzle is counted with the automatic
// configuration (with and without the filter; Kanoodle, whose 371,020
// solutions take a minute to verify, only in the long tests, and
// TestLibraryKanoodleCount counts it without that; the 22 pentahexes in
// the notched 3x40 parallelogram, seconds of search, only in the long
// tests); the long tests (make test-long) count them with plain DLX and
// the filter (the unfiltered trees are four times larger and check no
// other algorithm; not the pentahexes, which internal/plaincount's
// TestCountGrids counts with plain DLX), and the polycubes with FILA
// too. TestLibraryAlgorithms checks each algorithm
// on a small puzzle in the short run.
func TestLibraryCounts(t *testing.T) {
	t.Parallel()
	auto := solver.Options{Search: solver.Search{Redundancy: true, Auto: true}}
	for _, tc := range []struct {
		key  string
		opt  solver.Options // options for the redundancy-filtered count
		all  bool           // also count with no filter
		long bool
	}{
		{"pentominoes-20x3", auto, true, false},
		{"soma", auto, true, false},
		{"pentominoes-8x8-hole", auto, true, false},
		{"pentominoes-onesided-30x3", auto, true, false},
		{"pentominoes-15x4", auto, true, false},
		{"pentominoes-12x5", auto, true, false},
		{"pentominoes-10x6", auto, true, false},
		{"kanoodle", auto, true, true},
		{"hexiamonds-6x6", auto, true, false},
		{"hexiamonds-4x9", auto, true, false},
		{"tetrahexes-4x7", auto, true, false},
		{"pentahexes-3x40-notched", auto, true, true},
		{"hexiamonds-6x6", plain, true, true},
		{"hexiamonds-4x9", plain, true, true},
		{"tetrahexes-4x7", plain, true, true},
		{"pentominoes-8x8-hole", plain, false, true},
		{"pentominoes-onesided-30x3", plain, false, true},
		{"pentominoes-15x4", plain, false, true},
		{"pentominoes-12x5", plain, false, true},
		{"pentominoes-10x6", plain, false, true},
		{"kanoodle", plain, false, true},
		{"kanoodle", fila, false, true},
		{"kanoodle-pyramid", auto, true, false},
		{"tetraspheres-tetrahedron", auto, true, false},
		{"tetraspheres-tower", auto, true, false},
		{"tetraspheres-tetrahedron", plain, true, false},
		{"tetraspheres-tower", fila, true, false},
		{"kanoodle-pyramid", plain, false, true},
		{"kanoodle-pyramid", fila, false, true},
		{"tetris-cube", auto, false, true},
		{"tetris-cube", fila, false, true},
		{"bedlam-cube", fila, false, true},
	} {
		name := tc.key + "/auto"
		if !tc.opt.Auto {
			name = tc.key + "/plain"
			if tc.opt.Fila != nil {
				name = tc.key + "/fila"
			}
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if tc.long {
				// Larger trees, natively: under WebAssembly
				// the other cases run each algorithm.
				longtest.Skip(t)
				longtest.SkipUnderWasm(t)
			}
			if testing.Short() && !tc.opt.Auto {
				t.Skip("slow; run without -short")
			}
			e, _ := def.Lookup(tc.key)
			if e.Solutions == 0 {
				t.Fatalf("%s has no recorded count", tc.key)
			}
			if got := librarytest.Count(t, tc.key, tc.opt); got != e.Solutions {
				t.Errorf("with the redundancy filter: %d solutions, want %d", got, e.Solutions)
			}
			if tc.all {
				opt := tc.opt
				opt.Redundancy = false
				if got := librarytest.Count(t, tc.key, opt); got != e.AllSolutions {
					t.Errorf("without filter: %d solutions, want %d", got, e.AllSolutions)
				}
			}
		})
	}
}

// TestLibraryOBeirneCount counts the one-sided hexiamonds in O'Beirne's
// hexagon with the redundancy filter, every solution verified: Knuth's
// 124,519. A long test, natively only: under WebAssembly it takes a
// large part of the long tests' time.
func TestLibraryOBeirneCount(t *testing.T) {
	t.Parallel()
	longtest.Skip(t)
	longtest.SkipUnderWasm(t)
	e, _ := def.Lookup("hexiamonds-onesided-hexagon")
	if got := librarytest.Count(t, e.Key, obeirne); got != e.Solutions || got != 124519 {
		t.Errorf("%d solutions with the redundancy filter, want %d", got, e.Solutions)
	}
}

// TestLibraryKanoodleCount counts Kanoodle's solutions with the
// automatic configuration, with and without the redundancy filter,
// without checking each of the 371,020 with the verifier (which takes a
// minute): TestLibraryCounts does that in the long tests, with plain DLX
// and with FILA too.
func TestLibraryKanoodleCount(t *testing.T) {
	t.Parallel()
	e, _ := def.Lookup("kanoodle")
	p := librarytest.Problem(t, "kanoodle")
	for _, tc := range []struct {
		redundancy bool
		want       int64
	}{{true, e.Solutions}, {false, e.AllSolutions}} {
		got, err := solverCount(p, solver.Options{Search: solver.Search{Auto: true, Redundancy: tc.redundancy}})
		if err != nil || got != tc.want {
			t.Errorf("redundancy filter %v: %d solutions (%v), want %d", tc.redundancy, got, err, tc.want)
		}
	}
}

// TestLibraryAlgorithms counts a small library puzzle, the 20x3 (2
// solutions, 8 without the redundancy filter), with each algorithm on its
// own: plain DLX, FILA from the top with and without NOF, and the
// automatic configuration; and Soma (480, 11520) likewise in 3-D.
func TestLibraryAlgorithms(t *testing.T) {
	t.Parallel()
	for _, key := range []string{"pentominoes-20x3", "soma"} {
		e, _ := def.Lookup(key)
		pieces := 0
		for _, pc := range librarytest.Problem(t, key).Pieces {
			if !pc.Stationary {
				pieces++
			}
		}
		for _, alg := range []struct {
			name string
			opt  solver.Options
		}{
			{"dlx", solver.Options{}},
			{"fila", solver.Options{Search: solver.Search{Fila: []int{pieces - 1}, Order: []solver.OrderStep{{Heuristic: solver.First}}}}},
			{"fila-nof", solver.Options{Search: solver.Search{Fila: []int{pieces - 1}, NOF: true, Order: []solver.OrderStep{{Heuristic: solver.Estimate}}}}},
			{"auto", solver.Options{Search: solver.Search{Auto: true}}},
		} {
			t.Run(key+"/"+alg.name, func(t *testing.T) {
				t.Parallel()
				if testing.Short() && key == "soma" {
					t.Skip("slow under WebAssembly; run without -short")
				}
				opt := alg.opt
				if got := librarytest.Count(t, key, opt); got != e.AllSolutions {
					t.Errorf("without filter: %d solutions, want %d", got, e.AllSolutions)
				}
				opt.Redundancy = true
				if got := librarytest.Count(t, key, opt); got != e.Solutions {
					t.Errorf("with the redundancy filter: %d solutions, want %d", got, e.Solutions)
				}
			})
		}
	}
}

// solverCount solves p and returns the number of solutions.
func solverCount(p *solver.Problem, opts solver.Options) (int64, error) {
	s, err := solver.New(p, opts)
	if err != nil {
		return 0, err
	}
	st, err := s.Solve(context.Background(), nil)
	return st.Solutions, err
}
