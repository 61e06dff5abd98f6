package burr

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
	"polyplay/ui/link"
)

// The files of testdata were written for these tests, each from the
// library puzzle of its name, and BurrTools 0.7.1's burrTxt counts the
// burrTxt numbers below in them (it drops the solutions that are turns
// or mirror images of others): their coordinates are BurrTools'. The
// reduced counts are polyplay's -r, which keeps mirror images of the
// Soma cube (its pieces are not all their own mirror images, and -M
// halves them) and of nothing else here.
// kanoodle-pyramid.xmpuzzle is gzipped, as BurrTools saves its files.
func TestParseCounts(t *testing.T) {
	tests := []struct {
		file              string
		grid              grid.Kind
		x, y, z           int
		pieces            int
		all, nonRedundant int64
		burrTxt           int64 // not checked here: burrTxt's count of the file
	}{
		{"kanoodle-pyramid.xmpuzzle", grid.Sphere, 5, 5, 5, 13, 2448, 306, 306},
		{"hexiamonds-6x6.xmpuzzle", grid.Triangle, 17, 6, 1, 13, 624, 156, 156},
		{"soma.xmpuzzle", grid.Square, 3, 3, 3, 7, 11520, 480, 240},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("testdata", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			if !Detect(src) {
				t.Errorf("Detect does not take it for a BurrTools file")
			}
			ps, err := parse(tc.file, src)
			if err != nil {
				t.Fatal(err)
			}
			if len(ps) != 1 {
				t.Fatalf("%d puzzles, want 1", len(ps))
			}
			p := &ps[0].Problem
			if p.Name != tc.file || p.Grid != tc.grid || p.XDim != tc.x || p.YDim != tc.y || p.ZDim != tc.z || len(p.Pieces) != tc.pieces {
				t.Fatalf("got %s on %v, box %d×%d×%d, %d pieces; want %s on %v, %d×%d×%d, %d pieces",
					p.Name, p.Grid, p.XDim, p.YDim, p.ZDim, len(p.Pieces), tc.file, tc.grid, tc.x, tc.y, tc.z, tc.pieces)
			}
			if n, err := count(p, solver.Options{Search: solver.Search{Auto: true}}); err != nil || n != tc.all {
				t.Errorf("Count = %d, %v; want %d", n, err, tc.all)
			}
			red := solver.Options{Search: solver.Search{Redundancy: true, Auto: true}}
			if n, err := count(p, red); err != nil || n != tc.nonRedundant {
				t.Errorf("Count with -r = %d, %v; want %d", n, err, tc.nonRedundant)
			}
			readsBack(t, p, red, tc.nonRedundant)
		})
	}
}

// puzzleXML returns a BurrTools file of grid type gt with the given
// shapes (voxel elements) and problems.
func puzzleXML(gt, shapes, problems string) string {
	return `<?xml version="1.0"?><puzzle version="2"><gridType type="` + gt + `"/><shapes>` +
		shapes + `</shapes><problems>` + problems + `</problems></puzzle>`
}

