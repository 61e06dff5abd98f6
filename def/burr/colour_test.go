package burr

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"polyplay/internal/burrexamples"
	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/puzzle"
)

// readTest reads a file of testdata, or BurrTools' example of that name.
func readTest(t *testing.T, file string) []*solver.Problem {
	t.Helper()
	ps, err := parse(filepath.Base(file), readExample(t, file))
	if err != nil {
		if strings.Contains(err.Error(), "at most "+strconv.Itoa(puzzle.MaxPieceCells)+" are supported") {
			t.Skipf("its pieces are larger than polyplay's largest (%d cells): %v", puzzle.MaxPieceCells, err)
		}
		t.Fatal(err)
	}
	out := make([]*solver.Problem, len(ps))
	for i, p := range ps {
		out[i] = &p.Problem
	}
	return out
}

// TestColours reads BurrTools files with constraint colours: a piece's
// coloured cell may lie only on a cell of the result whose colour the
// problem's pairs allow with it. colours-cubes.xmpuzzle was written for
// this test (by polyplay --write-xmpuzzle from a definition): a 3×3×2
// box coloured as a checkerboard, with four variable cells, three of
// its five pieces coloured. DraculasDentalDesaster is BurrTools' example
// (pieces of 152 cells). Every solution is verified, the whole count is
// plaincount's, and with -r -M it is burrTxt's (BurrTools 0.7.1,
// burrTxt -q), which keeps the result's symmetries that keep its
// colours. Without its colours the first has 1,080 solutions.
func TestColours(t *testing.T) {
	tests := []struct {
		file         string
		all, burrTxt int64
		plain        int64 // without colours; 0: not counted (too long)
	}{
		{"testdata/colours-cubes.xmpuzzle", 208, 26, 1080},
		{"DraculasDentalDesaster.xmpuzzle", 168, 84, 0},
	}
	for _, tc := range tests {
		t.Run(filepath.Base(tc.file), func(t *testing.T) {
			p := readTest(t, tc.file)[0]
			if !p.Constrains() {
				t.Fatal("no colour constraint read")
			}
			checkCounts(t, p, tc.all, tc.burrTxt)
			if tc.plain == 0 {
				return
			}
			plain := *p
			plain.Colours = puzzle.Colours{}
			if n, err := count(&plain, solver.Options{}); err != nil || n != tc.plain {
				t.Errorf("without colours: %d solutions (%v), want %d", n, err, tc.plain)
			}
		})
	}
}

// burrTxtCount has BurrTools 0.7.1's command-line solver count the
// assemblies of file ($BURRTXT, or burrTxt on the PATH, built from its
// source: docs/testing.md); ok is false where there is none.
func burrTxtCount(t *testing.T, file string) (n int64, ok bool) {
	t.Helper()
	out, ok := burrexamples.BurrTxt(t, "-q", file)
	if !ok {
		return 0, false
	}
	m := regexp.MustCompile(`(\d+) assemblies and`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("no count in burrTxt's output:\n%s", out)
	}
	n, _ = strconv.ParseInt(string(m[1]), 10, 64)
	return n, true
}

