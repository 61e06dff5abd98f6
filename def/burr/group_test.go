package burr

import (
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/internal/burrexamples"
	"polyplay/solver"
)

// TestGroups reads the groups of a problem's pieces: the group
// attribute puts every piece of a shape in the group (0: none), and
// each group element its count of them, the first pieces in the first
// element's group, the rest in none (elements of group or count 0 are
// none); BurrTools' example CubeInCage puts its frames in group 1.
func TestGroups(t *testing.T) {
	shapes := `<voxel x="2" y="1" z="1" type="0" name="D">##</voxel><voxel x="1" y="1" z="1" type="0" name="M">#</voxel>` +
		`<voxel x="4" y="2" z="1" type="0">########</voxel>`
	problem := func(pieces string) []byte {
		return []byte(puzzleXML("0", shapes, `<problem><shapes>`+pieces+`</shapes><result id="2"/></problem>`))
	}
	tests := []struct {
		name   string
		src    []byte
		groups map[string]int // of the mobile pieces
	}{
		{"attributes", problem(`<shape id="0" count="2" group="2"/><shape id="1" count="4" group="0"/>`),
			map[string]int{"D1": 2, "D2": 2, "M1": 0, "M2": 0, "M3": 0, "M4": 0}},
		{"one group element for all, the spare ones too", problem(`<shape id="0" count="2"><group group="3" count="2"/></shape><shape id="1" min="2" max="4"><group group="0" count="1"/><group group="4" count="0"/><group group="5" count="4"/></shape>`),
			map[string]int{"D1": 3, "D2": 3, "M1": 5, "M2": 5, "M3": 5, "M4": 5}},
		{"the attribute before the elements", problem(`<shape id="0" count="2" group="6"><group group="1" count="1"/><group group="2" count="1"/></shape><shape id="1" count="4"/>`),
			map[string]int{"D1": 6, "D2": 6, "M1": 0, "M2": 0, "M3": 0, "M4": 0}},
		{"several groups", problem(`<shape id="0" count="2"><group group="2" count="1"/><group group="1" count="1"/></shape><shape id="1" count="4"><group group="7" count="2"/><group group="0" count="2"/><group group="3" count="1"/></shape>`),
			map[string]int{"D1": 2, "D2": 1, "M1": 7, "M2": 7, "M3": 3, "M4": 0}},
		{"some pieces in a group, the spare ones too", problem(`<shape id="0" count="2"><group group="1" count="1"/></shape><shape id="1" min="1" max="4"><group group="9" count="3"/></shape>`),
			map[string]int{"D1": 1, "D2": 0, "M1": 9, "M2": 9, "M3": 9, "M4": 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := parse("g.xmpuzzle", tc.src)
			if err != nil {
				t.Fatal(err)
			}
			if groups := pieceGroups(ps[0].Pieces); !maps.Equal(groups, tc.groups) {
				t.Errorf("groups %v, want %v", groups, tc.groups)
			}
		})
	}
	t.Run("CubeInCage", func(t *testing.T) {
		ps, err := parse("CubeInCage.xmpuzzle", readExample(t, "CubeInCage.xmpuzzle"))
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]int{"Frame1": 1, "Frame21": 1, "Frame22": 1, "C": 0, "D": 0, "E": 0}
		if groups := pieceGroups(ps[0].Pieces); !maps.Equal(groups, want) {
			t.Errorf("groups %v, want %v", groups, want)
		}
	})
}

