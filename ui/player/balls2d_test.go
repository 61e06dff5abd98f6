package player

import (
	"strings"
	"testing"

	"polyplay/solver"
	"polyplay/solver/grid"
	"polyplay/trace"
)

// TestBalls2D: on balls, the 2-D drawing and a piece's own paths are
// discs (two arcs a ball), joined by bars where a piece's balls are side
// by side in a layer, and the layers keep their captions.
func TestBalls2D(t *testing.T) {
	b := NewBoard(&solver.Problem{XDim: 2, YDim: 2, ZDim: 2, Grid: grid.Sphere})
	piece := []solver.Point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 0, Y: 0, Z: 1}}
	if err := b.Apply(trace.Step{Kind: trace.Place, Piece: "A", Cells: piece}); err != nil {
		t.Fatal(err)
	}
	d := Draw2D(b, nil)
	var a *Fill
	for i := range d.Fills {
		if d.Fills[i].Piece == "A" {
			a = &d.Fills[i]
		}
	}
	if a == nil {
		t.Fatalf("no fill for piece A: %+v", d.Fills)
	}
	if n := strings.Count(a.D, "a0.42"); n != 2*3 {
		t.Errorf("piece A's fill has %d arcs, want two for each of its 3 balls: %s", n, a.D)
	}
	if n := strings.Count(a.D, "h1v0.3"); n != 1 {
		t.Errorf("piece A's fill has %d bars, want 1 (its two balls side by side in layer 0): %s", n, a.D)
	}
	if len(d.Layers) != 2 {
		t.Errorf("layer captions %+v", d.Layers)
	}
	fill, outline := CellPaths(b, piece)
	if fill != a.D || strings.Count(outline, "a0.42") != 6 {
		t.Errorf("CellPaths: fill %s (Draw2D's %s), outline %s", fill, a.D, outline)
	}
}
