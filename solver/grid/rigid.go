package grid

import (
	"slices"
	"sync"
)

// rigidBody describes a grid whose pieces are rigid bodies of balls
// (Rigid): its cells are the points of the face-centred cubic lattice,
// whose symmetries are the cube's, and a piece may take any turn of
// space that lands its balls on balls.
type rigidBody struct {
	kind Kind
	// of is the matrix that takes a cell to its point of the lattice
	// (FilePoint), the points (x, y, z) with x+y+z even, on which
	// distances and angles are Euclidean; half is twice its inverse.
	of, half [3][3]int
	// all are the lattice's symmetries (symmetries), made once.
	once sync.Once
	all  []Transform
}

// symmetries returns the cube's 48 symmetries of the lattice, the 24
// turns first, on the cells' coordinates; flat keeps those that keep
// every cell in its layer. The slice is new.
func (r *rigidBody) symmetries(flat bool) []Transform {
	var out []Transform
	for _, t := range r.lattice() {
		if !flat || t.m[2] == [3]int{0, 0, 1} {
			out = append(out, t)
		}
	}
	return out
}

// lattice returns the cube's 48 symmetries of the lattice, the 24 turns
// first, on the cells' coordinates: the slice is shared.
func (r *rigidBody) lattice() []Transform {
	r.once.Do(func() {
		for _, m := range cubeMatrices(false) {
			// m maps the lattice onto itself, so its conjugate on the
			// cells' coordinates is an integer matrix.
			r.all = append(r.all, r.transform(m, 1))
		}
	})
	return r.all
}

// points returns the points of the lattice of cells.
func (r *rigidBody) points(cells []Point) []vec {
	pts := make([]vec, len(cells))
	for i, c := range cells {
		p, _ := Transform{m: r.of}.mul(c)
		pts[i] = vec{p.X, p.Y, p.Z}
	}
	return pts
}

// transform returns the map of the lattice m/den on the cells'
// coordinates: of⁻¹·m·of/den.
func (r *rigidBody) transform(m [3][3]int, den int) Transform {
	return rational(mul(mul(r.half, m), r.of), 2*den, r.kind)
}

// Rigid reports whether the grid's pieces are rigid bodies of balls: a
// piece takes every turn of space that lands the centre of each of its
// balls on a ball's (Poses), not only the lattice's own turns (Turns).
// So a flat piece in a triangular layer of balls also turns by 60° in
// it, and its mirror image, which turning it over gives, is one of its
// orientations.
func (k Kind) Rigid() bool { return k.lat().rigid != nil }

// Moves returns the moves of a rigid body of these cells on the grid,
// one for each distinct map of the cells onto cells (the image of each,
// up to a translation), the identity first. On a Rigid grid they are the
// turns of space that land the centre of each cell on a cell's: the
// lattice's own turns (the turns among Symmetries(false)) first, in their
// order, then the others, which only a flat or a straight body (or one in
// several parts) has; with mirrors, then the lattice's mirror images and
// the others, each only if no move before it maps the cells alike, which
// leaves none for a flat body (its mirror image is a turn of space). On
// the other grids they are the turns among Symmetries(false), then with
// mirrors its mirror images, all of them.
func (k Kind) Moves(cells []Point, mirrors bool) []Transform {
	// Two moves map the cells alike when they map the differences of a
	// frame of them alike (frame): the frame spans every difference.
	var pairs [][2]int
	var syms []Transform
	r := k.lat().rigid
	if r != nil {
		pairs, _ = frame(r.points(cells))
		syms = r.lattice()
	} else {
		syms = k.Symmetries(false)
	}
	out := make([]Transform, 0, len(syms))
	maps := make([][3]Point, 0, len(syms))
	add := func(ts []Transform, mirror bool) {
		for _, t := range ts {
			if t.Mirror() != mirror {
				continue
			}
			var key [3]Point
			for i, p := range pairs {
				a, b := cells[p[0]], cells[p[1]]
				key[i], _ = t.mul(Point{b.X - a.X, b.Y - a.Y, b.Z - a.Z})
			}
			if r == nil {
				key[0] = Point{len(out), 0, 0} // no frame: every move counts
			}
			if !slices.Contains(maps, key) {
				maps = append(maps, key)
				out = append(out, t)
			}
		}
	}
	for _, mirror := range []bool{false, true} {
		if mirror && !mirrors {
			break
		}
		add(syms, mirror)
		if r != nil {
			add(r.isometries(cells, mirror), mirror)
		}
	}
	return out
}

// Poses returns the moves of a rigid body of these cells (Moves) that
// give its distinct orientations: the first move of each image of the
// cells moved by Normalize.
func (k Kind) Poses(cells []Point, mirrors bool) []Transform {
	ts, _ := k.poses(cells, mirrors)
	return ts
}

// Orientations returns the orientations of a rigid body of these cells
// that Poses(cells, false) gives, in its order: the images of the cells,
// each moved by Normalize (so sorted by Compare).
func (k Kind) Orientations(cells []Point) [][]Point {
	_, imgs := k.poses(cells, false)
	return imgs
}

