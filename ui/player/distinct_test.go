package player

import (
	"math"
	"testing"

	"polyplay/def"
	"polyplay/solver"
)

func TestDifference(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want float64
	}{
		{"#000000", "#ffffff", 1}, // OKLab's L runs from 0 to 1
		{"#ff0000", "#ff0000", 0},
		// Pure red is (0.6280, 0.2249, 0.1258) in Ottosson's definition.
		{"#ff0000", "#000000", math.Sqrt(0.6280*0.6280 + 0.2249*0.2249 + 0.1258*0.1258)},
	} {
		if got := Difference(tc.a, tc.b); math.Abs(got-tc.want) > 0.005 {
			t.Errorf("Difference(%s, %s) = %.3f, want %.3f", tc.a, tc.b, got, tc.want)
		}
	}
	if l, a, b, _ := OKLab("#ffffff"); math.Abs(l-1) > 1e-3 || math.Abs(a) > 1e-3 || math.Abs(b) > 1e-3 {
		t.Errorf("white in OKLab = %.4f %.4f %.4f, want 1 0 0", l, a, b)
	}
}

// Every two pieces of every library puzzle have colours that differ by a
// clear margin in OKLab, and differ from the open cells.
func TestColoursDistinct(t *testing.T) {
	for _, e := range def.Library() {
		p := library(t, e.Key)
		cols := Colours(p)
		var mobile []string
		for _, pc := range p.Pieces {
			if !pc.Stationary {
				mobile = append(mobile, pc.Name)
			}
		}
		want := MinDifference
		if len(mobile) > ManyPieces {
			want = ManyDifference
		}
		least, pair := math.Inf(1), ""
		for i, a := range mobile {
			if d := Difference(cols[a], OpenColour); d < want {
				t.Errorf("%s: piece %s (%s) is %.3f from the open cells' colour, want at least %.3f", e.Key, a, cols[a], d, want)
			}
			for _, b := range mobile[i+1:] {
				if d := Difference(cols[a], cols[b]); d < least {
					least, pair = d, a+" and "+b+" ("+cols[a]+", "+cols[b]+")"
				}
			}
		}
		if least < want-1e-9 {
			t.Errorf("%s: pieces %s differ by %.3f in OKLab, want at least %.3f", e.Key, pair, least, want)
		}
	}
}

// Draw2D names every piece on one of its own cells, once per layer, and
// captions the layers of a 3-D box.
func TestDrawLabels(t *testing.T) {
	for _, tc := range []struct {
		key            string
		labels, layers int
	}{
		{"pentominoes-10x6", 12, 0},
		{"soma", 0, 3}, // counted below: one label per piece and layer
	} {
		p := library(t, tc.key)
		sol, _ := firstSolution(t, p, solver.Options{})
		b := solutionBoard(t, p, sol)
		d := Draw2D(b, Colours(p))
		want := tc.labels
		if want == 0 {
			seen := map[string]bool{}
			for _, pl := range sol.Placements {
				for _, c := range pl.Cells {
					seen[b.At(c)+"@"+string(rune('0'+c.Z))] = true
				}
			}
			want = len(seen)
		}
		if len(d.Labels) != want || len(d.Layers) != tc.layers {
			t.Errorf("%s: %d labels and %d layer captions, want %d and %d", tc.key, len(d.Labels), len(d.Layers), want, tc.layers)
		}
		for _, l := range d.Labels {
			x, y := int(l.X), int(l.Y)
			z := x / (b.X + LayerGap)
			c := solver.Point{X: x - z*(b.X+LayerGap), Y: b.Y - 1 - y, Z: z}
			if got := b.At(c); got != l.Text {
				t.Errorf("%s: label %s at (%g, %g) is on a cell of %q", tc.key, l.Text, l.X, l.Y, got)
			}
		}
	}
}
