package burr

import (
	"fmt"
	"path/filepath"
	"testing"

	"polyplay/internal/longtest"
	"polyplay/internal/plaincount"
)

// TestCountRanges reads BurrTools problems whose pieces are used from
// MIN to MAX times: MAX pieces, MAX-MIN of them spare (they may be left
// out). burrTxt counts are BurrTools 0.7.1's (burrTxt -q -o all), which
// drops the assemblies that are turns or mirror images of others:
// polyplay's -r -M. Every solution is verified and the whole count is
// plaincount's (where it is quick). testdata/ranges-cubes.xmpuzzle was
// written for this test; BurrTools' own examples are read from its
// repository's mirror where there is one, SolidSixPieceBurrs (about ten
// seconds) only in the long tests.
func TestCountRanges(t *testing.T) {
	tests := []struct {
		file    string
		problem int   // from 0
		spare   int   // the pieces that may be left out
		all     int64 // every solution
		burrTxt int64
		// plain says that plaincount counts it too (it tells copies
		// apart, which takes too long for many of them); long, that it
		// is solved in the long tests only.
		plain, long bool
	}{
		{"testdata/ranges-cubes.xmpuzzle", 0, 6, 3276, 221, true, false},
		{"testdata/ranges-cubes.xmpuzzle", 1, 5, 2418, 608, true, false},
		{"DemoMirrorParadox.xmpuzzle", 0, 4, 2, 1, true, false},
		{"DemoMirrorParadox.xmpuzzle", 1, 2, 48, 1, true, false},
		{"DemoPieceGenerator.xmpuzzle", 0, 10, 1760, 928, false, false},
		{"SolidSixPieceBurrs.xmpuzzle", 0, 150, 12597, 588, false, true},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s#%d", filepath.Base(tc.file), tc.problem+1), func(t *testing.T) {
			if tc.long && !longtest.Enabled() {
				t.Skip("a long test")
			}
			src := readExample(t, tc.file)
			ps, err := parse(filepath.Base(tc.file), src)
			if err != nil {
				t.Fatal(err)
			}
			p := &ps[tc.problem].Problem
			spare := 0
			for _, pc := range p.Pieces {
				if pc.Spare {
					spare++
				}
			}
			if spare != tc.spare {
				t.Errorf("%d spare pieces, want %d", spare, tc.spare)
			}
			if tc.plain {
				if want, _, err := plaincount.Count(p); err != nil || want != tc.all {
					t.Errorf("plaincount: %d solutions (%v), want %d", want, err, tc.all)
				}
			}
			checkBurrCounts(t, p, tc.all, tc.burrTxt, tc.long)
		})
	}
}
