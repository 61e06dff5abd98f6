package burrxml

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/internal/librarytest"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

func TestWrite(t *testing.T) {
	// Two triangles, an up one and a down one, make a rhombus; two
	// rhombi of the same shape are one shape with a count.
	p := &puzzle.Problem{Name: "a<b", Grid: grid.Triangle, XDim: 3, YDim: 2, ZDim: 1, Pieces: []puzzle.Piece{
		{Name: "A", Cells: []grid.Point{{X: 0, Y: 0}, {X: 1, Y: 0}}},
		{Name: "B", Cells: []grid.Point{{X: 5, Y: 0}, {X: 5, Y: 1}}}, // up (5,1) on down (5,0)
		{Name: "*", Stationary: true, Cells: []grid.Point{{X: 2, Y: 0}, {X: 2, Y: 1}}},
	}}
	var b strings.Builder
	if err := Write(&b, p); err != nil {
		t.Fatal(err)
	}
	want := `<?xml version="1.0"?>
<puzzle version="2">
<gridType type="1"/>
<shapes>
<voxel x="2" y="1" z="1" type="0" name="S1">##</voxel>
<voxel x="3" y="2" z="1" type="0" name="region">##_##_</voxel>
</shapes>
<problems>
<problem name="a&lt;b">
<shapes>
<shape id="0" count="2"/>
</shapes>
<result id="1"/>
<bitmap/>
</problem>
</problems>
</puzzle>
`
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestWriteBalls writes the library's tetrahedron of tetraspheres:
// balls in triangular layers are BurrTools' spheres, and its flat pieces
// B and C, drawn as each other's mirror image, are one shape turned
// over, written once with a count of two.
func TestWriteBalls(t *testing.T) {
	var b strings.Builder
	if err := Write(&b, librarytest.Problem(t, "tetraspheres-tetrahedron")); err != nil {
		t.Fatal(err)
	}
	got := b.String()
	for _, want := range []string{`<gridType type="2"/>`, `<shape id="0" count="1"/>
<shape id="1" count="2"/>
<shape id="2" count="1"/>
<shape id="3" count="1"/>
</shapes>`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in\n%s", want, got)
		}
	}
}

func TestWriteErrors(t *testing.T) {
	one := []puzzle.Piece{{Name: "A", Cells: []grid.Point{{}}}}
	for _, tc := range []struct {
		p    puzzle.Problem
		want string
	}{
		{puzzle.Problem{Grid: grid.Hexagon, XDim: 1, YDim: 1, ZDim: 1, Pieces: one}, "burrxml: BurrTools has no hexagon grid"},
		{puzzle.Problem{XDim: 1, YDim: 1, ZDim: 1, OneSided: true, Pieces: one}, "burrxml: BurrTools turns every piece over; it has no one-sided pieces"},
		{puzzle.Problem{XDim: 2, YDim: 1, ZDim: 1, Pieces: one}, "the pieces have 1 square but the region has 2"},
	} {
		err := Write(&strings.Builder{}, &tc.p)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("got %v, want an error with %q", err, tc.want)
		}
	}
}

// findBurrTxt returns the path of BurrTools 0.7.1's command-line solver,
// built from its source (see docs/testing.md): $BURRTXT, or burrTxt on
// the PATH.
func findBurrTxt() (string, error) {
	if p := os.Getenv("BURRTXT"); p != "" {
		return p, nil
	}
	return exec.LookPath("burrTxt")
}

// TestBurrTxtCounts converts library puzzles and has burrTxt count them.
// BurrTools counts solutions up to the region's symmetries, turns and
// mirror images: the library's count with the redundancy filter, but for
// the Soma cube, whose pieces are their own mirror set, half of it (a
// mirror image of a solution is a solution, and polycube's 480 counts
// both). On balls the pyramid's 306 is the library's -r count: flat
// pieces are their own mirror images in space. BurrTools turns a piece
// of balls by any of 120 turns of space that lands it on balls, so it
// fits the bent row of librarytest.FlatV into its mirror image, and
// counts the tetrahedron of tetraspheres as polyplay does (20 up to its
// twelve turns, its pieces B and C written as one shape, two of it).
func TestBurrTxtCounts(t *testing.T) {
	burrTxt, err := findBurrTxt()
	if err == nil {
		_, err = os.Stat(burrTxt)
	}
	if err != nil {
		t.Skipf("no burrTxt ($BURRTXT or on the PATH): %v", err)
	}
	re := regexp.MustCompile(`(\d+) assemblies and`)
	for _, tc := range []struct {
		key  string // a library puzzle's, or "flat-v"
		want int64
	}{
		{"hexiamonds-6x6", 156},
		{"hexiamonds-4x9", 74},
		{"pentominoes-20x3", 2},
		{"soma", 240},
		{"kanoodle-pyramid", 306},
		{"tetraspheres-tetrahedron", 20},
		{"tetraspheres-tower", 16},
		{"flat-v", 1},
	} {
		key := tc.key
		t.Run(key, func(t *testing.T) {
			p := librarytest.FlatV()
			if key != p.Name {
				e, _ := def.Lookup(key)
				if w := e.Solutions; w != tc.want && w != 2*tc.want {
					t.Fatalf("the library counts %d, the test expects %d", w, tc.want)
				}
				p = librarytest.Problem(t, key)
			}
			file := filepath.Join(t.TempDir(), key+".xml")
			f, err := os.Create(file)
			if err != nil {
				t.Fatal(err)
			}
			if err := Write(f, p); err != nil {
				t.Fatal(err)
			}
			if err := f.Close(); err != nil {
				t.Fatal(err)
			}
			out, err := exec.Command(burrTxt, "-q", file).CombinedOutput()
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			m := re.FindSubmatch(out)
			if m == nil {
				t.Fatalf("no count in burrTxt's output:\n%s", out)
			}
			if n, _ := strconv.ParseInt(string(m[1]), 10, 64); n != tc.want {
				t.Errorf("burrTxt counts %d, want %d", n, tc.want)
			}
		})
	}
}
