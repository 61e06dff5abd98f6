package coach

import (
	"context"
	"math"
	"testing"

	"polyplay/def"
	"polyplay/internal/librarytest"
	"polyplay/internal/longtest"
	"polyplay/solver"
)

// resample makes runs of the resampling estimate of the position placed
// on p, with o's particles and end.
func resample(tb testing.TB, p *solver.Problem, placed []solver.Placement, o ResampleOptions) Resampled {
	tb.Helper()
	pos, err := Prepare(context.Background(), p, placed, Options{})
	if err != nil {
		tb.Fatal(err)
	}
	r, err := pos.Resample(context.Background(), o)
	if err != nil {
		tb.Fatal(err)
	}
	return r
}

// TestResample: the resampling estimate is true where the count is
// known: with the last 18 cells or fewer counted exactly, the mean of
// the runs' estimates is within three standard errors (the range's
// spread) of the true count (the command line's count of every solution
// of the empty 10x6, a long case, and for a position plain dancing
// links' count), for fixed seeds. Only the hexiamonds' first seed is
// short; the 10x6, whose runs are slow, has one seed.
func TestResample(t *testing.T) {
	t.Parallel()
	longtest.SkipUnderWasm(t)
	for _, tc := range []struct {
		key    string
		placed int // pieces of the first solution placed
		truth  int64
		long   bool
		// particles is the population of a run (the 10x6's runs with
		// fewer vary more than 16 of them show: their spread understates
		// it), runs their number and seeds the seeds tried, from 0.
		particles, runs int
		seeds           uint64
	}{
		{"pentominoes-10x6", 0, 9356, true, DefaultParticles, 16, 1},
		{"pentominoes-12x5", 1, 0, true, 1024, 16, 2},
		{"kanoodle", 2, 0, true, 1024, 16, 2},
		{"hexiamonds-6x6", 1, 0, false, 1024, 16, 2},
	} {
		if tc.long && !longtest.Enabled() {
			continue
		}
		p, placed, truth := known(t, tc.key, tc.placed, tc.truth)
		for seed := range tc.seeds {
			if seed > 0 && !longtest.Enabled() {
				break
			}
			r := resample(t, p, placed, ResampleOptions{Runs: tc.runs, Particles: tc.particles, EndCells: 18, Seed: seed})
			t.Logf("%s, %d placed, seed %d: about %.0f, standard error %.0f; the true count is %d", tc.key, tc.placed, seed, r.Estimate, r.StdErr, truth)
			if math.Abs(r.Estimate-float64(truth)) > spread*r.StdErr {
				t.Errorf("%s, %d placed, seed %d: about %.0f, standard error %.0f; the true count is %d", tc.key, tc.placed, seed, r.Estimate, r.StdErr, truth)
			}
		}
	}
}

// TestResampleWindow: the window is applied: each window gives its own
// estimate of the same position from the same seed, and each holds the
// true count within its range.
func TestResampleWindow(t *testing.T) {
	t.Parallel()
	longtest.SkipUnderWasm(t)
	p, placed, truth := known(t, "hexiamonds-6x6", 1, 0)
	seen := map[float64]int{}
	for _, window := range []int{1, DefaultWindow, -1} {
		r := resample(t, p, placed, ResampleOptions{Runs: 16, Particles: 1024, EndCells: 18, Window: window})
		if math.Abs(r.Estimate-float64(truth)) > spread*r.StdErr {
			t.Errorf("window %d: about %.0f, standard error %.0f; the true count is %d", window, r.Estimate, r.StdErr, truth)
		}
		if w, ok := seen[r.Estimate]; ok {
			t.Errorf("windows %d and %d give the same estimate, %.6g", w, window, r.Estimate)
		}
		seen[r.Estimate] = window
	}
}

