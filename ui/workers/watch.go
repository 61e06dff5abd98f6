package workers

import (
	"fmt"
	"time"

	"polyplay/wasm/protocol"
)

// The page's watch over its workers: a worker is alive while its
// messages come. An idle worker answers a ping as soon as it comes; a
// busy one posts a beat at its work's checkpoints (protocol.KindBeat,
// solver.WithHeartbeat), which are counted in work, not in time, and
// come every few thousand nodes of a search, rows of a matrix built or
// steps of a preparation, when it has posted nothing else for a quarter
// of a second (wasm/worker/heartbeat.go). On a device many times slower
// than a desktop, or on a machine busy with other work, they come as
// many times less often, with a small piece of work between two
// (BenchmarkBeatGap in wasm/job measures the largest): Replace, the
// silence after which a worker is taken for dead, is many times that. A worker stuck where its work has no checkpoint says
// nothing, and is replaced after Replace by a new one, so that the
// page's later questions and runs are not held up behind it. A replaced
// worker that holds a part of the running run is not stopped at once: it
// is retired, keeps its part and is heard as before, and is stopped when
// its part ends, when the run is cancelled, or when it stays silent for
// Silence; only then is its part lost.

// Replace is how long a worker may stay silent after a ping (no answer,
// no beat, no message at all) before Watch starts a new one in its
// place. A worker started in place of a silent one, and not yet heard
// answering a ping, is given twice as long as the one before it, up to
// Silence: the page asks it the same question again, whose work may be
// as long.
const Replace = 10 * time.Second

// Silence is how long a retired worker may stay silent after a ping
// before Watch stops it and the part of the run it held is lost.
const Silence = 3 * Replace

// WatchEvery is how often the page calls Watch.
const WatchEvery = 250 * time.Millisecond

// Late is how long after the one before a Watch judges no worker: the
// page's own thread was held (its messages from the workers were not
// handled meanwhile either) or its timers were slowed in a hidden tab.
const Late = 4 * WatchEvery

// watch is the state of the pool's watch: for each worker, its lease
// (a number given to each worker started, Lease), whether it has said
// anything (its ready message: until then it loads its program, which
// may take long on a slow network, and is not watched) and when it was
// pinged if it has not answered since; the workers retired, and the
// parts of the latest run that have not ended.
type watch struct {
	leases  []int
	alive   []bool
	pinged  []time.Time
	grace   []time.Duration // how long each may be silent: Replace or more
	retired []retiree
	run     int       // the latest run started (Pool.Solve)
	open    []bool    // its parts that have not said done
	last    time.Time // the latest Watch
	next    int       // the next lease's number
	pings   int
	// replaced counts the workers replaced since the page began
	// (Replaced): start keeps it.
	replaced int
}

// retiree is a worker replaced while it held part k of the run: it is
// heard under its lease until it is stopped.
type retiree struct {
	w      Worker
	k      int
	lease  int
	pinged time.Time // when it was pinged, zero once it has answered
}

