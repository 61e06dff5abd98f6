package ui

import (
	"net/url"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/ui/page"
)

// shareSolution returns the first solution of a library puzzle.
func shareSolution(t testing.TB, key string) (*solver.Problem, solver.Solution) {
	t.Helper()
	return librarytest.First(t, key, solver.Options{})
}

// TestSharedShowStep: a link's animation step beyond the solution's last
// step is an error, not a clamp.
func TestSharedShowStep(t *testing.T) {
	p, sol := shareSolution(t, "soma")
	cells, err := EncodeSolution(p, sol)
	if err != nil {
		t.Fatal(err)
	}
	if show, err := SharedShow(Share{Key: "soma", Cells: cells, Step: 7}); err != nil || show.Step != 7 {
		t.Errorf("step 7 of 7: %v", err)
	}
	if _, err := SharedShow(Share{Key: "soma", Cells: cells, Step: 8}); err == nil || !strings.Contains(err.Error(), "animation step: 8 is beyond the last step, 7") {
		t.Errorf("step 8 of 7: %v", err)
	}
}

// TestOldMemoLinks opens links made while the memo of dead ends was
// spelled -mN (before -m became polycube 1.2.1's MCH): the share link and
// the playground's address both read it as --memo=N, and new links
// write --memo=N.
func TestOldMemoLinks(t *testing.T) {
	for _, tc := range []struct{ o, want string }{
		{"-r -m4", "-r --memo=4"},
		{"--auto -r -m0", "-r --memo=0 --auto"},
		{"-r -f11 -oe=11", "-r -oe=11 -f11"},
	} {
		s, err := ParseShare("p=pentominoes-10x6&o=" + url.QueryEscape(tc.o))
		if err != nil {
			t.Fatalf("share link with o=%q: %v", tc.o, err)
		}
		m := page.NewModel()
		if err := m.SetArgs(strings.Join(s.Args, " ")); err != nil {
			t.Fatalf("share link with o=%q: %v", tc.o, err)
		}
		if got := strings.Join(m.Args(), " "); got != tc.want {
			t.Errorf("share link with o=%q: options %q, want %q", tc.o, got, tc.want)
		}
		n := page.NewModel()
		if err := n.Restore("p=pentominoes-10x6&o="+url.QueryEscape(tc.o), nil); err != nil {
			t.Fatalf("address with o=%q: %v", tc.o, err)
		}
		if got := strings.Join(n.Args(), " "); got != tc.want {
			t.Errorf("address with o=%q: options %q, want %q", tc.o, got, tc.want)
		}
		if frag := n.Fragment(); strings.Contains(frag, "+-m") || strings.Contains(frag, "=-m") {
			t.Errorf("new address %q still spells the memo -m", frag)
		}
	}
}
