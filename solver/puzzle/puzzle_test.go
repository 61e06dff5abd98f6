package puzzle

import (
	"fmt"
	"slices"
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
		{MaxCells / 64, 64, 1, "volume mismatch"},
		{MaxCells/64 + 1, 64, 1, fmt.Sprintf("box %dx64x1 has %d cells; at most %d are supported", MaxCells/64+1, MaxCells+64, MaxCells)},
		{1 << 32, 1 << 32, 1, fmt.Sprintf("box 4294967296x4294967296x1 has more than %d cells; at most %d are supported", MaxCells, MaxCells)},
		{0, 1, 1, "box dimensions must be at least 1"},
	} {
		p := Problem{XDim: tc.x, YDim: tc.y, ZDim: tc.z, Pieces: piece}
		err := p.Validate()
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%dx%dx%d: %v, want %q", tc.x, tc.y, tc.z, err, tc.want)
		}
	}
}

// TestValidateGroup checks a piece's group: from 0 (none) to MaxGroup,
// and only for mobile pieces.
func TestValidateGroup(t *testing.T) {
	for _, tc := range []struct {
		name       string
		group      int
		stationary bool
		want       string
	}{
		{"none", 0, false, ""},
		{"first", 1, false, ""},
		{"last", MaxGroup, false, ""},
		{"negative", -1, false, "piece A has group -1; groups are numbered from 1 to 65535 (0 for none)"},
		{"too large", MaxGroup + 1, false, "piece A has group 65536; groups are numbered from 1 to 65535 (0 for none)"},
		{"stationary", 2, true, "stationary piece A cannot be in a group: only mobile pieces are taken apart"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := Problem{XDim: 2, YDim: 1, ZDim: 1, Pieces: []Piece{
				{Name: "A", Cells: []grid.Point{{}}, Stationary: tc.stationary, Group: tc.group},
				{Name: "B", Cells: []grid.Point{{X: 1}}},
			}}
			if !tc.stationary {
				p.Pieces[0].Cells = []grid.Point{{}, {X: 1}}
				p.Pieces = p.Pieces[:1]
			}
			err := p.Validate()
			if tc.want == "" && err != nil || tc.want != "" && (err == nil || err.Error() != tc.want) {
				t.Errorf("%v, want %q", err, tc.want)
			}
		})
	}
}

// TestOutside: the box's cells a region leaves out, in z, y, x order.
func TestOutside(t *testing.T) {
	p := &Problem{XDim: 2, YDim: 2, ZDim: 2}
	in := map[grid.Point]bool{{X: 0, Y: 0, Z: 0}: true, {X: 1, Y: 1, Z: 0}: true, {X: 1, Y: 0, Z: 1}: true}
	want := []grid.Point{{X: 1, Y: 0, Z: 0}, {X: 0, Y: 1, Z: 0}, {X: 0, Y: 0, Z: 1}, {X: 0, Y: 1, Z: 1}, {X: 1, Y: 1, Z: 1}}
	if got := p.Outside(in); !slices.Equal(got, want) {
		t.Errorf("Outside = %v, want %v", got, want)
	}
}
