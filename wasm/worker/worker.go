//go:build js && wasm

// Package worker is the playground's solver worker: the loop that the
// page's program (wasm/app, app.wasm) runs when it starts in a dedicated
// Web Worker (static/worker.js loads it) instead of a page. Run installs
// its message handler, then posts a ready message; after that it runs one
// solve at a time and reports it with the messages of package protocol.
//
// The search runs on the worker's own thread, never the page's. A cancel
// message takes effect at the next progress report, where the search yields
// to the JavaScript event loop; the page may also simply terminate the
// worker and start a new one. Between runs, the page's puzzle designer
// asks for estimates of the puzzle drawn (estimate messages); a solve
// stops the estimate in progress. In Play mode the page asks the coach
// about the position after every move (coach messages, job.Coach); a new
// coach message or a solve stops the coach's search in progress; a
// challenge message makes a new starting position (job.Challenge), which
// a cancel message with its number stops; an apart message takes a
// solution apart by sliding its pieces (job.Apart), which a cancel
// message with its number stops. Once the page's workers are
// ready, one of them warms the solver's code up (a warm message,
// job.Warm: a few whole runs, each answered by a warmed message) until a
// run or an estimate is asked for; the warm-up gives way to the coach
// (job.Gate): it waits, at its start and at each of its yields, while
// the coach searches. The worker keeps the last solvers that its runs
// and its warm-up prepared (package job): a run of the same puzzle with
// the same preparation reuses one.
//
// A run divided among workers that share a queue of branches comes with a
// MessagePort to that queue (static/queue.js). While the run waits for
// more branches, or for a node of a branch it shares with other workers,
// its goroutine blocks, and the JavaScript event loop delivers the queue's
// answer on the port. The queue's wanted messages, which ask the run to
// share its branch, arrive whenever the search yields.
package worker

import (
	"context"
	"runtime/debug"
	"syscall/js"
	"time"

	"polyplay/solver"
	"polyplay/wasm/job"
	"polyplay/wasm/protocol"
)

// Version is the build version, set with -ldflags
// "-X polyplay/wasm/worker.Version=...".
var Version = "dev"

