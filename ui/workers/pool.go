// Package workers is the page's side of its solver workers, in plain Go:
// starting and stopping them, handing the messages of a run's start to
// them (with the queue of branches of a divided run), the trial of a
// divided run (its first worker searches alone while the others wait, and
// is then told to go on or to drop the run), the warm-up, and the inbox
// that gathers the workers' messages between two renderings of the page.
//
// It never touches the browser: a [Starter] starts the workers. Package ui
// binds it to real Web Workers (ui/webworker); the tests here bind it to
// fakes that record what each worker was sent.
package workers

import (
	"errors"
	"time"

	"polyplay/wasm/protocol"
)

// Max bounds the number of solver workers a page runs.
const Max = 32

// Port is what a worker is handed with a message besides the message
// itself: in the browser a MessagePort to the queue of branches; opaque
// here.
type Port any

// Worker is one solver worker.
type Worker interface {
	// Post sends the worker a message, with ports to transfer to it.
	Post(m protocol.Message, ports ...Port) error
	// Stop terminates the worker at once, whatever it is doing.
	Stop()
}

// Queue is the queue of branches that the workers of a divided run
// (protocol.SolveRequest.Queue) take their branches from.
type Queue interface {
	// Open starts the queue of run for n workers and returns the ports
	// to hand them, one each.
	Open(run, n int) []Port
	// Stop terminates the queue.
	Stop()
}

// Starter starts workers and queues. onMessage receives each message of
// the worker, onError each failure of the worker or queue.
type Starter interface {
	StartWorker(onMessage func(protocol.Message), onError func(string)) (Worker, error)
	StartQueue(onError func(string)) (Queue, error)
}

// Events are what the workers of a start tell the page. Both are called
// from the workers' callbacks or a timer, not from the page's handling of
// an event: the page dispatches to its own.
type Events struct {
	// Arrived says that messages wait: the page takes them (Pool.Take).
	Arrived func()
	// Failed says that a worker or the queue of start spin (Pool.Spin)
	// failed with msg.
	Failed func(spin int, msg string)
}

// Pool is the page's solver workers. The zero Pool has none.
type Pool struct {
	workers []Worker
	queue   Queue
	spin    int
	trial   trial
	inbox   inbox
	// starter and events are the latest start's, for the workers that
	// Watch replaces; watch is its state (watch.go).
	starter Starter
	events  Events
	watch   watch

	// now and after stand for time.Now and time.AfterFunc (the tests
	// set them).
	now   func() time.Time
	after func(time.Duration, func())
}

// trial is a divided run whose first worker tries the search alone
// (protocol.SolveRequest.Trial) while its other parts wait
// (SolveRequest.Wait); zero when there is none.
type trial struct {
	run, parts int
}

// Clamp returns n within 1 to Max.
func Clamp(n int) int { return min(max(n, 1), Max) }

// Start stops the workers and starts n new ones (Clamp(n)), and the queue
// of branches when there are several. A start that fails leaves none.
// Each start has a number of its own (Spin): the messages and failures
// of the workers of an earlier start are dropped.
func (p *Pool) Start(s Starter, n int, ev Events) error {
	p.Stop()
	p.spin++
	p.starter, p.events = s, ev
	p.watch.start(Clamp(n))
	for k := range Clamp(n) {
		w, err := p.startWorker(k)
		if err != nil {
			p.Stop()
			return err
		}
		p.workers = append(p.workers, w)
	}
	if len(p.workers) > 1 {
		spin := p.spin
		q, err := s.StartQueue(func(msg string) { ev.Failed(spin, msg) })
		if err != nil {
			p.Stop()
			return err
		}
		p.queue = q
	}
	return nil
}

// startWorker starts worker k of the latest start (Start, or Watch in
// place of one that stopped answering), with a new lease (Lease).
func (p *Pool) startWorker(k int) (Worker, error) {
	spin, ev := p.spin, p.events
	lease := p.watch.lease(k)
	onError := func(msg string) { ev.Failed(spin, msg) }
	onMessage := func(m protocol.Message) {
		if !p.watch.heard(k, lease) {
			return // a worker replaced since
		}
		if m.Kind == protocol.KindPong || m.Kind == protocol.KindBeat || m.Kind == protocol.KindReady && p.watch.retiredLease(lease) {
			return // the watch's answers: heard is all they are for
		}
		if m.Kind == protocol.KindReady {
			m.Part = k // which worker is ready (page.Model.WorkerReady)
		}
		p.received(spin, m, ev)
	}
	return p.starter.StartWorker(onMessage, onError)
}