// TestSummarize: runs made apart sum up as Resample's do: a run that
// reached no completion counts 0.
func TestSummarize(t *testing.T) {
	if r := Summarize(nil); r.Runs != 0 || r.Estimated || r.Estimate != 0 {
		t.Errorf("Summarize(nil) = %+v", r)
	}
	r := Summarize([]float64{math.Log(100), math.Log(200), math.Inf(-1)})
	if r.Runs != 3 || r.Reached != 2 || math.Abs(r.Estimate-100) > 1e-9 || math.Abs(r.StdErr-100/math.Sqrt(3)) > 1e-9 || r.Estimated {
		t.Errorf("Summarize(100, 200, none) = %+v, want 3 runs, 2 reached, about 100 with standard error 57.7 and no range", r)
	}
}

// TestResampleRange: the range rule is Estimate's: spread standard
// errors either side, no lower than the least, and none when the
// standard error is more than maxSpread of the estimate.
func TestResampleRange(t *testing.T) {
	for _, tc := range []struct {
		est, se, least float64
		ok             bool
		low, high      float64
	}{
		{100, 10, 0, true, 70, 130},
		{100, 20, 0, true, 40, 160},
		{100, 21, 0, false, 0, 0},
		{100, 10, 80, true, 80, 130},
		{0, 0, 0, false, 0, 0},
	} {
		ok, low, high := within(tc.est, tc.se, tc.least)
		if ok != tc.ok || low != tc.low || high != tc.high {
			t.Errorf("within(%v, %v, %v) = %v, %v, %v; want %v, %v, %v", tc.est, tc.se, tc.least, ok, low, high, tc.ok, tc.low, tc.high)
		}
	}
}

