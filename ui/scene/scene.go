package scene

import (
	"fmt"
	"html"
	"math"
	"strings"

	"polyplay/solver"
	"polyplay/trace"
	"polyplay/ui/player"
)

// Ghost colours: the piece in hand where it fits, and where it does not.
const (
	FitColour    = "#16a34a"
	RefuseColour = "#dc2626"
)

// Input is what a scene shows.
type Input struct {
	// Problem is the puzzle (its box, grid and stationary pieces); Open
	// reports whether a cell is part of the region (nil: every cell of
	// the box).
	Problem *solver.Problem
	Open    func(solver.Point) bool
	// Placed are the pieces on the board, Colours their colours by name.
	Placed  []solver.Placement
	Colours map[string]string
	// Pinned are the cells of the starting position's pieces, which
	// cannot be picked up: their faces are drawn with a heavy outline.
	Pinned []solver.Point
	// Ghost is the piece in hand where it would go (Piece "" for none);
	// Fits says whether it can be placed there.
	Ghost solver.Placement
	Fits  bool
	// RegionColour, if not nil, is the constraint colour each cell of
	// the region requires (0: none): a ring of the colour on the
	// working layer's free places that require one (player.RegionMarks'
	// look). Placed's and Ghost's Colours mark their pieces' coloured
	// cells.
	RegionColour func(solver.Point) int
	// Layer is the working layer: its floor grid is drawn and the
	// pointer snaps to its cells. Lift is the highest layer drawn: the
	// layers above it are lifted away.
	Layer, Lift int
	// Cam is the camera, W and H the drawing's size; Pan moves the
	// drawing (a zoomed scene panned), in its units.
	Cam  player.Camera3D
	W, H float64
	Pan  [2]float64
}

// Scene is a position ready to draw and to answer the pointer.
type Scene struct {
	in     Input
	placed *player.Scene3D
	ghost  *player.Scene3D
	layer  []solver.Point
	// free are the working layer's places no piece covers.
	free []solver.Point
}

// New builds the scene of in. A piece's cells that do not fit the board
// (outside the box, on another piece) are left out of the drawing.
func New(in Input) *Scene {
	p := in.Problem
	in.Layer = min(max(in.Layer, 0), p.ZDim-1)
	in.Lift = min(max(in.Lift, 0), p.ZDim-1)
	if in.Open == nil {
		in.Open = func(solver.Point) bool { return true }
	}
	lifted := liftedProblem(p, in.Lift)
	b := trace.NewBoard(lifted)
	b.SetColours(in.Placed)
	for _, pl := range in.Placed {
		var cells []solver.Point
		for _, c := range pl.Cells {
			if c.Z <= in.Lift && b.Inside(c) && b.At(c) == "" {
				cells = append(cells, c)
			}
		}
		_ = b.Apply(trace.Step{Kind: trace.Place, Piece: pl.Piece, Cells: cells})
	}
	s := &Scene{in: in, placed: player.NewScene3D(b, in.Colours)}
	if in.Ghost.Piece != "" {
		gb := trace.NewBoard(p)
		gb.SetColours([]solver.Placement{in.Ghost})
		var cells []solver.Point
		for _, c := range in.Ghost.Cells {
			if gb.Inside(c) && gb.At(c) == "" {
				cells = append(cells, c)
			}
		}
		_ = gb.Apply(trace.Step{Kind: trace.Place, Piece: in.Ghost.Piece, Cells: cells})
		col := RefuseColour
		if in.Fits {
			col = FitColour
		}
		s.ghost = player.NewScene3D(gb, map[string]string{in.Ghost.Piece: col})
	}
	for y := range p.YDim {
		for x := range p.XDim {
			if c := (solver.Point{X: x, Y: y, Z: in.Layer}); in.Open(c) {
				s.layer = append(s.layer, c)
				if b.Inside(c) && b.At(c) == "" {
					s.free = append(s.free, c)
				}
			}
		}
	}
	return s
}

