package player

import (
	"math"
	"polyplay/trace"
	"sort"
	"strconv"

	"polyplay/solver"
	"polyplay/solver/grid"
)

// The 3-D view draws a board as unit cubes on an HTML canvas with the 2-D
// context, in orthographic projection, back to front (the painter's
// algorithm).
//
// Why canvas 2-D and not WebGL or SVG: the scenes are small — at most a few
// thousand cube faces survive culling (a 4x4x4 cube shows under 200, the
// 33x23 heptomino board as a slab about 900) — so painting them is a few
// milliseconds per frame, well within 30 frames per second, and needs no
// shaders, buffers or context-loss handling. Unit cubes on a grid need no
// depth buffer: faces between cubes are culled (between any two cubes when
// the view is solid, between cubes of the same piece when it is exploded),
// back faces are culled, and the remaining faces are painted cube by cube
// in order of the cubes' depth, which is exact for equal axis-aligned cubes
// that do not intersect. SVG would rebuild DOM nodes on every frame of a
// rotation; a canvas is redrawn with a handful of calls per face, and its
// pixels export directly as PNG. All geometry below is pure Go (tested
// natively); only the final painting touches the browser.

// Camera3D is the view of a Scene3D.
type Camera3D struct {
	// Yaw turns the scene about the vertical (z) axis, Pitch tilts it
	// towards the viewer; both in radians. Pitch π/2 looks straight down,
	// as the 2-D board is drawn.
	Yaw, Pitch float64
	// Zoom scales the fitted drawing (1 fits the box in the canvas).
	Zoom float64
	// Explode pulls the pieces apart, from 0 (assembled) to 1.
	Explode float64
}

// DefaultCamera3D is the starting view: from the front left, above.
var DefaultCamera3D = Camera3D{Yaw: -0.55, Pitch: 0.62, Zoom: 1}

// Clamp keeps the camera's values in range: pitch within ±π/2, zoom
// 0.2..8, explode 0..1 (NaNs become the defaults).
func (c Camera3D) Clamp() Camera3D {
	fix := func(v, lo, hi, def float64) float64 {
		if v != v || math.IsInf(v, 0) {
			return def
		}
		return max(lo, min(hi, v))
	}
	c.Yaw = math.Mod(fix(c.Yaw, -1e6, 1e6, DefaultCamera3D.Yaw), 2*math.Pi)
	c.Pitch = fix(c.Pitch, -math.Pi/2, math.Pi/2, DefaultCamera3D.Pitch)
	c.Zoom = fix(c.Zoom, 0.2, 8, 1)
	c.Explode = fix(c.Explode, 0, 1, 0)
	return c
}

// Scene3D is a board's cubes (or balls) ready for drawing.
type Scene3D struct {
	x, y, z int
	cubes   []cube3
	// at holds each cell's cube index plus one (0: no cube).
	at []int32
	// offset is each piece's direction of explosion.
	offset map[string][3]float64
	// slid, when not nil, places each piece by its own displacement in
	// cells instead of the explosion, and leaves out the pieces it does
	// not hold (SlideTo); spread is the farthest any piece goes.
	slid   map[string][3]float64
	spread float64
	// bounds, when not nil, is what the drawing fits for camera
	// boundsCam, in view space about the centre (x from, x to, y from,
	// y to): every drawing of an animation, fitted alike (FitApart).
	bounds    *[4]float64
	boundsCam Camera3D
	// round draws the cells as balls (grid.Kind.Round), each centred
	// at space(cell).
	round bool
	// prism draws the cells as prisms over their outlines
	// (prism3d.go), on the grids whose cells are neither cubes nor
	// balls; kind is the board's grid.
	prism bool
	kind  grid.Kind
	space func(solver.Point) [3]float64
	// centre and reach are the middle of the box's cells in space and
	// the radius of a sphere about it that holds them.
	centre [3]float64
	reach  float64
	// palette is the board's constraint palette, for the marks.
	palette ConstraintPalette
}

type cube3 struct {
	p      solver.Point
	piece  string
	colour string
	// mark is the cell's constraint colour (trace.Board.ConstraintColour).
	mark int
}

