package workers

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"polyplay/wasm/protocol"
)

// fakes starts fake workers and queues that record what they are sent.
type fakes struct {
	workers []*fakeWorker
	queues  []*fakeQueue
	// failAt makes the start of worker failAt (counted from 1) fail;
	// failQueue the queue's.
	failAt    int
	failQueue bool
}

type fakeWorker struct {
	id        int
	got       []protocol.Message
	ports     [][]Port
	stopped   bool
	onMessage func(protocol.Message)
	onError   func(string)
	postErr   error
}

func (w *fakeWorker) Post(m protocol.Message, ports ...Port) error {
	if w.postErr != nil {
		return w.postErr
	}
	w.got = append(w.got, m)
	w.ports = append(w.ports, ports)
	return nil
}

func (w *fakeWorker) Stop() { w.stopped = true }

type fakeQueue struct {
	opened  [][2]int // run, n
	stopped bool
}

// Open returns the ports "run/k".
func (q *fakeQueue) Open(run, n int) []Port {
	q.opened = append(q.opened, [2]int{run, n})
	ports := make([]Port, n)
	for k := range ports {
		ports[k] = fmt.Sprintf("%d/%d", run, k)
	}
	return ports
}

func (q *fakeQueue) Stop() { q.stopped = true }

func (f *fakes) StartWorker(onMessage func(protocol.Message), onError func(string)) (Worker, error) {
	if f.failAt == len(f.workers)+1 {
		return nil, errors.New("no worker")
	}
	w := &fakeWorker{id: len(f.workers), onMessage: onMessage, onError: onError}
	f.workers = append(f.workers, w)
	return w, nil
}

func (f *fakes) StartQueue(onError func(string)) (Queue, error) {
	if f.failQueue {
		return nil, errors.New("no queue")
	}
	q := &fakeQueue{}
	f.queues = append(f.queues, q)
	return q, nil
}

// noEvents ignores the workers' events.
var noEvents = Events{Arrived: func() {}, Failed: func(int, string) {}}

// TestStart checks the number of workers started, the queue started for
// several, the stop of the earlier start's workers, and that a failed
// start leaves none running.
func TestStart(t *testing.T) {
	tests := []struct {
		n, want   int
		queue     bool
		failAt    int
		failQueue bool
		err       bool
	}{
		{n: 1, want: 1},
		{n: 0, want: 1},
		{n: 4, want: 4, queue: true},
		{n: 100, want: Max, queue: true},
		{n: 3, failAt: 2, err: true},
		{n: 3, failQueue: true, err: true},
		{n: 1, failQueue: true, want: 1}, // one worker needs no queue
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("n=%d,failAt=%d,failQueue=%v", tc.n, tc.failAt, tc.failQueue), func(t *testing.T) {
			f := &fakes{failAt: tc.failAt, failQueue: tc.failQueue}
			var p Pool
			err := p.Start(f, tc.n, noEvents)
			if (err != nil) != tc.err {
				t.Fatalf("Start: error %v, want one: %v", err, tc.err)
			}
			if p.Started() != tc.want {
				t.Errorf("%d workers running, want %d", p.Started(), tc.want)
			}
			if got := len(f.queues) > 0 && !f.queues[0].stopped; got != tc.queue {
				t.Errorf("queue running: %v, want %v", got, tc.queue)
			}
			if tc.err {
				for _, w := range f.workers {
					if !w.stopped {
						t.Errorf("worker %d of a failed start still runs", w.id)
					}
				}
			}
		})
	}
	f := &fakes{}
	var p Pool
	if err := p.Start(f, 2, noEvents); err != nil {
		t.Fatal(err)
	}
	if err := p.Start(f, 3, noEvents); err != nil {
		t.Fatal(err)
	}
	for k, w := range f.workers {
		if w.stopped != (k < 2) {
			t.Errorf("worker %d stopped: %v, want %v", k, w.stopped, k < 2)
		}
	}
	if !f.queues[0].stopped || f.queues[1].stopped {
		t.Errorf("queues stopped: %v, %v; want the first only", f.queues[0].stopped, f.queues[1].stopped)
	}
	if p.Spin() != 2 {
		t.Errorf("spin %d after two starts, want 2", p.Spin())
	}
}

// solveMsgs returns the messages of run's start in parts, as
// page.Model.Start makes them.
func solveMsgs(run, parts int, queue, trial bool) []protocol.Message {
	msgs := make([]protocol.Message, parts)
	for k := range msgs {
		msgs[k] = protocol.Message{Kind: protocol.KindSolve, Run: run, Part: k,
			Solve: &protocol.SolveRequest{Queue: queue, Trial: trial && k == 0, Wait: trial && k > 0}}
	}
	return msgs
}