// liftedProblem is p without its stationary cells above layer lift (the
// layers lifted away); p itself when nothing is lifted.
func liftedProblem(p *solver.Problem, lift int) *solver.Problem {
	if lift >= p.ZDim-1 {
		return p
	}
	q := *p
	q.Pieces = nil
	for _, pc := range p.Pieces {
		if pc.Stationary {
			var cells []solver.Point
			for _, c := range pc.Cells {
				if c.Z <= lift {
					cells = append(cells, c)
				}
			}
			pc.Cells = cells
		}
		q.Pieces = append(q.Pieces, pc)
	}
	return &q
}

// floor returns the point of cell c the floor grid marks and the pointer
// snaps to: a ball's centre, or the middle of a cube's floor.
func (s *Scene) floor(c solver.Point) [3]float64 {
	v := s.placed.Centre(c)
	if !s.placed.Round() {
		v[2] -= 0.5
	}
	return v
}

// Where returns where cell c's floor point falls in the drawing.
func (s *Scene) Where(c solver.Point) [2]float64 {
	v := s.placed.Project(s.in.Cam, s.in.W, s.in.H, s.floor(c))
	return [2]float64{v[0] + s.in.Pan[0], v[1] + s.in.Pan[1]}
}

// unit returns the length in the drawing of one cell's step along x or
// y, the longer.
func (s *Scene) unit() float64 {
	o := s.placed.Project(s.in.Cam, s.in.W, s.in.H, [3]float64{})
	x := s.placed.Project(s.in.Cam, s.in.W, s.in.H, [3]float64{1, 0, 0})
	y := s.placed.Project(s.in.Cam, s.in.W, s.in.H, [3]float64{0, 1, 0})
	return max(math.Hypot(x[0]-o[0], x[1]-o[1]), math.Hypot(y[0]-o[0], y[1]-o[1]))
}

// Snap returns the cell of the working layer whose floor point is
// nearest at (a point of the drawing), ok false when at is more than a
// cell's step from every one.
func (s *Scene) Snap(at [2]float64) (solver.Point, bool) {
	best, dist := solver.Point{}, math.Inf(1)
	for _, c := range s.layer {
		w := s.Where(c)
		if d := math.Hypot(w[0]-at[0], w[1]-at[1]); d < dist {
			best, dist = c, d
		}
	}
	return best, dist <= s.unit()
}

// Hit returns the cell of the placed piece drawn at at (the face nearest
// the viewer there), ok false when no placed piece is drawn there.
func (s *Scene) Hit(at [2]float64) (solver.Point, bool) {
	faces := s.placed.Frame(s.in.Cam, s.in.W, s.in.H)
	at = [2]float64{at[0] - s.in.Pan[0], at[1] - s.in.Pan[1]}
	for i := len(faces) - 1; i >= 0; i-- {
		if s.placedPiece(faces[i].Piece) && faces[i].Contains(at) {
			return faces[i].Cell, true
		}
	}
	return solver.Point{}, false
}

// placedPiece reports whether name is a piece placed (not a stationary
// one).
func (s *Scene) placedPiece(name string) bool {
	for _, pl := range s.in.Placed {
		if pl.Piece == name {
			return true
		}
	}
	return false
}

