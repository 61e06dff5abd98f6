package def

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"polyplay/solver"
)

// TestLibraryParses checks every entry: it parses to one valid puzzle of
// the expected size, and its metadata is filled in.
func TestLibraryParses(t *testing.T) {
	for _, tc := range []struct {
		key              string
		x, y, z          int
		mobile, fixed    int
		oneSided         bool
		pieceSize        int // size of every mobile piece, 0 if mixed
		open             int // open cells
		connectedPieces  bool
		distinctFreeKind string // "free2", "one2", "rot3", "" for no check
	}{
		{"pentominoes-10x6", 10, 6, 1, 12, 0, false, 5, 60, true, "free2"},
		{"pentominoes-12x5", 12, 5, 1, 12, 0, false, 5, 60, true, "free2"},
		{"pentominoes-15x4", 15, 4, 1, 12, 0, false, 5, 60, true, "free2"},
		{"pentominoes-20x3", 20, 3, 1, 12, 0, false, 5, 60, true, "free2"},
		{"pentominoes-8x8-hole", 8, 8, 1, 12, 1, false, 5, 60, true, "free2"},
		{"pentominoes-onesided-30x3", 30, 3, 1, 18, 0, true, 5, 90, true, "one2"},
		{"pentominoes-onesided-18x5", 18, 5, 1, 18, 0, true, 5, 90, true, "one2"},
		{"tetris-cube", 4, 4, 4, 12, 0, false, 0, 64, true, "rot3"},
		{"soma", 3, 3, 3, 7, 0, false, 0, 27, true, "rot3"},
		{"bedlam-cube", 4, 4, 4, 13, 0, false, 0, 64, true, "rot3"},
		{"hexominoes-15x14-parallelogram", 28, 14, 1, 35, 1, false, 6, 210, true, "free2"},
		{"hexominoes-box-in-a-diamond", 23, 23, 1, 35, 1, false, 6, 210, true, "free2"},
		{"kanoodle", 11, 5, 1, 12, 0, false, 0, 55, true, "free2"},
		{"kanoodle-pyramid", 5, 5, 5, 12, 1, false, 0, 55, true, "grid"},
		{"tetraspheres-tetrahedron", 4, 4, 4, 5, 1, false, 4, 20, true, "grid"},
		{"tetraspheres-tower", 2, 2, 5, 5, 0, false, 4, 20, true, "grid"},
		{"pt-diamond-13x13", 13, 13, 1, 17, 1, false, 0, 80, true, "free2"},
		{"heptominoes-33x23-holes", 33, 23, 1, 108, 3, false, 7, 756, true, "free2"},
		{"hexiamonds-6x6", 17, 6, 1, 12, 1, false, 6, 72, true, "grid"},
		{"hexiamonds-4x9", 21, 4, 1, 12, 1, false, 6, 72, true, "grid"},
		{"tetrahexes-4x7", 7, 4, 1, 7, 0, false, 4, 28, true, "grid"},
		{"pentahexes-3x40-notched", 40, 3, 1, 22, 1, false, 5, 110, true, "grid"},
		{"hexiamonds-onesided-hexagon", 16, 10, 1, 19, 1, true, 6, 114, true, "grid"},
	} {
		t.Run(tc.key, func(t *testing.T) {
			e, ok := Lookup(tc.key)
			if !ok {
				t.Fatalf("Lookup(%q) found nothing", tc.key)
			}
			if e.Key != tc.key || e.Title == "" || e.Description == "" || e.Source == "" {
				t.Errorf("incomplete entry: %+v", e)
			}
			switch e.Group {
			case "Pentominoes", "Polycubes", "Hexominoes", "Polyiamonds", "Polyhexes", "Balls", "Other":
			default:
				t.Errorf("unexpected group %q", e.Group)
			}
			if e.AllSolutions != 0 && e.AllSolutions < e.Solutions {
				t.Errorf("AllSolutions %d < Solutions %d", e.AllSolutions, e.Solutions)
			}
			pz, err := e.Puzzle()
			if err != nil {
				t.Fatal(err)
			}
			p := &pz.Problem
			if err := p.Validate(); err != nil {
				t.Fatal(err)
			}
			if p.Name != tc.key {
				t.Errorf("name %q, want %q", p.Name, tc.key)
			}
			if p.XDim != tc.x || p.YDim != tc.y || p.ZDim != tc.z || p.OneSided != tc.oneSided {
				t.Errorf("box %dx%dx%d oneSided=%v, want %dx%dx%d oneSided=%v",
					p.XDim, p.YDim, p.ZDim, p.OneSided, tc.x, tc.y, tc.z, tc.oneSided)
			}
			mobile, fixed, open := 0, 0, p.XDim*p.YDim*p.ZDim
			var shapes []solver.Piece
			for _, pc := range p.Pieces {
				if pc.Stationary {
					fixed++
					open -= len(pc.Cells)
					continue
				}
				mobile++
				shapes = append(shapes, pc)
				if tc.pieceSize != 0 && len(pc.Cells) != tc.pieceSize {
					t.Errorf("piece %s has %d cells, want %d", pc.Name, len(pc.Cells), tc.pieceSize)
				}
				if tc.connectedPieces && !p.Grid.Connected(pc.Cells) {
					t.Errorf("piece %s is not connected", pc.Name)
				}
			}
			if mobile != tc.mobile || fixed != tc.fixed || open != tc.open {
				t.Errorf("%d mobile, %d stationary pieces, %d open cells; want %d, %d, %d",
					mobile, fixed, open, tc.mobile, tc.fixed, tc.open)
			}
			var ts []func(solver.Point) solver.Point
			switch tc.distinctFreeKind {
			case "free2":
				ts = planar(true)
			case "one2":
				ts = planar(false)
			case "rot3":
				ts = rotations3()
			}
			seen := map[string]string{}
			for _, pc := range shapes {
				k := canonical(pc.Cells, ts)
				if tc.distinctFreeKind == "grid" {
					k = shapeKey(p.Grid, pc.Cells, p.OneSided)
				}
				if other, dup := seen[k]; dup {
					t.Errorf("pieces %s and %s have the same shape", other, pc.Name)
				}
				seen[k] = pc.Name
			}
		})
	}
}

