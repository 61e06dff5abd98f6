package workers

import (
	"sync"
	"time"

	"polyplay/wasm/protocol"
)

// inbox collects the workers' messages between two renderings of the
// page: the page handles all the messages that arrived meanwhile, then
// renders once, instead of rendering after each one (with several workers
// sending progress, solutions and done messages at once, renderings
// would take much of the page's thread). While a run sends solutions and
// progress, it renders at most once every renderEvery: a 10x6 solve sends
// dozens of batches, and rendering each took most of the page's thread
// (BenchmarkBrowserSolve).
type inbox struct {
	mu        sync.Mutex
	msgs      []protocol.Message
	spins     []int // the start (Pool.Spin) of each message's worker
	scheduled bool  // a handling is scheduled
	delayed   bool  // ... and it waits for renderEvery to pass
	last      time.Time
}

// renderEvery is the shortest time between two renderings for the
// messages of a running search (solutions, progress): ten a second.
const renderEvery = 100 * time.Millisecond

// add keeps m, from a worker of spin, received at now, and reports
// whether the caller must schedule a handling, and after how long: at
// once for a message that is not a running search's solutions or
// progress, or when renderEvery has passed since the last handling;
// otherwise when it will have passed. A message that must be handled at
// once while a delayed handling waits schedules another at once (the
// delayed one then finds the inbox empty).
func (b *inbox) add(spin int, m protocol.Message, now time.Time) (schedule bool, after time.Duration) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.msgs = append(b.msgs, m)
	b.spins = append(b.spins, spin)
	wait := b.last.Add(renderEvery).Sub(now)
	if m.Kind != protocol.KindSolutions && m.Kind != protocol.KindProgress {
		wait = 0
	}
	switch {
	case !b.scheduled:
	case b.delayed && wait <= 0:
	default:
		return false, 0
	}
	b.scheduled = true
	b.delayed = wait > 0
	return true, max(wait, 0)
}

// take returns the messages kept, in order, dropping those of workers
// other than those of spin (stopped since), empties the inbox and notes
// now as the time of the last handling.
func (b *inbox) take(spin int, now time.Time) []protocol.Message {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.last = now
	var out []protocol.Message
	for i, m := range b.msgs {
		if b.spins[i] == spin {
			out = append(out, m)
		}
	}
	b.msgs, b.spins, b.scheduled, b.delayed = nil, nil, false, false
	return out
}
