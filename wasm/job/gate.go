package job

import (
	"context"
	"sync"
)

// A Gate lets one kind of a worker's work give way to another: the work
// that goes first holds the gate while it runs (Hold), and the work that
// gives way waits, at its start and at each of its yields, while anyone
// holds it (Wait). The worker's coach holds it, and its warm-up gives
// way: the coach's question is answered first, then the warm-up goes on
// where it was. The zero Gate is free.
type Gate struct {
	mu   sync.Mutex
	held int
	free chan struct{} // closed when held drops to 0; nil while free
}

// Hold holds g until release is called; a second call of release does
// nothing.
func (g *Gate) Hold() (release func()) {
	g.mu.Lock()
	g.held++
	if g.free == nil {
		g.free = make(chan struct{})
	}
	g.mu.Unlock()
	return sync.OnceFunc(func() {
		g.mu.Lock()
		defer g.mu.Unlock()
		if g.held--; g.held == 0 {
			close(g.free)
			g.free = nil
		}
	})
}

// Wait returns once nobody holds g, with ctx's error: at once if ctx
// ends first.
func (g *Gate) Wait(ctx context.Context) error {
	for {
		g.mu.Lock()
		free := g.free
		g.mu.Unlock()
		if free == nil {
			return ctx.Err()
		}
		select {
		case <-free:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}
