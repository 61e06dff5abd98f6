package solver

import (
	"context"
	"strconv"
	"strings"
	"testing"
)

// The benchmark set, in the form of the FILA article's Table 1:
// one sub-benchmark per configuration, named by its polycube-style command
// line (spaces as underscores), each reporting the solutions, fits and
// no-fits of a run (make bench formats them as a table). A run includes
// compiling the puzzle (New) and the whole search, as the articles' timings
// include everything but process start.

// benchConfigs runs each command line on p as a sub-benchmark.
func benchConfigs(b *testing.B, p func() *Problem, cmds ...string) {
	for _, cmd := range cmds {
		args, jobs := strings.Fields(cmd), 0
		var hooks testHooks
		for len(args) > 0 {
			last := args[len(args)-1]
			if strings.HasPrefix(last, "width=") {
				// Not a solver option: force FILA's wide path.
				hooks.filaMinWidth = 128
			} else if last == "search=bits" {
				// Nor these: the bit set search where the one-word
				// search would run, DLX's links where either would.
				hooks.noMasks = true
			} else if last == "search=links" {
				hooks.noBits = true
			} else if n, ok := strings.CutPrefix(last, "-j"); ok {
				// The command line's -j: parallel jobs.
				jobs, _ = strconv.Atoi(n)
			} else {
				break
			}
			args = args[:len(args)-1]
		}
		opt, rest, err := ParseArgs(args)
		if err != nil || len(rest) > 0 {
			b.Fatalf("%q: %v %v", cmd, err, rest)
		}
		opt.Jobs = jobs
		b.Run(strings.ReplaceAll(cmd, " ", "_"), func(b *testing.B) {
			pz := p()
			var st Stats
			for i := 0; i < b.N; i++ {
				s, err := newWithHooks(pz, opt, hooks)
				if err != nil {
					b.Fatal(err)
				}
				st, err = s.Solve(context.Background(), nil)
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(st.Solutions), "solutions")
			b.ReportMetric(float64(st.TotalFits()), "fits")
			b.ReportMetric(float64(st.TotalAttempts()-st.TotalFits()), "nofits")
		})
	}
}

// BenchmarkPentominoes10x6 is test case P of Busche's FILA article.
func BenchmarkPentominoes10x6(b *testing.B) {
	benchConfigs(b, func() *Problem { return pentominoBox(10, 6) },
		"-r",
		"-r -of=11 -f11",
		"-r -of=11 -f11 -n",
		"-r -V -of=11 -f11",
		"-r -V -of=11 -f11 -n",
		"-r -V -of=11 -f11 -n6",
		"-r -of=11 -f11 -n width=128",
		"--auto -r --memo=0",
		"--auto -r",
		"--auto -r -j2",
	)
}

// BenchmarkOneSided30x3 is the 18 one-sided pentominoes in a 30x3 box
// (FILA from 17 pieces, or from the top as --auto does, needs the 128-bit
// field; from 12, 64 bits).
func BenchmarkOneSided30x3(b *testing.B) {
	benchConfigs(b, oneSided30x3,
		"-r",
		"-r -of=17 -f17 -n",
		"-r -of=12 -f12",
		"-r -V -of=12 -f12",
		"-r -of=12 -f12 -n",
		"-r -V -of=12 -f12 -n",
		"--auto -r --memo=0",
		"--auto -r",
		"--auto -r -j2",
	)
}

// BenchmarkTetrisCube is test case TC of Busche's FILA article.
func BenchmarkTetrisCube(b *testing.B) {
	benchConfigs(b, tetrisCube,
		"-rL -f11 -oe=11:f=3",
		"-rL -f11 -oe=11:f=3 -n",
		"-rL -f11 -oe=11:f=3 -n6",
		"-rL -f11 -oe=11:f=2 -n6",
		"--auto -rL",
		"--auto -rL -j2",
	)
}

// BenchmarkPTDiamond is test case PT of Busche's FILA article: the 12 pentominoes and
// 5 tetrominoes in a 13x13 diamond.
func BenchmarkPTDiamond(b *testing.B) {
	benchConfigs(b, ptDiamond,
		"-r -V13 -f13 -oe=13:f=3 -n",
		"--auto -r",
		"--auto -r -j2",
	)
}

// BenchmarkHexiamonds6x6 is the twelve hexiamonds in the 6x6 rhombus on
// the triangle grid (156 solutions with -r), the figure to compare with
// BurrTools' burrTxt and with the 10x6 pentominoes. --auto -rL is the
// static rule's piece (the hexagon), which Auto's sample replaces by B;
// --auto -rB -f10 -oe=10:f=2 is FILA from the threshold squares use.
func BenchmarkHexiamonds6x6(b *testing.B) {
	benchConfigs(b, hexiamonds6x6,
		"-r",
		"--auto -r",
		"--auto -rL",
		"--auto -rB",
		"--auto -rB -f10 -oe=10:f=2",
		"--auto",
		"--auto -r -j2",
	)
}

// BenchmarkHexiamonds4x9 is the twelve hexiamonds in the 4x9
// parallelogram (74 solutions with -r).
func BenchmarkHexiamonds4x9(b *testing.B) {
	benchConfigs(b, hexiamonds4x9,
		"-r",
		"--auto -r",
		"--auto",
		"--auto -r -j2",
	)
}

// BenchmarkSmall is New and Solve apart, as `polyplay -q -r` runs them
// (automatic, -r, two jobs), on the small puzzles, for which the
// preparation is a large share of a run.
func BenchmarkSmall(b *testing.B) {
	puzzles := []struct {
		name string
		p    *Problem
	}{
		{"soma", soma()},
		{"20x3", pentominoBox(20, 3)},
		{"15x4", pentominoBox(15, 4)},
	}
	for _, pz := range puzzles {
		opt, _, err := ParseArgs([]string{"-r"})
		if err != nil {
			b.Fatal(err)
		}
		opt.Auto, opt.Jobs = true, 2
		b.Run("New/"+pz.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := New(pz.p, opt); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("Solve/"+pz.name, func(b *testing.B) {
			b.ReportAllocs()
			var st Stats
			for b.Loop() {
				s, err := New(pz.p, opt)
				if err != nil {
					b.Fatal(err)
				}
				if st, err = s.Solve(context.Background(), nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(st.Solutions), "solutions")
		})
	}
}
