package job

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"polyplay/solver"
	"polyplay/solver/flags"
	"polyplay/wasm/protocol"
)

// options parses a request's options.
func options(t *testing.T, args string) solver.Options {
	t.Helper()
	o, rest, err := flags.ParseArgs(strings.Fields(args))
	if err != nil || len(rest) > 0 {
		t.Fatalf("ParseArgs(%q): %v, %q", args, err, rest)
	}
	return o
}

// TestPreparedReuses: the cache serves the solver it made for a puzzle
// to a request of the same puzzle with other options of a single run
// (parts, a time limit, progress), and the reused solvers, solved one
// after the other, find what new ones find: the same solutions in the
// same order, the same statistics; the parts add up.
func TestPreparedReuses(t *testing.T) {
	var c solvers
	first, err := c.solver(context.Background(), pentominoes(t), options(t, "-r --auto"))
	if err != nil {
		t.Fatal(err)
	}
	var sum int64
	for _, args := range []string{"-r --auto --part=1/2", "-r --auto --time=1h", "--auto -r --part=0/2", "-r --auto"} {
		o := options(t, args)
		o.ProgressInterval, o.Progress = time.Millisecond, func(solver.Stats) {}
		p := pentominoes(t) // the same puzzle, decoded anew as each request's
		s, err := c.solver(context.Background(), p, o)
		if err != nil {
			t.Fatal(err)
		}
		if s.Model != first.Model {
			t.Errorf("%s: a new solver, want the one kept", args)
		}
		fresh, err := solver.New(p, o)
		if err != nil {
			t.Fatal(err)
		}
		got, gotSols := solveInOrder(t, s)
		want, wantSols := solveInOrder(t, fresh)
		if got.Solutions != want.Solutions || fmt.Sprint(got.Fits, got.Attempts) != fmt.Sprint(want.Fits, want.Attempts) ||
			!slices.Equal(gotSols, wantSols) {
			t.Errorf("%s: reused: %d solutions, fits %v; a new solver: %d, %v (the same solutions in order: %v)",
				args, got.Solutions, got.Fits, want.Solutions, want.Fits, slices.Equal(gotSols, wantSols))
		}
		if o.Parts > 1 {
			sum += got.Solutions
		}
	}
	if sum != 2339 {
		t.Errorf("the parts found %d solutions, want 2339", sum)
	}
	if len(c.kept) != 1 {
		t.Errorf("%d solvers kept, want 1", len(c.kept))
	}
}