// TestResampleNotCover: a position whose completions need not place
// every piece has no resampling estimate.
func TestResampleNotCover(t *testing.T) {
	p := librarytest.Problem(t, "pentominoes-10x6")
	p.Pieces[0].Spare = true
	pos, err := Prepare(context.Background(), p, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pos.Resample(context.Background(), ResampleOptions{}); err != ErrNotCover {
		t.Errorf("Resample with a spare piece: %v, want %v", err, ErrNotCover)
	}
}

// BenchmarkResample is one run of the resampling estimate of an empty
// board with DefaultParticles: reached-% is the share of the runs that
// reached a completion, log10 the mean of their estimates' logarithms
// and log10-sd their spread (the true counts: 9,356 for the 10x6
// pentominoes, 236,136 for the Tetris Cube; the three largest boards'
// are not known).
func BenchmarkResample(b *testing.B) {
	for _, key := range []string{"pentominoes-10x6", "tetris-cube",
		"hexominoes-15x14-parallelogram", "hexominoes-box-in-a-diamond", "heptominoes-33x23-holes"} {
		p := librarytest.Problem(b, key)
		b.Run(key, func(b *testing.B) {
			pos, err := Prepare(context.Background(), p, nil, Options{})
			if err != nil {
				b.Fatal(err)
			}
			var logs []float64
			runs := 0
			for b.Loop() {
				_, err := pos.Resample(context.Background(), ResampleOptions{Seed: uint64(runs), Run: func(_ int, l float64) {
					if !math.IsInf(l, -1) {
						logs = append(logs, l/math.Ln10)
					}
				}})
				if err != nil {
					b.Fatal(err)
				}
				runs++
			}
			b.ReportMetric(100*float64(len(logs))/float64(runs), "reached-%")
			if len(logs) > 0 {
				var sum, sum2 float64
				for _, l := range logs {
					sum += l
					sum2 += l * l
				}
				m := sum / float64(len(logs))
				b.ReportMetric(m, "log10")
				b.ReportMetric(math.Sqrt(max(0, sum2/float64(len(logs))-m*m)), "log10-sd")
			}
		})
	}
}

// TestResampleKnown: at a larger scale, where the count is known, the
// resampling estimate's range holds it: every solution of each board
// (the library's count up to its symmetries, times the number of the
// board's symmetries, turns and flips alike: a one-sided set holds each
// piece's mirror image, so a flipped solution is one too), from 16 runs
// of knownParticles, seeded from 1.
func TestResampleKnown(t *testing.T) {
	longtest.Skip(t)
	for _, tc := range []struct {
		key   string
		truth float64
	}{
		{"pentominoes-onesided-18x5", 686628 * 4},    // the rectangle's 4
		{"pt-diamond-13x13", 51184 * 4},              // the diamond less its line's 4
		{"hexiamonds-onesided-hexagon", 124519 * 12}, // the hexagon's 12
	} {
		r := resample(t, librarytest.Problem(t, tc.key), nil, ResampleOptions{Runs: 16, Particles: knownParticles, Seed: 1})
		t.Logf("%s: about %.4g (between %.4g and %.4g), %d of %d runs reached a completion; the true count is %.0f",
			tc.key, r.Estimate, r.Low, r.High, r.Reached, r.Runs, tc.truth)
		if !r.Estimated || tc.truth < r.Low || tc.truth > r.High {
			t.Errorf("%s: about %.4g (between %.4g and %.4g, given %v), the true count is %.0f",
				tc.key, r.Estimate, r.Low, r.High, r.Estimated, tc.truth)
		}
	}
}

// knownParticles is the population of TestResampleKnown's runs: a
// quarter of the default keeps the long tests short, and the range's
// rule (the standard error at most a fifth of the estimate) still holds.
const knownParticles = DefaultParticles / 4

// TestResampleStored: the library's stored estimates (def.Entry's
// Estimate) agree with a fresh estimate from a few runs of other seeds
// (the stored runs' seeds are 1 and on, internal/resample's): they
// differ by at most three standard errors of their difference (the
// fresh estimate's and the stored one's, a third of its range's
// half-width, together). Each entry runs in its own window as many
// times as its stored share of runs that reached a completion makes
// two reaching it, or more, 99 times in 100 (storedRuns). It runs
// natively only: under WebAssembly the same code would take many minutes
// more (the box in a diamond's runs).
func TestResampleStored(t *testing.T) {
	longtest.Skip(t)
	longtest.SkipUnderWasm(t)
	for _, e := range def.Library() {
		if e.Estimate == 0 {
			continue
		}
		runs := storedRuns(float64(e.EstimateReached) / float64(e.EstimateRuns))
		r := resample(t, librarytest.Problem(t, e.Key), nil, ResampleOptions{Runs: runs, Seed: 100, Window: e.EstimateWindow})
		stored := (e.EstimateHigh - e.EstimateLow) / 2 / spread
		se := math.Hypot(r.StdErr, stored)
		t.Logf("%s: afresh about %.4g (standard error %.2g, %d of %d runs reached a completion); stored %.4g (standard error %.2g)",
			e.Key, r.Estimate, r.StdErr, r.Reached, r.Runs, e.Estimate, stored)
		if r.Reached < 2 || math.Abs(r.Estimate-e.Estimate) > spread*se {
			t.Errorf("%s: afresh about %.4g (standard error %.2g, %d of %d runs reached a completion); stored %.4g (standard error %.2g)",
				e.Key, r.Estimate, r.StdErr, r.Reached, r.Runs, e.Estimate, stored)
		}
	}
}

// storedRuns returns the fewest runs, at least 4, of which two or more
// reach a completion 99 times in 100 when each does with chance p (0
// if p is 0).
func storedRuns(p float64) int {
	if p <= 0 {
		return 0
	}
	for n := 4; ; n++ {
		// The chance that none or one of n runs reaches a completion.
		q := math.Pow(1-p, float64(n)) + float64(n)*p*math.Pow(1-p, float64(n-1))
		if q <= 0.01 {
			return n
		}
	}
}

func TestStoredRuns(t *testing.T) {
	for _, c := range []struct {
		p    float64
		want int
	}{{1, 4}, {0.78, 5}, {0.5, 11}, {0.28, 21}} {
		if got := storedRuns(c.p); got != c.want {
			t.Errorf("storedRuns(%g) = %d, want %d", c.p, got, c.want)
		}
	}
}
