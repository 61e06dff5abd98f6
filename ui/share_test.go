package ui

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/ui/player"
)

// shareSolution returns the first solution of a library puzzle.
func shareSolution(t testing.TB, key string) (*solver.Problem, solver.Solution) {
	t.Helper()
	return librarytest.First(t, key, solver.Options{})
}

func TestShareRoundTrip(t *testing.T) {
	p, sol := shareSolution(t, "pentominoes-10x6")
	cells, err := EncodeSolution(p, sol)
	if err != nil {
		t.Fatal(err)
	}
	hept, _ := def.Lookup("heptominoes-33x23-holes")
	tests := []struct {
		name   string
		s      Share
		maxLen int
	}{
		{"library, options only", Share{Key: "pentominoes-10x6", Args: []string{"-r", "-o", "e=11:f=3"}}, 60},
		{"library with solution and animation", Share{Key: "pentominoes-10x6", Args: []string{"-r"}, Solution: 3, Cells: cells,
			Order: player.LeftRight, Step: 7, Speed: 2.5, NoLoop: true, View: View2D, Width: 640, Height: 400}, 200},
		{"custom definition", Share{Source: hept.Source, FileName: "my puzzle.txt", Index: 0, Keep: 50}, 4000},
		{"second puzzle of a file", Share{Source: "D:xDim=1:yDim=1:zDim=1\nC:name=a:layout=0 0 0\n~D\nD:xDim=2:yDim=1:zDim=1\nC:name=b:layout=0 0 0,1 0 0\n~D\n", Index: 1}, 200},
		{"custom from local storage", Share{View: View3D}, 40},
	}
	for _, tt := range tests {
		frag := tt.s.Fragment()
		if len(frag) > tt.maxLen {
			t.Errorf("%s: fragment of %d characters, want at most %d: %s", tt.name, len(frag), tt.maxLen, frag)
		}
		for _, f := range []string{frag, "#" + frag} {
			got, err := ParseShare(f)
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
			}
			if !reflect.DeepEqual(got, tt.s) {
				t.Errorf("%s: round trip\n got %+v\nwant %+v", tt.name, got, tt.s)
			}
		}
	}

	// The decoded solution is the solution.
	s, err := ParseShare(tests[1].s.Fragment())
	if err != nil {
		t.Fatal(err)
	}
	pz, err := s.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	back, err := s.SolutionFor(&pz.Problem)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := EncodeSolution(&pz.Problem, back); !reflect.DeepEqual(again, cells) || len(back.Placements) != len(sol.Placements) {
		t.Errorf("shared solution differs from the original")
	}
	// The second puzzle of a file is selected.
	s, _ = ParseShare(tests[3].s.Fragment())
	if pz, err := s.Puzzle(); err != nil || pz.XDim != 2 {
		t.Errorf("second puzzle: %v %v", pz, err)
	}
}

// TestShareLinksStayShort: every library puzzle's link with a solution is
// short, pasted definitions reasonable.
func TestShareLinksStayShort(t *testing.T) {
	for _, key := range []string{"pentominoes-10x6", "soma", "pt-diamond-13x13", "tetris-cube"} {
		p, sol := shareSolution(t, key)
		cells, err := EncodeSolution(p, sol)
		if err != nil {
			t.Fatal(err)
		}
		frag := Share{Key: key, Args: []string{"-r"}, Solution: 1, Cells: cells}.Fragment()
		if len(frag) > 250 {
			t.Errorf("%s: link fragment of %d characters", key, len(frag))
		}
	}
	for _, e := range def.Library() {
		if n := len(Share{Source: e.Source}.Fragment()); n > 4000 {
			t.Errorf("%s pasted: fragment of %d characters", e.Key, n)
		}
	}
}

func packRawShare(b []byte) string {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	w.Write(b)
	w.Close()
	return base64.RawURLEncoding.EncodeToString(buf.Bytes())
}

