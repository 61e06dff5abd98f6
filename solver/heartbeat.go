package solver

import "context"

// heartbeatKey is the context key of a heartbeat (WithHeartbeat).
type heartbeatKey struct{}

// WithHeartbeat returns a copy of ctx with which the solver's work calls
// beat at its checkpoints: every few thousand nodes of a search (its
// polls), every few thousand rows of its matrix built, between the steps
// of its preparation, its estimates' probes and the like. They are
// counted in work done, never in time: on a device many times slower
// they come as many times later, and a long stretch of work has them
// throughout. A Web Worker posts a message from it (wasm/worker), which
// tells the page that its work goes on (ui/workers' watch). beat is
// called from every goroutine of a search (Options.Jobs): it must be
// safe for concurrent use, and cheap, as it is called often.
func WithHeartbeat(ctx context.Context, beat func()) context.Context {
	return context.WithValue(ctx, heartbeatKey{}, beat)
}

// heartbeat returns the beat of ctx (WithHeartbeat), nil if it has none.
func heartbeat(ctx context.Context) func() {
	if ctx == nil {
		return nil
	}
	beat, _ := ctx.Value(heartbeatKey{}).(func())
	return beat
}

// beat calls the beat of ctx, if it has one: a checkpoint of the
// solver's work (see WithHeartbeat).
func beat(ctx context.Context) {
	if b := heartbeat(ctx); b != nil {
		b()
	}
}

// Checkpoint is a checkpoint of work done outside the solver's own loops
// (a search of the caller's own, as package challenge's random
// solutions): it calls ctx's heartbeat (WithHeartbeat), under
// WebAssembly lets the JavaScript event loop run if it has not for a few
// tens of milliseconds, and returns ctx's error. Call it every few
// thousand steps of the work, a step being of the size of a search's
// node.
func Checkpoint(ctx context.Context) error { return checkpoint(ctx) }
