package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"polyplay/internal/burrexamples"
	"polyplay/internal/longtest"
)

// TestSpareCLI runs a puzzle whose pieces are used a range of times
// (count=LO..HI): its count, the note on the options it does not apply,
// and the errors of what it refuses.
func TestSpareCLI(t *testing.T) {
	path := filepath.Join(t.TempDir(), "strip.txt")
	src := "D:xDim=3:yDim=1:zDim=1\nC:name=D:count=0..1:layout=0 0 0, 1 0 0\nC:name=M:count=1..3:layout=0 0 0\n~D\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		code int
		errs []string
	}{
		{[]string{"-q", path}, 0, []string{"# Solutions: 3"}},
		{[]string{"-q", "-j2", "-r", "-M", path}, 0, []string{"# Solutions: 2"}},
		{[]string{"-q", "--part=0/2", path}, 0, []string{"# Solutions: 3"}},
		{[]string{"-q", "--part=1/2", path}, 0, []string{"# Solutions: 0"}},
		{[]string{"challenge", path}, exitError, []string{
			"starting positions: some pieces may be left out, which the generator does not support: it places every piece"}},
		{[]string{"-q", "-f2", "-V", path}, 0, []string{"# Solutions: 3",
			"# Note: " + path + ":1: FILA (-f2), volume filter (-V): not applied, since some pieces may be left out: they assume that every piece is placed"}},
		{[]string{"--estimate", path}, exitError, []string{
			"polyplay: " + path + ":1: an estimate: some pieces may be left out, which an estimate does not support: it counts the pieces a solution places"}},
		{[]string{"-g1", path}, exitError, []string{
			"the split into sub-puzzles: some pieces may be left out, which the split into sub-puzzles does not support"}},
	} {
		code, _, errs := polyplay(t, tc.args...)
		if code != tc.code {
			t.Errorf("polyplay %q: status %d, want %d", tc.args, code, tc.code)
		}
		for _, want := range tc.errs {
			if !strings.Contains(errs, want) {
				t.Errorf("polyplay %q: stderr %q, want it with %q", tc.args, errs, want)
			}
		}
	}
}

// TestDisassembleRanges checks --disassemble on BurrTools' example
// SolidSixPieceBurrs, whose pieces are used from 0 to 6 times each,
// against burrTxt -q -d: 588 assemblies and 179 solutions (polyplay's
// -r -M). It is read from BurrTools' repository's mirror where there is
// one, in the long tests (about twenty seconds).
func TestDisassembleRanges(t *testing.T) {
	if !longtest.Enabled() {
		t.Skip("a long test")
	}
	path := burrexamples.File(t, t.TempDir(), "SolidSixPieceBurrs.xmpuzzle")
	code, out, errs := polyplay(t, "--disassemble", "-q", "--json", "-r", "-M", path)
	var r struct {
		Assemblies *int64 `json:"assemblies"`
		Solutions  int64  `json:"solutions"`
	}
	if code != 0 {
		t.Fatalf("status %d, stderr %q", code, errs)
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Assemblies == nil || *r.Assemblies != 588 || r.Solutions != 179 {
		t.Errorf("assemblies %v, solutions %d; want burrTxt's 588 and 179", r.Assemblies, r.Solutions)
	}
}
