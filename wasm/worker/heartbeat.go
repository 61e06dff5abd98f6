//go:build js && wasm

package worker

import (
	"syscall/js"
	"time"

	"polyplay/wasm/protocol"
)

// heartbeat is the worker's side of the page's watch (ui/workers): the
// solver's work calls beat at its checkpoints (solver.WithHeartbeat),
// which are counted in work, and beat posts a beat message when the
// worker has posted nothing for beatEvery. postMessage returns at once:
// it needs no turn of the worker's event loop, which a long stretch of
// work does not give, so that the page hears a busy worker as often as
// its work reaches a checkpoint, on a slow device as on a fast one.
//
// For tests, a worker can be made slow (static/worker.js's slow, from
// the page's address, ?slow=N): at each checkpoint it holds its thread,
// busy, N-1 times as long as it worked since the one before (up to
// slowSpan of work), so that its work takes about N times as long and
// its checkpoints come N times less often, as on a device N times
// slower. Chromium's CPU throttling (DevTools' Emulation.
// setCPUThrottlingRate) slows a page's thread but refuses a worker's.
type heartbeat struct {
	self js.Value
	msg  js.Value  // the beat message, made once
	last time.Time // when the worker last posted a message
	slow float64   // how many times slower the worker is made (1: not)
	mark time.Time // since when the worker has worked, for slow
}

// beatEvery is the shortest time between two beat messages: on a fast
// device the checkpoints come far more often.
const beatEvery = 250 * time.Millisecond

// slowSpan bounds the work a slow worker counts since its last
// checkpoint: a longer span was a wait (the worker idle, or asleep in a
// yield), not work.
const slowSpan = 100 * time.Millisecond

// newHeartbeat returns the heartbeat of the worker whose global scope is
// self.
func newHeartbeat(self js.Value) *heartbeat {
	msg, _ := protocol.ToJS(protocol.Message{Kind: protocol.KindBeat})
	h := &heartbeat{self: self, msg: msg, slow: 1, mark: time.Now()}
	if s := self.Get("polyplaySlow"); s.Type() == js.TypeNumber && s.Float() > 1 {
		h.slow = s.Float()
	}
	return h
}

// posted notes that the worker posted a message: the page heard it.
func (h *heartbeat) posted() { h.last = time.Now() }

// rested notes that the worker has been idle or asleep until now: that
// was not work (slow).
func (h *heartbeat) rested() { h.mark = time.Now() }

// beat is the solver's heartbeat (solver.WithHeartbeat).
func (h *heartbeat) beat() {
	now := time.Now()
	if h.slow > 1 {
		worked := min(now.Sub(h.mark), slowSpan)
		until := now.Add(time.Duration(float64(worked) * (h.slow - 1)))
		for now.Before(until) {
			now = time.Now()
		}
		h.mark = now
	}
	if now.Sub(h.last) >= beatEvery {
		h.self.Call("postMessage", h.msg)
		h.last = now
	}
}
