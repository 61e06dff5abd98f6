package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"polyplay/def"
	"polyplay/internal/thousands"
	"polyplay/solver"
	"polyplay/solver/flags"
	"polyplay/solver/verify"
)

// polyplay runs the command with args and returns its exit status,
// standard output and standard error.
func polyplay(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return polyplayCtx(context.Background(), args...)
}

// The tests' standard input is not the command's: run treats it as a
// terminal, and prints its usage when no file is named.
func init() {
	stdinIsTerminal = func() bool { return true }
	stdinIsDevNull = func() bool { return false }
}

func polyplayCtx(ctx context.Context, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(ctx, args, &out, &errb)
	return code, out.String(), errb.String()
}

// libraryFile writes the definition of library puzzle key to a file in
// dir, repeated n times, and returns its path.
func libraryFile(t *testing.T, key string, n int) string {
	t.Helper()
	e, ok := def.Lookup(key)
	if !ok {
		t.Fatalf("library has no %s", key)
	}
	path := filepath.Join(t.TempDir(), key+".txt")
	if err := os.WriteFile(path, []byte(strings.Repeat(e.Source+"\n", n)), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

var headerRE = regexp.MustCompile(`(?m)^# --- SOLUTION (\d+) ---$`)

func TestCounts(t *testing.T) {
	tests := []struct {
		args []string
		want string // the last line
		sols int    // solution headers printed
	}{
		{[]string{"-r", "-q", "--library", "pentominoes-10x6"}, "# Solutions: 2339", 0},
		{[]string{"-r", "-q", "--library", "soma"}, "# Solutions: 480", 0},
		{[]string{"-q", "--library", "soma"}, "# Solutions: 11520", 0},
		{[]string{"-r", "--verify", "--library", "pentominoes-20x3"}, "# Solutions: 2", 2},
		{[]string{"--verify", "-os", "--library", "pentominoes-20x3"}, "# Solutions: 8", 8},
		{[]string{"--max", "3", "--library", "soma"}, "# Solutions: 3", 3},
		{[]string{"--max=3", "-r", "--verify", "--library", "pentominoes-onesided-30x3"}, "# Solutions: 3", 3},
	}
	for _, tc := range tests {
		code, out, errs := polyplay(t, tc.args...)
		if code != 0 {
			t.Errorf("polyplay %q: status %d, stderr %q", tc.args, code, errs)
			continue
		}
		// The count is polyplay's own line, on standard error; standard
		// output has only the solutions, as polycube's.
		lines := strings.Split(strings.TrimSpace(errs), "\n")
		if last := lines[len(lines)-1]; last != tc.want {
			t.Errorf("polyplay %q: last line of stderr %q, want %q", tc.args, last, tc.want)
		}
		if strings.Contains(out, "# Solutions") || strings.Contains(out, "# stopped") {
			t.Errorf("polyplay %q: standard output has polyplay's own lines:\n%s", tc.args, out)
		}
		headers := headerRE.FindAllStringSubmatch(out, -1)
		if len(headers) != tc.sols {
			t.Errorf("polyplay %q: %d solutions printed, want %d", tc.args, len(headers), tc.sols)
		}
		for i, h := range headers {
			if want := strconv.Itoa(i + 1); h[1] != want {
				t.Errorf("polyplay %q: solution %d numbered %s", tc.args, i+1, h[1])
			}
		}
	}
}

func TestSolutionText(t *testing.T) {
	// A 20x3 solution drawn as three rows of twenty names.
	code, out, _ := polyplay(t, "-r", "--max", "1", "--library", "pentominoes-20x3")
	if code != 0 {
		t.Fatalf("status %d", code)
	}
	lines := strings.Split(out, "\n")
	if lines[0] != "" || lines[1] != "# --- SOLUTION 1 ---" {
		t.Fatalf("first lines %q, want polycube's blank line and header", lines[:2])
	}
	for _, l := range lines[2:5] {
		if f := strings.Fields(l); len(f) != 20 {
			t.Errorf("row %q has %d cells, want 20", l, len(f))
		}
	}
}

func TestFileWithSeveralPuzzles(t *testing.T) {
	path := libraryFile(t, "pentominoes-20x3", 2)
	code, out, errs := polyplay(t, "-q", "-r", "-i", path)
	if code != 0 {
		t.Fatalf("status %d, stderr %s", code, errs)
	}
	if n := strings.Count(errs, "# Solutions: 2\n"); n != 2 {
		t.Errorf("%d puzzles report 2 solutions, want 2:\n%s", n, errs)
	}
	// polycube's layout: the configuration once, the file once, the
	// statistics and the timing table for each puzzle; polyplay's own
	// lines on standard error.
	for want, n := range map[string]int{"# Solver configuration settings\n": 1, "\nPUZZLE_FILE=" + path + "\n": 1,
		"\nSOLUTIONS=2\n": 2, "\nNAME                          :": 2, "\n# Shape list:\n": 2, "# Puzzle:": 0} {
		if got := strings.Count(out, want); got != n {
			t.Errorf("-i output has %q %d times, want %d", want, got, n)
		}
	}
	out += errs
	for _, want := range []string{
		"# Puzzle: pentominoes-20x3 (20x3x1 box, 12 pieces)",
		"# Puzzle: pentominoes-20x3#2 (20x3x1 box, 12 pieces)",
		"# Options: -r --auto",
		// The redundancy filter picked X; --auto ran FILA from 11 pieces,
		// filling left to right.
		"\n# Automatic configuration chose: -rX -V -of=11 -f11 -n6 --memo=3\n",
		"\n# Number of placement attempts when N pieces were left to be placed:\nATTEMPTS[ 1]=",
		"\nATTEMPTS[12]=",
		// X, constrained, lies on the middle row: every solution is found
		// twice (the flip across that row) and one of each pair is kept.
		"\n# Number of fits when N pieces were left to be placed:\nFITS[ 1]=                 4\nFITS[ 2]=",
		"\n# Number of solutions found:\nSOLUTIONS=2\n", "\nUNIQUE=2\n", "\nATTEMPTS_TOTAL=", "\nFITS_TOTAL=",
		"# Fits: ", "No fits: ", "# Elapsed: 00:00:", "# Images: ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("-i output lacks %q:\n%s", want, out)
		}
	}
}

func TestJSON(t *testing.T) {
	code, out, errs := polyplay(t, "--json", "-r", "--library", "pentominoes-20x3", "--library", "soma", "-oe=3")
	if code != 0 {
		t.Fatalf("status %d, stderr %s", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d JSON lines, want 2:\n%s", len(lines), out)
	}
	for i, want := range []struct {
		key  string
		sols int64
	}{{"pentominoes-20x3", 2}, {"soma", 480}} {
		var r map[string]any
		if err := json.Unmarshal([]byte(lines[i]), &r); err != nil {
			t.Fatalf("line %d: %v", i, err)
		}
		for _, k := range []string{"puzzle", "solutions", "fits", "attempts", "elapsed_ms", "no_fits", "attempts_per_level", "fits_per_level", "options", "notes", "stopped", "solution_list", "images"} {
			if _, ok := r[k]; !ok {
				t.Errorf("line %d lacks key %q", i, k)
			}
		}
		if r["puzzle"] != want.key || r["solutions"] != float64(want.sols) || r["stopped"] != "" {
			t.Errorf("line %d: puzzle %v solutions %v stopped %v", i, r["puzzle"], r["solutions"], r["stopped"])
		}
		if o, _ := json.Marshal(r["options"]); string(o) != `["-r","-oe=3"]` {
			t.Errorf("options %s", o)
		}
		fits, attempts, nofits := r["fits"].(float64), r["attempts"].(float64), r["no_fits"].(float64)
		if fits <= 0 || attempts < fits || nofits != attempts-fits {
			t.Errorf("fits %v attempts %v no_fits %v", fits, attempts, nofits)
		}
	}
	// The solutions, decoded, pass the verifier.
	var r struct {
		Solutions    int64                 `json:"solutions"`
		SolutionList []map[string][][3]int `json:"solution_list"`
	}
	json.Unmarshal([]byte(lines[0]), &r)
	e, _ := def.Lookup("pentominoes-20x3")
	p, _ := e.Puzzle()
	if len(r.SolutionList) != 2 {
		t.Fatalf("%d solutions listed, want 2", len(r.SolutionList))
	}
	for _, m := range r.SolutionList {
		var s solver.Solution
		for name, cells := range m {
			pl := solver.Placement{Piece: name}
			for _, c := range cells {
				pl.Cells = append(pl.Cells, solver.Point{X: c[0], Y: c[1], Z: c[2]})
			}
			s.Placements = append(s.Placements, pl)
		}
		if err := verify.Solution(&p.Problem, s); err != nil {
			t.Errorf("JSON solution fails verification: %v", err)
		}
	}
	// -q leaves the solutions out; --max shows as stopped.
	_, out, _ = polyplay(t, "--json", "-q", "--max", "1", "--library", "soma")
	var q map[string]any
	if err := json.Unmarshal([]byte(out), &q); err != nil {
		t.Fatal(err)
	}
	if _, ok := q["solution_list"]; ok || q["stopped"] != "max" || q["solutions"] != 1.0 {
		t.Errorf("--json -q --max 1: %s", out)
	}
}

// TestTrace checks polycube's trace depths on the 20x3 pentominoes (12
// pieces, plain DLX, one job): -t K prints the box after each placement
// that leaves at least K-1 pieces and after each removal that leaves at
// least K, so twice the fits made with K or more pieces left; -t-K only
// after the placements that leave exactly K-1, the fits with K left.
// Each trace shows the pieces placed: 5 cells for each piece.
func TestTrace(t *testing.T) {
	base := []string{"-os", "-j1", "-q", "--library", "pentominoes-20x3"}
	_, info, _ := polyplay(t, append([]string{"-i"}, base...)...)
	fits := map[int]int{}
	for _, m := range regexp.MustCompile(`(?m)^FITS\[ *(\d+)\]= *(\d+)$`).FindAllStringSubmatch(info, -1) {
		k, _ := strconv.Atoi(m[1])
		fits[k], _ = strconv.Atoi(m[2])
	}
	if len(fits) != 12 {
		t.Fatalf("-i lists fits at %d levels, want 12:\n%s", len(fits), info)
	}
	block := regexp.MustCompile(`TRACE (\d+):\n((?: [A-Z.]{1}(?: [A-Z.])*\n){3})END TRACE\n`)
	for _, tc := range []struct {
		arg        string
		want, left int // traces; pieces left in each (-1: any)
	}{
		{"-t10", 2 * (fits[10] + fits[11] + fits[12]), -1},
		{"-t-3", fits[3], 2},
		{"--trace=-12", fits[12], 11},
	} {
		code, out, errs := polyplay(t, append([]string{tc.arg}, base...)...)
		if code != 0 {
			t.Fatalf("%s: status %d, stderr %s", tc.arg, code, errs)
		}
		got := block.FindAllStringSubmatch(out, -1)
		if len(got) != tc.want || strings.Count(out, "END TRACE\n") != tc.want {
			t.Errorf("%s: %d traces, want %d", tc.arg, len(got), tc.want)
			continue
		}
		for i, m := range got {
			if m[1] != strconv.Itoa(i+1) {
				t.Fatalf("%s: trace %d numbered %s", tc.arg, i+1, m[1])
			}
			filled := 60 - strings.Count(m[2], ".")
			if filled%5 != 0 || tc.left >= 0 && filled != 5*(12-tc.left) {
				t.Fatalf("%s: trace %d has %d cells filled, want %d pieces left:\n%s", tc.arg, i+1, filled, tc.left, m[2])
			}
		}
	}
	code, out, _ := polyplay(t, "-t", "--json", "-q", "-r", "--max", "1", "--library", "pentominoes-20x3")
	if code != 0 {
		t.Fatalf("status %d", code)
	}
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if !json.Valid([]byte(l)) {
			t.Fatalf("not JSON: %q", l)
		}
	}
}

func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("D:xDim=3:yDim=2:zDim=1\nC:name=A:layout=0 0 0, 1 0 x\n~D\n"), 0o644)
	volume := filepath.Join(dir, "volume.txt")
	os.WriteFile(volume, []byte("D:xDim=3:yDim=2:zDim=1\nC:name=A:layout=0 0 0, 1 0 0\n~D\n"), 0o644)
	empty := filepath.Join(dir, "empty.txt")
	os.WriteFile(empty, []byte("# nothing\n"), 0o644)
	good := libraryFile(t, "pentominoes-20x3", 1)
	tests := []struct {
		args []string
		code int
		err  string // a substring of stderr
	}{
		{[]string{bad}, 1, "polyplay: " + bad + ":2:28: "},
		{[]string{volume}, 1, volume + ":1:1: volume mismatch"},
		{[]string{empty}, 0, ""}, // as polycube: no puzzle, nothing to print
		{[]string{filepath.Join(dir, "missing.txt")}, 1, "missing.txt: no such file"},
		{[]string{"-fx", good}, 1, `polyplay: option -fx: expected a number of remaining pieces (a whole number, at least 1), got "x"`},
		{[]string{"-fFC", "--json", good}, 1, `polyplay: -f FC is polycube's text output format; --json cannot be used with it`},
		{[]string{"-g3", "--json", good}, 1, `polyplay: -g prints the partial assemblies as text; --json cannot be used with it`},
		{[]string{"-g3", "--max=2", good}, 1, `polyplay: -g lists the partial assemblies in one sequential pass, so -s, --part, --verify, --max, --time, -j N cannot be used with it`},
		{[]string{"-tx", good}, 1, `polyplay: option -tx: expected a trace depth (a whole number; 0 is off), got "x"`},
		{[]string{"--info=maybe", good}, 1, `polyplay: option --info=maybe: --info: expected 1 or 0 (true or false, yes or no, on or off), got "maybe"`},
		{[]string{"--bogus", good}, 1, "polyplay: option --bogus: unknown option"},
		{[]string{"-rQ", good}, 1, "polyplay: " + good + ":2: "},
		{[]string{"--library", "nope"}, 1, `unknown library puzzle "nope"; expected one of: `},
		{[]string{}, 2, "Usage: polyplay"},
		{[]string{"sudoku", "55"}, 1, "polyplay sudoku: argument 1: got 2 cells, expected 81 digits or blanks"},
		{[]string{"sudoku", "55" + strings.Repeat(".", 79)}, 1, "polyplay sudoku: argument 1: row 1 holds two 5s"},
		{[]string{"sudoku", "-r", "x.txt"}, 1, "options -r do not apply to Sudoku"},
		{[]string{"sudoku", filepath.Join(dir, "nope")}, 1, "is neither a puzzle (81 digits or blanks) nor a readable file"},
		{[]string{"sudoku", bad}, 1, bad + `:1:1: unexpected 'D'`},
	}
	for _, tc := range tests {
		code, out, errs := polyplay(t, tc.args...)
		if code != tc.code || out != "" || !strings.Contains(errs, tc.err) {
			t.Errorf("polyplay %q: status %d, stdout %q, stderr %q; want status %d, no stdout, stderr with %q",
				tc.args, code, out, errs, tc.code, tc.err)
		}
	}
}

