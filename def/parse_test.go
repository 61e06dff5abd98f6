package def

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/puzzle"
	"polyplay/solver/verify"
)

// p3 is a 3 cell problem used by the valid-input tests.
func pts(coords ...int) []solver.Point {
	var out []solver.Point
	for i := 0; i+2 < len(coords); i += 3 {
		out = append(out, solver.Point{X: coords[i], Y: coords[i+1], Z: coords[i+2]})
	}
	return out
}

func TestParseValid(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		want []solver.Problem
	}{
		{"coordinates", `# comment
D:xDim=3:yDim=1:zDim=1
C:name=A:type=M:layout=0 0 0, 1 0 0   # two cells
C:name=B:layout=5 5 5
~D
`, []solver.Problem{{Name: "t", XDim: 3, YDim: 1, ZDim: 1, Pieces: []solver.Piece{
			{Name: "A", Cells: pts(0, 0, 0, 1, 0, 0)},
			{Name: "B", Cells: pts(0, 0, 0)}}}}},
		{"keys in any order, blanks around fields, oneSide", "  D : zDim = 1 : oneSide : yDim=1 : xDim=2\r\nC : layout = 1 0 0 : name = long-name\r\nC:name=s:type=S:layout=1 0 0\r\n~D\r\n",
			[]solver.Problem{{Name: "t", XDim: 2, YDim: 1, ZDim: 1, OneSided: true, Pieces: []solver.Piece{
				{Name: "long-name", Cells: pts(0, 0, 0)},
				{Name: "s", Cells: pts(1, 0, 0), Stationary: true}}}}},
		{"byte order mark", "\ufeffD:xDim=1:yDim=1:zDim=1\nC:name=A:layout=0 0 0\n~D",
			[]solver.Problem{{Name: "t", XDim: 1, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "A", Cells: pts(0, 0, 0)}}}}},
		{"oneSide=false", "D:xDim=1:yDim=1:zDim=1:oneSide=false\nC:name=A:layout=0 0 0\n~D\n",
			[]solver.Problem{{Name: "t", XDim: 1, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "A", Cells: pts(0, 0, 0)}}}}},
		{"graphical layout, multi-character names, mobile layout taller than the box", `D:xDim=4:yDim=1:zDim=1
L
AB .
AB AB   # comment in a layout

.  C
~L
~D
`, []solver.Problem{{Name: "t", XDim: 4, YDim: 1, ZDim: 1, Pieces: []solver.Piece{
			{Name: "AB", Cells: pts(0, 1, 0, 0, 0, 0, 1, 0, 0)},
			{Name: "C", Cells: pts(0, 0, 0)}}}}},
		{"stationary layout and z layers", `D:xDim=2:yDim=2:zDim=2
L:stationary=*
* ., . .
. ., . *
~L
L
A A, B .
A ., B B
~L
~D
`, []solver.Problem{{Name: "t", XDim: 2, YDim: 2, ZDim: 2, Pieces: []solver.Piece{
			{Name: "*", Cells: pts(0, 1, 0, 1, 0, 1), Stationary: true},
			{Name: "A", Cells: pts(0, 1, 0, 1, 1, 0, 0, 0, 0)},
			{Name: "B", Cells: pts(0, 1, 0, 0, 0, 0, 1, 0, 0)}}}}},
		{"two puzzles", "D:xDim=1:yDim=1:zDim=1\nC:name=A:layout=0 0 0\n~D\n\nD:xDim=2:yDim=1:zDim=1\nC:name=A:layout=0 0 0,0 1 0\n~D\n",
			[]solver.Problem{
				{Name: "t", XDim: 1, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "A", Cells: pts(0, 0, 0)}}},
				{Name: "t#2", XDim: 2, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "A", Cells: pts(0, 0, 0, 0, 1, 0)}}}}},
		{"disconnected piece and negative coordinates", "D:xDim=2:yDim=1:zDim=1\nC:name=A:layout=-3 0 0, -1 0 0\n~D\n",
			[]solver.Problem{{Name: "t", XDim: 2, YDim: 1, ZDim: 1, Pieces: []solver.Piece{{Name: "A", Cells: pts(0, 0, 0, 2, 0, 0)}}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Parse("dir/t.txt", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("got %d puzzles, want %d", len(got), len(tc.want))
			}
			for i := range got {
				g, w := got[i].Problem, tc.want[i]
				if g.Name != w.Name {
					t.Errorf("name %q, want %q", g.Name, w.Name)
				}
				if ok, diff := Equal(&g, &w); !ok {
					t.Errorf("puzzle %d: %s", i, diff)
				}
				// Order of pieces and cells is the definition order.
				for j := range g.Pieces {
					if g.Pieces[j].Name != w.Pieces[j].Name || cellKey(g.Pieces[j].Cells) != cellKey(w.Pieces[j].Cells) {
						t.Errorf("piece %d: %+v, want %+v", j, g.Pieces[j], w.Pieces[j])
					}
				}
			}
		})
	}
}

