package burr

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"polyplay/internal/plaincount"
	"polyplay/solver"
	"polyplay/solver/verify"
)

// TestVariableCells reads BurrTools files whose result shape has
// variable cells (+): they are cells of the region that may stay empty
// (Problem.Optional). The files of testdata were written for this test;
// burrTxt counts are BurrTools 0.7.1's (burrTxt -q), which drops the
// assemblies that are turns or mirror images of others: polyplay's -r
// -M. Every solution is verified and the whole count is plaincount's.
// BurrTools' own example CubeInCage is read from its repository's
// mirror where there is one.
func TestVariableCells(t *testing.T) {
	tests := []struct {
		file     string
		optional int
		all      int64 // every solution, plaincount's count
		burrTxt  int64
	}{
		{"testdata/optional-cubes.xmpuzzle", 4, 1080, 135},
		{"testdata/optional-triangles.xmpuzzle", 4, 16, 8},
		{"CubeInCage.xmpuzzle", 39, 1152, 96},
	}
	for _, tc := range tests {
		t.Run(filepath.Base(tc.file), func(t *testing.T) {
			checkCounts(t, tc.file, tc.optional, tc.all, tc.burrTxt, true)
		})
	}
}

// checkCounts reads the first problem of a BurrTools file, from testdata
// or else from BurrTools' examples in its repository's mirror (skipped
// where there is none), and checks its optional cells, every solution
// (plaincount's count where plain is true, and --auto's, each verified)
// and the count of -r -M, burrTxt's, which must also read back from
// def.Format's definition.
func checkCounts(t *testing.T, file string, optional int, all, burrTxt int64, plain bool) {
	t.Helper()
	src, err := examples(t, file)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := parse(filepath.Base(file), src)
	if err != nil {
		t.Fatal(err)
	}
	p := &ps[0].Problem
	if len(p.Optional) != optional {
		t.Errorf("%d optional cells, want %d", len(p.Optional), optional)
	}
	if plain {
		if want, _, err := plaincount.Count(p); err != nil || want != all {
			t.Errorf("plaincount: %d solutions (%v), want %d", want, err, all)
		}
	}
	s, err := solver.New(p, solver.Options{Search: solver.Search{Auto: true}})
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.Solve(t.Context(), func(sol solver.Solution) bool {
		if err := verify.Solution(p, sol); err != nil {
			t.Error(err)
			return false
		}
		return true
	})
	if err != nil || st.Solutions != all {
		t.Errorf("--auto: %d solutions (%v), want %d", st.Solutions, err, all)
	}
	rm := solver.Options{Search: solver.Search{Redundancy: true, Mirror: true}}
	if n, err := count(p, rm); err != nil || n != burrTxt {
		t.Errorf("-r -M: %d solutions (%v), want burrTxt's %d", n, err, burrTxt)
	}
	readsBack(t, p, rm, burrTxt)
}

// burrToolsRepo is the mirror of BurrTools' repository, whose examples
// directory holds its example puzzles.
const burrToolsRepo = "/work/.mirror/burr-tools+burr-tools/repo"

// examples returns the file of testdata, or of BurrTools' examples
// (skipping the test where the mirror is not here).
func examples(t *testing.T, file string) ([]byte, error) {
	t.Helper()
	if filepath.Dir(file) == "testdata" {
		return os.ReadFile(file)
	}
	src, err := exec.Command("git", "-C", burrToolsRepo, "show", "HEAD:examples/"+file).Output()
	if err != nil {
		t.Skipf("BurrTools' examples are not here (%s): %v", burrToolsRepo, err)
	}
	return src, nil
}
