package player

import (
	"math"

	"polyplay/solver"
	"polyplay/trace"
)

// Balls (grid.Kind.Round) are drawn as shaded discs: each a polygon of
// ballSides sides in the piece's colour, darkened, with a smaller, lighter
// disc towards the light (the upper left) for its highlight, painted back
// to front by their centres' depth, which is exact for equal spheres that
// do not intersect. A disc is a fan of Face3D quadrilaterals, so that the
// canvas painter and the SVG writer, which draw quadrilaterals, draw
// balls as they draw cubes.

// ballSides and highlightSides are the polygons' sides: enough for a
// round outline at the sizes the page draws.
const (
	ballSides      = 24
	highlightSides = 12
)

// ballExtent returns the middle of the box's balls in space and the
// radius of a sphere about it that holds them: of the region's balls,
// not the box's (a pyramid's box leans over it, each layer half a ball
// further than the one under it).
func ballExtent(b *trace.Board) ([3]float64, float64) {
	return extent(b, func(p solver.Point, lo, hi *[3]float64) {
		v := b.Grid.Space(p)
		for i := range v {
			lo[i], hi[i] = min(lo[i], v[i]-0.5), max(hi[i], v[i]+0.5)
		}
	})
}

// extent returns the middle of the board's visible cells in space and
// the radius of a sphere about it that holds them, each cell p growing
// the box from lo to hi to hold it (grow).
func extent(b *trace.Board, grow func(p solver.Point, lo, hi *[3]float64)) ([3]float64, float64) {
	lo := [3]float64{math.Inf(1), math.Inf(1), math.Inf(1)}
	hi := [3]float64{math.Inf(-1), math.Inf(-1), math.Inf(-1)}
	for z := 0; z < b.Z; z++ {
		for y := 0; y < b.Y; y++ {
			for x := 0; x < b.X; x++ {
				if p := (solver.Point{X: x, Y: y, Z: z}); !b.Hidden(p) {
					grow(p, &lo, &hi)
				}
			}
		}
	}
	if lo[0] > hi[0] {
		return [3]float64{}, 0.5
	}
	c := [3]float64{(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2}
	d := [3]float64{hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]}
	return c, 0.5 * math.Sqrt(d[0]*d[0]+d[1]*d[1]+d[2]*d[2])
}

// ballFrame is Frame for balls.
func (s *Scene3D) ballFrame(pr projection, explode float64) []Face3D {
	order := s.depthOrder(pr, explode)
	shades := map[string][2]string{}
	faces := make([]Face3D, 0, len(order)*(ballSides+highlightSides)/2)
	for _, o := range order {
		c := s.cubes[o.i]
		fills, ok := shades[c.colour]
		if !ok {
			fills = [2]string{Shade(c.colour, 0.8), Shade(c.colour, 1.18)}
			shades[c.colour] = fills
		}
		v := s.space(c.p)
		ctr := pr.point(v[0]+o.off[0], v[1]+o.off[1], v[2]+o.off[2])
		r := 0.5 * pr.scale
		faces = disc(faces, c.piece, fills[0], c.p, ctr, r, ballSides, true)
		hl := [2]float64{ctr[0] - 0.28*r, ctr[1] - 0.3*r}
		faces = disc(faces, c.piece, fills[1], c.p, hl, 0.42*r, highlightSides, false)
	}
	return faces
}

// disc appends the faces of a regular polygon of n sides (n even) about
// ctr, radius r, as a fan of quadrilaterals; with outline, the first
// carries the polygon's edges.
func disc(faces []Face3D, piece, fill string, cell solver.Point, ctr [2]float64, r float64, n int, outline bool) []Face3D {
	pt := func(k int) [2]float64 {
		a := 2 * math.Pi * float64(k) / float64(n)
		return [2]float64{ctr[0] + r*math.Cos(a), ctr[1] + r*math.Sin(a)}
	}
	first := len(faces)
	for k := 0; k+2 < n; k += 2 {
		faces = append(faces, Face3D{Piece: piece, Fill: fill, Cell: cell, Normal: 4,
			Corners: [4][2]float64{pt(0), pt(k + 1), pt(k + 2), pt(min(k+3, n-1))}})
	}
	if outline {
		for k := range n {
			faces[first].Edges = append(faces[first].Edges, [2][2]float64{pt(k), pt(k + 1)})
		}
	}
	return faces
}
