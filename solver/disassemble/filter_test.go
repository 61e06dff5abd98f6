package disassemble_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"polyplay/def/burr"
	"polyplay/internal/burrexamples"
	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/disassemble"
	"polyplay/solver/flags"
)

// readBurr reads the first puzzle of the BurrTools file src, named
// name.
func readBurr(t *testing.T, name string, src []byte) *solver.Problem {
	t.Helper()
	ps, err := burr.Read(name, bytes.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	return &ps[0].Problem
}

// filtered solves p under the solver flags args, every assembly through
// a Filter, and returns the filter's counts and levels, and the levels
// Keep returned.
func filtered(t *testing.T, p *solver.Problem, args ...string) (assemblies, solutions int64, levels, kept []string) {
	t.Helper()
	opts, _, err := flags.ParseArgs(args)
	if err != nil {
		t.Fatal(err)
	}
	s, err := solver.New(p, opts)
	if err != nil {
		t.Fatal(err)
	}
	f, err := disassemble.NewFilter(context.Background(), s.Model)
	if err != nil {
		t.Fatal(err)
	}
	var ferr error
	if _, err := s.Solve(context.Background(), func(sol solver.Solution) bool {
		level, ok, err := f.Keep(sol)
		if err != nil {
			ferr = err
			return false
		}
		if ok {
			kept = append(kept, level)
		}
		return true
	}); err != nil {
		t.Fatal(err)
	}
	if ferr != nil {
		t.Fatal(ferr)
	}
	assemblies, solutions = f.Counts()
	return assemblies, solutions, f.Levels(), kept
}

// TestFilter keeps the assemblies of testdata's puzzles that come apart
// and checks the counts and levels against BurrTools 0.7.1's (burrTxt
// -q -d counts the assemblies and solutions; the .levels files hold the
// levels burrTxt gave each).
func TestFilter(t *testing.T) {
	tests := []struct {
		file                  string
		args                  []string
		assemblies, solutions int64
		levels                []string
	}{
		{"cage-3.xmpuzzle", nil, 3, 2, []string{"1.1.2.2", "1.1.2.2"}},
		{"tunnel.xmpuzzle", nil, 1, 1, []string{"4"}},
		{"loose-1.xmpuzzle", nil, 1, 1, []string{"1.1.3"}},
		{"locked.xmpuzzle", []string{"-r"}, 1, 0, []string{}},
		{"locked-grouped.xmpuzzle", []string{"-r"}, 1, 1, []string{"1"}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("testdata", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			a, s, levels, kept := filtered(t, readBurr(t, tc.file, src), tc.args...)
			if a != tc.assemblies || s != tc.solutions || !slices.Equal(levels, tc.levels) || !slices.Equal(kept, levels) && len(kept)+len(levels) > 0 {
				t.Errorf("%d assemblies, %d solutions, levels %q (Keep: %q); want %d, %d, %q", a, s, levels, kept, tc.assemblies, tc.solutions, tc.levels)
			}
		})
	}
}

// TestFilterPartialGroups keeps the assemblies that come apart where the
// copies of a shape are in several groups or only some of them in one
// (BurrTools' group elements), against fixed counts and levels that
// burrTxt -d gives, and against burrTxt itself where it is at hand
// ($BURRTXT, burrexamples.BurrTxt). In cages-N, N hollow 3x3x3 cages
// (Cage) lie in a row, a cube (Cube) locked in each: the first
// separation leaves parts of a cage and its cube that stay together
// where each can be given a group holding both. In bars, two cages with
// a two-cell hole hold a bar (Bar, group 1) and two cubes. The name
// says how the cubes' groups meet the cages'. Each is also written
// (burr.Write) and read back, with the same result.
func TestFilterPartialGroups(t *testing.T) {
	tests := []struct {
		file                  string
		args                  []string
		assemblies, solutions int64
		levels                []string
	}{
		// Cages in groups 1 and 2, one each.
		{"cages-2-swap.xmpuzzle", nil, 1, 1, []string{"1"}}, // cubes 1 and 2, one each
		{"cages-2-short.xmpuzzle", nil, 1, 0, []string{}},   // cubes both in 1
		{"cages-2-some.xmpuzzle", nil, 1, 0, []string{}},    // one cube in 1, one in none
		{"cages-2-none.xmpuzzle", nil, 1, 0, []string{}},    // cubes in none
		// Three cubes, one spare: two in 1, one in 2. The spare
		// cube's group counts, whichever cubes lie in the cages.
		{"cages-2-spare.xmpuzzle", nil, 1, 1, []string{"1"}},
		// Cages both in group 1, one cube in 1 and one in none: each
		// part's shapes have copies in group 1 only, so each stays
		// together, the counts uncounted (as BurrTools does).
		{"cages-2-one.xmpuzzle", nil, 1, 1, []string{"1"}},
		// Three cages, two in group 1, one in 2.
		{"cages-3-fit.xmpuzzle", nil, 1, 1, []string{"1"}}, // cubes alike
		{"cages-3-misfit.xmpuzzle", nil, 1, 0, []string{}}, // cubes one in 1, two in 2
		// Cages and cubes in groups 1, 2 and 3, one each.
		{"cages-3-spread.xmpuzzle", nil, 1, 1, []string{"1"}},
		// Cages in groups 1 and 2, one each.
		{"bars-fit.xmpuzzle", []string{"-r"}, 1, 1, []string{"1"}}, // cubes both in 2
		{"bars-split.xmpuzzle", []string{"-r"}, 1, 0, []string{}},  // cubes 1 and 2, one each
		{"bars-some.xmpuzzle", []string{"-r"}, 1, 0, []string{}},   // one cube in 2, one in none
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			path := filepath.Join("testdata", tc.file)
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			p := readBurr(t, tc.file, src)
			a, s, levels, kept := filtered(t, p, tc.args...)
			if a != tc.assemblies || s != tc.solutions || !slices.Equal(levels, tc.levels) || !slices.Equal(kept, levels) {
				t.Errorf("%d assemblies, %d solutions, levels %q (Keep: %q); want %d, %d, %q", a, s, levels, kept, tc.assemblies, tc.solutions, tc.levels)
			}
			// Written and read back, the groups are the same.
			var b bytes.Buffer
			if err := burr.Write(&b, p); err != nil {
				t.Fatal(err)
			}
			a, s, levels, _ = filtered(t, readBurr(t, "back.xmpuzzle", b.Bytes()), tc.args...)
			if a != tc.assemblies || s != tc.solutions || !slices.Equal(levels, tc.levels) {
				t.Errorf("written and read back: %d assemblies, %d solutions, levels %q; want %d, %d, %q\n%s", a, s, levels, tc.assemblies, tc.solutions, tc.levels, b.String())
			}
			out, ok := burrexamples.BurrTxt(t, "-d", path)
			if !ok {
				return
			}
			want := fmt.Sprintf("%d assemblies and %d solutions found", tc.assemblies, tc.solutions)
			var burrLevels []string
			for _, m := range regexp.MustCompile(`(?m)^level: (\S+)`).FindAllSubmatch(out, -1) {
				burrLevels = append(burrLevels, string(m[1]))
			}
			if !bytes.Contains(out, []byte(want)) || !slices.Equal(burrLevels, tc.levels) && len(burrLevels)+len(tc.levels) > 0 {
				t.Errorf("burrTxt -d: levels %q in\n%s\nwant %s, levels %q", burrLevels, out, want, tc.levels)
			}
		})
	}
}