// Run runs the worker's loop: it answers the page's messages until the
// page terminates the worker, and never returns.
func Run() {
	// A warm 10x6 allocates a few MB (its FILA tables, 1,000 solutions
	// and their message) on a live heap of a few MB: at Go's default
	// the collector ran several times a solve.
	debug.SetGCPercent(400)
	self := js.Global()
	hb := newHeartbeat(self)
	post := func(m protocol.Message) {
		v, err := protocol.ToJS(m)
		if err != nil {
			v, _ = protocol.ToJS(protocol.Message{Kind: protocol.KindDone, Run: m.Run, Error: err.Error()})
		}
		self.Call("postMessage", v)
		hb.posted()
	}
	// Every piece of work beats at its checkpoints (heartbeat.go).
	base := solver.WithHeartbeat(context.Background(), hb.beat)
	// yield lets the event loop run, which is no work.
	yield := func() {
		yieldLoop()
		hb.rested()
	}

	// postWarm posts a warm-up's warmed messages. Its runs' other
	// messages are encoded as a run's are, for that code to be warm too,
	// but not posted: the page has no run to show them in.
	postWarm := func(m protocol.Message) {
		if m.Kind == protocol.KindWarmed {
			post(m)
			return
		}
		_, _ = protocol.ToJS(m)
	}

	var (
		cancel  context.CancelFunc
		running int
		queue   *queuePort // the running run's queue of branches, if any
		// start is closed by a go message for the running run, when
		// it waits for the first worker's trial (SolveRequest.Wait).
		start chan struct{}
		// stopEstimate cancels the designer's estimate in progress.
		stopEstimate context.CancelFunc = func() {}
		// stopWarm cancels the warm-up in progress.
		stopWarm context.CancelFunc = func() {}
		// stopCoach cancels the coach's search in progress.
		stopCoach context.CancelFunc = func() {}
		// coaching is held while the coach (or the disassembler)
		// searches: the warm-up gives way to it (the page asks the
		// coach as soon as its first worker is ready, and warms the
		// workers up once all are).
		coaching job.Gate
		// stopChallenge cancels the starting position being made, and
		// challenge is its number.
		stopChallenge context.CancelFunc = func() {}
		challenge     int
		// aparts cancel the disassemblies in progress, by their
		// numbers.
		aparts = map[int]context.CancelFunc{}
	)
	handler := js.FuncOf(func(this js.Value, args []js.Value) any {
		defer hb.rested()
		m, err := decode(args[0])
		if err != nil {
			post(protocol.Message{Kind: protocol.KindDone, Run: m.Run, Error: "worker: " + err.Error()})
			return nil
		}
		switch m.Kind {
		case protocol.KindSolve:
			stopWarm()
			stopEstimate()
			stopCoach()
			stopChallenge()
			challenge = 0
			if cancel != nil {
				cancel()
			}
			var ctx context.Context
			ctx, cancel = context.WithCancel(base)
			running = m.Run
			req := *m.Solve
			queue.close()
			queue = nil
			var br *job.Branches
			if ports := args[0].Get("ports"); req.Queue && ports.Truthy() && ports.Length() > 0 {
				queue = openQueue(ports.Index(0), m.Run)
				br = queue.br
				start = make(chan struct{})
				br.Start = start
			}
			go job.Run(ctx, m.Run, req, post, yield, br)
		case protocol.KindEstimate:
			// The designer's estimate: one at a time, the newest wins.
			stopWarm()
			stopEstimate()
			var ctx context.Context
			ctx, stopEstimate = context.WithCancel(base)
			go func(id int, req protocol.SolveRequest) {
				est, err := job.Estimate(ctx, req)
				if ctx.Err() != nil {
					return
				}
				m := protocol.Message{Kind: protocol.KindEstimated, Run: id, Estimate: est}
				if err != nil {
					m.Error = err.Error()
				}
				post(m)
			}(m.Run, *m.Solve)
		case protocol.KindCoach:
			// Play mode's coach: one at a time, the newest move wins.
			// A warm-up gives way meanwhile, and goes on after.
			stopCoach()
			var ctx context.Context
			ctx, stopCoach = context.WithCancel(base)
			release := coaching.Hold()
			go func(id int, req protocol.CoachRequest) {
				defer release()
				job.Coach(ctx, id, req, post, yield)
			}(m.Run, *m.Coach)
		case protocol.KindChallenge:
			// Play mode's new starting position: one at a time.
			stopWarm()
			stopCoach()
			stopChallenge()
			var ctx context.Context
			ctx, stopChallenge = context.WithCancel(base)
			challenge = m.Run
			go job.Challenge(ctx, m.Run, *m.Challenge, post, yield)
		case protocol.KindApart:
			// A solution taken apart, until its answer or a cancel
			// message with its number. A warm-up gives way meanwhile,
			// as to the coach.
			if stop, ok := aparts[m.Run]; ok {
				stop()
			}
			ctx, stop := context.WithCancel(base)
			aparts[m.Run] = stop
			release := coaching.Hold()
			go func(id int, req protocol.ApartRequest) {
				defer release()
				defer stop()
				job.Apart(ctx, id, req, post, yield)
			}(m.Run, *m.Apart)
		case protocol.KindWarm:
			// Run the solver's code a few times before the first run.
			stopWarm()
			var ctx context.Context
			ctx, stopWarm = context.WithCancel(base)
			// warmYield yields, then waits while the coach searches:
			// the coach's question first, the warm-up after.
			warmYield := func() {
				yield()
				_ = coaching.Wait(ctx)
			}
			go func(req protocol.SolveRequest) {
				// A question posted just after the warm-up waits in the
				// event loop's queue: the first yield lets it in.
				warmYield()
				if ctx.Err() != nil {
					return
				}
				if err := job.Warm(ctx, req, postWarm, warmYield); err != nil && ctx.Err() == nil {
					post(protocol.Message{Kind: protocol.KindWarmed, Error: err.Error()})
				}
			}(*m.Solve)
		case protocol.KindPing:
			// The page's watch: this handler runs, so the worker answers.
			post(protocol.Message{Kind: protocol.KindPong, Run: m.Run})
		case protocol.KindGo:
			if m.Run == running && start != nil {
				close(start)
				start = nil
			}
		case protocol.KindCancel:
			if m.Run != 0 && m.Run == challenge {
				stopChallenge()
				break
			}
			if stop, ok := aparts[m.Run]; ok && m.Run != 0 {
				stop()
				delete(aparts, m.Run)
				break
			}
			if cancel != nil && (m.Run == 0 || m.Run == running) {
				cancel()
			}
		}
		return nil
	})
	self.Set("onmessage", handler)
	post(protocol.Message{Kind: protocol.KindReady, Version: Version})
	select {}
}

// yieldLoop blocks the search goroutine briefly. With every goroutine
// blocked, the Go runtime returns to the JavaScript event loop, which
// then delivers pending messages (such as cancel) to the handler.
func yieldLoop() { time.Sleep(time.Millisecond) }

// queuePort is the worker's side of the port to a run's queue of
// branches.
type queuePort struct {
	port    js.Value
	onMsg   js.Func
	answers chan protocol.Message
	br      *job.Branches
}

// openQueue starts listening on port for the answers of run's queue.
func openQueue(port js.Value, run int) *queuePort {
	q := &queuePort{port: port, answers: make(chan protocol.Message, 1)}
	q.onMsg = js.FuncOf(func(this js.Value, args []js.Value) any {
		m, err := decode(args[0])
		if err != nil {
			m = protocol.Message{Kind: protocol.KindBranches, Run: run, Error: "a broken answer: " + err.Error()}
		}
		if m.Kind == protocol.KindWanted {
			// Read by the search at its sub-split nodes.
			q.br.Wanted.Store(int32(m.Waiting))
			return nil
		}
		// The run has one question out at a time: its answer finds
		// room, a stray one is dropped.
		select {
		case q.answers <- m:
		default:
		}
		return nil
	})
	port.Set("onmessage", q.onMsg)
	q.br = &job.Branches{Answers: q.answers, Ask: func(m protocol.Message) {
		s, err := protocol.Encode(m)
		if err != nil {
			q.answers <- protocol.Message{Kind: protocol.KindBranches, Run: m.Run, Error: err.Error()}
			return
		}
		port.Call("postMessage", s)
	}}
	return q
}

// close stops listening on the port and closes it.
func (q *queuePort) close() {
	if q == nil {
		return
	}
	q.port.Set("onmessage", nil)
	q.port.Call("close")
	q.onMsg.Release()
}

// decode reads the message of a message event, as protocol.ToJS writes
// it (a plain object, or JSON text).
func decode(ev js.Value) (protocol.Message, error) {
	return protocol.FromJS(ev.Get("data"))
}
