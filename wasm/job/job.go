// Package job runs one solve request for the playground's solver worker and
// reports it as protocol messages: progress at a bounded rate, solutions in
// batches (cells only for the first Keep solutions; the counts stay exact),
// and a final done message. It is pure Go so it is tested natively; the
// worker (wasm/worker) only connects it to postMessage.
package job

import (
	"context"
	"fmt"
	"strings"
	"time"

	"polyplay/solver"
	"polyplay/ui/player"
	"polyplay/wasm/protocol"
)

// MaxBatch bounds the number of solutions in one solutions message.
const MaxBatch = 500

// Run solves req and calls send for each message of run id. It returns when
// the search ends: finished, stopped by an option, or ctx cancelled. Bad
// requests end with a done message carrying the error. yield, if not nil,
// is called after each progress message; the worker uses it to let the
// JavaScript event loop deliver a cancel message.
func Run(ctx context.Context, id int, req protocol.SolveRequest, send func(protocol.Message), yield func()) {
	fail := func(err error) {
		send(protocol.Message{Kind: protocol.KindDone, Run: id, Error: err.Error()})
	}
	if req.Problem == nil {
		fail(fmt.Errorf("no puzzle to solve"))
		return
	}
	if err := req.Problem.Validate(); err != nil {
		fail(err)
		return
	}
	opts, rest, err := solver.ParseArgs(req.Args)
	if err != nil {
		fail(fmt.Errorf("solver options: %w", err))
		return
	}
	if len(rest) > 0 {
		fail(fmt.Errorf("solver options: unexpected argument %q", strings.Join(rest, " ")))
		return
	}
	if opts.Parts > 1 {
		// Tag every message with the part this worker searches.
		sendAll := send
		send = func(m protocol.Message) {
			m.Part = opts.Part
			sendAll(m)
		}
	}

	b := &batcher{id: id, send: send, keep: req.KeepLimit()}
	interval := req.ProgressInterval()
	var last time.Time
	opts.ProgressInterval = interval
	opts.Progress = func(st solver.Stats) {
		// The solver promises about one call per interval; enforce the
		// bound here too so the page never floods.
		now := time.Now()
		if !last.IsZero() && now.Sub(last) < interval*3/4 {
			return
		}
		last = now
		b.flush()
		ps := protocol.FromStats(st)
		send(protocol.Message{Kind: protocol.KindProgress, Run: id, Stats: &ps})
		if yield != nil {
			yield()
		}
	}

	// A traced run records a window of the search and stops when the
	// window is full.
	var rec *player.Recorder
	if req.Trace != nil {
		var stop context.CancelFunc
		ctx, stop = context.WithCancel(ctx)
		defer stop()
		rec = player.NewRecorder(req.Problem, req.Trace.Skip, req.Trace.Limit, req.Trace.Follow)
		opts.Trace = func(e solver.Event) {
			if rec.Add(e) {
				stop()
			}
		}
	}

	s, err := solver.New(req.Problem, opts)
	if err != nil {
		fail(err)
		return
	}
	st, _ := s.Solve(ctx, b.add)
	b.flush()
	if rec != nil {
		w := rec.Window()
		send(protocol.Message{Kind: protocol.KindTrace, Run: id, Trace: &w})
	}
	fs := protocol.FromStats(st)
	send(protocol.Message{Kind: protocol.KindDone, Run: id, Stats: &fs})
}

// batcher collects the solutions to send.
type batcher struct {
	id    int
	send  func(protocol.Message)
	keep  int // solutions sent with cells at most
	found int // solutions seen
	first int // index of batch[0]
	batch []protocol.Solution
}

// add is the solver's solution callback.
func (b *batcher) add(s solver.Solution) bool {
	if b.found < b.keep {
		if len(b.batch) == 0 {
			b.first = b.found
		}
		b.batch = append(b.batch, protocol.FromSolution(s))
		if len(b.batch) >= MaxBatch {
			b.flush()
		}
	}
	b.found++
	return true
}

// flush sends the collected solutions, if any.
func (b *batcher) flush() {
	if len(b.batch) == 0 {
		return
	}
	b.send(protocol.Message{Kind: protocol.KindSolutions, Run: b.id, First: b.first, Solutions: b.batch})
	b.batch = nil
}
