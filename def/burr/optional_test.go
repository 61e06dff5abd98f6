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
	cage := "/work/.mirror/burr-tools+burr-tools/repo"
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
			var src []byte
			var err error
			if filepath.Dir(tc.file) == "testdata" {
				src, err = os.ReadFile(tc.file)
			} else {
				src, err = exec.Command("git", "-C", cage, "show", "HEAD:examples/"+tc.file).Output()
				if err != nil {
					t.Skipf("BurrTools' examples are not here (%s): %v", cage, err)
				}
			}
			if err != nil {
				t.Fatal(err)
			}
			ps, err := parse(filepath.Base(tc.file), src)
			if err != nil {
				t.Fatal(err)
			}
			p := &ps[0].Problem
			if len(p.Optional) != tc.optional {
				t.Errorf("%d optional cells, want %d", len(p.Optional), tc.optional)
			}
			countsAsBurrTxt(t, p, tc.all, tc.burrTxt)
		})
	}
}

// countsAsBurrTxt checks p's count: all solutions, plaincount's and the
// automatic configuration's, each verified, and burrTxt's with -r -M,
// also once def.Format has written p and it is read back.
func countsAsBurrTxt(t *testing.T, p *solver.Problem, all, burrTxt int64) {
	t.Helper()
	if want, _, err := plaincount.Count(p); err != nil || want != all {
		t.Errorf("plaincount: %d solutions (%v), want %d", want, err, all)
	}
	if n, err := solveVerified(t, p); err != nil || n != all {
		t.Errorf("--auto: %d solutions (%v), want %d", n, err, all)
	}
	rm := solver.Options{Search: solver.Search{Redundancy: true, Mirror: true}}
	if n, err := count(p, rm); err != nil || n != burrTxt {
		t.Errorf("-r -M: %d solutions (%v), want burrTxt's %d", n, err, burrTxt)
	}
	readsBack(t, p, rm, burrTxt)
}

// solveVerified counts p's solutions with the automatic configuration,
// verifying each.
func solveVerified(t *testing.T, p *solver.Problem) (int64, error) {
	t.Helper()
	s, err := solver.New(p, solver.Options{Search: solver.Search{Auto: true}})
	if err != nil {
		return 0, err
	}
	st, err := s.Solve(t.Context(), func(sol solver.Solution) bool {
		if err := verify.Solution(p, sol); err != nil {
			t.Error(err)
			return false
		}
		return true
	})
	return st.Solutions, err
}