// TestParseLines checks the line numbers recorded for each puzzle.
func TestParseLines(t *testing.T) {
	src := "# two\n\nD:xDim=1:yDim=1:zDim=1\nC:name=A:layout=0 0 0\n~D\nD:xDim=1:yDim=1:zDim=1\nC:name=A:layout=0 0 0\n~D\n"
	ps, err := Parse("x", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[0].Line != 3 || ps[1].Line != 6 {
		t.Fatalf("lines: %d puzzles, %+v", len(ps), ps)
	}
	if ps[0].Name != "x" || ps[1].Name != "x#2" {
		t.Errorf("names %q %q", ps[0].Name, ps[1].Name)
	}
}

func TestParseErrors(t *testing.T) {
	const hdr = "D:xDim=2:yDim=1:zDim=1\n"
	for _, tc := range []struct {
		name, src, want string
	}{
		{"empty file", "# nothing\n", `e.txt:1:1: no puzzle found; expected a D directive such as D:xDim=10:yDim=6:zDim=1`},
		{"missing ~D", hdr + "C:name=A:layout=0 0 0, 1 0 0\n", `e.txt:1:1: the puzzle begun here is not closed; expected ~D before the end of the file`},
		{"D inside a puzzle", hdr + "D:xDim=1:yDim=1:zDim=1\n", `e.txt:2:1: found D inside the puzzle begun at line 1; expected ~D to end that puzzle first`},
		{"C outside a puzzle", "C:name=A:layout=0 0 0\n", `e.txt:1:1: found C outside a puzzle; expected a D directive to start one`},
		{"~L outside a layout", hdr + "~L\n", `e.txt:2:1: found ~L outside a layout; expected D, C, L or ~D`},
		{"unknown directive", hdr + "  X:foo\n", `e.txt:2:3: unknown directive "X"; expected D, C, L or ~D`},
		{"bad number", "D:xDim=3:yDim=2:zDim=x\n", `e.txt:1:22: expected a number for zDim, found "x"`},
		{"huge number", "D:xDim=99999999999999999999:yDim=1:zDim=1\n", `e.txt:1:8: number "99999999999999999999" for xDim is out of range`},
		{"zero dimension", "D:xDim=0:yDim=1:zDim=1\n", "e.txt:1:8: xDim must be between 1 and " + itoa(puzzle.MaxCells) + ", found 0"},
		{"box too large", "D:xDim=" + itoa(puzzle.MaxCells) + ":yDim=2:zDim=1\n", "e.txt:1:1: box " + itoa(puzzle.MaxCells) + "x2x1 has " + itoa(2*puzzle.MaxCells) + " cells; at most " + itoa(puzzle.MaxCells) + " are supported"},
		{"unknown key", "D:xDim=1:yDim=1:zDim=1:wDim=3\n", `e.txt:1:24: unknown D setting "wDim"; expected xDim, yDim, zDim, oneSide, grid, layers, allow or palette`},
		{"missing dimension", "D:xDim=1:yDim=1\n", `e.txt:1:16: the D directive is missing zDim; expected xDim, yDim and zDim`},
		{"repeated key", "D:xDim=1:yDim=1:xDim=1:zDim=1\n", `e.txt:1:17: setting xDim is given twice in the D directive`},
		{"missing value", "D:xDim:yDim=1:zDim=1\n", `e.txt:1:7: expected a value for xDim, found nothing`},
		{"empty value", "D:xDim= :yDim=1:zDim=1\n", `e.txt:1:8: expected a value for xDim, found nothing`},
		{"two equals", "D:xDim=1=2:yDim=1:zDim=1\n", `e.txt:1:8: the xDim setting has more than one '='`},
		{"empty setting", "D:xDim=1::yDim=1:zDim=1\n", `e.txt:1:10: empty setting; expected key=value after ':'`},
		{"bad oneSide value", "D:xDim=1:yDim=1:zDim=1:oneSide=yes\n", `e.txt:1:32: expected true or false for oneSide, found "yes"`},
		{"oneSide with zDim>1", "D:xDim=2:yDim=2:zDim=2:oneSide\n", `e.txt:1:24: oneSide requires zDim=1, found zDim=2`},
		{"unknown C key", hdr + "C:name=A:color=red:layout=0 0 0\n", `e.txt:2:10: unknown C setting "color"; expected name, type, count, group, layout or colours`},
		{"bad count", hdr + "C:name=A:count=1..x:layout=0 0 0\n", `e.txt:2:19: expected a count N or a range LO..HI of whole numbers for count, found "1..x"`},
		{"count upside down", hdr + "C:name=A:count=2..1:layout=0 0 0\n", `e.txt:2:16: count 2..1: the least, 2, is more than the most, 1`},
		{"count of none", hdr + "C:name=A:count=0:layout=0 0 0\n", `e.txt:2:16: count 0 uses no piece; the most must be at least 1`},
		{"count of a stationary piece", hdr + "C:name=A:type=S:count=1:layout=0 0 0\n", `e.txt:2:17: count applies only to mobile pieces (type=M)`},
		{"count's name taken", hdr + "C:name=A2:layout=0 0 0\nC:name=A:count=2:layout=0 0 0\n", `e.txt:3:8: piece A2 is already defined at line 2; piece names must be unique`},
		{"bad type", hdr + "C:name=A:type=X:layout=0 0 0\n", `e.txt:2:15: expected M (mobile), S (stationary), O (optional: cells of the region that may stay empty) or K (the colours of cells of the region) for type, found "X"`},
		{"missing name", hdr + "C:layout=0 0 0\n", `e.txt:2:15: the C directive is missing name; expected name=NAME`},
		{"missing layout", hdr + "C:name=A\n", `e.txt:2:9: the C directive is missing layout; expected layout=x y z, x y z, ...`},
		{"invalid name", hdr + "C:name=A B:layout=0 0 0\n", `e.txt:2:8: invalid piece name "A B": names may not contain ' '`},
		{"two coordinates", hdr + "C:name=A:layout=0 0 0, 1 0\n", `e.txt:2:24: expected 3 numbers x y z for a layout cell, found 2`},
		{"trailing comma", hdr + "C:name=A:layout=0 0 0,\n", `e.txt:2:23: expected 3 numbers x y z for a layout cell, found 0`},
		{"bad coordinate", hdr + "C:name=A:layout=0 0 0, 1 y 0\n", `e.txt:2:26: expected a number for the y coordinate, found "y"`},
		{"coordinate out of range", hdr + "C:name=A:layout=0 0 " + itoa(MaxCoord+1) + "\n", "e.txt:2:21: coordinate " + itoa(MaxCoord+1) + " is out of range; expected -" + itoa(MaxCoord) + " to " + itoa(MaxCoord)},
		{"repeated cell", hdr + "C:name=A:layout=0 0 0, 0 0 0\n", `e.txt:2:24: piece A lists cell (0 0 0) twice`},
		{"duplicate piece names", hdr + "C:name=A:layout=0 0 0\nC:name=A:layout=1 0 0\n~D\n", `e.txt:3:8: piece A is already defined at line 2; piece names must be unique`},
		{"duplicate C and L", hdr + "C:name=A:layout=0 0 0\nL\nA\n~L\n~D\n", `e.txt:4:1: piece A is already defined at line 2; piece names must be unique`},
		{"name in two L blocks", hdr + "L\nA\n~L\nL\n. A\n~L\n~D\n", `e.txt:6:3: piece A is already defined at line 3; piece names must be unique`},
		{"stationary cell outside box", hdr + "C:name=S:type=S:layout=0 0 0, 2 0 0\n", `e.txt:2:31: stationary piece S has cell (2 0 0) outside the 2x1x1 box`},
		{"one-sided piece not flat", "D:xDim=2:yDim=1:zDim=1:oneSide\nC:name=A:layout=0 0 0, 0 0 1\n", `e.txt:2:24: pieces of a one-sided puzzle must be flat: expected z=0, found z=1`},
		{"too many piece cells", hdr + "C:name=A:layout=" + manyCells(puzzle.MaxPieceCells+1) + "\n", `e.txt:2:` + itoa(17+len(manyCells(puzzle.MaxPieceCells))+2) + `: piece A has more than ` + itoa(puzzle.MaxPieceCells) + ` cells`},
		{"volume mismatch", hdr + "C:name=A:layout=0 0 0\n~D\n", `e.txt:1:1: volume mismatch: the pieces have 1 square but the region has 2`},
		{"no mobile pieces", hdr + "C:name=S:type=S:layout=0 0 0, 1 0 0\n~D\n", `e.txt:1:1: the puzzle has no mobile pieces`},
		{"overlapping stationary pieces", hdr + "C:name=S:type=S:layout=0 0 0\nC:name=T:type=S:layout=0 0 0\nC:name=A:layout=0 0 0\n~D\n", `e.txt:1:1: stationary pieces S and T overlap at (0 0 0)`},
		{"text after ~D", hdr + "C:name=A:layout=0 0 0,1 0 0\n~D:x\n", `e.txt:3:3: unexpected text ":x" after ~D`},
		{"words after ~D", hdr + "C:name=A:layout=0 0 0,1 0 0\n~D end\n", `e.txt:3:4: unexpected text "end" after ~D`},
		{"words after ~L outside a layout", hdr + "~L end\n", `e.txt:2:4: unexpected text "end" after ~L`},
		{"indented D not closed", "  " + hdr, `e.txt:1:3: the puzzle begun here is not closed; expected ~D before the end of the file`},
		{"unterminated L", hdr + "L\nA A\n", `e.txt:2:1: the layout begun here is not closed; expected ~L before the end of the file`},
		{"~D inside L", hdr + "L\nA A\n~D\n", `e.txt:4:1: found "~D" inside the layout begun at line 2; expected ~L to end the layout first`},
		{"unknown L key", hdr + "L:fixed=A\nA A\n~L\n", `e.txt:2:3: unknown L setting "fixed"; expected stationary or optional`},
		{"optional listed twice", hdr + "L:optional=+ +\n", `e.txt:2:14: the mark of optional cells + is listed twice`},
		{"optional and stationary", hdr + "L:stationary=S:optional=S\n", `e.txt:2:25: stationary piece S is listed twice`},
		{"optional not in layout", hdr + "L:optional=+\nA A\n~L\n~D\n", `e.txt:2:12: the mark of optional cells + does not appear in the layout`},
		{"optional outside the box", hdr + "C:name=A:layout=0 0 0\nC:name=+:type=O:layout=0 0 0, 2 0 0\n", `e.txt:3:31: optional cells + has cell (2 0 0) outside the 2x1x1 box`},
		{"optional on a stationary cell", hdr + "C:name=A:layout=0 0 0\nC:name=S:type=S:layout=1 0 0\nC:name=+:type=O:layout=1 0 0\n~D\n", `e.txt:1:1: optional cell (1 0 0) is a cell of stationary piece S`},
		{"optional too few pieces", "D:xDim=3:yDim=1:zDim=1\nC:name=A:layout=0 0 0\nC:name=+:type=O:layout=0 0 0\n~D\n", `e.txt:1:1: volume mismatch: the pieces have 1 square but the region has 3, of which 2 must be filled and 1 may stay empty`},
		{"empty stationary list", hdr + "L:stationary=\n", `e.txt:2:14: expected a value for stationary, found nothing`},
		{"stationary listed twice", hdr + "L:stationary=S S\n", `e.txt:2:16: stationary piece S is listed twice`},
		{"stationary not in layout", hdr + "L:stationary=S T\nS .\n~L\n", `e.txt:2:16: stationary piece T does not appear in the layout`},
		{"too many stationary rows", hdr + "L:stationary=S\nS .\n. S\n~L\n", `e.txt:4:3: stationary piece S has cell (1 -1 0) outside the 2x1x1 box`},
		{"stationary row too long", hdr + "L:stationary=S\n. . S\n~L\n", `e.txt:3:5: stationary piece S has cell (2 0 0) outside the 2x1x1 box`},
		{"name starting with ~", hdr + "C:name=~L:layout=0 0 0\n", `e.txt:2:8: invalid piece name "~L": names may not start with '~'`},
		{"control character in name", hdr + "C:name=A\rB:layout=0 0 0\n", `e.txt:2:8: invalid piece name "A\rB": names may not contain '\r'`},
		{"invalid name in layout", hdr + "L\nA a=b\n~L\n", `e.txt:3:3: invalid piece name "a=b": names may not contain '='`},
		{"one-sided layout layer", "D:xDim=2:yDim=1:zDim=1:oneSide\nL\nA, A\n~L\n", `e.txt:3:4: pieces of a one-sided puzzle must be flat: expected z=0, found z=1`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := Parse("e.txt", []byte(tc.src))
			if err == nil {
				t.Fatalf("no error; parsed %d puzzles", len(ps))
			}
			if ps != nil {
				t.Errorf("puzzles returned with an error")
			}
			var de *Error
			if !errors.As(err, &de) {
				t.Fatalf("error %T, want *Error", err)
			}
			if got := err.Error(); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

func manyCells(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = itoa(i) + " 0 0"
	}
	return strings.Join(parts, ", ")
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for n > 0 {
		s = string(rune('0'+n%10)) + s
		n /= 10
	}
	return s
}

func TestParseFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pent.def.txt")
	e, _ := Lookup("pentominoes-10x6")
	if err := os.WriteFile(path, []byte(e.Source), 0o644); err != nil {
		t.Fatal(err)
	}
	ps, err := ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 1 || ps[0].Name != "pent.def" || len(ps[0].Pieces) != 12 {
		t.Fatalf("got %d puzzles, first %+v", len(ps), ps[0].Problem)
	}
	if _, err := ParseFile(filepath.Join(dir, "missing.txt")); err == nil {
		t.Error("no error for a missing file")
	}
}

// TestDocExample parses the example in the package documentation.
func TestDocExample(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var ex []string
	in := false
	for _, l := range strings.Split(string(src), "\n") {
		body := strings.TrimPrefix(l, "//\t")
		if body == "# Pentominoes 10x6" {
			in = true
		}
		if in {
			ex = append(ex, body)
			if body == "~D" {
				break
			}
		}
	}
	ps, err := Parse("doc.txt", []byte(strings.Join(ex, "\n")))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	if p.XDim != 10 || p.YDim != 6 || p.ZDim != 1 || len(p.Pieces) != 12 {
		t.Fatalf("got %+v", p.Problem)
	}
	free := planar(true)
	for i, w := range standardPentominoes() {
		if p.Pieces[i].Name != w.Name || canonical(p.Pieces[i].Cells, free) != canonical(w.Cells, free) {
			t.Errorf("piece %d is %s %v, want the %s pentomino", i, p.Pieces[i].Name, p.Pieces[i].Cells, w.Name)
		}
	}
}

// polycubeLayouts are definitions whose L blocks polycube 1.2.1 reads
// although they are not rectangular: ragged rows, blank and comment-only
// lines (each a row: y counts down on it), an empty first layer, an empty
// block, text after ~L. want is polycube's solution count for each (its
// -i output's SOLUTIONS=), the same for a padded copy.
var polycubeLayouts = []struct {
	name, src string
	want      int64
}{
	{"one-sided, ragged, blank lines", `# A third-party style file.
D:xDim=5:yDim=2:zDim=1:oneSide
L
A A A
A

B
B B

C C C
~L
~D
`, 2},
	{"the same padded", `D:xDim=5:yDim=2:zDim=1:oneSide
L
A A A
A . .
. . .
B . .
B B .
. . .
C C C
~L
~D
`, 2},
	{"short stationary rows, a comment row, text after ~L", `D:xDim=4:yDim=3:zDim=1
L:stationary=S
S
# a comment-only line is a row too
. . . S
~L  trailing text
L
A A
A
  B
B B
~L
C:name=D:layout=0 0 0, 1 0 0
C:name=E:layout=0 0 0, 0 1 0
~D
`, 15},
	{"empty first layer, empty block", `D:xDim=3:yDim=2:zDim=2
L
, A A
, A
~L
L
B B, B
~L
L
~L
C:name=C:layout=0 0 0, 0 1 0, 0 0 1, 1 0 1, 0 1 1, 1 0 0
~D
`, 24},
}

func TestPolycubeLayouts(t *testing.T) {
	for _, tc := range polycubeLayouts {
		ps, err := Parse("p.txt", []byte(tc.src))
		if err != nil || len(ps) != 1 {
			t.Errorf("%s: %v (%d puzzles)", tc.name, err, len(ps))
			continue
		}
		s, err := solver.New(&ps[0].Problem, solver.Options{})
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		st, err := s.Solve(context.Background(), func(sol solver.Solution) bool {
			if err := verify.Solution(&ps[0].Problem, sol); err != nil {
				t.Errorf("%s: %v", tc.name, err)
				return false
			}
			return true
		})
		if err != nil || st.Solutions != tc.want {
			t.Errorf("%s: %d solutions (%v), polycube finds %d", tc.name, st.Solutions, err, tc.want)
		}
	}
	// The stationary piece's cells are where polycube puts them: the
	// comment line is row y=1.
	ps, _ := Parse("p.txt", []byte(polycubeLayouts[2].src))
	for _, pc := range ps[0].Pieces {
		if pc.Name == "S" && !reflect.DeepEqual(pc.Cells, []solver.Point{{X: 0, Y: 2}, {X: 3, Y: 0}}) {
			t.Errorf("stationary S at %v, want (0 2 0) and (3 0 0)", pc.Cells)
		}
	}
}

// TestPolycubeOrder: a layout's pieces come in their order of appearance
// in Pieces and by name in PolycubeOrder, as polycube reads them; C
// lines keep their place. Offsets give back the cells as written.
func TestPolycubeOrder(t *testing.T) {
	src := `D:xDim=3:yDim=3:zDim=1
C:name=Q:layout=5 5 0, 6 5 0
L
. Z Z A A
. . . . M
~L
C:name=B:layout=0 0 0, 0 1 0
~D
`
	ps, err := Parse("order.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	var names, polycube []string
	for _, pc := range p.Pieces {
		names = append(names, pc.Name)
	}
	for _, i := range p.PolycubeOrder {
		polycube = append(polycube, p.Pieces[i].Name)
	}
	if got := strings.Join(names, " "); got != "Q Z A M B" {
		t.Errorf("Pieces %s, want Q Z A M B", got)
	}
	if got := strings.Join(polycube, " "); got != "Q A M Z B" {
		t.Errorf("PolycubeOrder %s, want Q A M Z B", got)
	}
	for i, want := range []solver.Point{{X: 5, Y: 5}, {X: 1, Y: 2}, {X: 3, Y: 2}, {X: 4, Y: 1}, {}} {
		if got := p.Offsets[i]; got != want {
			t.Errorf("%s: offset %v, want %v", p.Pieces[i].Name, got, want)
		}
	}
}
