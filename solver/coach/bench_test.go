package coach

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
)

// leftmost returns the k pieces of sol nearest the board's left edge (by
// their leftmost cell, then their lowest): the position of a person who
// fills the board from one end.
func leftmost(sol solver.Solution, k int) []solver.Placement {
	pls := slices.Clone(sol.Placements)
	key := func(p solver.Placement) (int, int) {
		x, y := p.Cells[0].X, p.Cells[0].Y
		for _, c := range p.Cells {
			if c.X < x || c.X == x && c.Y < y {
				x, y = c.X, c.Y
			}
		}
		return x, y
	}
	slices.SortStableFunc(pls, func(a, b solver.Placement) int {
		ax, ay := key(a)
		bx, by := key(b)
		if ax != bx {
			return ax - bx
		}
		return ay - by
	})
	return pls[:k]
}

// BenchmarkCoach is the coach's answer (Ask: the exact count, a
// completion and a hint) to positions of the 10x6 pentominoes and of
// Kanoodle with 3, 4 and 6 pieces placed, the pieces nearest one end of
// a solution's board (the position of a person who fills the board from
// one end, which leaves the most completions), over 16 solutions among
// the first 4,000 found; worst-ms is the slowest answer's time. The
// count has no budget, so that a loaded machine measures it slow rather
// than failing.
func BenchmarkCoach(b *testing.B) {
	for _, key := range []string{"pentominoes-10x6", "kanoodle"} {
		p := librarytest.Problem(b, key)
		sols := librarytest.Solutions(b, p, 4000)
		for _, k := range []int{3, 4, 6} {
			var positions [][]solver.Placement
			for i := 0; i < len(sols); i += 250 {
				positions = append(positions, leftmost(sols[i], k))
			}
			b.Run(fmt.Sprintf("%s/placed=%d", key, k), func(b *testing.B) {
				worst := 0.0
				for i := 0; b.Loop(); i++ {
					a, err := Ask(context.Background(), p, positions[i%len(positions)], Options{Budget: -1})
					if err != nil || !a.Exact || a.Count < 1 || a.Hint == nil {
						b.Fatalf("%+v %v", a, err)
					}
					worst = max(worst, float64(a.Elapsed.Microseconds())/1000)
				}
				b.ReportMetric(worst, "worst-ms")
			})
		}
	}
}

// BenchmarkEstimate is the coach's estimate (Estimate, the default
// sample) of the empty Tetris Cube and Bedlam cube.
func BenchmarkEstimate(b *testing.B) {
	for _, key := range []string{"tetris-cube", "bedlam-cube"} {
		p := librarytest.Problem(b, key)
		b.Run(key, func(b *testing.B) {
			for b.Loop() {
				if _, err := Estimate(context.Background(), p, nil, Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
