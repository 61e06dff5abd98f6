package polyplayer

import (
	"testing"

	"polyplay/solver"
	"polyplay/trace"
	"polyplay/ui/player"
)

// TestPackFaces checks the layout drawFacesJS reads: per face the fill
// index, four corners, the edge count and the edges.
func TestPackFaces(t *testing.T) {
	bar := player.NewBoard(&solver.Problem{XDim: 2, YDim: 1, ZDim: 1})
	if err := bar.Apply(trace.Step{Kind: trace.Place, Piece: "a", Cells: []solver.Point{{}, {X: 1}}}); err != nil {
		t.Fatal(err)
	}
	faces := player.NewScene3D(bar, map[string]string{"a": "#808080"}).Frame(player.DefaultCamera3D, 400, 300)
	index := map[string]int{}
	var added []string
	buf := packFaces(nil, faces, index, func(c string) { added = append(added, c) })
	i, n := 0, 0
	for i < len(buf) {
		f := int(buf[i])
		if f < 0 || f >= len(added) {
			t.Fatalf("face %d: fill index %d of %d", n, f, len(added))
		}
		edges := int(buf[i+9])
		if edges != len(faces[n].Edges) {
			t.Fatalf("face %d: %d edges, want %d", n, edges, len(faces[n].Edges))
		}
		if e := faces[n].Edges; edges > 0 && (buf[i+10] != float32(e[0][0][0]) || buf[i+13] != float32(e[0][1][1])) {
			t.Fatalf("face %d: first edge %v, want %v", n, buf[i+10:i+14], e[0])
		}
		i += 10 + 4*edges
		n++
	}
	if n != len(faces) || i != len(buf) {
		t.Errorf("decoded %d faces (%d floats), want %d (%d)", n, i, len(faces), len(buf))
	}
	// Three shades of one colour: the faces pointing three ways.
	if len(added) != 3 {
		t.Errorf("%d fills, want 3", len(added))
	}
}
