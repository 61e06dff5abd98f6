package burr

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/solver/puzzle"
)

// TestWriteLeavesOut: Write leaves out what BurrTools need not be told,
// and the file still counts as polyplay does, read back and by burrTxt
// where it is at hand (-q: up to turns and mirror images). Two rhombi of
// triangles (one shape, count 2) beside a stationary piece: its cells
// are not in the result, which is the region's open cells moved to x 0.
// FlatV, a bent row of balls in the cells of its mirror image, the rest
// of its box stationary: BurrTools turns the row over in space (a turn
// that lands every ball on a ball), one solution.
func TestWriteLeavesOut(t *testing.T) {
	rhombi := &puzzle.Problem{Name: "a<b", Grid: grid.Triangle, XDim: 3, YDim: 2, ZDim: 1, Pieces: []puzzle.Piece{
		{Name: "A", Cells: []grid.Point{{X: 0, Y: 0}, {X: 1, Y: 0}}},
		{Name: "B", Cells: []grid.Point{{X: 5, Y: 0}, {X: 5, Y: 1}}}, // up (5,1) on down (5,0)
		{Name: "*", Stationary: true, Cells: []grid.Point{{X: 2, Y: 0}, {X: 2, Y: 1}}},
	}}
	tests := []struct {
		name string
		p    *solver.Problem
		file string // the start of the file written
		want int64  // with -r -M, burrTxt's count
	}{
		{"rhombi", rhombi, `<?xml version="1.0"?>
<puzzle version="2">
<gridType type="1"/>
<shapes>
<voxel x="2" y="1" z="1" type="0" name="A">##</voxel>
<voxel x="2" y="2" z="1" type="0" name="result">####</voxel>
</shapes>
<problems>
<problem name="a&lt;b">
<shapes>
<shape id="0" count="2"/>
</shapes>
`, 1},
		{"flat-v", librarytest.FlatV(), `<?xml version="1.0"?>
<puzzle version="2">
<gridType type="2"/>
`, 1},
	}
	rm := solver.Options{Search: solver.Search{Redundancy: true, Mirror: true}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			if err := Write(&b, tc.p); err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(b.String(), tc.file) {
				t.Errorf("wrote\n%s\nwant it to start\n%s", b.String(), tc.file)
			}
			back, err := parse(tc.name+".xmpuzzle", []byte(b.String()))
			if err != nil {
				t.Fatalf("the file written does not read back: %v", err)
			}
			if n, err := count(&back[0].Problem, rm); err != nil || n != tc.want {
				t.Errorf("read back, -r -M: %d solutions (%v), want %d", n, err, tc.want)
			}
			path := filepath.Join(t.TempDir(), tc.name+".xmpuzzle")
			if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			if n, ok := burrTxtCount(t, path); ok && n != tc.want {
				t.Errorf("burrTxt counts %d, want %d", n, tc.want)
			}
		})
	}
}
