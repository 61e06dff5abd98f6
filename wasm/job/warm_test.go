package job

import (
	"context"
	"strings"
	"testing"
	"time"

	"polyplay/solver"
	"polyplay/wasm/protocol"
)

func TestWarm(t *testing.T) {
	defer func(d time.Duration) { warmFor = d }(warmFor)
	// Stopped at its first progress report: the search yields there and
	// at its last report, where the whole 10x6 search (80 ms or more)
	// reports every 20 ms.
	warmFor = 0
	yields := 0
	req := protocol.SolveRequest{Problem: pentominoes(t), Args: []string{"-r", "--auto"}}
	if err := Warm(context.Background(), req, func() { yields++ }); err != nil || yields > 2 {
		t.Errorf("Warm: error %v, %d yields; want none and at most 2", err, yields)
	}
	// Cancelled before it starts: it makes the solver, searches nothing
	// (the last report only).
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	yields = 0
	if err := Warm(ctx, req, func() { yields++ }); err != nil || yields > 1 {
		t.Errorf("Warm, cancelled: error %v, %d yields; want none and at most 1", err, yields)
	}
	for _, tc := range []struct {
		req  protocol.SolveRequest
		want string
	}{
		{protocol.SolveRequest{}, "no puzzle to search"},
		{protocol.SolveRequest{Problem: small(), Args: []string{"-x"}}, "solver options"},
		{protocol.SolveRequest{Problem: small(), Args: []string{"-r", "extra"}}, `unexpected argument "extra"`},
		{protocol.SolveRequest{Problem: &solver.Problem{XDim: 1, YDim: 1, ZDim: 1}}, "the puzzle has no pieces"},
	} {
		if err := Warm(context.Background(), tc.req, nil); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Warm(%+v) error %v, want %q", tc.req, err, tc.want)
		}
	}
}
