//go:build linux

package job

import (
	"context"
	"fmt"
	"syscall"
	"testing"
	"time"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/wasm/protocol"
)

// cpuTime returns the process's processor time so far: the work done,
// whatever else the machine does.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkBeatGap measures the work between two heartbeats of a worker's
// jobs (solver.WithHeartbeat: wasm/worker posts a beat from them), as
// processor time, on the library's largest puzzles: the coach about the
// empty board, a challenge of five pieces left, a run and the designer's
// estimate, each stopped after two seconds. It reports the largest gap
// (gap-ms): the page's watch (ui/workers.Replace) takes a worker silent
// for ten seconds for a dead one, many times this on a device many times
// slower.
func BenchmarkBeatGap(b *testing.B) {
	jobs := []struct {
		name string
		do   func(ctx context.Context, p *solver.Problem, beat func())
	}{
		{"coach", func(ctx context.Context, p *solver.Problem, beat func()) {
			Coach(ctx, 1, protocol.CoachRequest{Problem: p, Refine: true}, func(protocol.Message) { beat() }, beat)
		}},
		{"challenge", func(ctx context.Context, p *solver.Problem, beat func()) {
			Challenge(ctx, 1, protocol.ChallengeRequest{Problem: p, Left: 5}, func(protocol.Message) { beat() }, beat)
		}},
		{"run", func(ctx context.Context, p *solver.Problem, beat func()) {
			Run(ctx, 1, protocol.SolveRequest{Problem: p, Args: []string{"-r", "--auto"}}, func(protocol.Message) { beat() }, beat, nil)
		}},
		{"estimate", func(ctx context.Context, p *solver.Problem, _ func()) {
			_, _ = Estimate(ctx, protocol.SolveRequest{Problem: p, Args: []string{"-r", "--auto"}})
		}},
	}
	for _, key := range []string{"heptominoes-33x23-holes", "hexominoes-15x14-parallelogram", "hexominoes-box-in-a-diamond",
		"pt-diamond-13x13", "hexiamonds-onesided-hexagon", "tetris-cube", "bedlam-cube", "pentahexes-3x40-notched"} {
		p := librarytest.Problem(b, key)
		for _, job := range jobs {
			b.Run(fmt.Sprintf("%s/%s", key, job.name), func(b *testing.B) {
				var gap time.Duration
				for b.Loop() {
					last := cpuTime(b)
					beat := func() {
						now := cpuTime(b)
						gap = max(gap, now-last)
						last = now
					}
					ctx, cancel := context.WithTimeout(solver.WithHeartbeat(context.Background(), beat), 2*time.Second)
					job.do(ctx, p, beat)
					cancel()
					beat()
				}
				b.ReportMetric(float64(gap)/float64(time.Millisecond), "gap-ms")
			})
		}
	}
}