// TestWrite writes puzzles as BurrTools files (Write) and reads them
// back: library puzzles of cubes, squares (one layer of cubes),
// triangles and balls, BurrTools' examples that polyplay reads (each
// problem of BallRoom; three whose pieces are used from min to max
// times, written so), and the files of testdata, with variable cells
// and colours (colours-box.xmpuzzle: a box of 90 cubes whose columns
// x = 1, 4, 7 have colour 2, the others colour 1, with a variable face
// x = 9, filled with 27 straight tricubes, 24 of them of colour 1 at
// both ends, which only 1-1 fits: 12,381 solutions). Read back, each has the count with -r -M that burrTxt
// gives the file BurrTools wrote (or, for the library, the file
// written): BurrTools counts up to turns and mirror images. Where
// burrTxt is at hand, it counts the file written too.
func TestWrite(t *testing.T) {
	type source struct {
		name    string
		problem func(t *testing.T) *solver.Problem
		burrTxt int64
	}
	library := func(key string) func(t *testing.T) *solver.Problem {
		return func(t *testing.T) *solver.Problem { return librarytest.Problem(t, key) }
	}
	file := func(name string, n int) func(t *testing.T) *solver.Problem {
		return func(t *testing.T) *solver.Problem { return readTest(t, name)[n] }
	}
	tests := []source{
		{"soma", library("soma"), 240},
		{"pentominoes-20x3", library("pentominoes-20x3"), 2},
		{"hexiamonds-6x6", library("hexiamonds-6x6"), 156},
		{"hexiamonds-4x9", library("hexiamonds-4x9"), 74},
		{"kanoodle-pyramid", library("kanoodle-pyramid"), 306},
		{"tetraspheres-tetrahedron", library("tetraspheres-tetrahedron"), 20},
		{"tetraspheres-tower", library("tetraspheres-tower"), 16},
		{"CubeInCage", file("CubeInCage.xmpuzzle", 0), 96},
		{"BallRoom#1", file("BallRoom.xmpuzzle", 0), 2},
		{"BallRoom#2", file("BallRoom.xmpuzzle", 1), 1},
		{"BallRoom#3", file("BallRoom.xmpuzzle", 2), 3},
		{"DraculasDentalDesaster", file("DraculasDentalDesaster.xmpuzzle", 0), 84},
		{"DemoMirrorParadox", file("DemoMirrorParadox.xmpuzzle", 0), 1},
		{"SolidSixPieceBurrs", file("SolidSixPieceBurrs.xmpuzzle", 0), 588},
		{"DemoPieceGenerator", file("DemoPieceGenerator.xmpuzzle", 0), 928},
		{"AlPackino", file("AlPackino.xmpuzzle", 0), 1},
		{"PelikanBurr", file("PelikanBurr.xmpuzzle", 0), 12},
		{"Bermuda", file("Bermuda.xmpuzzle", 0), 1},
		{"Prisgon#2", file("Prisgon.xmpuzzle", 1), 1},
		{"DiagonalCube", file("DiagonalCube.xmpuzzle", 0), 2},
		{"HexSticks", file("HexSticks.xmpuzzle", 0), 33},
		{"PiecesOfEight#3", file("PiecesOfEight.xmpuzzle", 2), 43},
		{"FourPieceTetrahedron", file("FourPieceTetrahedron.xmpuzzle", 0), 1},
		{"optional-cubes", file("testdata/optional-cubes.xmpuzzle", 0), 135},
		{"optional-triangles", file("testdata/optional-triangles.xmpuzzle", 0), 8},
		{"colours-cubes", file("testdata/colours-cubes.xmpuzzle", 0), 26},
		{"colours-box", file("testdata/colours-box.xmpuzzle", 0), 2009},
		{"tetraocta-cut", file("testdata/tetraocta-cut.xmpuzzle", 0), 4},
		// Every feature at once: a box of 90 cubes, 9 of them variable
		// (+), colour constraints, a piece used 2 to 3 times, a group.
		{"everything", file("testdata/everything.xmpuzzle", 0), 2009},
	}
	rm := solver.Options{Search: solver.Search{Redundancy: true, Mirror: true}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.problem(t)
			var b bytes.Buffer
			if err := Write(&b, p); err != nil {
				t.Fatal(err)
			}
			back, err := parse(tc.name+".xmpuzzle", b.Bytes())
			if err != nil {
				t.Fatalf("the file written does not read back: %v\n%s", err, b.String())
			}
			if len(back) != 1 {
				t.Fatalf("%d problems read back, want 1", len(back))
			}
			q := &back[0].Problem
			if !slices.Equal(q.Colours.Palette, p.Colours.Palette) {
				t.Errorf("read back with the palette %v, want %v", q.Colours.Palette, p.Colours.Palette)
			}
			if len(q.Optional) != len(p.Optional) || len(q.Colours.Region) != len(p.Colours.Region) || len(q.Colours.Allow) != len(p.Colours.Allow) {
				t.Errorf("read back with %d optional cells, %d coloured, %d pairs; want %d, %d, %d",
					len(q.Optional), len(q.Colours.Region), len(q.Colours.Allow), len(p.Optional), len(p.Colours.Region), len(p.Colours.Allow))
			}
			for what, pz := range map[string]*solver.Problem{"written": p, "read back": q} {
				if n, err := count(pz, rm); err != nil || n != tc.burrTxt {
					t.Errorf("%s, -r -M: %d solutions (%v), want burrTxt's %d", what, n, err, tc.burrTxt)
				}
			}
			path := filepath.Join(t.TempDir(), tc.name+".xmpuzzle")
			if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			if n, ok := burrTxtCount(t, path); ok && n != tc.burrTxt {
				t.Errorf("burrTxt counts %d in the file written, want %d", n, tc.burrTxt)
			}
		})
	}
}

