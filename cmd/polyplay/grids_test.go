package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"polyplay/def"
	"polyplay/internal/longtest"
	"polyplay/solver"
	"polyplay/solver/grid"
)

// gridPuzzles are the library's puzzles on triangles and hexagons, with
// their counts with and without the redundancy filter.
var gridPuzzles = []struct {
	key      string
	grid     grid.Kind
	reduced  int64
	all      int64
	rowCells int // cells in a row of the box
}{
	{"hexiamonds-6x6", grid.Triangle, 156, 624, 17},
	{"hexiamonds-4x9", grid.Triangle, 74, 148, 21},
	{"tetrahexes-4x7", grid.Hexagon, 9, 18, 7},
}

// TestBallCounts counts the library's puzzles of balls in a triangular
// and a square layering from the command line, with -r, with -u and with
// neither: pieces of balls take every turn of space, so the
// tetrahedron's B and C, drawn as mirror images, are one flat piece
// (a note says so) and the tetrahedron has 240 solutions, 20 up to its
// twelve turns (as BurrTools and internal/plaincount count them).
func TestBallCounts(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		key          string
		reduced, all int64
		note         string
	}{
		{"tetraspheres-tetrahedron", 20, 240, "pieces B and C have the same shape: the solver takes them for copies of one piece"},
		{"tetraspheres-tower", 16, 32, ""},
	} {
		for _, args := range [][]string{{"-r", "-q"}, {"-u", "-q"}, {"-q"}} {
			want := tc.reduced
			if len(args) == 1 {
				want = tc.all
			}
			args = append(args, "--library", tc.key)
			code, out, errs := polyplay(t, args...)
			lines := strings.Split(strings.TrimSpace(errs), "\n")
			if last := lines[len(lines)-1]; code != 0 || out != "" || last != fmt.Sprintf("# Solutions: %d", want) || !strings.Contains(errs, tc.note) {
				t.Errorf("polyplay %q: status %d, stdout %q, stderr %q; want %d solutions and %q", args, code, out, errs, want, tc.note)
			}
		}
	}
}

// TestGridCounts counts the puzzles on the new grids from the command
// line, with -r, with -u (both up to the region's symmetries) and with
// neither.
func TestGridCounts(t *testing.T) {
	for _, p := range gridPuzzles {
		for _, args := range [][]string{{"-r", "-q"}, {"-u", "-q"}, {"-q"}} {
			want := p.reduced
			if len(args) == 1 {
				want = p.all
			}
			args = append(args, "--library", p.key)
			code, out, errs := polyplay(t, args...)
			lines := strings.Split(strings.TrimSpace(errs), "\n")
			if last := lines[len(lines)-1]; code != 0 || out != "" || last != fmt.Sprintf("# Solutions: %d", want) {
				t.Errorf("polyplay %q: status %d, stdout %q, last line %q; want %d solutions", args, code, out, last, want)
			}
		}
	}
}

// TestGridPentahexCounts counts the library's 22 pentahexes in the
// notched 3x40 parallelogram from the command line, with -r and without:
// 80 up to the parallelogram's half turn and twice as many in all, the
// count internal/plaincount's TestCountGrids makes again with its own
// search. A long test: seconds of search where TestGridCounts's puzzles
// take a fraction of one.
func TestGridPentahexCounts(t *testing.T) {
	t.Parallel()
	longtest.Skip(t)
	for _, tc := range []struct {
		args []string
		want int64
	}{
		{[]string{"-r", "-q"}, 80},
		{[]string{"-q"}, 160},
	} {
		args := append(tc.args, "--library", "pentahexes-3x40-notched")
		code, out, errs := polyplay(t, args...)
		lines := strings.Split(strings.TrimSpace(errs), "\n")
		if last := lines[len(lines)-1]; code != 0 || out != "" || last != fmt.Sprintf("# Solutions: %d", tc.want) {
			t.Errorf("polyplay %q: status %d, stdout %q, last line %q; want %d solutions", args, code, out, last, tc.want)
		}
	}
}