func TestParsePieces(t *testing.T) {
	domino := `<voxel x="2" y="1" z="1" type="0">##</voxel>`
	tests := []struct {
		name    string
		src     string
		names   []string // every piece's, in order
		x, y, z int
		count   int64
	}{
		{"count 3, no names: letters and numbers",
			puzzleXML("0", domino+`<voxel x="2" y="3" z="1" type="0">######</voxel>`,
				`<problem><shapes><shape id="0" count="3"/></shapes><result id="1"/></problem>`),
			[]string{"A1", "A2", "A3"}, 2, 3, 1, 3},
		{"min=max, names made valid and unique, result with a hole",
			puzzleXML("0", `<voxel x="2" y="1" z="1" type="0" name="my piece">##</voxel>`+
				`<voxel x="1" y="1" z="1" type="0" name="*">#</voxel>`+
				`<voxel x="3" y="1" z="1" type="0" name="a.b">#_#</voxel>`+
				`<voxel x="3" y="3" z="2" type="0" name="region">_________####_#___</voxel>`,
				`<problem><shapes><shape id="0" min="1" max="1"/><shape id="1"/><shape id="2" count="1"/></shapes><result id="3"/></problem>`),
			[]string{"my_piece", "*", "a_b", "*_2"}, 3, 2, 1, 2},
		{"the result moved to the origin, its colour ignored without constraint colours",
			puzzleXML("0", domino+`<voxel x="3" y="2" z="2" type="0">______##3____</voxel>`,
				`<problem><shapes><shape id="0"/></shapes><result id="1"/></problem>`),
			[]string{"A"}, 2, 1, 1, 1},
		{"triangles on layer 1, the region from an odd x: moved by a step that keeps them pointing",
			puzzleXML("1", `<voxel x="2" y="1" z="1" type="0">##</voxel>`+
				`<voxel x="4" y="1" z="2" type="0">_____##_</voxel>`,
				`<problem><shapes><shape id="0"/></shapes><result id="1"/></problem>`),
			[]string{"A", "*"}, 3, 1, 1, 1},
		{"a piece's constraint colour on a result of the neutral colour: the piece lies either way round",
			strings.Replace(puzzleXML("0", `<voxel x="2" y="1" z="1" type="0">#2#</voxel><voxel x="2" y="1" z="1" type="0">##</voxel>`,
				`<problem><shapes><shape id="0"/></shapes><result id="1"/></problem>`),
				`<shapes>`, `<colors><color red="255" green="0" blue="0"/><color red="0" green="0" blue="255"/></colors><shapes>`, 1),
			[]string{"A"}, 2, 1, 1, 2},
		{"balls: the region's bounding box in layers, the rest stationary",
			puzzleXML("2", `<voxel x="2" y="2" z="1" type="0">#__#</voxel>`+
				`<voxel x="1" y="1" z="1" type="0">#</voxel>`+
				`<voxel x="3" y="2" z="1" type="0">#_#_#_</voxel>`,
				`<problem><shapes><shape id="0"/><shape id="1"/></shapes><result id="2"/></problem>`),
			[]string{"A", "B", "*"}, 2, 2, 1, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := parse("t.xmpuzzle", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			p := &ps[0].Problem
			var names []string
			for _, pc := range p.Pieces {
				names = append(names, pc.Name)
			}
			if !slices.Equal(names, tc.names) || p.XDim != tc.x || p.YDim != tc.y || p.ZDim != tc.z {
				t.Errorf("pieces %q in %d×%d×%d, want %q in %d×%d×%d", names, p.XDim, p.YDim, p.ZDim, tc.names, tc.x, tc.y, tc.z)
			}
			if n, err := count(p, solver.Options{}); err != nil || n != tc.count {
				t.Errorf("Count = %d, %v; want %d", n, err, tc.count)
			}
		})
	}
}

