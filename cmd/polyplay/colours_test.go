package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/verify"
)

// TestJSONColours: --json lists each solution's colours of its coloured
// pieces (solution_colours), so that the solutions that differ only in
// which way round the coloured domino lies read apart; each solution
// with its colours passes the verifier. A puzzle without colours has no
// solution_colours.
func TestJSONColours(t *testing.T) {
	p := librarytest.Parse(t, colouredDominoes)
	path := filepath.Join(t.TempDir(), "dominoes.txt")
	if err := os.WriteFile(path, []byte(colouredDominoes), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := polyplay(t, "--json", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r struct {
		Solutions       int64                 `json:"solutions"`
		SolutionList    []map[string][][3]int `json:"solution_list"`
		SolutionColours []map[string][]int    `json:"solution_colours"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Solutions != 6 || len(r.SolutionList) != 6 || len(r.SolutionColours) != 6 {
		t.Fatalf("%d solutions, %d listed, %d with colours; want 6", r.Solutions, len(r.SolutionList), len(r.SolutionColours))
	}
	seen := map[string]bool{}
	for i, m := range r.SolutionList {
		if len(r.SolutionColours[i]) != 1 || len(r.SolutionColours[i]["A"]) != 2 {
			t.Errorf("solution %d: colours %v, want A's two", i+1, r.SolutionColours[i])
		}
		var s solver.Solution
		for _, name := range []string{"A", "B", "C"} {
			pl := solver.Placement{Piece: name, Colours: r.SolutionColours[i][name]}
			for _, c := range m[name] {
				pl.Cells = append(pl.Cells, solver.Point{X: c[0], Y: c[1], Z: c[2]})
			}
			s.Placements = append(s.Placements, pl)
		}
		if err := verify.Solution(p, s); err != nil {
			t.Errorf("solution %d fails verification: %v", i+1, err)
		}
		b, _ := json.Marshal(s)
		seen[string(b)] = true
	}
	if len(seen) != 6 {
		t.Errorf("%d distinct solutions with their colours, want 6", len(seen))
	}
	// Without their colours, two pairs of them are alike.
	cells := map[string]bool{}
	for _, m := range r.SolutionList {
		b, _ := json.Marshal(m)
		cells[string(b)] = true
	}
	if len(cells) != 4 {
		t.Errorf("%d distinct sets of cells, want 4", len(cells))
	}
	if _, out, _ := polyplay(t, "--json", "--library", "soma", "--max", "1"); strings.Contains(out, "solution_colours") {
		t.Errorf("a puzzle without colours lists solution_colours: %s", out)
	}
}
