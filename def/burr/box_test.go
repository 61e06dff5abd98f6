package burr

import (
	"path/filepath"
	"testing"
)

// TestBoxPuzzles reads BurrTools' box puzzles, whose box or cage is a
// piece (of 120 and 200 cubes) that the others go into, as BurrTools
// shows how to make packing puzzles: the result shape holds the box.
// burrTxt's counts are BurrTools 0.7.1's (burrTxt -q), polyplay's -r -M;
// plaincount counts every solution of PelikanBurr; AlPackino's it would
// count for more than 20 minutes, since it tells apart the copies of a
// shape, four each of three, and so searches 8 x 4!^3 solutions. Every
// solution --auto finds is verified.
func TestBoxPuzzles(t *testing.T) {
	for _, tc := range []struct {
		file     string
		optional int
		all      int64
		burrTxt  int64
		// plain has plaincount count every solution.
		plain bool
	}{
		{"AlPackino.xmpuzzle", 0, 8, 1, false},
		{"PelikanBurr.xmpuzzle", 216, 288, 12, true},
	} {
		t.Run(filepath.Base(tc.file), func(t *testing.T) {
			ps, err := parse(tc.file, readExample(t, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			p := &ps[0].Problem
			if len(p.Optional) != tc.optional {
				t.Errorf("%d optional cells, want %d", len(p.Optional), tc.optional)
			}
			if tc.plain {
				checkCounts(t, p, tc.all, tc.burrTxt)
			} else {
				checkBurrCounts(t, p, tc.all, tc.burrTxt, false)
			}
		})
	}
}
