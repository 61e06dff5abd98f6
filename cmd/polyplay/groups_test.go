package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"polyplay/internal/burrexamples"
)

// TestDisassembleDocGroups takes docs/format.md's examples of piece
// groups apart with -r: the box's one assembly is a solution of level 1
// with its pieces in one group, as burrTxt -d finds the same puzzle
// (solver/disassemble/testdata/locked-grouped.xmpuzzle), and none
// without the groups, the box being locked; the two cages', with their
// cubes in groups 1 and 2, is a solution of level 1, and none with
// cube N in no group. burrTxt -q -d (where it is at hand) finds the
// same of the files --write-xmpuzzle writes.
func TestDisassembleDocGroups(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "docs", "format.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(src)
	start := strings.Index(doc, "## Piece groups")
	if start < 0 {
		t.Fatal("docs/format.md has no section on piece groups")
	}
	section := doc[start:]
	section = section[:strings.Index(section[1:], "\n## ")+1]
	parts := strings.Split(section, "```\n")
	if len(parts) != 5 {
		t.Fatalf("%d code blocks, want 2", (len(parts)-1)/2)
	}
	dir := t.TempDir()
	for _, tc := range []struct {
		name      string
		src       string
		solutions int64
		levels    []string
	}{
		{"grouped", parts[1], 1, []string{"1"}},
		{"no groups", strings.ReplaceAll(parts[1], ":group=1", ""), 0, []string{}},
		{"cages", parts[3], 1, []string{"1"}},
		{"cages, N in none", strings.Replace(parts[3], "C:name=N:group=1:", "C:name=N:", 1), 0, []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "grouped" && strings.Count(tc.src, ":group=1:") != 6 {
				t.Fatalf("the example puts %d pieces in group 1, want 6", strings.Count(tc.src, ":group=1:"))
			}
			file := filepath.Join(dir, tc.name+".txt")
			if err := os.WriteFile(file, []byte(tc.src), 0o644); err != nil {
				t.Fatal(err)
			}
			checkDisassembly(t, []string{"-r", file}, []int64{1}, []int64{tc.solutions}, [][]string{tc.levels})
			// burrTxt, where it is at hand, finds the same of the
			// file --write-xmpuzzle writes.
			xm := filepath.Join(dir, tc.name+".xmpuzzle")
			if code, _, errs := polyplay(t, "-q", "--write-xmpuzzle", xm, file); code != 0 {
				t.Fatalf("--write-xmpuzzle: status %d: %s", code, errs)
			}
			if out, ok := burrexamples.BurrTxt(t, "-q", "-d", xm); ok && !strings.Contains(string(out), fmt.Sprintf("1 assemblies and %d solutions found", tc.solutions)) {
				t.Errorf("burrTxt -q -d: %s; want 1 assembly, %d solutions", out, tc.solutions)
			}
		})
	}
}

// TestBurrGroupErrors checks the error docs/format.md quotes for a
// BurrTools shape whose group elements hold more pieces than it has:
// CubeInCage with its first frame, of one piece, in groups 1 and 2.
func TestBurrGroupErrors(t *testing.T) {
	const want = `polyplay: box.xmpuzzle: problem 1 "g": piece 1 "Frame1": its group elements hold 2 pieces, more than the 1 it has, which polyplay cannot express`
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "format.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), want+"\n") {
		t.Errorf("docs/format.md does not quote %s", want)
	}
	dir := t.TempDir()
	packed, err := os.ReadFile(burrexamples.File(t, dir, "CubeInCage.xmpuzzle"))
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(packed))
	if err != nil {
		t.Fatal(err)
	}
	src, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	const one, two = `<shape id="1" count="1" group="1"/>`, `<shape id="1" count="1"><group group="1" count="1"/><group group="2" count="1"/></shape>`
	if !bytes.Contains(src, []byte(one)) {
		t.Fatalf("CubeInCage has no %s", one)
	}
	path := filepath.Join(dir, "box.xmpuzzle")
	if err := os.WriteFile(path, bytes.Replace(src, []byte(one), []byte(two), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := polyplay(t, "-q", path)
	if code == 0 || !strings.Contains(errs, strings.TrimPrefix(want, "polyplay: box.xmpuzzle")) {
		t.Errorf("status %d, stderr %q; want %s", code, errs, want)
	}
}
