package solver_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"polyplay/def"
	"polyplay/internal/librarytest"
	"polyplay/solver"
)

// TestPickWork checks the budget of the redundancy pick's estimates
// (redpick.go) on every library puzzle: the work they spend stays within
// the budget but for the last image's overrun, and the puzzles whose
// pick the estimates decide (the 3-D boxes, the pieces of puzzles too
// large for the plane's sample) are estimated whole, so that the budget
// changes none of their picks; the hexominoes' and heptominoes', which
// would take minutes, are given up (the static choice stands).
func TestPickWork(t *testing.T) {
	givenUp := map[string]bool{"hexominoes-15x14-parallelogram": true, "hexominoes-box-in-a-diamond": true,
		"heptominoes-33x23-holes": true}
	for _, key := range def.Keys() {
		t.Run(key, func(t *testing.T) {
			t.Parallel()
			if testing.Short() && (givenUp[key] || key == "bedlam-cube" || key == "tetris-cube") {
				t.Skip("the estimates of a large search")
			}
			spent, budget, cut, err := solver.PickWork(librarytest.Problem(t, key), solver.Options{Search: solver.Search{Redundancy: true, Auto: true}})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("spent %d of %d, given up %v", spent, budget, cut)
			if budget > solver.PickWorkMax {
				t.Errorf("budget %d, more than the most, %d", budget, solver.PickWorkMax)
			}
			if spent > budget*5/4 {
				t.Errorf("spent %d, budget %d", spent, budget)
			}
			if cut != givenUp[key] {
				t.Errorf("given up %v, want %v", cut, givenUp[key])
			}
		})
	}
}

// countdown is a context that is done from its n-th Err call on: it
// stops a preparation at each of the places where it checks.
type countdown struct {
	context.Context
	n int
}

func (c *countdown) Err() error {
	if c.n--; c.n < 0 {
		return context.Canceled
	}
	return nil
}

// TestNewContextStops checks that a preparation stops with its context's
// error wherever the context is found done: in the volume filter, in the
// redundancy pick's estimates and samples and in the reduced search's
// preparation, for the automatic configuration with and without -r, on
// puzzles whose pick estimates (the hexominoes: 35 pieces; the Tetris
// Cube) and samples (the PT diamond) their candidates. A small puzzle's
// preparation does not look at its context: it ends as New's.
func TestNewContextStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := solver.NewContext(ctx, librarytest.Problem(t, "pentominoes-10x6"), solver.Options{Search: solver.Search{Auto: true, Redundancy: true}}); err != nil {
		t.Errorf("the 10x6's preparation, cancelled: %v", err)
	}
	for _, key := range []string{"hexominoes-15x14-parallelogram", "pt-diamond-13x13", "tetris-cube"} {
		for _, red := range []bool{false, true} {
			t.Run(key, func(t *testing.T) {
				t.Parallel()
				if testing.Short() && key != "hexominoes-15x14-parallelogram" {
					t.Skip("a large puzzle's preparation")
				}
				p := librarytest.Problem(t, key)
				o := solver.Options{Search: solver.Search{Auto: true, Redundancy: red, VolumeFilter: true}}
				// The checks of a whole preparation.
				all := &countdown{Context: context.Background(), n: 1 << 60}
				if _, err := solver.NewContext(all, p, o); err != nil {
					t.Fatal(err)
				}
				checks := 1<<60 - all.n
				if checks < 1 {
					t.Fatalf("%d checks", checks)
				}
				// (The last checks may come after the last place
				// that stops: a cancel then comes too late.)
				for _, n := range slices.Compact([]int{0, checks / 3, checks / 2}) {
					s, err := solver.NewContext(&countdown{Context: context.Background(), n: n}, p, o)
					if !errors.Is(err, context.Canceled) || s != nil {
						t.Errorf("stopped at check %d of %d: %v, %v", n, checks, s, err)
					}
				}
			})
		}
	}
}

// BenchmarkPrepare measures the preparation of every library puzzle
// (New: the model, the image filters, the automatic configuration's
// choices) with the command line's default, --auto, and the page's,
// -r --auto (BENCHMARKS.md's set-up times).
func BenchmarkPrepare(b *testing.B) {
	for _, key := range def.Keys() {
		p := librarytest.Problem(b, key)
		for _, o := range []struct {
			name string
			red  bool
		}{{"--auto", false}, {"-r_--auto", true}} {
			b.Run(key+"/"+o.name, func(b *testing.B) {
				for b.Loop() {
					if _, err := solver.New(p, solver.Options{Search: solver.Search{Auto: true, Redundancy: o.red}}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkCancelPrepare measures how soon a preparation stops once its
// context is cancelled (NewContext), 50 ms into the preparation of the
// heptominoes' model (the largest of the library: its volume filter and
// the redundancy pick's gauge) and of the PT diamond (the pick's sample
// of the search): the cancel-ms metric, from when the cancel was due to
// the return. Under WebAssembly the cancel comes from a timer's
// goroutine, which runs only when the preparation lets the event loop
// run (checkpoint), as a worker's cancel message does.
func BenchmarkCancelPrepare(b *testing.B) {
	for _, key := range []string{"heptominoes-33x23-holes", "pt-diamond-13x13"} {
		m, err := solver.NewModel(librarytest.Problem(b, key))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(key, func(b *testing.B) {
			const after = 50 * time.Millisecond
			var total time.Duration
			for b.Loop() {
				ctx, cancel := context.WithCancel(context.Background())
				start := time.Now()
				timer := time.AfterFunc(after, cancel)
				_, err := solver.NewFromModelContext(ctx, m, solver.Options{Search: solver.Search{Auto: true, Redundancy: true, VolumeFilter: true}})
				total += time.Since(start) - after
				timer.Stop()
				cancel()
				if err == nil {
					b.Fatal("the preparation ended before its cancel")
				}
			}
			b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "cancel-ms")
		})
	}
}
