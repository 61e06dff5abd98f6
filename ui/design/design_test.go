package design

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/solver"
	"polyplay/solver/grid"
)

func pts(s string) []solver.Point {
	var out []solver.Point
	for _, c := range strings.Split(s, ",") {
		var p solver.Point
		f := strings.Fields(c)
		p.X, p.Y = atoi(f[0]), atoi(f[1])
		if len(f) > 2 {
			p.Z = atoi(f[2])
		}
		out = append(out, p)
	}
	return out
}

func atoi(s string) int {
	n := 0
	neg := strings.HasPrefix(s, "-")
	for _, c := range strings.TrimPrefix(s, "-") {
		n = n*10 + int(c-'0')
	}
	if neg {
		return -n
	}
	return n
}

func TestEnumerate(t *testing.T) {
	// Published counts: free polyominoes (OEIS A000105), one-sided
	// (A000988), polycubes up to rotation (A000162).
	tests := []struct {
		n               int
		solid, oneSided bool
		want            int
	}{
		{1, false, false, 1}, {2, false, false, 1}, {3, false, false, 2}, {4, false, false, 5},
		{5, false, false, 12}, {6, false, false, 35}, {7, false, false, 108},
		{3, false, true, 2}, {4, false, true, 7}, {5, false, true, 18}, {6, false, true, 60},
		{3, true, false, 2}, {4, true, false, 8}, {5, true, false, 29},
	}
	for _, tc := range tests {
		got := Enumerate(tc.n, tc.solid, tc.oneSided)
		if len(got) != tc.want {
			t.Errorf("Enumerate(%d, solid %v, one-sided %v): %d shapes, want %d", tc.n, tc.solid, tc.oneSided, len(got), tc.want)
		}
		for _, cells := range got {
			if len(cells) != tc.n || !ConnectedOn(grid.Square, cells) || (!tc.solid && !isFlat(cells)) {
				t.Errorf("Enumerate(%d, %v, %v) gave %v", tc.n, tc.solid, tc.oneSided, cells)
			}
		}
	}
}

func TestShape(t *testing.T) {
	tests := []struct {
		name     string
		a, b     string
		oneSided bool
		same     bool
	}{
		{"L turned", "0 0,0 1,0 2,1 0", "0 0,1 0,2 0,2 1", false, true},
		{"L and its mirror, free", "0 0,0 1,0 2,1 0", "0 0,1 0,1 1,1 2", false, true},
		{"L and its mirror, one-sided", "0 0,0 1,0 2,1 0", "0 0,1 0,1 1,1 2", true, false},
		{"L turned, one-sided", "0 0,0 1,0 2,1 0", "1 0,1 1,1 2,0 2", true, true},
		{"L and T", "0 0,0 1,0 2,1 0", "0 0,1 0,2 0,1 1", false, false},
		{"flat L standing up", "0 0 0,0 1 0,0 2 0,1 0 0", "0 0 0,0 0 1,0 0 2,1 0 0", false, true},
		{"Soma screws are mirror images", "0 0 0,1 0 0,0 1 0,1 0 1", "0 0 0,1 0 0,0 1 0,0 1 1", false, false},
		{"translated", "5 5,6 5", "0 0,0 1", false, true},
	}
	for _, tc := range tests {
		if got := Shape(pts(tc.a), tc.oneSided) == Shape(pts(tc.b), tc.oneSided); got != tc.same {
			t.Errorf("%s: same shape %v, want %v", tc.name, got, tc.same)
		}
	}
}