// TestSolve checks that each part goes to its worker, with its own port
// of the queue of branches when the run uses the queue, and the errors
// of a run with more parts than workers or without its queue.
func TestSolve(t *testing.T) {
	f := &fakes{}
	var p Pool
	if err := p.Start(f, 3, noEvents); err != nil {
		t.Fatal(err)
	}
	if err := p.Solve(solveMsgs(7, 3, true, false)); err != nil {
		t.Fatal(err)
	}
	if got, want := f.queues[0].opened, [][2]int{{7, 3}}; !reflect.DeepEqual(got, want) {
		t.Errorf("queue opened %v, want %v", got, want)
	}
	for k, w := range f.workers {
		if len(w.got) != 1 || w.got[0].Part != k || w.got[0].Run != 7 {
			t.Fatalf("worker %d got %+v, want part %d of run 7", k, w.got, k)
		}
		if want := []Port{fmt.Sprintf("7/%d", k)}; !reflect.DeepEqual(w.ports[0], want) {
			t.Errorf("worker %d got ports %v, want %v", k, w.ports[0], want)
		}
	}
	// Without the queue, no ports; two parts on three workers.
	if err := p.Solve(solveMsgs(8, 2, false, false)); err != nil {
		t.Fatal(err)
	}
	for k, w := range f.workers {
		want := 2
		if k == 2 {
			want = 1
		}
		if len(w.got) != want {
			t.Fatalf("worker %d got %d messages, want %d", k, len(w.got), want)
		}
		if k < 2 && len(w.ports[1]) != 0 {
			t.Errorf("worker %d got ports %v for a run without the queue", k, w.ports[1])
		}
	}
	if err := p.Solve(solveMsgs(9, 4, false, false)); err == nil || err.Error() != "the solver is not running" {
		t.Errorf("four parts on three workers: error %v, want the solver is not running", err)
	}
	var one Pool
	if err := one.Start(&fakes{}, 1, noEvents); err != nil {
		t.Fatal(err)
	}
	if err := one.Solve(solveMsgs(1, 1, true, false)); err == nil || err.Error() != "the queue of branches is not running" {
		t.Errorf("a queued run without a queue: error %v, want the queue of branches is not running", err)
	}
}

// TestTrial checks that the other workers of a divided run with a trial
// are told to go when the first part's trial splits, to drop the run
// when it is done, and nothing for other runs' or parts' messages.
func TestTrial(t *testing.T) {
	tests := []struct {
		name  string
		heard []protocol.Message
		want  protocol.Kind // what the others are told; "" for nothing
	}{
		{"split", []protocol.Message{{Kind: protocol.KindSplit, Run: 5}}, protocol.KindGo},
		{"done", []protocol.Message{{Kind: protocol.KindDone, Run: 5}}, protocol.KindCancel},
		{"progress", []protocol.Message{{Kind: protocol.KindProgress, Run: 5}}, ""},
		{"another part", []protocol.Message{{Kind: protocol.KindSplit, Run: 5, Part: 1}}, ""},
		{"another run", []protocol.Message{{Kind: protocol.KindSplit, Run: 4}}, ""},
		// Once told, the trial is over: a later done tells nothing more.
		{"split then done", []protocol.Message{{Kind: protocol.KindSplit, Run: 5}, {Kind: protocol.KindDone, Run: 5}}, protocol.KindGo},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := &fakes{}
			var p Pool
			if err := p.Start(f, 4, noEvents); err != nil {
				t.Fatal(err)
			}
			if err := p.Solve(solveMsgs(5, 3, true, true)); err != nil {
				t.Fatal(err)
			}
			for _, m := range tc.heard {
				if err := p.Heard(m); err != nil {
					t.Fatal(err)
				}
			}
			for k, w := range f.workers {
				var told []protocol.Message
				if len(w.got) > 1 {
					told = w.got[1:]
				}
				var want []protocol.Message
				if tc.want != "" && k >= 1 && k < 3 {
					want = []protocol.Message{{Kind: tc.want, Run: 5}}
				}
				if !reflect.DeepEqual(told, want) {
					t.Errorf("worker %d told %+v, want %+v", k, told, want)
				}
			}
		})
	}
	// A run without a trial: the first part's split tells nothing.
	f := &fakes{}
	var p Pool
	if err := p.Start(f, 2, noEvents); err != nil {
		t.Fatal(err)
	}
	if err := p.Solve(solveMsgs(6, 2, true, false)); err != nil {
		t.Fatal(err)
	}
	if err := p.Heard(protocol.Message{Kind: protocol.KindSplit, Run: 6}); err != nil {
		t.Fatal(err)
	}
	if n := len(f.workers[1].got); n != 1 {
		t.Errorf("worker 1 got %d messages after a split without a trial, want 1", n)
	}
	// A worker that cannot be told: the error comes back.
	if err := p.Solve(solveMsgs(7, 2, true, true)); err != nil {
		t.Fatal(err)
	}
	f.workers[1].postErr = errors.New("gone")
	if err := p.Heard(protocol.Message{Kind: protocol.KindDone, Run: 7}); err == nil || err.Error() != "gone" {
		t.Errorf("telling a broken worker: error %v, want gone", err)
	}
}