// NewScene3D returns the scene of board b: a cube for every cell covered
// by a mobile piece or by a stationary piece inside the region (hidden
// stationary cells, which only shape the region, are left out).
func NewScene3D(b *trace.Board, colours map[string]string) *Scene3D {
	s := &Scene3D{x: b.X, y: b.Y, z: b.Z, at: make([]int32, b.X*b.Y*b.Z), offset: map[string][3]float64{},
		round: b.Grid.Round(), space: b.Grid.Space, kind: b.Grid, palette: b.Palette}
	s.prism = !s.round && !b.Grid.AxisTurns()
	if !s.round && !s.prism {
		// A cube's place is its corner (x, y, z).
		s.space = func(p solver.Point) [3]float64 { return [3]float64{float64(p.X), float64(p.Y), float64(p.Z)} }
	}
	sum := map[string][4]float64{}
	for z := 0; z < b.Z; z++ {
		for y := 0; y < b.Y; y++ {
			for x := 0; x < b.X; x++ {
				p := solver.Point{X: x, Y: y, Z: z}
				name := b.At(p)
				if name == "" || b.Hidden(p) {
					continue
				}
				col := colours[name]
				if col == "" {
					col = "#94a3b8"
				}
				s.at[(z*b.Y+y)*b.X+x] = int32(len(s.cubes) + 1)
				s.cubes = append(s.cubes, cube3{p, name, col, b.ConstraintColour(p)})
				if !b.Stationary(p) {
					a, v := sum[name], s.space(p)
					sum[name] = [4]float64{a[0] + v[0], a[1] + v[1], a[2] + v[2], a[3] + 1}
				}
			}
		}
	}
	s.centre = [3]float64{float64(b.X) / 2, float64(b.Y) / 2, float64(b.Z) / 2}
	s.reach = 0.5 * math.Sqrt(float64(b.X*b.X+b.Y*b.Y+b.Z*b.Z))
	switch {
	case s.round:
		s.centre, s.reach = ballExtent(b)
	case s.prism:
		s.centre, s.reach = prismExtent(b)
	}
	cx, cy, cz := s.centre[0]-0.5, s.centre[1]-0.5, s.centre[2]-0.5
	if s.round || s.prism {
		cx, cy, cz = s.centre[0], s.centre[1], s.centre[2]
	}
	for name, a := range sum {
		s.offset[name] = [3]float64{a[0]/a[3] - cx, a[1]/a[3] - cy, a[2]/a[3] - cz}
	}
	return s
}

// cubeAt returns the index of the cube at p, ok false if there is none.
func (s *Scene3D) cubeAt(p solver.Point) (int, bool) {
	if p.X < 0 || p.Y < 0 || p.Z < 0 || p.X >= s.x || p.Y >= s.y || p.Z >= s.z {
		return 0, false
	}
	i := s.at[(p.Z*s.y+p.Y)*s.x+p.X]
	return int(i) - 1, i > 0
}

// Cubes returns the number of cubes in the scene.
func (s *Scene3D) Cubes() int { return len(s.cubes) }

// Face3D is one visible cube face, projected: its corners on the canvas,
// its shaded colour, and the edges to draw (segments on the canvas) —
// the outline of the piece, not the seams between its own cubes.
type Face3D struct {
	Piece   string
	Fill    string
	Corners [4][2]float64
	Edges   [][2][2]float64
	// Cell is the cube's cell and Normal the face's direction (0..5:
	// +x, -x, +y, -y, +z, -z).
	Cell   solver.Point
	Normal int
	// Mark, if not 0, makes the face the mark of a constraint colour on
	// the face before it (markFace): its middle square, without edges.
	Mark int
}

// faceDirs are the six face normals; faceCorners the corners of each face
// of the unit cube at the origin, in order around the face.
var (
	faceDirs    = [6]solver.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {Z: 1}, {Z: -1}}
	faceCorners = [6][4][3]float64{
		{{1, 0, 0}, {1, 1, 0}, {1, 1, 1}, {1, 0, 1}},
		{{0, 0, 0}, {0, 0, 1}, {0, 1, 1}, {0, 1, 0}},
		{{0, 1, 0}, {0, 1, 1}, {1, 1, 1}, {1, 1, 0}},
		{{0, 0, 0}, {1, 0, 0}, {1, 0, 1}, {0, 0, 1}},
		{{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}},
		{{0, 0, 0}, {0, 1, 0}, {1, 1, 0}, {1, 0, 0}},
	}
)

