package disassemble

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"polyplay/solver/grid"
)

// readAssemblies reads a file of assemblies with BurrTools' levels, one
// a line: the level ("-" for an assembly that does not come apart), then
// the assembly's layers z = 0, 1, ... separated by "|", each its rows y
// = 0, 1, ... separated by "/", each row's cells x = 0, 1, ... a letter
// for the piece there ("a" the first) or "." for none.
func readAssemblies(t testing.TB, name string) (levels []string, assemblies [][][]grid.Point) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		level, layout, ok := strings.Cut(sc.Text(), " ")
		if !ok {
			t.Fatalf("%s: bad line %q", name, sc.Text())
		}
		var pieces [][]grid.Point
		for z, layer := range strings.Split(layout, "|") {
			for y, row := range strings.Split(layer, "/") {
				for x, ch := range row {
					if ch == '.' {
						continue
					}
					k := int(ch - 'a')
					for len(pieces) <= k {
						pieces = append(pieces, nil)
					}
					pieces[k] = append(pieces[k], grid.Point{X: x, Y: y, Z: z})
				}
			}
		}
		levels = append(levels, level)
		assemblies = append(assemblies, pieces)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return levels, assemblies
}

// TestLevels takes apart each assembly that BurrTools 0.7.1's burrTxt
// found for the puzzles of testdata (files NAME.xmpuzzle, designed for
// these tests), in the place burrTxt printed it (burrTxt -s lists the
// assemblies, -d -s those that come apart, each with its level), and
// checks whether it comes apart and its level against burrTxt's,
// recorded in NAME.levels.
func TestLevels(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.levels"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			levels, assemblies := readAssemblies(t, file)
			for i, pieces := range assemblies {
				r, err := Disassemble(context.Background(), grid.Square, pieces, Options{})
				if err != nil {
					t.Fatalf("assembly %d: %v", i+1, err)
				}
				want := levels[i]
				if want == "-" {
					want = ""
				}
				if r.Apart != (want != "") || r.Level != want {
					t.Errorf("assembly %d: apart %v, level %q; burrTxt: %q", i+1, r.Apart, r.Level, want)
				}
			}
		})
	}
}
