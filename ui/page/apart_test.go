package page

import (
	"slices"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/wasm/protocol"
)

// TestRunDisassembles checks what a run under --disassemble keeps of the
// worker's messages: the levels of the solutions it keeps (at most
// Keep), each solution's level, and its figures in words, "96
// assemblies · 1 solution"; a run without the option has neither.
func TestRunDisassembles(t *testing.T) {
	sol := protocol.Solution{Placements: []protocol.Placement{{Piece: "A", Cells: []int{0, 0, 0}}}}
	tests := []struct {
		name       string
		args       []string
		keep       int
		batch      []string // the levels of a batch of as many solutions
		stats      protocol.Stats
		wantLevels []string
		wantText   string
	}{
		{"apart", []string{"-r", "-M", "--disassemble"}, 10, []string{"4.9.3"}, protocol.Stats{Solutions: 1, Assemblies: 96}, []string{"4.9.3"}, "96 assemblies · 1 solution"},
		{"apart, keep 2", []string{"--disassemble"}, 2, []string{"1", "2.1", "3"}, protocol.Stats{Solutions: 3, Assemblies: 1}, []string{"1", "2.1"}, "1 assembly · 3 solutions"},
		{"apart, none", []string{"--disassemble"}, 10, nil, protocol.Stats{Assemblies: 2339}, nil, "2,339 assemblies · 0 solutions"},
		{"assemblies only", []string{"-r"}, 10, nil, protocol.Stats{Solutions: 2}, nil, ""},
	}
	for _, tc := range tests {
		m := &Model{}
		r := &Run{ID: 1, Args: tc.args, Keep: tc.keep, Status: StatusRunning}
		m.Runs = append(m.Runs, r)
		if len(tc.batch) > 0 {
			m.Handle(protocol.Message{Kind: protocol.KindSolutions, Run: 1, Solutions: slices.Repeat([]protocol.Solution{sol}, len(tc.batch)), Levels: tc.batch})
		} else if !slices.Contains(tc.args, "--disassemble") {
			m.Handle(protocol.Message{Kind: protocol.KindSolutions, Run: 1, Solutions: []protocol.Solution{sol, sol}})
		}
		m.Handle(protocol.Message{Kind: protocol.KindDone, Run: 1, Stats: &tc.stats})
		var levels []string
		for i := range r.Solutions {
			if l := r.Level(i); l != "" {
				levels = append(levels, l)
			}
		}
		if !slices.Equal(levels, tc.wantLevels) || r.ApartText() != tc.wantText || r.Disassembles() != (tc.wantText != "") {
			t.Errorf("%s: levels %q, text %q; want %q, %q", tc.name, levels, r.ApartText(), tc.wantLevels, tc.wantText)
		}
	}
}

// TestDownloadsCarryLevels checks that the downloads of a run under
// --disassemble give each solution's level: the text as the command
// line writes it ("# Level: L" after the solution), the JSON as "level".
func TestDownloadsCarryLevels(t *testing.T) {
	p := &solver.Problem{Name: "one", XDim: 1, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "A", Cells: []solver.Point{{}}}}}
	sol := protocol.Solution{Placements: []protocol.Placement{{Piece: "A", Cells: []int{0, 0, 0}}}}
	r := &Run{ID: 1, Puzzle: "one", Problem: p, Args: []string{"--disassemble"}, Keep: 10, Status: StatusDone,
		Stats: protocol.Stats{Solutions: 1, Assemblies: 1}, Solutions: []protocol.Solution{sol}, Levels: []string{"1"}}
	text, err := SolutionsText(r)
	if err != nil {
		t.Fatal(err)
	}
	js, err := SolutionsJSON(r)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ what, got, want string }{
		{"text", text, "# Level: 1\n"},
		{"text", text, "1 solutions found (assemblies that come apart, of 1)"},
		{"JSON", string(js), `"level": "1"`},
	} {
		if !strings.Contains(c.got, c.want) {
			t.Errorf("the %s download lacks %q:\n%s", c.what, c.want, c.got)
		}
	}
}