// solveInOrder solves s and returns its statistics and its solutions in
// the order found.
func solveInOrder(t *testing.T, s *solver.Solver) (solver.Stats, []string) {
	t.Helper()
	var sols []string
	st, err := s.Solve(context.Background(), func(sol solver.Solution) bool {
		sols = append(sols, fmt.Sprint(sol.Placements))
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return st, sols
}

// TestPreparedStale: a changed puzzle or a changed option of the
// preparation is never served a kept solver; the cache keeps the
// KeptSolvers most recently used; a puzzle changed after it was solved
// is not served the solver made for it before.
func TestPreparedStale(t *testing.T) {
	var c solvers
	base := small()
	kept, err := c.solver(context.Background(), base, options(t, "-r"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		what string
		p    func(p *solver.Problem)
		args string
	}{
		{"a piece's cell", func(p *solver.Problem) { p.Pieces[1].Cells[1] = solver.Point{Y: 1} }, "-r"},
		{"a piece's name", func(p *solver.Problem) { p.Pieces[0].Name = "m" }, "-r"},
		{"the pieces' order", func(p *solver.Problem) { p.Pieces[0], p.Pieces[1] = p.Pieces[1], p.Pieces[0] }, "-r"},
		{"the puzzle's name", func(p *solver.Problem) { p.Name = "other" }, "-r"},
		{"one-sided", func(p *solver.Problem) { p.OneSided = true }, "-r"},
		{"a stationary piece", func(p *solver.Problem) {
			p.XDim = 3
			p.Pieces = append(p.Pieces, solver.Piece{Name: "S", Stationary: true, Cells: []solver.Point{{X: 2}, {X: 2, Y: 1}, {X: 2, Y: 2}}})
		}, "-r"},
		{"no redundancy filter", nil, ""},
		{"the automatic configuration", nil, "-r --auto"},
		{"a limit on solutions", nil, "-r --max=1"},
		{"the volume filter", nil, "-r -V"},
		{"-u", nil, "-u"},
	} {
		p := small()
		if tc.p != nil {
			tc.p(p)
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("%s: %v", tc.what, err)
		}
		o := options(t, tc.args)
		s, err := c.solver(context.Background(), p, o)
		if err != nil {
			t.Fatalf("%s: %v", tc.what, err)
		}
		if s.Model == kept.Model {
			t.Errorf("%s changed: served the solver kept", tc.what)
		}
		fresh, err := solver.New(p, o)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := solveInOrder(t, s)
		want, _ := solveInOrder(t, fresh)
		if got.Solutions != want.Solutions {
			t.Errorf("%s changed: %d solutions, want %d", tc.what, got.Solutions, want.Solutions)
		}
		if len(c.kept) > KeptSolvers {
			t.Fatalf("%d solvers kept, want at most %d", len(c.kept), KeptSolvers)
		}
	}

	// The most recently used are kept: a, b, then a again, then c
	// drops b.
	c.forget()
	a, b, d := small(), small(), small()
	b.Name, d.Name = "b", "d"
	sa, _ := c.solver(context.Background(), a, solver.Options{})
	sb, _ := c.solver(context.Background(), b, solver.Options{})
	if s, _ := c.solver(context.Background(), a, solver.Options{}); s.Model != sa.Model {
		t.Errorf("a, b, a: the first a not reused")
	}
	c.solver(context.Background(), d, solver.Options{})
	if s, _ := c.solver(context.Background(), a, solver.Options{}); s.Model != sa.Model {
		t.Errorf("a, b, a, d, a: a not reused")
	}
	if s, _ := c.solver(context.Background(), b, solver.Options{}); s.Model == sb.Model {
		t.Errorf("a, b, a, d, a, b: b reused, want it dropped")
	}

	// The caller changes the puzzle it solved.
	c.forget()
	p := small()
	c.solver(context.Background(), p, solver.Options{})
	p.Pieces[0].Name = "m"
	if s, _ := c.solver(context.Background(), p, solver.Options{}); s.Model.Problem.Pieces[0].Name != "m" {
		t.Errorf("a puzzle changed in place: served the solver made before")
	}

	// A request New refuses is refused, and keeps nothing.
	c.forget()
	c.solver(context.Background(), small(), solver.Options{})
	bad := solver.Options{Run: solver.Run{Part: 2, Parts: 2}}
	if _, err := c.solver(context.Background(), small(), bad); err == nil || len(c.kept) != 1 {
		t.Errorf("part 2 of 2: error %v, %d kept; want an error, 1 kept", err, len(c.kept))
	}
}

// TestWarmLeavesSolver: the warm-up's solver (the page's default puzzle
// and options) serves the first run of that puzzle, a part of a divided
// run; the run's messages are those of a run with a new solver, and a run
// of another option makes its own.
func TestWarmLeavesSolver(t *testing.T) {
	prepared.forget()
	defer prepared.forget()
	p := pentominoes(t)
	// As the page's workers but the first: a time limit, which a run's
	// options do not share.
	if err := Warm(context.Background(), protocol.SolveRequest{Problem: p, Args: []string{"-r", "--auto", "--time=1ms"}}, func(protocol.Message) {}, nil); err != nil {
		t.Fatal(err)
	}
	if len(prepared.kept) != 1 {
		t.Fatalf("the warm-up kept %d solvers, want 1", len(prepared.kept))
	}
	warmed := prepared.kept[0].s
	var msgs [][]protocol.Message
	for k := range 2 {
		req := protocol.SolveRequest{Problem: pentominoes(t), Args: []string{"-r", "--auto", fmt.Sprintf("--part=%d/2", k)}, Keep: 3000}
		msgs = append(msgs, record(context.Background(), req))
		if len(prepared.kept) != 1 || prepared.kept[0].s != warmed {
			t.Errorf("part %d of 2: the warm-up's solver not reused (%d kept)", k, len(prepared.kept))
		}
		// The same messages as with a new solver (but the time).
		prepared.forget()
		fresh := record(context.Background(), req)
		prepared.forget()
		prepared.kept = []keptSolver{{copyProblem(p), warmed}}
		if g, w := messagesText(msgs[k]), messagesText(fresh); g != w {
			t.Errorf("part %d of 2: reused the warm-up's solver, the page read %d lines, with a new solver %d; the last:\n%s\nwant\n%s",
				k, strings.Count(g, "\n"), strings.Count(w, "\n"), lastLine(g), lastLine(w))
		}
	}
	addUp(t, msgs, nil, false)
	record(context.Background(), protocol.SolveRequest{Problem: pentominoes(t), Args: []string{"-r", "--auto", "--memo=0"}})
	if len(prepared.kept) != 2 || prepared.kept[1].s != warmed {
		t.Errorf("another option: %d solvers kept, want 2, the warm-up's second", len(prepared.kept))
	}
}

// messagesText writes msgs as the page reads them: the solutions in
// order, whatever their batches (the batches end at each progress
// message, which depend on the time), and the last message, without
// its time.
func messagesText(msgs []protocol.Message) string {
	var b strings.Builder
	for _, m := range msgs {
		for _, sol := range m.Solutions {
			fmt.Fprintln(&b, sol)
		}
	}
	last := msgs[len(msgs)-1]
	if last.Stats != nil {
		st := *last.Stats
		st.ElapsedMillis, st.Estimate = 0, 0
		last.Stats = &st
	}
	fmt.Fprintf(&b, "%s %v %q\n", last.Kind, last.Stats, last.Error)
	return b.String()
}

// lastLine returns the last line of s.
func lastLine(s string) string {
	s = strings.TrimSuffix(s, "\n")
	return s[strings.LastIndexByte(s, '\n')+1:]
}
