// Command timepair times whole processes, as BENCHMARKS.md quotes them:
// a command run several times after uncounted warm-up runs, or two
// commands run alternately (A B A B ...). It prints each command's
// median wall and CPU (user + system) time, from the operating system's
// accounting of each finished process, and for two commands the median
// of the pair-by-pair ratios of CPU time A/B, which holds when the
// machine's speed drifts.
//
//	go run ./internal/timepair [-n RUNS] [-warmup N] 'COMMAND A' ['COMMAND B']
//
// Each command is one string split into words at spaces (no shell: no
// quotes, pipes or redirections); its output is discarded.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"time"
)

// sample is one finished run.
type sample struct{ wall, cpu time.Duration }

func main() {
	runs := flag.Int("n", 5, "counted runs of each command")
	warmup := flag.Int("warmup", 1, "uncounted runs of each command, first")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: timepair [-n RUNS] [-warmup N] 'COMMAND A' ['COMMAND B']")
		flag.PrintDefaults()
	}
	flag.Parse()
	cmds := flag.Args()
	if len(cmds) < 1 || len(cmds) > 2 || *runs < 1 || *warmup < 0 {
		flag.Usage()
		os.Exit(2)
	}
	samples := make([][]sample, len(cmds))
	for i := range *warmup + *runs {
		for c, cmd := range cmds {
			s, err := run(cmd)
			if err != nil {
				fmt.Fprintf(os.Stderr, "timepair: %s: %v\n", cmd, err)
				os.Exit(1)
			}
			if i >= *warmup {
				samples[c] = append(samples[c], s)
			}
		}
	}
	for c, cmd := range cmds {
		var wall, cpu []float64
		for _, s := range samples[c] {
			wall = append(wall, s.wall.Seconds())
			cpu = append(cpu, s.cpu.Seconds())
		}
		fmt.Printf("%c: wall %.4f s, cpu %.4f s (medians of %d runs): %s\n", 'A'+c, median(wall), median(cpu), *runs, cmd)
	}
	if len(cmds) == 2 {
		var ratios []float64
		for i := range samples[0] {
			if b := samples[1][i].cpu; b > 0 {
				ratios = append(ratios, samples[0][i].cpu.Seconds()/b.Seconds())
			}
		}
		fmt.Printf("cpu A/B: %.3f (median of %d pair-by-pair ratios)\n", median(ratios), len(ratios))
	}
}

// run runs cmd once and returns its times. A command that exits with a
// non-zero status still counts: its time is what was asked for.
func run(cmd string) (sample, error) {
	words := strings.Fields(cmd)
	if len(words) == 0 {
		return sample{}, fmt.Errorf("empty command")
	}
	c := exec.Command(words[0], words[1:]...)
	start := time.Now()
	err := c.Run()
	wall := time.Since(start)
	if c.ProcessState == nil {
		return sample{}, err
	}
	return sample{wall, c.ProcessState.UserTime() + c.ProcessState.SystemTime()}, nil
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	v = slices.Clone(v)
	slices.Sort(v)
	if len(v)%2 == 1 {
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}