// cagesInGroups is docs/format.md's example of copies in different
// groups: two cages in groups 1 and 2, a cube in each; %s is the second
// cube's group, if any.
const cagesInGroups = `D:xDim=6:yDim=3:zDim=3
C:name=R:group=1:layout=0 0 0, 1 0 0, 2 0 0, 0 1 0, 1 1 0, 2 1 0, 0 2 0, 1 2 0, 2 2 0, 0 0 1, 1 0 1, 2 0 1, 0 1 1, 2 1 1, 0 2 1, 1 2 1, 2 2 1, 0 0 2, 1 0 2, 2 0 2, 0 1 2, 1 1 2, 2 1 2, 0 2 2, 1 2 2, 2 2 2
C:name=S:group=2:layout=0 0 0, 1 0 0, 2 0 0, 0 1 0, 1 1 0, 2 1 0, 0 2 0, 1 2 0, 2 2 0, 0 0 1, 1 0 1, 2 0 1, 0 1 1, 2 1 1, 0 2 1, 1 2 1, 2 2 1, 0 0 2, 1 0 2, 2 0 2, 0 1 2, 1 1 2, 2 1 2, 0 2 2, 1 2 2, 2 2 2
C:name=M:group=2:layout=0 0 0
C:name=N:%slayout=0 0 0
~D
`

