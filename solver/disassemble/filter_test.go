package disassemble_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
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

// TestFilterCubeInCage checks BurrTools' example CubeInCage, read from
// the mirror of BurrTools' repository (its examples are not Polyplay's
// to copy): under -r -M, burrTxt -q -d finds 96 assemblies and 1
// solution, at level 4.9.3.
func TestFilterCubeInCage(t *testing.T) {
	const name = "CubeInCage.xmpuzzle"
	a, s, levels, _ := filtered(t, readBurr(t, name, burrexamples.Read(t, name)), "-r", "-M")
	if a != 96 || s != 1 || !slices.Equal(levels, []string{"4.9.3"}) {
		t.Errorf("%d assemblies, %d solutions, levels %q; want 96, 1, [4.9.3]", a, s, levels)
	}
}

// TestFilterErrors checks that NewFilter refuses grids whose pieces do
// not slide and copies of one shape in different groups, saying why.
func TestFilterErrors(t *testing.T) {
	hexiamonds := `<?xml version="1.0"?>
<puzzle version="2"><gridType type="1"/><shapes>
<voxel x="3" y="1" z="1" type="0" name="A">###</voxel>
<voxel x="3" y="1" z="1" type="0" name="R">###</voxel>
</shapes><problems><problem><shapes><shape id="0" count="1"/></shapes><result id="1"/><bitmap/></problem></problems></puzzle>`
	copies := "D:xDim=3:yDim=2:zDim=1\nC:name=A:group=1:layout=0 0 0, 1 0 0\nC:name=B:group=2:layout=0 0 0, 1 0 0\nC:name=C:group=1:layout=0 0 0, 1 0 0\n~D\n"
	tests := []struct {
		name string
		p    *solver.Problem
		want string
	}{
		{"copies", librarytest.Parse(t, copies), "pieces A and B have the same shape, which the solver takes for copies of one piece, but groups 1 and 2: copies must be in one group, since which copy lies where is the solver's choice"},
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
