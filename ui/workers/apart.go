package workers

import (
	"fmt"

	"polyplay/wasm/protocol"
)

// FirstApart is the number of the first question a Taker asks: apart
// questions are numbered apart from runs and Play's questions, so that a
// cancel message stops only its own.
const FirstApart = 1 << 30

// Taker asks the pool's first worker to take solutions apart (apart
// messages, job.Apart), off the page's thread: the page stays responsive
// while a hard assembly's search goes on. A question waits until that
// worker is ready (Pump), and is asked again when the worker was started
// again or replaced meanwhile (its lease). Its methods run on the page's
// thread. A nil Taker has no worker: Ask reports it.
type Taker struct {
	pool  *Pool
	ready func() bool
	next  int
	asks  map[int]*apartAsk
	// known are the answers heard, by question (knownKey): the player's
	// disassembly serves the share panel's image of it too.
	known map[string]*protocol.Taken
}

// maxKnown bounds the answers a Taker remembers.
const maxKnown = 16

// apartAsk is a question waiting for its answer: posted with the lease
// of the worker it went to (0: not yet posted).
type apartAsk struct {
	req    protocol.ApartRequest
	answer func(protocol.Message)
	lease  int
}

// NewTaker returns a Taker asking pool's first worker once ready says
// it is ready (its ready message came).
func NewTaker(pool *Pool, ready func() bool) *Taker {
	return &Taker{pool: pool, ready: ready, next: FirstApart, asks: map[int]*apartAsk{}, known: map[string]*protocol.Taken{}}
}

// Ask asks for req's solution taken apart; answer gets the worker's taken
// message (its Taken or its Error), once, unless cancel is called first.
// cancel stops the worker's search. ok is false for a nil Taker: there
// is no worker to ask.
func (t *Taker) Ask(req protocol.ApartRequest, answer func(protocol.Message)) (cancel func(), ok bool) {
	if t == nil {
		return func() {}, false
	}
	id := t.next
	t.next++
	t.asks[id] = &apartAsk{req: req, answer: answer}
	t.Pump()
	return func() {
		a, ok := t.asks[id]
		if !ok {
			return
		}
		delete(t.asks, id)
		if a.lease != 0 && a.lease == t.pool.Lease(0) {
			_ = t.pool.Post(0, protocol.Message{Kind: protocol.KindCancel, Run: id})
		}
	}, true
}

// Pump posts the questions not yet asked of the first worker as it is
// now, once it is ready: those that wait, and those asked of a worker
// since started again or replaced. The page pumps after the workers'
// messages.
func (t *Taker) Pump() {
	if t == nil || !t.ready() || t.pool.Started() == 0 {
		return
	}
	lease := t.pool.Lease(0)
	for id, a := range t.asks {
		if a.lease == lease {
			continue
		}
		req := a.req
		if err := t.pool.Post(0, protocol.Message{Kind: protocol.KindApart, Run: id, Apart: &req}); err != nil {
			delete(t.asks, id)
			a.answer(protocol.Message{Kind: protocol.KindTaken, Run: id, Error: err.Error()})
			continue
		}
		a.lease = lease
	}
}

// Waiting returns the number of questions not answered yet.
func (t *Taker) Waiting() int {
	if t == nil {
		return 0
	}
	return len(t.asks)
}

// Answer hands a worker's taken message to its question, and reports
// whether m was one (a taken message, answered or cancelled).
func (t *Taker) Answer(m protocol.Message) bool {
	if t == nil || m.Kind != protocol.KindTaken {
		return false
	}
	if a, ok := t.asks[m.Run]; ok {
		delete(t.asks, m.Run)
		if m.Taken != nil {
			if len(t.known) >= maxKnown {
				clear(t.known)
			}
			t.known[knownKey(a.req)] = m.Taken
		}
		a.answer(m)
	}
	return true
}

// Known returns the answer heard to a question like req (the same
// puzzle, by its pointer, and the same solution), if there was one.
func (t *Taker) Known(req protocol.ApartRequest) (*protocol.Taken, bool) {
	if t == nil {
		return nil, false
	}
	k, ok := t.known[knownKey(req)]
	return k, ok
}

// knownKey names a question: its puzzle's pointer and its solution.
func knownKey(req protocol.ApartRequest) string {
	return fmt.Sprintf("%p %v", req.Problem, req.Solution.Placements)
}
