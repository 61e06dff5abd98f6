package job

import (
	"context"
	"testing"

	"polyplay/trace"
	"polyplay/wasm/protocol"
)

// TestRunTrace: a traced run sends the recorded window (through JSON)
// before done, stops once the window is full, and the window plays on the
// puzzle from the right board.
func TestRunTrace(t *testing.T) {
	p := pentominoes(t)
	msgs := record(context.Background(), protocol.SolveRequest{Problem: p, Args: []string{"-r"},
		Trace: &protocol.TraceRequest{Skip: 30, Limit: 200}})
	n := len(msgs)
	if n < 2 || msgs[n-2].Kind != protocol.KindTrace || msgs[n-1].Kind != protocol.KindDone {
		t.Fatalf("messages end %v, want trace then done", kinds(msgs))
	}
	w := msgs[n-2].Trace
	if w.First != 30 || len(w.Steps) != 200 || w.Total < 230 {
		t.Errorf("window first %d, %d steps, total %d", w.First, len(w.Steps), w.Total)
	}
	// The full 10x6 search has millions of events: it stopped early.
	if st := msgs[n-1].Stats; st == nil || st.Solutions >= 2339 {
		t.Errorf("the traced run was not stopped: %+v", st)
	}
	// The window plays on the puzzle's board: its base, then its steps.
	b := trace.NewBoard(p)
	for _, pl := range w.Base {
		if err := b.Apply(trace.Step{Kind: trace.Place, Piece: pl.Piece, Cells: pl.Cells}); err != nil {
			t.Fatalf("the window's base: %v", err)
		}
	}
	for i, s := range w.Steps {
		if err := b.Apply(s); err != nil {
			t.Fatalf("the window's step %d: %v", i+1, err)
		}
	}

	// Without a trace request there is no trace message.
	for _, m := range record(context.Background(), protocol.SolveRequest{Problem: small()}) {
		if m.Kind == protocol.KindTrace {
			t.Errorf("untraced run sent a trace")
		}
	}
	if _, err := protocol.Decode(`{"kind":"trace","run":1}`); err == nil {
		t.Errorf("a trace message without a trace decodes")
	}
}

func kinds(msgs []protocol.Message) []protocol.Kind {
	var k []protocol.Kind
	for _, m := range msgs {
		k = append(k, m.Kind)
	}
	return k
}