func TestShareErrors(t *testing.T) {
	bomb := packRawShare(make([]byte, 20<<20))
	tests := []struct {
		frag string
		want string
	}{
		{"", "the link names no puzzle"},
		{"p=nope", `there is no puzzle "nope" in the library`},
		{"p=%zz", "the link is malformed"},
		{"p=custom&d=***", "definition: it is not valid base64url"},
		{"p=custom&d=" + base64.RawURLEncoding.EncodeToString([]byte("not deflate at all, really")), "definition: it is not valid compressed data"},
		{"p=custom&d=" + bomb, "definition: it expands to more than"},
		{"p=soma&c=" + bomb, "solution: it expands to more than"},
		{"p=soma&c=" + packRawShare([]byte{0xff, 0xff, 0xff, 0xff, 0x0f}), "solution: it holds a piece number out of range"},
		{"p=soma&c=" + packRawShare(nil), "solution: it is empty"},
		{"p=soma&i=0", `puzzle number: "0" is not a whole number from 1 to 1000`},
		{"p=soma&s=-1", "solution number"},
		{"p=soma&k=x", "kept solutions"},
		{"p=soma&t=99999999999", "animation step"},
		{"p=soma&r=NaN", "animation speed"},
		{"p=soma&r=1e400", "animation speed"},
		{"p=soma&a=%3Cscript%3E", `unknown assembly order "<script>"`},
		{"p=soma&v=4d", `view: "4d" is not 2d or 3d`},
		{"p=soma&l=2", "looping"},
		{"p=soma&w=10", "width"},
		{"p=soma&h=100000", "height"},
		{"p=" + strings.Repeat("x", MaxFragment), "the link is too long"},
	}
	for _, tt := range tests {
		_, err := ParseShare(tt.frag)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseShare(%.60q) = %v, want an error containing %q", tt.frag, err, tt.want)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "share link: ") {
			t.Errorf("error %q does not say it is about the share link", err)
		}
	}
	// Good parts survive a bad one.
	s, err := ParseShare("p=soma&o=-r&v=4d")
	if err == nil || s.Key != "soma" || len(s.Args) != 1 {
		t.Errorf("partial decode: %+v, %v", s, err)
	}
	// Unknown keys are ignored (links from later versions).
	if _, err := ParseShare("p=soma&zz=1"); err != nil {
		t.Errorf("unknown key: %v", err)
	}
	// A long error value is clipped.
	_, err = ParseShare("p=" + strings.Repeat("y", 500))
	if err == nil || len(err.Error()) > 200 {
		t.Errorf("error not clipped: %v", err)
	}
}

func TestShareSolutionChecks(t *testing.T) {
	p, sol := shareSolution(t, "pentominoes-10x6")
	cells, _ := EncodeSolution(p, sol)
	tests := []struct {
		name  string
		cells []int
		want  string
	}{
		{"none", nil, "the link holds no solution"},
		{"short", cells[:59], "has 59 cells but the puzzle's box has 60"},
		{"piece number", append(append([]int(nil), cells[:59]...), 13), "names piece number 13 but the puzzle has 12 pieces"},
		{"swapped", func() []int { c := append([]int(nil), cells...); c[0], c[59] = c[59], c[0]; return c }(), "does not solve the puzzle"},
		{"hole", func() []int { c := append([]int(nil), cells...); c[5] = 0; return c }(), "does not solve the puzzle"},
	}
	for _, tt := range tests {
		_, err := Share{Key: "pentominoes-10x6", Cells: tt.cells}.SolutionFor(p)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
	if _, err := EncodeSolution(p, solver.Solution{Placements: []solver.Placement{{Piece: "Q"}}}); err == nil {
		t.Errorf("EncodeSolution accepted an unknown piece")
	}
	if _, err := EncodeSolution(p, solver.Solution{Placements: []solver.Placement{{Piece: "F", Cells: []solver.Point{{X: 10}}}}}); err == nil {
		t.Errorf("EncodeSolution accepted a cell outside the box")
	}
}

func TestSharePuzzleErrors(t *testing.T) {
	tests := []struct {
		s    Share
		want string
	}{
		{Share{}, "the link holds no definition"},
		{Share{Source: "D:xDim=2"}, "shared.txt:1"},
		{Share{Key: "soma", Index: 3}, "the definition holds 1 puzzles; there is no puzzle number 4"},
		{Share{Key: "missing"}, `there is no puzzle "missing"`},
		{Share{Source: "D:xDim=2:yDim=1:zDim=1\nC:name=a:layout=0 0 0\n~D\n"}, "volume mismatch"},
	}
	for _, tt := range tests {
		_, err := tt.s.Puzzle()
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Puzzle(%+v) = %v, want %q", tt.s, err, tt.want)
		}
	}
}

