package def

import (
	"context"
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// TestFormatDocRhombic checks docs/format.md's section on rhombic
// dodecahedra: its cube cut in two reads on the grid and has the 6
// solutions (1 with -r) it claims, oneSide is an error on the grid, and
// a voxel that holds no tetrahedron is an error at its column.
func TestFormatDocRhombic(t *testing.T) {
	_, blocks := formatSection(t, "Rhombic dodecahedra", 1)
	ps, err := Parse("cube.txt", []byte(blocks[0]))
	if err != nil {
		t.Fatal(err)
	}
	p := &ps[0].Problem
	if p.Grid != grid.Rhombic || len(p.Pieces) != 2 {
		t.Fatalf("read %d pieces on the %v grid", len(p.Pieces), p.Grid)
	}
	for _, tc := range []struct {
		red  bool
		want int64
	}{{false, 6}, {true, 1}} {
		s, err := solver.New(p, solver.Options{Search: solver.Search{Redundancy: tc.red}})
		if err != nil {
			t.Fatal(err)
		}
		st, err := s.Solve(context.Background(), nil)
		if err != nil || st.Solutions != tc.want {
			t.Errorf("-r %v: %d solutions (%v), want %d", tc.red, st.Solutions, err, tc.want)
		}
	}
	for _, tc := range []struct{ src, want string }{
		{"D:grid=rhombic:xDim=1:yDim=1:zDim=24:oneSide\nC:name=A:layout=2 1 0\n~D\n", "oneSide"},
		{"D:grid=rhombic:xDim=1:yDim=1:zDim=24\nC:name=A:layout=2 1 0, 0 0 0\n~D\n", "e.txt:2:24: no tetrahedron is at 0 0 0: in each block of 5×5×5 voxels only the 4 in the middle of each face are"},
	} {
		if _, err := Parse("e.txt", []byte(tc.src)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %s", tc.src, err, tc.want)
		}
	}
}
