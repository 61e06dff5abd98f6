package job

import (
	"context"
	"time"

	"polyplay/solver"
	"polyplay/wasm/protocol"
)

// WarmFor is how long Warm searches, once its solver is made.
const WarmFor = 300 * time.Millisecond

// warmFor is WarmFor; tests lower it.
var warmFor = WarmFor

// warmEvery is how often a warm-up yields (and checks its time).
const warmEvery = 20 * time.Millisecond

// Warm makes the solver for req and searches for about WarmFor (or for
// the time limit of req's options, if shorter: the page's workers but the
// first only prepare their solver), then drops the search: nothing is
// sent. The worker keeps the solver (prepared), which the page's first
// run of the same puzzle with the same preparation reuses. In a browser
// the first run of the solver's code is its slowest: V8 first compiles
// WebAssembly quickly into slow code, and only the functions that have
// run a while are compiled again, optimised, each taking its new code at
// its next call. Under node 20 a first 10x6 pentominoes (-r --auto) took
// 1.4 s (median of 5, load 8-10) after a warm-up of a few hundred
// milliseconds against 3.0 s without; the worker module's code is shared
// by the page's workers, so one worker's warm-up serves them all. A
// warm-up yields every warmEvery (yield, if not nil), and ends when ctx
// is cancelled: the worker cancels it when a run or an estimate is asked
// for. It returns the error of a request it cannot search.
func Warm(ctx context.Context, req protocol.SolveRequest, yield func()) error {
	opts, err := requestOptions(req, "search")
	if err != nil {
		return err
	}
	opts.Jobs, opts.Part, opts.Parts, opts.Take, opts.Share = 1, 0, 0, nil, nil
	opts.Trace = nil
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	var start time.Time
	opts.ProgressInterval = warmEvery
	opts.Progress = func(solver.Stats) {
		if time.Since(start) >= warmFor {
			stop()
		}
		if yield != nil {
			yield()
		}
	}
	s, err := prepared.solver(req.Problem, opts)
	if err != nil {
		return err
	}
	start = time.Now()
	s.Solve(ctx, nil)
	return nil
}
