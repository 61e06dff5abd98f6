package player

import (
	"math"
	"strconv"
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
	if n := strings.Count(a.D, "v0.3h1"); n != 1 {
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

// TestBallsFillNoHoles: a piece's fill (discs and the bars that join
// them) covers every point of its discs and bars by the nonzero rule
// that canvases and SVG fill by: a bar drawn the other way round from
// the discs cancels them where they overlap, a white square or bar in
// the disc.
func TestBallsFillNoHoles(t *testing.T) {
	b := NewBoard(&solver.Problem{XDim: 3, YDim: 3, ZDim: 1, Grid: grid.Sphere})
	cells := []solver.Point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 2, Y: 0}, {X: 1, Y: 1}}
	fill, _ := ballPaths(b, cells)
	polys := flatten(t, fill)
	for _, c := range cells {
		l, tp := CellOrigin(b.X, b.Y, c)
		cx, cy := l+0.5, tp+0.5
		// Across the disc, along both axes, and along the bars to the
		// next ball right and below.
		for s := -0.4; s <= 1.0; s += 0.05 {
			pts := [][2]float64{{cx + s, cy}, {cx, cy + s}, {cx + min(s, 0.4), cy + 0.1}}
			for _, p := range pts {
				inDisc := (p[0]-cx)*(p[0]-cx)+(p[1]-cy)*(p[1]-cy) < 0.4*0.4
				right := p[1] == cy && p[0] > cx && containsCell(cells, solver.Point{X: c.X + 1, Y: c.Y})
				down := p[0] == cx && p[1] > cy && containsCell(cells, solver.Point{X: c.X, Y: c.Y - 1})
				if (inDisc || right || down) && winding(polys, p) == 0 {
					t.Errorf("the point %.2f,%.2f of ball %v's disc or bar is a hole in the fill", p[0], p[1], c)
				}
			}
		}
	}
}

func containsCell(cs []solver.Point, c solver.Point) bool {
	for _, d := range cs {
		if d == c {
			return true
		}
	}
	return false
}

// flatten reads a path of the commands ballPaths writes (M, h, v, z and
// circle's half-circle arcs a r r 0 1 0 dx 0) into polygons.
func flatten(t *testing.T, d string) [][][2]float64 {
	t.Helper()
	var polys [][][2]float64
	var cur [][2]float64
	var x, y float64
	num := func() float64 {
		d = strings.TrimLeft(d, " ")
		i := strings.IndexFunc(d, func(r rune) bool { return !(r == '-' || r == '.' || r >= '0' && r <= '9') })
		if i < 0 {
			i = len(d)
		}
		v, err := strconv.ParseFloat(d[:i], 64)
		if err != nil {
			t.Fatalf("path number %q: %v", d, err)
		}
		d = d[i:]
		return v
	}
	for len(d) > 0 {
		c := d[0]
		d = d[1:]
		switch c {
		case 'M':
			x, y = num(), num()
			cur = [][2]float64{{x, y}}
		case 'h':
			x += num()
			cur = append(cur, [2]float64{x, y})
		case 'v':
			y += num()
			cur = append(cur, [2]float64{x, y})
		case 'a':
			r, _, _, _, sweep, dx, _ := num(), num(), num(), num(), num(), num(), num()
			if sweep != 0 {
				t.Fatalf("an arc with sweep %g", sweep)
			}
			// Half a circle from (x, y) to (x+dx, y), its angle decreasing
			// (sweep 0).
			mx := x + dx/2
			a0 := 0.0
			if dx > 0 {
				a0 = math.Pi
			}
			for k := 1; k <= 32; k++ {
				a := a0 - math.Pi*float64(k)/32
				cur = append(cur, [2]float64{mx + r*math.Cos(a), y + r*math.Sin(a)})
			}
			x += dx
		case 'z':
			polys = append(polys, cur)
		default:
			t.Fatalf("path command %q", c)
		}
	}
	return polys
}

// winding is the nonzero rule's winding number of p in polys.
func winding(polys [][][2]float64, p [2]float64) int {
	w := 0
	for _, poly := range polys {
		for i := range poly {
			a, b := poly[i], poly[(i+1)%len(poly)]
			cross := (b[0]-a[0])*(p[1]-a[1]) - (p[0]-a[0])*(b[1]-a[1])
			switch {
			case a[1] <= p[1] && b[1] > p[1] && cross > 0:
				w++
			case a[1] > p[1] && b[1] <= p[1] && cross < 0:
				w--
			}
		}
	}
	return w
}
