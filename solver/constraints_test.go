package solver

import (
	"context"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/longtest"
	"polyplay/solver/grid"
)

// TestFiltersKeepCounts runs every filter and trigger, alone and together,
// on puzzles with known counts: none may change the count, and every
// solution must pass verify.Solution (solveAll checks it). Every variant runs on
// Soma, the twins and the 20x3; the 15x4 (a pentomino box with enough
// solutions, 368, at a quarter of the 10x6's tree) and the one-sided
// 30x3 (whole DLX searches of seconds each) are long tests.
func TestFiltersKeepCounts(t *testing.T) {
	longtest.SkipUnderWasm(t)
	t.Parallel()
	puzzles := []struct {
		name string
		p    func() *Problem
		base Options
		want int64 // -1: plain DLX's count
		// only, if set, limits the variants run (to keep the test short).
		only string
		long bool
	}{
		{"soma", soma, Options{}, 11520, "-p1 all", false},
		{"soma -r", soma, Options{Search: Search{Redundancy: true}}, 480, "", false},
		{"twins", twins, Options{}, -1, "", false},
		{"20x3", func() *Problem { return pentominoBox(20, 3) }, Options{}, 8, "", false},
		{"one-sided 30x3 -r", oneSided30x3, Options{Search: Search{Redundancy: true}}, 46, "-V all", false},
		{"15x4 -r", func() *Problem { return pentominoBox(15, 4) }, Options{Search: Search{Redundancy: true}}, 368, "", true},
		{"one-sided 30x3", oneSided30x3, Options{}, 184, "-V all", true},
		{"one-sided 30x3 -r", oneSided30x3, Options{Search: Search{Redundancy: true}}, 46, "-V1 -P N", true},
	}
	variants := []struct {
		name string
		set  func(*Options, int)
	}{
		{"-V", func(o *Options, _ int) { o.VolumeFilter = true }},
		{"-V N", func(o *Options, p int) { o.VolumeFilter, o.VolumeFilterRepeat = true, p/2 }},
		{"-V1", func(o *Options, _ int) { o.VolumeFilter, o.VolumeFilterRepeat = true, 1 }},
		{"-v1", func(o *Options, _ int) { o.VolumeTrigger = 1 }},
		{"-p1", func(o *Options, _ int) { o.ParityTrigger = 1 }},
		{"-P1", func(o *Options, _ int) { o.ParityFilter = 1 }},
		{"-P N", func(o *Options, p int) { o.ParityFilter = p / 2 }},
		{"-P", func(o *Options, _ int) { o.ParityFilterOnce = true }},
		{"-F", func(o *Options, _ int) { o.FitFilter = true }},
		{"-FF", func(o *Options, _ int) { o.FitFilter, o.FitFilterRepeat = true, true }},
		{"all", func(o *Options, p int) {
			o.VolumeFilter, o.VolumeFilterRepeat, o.VolumeTrigger = true, p/2, 1
			o.ParityTrigger, o.ParityFilter = 1, 2
			o.FitFilter, o.FitFilterRepeat = true, true
		}},
	}
	for _, pz := range puzzles {
		for _, v := range variants {
			if pz.only != "" && !slices.Contains(strings.Fields(pz.only), v.name) {
				continue
			}
			t.Run(pz.name+" "+v.name, func(t *testing.T) {
				t.Parallel()
				if pz.long {
					longtest.Skip(t)
				}
				if testing.Short() && pz.want > 5000 {
					t.Skip("long")
				}
				p := pz.p()
				want := pz.want
				if want < 0 {
					want = solveAll(t, p, pz.base).Solutions
				}
				o := pz.base
				n := 0
				for _, pc := range p.Pieces {
					if !pc.Stationary {
						n++
					}
				}
				v.set(&o, n)
				st := solveAll(t, p, o)
				if st.Solutions != want {
					t.Errorf("%d solutions, want %d (notes %v)", st.Solutions, want, st.Notes)
				}
			})
		}
	}
}