// TestPalette checks that the colours a file defines (red, green and
// blue) are its problem's palette, colour 1 first: those of BurrTools'
// example DraculasDentalDesaster, red and grey, and of a file written
// for the tests; and that a file without coloured cells has none.
func TestPalette(t *testing.T) {
	tests := []struct {
		file string
		want []puzzle.RGB
	}{
		{"DraculasDentalDesaster.xmpuzzle", []puzzle.RGB{{R: 245, G: 19, B: 64}, {R: 118, G: 114, B: 124}}},
		{"testdata/colours-box.xmpuzzle", []puzzle.RGB{{R: 60, G: 200, B: 120}, {R: 157, G: 253, B: 15}}},
		{"testdata/soma.xmpuzzle", nil},
	}
	for _, tc := range tests {
		t.Run(filepath.Base(tc.file), func(t *testing.T) {
			if got := readTest(t, tc.file)[0].Colours.Palette; !slices.Equal(got, tc.want) {
				t.Errorf("palette %v, want %v", got, tc.want)
			}
		})
	}
}

// TestWriteErrors: what BurrTools cannot express is an error.
func TestWriteErrors(t *testing.T) {
	tests := []struct {
		key, want string
	}{
		{"pentominoes-onesided-30x3", "a one-sided puzzle: BurrTools turns flat pieces over in space, and has no one-sided pieces"},
		{"tetrahexes-4x7", "hexagons: BurrTools has no such grid (it reads 0 (cubes), 1 (triangles), 2 (balls), 3 (rhombic dodecahedra) and 4 (tetrahedra and octahedra))"},
	}
	for _, tc := range tests {
		err := Write(&bytes.Buffer{}, librarytest.Problem(t, tc.key))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v, want %q", tc.key, err, tc.want)
		}
	}
}

