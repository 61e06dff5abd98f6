package ui

import (
	"net/url"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/ui/link"
	"polyplay/ui/page"
)

// shareSolution returns the first solution of a library puzzle.
func shareSolution(t testing.TB, key string) (*solver.Problem, solver.Solution) {
	t.Helper()
	return librarytest.First(t, key, solver.Options{})
}

// TestSharedShowStep: a link's animation step beyond the solution's last
// step is reported, and the solution shown assembled (the nearest valid
// step).
func TestSharedShowStep(t *testing.T) {
	p, sol := shareSolution(t, "soma")
	cells, err := link.EncodeSolution(p, sol)
	if err != nil {
		t.Fatal(err)
	}
	if show, err := SharedShow(link.Share{Key: "soma", Cells: cells, Step: 7}); err != nil || show.Step != 7 {
		t.Errorf("step 7 of 7: %v", err)
	}
	show, err := SharedShow(link.Share{Key: "soma", Cells: cells, Step: 8})
	if err == nil || !strings.Contains(err.Error(), "animation step: 8 is beyond the last step, 7; the solution is shown assembled") {
		t.Errorf("step 8 of 7: %v", err)
	}
	if show == nil || show.Step != 7 {
		t.Errorf("step 8 of 7: show %+v, want the solution at step 7", show)
	}
}

// TestLoadShareKeepsGoodParts: a share link with a bad part still shows
// its solution, with the link's good settings, and says what is wrong; a
// link whose puzzle or solution cannot be read shows none.
func TestLoadShareKeepsGoodParts(t *testing.T) {
	p, sol := shareSolution(t, "soma")
	cells, err := link.EncodeSolution(p, sol)
	if err != nil {
		t.Fatal(err)
	}
	good := link.Share{Key: "soma", Args: []string{"-r"}, Solution: 1, Cells: cells, Step: 3, Speed: 4, View: link.View2D}.Fragment()
	for _, tt := range []struct {
		name, frag string
		step       int     // the shown solution's step, -1 for no solution
		speed      float64 // its speed
		view, want string  // its view, the error
	}{
		{"good", good, 3, 4, link.View2D, ""},
		{"step beyond the end", strings.Replace(good, "t=3", "t=50", 1), 7, 4, link.View2D, "share link: animation step: 50 is beyond the last step, 7"},
		{"huge step", strings.Replace(good, "t=3", "t=99999999999999999999", 1), 0, 4, link.View2D, `share link: animation step: "99999999999999999999" is not a whole number`},
		{"bad speed and view", strings.Replace(strings.Replace(good, "r=4", "r=1e308", 1), "v=2d", "v=4d", 1), 3, 0, "", "share link: animation speed: \"1e308\""},
		{"bad solution number", strings.Replace(good, "s=1", "s=1e30", 1), 3, 4, link.View2D, `share link: solution number: "1e30"`},
		{"bad embed size", good + "&w=99999999&h=-5", 3, 4, link.View2D, `share link: width: "99999999"`},
		{"bad options", strings.Replace(good, "o=-r", "o=-r+-n+99999999999", 1), 3, 4, link.View2D, "share link: solver options"},
		{"bad solution", strings.Replace(good, "c=", "c=A", 1), -1, 0, "", "share link: solution:"},
		{"unknown puzzle", strings.Replace(good, "p=soma", "p=somb", 1), -1, 0, "", `share link: puzzle: there is no puzzle "somb"`},
		{"newer format", strings.Replace(good, "z=2", "z=3", 1), -1, 0, "", "made by a newer Polyplay"},
		{"cut", good + "%2", -1, 0, "", "the link is cut or damaged"},
	} {
		c := newSession()
		c.m.Restore(tt.frag, nil)
		err := c.share.load(tt.frag, c.m)
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.want)
		}
		show := c.share.shared
		switch {
		case tt.step < 0 && show != nil:
			t.Errorf("%s: a solution is shown", tt.name)
		case tt.step >= 0 && show == nil:
			t.Errorf("%s: no solution shown", tt.name)
		case show != nil && (show.Step != tt.step || show.Speed != tt.speed || show.View != tt.view):
			t.Errorf("%s: step %d, speed %g, view %q; want %d, %g, %q", tt.name, show.Step, show.Speed, show.View, tt.step, tt.speed, tt.view)
		}
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

func TestModelShare(t *testing.T) {
	m := page.NewModel()
	if err := m.LoadEntry("soma"); err != nil {
		t.Fatal(err)
	}
	s := m.Share(0)
	if s.Key != "soma" || s.Source != "" || s.Cells != nil {
		t.Errorf("library share %+v", s)
	}
	m.SetSource("mine.txt", "D:xDim=2:yDim=1:zDim=1\nC:name=a:layout=0 0 0, 1 0 0\n~D\n")
	s = m.Share(0)
	if s.Key != "" || !strings.Contains(s.Source, "name=a") || s.FileName != "mine.txt" {
		t.Errorf("custom share %+v", s)
	}
	back, err := ParseShare(s.Fragment())
	if err != nil || back.Source != s.Source {
		t.Errorf("custom share round trip: %v", err)
	}

	// The playground restores a shared definition from the address.
	m2 := page.NewModel()
	if err := m2.Restore(s.Fragment(), nil); err != nil {
		t.Fatal(err)
	}
	if m2.Source != s.Source || !m2.Edited || m2.FileName != "mine.txt" || m2.Err != nil {
		t.Errorf("restored %q edited %v file %q err %v", m2.Source, m2.Edited, m2.FileName, m2.Err)
	}
	if err := page.NewModel().Restore("p=custom&d=%21%21", nil); err == nil || !strings.Contains(err.Error(), "share link: definition") {
		t.Errorf("bad shared definition: %v", err)
	}
}
