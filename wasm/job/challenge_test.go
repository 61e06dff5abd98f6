package job

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/wasm/protocol"
)

// TestChallenge: the position a challenge message gets leaves the pieces
// asked for, and its pieces placed, made stationary, leave a puzzle that
// a plain search counts exactly one solution of; the same seed gives the
// same position; a bad level gets an error, a cancelled request nothing.
func TestChallenge(t *testing.T) {
	p := librarytest.Problem(t, "pentominoes-10x6")
	ask := func(ctx context.Context, req protocol.ChallengeRequest) []protocol.Message {
		var got []protocol.Message
		Challenge(ctx, 3, req, func(m protocol.Message) { got = append(got, m) }, func() {})
		return got
	}
	req := protocol.ChallengeRequest{Problem: p, Left: 5, Level: "easy", Seed: 11}
	got := ask(context.Background(), req)
	if len(got) != 1 || got[0].Kind != protocol.KindChallenged || got[0].Run != 3 || got[0].Challenged == nil {
		t.Fatalf("challenge: %+v", got)
	}
	c := got[0].Challenged
	if len(c.Placed) != len(p.Pieces)-5 || c.Level != "easy" {
		t.Errorf("challenge: %d pieces placed, level %q; want %d, easy", len(c.Placed), c.Level, len(p.Pieces)-5)
	}
	placed, err := protocol.Solution{Placements: c.Placed}.ToSolver()
	if err != nil {
		t.Fatal(err)
	}
	sub, err := solver.WithPlaced(p, placed.Placements)
	if err != nil {
		t.Fatal(err)
	}
	s, err := solver.New(sub, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if st, err := s.Solve(context.Background(), nil); err != nil || st.Solutions != 1 {
		t.Errorf("the position has %d completions (%v), want 1", st.Solutions, err)
	}
	if again := ask(context.Background(), req); len(again) != 1 || again[0].Challenged == nil ||
		!reflect.DeepEqual(again[0].Challenged.Placed, c.Placed) {
		t.Errorf("the same seed gave another position")
	}

	if got := ask(context.Background(), protocol.ChallengeRequest{Problem: p, Left: 5, Level: "tricky"}); len(got) != 1 || !strings.Contains(got[0].Error, "tricky") {
		t.Errorf("a bad level: %+v", got)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got := ask(ctx, req); len(got) != 0 {
		t.Errorf("a cancelled challenge sent %+v", got)
	}
}