func TestParseTriangleParity(t *testing.T) {
	// Triangles 1 and 2 of row 0: down, then up. Moved to the origin
	// by one column they would point the other way.
	src := puzzleXML("1", `<voxel x="2" y="1" z="1" type="0">##</voxel><voxel x="3" y="1" z="1" type="0">_##</voxel>`,
		`<problem><shapes><shape id="0"/></shapes><result id="1"/></problem>`)
	ps, err := parse("t.xmpuzzle", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p := &ps[0].Problem
	want := []solver.Point{{X: 0, Y: 0}}
	if p.Pieces[1].Name != "*" || !slices.Equal(p.Pieces[1].Cells, want) {
		t.Errorf("stationary piece %+v, want * at %v", p.Pieces[1], want)
	}
}

func TestParseProblems(t *testing.T) {
	src := puzzleXML("0", `<voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="2" y="1" z="1" type="0">##</voxel>`,
		`<problem name="one"><shapes><shape id="0"/></shapes><result id="0"/></problem>`+
			`<problem name="two"><shapes><shape id="0" count="2"/></shapes><result id="1"/></problem>`)
	ps, err := parse("dir/f.xmpuzzle", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range ps {
		names = append(names, p.Name)
	}
	if want := []string{"f.xmpuzzle", "f.xmpuzzle#2"}; !slices.Equal(names, want) {
		t.Errorf("puzzles %q, want %q", names, want)
	}
}

// TestParseVersions reads two-problems.xmpuzzle, the file that the
// command line's and the page's tests open too, as BurrTools saves it
// (version 2) and with its root's version 1: BurrTools 0.7.1 reads both
// versions with the same elements and attributes (burrTxt counts 2
// assemblies of the second problem in each), and so does Read.
func TestParseVersions(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "two-problems.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	v1 := bytes.Replace(src, []byte(`<puzzle version="2">`), []byte(`<puzzle version="1">`), 1)
	if bytes.Equal(v1, src) {
		t.Fatal("two-problems.xmpuzzle has no <puzzle version=\"2\">")
	}
	for _, f := range []struct {
		version string
		src     []byte
	}{{"2", src}, {"1", v1}} {
		ps, err := parse("two.xmpuzzle", f.src)
		if err != nil {
			t.Fatalf("version %s: %v", f.version, err)
		}
		var got []int64
		for _, p := range ps {
			n, err := count(&p.Problem, solver.Options{Search: solver.Search{Auto: true}})
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, n)
		}
		// A 2×3 rectangle of three dominoes: 3 tilings; a 2×2 square of
		// two: 2.
		if want := []int64{3, 2}; !slices.Equal(got, want) {
			t.Errorf("version %s: counts %v, want %v", f.version, got, want)
		}
	}
}

// gzipped returns s gzipped.
func gzipped(t *testing.T, s string) []byte {
	t.Helper()
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	if _, err := w.Write([]byte(s)); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestParseErrors(t *testing.T) {
	cube := `<voxel x="1" y="1" z="1" type="0">#</voxel>`
	one := `<problem><shapes><shape id="0"/></shapes><result id="0"/></problem>`
	ok := puzzleXML("0", cube, one)
	full := gzipped(t, ok)
	tests := []struct {
		name string
		src  []byte
		want string
	}{
		{"variable cells in a piece",
			[]byte(puzzleXML("0", `<voxel x="2" y="1" z="1" type="0">#+</voxel><voxel x="2" y="1" z="1" type="0">##</voxel>`,
				`<problem><shapes><shape id="0"/></shapes><result id="1"/></problem>`)),
			`f.xmpuzzle: problem 1: piece 0 has variable cells (+), which polyplay cannot express`},
		{"a range of counts upside down",
			[]byte(puzzleXML("0", cube+`<voxel x="2" y="1" z="1" type="0">##</voxel>`,
				`<problem name="P"><shapes><shape id="0" min="2" max="1"/></shapes><result id="1"/></problem>`)),
			`f.xmpuzzle: problem 1 "P": piece 0: bad count range min="2" max="1"`},
		{"grid type 5",
			[]byte(puzzleXML("5", cube, one)),
			`f.xmpuzzle: grid type 5 (unknown): polyplay reads only grid types 0 (cubes), 1 (triangles), 2 (balls), 3 (rhombic dodecahedra) and 4 (tetrahedra and octahedra)`},
		{"grid type 3, a voxel no tetrahedron is at",
			[]byte(puzzleXML("3", cube, one)),
			`f.xmpuzzle: problem 1: shape 0: no tetrahedron is at 0 0 0: in each block of 5×5×5 voxels only the 4 in the middle of each face are`},
		{"grid type 01",
			[]byte(puzzleXML("01", cube, one)),
			`f.xmpuzzle: grid type 01 (unknown): polyplay reads only grid types 0 (cubes), 1 (triangles), 2 (balls), 3 (rhombic dodecahedra) and 4 (tetrahedra and octahedra)`},
		{"grid type -1",
			[]byte(puzzleXML("-1", cube, one)),
			`f.xmpuzzle: grid type -1 (unknown): polyplay reads only grid types 0 (cubes), 1 (triangles), 2 (balls), 3 (rhombic dodecahedra) and 4 (tetrahedra and octahedra)`},
		{"malformed XML",
			[]byte(`<?xml version="1.0"?><puzzle version="2"><shapes><voxel x="1"></shapes></puzzle>`),
			`f.xmpuzzle: not a BurrTools file: XML syntax error on line 1: element <voxel> closed by </shapes>`},
		{"a truncated gzip",
			full[:len(full)-10],
			`f.xmpuzzle: reading gzip: unexpected EOF`},
		{"another root element",
			[]byte(`<shapes/>`),
			`f.xmpuzzle: not a BurrTools file: its root element is <shapes>, not <puzzle>`},
		{"version 3",
			[]byte(strings.Replace(ok, `version="2"`, `version="3"`, 1)),
			`f.xmpuzzle: BurrTools puzzle version "3": only versions 1 and 2 are read`},
		{"no version",
			[]byte(strings.Replace(ok, ` version="2"`, ``, 1)),
			`f.xmpuzzle: BurrTools puzzle without a version: <puzzle> has no version attribute, which BurrTools 0.7.1 requires`},
		{"no problem",
			[]byte(puzzleXML("0", cube, "")),
			`f.xmpuzzle: the file has no problem`},
		{"no result",
			[]byte(puzzleXML("0", cube, `<problem><shapes><shape id="0"/></shapes></problem>`)),
			`f.xmpuzzle: problem 1: it has no result shape`},
		{"a shape the file does not have",
			[]byte(puzzleXML("0", cube, `<problem><shapes><shape id="4"/></shapes><result id="0"/></problem>`)),
			`f.xmpuzzle: problem 1: a piece names shape "4", which the file does not have (it has 1)`},
		{"too few cells",
			[]byte(puzzleXML("0", `<voxel x="2" y="2" z="1" type="0">###</voxel>`, one)),
			`f.xmpuzzle: shape 0: 3 cells for its 2×2×1 voxels`},
		{"too many cells",
			[]byte(puzzleXML("0", `<voxel x="1" y="1" z="1" type="0">##</voxel>`, one)),
			`f.xmpuzzle: shape 0: more cells than its 1×1×1 voxels`},
		{"an unknown cell state",
			[]byte(puzzleXML("0", `<voxel x="1" y="1" z="1" type="0">x</voxel>`, one)),
			`f.xmpuzzle: shape 0: unknown cell state 'x'`},
		{"a ball at an odd point",
			[]byte(puzzleXML("2", `<voxel x="2" y="1" z="1" type="0">_#</voxel>`, one)),
			`f.xmpuzzle: problem 1: shape 0: no ball is at 1 0 0: a ball's x+y+z is even`},
		{"a constraint colour above 63",
			[]byte(puzzleXML("0", `<voxel x="1" y="1" z="1" type="0">#64</voxel>`, one)),
			`f.xmpuzzle: shape 0: constraint colour 64 of cell 1: colours are 1 to 63`},
		{"a bad colour pair",
			[]byte(strings.Replace(puzzleXML("0", `<voxel x="1" y="1" z="1" type="0">#1</voxel>`,
				`<problem><shapes><shape id="0"/></shapes><result id="0"/><bitmap><pair piece="x" result="0"/></bitmap></problem>`),
				`<shapes>`, `<colors><color red="255" green="0" blue="0"/></colors><shapes>`, 1)),
			`f.xmpuzzle: problem 1: bad colour pair piece="x" result="0"`},
		{"a constraint colour's red above 255",
			[]byte(strings.Replace(puzzleXML("0", `<voxel x="1" y="1" z="1" type="0">#1</voxel>`, one),
				`<shapes>`, `<colors><color red="255" green="0" blue="0"/><color red="256" green="0" blue="0"/></colors><shapes>`, 1)),
			`f.xmpuzzle: constraint colour 2: red="256" green="0" blue="0"; expected each 0 to 255`},
		{"a constraint colour without blue",
			[]byte(strings.Replace(puzzleXML("0", `<voxel x="1" y="1" z="1" type="0">#1</voxel>`, one),
				`<shapes>`, `<colors><color red="1" green="2"/></colors><shapes>`, 1)),
			`f.xmpuzzle: constraint colour 1: red="1" green="2" blue=""; expected each 0 to 255`},
		{"64 constraint colours",
			[]byte(strings.Replace(puzzleXML("0", `<voxel x="1" y="1" z="1" type="0">#1</voxel>`, one),
				`<shapes>`, `<colors>`+strings.Repeat(`<color red="1" green="2" blue="3"/>`, 64)+`</colors><shapes>`, 1)),
			`f.xmpuzzle: the file defines 64 constraint colours; at most 63`},
		{"a count no box holds",
			[]byte(puzzleXML("0", cube, `<problem><shapes><shape id="0" count="1000000000"/></shapes><result id="0"/></problem>`)),
			fmt.Sprintf("f.xmpuzzle: problem 1: piece 0: its pieces have more cells than polyplay's largest box (%d)", puzzle.MaxCells)},
		{"the pieces do not fill the result",
			[]byte(puzzleXML("0", cube+`<voxel x="3" y="1" z="1" type="0">###</voxel>`,
				`<problem><shapes><shape id="0" count="2"/></shapes><result id="1"/></problem>`)),
			`f.xmpuzzle: problem 1: volume mismatch: the pieces have 2 squares but the region has 3`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parse("f.xmpuzzle", tc.src)
			if err == nil || err.Error() != tc.want {
				t.Errorf("error\n %v\nwant\n %s", err, tc.want)
			}
		})
	}
}

func TestDetect(t *testing.T) {
	tests := []struct {
		prefix string
		want   bool
	}{
		{"\x1f\x8b\x08", true},
		{"<?xml version", true},
		{"\n  <puzzle", true},
		{"D:xDim=3", false},
		{"# a comment <", false},
		{"", false},
		{"\x1f", false},
	}
	for _, tc := range tests {
		if got := Detect([]byte(tc.prefix)); got != tc.want {
			t.Errorf("Detect(%q) = %v, want %v", tc.prefix, got, tc.want)
		}
	}
}

// TestShareLink checks that a BurrTools puzzle, written as a definition,
// travels in a share link as any definition does.
func TestShareLink(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "kanoodle-pyramid.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	ps, err := parse("kanoodle-pyramid.xmpuzzle", src)
	if err != nil {
		t.Fatal(err)
	}
	text := def.Format(&ps[0].Problem)
	u := link.ShareURL("https://example.org/", link.Share{Source: text, FileName: "pyramid.txt"})
	_, frag, _ := strings.Cut(u, "#")
	s, err := link.Parse(frag)
	if err != nil {
		t.Fatalf("link.Parse(%q): %v", u, err)
	}
	if s.Source != text {
		t.Errorf("the link carries\n%s\nwant\n%s", s.Source, text)
	}
}

// FuzzParse checks that no file makes Read panic, and that what it
// reads is a valid puzzle.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"kanoodle-pyramid.xmpuzzle", "hexiamonds-6x6.xmpuzzle", "soma.xmpuzzle"} {
		src, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte(puzzleXML("2", `<voxel x="2" y="2" z="1" type="0">#__#</voxel>`,
		`<problem><shapes><shape id="0" count="2"/></shapes><result id="0"/></problem>`)))
	f.Fuzz(func(t *testing.T, src []byte) {
		ps, err := parse("f.xmpuzzle", src)
		if err != nil {
			return
		}
		for _, p := range ps {
			if err := p.Validate(); err != nil {
				t.Fatalf("Read returned an invalid puzzle: %v", err)
			}
		}
	})
}