// received keeps m, from a worker of start spin, in the inbox, and has
// the page take it at once or soon (ev.Arrived).
func (p *Pool) received(spin int, m protocol.Message, ev Events) {
	schedule, wait := p.inbox.add(spin, m, p.clock())
	switch {
	case !schedule:
	case wait > 0 && p.after != nil:
		p.after(wait, ev.Arrived)
	case wait > 0:
		time.AfterFunc(wait, ev.Arrived)
	default:
		ev.Arrived()
	}
}

// clock returns the time now.
func (p *Pool) clock() time.Time {
	if p.now != nil {
		return p.now()
	}
	return time.Now()
}

// Stop terminates every worker and the queue at once, whatever they are
// doing.
func (p *Pool) Stop() {
	for _, w := range p.workers {
		w.Stop()
	}
	p.watch.stopRetired(func(retiree) bool { return true })
	p.workers = nil
	p.watch.start(0)
	if p.queue != nil {
		p.queue.Stop()
		p.queue = nil
	}
	p.trial = trial{}
}

// Started returns the number of workers running.
func (p *Pool) Started() int { return len(p.workers) }

// Spin returns the number of the latest start.
func (p *Pool) Spin() int { return p.spin }

// Take returns the messages the workers of the latest start sent since
// the last Take, in the order they came, and notes now as the time of
// this handling (the page renders at most once every renderEvery for a
// running search's solutions and progress).
func (p *Pool) Take(now time.Time) []protocol.Message { return p.inbox.take(p.spin, now) }

// Post sends m to worker k; a cancel goes to the worker retired from
// part k too (watch.go).
func (p *Pool) Post(k int, m protocol.Message) error {
	if k >= len(p.workers) {
		return errNotRunning
	}
	if m.Kind == protocol.KindCancel {
		for _, r := range p.watch.retired {
			if r.k == k {
				_ = r.w.Post(m) // it is stopped when silent, as ever
			}
		}
	}
	return p.workers[k].Post(m)
}

// errNotRunning is the error of a run with more parts than workers.
var errNotRunning = errors.New("the solver is not running")

// Solve posts the messages of a run's start (page.Model.Start), one to
// each worker, with the ports of the queue of branches when the run uses
// it, and notes the run's trial when it has one.
func (p *Pool) Solve(msgs []protocol.Message) error {
	if len(p.workers) < len(msgs) {
		return errNotRunning
	}
	if len(msgs) == 0 {
		return nil
	}
	var ports []Port
	if msgs[0].Solve.Queue {
		if p.queue == nil {
			return errors.New("the queue of branches is not running")
		}
		ports = p.queue.Open(msgs[0].Run, len(msgs))
	}
	p.trial = trial{}
	p.watch.runStarted(msgs[0].Run, len(msgs))
	if msgs[0].Solve.Trial {
		p.trial = trial{run: msgs[0].Run, parts: len(msgs)}
	}
	for k, msg := range msgs {
		var port []Port
		if ports != nil {
			port = ports[k : k+1]
		}
		if err := p.workers[k].Post(msg, port...); err != nil {
			return err
		}
	}
	return nil
}

// Heard takes note of a worker's message m for the trial: when m is the
// first part's split (the trial did not end the search), the other
// workers, configured and waiting, are told to go; when it is the first
// part's done (the trial was the whole search, or failed), they are told
// to drop the run. A part's done also stops the worker retired from that
// part, if any (watch.go).
func (p *Pool) Heard(m protocol.Message) error {
	if m.Kind == protocol.KindDone {
		p.watch.partEnded(m.Run, m.Part)
	}
	t := p.trial
	if t.run == 0 || m.Run != t.run || m.Part != 0 {
		return nil
	}
	switch m.Kind {
	case protocol.KindSplit:
		p.trial = trial{}
		return p.tellOthers(protocol.Message{Kind: protocol.KindGo, Run: t.run}, t.parts)
	case protocol.KindDone:
		p.trial = trial{}
		return p.tellOthers(protocol.Message{Kind: protocol.KindCancel, Run: t.run}, t.parts)
	}
	return nil
}

// tellOthers sends m to the workers of parts 1 to parts-1.
func (p *Pool) tellOthers(m protocol.Message, parts int) error {
	for k := 1; k < parts && k < len(p.workers); k++ {
		if err := p.workers[k].Post(m); err != nil {
			return err
		}
	}
	return nil
}

// Warm posts the warm-up's messages (page.Model.Warm), the kth to worker
// k. A warm-up lost costs only time: errors are dropped.
func (p *Pool) Warm(msgs []protocol.Message) {
	for k, m := range msgs {
		if k < len(p.workers) {
			_ = p.workers[k].Post(m)
		}
	}
}
