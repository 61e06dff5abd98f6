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
	"sync"
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
//
// A request with Queue takes its branches from br: each time the search
// needs more, Run asks with a take message and waits for the answer.
func Run(ctx context.Context, id int, req protocol.SolveRequest, send func(protocol.Message), yield func(), br *Branches) {
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
	var q *queue
	if req.Queue {
		switch {
		case opts.Parts <= 1:
			fail(fmt.Errorf("a run that takes its branches from the page must be one of several parts (--part=K/N)"))
			return
		case br == nil:
			fail(fmt.Errorf("this worker has no queue to take branches from"))
			return
		}
		var stop context.CancelFunc
		ctx, stop = context.WithCancel(ctx)
		defer stop()
		q = &queue{ctx: ctx, stop: stop, id: id, part: opts.Part, br: br}
		opts.Take = q.take
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
		q.fill(&ps)
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
	if q != nil && q.err != nil {
		fail(q.err)
		return
	}
	if rec != nil {
		w := rec.Window()
		send(protocol.Message{Kind: protocol.KindTrace, Run: id, Trace: &w})
	}
	fs := protocol.FromStats(st)
	q.fill(&fs)
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

// Branches connects a run to the queue it takes its branches from
// (protocol.Queue; in the browser, a Web Worker of its own): Ask sends a
// take message, and the queue's answers arrive on Answers. Answers to
// other runs are dropped.
type Branches struct {
	Ask     func(protocol.Message)
	Answers <-chan protocol.Message
}

// queue takes a run's branches (solver.Options.Take).
type queue struct {
	ctx  context.Context
	stop context.CancelFunc // stops the search when the queue fails
	id   int
	part int
	br   *Branches

	mu           sync.Mutex // one take at a time (the search may run several jobs)
	err          error
	total, taken int64
}

// take asks the queue for branches and waits for its answer. When the
// queue answers with an error, it stops the search and Run reports the
// error.
func (q *queue) take(total int64) (from, to int64) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.err != nil {
		return 0, 0
	}
	q.total = total
	q.br.Ask(protocol.Message{Kind: protocol.KindTake, Run: q.id, Part: q.part, Total: protocol.Count(total)})
	for {
		select {
		case m := <-q.br.Answers:
			if m.Run != q.id || m.Kind != protocol.KindBranches {
				continue // a late answer to an earlier run
			}
			if m.Error != "" {
				q.err = fmt.Errorf("the queue of branches failed: %s", m.Error)
				q.stop()
				return 0, 0
			}
			q.taken += int64(m.To - m.From)
			return int64(m.From), int64(m.To)
		case <-q.ctx.Done():
			return 0, 0
		}
	}
}

// fill adds the run's branches and those taken so far to st (nothing for
// a run without a queue).
func (q *queue) fill(st *protocol.Stats) {
	if q == nil {
		return
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	st.Branches, st.Taken = protocol.Count(q.total), protocol.Count(q.taken)
}