func TestCatalogue(t *testing.T) {
	tests := []struct {
		key          string
		pieces, cell int
		names        string // the first names, if checked
	}{
		{"polyominoes-1", 1, 1, "I1"},
		{"polyominoes-2", 1, 2, "I2"},
		{"polyominoes-3", 2, 6, "I3 V3"},
		{"polyominoes-4", 5, 20, ""},
		{"polyominoes-4-one-sided", 7, 28, ""},
		{"polyominoes-5", 12, 60, ""},
		{"polyominoes-5-one-sided", 18, 90, ""},
		{"polyominoes-6", 35, 210, ""},
		{"polyominoes-6-one-sided", 60, 360, ""},
		{"polycubes-4", 8, 32, ""},
		{"polycubes-5", 29, 145, ""},
		{"kanoodle", 12, 55, "V3 I4 L4 O4 L N P U V W X Y"},
		{"soma", 7, 27, "V L T Z A B P"},
		{"tetris-cube", 12, 64, "A B C D E F G H I J K L"},
		{"bedlam-cube", 13, 64, "F X W M B H L S C E I T Z"},
		{"hexiamonds", 12, 72, ""},
		{"hexiamonds-one-sided", 19, 114, ""},
		{"tetrahexes", 7, 28, ""},
		{"pentahexes", 22, 110, ""},
	}
	for _, tc := range tests {
		s, ok := FindSet(tc.key)
		if !ok {
			t.Errorf("no set %s", tc.key)
			continue
		}
		cells := 0
		var names []string
		seen := map[string]bool{}
		for _, pc := range s.Pieces {
			cells += len(pc.Cells)
			names = append(names, pc.Name)
			if seen[pc.Name] || CheckName(pc.Name) != nil {
				t.Errorf("set %s: bad or repeated name %q", tc.key, pc.Name)
			}
			seen[pc.Name] = true
		}
		if len(s.Pieces) != tc.pieces || cells != tc.cell {
			t.Errorf("set %s: %d pieces of %d cells, want %d of %d", tc.key, len(s.Pieces), cells, tc.pieces, tc.cell)
		}
		if tc.names != "" && strings.Join(names, " ") != tc.names {
			t.Errorf("set %s: names %s, want %s", tc.key, strings.Join(names, " "), tc.names)
		}
	}
	// The free pentominoes carry the library's letters.
	s, _ := FindSet("polyominoes-5")
	var names []string
	for _, pc := range s.Pieces {
		names = append(names, pc.Name)
	}
	slices.Sort(names)
	if got := strings.Join(names, ""); got != "FILNPTUVWXYZ" {
		t.Errorf("pentomino names %s, want FILNPTUVWXYZ", got)
	}
	if n := len(Catalogue()); n != 10+3+1+4+len(def.Library()) {
		t.Errorf("%d sets", n)
	}
}

// sameProblem compares two problems up to the order of pieces and cells
// and the translation of mobile pieces.
func sameProblem(t *testing.T, what string, a, b *solver.Problem) {
	t.Helper()
	if a.XDim != b.XDim || a.YDim != b.YDim || a.ZDim != b.ZDim || a.OneSided != b.OneSided {
		t.Errorf("%s: box %dx%dx%d one-sided %v, want %dx%dx%d %v", what, b.XDim, b.YDim, b.ZDim, b.OneSided, a.XDim, a.YDim, a.ZDim, a.OneSided)
	}
	index := func(p *solver.Problem) map[string]string {
		m := map[string]string{}
		for _, pc := range p.Pieces {
			cells := pc.Cells
			if !pc.Stationary {
				cells = Normalize(cells)
			} else {
				cells = slices.Clone(cells)
				slices.SortFunc(cells, cmpPoint)
			}
			m[pc.Name] = key(cells)
		}
		return m
	}
	ia, ib := index(a), index(b)
	if len(ia) != len(ib) {
		t.Errorf("%s: %d pieces, want %d", what, len(ib), len(ia))
	}
	for n, k := range ia {
		if ib[n] != k {
			t.Errorf("%s: piece %s is %q, want %q", what, n, ib[n], k)
		}
	}
}

