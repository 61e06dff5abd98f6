package page

import (
	"slices"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/flags"
	"polyplay/wasm/protocol"
)

// TestRunChosen follows the automatic choice through a run divided among
// two workers: it arrives with one part's first progress message, stays
// while later messages without it come, and survives the run's record.
func TestRunChosen(t *testing.T) {
	chosen := []string{"-rX", "-V", "-of=11", "-f11", "-n6", "--memo=3"}
	const want = "DLX places the first piece, then FILA from 11 pieces left, filling the first open square (f); " +
		"piece X held against turned copies; neighbour filtering (NOF) on 6 squares, volume filter, memo of dead ends from 3 pieces"
	m := NewModel() // the 10x6 pentominoes, -r
	m.Workers = 2
	m.WorkersStarted()
	m.Handle(protocol.Message{Kind: protocol.KindReady})
	m.Handle(protocol.Message{Kind: protocol.KindReady})
	msgs, err := m.Start()
	if err != nil {
		t.Fatal(err)
	}
	if len(msgs) != 2 {
		t.Fatalf("%d solve messages, want 2", len(msgs))
	}
	r := m.Running()
	if got := r.Chosen(); got != "" {
		t.Errorf("before any report: Chosen = %q", got)
	}
	wantFlags := strings.Join(chosen, " ")
	steps := []struct {
		msg  protocol.Message
		want string
	}{
		{protocol.Message{Kind: protocol.KindProgress, Run: r.ID, Part: 1, Stats: &protocol.Stats{Solutions: 1}}, ""},
		{protocol.Message{Kind: protocol.KindProgress, Run: r.ID, Part: 0, Stats: &protocol.Stats{Solutions: 2, Chosen: chosen}}, want},
		{protocol.Message{Kind: protocol.KindProgress, Run: r.ID, Part: 0, Stats: &protocol.Stats{Solutions: 3}}, want},
		{protocol.Message{Kind: protocol.KindDone, Run: r.ID, Part: 1, Stats: &protocol.Stats{Solutions: 4}}, want},
		{protocol.Message{Kind: protocol.KindDone, Run: r.ID, Part: 0, Stats: &protocol.Stats{Solutions: 5, Chosen: chosen}}, want},
	}
	for i, st := range steps {
		m.Handle(st.msg)
		if got := r.Chosen(); got != st.want {
			t.Errorf("after message %d (%s, part %d): Chosen = %q, want %q", i, st.msg.Kind, st.msg.Part, got, st.want)
		}
		if got := strings.Join(r.Stats.Chosen, " "); (got == wantFlags) != (st.want != "") {
			t.Errorf("after message %d (%s, part %d): the run's flags %q", i, st.msg.Kind, st.msg.Part, got)
		}
	}
	if r.Status != StatusDone || r.Stats.Solutions != 9 {
		t.Errorf("run %s with %d solutions, want done with 9", r.Status, r.Stats.Solutions)
	}
	// A reload: the kept record has the choice; the run made from it
	// has no problem, so the words no longer count DLX's pieces.
	back := RunFromRecord(r.Record(m.Now()))
	if got, w := back.Chosen(), "DLX, then FILA from 11 pieces left"; !strings.HasPrefix(got, w) {
		t.Errorf("after a reload: Chosen = %q, want it to start %q", got, w)
	}
}

