package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/burrexamples"
	"polyplay/internal/longtest"
)

// TestBurrToolsExamples opens every one of the 18 example puzzles that
// BurrTools ships (its repository's examples/, read from the mirror
// where there is one) from the command line, and counts each problem's
// assemblies with -r -M, which drops the assemblies that are turns or
// mirror images of others as BurrTools does: burrTxt -q -o all's counts
// (BurrTools 0.7.1). On the grids whose pieces slide (cubes, triangular
// prisms) --disassemble also keeps burrTxt -q -d's solutions, the
// assemblies that come apart. DraculasDentalDesaster's search takes a
// few seconds: it runs with the long tests.
func TestBurrToolsExamples(t *testing.T) {
	tests := []struct {
		file       string
		assemblies []int64
		solutions  []int64 // burrTxt -q -d, nil where pieces do not slide
		long       bool
	}{
		{"12PieceSeparation.xmpuzzle", []int64{1}, nil, false},
		{"AlPackino.xmpuzzle", []int64{1}, []int64{1}, false},
		{"AugmentedSecondStellation.xmpuzzle", []int64{2}, nil, false},
		{"BallRoom.xmpuzzle", []int64{2, 1, 3}, nil, false},
		{"Bermuda.xmpuzzle", []int64{1}, []int64{1}, false},
		{"BrokenSticks.xmpuzzle", []int64{2, 0}, nil, false},
		{"CubeInCage.xmpuzzle", []int64{96}, []int64{1}, false},
		{"DemoMirrorParadox.xmpuzzle", []int64{1, 1}, []int64{1, 1}, false},
		{"DemoPieceGenerator.xmpuzzle", []int64{928}, []int64{927}, false},
		{"DiagonalCube.xmpuzzle", []int64{2}, nil, false},
		{"DraculasDentalDesaster.xmpuzzle", []int64{84}, []int64{1}, true},
		{"FourPieceTetrahedron.xmpuzzle", []int64{1}, nil, false},
		{"HexSticks.xmpuzzle", []int64{33}, nil, false},
		{"PelikanBurr.xmpuzzle", []int64{12}, []int64{1}, false},
		{"PermutatedThirdStellation.xmpuzzle", []int64{2}, nil, false},
		{"PiecesOfEight.xmpuzzle", []int64{6, 4, 43, 12, 20, 12}, nil, false},
		{"Prisgon.xmpuzzle", []int64{1, 1}, []int64{1, 1}, false},
		{"SolidSixPieceBurrs.xmpuzzle", []int64{588}, []int64{179}, false},
	}
	var files []string
	for _, tc := range tests {
		files = append(files, tc.file)
	}
	if !slices.Equal(files, burrexamples.Names) {
		t.Errorf("the table's files %v, want BurrTools' examples %v", files, burrexamples.Names)
	}
	dir := t.TempDir()
	for _, tc := range tests {
		t.Run(strings.TrimSuffix(tc.file, ".xmpuzzle"), func(t *testing.T) {
			if tc.long {
				longtest.Skip(t)
			}
			file := burrexamples.File(t, dir, tc.file)
			args := []string{"-q", "--json", "-r", "-M"}
			if tc.solutions != nil {
				args = append(args, "--disassemble")
			}
			code, out, errs := polyplay(t, append(args, file)...)
			if code != 0 {
				t.Fatalf("status %d, stderr %q", code, errs)
			}
			var assemblies, solutions []int64
			for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
				var r struct {
					Assemblies *int64 `json:"assemblies"`
					Solutions  int64  `json:"solutions"`
				}
				if err := json.Unmarshal([]byte(line), &r); err != nil {
					t.Fatal(err)
				}
				if r.Assemblies == nil { // no --disassemble: every solution is an assembly
					r.Assemblies = &r.Solutions
				}
				assemblies, solutions = append(assemblies, *r.Assemblies), append(solutions, r.Solutions)
			}
			if !slices.Equal(assemblies, tc.assemblies) {
				t.Errorf("assemblies %v, want burrTxt's %v", assemblies, tc.assemblies)
			}
			if tc.solutions != nil && !slices.Equal(solutions, tc.solutions) {
				t.Errorf("solutions (coming apart) %v, want burrTxt's %v", solutions, tc.solutions)
			}
		})
	}
}
