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
			if len(got) > 3 || len(got) > 1 && got[0].Coached.Exact {
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
	// The empty board within 1 ms: the completions found so far, an
	// estimate if it has a range, then the exact count; the searches
	// yield as they go.
	var got []protocol.Message
	yields := 0
	Coach(context.Background(), 4, protocol.CoachRequest{Problem: p, BudgetMillis: 1, Refine: true}, func(m protocol.Message) { got = append(got, m) }, func() { yields++ })
	if len(got) < 2 || len(got) > 3 || got[0].Coached == nil || got[0].Coached.Exact || got[0].Coached.High != 0 ||
		got[len(got)-1].Coached == nil || !got[len(got)-1].Coached.Exact || got[len(got)-1].Coached.Count != 9356 || yields < 2 {
		t.Errorf("empty board in 1 ms, refined: %+v, %d yields", got, yields)
	}
	for _, m := range got {
		if c := m.Coached; c != nil && !c.Exact && (c.Count > 9356 || c.High > 0 && (c.Low > 9356 || c.High < 9356)) {
			t.Errorf("empty board in 1 ms: %+v does not hold 9356", c)
		}
	}
	// Not refined: one answer.
	var got1 []protocol.Message
	Coach(context.Background(), 4, protocol.CoachRequest{Problem: p, BudgetMillis: 1}, func(m protocol.Message) { got1 = append(got1, m) }, nil)
	if len(got1) != 1 || got1[0].Coached.Exact {
		t.Errorf("empty board in 1 ms, not refined: %+v", got1)
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

// TestCoachRange: the coach's answers about large puzzles, as the worker
// gives them (Coach, with the page's request: the default budget,
// refined), are true: the completions found so far are at most the true
// count, and an estimate's range holds it; on the empty Tetris Cube the
// estimate has a range. The true counts are the command line's
// (polyplay -q --library KEY counts every solution: 236,136 for the
// Tetris Cube, 460,464 for the Bedlam cube, the library's 9,839 and
// 19,186 solutions up to symmetry times the cube's 24 rotations). While
// the exact count goes on, the coach tells the completions found so far,
// more each time, with the estimate's range kept. The test stops the
// coach after the estimate and as many of those as it wants: the exact
// counts take seconds.
func TestCoachRange(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		key     string
		truth   protocol.Count
		ranged  bool
		updates int // the counts so far to wait for
	}{
		{"tetris-cube", 236136, true, 2},
		{"bedlam-cube", 460464, false, 0},
	} {
		p := librarytest.Problem(t, tc.key)
		ctx, cancel := context.WithCancel(context.Background())
		var got []*protocol.Coached
		Coach(ctx, 1, protocol.CoachRequest{Problem: p, Refine: true}, func(m protocol.Message) {
			if m.Error != "" || m.Coached == nil {
				t.Fatalf("%s: %+v", tc.key, m)
			}
			got = append(got, m.Coached)
			if len(got) == 2+tc.updates {
				cancel()
			}
		}, nil)
		cancel()
		for _, c := range got {
			t.Logf("%s: %+v", tc.key, *c)
			if c.Exact && c.Count != tc.truth || c.Count > tc.truth || c.High > 0 && (c.Low > float64(tc.truth) || c.High < float64(tc.truth)) {
				t.Errorf("%s: %+v is not true of the %d completions", tc.key, *c, tc.truth)
			}
		}
		if len(got) != 2+tc.updates || got[0].Exact || got[0].High != 0 {
			t.Fatalf("%s: %d answers before the exact count, the first %+v; want the count found so far, the estimate, then %d counts so far", tc.key, len(got), got[0], tc.updates)
		}
		if tc.ranged && got[1].High == 0 {
			t.Errorf("%s: no estimate with a range", tc.key)
		}
		for k := 2; k < len(got); k++ {
			c, before := got[k], got[k-1]
			if c.Exact || c.Count <= before.Count || c.High != before.High && c.Low < float64(c.Count) ||
				tc.ranged && (c.High == 0 || c.Low < float64(c.Count)) {
				t.Errorf("%s: after %+v, %+v: want more completions found, the range kept", tc.key, *before, *c)
			}
		}
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