// TestGroupErrors checks the groups polyplay refuses: group elements
// that hold more pieces than the shape has, and numbers that are no
// group.
func TestGroupErrors(t *testing.T) {
	shapes := `<voxel x="2" y="1" z="1" type="0" name="D">##</voxel><voxel x="4" y="1" z="1" type="0">####</voxel>`
	problem := func(piece string) []byte {
		return []byte(puzzleXML("0", shapes, `<problem name="P"><shapes>`+piece+`</shapes><result id="1"/></problem>`))
	}
	tests := []struct {
		name string
		src  []byte
		want string
	}{
		{"more pieces in groups than the shape has", problem(`<shape id="0" count="2"><group group="1" count="1"/><group group="2" count="2"/></shape>`),
			`g.xmpuzzle: problem 1 "P": piece 0 "D": its group elements hold 3 pieces, more than the 2 it has, which polyplay cannot express`},
		{"a bad group", problem(`<shape id="0" count="2" group="x"/>`),
			`g.xmpuzzle: problem 1 "P": piece 0 "D": bad group "x"`},
		{"a group too large", problem(`<shape id="0" count="2" group="65536"/>`),
			`g.xmpuzzle: problem 1 "P": piece 0 "D": bad group "65536"`},
		{"a group element without a group", problem(`<shape id="0" count="2"><group count="2"/></shape>`),
			`g.xmpuzzle: problem 1 "P": piece 0 "D": bad group ""`},
		{"a group element without a count", problem(`<shape id="0" count="2"><group group="1"/></shape>`),
			`g.xmpuzzle: problem 1 "P": piece 0 "D": bad group count ""`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parse("g.xmpuzzle", tc.src)
			if err == nil || err.Error() != tc.want {
				t.Errorf("error\n %v\nwant\n %s", err, tc.want)
			}
		})
	}
}

// pieceGroups returns the groups of the mobile pieces by name.
func pieceGroups(pieces []solver.Piece) map[string]int {
	groups := map[string]int{}
	for _, pc := range pieces {
		if !pc.Stationary {
			groups[pc.Name] = pc.Group
		}
	}
	return groups
}

// TestWriteGroups writes pieces' groups: CubeInCage's read back the
// same (its three frames in group 1, the group attribute), and two pieces of
// one shape in groups 1 and 2 and one in none as two group elements,
// BurrTools' form, read back the same. Where burrTxt is at hand
// ($BURRTXT), it takes CubeInCage written apart as it does the example:
// 96 assemblies, 1 solution.
func TestWriteGroups(t *testing.T) {
	t.Run("CubeInCage", func(t *testing.T) {
		ps, err := parse("CubeInCage.xmpuzzle", readExample(t, "CubeInCage.xmpuzzle"))
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := Write(&b, &ps[0].Problem); err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(b.String(), `group="1"/>`); n != 2 {
			t.Errorf("%d shapes written in group 1, want 2 (Frame1, Frame2 of count 2):\n%s", n, b.String())
		}
		back, err := parse("back.xmpuzzle", b.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		// The copies are named after the shape written: the pieces
		// in each group count.
		byGroup := func(groups map[string]int) map[int]int {
			n := map[int]int{}
			for _, g := range groups {
				n[g]++
			}
			return n
		}
		if got, want := byGroup(pieceGroups(back[0].Pieces)), map[int]int{0: 3, 1: 3}; !maps.Equal(got, want) {
			t.Errorf("pieces by group read back %v, want %v", got, want)
		}
		path := filepath.Join(t.TempDir(), "CubeInCage.xmpuzzle")
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, ok := burrexamples.BurrTxt(t, "-q", "-d", path); ok && !strings.Contains(string(out), "96 assemblies and 1 solutions found") {
			t.Errorf("burrTxt -q -d on the file written: %s; want 96 assemblies and 1 solution, as the example's", out)
		}
	})
	t.Run("one shape in two groups", func(t *testing.T) {
		ps, err := def.Parse("g.txt", []byte("D:xDim=3:yDim=2:zDim=1\nC:name=A:group=1:layout=0 0 0, 1 0 0\nC:name=B:group=2:layout=0 0 0, 1 0 0\nC:name=C:layout=0 0 0, 1 0 0\n~D\n"))
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := Write(&b, &ps[0].Problem); err != nil {
			t.Fatal(err)
		}
		const want = `<shape id="0" count="3">` + "\n" + `<group group="1" count="1"/>` + "\n" + `<group group="2" count="1"/>` + "\n" + `</shape>`
		if !strings.Contains(b.String(), want) {
			t.Errorf("written\n%s\nwant it to hold\n%s", b.String(), want)
		}
		back, err := parse("g.xmpuzzle", b.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if got, want := pieceGroups(back[0].Pieces), map[string]int{"A1": 1, "A2": 2, "A3": 0}; !maps.Equal(got, want) {
			t.Errorf("read back groups %v, want %v", got, want)
		}
	})
}
