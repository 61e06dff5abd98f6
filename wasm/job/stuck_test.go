package job

import (
	"context"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver/verify"
	"polyplay/wasm/protocol"
)

// TestLargeCoach: the coach answers about the empty boards of the
// library's puzzles whose counts no one knows, the page's questions (it
// answers the others from the library's counts: ui's
// TestCoachEmptyBoards): the hexominoes' 15x14 parallelogram, whose
// automatic configuration's redundancy pick took minutes before it had
// a budget (solver.NewContext), the hexominoes' box in a diamond and the
// heptominoes' 33x23: an answer that is not exact (each search is far
// too large for the budget), with a completion the verifier accepts if
// it found one.
func TestLargeCoach(t *testing.T) {
	if testing.Short() {
		t.Skip("the hexominoes' and heptominoes' models")
	}
	for _, key := range []string{"hexominoes-15x14-parallelogram", "hexominoes-box-in-a-diamond", "heptominoes-33x23-holes"} {
		p := librarytest.Problem(t, key)
		var got []protocol.Message
		Coach(context.Background(), 1, protocol.CoachRequest{Problem: p, BudgetMillis: 300}, func(m protocol.Message) { got = append(got, m) }, nil)
		if len(got) != 1 || got[0].Kind != protocol.KindCoached || got[0].Error != "" || got[0].Coached == nil {
			t.Fatalf("%s: answers %+v", key, got)
		}
		c := got[0].Coached
		if c.Exact {
			t.Errorf("%s: an exact count of %d", key, c.Count)
		}
		if c.Completion != nil {
			sol, err := c.Completion.ToSolver()
			if err == nil {
				err = verify.Solution(p, sol)
			}
			if err != nil {
				t.Errorf("%s: completion: %v", key, err)
			}
		}
	}
}

// TestRunCancelledWhilePreparing: a run of the hexominoes' 15x14
// parallelogram cancelled while its solver is prepared ends with one
// done message that says it was cancelled, as a search cancelled at its
// start: the worker is free for the next request.
func TestRunCancelledWhilePreparing(t *testing.T) {
	p := librarytest.Problem(t, "hexominoes-15x14-parallelogram")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var got []protocol.Message
	Run(ctx, 7, protocol.SolveRequest{Problem: p, Args: []string{"-r"}}, func(m protocol.Message) { got = append(got, m) }, nil, nil)
	if len(got) != 1 || got[0].Kind != protocol.KindDone || got[0].Run != 7 || got[0].Error != "" ||
		got[0].Stats == nil || got[0].Stats.Stopped != "cancel" {
		t.Fatalf("messages %+v", got)
	}
}
