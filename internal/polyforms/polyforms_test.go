package polyforms

import (
	"testing"

	"polyplay/solver/grid"
)

// TestCounts checks the enumeration against the numbers of polyforms
// known since Golomb and Gardner: polyiamonds 1, 1, 1, 3, 4, 12 free
// (19 one-sided hexiamonds), polyhexes 1, 1, 3, 7, 22 free.
func TestCounts(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		g        grid.Kind
		n        int
		oneSided bool
		want     int
	}{
		{grid.Triangle, 1, false, 1}, {grid.Triangle, 2, false, 1}, {grid.Triangle, 3, false, 1},
		{grid.Triangle, 4, false, 3}, {grid.Triangle, 5, false, 4}, {grid.Triangle, 6, false, 12},
		{grid.Triangle, 6, true, 19}, {grid.Triangle, 5, true, 6},
		{grid.Hexagon, 2, false, 1}, {grid.Hexagon, 3, false, 3}, {grid.Hexagon, 4, false, 7},
		{grid.Hexagon, 5, false, 22}, {grid.Hexagon, 4, true, 10},
		{grid.Square, 5, false, 12}, {grid.Square, 5, true, 18},
	} {
		var got int
		if tc.oneSided {
			got = len(OneSided(tc.g, tc.n))
		} else {
			got = len(Free(tc.g, tc.n))
		}
		if got != tc.want {
			t.Errorf("%v, %d cells, one-sided %v: %d forms, want %d", tc.g, tc.n, tc.oneSided, got, tc.want)
		}
	}
}
