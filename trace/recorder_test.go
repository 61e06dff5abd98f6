package trace

import (
	"context"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
)

// search returns the trace of p's search up to its first solution.
func search(t testing.TB, p *solver.Problem) []solver.Event {
	t.Helper()
	var events []solver.Event
	s, err := solver.New(p, solver.Options{Run: solver.Run{MaxSolutions: 1, Trace: func(e solver.Event) { events = append(events, e) }}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Solve(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	return events
}

func TestRecorderLimits(t *testing.T) {
	p := librarytest.Problem(t, "pentominoes-10x6")
	if r := NewRecorder(p, -3, 0, false); r.limit != DefaultWindow || r.skip != 0 {
		t.Errorf("defaults: limit %d skip %d", r.limit, r.skip)
	}
	if r := NewRecorder(p, 0, MaxWindow*10, true); r.limit != MaxWindow {
		t.Errorf("limit %d, want MaxWindow", r.limit)
	}
	// A broken event among those skipped stops the recording.
	r := NewRecorder(p, 5, 10, false)
	if !r.Add(solver.Event{Kind: solver.EventRemove, Piece: "F", Cells: []solver.Point{{X: 0, Y: 0}}}) || r.Err() == nil {
		t.Errorf("a broken skipped event did not stop the recorder")
	}
	if got, want := r.Err().Error(), `trace event 1: removing piece F: cell (0 0 0) holds ""`; got != want {
		t.Errorf("error %q, want %q", got, want)
	}
}

// The window holds the events after those skipped, and its base board is
// the one they leave.
func TestRecorderWindow(t *testing.T) {
	p := librarytest.Problem(t, "pentominoes-10x6")
	events := search(t, p)
	if len(events) < 30 {
		t.Fatalf("a trace of %d events is too short to test", len(events))
	}
	r := NewRecorder(p, 10, 5, false)
	for _, e := range events {
		if r.Add(e) {
			break
		}
	}
	w := r.Window()
	if w.First != 10 || len(w.Steps) != 5 || w.Total != 15 {
		t.Fatalf("window first %d, %d steps, total %d; want 10, 5, 15", w.First, len(w.Steps), w.Total)
	}
	for i, s := range w.Steps {
		if e := events[10+i]; s.Kind != Kind(e.Kind) || s.Piece != e.Piece || len(s.Cells) != len(e.Cells) {
			t.Errorf("step %d is %v, want event %d (%v %s)", i, s, 10+i, e.Kind, e.Piece)
		}
	}
	b := NewBoard(p)
	for _, e := range events[:10] {
		if err := b.Apply(FromEvent(e)); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := len(w.Base), len(b.Placements()); got != want {
		t.Errorf("base of %d pieces, want the %d placed by the skipped events", got, want)
	}
}

// BenchmarkRecorderSkip measures the cost per trace event of passing over
// events before the window (they are applied to the starting board).
func BenchmarkRecorderSkip(b *testing.B) {
	p := librarytest.Problem(b, "pentominoes-10x6")
	events := search(b, p)
	r := NewRecorder(p, 1<<62, 10, false)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r.Add(events[i%len(events)])
		if i%len(events) == len(events)-1 {
			r = NewRecorder(p, 1<<62, 10, false)
		}
	}
}
