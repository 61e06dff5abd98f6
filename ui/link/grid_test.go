package link

import (
	"reflect"
	"testing"

	"polyplay/def"
	"polyplay/solver/grid"
)

// TestShareGrids: a solution on triangles or hexagons survives a link,
// by the library's key and as a pasted definition (def.Format writes the
// grid), and comes back on the same grid, verified.
func TestShareGrids(t *testing.T) {
	for _, tc := range []struct {
		key  string
		kind grid.Kind
	}{{"hexiamonds-6x6", grid.Triangle}, {"tetrahexes-4x7", grid.Hexagon}} {
		p, sol := shareSolution(t, tc.key)
		cells, err := EncodeSolution(p, sol)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range []Share{
			{Key: tc.key, Args: []string{"-r"}, Solution: 1, Cells: cells},
			{Source: def.Format(p), Solution: 1, Cells: cells},
		} {
			frag := s.Fragment()
			if len(frag) > 250 && s.Key != "" {
				t.Errorf("%s: a link of %d characters", tc.key, len(frag))
			}
			back, err := Parse(frag)
			if err != nil {
				t.Fatalf("%s: %v", tc.key, err)
			}
			pz, err := back.Puzzle()
			if err != nil {
				t.Fatalf("%s: %v", tc.key, err)
			}
			if pz.Grid != tc.kind {
				t.Errorf("%s: the link's puzzle is on the %v grid", tc.key, pz.Grid)
			}
			got, err := back.SolutionFor(&pz.Problem)
			if err != nil {
				t.Fatalf("%s: %v", tc.key, err)
			}
			if again, _ := EncodeSolution(&pz.Problem, got); !reflect.DeepEqual(again, cells) {
				t.Errorf("%s: the shared solution differs", tc.key)
			}
		}
		// The embed of a flat puzzle fits the default 480x360.
		if w, h := EmbedSize(p, true); w != DefaultEmbedWidth || h > DefaultEmbedHeight {
			t.Errorf("%s: embed %dx%d, want it within %dx%d", tc.key, w, h, DefaultEmbedWidth, DefaultEmbedHeight)
		}
	}
}
