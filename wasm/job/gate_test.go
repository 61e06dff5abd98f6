package job

import (
	"context"
	"errors"
	"testing"
	"time"
)

// waited runs g.Wait(ctx) in a goroutine and returns the channel of its
// result.
func waited(ctx context.Context, g *Gate) <-chan error {
	c := make(chan error, 1)
	go func() { c <- g.Wait(ctx) }()
	return c
}

// still fails the test if c has a result within a short while: Wait
// still waits.
func still(t *testing.T, c <-chan error, what string) {
	t.Helper()
	select {
	case err := <-c:
		t.Fatalf("%s: Wait returned %v, want it to wait", what, err)
	case <-time.After(20 * time.Millisecond):
	}
}

// returned fails the test unless c has the result want.
func returned(t *testing.T, c <-chan error, want error, what string) {
	t.Helper()
	select {
	case err := <-c:
		if !errors.Is(err, want) {
			t.Fatalf("%s: Wait returned %v, want %v", what, err, want)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("%s: Wait still waits", what)
	}
}

func TestGate(t *testing.T) {
	ctx := context.Background()
	var g Gate
	returned(t, waited(ctx, &g), nil, "a free gate")

	first := g.Hold()
	c := waited(ctx, &g)
	still(t, c, "held once")
	second := g.Hold() // a newer question while the first is searched
	first()
	still(t, c, "the first released, the second held")
	first() // a second release of the first does nothing
	still(t, c, "the first released twice")
	second()
	returned(t, c, nil, "both released")
	returned(t, waited(ctx, &g), nil, "free again")

	// Held again after being freed: a new wait waits.
	release := g.Hold()
	c = waited(ctx, &g)
	still(t, c, "held again")
	release()
	returned(t, c, nil, "released again")
}

func TestGateWaitEnds(t *testing.T) {
	var g Gate
	release := g.Hold()
	defer release()
	ctx, cancel := context.WithCancel(context.Background())
	c := waited(ctx, &g)
	still(t, c, "held")
	cancel() // the warm-up is stopped while it waits
	returned(t, c, context.Canceled, "cancelled")
	returned(t, waited(ctx, &g), context.Canceled, "cancelled before waiting")
}
