package job

import (
	"context"
	"errors"
	"fmt"
	"time"

	"polyplay/solver"
	"polyplay/ui/play"
	"polyplay/wasm/protocol"
)

// coachYield is how often the coach's search yields (calls yield), so
// that a new move's coach message can stop it.
const coachYield = 20 * time.Millisecond

// Coach answers a coach request of Play mode (play.Ask): it sends a
// coached message within the request's budget, with the exact number of
// completions or an estimate, a completion and a hint; then, if that was
// an estimate and the request asks to refine it, it counts on (play.Count)
// and sends a second coached message with the exact count when the search
// ends. A bad request is answered with a coached message carrying the
// error. Nothing is sent once ctx is cancelled: the worker cancels a
// coach's search when the next move's request comes. The search yields
// every few milliseconds (yield, if not nil).
func Coach(ctx context.Context, id int, req protocol.CoachRequest, send func(protocol.Message), yield func()) {
	reply := func(a play.Answer, err error) {
		if ctx.Err() != nil {
			return
		}
		m := protocol.Message{Kind: protocol.KindCoached, Run: id}
		if err != nil {
			m.Error = err.Error()
		} else {
			m.Coached = coached(a)
		}
		send(m)
	}
	placed, err := placements(req)
	if err != nil {
		reply(play.Answer{}, err)
		return
	}
	o := play.CoachOptions{HintPiece: req.HintPiece, Budget: time.Duration(req.BudgetMillis) * time.Millisecond, Yield: yield, YieldEvery: coachYield}
	if req.BudgetMillis < 0 {
		reply(play.Answer{}, fmt.Errorf("coach: a budget of %d ms", req.BudgetMillis))
		return
	}
	a, err := play.Ask(ctx, req.Problem, placed, o)
	if errors.Is(err, context.Canceled) {
		return
	}
	reply(a, err)
	if err != nil || a.Exact || !req.Refine {
		return
	}
	a, err = play.Count(ctx, req.Problem, placed, o)
	if errors.Is(err, context.Canceled) {
		return
	}
	reply(a, err)
}

// placements reads the request's position.
func placements(req protocol.CoachRequest) ([]solver.Placement, error) {
	if req.Problem == nil {
		return nil, errors.New("no puzzle to coach")
	}
	out := make([]solver.Placement, len(req.Placed))
	for i, p := range req.Placed {
		sol, err := protocol.Solution{Placements: []protocol.Placement{p}}.ToSolver()
		if err != nil {
			return nil, err
		}
		out[i] = sol.Placements[0]
	}
	return out, nil
}

// coached converts the coach's answer for the page.
func coached(a play.Answer) *protocol.Coached {
	c := &protocol.Coached{Exact: a.Exact, Count: protocol.Count(a.Count), Estimate: a.Estimate, Low: a.Low, High: a.High,
		ElapsedMillis: float64(a.Elapsed) / float64(time.Millisecond)}
	if a.Completion != nil {
		sol := protocol.FromSolution(solver.Solution{Placements: a.Completion})
		c.Completion = &sol
	}
	if a.Hint != nil {
		c.Hint = a.Hint.Piece
	}
	return c
}