// poses returns Poses and the images of the cells under them, moved by
// Normalize.
func (k Kind) poses(cells []Point, mirrors bool) ([]Transform, [][]Point) {
	var out []Transform
	var seen [][]Point
	img := make([]Point, len(cells))
	for _, t := range k.Moves(cells, mirrors) {
		for i, c := range cells {
			img[i] = t.Apply(c)
		}
		k.Normalize(img)
		if !slices.ContainsFunc(seen, func(s []Point) bool { return slices.Equal(s, img) }) {
			seen = append(seen, slices.Clone(img))
			out = append(out, t)
		}
	}
	return out, seen
}

// vec is a point of the lattice, or a difference of two.
type vec [3]int

func (a vec) sub(b vec) vec { return vec{a[0] - b[0], a[1] - b[1], a[2] - b[2]} }

func (a vec) dot(b vec) int { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }

func (a vec) cross(b vec) vec {
	return vec{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}

// isometries returns the isometries of space that land each of cells on a
// cell: the turns, or with mirror the turns and mirror images (only a
// body spanning space has mirror images that differ from its turns). They
// are found from the body's own geometry: a frame of differences of its
// points (frame) is mapped onto every frame of the lattice with the same
// lengths and angles, and each map that lands every point on the lattice
// is kept. One map is kept for each frame's image; for a flat or a
// straight body more turns have the same effect.
func (r *rigidBody) isometries(cells []Point, mirror bool) []Transform {
	pts := r.points(cells)
	_, f := frame(pts)
	if len(f) == 0 || latticeFrame(f) {
		return nil
	}
	var out []Transform
	for _, g := range frameImages(f) {
		m, den := isometry(f, g)
		if (det(m) < 0) != mirror || !lands(m, den, pts) {
			continue
		}
		out = append(out, r.transform(m, den))
	}
	return out
}

// frame returns up to three pairs of pts whose differences are
// independent and span all of pts' differences, each the shortest
// difference independent of those before it (so that few vectors of the
// lattice have its lengths), and the differences.
func frame(pts []vec) ([][2]int, []vec) {
	var pairs [][2]int
	var f []vec
	for len(f) < 3 {
		best, bestLen, at := vec{}, 0, [2]int{}
	scan:
		for i := range pts {
			for j := i + 1; j < len(pts); j++ {
				d := pts[j].sub(pts[i])
				n := d.dot(d)
				if (bestLen == 0 || n < bestLen) && independent(f, d) {
					best, bestLen, at = d, n, [2]int{i, j}
					if n == 2 {
						break scan // neighbours: none is shorter
					}
				}
			}
		}
		if bestLen == 0 {
			break
		}
		f, pairs = append(f, best), append(pairs, at)
	}
	return pairs, f
}

// latticeFrame reports whether every map of the frame f onto vectors of
// the lattice with its lengths and angles is one of the lattice's own
// symmetries, so that no other isometry lands the body on the lattice:
// three vectors that make a basis of it (a parallelepiped of volume 2,
// as any three independent vectors between neighbours do); two vectors
// between neighbours at right angles (a square layer, whose images are
// two of the cube's axes' sums and differences); one vector between
// neighbours, the lattice's shortest, which its turns take to every
// other (the body is a row along it). A connected body that spans space,
// lies in a square layer or in a row has such a frame.
func latticeFrame(f []vec) bool {
	switch len(f) {
	case 3:
		return abs(f[0].dot(f[1].cross(f[2]))) == 2
	case 2:
		return f[0].dot(f[0]) == 2 && f[1].dot(f[1]) == 2 && f[0].dot(f[1]) == 0
	}
	return f[0].dot(f[0]) == 2
}

// independent reports whether d is independent of the vectors f.
func independent(f []vec, d vec) bool {
	switch len(f) {
	case 0:
		return d != vec{}
	case 1:
		return f[0].cross(d) != vec{}
	}
	return f[0].cross(f[1]).dot(d) != 0
}

// frameImages returns every list of vectors of the lattice with the
// lengths of f's vectors and the same angles between them.
func frameImages(f []vec) [][]vec {
	out := [][]vec{nil}
	for i, v := range f {
		cands := ofLength(v.dot(v))
		var next [][]vec
		for _, g := range out {
		cand:
			for _, w := range cands {
				for j := range i {
					if g[j].dot(w) != f[j].dot(v) {
						continue cand
					}
				}
				next = append(next, append(slices.Clip(g), w))
			}
		}
		out = next
	}
	return out
}

// ofLength returns the vectors of the lattice (x+y+z even) whose squared
// length is n, in a fixed order.
func ofLength(n int) []vec {
	var out []vec
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	for x := -r; x <= r; x++ {
		for y := -r; y <= r; y++ {
			rest := n - x*x - y*y
			z := 0
			for (z+1)*(z+1) <= rest {
				z++
			}
			if z*z != rest || (x+y+z)&1 != 0 {
				continue
			}
			out = append(out, vec{x, y, -z})
			if z != 0 {
				out = append(out, vec{x, y, z})
			}
		}
	}
	return out
}

// isometry returns the map m/den of space that takes the frame f to g
// (as frameImages makes them): for three vectors the one linear map,
// which may be a mirror image; for two, the turn that also takes the
// normal f₁×f₂ to g₁×g₂; for one, the turn about f₁×g₁ (a half turn when
// g₁ = -f₁).
func isometry(f, g []vec) ([3][3]int, int) {
	switch len(f) {
	case 2:
		return isometry(append(slices.Clip(f), f[0].cross(f[1])), append(slices.Clip(g), g[0].cross(g[1])))
	case 3:
		// m = G·F⁻¹ = G·adj(F)/det(F), the vectors as columns.
		var fm, gm [3][3]int
		for j := range 3 {
			for i := range 3 {
				fm[i][j], gm[i][j] = f[j][i], g[j][i]
			}
		}
		m, d := mul(gm, adjugate(fm)), det(fm)
		if d < 0 {
			for i := range 3 {
				for j := range 3 {
					m[i][j] = -m[i][j]
				}
			}
			d = -d
		}
		return m, d
	}
	a, b := f[0], g[0]
	s, c := a.dot(a), a.dot(b)
	var m [3][3]int
	if c == -s {
		// A half turn about an axis u at right angles to a: 2uuᵀ/|u|² - 1.
		u := vec{}
		for i := 0; u == (vec{}); i++ {
			var e vec
			e[i] = 1
			u = a.cross(e)
		}
		for i := range 3 {
			for j := range 3 {
				m[i][j] = 2 * u[i] * u[j]
			}
			m[i][i] -= u.dot(u)
		}
		return m, u.dot(u)
	}
	// The turn by the angle θ between a and b about k = a×b, whose
	// cosine is c/s and sine |k|/s: (c(s+c)·1 + (s+c)·[k]× + kkᵀ)/(s(s+c)),
	// since |k|² = s² - c².
	k := a.cross(b)
	cross := [3][3]int{{0, -k[2], k[1]}, {k[2], 0, -k[0]}, {-k[1], k[0], 0}}
	for i := range 3 {
		for j := range 3 {
			m[i][j] = (s+c)*cross[i][j] + k[i]*k[j]
		}
		m[i][i] += c * (s + c)
	}
	return m, s * (s + c)
}

// adjugate returns the adjugate of m: det(m)·m⁻¹.
func adjugate(m [3][3]int) [3][3]int {
	var a [3][3]int
	for i := range 3 {
		for j := range 3 {
			i1, i2 := (j+1)%3, (j+2)%3
			j1, j2 := (i+1)%3, (i+2)%3
			a[i][j] = m[i1][j1]*m[i2][j2] - m[i1][j2]*m[i2][j1]
		}
	}
	return a
}

// lands reports whether the map m/den takes each of pts, moved so that
// the first is at the origin, to a point of the lattice.
func lands(m [3][3]int, den int, pts []vec) bool {
	for _, p := range pts[1:] {
		d := p.sub(pts[0])
		sum := 0
		for i := range 3 {
			w := m[i][0]*d[0] + m[i][1]*d[1] + m[i][2]*d[2]
			if w%den != 0 {
				return false
			}
			sum += w / den
		}
		if sum&1 != 0 {
			return false
		}
	}
	return true
}

// LayerTurns returns, on a Rigid grid, the turns of space that map a
// layer of balls onto itself about the origin: first the turns about the
// layer's normal, the identity first, turn i taking the neighbour in
// the layer's first slot (Slot) to the one in its i-th (so turn 1 is a
// turn by 360°/Sides anticlockwise seen from above), then the half turns
// about an axis in the layer, which turn it over, half turn i taking
// the first slot's neighbour to the one in slot Sides/2+i (so the first
// mirrors the layer across the line at right angles to that slot).
// Sides/2 and Sides/2+i count round the Sides slots. In a triangular
// layer of balls the turns by 60° and half of the half turns are not
// the lattice's. On the other grids it returns nil.
func (k Kind) LayerTurns() []Transform {
	l := k.lat()
	if l.rigid == nil {
		return nil
	}
	body := k.Neighbours([]Point{{}}, Point{}, true) // the origin and its neighbours in the layer
	n := len(body) - 1
	out := make([]Transform, 2*n)
	for _, t := range k.Moves(body, false) {
		up := t.m[2] == [3]int{0, 0, max(t.den, 1)}
		if !up && t.m[2] != [3]int{0, 0, -max(t.den, 1)} {
			continue // it leaves the layer
		}
		to := slices.Index(body[1:], t.Apply(body[1]))
		if to < 0 || t.Apply(Point{}) != (Point{}) {
			continue
		}
		if up {
			out[to] = t
		} else {
			out[n+(to-n/2+n)%n] = t
		}
	}
	return out
}
