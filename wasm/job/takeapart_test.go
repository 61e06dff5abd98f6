package job

import (
	"context"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/solver/verify"
	"polyplay/wasm/protocol"
)

// firstAssembly returns p's first assembly, checked by the verifier.
func firstAssembly(t *testing.T, p *solver.Problem) solver.Solution {
	t.Helper()
	s, err := solver.New(p, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var first *solver.Solution
	if _, err := s.Solve(context.Background(), func(sol solver.Solution) bool {
		first = &sol
		return false
	}); err != nil {
		t.Fatal(err)
	}
	if first == nil {
		t.Fatal("no assembly")
	}
	if err := verify.Solution(p, *first); err != nil {
		t.Fatal(err)
	}
	return *first
}

// TestApart checks the apart request's answers: the level burrTxt -d
// gives (solver/disassemble's testdata, *.levels; the slot box of
// ui/play/testdata, 1.2), with a plan whose level reads the same; a locked assembly that does not come apart; and
// a bad request's error. The plan survives the message's JSON.
func TestApart(t *testing.T) {
	for _, tc := range []struct {
		name  string
		file  string
		apart bool
		level string
		err   string
	}{
		{"slot box", "slot-box", true, "1.2", ""},
		{"tunnel", "tunnel.xmpuzzle", true, "4", ""},
		{"cage", "cage-3.xmpuzzle", true, "1.1.2.2", ""},
		{"locked", "locked.xmpuzzle", false, "", ""},
		{"no puzzle", "", false, "", "no puzzle to take apart"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := protocol.ApartRequest{}
			switch tc.file {
			case "slot-box":
				p, sol := librarytest.SlotBoxProblem(t)
				req.Problem, req.Solution = p, protocol.FromSolution(sol)
			case "":
			default:
				req.Problem = apartPuzzle(t, tc.file)
				req.Solution = protocol.FromSolution(firstAssembly(t, req.Problem))
			}
			var got []protocol.Message
			Apart(context.Background(), 7, req, func(m protocol.Message) { got = append(got, m) }, nil)
			if len(got) != 1 {
				t.Fatalf("%d messages; want 1", len(got))
			}
			text, err := protocol.Encode(got[0])
			if err != nil {
				t.Fatal(err)
			}
			m, err := protocol.Decode(text)
			if err != nil {
				t.Fatal(err)
			}
			if m.Kind != protocol.KindTaken || m.Run != 7 || m.Error != tc.err {
				t.Fatalf("answer %s %d error %q; want taken 7 error %q", m.Kind, m.Run, m.Error, tc.err)
			}
			if tc.err != "" {
				return
			}
			if m.Taken.Apart != tc.apart || m.Taken.Level != tc.level {
				t.Errorf("apart %v level %q; want %v %q", m.Taken.Apart, m.Taken.Level, tc.apart, tc.level)
			}
			if tc.apart && (m.Taken.Plan == nil || disassemble.Level(m.Taken.Plan) != tc.level) {
				t.Errorf("the plan's level is not %q: %+v", tc.level, m.Taken.Plan)
			}
		})
	}
}

// TestApartCancelled checks that a cancelled request sends nothing:
// cancelled before it begins, or by the worker while the search yields
// (a cancel message arriving).
func TestApartCancelled(t *testing.T) {
	p := apartPuzzle(t, "tunnel.xmpuzzle")
	req := protocol.ApartRequest{Problem: p, Solution: protocol.FromSolution(firstAssembly(t, p))}
	for _, tc := range []struct {
		name   string
		before bool
	}{{"before", true}, {"while searching", false}} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.before {
				cancel()
			}
			yields := 0
			var got []protocol.Message
			Apart(ctx, 1, req, func(m protocol.Message) { got = append(got, m) }, func() { yields++; cancel() })
			if len(got) != 0 {
				t.Errorf("sent %+v; want nothing", got)
			}
			if !tc.before && yields == 0 {
				t.Error("the search never yielded")
			}
		})
	}
}