// TestGridSolutionText checks the text of a solution on the new grids
// against the cells --json gives for the same search: the rows of the
// box from the top, in the definition format's layout of the grid (on
// hexagons each row indented half a cell more than the row under it),
// so that the rows read back as a layout give the solution's cells.
func TestGridSolutionText(t *testing.T) {
	for _, p := range gridPuzzles {
		t.Run(p.key, func(t *testing.T) {
			args := []string{"-j1", "-r", "--max", "1", "--library", p.key}
			code, out, errs := polyplay(t, args...)
			if code != 0 {
				t.Fatalf("status %d: %s", code, errs)
			}
			code, js, errs := polyplay(t, append([]string{"--json"}, args...)...)
			if code != 0 {
				t.Fatalf("--json: status %d: %s", code, errs)
			}
			var r result
			if err := json.Unmarshal([]byte(js), &r); err != nil || len(r.SolutionList) != 1 {
				t.Fatalf("--json: %v, %d solutions", err, len(r.SolutionList))
			}
			if r.Grid != p.grid.String() {
				t.Errorf("--json: grid %q, want %q", r.Grid, p.grid)
			}
			rows := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(rows) < 3 || rows[0] != "" || rows[1] != "# --- SOLUTION 1 ---" {
				t.Fatalf("no solution header:\n%s", out)
			}
			rows = rows[2:]
			pz := mustLibrary(t, p.key)
			if len(rows) != pz.YDim {
				t.Fatalf("%d rows, want %d:\n%s", len(rows), pz.YDim, out)
			}
			for i, row := range rows {
				if n := len(strings.Fields(row)); n != p.rowCells {
					t.Errorf("row %q has %d cells, want %d", row, n, p.rowCells)
				}
				// A cell takes 2 bytes (one-letter names): on
				// hexagons row y is indented by y bytes, half a
				// cell a row, and on triangles rows are not.
				indent := len(row) - len(strings.TrimLeft(row, " ")) - 1
				want := 0
				if p.grid == grid.Hexagon {
					want = len(rows) - 1 - i
				}
				if indent != want {
					t.Errorf("row %d %q is indented by %d bytes, want %d", i, row, indent, want)
				}
			}
			// The rows as a layout of the grid: the stationary pieces
			// where they are, the others as mobile pieces, whose cells
			// as drawn are their Cells moved by their Offsets.
			header := "L"
			var fixed []string
			for _, pc := range pz.Pieces {
				if pc.Stationary {
					fixed = append(fixed, pc.Name)
				}
			}
			if len(fixed) > 0 {
				header += ":stationary=" + strings.Join(fixed, " ")
			}
			src := fmt.Sprintf("D:grid=%v:xDim=%d:yDim=%d\n%s\n%s\n~L\n~D\n", p.grid, pz.XDim, pz.YDim, header, strings.Join(rows, "\n"))
			ps, err := def.Parse("solution.txt", []byte(src))
			if err != nil {
				t.Fatalf("the solution does not read back: %v\n%s", err, src)
			}
			got := map[string][]solver.Point{}
			for i, pc := range ps[0].Pieces {
				off := ps[0].Offsets[i]
				for _, c := range pc.Cells {
					got[pc.Name] = append(got[pc.Name], solver.Point{X: c.X + off.X, Y: c.Y + off.Y})
				}
			}
			for name, cells := range r.SolutionList[0] {
				if g, w := cellSet(got[name]), cellSet(points(cells)); g != w {
					t.Errorf("piece %s: text has %s, --json %s", name, g, w)
				}
			}
			for _, pc := range pz.Pieces {
				if pc.Stationary && cellSet(got[pc.Name]) != cellSet(pc.Cells) {
					t.Errorf("stationary piece %s drawn at %s", pc.Name, cellSet(got[pc.Name]))
				}
			}
		})
	}
}

func cellSet(cells []solver.Point) string {
	s := slices.Clone(cells)
	slices.SortFunc(s, grid.Compare)
	return fmt.Sprint(s)
}

func mustLibrary(t *testing.T, key string) *def.Puzzle {
	t.Helper()
	e, ok := def.Lookup(key)
	if !ok {
		t.Fatalf("library has no %s", key)
	}
	pz, err := e.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	return pz
}

// TestGridOutputFormats reads back what -fF and -fFC write on the new
// grids, a definition of the same puzzle (the D line with its grid key),
// and solves it again; -g with one piece placed and -fS writes the
// partial assemblies as sub-puzzles whose counts add up to the whole
// search's.
func TestGridOutputFormats(t *testing.T) {
	for _, p := range gridPuzzles {
		mobile := 0
		for _, pc := range mustLibrary(t, p.key).Pieces {
			if !pc.Stationary {
				mobile++
			}
		}
		for _, tc := range []struct {
			args      []string
			solveWith []string
		}{
			{[]string{"-fF", "--max", "1", "-r"}, []string{"-r", "--auto"}},
			{[]string{"-fFC", "--max", "1", "-r"}, []string{"-r", "--auto"}},
			{[]string{fmt.Sprintf("-g%d", mobile-1), "-fS", "-r"}, []string{"--auto"}},
		} {
			args := append(append([]string{"-j1"}, tc.args...), "--library", p.key)
			code, out, errs := polyplay(t, args...)
			if code != 0 {
				t.Fatalf("%q: status %d, stderr %s", args, code, errs)
			}
			ps, n := solveOutput(t, out, tc.solveWith...)
			for _, pz := range ps {
				if pz.Grid != p.grid {
					t.Fatalf("%q: read back on the %v grid, want %v", args, pz.Grid, p.grid)
				}
			}
			if n != p.reduced {
				t.Errorf("%q: the output read back and solved with %q has %d solutions, want %d", args, tc.solveWith, n, p.reduced)
			}
		}
	}
}

