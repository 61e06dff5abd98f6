package classic

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestEndgameSameSearch runs polycube mode with the endgame and without
// it (the matrix alone) and compares their output byte for byte (times
// masked), on puzzles whose last levels the endgame searches: copies of
// shapes (the roadblock, the one-sided 6x6), stationary pieces, 3-D
// (Soma), with traces that show every placement at those levels, a
// goal, --unique and -r. TestClassicGolden in cmd/polyplay compares both
// with polycube 1.2.1.
func TestEndgameSameSearch(t *testing.T) {
	const td = "../../testdata/classic/"
	times := regexp.MustCompile(`(?m)^((?:SOLUTIONS|UNIQUE)_PER_SEC=|all +:| +[a-zA-Z-]+ +:).*$`)
	for _, args := range [][]string{
		{"-i", "-q", "-g", "3", td + "roadblock.txt"},
		{"-i", "-q", "-r", td + "roadblock.txt"},
		{"-i", "-t-3", "-q", td + "onesided-6x6-copies.txt"},
		{"-i", "-u", "-fFC", td + "onesided-6x6-copies.txt"},
		{"-i", "-t", td + "stationary-4x4.txt"},
		{"-i", "-t-2", "-q", "../../../../def/library/soma.txt"},
		{"-i", "-q", "-g", "2", "-fS", "../../../../def/library/soma.txt"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			if from := endgameFrom(t, args); from < endgameDepth {
				t.Fatalf("the endgame serves from %d pieces left, not the last %d levels", from, endgameDepth)
			}
			var out [2]string
			for i, off := range []bool{false, true} {
				noEndgame = off
				var o, e bytes.Buffer
				if rc := Main(append(args[:len(args)-1:len(args)-1], "--", args[len(args)-1]), strings.NewReader(""), &o, &e); rc != 0 || e.Len() > 0 {
					t.Fatalf("status %d: %s", rc, e.String())
				}
				out[i] = times.ReplaceAllString(o.String(), "$1")
			}
			noEndgame = false
			if !strings.Contains(out[0], "SOLUTIONS=") {
				t.Fatalf("no SOLUTIONS in\n%.2000s", out[0])
			}
			if out[0] != out[1] {
				t.Errorf("the endgame's output differs from the matrix's (%d and %d bytes)", len(out[0]), len(out[1]))
			}
		})
	}
}

// endgameFrom returns the most pieces left from which the endgame may
// search the puzzle of args (its file last) under their options.
func endgameFrom(t *testing.T, args []string) int {
	t.Helper()
	c, err := ParseArgs(args[:len(args)-1])
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(args[len(args)-1])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d, err := newReader(f, f.Name()).next()
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPuzzle(d)
	if err != nil {
		t.Fatal(err)
	}
	s := &search{cfg: c, p: p, out: bufio.NewWriter(io.Discard), m: newMeters()}
	if err := s.init(); err != nil {
		t.Fatal(err)
	}
	return s.endFrom
}
