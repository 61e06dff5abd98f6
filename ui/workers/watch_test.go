package workers

import (
	"slices"
	"testing"
	"time"

	"polyplay/wasm/protocol"
)

// pings returns the numbers of the pings w was sent.
func pings(w *fakeWorker) []int {
	var out []int
	for _, m := range w.got {
		if m.Kind == protocol.KindPing {
			out = append(out, m.Run)
		}
	}
	return out
}

// steps calls p.Watch every WatchEvery after from and up to to, as the
// page does, each time after the workers alive have answered (a beat),
// and returns what the Watches found together.
func steps(t *testing.T, p *Pool, from, to time.Time, alive ...*fakeWorker) Watched {
	t.Helper()
	var got Watched
	for at := from.Add(WatchEvery); !at.After(to); at = at.Add(WatchEvery) {
		for _, w := range alive {
			w.onMessage(protocol.Message{Kind: protocol.KindBeat})
		}
		r, err := p.Watch(at)
		if err != nil {
			t.Fatal(err)
		}
		got.Replaced = append(got.Replaced, r.Replaced...)
		got.Lost = append(got.Lost, r.Lost...)
	}
	return got
}

// TestWatch: the watch pings each worker from its first message (its
// ready: a worker that loads its program is left alone), and again once
// it has answered (a pong, or any message); a worker that holds no part
// of a run and leaves a ping unanswered for Replace is stopped and a new
// one started in its place, under a new lease, while the others go on;
// the stopped worker's late messages are dropped, and the new one's
// ready message says which worker it is; a beat keeps a worker alive as
// any message does, and, as a pong, is not handed on. A gap between two
// watches longer than Late judges nobody.
func TestWatch(t *testing.T) {
	f := &fakes{}
	var p Pool
	if err := p.Start(f, 2, noEvents); err != nil {
		t.Fatal(err)
	}
	leases := []int{p.Lease(0), p.Lease(1)}
	if leases[0] == 0 || leases[0] == leases[1] || p.Lease(2) != 0 {
		t.Fatalf("leases %v, lease 2: %d", leases, p.Lease(2))
	}
	t0 := time.Unix(1000, 0)
	step := WatchEvery
	at := func(n int) time.Time { return t0.Add(time.Duration(n) * step) }
	watch := func(n int) []int {
		t.Helper()
		r, err := p.Watch(at(n))
		if err != nil {
			t.Fatal(err)
		}
		if r.Lost != nil {
			t.Fatalf("lost %v with no run", r.Lost)
		}
		return r.Replaced
	}
	w0, w1 := f.workers[0], f.workers[1]
	// Loading for longer than Silence: not pinged, not judged.
	for n := 0; time.Duration(n)*step <= 2*Silence; n++ {
		if r := watch(n); r != nil {
			t.Fatalf("replaced %v while loading", r)
		}
	}
	if len(pings(w0))+len(pings(w1)) != 0 {
		t.Fatalf("pings %v, %v while loading", pings(w0), pings(w1))
	}
	w0.onMessage(protocol.Message{Kind: protocol.KindReady})
	w1.onMessage(protocol.Message{Kind: protocol.KindReady})
	n := int(2*Silence/step) + 1
	watch(n)
	if !slices.Equal(pings(w0), []int{1}) || !slices.Equal(pings(w1), []int{2}) {
		t.Fatalf("pings %v, %v", pings(w0), pings(w1))
	}
	// Worker 0 answers; worker 1 is busy with a run (a progress message
	// is an answer too).
	w0.onMessage(protocol.Message{Kind: protocol.KindPong, Run: 1})
	w1.onMessage(protocol.Message{Kind: protocol.KindProgress, Run: 9, Stats: &protocol.Stats{}})
	n++
	watch(n)
	if !slices.Equal(pings(w0), []int{1, 3}) || !slices.Equal(pings(w1), []int{2, 4}) {
		t.Fatalf("pings %v, %v", pings(w0), pings(w1))
	}
	// Worker 1 stops answering: not judged before Replace has passed;
	// worker 0, busy, only beats.
	silent := n
	for n++; time.Duration(n-silent)*step < Replace; n++ {
		w0.onMessage(protocol.Message{Kind: protocol.KindBeat})
		if r := watch(n); r != nil {
			t.Fatalf("replaced %v after %v", r, time.Duration(n-silent)*step)
		}
	}
	w0.onMessage(protocol.Message{Kind: protocol.KindPong})
	if r := watch(n); !slices.Equal(r, []int{1}) {
		t.Fatalf("replaced %v after %v, want [1]", r, time.Duration(n-silent)*step)
	}
	if !w1.stopped || w0.stopped || len(f.workers) != 3 || p.Started() != 2 {
		t.Fatalf("stopped %v, %v; %d started, %d running", w0.stopped, w1.stopped, len(f.workers), p.Started())
	}
	if p.Lease(0) != leases[0] || p.Lease(1) == leases[1] {
		t.Errorf("leases %d, %d; were %v", p.Lease(0), p.Lease(1), leases)
	}
	// The stopped worker's late message is dropped; the new one's ready
	// comes as worker 1's.
	p.Take(at(n)) // the messages before
	w1.onMessage(protocol.Message{Kind: protocol.KindProgress, Run: 9, Stats: &protocol.Stats{}})
	f.workers[2].onMessage(protocol.Message{Kind: protocol.KindReady})
	got := p.Take(at(n + 1))
	if len(got) != 1 || got[0].Kind != protocol.KindReady || got[0].Part != 1 {
		t.Fatalf("took %+v, want worker 1's ready", got)
	}
	// A pong or a beat is not handed on.
	f.workers[2].onMessage(protocol.Message{Kind: protocol.KindPong})
	f.workers[2].onMessage(protocol.Message{Kind: protocol.KindBeat})
	if got := p.Take(at(n + 2)); len(got) != 0 {
		t.Errorf("took %+v", got)
	}
	if p.Replaced() != 1 {
		t.Errorf("%d replaced, want 1", p.Replaced())
	}
	// A gap: the page's thread was held for twice Replace; nobody is
	// judged, though worker 0 has not answered its last ping. (Later,
	// the watches come on time again.)
	n += 3
	watch(n)
	n += int(2 * Replace / step)
	if r := watch(n); r != nil {
		t.Errorf("replaced %v after a gap", r)
	}
	if r := watch(n + 1); r != nil {
		t.Errorf("replaced %v just after a gap", r)
	}
}

