package solver_test

import (
	"math"
	"slices"
	"testing"

	"polyplay/def"
	"polyplay/internal/librarytest"
	"polyplay/solver"
)

// TestRedundancyPick checks the piece -r constrains when no piece is
// named, on the library puzzles (New only: no search). The small puzzles
// keep the static rule's choice; the large ones are those whose -rNAME
// searches measured fastest: the PT diamond by the
// sample of its search without the filter, the one-sided 18x5 by the
// static rule (its sample too large), the Tetris Cube and the Bedlam
// Cube by Knuth's estimates.
func TestRedundancyPick(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		key, want string
		long      bool // a pick of about a second
	}{
		{key: "pentominoes-10x6", want: "X"},
		{key: "pentominoes-12x5", want: "X"},
		{key: "pentominoes-15x4", want: "X"},
		{key: "pentominoes-20x3", want: "X"},
		{key: "pentominoes-8x8-hole", want: "X"},
		{key: "pentominoes-onesided-30x3", want: "V"},
		{key: "soma", want: "Z"},
		{key: "pt-diamond-13x13", want: "W", long: true},
		// The plane sample is abandoned as too large: the static choice,
		// the best piece by a 1/128 sample of each piece's search.
		{key: "pentominoes-onesided-18x5", want: "V"},
		{key: "tetris-cube", want: "L", long: true},
		{key: "bedlam-cube", want: "X", long: true},
	} {
		t.Run(tc.key, func(t *testing.T) {
			if tc.long && testing.Short() {
				t.Skip("the pick of a large search")
			}
			s, err := solver.New(librarytest.Problem(t, tc.key), solver.Options{Search: solver.Search{Redundancy: true, Auto: true}})
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Chosen().RedundancyPiece; got != tc.want {
				t.Errorf("-r picked %s, want %s (notes %q)", got, tc.want, s.Notes())
			}
		})
	}
}

// TestSearchLarge checks the glance that spares the small puzzles -r's
// gauge (redpick.go) on every library puzzle: the small ones (those of
// BenchmarkSmall, the 8x8 with a hole and the 10x6) glance below its
// limit, and every puzzle the gauge finds large glances above it, so
// that the glance changes no pick. The glances (gauges), seeded: Soma
// 53 k (52 k), 20x3 5.9 k, 15x4 11 k, 8x8 with a hole 0.21 M, 10x6
// 0.26 M; the large ones from 18 M (the hexominoes' box in a diamond,
// gauge 1.8e14: Knuth's estimate with few probes mostly underestimates
// a tree this lopsided) to 1.6e32.
func TestSearchLarge(t *testing.T) {
	t.Parallel()
	small := map[string]bool{"soma": true, "pentominoes-20x3": true, "pentominoes-15x4": true,
		"pentominoes-8x8-hole": true, "pentominoes-10x6": true}
	for _, key := range def.Keys() {
		t.Run(key, func(t *testing.T) {
			if testing.Short() && key == "heptominoes-33x23-holes" {
				t.Skip("its model takes seconds")
			}
			glance, gauge, ok, err := solver.Gauges(librarytest.Problem(t, key))
			if err != nil || !ok {
				t.Fatalf("no gauge: %v", err)
			}
			t.Logf("glance %.3g, gauge %.3g", glance, gauge)
			if small[key] && glance >= solver.GlanceBelow {
				t.Errorf("a small puzzle glances %.3g, at least %.3g", glance, solver.GlanceBelow)
			}
			if gauge >= solver.EstimateAbove && glance < solver.GlanceBelow {
				t.Errorf("the gauge finds %.3g (large), the glance only %.3g", gauge, glance)
			}
		})
	}
}

// TestMinFitSliced checks the min-fit probes' counts on bit slices (cells
// in one word) against the counts cell by cell: the same choices at
// every node, so the same estimates to the last bit, for every
// candidate of -r without a name.
func TestMinFitSliced(t *testing.T) {
	for _, tc := range []struct {
		key  string
		long bool
	}{
		{key: "soma"},
		{key: "pentominoes-10x6"},
		{key: "tetris-cube", long: true},
	} {
		t.Run(tc.key, func(t *testing.T) {
			if tc.long && testing.Short() {
				t.Skip("the estimates of a large search")
			}
			p := librarytest.Problem(t, tc.key)
			opt := solver.Options{Search: solver.Search{Redundancy: true, Auto: true}}
			sliced, err := solver.MinFitEstimates(p, opt, false)
			if err != nil {
				t.Fatal(err)
			}
			wide, err := solver.MinFitEstimates(p, opt, true)
			if err != nil {
				t.Fatal(err)
			}
			if len(sliced) < 2 || !slices.Equal(sliced, wide) {
				t.Errorf("estimates on bit slices %v, cell by cell %v", sliced, wide)
			}
		})
	}
}

// TestMinFitGolden checks the -r pick's min-fit estimates against those
// of the code before the filter's two loops (commit b5c9c64), written as
// float64 bits: a faster prober must make the same probes, draw the same
// random numbers and so find the same estimates. They are the same to
// the last bit on amd64 and under WebAssembly; the test allows a
// relative 1e-12, since Go may fuse a multiplication and an addition on
// other machines (arm64), where a probe that went otherwise would still
// be off by far more.
func TestMinFitGolden(t *testing.T) {
	for _, tc := range []struct {
		key  string
		want []uint64
		long bool
	}{
		{key: "soma", want: []uint64{0x40bfbd9039b0ad12, 0x40c40e442fd9b839, 0x40c4d1a17ecdc1cb, 0x40c48aea77a04c90, 0x40d3f63d9b8396ba, 0x40c4d70e6c2b4483, 0x40d2e663ac10c970}},
		{key: "pentominoes-10x6", want: []uint64{0x41240aa06318c632, 0x410589b96969696a, 0x4121459124924924, 0x414b738212492494, 0x412554c5b6db6db8, 0x4115dac492492493, 0x4143b6a5d5555556, 0x412c740c80000000, 0x412f1a3100000000, 0x41333be740000000, 0x4132592455555554, 0x4130c6b7aaaaaaac}},
		{key: "tetris-cube", long: true, want: []uint64{0x4185e4b34f39ce72, 0x4183731ff1c71c72, 0x418284499b999998, 0x41913cdbadccccce, 0x4196abb2accccccd, 0x41957fc310666666, 0x4192945de3333333, 0x417697eb24ccccce, 0x418b7ca911d89d8a, 0x41905b4af93b13b1, 0x4194b5fb43ffffff, 0x419da7f70eaaaaab}},
	} {
		t.Run(tc.key, func(t *testing.T) {
			if tc.long && testing.Short() {
				t.Skip("the estimates of a large search")
			}
			got, err := solver.MinFitEstimates(librarytest.Problem(t, tc.key), solver.Options{Search: solver.Search{Redundancy: true, Auto: true}}, false)
			if err != nil {
				t.Fatal(err)
			}
			bits := make([]uint64, len(got))
			same := len(got) == len(tc.want)
			for i, x := range got {
				bits[i] = math.Float64bits(x)
				if same {
					w := math.Float64frombits(tc.want[i])
					same = math.Abs(x-w) <= 1e-12*math.Abs(w)
				}
			}
			if !same {
				t.Errorf("estimates %#x, want %#x", bits, tc.want)
			}
		})
	}
}