func TestReadTextLibrary(t *testing.T) {
	for _, e := range def.Library() {
		want, err := e.Puzzle()
		if err != nil {
			t.Fatal(err)
		}
		d, err := Read(e.Key+".txt", e.Source, 0)
		if err != nil {
			t.Errorf("%s: %v", e.Key, err)
			continue
		}
		text := d.Text()
		ps, err := def.Parse("drawn.txt", []byte(text))
		if err != nil {
			t.Errorf("%s: the design's text does not parse: %v\n%s", e.Key, err, text)
			continue
		}
		sameProblem(t, e.Key, &want.Problem, &ps[0].Problem)
		// Every comment line of the source is kept.
		for _, line := range strings.Split(e.Source, "\n") {
			if _, c := splitComment(line); c != "" && !strings.Contains(text, c) {
				t.Errorf("%s: comment %q dropped", e.Key, c)
			}
		}
		// Reading the text back and writing it again changes nothing.
		d2, err := Read("drawn.txt", text, 0)
		if err != nil {
			t.Fatal(err)
		}
		if again := d2.Text(); again != text {
			t.Errorf("%s: text not stable:\n%s\nthen\n%s", e.Key, text, again)
		}
	}
}

func TestReadKeeps(t *testing.T) {
	src := "# two puzzles\nD:xDim=2:yDim=1:zDim=1\nC:name=a:layout=0 0 0, 1 0 0\n~D\n" +
		"# the second\nD:xDim=4:yDim=2:zDim=1:oneSide  # flat\n# a note\nL\nx x . y\nx . . y\n~L\n" +
		"C:name=z:type=M:layout=0 0 0, 1 0 0  # a domino\nL:stationary=*\n* . . .\n. . . .\n~L\n~D\n# after\n"
	d, err := Read("two.txt", src, 1)
	if err != nil {
		t.Fatal(err)
	}
	if d.X != 4 || d.Y != 2 || !d.OneSided || len(d.Pieces) != 3 || d.At(solver.Point{X: 0, Y: 1}) != Hole {
		t.Fatalf("read %+v", d)
	}
	want := "# two puzzles\nD:xDim=2:yDim=1:zDim=1\nC:name=a:layout=0 0 0, 1 0 0\n~D\n" +
		"# the second\nD:xDim=4:yDim=2:zDim=1:oneSide  # flat\n# a note\nL\nx x . y\nx . . y\n~L\n" +
		"L:stationary=*\n* . . .\n. . . .\n~L\nC:name=z:layout=0 0 0, 1 0 0  # a domino\n~D\n# after\n"
	if got := d.Text(); got != want {
		t.Errorf("text:\n%s\nwant\n%s", got, want)
	}
	tests := []struct {
		name, src string
		index     int
		err       string
	}{
		{"bad", "D:xDim=2", 0, "bad.txt:1:9: the D directive is missing yDim"},
		{"index", src, 2, "the definition holds 2 puzzles; there is no puzzle 3"},
		{"big", "D:xDim=100:yDim=1:zDim=1\nC:name=a:layout=" + strings.Repeat("0 0 0, ", 0) + "0 0 0\n~D\n", 0, ""},
	}
	for _, tc := range tests {
		_, err := Read(tc.name+".txt", tc.src, tc.index)
		if tc.err == "" {
			if err == nil {
				t.Errorf("%s: no error", tc.name)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
		}
	}
}

func TestPaintAndPieces(t *testing.T) {
	d, err := New(4, 3, 1)
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name        string
		do          func() error
		region, pcs int
	}{
		{"new", func() error { return nil }, 12, 0},
		{"remove a row", func() error { _, err := d.Paint(solver.Point{X: 3, Y: 2}, solver.Point{X: 0, Y: 2}, Hole); return err }, 8, 0},
		{"add a cell back", func() error { _, err := d.Paint(solver.Point{X: 1, Y: 2}, solver.Point{X: 1, Y: 2}, ""); return err }, 9, 0},
		{"fix a cell", func() error { _, err := d.Paint(solver.Point{}, solver.Point{}, "S"); return err }, 8, 0},
		{"a tromino", func() error { _, err := d.AddPiece("L", pts("0 0,1 0,1 1")); return err }, 8, 3},
		{"a copy", func() error { return d.AddCopy(0) }, 8, 6},
		{"the same cells again", func() error { _, err := d.AddPiece("L", pts("5 5,6 5,6 6")); return err }, 8, 9},
		{"a domino", func() error { _, err := d.AddPiece("D", pts("0 0,0 1")); return err }, 8, 11},
		{"grow the domino", func() error { _, err := d.ToggleCell(1, solver.Point{X: 0, Y: -1}); return err }, 8, 12},
		{"drop a copy", func() error { return d.RemoveCopy(0) }, 8, 9},
		{"resize", func() error { return d.Resize(5, 3, 1) }, 11, 9},
		{"a new piece", func() error { _, err := d.NewPiece("L"); return err }, 11, 10},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if r, p := d.RegionCells(), d.PieceCells(); r != s.region || p != s.pcs {
			t.Errorf("%s: region %d, pieces %d; want %d, %d", s.name, r, p, s.region, s.pcs)
		}
	}
	if got := d.Pieces[0].Names; !slices.Equal(got, []string{"L", "L2"}) {
		t.Errorf("names %v", got)
	}
	errs := []struct {
		name string
		err  error
		want string
	}{
		{"fixed named like a piece", second(d.Paint(solver.Point{}, solver.Point{}, "L")), "L already names a mobile piece"},
		{"outside", second(d.Paint(solver.Point{X: 9}, solver.Point{}, "")), "outside the 5x3x1 box"},
		{"bad name", second(d.AddPiece("a:b", pts("0 0"))), `invalid piece name "a:b"`},
		{"last cell", func() error { d.AddPiece("M", pts("0 0")); _, err := d.ToggleCell(2, solver.Point{}); return err }(), "has only this square; remove the piece instead"},
		{"3-D cell in 2-D", func() error { _, err := d.ToggleCell(0, solver.Point{Z: 1}); return err }(), "pieces of a 2-D puzzle are flat"},
		{"too big", d.Resize(65, 1, 1), "width must be from 1 to 64"},
		{"too many cells", d.Resize(MaxSide, MaxSide, solver.MaxCells/(MaxSide*MaxSide)+1), fmt.Sprintf("at most %d", solver.MaxCells)},
	}
	for _, e := range errs {
		if e.err == nil || !strings.Contains(e.err.Error(), e.want) {
			t.Errorf("%s: error %v, want %q", e.name, e.err, e.want)
		}
	}
}