// TestLibraryPentominoShapes checks that the pentomino puzzles use the
// twelve standard pentominoes under their usual names, and the one-sided
// sets hold each free pentomino once or, if it is chiral, twice.
func TestLibraryPentominoShapes(t *testing.T) {
	free := planar(true)
	want := map[string]string{}
	for _, pc := range standardPentominoes() {
		want[pc.Name] = canonical(pc.Cells, free)
	}
	for _, key := range []string{"pentominoes-10x6", "pentominoes-12x5", "pentominoes-15x4", "pentominoes-20x3", "pentominoes-8x8-hole", "pt-diamond-13x13"} {
		pz := mustPuzzle(t, key)
		n := 0
		for _, pc := range pz.Pieces {
			if w, ok := want[pc.Name]; ok {
				n++
				if got := canonical(pc.Cells, free); got != w {
					t.Errorf("%s: piece %s is not the %s pentomino", key, pc.Name, pc.Name)
				}
			}
		}
		if n != 12 {
			t.Errorf("%s: found %d of the 12 pentominoes", key, n)
		}
	}
	for _, key := range []string{"pentominoes-onesided-30x3", "pentominoes-onesided-18x5"} {
		pz := mustPuzzle(t, key)
		count := map[string]int{}
		for _, pc := range pz.Pieces {
			count[canonical(pc.Cells, free)]++
		}
		for name, k := range want {
			wantN := 2
			if strings.Contains("ITUVWX", name) {
				wantN = 1 // symmetric under reflection
			}
			if count[k] != wantN {
				t.Errorf("%s: the %s pentomino appears %d times, want %d", key, name, count[k], wantN)
			}
		}
	}
	tetro := map[string]string{
		"I4": canonical(flatPiece("", "####").Cells, free),
		"L4": canonical(flatPiece("", "###", "#..").Cells, free),
		"O4": canonical(flatPiece("", "##", "##").Cells, free),
		"S4": canonical(flatPiece("", ".##", "##.").Cells, free),
		"T4": canonical(flatPiece("", "###", ".#.").Cells, free),
	}
	pz := mustPuzzle(t, "pt-diamond-13x13")
	for _, pc := range pz.Pieces {
		if w, ok := tetro[pc.Name]; ok && canonical(pc.Cells, free) != w {
			t.Errorf("pt-diamond-13x13: piece %s is not the %s tetromino", pc.Name, pc.Name)
		}
	}
	// The diamond: 85 cells of |x-6|+|y-6| <= 6, less the central line of
	// five cells (y = 6, 4 <= x <= 8).
	blocked := 0
	for _, pc := range pz.Pieces {
		if !pc.Stationary {
			continue
		}
		for _, c := range pc.Cells {
			blocked++
			inLine := c.Y == 6 && abs(c.X-6) <= 2
			if abs(c.X-6)+abs(c.Y-6) <= 6 && !inLine {
				t.Errorf("stationary cell (%v) inside the diamond", c)
			}
		}
	}
	if want := 13*13 - 80; blocked != want {
		t.Errorf("%d stationary cells, want %d", blocked, want)
	}
}

