package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// polycubeBlock is a solution block of polycube's output, as a script
// reads it: the number of its header and its rows.
type polycubeBlock struct {
	n    int
	rows []string
}

// parsePolycube reads polycube's output as the scripts that drive it do:
// the solution blocks ("# --- SOLUTION N ---" and the rows up to a blank
// line) and the KEY=value lines. It fails on any other line that is not
// a comment, a timing-table row or blank.
func parsePolycube(t *testing.T, out string) ([]polycubeBlock, map[string]string) {
	t.Helper()
	header := regexp.MustCompile(`^# --- SOLUTION (\d+) ---$`)
	keyValue := regexp.MustCompile(`^([A-Za-z_]+(\[ *\d+\])?)=(.*)$`)
	var blocks []polycubeBlock
	keys := map[string]string{}
	var cur *polycubeBlock
	for _, l := range strings.Split(out, "\n") {
		if m := header.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			blocks = append(blocks, polycubeBlock{n: n})
			cur = &blocks[len(blocks)-1]
			continue
		}
		if l == "" {
			cur = nil
			continue
		}
		if cur != nil {
			cur.rows = append(cur.rows, l)
			continue
		}
		if m := keyValue.FindStringSubmatch(l); m != nil {
			keys[m[1]] = m[3]
			continue
		}
		if !strings.HasPrefix(l, "#") && !strings.Contains(l, ":") && strings.Trim(l, "_") != "" {
			t.Errorf("unexpected line %q", l)
		}
	}
	return blocks, keys
}

// buildPolyplay builds the command into a temporary directory.
func buildPolyplay(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "polyplay")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// pipeInto runs bin with args, writing input into its standard input
// through a pipe (no file argument), and returns its standard output.
func pipeInto(t *testing.T, bin string, input []byte, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		// A script writes the definition line by line.
		for _, l := range bytes.SplitAfter(input, []byte("\n")) {
			in.Write(l)
		}
		in.Close()
	}()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("polyplay %q: %v\n%s", args, err, errb.String())
	}
	return out.String()
}

func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "polycube", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestScriptUniqueInfo is a script written for polycube: it pipes a
// definition into "polycube --unique=1 --info=1" and reads the solution
// blocks and UNIQUE=; polyplay in polycube's place gives it what
// polycube gave (testdata/polycube/onesided-unique-info.out): SOLUTIONS
// counts every solution found, UNIQUE those kept, one block each.
func TestScriptUniqueInfo(t *testing.T) {
	bin := buildPolyplay(t)
	def := readTestdata(t, "tetro-onesided-6x4.txt")
	blocks, keys := parsePolycube(t, pipeInto(t, bin, def, "--unique=1", "--info=1"))
	ref, refKeys := parsePolycube(t, string(readTestdata(t, "onesided-unique-info.out")))
	// The fits are those of polyplay's automatic configuration (docs/polycube.md).
	for _, k := range []string{"SOLUTIONS", "UNIQUE", "REDUNDANT", "ONE_SIDE", "PUZZLE_FILE", "BOUNDED", "UNBOUNDED", "ROTATIONALLY_UNIQUE"} {
		if keys[k] != refKeys[k] {
			t.Errorf("%s=%s, polycube %s=%s", k, keys[k], k, refKeys[k])
		}
	}
	if keys["UNIQUE"] != "1" || keys["SOLUTIONS"] != "2" || keys["PUZZLE_FILE"] != "STDIN" {
		t.Errorf("UNIQUE=%s SOLUTIONS=%s PUZZLE_FILE=%s, want 1, 2, STDIN", keys["UNIQUE"], keys["SOLUTIONS"], keys["PUZZLE_FILE"])
	}
	if n, _ := strconv.Atoi(keys["UNIQUE"]); len(blocks) != n {
		t.Errorf("%d solution blocks, UNIQUE=%s", len(blocks), keys["UNIQUE"])
	}
	for i, b := range blocks {
		cells := map[string]int{}
		for _, r := range b.rows {
			for _, c := range strings.Fields(r) {
				cells[c]++
			}
		}
		if b.n != i+1 || len(b.rows) != 4 || len(cells) != 6 {
			t.Errorf("block %d: numbered %d, %d rows, %d pieces; want %d, 4, 6", i+1, b.n, len(b.rows), len(cells), i+1)
		}
		for name, n := range cells {
			if n != 4 {
				t.Errorf("block %d: piece %s covers %d cells, want 4", i+1, name, n)
			}
		}
		if i < len(ref) && strings.Join(b.rows, "\n") != strings.Join(ref[i].rows, "\n") {
			t.Errorf("block %d:\n%s\npolycube's:\n%s", i+1, strings.Join(b.rows, "\n"), strings.Join(ref[i].rows, "\n"))
		}
	}
}

// TestScriptStream is a script that streams several puzzles into
// "polycube -p -V" and collects every solution block: with polyplay in
// polycube's place, each puzzle's solutions come in turn, numbered from
// 1, and standard output holds nothing else (polycube's blocks of
// testdata/polycube/two-puzzles-stream.out, as a set).
func TestScriptStream(t *testing.T) {
	bin := buildPolyplay(t)
	in := readTestdata(t, "two-puzzles.txt")
	out := pipeInto(t, bin, in, "-p", "-V")
	blocks, keys := parsePolycube(t, out)
	if len(keys) != 0 {
		t.Errorf("KEY=value lines without -i: %v", keys)
	}
	var numbers []int
	for _, b := range blocks {
		numbers = append(numbers, b.n)
	}
	want := []int{1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7, 8} // the box's 7, the 20x3's 8
	if !slices.Equal(numbers, want) {
		t.Errorf("solution numbers %v, want %v", numbers, want)
	}
	ref := readTestdata(t, "two-puzzles-stream.out")
	if sortedSolutions(out) != sortedSolutions(string(ref)) {
		t.Errorf("the solutions differ from polycube's:\n%s", out)
	}
	if strings.Contains(out, "# Solutions") || !strings.HasPrefix(out, "\n# --- SOLUTION 1 ---\n") {
		t.Errorf("output is not polycube's blocks only:\n%.300s", out)
	}
}

// TestDistributedRecipe runs docs/distributed.md's recipe for many
// machines as it is written, with GNU parallel, in a directory of its
// own standing for the repository's root: its first line, make build,
// is the go build of bin/polyplay that make build runs (not the rest of
// the module), and the others run as they are, one shell script, the
// PATH as the test was given it. merge must count the 10x6's 2339
// solutions.
func TestDistributedRecipe(t *testing.T) {
	if _, err := exec.LookPath("parallel"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("GNU parallel is not installed (.ci/run installs it)")
		}
		t.Skip("GNU parallel is not installed")
	}
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "distributed.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, after, _ := strings.Cut(string(doc), "## On many machines")
	_, block, ok := strings.Cut(after, "```sh\n")
	block, _, ok2 := strings.Cut(block, "```")
	first, rest, _ := strings.Cut(block, "\n")
	if !ok || !ok2 || !strings.HasPrefix(first, "make build ") {
		t.Fatalf("the recipe does not start with make build:\n%s", block)
	}
	root := t.TempDir()
	build := exec.Command("go", "build", "-o", filepath.Join(root, "bin", "polyplay"), ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	sh := exec.Command("sh", "-ec", rest)
	sh.Dir = root
	out, err := sh.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "# Solutions: 2339\n") {
		t.Errorf("the recipe:\n%s\ngives %v:\n%s", rest, err, out)
	}
}
