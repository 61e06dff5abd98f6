package solver

import (
	"context"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"polyplay/internal/longtest"
)

// estimate runs s.Estimate and fails the test on an error.
func estimate(t *testing.T, s *Solver, o EstimateOptions) TreeEstimate {
	t.Helper()
	est, err := s.Estimate(context.Background(), o)
	if err != nil {
		t.Fatalf("Estimate: %v", err)
	}
	return est
}

// within reports whether got is within a factor tol of want.
func within(got, want, tol float64) bool {
	return got >= want/tol && got <= want*tol
}

// TestEstimateProbes compares Knuth's random-probe estimate, without
// calibration (so it depends only on the seed), with the true statistics
// of a full search. The tolerances are about twice the largest deviation
// measured over several seeds with 10,000 probes; solution counts of the
// pentomino boxes are left out, since their solutions are too rare for
// 10,000 probes to find more than a few.
func TestEstimateProbes(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	for _, tc := range []struct {
		name   string
		p      *Problem
		o      Options
		solTol float64 // 0: solutions not compared
		long   bool
	}{
		{"soma -r", soma(), Options{Search: Search{Redundancy: true}}, 2, false},
		{"soma -M", soma(), Options{Search: Search{Mirror: true}}, 2, false},
		{"soma -u", soma(), Options{Search: Search{Unique: true}}, 2, false},
		{"20x3", pentominoBox(20, 3), Options{}, 0, false},
		{"10x6 -r", pentominoBox(10, 6), Options{Search: Search{Redundancy: true}}, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.long {
				longtest.Skip(t)
			}
			st := solveAll(t, tc.p, tc.o)
			s, err := New(tc.p, tc.o)
			if err != nil {
				t.Fatal(err)
			}
			o := EstimateOptions{Probes: 10000, Seed: 1, Calibration: -1}
			est := estimate(t, s, o)
			fits := float64(st.TotalFits())
			t.Logf("fits %d, estimated %.0f ± %.0f; solutions %d, estimated %.1f ± %.1f",
				st.TotalFits(), est.Nodes, est.NodesErr, st.Solutions, est.Solutions, est.SolutionsErr)
			if est.Probes != o.Probes || est.Exact {
				t.Errorf("%d probes, exact %v; want %d probes, not exact", est.Probes, est.Exact, o.Probes)
			}
			if !within(est.Nodes, fits, 1.5) {
				t.Errorf("estimated %.0f fits, true %.0f: not within a factor 1.5", est.Nodes, fits)
			}
			if est.NodesErr <= 0 || math.Abs(est.Nodes-fits) > 4*est.NodesErr {
				t.Errorf("estimated %.0f ± %.0f fits: true %.0f is more than 4 standard errors away", est.Nodes, est.NodesErr, fits)
			}
			if tc.solTol > 0 && !within(est.Solutions, float64(st.Solutions), tc.solTol) {
				t.Errorf("estimated %.1f solutions, true %d: not within a factor %g", est.Solutions, st.Solutions, tc.solTol)
			}
			// The root's branching column is the same in every probe, so
			// the estimate of the top level is exact.
			P := s.Model.Pieces
			if len(est.Fits) != P+1 || est.Fits[P] != float64(st.Fits[P]) {
				t.Errorf("top-level fits estimated %v, true %d", est.Fits, st.Fits[P])
			}
			sum := 0.0
			for _, f := range est.Fits {
				sum += f
			}
			if math.Abs(sum-est.Nodes) > 1e-6*est.Nodes {
				t.Errorf("per-level fits add up to %.0f, total %.0f", sum, est.Nodes)
			}
			if est.Rate != 0 || est.Time != 0 {
				t.Errorf("without calibration: rate %g, time %v; want 0", est.Rate, est.Time)
			}
			// The same seed gives the same estimate.
			if again := estimate(t, s, o); !reflect.DeepEqual(again, est) {
				t.Errorf("same seed, different estimates:\n%+v\n%+v", est, again)
			}
		})
	}
}

