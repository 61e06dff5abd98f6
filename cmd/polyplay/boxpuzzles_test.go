package main

import (
	"slices"
	"testing"

	"polyplay/internal/burrexamples"
)

// TestDisassembleBoxPuzzles takes apart BurrTools' box puzzles, whose
// box or cage is a piece of 120 or 200 cubes, and checks the counts and
// levels against BurrTools 0.7.1's burrTxt -d (-q for the counts): with
// -r, AlPackino's 1 assembly comes apart at level 1.1.1.1.1.2.1.3.1.2.1.2
// and one of PelikanBurr's 12 at 98.2.4.2 (98 moves before the first
// piece comes out). AlPackino's box has no turn onto itself: without -r
// each of the 8 turns of its assembly comes apart at the same level.
// CubeInCage puts its cage's three frames in one group (BurrTools' piece
// groups, puzzle.Piece.Group), which need not come apart: with -r -M,
// one of its 96 assemblies comes apart, at level 4.9.3, as burrTxt
// finds it; none does were the frames taken apart too.
func TestDisassembleBoxPuzzles(t *testing.T) {
	const alLevel = "1.1.1.1.1.2.1.3.1.2.1.2"
	tests := []struct {
		name                  string
		file                  string
		args                  []string
		assemblies, solutions int64
		levels                []string
	}{
		{"AlPackino -r", "AlPackino.xmpuzzle", []string{"-r"}, 1, 1, []string{alLevel}},
		{"AlPackino", "AlPackino.xmpuzzle", nil, 8, 8, slices.Repeat([]string{alLevel}, 8)},
		{"PelikanBurr -r", "PelikanBurr.xmpuzzle", []string{"-r"}, 12, 1, []string{"98.2.4.2"}},
		{"CubeInCage -r -M: groups", "CubeInCage.xmpuzzle", []string{"-r", "-M"}, 96, 1, []string{"4.9.3"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			file := burrexamples.File(t, t.TempDir(), tc.file)
			checkDisassembly(t, append(tc.args, file), []int64{tc.assemblies}, []int64{tc.solutions}, [][]string{tc.levels})
		})
	}
}
