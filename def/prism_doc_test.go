package def

import (
	"strings"
	"testing"

	"polyplay/internal/plaincount"
	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/solver/grid"
)

// TestFormatDocPrisms checks docs/format.md's section on triangular
// prisms: its example reads on the prisms and has the 12 solutions (1
// with -r) it claims, plaincount's count, each taken apart at level 1;
// oneSide is refused with the message it quotes.
func TestFormatDocPrisms(t *testing.T) {
	section, blocks := formatSection(t, "Triangular prisms", 1)
	ps, err := Parse("prisms.txt", []byte(blocks[0]))
	if err != nil {
		t.Fatal(err)
	}
	p := &ps[0].Problem
	if p.Grid != grid.Prism || p.ZDim != 2 {
		t.Fatalf("read on %v, %d layers", p.Grid, p.ZDim)
	}
	if n, _, err := plaincount.Count(p); err != nil || n != 12 {
		t.Errorf("plaincount: %d solutions (%v), want 12", n, err)
	}
	for r, want := range map[bool]int64{false: 12, true: 1} {
		s, err := solver.New(p, solver.Options{Search: solver.Search{Redundancy: r}})
		if err != nil {
			t.Fatal(err)
		}
		st, err := s.Solve(t.Context(), func(sol solver.Solution) bool {
			var pieces [][]grid.Point
			for _, pl := range sol.Placements {
				pieces = append(pieces, pl.Cells)
			}
			if d, err := disassemble.Disassemble(t.Context(), p.Grid, pieces, disassemble.Options{}); err != nil || d.Level != "1" {
				t.Errorf("taken apart at level %q (%v), want 1", d.Level, err)
			}
			return true
		})
		if err != nil || st.Solutions != want {
			t.Errorf("-r %v: %d solutions (%v), want %d", r, st.Solutions, err, want)
		}
	}
	one := strings.Replace(blocks[0], "zDim=2", "zDim=2:oneSide", 1)
	msg := "oneSide applies only to flat pieces, but prisms turn in space"
	if _, err := Parse("prisms.txt", []byte(one)); err == nil || !strings.Contains(err.Error(), msg) || !strings.Contains(strings.Join(strings.Fields(section), " "), msg) {
		t.Errorf("oneSide: %v; want %q, as the section says", err, msg)
	}
}