func second(_ any, err error) error { return err }

// TestNextLetter: Draw a new piece names each new piece by the next free
// letter (a second new piece is B, not A2, which names A's second copy),
// past the letters copies and fixed pieces use.
func TestNextLetter(t *testing.T) {
	d, err := New(4, 3, 1)
	if err != nil {
		t.Fatal(err)
	}
	newPiece := func() error { _, err := d.NewPiece(d.NextLetter()); return err }
	for _, s := range []struct {
		what  string
		do    func() error
		names []string
	}{
		{"a first new piece", newPiece, []string{"A"}},
		{"a second new piece", newPiece, []string{"A", "B"}},
		{"a copy of A", func() error { return d.AddCopy(0) }, []string{"A", "A2", "B"}},
		{"a fixed C", func() error { _, err := d.Paint(solver.Point{}, solver.Point{}, "C"); return err }, []string{"A", "A2", "B"}},
		{"a new piece past the fixed C", newPiece, []string{"A", "A2", "B", "D"}},
		{"after B is gone", func() error { return d.RemoveCopy(1) }, []string{"A", "A2", "D"}},
		{"B again", newPiece, []string{"A", "A2", "D", "B"}},
	} {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.what, err)
		}
		var names []string
		for _, p := range d.Pieces {
			names = append(names, p.Names...)
		}
		if !slices.Equal(names, s.names) {
			t.Errorf("%s: names %v, want %v", s.what, names, s.names)
		}
	}
	for c := 'A'; c <= 'Z'; c++ {
		if _, err := d.AddPiece(string(c), pts("0 0,1 0,2 0,3 0,4 0,5 0,6 0,7 0")); err != nil {
			t.Fatal(err)
		}
	}
	// A, A2 and A3 (the first octomino, A being taken) are used.
	if got := d.NextLetter(); got != "A4" {
		t.Errorf("with every letter taken, the next name is %q, want A4", got)
	}
}

