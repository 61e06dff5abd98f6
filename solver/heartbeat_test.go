package solver_test

import (
	"context"
	"sync/atomic"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
)

// TestHeartbeat: the solver's work calls the heartbeat of its context at
// checkpoints counted in work: a search at least once every 65,536 fits
// (it beats every few thousand nodes), the model at least once for each
// orientation whose images it makes, a checkpoint once, the solver's
// preparation.
func TestHeartbeat(t *testing.T) {
	t.Parallel()
	p := librarytest.Problem(t, "pentominoes-15x4")
	m, err := solver.NewModel(p)
	if err != nil {
		t.Fatal(err)
	}
	orients := 0
	for _, sh := range m.Shapes {
		orients += len(sh.Orients)
	}
	for _, tc := range []struct {
		name string
		// do works with ctx and returns the fewest beats it must make.
		do func(t *testing.T, ctx context.Context) int64
	}{
		{"search", func(t *testing.T, ctx context.Context) int64 {
			s, err := solver.NewContext(ctx, p, solver.Options{Search: solver.Search{Redundancy: true}})
			if err != nil {
				t.Fatal(err)
			}
			st, err := s.Solve(ctx, nil)
			if err != nil || st.Solutions != 368 {
				t.Fatalf("%d solutions, error %v; want 368", st.Solutions, err)
			}
			return max(1, st.TotalFits()/65536)
		}},
		{"model", func(t *testing.T, ctx context.Context) int64 {
			if _, err := solver.NewModelContext(ctx, p); err != nil {
				t.Fatal(err)
			}
			return int64(orients)
		}},
		{"automatic preparation", func(t *testing.T, ctx context.Context) int64 {
			if _, err := solver.NewContext(ctx, librarytest.Problem(t, "tetris-cube"), solver.Options{Search: solver.Search{Auto: true}}); err != nil {
				t.Fatal(err)
			}
			return 100
		}},
		{"checkpoint", func(t *testing.T, ctx context.Context) int64 {
			if err := solver.Checkpoint(ctx); err != nil {
				t.Fatal(err)
			}
			return 1
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var beats atomic.Int64
			ctx := solver.WithHeartbeat(context.Background(), func() { beats.Add(1) })
			want := tc.do(t, ctx)
			if got := beats.Load(); got < want {
				t.Errorf("%d beats, want at least %d", got, want)
			}
		})
	}
}