// TestFilterCopiesInGroups checks docs/format.md's example: with the
// second cube in group 1 its one assembly comes apart at level 1; in
// none it does not. burrTxt -d (where it is at hand) finds the same of
// the file burr.Write writes.
func TestFilterCopiesInGroups(t *testing.T) {
	for _, tc := range []struct {
		group     string
		solutions int64
		levels    []string
	}{
		{"group=1:", 1, []string{"1"}},
		{"", 0, []string{}},
	} {
		p := librarytest.Parse(t, fmt.Sprintf(cagesInGroups, tc.group))
		a, s, levels, _ := filtered(t, p)
		if a != 1 || s != tc.solutions || !slices.Equal(levels, tc.levels) {
			t.Errorf("N %q: %d assemblies, %d solutions, levels %q; want 1, %d, %q", tc.group, a, s, levels, tc.solutions, tc.levels)
		}
		var b bytes.Buffer
		if err := burr.Write(&b, p); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "cages.xmpuzzle")
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, ok := burrexamples.BurrTxt(t, "-q", "-d", path); ok && !bytes.Contains(out, []byte(fmt.Sprintf("1 assemblies and %d solutions found", tc.solutions))) {
			t.Errorf("N %q: burrTxt -q -d: %s; want 1 assembly, %d solutions", tc.group, out, tc.solutions)
		}
	}
}

// TestFilterCubeInCage checks BurrTools' example CubeInCage, read from
// the mirror of BurrTools' repository (its examples are not Polyplay's
// to copy): under -r -M, burrTxt -q -d finds 96 assemblies and 1
// solution, at level 4.9.3. With partial groups, its two frames Frame2
// (count 2, group 1) in groups 1 and 2, one each, none comes apart (the
// cage's three frames are in no one group); with one of them in group
// 1, the other in none, the one solution stays, as burrTxt -d finds:
// the shapes of the cage each have copies in group 1 only.
func TestFilterCubeInCage(t *testing.T) {
	const name = "CubeInCage.xmpuzzle"
	const frame2 = `<shape id="2" count="2" group="1"/>`
	zr, err := gzip.NewReader(bytes.NewReader(burrexamples.Read(t, name)))
	if err != nil {
		t.Fatal(err)
	}
	src, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(src, []byte(frame2)) {
		t.Fatalf("%s has no %s", name, frame2)
	}
	for _, tc := range []struct {
		name, frame2 string
		solutions    int64
		levels       []string
	}{
		{"as it is", frame2, 1, []string{"4.9.3"}},
		{"Frame2 in groups 1 and 2", `<shape id="2" count="2"><group group="1" count="1"/><group group="2" count="1"/></shape>`, 0, []string{}},
		{"one Frame2 in group 1", `<shape id="2" count="2"><group group="1" count="1"/></shape>`, 1, []string{"4.9.3"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := readBurr(t, name, bytes.Replace(src, []byte(frame2), []byte(tc.frame2), 1))
			a, s, levels, _ := filtered(t, p, "-r", "-M")
			if a != 96 || s != tc.solutions || !slices.Equal(levels, tc.levels) {
				t.Errorf("%d assemblies, %d solutions, levels %q; want 96, %d, %q", a, s, levels, tc.solutions, tc.levels)
			}
		})
	}
}

// TestFilterErrors checks that NewFilter refuses grids whose pieces do
// not slide, saying why.
func TestFilterErrors(t *testing.T) {
	hexiamonds := `<?xml version="1.0"?>
<puzzle version="2"><gridType type="1"/><shapes>
<voxel x="3" y="1" z="1" type="0" name="A">###</voxel>
<voxel x="3" y="1" z="1" type="0" name="R">###</voxel>
</shapes><problems><problem><shapes><shape id="0" count="1"/></shapes><result id="1"/><bitmap/></problem></problems></puzzle>`
	tests := []struct {
		name string
		p    *solver.Problem
		want string
	}{
		{"triangles", readBurr(t, "triangles.xmpuzzle", []byte(hexiamonds)), "pieces on the triangle grid do not slide by whole cells along axes: no disassembly there"},
	}
	for _, tc := range tests {
		s, err := solver.New(tc.p, solver.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := disassemble.NewFilter(context.Background(), s.Model); err == nil || err.Error() != tc.want {
			t.Errorf("%s: error %v; want %q", tc.name, err, tc.want)
		}
	}
}
