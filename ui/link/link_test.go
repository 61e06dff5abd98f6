package link

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"net/url"
	"os"
	"polyplay/wasm/protocol"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/ui/play"
	"polyplay/ui/player"
)

// shareSolution returns a library puzzle and its first solution
// (verified).
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
		{"library with solution, playing", Share{Key: "pentominoes-10x6", Solution: 1, Cells: cells, Step: 3, Playing: true}, 200},
		{"custom definition", Share{Source: hept.Source, FileName: "my puzzle.txt", Index: 0, Keep: 50}, 4000},
		{"second puzzle of a file", Share{Source: "D:xDim=1:yDim=1:zDim=1\nC:name=a:layout=0 0 0\n~D\nD:xDim=2:yDim=1:zDim=1\nC:name=b:layout=0 0 0,1 0 0\n~D\n", Index: 1}, 200},
		{"custom from local storage", Share{View: View3D}, 40},
		{"library, a play position", Share{Key: "pentominoes-10x6", Play: "AQIDBAUG-_xyz"}, 60},
		{"custom definition, a play position", Share{Source: "D:xDim=2:yDim=1:zDim=1\nC:name=b:layout=0 0 0,1 0 0\n~D\n", Play: "AQEAAAA"}, 200},
		{"library with solution, taken apart in an embed", Share{Key: "pentominoes-10x6", Solution: 1, Cells: cells, Width: 480, Height: 360, Order: player.TakenApart}, 200},
		{"library with solution, slid together", Share{Key: "pentominoes-10x6", Solution: 1, Cells: cells, Order: player.SlidTogether}, 200},
		{"library, the assemblies that come apart", Share{Key: "soma", Args: []string{"-r", "--disassemble"}}, 60},
	}
	for _, tt := range tests {
		frag := tt.s.Fragment()
		if len(frag) > tt.maxLen {
			t.Errorf("%s: fragment of %d characters, want at most %d: %s", tt.name, len(frag), tt.maxLen, frag)
		}
		for _, f := range []string{frag, "#" + frag} {
			got, err := Parse(f)
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
			}
			if !reflect.DeepEqual(got, tt.s) {
				t.Errorf("%s: round trip\n got %+v\nwant %+v", tt.name, got, tt.s)
			}
		}
	}

	// The decoded solution is the solution.
	s, err := Parse(tests[1].s.Fragment())
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
	s, _ = Parse(tests[4].s.Fragment())
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
		{"p=%zz", "the link is cut or damaged (a broken %-escape at character 3 of 5)"},
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
		{"p=soma&g=yes", `playing: "yes" is not 0 or 1`},
		{"p=soma&w=10", "width"},
		{"p=soma&h=100000", "height"},
		{"p=" + strings.Repeat("x", MaxFragment), "the link is too long"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.frag)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%.60q) = %v, want an error containing %q", tt.frag, err, tt.want)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "share link: ") {
			t.Errorf("error %q does not say it is about the share link", err)
		}
	}
	// Good parts survive a bad one.
	s, err := Parse("p=soma&o=-r&v=4d")
	if err == nil || s.Key != "soma" || len(s.Args) != 1 {
		t.Errorf("partial decode: %+v, %v", s, err)
	}
	// Unknown keys are ignored (links from later versions).
	if _, err := Parse("p=soma&zz=1"); err != nil {
		t.Errorf("unknown key: %v", err)
	}
	// A long error value is clipped.
	_, err = Parse("p=" + strings.Repeat("y", 500))
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
	if got := ShareURL("https://x.org/polyplay/#old", s); got != "https://x.org/polyplay/#z=2&p=soma" {
		t.Errorf("ShareURL = %q", got)
	}
	for _, root := range []string{"https://x.org/polyplay/", "https://x.org/polyplay/index.html?x=1#p=a", "https://x.org/polyplay/embed", "https://x.org/polyplay/embed.html#p=x"} {
		if got := EmbedURL(root, s); got != "https://x.org/polyplay/embed.html#z=2&p=soma" {
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

// v1Links reads the links made by format version 1 (Polyplay before the
// z key), kept in testdata as they were made.
func v1Links(t testing.TB) []string {
	t.Helper()
	b, err := os.ReadFile("testdata/v1-links.txt")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Fields(string(b))
}

// TestVersion1Links: links made before the format had a version open as
// they did, and re-encode to the same parameters with the version added.
func TestVersion1Links(t *testing.T) {
	links := v1Links(t)
	if len(links) < 5 {
		t.Fatalf("%d fixture links", len(links))
	}
	for _, l := range links {
		s, err := Parse(l)
		if err != nil {
			t.Errorf("%s: %v", l, err)
			continue
		}
		got, _ := parseQuery(s.Fragment())
		want, _ := parseQuery(l + "&z=2")
		if want.Has("c") && !want.Has("t") {
			// A link with a solution now always gives its step: the one
			// the link without it opens at (TestLinkFormats).
			want.Set("t", strconv.Itoa(s.Step))
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("re-encoded\n got %s\nwant %s", s.Fragment(), l+"&z=2")
		}
		if _, err := s.Puzzle(); err != nil {
			t.Errorf("%s: puzzle: %v", l, err)
		}
	}
	for _, tt := range []struct{ frag, want string }{
		{"p=soma&z=3", "made by a newer Polyplay (format 3; this one reads formats 1 to 2)"},
		{"p=soma&z=x", `format version "x" is not a version number`},
		{"p=soma&z=0", `format version "0" is not a version number`},
	} {
		if _, err := Parse(tt.frag); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) = %v, want %q", tt.frag, err, tt.want)
		}
	}
}

