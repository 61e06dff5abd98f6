package job

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"polyplay/solver"
	"polyplay/wasm/protocol"
)

// warmKinds runs a warm-up with the tuning tu and returns the kinds of the messages it sent, with
// each warmed message's run number, solutions found and solutions sent
// ("warmed 1: 4/2"), and its
// error.
func warmKinds(ctx context.Context, req protocol.SolveRequest, cancelAt int, cancel func(), tu tuning) ([]string, error) {
	var got []string
	kept := 0 // the solutions sent in the run so far
	err := warm(ctx, req, func(m protocol.Message) {
		kept += len(m.Solutions)
		if m.Kind != protocol.KindWarmed {
			got = append(got, string(m.Kind))
			return
		}
		s := "warmed " + strconv.Itoa(m.Run)
		if m.Stats != nil {
			// The solutions found, and those sent (Keep).
			s += ": " + strconv.FormatInt(int64(m.Stats.Solutions), 10) + "/" + strconv.Itoa(kept)
		}
		kept = 0
		if m.Error != "" {
			s += " " + m.Error
		}
		got = append(got, s)
		if m.Run == cancelAt {
			cancel()
		}
	}, nil, tu)
	return got, err
}

// warmed keeps the warmed messages of kinds.
func warmed(kinds []string) []string {
	var w []string
	for _, k := range kinds {
		if strings.HasPrefix(k, "warmed") {
			w = append(w, k)
		}
	}
	return w
}

func TestWarm(t *testing.T) {
	tiny := protocol.SolveRequest{Problem: small(), Keep: 2}
	for _, tc := range []struct {
		name     string
		runs     int
		limit    time.Duration
		req      protocol.SolveRequest
		cancelAt int // the warmed message after which the warm-up is cancelled; -1 never
		want     []string
	}{
		{"three runs", 3, time.Minute, tiny, -1, []string{"warmed 1: 4/2", "warmed 2: 4/2", "warmed 3: 4/2", "warmed 0"}},
		{"out of time after one", 3, 0, tiny, -1, []string{"warmed 1: 4/2", "warmed 0"}},
		// As the page's workers but the first: their time limit ends
		// the warm-up after one run (which the limit stops).
		// (How many solutions it finds by then depends on the machine.)
		{"time limit", 3, time.Minute, protocol.SolveRequest{Problem: pentominoes(t), Args: []string{"-r", "--auto", "--time=1ms"}}, -1, []string{"warmed 1", "warmed 0"}},
		// A run asked for cancels the warm-up: nothing more is sent,
		// not even the end.
		{"cancelled", 3, time.Minute, tiny, 2, []string{"warmed 1: 4/2", "warmed 2: 4/2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tu := defaultTuning()
			tu.warmRuns, tu.warmFor = tc.runs, tc.limit
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			kinds, err := warmKinds(ctx, tc.req, tc.cancelAt, cancel, tu)
			if err != nil {
				t.Fatal(err)
			}
			got := warmed(kinds)
			if tc.req.Problem.Name != "small" {
				for i, k := range got {
					got[i], _, _ = strings.Cut(k, ":")
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("warmed messages %q, want %q", got, tc.want)
			}
			// A run's other messages come as the run sends them;
			// never its done message.
			if slices.Contains(kinds, string(protocol.KindDone)) || !slices.Contains(kinds, string(protocol.KindSolutions)) && tc.req.Problem.Name == "small" {
				t.Errorf("messages %q: want the runs' solutions, and no done", kinds)
			}
		})
	}
	// Cancelled before it starts: it sends nothing.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if kinds, err := warmKinds(ctx, tiny, -1, nil, defaultTuning()); err != nil || len(kinds) > 0 {
		t.Errorf("Warm, cancelled: error %v, messages %q; want neither", err, kinds)
	}
	for _, tc := range []struct {
		req  protocol.SolveRequest
		want string
	}{
		{protocol.SolveRequest{}, "no puzzle to search"},
		{protocol.SolveRequest{Problem: small(), Args: []string{"-x"}}, "solver options"},
		{protocol.SolveRequest{Problem: small(), Args: []string{"-r", "extra"}}, `unexpected argument "extra"`},
		{protocol.SolveRequest{Problem: &solver.Problem{XDim: 1, YDim: 1, ZDim: 1}}, "the puzzle has no pieces"},
	} {
		kinds, err := warmKinds(context.Background(), tc.req, -1, nil, defaultTuning())
		if err == nil || !strings.Contains(err.Error(), tc.want) || len(kinds) > 0 {
			t.Errorf("Warm(%+v): error %v, messages %q; want %q and none", tc.req, err, kinds, tc.want)
		}
	}
}