func TestShareURLs(t *testing.T) {
	s := Share{Key: "soma"}
	if got := ShareURL("https://x.org/polyplay/#old", s); got != "https://x.org/polyplay/#p=soma" {
		t.Errorf("ShareURL = %q", got)
	}
	for _, root := range []string{"https://x.org/polyplay/", "https://x.org/polyplay/index.html?x=1#p=a", "https://x.org/polyplay/embed", "https://x.org/polyplay/embed.html#p=x"} {
		if got := EmbedURL(root, s); got != "https://x.org/polyplay/embed.html#p=soma" {
			t.Errorf("EmbedURL(%q) = %q", root, got)
		}
	}
	code := EmbedCode(`https://x.org/embed#p=a&b="><script>alert(1)</script>`, `<img src=x onerror=alert(1)>`, 0, 0)
	if strings.Contains(code, "<script") || strings.Contains(code, "<img") || strings.Count(code, `"`)%2 != 0 {
		t.Errorf("embed code not escaped: %s", code)
	}
	if want := `width="480" height="360"`; !strings.Contains(code, want) {
		t.Errorf("embed code %s lacks %s", code, want)
	}
	if !strings.Contains(code, "&amp;b=&#34;&gt;&lt;script&gt;") {
		t.Errorf("embed code %s", code)
	}
}

func FuzzParseShare(f *testing.F) {
	p, sol := shareSolution(f, "pentominoes-10x6")
	cells, _ := EncodeSolution(p, sol)
	f.Add(Share{Key: "pentominoes-10x6", Cells: cells, Solution: 2, Step: 3, Speed: 4}.Fragment())
	f.Add(Share{Source: "D:xDim=2:yDim=1:zDim=1\nC:name=a:layout=0 0 0,1 0 0\n~D\n"}.Fragment())
	f.Add("p=custom&d=%%%&c=AAAA&w=-1")
	f.Add("#p=soma&c=" + packRawShare([]byte{1, 2, 3, 0x80}))
	f.Fuzz(func(t *testing.T, frag string) {
		s, err := ParseShare(frag)
		if err != nil {
			return
		}
		// Whatever decodes encodes again to an equivalent link.
		again, err := ParseShare(s.Fragment())
		if err != nil {
			t.Fatalf("re-encoded link %q fails: %v", s.Fragment(), err)
		}
		if !reflect.DeepEqual(again, s) {
			t.Fatalf("re-encoding changed the share:\n%+v\n%+v", s, again)
		}
		// Building the puzzle and solution from a link never panics.
		if pz, err := s.Puzzle(); err == nil {
			s.SolutionFor(&pz.Problem)
		}
	})
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
		m := NewModel()
		if err := m.SetArgs(strings.Join(s.Args, " ")); err != nil {
			t.Fatalf("share link with o=%q: %v", tc.o, err)
		}
		if got := strings.Join(m.Args(), " "); got != tc.want {
			t.Errorf("share link with o=%q: options %q, want %q", tc.o, got, tc.want)
		}
		n := NewModel()
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