// TestCutLinkKeepsPuzzle cuts share links short at every character of
// their solution (or pasted definition), as chat and mail programs cut
// long links: the puzzle, options and settings before the cut are still
// read, and the error says the link may be cut short.
func TestCutLinkKeepsPuzzle(t *testing.T) {
	soma := Share{Key: "soma", Args: []string{"-r"}, Solution: 4, Step: 3, Speed: 4, View: View3D,
		Cells: []int{1, 1, 2, 1, 3, 2, 3, 3, 2, 4, 4, 5, 4, 6, 5, 6, 6, 5, 7, 7, 7, 4, 6, 5, 3, 2, 1}}
	custom := Share{Source: "D:xDim=2:yDim=1:zDim=1\nC:name=A:layout=0 0 0, 1 0 0\n~D\n", FileName: "mine.txt", Args: []string{"-r"}, Cells: []int{1, 1}}
	for _, tt := range []struct {
		s    Share
		from string // the value the cuts are in
	}{{soma, "c="}, {custom, "d="}} {
		frag := tt.s.Fragment()
		i := strings.Index(frag, "&"+tt.from)
		if i < 0 || !strings.HasPrefix(frag, "z=2&p=") {
			t.Fatalf("%s: the link starts with its version and puzzle, %s last", frag, tt.from)
		}
		end := len(frag)
		if j := strings.IndexByte(frag[i+1:], '&'); j >= 0 {
			end = i + 1 + j
		}
		for cut := i + 3; cut < end-1; cut++ {
			got, err := Parse(frag[:cut])
			if got.Key != tt.s.Key || got.FileName != tt.s.FileName || strings.Join(got.Args, " ") != "-r" ||
				got.Solution != tt.s.Solution || got.Step != tt.s.Step || got.Speed != tt.s.Speed || got.View != tt.s.View {
				t.Errorf("cut to %q: read %+v", frag[:cut], got)
			}
			if err == nil && cut < end-4 {
				// The last characters of a base64url value may be cut
				// and still decode.
				t.Errorf("cut to %q: no error", frag[:cut])
			}
		}
	}
}

