package job

import (
	"context"
	"errors"
	"fmt"
	"time"

	"polyplay/solver"
	"polyplay/solver/coach"
	"polyplay/wasm/protocol"
)

// coachYield is how often the coach's search yields (calls yield), so
// that a new move's coach message can stop it.
const coachYield = 20 * time.Millisecond

// foundEvery is how often the coach's count, going on after its first
// answers, tells the page the completions found so far.
const foundEvery = time.Second

// Coach answers a coach request of Play mode (solver/coach): it sends a
// coached message within the request's budget, with the number of
// completions (exact, or found so far), a completion and a hint. Then,
// if that count was not exact and the request asks to refine it, it
// estimates the number (coach.Position.Estimate) and sends a second
// coached message with the estimate's range if it has one, and counts
// on (coach.Position.Count), telling the completions found so far every
// foundEvery, to send the exact count when the search ends. A bad request is answered with a coached message carrying the
// error. Nothing is sent once ctx is cancelled: the worker cancels a
// coach's search when the next move's request comes. The search yields
// every few milliseconds (yield, if not nil).
func Coach(ctx context.Context, id int, req protocol.CoachRequest, send func(protocol.Message), yield func()) {
	begun := time.Now()
	var last coach.Answer // the latest answer sent
	reply := func(a coach.Answer, err error) {
		if ctx.Err() != nil {
			return
		}
		m := protocol.Message{Kind: protocol.KindCoached, Run: id}
		if err != nil {
			m.Error = err.Error()
		} else {
			m.Coached = coached(a)
			last = a
		}
		send(m)
	}
	placed, err := placements(req)
	if err != nil {
		reply(coach.Answer{}, err)
		return
	}
	if req.BudgetMillis < 0 {
		reply(coach.Answer{}, fmt.Errorf("coach: a budget of %d ms", req.BudgetMillis))
		return
	}
	o := coach.Options{HintPiece: req.HintPiece, First: req.First, Budget: time.Duration(req.BudgetMillis) * time.Millisecond, Yield: yield, YieldEvery: coachYield}
	// While the count goes on, the page hears how many completions it
	// has found, every foundEvery: the latest answer with more.
	var told time.Time
	o.Found = func(n int64) {
		if n <= last.Count || time.Since(told) < foundEvery {
			return
		}
		told = time.Now()
		a := last
		a.Count, a.Elapsed = n, time.Since(begun)
		if a.Estimated {
			a.Low = max(a.Low, float64(n))
			a.Estimate, a.High = max(a.Estimate, a.Low), max(a.High, a.Low)
		}
		reply(a, nil)
	}
	pos, err := coach.Prepare(ctx, req.Problem, placed, o)
	if errors.Is(err, context.Canceled) {
		return
	}
	if err != nil {
		reply(coach.Answer{}, err)
		return
	}
	a, err := pos.Ask(ctx)
	if errors.Is(err, context.Canceled) {
		return
	}
	a.Elapsed = time.Since(begun) // with the position's preparation
	reply(a, err)
	if err != nil || a.Exact || !req.Refine {
		return
	}
	e, err := pos.Estimate(ctx)
	if errors.Is(err, context.Canceled) {
		return
	}
	if err != nil || e.Exact {
		reply(e, err)
		return
	}
	if e.Estimated {
		// The count found so far stays the larger of the two: both are
		// true.
		if e.Count < a.Count {
			e.Count, e.Completion, e.Hint = a.Count, a.Completion, a.Hint
		}
		e.Low = max(e.Low, float64(e.Count))
		e.Estimate, e.High = max(e.Estimate, e.Low), max(e.High, e.Low)
		reply(e, nil)
	}
	a, err = pos.Count(ctx)
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

// coached converts the coach's answer for the page: an answer without
// an estimate's range has Estimate, Low and High 0.
func coached(a coach.Answer) *protocol.Coached {
	c := &protocol.Coached{Exact: a.Exact, Count: protocol.Count(a.Count), ElapsedMillis: float64(a.Elapsed) / float64(time.Millisecond)}
	if a.Estimated {
		c.Estimate, c.Low, c.High = a.Estimate, a.Low, a.High
	}
	if a.Completion != nil {
		sol := protocol.FromSolution(solver.Solution{Placements: a.Completion})
		c.Completion = &sol
	}
	if a.Hint != nil {
		c.Hint = a.Hint.Piece
	}
	return c
}