// count solves p with opt and returns its number of solutions.
// readsBack checks that p, written as a definition (def.Format), reads
// back as a puzzle of want solutions under opt.
func readsBack(t *testing.T, p *solver.Problem, opt solver.Options, want int64) {
	t.Helper()
	back, err := def.Parse("back.txt", []byte(def.Format(p)))
	if err != nil {
		t.Fatalf("def.Format's definition does not read back: %v\n%s", err, def.Format(p))
	}
	if n, err := count(&back[0].Problem, opt); err != nil || n != want {
		t.Errorf("read back, %+v: %d solutions (%v), want %d", opt.Search, n, err, want)
	}
}

func count(p *solver.Problem, opt solver.Options) (int64, error) {
	s, err := solver.New(p, opt)
	if err != nil {
		return 0, err
	}
	st, err := s.Solve(context.Background(), nil)
	return st.Solutions, err
}

// TestParseXML: the hand-made reader takes what BurrTools writes and
// XML allows around it (a declaration, comments, CDATA, entities,
// single quotes, blanks), and says where a document is broken.
func TestParseXML(t *testing.T) {
	root, err := parseXML(strings.NewReader("<?xml version=\"1.0\"?>\n<!-- c --><puzzle version='2'>\n<a x=\"1 &amp; &#50;&#x33;\" >t&lt;<![CDATA[<raw>]]></a><b/></puzzle>\n"), keepAll)
	if err != nil {
		t.Fatal(err)
	}
	a := root.child("a")
	if root.name != "puzzle" || root.attrs["version"] != "2" || a == nil || a.attrs["x"] != "1 & 23" || a.text.String() != "t<<raw>" || root.child("b") == nil {
		t.Errorf("read %+v, a %+v", root, a)
	}
	for _, tc := range []struct{ src, want string }{
		{"<a><b></a>", "XML syntax error on line 1: element <b> closed by </a>"},
		{"<a>\n<b>", "XML syntax error on line 2: unexpected end of the file: element <b> is not closed"},
		{"<a x=1/>", "XML syntax error on line 1: attribute x of <a> has no quoted value"},
		{"<a>&bad;</a>", "XML syntax error on line 1: invalid entity &bad;"},
		{"<a/><b/>", "XML syntax error on line 1: a second root element <b>"},
		{"no element", "XML syntax error on line 1: text outside the root element"},
		{"", "it holds no XML element"},
		{" \n <!-- only a comment -->\n", "it holds no XML element"},
	} {
		if _, err := parseXML(strings.NewReader(tc.src), keepAll); err == nil || err.Error() != tc.want {
			t.Errorf("%q: %v, want %s", tc.src, err, tc.want)
		}
	}
}
