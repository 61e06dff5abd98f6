package main

import (
	"strings"
	"testing"

	"polyplay/def"
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
			if g.ways < 2 || len(g.pieces) < 2 || len(g.pieces) > 3 {
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