// TestGridSplitMerge splits a hexiamond search into parts and checks
// that merge adds them up to the whole search's count and statistics.
func TestGridSplitMerge(t *testing.T) {
	args := []string{"-r", "--memo=0", "--library", "hexiamonds-6x6"}
	_, whole, errs := polyplay(t, append([]string{"-j1", "-q", "-i"}, args...)...)
	whole += errs
	dir, lines := splitJobs(t, append([]string{"-N", "3"}, args...)...)
	puzzle, err := os.ReadFile(filepath.Join(dir, "puzzle.txt"))
	if err != nil || !strings.Contains(string(puzzle), "\nD:grid=triangle:xDim=17:yDim=6\n") {
		t.Errorf("puzzle.txt (%v) has no D line with the grid:\n%s", err, puzzle)
	}
	merged := mergeJobs(t, dir, lines)
	if a, b := strings.Join(statsLines(whole), "\n"), strings.Join(statsLines(merged), "\n"); a != b || !strings.Contains(a, "SOLUTIONS=156") {
		t.Errorf("merged\n%s\nwant\n%s", b, a)
	}
	code, js, errs := polyplay(t, "merge", "--json", filepath.Join(dir, "results.jsonl"))
	var r result
	if err := json.Unmarshal([]byte(js), &r); code != 0 || err != nil || r.Grid != "triangle" || r.Solutions != 156 {
		t.Errorf("merge --json: exit %d (%s), %v, grid %q, %d solutions", code, errs, err, r.Grid, r.Solutions)
	}
}

// TestGridEstimate: --estimate on the new grids, exact when the search
// finishes while its speed is measured, and from probes otherwise.
func TestGridEstimate(t *testing.T) {
	setCalibration(t, time.Minute)
	code, out, errs := polyplay(t, "--estimate", "-r", "--library", "tetrahexes-4x7")
	if code != 0 || errs != "" {
		t.Fatalf("status %d, stderr %q", code, errs)
	}
	for _, want := range []string{
		"# Puzzle: tetrahexes-4x7 — Tetrahexes 4×7 parallelogram (7x4x1 box, 7 pieces)\n",
		"# Estimate: exact (the search finished while its speed was measured)\n",
		"# Estimated solutions: 9\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	setCalibration(t, -1)
	code, out, errs = polyplay(t, "--estimate=200,3", "-q", "--library", "hexiamonds-6x6")
	if code != 0 || errs != "" {
		t.Fatalf("status %d, stderr %q", code, errs)
	}
	if !strings.Contains(out, "# Estimate: 200 random probes (seed 3)\n") || number(t, `# Estimated fits: (\d+)`, out) <= 0 {
		t.Errorf("no estimate from probes:\n%s", out)
	}
}

// TestGridDocExample checks the tetrahex solution docs/cli.md shows
// against the command it names.
func TestGridDocExample(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "cli.md"))
	if err != nil {
		t.Fatal(err)
	}
	const intro = "`polyplay --max 1 --library\ntetrahexes-4x7`:\n\n```\n"
	i := strings.Index(string(doc), intro)
	if i < 0 {
		t.Fatal("docs/cli.md has no tetrahex example")
	}
	block := string(doc)[i+len(intro):]
	block = block[:strings.Index(block, "```")]
	code, out, errs := polyplay(t, "--max", "1", "--library", "tetrahexes-4x7")
	if code != 0 || out != "\n"+block {
		t.Errorf("status %d (%s); printed\n%s\ndocs/cli.md shows\n%s", code, errs, out, block)
	}
}

// TestGridInfo checks polycube's shape list (-i) on the new grids: each
// shape's images (numRow) are counted with the grid's turns and the
// translations that keep triangles pointing as they do, so that they add
// up to the search's images and those the volume filter removed, as on
// squares; a shape's parity (its cells of one colour less those of the
// other) is 0 on the grids that have no two colours (hexagons, balls),
// and not on the others.
func TestGridInfo(t *testing.T) {
	for _, tc := range []struct {
		key        string
		twoColours bool
	}{{"pentominoes-10x6", true}, {"hexiamonds-6x6", true}, {"hexiamonds-4x9", true}, {"tetrahexes-4x7", false}, {"kanoodle-pyramid", false}} {
		key := tc.key
		code, out, errs := polyplay(t, "-q", "-r", "-i", "-j1", "--library", key)
		if code != 0 {
			t.Fatalf("%s: status %d: %s", key, code, errs)
		}
		parities := regexp.MustCompile(`:parity=(-?\d+):`).FindAllStringSubmatch(out, -1)
		coloured := slices.ContainsFunc(parities, func(m []string) bool { return m[1] != "0" })
		if len(parities) == 0 || coloured != tc.twoColours {
			t.Errorf("%s: parities %v, want some not 0: %v", key, parities, tc.twoColours)
		}
		rows := 0
		for _, m := range regexp.MustCompile(`:numRow=(\d+):`).FindAllStringSubmatch(out, -1) {
			n, _ := strconv.Atoi(m[1])
			rows += n
		}
		images := number(t, `# Images: (\d+)`, errs)
		removed := number(t, `volume filter: removed (\d+) images`, errs)
		if rows == 0 || float64(rows) != images+removed {
			t.Errorf("%s: the shapes have %d images, the search %v and the volume filter removed %v", key, rows, images, removed)
		}
	}
}
