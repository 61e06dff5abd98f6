package trace

import (
	"fmt"

	"polyplay/solver"
)

// Limits of a recorded trace window.
const (
	// DefaultWindow is the default number of steps a Recorder keeps.
	DefaultWindow = 5000
	// MaxWindow bounds a window, so that a trace cannot exhaust memory.
	MaxWindow = 200000
)

// Recorder records a bounded window of the solver's trace (a ring buffer).
// The first Skip events are passed over (their effect on the board is
// kept, so the window starts from the right board); then up to Limit steps
// are kept. With Follow the window slides: it keeps the latest Limit steps,
// folding older ones into the starting board; without it, recording stops
// when the window is full and Add reports that the search may stop.
//
// A Recorder is fed from the solver's Trace callback; it copies nothing
// the solver may reuse (the solver allocates each event's cells).
type Recorder struct {
	skip   int64
	limit  int
	follow bool

	// base is the board before the window's first step.
	base *Board
	ring []Step
	// head is the ring index of the oldest step; n the number of steps.
	head, n int
	// seen counts all events added; first is the trace index of the
	// window's first step.
	seen, first int64
	err         error
}

// NewRecorder returns a recorder for problem p that skips the first skip
// events and keeps limit steps (DefaultWindow if limit <= 0, at most
// MaxWindow).
func NewRecorder(p *solver.Problem, skip int64, limit int, follow bool) *Recorder {
	if limit <= 0 {
		limit = DefaultWindow
	}
	limit = min(limit, MaxWindow)
	return &Recorder{skip: max(skip, 0), limit: limit, follow: follow, base: NewBoard(p)}
}

// Add records one trace event and reports whether the window is full and
// will not change any more (never with Follow): the caller may then stop
// the search. An event that does not fit the board (a broken trace) stops
// the recording; Err reports it.
func (r *Recorder) Add(e solver.Event) (done bool) {
	if r.err != nil {
		return true
	}
	s := FromEvent(e)
	r.seen++
	if r.seen <= r.skip {
		if err := r.base.Apply(s); err != nil {
			r.err = fmt.Errorf("trace event %d: %w", r.seen, err)
			return true
		}
		r.first = r.seen
		return false
	}
	if r.n == r.limit {
		if !r.follow {
			return true
		}
		// Slide: the oldest step leaves the window for the base board.
		old := r.ring[r.head]
		if err := r.base.Apply(old); err != nil {
			r.err = fmt.Errorf("trace event %d: %w", r.first+1, err)
			return true
		}
		r.ring[r.head] = s
		r.head = (r.head + 1) % r.limit
		r.first++
		return false
	}
	if len(r.ring) < r.limit {
		r.ring = append(r.ring, s)
	} else {
		r.ring[(r.head+r.n)%r.limit] = s
	}
	r.n++
	return r.n == r.limit && !r.follow
}

// Err returns the error that stopped the recording, if any.
func (r *Recorder) Err() error { return r.err }

// Window returns the recording: the board before its first step, the
// steps in order, and where they are in the whole trace.
func (r *Recorder) Window() Window {
	steps := make([]Step, r.n)
	for i := range steps {
		steps[i] = r.ring[(r.head+i)%r.limit]
	}
	return Window{First: r.first, Total: r.seen, Base: r.base.Placements(), Steps: steps}
}

// Window is a recorded part of a trace, as the worker sends it to the
// page (it encodes to compact JSON).
type Window struct {
	// First is the number of trace events before Steps[0]; their effect is
	// Base.
	First int64 `json:"first"`
	// Total is the number of events the search had made when the window
	// was taken.
	Total int64 `json:"total"`
	// Base lists the pieces on the board before Steps[0].
	Base []solver.Placement `json:"base,omitempty"`
	// Steps are the recorded steps.
	Steps []Step `json:"steps"`
}
