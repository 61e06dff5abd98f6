package job

import (
	"context"
	"errors"
	"time"

	"polyplay/wasm/protocol"
)

// The warm-up of a worker's code. In a browser the solver's code is first
// compiled quickly into slow code (V8's Liftoff); a function is compiled
// again, optimised (TurboFan), only once it has run a while, on one of
// the browser's other threads. A function that runs once per run (making
// the run's solver, its FILA tables, encoding its messages) runs long
// enough only after tens of runs, and the browser optimises it on the
// cores the search shares with the page (BenchmarkBrowserSolve in web
// shows a page's first runs against its warm ones). Warm runs whole runs
// before the person's first, while the page is idle.
const (
	// WarmRuns is the number of whole runs of a warm-up.
	WarmRuns = 20
	// WarmFor is how long a warm-up runs at most: on a slow device it
	// ends before WarmRuns runs.
	WarmFor = 1500 * time.Millisecond
)

// warmEvery is how often a warm-up's run reports its progress and
// yields: a run or an estimate asked for waits for that to stop it.
const warmEvery = 20 * time.Millisecond

// Warm runs req's search as a run of the page would (Run, but for its
// progress reports, every warmEvery), up to WarmRuns times and while it
// has run less than WarmFor, or than the time limit of req's options if
// shorter: the page's workers but the first only prepare their solver,
// in one run. The worker keeps the solver (prepared), which the page's
// first run of the same puzzle with the same preparation reuses; the
// worker module's code is shared by the page's workers, so one worker's
// warm-up serves them all.
//
// send gets every message of the runs as Run would send it, but a run's
// done message comes as a warmed message (protocol.KindWarmed) numbered
// with the run (Message.Run, from 1); once every run is done, a warmed
// message with Run 0 ends the warm-up. Nothing is sent once ctx is
// cancelled: the worker cancels a warm-up when a run or an estimate is
// asked for. A warm-up yields as runs do (yield, if not nil). Warm
// returns the error of a request it cannot search: before sending
// anything if the request is invalid, or after the warmed message of a
// run that failed.
func Warm(ctx context.Context, req protocol.SolveRequest, send func(protocol.Message), yield func()) error {
	return warm(ctx, req, send, yield, defaultTuning())
}

// warm is Warm with the tuning tu.
func warm(ctx context.Context, req protocol.SolveRequest, send func(protocol.Message), yield func(), tu tuning) error {
	opts, err := requestOptions(req, "search")
	if err != nil {
		return err
	}
	limit := tu.warmFor
	if opts.TimeLimit > 0 {
		limit = min(limit, opts.TimeLimit)
	}
	// Each run reads its request as a run's comes to the worker, as
	// JSON text.
	text, err := protocol.Encode(protocol.Message{Kind: protocol.KindSolve, Solve: &req})
	if err != nil {
		return err
	}
	begun := time.Now()
	for n := 1; n <= tu.warmRuns && ctx.Err() == nil; n++ {
		m, err := protocol.Decode(text)
		if err != nil {
			return err
		}
		var failed error
		run(ctx, n, *m.Solve, func(m protocol.Message) {
			if ctx.Err() != nil {
				return
			}
			if m.Kind == protocol.KindDone {
				if m.Error != "" {
					failed = errors.New(m.Error)
				}
				m.Kind, m.Run = protocol.KindWarmed, n
			}
			send(m)
		}, yield, nil, warmEvery, tu)
		if failed != nil {
			return failed
		}
		if time.Since(begun) >= limit {
			break
		}
	}
	if ctx.Err() == nil {
		send(protocol.Message{Kind: protocol.KindWarmed})
	}
	return nil
}
