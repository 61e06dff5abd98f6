package designer

import (
	"testing"

	"polyplay/wasm/protocol"
)

func TestEstimateText(t *testing.T) {
	tests := []struct {
		e          protocol.Estimate
		assemblies bool // --disassemble
		want       string
	}{
		{protocol.Estimate{Solutions: 480, Nodes: 9000, TimeMillis: 12, Exact: true}, false,
			"Exactly 480 solutions with these options (the estimate's trial run found them all in 12 ms)."},
		{protocol.Estimate{Solutions: 9839.4, SolutionsErr: 1200.2, TimeMillis: 95000, Probes: 2000}, false,
			"About 9,839 solutions (± 1,200) with these options, found in about 1 min 35 s by one worker (an estimate from 2,000 random probes)."},
		{protocol.Estimate{Solutions: 1, Nodes: 90, TimeMillis: 2, Exact: true}, false,
			"Exactly 1 solution with these options (the estimate's trial run found it in 2 ms)."},
		{protocol.Estimate{Solutions: 1.2, SolutionsErr: 0.4, Probes: 1}, false,
			"About 1 solution (± 0) with these options (an estimate from 1 random probe)."},
		{protocol.Estimate{Solutions: 3.4e15, SolutionsErr: 2e15, Probes: 2000}, false,
			"About 3.4e+15 solutions (± 2e+15) with these options (an estimate from 2,000 random probes)."},
		{protocol.Estimate{Solutions: 96, Nodes: 600, TimeMillis: 2, Exact: true}, true,
			"Exactly 96 assemblies with these options (the estimate's trial run found them all in 2 ms). A run takes them apart (--disassemble); the estimate counts them before."},
		{protocol.Estimate{Solutions: 1.2, SolutionsErr: 0.4, Probes: 1}, true,
			"About 1 assembly (± 0) with these options (an estimate from 1 random probe). A run takes them apart (--disassemble); the estimate counts them before."},
	}
	for _, tc := range tests {
		if got := EstimateText(&tc.e, tc.assemblies); got != tc.want {
			t.Errorf("EstimateText(%+v) =\n%q\nwant\n%q", tc.e, got, tc.want)
		}
	}
}
