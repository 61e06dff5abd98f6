package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"polyplay/internal/burrexamples"
)

// TestDisassemblePrisms checks --disassemble on triangular prisms against
// burrTxt -q -d on BurrTools' example Bermuda (from BurrTools'
// repository's mirror where there is one): 1 assembly and 1 solution,
// of level 1 (burrTxt -d). burrTxt counts one assembly of each set of
// turns of the hexagonal box, polyplay each of its 12 turns and the two
// ways of Bermuda's pieces (24) without -r. Package def/burr's
// TestPrisgonDisassembly checks longer disassemblies.
func TestDisassemblePrisms(t *testing.T) {
	file := burrexamples.File(t, t.TempDir(), "Bermuda.xmpuzzle")
	for _, tc := range []struct {
		args                  []string
		assemblies, solutions int64
	}{
		{nil, 24, 24},
		{[]string{"-r"}, 1, 1},
		{[]string{"-r", "-M"}, 1, 1},
	} {
		args := append(append([]string{"--disassemble", "-q", "--json", "-j1"}, tc.args...), file)
		code, out, errs := polyplay(t, args...)
		if code != 0 {
			t.Fatalf("polyplay %q: status %d, stderr %q", args, code, errs)
		}
		var r struct {
			Assemblies int64    `json:"assemblies"`
			Solutions  int64    `json:"solutions"`
			Levels     []string `json:"levels"`
		}
		if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &r); err != nil {
			t.Fatal(err)
		}
		if r.Assemblies != tc.assemblies || r.Solutions != tc.solutions || !slices.Equal(r.Levels, slices.Repeat([]string{"1"}, int(tc.solutions))) {
			t.Errorf("%q: assemblies %d, solutions %d, levels %q; want %d, %d, all 1", tc.args, r.Assemblies, r.Solutions, r.Levels, tc.assemblies, tc.solutions)
		}
	}
}