// projection holds a camera's transform for a canvas.
type projection struct {
	cy, sy, cp, sp float64
	scale, ox, oy  float64
	cx, cyy, cz    float64
}

func (s *Scene3D) projection(cam Camera3D, w, h float64) projection {
	cam = cam.Clamp()
	// Fit the box's bounding sphere, grown by the explosion.
	r := s.reach*(1+cam.Explode) + s.spread
	scale := min(w, h) / (2 * max(r, 0.5) * 1.04) * cam.Zoom
	pr := projection{
		cy: math.Cos(cam.Yaw), sy: math.Sin(cam.Yaw), cp: math.Cos(cam.Pitch), sp: math.Sin(cam.Pitch),
		scale: scale, ox: w / 2, oy: h / 2,
		cx: s.centre[0], cyy: s.centre[1], cz: s.centre[2],
	}
	if b := s.bounds; b != nil && cam == s.boundsCam && b[1] > b[0] && b[3] > b[2] {
		pr.scale = min(w/(b[1]-b[0]), h/(b[3]-b[2])) / 1.08 * cam.Zoom
		pr.ox = w/2 - pr.scale*(b[0]+b[1])/2
		pr.oy = h/2 + pr.scale*(b[2]+b[3])/2
	}
	return pr
}

// rotate turns a vector into view space: x right, y up the screen, z
// towards the viewer.
func (pr projection) rotate(x, y, z float64) (float64, float64, float64) {
	x1 := x*pr.cy - y*pr.sy
	y1 := x*pr.sy + y*pr.cy
	return x1, y1*pr.sp + z*pr.cp, -y1*pr.cp + z*pr.sp
}

// point projects a scene point to the canvas.
func (pr projection) point(x, y, z float64) [2]float64 {
	vx, vy, _ := pr.rotate(x-pr.cx, y-pr.cyy, z-pr.cz)
	return [2]float64{pr.ox + vx*pr.scale, pr.oy - vy*pr.scale}
}