// TestWatchStartFails: a worker that cannot be started in place of a
// silent one stops the pool, with an error that says why.
func TestWatchStartFails(t *testing.T) {
	f := &fakes{}
	var p Pool
	if err := p.Start(f, 1, noEvents); err != nil {
		t.Fatal(err)
	}
	f.workers[0].onMessage(protocol.Message{Kind: protocol.KindReady})
	t0 := time.Unix(1000, 0)
	if _, err := p.Watch(t0); err != nil {
		t.Fatal(err)
	}
	f.failAt = 2
	steps(t, &p, t0, t0.Add(Replace-WatchEvery))
	r, err := p.Watch(t0.Add(Replace))
	const want = "a solver worker stopped answering, and a new one could not be started: no worker"
	if r.Replaced != nil || err == nil || err.Error() != want || p.Started() != 0 {
		t.Errorf("replaced %v, error %v, %d running; want the error %q and none running", r, err, p.Started(), want)
	}
}

// TestWatchRetires: a silent worker that holds a part of the running run
// is replaced after Replace but not stopped: it is retired, its messages
// still reach the page (not its ready), a cancel of its part reaches it
// too, and it is stopped when its part says done. One that stays silent
// for Silence is stopped and its part reported lost; a new run stops
// those still retired, and so does Stop.
func TestWatchRetires(t *testing.T) {
	f := &fakes{}
	var p Pool
	if err := p.Start(f, 2, noEvents); err != nil {
		t.Fatal(err)
	}
	t0 := time.Unix(1000, 0)
	for _, w := range f.workers {
		w.onMessage(protocol.Message{Kind: protocol.KindReady})
	}
	solve := func(run int) {
		t.Helper()
		msgs := make([]protocol.Message, 2)
		for k := range msgs {
			msgs[k] = protocol.Message{Kind: protocol.KindSolve, Run: run, Part: k, Solve: &protocol.SolveRequest{}}
		}
		if err := p.Solve(msgs); err != nil {
			t.Fatal(err)
		}
	}
	watch := func(at time.Time) Watched {
		t.Helper()
		r, err := p.Watch(at)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	solve(1)
	p.Take(t0)
	w0, w1 := f.workers[0], f.workers[1]
	watch(t0) // both pinged
	if r := steps(t, &p, t0, t0.Add(Replace), w0); !slices.Equal(r.Replaced, []int{1}) || r.Lost != nil {
		t.Fatalf("watched %+v, want worker 1 replaced", r)
	}
	if w1.stopped || len(f.workers) != 3 || p.Started() != 2 {
		t.Fatalf("retired worker stopped %v; %d started, %d running", w1.stopped, len(f.workers), p.Started())
	}
	// Its messages still come, not its ready; the new worker's ready does.
	w1.onMessage(protocol.Message{Kind: protocol.KindProgress, Run: 1, Part: 1, Stats: &protocol.Stats{}})
	w1.onMessage(protocol.Message{Kind: protocol.KindReady})
	f.workers[2].onMessage(protocol.Message{Kind: protocol.KindReady})
	got := p.Take(t0.Add(Replace + time.Millisecond))
	if len(got) != 2 || got[0].Kind != protocol.KindProgress || got[1].Kind != protocol.KindReady || got[1].Part != 1 {
		t.Fatalf("took %+v, want the retired worker's progress and the new one's ready", got)
	}
	// A cancel of part 1 reaches both.
	if err := p.Post(1, protocol.Message{Kind: protocol.KindCancel, Run: 1}); err != nil {
		t.Fatal(err)
	}
	if n := len(w1.got); w1.got[n-1].Kind != protocol.KindCancel {
		t.Errorf("the retired worker was sent %+v last, want the cancel", w1.got[n-1])
	}
	// Having answered, it is pinged again; its part's done stops it.
	w0.onMessage(protocol.Message{Kind: protocol.KindBeat})
	watch(t0.Add(Replace + WatchEvery))
	if k := w1.got[len(w1.got)-1].Kind; k != protocol.KindPing {
		t.Errorf("the retired worker was sent %s last, want a ping", k)
	}
	if err := p.Heard(protocol.Message{Kind: protocol.KindDone, Run: 1, Part: 1}); err != nil {
		t.Fatal(err)
	}
	if !w1.stopped {
		t.Error("the retired worker is not stopped after its part's done")
	}

	// Run 2: worker 0 falls silent, is retired, and stays silent.
	solve(2)
	at := t0.Add(time.Minute)
	watch(at)
	if r := steps(t, &p, at, at.Add(Replace), f.workers[2]); !slices.Equal(r.Replaced, []int{0}) {
		t.Fatalf("watched %+v, want worker 0 replaced", r)
	}
	f.workers[3].onMessage(protocol.Message{Kind: protocol.KindReady})
	if r := steps(t, &p, at.Add(Replace), at.Add(Silence-WatchEvery), f.workers[2], f.workers[3]); r.Replaced != nil || r.Lost != nil || w0.stopped {
		t.Fatalf("watched %+v before Silence, worker 0 stopped %v", r, w0.stopped)
	}
	if r := watch(at.Add(Silence)); !slices.Equal(r.Lost, []int{0}) || !w0.stopped {
		t.Fatalf("watched %+v after Silence, worker 0 stopped %v; want part 0 lost", r, w0.stopped)
	}

	// A worker retired from run 3 is stopped when run 4 starts; one
	// from run 4, by Stop.
	solve(3)
	at = at.Add(time.Minute)
	watch(at)
	steps(t, &p, at, at.Add(Replace), f.workers[3])
	retired := f.workers[2]
	if retired.stopped {
		t.Fatal("worker 1 stopped, not retired")
	}
	solve(4)
	if !retired.stopped {
		t.Error("a worker retired from run 3 still runs in run 4")
	}
	f.workers[4].onMessage(protocol.Message{Kind: protocol.KindReady})
	at = at.Add(time.Minute)
	// Worker 1 is a replacement not yet heard: it is given twice Replace.
	for d := time.Duration(0); d <= 2*Replace; d += WatchEvery {
		watch(at.Add(d))
	}
	if n := len(p.watch.retired); n != 2 {
		t.Fatalf("%d workers retired from run 4, want 2", n)
	}
	p.Stop()
	for _, w := range f.workers {
		if !w.stopped {
			t.Errorf("worker %d runs after Stop", w.id)
		}
	}
}

// TestWatchGrace: a worker started in place of a silent one is given
// twice as long before it is judged, up to Silence, until it answers a
// ping; then Replace again.
func TestWatchGrace(t *testing.T) {
	f := &fakes{}
	var p Pool
	if err := p.Start(f, 1, noEvents); err != nil {
		t.Fatal(err)
	}
	at := time.Unix(1000, 0)
	// replacedAfter pings the latest worker, once ready, and returns how
	// long it is left silent before it is replaced.
	replacedAfter := func() time.Duration {
		t.Helper()
		f.workers[len(f.workers)-1].onMessage(protocol.Message{Kind: protocol.KindReady})
		start := at
		if _, err := p.Watch(at); err != nil {
			t.Fatal(err)
		}
		for d := WatchEvery; d <= 2*Silence; d += WatchEvery {
			at = start.Add(d)
			r, err := p.Watch(at)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Replaced) > 0 {
				return d
			}
		}
		return 0
	}
	for i, want := range []time.Duration{Replace, 2 * Replace, Silence, Silence} {
		if got := replacedAfter(); got != want {
			t.Fatalf("worker %d replaced after %v of silence, want %v", i, got, want)
		}
	}
	// The latest answers a ping: Replace again.
	w := f.workers[len(f.workers)-1]
	w.onMessage(protocol.Message{Kind: protocol.KindReady})
	at = at.Add(time.Minute)
	if _, err := p.Watch(at); err != nil {
		t.Fatal(err)
	}
	w.onMessage(protocol.Message{Kind: protocol.KindPong})
	at = at.Add(WatchEvery)
	if _, err := p.Watch(at); err != nil { // pinged again
		t.Fatal(err)
	}
	start := at
	for d := WatchEvery; ; d += WatchEvery {
		r, err := p.Watch(start.Add(d))
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Replaced) > 0 {
			if d != Replace {
				t.Errorf("after an answer, replaced after %v of silence, want %v", d, Replace)
			}
			break
		}
	}
}
