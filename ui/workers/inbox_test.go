package workers

import (
	"reflect"
	"testing"
	"time"

	"polyplay/wasm/protocol"
)

// TestInbox checks that the page schedules one handling for the messages
// that arrive before it runs, no sooner than renderEvery after the last
// for a running search's solutions and progress but at once for the
// rest, and that it drops the messages of stopped workers.
func TestInbox(t *testing.T) {
	var b inbox
	t0 := time.Unix(1000, 0)
	msg := func(kind protocol.Kind, run int) protocol.Message { return protocol.Message{Kind: kind, Run: run} }
	type add struct {
		spin     int
		m        protocol.Message
		at       time.Duration // since t0
		schedule bool
		after    time.Duration
	}
	steps := []add{
		// The first message after a quiet spell: at once.
		{1, msg(protocol.KindProgress, 1), 0, true, 0},
		{1, msg(protocol.KindSolutions, 2), 0, false, 0},
		{2, msg(protocol.KindProgress, 3), 0, false, 0},
		{2, msg(protocol.KindSolutions, 4), 0, false, 0},
	}
	for i, s := range steps {
		if ok, after := b.add(s.spin, s.m, t0.Add(s.at)); ok != s.schedule || after != s.after {
			t.Fatalf("add %d: schedule %v after %v, want %v after %v", i, ok, after, s.schedule, s.after)
		}
	}
	var runs []int
	for _, m := range b.take(2, t0.Add(10*time.Millisecond)) {
		runs = append(runs, m.Run)
	}
	if !reflect.DeepEqual(runs, []int{3, 4}) {
		t.Errorf("took runs %v, want [3 4]: those of the current workers, in order", runs)
	}
	if got := b.take(2, t0.Add(10*time.Millisecond)); len(got) != 0 {
		t.Errorf("took %d messages from an empty inbox", len(got))
	}
	steps = []add{
		// Solutions 30 ms after the last handling: in 70 ms.
		{2, msg(protocol.KindSolutions, 5), 40 * time.Millisecond, true, 70 * time.Millisecond},
		{2, msg(protocol.KindProgress, 6), 50 * time.Millisecond, false, 0},
		// The run's end while that handling waits: another at once.
		{2, msg(protocol.KindDone, 7), 60 * time.Millisecond, true, 0},
		{2, msg(protocol.KindReady, 8), 61 * time.Millisecond, false, 0},
	}
	for i, s := range steps {
		if ok, after := b.add(s.spin, s.m, t0.Add(s.at)); ok != s.schedule || after != s.after {
			t.Fatalf("second round, add %d: schedule %v after %v, want %v after %v", i, ok, after, s.schedule, s.after)
		}
	}
	if got := b.take(2, t0.Add(70*time.Millisecond)); len(got) != 4 {
		t.Errorf("took %d messages, want 4", len(got))
	}
	// Long after the last handling, solutions are handled at once.
	if ok, after := b.add(2, msg(protocol.KindSolutions, 9), t0.Add(time.Second)); !ok || after != 0 {
		t.Errorf("solutions a second after the last handling: schedule %v after %v, want at once", ok, after)
	}
}
