package page

import (
	"slices"
	"testing"

	"polyplay/wasm/protocol"
)

// TestWarm: the warm-up goes once per page, when the first workers are
// all ready, to the last of them, with the default puzzle (the 10x6
// pentominoes, 12 pieces) and options (-r, the automatic configuration),
// whatever puzzle is shown.
func TestWarm(t *testing.T) {
	for _, workers := range []int{1, 3} {
		m := NewModel()
		if err := m.LoadEntry("soma"); err != nil {
			t.Fatal(err)
		}
		m.Workers = workers
		m.WorkersStarted()
		for k := range workers {
			if _, _, ok := m.Warm(); ok {
				t.Fatalf("%d workers: a warm-up with %d of them ready", workers, k)
			}
			m.Handle(protocol.Message{Kind: protocol.KindReady})
		}
		msg, k, ok := m.Warm()
		if !ok || k != workers-1 || msg.Kind != protocol.KindWarm || msg.Solve == nil || msg.Solve.Problem == nil {
			t.Fatalf("%d workers: Warm = %+v, %d, %v; want a warm message to worker %d", workers, msg, k, ok, workers-1)
		}
		if p := msg.Solve.Problem; p.XDim*p.YDim*p.ZDim != 60 || len(p.Pieces) != 12 {
			t.Errorf("warm-up puzzle %dx%dx%d with %d pieces, want the 10x6 pentominoes", p.XDim, p.YDim, p.ZDim, len(p.Pieces))
		}
		if !slices.Equal(msg.Solve.Args, []string{"-r", "--auto"}) {
			t.Errorf("warm-up options %q, want -r --auto", msg.Solve.Args)
		}
		if _, err := protocol.Encode(msg); err != nil {
			t.Errorf("the warm message does not encode: %v", err)
		}
		if _, _, ok := m.Warm(); ok {
			t.Errorf("%d workers: a second warm-up", workers)
		}
		// Restarted workers (after a cancel) share the warmed code.
		m.WorkersStarted()
		for range workers {
			m.Handle(protocol.Message{Kind: protocol.KindReady})
		}
		if _, _, ok := m.Warm(); ok {
			t.Errorf("%d workers: a warm-up after a restart", workers)
		}
	}
}
