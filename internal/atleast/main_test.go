package main

import (
	"slices"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver"
)

// TestAtLeastStored: every library puzzle with a published solution
// gives again the lower bound def's library stores (def.Entry's
// AtLeast), each group taken filling its cells in more than one way.
func TestAtLeastStored(t *testing.T) {
	n := 0
	for _, e := range def.Library() {
		if e.Known == "" {
			if e.AtLeast != 0 {
				t.Errorf("%s: AtLeast %d with no known solution", e.Key, e.AtLeast)
			}
			continue
		}
		n++
		r, err := fromLibrary(e.Key)
		if err != nil {
			t.Fatalf("%s: %v", e.Key, err)
		}
		if r.bound != e.AtLeast {
			t.Errorf("%s: at least %d solutions, the library stores %d", e.Key, r.bound, e.AtLeast)
		}
		for _, g := range r.groups {
			if g.ways < 2 || len(g.pieces) < 2 || len(g.pieces) > 3 && !slices.ContainsFunc(larger[e.Key], func(l []string) bool { return slices.Equal(l, g.pieces) }) {
				t.Errorf("%s: group %s taken with %d ways", e.Key, strings.Join(g.pieces, " "), g.ways)
			}
		}
	}
	if n == 0 {
		t.Fatal("no library puzzle has a known solution")
	}
}

// TestKnownSolutionRefused: a known solution that does not fit its
// puzzle is refused with the reason.
func TestKnownSolutionRefused(t *testing.T) {
	e, _ := def.Lookup("heptominoes-33x23-holes")
	p, err := e.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ known, want string }{
		{"", "has no known solution"},
		{"01 02\n", "the known solution has 1 rows"},
		{strings.Repeat("01\n", 23), "row 1 of the known solution has 1 cells, want 33"},
	} {
		e.Known = tc.known
		if _, err := e.KnownSolution(&p.Problem); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("KnownSolution(%q) = %v, want an error with %q", tc.known, err, tc.want)
		}
	}
}

// TestLargerGroupsRefused: a larger group given for a puzzle is checked
// against its solution.
func TestLargerGroupsRefused(t *testing.T) {
	p := solver.Problem{XDim: 10, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "1", Cells: row(0, 0, 1)},
		{Name: "2", Cells: row(0, 0, 2)}, {Name: "3", Cells: row(0, 0, 3)}, {Name: "4", Cells: row(0, 0, 4)}}}
	sol := solver.Solution{Placements: []solver.Placement{{Piece: "1", Cells: row(0, 0, 1)}, {Piece: "2", Cells: row(0, 1, 3)},
		{Piece: "3", Cells: row(0, 3, 6)}, {Piece: "4", Cells: row(0, 6, 10)}}}
	for _, tc := range []struct {
		group []string
		err   string
	}{
		{[]string{"1", "2", "5"}, "group 1 2 5: the solution places no piece 5"},
		{[]string{"4"}, "group 4 fills its cells in only one way"},
	} {
		if _, err := bound(&p, sol, [][]string{tc.group}); err == nil || err.Error() != tc.err {
			t.Errorf("group %v: error %v, want %q", tc.group, err, tc.err)
		}
	}
	r, err := bound(&p, sol, [][]string{{"1", "2", "3", "4"}})
	if err != nil || r.bound != 24 {
		t.Errorf("the whole row as a group: bound %d, error %v; want 24", r.bound, err)
	}
}