// TestWarm checks that the warm-up's messages go to the workers in order
// and that those beyond the workers running are dropped.
func TestWarm(t *testing.T) {
	f := &fakes{}
	var p Pool
	if err := p.Start(f, 2, noEvents); err != nil {
		t.Fatal(err)
	}
	p.Warm([]protocol.Message{{Kind: protocol.KindWarm, Run: 1}, {Kind: protocol.KindWarm, Run: 2}, {Kind: protocol.KindWarm, Run: 3}})
	for k, w := range f.workers {
		if len(w.got) != 1 || w.got[0].Run != k+1 {
			t.Errorf("worker %d got %+v, want warm-up %d", k, w.got, k+1)
		}
	}
}

// TestMessages checks the way of the workers' messages to the page: the
// page is told at once of a first message, and after renderEvery of a
// running search's solutions soon after a handling; it takes them in the
// order they came; the messages and failures of the workers of an
// earlier start are dropped.
func TestMessages(t *testing.T) {
	t0 := time.Unix(1000, 0)
	now := t0
	var arrived int
	var waits []time.Duration
	var failed []string
	p := Pool{
		now:   func() time.Time { return now },
		after: func(d time.Duration, f func()) { waits = append(waits, d) },
	}
	f := &fakes{}
	ev := Events{
		Arrived: func() { arrived++ },
		Failed: func(spin int, msg string) {
			if spin == p.Spin() {
				failed = append(failed, msg)
			}
		},
	}
	if err := p.Start(f, 2, ev); err != nil {
		t.Fatal(err)
	}
	old := f.workers
	if err := p.Start(f, 2, ev); err != nil {
		t.Fatal(err)
	}
	w0, w1 := f.workers[2], f.workers[3]
	old[0].onMessage(protocol.Message{Kind: protocol.KindDone, Run: 1})
	old[1].onError("stale")
	w1.onMessage(protocol.Message{Kind: protocol.KindProgress, Run: 2, Part: 1})
	w0.onMessage(protocol.Message{Kind: protocol.KindSolutions, Run: 2})
	w1.onMessage(protocol.Message{Kind: protocol.KindDone, Run: 2, Part: 1})
	if arrived != 1 || len(waits) != 0 {
		t.Errorf("told %d times at once and %v later, want once at once", arrived, waits)
	}
	got := p.Take(now)
	want := []protocol.Message{
		{Kind: protocol.KindProgress, Run: 2, Part: 1},
		{Kind: protocol.KindSolutions, Run: 2},
		{Kind: protocol.KindDone, Run: 2, Part: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("took %+v, want %+v", got, want)
	}
	// Solutions 30 ms after that handling wait for the rest of renderEvery.
	now = t0.Add(30 * time.Millisecond)
	w0.onMessage(protocol.Message{Kind: protocol.KindSolutions, Run: 2})
	if want := []time.Duration{renderEvery - 30*time.Millisecond}; !reflect.DeepEqual(waits, want) {
		t.Errorf("waits %v, want %v", waits, want)
	}
	w0.onError("broken")
	if !reflect.DeepEqual(failed, []string{"broken"}) {
		t.Errorf("failures %q, want the current start's only", failed)
	}
}

// TestReadyNamesWorker checks that a worker's ready message comes to the
// page with the worker's number as its Part (page.Model.WorkerReady),
// whatever the worker set.
func TestReadyNamesWorker(t *testing.T) {
	var p Pool
	f := &fakes{}
	if err := p.Start(f, 3, noEvents); err != nil {
		t.Fatal(err)
	}
	f.workers[2].onMessage(protocol.Message{Kind: protocol.KindReady})
	f.workers[0].onMessage(protocol.Message{Kind: protocol.KindReady, Part: 5})
	f.workers[1].onMessage(protocol.Message{Kind: protocol.KindDone, Run: 3, Part: 1})
	got := p.Take(time.Now())
	want := []protocol.Message{
		{Kind: protocol.KindReady, Part: 2},
		{Kind: protocol.KindReady, Part: 0},
		{Kind: protocol.KindDone, Run: 3, Part: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("took %+v, want %+v", got, want)
	}
}
