//go:build !js

package solver

import (
	"context"
	"time"
)

// yield does nothing where goroutines are preempted; see yield_js.go.
func yield() {}

// preparedEvery is how often a solver's preparation checks its context
// (prepared) through its search's progress calls.
const preparedEvery = 25 * time.Millisecond

// prepared returns ctx's error. Goroutines are preempted here: a cancel
// needs no yield; see yield_js.go.
func prepared(ctx context.Context) error { return ctx.Err() }
