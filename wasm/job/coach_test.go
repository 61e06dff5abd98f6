package job

import (
	"context"
	"slices"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/verify"
	"polyplay/wasm/protocol"
)

// contains reports whether sol places every placement of placed.
func contains(sol solver.Solution, placed []solver.Placement) bool {
	for _, pl := range placed {
		if !slices.ContainsFunc(sol.Placements, func(q solver.Placement) bool {
			return q.Piece == pl.Piece && slices.Equal(q.Cells, pl.Cells)
		}) {
			return false
		}
	}
	return true
}

// TestCoach: the coach's count of a 10x6 position's completions equals
// the number of the puzzle's solutions (all 9356, found by the solver)
// that contain the position's pieces; the completion sent, with the
// pieces placed, is a solution the verifier accepts, and the hint names
// one of its pieces. An answer that was an estimate is refined to the
// exact count when asked; bad requests get an error; a cancelled request
// sends nothing.
func TestCoach(t *testing.T) {
	p := librarytest.Problem(t, "pentominoes-10x6")
	s, err := solver.New(p, solver.Options{Search: solver.Search{Auto: true}})
	if err != nil {
		t.Fatal(err)
	}
	var all []solver.Solution
	if _, err := s.Solve(context.Background(), func(sol solver.Solution) bool {
		all = append(all, sol)
		return true
	}); err != nil || len(all) != 9356 {
		t.Fatalf("10x6: %d solutions, %v", len(all), err)
	}
	ask := func(req protocol.CoachRequest) []protocol.Message {
		var got []protocol.Message
		Coach(context.Background(), 4, req, func(m protocol.Message) { got = append(got, m) }, nil)
		return got
	}
	for _, k := range []int{1, 3, 5} {
		for i := 0; i < len(all); i += 3000 {
			placed := slices.Clone(all[i].Placements[:k])
			want := 0
			for _, sol := range all {
				if contains(sol, placed) {
					want++
				}
			}
			req := protocol.CoachRequest{Problem: p, Refine: true}
			for _, pl := range placed {
				req.Placed = append(req.Placed, protocol.FromSolution(solver.Solution{Placements: []solver.Placement{pl}}).Placements[0])
			}
			got := ask(req)
			last := got[len(got)-1]
			if last.Kind != protocol.KindCoached || last.Run != 4 || last.Coached == nil || !last.Coached.Exact || int(last.Coached.Count) != want {
				t.Fatalf("solution %d, %d placed: %+v, want %d completions", i, k, last, want)
			}
			if len(got) > 2 || len(got) == 2 && got[0].Coached.Exact {
				t.Errorf("solution %d, %d placed: %d messages, the first exact %v", i, k, len(got), got[0].Coached.Exact)
			}
			rest, err := last.Coached.Completion.ToSolver()
			if err != nil {
				t.Fatal(err)
			}
			whole := append(placed, rest.Placements...)
			order := func(a, b solver.Placement) int {
				return slices.IndexFunc(p.Pieces, func(pc solver.Piece) bool { return pc.Name == a.Piece }) -
					slices.IndexFunc(p.Pieces, func(pc solver.Piece) bool { return pc.Name == b.Piece })
			}
			slices.SortFunc(whole, order)
			if err := verify.Solution(p, solver.Solution{Placements: whole}); err != nil {
				t.Errorf("solution %d, %d placed: the completion does not verify: %v", i, k, err)
			}
			if !slices.ContainsFunc(rest.Placements, func(q solver.Placement) bool { return q.Piece == last.Coached.Hint }) {
				t.Errorf("solution %d, %d placed: hint %q is not a piece of the completion", i, k, last.Coached.Hint)
			}
		}
	}
	// The empty board within 1 ms: an estimate, then the exact count.
	got := ask(protocol.CoachRequest{Problem: p, BudgetMillis: 1, Refine: true})
	if len(got) != 2 || got[0].Coached == nil || got[0].Coached.Exact || got[0].Coached.High <= 0 ||
		got[1].Coached == nil || !got[1].Coached.Exact || got[1].Coached.Count != 9356 {
		t.Errorf("empty board in 1 ms, refined: %+v", got)
	}
	// Not refined: one answer; the estimate yields as it goes.
	var got1 []protocol.Message
	yields := 0
	Coach(context.Background(), 4, protocol.CoachRequest{Problem: p, BudgetMillis: 1}, func(m protocol.Message) { got1 = append(got1, m) }, func() { yields++ })
	if len(got1) != 1 || got1[0].Coached.Exact || yields < 2 {
		t.Errorf("empty board in 1 ms, not refined: %+v, %d yields", got1, yields)
	}
	for _, tc := range []struct {
		req  protocol.CoachRequest
		want string
	}{
		{protocol.CoachRequest{}, "no puzzle to coach"},
		{protocol.CoachRequest{Problem: p, Placed: []protocol.Placement{{Piece: "Q", Cells: []int{0, 0, 0}}}}, "the puzzle has no piece Q"},
		{protocol.CoachRequest{Problem: p, Placed: []protocol.Placement{{Piece: "I", Cells: []int{0, 0}}}}, "piece I: 2 coordinates is not a list of x y z triples"},
		{protocol.CoachRequest{Problem: p, BudgetMillis: -5}, "coach: a budget of -5 ms"},
		{protocol.CoachRequest{Problem: &solver.Problem{XDim: 1, YDim: 1, ZDim: 1}}, "the puzzle has no pieces"},
	} {
		got := ask(tc.req)
		if len(got) != 1 || got[0].Kind != protocol.KindCoached || got[0].Error != tc.want {
			t.Errorf("Coach(%+v): %+v, want the error %q", tc.req, got, tc.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	n := 0
	Coach(ctx, 5, protocol.CoachRequest{Problem: p}, func(protocol.Message) { n++ }, nil)
	if n != 0 {
		t.Errorf("a cancelled request sent %d messages", n)
	}
}

// BenchmarkCoachJob is the worker's part of the coach's answer after a
// drop: the coach message decoded from its text, the count, the
// completion and the hint (Coach), the coached message encoded; on
// positions of the 10x6 pentominoes and of Kanoodle with three pieces
// placed, those of a solution nearest one end of the board.
func BenchmarkCoachJob(b *testing.B) {
	for _, tc := range []struct {
		name string
		p    *solver.Problem
	}{
		{"10x6", librarytest.Problem(b, "pentominoes-10x6")},
		{"kanoodle", librarytest.Problem(b, "kanoodle")},
	} {
		_, sol := librarytest.Solve(b, tc.p, solver.Options{Search: solver.Search{Auto: true}, Run: solver.Run{MaxSolutions: 1}})
		// The three pieces with the leftmost cells.
		pls := slices.Clone(sol.Placements)
		left := func(p solver.Placement) int {
			x := p.Cells[0].X
			for _, c := range p.Cells {
				x = min(x, c.X)
			}
			return x
		}
		slices.SortStableFunc(pls, func(a, b solver.Placement) int { return left(a) - left(b) })
		req := protocol.CoachRequest{Problem: tc.p}
		for _, pl := range pls[:3] {
			req.Placed = append(req.Placed, protocol.FromSolution(solver.Solution{Placements: []solver.Placement{pl}}).Placements[0])
		}
		text, err := protocol.Encode(protocol.Message{Kind: protocol.KindCoach, Run: 1, Coach: &req})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				m, err := protocol.Decode(text)
				if err != nil {
					b.Fatal(err)
				}
				Coach(context.Background(), m.Run, *m.Coach, func(m protocol.Message) {
					if m.Coached == nil || !m.Coached.Exact || m.Coached.Count < 1 {
						b.Fatalf("%+v", m)
					}
					if _, err := protocol.Encode(m); err != nil {
						b.Fatal(err)
					}
				}, nil)
			}
		})
	}
}
