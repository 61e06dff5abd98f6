package page

import (
	"reflect"
	"slices"
	"testing"

	"polyplay/solver"
	"polyplay/solver/flags"
	"polyplay/wasm/protocol"
)

// TestWarm: the warm-up goes once per page, when the first workers are
// all ready, to each of them, with the default puzzle (the 10x6
// pentominoes, 12 pieces) and options (-r, the automatic configuration),
// whatever puzzle is shown; all but the first with a time limit of a
// millisecond.
func TestWarm(t *testing.T) {
	for _, workers := range []int{1, 3} {
		m := NewModel()
		if err := m.LoadEntry("soma"); err != nil {
			t.Fatal(err)
		}
		m.Workers = workers
		m.WorkersStarted()
		for k := range workers {
			if _, ok := m.Warm(); ok {
				t.Fatalf("%d workers: a warm-up with %d of them ready", workers, k)
			}
			m.Handle(protocol.Message{Kind: protocol.KindReady})
		}
		msgs, ok := m.Warm()
		if !ok || len(msgs) != workers {
			t.Fatalf("%d workers: Warm = %d messages, %v; want one to each worker", workers, len(msgs), ok)
		}
		for k, msg := range msgs {
			if msg.Kind != protocol.KindWarm || msg.Solve == nil || msg.Solve.Problem == nil {
				t.Fatalf("%d workers: Warm's message %d = %+v; want a warm message", workers, k, msg)
			}
			if p := msg.Solve.Problem; p.XDim*p.YDim*p.ZDim != 60 || len(p.Pieces) != 12 {
				t.Errorf("warm-up puzzle %dx%dx%d with %d pieces, want the 10x6 pentominoes", p.XDim, p.YDim, p.ZDim, len(p.Pieces))
			}
			want := []string{"-r", "--time=1ms", "--auto"}
			if k == 0 {
				want = []string{"-r", "--auto"}
			}
			if !slices.Equal(msg.Solve.Args, want) {
				t.Errorf("worker %d's warm-up options %q, want %q", k, msg.Solve.Args, want)
			}
			if _, err := protocol.Encode(msg); err != nil {
				t.Errorf("the warm message does not encode: %v", err)
			}
		}
		if _, ok := m.Warm(); ok {
			t.Errorf("%d workers: a second warm-up", workers)
		}
		// Workers restarted before the warm-up ended (another number
		// of them) warm up again.
		startWorkers(m, workers)
		if _, ok := m.Warm(); !ok {
			t.Errorf("%d workers: no warm-up after a restart during the warm-up", workers)
		}
		// Once it ended, restarted workers (after a cancel) share the
		// warmed code.
		for range workers {
			m.Handle(protocol.Message{Kind: protocol.KindWarmed})
		}
		startWorkers(m, workers)
		if _, ok := m.Warm(); ok || !m.WarmEnded {
			t.Errorf("%d workers: a warm-up after a restart, once it ended (%v)", workers, m.WarmEnded)
		}
		// A warm-up that a run stopped starts again once, after the
		// run: not while it goes on, and not a third time.
		m2 := NewModel()
		m2.Workers = workers
		startWorkers(m2, workers)
		m2.Warm()
		m2.Handle(protocol.Message{Kind: protocol.KindWarmed, Run: 1, Stats: &protocol.Stats{}})
		if _, err := m2.Start(); err != nil {
			t.Fatal(err)
		}
		if _, ok := m2.Warm(); ok {
			t.Errorf("%d workers: a warm-up while a run goes on", workers)
		}
		m2.Cancel()
		// Cancel restarts the workers.
		startWorkers(m2, workers)
		if msgs, ok := m2.Warm(); !ok || len(msgs) != workers {
			t.Errorf("%d workers: the warm-up the run stopped did not start again (%d messages)", workers, len(msgs))
		}
		if _, err := m2.Start(); err != nil {
			t.Fatal(err)
		}
		m2.Cancel()
		startWorkers(m2, workers)
		if _, ok := m2.Warm(); ok {
			t.Errorf("%d workers: the warm-up started a third time", workers)
		}
	}
}

