package player

import (
	"math"
	"strconv"

	"polyplay/solver"
	"polyplay/trace"
)

// Cells that are neither cubes (grid.Kind.AxisTurns) nor balls are drawn
// as prisms: the cell's outline seen from above (grid.Kind.Corners)
// raised from its layer's floor to the next, a unit higher. On the
// triangular prisms that is each cell's own shape. A face is a Face3D
// quadrilateral, a triangle repeating its last corner, so that the
// canvas painter and the SVG writer draw prisms as they draw cubes.

// prismExtent returns the middle of the board's visible cells in space
// and the radius of a sphere about it that holds them.
func prismExtent(b *trace.Board) ([3]float64, float64) {
	return extent(b, func(p solver.Point, lo, hi *[3]float64) {
		for _, v := range b.Grid.Corners(p) {
			lo[0], hi[0] = min(lo[0], v.X), max(hi[0], v.X)
			lo[1], hi[1] = min(lo[1], v.Y), max(hi[1], v.Y)
		}
		lo[2], hi[2] = min(lo[2], float64(p.Z)), max(hi[2], float64(p.Z+1))
	})
}

// prismFace is one face of a prism: its corners in space, anticlockwise
// seen from outside, its outward normal, and the cell across it.
type prismFace struct {
	corners [][3]float64
	normal  [3]float64
	across  solver.Point
}

// prismFaces returns the faces of the cell p: its sides, one for each
// edge of its outline (grid.Kind.Corners, anticlockwise from above), then
// its top and its bottom.
func (s *Scene3D) prismFaces(p solver.Point) []prismFace {
	cs := s.kind.Corners(p)
	z0, z1 := float64(p.Z), float64(p.Z+1)
	var out []prismFace
	flat := solver.Point{X: p.X, Y: p.Y}
	for k, a := range cs {
		b := cs[(k+1)%len(cs)]
		n := Across(s.kind, flat, k)
		out = append(out, prismFace{
			corners: [][3]float64{{a.X, a.Y, z0}, {b.X, b.Y, z0}, {b.X, b.Y, z1}, {a.X, a.Y, z1}},
			normal:  [3]float64{b.Y - a.Y, a.X - b.X, 0},
			across:  solver.Point{X: n.X, Y: n.Y, Z: p.Z},
		})
	}
	top := prismFace{normal: [3]float64{0, 0, 1}, across: solver.Point{X: p.X, Y: p.Y, Z: p.Z + 1}}
	bottom := prismFace{normal: [3]float64{0, 0, -1}, across: solver.Point{X: p.X, Y: p.Y, Z: p.Z - 1}}
	for k := range cs {
		a, b := cs[k], cs[len(cs)-1-k]
		top.corners = append(top.corners, [3]float64{a.X, a.Y, z1})
		bottom.corners = append(bottom.corners, [3]float64{b.X, b.Y, z0})
	}
	return append(out, top, bottom)
}

// prismFrame is Frame for prisms: each cell's faces that point at the
// viewer and are not covered by a neighbouring cell, back to front by
// the cells' centres, with the outline of each piece (an edge between
// two cells of one piece showing the same face is a seam, not drawn).
func (s *Scene3D) prismFrame(pr projection, explode float64) []Face3D {
	order := s.depthOrder(pr, explode)
	covered := func(q solver.Point, piece string) bool {
		j, ok := s.cubeAt(q)
		return ok && (explode == 0 && s.slid == nil || s.cubes[j].piece == piece)
	}
	lx, ly, lz := -0.35, 0.55, 0.76
	shades := map[string]string{}
	var faces []Face3D
	for _, o := range order {
		c := s.cubes[o.i]
		all := s.prismFaces(c.p)
		for f, pf := range all {
			nx, ny, nz := pr.rotate(pf.normal[0], pf.normal[1], pf.normal[2])
			l := math.Sqrt(nx*nx + ny*ny + nz*nz)
			if nz/l <= 1e-9 || covered(pf.across, c.piece) {
				continue
			}
			sh := 0.62 + 0.45*max(0, (nx*lx+ny*ly+nz*lz)/l)
			key := c.colour + " " + strconv.FormatFloat(sh, 'f', 2, 64)
			fill, ok := shades[key]
			if !ok {
				fill = Shade(c.colour, sh)
				shades[key] = fill
			}
			face := Face3D{Piece: c.piece, Fill: fill, Cell: c.p, Normal: f}
			n := len(pf.corners)
			for k := range face.Corners {
				v := pf.corners[min(k, n-1)]
				face.Corners[k] = pr.point(v[0]+o.off[0], v[1]+o.off[1], v[2]+o.off[2])
			}
			for k := range n {
				if s.prismSeam(c, pf, k, covered) {
					continue
				}
				face.Edges = append(face.Edges, [2][2]float64{face.Corners[k], face.Corners[(k+1)%n]})
			}
			faces = append(faces, face)
		}
	}
	return faces
}

