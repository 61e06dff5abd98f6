package burr

import (
	"path/filepath"
	"testing"
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
			src := readExample(t, tc.file)
			ps, err := parse(filepath.Base(tc.file), src)
			if err != nil {
				t.Fatal(err)
			}
			p := &ps[0].Problem
			if len(p.Optional) != tc.optional {
				t.Errorf("%d optional cells, want %d", len(p.Optional), tc.optional)
			}
			checkCounts(t, p, tc.all, tc.burrTxt)
		})
	}
}
