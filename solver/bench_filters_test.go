package solver_test

import (
	"context"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/flags"
)

// BenchmarkBoxInADiamond is test case HBD of Busche's "Solving Polyomino and Polycube Puzzles" (the 35 hexominoes
// in the box-in-a-diamond, parity 22): Monte Carlo trials with the
// angular heuristic from 35 pieces and min-fit from 15 (HBD-2), without
// and with the parity filter (HBD-4). A full search is out of reach; the
// trials show the filter's effect on the images and the cost per
// placement. The trials are the same for a seed only without the filter
// (the filter changes the rows), so compare fits per second, not fits.
func BenchmarkBoxInADiamond(b *testing.B) {
	p := libraryProblem(b, "hexominoes-box-in-a-diamond")
	for _, cmd := range []string{
		"-oa@160=35:s=15 -s3,22,1",
		"-oa@160=35:s=15 -P35 -s3,22,1",
	} {
		opt, _, err := flags.ParseArgs(strings.Fields(cmd))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(strings.ReplaceAll(cmd, " ", "_"), func(b *testing.B) {
			var st solver.Stats
			for i := 0; i < b.N; i++ {
				s, err := solver.New(p, opt)
				if err != nil {
					b.Fatal(err)
				}
				if st, err = s.Solve(context.Background(), nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(st.Solutions), "solutions")
			b.ReportMetric(float64(st.TotalFits()), "fits")
			b.ReportMetric(float64(st.TotalAttempts()-st.TotalFits()), "nofits")
			b.ReportMetric(float64(st.Images), "images")
		})
	}
}
