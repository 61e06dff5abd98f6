//go:build !js

package solver

import (
	"context"
	"time"
)

// yield does nothing where goroutines are preempted; see yield_js.go.
func yield() {}

// checkpointEvery is how often a solver's preparation checks its context
// (checkpoint) through its search's progress calls.
const checkpointEvery = 40 * time.Millisecond

// checkpoint calls ctx's heartbeat (WithHeartbeat) and returns ctx's
// error. Goroutines are preempted here: a cancel needs no yield; see
// yield_js.go.
func checkpoint(ctx context.Context) error {
	beat(ctx)
	return ctx.Err()
}
