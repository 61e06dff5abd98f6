package job

import (
	"context"
	"errors"
	"time"

	"polyplay/solver/disassemble"
	"polyplay/wasm/protocol"
)

// apartYield is how often the disassembler's search yields (calls
// yield), so that a cancel message can stop it.
const apartYield = 20 * time.Millisecond

// Apart answers an apart request (the PolyPlayer's animation by sliding,
// Play's Slide the pieces in): it takes the request's solution apart
// (disassemble.Assembly, within its bound on positions) and sends a taken
// message with the level and the plan, or that the solution does not
// come apart, or the error (a bad request, too many positions). Nothing
// is sent once ctx is cancelled: the worker cancels the search when a
// cancel message with its number comes. The
// search yields every few milliseconds (yield, if not nil).
func Apart(ctx context.Context, id int, req protocol.ApartRequest, send func(protocol.Message), yield func()) {
	begun := time.Now()
	reply := func(t *protocol.Taken, err error) {
		if ctx.Err() != nil {
			return
		}
		m := protocol.Message{Kind: protocol.KindTaken, Run: id, Taken: t}
		if err != nil {
			m.Error, m.Taken = err.Error(), nil
		}
		send(m)
	}
	if req.Problem == nil {
		reply(nil, errors.New("no puzzle to take apart"))
		return
	}
	sol, err := req.Solution.ToSolver()
	if err != nil {
		reply(nil, err)
		return
	}
	r, err := disassemble.Assembly(ctx, req.Problem, sol, disassemble.Options{Yield: disassemble.YieldEvery(apartYield, yield)})
	if err != nil {
		reply(nil, err)
		return
	}
	reply(&protocol.Taken{Apart: r.Apart, Level: r.Level, Plan: r.Plan, ElapsedMillis: float64(time.Since(begun)) / float64(time.Millisecond)}, nil)
}
