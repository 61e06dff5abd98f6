package job

import (
	"context"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/wasm/protocol"
)

// BenchmarkRun solves the 10x6 pentominoes (-r --auto: 2,339 solutions,
// the first 1,000 sent with cells) as the playground's worker runs a warm
// page's solve on one worker: the prepared solver reused, each message
// encoded as the worker posts it. Under WebAssembly (GOOS=js GOARCH=wasm,
// under node) it is the worker's share of a warm solve.
func BenchmarkRun(b *testing.B) {
	p := librarytest.Problem(b, "pentominoes-10x6")
	req := protocol.SolveRequest{Problem: p, Args: []string{"-r", "--auto"}}
	var solutions int64
	send := func(m protocol.Message) {
		if _, err := protocol.Encode(m); err != nil {
			b.Fatal(err)
		}
		if m.Kind == protocol.KindDone {
			solutions = int64(m.Stats.Solutions)
		}
	}
	Run(context.Background(), 1, req, send, nil, nil) // prepares the solver
	b.ResetTimer()
	for i := range b.N {
		Run(context.Background(), 2+i, req, send, nil, nil)
	}
	if solutions != 2339 {
		b.Fatalf("%d solutions, want 2,339", solutions)
	}
}