// TestColoursOneWay: as in BurrTools, a placement is a set of cells
// with the colours on them, so that a piece whose own symmetry does not
// keep its colours lies on one set of cells once for each way round;
// the result's symmetries that -r and -M count up to are those that keep
// its colours, and colours count where only the pieces or only the
// result carry them. Each puzzle has a domino D coloured 1 at one end
// (a second domino E, coloured or not, or a single cube M, fills the
// rest) and the pair 1-1: the whole count is plaincount's, every
// solution verified, and with -r -M the count is burrTxt's (BurrTools
// 0.7.1, burrTxt -q, which counts the same in the file and in the one
// Write writes of it, where it is at hand), also once def.Format has
// written the puzzle.
func TestColoursOneWay(t *testing.T) {
	const (
		d  = `<voxel x="2" y="1" z="1" type="0" name="D">#1#</voxel>`
		e  = `<voxel x="2" y="1" z="1" type="0" name="E">##</voxel>`
		e2 = `<voxel x="2" y="1" z="1" type="0" name="D">#2#</voxel>`
		m  = `<voxel x="1" y="1" z="1" type="0" name="M">#</voxel>`
	)
	tests := []struct {
		name, shapes, result, parts string
		all, burrTxt                int64
	}{
		// 3×1: D on the left either way round, or on the right.
		{"3x1 coloured 1 1 0", d + m, `<voxel x="3" y="1" z="1" type="0">#1#1#</voxel>`, `<shape id="0"/><shape id="1"/>`, 4, 4},
		{"3x1 neutral", d + m, `<voxel x="3" y="1" z="1" type="0">###</voxel>`, `<shape id="0"/><shape id="1"/>`, 4, 2},
		{"3x1 coloured 1 1 1", d + m, `<voxel x="3" y="1" z="1" type="0">#1#1#1</voxel>`, `<shape id="0"/><shape id="1"/>`, 4, 2},
		// D's colour 2 fits on no colour of the result: not on its end.
		{"3x1 coloured 1 0 0, D of colour 2", e2 + m, `<voxel x="3" y="1" z="1" type="0">#1##</voxel>`, `<shape id="0"/><shape id="1"/>`, 3, 3},
		// The pieces neutral: the result's colours break its symmetry.
		{"3x1 coloured 1 0 0, pieces neutral", e + m, `<voxel x="3" y="1" z="1" type="0">#1##</voxel>`, `<shape id="0"/><shape id="1"/>`, 2, 2},
		{"4x1 coloured 1 0 0 1", d + e, `<voxel x="4" y="1" z="1" type="0">#1###1</voxel>`, `<shape id="0"/><shape id="1"/>`, 4, 2},
		{"2x2 neutral", d + e, `<voxel x="2" y="2" z="1" type="0">####</voxel>`, `<shape id="0"/><shape id="1"/>`, 8, 1},
		{"2x2 coloured 1", d + e, `<voxel x="2" y="2" z="1" type="0">#1#1#1#1</voxel>`, `<shape id="0"/><shape id="1"/>`, 8, 1},
		{"2x2 one cell coloured", d + e, `<voxel x="2" y="2" z="1" type="0">#1###</voxel>`, `<shape id="0"/><shape id="1"/>`, 8, 4},
		// Two copies of D: each way round of each.
		{"2x2 neutral, two of D", d, `<voxel x="2" y="2" z="1" type="0">####</voxel>`, `<shape id="0" count="2"/>`, 8, 2},
		{"2x2 coloured 1, two of D", d, `<voxel x="2" y="2" z="1" type="0">#1#1#1#1</voxel>`, `<shape id="0" count="2"/>`, 8, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			shapes := tc.shapes + tc.result
			result := strings.Count(tc.shapes, "<voxel")
			src := puzzleXML("0", shapes, `<problem><shapes>`+tc.parts+`</shapes><result id="`+strconv.Itoa(result)+`"/><bitmap><pair piece="0" result="0"/></bitmap></problem>`)
			src = strings.Replace(src, `<shapes>`, `<colors><color red="255" green="0" blue="0"/><color red="0" green="255" blue="0"/></colors><shapes>`, 1)
			ps, err := parse("one-way.xmpuzzle", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			p := &ps[0].Problem
			if !p.Constrains() {
				t.Fatal("the colours read count for nothing")
			}
			checkCounts(t, p, tc.all, tc.burrTxt)
			var written bytes.Buffer
			if err := Write(&written, p); err != nil {
				t.Fatal(err)
			}
			for what, b := range map[string][]byte{"the file": []byte(src), "the file Write writes": written.Bytes()} {
				path := filepath.Join(t.TempDir(), "one-way.xmpuzzle")
				if err := os.WriteFile(path, b, 0o644); err != nil {
					t.Fatal(err)
				}
				if n, ok := burrTxtCount(t, path); ok && n != tc.burrTxt {
					t.Errorf("burrTxt counts %d in %s, want %d", n, what, tc.burrTxt)
				}
			}
		})
	}
}

// TestColoursBox counts colours-box.xmpuzzle (see TestWrite) whole:
// 12,381 solutions, each verified (plaincount, which tells its 24
// identical tricubes apart, cannot count them).
func TestColoursBox(t *testing.T) {
	p := readTest(t, "testdata/colours-box.xmpuzzle")[0]
	if len(p.Optional) != 9 || !p.Constrains() {
		t.Fatalf("%d optional cells, colours constrain: %v; want 9 and true", len(p.Optional), p.Constrains())
	}
	checkBurrCounts(t, p, 12381, 2009, false)
}