// TestInterrupt checks Ctrl-C (a cancelled context): a search stopped
// prints the statistics so far, as polycube does; a preparation that
// takes long (the hexominoes' redundancy pick and volume filter) stops
// before its search, and says so.
func TestInterrupt(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	code, out, errs := polyplayCtx(ctx, "-q", "-r", "--library", "hexominoes-15x14-parallelogram")
	if code != exitInterrupt || out != "" || errs != "polyplay: interrupted while preparing the search\n" {
		t.Errorf("hexominoes, cancelled: status %d, stdout %q, stderr %q", code, out, errs)
	}
	testInterruptedSearch(t, ctx)
}

// testInterruptedSearch checks the statistics of a search cancelled by
// ctx.
func testInterruptedSearch(t *testing.T, ctx context.Context) {
	code, out, errs := polyplayCtx(ctx, "-q", "-r", "--library", "pentominoes-10x6")
	if code != exitInterrupt {
		t.Fatalf("status %d, want %d", code, exitInterrupt)
	}
	out += errs // the statistics on standard output, polyplay's notes on standard error
	for _, want := range []string{"# Number of fits when N pieces", "\nSOLUTIONS=", "# Note: interrupted", "# interrupted; there may be more solutions", "# Solutions: "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestSudoku(t *testing.T) {
	const inkala = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
	const solution = "812753649\n943682175\n675491283\n154237896\n369845721\n287169534\n521974368\n438526917\n796318452\n"
	code, out, errs := polyplay(t, "sudoku", inkala)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errs)
	}
	want := "# Puzzle: " + inkala + " (argument 1)\n# --- SOLUTION 1 ---\n" + solution + "# Solutions: 1\n"
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	// A file of two puzzles, one as nine lines with its 8s blank, with a
	// comment.
	path := filepath.Join(t.TempDir(), "s.txt")
	g := "# Inkala\n" + strings.ReplaceAll(solution, "8", ".") + inkala + "\n"
	os.WriteFile(path, []byte(g), 0o644)
	code, out, errs = polyplay(t, "sudoku", "--json", path)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines:\n%s", len(lines), out)
	}
	for _, l := range lines {
		var r struct {
			Solutions    int      `json:"solutions"`
			SolutionList []string `json:"solution_list"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		if r.Solutions != 1 || r.SolutionList[0] != strings.ReplaceAll(solution, "\n", "") {
			t.Errorf("got %s", l)
		}
	}
	// An empty grid stops at --max.
	code, out, _ = polyplay(t, "sudoku", "-q", "--max", "4", strings.Repeat("0", 81))
	if code != 0 || !strings.HasSuffix(out, "# stopped after 4 solutions (--max); there may be more\n# Solutions: 4\n") {
		t.Errorf("empty grid: status %d\n%s", code, out)
	}
	code, out, _ = polyplay(t, "sudoku", "-q", "--max", "1", strings.Repeat("0", 81))
	if code != 0 || !strings.HasSuffix(out, "# stopped after 1 solution (--max); there may be more\n# Solutions: 1\n") {
		t.Errorf("empty grid, --max 1: status %d\n%s", code, out)
	}
}

func TestHelpAndList(t *testing.T) {
	code, out, _ := polyplay(t, "--help")
	if code != 0 {
		t.Fatalf("status %d", code)
	}
	var c config
	for _, f := range append(flags.Flags(), cliFlags(&c)...) {
		if !strings.Contains(out, f.Spelling()+"\n        "+f.Help) {
			t.Errorf("help lacks %s", f.Spelling())
		}
	}
	for _, want := range []string{"Usage: polyplay [options] FILE...", "polyplay sudoku", "-os"} {
		if !strings.Contains(out, want) {
			t.Errorf("help lacks %q", want)
		}
	}
	code, out, _ = polyplay(t, "--list")
	if code != 0 || !strings.Contains(out, "pentominoes-10x6") || !strings.Contains(out, "2,339 solutions with -r, 9,356 without") {
		t.Errorf("--list: status %d\n%s", code, out)
	}
	if n := strings.Count(out, "\n"); n != len(def.Library()) {
		t.Errorf("--list printed %d lines for %d puzzles", n, len(def.Library()))
	}
	for _, e := range def.Library() {
		want := fmt.Sprintf("(solutions unknown, about %.2g without -r (%.2g to %.2g))", e.Estimate, e.EstimateLow, e.EstimateHigh)
		if e.Estimate > 0 && !strings.Contains(out, want) {
			t.Errorf("--list lacks %s's estimate %q", e.Key, want)
		}
		line := fmt.Sprintf("%-32s %s (solutions unknown, at least %s without -r)\n", e.Key, e.Title, thousands.Format(e.AtLeast))
		if e.AtLeast > 0 && !strings.Contains(out, line) {
			t.Errorf("--list lacks %s's lower bound: %q", e.Key, line)
		}
	}
	// --list --json: a JSON object a line, with the same figures.
	code, out, _ = polyplay(t, "--list", "--json")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || len(lines) != len(def.Library()) {
		t.Fatalf("--list --json: status %d, %d lines for %d puzzles", code, len(lines), len(def.Library()))
	}
	for i, e := range def.Library() {
		var got struct {
			Key          string
			Solutions    int64
			AllSolutions int64 `json:"all_solutions"`
			Estimate     float64
			EstimateLow  float64 `json:"estimate_low"`
			EstimateHigh float64 `json:"estimate_high"`
			AtLeast      int64   `json:"at_least"`
		}
		if err := json.Unmarshal([]byte(lines[i]), &got); err != nil {
			t.Fatalf("--list --json line %d: %v", i+1, err)
		}
		if got.Key != e.Key || got.Solutions != e.Solutions || got.AllSolutions != e.AllSolutions || got.Estimate != e.Estimate ||
			got.EstimateLow != e.EstimateLow || got.EstimateHigh != e.EstimateHigh || got.AtLeast != e.AtLeast {
			t.Errorf("--list --json line %d: %+v, want %s's figures", i+1, got, e.Key)
		}
	}
}

// TestJSONChosen checks the JSON form's "chosen": the options that --auto
// and -r's pick filled in, present only when --auto chose.
func TestJSONChosen(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-r"}, `["-rX","-V","-of=11","-f11","-n6","--memo=3"]`},
		{[]string{"-r", "-oe=3"}, `null`},
	} {
		args := append([]string{"--json", "-q", "--library", "pentominoes-20x3"}, tc.args...)
		code, out, errs := polyplay(t, args...)
		if code != 0 {
			t.Fatalf("%q: status %d, stderr %s", args, code, errs)
		}
		var r struct {
			Chosen []string `json:"chosen"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("%q: %v", args, err)
		}
		if got, _ := json.Marshal(r.Chosen); string(got) != tc.want {
			t.Errorf("%q: chosen %s, want %s", args, got, tc.want)
		}
	}
}