// TestLinkLimits: the solver options and counts a link presets are checked
// as the form checks them; out of range is an error, not a clamp.
func TestLinkLimits(t *testing.T) {
	tests := []struct {
		frag, want string
	}{
		{"p=soma&o=-s1000000000000", "share link: solver options: the number of Monte Carlo trials (-s) 1000000000000 is more than 1000000000"},
		{"p=soma&o=-s1,2,3,4", "share link: solver options: option -s1,2,3,4: expected TRIALS[,R[,SEED]]"},
		{"p=soma&o=-s10,99999", "remaining pieces (-s N,R) 99999 is more than 10000"},
		{"p=soma&o=-v20000", "the volume trigger (-v) 20000 is more than 10000"},
		{"p=soma&o=-f11,50000", "the FILA threshold (-f) 50000 is more than 10000"},
		{"p=soma&o=-m65", "the memo's piece count (-m) 65 is more than 64"},
		{"p=soma&o=--time%3D1000000h", "the time limit (--time)"},
		{"p=soma&o=--max%3D-1", "expected a number of solutions"},
		{"p=soma&o=-n99", "expected a number of cells from 1 to"},
		{"p=soma&o=-q", "option -q"},
		{"p=soma&o=file.txt", `unexpected argument "file.txt"`},
		{"p=soma&k=100001", `kept solutions: "100001" is not a whole number from 1 to 100000`},
		{"p=soma&k=0", "kept solutions"},
		{"p=soma&t=200001", "animation step"},
		{"p=soma&r=0.01", "animation speed"},
		{"p=soma&w=99", "width"},
		{"p=soma&h=4001", "height"},
		{"p=soma&i=1001", "puzzle number"},
		{"p=soma&s=1099511627777", "solution number"},
	}
	for _, tt := range tests {
		s, err := Parse(tt.frag)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) = %v, want an error containing %q", tt.frag, err, tt.want)
		}
		if s.Key != "soma" {
			t.Errorf("Parse(%q) lost the puzzle", tt.frag)
		}
		if len(s.Args) > 0 || s.Keep != 0 || s.Width != 0 || s.Height != 0 {
			t.Errorf("Parse(%q) kept an out-of-range value: %+v", tt.frag, s)
		}
	}
	// The form's largest values pass.
	ok := "p=soma&o=" + url.QueryEscape("-s1000000000,10000,5 -V10000 -m64 --time=2147483648s -f10000 --max=5") + "&k=100000&t=200000&w=4000&h=4000"
	if s, err := Parse(ok); err != nil || len(s.Args) != 6 {
		t.Errorf("Parse(%q) = %+v, %v", ok, s, err)
	}
}

// cutLinks returns real links (the version 1 fixtures and links made
// now) cut at every byte.
func cutLinks(t testing.TB) []string {
	links := v1Links(t)
	p, sol := shareSolution(t, "soma")
	cells, _ := EncodeSolution(p, sol)
	links = append(links, Share{Key: "soma", Args: []string{"-rL", "-oe=11:f=3"}, Solution: 1, Cells: cells, View: View3D, Width: 480, Height: 600}.Fragment())
	var cut []string
	for _, l := range links {
		for i := 0; i <= len(l); i++ {
			cut = append(cut, l[:i])
		}
	}
	return cut
}

// TestCutLinks: a link cut anywhere gives a Share or an error, and its
// repair parses as a URL; a cut inside a %-escape is reported as such.
func TestCutLinks(t *testing.T) {
	n := 0
	for _, l := range cutLinks(t) {
		_, err := Parse(l)
		r, changed := Repair(l)
		if _, uerr := url.Parse("https://x.org/embed.html#" + r); uerr != nil {
			t.Fatalf("Repair(%q) = %q, which url.Parse refuses: %v", l, r, uerr)
		}
		if changed != (Damage(l) >= 0) {
			t.Errorf("Repair(%q) changed = %v, Damage = %d", l, changed, Damage(l))
		}
		if changed {
			n++
			if err == nil || !strings.Contains(err.Error(), "the link is cut or damaged") {
				t.Errorf("Parse(%q) = %v, want the cut-link error", l, err)
			}
		}
	}
	if n < 10 {
		t.Errorf("only %d cuts fell inside an escape", n)
	}
	for _, tt := range []struct {
		in, want string
		at       int
	}{
		{"o=-rL+-oe%3D11%3Af%3", "o=-rL+-oe%3D11%3Af%253", 18},
		{"p=soma%ZZ", "p=soma%25ZZ", 6},
		{"p=%", "p=%25", 2},
		{"p=%2", "p=%252", 2},
		{"p=soma%20x", "p=soma%20x", -1},
	} {
		if got, _ := Repair(tt.in); got != tt.want || Damage(tt.in) != tt.at {
			t.Errorf("Repair(%q) = %q, Damage %d; want %q, %d", tt.in, got, Damage(tt.in), tt.want, tt.at)
		}
	}
}

