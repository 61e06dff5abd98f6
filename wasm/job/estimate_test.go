package job

import (
	"context"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/wasm/protocol"
)

func TestEstimate(t *testing.T) {
	puzzle := func(key string) *solver.Problem {
		e, _ := def.Lookup(key)
		p, err := e.Puzzle()
		if err != nil {
			t.Fatal(err)
		}
		return &p.Problem
	}
	// The Soma cube: 480 solutions with -r, 11520 without. An estimate
	// whose calibration finished the search is exact; else the true
	// count is within a few standard errors.
	for _, tc := range []struct {
		args []string
		want float64
	}{{[]string{"-r"}, 480}, {nil, 11520}} {
		est, err := Estimate(context.Background(), protocol.SolveRequest{Problem: puzzle("soma"), Args: tc.args})
		if err != nil {
			t.Fatal(err)
		}
		ok := est.Exact && est.Solutions == tc.want
		if !est.Exact {
			ok = est.Probes == EstimateProbes && est.SolutionsErr > 0 &&
				est.Solutions-5*est.SolutionsErr <= tc.want && tc.want <= est.Solutions+5*est.SolutionsErr
		}
		if !ok || est.Nodes <= 0 {
			t.Errorf("soma %v: %+v, want %v solutions", tc.args, est, tc.want)
		}
	}
	bad := []struct {
		req  protocol.SolveRequest
		want string
	}{
		{protocol.SolveRequest{}, "no puzzle to estimate"},
		{protocol.SolveRequest{Problem: puzzle("soma"), Args: []string{"-x"}}, "solver options"},
		{protocol.SolveRequest{Problem: &solver.Problem{XDim: 1, YDim: 1, ZDim: 1}}, "the puzzle has no pieces"},
	}
	for _, tc := range bad {
		if _, err := Estimate(context.Background(), tc.req); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Estimate(%+v) error %v, want %q", tc.req, err, tc.want)
		}
	}
}