// TestDescribeChoice puts choices of the automatic configuration in
// words, the cells named as the grid names them ("cell" when unknown).
func TestDescribeChoice(t *testing.T) {
	for _, tc := range []struct {
		args   string
		pieces int
		unit   string
		want   string
	}{
		{"-rZ -V -oe=6:f=3 -f6 -n --memo=3", 7, "square",
			"DLX places the first piece, then FILA from 6 pieces left, filling the most hemmed-in hole (e), then filling the first open square (f) from 3 pieces; " +
				"piece Z held against turned copies; neighbour filtering (NOF), volume filter, memo of dead ends from 3 pieces"},
		{"-rX -V11 -oe=11:f=3 -f11 -n --memo=3", 12, "triangle",
			"DLX places the first piece, then FILA from 11 pieces left, filling the most hemmed-in hole (e), then filling the first open triangle (f) from 3 pieces; " +
				"piece X held against turned copies; neighbour filtering (NOF), volume filter after each placement down to 11 pieces, memo of dead ends from 3 pieces"},
		{"-V -of=12 -f12 -n6 --memo=3", 12, "ball",
			"FILA from the start, filling the first open ball (f); neighbour filtering (NOF) on 6 balls, volume filter, memo of dead ends from 3 pieces"},
		{"-r -oy=8 -f8", 12, "cube", "DLX places the first 4 pieces, then FILA from 8 pieces left, filling the open cube of least y (y); turned copies filtered"},
		{"-V -of=12 -f12 -n1", 12, "", "FILA from the start, filling the first open cell (f); neighbour filtering (NOF) on 1 cell, volume filter"},
		{"-V -n", 0, "square", "DLX throughout; neighbour filtering (NOF), volume filter"},
		{"--bogus", 12, "square", "--bogus"},
	} {
		if got := DescribeChoice(strings.Fields(tc.args), tc.pieces, tc.unit); got != tc.want {
			t.Errorf("DescribeChoice(%q, %d, %q) =\n %q\nwant\n %q", tc.args, tc.pieces, tc.unit, got, tc.want)
		}
	}
}

// TestChosenBySymmetry: a run without -r on a symmetric box is solved by
// its symmetry, with a redundancy filter the solver picks; the Automatic
// line then says so and does not describe the filter as if -r were
// ticked ("piece X held against turned copies (-rX ...)" beside all 8
// solutions of the 20x3). The flags shown count the run's solutions.
func TestChosenBySymmetry(t *testing.T) {
	for _, tc := range []struct {
		args        string
		words, flag string // in the words, in the flags shown
		notWords    string
		symmetry    bool
	}{
		{"--auto", "the board's symmetry used", "-V", "held against turned copies", true},
		{"", "the board's symmetry used", "-V", "held against turned copies", true},
		{"-r --auto", "piece X held against turned copies", "-rX", "symmetry", false},
	} {
		p := librarytest.Problem(t, "pentominoes-20x3")
		opt, _, err := flags.ParseArgs(strings.Fields(tc.args))
		if err != nil {
			t.Fatal(err)
		}
		opt.Auto = true // the page's run without algorithm options
		s, err := solver.New(p, opt)
		if err != nil {
			t.Fatal(err)
		}
		r := &Run{Problem: p, Args: strings.Fields(tc.args), Stats: protocol.Stats{Chosen: flags.Args(s.Chosen())}}
		words, shown := r.Chosen(), r.ChosenArgs()
		if !strings.Contains(words, tc.words) || strings.Contains(words, tc.notWords) {
			t.Errorf("%q: the Automatic line says %q, want %q and not %q", tc.args, words, tc.words, tc.notWords)
		}
		if !slices.Contains(shown, tc.flag) || tc.symmetry && slices.ContainsFunc(shown, func(a string) bool { return strings.HasPrefix(a, "-r") }) {
			t.Errorf("%q: flags shown %q (chosen %q)", tc.args, shown, r.Stats.Chosen)
		}
		run, _ := librarytest.Solve(t, p, opt)
		again, rest, err := flags.ParseArgs(shown)
		if err != nil || len(rest) > 0 {
			t.Fatalf("%q: the flags shown %q do not parse: %v %q", tc.args, shown, err, rest)
		}
		if st, _ := librarytest.Solve(t, p, again); st.Solutions != run.Solutions {
			t.Errorf("%q: the flags shown %q count %d solutions, the run %d", tc.args, shown, st.Solutions, run.Solutions)
		}
	}
}