// SVG writes the scene as an SVG element of id, labelled title: the
// box's outline, the placed pieces with the working layer's free places
// (floor squares, rings) over the layers beyond it, and the ghost.
func (s *Scene) SVG(id, title string) string {
	in := s.in
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" class="scene-svg" viewBox="0 0 %g %g" role="img" aria-label="%s">`,
		html.EscapeString(id), in.W, in.H, html.EscapeString(title))
	fmt.Fprintf(&sb, `<title>%s</title>`, html.EscapeString(title))
	fmt.Fprintf(&sb, `<g transform="translate(%.1f %.1f)">`, in.Pan[0], in.Pan[1])
	s.writeBox(&sb)
	pinned := map[solver.Point]bool{}
	for _, c := range in.Pinned {
		pinned[c] = true
	}
	// The layers beyond the working one, seen from the camera (below it
	// when looking down), are drawn first; then the working layer's free
	// places, so that nothing beyond covers them; then the working
	// layer's pieces, in front of a place or behind it as they stand;
	// then the layers on the camera's side, faded while the working
	// layer has free places, so that those show through.
	faces := s.placed.Frame(in.Cam, in.W, in.H)
	down := in.Cam.Pitch >= 0
	beyond := func(f player.Face3D) bool { return (f.Cell.Z < in.Layer) == down && f.Cell.Z != in.Layer }
	near := func(f player.Face3D) bool { return f.Cell.Z != in.Layer && !beyond(f) }
	working := func(f player.Face3D) bool { return f.Cell.Z == in.Layer }
	writeFaces(&sb, faces, "scene-placed", beyond, pinned, s.placed.Round())
	s.writeFloor(&sb)
	writeFaces(&sb, faces, "scene-placed", working, pinned, s.placed.Round())
	if len(s.free) > 0 {
		sb.WriteString(`<g class="scene-near" opacity="0.35">`)
	} else {
		sb.WriteString(`<g class="scene-near">`)
	}
	writeFaces(&sb, faces, "scene-placed", near, pinned, s.placed.Round())
	sb.WriteString(`</g>`)
	if s.ghost != nil {
		keep := func(f player.Face3D) bool { return f.Piece == in.Ghost.Piece }
		fmt.Fprintf(&sb, `<g class="scene-ghost" data-fits="%t" opacity="0.78">`, in.Fits)
		writeFaces(&sb, s.ghost.Frame(in.Cam, in.W, in.H), "", keep, nil, s.placed.Round())
		sb.WriteString(`</g>`)
	}
	sb.WriteString(`</g></svg>`)
	return sb.String()
}

// writeFloor draws the working layer's free places: a cube's floor
// square (a prism's, its triangle), a ball's ring.
func (s *Scene) writeFloor(sb *strings.Builder) {
	// A light fill and a dark line read on the floor and on the pieces
	// of the layers beyond alike.
	sb.WriteString(`<g class="scene-floor" fill="rgba(255,255,255,0.6)" stroke="#0f172a" stroke-width="1.5">`)
	r := s.unit() * 0.42
	for _, c := range s.free {
		if s.placed.Round() {
			w := s.placed.Project(s.in.Cam, s.in.W, s.in.H, s.floor(c))
			fmt.Fprintf(sb, `<circle class="scene-place" data-x="%d" data-y="%d" cx="%.1f" cy="%.1f" r="%.1f"/>`, c.X, c.Y, w[0], w[1], r)
			continue
		}
		var f player.Face3D
		outline := s.placed.FloorOutline(c)
		for k := range f.Corners {
			// A triangle's last corner is repeated.
			f.Corners[k] = s.placed.Project(s.in.Cam, s.in.W, s.in.H, outline[min(k, len(outline)-1)])
		}
		fmt.Fprintf(sb, `<path class="scene-place" data-x="%d" data-y="%d" d="%s"/>`, c.X, c.Y, f.FacePath(0))
	}
	sb.WriteString(`</g>`)
	s.writeRings(sb)
}