// Frame returns the faces to paint, back to front, for a w x h canvas.
func (s *Scene3D) Frame(cam Camera3D, w, h float64) []Face3D {
	cam = cam.Clamp()
	pr := s.projection(cam, w, h)
	// Which faces point at the viewer, and their shade: light comes from
	// the upper left of the viewer.
	var front [6]bool
	var shade [6]float64
	lx, ly, lz := -0.35, 0.55, 0.76
	for i, d := range faceDirs {
		nx, ny, nz := pr.rotate(float64(d.X), float64(d.Y), float64(d.Z))
		front[i] = nz > 1e-9
		shade[i] = 0.62 + 0.45*max(0, nx*lx+ny*ly+nz*lz)
	}
	explode := cam.Explode * 0.9
	switch {
	case s.round:
		return s.ballFrame(pr, explode)
	case s.prism:
		return s.prismFrame(pr, explode)
	}
	order := s.depthOrder(pr, explode)

	// blocked reports whether the face of cell p towards direction d is
	// hidden by a neighbouring cube.
	blocked := func(p solver.Point, piece string, d solver.Point) bool {
		j, ok := s.cubeAt(solver.Point{X: p.X + d.X, Y: p.Y + d.Y, Z: p.Z + d.Z})
		return ok && (explode == 0 && s.slid == nil || s.cubes[j].piece == piece)
	}
	shades := map[[2]string]string{}
	var faces []Face3D
	for _, o := range order {
		c := s.cubes[o.i]
		for f, d := range faceDirs {
			if !front[f] || blocked(c.p, c.piece, d) {
				continue
			}
			key := [2]string{c.colour, strconv.Itoa(f)}
			fill, ok := shades[key]
			if !ok {
				fill = Shade(c.colour, shade[f])
				shades[key] = fill
			}
			face := Face3D{Piece: c.piece, Fill: fill, Cell: c.p, Normal: f}
			for k, v := range faceCorners[f] {
				face.Corners[k] = pr.point(float64(c.p.X)+v[0]+o.off[0], float64(c.p.Y)+v[1]+o.off[1], float64(c.p.Z)+v[2]+o.off[2])
			}
			// Edge k runs from corner k to corner k+1; it is a seam (not
			// drawn) when the cube across it belongs to the same piece
			// and shows the same face.
			for k := 0; k < 4; k++ {
				a, b := faceCorners[f][k], faceCorners[f][(k+1)%4]
				// The direction across edge k, away from the face's centre.
				var across solver.Point
				mid := [3]float64{(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2}
				for axis := 0; axis < 3; axis++ {
					if n := [3]int{d.X, d.Y, d.Z}[axis]; n != 0 {
						continue
					}
					switch mid[axis] {
					case 0:
						setAxis(&across, axis, -1)
					case 1:
						setAxis(&across, axis, 1)
					}
				}
				nb := solver.Point{X: c.p.X + across.X, Y: c.p.Y + across.Y, Z: c.p.Z + across.Z}
				if j, ok := s.cubeAt(nb); ok && s.cubes[j].piece == c.piece && !blocked(nb, c.piece, d) {
					continue
				}
				face.Edges = append(face.Edges, [2][2]float64{face.Corners[k], face.Corners[(k+1)%4]})
			}
			faces = append(faces, face)
			if c.mark > 0 {
				faces = append(faces, markFace(face, s.palette, c.mark, shade[f]))
			}
		}
	}
	return faces
}

// placedCell is a cell of the scene in painting order: its index in
// cubes, its centre's depth and the explosion's offset of its piece.
type placedCell struct {
	i     int
	depth float64
	off   [3]float64
}

// depthOrder returns the scene's cells back to front by their centres
// (Centre), each moved by its piece's shift (the explosion's, or its
// slide's), those of pieces not drawn left out.
func (s *Scene3D) depthOrder(pr projection, explode float64) []placedCell {
	order := make([]placedCell, 0, len(s.cubes))
	for i, c := range s.cubes {
		off, ok := s.shift(c.piece, explode)
		if !ok {
			continue
		}
		v := s.Centre(c.p)
		_, _, d := pr.rotate(v[0]+off[0]-pr.cx, v[1]+off[1]-pr.cyy, v[2]+off[2]-pr.cz)
		order = append(order, placedCell{i, d, off})
	}
	sort.SliceStable(order, func(a, b int) bool { return order[a].depth < order[b].depth })
	return order
}

// shift returns the displacement of piece's cubes: the explosion's
// (explode is its share of the piece's direction) or, while the pieces
// slide, the piece's own; ok is false for a piece not drawn.
func (s *Scene3D) shift(piece string, explode float64) (off [3]float64, ok bool) {
	if s.slid != nil {
		off, ok = s.slid[piece]
		return off, ok
	}
	o := s.offset[piece]
	return [3]float64{o[0] * explode, o[1] * explode, o[2] * explode}, true
}

func setAxis(p *solver.Point, axis, v int) {
	switch axis {
	case 0:
		p.X = v
	case 1:
		p.Y = v
	default:
		p.Z = v
	}
}

// Contains reports whether the point p of the drawing lies inside the
// face (its corners, convex, in order either way round).
func (f Face3D) Contains(p [2]float64) bool {
	var pos, neg bool
	for k := range 4 {
		a, b := f.Corners[k], f.Corners[(k+1)%4]
		cross := (b[0]-a[0])*(p[1]-a[1]) - (b[1]-a[1])*(p[0]-a[0])
		pos = pos || cross > 1e-9
		neg = neg || cross < -1e-9
	}
	return !(pos && neg)
}

// FacePath returns the face's polygon as SVG path data, grown by grow
// pixels around its centre so that neighbouring faces overlap and no
// anti-aliasing seam shows between them.
func (f Face3D) FacePath(grow float64) string {
	var cx, cy float64
	for _, p := range f.Corners {
		cx += p[0] / 4
		cy += p[1] / 4
	}
	b := make([]byte, 0, 96)
	for k, p := range f.Corners {
		dx, dy := p[0]-cx, p[1]-cy
		l := math.Hypot(dx, dy)
		if l > 0 {
			dx, dy = dx*(1+grow/l), dy*(1+grow/l)
		}
		if k == 0 {
			b = append(b, 'M')
		} else {
			b = append(b, 'L')
		}
		b = strconv.AppendFloat(b, cx+dx, 'f', 1, 64)
		b = append(b, ' ')
		b = strconv.AppendFloat(b, cy+dy, 'f', 1, 64)
	}
	return string(append(b, 'Z'))
}

// EdgePath returns the face's edges as SVG path data.
func (f Face3D) EdgePath() string {
	b := make([]byte, 0, 24*len(f.Edges))
	for _, e := range f.Edges {
		b = append(b, 'M')
		b = strconv.AppendFloat(b, e[0][0], 'f', 1, 64)
		b = append(b, ' ')
		b = strconv.AppendFloat(b, e[0][1], 'f', 1, 64)
		b = append(b, 'L')
		b = strconv.AppendFloat(b, e[1][0], 'f', 1, 64)
		b = append(b, ' ')
		b = strconv.AppendFloat(b, e[1][1], 'f', 1, 64)
	}
	return string(b)
}

// FloorPath returns the outline of the box's floor (z = 0) on the canvas,
// drawn under the cubes to show where the box is, and whether it faces
// the viewer (seen from below it is not drawn).
func (s *Scene3D) FloorPath(cam Camera3D, w, h float64) (string, bool) {
	cam = cam.Clamp()
	pr := s.projection(cam, w, h)
	if _, _, nz := pr.rotate(0, 0, 1); nz <= 0 {
		return "", false
	}
	x0, y0, x1, y1 := 0.0, 0.0, float64(s.x), float64(s.y)
	switch {
	case s.round:
		// Under the balls of the bottom layer.
		lo, hi := s.space(solver.Point{}), s.space(solver.Point{X: s.x - 1, Y: s.y - 1})
		x0, y0, x1, y1 = lo[0]-0.5, lo[1]-0.5, hi[0]+0.5, hi[1]+0.5
	case s.prism:
		// Under the outlines of the box's cells (its corners' rows).
		lo := s.kind.Corners(solver.Point{})
		hi := s.kind.Corners(solver.Point{X: s.x - 1, Y: s.y - 1})
		x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, v := range append(lo, hi...) {
			x0, y0, x1, y1 = min(x0, v.X), min(y0, v.Y), max(x1, v.X), max(y1, v.Y)
		}
	}
	pts := [4][2]float64{pr.point(x0, y0, 0), pr.point(x1, y0, 0), pr.point(x1, y1, 0), pr.point(x0, y1, 0)}
	f := Face3D{Corners: pts}
	return f.FacePath(0), true
}

// Project returns where the point v of the scene's space falls on a w x h
// canvas seen by cam: the same projection Frame draws with.
func (s *Scene3D) Project(cam Camera3D, w, h float64, v [3]float64) [2]float64 {
	return s.projection(cam.Clamp(), w, h).point(v[0], v[1], v[2])
}

// Depth returns how near the viewer the point v of the scene's space is
// (larger is nearer) when seen by cam.
func (s *Scene3D) Depth(cam Camera3D, v [3]float64) float64 {
	pr := s.projection(cam.Clamp(), 1, 1)
	_, _, d := pr.rotate(v[0]-pr.cx, v[1]-pr.cyy, v[2]-pr.cz)
	return d
}

// Centre returns the middle of cell p in the scene's space: a ball's or
// a prism's centre (grid.Kind.Space), or a cube's.
func (s *Scene3D) Centre(p solver.Point) [3]float64 {
	if s.round || s.prism {
		return s.space(p)
	}
	return [3]float64{float64(p.X) + 0.5, float64(p.Y) + 0.5, float64(p.Z) + 0.5}
}

// Round reports whether the scene's cells are balls.
func (s *Scene3D) Round() bool { return s.round }