// FuzzParse: no fragment panics the decoder; whatever decodes re-encodes
// to the same share; every repaired fragment is a valid URL fragment, as
// url.Parse judges it, whatever Damage says. The seed corpus is every real
// link of testdata cut at every byte (run with go test -run '^$' -fuzz
// FuzzParse ./ui/link/).
func FuzzParse(f *testing.F) {
	p, sol := shareSolution(f, "pentominoes-10x6")
	cells, _ := EncodeSolution(p, sol)
	f.Add(Share{Key: "pentominoes-10x6", Cells: cells, Solution: 2, Step: 3, Speed: 4}.Fragment())
	f.Add(Share{Source: "D:xDim=2:yDim=1:zDim=1\nC:name=a:layout=0 0 0,1 0 0\n~D\n"}.Fragment())
	for _, l := range cutLinks(f) {
		f.Add(l)
	}
	f.Add(Share{Key: "soma", Play: "AQIDBA"}.Fragment())
	f.Add("p=custom&d=%%%&c=AAAA&w=-1")
	f.Add("#p=soma&c=" + packRawShare([]byte{1, 2, 3, 0x80}))
	f.Add("p=soma&s=%4g")
	f.Fuzz(func(t *testing.T, frag string) {
		// url.Parse refuses an address with a control character whatever
		// its escapes; a browser's address never holds one raw.
		r, _ := Repair(frag)
		if strings.ContainsFunc(r, func(c rune) bool { return c < 0x20 || c == 0x7f }) {
			r = ""
		}
		if _, err := url.Parse("https://x.org/#" + r); err != nil {
			t.Fatalf("Repair(%q) = %q, which url.Parse refuses: %v", frag, r, err)
		}
		s, err := Parse(frag)
		if err != nil {
			return
		}
		// Whatever decodes encodes again to an equivalent link.
		again, err := Parse(s.Fragment())
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

func TestEmbedSizeAndCodes(t *testing.T) {
	size := func(key string, view3D bool) (int, int) {
		e, _ := def.Lookup(key)
		pz, err := e.Puzzle()
		if err != nil {
			t.Fatal(err)
		}
		return EmbedSize(&pz.Problem, view3D)
	}
	// 10x6 layers: 352x224 px drawn, so 472 px of width need 300 of height.
	if w, h := size("pentominoes-10x6", false); w != 480 || h != 300+44 {
		t.Errorf("pentominoes embed %dx%d, want 480x344", w, h)
	}
	// Soma: the 3-D view (384x288) above three 3x3 layers under their
	// captions (384x144).
	if w, h := size("soma", true); w != 480 || h != 531+44 {
		t.Errorf("soma embed %dx%d, want 480x575", w, h)
	}
	if _, flat := size("soma", false); flat >= 575 {
		t.Errorf("soma without the 3-D view: %d px high", flat)
	}
	if w, h := EmbedSize(nil, false); w != DefaultEmbedWidth || h != DefaultEmbedHeight {
		t.Errorf("no puzzle: %dx%d", w, h)
	}
	src := `https://x.org/embed.html#p=a&b="><script>`
	for _, code := range []string{EmbedCode(src, `Polyplay: <b>`, 480, 555), ResponsiveEmbedCode(src, `Polyplay: <b>`, 480, 555)} {
		for _, want := range []string{`title="Polyplay: &lt;b&gt;"`, `loading="lazy"`, `src="https://x.org/embed.html#p=a&amp;b=&#34;&gt;&lt;script&gt;"`} {
			if !strings.Contains(code, want) {
				t.Errorf("embed code %s lacks %s", code, want)
			}
		}
	}
	if code := ResponsiveEmbedCode(src, "", 480, 555); !strings.Contains(code, "width:100%;max-width:calc(90vh*480/555);margin:0 auto;aspect-ratio:480/555") || strings.Contains(code, `width="`) {
		t.Errorf("responsive code %s", code)
	}
	if code := EmbedCode(src, "", 480, 555); !strings.Contains(code, `width="480" height="555"`) || !strings.Contains(code, "max-width:100%;height:auto;aspect-ratio:480/555") {
		t.Errorf("fixed code %s, want it to narrow keeping its aspect ratio", code)
	}
	md, h := ImageCode("soma cube (1).svg", "Soma [cube]\n<b>", 384, 416)
	if md != `![Soma \[cube\] <b>](soma%20cube%20%281%29.svg)` {
		t.Errorf("markdown %s", md)
	}
	if h != `<img src="soma cube (1).svg" width="384" height="416" alt="Soma [cube]`+"\n"+`&lt;b&gt;" style="max-width:100%;height:auto" loading="lazy">` {
		t.Errorf("html %s", h)
	}
}

// TestIsShare tells a share link's fragment from the playground's own
// address (puzzle, options, kept solutions).
func TestIsShare(t *testing.T) {
	for _, tc := range []struct {
		frag string
		want bool
	}{
		{"", false},
		{"p=soma&o=-r&k=5", false},
		{"#p=soma&o=-r", false},
		{"p=soma&c=AA", true},
		{"#p=soma&c=AA", true},
		{"p=custom&d=x", true},
		{"p=soma&t=3", true},
		{"p=soma&g=1&w=480&h=360", true},
		{"%zz", false},
	} {
		if got := IsShare(tc.frag); got != tc.want {
			t.Errorf("IsShare(%q) = %v, want %v", tc.frag, got, tc.want)
		}
	}
}

// TestLinkFormats opens a link of each format the playground has written
// (testdata/link-formats.txt: the first codec's, with the keys sorted;
// the memo as -mN; the version key; the keys in their order; the playing
// flag; embeds) and checks the step each opens at: the one it gives, or
// without one the whole solution, or an embed's first step, which is
// what the playground and the embed page showed when it was made. Each
// re-encodes to a link that opens the same.
func TestLinkFormats(t *testing.T) {
	b, err := os.ReadFile("testdata/link-formats.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "#") || strings.TrimSpace(l) == "" {
			continue
		}
		n++
		f := strings.Fields(l)
		if len(f) != 3 {
			t.Fatalf("bad fixture line %q", l)
		}
		name, step, frag := f[0], f[1], f[2]
		s, err := Parse(frag)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		p, err := s.Puzzle()
		if err != nil {
			t.Errorf("%s: puzzle: %v", name, err)
			continue
		}
		want := -1
		switch step {
		case "end":
			sol, err := s.SolutionFor(&p.Problem)
			if err != nil {
				t.Errorf("%s: solution: %v", name, err)
				continue
			}
			want = len(sol.Placements)
		case "-":
			if s.Cells != nil {
				t.Errorf("%s: a solution where the link has none", name)
			}
			want = 0
		default:
			want, _ = strconv.Atoi(step)
		}
		if s.Step != want {
			t.Errorf("%s: opens at step %d, want %d (%s)", name, s.Step, want, step)
		}
		again, err := Parse(s.Fragment())
		if err != nil || again.Step != s.Step || !reflect.DeepEqual(again.Cells, s.Cells) || again.Playing != s.Playing {
			t.Errorf("%s: re-encoded %s opens at step %d (%v), want %d", name, s.Fragment(), again.Step, err, s.Step)
		}
		// The playground's address made from an embed's link opens
		// where the embed did.
		if s.Width > 0 && s.Cells != nil {
			pg, err := Parse(Playground(frag))
			if err != nil || pg.Step != s.Step {
				t.Errorf("%s: Open in Polyplay opens at step %d (%v), want %d", name, pg.Step, err, s.Step)
			}
		}
	}
	if n < 8 {
		t.Errorf("%d fixture links", n)
	}
}

// TestDamagedPlayLinks: a Play link whose position cannot be read is
// still a good link to its puzzle (Parse has no error and keeps the
// puzzle), and Play mode says why in plain words, always the same way:
// "This Play link is damaged: ... The puzzle opens without the
// position." A good position reads.
func TestDamagedPlayLinks(t *testing.T) {
	e, _ := def.Lookup("pentominoes-10x6")
	p, err := e.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	pz, err := play.NewPuzzle(&p.Problem)
	if err != nil {
		t.Fatal(err)
	}
	g := play.NewGame(pz)
	i, _ := pz.PieceByName("I")
	g.Pick(i)
	g.Drop()
	good := g.Code()
	const tail = ". The puzzle opens without the position."
	for _, tc := range []struct{ y, want string }{
		{"", "This Play link is damaged: its position is empty (the link may be cut short)" + tail},
		{"AB%2BC", "This Play link is damaged: its position is not a position's code (the link may be cut short or altered)" + tail},
		{good[:len(good)-2] + "!!", "This Play link is damaged: its position is not a position's code (the link may be cut short or altered)" + tail},
		{"AQ", ""},
		{"BQ", "This Play link is damaged: its position is written in a form this version of Polyplay does not read" + tail},
		{"AQIDBAUGB", "This Play link is damaged: its position is not a position's code (the link may be cut short or altered)" + tail},
		{good[:len(good)-1], "This Play link is damaged: piece 1 of its position is not a piece of this puzzle (the link may be cut short, altered or made for another puzzle)" + tail},
		{"AQIABgA", "This Play link is damaged: its position does not fit this puzzle: I has 1 square outside the board" + tail},
		{strings.Repeat("A", play.MaxCode+1), "This Play link is damaged: its position is 65537 characters long, more than a position can be (65536)" + tail},
		{good, ""},
	} {
		frag := "p=pentominoes-10x6&y=" + tc.y
		s, err := Parse(frag)
		if err != nil || s.Key != "pentominoes-10x6" {
			t.Errorf("y=%.40s: Parse gives %+v, %v; want the puzzle and no error", tc.y, s, err)
		}
		code, ok := PlayCode(frag)
		if !ok {
			t.Errorf("y=%.40s: no play position", tc.y)
		}
		if s.Play != "" && s.Play != code {
			t.Errorf("y=%.40s: Share.Play %q, PlayCode %q", tc.y, s.Play, code)
		}
		_, err = play.DecodePosition(pz, code)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("y=%.40s: %v, want a position", tc.y, err)
		case tc.want != "" && (err == nil || play.DamagedLink(err, 0) != tc.want):
			t.Errorf("y=%.40s: %v\nwant %q", tc.y, err, tc.want)
		}
	}
}

// TestMaxPlayCode: links bound a play position's code as the game does,
// and the solutions kept as the workers do.
func TestMaxPlayCode(t *testing.T) {
	if maxPlayCode != play.MaxCode {
		t.Errorf("maxPlayCode = %d, ui/play.MaxCode = %d", maxPlayCode, play.MaxCode)
	}
	if maxKeep != protocol.MaxKeep {
		t.Errorf("maxKeep = %d, wasm/protocol.MaxKeep = %d", maxKeep, protocol.MaxKeep)
	}
}

// TestPlaygroundLeavesOutTheEmbeds: the playground's address made from
// an embed's link keeps the puzzle, the solution and its animation's
// order (taken apart by sliding too, which the playground's player
// plays) and leaves out what only the embed does: its size and playing
// on opening.
func TestPlaygroundLeavesOutTheEmbeds(t *testing.T) {
	p, sol := shareSolution(t, "soma")
	cells, err := EncodeSolution(p, sol)
	if err != nil {
		t.Fatal(err)
	}
	for _, order := range player.SlideOrders {
		frag := Share{Key: "soma", Solution: 2, Cells: cells, Width: 480, Height: 360, Playing: true, Order: order}.Fragment()
		embed, err := Parse(frag)
		if err != nil || embed.Order != order || !IsShare(frag) {
			t.Fatalf("%s: embed link %+v, %v", order, embed, err)
		}
		pg, err := Parse(Playground(frag))
		if err != nil || pg.Order != order || pg.Width != 0 || pg.Height != 0 || pg.Playing || pg.Key != "soma" || pg.Solution != 2 || !reflect.DeepEqual(pg.Cells, cells) {
			t.Errorf("%s: playground %+v, %v", order, pg, err)
		}
	}
}

// TestShareColours: a shared solution of a puzzle with colour constraints
// carries its colours (u), so that the two ways round of a coloured
// piece on one set of cells are two links, each read back as the solver
// gave it; a broken u is an error, and the playground's address keeps u
// only with its solution.
func TestShareColours(t *testing.T) {
	p, sols, pair := librarytest.ColouredWays(t)
	frags := map[int]string{}
	for i, sol := range sols {
		cells, err := EncodeSolution(p, sol)
		if err != nil {
			t.Fatal(err)
		}
		colours := EncodeColours(p, sol)
		if len(colours) != 6 {
			t.Fatalf("solution %d: colours %v, want 6", i+1, colours)
		}
		frag := Share{Source: librarytest.ColouredDominoes, Solution: int64(i + 1), Cells: cells, Colours: colours}.Fragment()
		frags[i] = frag
		s, err := Parse(frag)
		if err != nil {
			t.Fatalf("solution %d: %v", i+1, err)
		}
		back, err := s.SolutionFor(p)
		if err != nil || !reflect.DeepEqual(back, sol) {
			t.Errorf("solution %d: back as %+v, %v; want %+v", i+1, back, err, sol)
		}
	}
	if frags[pair[0]] == frags[pair[1]] {
		t.Errorf("the two ways round of A share a link: %s", frags[pair[0]])
	}
	if c := EncodeColours(p, solver.Solution{Placements: []solver.Placement{{Piece: "B", Cells: []solver.Point{{}, {X: 1}}}}}); c != nil {
		t.Errorf("EncodeColours of a solution without colours: %v", c)
	}

	base := Share{Source: librarytest.ColouredDominoes}.Fragment()
	cells, _ := EncodeSolution(p, sols[pair[0]])
	var cb []byte
	for _, n := range cells {
		cb = append(cb, byte(n))
	}
	packed := func(v ...byte) string { return packShare(v) }
	c := "&c=" + packed(cb...)
	for _, tc := range []struct{ frag, want string }{
		{base + "&u=" + packed(1, 0, 0, 0, 0, 0), "solution's colours: the link holds no solution"},
		{base + c + "&u=" + packed(1, 0, 0), "solution's colours: 3 colours for a solution of 6 cells"},
		{base + c + "&u=" + packed(64, 0, 0, 0, 0, 0), "solution's colours: it holds a colour (0 to 63) out of range"},
		{base + c + "&u=", "solution's colours: it is empty"},
	} {
		if _, err := Parse(tc.frag); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v, want %q", tc.frag, err, tc.want)
		}
	}
	// Colours that are no way round A lies do not solve the puzzle: A
	// neutral on both its cells.
	s, err := Parse(frags[pair[0]])
	if err != nil {
		t.Fatal(err)
	}
	s.Colours = make([]int, len(s.Cells))
	if _, err := s.SolutionFor(p); err == nil || !strings.Contains(err.Error(), "does not solve the puzzle") {
		t.Errorf("A without its colour: %v, want does not solve the puzzle", err)
	}
	// The playground's address keeps u with c, and drops it without.
	if pg := Playground(frags[pair[0]]); !strings.Contains(pg, "&u=") {
		t.Errorf("Playground dropped the colours: %s", pg)
	}
	if pg := Playground(frags[pair[0]], "c"); strings.Contains(pg, "u=") {
		t.Errorf("Playground kept the colours without the solution: %s", pg)
	}
}

// TestParseView: a viewer (the embed) keeps a link's solver options as
// they are, where Parse checks them, and its "Open in Polyplay" address
// keeps them for the playground to check and report.
func TestParseView(t *testing.T) {
	tests := []struct {
		o       string
		wantErr string // Parse's
	}{
		{"-r", ""},
		{"-Q", "share link: solver options: "},
		{"-r extra", `unexpected argument "extra"`},
	}
	for _, tt := range tests {
		frag := Share{Key: "soma", Args: strings.Fields(tt.o)}.Fragment()
		_, err := Parse(frag)
		if tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
			t.Errorf("Parse(o=%q): %v, want an error containing %q", tt.o, err, tt.wantErr)
		}
		v, err := ParseView(frag)
		if err != nil || strings.Join(v.Args, " ") != tt.o || v.Key != "soma" {
			t.Errorf("ParseView(o=%q): %+v, %v; want its options as they are", tt.o, v, err)
		}
		if pg := Playground(frag); !strings.Contains(pg, "o=") {
			t.Errorf("Playground(o=%q) = %q, want the options kept", tt.o, pg)
		}
	}
}