// prismSeam reports whether edge k of the face pf of cell c (from its
// corner k to corner k+1) is a seam: the cell beyond that edge, in the
// face's plane, belongs to the same piece and shows the same face.
// Beyond a top's or a bottom's edge is the neighbour in the layer;
// beyond a side's lower or upper edge, the cell under or over.
func (s *Scene3D) prismSeam(c cube3, pf prismFace, k int, covered func(solver.Point, string) bool) bool {
	var beyond solver.Point
	switch {
	case pf.normal[2] != 0:
		// A top's or bottom's edge k lies over side k of the outline
		// (the bottom's in reverse order).
		cs := s.kind.Corners(c.p)
		side := k
		if pf.normal[2] < 0 {
			side = (len(cs) - 2 - k + len(cs)) % len(cs)
		}
		n := Across(s.kind, solver.Point{X: c.p.X, Y: c.p.Y}, side)
		beyond = solver.Point{X: n.X, Y: n.Y, Z: c.p.Z}
	case k == 0:
		beyond = solver.Point{X: c.p.X, Y: c.p.Y, Z: c.p.Z - 1}
	case k == 2:
		beyond = solver.Point{X: c.p.X, Y: c.p.Y, Z: c.p.Z + 1}
	default:
		return false // an upright edge: the side beside it turns away
	}
	j, ok := s.cubeAt(beyond)
	if !ok || s.cubes[j].piece != c.piece {
		return false
	}
	// The same face of the cell beyond: its face across the same way.
	d := solver.Point{X: pf.across.X - c.p.X, Y: pf.across.Y - c.p.Y, Z: pf.across.Z - c.p.Z}
	if pf.normal[2] == 0 {
		// Over or under: the same side, whose neighbour is as far.
		return !covered(solver.Point{X: beyond.X + d.X, Y: beyond.Y + d.Y, Z: beyond.Z + d.Z}, c.piece)
	}
	return !covered(solver.Point{X: beyond.X, Y: beyond.Y, Z: beyond.Z + d.Z}, c.piece)
}

// FloorOutline returns the outline of cell p's floor in the scene's
// space, anticlockwise seen from above: a cube's square, or a prism's
// outline (grid.Kind.Corners) at its layer's floor.
func (s *Scene3D) FloorOutline(p solver.Point) [][3]float64 {
	z := float64(p.Z)
	if !s.prism {
		x, y := float64(p.X), float64(p.Y)
		return [][3]float64{{x, y, z}, {x + 1, y, z}, {x + 1, y + 1, z}, {x, y + 1, z}}
	}
	var out [][3]float64
	for _, v := range s.kind.Corners(p) {
		out = append(out, [3]float64{v.X, v.Y, z})
	}
	return out
}

// Box returns the least and the greatest corner, in the scene's space,
// of the box that holds every cell of the board: (0, 0, 0) and (X, Y, Z)
// for cubes; for prisms, about the outlines of the box's cells.
func (s *Scene3D) Box() (lo, hi [3]float64) {
	if !s.prism {
		return [3]float64{}, [3]float64{float64(s.x), float64(s.y), float64(s.z)}
	}
	lo = [3]float64{math.Inf(1), math.Inf(1), 0}
	hi = [3]float64{math.Inf(-1), math.Inf(-1), float64(s.z)}
	for y := range s.y {
		for x := range s.x {
			for _, v := range s.kind.Corners(solver.Point{X: x, Y: y}) {
				lo[0], lo[1] = min(lo[0], v.X), min(lo[1], v.Y)
				hi[0], hi[1] = max(hi[0], v.X), max(hi[1], v.Y)
			}
		}
	}
	return lo, hi
}