// TestLibraryKanoodle checks the Kanoodle pieces: a tromino, three
// tetrominoes and eight of the twelve pentominoes (under their usual
// names), 55 cells for the 5x11 board.
func TestLibraryKanoodle(t *testing.T) {
	free := planar(true)
	pent := map[string]string{}
	for _, pc := range standardPentominoes() {
		pent[pc.Name] = canonical(pc.Cells, free)
	}
	want := map[string]string{
		"A": canonical(flatPiece("", "###", "#..").Cells, free), // L tetromino
		"B": pent["P"], "C": pent["L"], "D": pent["Y"], "E": pent["N"],
		"F": canonical(flatPiece("", "##", "#.").Cells, free), // V tromino
		"G": pent["V"], "H": pent["W"], "I": pent["U"],
		"J": canonical(flatPiece("", "####").Cells, free),     // I tetromino
		"K": canonical(flatPiece("", "##", "##").Cells, free), // O tetromino
		"L": pent["X"],
	}
	pz := mustPuzzle(t, "kanoodle")
	if len(pz.Pieces) != len(want) {
		t.Fatalf("%d pieces, want %d", len(pz.Pieces), len(want))
	}
	for _, pc := range pz.Pieces {
		w, ok := want[pc.Name]
		if !ok {
			t.Errorf("unexpected piece %s", pc.Name)
			continue
		}
		if got := canonical(pc.Cells, free); got != w {
			t.Errorf("piece %s has the wrong shape", pc.Name)
		}
	}
}