func TestHistory(t *testing.T) {
	h := NewHistory(State{Text: "a"})
	h.Push(State{Text: "b"})
	h.Push(State{Text: "b"}) // no step
	h.Push(State{Text: "c"})
	var got []string
	for {
		s, ok := h.Undo()
		if !ok {
			break
		}
		got = append(got, s.Text)
	}
	s, _ := h.Redo()
	got = append(got, s.Text)
	h.Push(State{Text: "d"})
	_, redo := h.Redo()
	if strings.Join(got, "") != "bab" || redo || h.Current().Text != "d" || !h.CanUndo() || h.CanRedo() {
		t.Errorf("undo/redo gave %v, redo after push %v, current %q", got, redo, h.Current().Text)
	}
}

func TestCheck(t *testing.T) {
	set := func(key string) func(d *Design) {
		return func(d *Design) {
			s, _ := FindSet(key)
			if err := d.AddSet(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	tests := []struct {
		name     string
		x, y, z  int
		build    func(d *Design)
		problems []string
		same     int // groups of identical shapes
	}{
		{"pentominoes 10x6", 10, 6, 1, set("polyominoes-5"), nil, 0},
		{"too few cells", 6, 5, 1, func(d *Design) { d.AddPiece("I", pts("0 0,1 0")) }, []string{"The region has 30 squares but the pieces have 2."}, 0},
		{"mutilated chessboard", 8, 8, 1, func(d *Design) {
			d.Paint(solver.Point{}, solver.Point{}, Hole)
			d.Paint(solver.Point{X: 7, Y: 7}, solver.Point{X: 7, Y: 7}, Hole)
			for range 31 {
				d.AddPiece("D", pts("0 0,1 0"))
			}
		}, []string{"No solution: coloured like a checkerboard, the region has 30 dark and 32 light squares"}, 0},
		{"T tetromino parity", 4, 5, 1, set("polyominoes-4"), []string{"No solution: coloured like a checkerboard, the region has 10 dark and 10 light squares"}, 0},
		{"soma", 3, 3, 3, set("soma"), nil, 0},
		{"identical shapes", 3, 2, 1, func(d *Design) {
			d.AddPiece("a", pts("0 0,1 0,2 0"))
			d.AddPiece("b", pts("0 0,0 1,0 2"))
		}, nil, 1},
		{"disconnected", 3, 1, 1, func(d *Design) {
			d.Paint(solver.Point{X: 1}, solver.Point{X: 1}, Hole)
			d.AddPiece("a", pts("0 0,2 0"))
		}, []string{"Piece a is in several parts"}, 0},
	}
	for _, tc := range tests {
		d, err := New(tc.x, tc.y, tc.z)
		if err != nil {
			t.Fatal(err)
		}
		tc.build(d)
		r := d.Check()
		probs := r.Problems()
		if len(probs) != len(tc.problems) {
			t.Errorf("%s: problems %q, want %q", tc.name, probs, tc.problems)
			continue
		}
		for i, p := range probs {
			if !strings.HasPrefix(p, tc.problems[i]) {
				t.Errorf("%s: problem %q, want %q", tc.name, p, tc.problems[i])
			}
		}
		if len(r.Identical) != tc.same {
			t.Errorf("%s: identical groups %v, want %d", tc.name, r.Identical, tc.same)
		}
	}
}

// TestReadOptional: a puzzle with cells that may stay empty is refused
// with an error that says so, not drawn without them.
func TestReadOptional(t *testing.T) {
	src := "D:xDim=3:yDim=1:zDim=1\nC:name=A:layout=0 0 0, 1 0 0\nC:name=+:type=O:layout=2 0 0\n~D\n"
	_, err := Read("opt.txt", src, 0)
	want := "the designer cannot draw cells that may stay empty (1, marked with optional= or type=O); edit this puzzle as text"
	if err == nil || err.Error() != want {
		t.Errorf("Read: %v, want %q", err, want)
	}
}
