//go:build !js

package solver

import (
	"context"
	"syscall"
	"testing"
	"time"
)

// BenchmarkOrdered measures what handing on a parallel search's
// solutions in the sequential search's order (order.go) costs: the
// Tetris Cube with -rL and the 10x6 pentominoes' 9,356 solutions, on two
// workers, with a callback that takes every solution, handed on in order
// and as found (testHooks.unordered). Besides the time, it reports the
// process's CPU time (cpu-ns/op), which other programs running on a busy
// machine disturb less.
func BenchmarkOrdered(b *testing.B) {
	for _, c := range []struct {
		name string
		p    func() *Problem
		args []string
	}{
		{"tetris-cube_-rL", tetrisCube, []string{"--auto", "-rL"}},
		{"10x6_all", func() *Problem { return pentominoBox(10, 6) }, []string{"--auto"}},
	} {
		opt, _, err := ParseArgs(c.args)
		if err != nil {
			b.Fatal(err)
		}
		opt.Jobs = 2
		for _, unordered := range []bool{false, true} {
			name := c.name + "/ordered"
			if unordered {
				name = c.name + "/unordered"
			}
			b.Run(name, func(b *testing.B) {
				pz := c.p()
				var st Stats
				cpu := cpuTime()
				for b.Loop() {
					s, err := newWithHooks(pz, opt, testHooks{unordered: unordered})
					if err != nil {
						b.Fatal(err)
					}
					n := 0
					st, err = s.Solve(context.Background(), func(Solution) bool { n++; return true })
					if err != nil || int64(n) != st.Solutions {
						b.Fatalf("%v: %d solutions handed on of %d", err, n, st.Solutions)
					}
				}
				b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
				b.ReportMetric(float64(st.Solutions), "solutions")
			})
		}
	}
}

// cpuTime returns the CPU time the process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