// TestPublishedFilterCounts checks the image counts that the polycube and FILA articles
// report for the one-shot filters.
func TestPublishedFilterCounts(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		p      *Problem
		o      Options
		filter string
		want   int
	}{
		// The polycube article: 128 of the 2056 images of the 10x6 produce unfillable volumes.
		{"10x6 -V", pentominoBox(10, 6), Options{Search: Search{VolumeFilter: true}}, "volume", 128},
		// The FILA article (P2): 125 of the 2032 images left by -r.
		{"10x6 -r -V", pentominoBox(10, 6), Options{Search: Search{Redundancy: true, VolumeFilter: true}}, "volume", 125},
		// The polycube article: the fit filter finds the 128 plus 16 more.
		{"10x6 -F", pentominoBox(10, 6), Options{Search: Search{FitFilter: true}}, "fit", 144},
		// The polycube article: with X constrained, 227 in one pass, 235 after two.
		{"10x6 -r -F", pentominoBox(10, 6), Options{Search: Search{Redundancy: true, FitFilter: true}}, "fit", 227},
		{"10x6 -r -FF", pentominoBox(10, 6), Options{Search: Search{Redundancy: true, FitFilter: true, FitFilterRepeat: true}}, "fit", 235},
		// The polycube article: 776 of the 1936 images of the one-sided 30x3.
		{"30x3 -V", oneSided30x3(), Options{Search: Search{VolumeFilter: true}}, "volume", 776},
		{"10x6 -r", pentominoBox(10, 6), Options{Search: Search{Redundancy: true}}, "redundancy", 24},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := New(tc.p, tc.o)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Filtered()[tc.filter]; got != tc.want {
				t.Errorf("%s filter removed %d images, want %d", tc.filter, got, tc.want)
			}
		})
	}
}

// TestParityFilterOnce checks the images a bare -P removes before the
// search against polycube 1.2.1's PARITY_FILTER_TOTAL for soma.txt with
// -P (72), which -P7 (the number of pieces) matches and -P8 never runs.
func TestParityFilterOnce(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		o    Options
		want int
	}{
		{"-P", Options{Search: Search{ParityFilterOnce: true}}, 72},
		{"-P -r", Options{Search: Search{ParityFilterOnce: true, Redundancy: true}}, 72},
		{"-P7", Options{Search: Search{ParityFilter: 7}}, 72},
		{"-P8", Options{Search: Search{ParityFilter: 8}}, 0},
		{"-P -P8", Options{Search: Search{ParityFilterOnce: true, ParityFilter: 8}}, 72},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := New(soma(), tc.o)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Filtered()["parity"]; got != tc.want {
				t.Errorf("the parity filter removed %d images, want %d", got, tc.want)
			}
		})
	}
}

// TestVolumeFilterWorkers checks that the volume filter removes the same
// images whether one goroutine checks them or several.
func TestVolumeFilterWorkers(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		p    *Problem
		want int
	}{
		{"10x6", pentominoBox(10, 6), 128},
		{"30x3 one-sided", oneSided30x3(), 776},
		// Mixed sizes (tetrominoes and pentominoes); -1: some, unpublished.
		{"PT diamond", ptDiamond(), -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var one []bool
			for w := 1; w <= 3; w++ {
				// A model of its own: each keeps its images' checks.
				m, err := NewModel(tc.p)
				if err != nil {
					t.Fatal(err)
				}
				active := make([]bool, len(m.Images))
				for i := range active {
					active[i] = true
				}
				n, err := volumeFilterImages(context.Background(), m, active, w)
				if err != nil {
					t.Fatal(err)
				}
				if w == 1 {
					one = active
					if tc.want >= 0 && n != tc.want || n == 0 {
						t.Fatalf("removed %d images, want %d", n, tc.want)
					}
					continue
				}
				if !slices.Equal(active, one) {
					t.Errorf("%d goroutines keep other images than one", w)
				}
			}
		})
	}
}

// TestConstraintOptionErrors checks that bad thresholds are reported.
func TestConstraintOptionErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		o    Options
		want string
	}{
		{Options{Search: Search{ParityTrigger: -1}}, "parity trigger: the number of remaining pieces must not be negative, got -1"},
		{Options{Search: Search{VolumeFilterRepeat: -2}}, "volume filter: the number of remaining pieces must not be negative, got -2"},
		{Options{Search: Search{MCTrials: 5, MCRemaining: 13}}, "Monte Carlo: R (pieces remaining when a trial ends) must be between 0 and 12, the number of pieces; got 13"},
		{Options{Search: Search{MCTrials: -1}}, "Monte Carlo: the number of trials must not be negative, got -1"},
	} {
		_, err := New(pentominoBox(10, 6), tc.o)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%+v: error %v, want %q", tc.o, err, tc.want)
		}
	}
}

// TestDiagonal checks which grids have a direction across two axes: those
// whose flat boxes of one row keep a padding row (newVgrid).
func TestDiagonal(t *testing.T) {
	for _, c := range []struct {
		k    grid.Kind
		want bool
	}{{grid.Square, false}, {grid.Triangle, false}, {grid.Hexagon, true}, {grid.Sphere, true}} {
		if got := diagonal(c.k); got != c.want {
			t.Errorf("diagonal(%v) = %v, want %v", c.k, got, c.want)
		}
	}
}