// start forgets the workers watched, for a start of n.
func (w *watch) start(n int) {
	w.leases, w.alive, w.pinged, w.last = make([]int, n), make([]bool, n), make([]time.Time, n), time.Time{}
	w.grace = make([]time.Duration, n)
	for k := range w.grace {
		w.grace[k] = Replace
	}
	w.retired, w.run, w.open = nil, 0, nil
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
// has been stopped since. A retired worker is heard too (retired).
func (w *watch) heard(k, lease int) bool {
	if k < len(w.leases) && w.leases[k] == lease {
		if !w.pinged[k].IsZero() {
			w.grace[k] = Replace // it answered a ping
		}
		w.alive[k], w.pinged[k] = true, time.Time{}
		return true
	}
	for i := range w.retired {
		if w.retired[i].lease == lease {
			w.retired[i].pinged = time.Time{}
			return true
		}
	}
	return false
}

// retiredLease reports whether lease is a retired worker's.
func (w *watch) retiredLease(lease int) bool {
	for _, r := range w.retired {
		if r.lease == lease {
			return true
		}
	}
	return false
}

// holds reports whether worker k holds a part of the run that has not
// ended.
func (w *watch) holds(k int) bool { return k < len(w.open) && w.open[k] }

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

// Replaced returns the number of workers Watch has replaced since the
// pool was made (whatever the starts since): none while every worker
// answers, however slow its device.
func (p *Pool) Replaced() int { return p.watch.replaced }

// Watched is what a Watch found.
type Watched struct {
	// Replaced are the workers that left a ping unanswered for Replace,
	// each now in the place of a new one.
	Replaced []int
	// Lost are the parts of the run whose retired workers stayed silent
	// for Silence and were stopped: the run cannot end well.
	Lost []int
}

// Watch, called every WatchEvery, pings the workers that have answered
// since their last ping (any message is an answer, a beat too; a worker
// is watched from its first message, its ready), and replaces each
// worker that has been silent since a ping for Replace: it starts a new
// one in its place, which reports ready as the first did, and stops the
// silent one, or retires it if it holds a part of the running run. A
// retired worker is pinged in the same way and stopped when it stays
// silent for Silence (its part is then lost). A Watch more than Late
// after the last judges no worker: the pings start again. The error is
// that of a worker that could not be started; the pool is then stopped.
func (p *Pool) Watch(now time.Time) (Watched, error) {
	var got Watched
	w := &p.watch
	gap := !w.last.IsZero() && now.Sub(w.last) > Late
	w.last = now
	due := func(pinged time.Time, after time.Duration) bool {
		return !pinged.IsZero() && now.Sub(pinged) >= after
	}
	kept := w.retired[:0]
	for _, r := range w.retired {
		switch {
		case gap:
			r.pinged = time.Time{}
		case due(r.pinged, Silence):
			r.w.Stop()
			got.Lost = append(got.Lost, r.k)
			continue
		}
		if r.pinged.IsZero() {
			w.pings++
			if r.w.Post(protocol.Message{Kind: protocol.KindPing, Run: w.pings}) == nil {
				r.pinged = now
			}
		}
		kept = append(kept, r)
	}
	w.retired = kept
	for k := range p.workers {
		switch {
		case !w.alive[k]:
			continue // still loading
		case gap:
			w.pinged[k] = time.Time{}
		case due(w.pinged[k], w.grace[k]):
			if w.holds(k) {
				w.retired = append(w.retired, retiree{w: p.workers[k], k: k, lease: w.leases[k], pinged: w.pinged[k]})
			} else {
				p.workers[k].Stop()
			}
			nw, err := p.startWorker(k)
			if err != nil {
				p.Stop()
				return got, fmt.Errorf("a solver worker stopped answering, and a new one could not be started: %w", err)
			}
			p.workers[k] = nw
			w.grace[k] = min(2*w.grace[k], Silence)
			w.replaced++
			got.Replaced = append(got.Replaced, k)
			continue
		case !w.pinged[k].IsZero():
			continue // its answer is not due yet
		}
		w.pings++
		if p.workers[k].Post(protocol.Message{Kind: protocol.KindPing, Run: w.pings}) == nil {
			w.pinged[k] = now
		}
	}
	return got, nil
}

// runStarted notes the run whose parts are posted to the first parts
// workers, and stops the workers retired from the runs before it.
func (w *watch) runStarted(run, parts int) {
	w.stopRetired(func(retiree) bool { return true })
	w.run, w.open = run, make([]bool, parts)
	for k := range w.open {
		w.open[k] = true
	}
}

// partEnded notes that part k of run said done; the worker retired from
// it, if any, is stopped.
func (w *watch) partEnded(run, k int) {
	if run != w.run || !w.holds(k) {
		return
	}
	w.open[k] = false
	w.stopRetired(func(r retiree) bool { return r.k == k })
}

// stopRetired stops the retired workers for which stop is true.
func (w *watch) stopRetired(stop func(retiree) bool) {
	kept := w.retired[:0]
	for _, r := range w.retired {
		if stop(r) {
			r.w.Stop()
			continue
		}
		kept = append(kept, r)
	}
	w.retired = kept
}
