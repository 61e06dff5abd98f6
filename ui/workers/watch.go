package workers

import (
	"fmt"
	"time"

	"polyplay/wasm/protocol"
)

// The page's watch over its workers: a worker's message handler runs
// only when its work lets the worker's event loop run, which every piece
// of work does every few tens of milliseconds (solver.NewContext, the
// search's progress); one that does not answer a ping within Silence is
// stuck, and the pool replaces it, so that the page's later questions
// and runs are not held up behind it.

// Silence is how long a worker may leave a ping unanswered before Watch
// replaces it. A worker's work lets its event loop run every few tens of
// milliseconds, but a busy machine may starve a worker's thread for a
// second or more, and a worker replaced loses its work: Silence leaves
// room for that.
const Silence = 3 * time.Second

// WatchEvery is how often the page calls Watch.
const WatchEvery = 250 * time.Millisecond

// watch is the state of the pool's watch: for each worker, its lease
// (a number given to each worker started, Lease), whether it has said
// anything (its ready message: until then it loads its program, which
// may take long on a slow network, and is not watched) and when it was
// pinged if it has not answered since.
type watch struct {
	leases []int
	alive  []bool
	pinged []time.Time
	last   time.Time // the latest Watch
	next   int       // the next lease's number
	pings  int
}

// start forgets the workers watched, for a start of n.
func (w *watch) start(n int) {
	w.leases, w.alive, w.pinged, w.last = make([]int, n), make([]bool, n), make([]time.Time, n), time.Time{}
}

// lease gives worker k a new lease and returns it.
func (w *watch) lease(k int) int {
	w.next++
	if k < len(w.leases) {
		w.leases[k], w.alive[k], w.pinged[k] = w.next, false, time.Time{}
	}
	return w.next
}

// heard notes a message from worker k under lease: false if that worker
// has been replaced (or stopped) since.
func (w *watch) heard(k, lease int) bool {
	if k >= len(w.leases) || w.leases[k] != lease {
		return false
	}
	w.alive[k], w.pinged[k] = true, time.Time{}
	return true
}

// Lease returns the number of worker k's lease: it changes each time a
// worker is started in that place (Start, or Watch replacing one). A
// question that waits for worker k's answer keeps it: a lease changed
// means the question was lost with the worker that had it. 0 if there is
// no worker k.
func (p *Pool) Lease(k int) int {
	if k >= len(p.watch.leases) {
		return 0
	}
	return p.watch.leases[k]
}

// Watch, called every WatchEvery, pings the workers that have answered
// since their last ping (any message is an answer; a worker is watched
// from its first message, its ready), and replaces each worker that has
// left a ping unanswered for Silence: it stops it and starts a new one
// in its place, which reports ready as the first did.
// It returns the workers replaced. A gap of more than Silence since the
// last Watch (the page's own thread was held, or its timers were
// slowed in a hidden tab) judges no worker: the pings start again. The
// error is that of a worker that could not be started; the pool is then
// stopped.
func (p *Pool) Watch(now time.Time) (replaced []int, err error) {
	w := &p.watch
	gap := !w.last.IsZero() && now.Sub(w.last) > Silence
	w.last = now
	for k := range p.workers {
		switch {
		case !w.alive[k]:
			continue // still loading
		case gap:
			w.pinged[k] = time.Time{}
		case !w.pinged[k].IsZero() && now.Sub(w.pinged[k]) >= Silence:
			p.workers[k].Stop()
			nw, err := p.startWorker(k)
			if err != nil {
				p.Stop()
				return replaced, fmt.Errorf("a solver worker stopped answering, and a new one could not be started: %w", err)
			}
			p.workers[k] = nw
			replaced = append(replaced, k)
			continue
		case !w.pinged[k].IsZero():
			continue // its answer is not due yet
		}
		w.pings++
		if p.workers[k].Post(protocol.Message{Kind: protocol.KindPing, Run: w.pings}) == nil {
			w.pinged[k] = now
		}
	}
	return replaced, nil
}
