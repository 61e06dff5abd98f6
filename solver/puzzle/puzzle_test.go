package puzzle

import (
	"strings"
	"testing"

	"polyplay/solver/grid"
)

// TestValidateBox checks that a box over MaxCells is refused, a
// dimension alone over it too, before the volume (which would overflow)
// is used.
func TestValidateBox(t *testing.T) {
	piece := []Piece{{Name: "A", Cells: []grid.Point{{}}}}
	for _, tc := range []struct {
		x, y, z int
		want    string
	}{
		{1, 1, 1, ""},
		{64, 64, 1, "volume mismatch"},
		{65, 64, 1, "box 65x64x1 has 4160 cells; at most 4096 are supported"},
		{1 << 32, 1 << 32, 1, "box 4294967296x4294967296x1 has more than 4096 cells; at most 4096 are supported"},
		{0, 1, 1, "box dimensions must be at least 1"},
	} {
		p := Problem{XDim: tc.x, YDim: tc.y, ZDim: tc.z, Pieces: piece}
		err := p.Validate()
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%dx%dx%d: %v, want %q", tc.x, tc.y, tc.z, err, tc.want)
		}
	}
}