// TestEstimateCalibration checks the calibration run: a search that
// finishes in it gives the true numbers, marked Exact; one that does not
// gives a measured rate and the probes' estimate, the same as without
// calibration.
func TestEstimateCalibration(t *testing.T) {
	t.Parallel()
	p := soma()
	st := solveAll(t, p, Options{Search: Search{Redundancy: true}})
	for _, o := range []Options{
		{Search: Search{Redundancy: true}},
		{Search: Search{Redundancy: true}, Run: Run{Jobs: 2}},
		{Search: Search{Redundancy: true}, Run: Run{Jobs: 2, Part: 1, Parts: 3}}, // the whole search is estimated
		{Search: Search{Redundancy: true}, Run: Run{MaxSolutions: 1, TimeLimit: time.Nanosecond}},
		{Search: Search{Redundancy: true, MCTrials: 5, MCRemaining: 3, MCSeed: 7}},
		{Search: Search{Redundancy: true, Fila: []int{4}}}, // estimated without FILA
	} {
		s, err := New(p, o)
		if err != nil {
			t.Fatal(err)
		}
		est := estimate(t, s, EstimateOptions{Calibration: time.Minute})
		want := make([]float64, len(st.Fits))
		for i, f := range st.Fits {
			want[i] = float64(f)
		}
		if !est.Exact || est.Probes != 0 || est.Nodes != float64(st.TotalFits()) || est.Solutions != float64(st.Solutions) ||
			est.NodesErr != 0 || est.SolutionsErr != 0 || !reflect.DeepEqual(est.Fits, want) {
			t.Errorf("%v: estimate %+v; want exact: %d fits %v, %d solutions", fmt.Sprintf("%+v", o.Search), est, st.TotalFits(), st.Fits, st.Solutions)
		}
		if est.Rate <= 0 || est.Time <= 0 {
			t.Errorf("%v: rate %g, time %v; want both positive", fmt.Sprintf("%+v", o.Search), est.Rate, est.Time)
		}
		if est.WithoutFILA != (len(o.Fila) > 0) {
			t.Errorf("%v: WithoutFILA %v", fmt.Sprintf("%+v", o.Search), est.WithoutFILA)
		}
	}

	// Tetris Cube never finishes within a millisecond.
	s, err := New(tetrisCube(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	o := EstimateOptions{Probes: 300, Seed: 3, Calibration: time.Millisecond}
	est := estimate(t, s, o)
	if est.Exact || est.Probes != o.Probes || est.Rate <= 0 || est.Time <= 0 {
		t.Errorf("Tetris Cube: %+v; want %d probes, a positive rate and time", est, o.Probes)
	}
	if want := time.Duration(est.Nodes / est.Rate * float64(time.Second)); est.Time != want {
		t.Errorf("time %v, want fits / rate = %v", est.Time, want)
	}
	o.Calibration = -1
	plain := estimate(t, s, o)
	if plain.Nodes != est.Nodes || plain.Solutions != est.Solutions || !reflect.DeepEqual(plain.Fits, est.Fits) {
		t.Errorf("calibration changed the probes: %+v, without %+v", est, plain)
	}
}

// TestEstimateOptionsIgnored checks that the probes ignore what the
// search does differently for speed or output: FILA (probes follow DLX),
// Monte Carlo, limits and parts. Each gives the estimate of the plain
// search. The default number of probes is DefaultProbes.
func TestEstimateOptionsIgnored(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	s, err := New(soma(), Options{Search: Search{Redundancy: true}})
	if err != nil {
		t.Fatal(err)
	}
	if est := estimate(t, s, EstimateOptions{Calibration: -1}); est.Probes != DefaultProbes {
		t.Errorf("%d probes, want DefaultProbes (%d)", est.Probes, DefaultProbes)
	}
	p := pentominoBox(10, 6)
	if s, err = New(p, Options{Search: Search{Redundancy: true}}); err != nil {
		t.Fatal(err)
	}
	o := EstimateOptions{Probes: 1000, Seed: 5, Calibration: -1}
	want := estimate(t, s, o)
	for _, opt := range []Options{
		{Search: Search{Redundancy: true, Fila: []int{6}}},
		{Search: Search{Redundancy: true, Fila: []int{8, 4}, NOF: true}},
		{Search: Search{Redundancy: true, MCTrials: 10, MCRemaining: 4, MCSeed: 9}},
		{Search: Search{Redundancy: true}, Run: Run{MaxSolutions: 1, TimeLimit: time.Nanosecond}},
		{Search: Search{Redundancy: true}, Run: Run{Part: 0, Parts: 4}},
	} {
		s, err := New(p, opt)
		if err != nil {
			t.Fatal(err)
		}
		got := estimate(t, s, o)
		if got.WithoutFILA != (len(opt.Fila) > 0) {
			t.Errorf("%v: WithoutFILA %v", fmt.Sprintf("%+v", opt.Search), got.WithoutFILA)
		}
		got.WithoutFILA = false
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%v: estimate %+v, want the plain search's %+v", fmt.Sprintf("%+v", opt.Search), got, want)
		}
	}
	if other := estimate(t, s, EstimateOptions{Probes: 1000, Seed: 6, Calibration: -1}); other.Nodes == want.Nodes {
		t.Errorf("seeds 5 and 6 give the same estimate %.0f", other.Nodes)
	}
}

// TestEstimateEdgeCases runs Estimate, with and without calibration, on
// puzzles at the edges: it must not panic and must give the true numbers
// where the tree is trivial.
func TestEstimateEdgeCases(t *testing.T) {
	t.Parallel()
	tee := func(name string, n int) []Piece {
		var ps []Piece
		for i := range n {
			ps = append(ps, flat(name+string(rune('1'+i)), "###", ".#."))
		}
		return ps
	}
	for _, tc := range []struct {
		name      string
		p         *Problem
		o         Options
		fits, sol int64
		note      string
	}{
		// X cannot lie in two rows: no images, no placements.
		{"10x6 pentominoes in 30x2", pentominoBox(30, 2), Options{}, 0, 0, ""},
		// Each T-tetromino covers 3 cells of one colour and 1 of the
		// other: five can never balance a 4x5 box.
		{"five T-tetrominoes in 4x5", &Problem{Name: "tees", XDim: 4, YDim: 5, ZDim: 1, Pieces: tee("T", 5)}, Options{}, 0, 0, "parity"},
		{"five T-tetrominoes -p1 -P1", &Problem{Name: "tees", XDim: 4, YDim: 5, ZDim: 1, Pieces: tee("T", 5)}, Options{Search: Search{ParityTrigger: 1, ParityFilter: 1}}, 0, 0, "parity"},
		{"one piece", &Problem{Name: "one", XDim: 5, YDim: 1, ZDim: 1, Pieces: []Piece{flat("I", "#####")}}, Options{}, 1, 1, ""},
		{"one piece -r -M", &Problem{Name: "one", XDim: 5, YDim: 1, ZDim: 1, Pieces: []Piece{flat("I", "#####")}}, Options{Search: Search{Redundancy: true, Mirror: true}}, 1, 1, ""},
		{"one piece, FILA and Monte Carlo", &Problem{Name: "one", XDim: 2, YDim: 2, ZDim: 1, Pieces: []Piece{flat("O", "##", "##")}}, Options{Search: Search{Fila: []int{1}, MCTrials: 3}}, 1, 1, ""},
		// No 20x3 solution divides into two 10x3 halves: a search with
		// placements but no solution.
		{"20x3 cut in halves", &Problem{Name: "halves", XDim: 21, YDim: 3, ZDim: 1, Pieces: append(pentominoes(),
			Piece{Name: "s", Stationary: true, Cells: []Point{{X: 10, Y: 0, Z: 0}, {X: 10, Y: 1, Z: 0}, {X: 10, Y: 2, Z: 0}}})}, Options{Search: Search{ParityTrigger: 1}}, -1, 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			truth := tc.o
			truth.MCTrials = 0
			st := solveAll(t, tc.p, truth)
			if st.Solutions != tc.sol || tc.fits >= 0 && st.TotalFits() != tc.fits {
				t.Fatalf("full search: %d fits, %d solutions; want %d, %d", st.TotalFits(), st.Solutions, tc.fits, tc.sol)
			}
			s, err := New(tc.p, tc.o)
			if err != nil {
				t.Fatal(err)
			}
			if tc.note != "" && !strings.Contains(strings.Join(s.Notes(), "\n"), tc.note) {
				t.Errorf("notes %q do not mention %s", s.Notes(), tc.note)
			}
			exact := estimate(t, s, EstimateOptions{Calibration: time.Minute})
			if !exact.Exact || exact.Nodes != float64(st.TotalFits()) || exact.Solutions != float64(tc.sol) {
				t.Errorf("calibrated: %+v; want exact %d fits, %d solutions", exact, st.TotalFits(), tc.sol)
			}
			probed := estimate(t, s, EstimateOptions{Probes: 2000, Seed: 2, Calibration: -1})
			if probed.Probes != 2000 || math.IsNaN(probed.Nodes) || math.IsNaN(probed.NodesErr) || probed.Solutions != float64(tc.sol) {
				t.Errorf("probed: %+v; want 2000 probes, %d solutions", probed, tc.sol)
			}
			if tc.fits >= 0 && (probed.Nodes != float64(tc.fits) || probed.NodesErr != 0) {
				t.Errorf("probed: %.1f ± %.1f fits, want exactly %d", probed.Nodes, probed.NodesErr, tc.fits)
			}
			if tc.fits < 0 && !within(probed.Nodes, float64(st.TotalFits()), 2) {
				t.Errorf("probed: %.1f ± %.1f fits, true %d: not within a factor 2", probed.Nodes, probed.NodesErr, st.TotalFits())
			}
		})
	}
}

// TestEstimateCancel checks that a cancelled estimate returns ctx.Err()
// promptly, whether it is calibrating or probing.
func TestEstimateCancel(t *testing.T) {
	t.Parallel()
	s, err := New(tetrisCube(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.Estimate(ctx, EstimateOptions{}); err != context.Canceled {
		t.Errorf("cancelled before: error %v, want context.Canceled", err)
	}
	for _, o := range []EstimateOptions{
		{Calibration: time.Hour},
		{Probes: math.MaxInt, Calibration: -1},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		est, err := s.Estimate(ctx, o)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%+v: error %v, want context.DeadlineExceeded", o, err)
		}
		if est.Exact || est.Probes == math.MaxInt {
			t.Errorf("%+v: cancelled estimate %+v claims to be complete", o, est)
		}
	}
}