// TestWarmServesFirstRun: the solver the warm-up leaves in each worker
// (job.Warm) serves the page's first run of the default puzzle with the
// default options: that worker's part of the run asks for the same
// puzzle, and for options that differ only in a run's (the part, the
// trial), which solver.Solver.Reuse takes.
func TestWarmServesFirstRun(t *testing.T) {
	for _, workers := range []int{1, 2, 3} {
		m := NewModel()
		m.Workers = workers
		startWorkers(m, workers)
		warms, ok := m.Warm()
		if !ok {
			t.Fatalf("%d workers: no warm-up", workers)
		}
		msgs, err := m.Start()
		if err != nil {
			t.Fatal(err)
		}
		for k, warm := range warms {
			run := msgs[k].Solve
			if !reflect.DeepEqual(run.Problem, warm.Solve.Problem) {
				t.Errorf("%d workers: the run's puzzle is not the warm-up's:\n%+v\n%+v", workers, run.Problem, warm.Solve.Problem)
			}
			wo, _, err := flags.ParseArgs(warm.Solve.Args)
			if err != nil {
				t.Fatal(err)
			}
			ro, _, err := flags.ParseArgs(run.Args)
			if err != nil {
				t.Fatal(err)
			}
			s, err := solver.New(warm.Solve.Problem, wo)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := s.Reuse(ro); !ok {
				t.Errorf("%d workers: the run's worker %d (%q) cannot reuse the warm-up's solver (%q)", workers, k, run.Args, warm.Solve.Args)
			}
		}
	}
}

// TestWarmed: the warm-up's warmed messages are counted and its end
// kept, and they touch no run: a run going on when one comes (the page
// never starts one before the worker stopped warming up, but a message
// may cross the solve) keeps its figures.
func TestWarmed(t *testing.T) {
	m := NewModel()
	m.Workers = 2
	startWorkers(m, 2)
	if _, ok := m.Warm(); !ok {
		t.Fatal("no warm-up")
	}
	// The second worker only prepares: one run, and its end.
	m.Handle(protocol.Message{Kind: protocol.KindWarmed, Run: 1, Stats: &protocol.Stats{}})
	m.Handle(protocol.Message{Kind: protocol.KindWarmed})
	for n := 1; n <= 3; n++ {
		m.Handle(protocol.Message{Kind: protocol.KindWarmed, Run: n, Stats: &protocol.Stats{Solutions: 2339}})
	}
	if m.WarmRuns != 3 || m.WarmEnded || len(m.Runs) != 0 {
		t.Fatalf("after 3 warmed runs and one worker's end: WarmRuns %d, ended %v, %d runs; want 3, false, 0", m.WarmRuns, m.WarmEnded, len(m.Runs))
	}
	msgs, err := m.Start()
	if err != nil {
		t.Fatal(err)
	}
	run := msgs[0].Run
	m.Handle(protocol.Message{Kind: protocol.KindWarmed, Run: run, Stats: &protocol.Stats{Solutions: 7}})
	m.Handle(protocol.Message{Kind: protocol.KindWarmed, Error: "the warm-up failed"})
	r := m.Running()
	if r == nil || r.ID != run || r.Stats.Solutions != 0 {
		t.Fatalf("the run after warmed messages: %+v; want run %d running, no solution", r, run)
	}
	if !m.WarmEnded || m.WarmErr != "the warm-up failed" || m.WarmRuns != max(3, run) {
		t.Errorf("the warm-up's end: ended %v, error %q, runs %d", m.WarmEnded, m.WarmErr, m.WarmRuns)
	}
}

// startWorkers has m start its workers, n of them, and each say ready,
// as the page does when it (re)starts them.
func startWorkers(m *Model, n int) {
	m.WorkersStarted()
	for range n {
		m.Handle(protocol.Message{Kind: protocol.KindReady})
	}
}
