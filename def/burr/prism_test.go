package burr

import (
	"os/exec"
	"testing"

	"polyplay/internal/plaincount"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/verify"
)

// TestPrisms reads BurrTools' examples of triangles in several layers
// (grid type 1) on the triangular prisms, from BurrTools' repository's
// mirror where there is one. burrTxt counts are BurrTools 0.7.1's
// (burrTxt -q -o N for each problem N), which drops the assemblies that
// are turns or mirror images of others: polyplay's -r -M. Every solution
// is verified and the whole count is plaincount's.
func TestPrisms(t *testing.T) {
	repo := "/work/.mirror/burr-tools+burr-tools/repo"
	tests := []struct {
		file     string
		problem  int
		x, y, z  int
		optional int
		all      int64 // every solution, plaincount's count
		burrTxt  int64
	}{
		{"Bermuda.xmpuzzle", 0, 7, 4, 3, 0, 24, 1},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			src, err := exec.Command("git", "-C", repo, "show", "HEAD:examples/"+tc.file).Output()
			if err != nil {
				t.Skipf("BurrTools' examples are not here (%s): %v", repo, err)
			}
			ps, err := parse(tc.file, src)
			if err != nil {
				t.Fatal(err)
			}
			p := &ps[tc.problem].Problem
			if p.Grid != grid.Prism || p.XDim != tc.x || p.YDim != tc.y || p.ZDim != tc.z || len(p.Optional) != tc.optional {
				t.Fatalf("read on %v, box %d×%d×%d, %d optional cells; want prisms, %d×%d×%d, %d", p.Grid, p.XDim, p.YDim, p.ZDim, len(p.Optional), tc.x, tc.y, tc.z, tc.optional)
			}
			if want, _, err := plaincount.Count(p); err != nil || want != tc.all {
				t.Errorf("plaincount: %d solutions (%v), want %d", want, err, tc.all)
			}
			s, err := solver.New(p, solver.Options{Search: solver.Search{Auto: true}})
			if err != nil {
				t.Fatal(err)
			}
			st, err := s.Solve(t.Context(), func(sol solver.Solution) bool {
				if err := verify.Solution(p, sol); err != nil {
					t.Error(err)
					return false
				}
				return true
			})
			if err != nil || st.Solutions != tc.all {
				t.Errorf("--auto: %d solutions (%v), want %d", st.Solutions, err, tc.all)
			}
			rm := solver.Options{Search: solver.Search{Redundancy: true, Mirror: true}}
			if n, err := count(p, rm); err != nil || n != tc.burrTxt {
				t.Errorf("-r -M: %d solutions (%v), want burrTxt's %d", n, err, tc.burrTxt)
			}
			readsBack(t, p, rm, tc.burrTxt)
		})
	}
}

// TestPrismLayers: a problem of grid type 1 is read on the triangles
// when all its shapes lie in one layer (whichever), and on the
// triangular prisms when one of them spans more than one layer.
func TestPrismLayers(t *testing.T) {
	one := `<problem><shapes><shape id="0" count="1"/><shape id="1" count="1"/></shapes><result id="2"/></problem>`
	for _, tc := range []struct {
		name, shapes string
		want         grid.Kind
		z            int
	}{
		{"one layer", `<voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="2" y="1" z="1" type="0">##</voxel>`, grid.Triangle, 1},
		{"pieces in another layer", `<voxel x="1" y="1" z="2" type="0">_#</voxel><voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="2" y="1" z="1" type="0">##</voxel>`, grid.Triangle, 1},
		{"result in two layers", `<voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="1" y="1" z="2" type="0">##</voxel>`, grid.Prism, 2},
		{"a piece in two layers", `<voxel x="1" y="1" z="2" type="0">##</voxel><voxel x="1" y="1" z="1" type="0">#</voxel><voxel x="3" y="1" z="1" type="0">###</voxel>`, grid.Prism, 1},
	} {
		ps, err := parse("f.xmpuzzle", []byte(puzzleXML("1", tc.shapes, one)))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if p := ps[0].Problem; p.Grid != tc.want || p.ZDim != tc.z {
			t.Errorf("%s: read on %v, %d layers; want %v, %d", tc.name, p.Grid, p.ZDim, tc.want, tc.z)
		}
	}
}
