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

// TestWatch: the watch pings each worker from its first message (its
// ready: a worker that loads its program is left alone), and again once
// it has answered (a pong, or any message); a worker that leaves a ping
// unanswered for Silence is stopped and a new one started in its place,
// under a new lease, while the others go on; the stopped worker's late
// messages are dropped, and the new one's ready message says which
// worker it is. A gap between two watches longer than Silence judges
// nobody.
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
		return r
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
	// Worker 1 stops answering: not judged before Silence has passed.
	silent := n
	for n++; time.Duration(n-silent)*step < Silence; n++ {
		w0.onMessage(protocol.Message{Kind: protocol.KindPong})
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
	// A pong is not handed on.
	f.workers[2].onMessage(protocol.Message{Kind: protocol.KindPong})
	if got := p.Take(at(n + 2)); len(got) != 0 {
		t.Errorf("took %+v", got)
	}
	// A gap: the page's thread was held for twice Silence; nobody is
	// judged, though worker 0 has not answered its last ping.
	n += 3
	watch(n)
	n += int(2 * Silence / step)
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
	r, err := p.Watch(t0.Add(Silence))
	const want = "a solver worker stopped answering, and a new one could not be started: no worker"
	if r != nil || err == nil || err.Error() != want || p.Started() != 0 {
		t.Errorf("replaced %v, error %v, %d running; want the error %q and none running", r, err, p.Started(), want)
	}
}