// TestLibraryTetrisCube checks the Tetris Cube pieces against the listing
// in Busche's article.
func TestLibraryTetrisCube(t *testing.T) {
	want := map[string]string{
		"A": "0 0 2,1 0 2,2 0 2,2 0 1,2 0 0,2 1 0",
		"B": "0 0 0,1 0 0,2 0 0,2 1 0,2 2 0,2 1 1",
		"C": "0 0 0,1 0 0,1 0 1,2 0 1,2 1 1",
		"D": "0 0 0,1 0 0,2 0 0,2 1 0,3 1 0",
		"E": "0 0 1,0 0 0,1 0 0,1 1 0,1 2 0,2 1 0",
		"F": "0 0 0,1 0 0,0 0 1,1 0 1,0 1 0",
		"G": "0 2 0,0 1 0,0 0 0,1 0 0,2 0 0",
		"H": "0 0 0,1 0 0,2 0 0,3 0 0,2 1 0",
		"I": "0 0 1,1 0 1,2 0 1,0 1 1,0 1 0",
		"J": "0 0 0,1 0 0,1 0 1,1 1 1,2 1 1",
		"K": "0 0 0,1 0 0,2 0 0,1 1 0,1 1 1",
		"L": "0 1 0,1 1 0,1 1 1,2 1 1,1 0 1,1 2 1",
	}
	pz := mustPuzzle(t, "tetris-cube")
	if len(pz.Pieces) != len(want) {
		t.Fatalf("%d pieces, want %d", len(pz.Pieces), len(want))
	}
	for _, pc := range pz.Pieces {
		var cells []solver.Point
		for _, s := range strings.Split(want[pc.Name], ",") {
			var c solver.Point
			f := strings.Fields(s)
			c.X, c.Y, c.Z = atoi(f[0]), atoi(f[1]), atoi(f[2])
			cells = append(cells, c)
		}
		if cellKey(Normalize(cells)) != cellKey(pc.Cells) {
			t.Errorf("piece %s: %s, want %s", pc.Name, cellKey(pc.Cells), cellKey(Normalize(cells)))
		}
	}
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

func mustPuzzle(t *testing.T, key string) *Puzzle {
	t.Helper()
	e, ok := Lookup(key)
	if !ok {
		t.Fatalf("no library entry %q", key)
	}
	pz, err := e.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	return pz
}

// TestLibraryIndex checks that keys are unique, every embedded file is
// listed, and Lookup fails for unknown keys.
func TestLibraryIndex(t *testing.T) {
	lib := Library()
	keys := map[string]bool{}
	for _, e := range lib {
		if keys[e.Key] {
			t.Errorf("duplicate key %s", e.Key)
		}
		keys[e.Key] = true
	}
	// Every file in library/ is embedded (in sources) with its text and
	// listed in the index, and nothing else is.
	files, err := filepath.Glob("library/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != len(lib) || len(sources) != len(lib) {
		t.Errorf("%d library files, %d embedded, %d entries", len(files), len(sources), len(lib))
	}
	for _, f := range files {
		k := strings.TrimSuffix(filepath.Base(f), ".txt")
		if !keys[k] {
			t.Errorf("file %s is not in the index", f)
		}
		want, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if sources[k] != string(want) {
			t.Errorf("file %s is not embedded as it is (%d bytes embedded, %d in the file)", f, len(sources[k]), len(want))
		}
	}
	// Every published solution in library/ (KEY.solution) is its
	// entry's Known, as it is, and every Known is one of them.
	sols, err := filepath.Glob("library/*.solution")
	if err != nil {
		t.Fatal(err)
	}
	known := 0
	for _, e := range lib {
		if e.Known != "" {
			known++
		}
	}
	if len(sols) != known {
		t.Errorf("%d published solutions in library/, %d entries with one", len(sols), known)
	}
	for _, f := range sols {
		e, ok := Lookup(strings.TrimSuffix(filepath.Base(f), ".solution"))
		want, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !ok || e.Known != string(want) {
			t.Errorf("file %s is not its entry's known solution", f)
		}
	}
	if _, ok := Lookup("no-such-puzzle"); ok {
		t.Error("Lookup found an unknown key")
	}
	if got := Keys(); len(got) != len(lib) {
		t.Errorf("Keys returned %d keys, want %d", len(got), len(lib))
	}
	// Library returns a copy.
	lib[0].Key = "changed"
	if Library()[0].Key == "changed" {
		t.Error("Library exposes its internal slice")
	}
}

// figure6 is the solution of the hexomino parallelogram in Figure 6 of
// Busche's polycube article; * marks cells outside the parallelogram.
const figure6 = `* * * * * * * * * * * * * 4 T 8 8 N N N N G G B B B B B
* * * * * * * * * * * * 4 4 T T 8 8 N G G G G B K K K *
* * * * * * * * * * * 4 4 4 U T 8 8 N F F F D K K K * *
* * * * * * * * * * 7 U U U U T T F F F D D D D D * * *
* * * * * * * * * 7 7 7 2 2 U 6 6 6 M M M M S S * * * *
* * * * * * * * J J 7 7 2 2 W 6 R 6 M 3 S S S * * * * *
* * * * * * * J J J J Z 2 2 W W R 6 M 3 3 S * * * * * *
* * * * * * I I I I Z Z Z Z W R R R 3 3 3 * * * * * * *
* * * * * H I H Y I V V Z W W O L R L L * * * * * * * *
* * * * H H H H Y V V X X 9 O O L L L * * * * * * * * *
* * * E E E E Y Y Y V X 9 9 9 O O O * * * * * * * * * *
* * E E C Q Q 5 Y 5 V X 9 P 9 1 1 * * * * * * * * * * *
* C C C C C Q 5 5 5 X X P P 1 1 * * * * * * * * * * * *
A A A A A A Q Q Q 5 P P P 1 1 * * * * * * * * * * * * *`

// TestLibraryParallelogramSolution checks the parallelogram definition
// against the article's solution: the solution's * cells are exactly the
// stationary cells, and each of its pieces is the library piece of the
// same name.
func TestLibraryParallelogramSolution(t *testing.T) {
	pz := mustPuzzle(t, "hexominoes-15x14-parallelogram")
	rows := strings.Split(figure6, "\n")
	sol := map[string][]solver.Point{}
	for i, r := range rows {
		for x, name := range strings.Fields(r) {
			sol[name] = append(sol[name], solver.Point{X: x, Y: len(rows) - 1 - i})
		}
	}
	free := planar(true)
	for _, pc := range pz.Pieces {
		cells, ok := sol[pc.Name]
		if !ok {
			t.Errorf("piece %s is not in the solution", pc.Name)
			continue
		}
		if pc.Stationary {
			if cellKey(cells) != cellKey(pc.Cells) {
				t.Errorf("stationary cells differ from the figure")
			}
		} else if canonical(cells, free) != canonical(pc.Cells, free) {
			t.Errorf("piece %s differs from the figure", pc.Name)
		}
		delete(sol, pc.Name)
	}
	if len(sol) != 0 {
		t.Errorf("figure pieces missing from the definition: %v", sol)
	}
}

// TestLibraryEstimates: a stored estimate is only where no count is
// known, and is what the coach's rule gives: a range three standard
// errors either side of the estimate, the standard error at most a fifth
// of it, from some runs (solver/coach's long TestResampleStored runs the
// estimate afresh).
func TestLibraryEstimates(t *testing.T) {
	for _, e := range Library() {
		if e.Estimate == 0 && e.EstimateLow == 0 && e.EstimateHigh == 0 && e.EstimateRuns == 0 {
			continue
		}
		se := (e.EstimateHigh - e.EstimateLow) / 6
		switch {
		case e.Solutions > 0 || e.AllSolutions > 0:
			t.Errorf("%s: an estimate where the count is known", e.Key)
		case e.EstimateRuns < 2:
			t.Errorf("%s: an estimate from %d runs", e.Key, e.EstimateRuns)
		case e.EstimateReached < 2 || e.EstimateReached > e.EstimateRuns:
			t.Errorf("%s: %d of %d runs reached a completion", e.Key, e.EstimateReached, e.EstimateRuns)
		case !(0 < e.EstimateLow && e.EstimateLow <= e.Estimate && e.Estimate <= e.EstimateHigh):
			t.Errorf("%s: estimate %g outside its range %g to %g", e.Key, e.Estimate, e.EstimateLow, e.EstimateHigh)
		case math.Abs((e.Estimate-e.EstimateLow)-(e.EstimateHigh-e.Estimate)) > 2e-3*e.Estimate:
			t.Errorf("%s: range %g to %g not centred on %g", e.Key, e.EstimateLow, e.EstimateHigh, e.Estimate)
		case se > 0.2*e.Estimate*(1+2e-3):
			t.Errorf("%s: standard error %g more than a fifth of %g", e.Key, se, e.Estimate)
		}
	}
}
