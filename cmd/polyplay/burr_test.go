package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"polyplay/def"
)

// burrFixture is a BurrTools file of package def/burr's tests.
func burrFixture(name string) string {
	return filepath.Join("..", "..", "def", "burr", "testdata", name)
}

// TestBurrFiles checks that BurrTools files are solved as definitions
// are: named .xmpuzzle or recognised by their content, from a file or
// standard input, gzipped or not, one puzzle per problem. The Kanoodle
// pyramid and the 6×6 hexiamond rhombus give 2,448 and 624 solutions,
// 306 and 156 with -r (burrTxt counts 306 and 156 assemblies).
func TestBurrFiles(t *testing.T) {
	dir := t.TempDir()
	// The hexiamonds under another name: found by their content.
	hexXML := filepath.Join(dir, "hexiamonds.xml")
	src, err := os.ReadFile(burrFixture("hexiamonds-6x6.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(hexXML, src, 0o644); err != nil {
		t.Fatal(err)
	}
	two := burrFixture("two-problems.xmpuzzle")
	pyramid, err := os.ReadFile(burrFixture("kanoodle-pyramid.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		args  []string
		stdin []byte
		want  string // standard error
	}{
		{"gzipped balls", []string{"-q", burrFixture("kanoodle-pyramid.xmpuzzle")}, nil, "# Solutions: 2448\n"},
		{"gzipped balls, -r", []string{"-q", "-r", burrFixture("kanoodle-pyramid.xmpuzzle")}, nil, "# Solutions: 306\n"},
		{"gzipped, on standard input", []string{"-q", "-r", "-"}, pyramid, "# Solutions: 306\n"},
		{"triangles", []string{"-q", burrFixture("hexiamonds-6x6.xmpuzzle")}, nil, "# Solutions: 624\n"},
		{"triangles by content, -r", []string{"-q", "-r", hexXML}, nil, "# Solutions: 156\n"},
		{"cubes", []string{"-q", burrFixture("soma.xmpuzzle")}, nil, "# Solutions: 11520\n"},
		{"two problems", []string{"-q", two}, nil, "# Solutions: 3\n# Solutions: 2\n"},
		{"--problem 1", []string{"-q", "--problem", "1", two}, nil, "# Solutions: 3\n"},
		{"--problem 2", []string{"-q", "--problem=2", two}, nil, "# Solutions: 2\n"},
		{"--problem 1 of two files", []string{"-q", "--problem", "1", two, burrFixture("soma.xmpuzzle")}, nil, "# Solutions: 3\n# Solutions: 11520\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.stdin != nil {
				old := stdin
				stdin = bytes.NewReader(tc.stdin)
				defer func() { stdin = old }()
			}
			code, out, errs := polyplay(t, tc.args...)
			if code != 0 || out != "" || errs != tc.want {
				t.Errorf("polyplay %q: status %d, stdout %q, stderr %q; want status 0, stderr %q", tc.args, code, out, errs, tc.want)
			}
		})
	}
}

// TestBurrFullOutput checks that a BurrTools puzzle's solution in the
// full format (-fF) reads back as a definition.
func TestBurrFullOutput(t *testing.T) {
	code, out, errs := polyplay(t, "--max", "1", "-fF", burrFixture("kanoodle-pyramid.xmpuzzle"))
	if code != 0 {
		t.Fatalf("status %d, stderr %q", code, errs)
	}
	ps, err := def.Parse("out.txt", []byte(out))
	if err != nil || len(ps) != 1 {
		t.Fatalf("-fF output does not read back: %v\n%s", err, out)
	}
	if p := ps[0]; p.XDim != 5 || p.YDim != 5 || p.ZDim != 5 || p.Grid.String() != "sphere" {
		t.Errorf("read back: %d×%d×%d on %v, want 5×5×5 on sphere", p.XDim, p.YDim, p.ZDim, p.Grid)
	}
}

func TestBurrErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	variable := write("variable.xmpuzzle", `<puzzle version="2"><shapes><voxel x="2" y="1" z="1" type="0">#+</voxel>`+
		`<voxel x="2" y="1" z="1" type="0">##</voxel></shapes>`+
		`<problems><problem><shapes><shape id="0"/></shapes><result id="1"/></problem></problems></puzzle>`)
	text := write("text.xmpuzzle", "D:xDim=1:yDim=1:zDim=1\n")
	gz := write("cut.txt", "\x1f\x8b\x08")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{variable}, "polyplay: " + variable + `: problem 1: piece 0 has variable cells (+), which polyplay cannot express` + "\n"},
		{[]string{text}, "polyplay: " + text + ": not a BurrTools file: XML syntax error on line 1: text outside the root element\n"},
		{[]string{gz}, "polyplay: " + gz + ": reading gzip: unexpected EOF\n"},
		{[]string{"-q", "--problem", "3", burrFixture("two-problems.xmpuzzle")}, "polyplay: " + burrFixture("two-problems.xmpuzzle") + ": --problem 3: the file has 2 puzzles\n"},
		{[]string{"-q", "--problem", "2", burrFixture("soma.xmpuzzle")}, "polyplay: " + burrFixture("soma.xmpuzzle") + ": --problem 2: the file has 1 puzzle\n"},
		{[]string{"--problem", "0", text}, `polyplay: option --problem: expected a puzzle's number in its file (a whole number, at least 1), got "0"` + "\nRun 'polyplay --help' for the options.\n"},
	}
	for _, tc := range tests {
		code, out, errs := polyplay(t, tc.args...)
		if code != 1 || out != "" || !strings.HasSuffix(errs, tc.want) {
			t.Errorf("polyplay %q: status %d, stdout %q, stderr %q; want status 1, stderr ending %q", tc.args, code, out, errs, tc.want)
		}
	}
}
