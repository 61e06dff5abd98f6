package solver

import (
	"testing"

	"polyplay/solver/grid"
)

// TestUpDown checks which grids the volume filter fills with spreadTri:
// triangles, whose cells point up and down in turn along a row
// (grid.Kind.Zigzag), and no other.
func TestUpDown(t *testing.T) {
	t.Parallel()
	for _, k := range grid.Kinds() {
		if got, want := upDown(k), k == grid.Triangle; got != want {
			t.Errorf("%v: upDown = %v, want %v", k, got, want)
		}
	}
}
