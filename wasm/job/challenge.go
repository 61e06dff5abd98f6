package job

import (
	"context"
	"time"

	"polyplay/solver"
	"polyplay/solver/challenge"
	"polyplay/wasm/protocol"
)

// Challenge makes a starting position of Play mode (solver/challenge):
// it sends one challenged message with the pieces placed in advance and
// the position's grade, or with the error (a level unknown, no position
// found as asked). Nothing is sent once ctx is cancelled: the worker
// cancels it when a new challenge or a cancel message comes. The
// generator calls yield (if not nil) after each of its searches, so that
// such a message can come in.
func Challenge(ctx context.Context, id int, req protocol.ChallengeRequest, send func(protocol.Message), yield func()) {
	start := time.Now()
	reply := func(c *protocol.Challenged, err error) {
		if ctx.Err() != nil {
			return
		}
		m := protocol.Message{Kind: protocol.KindChallenged, Run: id, Challenged: c}
		if err != nil {
			m.Error = err.Error()
			m.Challenged = nil
		}
		send(m)
	}
	level, err := challenge.ParseLevel(req.Level)
	if err != nil {
		reply(nil, err)
		return
	}
	var progress func(challenge.Progress)
	if yield != nil {
		progress = func(challenge.Progress) { yield() }
	}
	pos, err := challenge.Generate(ctx, req.Problem, challenge.Options{Left: req.Left, Level: level, Seed: req.Seed}, progress)
	if err != nil {
		reply(nil, err)
		return
	}
	placed := protocol.FromSolution(solver.Solution{Placements: pos.Placed}).Placements
	reply(&protocol.Challenged{Placed: placed, Level: pos.Grade.Level.String(), Placements: pos.Grade.Placements,
		ElapsedMillis: float64(time.Since(start)) / float64(time.Millisecond)}, nil)
}