// writeRings draws a ring of the colour each free place of the working
// layer requires (Input.RegionColour), on its floor: a circle of 0.3 of
// a cell's side seen in perspective, the colour over a dark outline.
func (s *Scene) writeRings(sb *strings.Builder) {
	if s.in.RegionColour == nil || s.placed.Round() {
		return
	}
	for _, c := range s.free {
		n := s.in.RegionColour(c)
		if n == 0 {
			continue
		}
		fill, name := player.PaletteOf(s.in.Problem).Colour(n)
		v := s.floor(c)
		var d strings.Builder
		const sides = 24
		for k := range sides {
			a := 2 * math.Pi * float64(k) / sides
			w := s.placed.Project(s.in.Cam, s.in.W, s.in.H, [3]float64{v[0] + 0.3*math.Cos(a), v[1] + 0.3*math.Sin(a), v[2]})
			cmd := 'L'
			if k == 0 {
				cmd = 'M'
			}
			fmt.Fprintf(&d, "%c%.1f %.1f", cmd, w[0], w[1])
		}
		d.WriteByte('Z')
		fmt.Fprintf(sb, `<g class="scene-ring" data-colour="%d" fill="none"><title>Must be covered by a cell it allows: ringed in %s</title><path d="%s" stroke="%s" stroke-width="5"/><path d="%s" stroke="%s" stroke-width="3"/></g>`,
			n, html.EscapeString(name), d.String(), player.MarkOutline, d.String(), fill)
	}
}

// writeBox draws the box's twelve edges (cubes; the balls' floor rings
// show their region).
func (s *Scene) writeBox(sb *strings.Builder) {
	if s.placed.Round() {
		return
	}
	lo, hi := s.placed.Box()
	corner := func(i int) [2]float64 {
		v := lo
		for axis, bit := range []int{1, 2, 4} {
			if i&bit != 0 {
				v[axis] = hi[axis]
			}
		}
		return s.placed.Project(s.in.Cam, s.in.W, s.in.H, v)
	}
	sb.WriteString(`<path class="scene-box" fill="none" stroke="#475569" stroke-width="1.2" stroke-dasharray="4 3" d="`)
	for i := range 8 {
		for _, bit := range []int{1, 2, 4} {
			if i&bit == 0 {
				a, b := corner(i), corner(i|bit)
				fmt.Fprintf(sb, "M%.1f %.1fL%.1f %.1f", a[0], a[1], b[0], b[1])
			}
		}
	}
	sb.WriteString(`"/>`)
}

// writeFaces paints faces back to front in a group of class cls ("" for
// none), those keep accepts (nil: all); the faces of pinned cells get
// class scene-pinned and a heavy outline: each face's for cubes, the
// ball's outline (its faces' edges) for round cells.
func writeFaces(sb *strings.Builder, faces []player.Face3D, cls string, keep func(player.Face3D) bool, pinned map[solver.Point]bool, round bool) {
	if cls != "" {
		fmt.Fprintf(sb, `<g class="%s" stroke-linejoin="round">`, cls)
	} else {
		sb.WriteString(`<g stroke-linejoin="round">`)
	}
	for _, f := range faces {
		if keep != nil && !keep(f) {
			continue
		}
		switch {
		case pinned[f.Cell] && !round:
			fmt.Fprintf(sb, `<path class="scene-pinned" d="%s" fill="%s" stroke="#0f172a" stroke-width="2.5"/>`, f.FacePath(0.3), html.EscapeString(f.Fill))
			continue
		case pinned[f.Cell]:
			// A ball is drawn in many faces: only its outline is heavy.
			fmt.Fprintf(sb, `<path class="scene-pinned" d="%s" fill="%s"/>`, f.FacePath(0.3), html.EscapeString(f.Fill))
		case f.Mark > 0:
			fmt.Fprintf(sb, `<path class="scene-mark" data-colour="%d" d="%s" fill="%s"/>`, f.Mark, f.FacePath(0.3), html.EscapeString(f.Fill))
		default:
			fmt.Fprintf(sb, `<path d="%s" fill="%s"/>`, f.FacePath(0.3), html.EscapeString(f.Fill))
		}
		if len(f.Edges) > 0 {
			width := "1"
			if pinned[f.Cell] {
				width = "2.5"
			}
			fmt.Fprintf(sb, `<path d="%s" fill="none" stroke="#0f172a" stroke-width="%s"/>`, f.EdgePath(), width)
		}
	}
	sb.WriteString(`</g>`)
}
